"""A held-out set in the manner of AIT-QA over NEW tables from other transport and service industries
(bench/aitqa-style2).

    python bench/aitqa-style2/make_docs.py OUTDIR

Writes thirty one-page PDFs, a2-t01.pdf ... a2-t30.pdf, each one invented table in the style of a
Form 10-K of a freight railroad, a cruise line, a hotel company, a lodging REIT, a truckload carrier,
a container shipping line or a regional airline: carloads and revenue by commodity, operating ratios,
revenue ton-miles, passenger cruise days and yields, RevPAR / ADR / occupancy by brand and region,
rooms by ownership type, revenue per tractor, loaded volumes and freight rates, fleets, capital
spending, contractual obligations, quarterly data. The look follows the pages of
/work/shared/corpus/aitqa-dev (and the earlier bench/aitqa-style set, whose page engine this file
re-implements): hierarchical column headers with spanning group cells (metric groups > years,
"Increase (Decrease)" > "$" / "%", ownership type > Properties / Rooms, three header levels in t19),
row hierarchies (section rows, indented members, sub-totals, the same row label repeated under
different sections), KPI rows, footnote markers, scales stated in row labels, the header corner, a
header group, a section row or a caption, dashes and parentheses. Four table styles (booktabs, grid,
zebra, borderless), three DejaVu families, Letter or A4, landscape when the table is wide.

Deterministic: no randomness, ``invariant=1``, fonts from the system's DejaVu files; two runs write
the same bytes. The nine companies, their brands and partners are invented (each name checked with
grep -ri against bench/ and /work/shared/corpus, the corpus PDFs' pdftotext included: no hits).
Every figure lives in the data block below; totals, changes, percent changes, ratios, unit revenues,
weighted averages and shares are computed, so each printed table adds up, and make_questions.py
computes every gold from the same ``Doc`` objects. tabsql was neither run nor read while this set
was written.
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
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

# ===================================================================================== data
# The companies (all invented): key -> (legal name, how a question names it, fiscal year, industry)
COMPANIES = {
    "brackenholt": ("Brackenholt Pacific Railroad Company", "Brackenholt", 2019, "freight railroad"),
    "murrelgate": ("Murrelgate Rail Holdings, Inc.", "Murrelgate", 2018, "freight railroad"),
    "aurelind": ("Aurelind Cruise Holdings Ltd.", "Aurelind", 2019, "cruise line"),
    "saltmere": ("Saltmere Cruise Corporation", "Saltmere", 2018, "cruise line"),
    "orrindale": ("Orrindale Hotels & Resorts, Inc.", "Orrindale", 2019, "hotel company"),
    "sorrelhurst": ("Sorrelhurst Lodging Trust", "Sorrelhurst", 2018, "lodging REIT"),
    "harlingdale": ("Harlingdale Freight Systems, Inc.", "Harlingdale", 2019, "truckload carrier"),
    "marrowick": ("Marrowick Ocean Lines, Inc.", "Marrowick", 2019, "container shipping"),
    "caskell": ("Caskell Regional Airways, Inc.", "Caskell", 2019, "regional airline"),
}
# Brands and partners (invented).
AURELIND_BRANDS = ["Aurelind Cruises", "Sable Coast Voyages", "Pelerin Expeditions", "Vestaline River Cruises"]
SALTMERE_BRANDS = ["Saltmere Line", "Halcyra Cruises"]
ORRINDALE_BRANDS = {"Luxury": ["Orrindale Reserve", "Ostara Collection"],
                    "Premium": ["Orrindale Hotels", "Calloway Grand"],
                    "Select": ["Brightmere Inn", "Fennick Suites", "Stayvale"]}
CASKELL_PARTNERS = ["Corvane Airlines", "Astmoor Airways", "Tidewell Air"]

# --- t01 Brackenholt freight revenues (millions) and carloads by commodity: 2019, 2018
T01 = {"Bulk:": [("Grain", 1_412, 1_356, 402_310, 391_880), ("Fertilizer and potash", 538, 552, 181_420, 188_905),
                 ("Coal", 1_206, 1_318, 468_550, 521_140)],
       "Merchandise:": [("Petroleum and chemicals", 1_874, 1_742, 512_600, 486_230),
                        ("Forest products", 962, 948, 248_115, 251_470),
                        ("Metals and minerals", 1_118, 1_064, 385_240, 372_615),
                        ("Automotive", 786, 742, 198_730, 191_455)],
       "Intermodal:": [("Domestic", 1_342, 1_296, 1_104_520, 1_072_830),
                       ("International", 1_087, 1_132, 1_186_310, 1_241_870)]}
# --- t02 Brackenholt other revenues and operating expenses (millions): 2019, 2018
T02 = {"other_rev": (412, 398),
       "expenses": [("Compensation and benefits", 2_874, 2_912), ("Purchased services and materials", 1_196, 1_238),
                    ("Fuel", 1_082, 1_214), ("Depreciation", 1_346, 1_298),
                    ("Equipment and other rents", 512, 538), ("Other", 604, 587)]}
# --- t03 Brackenholt key operating metrics: 2019, 2018, 2017 (2019 and 2018 carloads and revenue come from t01/t02)
T03 = {"cars_2017": 4_561_830, "freight_rev_2017": 9_812, "or_2017": 74.6,
       "rtm": [118_452, 117_906, 114_310], "gtm": [214_870, 215_604, 208_955], "haul": [912, 905, 898],
       "speed": [24.8, 23.1, 24.2], "dwell": [22.4, 25.9, 24.6], "cars_online": [198_420, 214_650, 209_330],
       "fuel_rate": [1.012, 1.046, 1.058], "employees": [29_840, 31_615, 30_980]}
# --- t04 Brackenholt capital expenditures (millions): actual 2019, 2018, 2017; planned 2020
T04 = {"Roadway and track:": [("Rail and other track material", 612, 586, 540, 640), ("Ties", 398, 412, 385, 405),
                              ("Ballast", 142, 138, 131, 150), ("Bridges and tunnels", 264, 231, 218, 290),
                              ("Signals and communications", 188, 176, 169, 195)],
       "Equipment:": [("Locomotives", 412, 356, 298, 380), ("Freight cars", 186, 214, 241, 160),
                      ("Intermodal equipment", 58, 72, 49, 65)],
       None: [("Positive train control", 96, 188, 264, 40), ("Technology and other", 214, 198, 176, 230)]}
# --- t05 Murrelgate revenues (millions) and volume (units) by business: 2018, 2017
T05 = {"Merchandise:": [("Chemicals", 2_014, 1_886, 612_480, 589_150),
                        ("Agriculture and food products", 1_612, 1_548, 598_230, 584_910),
                        ("Forest products", 708, 682, 246_510, 243_020),
                        ("Metals and construction", 1_462, 1_318, 712_640, 668_420),
                        ("Automotive", 1_006, 978, 402_180, 398_560)],
       "Intermodal:": [("Domestic", 1_586, 1_402, 1_602_340, 1_498_715),
                       ("International", 1_148, 1_042, 1_512_880, 1_426_310)],
       "Coal:": [("Utility", 1_218, 1_264, 468_920, 492_110), ("Export", 712, 598, 198_450, 176_880),
                 ("Domestic", 402, 386, 118_640, 114_210)]}
# --- t06 Murrelgate 2018 quarters (the fourth quarter's revenue is what is left of t05's total)
T06 = {"rev": [2_842, 3_016, 3_008], "opex": [1_992, 1_978, 1_962, 2_031], "net": [642, 788, 812, 769],
       "shares": [281.6, 279.2, 276.8, 274.5]}
# --- t07 Murrelgate fleet at December 31, 2018: (type, owned, leased, total 2017, average age)
T07 = {"Locomotives:": [("Road freight", 2_841, 312, 3_214, 17.8), ("Yard and switching", 412, 46, 468, 31.2)],
       "Freight cars:": [("Covered hoppers", 14_620, 3_410, 18_945, 21.4), ("Gondolas", 12_880, 2_150, 15_320, 18.6),
                         ("Box cars", 9_410, 4_860, 14_725, 24.1), ("Open-top hoppers", 8_215, 1_020, 9_460, 27.3),
                         ("Flat cars", 4_320, 1_885, 6_410, 16.9), ("Other", 1_240, 310, 1_602, 29.5)]}
# --- t08 Murrelgate contractual obligations (millions): 2019, 2020-2021, 2022-2023, 2024 and thereafter
T08 = [("Long-term debt principal (a)", [612, 1_450, 1_118, 9_840]),
       ("Interest on long-term debt", [548, 1_032, 918, 7_412]),
       ("Operating leases", [214, 362, 248, 596]), ("Finance leases", [38, 64, 41, 22]),
       ("Purchase obligations (b)", [1_184, 1_046, 512, 386]),
       ("Other long-term liabilities (c)", [86, 142, 128, 394])]
# --- t09 Aurelind statistics: 2019 ... 2015
T09 = {"pax": [6_512_440, 6_184_905, 5_842_310, 5_516_780, 5_201_455],
       "pcd": [45_612_880, 43_412_350, 41_205_640, 38_918_210, 36_840_520],
       "apcd": [42_512_360, 40_418_720, 38_566_190, 36_512_840, 34_720_150],
       "tons": [1_284_600, 1_246_310, 1_212_880, 1_187_420, 1_152_640], "fuel": [712, 698, 641, 598, 672],
       "ships": [48, 46, 44, 42, 41], "berths": [112_840, 106_420, 101_350, 96_870, 94_210]}
# --- t10 Aurelind revenues (millions): 2019, 2019 at 2018 exchange rates, 2018
T10 = {"ticket": [6_412, 6_488, 6_105], "onboard": [2_874, 2_901, 2_712], "commissions": [1_402, 1_419, 1_366],
       "onboard_exp": [612, 618, 584]}
# --- t11 Aurelind fleet by brand: (ships in service, on order, berths in service, on order, primary markets)
T11 = [(AURELIND_BRANDS[0], 22, 4, 68_950, 19_600, "North America and the Caribbean"),
       (AURELIND_BRANDS[1] + " (a)", 14, 2, 38_760, 7_400, "Europe and the Mediterranean"),
       (AURELIND_BRANDS[2], 8, 3, 2_410, 1_080, "Polar and expedition"),
       (AURELIND_BRANDS[3] + " (b)", 4, 0, 2_720, 0, "European rivers")]
# --- t12 Aurelind cruise operating expenses (millions): 2019, 2018 (commissions, onboard, fuel from t09/t10)
T12 = {"Payroll and related": (1_018, 962), "Food": (524, 506), "Other operating": (1_264, 1_198),
       "msa": (1_186, 1_112), "dep": (1_042, 968)}
# --- t13 Saltmere available lower berth days (millions, one decimal): fiscal 2018, 2017
T13 = {"North America:": [("Caribbean", 10.4, 9.8), ("Alaska", 2.6, 2.5), ("Bermuda, Canada and New England", 0.9, 1.0),
                          ("Mexican Riviera", 0.7, 0.8)],
       "Europe:": [("Mediterranean", 4.1, 4.3), ("Northern Europe", 2.2, 2.0)],
       "Asia and Pacific:": [("Australia", 1.6, 1.5), ("Asia", 1.8, 2.1)],
       None: [("Other", 0.6, 0.5)]}
# --- t14 Saltmere fiscal 2018 quarters (ended February 28, May 31, August 31, November 30)
T14 = {"rev": [2_412, 2_688, 3_214, 2_596], "opinc": [248, 412, 886, 302], "net": [196, 364, 842, 256],
       "eps": [0.84, 1.56, 3.62, 1.10], "pax": [1_182_410, 1_246_880, 1_398_260, 1_204_530],
       "occ": [103.8, 106.2, 110.4, 104.1], "tons": [402_310, 408_650, 415_120, 404_880], "cost": [461, 472, 498, 512]}
# --- t15 Saltmere ship deliveries: fiscal year -> ((Saltmere Line ships, berths), (Halcyra ships, berths), cost $M)
T15 = [("Fiscal 2019", (1, 3_950), (1, 2_640), 1_012), ("Fiscal 2020", (2, 8_120), (0, 0), 1_588),
       ("Fiscal 2021", (1, 4_180), (1, 2_860), 1_764), ("Fiscal 2022", (0, 0), (2, 5_920), 1_402)]
# --- t16 Orrindale comparable systemwide: brand -> (occupancy 2019, 2018, ADR 2019, 2018, available room nights M)
T16 = {"Orrindale Reserve": (71.8, 70.9, 312.40, 305.10, 4.2), "Ostara Collection": (68.4, 69.1, 274.85, 270.20, 3.1),
       "Orrindale Hotels": (76.2, 75.4, 178.60, 175.95, 28.6), "Calloway Grand": (74.9, 74.0, 196.30, 193.85, 9.8),
       "Brightmere Inn": (77.4, 76.8, 128.45, 127.10, 31.2), "Fennick Suites": (79.8, 79.5, 136.20, 134.75, 14.6),
       "Stayvale": (74.1, 73.0, 108.90, 108.25, 12.4)}
# --- t17 Orrindale properties and rooms: region -> brand -> (owned/leased, managed, franchised) as (properties, rooms)
T17 = {"U.S. and Canada:": {"Orrindale Reserve": ((3, 1_240), (18, 6_420), (0, 0)),
                            "Ostara Collection": ((1, 310), (22, 5_880), (4, 980)),
                            "Orrindale Hotels": ((6, 3_850), (142, 58_210), (318, 92_460)),
                            "Calloway Grand": ((2, 1_120), (46, 19_840), (38, 12_640)),
                            "Brightmere Inn": ((0, 0), (12, 1_860), (1_284, 168_420)),
                            "Fennick Suites": ((0, 0), (8, 1_040), (612, 71_350)),
                            "Stayvale": ((0, 0), (0, 0), (486, 48_920))},
       "International:": {"Orrindale Reserve": ((2, 680), (24, 7_150), (0, 0)),
                          "Ostara Collection": ((0, 0), (9, 1_920), (3, 610)),
                          "Orrindale Hotels": ((4, 2_210), (118, 36_480), (84, 19_340)),
                          "Calloway Grand": ((0, 0), (21, 7_860), (6, 1_720)),
                          "Brightmere Inn": ((0, 0), (6, 1_120), (142, 21_860)),
                          "Fennick Suites": ((0, 0), (0, 0), (38, 4_620))}}
# --- t18 Orrindale revenues (millions): 2019, 2018, 2017
T18 = {"Base management fees": [1_186, 1_142, 1_078], "Franchise fees": [1_942, 1_846, 1_698],
       "Incentive management fees": [612, 648, 604], "Contract investment amortization": [-68, -61, -55],
       "Owned, leased, and other revenue": [1_604, 1_652, 1_588],
       "Cost reimbursement revenue": [15_842, 15_204, 14_416]}
# --- t19 Orrindale RevPAR and occupancy by region: region -> systemwide (RevPAR 2019, 2018, occ 2019, 2018,
#     available room nights M), owned and leased (the same, or None: no comparable owned or leased hotels)
T19 = {"North America:": {"United States": ((124.86, 123.40, 75.6, 75.1, 71.4), (198.42, 194.10, 78.2, 77.5, 2.1)),
                          "Canada": ((118.32, 114.95, 72.4, 71.2, 5.2), (176.80, 170.35, 80.1, 78.4, 0.3)),
                          "Mexico and Caribbean": ((142.10, 136.84, 70.8, 69.5, 2.4), (231.60, 226.15, 74.3, 73.8, 0.4))},
       "International:": {"Europe": ((128.45, 126.90, 74.2, 73.9, 8.6), (214.20, 209.70, 79.4, 79.8, 0.9)),
                          "Middle East and Africa": ((96.70, 99.85, 66.8, 68.2, 3.3), None),
                          "Asia Pacific": ((104.30, 108.15, 71.5, 73.6, 9.1), (156.90, 162.40, 76.2, 78.9, 0.6))}}
# --- t20 Sorrelhurst comparable hotels: location -> chain scale -> (available room nights M,
#     occupancy 2018, ADR 2018, occupancy 2017, ADR 2017)
T20 = {"Urban": {"Upper upscale": (2.2, 83.1, 252.40, 82.6, 246.80), "Upscale": (0.9, 80.7, 214.90, 80.2, 210.30)},
       "Resort": {"Upper upscale": (1.0, 77.4, 331.20, 75.9, 322.10), "Upscale": (0.2, 73.8, 251.60, 71.7, 246.40)},
       "Suburban": {"Upper upscale": (0.7, 76.9, 178.60, 77.2, 176.90), "Upscale": (0.9, 72.8, 149.20, 73.1, 147.30)},
       "Airport": {"Upper upscale": (0.5, 82.6, 157.80, 81.9, 155.10), "Upscale": (0.4, 79.4, 137.40, 78.5, 135.00)}}
# --- t21 Sorrelhurst selected data: 2018 ... 2014 (2018 and 2017 comparable statistics come from t20)
T21 = {"rev": [3_412, 3_286, 3_104, 2_968, 2_842], "opinc": [512, 486, 448, 431, 402],
       "net": [318, 296, 274, 301, 246], "shares": [218.4, 219.6, 221.0, 222.3, 223.1],
       "dist": [0.92, 0.88, 0.84, 0.80, 0.76], "hotels": [48, 51, 53, 54, 52],
       "rooms": [24_120, 25_480, 26_310, 26_740, 25_890], "adj_ebitda_old": [868, 829],
       "revpar_old": [171.25, 168.90, 164.35], "occ_old": [79.4, 79.0, 78.6], "adr_old": [215.70, 213.80, 209.10]}
# --- t22 Sorrelhurst EBITDA reconciliation (printed without a scale): 2018, 2017, 2016
T22 = {"Interest expense": [142, 151, 158], "Income tax expense (benefit)": [8, -12, 6],
       "Depreciation and amortization": [386, 372, 361],
       "adj": [("Gain on sale of hotels, net", [-46, -18, 0]), ("Impairment losses", [0, 24, 12]),
               ("Acquisition and transaction costs", [3, 7, 11]),
               ("Non-cash share-based compensation", [14, 13, 12])]}
# --- t23 Harlingdale segments: 2019, 2018
T23 = {"Truckload:": {"rev": (1_284.6, 1_241.8), "tractors": (7_412, 7_286), "miles": (712.4, 704.8),
                      "empty": (12.8, 13.4), "haul": (642, 668)},
       "Dedicated:": {"rev": (1_046.2, 912.5), "tractors": (5_118, 4_602), "miles": (486.2, 441.0),
                      "empty": (19.6, 20.1), "haul": (214, 221)},
       "Intermodal:": {"rev": (412.8, 438.6), "loads": (198_420, 211_760), "containers": (9_860, 9_420)}}
# --- t24 Harlingdale revenue equipment: (units 2019, 2018, average age 2019, 2018)
T24 = {"Tractors:": [("Company-owned", 11_246, 10_812, 2.1, 2.3), ("Independent contractor", 1_412, 1_586, None, None)],
       "Trailers:": [("Dry van", 38_420, 37_150, 5.8, 5.6), ("Refrigerated", 6_210, 5_840, 3.9, 4.2),
                     ("Flatbed", 1_180, 1_220, 7.4, 6.9)],
       None: [("Intermodal containers", 9_980, 9_540, 6.2, 5.9)]}
# --- t25 Harlingdale operations (millions, one decimal): 2019, 2018 (revenue excluding fuel surcharge from t23)
T25 = {"Fuel surcharge": (402.8, 418.4),
       "expenses": [("Salaries, wages and benefits", 1_018.4, 962.7), ("Fuel and fuel taxes", 386.2, 412.9),
                    ("Purchased transportation", 512.6, 488.1), ("Operations and maintenance", 214.8, 205.3),
                    ("Insurance and claims", 142.6, 118.9), ("Operating taxes and licenses", 48.2, 46.1),
                    ("Communications and utilities", 21.4, 20.8), ("Depreciation and amortization", 318.5, 296.2),
                    ("Gain on sale of revenue equipment, net", -24.8, -31.6),
                    ("Miscellaneous operating expenses", 68.3, 63.4)]}
# --- t26 Marrowick loaded volumes (FFE) and average freight rates (USD per FFE) by trade: 2019, 2018
T26 = {"East–West:": [("Asia–Europe", 1_284_500, 1_242_180, 1_412, 1_386),
                      ("Transpacific", 1_106_240, 1_148_920, 1_846, 1_792),
                      ("Transatlantic", 412_380, 398_610, 2_104, 2_062)],
       "North–South:": [("Latin America", 842_150, 815_420, 1_968, 1_914), ("Africa", 318_460, 302_770, 2_214, 2_188),
                        ("Oceania", 196_820, 201_340, 1_642, 1_618)],
       "Intra-regional:": [("Intra-Asia", 624_310, 588_450, 742, 768), ("Intra-Europe", 212_640, 206_180, 856, 842)]}
# --- t27 Marrowick fleet by size band: (vessels 2019, 2018, capacity TEU 2019, 2018)
BANDS = ["Up to 2,999 TEU", "3,000–7,999 TEU", "8,000–13,999 TEU", "14,000 TEU and above"]
T27 = {"Owned vessels:": [(14, 16, 28_420, 32_610), (38, 36, 214_860, 203_340), (26, 24, 284_120, 261_980),
                          (12, 9, 206_460, 152_280)],
       "Chartered vessels:": [(22, 25, 41_350, 47_120), (41, 44, 226_780, 243_910), (18, 19, 192_640, 203_480),
                              (4, 4, 60_820, 60_820)]}
# --- t28 Marrowick segments (USD millions): revenue 2019, 2018, EBITDA 2019, 2018
T28 = [("Ocean", 12_846, 12_412, 1_612, 1_348), ("Terminals", 1_218, 1_146, 384, 352),
       ("Logistics and services", 2_106, 1_842, 148, 112),
       ("Unallocated activities and eliminations", -412, -386, -94, -88)]
# --- t29 Caskell fleet by partner: (CRJ200, CRJ700, CRJ900, E175, agreement type, expiration)
T29 = [(CASKELL_PARTNERS[0] + " (a)", 24, 18, 0, 42, "Capacity purchase", "2028"),
       (CASKELL_PARTNERS[1], 0, 12, 26, 20, "Capacity purchase", "2024"),
       (CASKELL_PARTNERS[2], 16, 0, 0, 0, "Prorate", "2021"),
       ("Unassigned (b)", 8, 2, 0, 0, "", "")]
# --- t30 Caskell operating statistics: contract type -> (block hours, departures, passengers, ASMs M, RPMs M)
#     as (2019, 2018); plus totals-only statistics
T30 = {"Capacity purchase:": {"block": (612_480, 588_120), "dep": (382_640, 371_210), "pax": (16_842_310, 16_215_480),
                              "asm": (12_418, 11_906), "rpm": (10_312, 9_846)},
       "Prorate:": {"block": (48_260, 52_110), "dep": (31_420, 34_080), "pax": (812_460, 884_920),
                    "asm": (612, 668), "rpm": (468, 503)},
       "totals_only": {"completion": (99.1, 98.6), "stage": (486, 478), "casm": (11.84, 11.62), "fleet": (168, 161)}}

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


@dataclass
class Col:
    key: str
    path: tuple                    # header texts from the top group to the leaf
    fmt: dict = field(default_factory=dict)     # defaults for the column (a row's fmt overrides them)
    force: dict = field(default_factory=dict)   # overrides a row's fmt (percent-change columns)
    align: str = "RIGHT"


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
        return f"a2-{self.key}.pdf"

    @property
    def company(self) -> str:
        return COMPANIES[self.company_key][0]

    @property
    def short(self) -> str:
        return COMPANIES[self.company_key][1]

    @property
    def year(self) -> int:
        return COMPANIES[self.company_key][2]

    @property
    def heading(self) -> str:
        return f"{self.company} — Annual Report {self.year} (extract)"

    @property
    def depth(self) -> int:
        return max(len(c.path) for c in self.cols)

    # ---------------------------------------------------------------- cells
    def col(self, key: str) -> Col:
        return next(c for c in self.cols if c.key == key)

    def find(self, label: str, under: str | None = None) -> Row:
        """The body row with this label (footnote markers may be left out) below the section ``under``."""
        hits = [r for r in self.rows if r.kind != "section" and label in (r.label, strip_markers(r.label))
                and (under is None or under in r.parents)]
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
        return f"{f['pre']}{s}{f['suf']}"

    def unit_scale(self, row: Row, key: str) -> tuple[str | None, float | None]:
        """The gold unit and scale of a cell, following the printed text as aitqa-dev's golds do (see the
        README). In this order:
        1. a percentage (a "%" in the cell, a "%" or "percent" in a column header, "(percent)" in the
           row label) is ("%", 1);
        2. a per-unit value in cents (a "¢" in the cell, or "cents" in the row's labels, the column's
           headers, the header corner or the caption) is ("USD", 0.01);
        3. otherwise the unit is "USD" when the cell prints "$", the column header is "$", or "USD" is
           stated for the cell (row labels, column headers, header corner, caption), and the scale is
           1e6 when "million" is stated for the cell (its row label, a section row above it, its
           column headers, the header corner or the caption), except for a per-unit row (per share,
           per day, counts) under a statement "(in millions, except ...)"."""
        c = self.col(key)
        raw = self.text(row, key)
        rows = [*row.parents, row.label]
        cols = list(c.path)
        table = [t for t in (self.stub, self.caption) if t]
        low = " ".join(rows + cols + table).lower()
        if "%" in raw or any("%" in t or "percent" in t.lower() for t in cols) or "(percent)" in row.label.lower():
            return "%", 1
        if "¢" in raw or "cents" in low:
            return "USD", 0.01
        stated_usd = any(re.search(r"\bUSD\b", t) for t in rows + cols + table)
        unit = "USD" if "$" in raw or (cols and cols[-1] == "$") or stated_usd else None
        scale = None
        for t in rows + cols + table:
            if "million" in t.lower() and not ("except" in t.lower() and row.per_unit):
                scale = 1e6
        return unit, scale

    def number_of(self, row: Row, key: str) -> float | None:
        """The number a cell prints (a text cell such as "5.250%" included)."""
        v = self.value(row, key)
        if v is not None:
            return v
        t = self.text(row, key)
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
def t01_data() -> dict:
    """Brackenholt: per commodity and subtotal, revenue and carloads for 2019 and 2018."""
    out = {"groups": {}, "total": None}
    tot = [0, 0, 0, 0]
    for sec, items in T01.items():
        sub = add(*[it[1:] for it in items])
        out["groups"][sec] = sub
        tot = add(tot, sub)
    out["total"] = tot
    return out


def t01() -> Doc:
    groups = [("r", "Freight Revenues (in millions)"), ("c", "Carloads (a)"), ("a", "Average Revenue per Car")]
    cols = []
    for k, g in groups:
        cols += [Col(f"{k}19", (g, "2019")), Col(f"{k}18", (g, "2018")), Col(f"{k}ch", (g, "% Change"), force=PCT_FORCE)]
    x = t01_data()

    def vals(rev19, rev18, c19, c18):
        a19, a18 = per_unit_dollars(rev19, c19), per_unit_dollars(rev18, c18)
        return [rev19, rev18, pchg(rev19, rev18), c19, c18, pchg(c19, c18), a19, a18, pchg(a19, a18)]
    dollars = {"r19": DOLLAR, "r18": DOLLAR, "a19": DOLLAR, "a18": DOLLAR}
    rows, first = [], True
    subtotal = {"Bulk:": "Total bulk", "Merchandise:": "Total merchandise", "Intermodal:": "Total intermodal"}
    for sec, items in T01.items():
        rows.append(S(sec))
        for name, *v in items:
            rows.append(I(name, vals(*v), cells=dollars if first else None))
            first = False
        rows.append(T(subtotal[sec], vals(*x["groups"][sec]), 1))
    rows.append(T("Total freight revenues", vals(*x["total"]), cells=dollars))
    return Doc(1, "brackenholt", "freight revenues, carloads and average revenue per car by commodity group",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "booktabs", "family": "DejaVu Sans", "paper": "Letter", "size": 8, "section_bold": True},
               caption="Freight Revenues, Carloads and Average Revenue per Car — 2019 Compared with 2018", wide=True,
               notes=["(a) Each intermodal container or trailer is counted as one unit."])


def t02_data() -> dict:
    x = t01_data()["total"]
    freight = [x[0], x[1]]
    other = list(T02["other_rev"])
    rev = add(freight, other)
    opex = add(*[(a, b) for _, a, b in T02["expenses"]])
    opinc = [a - b for a, b in zip(rev, opex)]
    ratio = [r(a / b * 100, 1) for a, b in zip(opex, rev)]
    return {"freight": freight, "other": other, "rev": rev, "opex": opex, "opinc": opinc, "ratio": ratio}


def t02() -> Doc:
    x = t02_data()
    cols = YEAR_COLS([2019, 2018]) + [Col("d", (CHANGE, "$")), Col("p", (CHANGE, "%"), force=PCT_FORCE)]

    def line(label, v, level=1, kind="item", **kw):
        return Row(label, [v[0], v[1], v[0] - v[1], pchg(v[0], v[1])], level, kind, kw)
    rows = [S("Operating revenues:"), line("Freight revenues", x["freight"], pre="$"),
            line("Other revenues", x["other"]), line("Total operating revenues", x["rev"], 1, "total"),
            S("Operating expenses:")]
    rows += [line(n, (a, b)) for n, a, b in T02["expenses"]]
    rows += [line("Total operating expenses", x["opex"], 1, "total"), line("Operating income", x["opinc"], 0, "total", pre="$"),
             I("Operating ratio (a)", [*x["ratio"], "", f"({abs(r(x['ratio'][0] - x['ratio'][1], 1))}) pts"], 0,
               dec=1, suf="%")]
    assert x["ratio"][0] < x["ratio"][1]
    return Doc(2, "brackenholt", "operating revenues and expenses with $ and % change, operating ratio",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "borderless", "family": "DejaVu Serif", "paper": "Letter", "size": 9},
               stub="(in millions, except percentages)", caption="Results of Operations",
               notes=["(a) Operating expenses divided by operating revenues."])


def t03() -> Doc:
    d = T03
    x1, x2 = t01_data()["total"], t02_data()
    cars = [x1[2], x1[3], d["cars_2017"]]
    freight = [*x2["freight"], d["freight_rev_2017"]]
    ratio = [*x2["ratio"], d["or_2017"]]
    cols = YEAR_COLS([2019, 2018, 2017]) + [Col("ch", (CHANGE, "2019 vs. 2018"), force=PCT_FORCE)]

    def line(label, v, dec=0, **kw):
        return I(label, [*v, pchg(v[0], v[1])], dec=dec, **kw)

    def pts(label, v, **kw):
        return I(label, [*v, r(v[0] - v[1], 1)], dec=1, suf="%", cells={"ch": {"suf": " pts"}}, **kw)
    rows = [S("Volume:"), line("Carloads and intermodal units", cars),
            line("Revenue ton-miles (millions)", d["rtm"]), line("Gross ton-miles (millions)", d["gtm"]),
            line("Average length of haul (miles)", d["haul"]),
            S("Service and productivity:"), line("Average train speed (miles per hour) (a)", d["speed"], 1),
            line("Average terminal dwell (hours) (b)", d["dwell"], 1), line("Average daily cars online", d["cars_online"]),
            line("Fuel consumption rate (c)", d["fuel_rate"], 3),
            line("Average number of employees", d["employees"]),
            S("Financial:"),
            line("Freight revenue per revenue ton-mile (cents)", [cents(a, b) for a, b in zip(freight, d["rtm"])], 2),
            pts("Operating ratio", ratio)]
    return Doc(3, "brackenholt", "key operating metrics: volume, service, productivity, operating ratio",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "zebra", "family": "DejaVu Sans Condensed", "paper": "A4", "size": 9},
               caption="Key Operating Metrics",
               notes=["(a) Train miles divided by hours from origin to destination, excluding local and work trains.",
                      "(b) Average time a car spends in a terminal between arrival and departure.",
                      "(c) Gallons of locomotive fuel consumed per 1,000 gross ton-miles."])


def t04() -> Doc:
    cols = [Col("2019", ("Actual", "2019")), Col("2018", ("Actual", "2018")), Col("2017", ("Actual", "2017")),
            Col("2020", ("Planned", "2020"))]
    rows, parts, first = [], [], True
    names = {"Roadway and track:": "Total roadway and track", "Equipment:": "Total equipment"}
    for sec, items in T04.items():
        if sec:
            rows.append(S(sec))
        for name, *v in items:
            rows.append(I(name, list(v), level=1 if sec else 0, **(DOLLAR if first else {})))
            first = False
        if sec:
            sub = add(*[v for _, *v in items])
            rows.append(T(names[sec], sub, 1))
        parts += [v for _, *v in items]
    rows.append(T("Total capital expenditures", add(*parts), pre="$"))
    return Doc(4, "brackenholt", "capital expenditures by category, actual and planned",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "grid", "family": "DejaVu Sans", "paper": "Letter", "size": 9},
               stub="(in millions)", caption="Capital Expenditures")


def t05() -> Doc:
    groups = [("r", "Revenues (in millions)"), ("v", "Volume (units)"), ("u", "Revenue per Unit")]
    cols = [Col(f"{k}{y}", (g, f"20{y}")) for k, g in groups for y in (18, 17)]

    def vals(a, b, c, d):
        return [a, b, c, d, per_unit_dollars(a, c), per_unit_dollars(b, d)]
    dollars = {"r18": DOLLAR, "r17": DOLLAR, "u18": DOLLAR, "u17": DOLLAR}
    rows, parts, first = [], [], True
    for sec, items in T05.items():
        rows.append(S(sec))
        for name, *v in items:
            rows.append(I(name, vals(*v), cells=dollars if first else None))
            first = False
        sub = add(*[v for _, *v in items])
        rows.append(T("Total " + sec.rstrip(":").lower(), vals(*sub), 1))
        parts.append(sub)
    rows.append(T("Total railway operating revenues", vals(*add(*parts)), cells=dollars))
    return Doc(5, "murrelgate", "railway operating revenues, volume and revenue per unit by market group",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "booktabs", "family": "DejaVu Serif", "paper": "A4", "size": 8.5, "section_bold": True},
               caption="Railway Operating Revenues by Market Group")


def t05_total() -> list:
    return add(*[v for items in T05.values() for _, *v in items])


def t06() -> Doc:
    d = T06
    total = t05_total()[0]
    rev = d["rev"] + [total - sum(d["rev"])]
    opinc = [a - b for a, b in zip(rev, d["opex"])]
    qs = ["March 31", "June 30", "September 30", "December 31"]
    cols = [Col(q, ("2018 Quarter Ended", q)) for q in qs] + [Col("fy", ("Full Year 2018",))]
    fy = lambda v: [*v, sum(v)]  # noqa: E731
    eps = [r(n / s, 2) for n, s in zip(d["net"], d["shares"])] + [r(sum(d["net"]) / (sum(d["shares"]) / 4), 2)]
    ratio = [r(e / v * 100, 1) for e, v in zip(fy(d["opex"]), fy(rev))]
    rows = [I("Railway operating revenues", fy(rev), 0, pre="$"), I("Railway operating expenses", fy(d["opex"]), 0),
            I("Income from railway operations", fy(opinc), 0), I("Net income", fy(d["net"]), 0, pre="$"),
            I("Diluted earnings per share", eps, 0, per_unit=True, pre="$", dec=2),
            I("Railway operating ratio", ratio, 0, dec=1, suf="%")]
    return Doc(6, "murrelgate", "quarterly financial data (unaudited), with the full year",
               "Item 8. Quarterly Financial Data (Unaudited)", cols, rows,
               {"style": "zebra", "family": "DejaVu Sans", "paper": "Letter", "size": 9},
               stub="(in millions, except per share amounts and percentages)")


def t07() -> Doc:
    cols = [Col("own", ("December 31, 2018", "Owned")), Col("lease", ("December 31, 2018", "Leased")),
            Col("tot", ("December 31, 2018", "Total")), Col("tot17", ("December 31, 2017", "Total")),
            Col("age", ("Average Age (years) (a)",), fmt={"dec": 1})]
    rows, grand = [], {}
    names = {"Locomotives:": "Total locomotives", "Freight cars:": "Total freight cars"}
    for sec, items in T07.items():
        rows.append(S(sec))
        for name, own, lease, t17, age in items:
            rows.append(I(name, [own, lease, own + lease, t17, age]))
        units = [own + lease for _, own, lease, _, _ in items]
        sub = add(*[(o, l, o + l, t) for _, o, l, t, _ in items])
        avg = weighted([it[4] for it in items], units, 1)
        rows.append(T(names[sec], [*sub, avg], 1))
    return Doc(7, "murrelgate", "locomotive and freight car fleet: owned, leased, totals, average age",
               "Item 2. Properties", cols, rows,
               {"style": "grid", "family": "DejaVu Serif", "paper": "A4", "size": 9},
               stub="Equipment", caption="Equipment in Service",
               notes=["(a) Weighted by the number of units at December 31, 2018."])


def t08() -> Doc:
    periods = ["2019", "2020–2021", "2022–2023", "2024 and Thereafter"]
    cols = [Col("total", ("Total",))] + [Col(p, ("Payments Due by Period", p)) for p in periods]
    rows = [I(n, [sum(v), *v], 0, **(DOLLAR if i == 0 else {})) for i, (n, v) in enumerate(T08)]
    tot = add(*[v for _, v in T08])
    rows.append(T("Total contractual obligations", [sum(tot), *tot], pre="$"))
    return Doc(8, "murrelgate", "contractual obligations by period due", "Item 7. Management's Discussion and Analysis",
               cols, rows, {"style": "borderless", "family": "DejaVu Sans Condensed", "paper": "Letter", "size": 9},
               stub="(in millions)", caption="Contractual Obligations at December 31, 2018",
               notes=["(a) Excludes unamortized discounts and debt issuance costs.",
                      "(b) Locomotive overhauls, freight car purchases and information technology services.",
                      "(c) Primarily personal injury and environmental liabilities."])


def t09() -> Doc:
    d = T09
    occ = [r(a / b * 100, 1) for a, b in zip(d["pcd"], d["apcd"])]
    per_ton = [per_unit_dollars(f, t) for f, t in zip(d["fuel"], d["tons"])]
    rows = [S("Passenger and Capacity Data:"), I("Passengers carried", d["pax"]), I("Passenger cruise days", d["pcd"]),
            I("APCD (a)", d["apcd"]), I("Occupancy (b)", occ, dec=1, suf="%"),
            S("Fuel Data:"), I("Fuel consumption (metric tons)", d["tons"]),
            I("Fuel expenses (in millions)", d["fuel"], pre="$"),
            I("Fuel cost per metric ton consumed", per_ton, pre="$"),
            S("Fleet Data:"), I("Ships operated at end of period", d["ships"]),
            I("Berths at end of period", d["berths"])]
    return Doc(9, "aurelind", "selected statistical data, five years: passengers, PCDs, APCD, occupancy, fuel, fleet",
               "Item 6. Selected Financial Data", YEAR_COLS([2019, 2018, 2017, 2016, 2015]), rows,
               {"style": "booktabs", "family": "DejaVu Sans", "paper": "Letter", "size": 8.5, "section_bold": True},
               caption="Selected Statistical Data",
               notes=["(a) Available passenger cruise days: double occupancy per cabin multiplied by the days of each "
                      "cruise.",
                      "(b) Passenger cruise days divided by APCD; above 100% when three or more passengers occupy a "
                      "cabin."])


def t10_data() -> dict:
    d = T10
    total = add(d["ticket"], d["onboard"])
    net = [a - b - c for a, b, c in zip(total, d["commissions"], d["onboard_exp"])]
    apcd = [T09["apcd"][0], T09["apcd"][0], T09["apcd"][1]]
    return {"total": total, "net": net, "apcd": apcd,
            "gross_y": [r(a * 1e6 / b, 2) for a, b in zip(total, apcd)],
            "net_y": [r(a * 1e6 / b, 2) for a, b in zip(net, apcd)]}


def t10() -> Doc:
    d, x = T10, t10_data()
    cols = [Col("2019", ("Year Ended December 31,", "2019")),
            Col("cc", ("Year Ended December 31,", "2019 On a Constant Currency Basis")),
            Col("2018", ("Year Ended December 31,", "2018"))]
    rows = [I("Passenger ticket revenues", d["ticket"], 0, pre="$"), I("Onboard and other revenues", d["onboard"], 0),
            T("Total revenues", x["total"], pre="$"), S("Less:"),
            I("Cruise operating expenses — commissions, transportation and other", d["commissions"]),
            I("Cruise operating expenses — onboard and other", d["onboard_exp"]),
            T("Net Revenues", x["net"], pre="$"), I("APCD", x["apcd"], 0, per_unit=True),
            I("Gross Yields", x["gross_y"], 0, per_unit=True, pre="$", dec=2),
            I("Net Yields (a)", x["net_y"], 0, per_unit=True, pre="$", dec=2)]
    return Doc(10, "aurelind", "gross and net yields, reported and on a constant currency basis",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "grid", "family": "DejaVu Sans Condensed", "paper": "Letter", "size": 9},
               stub="(in millions, except APCD and Yields)", caption="Gross and Net Yields",
               notes=["(a) Net Revenues divided by APCD; a non-GAAP measure."])


def t11() -> Doc:
    cols = [Col("s_in", ("Ships", "In Service")), Col("s_ord", ("Ships", "On Order")),
            Col("b_in", ("Berths", "In Service")), Col("b_ord", ("Berths", "On Order")),
            Col("mkt", ("Primary Markets",), align="LEFT")]
    rows = [I(n, [a, b, c, d, m], 0) for n, a, b, c, d, m in T11]
    tot = add(*[x[1:5] for x in T11])
    assert tot[0] == T09["ships"][0] and tot[2] == T09["berths"][0]
    rows.append(T("Total", [*tot, ""]))
    return Doc(11, "aurelind", "fleet by brand: ships and berths in service and on order, primary markets",
               "Item 1. Business", cols, rows,
               {"style": "zebra", "family": "DejaVu Serif", "paper": "A4", "size": 9},
               stub="Brand", caption="Our Brands and Fleet as of December 31, 2019",
               notes=["(a) Includes two ships chartered from third parties.",
                      "(b) Operated through a joint venture in which Aurelind holds a 50% interest."])


def t12() -> Doc:
    x = t10_data()
    rev = [x["total"][0], x["total"][2]]
    cruise = [("Commissions, transportation and other", (T10["commissions"][0], T10["commissions"][2])),
              ("Onboard and other", (T10["onboard_exp"][0], T10["onboard_exp"][2])),
              ("Payroll and related", T12["Payroll and related"]), ("Food", T12["Food"]),
              ("Fuel", (T09["fuel"][0], T09["fuel"][1])), ("Other operating", T12["Other operating"])]
    cols = [Col("a19", ("2019", "Amount")), Col("s19", ("2019", "% of Total Revenues"), force=PCT_FORCE),
            Col("a18", ("2018", "Amount")), Col("s18", ("2018", "% of Total Revenues"), force=PCT_FORCE)]

    def line(label, v, level=1, kind="item", **kw):
        return Row(label, [v[0], r(v[0] / rev[0] * 100, 1), v[1], r(v[1] / rev[1] * 100, 1)], level, kind, kw)
    sub = add(*[v for _, v in cruise])
    opinc = [a - b - c - e for a, b, c, e in zip(rev, sub, T12["msa"], T12["dep"])]
    rows = [line("Total revenues", rev, 0, pre="$"), S("Cruise operating expenses:")]
    rows += [line(n, v) for n, v in cruise]
    rows += [line("Total cruise operating expenses", sub, 1, "total"),
             line("Marketing, selling and administrative expenses", T12["msa"], 0),
             line("Depreciation and amortization expenses", T12["dep"], 0),
             line("Operating income", opinc, 0, "total", pre="$")]
    return Doc(12, "aurelind", "operating expenses as amount and % of total revenues",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "borderless", "family": "DejaVu Sans", "paper": "A4", "size": 9, "section_bold": True},
               stub="(in millions)")


def t13() -> Doc:
    cols = [Col("a18", ("Available Lower Berth Days (millions)", "2018")),
            Col("a17", ("Available Lower Berth Days (millions)", "2017")),
            Col("s18", ("% of Total", "2018"), force=PCT_FORCE), Col("s17", ("% of Total", "2017"), force=PCT_FORCE)]
    allv = [v for items in T13.values() for _, *v in items]
    total = addr(1, *allv)

    def vals(a, b):
        return [a, b, r(a / total[0] * 100, 1), r(b / total[1] * 100, 1)]
    rows = []
    for sec, items in T13.items():
        if sec:
            rows.append(S(sec))
        for n, a, b in items:
            rows.append(I(n, vals(a, b), level=1 if sec else 0))
        if sec:
            rows.append(T("Total " + sec.rstrip(":"), vals(*addr(1, *[v for _, *v in items])), 1))
    rows.append(T("Total", [*total, 100.0, 100.0]))
    return Doc(13, "saltmere", "capacity deployment by region: ALBDs and % of total",
               "Item 1. Business", cols, rows,
               {"style": "zebra", "family": "DejaVu Sans", "paper": "Letter", "size": 9},
               stub="Region", caption="Capacity Deployment — Fiscal Years Ended November 30", fmt={"dec": 1})


def t14() -> Doc:
    d = T14
    qs = ["February 28", "May 31", "August 31", "November 30"]
    cols = [Col(q, ("Fiscal 2018 — Three Months Ended", q)) for q in qs]
    rows = [I("Revenues (in millions)", d["rev"], 0, pre="$"), I("Operating income (in millions)", d["opinc"], 0),
            I("Net income (in millions)", d["net"], 0), I("Earnings per share — diluted", d["eps"], 0, pre="$", dec=2),
            I("Passengers carried", d["pax"], 0), I("Occupancy percentage (a)", d["occ"], 0, dec=1, suf="%"),
            I("Fuel consumption (metric tons)", d["tons"], 0),
            I("Fuel cost per metric ton consumed", d["cost"], 0, pre="$")]
    return Doc(14, "saltmere", "quarterly financial and statistical data, fiscal 2018",
               "Item 8. Selected Quarterly Financial Data (Unaudited)", cols, rows,
               {"style": "booktabs", "family": "DejaVu Serif", "paper": "Letter", "size": 9},
               notes=["(a) Passenger cruise days divided by available lower berth days."])


def t15() -> Doc:
    groups = [("sl", SALTMERE_BRANDS[0]), ("hc", SALTMERE_BRANDS[1]), ("tot", "Total")]
    cols = [Col(f"{k}_{m[0]}", (g, m)) for k, g in groups for m in ("Ships", "Berths")]
    cols.append(Col("cost", ("Estimated Total Cost (in millions)",)))
    rows, allv = [], []
    for i, (year, a, b, cost) in enumerate(T15):
        v = [a[0], a[1], b[0], b[1], a[0] + b[0], a[1] + b[1], cost]
        rows.append(I(year, v, 0, cells={"cost": DOLLAR} if i == 0 else {}))
        allv.append(v)
    rows.append(T("Total", add(*allv), cells={"cost": DOLLAR}))
    return Doc(15, "saltmere", "ship delivery schedule by brand: ships, berths, estimated cost",
               "Item 2. Properties", cols, rows,
               {"style": "grid", "family": "DejaVu Sans", "paper": "A4", "size": 9},
               stub="Expected Delivery", caption="Ships Under Contract for Construction as of November 30, 2018")


def hotel_stats(items: list[tuple]) -> tuple:
    """(occupancy 2019, 2018, ADR 2019, 2018, weight) of a group of brands: occupancy weighted by
    available room nights, ADR by occupied room nights."""
    out = []
    for i in (0, 1):
        w = [it[4] for it in items]
        occ = [it[i] for it in items]
        adr = [it[2 + i] for it in items]
        occupied = [o * x for o, x in zip(occ, w)]
        out.append((r(sum(occupied) / sum(w), 1), r(sum(a * o for a, o in zip(adr, occupied)) / sum(occupied), 2)))
    return out[0][0], out[1][0], out[0][1], out[1][1], sum(it[4] for it in items)


def t16() -> Doc:
    cols = [Col("rp", ("RevPAR", "2019"), fmt={"pre": "$", "dec": 2}),
            Col("rp_ch", ("RevPAR", "Change vs. 2018"), force=PCT_FORCE),
            Col("oc", ("Occupancy", "2019"), fmt={"dec": 1, "suf": "%"}),
            Col("oc_ch", ("Occupancy", "Change vs. 2018"), force={"dec": 1, "suf": " pts", "pre": ""}),
            Col("adr", ("Average Daily Rate", "2019"), fmt={"pre": "$", "dec": 2}),
            Col("adr_ch", ("Average Daily Rate", "Change vs. 2018"), force=PCT_FORCE)]

    def vals(o19, o18, a19, a18, _w=None):
        rp19, rp18 = r(o19 * a19 / 100, 2), r(o18 * a18 / 100, 2)
        return [rp19, pchg(rp19, rp18), o19, r(o19 - o18, 1), a19, pchg(a19, a18)]
    rows, every = [], []
    for seg, brands in ORRINDALE_BRANDS.items():
        rows.append(S(seg))
        items = [T16[b] for b in brands]
        rows += [I(b, vals(*T16[b])) for b in brands]
        rows.append(T(f"Total {seg.lower()}", vals(*hotel_stats(items)), 1))
        every += items
    rows.append(T("Total comparable systemwide", vals(*hotel_stats(every))))
    return Doc(16, "orrindale", "comparable systemwide RevPAR, occupancy and ADR by brand and tier",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "zebra", "family": "DejaVu Sans Condensed", "paper": "Letter", "size": 9, "section_bold": True},
               stub="Brand", caption="Comparable Systemwide Hotel Statistics — 2019 Compared with 2018",
               notes=["Occupancy changes are stated in percentage points."])


def t17() -> Doc:
    groups = ["Owned or Leased", "Managed", "Franchised", "Total"]
    cols = [Col(f"{g} {m}", (g, m)) for g in groups for m in ("Properties", "Rooms")]

    def vals(t):
        flat = [x for pair in t for x in pair]
        return [*flat, sum(t[i][0] for i in range(3)), sum(t[i][1] for i in range(3))]
    rows, parts = [], []
    for sec, brands in T17.items():
        rows.append(S(sec))
        vs = [vals(t) for t in brands.values()]
        rows += [I(b, v) for b, v in zip(brands, vs)]
        sub = add(*vs)
        rows.append(T("Total " + ("U.S. and Canada" if sec.startswith("U.S.") else "international"), sub, 1))
        parts.append(sub)
    rows.append(T("Total systemwide", add(*parts)))
    return Doc(17, "orrindale", "properties and rooms by brand, region and ownership type",
               "Item 2. Properties", cols, rows,
               {"style": "grid", "family": "DejaVu Sans Condensed", "paper": "Letter", "size": 8.5},
               stub="Brand", caption="Hotel Portfolio as of December 31, 2019", wide=True)


def t18() -> Doc:
    d = T18
    gross = add(d["Base management fees"], d["Franchise fees"], d["Incentive management fees"])
    net = add(gross, d["Contract investment amortization"])
    total = add(net, d["Owned, leased, and other revenue"], d["Cost reimbursement revenue"])
    cols = YEAR_COLS([2019, 2018, 2017]) + [Col("amt", (CHANGE + " 2019 vs. 2018", "Amount")),
                                            Col("pct", (CHANGE + " 2019 vs. 2018", "%"), force=PCT_FORCE)]

    def line(label, v, kind="item", **kw):
        return Row(label, [*v, v[0] - v[1], pchg(v[0], v[1])], 0, kind, kw)
    rows = [line("Base management fees", d["Base management fees"], pre="$"), line("Franchise fees", d["Franchise fees"]),
            line("Incentive management fees", d["Incentive management fees"]), line("Gross fee revenues", gross, "total"),
            line("Contract investment amortization", d["Contract investment amortization"]),
            line("Net fee revenues", net, "total"),
            line("Owned, leased, and other revenue", d["Owned, leased, and other revenue"]),
            line("Cost reimbursement revenue", d["Cost reimbursement revenue"]),
            line("Total revenues", total, "total", pre="$")]
    return Doc(18, "orrindale", "revenues by type, three years, with amount and % change",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "booktabs", "family": "DejaVu Serif", "paper": "A4", "size": 9},
               stub="(in millions)", caption="Revenues")


def region_stats(items: list) -> tuple:
    """(RevPAR 2019, 2018, occupancy 2019, 2018, weight) of regions, weighted by available room nights."""
    items = [x for x in items if x]
    w = [x[4] for x in items]
    return (weighted([x[0] for x in items], w, 2), weighted([x[1] for x in items], w, 2),
            weighted([x[2] for x in items], w, 1), weighted([x[3] for x in items], w, 1), sum(w))


def t19() -> Doc:
    groups = [("sys", "Comparable Systemwide Hotels"), ("own", "Comparable Owned and Leased Hotels")]
    cols = []
    for k, g in groups:
        cols += [Col(f"{k}_rp", (g, "RevPAR", "2019"), fmt={"pre": "$", "dec": 2}),
                 Col(f"{k}_rp_ch", (g, "RevPAR", "Change vs. 2018"), force=PCT_FORCE),
                 Col(f"{k}_oc", (g, "Occupancy", "2019"), fmt={"dec": 1, "suf": "%"}),
                 Col(f"{k}_oc_ch", (g, "Occupancy", "Change vs. 2018"), force={"dec": 1, "suf": " pts", "pre": ""})]

    def part(s):
        if s is None:
            return [None, None, None, None]
        return [s[0], pchg(s[0], s[1]), s[2], r(s[2] - s[3], 1)]

    def vals(sys_, own):
        return part(sys_) + part(own)
    rows, every_s, every_o = [], [], []
    for sec, regions in T19.items():
        rows.append(S(sec))
        rows += [I(n, vals(*v)) for n, v in regions.items()]
        s_items, o_items = [v[0] for v in regions.values()], [v[1] for v in regions.values()]
        rows.append(T("Total " + ("North America" if sec.startswith("North") else "international"),
                      vals(region_stats(s_items), region_stats(o_items)), 1))
        every_s += s_items
        every_o += o_items
    rows.append(T("Worldwide", vals(region_stats(every_s), region_stats(every_o))))
    return Doc(19, "orrindale", "comparable RevPAR and occupancy by region, systemwide and owned/leased (3 header rows)",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "borderless", "family": "DejaVu Sans", "paper": "Letter", "size": 8.5},
               stub="Region", caption="Comparable Hotel Statistics by Region — 2019", wide=True,
               notes=["Occupancy changes are stated in percentage points. “—” indicates no comparable owned or "
                      "leased hotels in the region."])


def lodging_stats(cells: list[tuple]) -> list:
    """(occupancy 2018, ADR 2018, RevPAR 2018, occupancy 2017, ADR 2017, RevPAR 2017) of a group of
    (available room nights, occ 2018, ADR 2018, occ 2017, ADR 2017) cells."""
    out = []
    for i in (0, 1):
        w = sum(c[0] for c in cells)
        occupied = [c[0] * c[1 + 2 * i] / 100 for c in cells]
        rev = sum(o * c[2 + 2 * i] for o, c in zip(occupied, cells))
        out += [r(sum(occupied) / w * 100, 1), r(rev / sum(occupied), 2), r(rev / w, 2)]
    return out


def t20_rows() -> list[tuple[str, str, list]]:
    """(section, label, the six statistics) of Sorrelhurst's comparable hotels."""
    out = [("By location:", loc, lodging_stats(list(T20[loc].values()))) for loc in T20]
    scales = list(next(iter(T20.values())))
    out += [("By chain scale:", s, lodging_stats([T20[loc][s] for loc in T20])) for s in scales]
    out.append((None, "All comparable hotels (a)", lodging_stats([c for loc in T20.values() for c in loc.values()])))
    return out


def t20() -> Doc:
    cols = []
    for y in ("2018", "2017"):
        cols += [Col(f"oc{y}", (y, "Occupancy"), fmt={"dec": 1, "suf": "%"}),
                 Col(f"adr{y}", (y, "Average Daily Rate"), fmt={"pre": "$", "dec": 2}),
                 Col(f"rp{y}", (y, "RevPAR"), fmt={"pre": "$", "dec": 2})]
    cols.append(Col("ch", ("Change in RevPAR",), force=PCT_FORCE))
    rows, seen = [], set()
    for sec, label, v in t20_rows():
        if sec and sec not in seen:
            rows.append(S(sec))
            seen.add(sec)
        rows.append((I if sec else T)(label, [*v, pchg(v[2], v[5])], **({} if sec else {"level": 0})))
    return Doc(20, "sorrelhurst", "comparable hotel statistics by location and chain scale, 2018 and 2017",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "grid", "family": "DejaVu Serif", "paper": "Letter", "size": 8.5},
               caption="Comparable Hotel Operating Statistics",
               notes=["(a) The 41 hotels owned throughout both years, excluding hotels under major renovation."])


def t22_data() -> dict:
    d = T22
    net = T21["net"][:3]
    ebitda = add(net, d["Interest expense"], d["Income tax expense (benefit)"], d["Depreciation and amortization"])
    adj = add(ebitda, *[v for _, v in d["adj"]])
    return {"net": net, "ebitda": ebitda, "adj": adj}


def t21() -> Doc:
    d = T21
    allc = t20_rows()[-1][2]
    eps = [r(n / s, 2) for n, s in zip(d["net"], d["shares"])]
    rows = [S("Statement of Operations Data (in millions, except per share data):"),
            I("Total revenues", d["rev"], pre="$"), I("Operating income", d["opinc"]),
            I("Net income", d["net"], pre="$"), I("Diluted earnings per share", eps, per_unit=True, pre="$", dec=2),
            I("Distributions declared per share", d["dist"], per_unit=True, pre="$", dec=2),
            S("Other Data:"), I("Adjusted EBITDA (in millions) (a)", t22_data()["adj"] + d["adj_ebitda_old"], pre="$"),
            I("Number of hotels at year end", d["hotels"]), I("Number of rooms at year end", d["rooms"]),
            I("Comparable RevPAR (b)", [allc[2], allc[5], *d["revpar_old"]], pre="$", dec=2),
            I("Comparable occupancy (b)", [allc[0], allc[3], *d["occ_old"]], dec=1, suf="%"),
            I("Comparable average daily rate (b)", [allc[1], allc[4], *d["adr_old"]], pre="$", dec=2)]
    return Doc(21, "sorrelhurst", "selected financial and other data, five years", "Item 6. Selected Financial Data",
               YEAR_COLS([2018, 2017, 2016, 2015, 2014]), rows,
               {"style": "booktabs", "family": "DejaVu Sans", "paper": "Letter", "size": 8.5, "section_bold": True},
               notes=["(a) A non-GAAP measure; see the reconciliation to net income in Item 7.",
                      "(b) For the hotels that were comparable in each year as reported; earlier years are not "
                      "restated."])


def t22() -> Doc:
    d, x = T22, t22_data()
    rows = [I("Net income", x["net"], 0, pre="$")]
    rows += [I(k, d[k], 0) for k in ("Interest expense", "Income tax expense (benefit)", "Depreciation and amortization")]
    rows += [T("EBITDA", x["ebitda"], pre="$"), S("Adjustments:")]
    rows += [I(n, v) for n, v in d["adj"]]
    rows.append(T("Adjusted EBITDA", x["adj"], pre="$"))
    return Doc(22, "sorrelhurst", "reconciliation of net income to EBITDA and Adjusted EBITDA (no scale printed)",
               "Item 7. Management's Discussion and Analysis", YEAR_COLS([2018, 2017, 2016]), rows,
               {"style": "borderless", "family": "DejaVu Serif", "paper": "A4", "size": 9},
               caption="Reconciliation of Net Income to EBITDA and Adjusted EBITDA")


def t23_data() -> dict:
    out = {}
    for sec, v in T23.items():
        if "tractors" in v:
            out[sec] = {"per_tractor": [r(a * 1e6 / t / 52, 0) for a, t in zip(v["rev"], v["tractors"])]}
        else:
            out[sec] = {"per_load": [per_unit_dollars(a, n) for a, n in zip(v["rev"], v["loads"])]}
    out["rev_total"] = addr(1, *[v["rev"] for v in T23.values()])
    return out


def t23() -> Doc:
    cols = YEAR_COLS([2019, 2018]) + [Col("ch", ("% Change",), force=PCT_FORCE)]
    x = t23_data()

    def line(label, v, dec=0, **kw):
        return I(label, [*v, pchg(v[0], v[1])], dec=dec, **kw)
    rows, first = [], True
    for sec, v in T23.items():
        rows.append(S(sec))
        rows.append(line("Revenue, excluding fuel surcharge (in millions)", v["rev"], 1, **(DOLLAR if first else {})))
        first = False
        if "tractors" in v:
            rows += [line("Average tractors in service", v["tractors"]),
                     line("Average revenue per tractor per week (a)", x[sec]["per_tractor"], pre="$"),
                     line("Total miles (millions)", v["miles"], 1),
                     I("Empty mile percentage", [*v["empty"], r(v["empty"][0] - v["empty"][1], 1)], dec=1, suf="%",
                       cells={"ch": {"suf": " pts"}}),
                     line("Average length of haul (miles)", v["haul"])]
        else:
            rows += [line("Loads", v["loads"]), line("Average revenue per load", x[sec]["per_load"], pre="$"),
                     line("Average containers", v["containers"])]
    return Doc(23, "harlingdale", "segment operating statistics: truckload, dedicated, intermodal (repeated labels)",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "zebra", "family": "DejaVu Sans", "paper": "Letter", "size": 9, "section_bold": True},
               caption="Operating Statistics by Segment",
               notes=["(a) Revenue, excluding fuel surcharge, divided by average tractors in service and by 52 weeks."])


def t24() -> Doc:
    cols = [Col("n19", ("Number of Units at December 31,", "2019")), Col("n18", ("Number of Units at December 31,", "2018")),
            Col("g19", ("Average Age (years)", "2019"), fmt={"dec": 1}),
            Col("g18", ("Average Age (years)", "2018"), fmt={"dec": 1})]
    rows = []
    names = {"Tractors:": "Total tractors", "Trailers:": "Total trailers"}
    for sec, items in T24.items():
        if sec:
            rows.append(S(sec))
        rows += [I(n, [a, b, c, d], level=1 if sec else 0) for n, a, b, c, d in items]
        if sec:
            units = add(*[(a, b) for _, a, b, _, _ in items])
            if all(it[3] is not None for it in items):
                ages = [weighted([it[3 + i] for it in items], [it[1 + i] for it in items], 1) for i in (0, 1)]
            else:
                ages = ["", ""]
            rows.append(T(names[sec], [*units, *ages], 1))
    return Doc(24, "harlingdale", "revenue equipment: units and average age", "Item 2. Properties", cols, rows,
               {"style": "grid", "family": "DejaVu Sans", "paper": "A4", "size": 9},
               stub="Revenue Equipment", caption="Revenue Equipment",
               notes=["Average ages are not tracked for tractors provided by independent contractors."])


def t25() -> Doc:
    d = T25
    rev_x = t23_data()["rev_total"]
    rev = addr(1, rev_x, d["Fuel surcharge"])
    opex = addr(1, *[(a, b) for _, a, b in d["expenses"]])
    opinc = [r(a - b, 1) for a, b in zip(rev, opex)]
    ratio = [r(a / b * 100, 1) for a, b in zip(opex, rev)]
    cols = YEAR_COLS([2019, 2018]) + [Col("d", (CHANGE, "$")), Col("p", (CHANGE, "%"), force=PCT_FORCE)]

    def line(label, v, level=1, kind="item", **kw):
        return Row(label, [v[0], v[1], r(v[0] - v[1], 1), pchg(v[0], v[1])], level, kind, {"dec": 1, **kw})
    rows = [S("Operating revenues:"), line("Revenue, excluding fuel surcharge", rev_x, pre="$"),
            line("Fuel surcharge", d["Fuel surcharge"]), line("Total operating revenues", rev, 1, "total"),
            S("Operating expenses:")]
    rows += [line(n, (a, b)) for n, a, b in d["expenses"]]
    rows += [line("Total operating expenses", opex, 1, "total"), line("Operating income", opinc, 0, "total", pre="$"),
             I("Operating ratio (a)", [*ratio, "", ""], 0, dec=1, suf="%")]
    return Doc(25, "harlingdale", "consolidated operating results with $ and % change, operating ratio",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "booktabs", "family": "DejaVu Sans Condensed", "paper": "Letter", "size": 9},
               stub="(in millions, except percentages)", caption="Consolidated Results of Operations",
               notes=["(a) Total operating expenses as a percentage of total operating revenues."])


def trade_stats(items: list) -> list:
    """(volume 2019, 2018, rate 2019, 2018) of trades: rates weighted by volume."""
    v19, v18 = sum(x[0] for x in items), sum(x[1] for x in items)
    return [v19, v18, r(sum(x[0] * x[2] for x in items) / v19, 0), r(sum(x[1] * x[3] for x in items) / v18, 0)]


def t26() -> Doc:
    cols = [Col("v19", ("Loaded Volumes (FFE)", "2019")), Col("v18", ("Loaded Volumes (FFE)", "2018")),
            Col("vch", ("Loaded Volumes (FFE)", "Change"), force=PCT_FORCE),
            Col("f19", ("Average Freight Rate (USD per FFE)", "2019")),
            Col("f18", ("Average Freight Rate (USD per FFE)", "2018")),
            Col("fch", ("Average Freight Rate (USD per FFE)", "Change"), force=PCT_FORCE)]

    def vals(a, b, c, d):
        return [a, b, pchg(a, b), c, d, pchg(c, d)]
    rows, every = [], []
    for sec, items in T26.items():
        rows.append(S(sec))
        rows += [I(n, vals(*v)) for n, *v in items]
        rows.append(T("Total " + sec.rstrip(":").replace("Intra", "intra"), vals(*trade_stats([v for _, *v in items])), 1))
        every += [v for _, *v in items]
    rows.append(T("Total", vals(*trade_stats(every))))
    return Doc(26, "marrowick", "loaded volumes and average freight rates by trade", "Item 7. Management's Discussion and "
               "Analysis", cols, rows,
               {"style": "borderless", "family": "DejaVu Sans", "paper": "A4", "size": 8.5, "section_bold": True},
               stub="Trade", caption="Ocean Segment — Volumes and Freight Rates by Trade",
               notes=["FFE: forty-foot equivalent unit. Freight rates exclude bunker surcharges."])


def t27() -> Doc:
    cols = [Col("n19", ("Number of Vessels", "2019")), Col("n18", ("Number of Vessels", "2018")),
            Col("c19", ("Capacity (TEU)", "2019")), Col("c18", ("Capacity (TEU)", "2018"))]
    rows, parts = [], []
    names = {"Owned vessels:": "Total owned", "Chartered vessels:": "Total chartered"}
    for sec, bands in T27.items():
        rows.append(S(sec))
        rows += [I(b, list(v)) for b, v in zip(BANDS, bands)]
        sub = add(*bands)
        rows.append(T(names[sec], sub, 1))
        parts.append(sub)
    rows.append(T("Total fleet", add(*parts)))
    return Doc(27, "marrowick", "container vessel fleet by size band, owned and chartered (repeated labels)",
               "Item 2. Properties", cols, rows,
               {"style": "zebra", "family": "DejaVu Serif", "paper": "Letter", "size": 9, "section_bold": True},
               stub="Vessel Size", caption="Container Vessel Fleet at December 31")


def t28() -> Doc:
    cols = [Col("r19", ("Revenue", "2019")), Col("r18", ("Revenue", "2018")), Col("e19", ("EBITDA", "2019")),
            Col("e18", ("EBITDA", "2018")), Col("m19", ("EBITDA Margin", "2019"), force=PCT_FORCE),
            Col("m18", ("EBITDA Margin", "2018"), force=PCT_FORCE)]

    def vals(a, b, c, d, nm=False):
        return [a, b, c, d, "NM" if nm else r(c / a * 100, 1), "NM" if nm else r(d / b * 100, 1)]
    rows = [I(n, vals(*v, nm=v[0] < 0), 0) for n, *v in T28]
    rows.append(T("Total", vals(*add(*[v for _, *v in T28]))))
    return Doc(28, "marrowick", "segment revenue, EBITDA and EBITDA margin (USD millions in the caption)",
               "Item 8. Financial Statements — Segment Information", cols, rows,
               {"style": "grid", "family": "DejaVu Sans Condensed", "paper": "A4", "size": 9},
               stub="Segment", caption="Segment Information (USD millions)",
               notes=["NM: not meaningful."])


def t29() -> Doc:
    types = ["CRJ200", "CRJ700", "CRJ900", "E175"]
    cols = [Col(t, ("Aircraft Type", t)) for t in types] + [
        Col("total", ("Total",)), Col("kind", ("Agreement Type",), align="LEFT"),
        Col("exp", ("Agreement Expiration",), align="CENTER")]
    rows = [I(n, [a, b, c, d, a + b + c + d, k, e], 0) for n, a, b, c, d, k, e in T29]
    rows.append(T("Total", [*add(*[x.vals[:5] for x in rows]), "", ""]))
    assert rows[-1].vals[4] == T30["totals_only"]["fleet"][0]
    return Doc(29, "caskell", "fleet by major partner and aircraft type, agreement type and expiration",
               "Item 1. Business", cols, rows,
               {"style": "zebra", "family": "DejaVu Sans", "paper": "Letter", "size": 9},
               stub="Major Partner", caption="Fleet by Major Partner as of December 31, 2019",
               notes=["(a) Includes 12 CRJ700 aircraft leased from Corvane Airlines.",
                      "(b) Spare aircraft and aircraft in transition between partners."])


def t30() -> Doc:
    cols = [Col("2019", ("2019",)), Col("2018", ("2018",)), Col("ch", ("% Change",), force=PCT_FORCE)]
    labels = [("block", "Block hours"), ("dep", "Departures"), ("pax", "Passengers"),
              ("asm", "Available seat miles (millions)"), ("rpm", "Revenue passenger miles (millions)")]

    def block(v):
        out = [I(lab, [*v[k], pchg(*v[k])]) for k, lab in labels]
        lfs = [lf(a, b) for a, b in zip(v["rpm"], v["asm"])]
        out.append(I("Passenger load factor", [*lfs, r(lfs[0] - lfs[1], 1)], dec=1, suf="%", cells={"ch": {"suf": " pts"}}))
        return out
    rows = []
    parts = {k: v for k, v in T30.items() if k != "totals_only"}
    for sec, v in parts.items():
        rows.append(S(sec))
        rows += block(v)
    tot = {k: tuple(add(*[v[k] for v in parts.values()])) for k, _ in labels}
    rows.append(S("Total operations:"))
    rows += block(tot)
    t = T30["totals_only"]
    rows += [I("Completion factor (a)", [*t["completion"], r(t["completion"][0] - t["completion"][1], 1)], dec=1, suf="%",
               cells={"ch": {"suf": " pts"}}),
             I("Average stage length (miles)", [*t["stage"], pchg(*t["stage"])]),
             I("Operating cost per available seat mile (cents)", [*t["casm"], pchg(*t["casm"])], dec=2),
             I("Aircraft in service at end of period", [*t["fleet"], pchg(*t["fleet"])])]
    return Doc(30, "caskell", "operating statistics by contract type, one header row (repeated labels)",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "booktabs", "family": "DejaVu Serif", "paper": "Letter", "size": 9, "section_bold": True},
               stub="Year Ended December 31,", caption="Operating Statistics",
               notes=["(a) Percentage of scheduled flights completed."])


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
    """A Table that remembers where it was drawn (for check.py's cell boxes)."""
    origin = None

    def drawOn(self, canvas, x, y, _sW=0):
        self.origin = (self._hAlignAdjust(x, _sW), y)
        return super().drawOn(canvas, x, y, _sW)


def render(doc: Doc, out: Path) -> dict:
    """Writes OUT/<doc.pdf>; returns the page size and the table's cell grid in pdfplumber's
    coordinates (x from the left, y from the top): ``xs`` column edges, ``ys`` row edges."""
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
    for r_, row in zip(doc.rows, body):
        section = r_.kind == "section"
        font = bold if (section and look.get("section_bold")) or (r_.kind == "total" and look.get("total_bold")) else reg
        label = Paragraph(escape(row[0]), ps("l", font, TA_LEFT, leftIndent=10 * r_.level + 8, firstLineIndent=-8))
        data.append([label] + row[1:])
    cmds = [("FONT", (0, 0), (-1, -1), reg, fs), ("FONT", (0, 0), (-1, nh - 1), bold, fs),
            ("VALIGN", (0, 0), (-1, -1), "BOTTOM"), ("ALIGN", (1, nh), (-1, -1), "RIGHT"),
            ("LEFTPADDING", (0, 0), (-1, -1), PAD), ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
            ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5)]
    for j, c in enumerate(doc.cols, start=1):
        if c.align != "RIGHT":
            cmds.append(("ALIGN", (j, nh), (j, -1), c.align))
    cmds += [("SPAN", a, b) for a, b in spans]
    totals = [nh + i for i, r_ in enumerate(doc.rows) if r_.kind == "total"]
    if style == "booktabs":
        cmds += [("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black),
                 ("LINEBELOW", (0, nh - 1), (-1, nh - 1), 0.6, colors.black),
                 ("LINEBELOW", (0, -1), (-1, -1), 1.2, colors.black)]
        cmds += [("LINEBELOW", (a, i), (b, i), 0.5, colors.black) for (a, i), (b, _) in spans if b > a]
        cmds += [("LINEABOVE", (1, i), (-1, i), 0.4, colors.black) for i in totals]
    elif style == "grid":
        cmds += [("GRID", (0, 0), (-1, -1), 0.5, colors.black)]
    elif style == "zebra":
        cmds += [("BACKGROUND", (0, 0), (-1, nh - 1), ZEBRA_HEAD)]
        cmds += [("BACKGROUND", (0, i), (-1, i), ZEBRA_BAND) for i in range(nh + 1, len(data), 2)]
        cmds += [("LINEBELOW", (a, i), (b, i), 0.5, GREY) for (a, i), (b, _) in spans if b > a]
    else:  # borderless: only the rule under a group header and over totals, as in a filing
        cmds += [("LINEBELOW", (a, i), (b, i), 0.5, colors.black) for (a, i), (b, _) in spans if b > a]
        cmds += [("LINEABOVE", (1, i), (-1, i), 0.4, colors.black) for i in totals]
    table = RecTable(data, colWidths=lay["widths"], hAlign="LEFT", repeatRows=0)
    table.setStyle(TableStyle(cmds))
    title = ParagraphStyle("title", fontName=bold, fontSize=13, leading=16, spaceAfter=2)
    sub = ParagraphStyle("sub", fontName=reg, fontSize=8.5, leading=11, textColor=GREY, spaceAfter=10)
    cap = ParagraphStyle("cap", fontName=bold, fontSize=fs + 1, leading=fs + 4, spaceAfter=4)
    note = ParagraphStyle("note", fontName=reg, fontSize=fs - 1, leading=fs + 1.5)
    story = [Paragraph(escape(doc.heading), title), Paragraph(escape(f"Form 10-K — {doc.item}"), sub)]
    if doc.caption:
        story.append(Paragraph(escape(doc.caption), cap))
    story.append(table)
    if doc.notes:
        story.append(Spacer(1, 6))
        story += [Paragraph(escape(t), note) for t in doc.notes]
    pdf = SimpleDocTemplate(str(out / doc.pdf), pagesize=lay["paper"], leftMargin=MARGIN, rightMargin=MARGIN,
                            topMargin=48, bottomMargin=48, title=doc.heading, author="", creator="aitqa-style2 build",
                            invariant=1)
    pdf.build(story)
    ox, oy = table.origin
    height = lay["paper"][1]
    xs = [ox + x for x in table._colpositions]
    ys = [height - (oy + y) for y in table._rowpositions]
    return {"landscape": lay["landscape"], "page": tuple(lay["paper"]), "xs": xs, "ys": ys, "header_rows": nh}


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
