"""Writes questions.jsonl for aitqa-style16 from the same Doc objects that draw the PDFs.

    /work/main/.venv/bin/python make_questions.py

No gold is typed by hand: each question names a cell (row path, column path) or two cells and an
operation, and the gold is read from the cell as the engine prints it. `build()` returns the records.
"""
from __future__ import annotations

import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import make_docs as M  # noqa: E402
from engine import DASH, parse_number, render  # noqa: E402

SOURCE = "aitqa-style16"
ID_PREFIX = "as16"
OUT = os.path.join(HERE, "questions.jsonl")


# ----------------------------------------------------------------------------- cells
class Book:
    """The documents, their geometry and the row/column resolvers."""

    def __init__(self):
        self.docs = M.build()
        self.geo = {k: render(d)[1] for k, d in self.docs.items()}

    def ancestors(self, key):
        """For each row index, the labels of the section rows above it (outermost first)."""
        d = self.docs[key]
        stack, out = [], []
        for r in d.rows:
            if r.kind == "section":
                stack = stack[:r.level]
                out.append(tuple(stack))
                stack.append(r.label)
            else:
                out.append(tuple(stack[:r.level]))
        return out

    def section_rows(self, key, ri):
        """Indices of the section rows that enclose row ri."""
        d = self.docs[key]
        want, out = list(self.ancestors(key)[ri]), []
        for k in range(ri - 1, -1, -1):
            r = d.rows[k]
            if r.kind == "section" and want and r.label == want[-1] and r.level == len(want) - 1:
                out.insert(0, k)
                want.pop()
        return out

    def row(self, key, ref):
        d = self.docs[key]
        ref = (ref,) if isinstance(ref, str) else tuple(ref)
        anc = self.ancestors(key)
        hits = []
        for ri, r in enumerate(d.rows):
            if r.kind == "section" or r.label != ref[-1]:
                continue
            it = iter(anc[ri])
            if all(any(a == x for a in it) for x in ref[:-1]):
                hits.append(ri)
        if len(hits) != 1:
            raise ValueError(f"{key}: row {ref} matches {len(hits)} rows")
        return hits[0]

    def col(self, key, ref):
        d = self.docs[key]
        ref = (ref,) if isinstance(ref, str) else tuple(ref)
        hits = []
        for ci, c in enumerate(d.cols):
            if c.path[-1] != ref[-1]:
                continue
            it = iter(c.path)
            if all(any(a == x for a in it) for x in ref):
                hits.append(ci)
        if len(hits) != 1:
            raise ValueError(f"{key}: column {ref} matches {len(hits)} columns")
        return hits[0]

    def cell(self, key, rref, cref):
        ri, ci = self.row(key, rref), self.col(key, cref)
        d = self.docs[key]
        if d.number_text(ri, ci) in (DASH, ""):
            raise ValueError(f"{key}: cell {rref} / {cref} is empty")
        return ri, ci

    def page(self, key, ri):
        return self.geo[key]["rows"][ri]["page"]


# ----------------------------------------------------------------------------- question specs
SPECS = []


def L(t, row, col, q, kpi=False, para=False, group=False, rgroup=False):
    SPECS.append(dict(cat="lookup", t=t, cells=[(row, col)], q=q, kpi=kpi, para=para, group=group, rgroup=rgroup))


def DIFF(t, a, b, q, kpi=False, para=False, group=False, rgroup=False):
    """a - b, the cells given as (row, col)."""
    SPECS.append(dict(cat="difference", t=t, cells=[a, b], q=q, kpi=kpi, para=para, group=group, rgroup=rgroup))


def SUM(t, a, b, q, kpi=False, para=False, group=False, rgroup=False):
    SPECS.append(dict(cat="sum", t=t, cells=[a, b], q=q, kpi=kpi, para=para, group=group, rgroup=rgroup))


def PCT(t, new, old, q, kpi=False, para=False, group=False, rgroup=False):
    """(new - old) / |old| * 100, one decimal."""
    SPECS.append(dict(cat="percent_change", t=t, cells=[new, old], q=q, kpi=kpi, para=para, group=group,
                      rgroup=rgroup))


def NA(t, q, term, why):
    """Unanswerable: `term` (in the question) is nowhere in the PDF."""
    SPECS.append(dict(cat="unanswerable", t=t, cells=[], q=q, term=term, why=why, kpi=False, para=False,
                      group=False, rgroup=False))


HD = ("Homes Delivered",)
REV = ("Home Sale Revenues",)
ASP = ("Average Selling Price",)
AC = ("Active Communities (a)",)

# ---------------------------------------------------------------- t01 Pemberthy: operations by market
L("t01", ("Texas", "Houston"), HD + ("2019",), "How many homes did Pemberthy close in Houston in 2019?",
  kpi=True, para=True)
L("t01", "Utah", ASP + ("2018",), "What was the average selling price of a home delivered in Utah in 2018?",
  kpi=True)
L("t01", "Total Mountain", REV + ("2019",), "Mountain region home sale revenues, 2019")
L("t01", ("Florida", "Tampa"), AC + ("2019",),
  "How many Tampa communities were open for sale at the end of 2019?", kpi=True, para=True)
L("t01", "Total homebuilding", ASP + ("2019",),
  "What was the company-wide ASP on homes delivered in 2019? Answer in thousands of dollars.", kpi=True)
L("t01", ("Florida", "Southwest Florida"), REV + ("2018",),
  "I need the 2018 revenue from homes sold in Southwest Florida.")
PCT("t01", ("Total East", HD + ("2019",)), ("Total East", HD + ("2018",)),
    "By what percent did deliveries in the East region grow from 2018 to 2019? Round to one decimal.",
    kpi=True, para=True)

# ---------------------------------------------------------------- t02 Pemberthy: orders and backlog
NO = ("Net New Orders (Homes)",)
CR = ("Cancellation Rate (b)",)
BL = ("Backlog at December 31, 2019",)
L("t02", ("Active adult (a):", "East"), NO + ("2019",),
  "How many net new orders did the active adult business take in the East in 2019?")
L("t02", ("Entry-level and move-up:", "Central"), CR + ("2018",),
  "What was the 2018 cancellation rate for Central region entry-level and move-up homes?", kpi=True)
L("t02", "Total", BL + ("Value (in thousands)",),
  "What was the dollar value of Pemberthy's total backlog at year-end 2019?", kpi=True)
L("t02", "Total active adult", BL + ("Average Price (in thousands)",),
  "average price of active adult homes in backlog at december 31 2019")
SUM("t02", (("Entry-level and move-up:", "West"), NO + ("2019",)), (("Active adult (a):", "West"), NO + ("2019",)),
    "Counting both entry-level/move-up and active adult, how many net new orders did the West take in 2019?")

# ---------------------------------------------------------------- t03 Pemberthy: lots
L("t03", ("Mountain", "Total"), ("Lots Owned", "Total Owned"),
  "How many lots did Pemberthy own in the Mountain region at December 31, 2019?", rgroup=True)
L("t03", "Arizona", "Lots Controlled Under Option (a)",
  "How many Arizona lots were held under option contracts rather than owned?", para=True)
L("t03", "Total company", ("Total Lots", "December 31, 2018"),
  "What was the company's total lot position, owned plus optioned, at the end of 2018?", para=True)
L("t03", "Texas", "Years of Supply (b)", "Years of lot supply in Texas?", kpi=True)
L("t03", ("West", "Total"), ("Lots Owned", "Finished"),
  "finished lots owned across the West region at year-end 2019", rgroup=True)
L("t03", "Florida", ("Lots Owned", "Raw Land"), "How many raw land lots does Pemberthy own in Florida?")
PCT("t03", (("East", "Total"), ("Total Lots", "December 31, 2019")), (("East", "Total"), ("Total Lots", "December 31, 2018")),
    "What was the percentage increase in total lots in the East between the end of 2018 and the end of 2019?",
    rgroup=True)

# ---------------------------------------------------------------- t04 Pemberthy: selected data
L("t04", "Homebuilding gross margin percentage", "2018",
  "What was homebuilding gross margin as a percentage of home sale revenues in 2018?", kpi=True)
L("t04", "Diluted earnings per share", "2017", "Diluted EPS for 2017?", kpi=True)
L("t04", "Financial services revenues", "2019", "How much revenue did financial services contribute in 2019?")
L("t04", "Backlog at December 31 (homes)", "2017", "How many homes were in backlog at the end of 2017?",
  kpi=True)
PCT("t04", ("Net income", "2019"), ("Net income", "2018"),
    "What was the percentage increase in Pemberthy's net income from 2018 to 2019?")
NA("t04", "What was Pemberthy's mortgage capture rate in 2019?", "capture rate", "measure")

# ---------------------------------------------------------------- t05 Garrowby: facilities
RSP = ("Raw Steel Produced (thousand tons)",)
L("t05", "Florence, South Carolina", "Year Started", "When did the Florence, South Carolina mill start up?")
L("t05", "Owensboro, Kentucky", ("Annual Capacity (a)", "Thousand Tons"),
  "What is the annual capacity of the Owensboro steel mill?", group=True)
L("t05", ("Rebar micro mills (b):", "Kingman, Arizona"), ("Utilization", "2018"),
  "What was capacity utilization at the Kingman, Arizona micro mill in 2018?", kpi=True)
L("t05", "Total bar mills", RSP + ("2019",), "How much raw steel did the bar mills make in total in 2019?")
L("t05", "Total steelmaking", ("Utilization", "2019"), "Overall steelmaking utilization rate for 2019", kpi=True)
DIFF("t05", ("Muscatine, Iowa", RSP + ("2018",)), ("Muscatine, Iowa", RSP + ("2019",)),
     "By how many thousand tons did raw steel output at Muscatine fall from 2018 to 2019?")

# ---------------------------------------------------------------- t06 Garrowby: shipments
L("t06", "Coated (a)", ("2019", "Average Price per Ton"),
  "What was the average selling price per ton for coated products in 2019?", kpi=True)
L("t06", "Rebar", ("2018", "Tons Shipped (thousands)"), "How many tons of rebar did Garrowby ship in 2018?")
L("t06", "Total long products", ("2019", "Net Sales"), "net sales of long products in 2019")
L("t06", "Total steel operations", ("2018", "Average Price per Ton"),
  "What was the average realized price per ton across all steel products shipped in 2018?", kpi=True,
  para=True)
PCT("t06", ("Hot roll", ("2019", "Average Price per Ton")), ("Hot roll", ("2018", "Average Price per Ton")),
    "How much did the average hot roll price per ton change in percentage terms from 2018 to 2019? "
    "Round to one decimal place.", kpi=True)

# ---------------------------------------------------------------- t07 Garrowby: metallics
MC = "Metallics consumed (thousand tons):"
CPT = "Average cost per gross ton consumed:"
YE = ("Year Ended December 31,",)
L("t07", (MC, "Pig iron"), YE + ("2017",), "How much pig iron did Garrowby consume in 2017?")
L("t07", (CPT, "Obsolete scrap"), YE + ("2018",), "What did obsolete scrap cost per gross ton in 2018?",
  kpi=True)
L("t07", (CPT, "Hot-briquetted iron (b)"), ("Change (a)", "2019 vs. 2018"),
  "What was the change in the cost per ton of HBI between 2018 and 2019, in percent?", para=True, group=True)
L("t07", ("Metal spread per ton shipped (c):", "Long products"), YE + ("2019",),
  "metal spread on long products, 2019?", kpi=True)
L("t07", "Metallic yield (d)", YE + ("2018",), "What was the metallic yield in 2018?", kpi=True)
DIFF("t07", ("Flat rolled steel", YE + ("2018",)), ("Flat rolled steel", YE + ("2019",)),
     "How many dollars per ton did the flat rolled metal spread shrink from 2018 to 2019?", kpi=True)

# ---------------------------------------------------------------- t08 Garrowby: segments (in millions)
L("t08", "Operating income (loss)", ("Metals Recycling", "2018"),
  "What was operating income for the Metals Recycling segment in 2018? Answer in millions.")
L("t08", "Intersegment", ("Metals Recycling", "2019"),
  "How much of Metals Recycling's 2019 net sales were made to Garrowby's other segments?", para=True)
L("t08", "Capital expenditures", ("Consolidated", "2019"), "Total company capital spending in 2019", para=True)
L("t08", "Operating income (loss)", ("Corporate and Eliminations (a)", "2019"),
  "What figure is reported for Corporate and Eliminations' operating income (loss) in 2019?")
L("t08", "Segment assets (b)", ("Steel Fabrication", "2019"),
  "Steel Fabrication segment assets at the end of 2019, in millions of dollars")
DIFF("t08", ("Total net sales", ("Steel Operations", "2018")), ("Total net sales", ("Steel Operations", "2019")),
     "How much did the Steel Operations segment's total net sales decline from 2018 to 2019?")

# ---------------------------------------------------------------- t09 Kestrelmont: premiums
NPW = ("Net Premiums Written",)
NPE = ("Net Premiums Earned",)
L("t09", "Homeowners", NPW + ("2019",), "What were net written premiums in homeowners for 2019?", kpi=True)
L("t09", "Workers' compensation", NPE + ("% Change",),
  "What was the percentage change in workers' comp net premiums earned in 2019?", kpi=True)
L("t09", "Total commercial lines", NPE + ("2018",), "Commercial lines NPE, 2018", kpi=True)
L("t09", "Surety (a)", NPW + ("2018",), "How much surety premium did Kestrelmont write, net, in 2018?")
L("t09", "Total", NPW + ("% Change",), "What was the overall growth rate of net premiums written in 2019?",
  kpi=True)
DIFF("t09", ("Professional liability", NPW + ("2019",)), ("Professional liability", NPW + ("2018",)),
     "How much more net premium did professional liability write in 2019 than in 2018? "
     "Give the answer in thousands.", kpi=True)

# ---------------------------------------------------------------- t10 Kestrelmont: ratios
L("t10", "Combined ratio", ("Commercial Lines", "2019"), "What was the combined ratio for commercial lines in 2019?",
  kpi=True)
L("t10", "Catastrophe losses", ("Personal Lines", "2018"),
  "How many points did catastrophes add to the personal lines loss ratio in 2018?", kpi=True, para=True)
L("t10", "Prior year reserve development (b)", ("Specialty Lines", "2019"),
  "What figure is shown for specialty lines' prior year reserve development in 2019?")
L("t10", "Underlying combined ratio (a)", ("Total", "2018"),
  "For the company as a whole, what was the 2018 underlying combined ratio?", kpi=True)
L("t10", "Underwriting expense ratio", ("Specialty Lines", "2018"), "specialty expense ratio 2018", kpi=True)
DIFF("t10", ("Combined ratio", ("Total", "2018")), ("Combined ratio", ("Total", "2019")),
     "By how many points did Kestrelmont's total combined ratio improve from 2018 to 2019?", kpi=True)
NA("t10", "What was the combined ratio for personal lines in 2017?", "2017", "year")

# ---------------------------------------------------------------- t11 Kestrelmont: reserves
L("t11", ("Incurred related to:", "Prior years"), "2018",
  "What amount is shown for losses and LAE incurred related to prior years in 2018?")
L("t11", ("Paid related to:", "Current year"), "2019",
  "How much was paid during 2019 on losses from that same accident year?", para=True)
L("t11", "Net reserves at December 31", "2017", "What were net loss and LAE reserves at the end of 2017?",
  kpi=True)
L("t11", "Gross reserves for losses and LAE at December 31", "2019", "gross loss reserves at 12/31/2019",
  kpi=True)
PCT("t11", ("Total paid", "2019"), ("Total paid", "2018"),
    "Total losses and LAE paid rose by what percentage in 2019 compared with 2018?")

# ---------------------------------------------------------------- t12 Kestrelmont: investments
D19 = ("December 31, 2019",)
D18 = ("December 31, 2018",)
L("t12", "Corporate debt securities", D19 + ("Fair Value",),
  "What was the fair value of Kestrelmont's corporate bonds at the end of 2019?", para=True)
L("t12", "States and political subdivisions", D18 + ("% of Total",),
  "What share of the investment portfolio was in municipal bonds at December 31, 2018?", para=True)
L("t12", "Total fixed maturities", D18 + ("Amortized Cost",),
  "Amortized cost of total fixed maturities at year-end 2018?")
L("t12", "Equity securities (a)", D19 + ("Amortized Cost",),
  "What was the cost basis of the equity securities held at December 31, 2019?", para=True)
DIFF("t12", ("Total investments", D19 + ("Fair Value",)), ("Total investments", D19 + ("Amortized Cost",)),
     "By how much did the fair value of total investments exceed their amortized cost at December 31, 2019?")
NA("t12", "What was the fair value of mortgage loans on real estate held at December 31, 2019?",
   "mortgage loans", "item")

# ---------------------------------------------------------------- t13 Tillingford: average balances
L("t13", "Commercial real estate", ("2018", "Yield/ Rate"),
  "What was the yield on commercial real estate loans in 2018?", kpi=True)
L("t13", "Total loans", ("2017", "Average Balance"), "average total loans 2017")
L("t13", "Time deposits", ("2016", "Interest"), "How much interest did Tillingford pay on time deposits in 2016?")
L("t13", "Net interest margin (d)", ("2018", "Yield/ Rate"), "What was Tillingford's net interest margin for 2018?",
  kpi=True)
L("t13", "Stockholders' equity", ("2017", "Average Balance"), "What was average stockholders' equity in 2017?")
L("t13", "Total interest-bearing liabilities", ("2016", "Yield/ Rate"),
  "What was the average cost of interest-bearing liabilities in 2016?", kpi=True, para=True)
L("t13", "Net interest income", ("2017", "Interest"), "Net interest income for 2017, please.", kpi=True)
PCT("t13", ("Net interest income", ("2018", "Interest")), ("Net interest income", ("2017", "Interest")),
    "By what percentage did net interest income grow from 2017 to 2018?", kpi=True)

# ---------------------------------------------------------------- t14 Tillingford: loans
L("t14", "Construction and land development", D18 + ("Amount",),
  "How much did Tillingford have in construction and land development loans at December 31, 2018?")
L("t14", "Home equity lines of credit", ("December 31, 2017", "% of Total"),
  "What percentage of total loans were HELOCs at the end of 2017?", para=True)
L("t14", "Total commercial", D18 + ("% of Total",),
  "Commercial loans as a share of the whole loan book at year-end 2018")
L("t14", "Loans, net", ("December 31, 2017", "Amount"), "What were net loans at December 31, 2017?")
SUM("t14", ("Commercial real estate \u2014 owner occupied", D18 + ("Amount",)),
    ("Commercial real estate \u2014 non-owner occupied", D18 + ("Amount",)),
    "What was total commercial real estate lending, owner occupied plus non-owner occupied, at December 31, 2018?")

# ---------------------------------------------------------------- t15 Tillingford: asset quality
L("t15", "Total nonperforming assets", "2017", "Total NPAs at December 31, 2017?", kpi=True)
L("t15", "Nonperforming loans to total loans", "2016",
  "What was the ratio of nonperforming loans to total loans at the end of 2016?", kpi=True)
L("t15", "Other real estate owned", "2018", "How much OREO did the bank carry at December 31, 2018?", kpi=True)
L("t15", ("Nonaccrual loans:", "Commercial and industrial"), "2017",
  "What was the balance of nonaccrual commercial and industrial loans at December 31, 2017?")
L("t15", "Allowance for loan losses to nonperforming loans", "2018",
  "How well did the allowance cover nonperforming loans at year-end 2018, as a percentage?", kpi=True,
  para=True)
NA("t15", "What was Tillingford's Texas ratio at December 31, 2018?", "Texas ratio", "measure")

# ---------------------------------------------------------------- t16 Tillingford: allowance
L("t16", "Provision for loan losses", "2017", "What provision for loan losses did the company record in 2017?",
  kpi=True)
L("t16", ("Recoveries:", "Commercial and industrial"), "2018",
  "How much was recovered on previously charged-off C&I loans in 2018?", para=True)
L("t16", ("Charge-offs:", "Residential mortgage"), "2016",
  "What amount appears for residential mortgage charge-offs in 2016?")
L("t16", "Net charge-offs to average loans (a)", "2018", "net charge-off ratio 2018", kpi=True)
DIFF("t16", ("Balance at end of year", "2018"), ("Balance at beginning of year", "2018"),
     "By how much did the allowance for loan losses increase during 2018?")

# ---------------------------------------------------------------- t17 Corstophane: customers
DEC = ("December 31,",)
NAD = ("Net Additions (Losses)",)
L("t17", ("Residential:", "Internet"), NAD + ("2019",),
  "How many residential internet customers did Corstophane add, net, in 2019?", kpi=True)
L("t17", ("Residential:", "Video"), DEC + ("2018",),
  "How many residential video customers did the company have at the end of 2018?")
L("t17", "Total customer relationships", DEC + ("2019",), "Total customer relationships at year-end 2019?",
  kpi=True)
L("t17", ("Commercial:", "Voice"), NAD + ("2018",), "commercial voice net adds in 2018", kpi=True)
L("t17", "Residential internet penetration of passings", DEC + ("2018",),
  "What was residential internet penetration of homes passed at December 31, 2018?", kpi=True)
NA("t17", "How many mobile lines did Corstophane serve at the end of 2019?", "mobile", "item")

# ---------------------------------------------------------------- t18 Corstophane: systems
RIC = ("Residential Internet Customers",)
RVC = ("Residential Video Customers",)
L("t18", ("Michigan", "Jackson"), RIC + ("2019",),
  "How many residential internet customers did the Jackson, Michigan system have at the end of 2019?")
L("t18", ("Tennessee", "Jackson"), RVC + ("2018",),
  "Residential video customers in Jackson, Tennessee at December 31, 2018?")
L("t18", "Kearney", ("Fiber-to-the-Home (c)", "% of Passings"),
  "What share of the Kearney system's passings is served by fiber-to-the-home?", kpi=True)
L("t18", "Total Plains", ("Internet Penetration (b)", "2019"), "Internet penetration in the Plains region, 2019",
  kpi=True)
L("t18", "Stillwater", ("Passings (a)", "2019"), "How many homes and businesses does the Stillwater system pass?",
  para=True, group=True)
L("t18", "Total Corstophane", RVC + ("2019",),
  "How many residential video customers did Corstophane have across all systems at the end of 2019?")
SUM("t18", ("Hattiesburg", RIC + ("2019",)), ("Tupelo", RIC + ("2019",)),
    "How many residential internet customers did Corstophane have in Mississippi at the end of 2019?",
    rgroup=True)

# ---------------------------------------------------------------- t19 Corstophane: revenues
L("t19", ("Residential:", "Internet"), YE + ("2017",), "Residential internet revenue in 2017?")
L("t19", "Advertising sales", ("2019 vs. 2018", "% Change"),
  "What was the percentage change in advertising sales from 2018 to 2019?")
L("t19", "Average monthly revenue per residential customer relationship (b)", YE + ("2019",),
  "What was monthly revenue per residential customer relationship in 2019?", kpi=True)
L("t19", "Total commercial", ("2019 vs. 2018", "$ Change"),
  "How much did commercial revenues grow in dollars in 2019 over 2018?")
L("t19", "Total revenues", YE + ("2018",), "What were Corstophane's total revenues for 2018?")
PCT("t19", ("Enterprise and carrier", YE + ("2018",)), ("Enterprise and carrier", YE + ("2017",)),
    "Enterprise and carrier revenue growth from 2017 to 2018, in percent (one decimal)")

# ---------------------------------------------------------------- t20 Corstophane: capex
L("t20", "Customer premise equipment (a)", "2018", "How much was spent on CPE in 2018?", para=True)
L("t20", "Capital expenditures as a percentage of revenues", "2019", "What was capital intensity in 2019?",
  kpi=True, para=True)
L("t20", "Passings added through line extensions (in thousands)", "2017",
  "How many passings were added through line extensions in 2017?")
L("t20", "Total capital expenditures", "2017", "total capex for 2017", kpi=True)
SUM("t20", ("Scalable infrastructure (b)", "2019"), ("Upgrade/rebuild", "2019"),
    "What did Corstophane spend on scalable infrastructure and upgrade/rebuild combined in 2019?")

# ---------------------------------------------------------------- t21 Glimmerbrook: breweries
PR = ("Production (thousand barrels)",)
L("t21", ("Production breweries:", "Grand Rapids, Michigan"), PR + ("Fiscal 2018",),
  "How many barrels did the Grand Rapids production brewery produce in fiscal 2018?")
L("t21", ("Pubs and taprooms (b):", "Grand Rapids, Michigan"), "Opened",
  "In what year did the Grand Rapids pub open?")
L("t21", "Loveland, Colorado", ("Capacity Utilization", "Fiscal 2019"),
  "What was capacity utilization at the Loveland brewery in fiscal 2019?", kpi=True)
L("t21", "Total production breweries", ("Annual Capacity (a)", "Thousand Barrels"),
  "What is the combined annual capacity of Glimmerbrook's production breweries?", group=True)
L("t21", "Total", "Employees at Year End",
  "How many people worked at Glimmerbrook's breweries, pubs and taprooms at the end of fiscal 2019?")
NA("t21", "How much beer did the Asheville brewery produce in fiscal 2019?", "Asheville", "item")

# ---------------------------------------------------------------- t22 Glimmerbrook: brands
SH = ("Shipments",)
DP = ("Depletions (a)",)
L("t22", "Copperhaze IPA", SH + ("Fiscal 2019",), "Copperhaze IPA shipments in fiscal 2019?")
L("t22", "Lanternfall Lager", DP + ("% Change",),
  "How much did Lanternfall Lager depletions grow in fiscal 2019, in percent?", kpi=True)
L("t22", "Total seasonal and specialty", DP + ("Fiscal 2018",),
  "What were depletions of seasonal and specialty beers in fiscal 2018?")
L("t22", "Contract brewing (c)", SH + ("Fiscal 2018",), "How much did Glimmerbrook ship under contract brewing in 2018?")
L("t22", "Total", SH + ("% Change",), "By what percentage did total shipments, contract brewing included, change in fiscal 2019?")
DIFF("t22", ("Total beyond beer", SH + ("Fiscal 2019",)), ("Total beyond beer", SH + ("Fiscal 2018",)),
     "By how many thousand barrels did beyond-beer shipments increase in fiscal 2019?")

# ---------------------------------------------------------------- t23 Glimmerbrook: per barrel
F19 = ("December 28, 2019",)
F18 = ("December 29, 2018",)
L("t23", "Net revenues", F19 + ("Per Barrel",), "What was net revenue per barrel in fiscal 2019?", kpi=True)
L("t23", "Freight and distribution", F18 + ("Amount",), "Freight and distribution costs, fiscal 2018")
L("t23", "Gross margin", F19 + ("Amount",), "What was Glimmerbrook's gross margin in fiscal 2019?", kpi=True)
L("t23", "Total cost of goods sold", "Change per Barrel",
  "How much did cost of goods sold per barrel rise from fiscal 2018 to fiscal 2019?", kpi=True)
L("t23", "Less excise taxes", F18 + ("Per Barrel",), "Excise taxes per barrel in fiscal 2018?")
PCT("t23", ("Gross profit", F19 + ("Amount",)), ("Gross profit", F18 + ("Amount",)),
    "What was the percent change in gross profit dollars from fiscal 2018 to fiscal 2019? Round to one decimal.")

# ---------------------------------------------------------------- t24 Glimmerbrook: quarters
Q19 = ("Fiscal 2019",)
Q18 = ("Fiscal 2018",)
L("t24", "Net revenues", Q19 + ("Third Quarter",), "What were net revenues in the third quarter of fiscal 2019?")
L("t24", "Net income (loss) per diluted share", Q18 + ("First Quarter",),
  "Diluted earnings (loss) per share for Q1 of fiscal 2018?", kpi=True)
L("t24", "Barrels shipped (thousands)", Q19 + ("Fourth Quarter",), "barrels shipped in Q4 fiscal 2019")
L("t24", "Operating income (loss)", Q19 + ("First Quarter",),
  "What was operating income (loss) for the first quarter of fiscal 2019?")
SUM("t24", ("Gross profit", Q18 + ("Third Quarter",)), ("Gross profit", Q18 + ("Fourth Quarter",)),
    "What was gross profit for the second half of fiscal 2018 (third and fourth quarters together)?")
NA("t24", "What were Glimmerbrook's net revenues in the first quarter of fiscal 2020?", "2020", "year")

# ---------------------------------------------------------------- t25 Harrowgild: locations
CO = ("Company-Operated",)
FR = ("Franchised (a)",)
L("t25", ("Saffrey's Cantina:", "Texas"), CO + ("2019",),
  "How many company-operated Saffrey's Cantina restaurants were in Texas at the end of fiscal 2019?")
L("t25", ("Harrowgild Grill:", "Texas"), FR + ("2018",),
  "How many franchised Harrowgild Grill restaurants operated in Texas at the end of 2018?")
L("t25", "Total Midwest", FR + ("2019",), "Franchised Harrowgild Grill units in the Midwest, 2019")
L("t25", "Total Harrowgild Grill", ("Total", "2018"),
  "How many Harrowgild Grill restaurants were open in total at the end of fiscal 2018?")
L("t25", "Total Saffrey's Cantina", CO + ("2018",),
  "How many company-operated Saffrey's Cantina restaurants were open at the end of fiscal 2018?")
PCT("t25", ("Total restaurants", ("Total", "2019")), ("Total restaurants", ("Total", "2018")),
    "By what percentage did the total restaurant count grow during fiscal 2019?")

# ---------------------------------------------------------------- t26 Harrowgild: comparable sales
HGC = ("Harrowgild Grill", "Company-Operated")
HGF = ("Harrowgild Grill", "Franchised")
SCC = ("Saffrey's Cantina", "Company-Operated")
L("t26", "Comparable restaurant sales change", HGF + ("2019",),
  "What were same-store sales for franchised Harrowgild Grill restaurants in 2019?", kpi=True, para=True)
L("t26", "Change in guest traffic", SCC + ("2018",), "Saffrey's Cantina guest traffic change in 2018?", kpi=True)
L("t26", "Average unit volume (in thousands) (b)", HGC + ("2019",),
  "What was the AUV of company-operated Harrowgild Grill restaurants in 2019?", kpi=True)
L("t26", "Average weekly sales per restaurant", HGF + ("2018",),
  "What were average weekly sales per franchised Harrowgild Grill restaurant in 2018?", kpi=True)
L("t26", "Restaurants in comparable base", SCC + ("2019",),
  "How many Saffrey's Cantina restaurants were in the comparable base for 2019?")
DIFF("t26", ("Average unit volume (in thousands) (b)", HGC + ("2019",)),
     ("Average unit volume (in thousands) (b)", HGF + ("2019",)),
     "How much higher was the average unit volume at company-operated Harrowgild Grill restaurants than at "
     "franchised ones in 2019?", kpi=True)

# ---------------------------------------------------------------- t27 Harrowgild: restaurant-level profit
A19 = ("Fiscal 2019", "Amount")
P19 = ("Fiscal 2019", "% of Restaurant Sales (a)")
L("t27", "Labor and related expenses", P19, "What was labor cost as a percentage of restaurant sales in fiscal 2019?",
  kpi=True)
L("t27", "Restaurant-level operating profit (b)", ("Fiscal 2018", "Amount"),
  "Restaurant-level operating profit for fiscal 2018?", kpi=True)
L("t27", "Restaurant-level operating profit (b)", P19, "What was the restaurant-level margin in fiscal 2019?",
  kpi=True, para=True)
L("t27", "Saffrey's Cantina", A19, "How much did Saffrey's Cantina restaurants sell in fiscal 2019?")
L("t27", "Franchise royalties and fees", ("Fiscal 2018", "Amount"),
  "What did Harrowgild earn from franchise royalties and fees in fiscal 2018?")
PCT("t27", ("Saffrey's Cantina", A19), ("Saffrey's Cantina", ("Fiscal 2018", "Amount")),
    "Saffrey's Cantina restaurant sales grew by what percent in fiscal 2019? One decimal, please.")

# ---------------------------------------------------------------- t28 Vigilmoor: subscribers
L("t28", "Attrition rate (b)", ("2019", "Residential"), "What was the residential attrition rate in 2019?",
  kpi=True)
L("t28", "Subscribers at end of year", ("2018", "Commercial"),
  "How many commercial subscribers did Vigilmoor have at the end of 2018?")
L("t28", "Bulk account purchases (a)", ("2019", "Total"),
  "How many subscriber accounts were acquired through bulk purchases in 2019?")
L("t28", "Dealer channel", ("2018", "Residential"), "residential gross adds from dealers, 2018", kpi=True, para=True)
DIFF("t28", ("Subscribers at end of year", ("2019", "Total")), ("Subscribers at beginning of year", ("2019", "Total")),
     "By how many subscribers did Vigilmoor's total subscriber base grow during 2019?", kpi=True)
NA("t28", "How many subscribers did Vigilmoor have in Canada at the end of 2019?", "Canada", "item")

# ---------------------------------------------------------------- t29 Vigilmoor: RMR
R19 = ("December 31, 2019", "RMR")
L("t29", "Interactive and smart home services", R19,
  "What was RMR from interactive and smart home services at December 31, 2019?", kpi=True)
L("t29", "Video and access control", ("December 31, 2018", "% of Total"),
  "What share of total RMR came from commercial video and access control at the end of 2018?", kpi=True)
L("t29", "Total RMR", ("Change (b)", "%"), "By what percentage did total recurring monthly revenue grow over 2019?",
  kpi=True, para=True, group=True)
L("t29", "Commercial", R19, "What was average RMR per commercial subscriber at December 31, 2019?", kpi=True)
SUM("t29", ("Video monitoring", R19), ("Video and access control", R19),
    "Adding residential video monitoring and commercial video and access control, how much RMR did video "
    "services generate at December 31, 2019?", kpi=True)

# ---------------------------------------------------------------- t30 Vigilmoor: SAC
L("t30", "Creation multiple (months) (a)", ("Dealer Channel", "2019"), "What was the dealer channel creation multiple in 2019?",
  kpi=True)
L("t30", "Net acquisition cost per new subscriber", ("Direct Channel", "2018"),
  "Net subscriber acquisition cost per new direct-channel subscriber in 2018?", kpi=True)
L("t30", "Marketing", ("Total", "2019"), "How much did Vigilmoor spend on marketing to acquire subscribers in 2019?")
L("t30", "RMR added per new subscriber", ("Total", "2018"),
  "What was the average RMR added per new subscriber across both channels in 2018?", kpi=True)
L("t30", "Net subscriber acquisition costs", ("Dealer Channel", "2018"),
  "Net subscriber acquisition costs for the dealer channel in 2018?", kpi=True)
NA("t30", "What was the creation multiple for subscribers sold through retail stores in 2019?", "retail", "item")


# ----------------------------------------------------------------------------- records
MARK = re.compile(r"\(([a-e])\)")


def footnotes_for(d, texts):
    marks = []
    for t in texts:
        for m in MARK.findall(t):
            if m not in marks:
                marks.append(m)
    out = []
    for m in marks:
        for f in d.footnotes:
            if f.startswith(f"({m}) "):
                out.append(f[4:])
    return out


def fmt_result(v, dec):
    s = f"{abs(v):,.{dec}f}"
    return ("-" if v < 0 and float(s.replace(",", "")) != 0 else "") + s


def dec_of(text):
    m = re.search(r"\.(\d+)", text)
    return len(m.group(1)) if m else 0


def number(v, dec):
    v = round(v, dec)
    return int(v) if dec == 0 else v


def build():
    book = Book()
    recs = []
    for n, sp in enumerate(SPECS, 1):
        key = sp["t"]
        d = book.docs[key]
        doc = M.pdf_name(key)
        cells = [book.cell(key, r, c) for r, c in sp["cells"]]
        tags = [f"style:{d.style}"]
        if d.landscape:
            tags.append("landscape")
        if d.split is not None:
            tags.append("table_over_pages")
        if d.depth() >= 2:
            tags.append("multi_row_header")
        if d.depth() >= 3:
            tags.append("three_header_rows")
        labels = [r.label for r in d.rows if r.kind != "section"]
        leaves = [c.path[-1] for c in d.cols]
        pages = []
        cond_texts = []
        for ri, ci in cells:
            r, c = d.rows[ri], d.cols[ci]
            pg = book.page(key, ri)
            if pg not in pages:
                pages.append(pg)
            anc = book.ancestors(key)[ri]
            cond_texts += [r.label] + list(c.path) + list(anc)
            if r.level > 0:
                tags.append("indented_row")
            if leaves.count(c.path[-1]) > 1:
                tags.append("column_hierarchy_needed")
            if labels.count(r.label) > 1:
                tags.append("row_hierarchy_needed")
            if MARK.search(r.label) or any(MARK.search(h) for h in c.path):
                tags.append("footnote_marker")
            if d.number_text(ri, ci).startswith("("):
                tags.append("negative_in_parens")
            if d.detached_dollar(ri, ci):
                tags.append("currency_sign_column")
            if pg == 2:
                tags.append("second_page")
                if not d.repeat_header:
                    tags.append("header_not_repeated")
                secs = book.section_rows(key, ri)
                if any(book.page(key, s) == 1 for s in secs):
                    tags.append("section_on_previous_page")
                if r.kind == "total" and d.split == len(d.rows) - 1:
                    tags.append("total_after_page_break")
        if sp["kpi"]:
            tags.append("kpi_term")
        if sp["para"]:
            tags.append("paraphrase")
        if sp["group"]:
            tags.append("column_named_by_group_only")
        if sp["rgroup"]:
            tags.append("row_named_by_group_only")
        if re.search(r"(?i)answer in|round|one decimal|give the answer|in thousands|in millions|in percent",
                     sp["q"]):
            tags.append("answer_format_instruction")

        cat = sp["cat"]
        if cat == "unanswerable":
            ans = dict(kind="none", value=None, raw=None, unit=None, scale=None, conditions=[])
            tags.append(f"none:{sp['why']}")
            evidence = [{"doc": doc, "page": p} for p in range(1, book.geo[key]["pages"] + 1)]
        else:
            evidence = [{"doc": doc, "page": p} for p in pages]
            us = [d.unit_scale(ri, ci) for ri, ci in cells]
            conds = footnotes_for(d, cond_texts)
            if cat == "lookup":
                ri, ci = cells[0]
                raw = d.raw(ri, ci)
                unit, scale = us[0]
                if d.cell_fmt(ri, ci) in ("text", "year") or isinstance(d.value(ri, ci), str):
                    ans = dict(kind="text", value=raw, raw=raw, unit=None, scale=None, conditions=conds)
                    tags.append("text_answer")
                else:
                    ans = dict(kind="number", value=parse_number(raw), raw=raw, unit=unit, scale=scale,
                               conditions=conds)
                    t = d.number_text(ri, ci)
                    ans["value"] = number(ans["value"], dec_of(t))
            else:
                tags.append("answer_in_several_cells")
                (ra, ca), (rb, cb) = cells
                a = parse_number(d.number_text(ra, ca))
                b = parse_number(d.number_text(rb, cb))
                if cat == "percent_change":
                    if us[0] != us[1] or us[0][0] == "%":
                        raise ValueError(f"{key}: percent change over {us}")
                    v = number(100.0 * (a - b) / abs(b), 1)
                    raw, unit, scale = fmt_result(v, 1) + "%", "%", 1
                else:
                    if us[0] != us[1]:
                        raise ValueError(f"{key}: operands differ in unit/scale {us}")
                    dec = max(dec_of(d.number_text(ra, ca)), dec_of(d.number_text(rb, cb)))
                    v = number(a - b if cat == "difference" else a + b, dec)
                    raw = fmt_result(v, dec)
                    unit, scale = us[0]
                ans = dict(kind="number", value=v, raw=raw, unit=unit, scale=scale, conditions=conds)
            sc = ans.get("scale")
            if sc == 1000:
                tags.append("scale_thousands")
            elif sc == 1_000_000:
                tags.append("scale_millions")
        seen = []
        for t in tags:
            if t not in seen:
                seen.append(t)
        recs.append({
            "id": f"{ID_PREFIX}-{n:03d}",
            "question": sp["q"],
            "category": cat,
            "answer": ans,
            "evidence": evidence,
            "source": SOURCE,
            "hard_cases": seen,
            "question_type": "KPI-driven" if sp["kpi"] else "Table-driven",
        })
    return recs


def cells_of(rec_index: int, book: Book | None = None):
    """The (key, ri, ci) cells behind question number rec_index (0-based), for check.py."""
    book = book or Book()
    sp = SPECS[rec_index]
    return sp, [book.cell(sp["t"], r, c) for r, c in sp["cells"]]


def write():
    recs = build()
    with open(OUT, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return recs


if __name__ == "__main__":
    rs = write()
    cats = {}
    for r in rs:
        cats[r["category"]] = cats.get(r["category"], 0) + 1
    print(f"wrote {len(rs)} questions to {OUT}: {cats}")
