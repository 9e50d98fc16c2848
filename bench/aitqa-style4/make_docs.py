"""A held-out set in the manner of AIT-QA over NEW airline-industry tables (bench/aitqa-style4).

    python bench/aitqa-style4/make_docs.py OUTDIR

Writes thirty PDFs, as4-t01.pdf ... as4-t30.pdf, each one invented table in the style of a Form 10-K
of an airline or a close neighbour: two network carriers, a low-cost carrier, a regional airline, a
helicopter and charter operator, an aircraft lessor, a ground-handling and fueling company and an
air-cargo integrator. Twenty-five tables fit on one page; five (t06, t08, t18, t21, t26) run over two
pages, three with the header repeated on the second page and two without it. Six tables have three
header rows (t06, t07, t14, t17, t19, t30), four have one (t04, t08, t11, t25), the others two.

The table types are new to the bench's AIT-QA-style sets (bench/aitqa-style, -style2 and -style3
list theirs): unit revenue and load factor by entity with point changes; maintenance expense by type;
cargo revenue and tonnage by commodity; loyalty-program statistics; on-time and completion factor by
hub; landing fees and terminal rents by airport; the effective tax rate reconciliation; accumulated
other comprehensive loss by component; distribution costs per passenger; fuel efficiency by aircraft
type; the earnings per share computation; crew and aircraft bases; capacity purchase revenue by
partner and fee component; salaries and wages by workgroup with cost per FTE; aircraft by lease
classification with remaining lease terms; helicopter flight hours and revenue by region and line of
service; fixed versus variable contract revenue; deferred tax assets with the valuation allowance; a
lessor's segment results; a lessor's contracted lease rentals by year; a lessor's portfolio by lessee
region; a lessor's owned-portfolio roll-forward; ground-handling turns by station; FBO and into-plane
fuel gallons and margins; goodwill by segment; an integrator's average daily packages and revenue
per package by service; sort hubs; pension plan asset allocation; lease liability maturities (years
as rows); fuel surcharge ranges by quarter.

The page engine (the ``Col`` / ``Row`` / ``Doc`` model, the header-span builder, the layout and the
renderer, with tables split over two pages) is adapted from bench/aitqa-style3/make_docs.py (read,
not imported). Changes: scales in thousands and billions, "(000s)" included, read from the nearest
statement (row label, column header, section row, header corner, caption, in that order); per-unit
columns; footnote markers on value cells; ``Doc.find(..., nth=)`` for a label that repeats without a
section row. Deterministic: no randomness, ``invariant=1``, fonts from the system's DejaVu files.
The eight companies are invented (each name checked with grep -ri against bench/ and
/work/shared/corpus, the corpus PDFs' pdftotext included: no hits). Every figure lives in the data
block below; totals, changes, ratios, unit revenues and costs, weighted averages, shares and
roll-forward balances are computed, so each printed table adds up, and make_questions.py computes
every gold from the same ``Doc`` objects. tabsql was neither run nor read while this set was written.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

PREFIX, SOURCE = "as4", "aitqa-style4"

# ===================================================================================== data
# The companies (all invented): key -> (legal name, how a question names it, the report's period, kind)
COMPANIES = {
    "larrowmere": ("Larrowmere Air Lines, Inc.", "Larrowmere", "2019", "network airline"),
    "penhaligan": ("Penhaligan Airways Group, Inc.", "Penhaligan", "2018", "network airline"),
    "skelmerton": ("Skelmerton Air, Inc.", "Skelmerton", "2019", "low-cost airline"),
    "quendale": ("Quendale Regional Holdings, Inc.", "Quendale", "2018", "regional airline"),
    "ravensholm": ("Ravensholm Helicopters, Inc.", "Ravensholm", "Fiscal 2019", "helicopter and charter operator"),
    "castlemere": ("Castlemere Aviation Capital Corp.", "Castlemere", "2019", "aircraft lessor"),
    "whinfell": ("Whinfell Aviation Services, Inc.", "Whinfell", "Fiscal 2018", "ground handling and fueling"),
    "farthingale": ("Farthingale Express Corp.", "Farthingale", "Fiscal 2019", "air-cargo integrator"),
}

# --- t01 Larrowmere passenger revenue ($M), RPMs (M), ASMs (M) by entity: (2019, 2018, 2017) each
T01 = {"Domestic": ((21_486, 20_512, 19_604), (168_240, 162_910, 157_330), (197_860, 192_450, 186_920)),
       "Atlantic": ((6_214, 5_978, 5_602), (52_380, 50_910, 48_760), (62_140, 60_870, 58_930)),
       "Pacific": ((4_106, 4_288, 4_174), (41_920, 42_860, 41_540), (51_330, 51_020, 50_210)),
       "Latin America": ((3_318, 3_142, 2_986), (28_640, 27_430, 26_210), (34_920, 33_760, 32_590)),
       "Regional (a)": ((5_874, 5_692, 5_481), (25_980, 25_310, 24_650), (32_410, 31_870, 31_240))}
# --- t02 Larrowmere maintenance, materials and repairs ($M): (2019, 2018)
T02 = {"Mainline:": [("Airframe heavy maintenance checks", 612, 584), ("Engine overhaul and repair", 948, 1_012),
                     ("Component repair and overhaul", 386, 362), ("Line maintenance (a)", 274, 259),
                     ("Materials and supplies", 318, 301)],
       "Regional carriers:": [("Capacity purchase maintenance pass-through (b)", 412, 396),
                              ("Engine power-by-the-hour agreements", 168, 154)]}
# --- t03 Larrowmere cargo by commodity: (revenue $M 2019, 2018, freight tons (000s) 2019, 2018)
T03 = {"Specialized cargo:": [("Pharmaceuticals and healthcare", 142.6, 128.4, 48.2, 44.6),
                              ("Perishables", 118.4, 112.2, 86.4, 83.1), ("Live animals", 24.8, 23.1, 6.2, 5.9),
                              ("Dangerous goods", 36.2, 34.9, 14.8, 14.6)],
       "General cargo:": [("E-commerce and express", 208.6, 176.4, 162.4, 141.8),
                          ("General freight", 386.2, 402.8, 412.6, 431.2)]}
T03_MAIL = ("Mail", 74.2, 71.6, 58.4, 57.2)
# --- t04 Larrowmere loyalty program: 2019, 2018, 2017
T04 = {"members": (24.6, 22.9, 21.4), "cobrand": (3_412, 3_186, 2_964), "elite": (1_046, 986, 948),
       "issued": (218.4, 204.6, 192.8), "redeemed": (196.2, 188.4, 179.6), "awards": (11_862, 11_204, 10_716),
       "award_rpm": (8.4, 8.1, 7.9), "nonair": (6.2, 5.8, 5.1), "cash": (3_846, 3_512, 3_228),
       "recognized": (2_914, 2_736, 2_588)}
# --- t05 Penhaligan by hub: (on-time 2018, 2017, completion 2018, 2017, departures (000s) 2018, 2017)
T05 = [("Salt Lake City", 84.6, 86.1, 99.4, 99.5, 142.8, 138.6), ("Detroit", 80.2, 81.9, 98.6, 98.9, 168.4, 165.2),
       ("Philadelphia", 76.8, 74.3, 98.1, 97.6, 121.6, 119.4), ("Houston (Bush)", 79.4, 80.6, 98.8, 98.2, 133.2, 130.8)]
T05_OTHER = ("All other airports", 82.1, 83.0, 99.0, 99.1, 296.4, 288.2)
# --- t06 Penhaligan landing fees and terminal rents ($000s): airport -> ((landing, rents) 2018, (..) 2017)
T06 = {"Hubs:": [("Salt Lake City", (48_612, 62_418), (46_205, 60_114)), ("Detroit", (56_284, 71_936), (54_870, 70_102)),
                 ("Philadelphia", (41_906, 58_240), (40_118, 55_872)), ("Houston (Bush)", (44_318, 52_764), (43_096, 51_208))],
       "Other domestic airports:": [("Denver", (12_406, 9_812), (11_874, 9_366)),
                                    ("Chicago (O'Hare)", (14_218, 11_604), (13_902, 11_245)),
                                    ("Los Angeles", (16_842, 14_318), (15_960, 13_874)),
                                    ("New York (LaGuardia) (a)", (10_264, 18_406), (9_918, 17_632)),
                                    ("Boston", (8_736, 7_128), (8_412, 6_944)),
                                    ("All other domestic", (64_918, 41_206), (62_384, 39_812))],
       "International airports:": [("London (Heathrow)", (22_418, 16_802), (21_906, 16_214)),
                                   ("Tokyo (Haneda)", (9_846, 6_412), (9_102, 6_118)),
                                   ("Mexico City", (4_218, 3_106), (3_964, 2_918)),
                                   ("Amsterdam (Schiphol)", (5_612, 3_418), (5_408, 3_306)),
                                   ("All other international", (18_406, 9_218), (17_662, 8_904))]}
# --- t07 Penhaligan tax rate reconciliation ($M): 2018, 2017, 2016
T07_PRETAX, T07_RATE = (3_412, 2_986, 2_744), (21, 35, 35)
T07 = [("State income taxes, net of federal benefit", (98, 62, 71)),
       ("Nondeductible meals and other expenses", (24, 31, 28)),
       ("Impact of the Tax Cuts and Jobs Act (a)", (0, -1_148, 0)),
       ("Change in valuation allowance", (-12, 18, -6)),
       ("Research and other tax credits", (-18, -15, -14)),
       ("Other, net", (7, -9, 4))]
# --- t08 Penhaligan AOCI by component ($M): pension, fuel derivatives, investments, currency translation
T08_BEGIN = (-4_812, -286, 12, -64)
T08 = {2016: [("Other comprehensive income (loss) before reclassifications", (-412, 148, 6, -18)),
              ("Amounts reclassified from AOCI", (186, 212, -2, 0)), ("Income tax effect", (84, -131, -1, 0))],
       2017: [("Other comprehensive income (loss) before reclassifications", (-268, 96, 9, 22)),
              ("Amounts reclassified from AOCI", (204, 64, -4, 0)), ("Income tax effect", (15, -59, -2, 0))],
       2018: [("Other comprehensive income (loss) before reclassifications", (318, -184, -7, -31)),
              ("Amounts reclassified from AOCI", (228, -42, -1, 0)), ("Income tax effect", (-126, 52, 2, 0)),
              ("Reclassification of stranded tax effects (a)", (-1_046, -18, 2, 0))]}
# --- t09 Skelmerton distribution costs ($000s): (2019, 2018); passengers flown
T09 = [("Credit card processing fees", 48_612, 44_218), ("Global distribution system fees", 12_406, 13_912),
       ("Travel agency commissions", 3_218, 3_904), ("Website and mobile booking (a)", 6_842, 6_116),
       ("Reservations call center", 4_118, 4_502)]
T09_PAX = (14_862_406, 13_604_118)
# --- t10 Skelmerton fuel: type -> (gallons M 2019, 2018; ASMs M 2019, 2018; block hours (000s) 2019, 2018)
T10 = [("Airbus A319", 38.6, 52.4, 2_912, 3_918, 48.2, 66.8),
       ("Airbus A320ceo", 168.4, 171.2, 13_842, 13_986, 218.6, 218.9),
       ("Airbus A320neo", 62.8, 31.6, 5_918, 2_968, 86.4, 43.2),
       ("Airbus A321neo", 41.2, 12.4, 4_286, 1_284, 52.8, 15.4)]
# --- t11 Skelmerton EPS (thousands): 2019, 2018, 2017
T11 = {"ni": (286_412, 241_806, 318_204), "part": (-412, -356, -498), "basic": (68_412, 69_806, 70_214),
       "rsu": (286, 244, 312), "espp": (18, 22, 16), "conv": (1_412, 1_406, 0), "anti": (604, 512, 488)}
# --- t12 Skelmerton bases: (aircraft 2019, 2018, pilots 2019, 2018, flight attendants 2019, 2018, year opened)
T12 = [("Las Vegas", 18, 16, 412, 368, 684, 612, "2008"), ("Orlando", 22, 20, 506, 462, 842, 776, "2010"),
       ("Fort Lauderdale", 14, 14, 318, 322, 526, 534, "2012"), ("Atlantic City", 6, 7, 138, 164, 226, 262, "2014"),
       ("Cincinnati", 8, 5, 186, 114, 302, 188, "2017"), ("San Juan (a)", 4, 0, 96, 0, 154, 0, "2019")]
# --- t13 Quendale capacity purchase revenue ($000s): item -> ((Larrowmere 2018, 2017), (Penhaligan 2018, 2017))
T13 = {"Fixed fees:": [("Aircraft ownership payments (a)", (112_406, 108_918), (84_212, 82_604)),
                       ("Monthly fixed operating fee", (96_318, 92_604), (71_806, 70_112))],
       "Variable fees:": [("Block hour fees", (218_604, 206_412), (162_918, 158_206)),
                          ("Departure fees", (64_812, 61_906), (48_604, 47_318)),
                          ("Maintenance reimbursements", (38_406, 36_218), (22_806, 24_112))],
       "Pass-through costs:": [("Landing fees and airport rents (b)", (42_618, 40_912), (31_204, 30_418)),
                               ("Insurance and property taxes", (6_218, 5_904), (4_612, 4_506))]}
T13_INCENTIVE = ("Performance incentives (penalties)", (3_418, 2_106), (-1_212, 846))
# --- t14 Quendale salaries, wages and benefits: workgroup -> ((expense $000s, FTEs) 2018, (..) 2017)
T14 = {"Flight operations:": [("Pilots", (186_412, 1_842), (168_206, 1_764)),
                              ("Flight attendants", (62_818, 1_506), (58_406, 1_462)),
                              ("Dispatch and crew scheduling", (8_412, 118), (7_906, 112))],
       "Maintenance:": [("Mechanics and inspectors", (54_206, 712), (50_818, 684)),
                        ("Stores and planning", (6_818, 104), (6_402, 101))],
       "Ground and administrative:": [("Airport customer service", (18_612, 486), (17_918, 478)),
                                      ("Management and administrative", (28_406, 262), (26_812, 254))]}
# --- t15 Quendale fleet: (operating leases, remaining term, finance leases, remaining term, owned, average age)
T15 = [("Embraer E175", 18, 8.4, 12, 9.6, 24, 4.2), ("Embraer E170", 6, 2.8, 0, None, 8, 12.6),
       ("Bombardier CRJ900", 14, 5.2, 6, 6.8, 20, 9.4), ("Bombardier CRJ700", 4, 1.6, 0, None, 18, 14.8),
       ("Bombardier CRJ200", 0, None, 0, None, 26, 18.2)]
# --- t16 Ravensholm: region -> (line, flight hours FY2019, FY2018, revenue $000s FY2019, FY2018)
T16 = {"Europe Caspian:": [("Oil and gas", 42_618, 44_206, 486_412, 502_318),
                           ("Search and rescue", 12_406, 11_812, 218_604, 206_118)],
       "Americas:": [("Oil and gas", 36_218, 34_906, 312_806, 301_412), ("Air medical", 8_412, 7_906, 64_218, 60_406)],
       "Africa Pacific:": [("Oil and gas", 18_406, 19_812, 162_418, 171_206),
                           ("Fixed wing", 14_812, 15_206, 98_612, 102_318)]}
# --- t17 Ravensholm fixed monthly charges ($000s) FY2019, FY2018 (variable = t16 revenue less fixed)
T17_FIXED = {("Europe Caspian:", "Oil and gas"): (332_618, 340_206), ("Americas:", "Oil and gas"): (198_406, 192_118),
             ("Africa Pacific:", "Oil and gas"): (104_212, 112_406),
             ("Europe Caspian:", "Search and rescue"): (196_218, 186_412),
             ("Americas:", "Air medical"): (28_406, 26_118), ("Africa Pacific:", "Fixed wing"): (12_618, 13_206)}
# --- t18 Ravensholm deferred taxes ($000s): March 31, 2019 and 2018
T18 = {"Deferred tax assets:": [("Net operating loss carryforwards", 186_412, 162_806),
                                ("Foreign tax credit carryforwards", 42_618, 44_206),
                                ("Interest expense limitation carryforward", 18_406, 6_212),
                                ("Accrued employee compensation", 12_806, 14_118),
                                ("Operating lease liabilities", 72_406, 78_218), ("Other", 9_618, 8_406)],
       "allowance": (-148_612, -121_406),
       "Deferred tax liabilities:": [("Property and equipment", -214_806, -228_412),
                                     ("Operating lease right-of-use assets", -70_118, -76_604),
                                     ("Investments in unconsolidated affiliates", -18_412, -17_206),
                                     ("Other", -4_206, -3_918)]}
# --- t19 Castlemere segments ($M): item -> ((aircraft, engine) 2019, (..) 2018)
T19 = {"Revenues:": [("Lease revenue", (1_842.6, 212.4), (1_716.2, 188.6)),
                     ("Maintenance revenue", (168.4, 64.2), (142.8, 58.6)),
                     ("Gain on sale of flight equipment", (84.6, 12.4), (62.2, 8.8)),
                     ("Other revenue", (12.8, 3.6), (10.4, 2.9))],
       "Expenses:": [("Depreciation of flight equipment", (724.8, 86.2), (682.4, 78.4)),
                     ("Interest expense", (512.6, 48.4), (478.2, 44.6)),
                     ("Selling, general and administrative", (96.4, 18.2), (92.8, 17.6)),
                     ("Impairment of flight equipment (a)", (42.8, 0), (18.6, 6.4))]}
# --- t20 Castlemere contracted minimum lease rentals ($M): 2020 ... 2024, thereafter
T20 = {"Narrow-body:": [("Airbus A320 family", [412.6, 356.2, 298.4, 242.8, 186.2, 412.4]),
                        ("Airbus A320neo family", [286.4, 298.2, 302.6, 298.8, 284.6, 1_486.2]),
                        ("Boeing 737NG", [318.2, 274.6, 228.4, 176.2, 128.8, 248.6]),
                        ("Boeing 737 MAX (a)", [48.2, 96.4, 128.6, 136.2, 136.2, 812.4])],
       "Wide-body:": [("Airbus A330", [142.6, 118.4, 96.2, 72.8, 48.6, 64.2]),
                      ("Boeing 787", [186.4, 186.4, 184.2, 178.6, 172.4, 968.2]),
                      ("Boeing 777-300ER", [98.6, 86.4, 72.2, 58.6, 42.4, 86.8])]}
T20_FREIGHT = ("Freighters", [42.8, 38.6, 34.2, 28.4, 22.6, 48.2])
# --- t21 Castlemere portfolio by lessee region: (aircraft 2019, 2018, net book value $M 2019, 2018, lessees)
T21 = {"Asia and Pacific:": [("China", 64, 58, 2_846, 2_512, 11), ("India", 38, 32, 1_412, 1_186, 5),
                             ("Other Asia and Pacific", 46, 49, 1_918, 2_064, 14)],
       "Europe:": [("United Kingdom", 22, 24, 1_106, 1_218, 6), ("Turkey", 18, 16, 812, 704, 3),
                   ("Other Europe", 41, 44, 1_684, 1_802, 17)],
       "Americas:": [("United States", 36, 34, 1_618, 1_502, 7), ("Mexico", 19, 17, 846, 742, 4),
                     ("Brazil", 14, 16, 512, 618, 3), ("Other Americas", 12, 11, 418, 386, 6)],
       "Middle East and Africa:": [("United Arab Emirates", 9, 8, 1_206, 1_098, 2),
                                   ("Other Middle East and Africa", 15, 13, 612, 548, 8)]}
# --- t22 Castlemere owned portfolio: begin 2017, then per year 2017, 2018, 2019 (count, NBV $M); the year-end
#     counts of 2018 and 2019 are t21's totals (checked in t22())
T22_BEGIN = (296, 12_418.6)
T22 = {2017: {"new": (22, 1_124.8), "slb": (18, 712.4), "sold": (-14, -386.2), "part": (-4, -42.6), "dep": -612.8},
       2018: {"new": (26, 1_386.2), "slb": (12, 498.6), "sold": (-29, -786.4), "part": (-5, -44.2), "dep": -648.2},
       2019: {"new": (31, 1_712.4), "slb": (16, 702.8), "sold": (-30, -842.6), "part": (-5, -46.2), "dep": -694.6}}
T22_MANAGED, T22_ORDERS = {2019: 48, 2018: 42, 2017: 37}, {2019: 186, 2018: 204, 2017: 212}
# --- t23 Whinfell stations: (turns FY2018, FY2017, revenue $000s FY2018, FY2017, employees, airline customers)
T23 = {"North America:": [("Chicago (O'Hare)", 48_612, 45_206, 62_418, 57_106, 1_218, 24),
                          ("Dallas/Fort Worth", 36_418, 35_902, 44_806, 43_612, 946, 18),
                          ("Miami", 41_206, 38_612, 58_212, 53_418, 1_104, 31),
                          ("Newark", 28_406, 29_118, 38_612, 39_418, 812, 16),
                          ("Toronto (Pearson)", 22_318, 20_406, 27_806, 25_218, 604, 14)],
       "Europe:": [("London (Gatwick)", 34_612, 33_218, 52_418, 50_206, 1_042, 22),
                   ("Manchester", 18_206, 17_812, 24_612, 23_906, 486, 15),
                   ("Madrid", 21_418, 19_206, 26_118, 23_218, 538, 19), ("Dublin", 12_806, 11_918, 16_412, 15_206, 312, 11)]}
# --- t24 Whinfell fuel: (gallons (000s) FY2018, FY2017, gross margin cents per gallon FY2018, FY2017)
T24 = {"Fixed base operations:": [("Jet-A retail", 42_618, 40_206, 148.2, 142.6),
                                  ("Jet-A contract", 28_406, 27_118, 38.4, 36.8),
                                  ("Aviation gasoline", 2_412, 2_518, 162.4, 158.8)],
       "Into-plane services:": [("Airline into-plane fueling (a)", 486_218, 462_406, 2.1, 2.0),
                                ("Military and government", 18_406, 16_212, 4.8, 4.6)]}
# --- t25 Whinfell goodwill ($000s): ground handling, fueling and FBO, cargo handling
T25_BEGIN = (186_412, 94_218, 42_606)
T25 = {2017: [("Acquisitions", (24_806, 0, 12_418)), ("Foreign currency translation", (-3_218, 0, -812))],
       2018: [("Acquisitions", (0, 38_612, 0)), ("Impairment (a)", (0, 0, -18_406)),
              ("Foreign currency translation", (4_106, 0, 1_018))]}
# --- t26 Farthingale: service -> (average daily packages (000s) FY2019, FY2018, revenue per package FY2019, FY2018)
T26 = {"U.S. domestic express:": [("Priority overnight", 1_206, 1_168, 28.46, 27.82),
                                  ("Standard overnight", 618, 604, 24.18, 23.64), ("Two-day", 684, 652, 18.62, 18.14),
                                  ("Deferred (three-day)", 412, 398, 14.28, 13.96)],
       "U.S. ground:": [("Commercial ground", 5_218, 5_004, 9.84, 9.42), ("Home delivery", 4_806, 4_312, 8.46, 8.18),
                        ("Economy (a)", 1_412, 1_386, 3.12, 3.06)],
       "International:": [("International priority", 486, 472, 62.84, 61.36),
                          ("International economy", 218, 212, 46.18, 45.62),
                          ("International domestic (b)", 1_812, 1_746, 7.42, 7.86)]}
# --- t27 Farthingale hubs: (sort capacity per hour, square feet (000s), ADV (000s) FY2019, FY2018, gates, opened)
T27 = {"Air hubs:": [("Rockford", 168_000, 2_412, 1_846, 1_712, 62, "1998"),
                     ("Columbus (Rickenbacker)", 84_000, 1_206, 842, 806, 28, "2004"),
                     ("Ontario, California", 72_000, 986, 718, 664, 24, "2007"),
                     ("Fort Worth (Alliance)", 96_000, 1_418, 924, 812, 32, "2015")],
       "Ground hubs:": [("Joliet", 120_000, 1_806, 1_406, 1_318, None, "2011"),
                        ("Fairburn", 88_000, 1_312, 1_012, 956, None, "2013"),
                        ("Reno", 54_000, 812, 486, 472, None, "2016"), ("Harrisburg", 62_000, 914, 612, 548, None, "2018")]}
# --- t28 Farthingale pension assets: fair value ($M) May 31, 2019 and 2018; target % on the totals
T28 = {"Equity securities:": ([("U.S. large cap", 4_218.6, 4_012.4), ("U.S. small and mid cap", 1_106.2, 1_184.6),
                               ("International equities", 2_412.8, 2_308.2)], 35),
       "Fixed income:": ([("Long-duration government and credit", 9_806.4, 9_218.6), ("High yield", 612.4, 586.2)], 50),
       "Alternative investments:": ([("Private equity", 1_218.4, 1_104.6), ("Real estate", 806.2, 842.8),
                                     ("Hedge funds", 412.6, 486.2)], 13)}
T28_CASH = (286.4, 312.8, 2)
# --- t29 Farthingale lease payments ($M): year -> (aircraft operating, facilities operating, finance)
T29 = [("2020", 412.6, 286.4, 48.2), ("2021", 398.4, 264.8, 46.6), ("2022", 372.8, 238.2, 42.4),
       ("2023", 334.6, 212.6, 38.8), ("2024", 296.2, 186.4, 34.2), ("Thereafter", 1_286.4, 1_412.8, 118.6)]
T29_INTEREST = (-412.8, -486.2, -42.6)
T29_TERM, T29_RATE = (7.8, 11.2, 6.4), (3.6, 3.9, 4.2)
# --- t30 Farthingale fuel surcharge ranges (% of base rates): year -> service -> [(low, high)] by quarter
T30 = {2019: {"U.S. Domestic Express": [(7.50, 8.00), (8.00, 8.75), (7.25, 8.25), (6.75, 7.50)],
              "U.S. Ground": [(6.00, 6.50), (6.50, 7.25), (6.25, 7.00), (5.75, 6.25)]},
       2018: {"U.S. Domestic Express": [(4.50, 5.25), (5.00, 5.75), (5.50, 6.50), (6.25, 7.25)],
              "U.S. Ground": [(4.25, 4.75), (4.50, 5.00), (4.75, 5.50), (5.25, 6.00)]}}

# ===================================================================================== model
FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FAMILIES = {  # family -> (regular file, bold file)
    "DejaVu Sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    "DejaVu Serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
    "DejaVu Sans Condensed": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"),
}
MARKER = re.compile(r"\s+\([a-z]\)(?=\s|$)")   # a footnote marker: " (a)"


def strip_markers(label: str) -> str:
    return MARKER.sub("", label).strip()


SCALES = [(re.compile(r"billion", re.I), 1e9), (re.compile(r"million", re.I), 1e6),
          (re.compile(r"thousand|\(000s?\)", re.I), 1e3)]


def scale_of(text: str) -> float | None:
    """The scale a header, label or caption states: "(in millions)" -> 1e6, "(000s)" -> 1e3."""
    return next((s for pat, s in SCALES if pat.search(text or "")), None)


@dataclass
class Col:
    key: str
    path: tuple                    # header texts from the top group to the leaf
    fmt: dict = field(default_factory=dict)     # defaults for the column (a row's fmt overrides them)
    force: dict = field(default_factory=dict)   # overrides a row's fmt (percent-change columns)
    align: str = "RIGHT"
    per_unit: bool = False         # a per-unit column (per passenger, per FTE): "(in thousands, except ...)" skips it


@dataclass
class Row:
    label: str
    vals: list | None = None       # aligned with Doc.cols: number, None (printed "—"), "" (empty) or text
    level: int = 0                 # indentation; a section row covers the deeper rows below it
    kind: str = "item"             # item | section | total
    fmt: dict = field(default_factory=dict)
    cell_fmt: dict = field(default_factory=dict)   # column key -> fmt overrides for one cell
    per_unit: bool = False         # a per-share / per-passenger amount: "(in millions, except ...)" skips it
    parents: tuple = ()            # labels of the section rows above it (filled in by Doc)


def I(label, vals, level=1, per_unit=False, cells=None, **fmt):  # noqa: E743
    return Row(label, vals, level, "item", fmt, cells or {}, per_unit)


def S(label, level=0):
    return Row(label, None, level, "section")


def T(label, vals, level=0, per_unit=False, cells=None, **fmt):
    return Row(label, vals, level, "total", fmt, cells or {}, per_unit)


@dataclass
class Doc:
    n: int
    company_key: str               # key of COMPANIES
    topic: str                     # what the table is (for the README and the questions)
    item: str                      # the 10-K item named under the heading
    cols: list[Col]
    rows: list[Row]
    look: dict                     # style, family, paper, size, section_bold
    stub: str = ""                 # the header corner over the row labels
    caption: str = ""              # a line above the table
    notes: list[str] = field(default_factory=list)   # footnotes under the table
    fmt: dict = field(default_factory=dict)          # table-wide number format
    wide: bool = False
    split: int | None = None       # index of the first body row printed on page 2 (None: one page)
    repeat_header: bool = True     # a split table repeats its header rows on page 2
    intro: list[str] = field(default_factory=list)   # paragraphs of MD&A text above the table

    def __post_init__(self):
        stack: list[Row] = []
        for r in self.rows:
            while stack and stack[-1].level >= r.level:
                stack.pop()
            r.parents = tuple(s.label for s in stack)
            if r.kind == "section":
                stack.append(r)
            else:
                assert r.vals is not None and len(r.vals) == len(self.cols), (self.n, r.label)
        assert len({c.key for c in self.cols}) == len(self.cols), self.n

    # ---------------------------------------------------------------- identity
    @property
    def key(self) -> str:
        return f"t{self.n:02d}"

    @property
    def pdf(self) -> str:
        return f"{PREFIX}-{self.key}.pdf"

    @property
    def company(self) -> str:
        return COMPANIES[self.company_key][0]

    @property
    def short(self) -> str:
        return COMPANIES[self.company_key][1]

    @property
    def period(self) -> str:
        return COMPANIES[self.company_key][2]

    @property
    def heading(self) -> str:
        return f"{self.company} — Annual Report {self.period} (extract)"

    @property
    def pages(self) -> int:
        return 1 if self.split is None else 2

    def page_of(self, row_index: int) -> int:
        return 1 if self.split is None or row_index < self.split else 2

    @property
    def depth(self) -> int:
        return max(len(c.path) for c in self.cols)

    # ---------------------------------------------------------------- cells
    def col(self, key: str) -> Col:
        return next(c for c in self.cols if c.key == key)

    def find(self, label: str, under: str | None = None, nth: int | None = None) -> Row:
        """The body row with this label (footnote markers may be left out) below the section ``under``; a
        label that repeats without a section row above it (a roll-forward) is picked by ``nth``."""
        hits = [r for r in self.rows if r.kind != "section" and label in (r.label, strip_markers(r.label))
                and (under is None or under in r.parents)]
        if nth is not None:
            assert len(hits) > nth, f"{self.key}: {label!r} #{nth}: {len(hits)} rows"
            return hits[nth]
        assert len(hits) == 1, f"{self.key}: {label!r} under {under!r}: {len(hits)} rows"
        return hits[0]

    def fmt_of(self, row: Row, key: str) -> dict:
        c = self.col(key)
        f = {"dec": 0, "pre": "", "suf": ""}
        for extra in (self.fmt, c.fmt, row.fmt, c.force, row.cell_fmt.get(key, {})):
            f.update(extra)
        return f

    def value(self, row: Row, key: str):
        v = row.vals[[c.key for c in self.cols].index(key)]
        return v if isinstance(v, (int, float)) and not isinstance(v, bool) else None

    def raw_value(self, row: Row, key: str):
        return row.vals[[c.key for c in self.cols].index(key)]

    def text(self, row: Row, key: str) -> str:
        """The cell exactly as printed."""
        v = self.raw_value(row, key)
        if v is None:
            return "—"
        if isinstance(v, str):
            return v
        f = self.fmt_of(row, key)
        if v == 0 and f.get("zero_dash", True) and not f.get("show_zero"):
            return "—"
        s = f"{abs(v):,.{f['dec']}f}"
        if v < 0:
            s = f"({s})"
        s = f"{f['pre']}{s}{f['suf']}"
        return f"{s} {f['mark']}" if f.get("mark") else s

    def plain(self, row: Row, key: str) -> str:
        """The cell as printed without a footnote marker ("103.5 (b)" -> "103.5"): a gold's ``raw``."""
        return strip_markers(self.text(row, key))

    def unit_scale(self, row: Row, key: str) -> tuple[str | None, float | None]:
        """The gold unit and scale of a cell, following the printed text as aitqa-dev's golds do (see the
        README). In this order:
        1. a percentage (a "%" in the cell, a "%" or "percent" in a column header, "(percent)" in the
           row label) is ("%", 1);
        2. a per-unit value in cents (a "¢" in the cell, or "cents" in the row label, the column's
           headers, a section row above it or the header corner) is ("USD", 0.01);
        3. otherwise the unit is "USD" when the cell prints "$" or the column header is "$", and the
           scale is the one stated nearest to the cell: its row label, its column headers (leaf first),
           the section rows above it (nearest first), the header corner, the caption. "billion" gives
           1e9, "million" 1e6, "thousand" or "(000s)" 1e3. A statement "(in ..., except ...)" does not
           apply to a per-unit row or column (per share, per passenger, per FTE, years)."""
        c = self.col(key)
        raw = self.plain(row, key)
        cols = list(c.path)
        if "%" in raw or any("%" in t or "percent" in t.lower() for t in cols) or "(percent)" in row.label.lower():
            return "%", 1
        near = [row.label, *reversed(cols), *reversed(row.parents), self.stub]
        if "¢" in raw or any("cents" in t.lower() for t in near):
            return "USD", 0.01
        unit = "USD" if "$" in raw or (cols and cols[-1] == "$") else None
        scale = None
        for t in near + [self.caption]:
            s = scale_of(t)
            if s is None:
                continue
            if "except" in t.lower() and (row.per_unit or c.per_unit):
                continue
            scale = s
            break
        return unit, scale

    def number_of(self, row: Row, key: str) -> float | None:
        """The number a cell prints (a text cell such as "5.250%" included)."""
        v = self.value(row, key)
        if v is not None:
            return v
        t = self.plain(row, key)
        m = re.fullmatch(r"\$?\(?([\d,]+(?:\.\d+)?)\)?[%¢]?", t)
        if not m:
            return None
        x = float(m.group(1).replace(",", ""))
        return -x if t.lstrip("$").startswith("(") else x

    # ---------------------------------------------------------------- the printed grid
    def header_cells(self) -> tuple[list[list[str]], list[tuple]]:
        """Header rows (the label column first) and the SPAN commands: a group header spans its
        columns; a column with fewer header levels than the table has its text in the top row,
        spanning down to the leaf row (drawn at the bottom); the header corner spans all rows."""
        d = self.depth
        padded = [[""] * (d - len(c.path)) + list(c.path) for c in self.cols]
        start = [d - len(c.path) for c in self.cols]
        rows = [[""] * (len(self.cols) + 1) for _ in range(d)]
        spans = []
        rows[0][0] = self.stub
        if d > 1:
            spans.append(((0, 0), (0, d - 1)))
        for j, s in enumerate(start):
            if s > 0:
                rows[0][j + 1] = padded[j][s]
                spans.append(((j + 1, 0), (j + 1, s)))
        for i in range(d):
            j = 0
            while j < len(padded):
                if i < start[j] or (i == start[j] and start[j] > 0):
                    j += 1
                    continue
                k = j
                while (k + 1 < len(padded) and padded[k + 1][:i + 1] == padded[j][:i + 1]
                       and start[k + 1] <= i and not (i == start[k + 1] and start[k + 1] > 0)):
                    k += 1
                rows[i][j + 1] = padded[j][i]
                if k > j:
                    spans.append(((j + 1, i), (k + 1, i)))
                j = k + 1
        return rows, spans

    def leaf_rows(self, j: int) -> tuple[int, int]:
        """The header rows (first, last) of column j's leaf cell."""
        s = self.depth - len(self.cols[j].path)
        return (0, s) if s > 0 else (self.depth - 1, self.depth - 1)

    def body_cells(self) -> list[list[str]]:
        return [[r.label] + ([""] * len(self.cols) if r.kind == "section" else [self.text(r, c.key) for c in self.cols])
                for r in self.rows]


# ===================================================================================== helpers
def r(x: float, dec: int):
    y = round(x, dec)
    return int(y) if dec == 0 else y


def pchg(new, old, dec=1):
    return r((new - old) / old * 100, dec)


def lf(rpm, asm):
    return r(rpm / asm * 100, 1)


def cents(amount_m, asm_m):   # $ millions over ASMs in millions, in cents
    return r(amount_m / asm_m * 100, 2)


def add(*xs):
    return [sum(v for v in t if isinstance(v, (int, float))) for t in zip(*xs)]


DOLLAR = {"pre": "$"}
PCT = {"dec": 1, "suf": "%"}
PCT_FORCE = {"dec": 1, "suf": "%", "pre": ""}
YEAR_COLS = lambda years, top="Year Ended December 31,": [Col(str(y), (top, str(y))) for y in years]  # noqa: E731


def addr(dec: int, *xs):
    """Column sums rounded to ``dec`` decimals (so a float total prints exactly what it stores)."""
    return [r(v, dec) for v in add(*xs)]


def per_unit_dollars(amount_m, units):   # $ millions over a count, in whole dollars
    return r(amount_m * 1e6 / units, 0)


def weighted(values, weights, dec):
    return r(sum(v * w for v, w in zip(values, weights)) / sum(weights), dec)


CHANGE = "Increase (Decrease)"


# ===================================================================================== the tables
MDNA, BUS, FIN, MKT = ("Item 7. Management's Discussion and Analysis", "Item 1. Business",
                       "Item 8. Financial Statements and Supplementary Data",
                       "Item 5. Market for Registrant's Common Equity")
PROPS = "Item 2. Properties"
SHOW0 = {"show_zero": True}


def FLAT(years):
    """One header row: the years alone (the table's stub says what they are)."""
    return [Col(str(y), (str(y),)) for y in years]


def look(style, family, paper, size=9, **kw):
    return {"style": style, "family": "DejaVu " + family, "paper": paper, "size": size, **kw}


def dollars(cols) -> dict:
    return {c.key: DOLLAR for c in cols}


def t01() -> Doc:
    Y = (2019, 2018, 2017)
    g1, g2, g3 = "PRASM (cents)", "Passenger Load Factor", "Load Factor Change (pts)"
    cols = ([Col(f"p{y}", (g1, str(y)), fmt={"dec": 2}) for y in Y] + [Col(f"l{y}", (g2, str(y)), fmt=PCT) for y in Y]
            + [Col("c1", (g3, "2019 vs. 2018"), fmt={"dec": 1, **SHOW0}),
               Col("c2", (g3, "2018 vs. 2017"), fmt={"dec": 1, **SHOW0})])

    def vals(rev, rpm, asm):
        p = [cents(rev[k], asm[k]) for k in range(3)]
        lo = [lf(rpm[k], asm[k]) for k in range(3)]
        return p + lo + [r(lo[0] - lo[1], 1), r(lo[1] - lo[2], 1)]

    def tot(names):
        return [add(*[T01[n][k] for n in names]) for k in range(3)]
    intl = ["Atlantic", "Pacific", "Latin America"]
    rows = [I("Domestic", vals(*T01["Domestic"]), 0), S("International:")]
    rows += [I(n, vals(*T01[n])) for n in intl]
    rows += [T("Total international", vals(*tot(intl)), 1), T("Total mainline", vals(*tot(["Domestic"] + intl))),
             I("Regional (a)", vals(*T01["Regional (a)"]), 0), T("Consolidated", vals(*tot(list(T01))))]
    return Doc(1, "larrowmere", "passenger unit revenue (PRASM) and load factor by entity, three years, point changes",
               MDNA, cols, rows, look("booktabs", "Sans", "Letter", 8, section_bold=True), stub="Entity",
               caption="Passenger Unit Revenue and Load Factor by Entity", wide=True,
               notes=["(a) Flights operated under capacity purchase agreements by regional carriers, including "
                      "Quendale Regional Holdings, Inc., under the Larrowmere Connection name.",
                      "PRASM is passenger revenue divided by available seat miles; load factor is revenue passenger "
                      "miles divided by available seat miles."])


def t02() -> Doc:
    cols = [Col("2019", ("Year Ended December 31,", "2019")), Col("2018", ("Year Ended December 31,", "2018")),
            Col("d", (CHANGE, "$")), Col("p", (CHANGE, "%"), force=PCT_FORCE)]

    def vals(a, b):
        return [a, b, a - b, pchg(a, b)]
    rows, subs = [], []
    first = True
    for sec, items in T02.items():
        rows.append(S(sec))
        for n, a, b in items:
            rows.append(I(n, vals(a, b), cells={"2019": DOLLAR, "2018": DOLLAR, "d": DOLLAR} if first else None))
            first = False
        sa, sb = sum(i[1] for i in items), sum(i[2] for i in items)
        subs.append((sa, sb))
        rows.append(T("Total " + sec.rstrip(":").replace(" carriers", "").lower(), vals(sa, sb), 1))
    ta, tb = sum(s[0] for s in subs), sum(s[1] for s in subs)
    rows.append(T("Total maintenance, materials and repairs", vals(ta, tb),
                  cells={"2019": DOLLAR, "2018": DOLLAR, "d": DOLLAR}))
    return Doc(2, "larrowmere", "maintenance, materials and repairs expense by type, $ and % change", MDNA, cols, rows,
               look("borderless", "Serif", "Letter", 9, section_bold=True), stub="(in millions)",
               caption="Maintenance, Materials and Repairs",
               notes=["(a) Includes labor of Larrowmere technicians at its hubs and line stations.",
                      "(b) Maintenance costs of regional carriers billed to Larrowmere under capacity purchase "
                      "agreements."])


def t03() -> Doc:
    g1, g2, g3 = "Cargo Revenue (in millions)", "Freight Tons (000s)", "Revenue per Ton"
    cols = [Col("rv19", (g1, "2019"), fmt={"dec": 1}), Col("rv18", (g1, "2018"), fmt={"dec": 1}),
            Col("tn19", (g2, "2019"), fmt={"dec": 1}), Col("tn18", (g2, "2018"), fmt={"dec": 1}),
            Col("pt19", (g3, "2019"), fmt={"pre": "$"}, per_unit=True),
            Col("pt18", (g3, "2018"), fmt={"pre": "$"}, per_unit=True)]

    def vals(a, b, c, d):
        return [a, b, c, d, r(a * 1000 / c, 0), r(b * 1000 / d, 0)]
    dol = {"rv19": DOLLAR, "rv18": DOLLAR}
    rows, subs = [], []
    first = True
    for sec, items in T03.items():
        rows.append(S(sec))
        for n, *v in items:
            rows.append(I(n, vals(*v), cells=dol if first else None))
            first = False
        sub = addr(1, *[v for _, *v in items])
        subs.append(sub)
        rows.append(T("Total " + sec.rstrip(":").lower(), vals(*sub), 1))
    rows.append(I(T03_MAIL[0], vals(*T03_MAIL[1:]), 0))
    tot = addr(1, *subs, T03_MAIL[1:])
    rows.append(T("Total cargo", vals(*tot), cells=dol))
    return Doc(3, "larrowmere", "cargo revenue, freight tons and revenue per ton by commodity", MDNA, cols, rows,
               look("zebra", "Sans Condensed", "A4", 9, section_bold=True), stub="Commodity",
               caption="Cargo Revenue and Volume by Commodity",
               notes=["Revenue per ton is cargo revenue divided by freight tons carried, in dollars."])


def t04() -> Doc:
    x = T04
    cols = FLAT([2019, 2018, 2017]) + [Col("ch", ("% Change 2019 vs. 2018",), force=PCT_FORCE)]

    def v(k):
        a = x[k]
        return [*a, pchg(a[0], a[1])]
    rows = [S("Membership:"), I("Active members at year end (millions) (a)", v("members"), dec=1),
            I("Co-brand cardholders at year end (000s)", v("cobrand")), I("Elite-tier members (000s)", v("elite")),
            S("Miles activity (billions):"), I("Miles issued", v("issued"), dec=1),
            I("Miles redeemed", v("redeemed"), dec=1),
            S("Redemptions:"), I("Award tickets redeemed (000s)", v("awards")),
            I("Award travel as % of RPMs (b)", [*x["award_rpm"], ""], dec=1, suf="%"),
            I("Non-air redemptions as % of miles redeemed", [*x["nonair"], ""], dec=1, suf="%"),
            S("Revenue (in millions):"),
            I("Cash sales of miles to partners", v("cash"), cells={"2019": DOLLAR, "2018": DOLLAR, "2017": DOLLAR}),
            I("Loyalty revenue recognized (c)", v("recognized"))]
    return Doc(4, "larrowmere", "loyalty program: members, miles issued and redeemed, awards, revenue", BUS, cols,
               rows, look("grid", "Sans", "Letter", 9, section_bold=True), stub="Year Ended December 31,",
               caption="Loyalty Program Statistics",
               notes=["(a) Members who earned or redeemed miles in the last 24 months.",
                      "(b) Revenue passenger miles flown on award tickets as a percentage of total RPMs.",
                      "(c) Passenger and other revenue recognized for miles redeemed and for marketing services."])


def t05() -> Doc:
    g1, g2, g3 = "On-Time Arrivals (a)", "Completion Factor", "Departures (000s)"
    cols = [Col("o18", (g1, "2018"), fmt=PCT), Col("o17", (g1, "2017"), fmt=PCT),
            Col("oc", (g1, "Change (pts)"), fmt={"dec": 1, **SHOW0}),
            Col("c18", (g2, "2018"), fmt=PCT), Col("c17", (g2, "2017"), fmt=PCT),
            Col("cc", (g2, "Change (pts)"), fmt={"dec": 1, **SHOW0}),
            Col("d18", (g3, "2018"), fmt={"dec": 1}), Col("d17", (g3, "2017"), fmt={"dec": 1})]

    def vals(o18, o17, c18, c17, d18, d17):
        return [o18, o17, r(o18 - o17, 1), c18, c17, r(c18 - c17, 1), d18, d17]

    def agg(items):
        d18 = [i[5] for i in items]
        d17 = [i[6] for i in items]
        return vals(weighted([i[1] for i in items], d18, 1), weighted([i[2] for i in items], d17, 1),
                    weighted([i[3] for i in items], d18, 1), weighted([i[4] for i in items], d17, 1),
                    r(sum(d18), 1), r(sum(d17), 1))
    rows = [S("Hubs:")] + [I(n, vals(*v)) for n, *v in T05] + [T("Total hubs", agg(T05), 1)]
    rows += [I(T05_OTHER[0], vals(*T05_OTHER[1:]), 0), T("System", agg(T05 + [T05_OTHER]))]
    return Doc(5, "penhaligan", "on-time arrivals, completion factor and departures by hub with point changes", BUS,
               cols, rows, look("grid", "Serif", "A4", 9), stub="Airport",
               caption="Operational Performance by Hub (mainline and regional flights)",
               notes=["(a) Flights arriving within 14 minutes of the scheduled arrival time, as reported to the U.S. "
                      "Department of Transportation."])


def t06() -> Doc:
    top = "Year Ended December 31,"
    cols = []
    for y in (2018, 2017):
        for k, name in (("l", "Landing Fees"), ("r", "Terminal Rents"), ("t", "Total")):
            cols.append(Col(f"{k}{y}", (top, str(y), name)))
    cols.append(Col("ch", ("Total % Change",), force=PCT_FORCE))

    def vals(a, b):
        return [a[0], a[1], a[0] + a[1], b[0], b[1], b[0] + b[1], pchg(a[0] + a[1], b[0] + b[1])]
    rows, subs = [], []
    first = True
    names = {"Hubs:": "Total hubs", "Other domestic airports:": "Total other domestic",
             "International airports:": "Total international"}
    for sec, items in T06.items():
        rows.append(S(sec))
        for n, a, b in items:
            rows.append(I(n, vals(a, b), cells=dollars(cols[:6]) if first else None))
            first = False
        sub = (add(*[i[1] for i in items]), add(*[i[2] for i in items]))
        subs.append(sub)
        rows.append(T(names[sec], vals(*sub), 1))
    rows.append(T("Total landing fees and terminal rents", vals(add(*[s[0] for s in subs]), add(*[s[1] for s in subs])),
                  cells=dollars(cols[:6])))
    split = next(i for i, rw in enumerate(rows) if rw.label == "International airports:")
    return Doc(6, "penhaligan", "landing fees and terminal rents by airport (three header rows)", PROPS, cols, rows,
               look("booktabs", "Sans", "Letter", 9, section_bold=True), stub="(in thousands)",
               caption="Landing Fees and Terminal Rents by Airport", split=split,
               intro=["Penhaligan leases terminal space, gates and related facilities at each airport it serves, "
                      "under leases and use agreements with the airport operators. Most agreements contain "
                      "residual-cost provisions under which the airlines pay the airport's costs not covered by "
                      "other revenues; rates are therefore reset each year and can change materially.",
                      "The table below shows the landing fees and the terminal rents Penhaligan paid at its four "
                      "hubs and at its largest other airports. Rents at the hubs rose in 2018 with the completion "
                      "of new concourses at Salt Lake City and Detroit."],
               notes=["(a) Includes rents for the terminal under redevelopment, paid to the terminal's private "
                      "operator."])


def t07() -> Doc:
    top = "Year Ended December 31,"
    Y = (2018, 2017, 2016)
    cols = []
    for y in Y:
        cols += [Col(f"a{y}", (top, str(y), "Amount")), Col(f"p{y}", (top, str(y), "%"), fmt=PCT)]
    pre = T07_PRETAX
    stat = [r(p * rt / 100, 0) for p, rt in zip(pre, T07_RATE)]

    def vals(amounts):
        out = []
        for a, p in zip(amounts, pre):
            out += [a, r(a / p * 100, 1)]
        return out
    dol = {f"a{y}": DOLLAR for y in Y}
    rows = [I("Income before income taxes", [x for p in pre for x in (p, "")], 0, cells=dol),
            I("Income tax expense at the federal statutory rate", vals(stat), 0, cells=dol)]
    rows += [I(n, vals(v), 0) for n, v in T07]
    total = [s + sum(v[k] for _, v in T07) for k, s in enumerate(stat)]
    rows.append(T("Income tax expense (benefit)", vals(total), cells=dol))
    return Doc(7, "penhaligan", "effective tax rate reconciliation, amount and % (three header rows)", FIN, cols, rows,
               look("booktabs", "Serif", "Letter", 9), stub="(in millions, except percentages)",
               caption="Reconciliation of the Statutory Federal Income Tax Rate to the Effective Tax Rate",
               notes=["(a) The remeasurement of net deferred tax liabilities at the 21% rate enacted in December 2017."])


def t08() -> Doc:
    cols = [Col("pen", ("Pension and Other Postretirement Benefits",)), Col("fuel", ("Fuel Derivative Contracts",)),
            Col("inv", ("Investments",)), Col("fx", ("Foreign Currency Translation",)), Col("tot", ("Total",))]

    def v(four):
        return [*four, sum(four)]
    bal = list(T08_BEGIN)
    rows = [I("Balance at December 31, 2015", v(bal), 0, cells=dollars(cols))]
    for y, items in T08.items():
        rows.append(S(f"Year ended December 31, {y}:"))
        rows += [I(n, v(a)) for n, a in items]
        net = add(*[a for _, a in items])
        rows.append(T("Net change for the year", v(net), 1))
        bal = add(bal, net)
        rows.append(T(f"Balance at December 31, {y}", v(bal), cells=dollars(cols)))
    sec = next(i for i, rw in enumerate(rows) if rw.label == "Year ended December 31, 2018:")
    split = next(i for i, rw in enumerate(rows) if i > sec and rw.label == "Amounts reclassified from AOCI")
    return Doc(8, "penhaligan", "accumulated other comprehensive loss by component, roll-forward (one header row)", FIN,
               cols, rows, look("zebra", "Serif", "Letter", 10, section_bold=True), stub="(in millions)",
               caption="Note 14. Accumulated Other Comprehensive Loss (AOCI) by Component", split=split,
               repeat_header=False,
               intro=["The components of accumulated other comprehensive loss, net of tax, and the changes in each "
                      "component are shown below. Amounts reclassified from AOCI for pension and other "
                      "postretirement benefits are the amortization of actuarial losses and prior service cost, "
                      "recorded in nonoperating expense; amounts for fuel derivative contracts are recorded in "
                      "aircraft fuel expense when the hedged fuel is consumed.",
                      "Penhaligan elected in 2018 to reclassify the stranded tax effects of the Tax Cuts and Jobs "
                      "Act from AOCI to retained earnings."],
               notes=["(a) Reclassified to retained earnings on adoption of the accounting standard update on "
                      "reporting comprehensive income, effective January 1, 2018."])


def t09() -> Doc:
    cols = []
    for y in (2019, 2018):
        cols += [Col(f"a{y}", (str(y), "Amount")),
                 Col(f"p{y}", (str(y), "Per Passenger"), fmt={"dec": 2, "pre": "$"}, per_unit=True)]
    cols.append(Col("ch", ("Amount % Change",), force=PCT_FORCE))
    px = T09_PAX

    def vals(a, b):
        return [a, r(a * 1000 / px[0], 2), b, r(b * 1000 / px[1], 2), pchg(a, b)]
    dol = {"a2019": DOLLAR, "a2018": DOLLAR}
    rows = [I(n, vals(a, b), 0, cells=dol if k == 0 else None) for k, (n, a, b) in enumerate(T09)]
    rows.append(T("Total distribution costs", vals(sum(i[1] for i in T09), sum(i[2] for i in T09)), cells=dol))
    return Doc(9, "skelmerton", "distribution costs by type: amount (thousands) and per passenger", MDNA, cols, rows,
               look("booktabs", "Sans Condensed", "A4", 9), stub="(in thousands, except per passenger amounts)",
               caption="Distribution Costs",
               notes=["(a) Hosting, maintenance and payment-page costs of the website and the mobile app.",
                      "Per passenger amounts are based on 14,862,406 passengers flown in 2019 and 13,604,118 in 2018."])


def t10() -> Doc:
    g1, g2, g3 = "ASMs per Gallon", "Fuel Gallons Consumed (millions)", "Gallons per Block Hour"
    cols = [Col("e19", (g1, "2019"), fmt={"dec": 1}), Col("e18", (g1, "2018"), fmt={"dec": 1}),
            Col("ech", (g1, "% Change"), force=PCT_FORCE),
            Col("g19", (g2, "2019"), fmt={"dec": 1}), Col("g18", (g2, "2018"), fmt={"dec": 1}),
            Col("b19", (g3, "2019")), Col("b18", (g3, "2018"))]

    def vals(g19, g18, a19, a18, h19, h18):
        e19, e18 = r(a19 / g19, 1), r(a18 / g18, 1)
        return [e19, e18, pchg(e19, e18), g19, g18, r(g19 * 1000 / h19, 0), r(g18 * 1000 / h18, 0)]
    rows = []
    for n, *v in T10:
        cells = {"e18": {"mark": "(b)"}, "g18": {"mark": "(b)"}} if n == "Airbus A321neo" else None
        rows.append(I(n, vals(*v), 0, cells=cells))
    tot = [r(sum(t[k] for t in T10), 1) for k in range(1, 7)]
    rows.append(T("Fleet", vals(*tot)))
    return Doc(10, "skelmerton", "fuel efficiency by aircraft type: ASMs per gallon, gallons, gallons per block hour",
               MDNA, cols, rows, look("grid", "Serif", "Letter", 9), stub="Aircraft Type",
               caption="Fuel Efficiency by Aircraft Type (a)",
               notes=["(a) Available seat miles flown per gallon of fuel consumed, and fuel consumed per block hour.",
                      "(b) Partial year: the first Airbus A321neo entered service in September 2018."])


def t11() -> Doc:
    x = T11
    cols = FLAT([2019, 2018, 2017])
    avail = add(x["ni"], x["part"])
    dil = add(x["basic"], x["rsu"], x["espp"], x["conv"])
    rows = [S("Numerator:"), I("Net income", list(x["ni"]), cells=dollars(cols)),
            I("Less: income allocated to participating securities", list(x["part"])),
            T("Net income available to common stockholders", avail, 1, cells=dollars(cols)),
            S("Denominator:"), I("Weighted-average common shares outstanding, basic", list(x["basic"])),
            S("Effect of dilutive securities:", 1), I("Restricted stock units", list(x["rsu"]), 2),
            I("Employee stock purchase plan", list(x["espp"]), 2), I("Convertible senior notes (a)", list(x["conv"]), 2),
            T("Weighted-average common shares outstanding, diluted", dil, 1),
            S("Earnings per share:"),
            I("Basic", [r(a / b, 2) for a, b in zip(avail, x["basic"])], per_unit=True, dec=2, pre="$"),
            I("Diluted", [r(a / b, 2) for a, b in zip(avail, dil)], per_unit=True, dec=2, pre="$"),
            I("Antidilutive shares excluded from diluted shares (b)", list(x["anti"]), 0)]
    return Doc(11, "skelmerton", "earnings per share computation: numerator, basic and diluted shares (one header row)",
               FIN, cols, rows, look("zebra", "Sans", "Letter", 9, section_bold=True),
               stub="(in thousands, except per share amounts)", caption="Note 11. Earnings per Share",
               notes=["(a) The 1.75% convertible senior notes issued in November 2017; interest expense added back "
                      "under the if-converted method was not material.",
                      "(b) Restricted stock units and stock options whose effect would have been antidilutive."])


def t12() -> Doc:
    cols = [Col("a19", ("Aircraft Based", "2019")), Col("a18", ("Aircraft Based", "2018")),
            Col("p19", ("Pilots", "2019")), Col("p18", ("Pilots", "2018")),
            Col("f19", ("Flight Attendants", "2019")), Col("f18", ("Flight Attendants", "2018")),
            Col("yr", ("Year Opened",), align="CENTER")]
    rows = [I(n, list(v), 0) for n, *v in T12]
    rows.append(T("Total", [sum(t[k] for t in T12) for k in range(1, 7)] + [""]))
    return Doc(12, "skelmerton", "crew and aircraft bases: aircraft, pilots, flight attendants, year opened", PROPS, cols,
               rows, look("borderless", "Sans Condensed", "A4", 9), stub="Crew Base",
               caption="Crew and Aircraft Bases at December 31",
               notes=["(a) Opened in March 2019."])


def t13() -> Doc:
    cols = []
    for key, name in (("a", "Larrowmere Connection"), ("b", "Penhaligan Express"), ("t", "Total")):
        cols += [Col(f"{key}18", (name, "2018")), Col(f"{key}17", (name, "2017"))]

    def vals(a, b):
        return [a[0], a[1], b[0], b[1], a[0] + b[0], a[1] + b[1]]
    rows, subs = [], []
    first = True
    for sec, items in T13.items():
        rows.append(S(sec))
        for n, a, b in items:
            rows.append(I(n, vals(a, b), cells=dollars(cols) if first else None))
            first = False
        sub = (add(*[i[1] for i in items]), add(*[i[2] for i in items]))
        subs.append(sub)
        rows.append(T("Total " + sec.rstrip(":").lower(), vals(*sub), 1))
    n, a, b = T13_INCENTIVE
    rows.append(I(n, vals(a, b), 0))
    subs.append((a, b))
    rows.append(T("Total capacity purchase revenue", vals(add(*[s[0] for s in subs]), add(*[s[1] for s in subs])),
                  cells=dollars(cols)))
    return Doc(13, "quendale", "capacity purchase revenue by major partner and fee component", MDNA, cols, rows,
               look("zebra", "Serif", "Letter", 9, section_bold=True), stub="(in thousands)",
               caption="Capacity Purchase Revenue by Partner and Component",
               notes=["(a) The portion of the fixed fees that compensates Quendale for the ownership costs of the "
                      "aircraft, accounted for as lease revenue.",
                      "(b) Costs reimbursed by the partner at cost, without margin."])


def t14() -> Doc:
    top = "Year Ended December 31,"
    cols = []
    for y in (2018, 2017):
        cols += [Col(f"e{y}", (top, str(y), "Expense (in thousands)")), Col(f"f{y}", (top, str(y), "Average FTEs")),
                 Col(f"c{y}", (top, str(y), "Cost per FTE"), fmt={"pre": "$"}, per_unit=True)]
    cols.append(Col("ch", ("Expense % Change",), force=PCT_FORCE))

    def vals(a, b):
        return [a[0], a[1], r(a[0] * 1000 / a[1], 0), b[0], b[1], r(b[0] * 1000 / b[1], 0), pchg(a[0], b[0])]
    rows = []
    first = True
    allv = []
    for sec, items in T14.items():
        rows.append(S(sec))
        for n, a, b in items:
            rows.append(I(n, vals(a, b), cells={"e2018": DOLLAR, "e2017": DOLLAR} if first else None))
            first = False
            allv.append((a, b))
    ta = (sum(a[0] for a, _ in allv), sum(a[1] for a, _ in allv))
    tb = (sum(b[0] for _, b in allv), sum(b[1] for _, b in allv))
    rows.append(T("Total salaries, wages and benefits", vals(ta, tb), cells={"e2018": DOLLAR, "e2017": DOLLAR}))
    return Doc(14, "quendale", "salaries, wages and benefits by workgroup with FTEs and cost per FTE (three header rows)",
               MDNA, cols, rows, look("booktabs", "Sans Condensed", "Letter", 9, section_bold=True), stub="Workgroup",
               caption="Salaries, Wages and Benefits by Workgroup")


def t15() -> Doc:
    g1, g2, t = "Operating Leases", "Finance Leases", "Weighted Average Remaining Term (years)"
    cols = [Col("op", (g1, "Aircraft")), Col("opt", (g1, t), fmt={"dec": 1}),
            Col("fin", (g2, "Aircraft")), Col("fint", (g2, t), fmt={"dec": 1}),
            Col("own", ("Owned",)), Col("tot", ("Total Fleet",)), Col("age", ("Average Age (years)",), fmt={"dec": 1})]
    rows = [I(n, [op, opt, fin, fint, own, op + fin + own, age], 0) for n, op, opt, fin, fint, own, age in T15]
    ops = [v[1] for v in T15]
    fins = [v[3] for v in T15]
    tots = [v[1] + v[3] + v[5] for v in T15]
    rows.append(T("Total", [sum(ops), weighted([v[2] or 0 for v in T15], ops, 1), sum(fins),
                            weighted([v[4] or 0 for v in T15], fins, 1), sum(v[5] for v in T15), sum(tots),
                            weighted([v[6] for v in T15], tots, 1)]))
    return Doc(15, "quendale", "fleet by lease classification with weighted average remaining lease terms and age", PROPS,
               cols, rows, look("grid", "Sans", "Letter", 9), stub="Aircraft Type",
               caption="Aircraft Fleet by Lease Classification as of December 31, 2018")


def t16() -> Doc:
    g1, g2 = "Flight Hours", "Operating Revenue (in thousands)"
    cols = [Col("h19", (g1, "Fiscal 2019")), Col("h18", (g1, "Fiscal 2018")), Col("hch", (g1, "% Change"), force=PCT_FORCE),
            Col("r19", (g2, "Fiscal 2019")), Col("r18", (g2, "Fiscal 2018"))]

    def vals(h19, h18, r19, r18):
        return [h19, h18, pchg(h19, h18), r19, r18]
    rows, subs = [], []
    first = True
    for sec, items in T16.items():
        rows.append(S(sec))
        for n, *v in items:
            rows.append(I(n, vals(*v), cells={"r19": DOLLAR, "r18": DOLLAR} if first else None))
            first = False
        sub = add(*[v for _, *v in items])
        subs.append(sub)
        rows.append(T("Total " + sec.rstrip(":"), vals(*sub), 1))
    rows.append(T("Consolidated", vals(*add(*subs)), cells={"r19": DOLLAR, "r18": DOLLAR}))
    return Doc(16, "ravensholm", "flight hours and revenue by region and line of service (repeated labels)", MDNA, cols,
               rows, look("booktabs", "Serif", "A4", 9, section_bold=True), stub="Region and Line of Service",
               caption="Flight Hours and Operating Revenue by Region — Fiscal Years Ended March 31")


def t17_rows():
    """(label, level, (fixed FY2019, FY2018), (revenue FY2019, FY2018)) for t17, revenue from t16."""
    rev = {(sec, n): (r19, r18) for sec, items in T16.items() for n, _, _, r19, r18 in items}
    out = []
    oil = [(sec.rstrip(":"), T17_FIXED[(sec, "Oil and gas")], rev[(sec, "Oil and gas")]) for sec in T16]
    out += [(n, 1, f, v) for n, f, v in oil]
    out.append(("Total oil and gas", 1, tuple(add(*[f for _, f, _ in oil])), tuple(add(*[v for _, _, v in oil]))))
    other = [("Search and rescue (Europe Caspian)", ("Europe Caspian:", "Search and rescue")),
             ("Air medical (Americas)", ("Americas:", "Air medical")),
             ("Fixed wing (Africa Pacific) (a)", ("Africa Pacific:", "Fixed wing"))]
    out += [(n, 0, T17_FIXED[k], rev[k]) for n, k in other]
    return out


def t17() -> Doc:
    top = "Fiscal Year Ended March 31,"
    cols = []
    for y in (2019, 2018):
        cols += [Col(f"f{y}", (top, str(y), "Fixed Monthly Charges")),
                 Col(f"v{y}", (top, str(y), "Variable Flight-Hour Charges")),
                 Col(f"p{y}", (top, str(y), "% Fixed"), fmt=PCT)]

    def vals(f, v):
        return [f[0], v[0] - f[0], r(f[0] / v[0] * 100, 1), f[1], v[1] - f[1], r(f[1] / v[1] * 100, 1)]
    rows = [S("Oil and gas:")]
    allrows = t17_rows()
    for n, lvl, f, v in allrows:
        kind = T if n.startswith("Total") else I
        rows.append(kind(n, vals(f, v), lvl))
    top_rows = [x for x in allrows if x[1] == 0 or x[0] == "Total oil and gas"]
    rows.append(T("Total", vals(tuple(add(*[x[2] for x in top_rows])), tuple(add(*[x[3] for x in top_rows])))))
    rows[1].cell_fmt = {"f2019": DOLLAR, "v2019": DOLLAR, "f2018": DOLLAR, "v2018": DOLLAR}
    rows[-1].cell_fmt = {"f2019": DOLLAR, "v2019": DOLLAR, "f2018": DOLLAR, "v2018": DOLLAR}
    return Doc(17, "ravensholm", "contract revenue: fixed monthly versus variable flight-hour charges (three header rows)",
               MDNA, cols, rows, look("grid", "Sans Condensed", "Letter", 9, section_bold=True),
               stub="(in thousands, except percentages)", caption="Operating Revenue by Contract Charge Type",
               notes=["(a) Fixed-wing charter and scheduled services in Australia and West Africa."])


def t18() -> Doc:
    cols = [Col("2019", ("March 31,", "2019")), Col("2018", ("March 31,", "2018"))]
    x = T18
    dol = dollars(cols)
    assets = x["Deferred tax assets:"]
    liabs = x["Deferred tax liabilities:"]
    ta = add(*[v for _, *v in assets])
    net_a = add(ta, x["allowance"])
    tl = add(*[v for _, *v in liabs])
    rows = [S("Deferred tax assets:")]
    rows += [I(n, v, cells=dol if k == 0 else None) for k, (n, *v) in enumerate(assets)]
    rows += [T("Total deferred tax assets", ta, 1), I("Valuation allowance", list(x["allowance"])),
             T("Net deferred tax assets", net_a, 1), S("Deferred tax liabilities:")]
    rows += [I(n, v) for n, *v in liabs]
    rows += [T("Total deferred tax liabilities", tl, 1), T("Net deferred tax liabilities", add(net_a, tl), cells=dol)]
    split = next(i for i, rw in enumerate(rows) if rw.label == "Deferred tax liabilities:")
    return Doc(18, "ravensholm", "deferred tax assets and liabilities with the valuation allowance", FIN, cols, rows,
               look("booktabs", "Sans", "Letter", 10, section_bold=True), stub="(in thousands)",
               caption="Note 9. Income Taxes — Deferred Tax Assets and Liabilities", split=split,
               intro=["The significant components of Ravensholm's deferred tax assets and liabilities are shown "
                      "below. Deferred taxes arise from the differences between the financial statement and tax "
                      "bases of assets and liabilities, measured at the enacted rates of the jurisdictions where "
                      "Ravensholm operates.",
                      "Ravensholm records a valuation allowance against deferred tax assets that it does not expect "
                      "to realize, mainly net operating losses and foreign tax credits in jurisdictions where it has "
                      "a history of losses. The valuation allowance increased in fiscal 2019 as losses in the "
                      "United Kingdom and Norway were not benefited."])


def t19() -> Doc:
    top = "Year Ended December 31,"
    cols = []
    for y in (2019, 2018):
        for k, seg in (("a", "Aircraft Leasing"), ("e", "Engine Leasing"), ("t", "Total")):
            cols.append(Col(f"{k}{y}", (top, str(y), seg), fmt={"dec": 1}))

    def vals(a, b):
        return [a[0], a[1], r(a[0] + a[1], 1), b[0], b[1], r(b[0] + b[1], 1)]
    rows, subs = [], []
    for sec, items in T19.items():
        rows.append(S(sec))
        for k, (n, a, b) in enumerate(items):
            cells = dollars(cols) if (k == 0 and sec == "Revenues:") else None
            if n == "Gain on sale of flight equipment":
                cells = {"e2019": {"mark": "(b)"}}
            rows.append(I(n, vals(a, b), cells=cells))
        sub = (addr(1, *[i[1] for i in items]), addr(1, *[i[2] for i in items]))
        subs.append(sub)
        rows.append(T("Total " + sec.rstrip(":").lower(), vals(*sub), 1))
    pre = ([r(x - y, 1) for x, y in zip(subs[0][0], subs[1][0])], [r(x - y, 1) for x, y in zip(subs[0][1], subs[1][1])])
    rows.append(T("Income before income taxes", vals(*pre), cells=dollars(cols)))
    return Doc(19, "castlemere", "lessor segment results: aircraft leasing and engine leasing (three header rows)", FIN,
               cols, rows, look("zebra", "Sans", "Letter", 9, section_bold=True), stub="(in millions)",
               caption="Note 18. Segment Information", wide=True,
               notes=["(a) Recognized on aircraft held for sale and on aircraft whose lessees returned them early.",
                      "(b) Includes the sale of 14 engines to a joint venture in which Castlemere holds a 50% "
                      "interest."])


def t20() -> Doc:
    yrs = ["2020", "2021", "2022", "2023", "2024", "Thereafter"]
    cols = [Col(y, ("Contracted Minimum Lease Rentals", y), fmt={"dec": 1}) for y in yrs] + \
        [Col("tot", ("Total",), fmt={"dec": 1})]
    rows, subs = [], []
    first = True
    for sec, items in T20.items():
        rows.append(S(sec))
        for n, v in items:
            rows.append(I(n, v + [r(sum(v), 1)], cells=dollars(cols) if first else None))
            first = False
        sub = addr(1, *[v for _, v in items])
        subs.append(sub)
        rows.append(T("Total " + sec.rstrip(":").lower(), sub + [r(sum(sub), 1)], 1))
    n, v = T20_FREIGHT
    rows.append(I(n, v + [r(sum(v), 1)], 0))
    tot = addr(1, *subs, v)
    rows.append(T("Total", tot + [r(sum(tot), 1)], cells=dollars(cols)))
    return Doc(20, "castlemere", "contracted minimum lease rentals receivable by year and aircraft type", FIN, cols, rows,
               look("borderless", "Serif", "Letter", 9, section_bold=True), stub="(in millions)",
               caption="Minimum Future Rentals Under Non-Cancelable Operating Leases as of December 31, 2019",
               wide=True,
               notes=["(a) Includes rentals of aircraft whose delivery has been delayed; rentals begin on delivery."])


def t21() -> Doc:
    g1, g2 = "Number of Aircraft", "% of Net Book Value"
    cols = [Col("n19", (g1, "2019")), Col("n18", (g1, "2018")), Col("b19", (g2, "2019"), fmt=PCT),
            Col("b18", (g2, "2018"), fmt=PCT), Col("ls", ("Lessees at Year End",))]
    allv = [v for items in T21.values() for _, *v in items]
    tb19, tb18 = sum(v[2] for v in allv), sum(v[3] for v in allv)

    def vals(n19, n18, b19, b18, ls):
        return [n19, n18, r(b19 / tb19 * 100, 1), r(b18 / tb18 * 100, 1), ls]
    rows = []
    for sec, items in T21.items():
        rows.append(S(sec))
        rows += [I(n, vals(*v)) for n, *v in items]
        rows.append(T("Total " + sec.rstrip(":"), vals(*add(*[v for _, *v in items])), 1))
    rows.append(T("Total", vals(*add(*allv))))
    split = next(i for i, rw in enumerate(rows) if rw.label == "Mexico")
    return Doc(21, "castlemere", "owned portfolio by lessee region and country: aircraft, % of net book value, lessees",
               BUS, cols, rows, look("borderless", "Sans", "Letter", 10, section_bold=True), stub="Region",
               caption="Portfolio Concentration by Lessee Region at December 31", split=split, repeat_header=False,
               intro=["Castlemere leases its aircraft to airlines around the world. The table below shows the "
                      "number of owned aircraft on lease in each region and country at the end of the last two "
                      "years, their share of the net book value of the owned portfolio, and the number of lessees "
                      "in each country at the end of 2019.",
                      "No single lessee accounted for more than 6% of lease revenue in 2019. Aircraft off lease "
                      "and held for sale are shown under the region of their last lessee."])


def t22_data():
    out = {}
    n, v = T22_BEGIN
    for y in (2017, 2018, 2019):
        d = T22[y]
        end_n = n + d["new"][0] + d["slb"][0] + d["sold"][0] + d["part"][0]
        end_v = r(v + d["new"][1] + d["slb"][1] + d["sold"][1] + d["part"][1] + d["dep"], 1)
        out[y] = {"begin": (n, v), "end": (end_n, end_v), **d}
        n, v = end_n, end_v
    return out


def t22() -> Doc:
    Y = (2019, 2018, 2017)
    g1, g2 = "Number of Aircraft", "Net Book Value (in millions)"
    cols = [Col(f"n{y}", (g1, str(y))) for y in Y] + [Col(f"v{y}", (g2, str(y)), fmt={"dec": 1}) for y in Y]
    x = t22_data()

    def v(k):
        return [x[y][k][0] for y in Y] + [x[y][k][1] for y in Y]
    dol = {f"v{y}": DOLLAR for y in Y}
    rows = [I("Owned aircraft at beginning of year", v("begin"), 0, cells=dol),
            S("Additions:"), I("New aircraft delivered from manufacturers", v("new")),
            I("Sale-leaseback acquisitions", v("slb")),
            S("Dispositions:"), I("Aircraft sold", v("sold")), I("Aircraft retired or parted out", v("part")),
            I("Depreciation and impairment", ["", "", ""] + [x[y]["dep"] for y in Y], 0),
            T("Owned aircraft at end of year", v("end"), cells=dol),
            I("Managed aircraft at end of year (a)", [T22_MANAGED[y] for y in Y] + ["", "", ""], 0),
            I("Aircraft on order at end of year", [T22_ORDERS[y] for y in Y] + ["", "", ""], 0)]
    n21 = [sum(v[k] for items in T21.values() for _, *v in items) for k in (0, 1)]
    assert [x[2019]["end"][0], x[2018]["end"][0]] == n21, (n21, x[2019]["end"], x[2018]["end"])
    return Doc(22, "castlemere", "owned aircraft portfolio roll-forward: number of aircraft and net book value", BUS, cols,
               rows, look("booktabs", "Sans Condensed", "Letter", 9, section_bold=True), stub="Owned Portfolio",
               caption="Aircraft Portfolio Activity",
               notes=["(a) Aircraft owned by third parties and joint ventures and managed by Castlemere; not included "
                      "in the owned portfolio."])


def t23() -> Doc:
    g1, g2 = "Aircraft Turns Handled", "Revenue per Turn"
    cols = [Col("t18", (g1, "Fiscal 2018")), Col("t17", (g1, "Fiscal 2017")), Col("tch", (g1, "% Change"), force=PCT_FORCE),
            Col("r18", (g2, "Fiscal 2018"), fmt={"pre": "$"}), Col("r17", (g2, "Fiscal 2017"), fmt={"pre": "$"}),
            Col("emp", ("Employees at Year End",)), Col("cus", ("Airline Customers",))]

    def vals(t18, t17, r18, r17, emp, cus):
        return [t18, t17, pchg(t18, t17), r(r18 * 1000 / t18, 0), r(r17 * 1000 / t17, 0), emp, cus]
    rows, subs = [], []
    for sec, items in T23.items():
        rows.append(S(sec))
        rows += [I(n, vals(*v)) for n, *v in items]
        sub = add(*[v[:5] for _, *v in items])
        subs.append(sub)
        rows.append(T("Total " + sec.rstrip(":"), vals(*sub, "")[:6] + [""], 1))
    tot = add(*subs)
    rows.append(T("Total", vals(*tot, "")[:6] + [""]))
    return Doc(23, "whinfell", "ground handling: aircraft turns, revenue per turn, employees and customers by station",
               BUS, cols, rows, look("grid", "Serif", "A4", 9, section_bold=True), stub="Station",
               caption="Ground Handling Stations — Fiscal Years Ended September 30", wide=True,
               notes=["A turn is one arrival and the following departure of an aircraft handled by Whinfell. Revenue "
                      "per turn is ground handling revenue at the station divided by turns handled."])


def t24() -> Doc:
    g1, g2 = "Gallons Sold (in thousands)", "Gross Margin per Gallon (cents)"
    cols = [Col("g18", (g1, "Fiscal 2018")), Col("g17", (g1, "Fiscal 2017")), Col("gch", (g1, "% Change"), force=PCT_FORCE),
            Col("m18", (g2, "Fiscal 2018"), fmt={"dec": 1}), Col("m17", (g2, "Fiscal 2017"), fmt={"dec": 1})]

    def vals(g18, g17, m18, m17):
        return [g18, g17, pchg(g18, g17), m18, m17]

    def agg(items):
        return vals(sum(i[1] for i in items), sum(i[2] for i in items),
                    weighted([i[3] for i in items], [i[1] for i in items], 1),
                    weighted([i[4] for i in items], [i[2] for i in items], 1))
    rows, allv = [], []
    for sec, items in T24.items():
        rows.append(S(sec))
        rows += [I(n, vals(*v)) for n, *v in items]
        rows.append(T("Total " + sec.rstrip(":").lower(), agg(items), 1))
        allv += items
    rows.append(T("Total fuel gallons sold", agg(allv)))
    return Doc(24, "whinfell", "fuel gallons sold and gross margin per gallon by product (FBO and into-plane)", MDNA,
               cols, rows, look("zebra", "Sans", "Letter", 9, section_bold=True), stub="Product",
               caption="Fueling Volumes and Margins",
               notes=["(a) Into-plane fueling of airline-owned fuel for a service fee; Whinfell does not take title to "
                      "the fuel."])


def t25() -> Doc:
    cols = [Col("gh", ("Ground Handling",)), Col("fbo", ("Fueling and FBO",)), Col("cg", ("Cargo Handling",)),
            Col("tot", ("Total",))]

    def v(three):
        return [*three, sum(three)]
    bal = list(T25_BEGIN)
    rows = [I("Balance at September 30, 2016", v(bal), 0, cells=dollars(cols))]
    for y, items in T25.items():
        rows += [I(n, v(a), 0) for n, a in items]
        bal = add(bal, *[a for _, a in items])
        rows.append(T(f"Balance at September 30, {y}", v(bal), cells=dollars(cols)))
    return Doc(25, "whinfell", "goodwill by reportable segment, roll-forward (labels repeat without sections)", FIN, cols,
               rows, look("borderless", "Serif", "A4", 9), stub="(in thousands)",
               caption="Note 7. Goodwill by Reportable Segment",
               notes=["(a) The cargo handling reporting unit, after the loss of its largest customer at London "
                      "(Gatwick) in fiscal 2018."])


def t26() -> Doc:
    g1, g2 = "Average Daily Packages (000s)", "Revenue per Package"
    cols = [Col("v19", (g1, "2019")), Col("v18", (g1, "2018")), Col("vch", (g1, "% Change"), force=PCT_FORCE),
            Col("y19", (g2, "2019"), fmt={"dec": 2, "pre": "$"}), Col("y18", (g2, "2018"), fmt={"dec": 2, "pre": "$"}),
            Col("ych", (g2, "% Change"), force=PCT_FORCE)]

    def vals(a, b, c, d):
        return [a, b, pchg(a, b), c, d, pchg(c, d)]

    def agg(items):
        return vals(sum(i[1] for i in items), sum(i[2] for i in items),
                    weighted([i[3] for i in items], [i[1] for i in items], 2),
                    weighted([i[4] for i in items], [i[2] for i in items], 2))
    rows, allv = [], []
    for sec, items in T26.items():
        rows.append(S(sec))
        rows += [I(n, vals(*v)) for n, *v in items]
        name = sec.rstrip(":") if sec.startswith("U.S.") else sec.rstrip(":").lower()
        rows.append(T("Total " + name, agg(items), 1))
        allv += items
    rows.append(T("Total average daily packages", agg(allv)))
    split = next(i for i, rw in enumerate(rows) if rw.label == "International:")
    return Doc(26, "farthingale", "average daily packages and revenue per package by service", MDNA, cols, rows,
               look("grid", "Sans Condensed", "Letter", 10, section_bold=True), stub="Service",
               caption="Package Volume and Yield Statistics — Fiscal Years Ended May 31", split=split, wide=True,
               intro=["Farthingale measures its package business by average daily packages, the packages picked up "
                      "on an average operating day, and by revenue per package, its yield. Fiscal 2019 had 255 "
                      "operating days and fiscal 2018 had 254.",
                      "Volume growth in fiscal 2019 came mainly from residential deliveries of e-commerce shippers. "
                      "Yields rose with the general rate increase of January 2019 and higher fuel surcharges, "
                      "partly offset by the shift to lighter, lower-yielding residential packages."],
               notes=["(a) Packages handed to the U.S. Postal Service for final delivery.",
                      "(b) Domestic services within countries outside the United States."])


def t27() -> Doc:
    cols = [Col("cap", ("Sort Capacity (packages per hour)",)), Col("sq", ("Square Feet (000s)",)),
            Col("v19", ("Average Daily Volume (000s)", "Fiscal 2019")), Col("v18", ("Average Daily Volume (000s)", "Fiscal 2018")),
            Col("gates", ("Aircraft Gates",)), Col("yr", ("Year Opened",), align="CENTER")]
    rows, allv = [], []
    for sec, items in T27.items():
        rows.append(S(sec))
        rows += [I(n, list(v)) for n, *v in items]
        allv += [v for _, *v in items]
    rows.append(T("Total", [sum(v[k] or 0 for v in allv) for k in range(5)] + [""]))
    return Doc(27, "farthingale", "sort hubs: capacity, square feet, daily volume, gates, year opened", PROPS, cols, rows,
               look("booktabs", "Serif", "Letter", 9, section_bold=True), stub="Hub",
               caption="Principal Sorting Facilities at May 31, 2019")


def t28() -> Doc:
    cols = [Col("tg", ("Target Allocation",), fmt={"dec": 0, "suf": "%"}),
            Col("a19", ("Actual Allocation", "2019"), fmt=PCT), Col("a18", ("Actual Allocation", "2018"), fmt=PCT),
            Col("f19", ("Fair Value (in millions)", "2019"), fmt={"dec": 1}),
            Col("f18", ("Fair Value (in millions)", "2018"), fmt={"dec": 1})]
    allv = [v for items, _ in T28.values() for _, *v in items] + [list(T28_CASH[:2])]
    t19, t18 = r(sum(v[0] for v in allv), 1), r(sum(v[1] for v in allv), 1)

    def vals(target, a, b):
        return [target, r(a / t19 * 100, 1), r(b / t18 * 100, 1), a, b]
    rows = []
    first = True
    for sec, (items, target) in T28.items():
        rows.append(S(sec))
        for n, a, b in items:
            rows.append(I(n, vals("", a, b), cells={"f19": DOLLAR, "f18": DOLLAR} if first else None))
            first = False
        sub = addr(1, *[v for _, *v in items])
        rows.append(T("Total " + sec.rstrip(":").lower(), vals(target, *sub), 1))
    rows.append(I("Cash and cash equivalents", vals(T28_CASH[2], *T28_CASH[:2]), 0))
    rows.append(T("Total plan assets", vals(100, t19, t18), cells={"f19": DOLLAR, "f18": DOLLAR}))
    return Doc(28, "farthingale", "pension plan assets: target and actual allocation, fair value by asset class", FIN, cols,
               rows, look("zebra", "Serif", "A4", 9, section_bold=True), stub="Asset Class",
               caption="U.S. Pension Plan Assets at May 31")


def t29() -> Doc:
    cols = [Col("ac", ("Operating Leases", "Aircraft")), Col("fac", ("Operating Leases", "Facilities and Other")),
            Col("fin", ("Finance Leases",)), Col("tot", ("Total",))]

    def v(three):
        return [*three, r(sum(three), 1)]
    rows = [I(y, v([a, b, c]), 0, cells=dollars(cols) if k == 0 else None) for k, (y, a, b, c) in enumerate(T29)]
    pay = addr(1, *[x[1:] for x in T29])
    rows.append(T("Total lease payments", v(pay), cells=dollars(cols)))
    rows.append(I("Less: imputed interest", v(list(T29_INTEREST)), 0))
    rows.append(T("Present value of lease liabilities", v(addr(1, pay, T29_INTEREST)), cells=dollars(cols)))
    rows.append(I("Weighted-average remaining lease term (years)", [*T29_TERM, ""], 0, per_unit=True))
    rows.append(I("Weighted-average discount rate", [*T29_RATE, ""], 0, suf="%"))
    return Doc(29, "farthingale", "maturities of lease liabilities, years as rows", FIN, cols, rows,
               look("grid", "Sans", "Letter", 9), stub="(in millions, except years and rates)", fmt={"dec": 1},
               caption="Maturities of Lease Liabilities as of May 31, 2019 (fiscal years ending May 31)")


def t30() -> Doc:
    cols = []
    for y in (2019, 2018):
        for svc, sk in (("U.S. Domestic Express", "x"), ("U.S. Ground", "g")):
            for k in ("Low", "High"):
                cols.append(Col(f"{sk}{k[0].lower()}{y}", (f"Fiscal {y}", svc, k), fmt={"dec": 2, "suf": "%"}))
    qs = ["First quarter", "Second quarter", "Third quarter", "Fourth quarter"]

    def vals(q):
        out = []
        for y in (2019, 2018):
            for svc in ("U.S. Domestic Express", "U.S. Ground"):
                out += list(T30[y][svc][q])
        return out
    rows = [I(q, vals(k), 0) for k, q in enumerate(qs)]
    full = []
    for y in (2019, 2018):
        for svc in ("U.S. Domestic Express", "U.S. Ground"):
            full += [min(a for a, _ in T30[y][svc]), max(b for _, b in T30[y][svc])]
    rows.append(T("Full year", full))
    return Doc(30, "farthingale", "fuel surcharge ranges by quarter and service, low and high (three header rows)", MDNA,
               cols, rows, look("borderless", "Sans Condensed", "Letter", 9), stub="Quarter",
               caption="Fuel Surcharge Ranges (percent of published base rates)", wide=True,
               notes=["Surcharges are adjusted weekly with the price of jet fuel (express) and diesel (ground)."])


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]


def check_printed(doc: Doc) -> None:
    """Every numeric cell prints exactly its stored value (so a gold computed from it is on the page)."""
    for row in doc.rows:
        if row.kind == "section":
            continue
        for c in doc.cols:
            v = doc.value(row, c.key)
            if v is None or v == 0:
                continue
            x = doc.number_of(row, c.key)
            assert x is not None and abs(x - v) < 1e-9, (doc.key, row.label, c.key, doc.text(row, c.key), v)


def documents() -> list[Doc]:
    docs = [b() for b in BUILDERS]
    for d in docs:
        check_printed(d)
    assert [d.n for d in docs] == list(range(1, 31))
    assert sum(1 for d in docs if d.split) == 5
    return docs


# ===================================================================================== look
ZEBRA_HEAD, ZEBRA_BAND = colors.Color(0.80, 0.84, 0.89), colors.Color(0.91, 0.93, 0.96)
GREY = colors.Color(0.35, 0.35, 0.35)
PAD, MARGIN = 5, 54


def register_fonts() -> None:
    for fam, (reg, bold) in FAMILIES.items():
        for name, file in ((fam, reg), (fam + " Bold", bold)):
            if name not in pdfmetrics.getRegisteredFontNames():
                pdfmetrics.registerFont(TTFont(name, str(FONT_DIR / file)))


def layout(doc: Doc) -> dict:
    """Column widths and page size: a value column as wide as its longest cell or header word, a
    group header as wide as its longest word, the label column the rest; landscape when the label
    column would get less than 190 pt in portrait (or the table is marked wide)."""
    register_fonts()
    look = doc.look
    fs = look["size"]
    reg, bold = look["family"], look["family"] + " Bold"
    head, spans = doc.header_cells()
    body = doc.body_cells()
    n = len(doc.cols)
    mins = []
    for j in range(1, n + 1):
        w = max([pdfmetrics.stringWidth(row[j], reg, fs) for row in body] + [0])
        for i, row in enumerate(head):
            t = row[j]
            span = next((s for s in spans if s[0] == (j, i) and s[1][0] > j), None)
            if t and not span:   # a long header wraps to about four lines
                w = max([w, pdfmetrics.stringWidth(t, bold, fs) / 4]
                        + [pdfmetrics.stringWidth(word, bold, fs) for word in t.split()])
        mins.append(max(w, 22) + 2 * PAD + 2)   # +2: a word exactly as wide as its cell would wrap
    for (a, i), (b, _) in spans:       # a group header's longest word fits its span
        if b > a:
            need = max(pdfmetrics.stringWidth(word, bold, fs) for word in head[i][a].split()) + 2 * PAD
            have = sum(mins[a - 1:b])
            if need > have:
                for j in range(a - 1, b):
                    mins[j] += (need - have) / (b - a + 1)
    label_need = max([pdfmetrics.stringWidth(r.label, bold if r.kind == "section" else reg, fs) + 10 * r.level
                      for r in doc.rows] + [pdfmetrics.stringWidth(doc.stub, bold, fs)]) + 2 * PAD + 2
    paper = A4 if look["paper"] == "A4" else letter
    frame = paper[0] - 2 * MARGIN - 12
    is_landscape = doc.wide or frame - sum(mins) < 190
    if is_landscape:
        paper = landscape(paper)
        frame = paper[0] - 2 * MARGIN - 12
    label_w = max(min(label_need, frame - sum(mins)), min(0.34 * frame, frame - sum(mins)))
    spare = frame - label_w - sum(mins)
    widths = [label_w] + [m + spare / n for m in mins]
    return {"head": head, "spans": spans, "body": body, "widths": widths, "paper": paper, "landscape": is_landscape}


class RecTable(Table):
    """A Table that remembers where, and on which page, it was drawn (for check.py's cell boxes)."""
    origin = None
    page = None

    def drawOn(self, canvas, x, y, _sW=0):
        self.origin = (self._hAlignAdjust(x, _sW), y)
        self.page = canvas.getPageNumber()
        return super().drawOn(canvas, x, y, _sW)


def render(doc: Doc, out: Path) -> dict:
    """Writes OUT/<doc.pdf>; returns the page size and, for each part of the table (one, or two when the
    table is split over two pages), its page, its first and last body rows and its cell grid in
    pdfplumber's coordinates (x from the left, y from the top): ``xs`` column edges, ``ys`` row edges,
    ``header_rows`` the header rows printed above the part (0 when page 2 does not repeat them)."""
    lay = layout(doc)
    look = doc.look
    fs, style = look["size"], look["style"]
    lead = fs + 2.5
    reg, bold = look["family"], look["family"] + " Bold"
    head, spans, body = lay["head"], lay["spans"], lay["body"]
    nh, n = len(head), len(doc.cols)
    ps = lambda name, font, align, **kw: ParagraphStyle(name, fontName=font, fontSize=fs, leading=lead,  # noqa: E731
                                                        alignment=align, **kw)
    h_left, h_center, h_right = ps("hl", bold, TA_LEFT), ps("hc", bold, TA_CENTER), ps("hr", bold, TA_RIGHT)
    group_cells = {s[0] for s in spans if s[1][0] > s[0][0]}

    def head_data():
        data = []
        for i, row in enumerate(head):
            cells = []
            for j, t in enumerate(row):
                if not t:
                    cells.append("")
                elif j == 0:
                    cells.append(Paragraph(escape(t), h_left))
                elif (j, i) in group_cells or doc.cols[j - 1].align == "CENTER":
                    cells.append(Paragraph(escape(t), h_center))
                elif doc.cols[j - 1].align == "LEFT":
                    cells.append(Paragraph(escape(t), h_left))
                else:
                    cells.append(Paragraph(escape(t), h_right))
            data.append(cells)
        return data

    def body_row(r_, row):
        section = r_.kind == "section"
        font = bold if (section and look.get("section_bold")) or (r_.kind == "total" and look.get("total_bold")) else reg
        label = Paragraph(escape(row[0]), ps("l", font, TA_LEFT, leftIndent=10 * r_.level + 8, firstLineIndent=-8))
        return [label] + row[1:]

    def make_table(r0: int, r1: int, with_head: bool) -> RecTable:
        k = nh if with_head else 0
        data = (head_data() if with_head else []) + [body_row(doc.rows[i], body[i]) for i in range(r0, r1)]
        cmds = [("FONT", (0, 0), (-1, -1), reg, fs), ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                ("ALIGN", (1, k), (-1, -1), "RIGHT"),
                ("LEFTPADDING", (0, 0), (-1, -1), PAD), ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
                ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5)]
        if with_head:
            cmds.append(("FONT", (0, 0), (-1, nh - 1), bold, fs))
        for j, c in enumerate(doc.cols, start=1):
            if c.align != "RIGHT":
                cmds.append(("ALIGN", (j, k), (j, -1), c.align))
        sp = spans if with_head else []
        cmds += [("SPAN", a, b) for a, b in sp]
        totals = [k + i - r0 for i in range(r0, r1) if doc.rows[i].kind == "total"]
        if style == "booktabs":
            cmds += [("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black),
                     ("LINEBELOW", (0, -1), (-1, -1), 1.2, colors.black)]
            if with_head:
                cmds.append(("LINEBELOW", (0, nh - 1), (-1, nh - 1), 0.6, colors.black))
            cmds += [("LINEBELOW", (a, i), (b, i), 0.5, colors.black) for (a, i), (b, _) in sp if b > a]
            cmds += [("LINEABOVE", (1, i), (-1, i), 0.4, colors.black) for i in totals if i > 0]
        elif style == "grid":
            cmds += [("GRID", (0, 0), (-1, -1), 0.5, colors.black)]
        elif style == "zebra":
            if with_head:
                cmds += [("BACKGROUND", (0, 0), (-1, nh - 1), ZEBRA_HEAD)]
            cmds += [("BACKGROUND", (0, i), (-1, i), ZEBRA_BAND) for i in range(k, len(data))
                     if (i - k + r0) % 2 == 1]
            cmds += [("LINEBELOW", (a, i), (b, i), 0.5, GREY) for (a, i), (b, _) in sp if b > a]
        else:  # borderless: only the rule under a group header and over totals, as in a filing
            cmds += [("LINEBELOW", (a, i), (b, i), 0.5, colors.black) for (a, i), (b, _) in sp if b > a]
            cmds += [("LINEABOVE", (1, i), (-1, i), 0.4, colors.black) for i in totals]
        t = RecTable(data, colWidths=lay["widths"], hAlign="LEFT", repeatRows=0)
        t.setStyle(TableStyle(cmds))
        return t

    title = ParagraphStyle("title", fontName=bold, fontSize=13, leading=16, spaceAfter=2)
    sub = ParagraphStyle("sub", fontName=reg, fontSize=8.5, leading=11, textColor=GREY, spaceAfter=10)
    cap = ParagraphStyle("cap", fontName=bold, fontSize=fs + 1, leading=fs + 4, spaceAfter=4)
    note = ParagraphStyle("note", fontName=reg, fontSize=fs - 1, leading=fs + 1.5)
    text = ParagraphStyle("text", fontName=reg, fontSize=fs, leading=fs + 3, spaceAfter=6)
    story = [Paragraph(escape(doc.heading), title), Paragraph(escape(f"Form 10-K — {doc.item}"), sub)]
    story += [Paragraph(escape(t), text) for t in doc.intro]
    if doc.caption:
        story.append(Paragraph(escape(doc.caption), cap))
    n_rows = len(doc.rows)
    bounds = [(0, n_rows)] if doc.split is None else [(0, doc.split), (doc.split, n_rows)]
    tables = []
    for p, (r0, r1) in enumerate(bounds):
        with_head = p == 0 or doc.repeat_header
        if p == 1:
            story.append(PageBreak())
            story.append(Paragraph(escape(f"{doc.caption} (continued)"), cap))
        t = make_table(r0, r1, with_head)
        tables.append((t, r0, r1, nh if with_head else 0))
        story.append(t)
    if doc.notes:
        story.append(Spacer(1, 6))
        story += [Paragraph(escape(t), note) for t in doc.notes]
    pdf = SimpleDocTemplate(str(out / doc.pdf), pagesize=lay["paper"], leftMargin=MARGIN, rightMargin=MARGIN,
                            topMargin=48, bottomMargin=48, title=doc.heading, author="", creator=f"{SOURCE} build",
                            invariant=1)
    pdf.build(story)
    height = lay["paper"][1]
    parts = []
    for t, r0, r1, k in tables:
        ox, oy = t.origin
        parts.append({"page": t.page, "row0": r0, "row1": r1, "header_rows": k,
                      "xs": [ox + x for x in t._colpositions], "ys": [height - (oy + y) for y in t._rowpositions]})
    return {"landscape": lay["landscape"], "page": tuple(lay["paper"]), "parts": parts}


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    for d in documents():
        info = render(d, out)
        print(f"{d.pdf}  {d.short:12s} {d.look['style']:10s} {d.look['family']:22s} {d.look['paper']:6s}"
              f"{' landscape' if info['landscape'] else ''}  {d.topic}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
