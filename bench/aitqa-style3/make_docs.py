"""A held-out set in the manner of AIT-QA over NEW airline, air-cargo, regional-airline and airport tables
(bench/aitqa-style3).

    python bench/aitqa-style3/make_docs.py OUTDIR

Writes thirty PDFs, a3-t01.pdf ... a3-t30.pdf, each one invented table in the style of a Form 10-K of
an airline, an air-cargo carrier, a regional airline or an airport operator. Twenty-five tables fit
on one page; five (t04, t08, t10, t15, t30) run over two pages, three with the header repeated on the
second page and two without it, as AIT-QA's split tables do. The table types are new to the bench's
AIT-QA-style sets: passenger revenue by entity with the change decomposed into traffic, capacity,
yield and PRASM; a frequent-flyer deferred revenue roll-forward; fuel by quarter; pension and
retiree-medical funded status; hubs and gates; liquidity; debt maturities by year; slots at
slot-controlled airports; ancillary revenue per passenger; monthly traffic; DOT-style operational
rankings; lease expirations; air-cargo segment statistics (ACMI / CMI / charter); cargo traffic and
yields by region; a freighter fleet with payloads; income tax provision; fuel hedges; quarterly stock
prices; a stock performance graph table; a pilot workforce roll-forward; property and equipment with
useful lives; expenses per block hour; airport traffic, revenues and airline market shares; special
items; RSU / PSU activity; sales channels; a fleet with its cabin configuration.

The page engine (the ``Col`` / ``Row`` / ``Doc`` model, the header-span builder, the layout and the
renderer) is adapted from bench/aitqa-style2/make_docs.py (read, not imported); it gained tables split
over two pages. Deterministic: no randomness, ``invariant=1``, fonts from the system's DejaVu files;
two runs write the same bytes. The eight companies and the airports of t24-t26 are invented (each
name checked with grep -ri against bench/ and /work/shared/corpus, the corpus PDFs' pdftotext
included: no hits). Every figure lives in the data block below; totals, changes, ratios, unit
revenues and costs, weighted averages, shares and roll-forward balances are computed, so each
printed table adds up, and make_questions.py computes every gold from the same ``Doc`` objects.
tabsql was neither run nor read while this set was written.
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

PREFIX, SOURCE = "a3", "aitqa-style3"

# ===================================================================================== data
# The companies (all invented): key -> (legal name, how a question names it, fiscal year, kind)
COMPANIES = {
    "marlowen": ("Marlowen Air Lines, Inc.", "Marlowen", 2019, "network airline"),
    "tressock": ("Tressock Airways Group, Inc.", "Tressock", 2018, "network airline"),
    "calvadine": ("Calvadine Air Holdings, Inc.", "Calvadine", 2019, "ultra low-cost airline"),
    "oskerby": ("Oskerby Air Cargo, Inc.", "Oskerby", 2018, "air cargo"),
    "vantrell": ("Vantrell Air Group, Inc.", "Vantrell", 2019, "leisure airline"),
    "kestermoor": ("Kestermoor Regional Holdings, Inc.", "Kestermoor", 2018, "regional airline"),
    "sallowfield": ("Sallowfield Airport Holdings, Inc.", "Sallowfield", 2019, "airport operator"),
    "dunmallow": ("Dunmallow Airlines, Inc.", "Dunmallow", 2017, "network airline"),
}
# Sallowfield's airports (invented).
AIRPORTS = {"Owned airports:": ["Sallowfield International", "Larchmere Regional", "Greyhithe Field"],
            "Managed under contract:": ["Pennoway County Airport", "Ambleford Municipal"]}

# --- t01 Marlowen passenger revenue, RPMs and ASMs (millions) by entity: (2019, 2018) each
T01 = {"Domestic": ((19_842, 18_976), (158_420, 152_310), (184_260, 177_850)),
       "Atlantic": ((5_412, 5_286), (48_110, 46_220), (56_930, 54_480)),
       "Pacific": ((3_948, 4_102), (39_870, 40_640), (48_650, 48_120)),
       "Latin America": ((2_716, 2_588), (24_330, 23_180), (29_410, 28_390)),
       "Regional (a)": ((6_284, 6_012), (27_640, 26_950), (34_120, 33_480))}
# --- t02 Marlowen frequent flyer deferred revenue (millions): 2019, 2018, 2017
T02 = {"begin_2017": 8_412, "cobrand": [2_518, 2_342, 2_186], "earned": [1_318, 1_262, 1_204],
       "travel": [-3_124, -2_978, -2_846], "nontravel": [-231, -204, -186], "breakage": [-163, -151, -142],
       "current": [3_215, 3_080, 2_940]}
# --- t03 Marlowen fuel by quarter: gallons (millions) and expense (millions), 2019 and 2018
T03 = {2019: {"gal": [1_012, 1_096, 1_134, 1_048], "exp": [2_154, 2_398, 2_382, 2_246]},
       2018: {"gal": [986, 1_068, 1_112, 1_030], "exp": [2_046, 2_371, 2_502, 2_418]}}
# --- t04 Marlowen pension and other postretirement benefits (millions): plan -> year -> figures
T04 = {"pen": {2018: dict(bo=18_420, svc=412, int=684, act=-1_216, amd=0, paid=-1_012,
                          fa=14_860, ret=-842, con=620, cur=-5, nal=4_986, psc=12,
                          disc=4.38, roa=7.50, comp=3.50),
               2019: dict(svc=386, int=742, act=2_164, amd=38, paid=-1_064, ret=2_418, con=780, cur=-6,
                          nal=5_412, psc=46, disc=3.42, roa=7.25, comp=3.50)},
       "opeb": {2018: dict(bo=2_846, svc=42, int=104, act=-186, amd=-64, paid=-168, fa=312, ret=-18, con=148,
                           cur=-136, nal=96, psc=-246, disc=4.25, roa=6.00, comp=None),
                2019: dict(svc=38, int=110, act=212, amd=0, paid=-176, ret=24, con=160, cur=-142, nal=318,
                           psc=-214, disc=3.30, roa=6.00, comp=None)}}
# --- t05 Tressock hubs and focus cities: (peak daily departures 2018, 2017, gates leased, common use,
#     nonstop destinations, % of system ASMs)
T05 = {"Hubs:": [("Pittsburgh", 412, 398, 58, 6, 142, 21.4), ("Kansas City", 368, 352, 51, 4, 128, 17.9),
                 ("Cleveland", 296, 301, 44, 2, 104, 12.6)],
       "Focus cities:": [("Sacramento", 118, 104, 16, 3, 48, 5.8), ("Raleigh–Durham", 96, 92, 14, 2, 41, 4.1),
                         ("Tucson", 64, 58, 9, 2, 27, 2.3)]}
# --- t06 Tressock liquidity (millions): December 31, 2018 and 2017
T06 = {"cash": (2_146, 1_884), "sti": (3_412, 3_798), "rcf": (1_500, 1_500), "pdp": (350, 275),
       "restricted": (184, 211)}
# --- t07 Tressock scheduled principal maturities (millions): 2019 ... 2023, thereafter
T07 = {"Secured:": [("Equipment notes", [412, 436, 398, 352, 288, 1_146]),
                    ("Enhanced equipment trust certificates", [286, 302, 318, 334, 296, 2_412]),
                    ("Term loan facility", [12, 12, 12, 12, 1_128, 0]),
                    ("Finance lease obligations", [64, 58, 51, 47, 39, 112])],
       "Unsecured:": [("6.375% senior notes due 2021", [0, 0, 500, 0, 0, 0]),
                      ("2.25% convertible notes due 2023", [0, 0, 0, 0, 345, 0])]}
# --- t08 Tressock slots: airport -> (owned, leased in, leased out, average daily departures)
T08 = {"United States:": [("New York (LaGuardia)", 212, 38, 12, 118), ("New York (John F. Kennedy)", 96, 24, 0, 58),
                          ("Washington (Reagan National)", 148, 16, 22, 71), ("Newark Liberty (b)", 84, 12, 4, 46),
                          ("Chicago (O'Hare)", 176, 0, 8, 92)],
       "Europe:": [("London (Heathrow)", 42, 14, 0, 27), ("Paris (Charles de Gaulle)", 28, 0, 0, 14),
                   ("Amsterdam (Schiphol)", 16, 6, 0, 11), ("Frankfurt", 20, 0, 2, 9), ("Dublin", 12, 0, 0, 6)],
       "Asia and Pacific:": [("Tokyo (Haneda)", 18, 0, 0, 9), ("Tokyo (Narita)", 26, 4, 0, 14),
                             ("Beijing (Capital)", 14, 0, 0, 7), ("Sydney", 8, 0, 0, 4)],
       "Latin America:": [("Mexico City", 34, 8, 0, 20), ("Lima", 10, 0, 0, 5), ("Santiago", 12, 0, 0, 6)]}
# --- t09 Calvadine ancillary revenue (millions, one decimal): 2019, 2018; passengers flown (millions)
T09 = {"items": [("Bag fees", 812.4, 724.6), ("Seat selection", 386.2, 331.8),
                 ("Itinerary services (a)", 298.7, 276.4), ("Priority boarding", 104.6, 88.2),
                 ("Onboard sales", 72.8, 69.4), ("Loyalty and co-brand card (b)", 168.3, 142.9), ("Other", 41.2, 38.7)],
       "passengers": (31.42, 28.86)}
# --- t10 Calvadine monthly traffic: passengers, RPMs (millions), ASMs (millions), January ... December
T10 = {2019: {"pax": [2_117_530, 2_042_197, 2_590_576, 2_455_371, 2_635_877, 2_862_404, 3_095_846, 2_958_024,
                      2_284_721, 2_514_770, 2_413_946, 2_617_037],
              "rpm": [2_126, 2_078, 2_613, 2_511, 2_672, 2_876, 3_154, 2_987, 2_339, 2_552, 2_428, 2_669],
              "asm": [2_677, 2_544, 3_031, 2_958, 3_133, 3_265, 3_489, 3_410, 2_913, 3_082, 2_965, 3_151]},
       2018: {"pax": [1_912_055, 1_858_189, 2_356_704, 2_245_041, 2_373_291, 2_571_873, 2_769_298, 2_695_693,
                      2_106_683, 2_280_941, 2_157_013, 2_368_117],
              "rpm": [1_935, 1_886, 2_399, 2_292, 2_430, 2_641, 2_852, 2_733, 2_142, 2_326, 2_206, 2_429],
              "asm": [2_477, 2_351, 2_802, 2_735, 2_890, 3_025, 3_197, 3_145, 2_694, 2_850, 2_744, 2_920]}}
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
# --- t11 Calvadine operational performance: measure -> [(result, rank among 12 carriers)] for 2019, 2018, 2017
T11 = [("On-time arrivals (b)", "pct", [(78.6, 7), (74.2, 9), (76.8, 8)]),
       ("Completion factor", "pct", [(98.9, 6), (98.4, 8), (98.7, 7)]),
       ("Mishandled baggage per 1,000 passengers", "dec2", [(2.41, 4), (2.67, 5), (2.88, 6)]),
       ("Involuntary denied boardings per 10,000 passengers", "dec2", [(0.18, 3), (0.26, 5), (0.41, 7)]),
       ("Customer complaints per 100,000 passengers", "dec2", [(1.62, 10), (1.94, 11), (2.36, 12)])]
# --- t12 Calvadine fleet: type -> (operating lease expirations 2020 ... 2024, 2025 and thereafter, owned)
T12 = [("Airbus A319", [2, 3, 0, 0, 0, 0], 6), ("Airbus A320ceo", [4, 6, 5, 3, 2, 4], 18),
       ("Airbus A320neo", [0, 0, 0, 2, 5, 24], 12), ("Airbus A321ceo", [1, 2, 4, 3, 0, 6], 9),
       ("Airbus A321neo", [0, 0, 0, 0, 3, 14], 4)]
# --- t13 Oskerby segments: revenue (millions, one decimal), block hours, average aircraft: 2018, 2017, 2016
T13 = {"ACMI:": {"rev": [412.6, 386.4, 352.8], "bh": [64_820, 61_240, 57_910], "ac": [28.4, 26.9, 25.1]},
       "CMI:": {"rev": [918.4, 842.2, 776.5], "bh": [48_310, 45_120, 42_660], "ac": [22.6, 21.3, 20.2]},
       "Charter:": {"rev": [1_284.2, 1_102.6, 968.4], "bh": [31_640, 28_870, 26_220], "ac": [14.8, 13.4, 12.6]}}
# --- t14 Oskerby cargo by region: (RTMs 2018, 2017, ATMs 2018, 2017 in millions; revenue 2018, 2017 $M)
T14 = [("Transpacific", 3_412, 3_186, 4_920, 4_610, 1_842.6, 1_652.4),
       ("Transatlantic", 1_284, 1_246, 1_968, 1_902, 702.3, 671.9),
       ("Latin America", 862, 804, 1_412, 1_318, 512.4, 468.2),
       ("Intra-Asia", 548, 592, 846, 884, 248.6, 262.1),
       ("Middle East and Africa", 316, 274, 512, 468, 198.4, 170.6)]
# --- t15 Oskerby five years 2018 ... 2014 (2018-2016 revenues, block hours and aircraft from t13, RTMs of
#     2018 and 2017 from t14, aircraft at the end of 2018 from t16)
T15 = {"rev_old": [1_912.4, 1_806.7], "opex": [2_418.9, 2_152.4, 1_950.2, 1_772.6, 1_701.3],
       "interest": [68.4, 62.1, 58.8, 61.2, 64.9], "net": [128.6, 124.9, 88.4, 72.1, 31.6],
       "shares": [26.8, 27.1, 27.5, 27.9, 28.2], "assets": [3_842.6, 3_516.2, 3_208.4, 3_012.9, 2_884.1],
       "debt": [1_612.4, 1_488.2, 1_402.6, 1_356.8, 1_318.4], "equity": [1_246.8, 1_132.4, 1_024.6, 962.3, 918.7],
       "bh_old": [118_460, 110_230], "rtm_old": [5_786, 5_412, 5_098], "ac_old": [55.1, 52.6],
       "ac_end_old": [64, 61, 58, 55], "gal": [412, 386, 361, 342, 326], "fuel": [2.21, 1.86, 1.54, 1.71, 2.78],
       "fte": [3_842, 3_614, 3_406, 3_218, 3_096]}
# --- t16 Oskerby freighters: (owned, operating leases, dry leased to others, payload tons, average age)
T16 = {"Wide-body freighters:": [("Boeing 747-400F", 12, 4, 2, 124, 24.6), ("Boeing 747-8F", 8, 6, 0, 137, 5.2),
                                 ("Boeing 777F", 6, 4, 1, 112, 3.8), ("Boeing 767-300ERF", 10, 6, 0, 58, 8.9)],
       "Converted freighters:": [("Boeing 767-300BCF", 9, 3, 2, 52, 21.4), ("Boeing 737-800BCF", 2, 0, 0, 23, 17.1)]}
# --- t17 Vantrell income tax provision (millions, one decimal): 2019, 2018, 2017
T17 = {"Current:": [("Federal", [18.4, 12.6, 3.2]), ("State", [4.1, 3.3, 1.8]), ("Foreign", [1.2, 0.9, 0.7])],
       "Deferred:": [("Federal", [62.8, 58.4, -84.6]), ("State", [9.6, 8.8, 6.1]), ("Foreign", [0.3, -0.2, 0.1])]}
# --- t18 Vantrell fuel hedges: quarter -> (expected gallons M, swaps % hedged, swap $/gal, calls % hedged,
#     call strike $/bbl); 2021 given as full-year figures
T18 = {"q": [("First quarter 2020", 68, 18, 1.96, 22, 62.50), ("Second quarter 2020", 72, 15, 1.98, 20, 63.00),
             ("Third quarter 2020", 76, 12, 2.01, 18, 64.25), ("Fourth quarter 2020", 70, 10, 2.04, 15, 65.00)],
       "2021": (5, 2.08, 8, 66.50)}
# --- t19 Vantrell share prices and dividends: year -> (high, low, dividends) by quarter
T19 = {2019: ([48.62, 44.15, 41.80, 45.92], [39.84, 37.26, 35.10, 38.44], [0.12, 0.12, 0.12, 0.12]),
       2018: ([56.40, 52.18, 47.96, 46.30], [47.12, 44.35, 40.82, 36.75], [0.11, 0.11, 0.12, 0.12])}
# --- t20 Vantrell cumulative total return, $100 invested at December 31, 2014: 2014 ... 2019
T20 = [("Vantrell Air Group, Inc.", [100.00, 118.42, 96.35, 131.80, 112.64, 124.27]),
       ("S&P 500 Index", [100.00, 101.38, 113.51, 138.29, 132.23, 173.86]),
       ("NYSE Arca Airline Index", [100.00, 93.18, 102.64, 124.55, 98.27, 113.94])]
# --- t21 Kestermoor pilots, 2018 quarters
T21 = {"begin": 2_412, "hires": [148, 176, 162, 134], "attrition": [-118, -132, -141, -109],
       "captains": [1_084, 1_102, 1_126, 1_148], "upgrades": [46, 52, 61, 48]}
# --- t22 Kestermoor property and equipment (millions, one decimal): (useful life, 2018, 2017)
T22 = [("Aircraft and rotable spares", "20 to 25 years", 3_842.6, 3_614.2),
       ("Spare engines", "15 to 25 years", 212.4, 198.6), ("Ground support equipment", "5 to 10 years", 86.2, 79.8),
       ("Buildings and leasehold improvements", "10 to 30 years", 64.8, 61.2),
       ("Computer hardware and software", "3 to 7 years", 48.6, 42.9), ("Construction in progress", "—", 18.4, 26.2)]
T22_DEP = (-1_412.8, -1_236.4)
# --- t23 Kestermoor operating expenses (millions, one decimal) and block hours: 2018, 2017
T23 = {"items": [("Salaries, wages and benefits", 624.8, 586.2),
                 ("Aircraft maintenance, materials and repairs", 298.4, 312.6), ("Aircraft rentals", 42.6, 58.4),
                 ("Depreciation and amortization", 214.2, 198.8), ("Aircraft fuel and related taxes (a)", 8.6, 7.9),
                 ("Airport-related expenses", 36.4, 34.8), ("Other operating expenses", 98.2, 94.6)],
       "bh": (612_480, 598_210)}
# --- t24 Sallowfield traffic: airport -> (enplaned 2019, 2018, operations 2019, 2018, cargo tons 2019, 2018)
T24 = {"Sallowfield International": (9_412_846, 8_986_210, 168_412, 161_204, 142_618, 138_204),
       "Larchmere Regional": (2_184_602, 2_046_118, 64_218, 61_806, 22_416, 21_862),
       "Greyhithe Field": (612_480, 598_204, 28_642, 29_118, 3_812, 4_106),
       "Pennoway County Airport": (1_046_312, 1_102_846, 41_206, 42_880, 8_246, 8_912),
       "Ambleford Municipal": (284_916, 262_408, 18_944, 17_612, 612, 584)}
# --- t25 Sallowfield operating revenues (millions, one decimal): 2019, 2018
T25 = {"Aeronautical:": [("Landing fees", 86.4, 82.1), ("Terminal rents and use charges", 124.8, 118.6),
                         ("Passenger facility charges (a)", 52.6, 50.2), ("Security and other aeronautical", 18.2, 17.4)],
       "Non-aeronautical:": [("Parking and ground transportation", 142.6, 134.8), ("Concessions", 68.4, 63.2),
                             ("Rental car", 44.8, 43.6), ("Real estate and other", 21.2, 19.8)]}
# --- t26 airlines at Sallowfield International: enplaned passengers 2019, 2018 (all other carriers are
#     what is left of t24's total)
T26 = [("Marlowen Air Lines (a)", 3_284_612, 3_192_418), ("Tressock Airways", 2_046_318, 1_986_204),
       ("Calvadine Air", 1_612_480, 1_406_912), ("Dunmallow Airlines", 1_184_206, 1_248_610)]
# --- t27 Dunmallow special items (millions): 2017, 2016, 2015
T27 = {"Mainline operating special items:": [("Fleet restructuring (a)", [186, 312, 98]),
                                             ("Merger integration expenses", [142, 218, 346]),
                                             ("Severance and benefit costs", [48, 12, 26]),
                                             ("Litigation settlement", [0, 45, 0])],
       "regional": [21, 16, 8],
       "Nonoperating special items:": [("Debt extinguishment costs", [34, 0, 56]),
                                       ("Mark-to-market on equity investments", [-12, 28, 0])],
       "tax": [-152, -231, -175], "reform": [-862, 0, 0]}
# --- t28 Dunmallow share units in 2017: (units, weighted average grant-date fair value) for RSUs and PSUs
T28 = {"RSU": {"begin": (1_842_610, 46.24), "Granted": (612_480, 53.18), "Vested": (-684_215, 44.62),
               "Forfeited": (-58_402, 49.87)},
       "PSU": {"begin": (624_380, 44.18), "Granted": (218_906, 52.36), "Vested": (-196_412, 41.05),
               "Forfeited": (-24_118, 47.92)}}
# --- t29 Dunmallow passenger revenue by sales channel (% of passenger revenue): 2017, 2016, 2015
T29 = {"Direct:": [("Website", [38, 40, 41]), ("Mobile app", [14, 10, 7]), ("Reservations centers", [6, 7, 8])],
       "Indirect:": [("Online travel agencies", [19, 20, 21]), ("Traditional travel agencies (a)", [17, 17, 17]),
                     ("Interline and codeshare partners", [6, 6, 6])]}
# --- t30 Dunmallow fleet: type -> (first, premium economy, economy seats, owned, leased); None = no such cabin
T30 = {"Mainline:": {"Wide-body:": [("Boeing 787-9", 28, 21, 216, 12, 4), ("Boeing 777-200ER", 37, 24, 212, 14, 0),
                                    ("Airbus A330-300", 28, 24, 240, 6, 3)],
                     "Narrow-body:": [("Boeing 737-900ER", 20, None, 159, 48, 12), ("Boeing 737-800", 16, None, 144, 62, 24),
                                      ("Airbus A321", 20, None, 170, 38, 16), ("Airbus A320", 12, None, 138, 44, 9),
                                      ("Airbus A319", 8, None, 120, 22, 6)]},
       "Regional:": [("Embraer E175", 12, None, 64, 36, 28), ("Bombardier CRJ900", 12, None, 64, 18, 22),
                     ("Bombardier CRJ700", 9, None, 56, 0, 14), ("Embraer ERJ 145", None, None, 50, 14, 6)]}

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
    def year(self) -> int:
        return COMPANIES[self.company_key][2]

    @property
    def heading(self) -> str:
        return f"{self.company} — Annual Report {self.year} (extract)"

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
MDNA, BUS, FIN, MKT = ("Item 7. Management's Discussion and Analysis", "Item 1. Business",
                       "Item 8. Financial Statements and Supplementary Data",
                       "Item 5. Market for Registrant's Common Equity")
RANK = {"dec": 0, "suf": "", "pre": ""}


def FLAT(years):
    """One header row: the years alone (the table's stub says what they are)."""
    return [Col(str(y), (str(y),)) for y in years]


def look(style, family, paper, size=9, **kw):
    return {"style": style, "family": "DejaVu " + family, "paper": paper, "size": size, **kw}


def t01() -> Doc:
    g1, g2 = "Passenger Revenue", "Increase (Decrease) vs. 2018"
    cols = [Col("rev", (g1, "2019 (in millions)")), Col("d", (g1, "Change (in millions)")),
            Col("p", (g1, "% Change"), force=PCT_FORCE),
            Col("rpm", (g2, "RPMs"), force=PCT_FORCE), Col("asm", (g2, "ASMs"), force=PCT_FORCE),
            Col("yld", (g2, "Yield"), force=PCT_FORCE), Col("prasm", (g2, "PRASM"), force=PCT_FORCE),
            Col("lf", (g2, "Load Factor"), force={"dec": 1, "suf": " pts", "pre": ""})]

    def vals(rev, rpm, asm):
        return [rev[0], rev[0] - rev[1], pchg(*rev), pchg(*rpm), pchg(*asm),
                pchg(rev[0] / rpm[0], rev[1] / rpm[1]), pchg(rev[0] / asm[0], rev[1] / asm[1]),
                r(lf(rpm[0], asm[0]) - lf(rpm[1], asm[1]), 1)]

    def tot(names):
        return [tuple(add(*[T01[n][k] for n in names])) for k in range(3)]
    intl = ["Atlantic", "Pacific", "Latin America"]
    dollars = {"rev": DOLLAR, "d": DOLLAR}
    rows = [I("Domestic", vals(*T01["Domestic"]), 0, cells=dollars), S("International:")]
    rows += [I(n, vals(*T01[n])) for n in intl]
    rows += [T("Total international", vals(*tot(intl)), 1), T("Total mainline", vals(*tot(["Domestic"] + intl)),
                                                              cells=dollars),
             I("Regional (a)", vals(*T01["Regional (a)"]), 0), T("Consolidated", vals(*tot(list(T01))), cells=dollars)]
    return Doc(1, "marlowen", "passenger revenue by entity; change in traffic, capacity, yield, PRASM, load factor",
               MDNA, cols, rows, look("booktabs", "Sans", "Letter", 8, section_bold=True), stub="Entity",
               caption="Passenger Revenue by Geographic Entity — 2019 Compared with 2018", wide=True,
               notes=["(a) Flights operated by regional carriers under capacity purchase agreements with Marlowen."])


def t02() -> Doc:
    years = [2019, 2018, 2017]
    cols = FLAT(years)
    begin, end = {}, {}
    b = T02["begin_2017"]
    for i in (2, 1, 0):
        begin[i] = b
        b = b + sum(T02[k][i] for k in ("cobrand", "earned", "travel", "nontravel", "breakage"))
        end[i] = b
    bg, en = [begin[i] for i in range(3)], [end[i] for i in range(3)]
    rows = [I("Balance at beginning of year", bg, 0, cells={str(y): DOLLAR for y in years}),
            S("Miles awarded:"), I("Sold to co-brand card and other partners", T02["cobrand"]),
            I("Earned on Marlowen flights", T02["earned"]),
            S("Miles redeemed:"), I("Passenger travel awards (a)", T02["travel"]), I("Non-travel awards", T02["nontravel"]),
            I("Breakage recognized (b)", T02["breakage"], 0),
            T("Balance at end of year", en, cells={str(y): DOLLAR for y in years}),
            S("Balance at end of year consists of:"), I("Current", T02["current"]),
            I("Noncurrent", [e - c for e, c in zip(en, T02["current"])])]
    return Doc(2, "marlowen", "frequent flyer deferred revenue roll-forward, three years", FIN, cols, rows,
               look("zebra", "Serif", "A4", 9), stub="(in millions)",
               caption="Frequent Flyer Program — Deferred Revenue",
               notes=["(a) Recognized in passenger revenue when the award travel is flown.",
                      "(b) Miles expected to expire unused, recognized in proportion to redemptions."])


def t03() -> Doc:
    cols = []
    for y in (2019, 2018):
        cols += [Col(f"g{y}", (str(y), "Gallons Consumed (millions)")), Col(f"e{y}", (str(y), "Fuel Expense (millions)")),
                 Col(f"p{y}", (str(y), "Average Price per Gallon"), fmt={"dec": 2, "pre": "$"})]
    qs = ["First quarter", "Second quarter", "Third quarter", "Fourth quarter"]
    rows = []
    for k, q in enumerate(qs):
        v = []
        for y in (2019, 2018):
            g, e = T03[y]["gal"][k], T03[y]["exp"][k]
            v += [g, e, r(e / g, 2)]
        rows.append(I(q, v, 0, cells={"e2019": DOLLAR, "e2018": DOLLAR} if k == 0 else None))
    v = []
    for y in (2019, 2018):
        g, e = sum(T03[y]["gal"]), sum(T03[y]["exp"])
        v += [g, e, r(e / g, 2)]
    rows.append(T("Full year", v, cells={"e2019": DOLLAR, "e2018": DOLLAR}))
    return Doc(3, "marlowen", "aircraft fuel by quarter: gallons, expense, average price per gallon", MDNA, cols, rows,
               look("grid", "Sans Condensed", "Letter", 9), stub="Quarter", caption="Aircraft Fuel by Quarter")


def t04_data() -> dict:
    out = {}
    for plan, years in T04.items():
        a, b = dict(years[2018]), dict(years[2019])
        a["bo_end"] = a["bo"] + a["svc"] + a["int"] + a["act"] + a["amd"] + a["paid"]
        a["fa_end"] = a["fa"] + a["ret"] + a["con"] + a["paid"]
        b["bo"], b["fa"] = a["bo_end"], a["fa_end"]
        b["bo_end"] = b["bo"] + b["svc"] + b["int"] + b["act"] + b["amd"] + b["paid"]
        b["fa_end"] = b["fa"] + b["ret"] + b["con"] + b["paid"]
        for d in (a, b):
            d["funded"] = d["fa_end"] - d["bo_end"]
            d["noncur"] = d["funded"] - d["cur"]
            d["aoci"] = d["nal"] + d["psc"]
        out[plan] = {2019: b, 2018: a}
    return out


def t04() -> Doc:
    cols = [Col("p19", ("Pension Benefits", "2019")), Col("p18", ("Pension Benefits", "2018")),
            Col("o19", ("Other Postretirement Benefits", "2019")), Col("o18", ("Other Postretirement Benefits", "2018"))]
    x = t04_data()

    def v(k):
        return [x["pen"][2019][k], x["pen"][2018][k], x["opeb"][2019][k], x["opeb"][2018][k]]
    dol = {c.key: DOLLAR for c in cols}
    pc = {"dec": 2, "suf": "%"}
    rows = [S("Change in benefit obligation:"),
            I("Benefit obligation at beginning of year", v("bo"), cells=dol), I("Service cost", v("svc")),
            I("Interest cost", v("int")), I("Actuarial (gain) loss", v("act")), I("Plan amendments", v("amd")),
            I("Benefits paid", v("paid")), T("Benefit obligation at end of year", v("bo_end"), 1, cells=dol),
            S("Change in plan assets:"),
            I("Fair value of plan assets at beginning of year", v("fa"), cells=dol),
            I("Actual return on plan assets", v("ret")), I("Employer contributions", v("con")),
            I("Benefits paid", v("paid")), T("Fair value of plan assets at end of year", v("fa_end"), 1, cells=dol),
            T("Funded status at end of year", v("funded"), cells=dol),
            S("Amounts recognized in the balance sheet:"),
            I("Current liabilities", v("cur")), I("Noncurrent liabilities", v("noncur")),
            T("Net amount recognized", v("funded"), 1, cells=dol),
            S("Amounts recognized in accumulated other comprehensive loss:"),
            I("Net actuarial loss", v("nal")), I("Prior service cost (credit)", v("psc")),
            T("Total accumulated other comprehensive loss", v("aoci"), 1, cells=dol),
            S("Weighted average assumptions:"), I("Discount rate", v("disc"), **pc),
            I("Expected long-term rate of return on plan assets", v("roa"), **pc),
            I("Rate of compensation increase", v("comp"), **pc)]
    split = next(i for i, rw in enumerate(rows) if rw.label == "Amounts recognized in the balance sheet:")
    return Doc(4, "marlowen", "pension and other postretirement benefits: obligations, plan assets, funded status",
               FIN, cols, rows, look("booktabs", "Serif", "Letter", 10, section_bold=True), stub="(in millions)",
               caption="Note 12. Employee Benefit Plans — Obligations and Funded Status", split=split,
               intro=["Marlowen sponsors defined benefit pension plans for eligible employees and retirees and "
                      "provides certain postretirement medical and life insurance benefits. The pension plans are "
                      "closed to new entrants; benefits for most non-pilot groups were frozen under the collective "
                      "bargaining agreements ratified in prior years.",
                      "The following table sets forth the changes in the benefit obligations and in the fair value "
                      "of plan assets, and the funded status of the plans, measured at December 31 of each year. "
                      "Actuarial losses in 2019 arose mainly from the lower discount rates; the gains of 2018 from "
                      "higher rates. Contributions in 2019 exceeded the minimum required funding."])


def t05() -> Doc:
    cols = [Col("d18", ("Peak Daily Departures", "2018")), Col("d17", ("Peak Daily Departures", "2017")),
            Col("gl", ("Gates", "Leased")), Col("gc", ("Gates", "Common Use")),
            Col("nd", ("Nonstop Destinations",)), Col("sh", ("% of System ASMs",), fmt=PCT)]
    rows = []
    allv = []
    for sec, items in T05.items():
        rows.append(S(sec))
        vs = [list(it[1:]) for it in items]
        rows += [I(it[0], list(it[1:])) for it in items]
        sub = add(*[v[:4] for v in vs]) + ["", r(sum(v[5] for v in vs), 1)]
        allv.append(sub)
        rows.append(T("Total " + sec.rstrip(":").lower(), sub, 1))
    rows.append(T("Total", add(*[v[:4] for v in allv]) + ["", r(sum(v[5] for v in allv), 1)]))
    return Doc(5, "tressock", "hubs and focus cities: peak daily departures, gates, destinations, share of ASMs", BUS,
               cols, rows, look("grid", "Serif", "A4", 9), stub="Airport",
               caption="Hubs and Focus Cities as of December 31, 2018")


def t06() -> Doc:
    cols = [Col("2018", ("December 31,", "2018")), Col("2017", ("December 31,", "2017")),
            Col("ch", ("Increase (Decrease)",))]
    x = T06

    def v(a):
        return [a[0], a[1], a[0] - a[1]]
    dol = {k: DOLLAR for k in ("2018", "2017", "ch")}
    unres = add(x["cash"], x["sti"])
    total = add(unres, x["rcf"], x["pdp"])
    rows = [I("Cash and cash equivalents", v(x["cash"]), 0, cells=dol), I("Short-term investments", v(x["sti"]), 0),
            T("Total unrestricted cash and short-term investments", v(unres)),
            S("Undrawn capacity under:"), I("Revolving credit facility due 2022", v(x["rcf"])),
            I("Pre-delivery payment financing facility", v(x["pdp"])),
            T("Total available liquidity", v(total), cells=dol),
            I("Restricted cash and investments (a)", v(x["restricted"]), 0)]
    return Doc(6, "tressock", "liquidity: cash, investments, undrawn facilities", MDNA, cols, rows,
               look("borderless", "Sans", "Letter", 9, section_bold=True), stub="(in millions)",
               caption="Liquidity",
               notes=["(a) Held as collateral for letters of credit and workers' compensation; not included in "
                      "available liquidity."])


def t07() -> Doc:
    yrs = ["2019", "2020", "2021", "2022", "2023", "Thereafter"]
    cols = [Col(y, ("Scheduled Principal Maturities", y)) for y in yrs] + [Col("tot", ("Total",))]
    rows, subs = [], []
    first = True
    for sec, items in T07.items():
        rows.append(S(sec))
        for name, v in items:
            rows.append(I(name, v + [sum(v)], cells={c.key: DOLLAR for c in cols} if first else None))
            first = False
        sub = add(*[v for _, v in items])
        subs.append(sub)
        rows.append(T("Total " + sec.rstrip(":").lower(), sub + [sum(sub)], 1))
    tot = add(*subs)
    rows.append(T("Total debt and finance lease obligations", tot + [sum(tot)], cells={c.key: DOLLAR for c in cols}))
    return Doc(7, "tressock", "scheduled principal maturities of debt by year", FIN, cols, rows,
               look("zebra", "Sans", "Letter", 9), stub="(in millions)",
               caption="Maturities of Long-Term Debt and Finance Lease Obligations as of December 31, 2018")


def t08() -> Doc:
    cols = [Col("own", ("Slots Held (a)", "Owned")), Col("lin", ("Slots Held (a)", "Leased In")),
            Col("held", ("Slots Held (a)", "Total")), Col("out", ("Slots Leased Out",)),
            Col("dep", ("Average Daily Departures",))]
    rows, subs = [], []
    for sec, items in T08.items():
        rows.append(S(sec))
        vs = [[a, b, a + b, c, d] for _, a, b, c, d in items]
        rows += [I(it[0], v) for it, v in zip(items, vs)]
        sub = add(*vs)
        subs.append(sub)
        rows.append(T("Total " + sec.rstrip(":"), sub, 1))
    rows.append(T("Total system", add(*subs)))
    split = next(i for i, rw in enumerate(rows) if rw.label == "Tokyo (Narita)")
    return Doc(8, "tressock", "slots at slot-controlled airports: owned, leased in, leased out, departures", BUS,
               cols, rows, look("borderless", "Serif", "Letter", 10, section_bold=True), stub="Airport",
               caption="Slots at Slot-Controlled and Coordinated Airports as of December 31, 2018", split=split,
               repeat_header=False,
               intro=["Operations at several of the airports Tressock serves are limited by slot controls: a slot "
                      "is the authorization to take off or land at the airport within a given period of the day. "
                      "In the United States, slots are allocated by the Federal Aviation Administration; outside "
                      "the United States, by the coordinator of each airport under the rules of that country.",
                      "Tressock may buy, sell, lease in and lease out slots, subject to the applicable rules. Slots "
                      "that are not used at the required minimum rate may be withdrawn. The table below lists the "
                      "slots Tressock held at the end of the year, those it leased to other carriers and the "
                      "average number of departures it operated each day."],
               notes=["(a) Daily slots; one slot is the right to one takeoff or one landing.",
                      "(b) A Level 2 schedule-facilitated airport; the figures are approved schedule times."])


def t09() -> Doc:
    cols = []
    for y in (2019, 2018):
        cols += [Col(f"a{y}", (str(y), "Amount (in millions)"), fmt={"dec": 1}),
                 Col(f"p{y}", (str(y), "Per Passenger"), fmt={"dec": 2, "pre": "$"})]
    cols.append(Col("ch", ("Per Passenger % Change",), force=PCT_FORCE))
    px = T09["passengers"]

    def vals(a, b):
        p19, p18 = r(a / px[0], 2), r(b / px[1], 2)
        return [a, p19, b, p18, pchg(a / px[0], b / px[1])]
    dol = {"a2019": DOLLAR, "a2018": DOLLAR}
    rows = [I(n, vals(a, b), 0, cells=dol if k == 0 else None) for k, (n, a, b) in enumerate(T09["items"])]
    ta, tb = r(sum(it[1] for it in T09["items"]), 1), r(sum(it[2] for it in T09["items"]), 1)
    rows.append(T("Total ancillary revenue", vals(ta, tb), cells=dol))
    return Doc(9, "calvadine", "ancillary revenue by type: amount and per passenger", MDNA, cols, rows,
               look("booktabs", "Sans Condensed", "A4", 9), stub="Year Ended December 31,",
               caption="Ancillary Revenue (c)",
               notes=["(a) Booking, change and cancellation fees and other charges for reservation services.",
                      "(b) The travel and marketing components of the co-brand credit card agreement and loyalty "
                      "program fees.",
                      "(c) Per passenger amounts are based on 31.42 million passengers flown in 2019 and 28.86 "
                      "million in 2018."])


def t10() -> Doc:
    cols = []
    for y in (2019, 2018):
        cols += [Col(f"x{y}", (str(y), "Passengers")), Col(f"r{y}", (str(y), "RPMs (millions)")),
                 Col(f"a{y}", (str(y), "ASMs (millions)")), Col(f"l{y}", (str(y), "Load Factor"), fmt=PCT)]

    def vals(ms):
        v = []
        for y in (2019, 2018):
            p, rp, a = (sum(T10[y][k][m] for m in ms) for k in ("pax", "rpm", "asm"))
            v += [p, rp, a, lf(rp, a)]
        return v
    rows = []
    for q, name in enumerate(["First", "Second", "Third", "Fourth"]):
        rows.append(S(f"{name} quarter:"))
        ms = [3 * q, 3 * q + 1, 3 * q + 2]
        rows += [I(MONTHS[m], vals([m])) for m in ms]
        rows.append(T(f"Total {name.lower()} quarter", vals(ms), 1))
    rows.append(T("Full year", vals(range(12))))
    split = next(i for i, rw in enumerate(rows) if rw.label == "Third quarter:")
    return Doc(10, "calvadine", "monthly traffic: passengers, RPMs, ASMs, load factor, 2019 and 2018", MDNA, cols,
               rows, look("zebra", "Sans", "Letter", 10, section_bold=True), stub="Month",
               caption="Monthly Traffic Statistics", split=split, wide=True,
               intro=["Calvadine publishes its traffic results each month. The table below shows, for each month "
                      "and quarter of 2019 and 2018, the number of passengers flown, revenue passenger miles "
                      "(RPMs), available seat miles (ASMs) and the passenger load factor (RPMs divided by ASMs). "
                      "Capacity grew in every month of 2019 as the airline took delivery of new aircraft and "
                      "opened new routes; the peak summer months again carried the highest traffic."])


def t11() -> Doc:
    cols = []
    for y in (2019, 2018, 2017):
        cols += [Col(f"v{y}", (str(y), "Result")), Col(f"k{y}", (str(y), "Rank (a)"), force=RANK)]
    rows = []
    for name, kind, res in T11:
        v = [x for pair in res for x in pair]
        rows.append(I(name, v, 0, **({"dec": 1, "suf": "%"} if kind == "pct" else {"dec": 2})))
    return Doc(11, "calvadine", "operational performance: DOT measures with rank among carriers, three years", BUS,
               cols, rows, look("grid", "Serif", "Letter", 9), stub="Measure",
               caption="Operational Performance as Reported to the U.S. Department of Transportation",
               notes=["(a) Rank among the 12 U.S. carriers that report to the Department of Transportation; 1 is best.",
                      "(b) Flights arriving within 15 minutes of the scheduled time."])


def t12() -> Doc:
    yrs = ["2020", "2021", "2022", "2023", "2024", "2025 and Thereafter"]
    cols = [Col(y, ("Operating Lease Expirations", y)) for y in yrs] + [
        Col("leased", ("Total Leased",)), Col("owned", ("Owned",)), Col("fleet", ("Total Fleet",))]
    rows = [I(n, v + [sum(v), o, sum(v) + o], 0) for n, v, o in T12]
    rows.append(T("Total", add(*[rw.vals for rw in rows])))
    return Doc(12, "calvadine", "fleet: operating lease expirations by year, owned aircraft", BUS, cols, rows,
               look("borderless", "Sans", "A4", 9), stub="Aircraft Type",
               caption="Aircraft Fleet and Scheduled Operating Lease Expirations as of December 31, 2019")


def t13_data() -> dict:
    tot = {"rev": addr(1, *[v["rev"] for v in T13.values()]), "bh": add(*[v["bh"] for v in T13.values()]),
           "ac": addr(1, *[v["ac"] for v in T13.values()])}
    return tot


def t13() -> Doc:
    cols = FLAT([2018, 2017, 2016])

    def block(v):
        return [I("Segment revenue (in millions)", v["rev"], dec=1), I("Block hours", v["bh"]),
                I("Revenue per block hour", [per_unit_dollars(a, b) for a, b in zip(v["rev"], v["bh"])], pre="$"),
                I("Average aircraft in service", v["ac"], dec=1)]
    rows = []
    for sec, v in T13.items():
        rows.append(S(sec))
        rows += block(v)
    rows.append(S("Total:"))
    rows += block(t13_data())
    return Doc(13, "oskerby", "segment statistics: ACMI, CMI, charter (repeated labels)", MDNA, cols, rows,
               look("zebra", "Sans Condensed", "A4", 9, section_bold=True), caption="Segment Operating Statistics",
               stub="Year Ended December 31,",
               notes=["ACMI: aircraft, crew, maintenance and insurance provided to customers; CMI: the same without "
                      "the aircraft; Charter: full-aircraft cargo charters, fuel included."])


def t14_rows() -> list:
    out = [(n, *v) for n, *v in T14]
    tot = ["Total"] + add(*[v[1:5] for v in T14]) + addr(1, *[v[5:] for v in T14])
    return out + [tuple(tot)]


def t14() -> Doc:
    g1, g2, g3 = "Revenue Ton Miles (millions)", "Cargo Load Factor (a)", "Yield per RTM (cents)"
    cols = [Col("r18", (g1, "2018")), Col("r17", (g1, "2017")), Col("rch", (g1, "% Change"), force=PCT_FORCE),
            Col("l18", (g2, "2018"), fmt=PCT), Col("l17", (g2, "2017"), fmt=PCT),
            Col("y18", (g3, "2018"), fmt={"dec": 2}), Col("y17", (g3, "2017"), fmt={"dec": 2})]

    def vals(r18, r17, a18, a17, v18, v17):
        return [r18, r17, pchg(r18, r17), lf(r18, a18), lf(r17, a17), cents(v18, r18), cents(v17, r17)]
    rows = [I(n, vals(*v), 0) for n, *v in t14_rows()[:-1]]
    n, *v = t14_rows()[-1]
    rows.append(T(n, vals(*v)))
    return Doc(14, "oskerby", "cargo traffic, load factor and yield by region", MDNA, cols, rows,
               look("booktabs", "Serif", "A4", 9), stub="Region", caption="Cargo Traffic and Yield by Region",
               notes=["(a) Revenue ton miles as a percentage of available ton miles."])


def t15() -> Doc:
    x = T15
    cols = YEAR_COLS([2018, 2017, 2016, 2015, 2014])
    tot = t13_data()
    rev = tot["rev"] + x["rev_old"]
    opinc = [r(a - b, 1) for a, b in zip(rev, x["opex"])]
    eps = [r(n / s, 2) for n, s in zip(x["net"], x["shares"])]
    rtm = [t14_rows()[-1][1], t14_rows()[-1][2]] + x["rtm_old"]
    fleet = t16_total()
    dol = {c.key: DOLLAR for c in cols}
    rows = [S("Statement of Operations Data (in millions, except per share data):"),
            I("Operating revenues", rev, dec=1, cells=dol), I("Operating expenses", x["opex"], dec=1),
            I("Operating income", opinc, dec=1), I("Interest expense", x["interest"], dec=1),
            I("Net income", x["net"], dec=1, cells=dol),
            I("Diluted earnings per share", eps, per_unit=True, dec=2, pre="$"),
            S("Balance Sheet Data at Year End (in millions):"),
            I("Total assets", x["assets"], dec=1, cells=dol),
            I("Long-term debt, including current portion", x["debt"], dec=1),
            I("Stockholders' equity", x["equity"], dec=1),
            S("Operating Statistics:"),
            I("Block hours", tot["bh"] + x["bh_old"]), I("Revenue ton miles (millions)", rtm),
            I("Average aircraft in service", tot["ac"] + x["ac_old"], dec=1),
            I("Aircraft at end of year", [fleet] + x["ac_end_old"]),
            I("Fuel gallons consumed (millions)", x["gal"]),
            I("Average fuel cost per gallon", x["fuel"], dec=2, pre="$"),
            I("Full-time equivalent employees at year end", x["fte"])]
    split = next(i for i, rw in enumerate(rows) if rw.label == "Operating Statistics:")
    return Doc(15, "oskerby", "selected financial and operating data, five years", "Item 6. Selected Financial Data",
               cols, rows, look("grid", "Sans", "Letter", 10, section_bold=True), split=split, wide=True,
               caption="Selected Consolidated Financial and Operating Data",
               intro=["The following selected consolidated financial and operating data should be read together "
                      "with Item 7, Management's Discussion and Analysis of Financial Condition and Results of "
                      "Operations, and the consolidated financial statements and notes in Item 8. The statement "
                      "of operations data for the three years ended December 31, 2018 and the balance sheet data "
                      "at December 31, 2018 and 2017 are derived from the audited financial statements included "
                      "in this report; the other data are derived from financial statements not included here."])


def t16_total() -> int:
    return sum(o + l for items in T16.values() for _, o, l, *_ in items)


def t16() -> Doc:
    cols = [Col("own", ("Number of Aircraft", "Owned")), Col("op", ("Number of Aircraft", "Operating Leases")),
            Col("tot", ("Number of Aircraft", "Total")), Col("dry", ("Dry Leased to Others (a)",)),
            Col("pay", ("Maximum Payload (tons)",)), Col("age", ("Average Age (years)",), fmt={"dec": 1})]
    rows, allv = [], []
    for sec, items in T16.items():
        rows.append(S(sec))
        for n, o, l, d, p, a in items:
            rows.append(I(n, [o, l, o + l, d, p, a]))
            allv.append((o, l, d, a))
    rows.append(T("Total", [sum(v[0] for v in allv), sum(v[1] for v in allv), t16_total(), sum(v[2] for v in allv),
                            "", weighted([v[3] for v in allv], [v[0] + v[1] for v in allv], 1)]))
    return Doc(16, "oskerby", "freighter fleet: owned, leased, dry leased out, payload, average age", BUS, cols, rows,
               look("zebra", "Serif", "Letter", 9), stub="Aircraft Type",
               caption="Freighter Fleet as of December 31, 2018",
               notes=["(a) Included in the owned and leased counts; dry leased to other operators without crew."])


def t17() -> Doc:
    cols = FLAT([2019, 2018, 2017])
    rows, subs = [], []
    first = True
    for sec, items in T17.items():
        rows.append(S(sec))
        for n, v in items:
            rows.append(I(n, v, cells={c.key: DOLLAR for c in cols} if first else None))
            first = False
        sub = addr(1, *[v for _, v in items])
        subs.append(sub)
        rows.append(T("Total " + sec.rstrip(":").lower(), sub, 1))
    rows.append(T("Total income tax expense (benefit)", addr(1, *subs), cells={c.key: DOLLAR for c in cols}))
    return Doc(17, "vantrell", "income tax provision: current and deferred, federal, state, foreign", FIN, cols, rows,
               look("booktabs", "Sans", "Letter", 9), stub="(in millions)", fmt={"dec": 1},
               caption="Components of the Provision for Income Taxes")


def t18() -> Doc:
    g1, g2 = "Jet Fuel Swaps", "Crude Oil Call Options"
    pct = {"dec": 0, "suf": "%"}
    cols = [Col("sp", (g1, "% of Consumption Hedged"), fmt=pct),
            Col("sx", (g1, "Average Swap Price (per gallon)"), fmt={"dec": 2, "pre": "$"}),
            Col("cp", (g2, "% of Consumption Hedged"), fmt=pct),
            Col("cx", (g2, "Average Strike Price (per barrel)"), fmt={"dec": 2, "pre": "$"}),
            Col("tp", ("Total % Hedged",), fmt=pct)]
    rows = [I(n, [sp, sx, cp, cx, sp + cp], 0) for n, _, sp, sx, cp, cx in T18["q"]]
    q = T18["q"]
    gal = [v[1] for v in q]
    sp = r(sum(v[1] * v[2] for v in q) / sum(gal), 0)
    cp = r(sum(v[1] * v[4] for v in q) / sum(gal), 0)
    sx = weighted([v[3] for v in q], [v[1] * v[2] for v in q], 2)
    cx = weighted([v[5] for v in q], [v[1] * v[4] for v in q], 2)
    rows.append(T("Full year 2020", [sp, sx, cp, cx, sp + cp]))
    a, b, c, d = T18["2021"]
    rows.append(I("Full year 2021", [a, b, c, d, a + c], 0))
    return Doc(18, "vantrell", "fuel hedge positions by quarter: swaps and call options", "Item 7A. Quantitative and "
               "Qualitative Disclosures About Market Risk", cols, rows, look("grid", "Sans Condensed", "A4", 9),
               stub="Period", caption="Fuel Hedge Positions as of December 31, 2019",
               notes=["Percentages are of expected jet fuel consumption in each period."])


def t19() -> Doc:
    cols = []
    for y in (2019, 2018):
        cols += [Col(f"h{y}", (str(y), "High")), Col(f"l{y}", (str(y), "Low")),
                 Col(f"d{y}", (str(y), "Dividends Declared"))]
    qs = ["First quarter", "Second quarter", "Third quarter", "Fourth quarter"]
    rows = []
    for k, q in enumerate(qs):
        v = []
        for y in (2019, 2018):
            h, lo, d = T19[y]
            v += [h[k], lo[k], d[k]]
        rows.append(I(q, v, 0))
    v = []
    for y in (2019, 2018):
        h, lo, d = T19[y]
        v += [max(h), min(lo), r(sum(d), 2)]
    rows.append(T("Year", v))
    return Doc(19, "vantrell", "quarterly high and low share prices and dividends", MKT, cols, rows,
               look("borderless", "Serif", "Letter", 9), stub="Quarter", fmt={"dec": 2, "pre": "$"},
               caption="Market Price of Common Stock and Dividends Declared per Share")


def t20() -> Doc:
    cols = [Col(str(y), (f"12/31/{y % 100:02d}",)) for y in range(2014, 2020)]
    rows = [I(n, v, 0) for n, v in T20]
    return Doc(20, "vantrell", "stock performance graph data: cumulative total return", MKT, cols, rows,
               look("zebra", "Sans", "Letter", 9), stub="Company / Index", fmt={"dec": 2, "pre": "$"},
               caption="Comparison of Cumulative Total Return (a)",
               notes=["(a) Assumes $100 invested on December 31, 2014 in Vantrell common stock and in each index, "
                      "with dividends reinvested."])


def t21() -> Doc:
    qs = ["March 31", "June 30", "September 30", "December 31"]
    cols = [Col(q, ("2018 Quarter Ended", q)) for q in qs] + [Col("fy", ("Full Year 2018",))]
    x = T21
    begin, end = [], []
    b = x["begin"]
    for k in range(4):
        begin.append(b)
        b = b + x["hires"][k] + x["attrition"][k]
        end.append(b)
    rate = [r(-a / bg * 4 * 100, 1) for a, bg in zip(x["attrition"], begin)]
    fy_rate = r(-sum(x["attrition"]) / begin[0] * 100, 1)
    rows = [I("Pilots at beginning of period", begin + [begin[0]], 0), I("New hires", x["hires"] + [sum(x["hires"])], 0),
            I("Attrition (a)", x["attrition"] + [sum(x["attrition"])], 0),
            T("Pilots at end of period", end + [end[-1]]),
            S("Pilots at end of period by seat:"), I("Captains", x["captains"] + [x["captains"][-1]]),
            I("First officers", [e - c for e, c in zip(end, x["captains"])] + [end[-1] - x["captains"][-1]]),
            I("Captain upgrades", x["upgrades"] + [sum(x["upgrades"])], 0),
            I("Annualized pilot attrition rate", rate + [fy_rate], 0, dec=1, suf="%")]
    return Doc(21, "kestermoor", "pilot workforce by quarter: hires, attrition, captains, first officers", BUS, cols,
               rows, look("booktabs", "Sans Condensed", "Letter", 9), stub="Pilots", caption="Pilot Workforce",
               notes=["(a) Resignations, retirements and departures to other carriers."])


def t22() -> Doc:
    cols = [Col("life", ("Estimated Useful Life",), align="CENTER"), Col("2018", ("December 31,", "2018")),
            Col("2017", ("December 31,", "2017"))]
    dol = {"2018": DOLLAR, "2017": DOLLAR}
    rows = [I(n, [life, a, b], 0, cells=dol if k == 0 else None) for k, (n, life, a, b) in enumerate(T22)]
    gross = addr(1, *[[a, b] for *_, a, b in T22])
    rows += [T("Total property and equipment", [""] + gross),
             I("Less: accumulated depreciation and amortization", [""] + list(T22_DEP), 0),
             T("Property and equipment, net", [""] + addr(1, gross, T22_DEP), cells=dol)]
    return Doc(22, "kestermoor", "property and equipment with estimated useful lives", FIN, cols, rows,
               look("grid", "Serif", "A4", 9), stub="(in millions)", fmt={"dec": 1},
               caption="Property and Equipment")


def t23() -> Doc:
    bh = T23["bh"]
    cols = []
    for y in (2018, 2017):
        cols += [Col(f"a{y}", (str(y), "Amount (in millions)"), fmt={"dec": 1}),
                 Col(f"p{y}", (str(y), "Per Block Hour"), fmt={"pre": "$"})]
    cols.append(Col("ch", ("Amount % Change",), force=PCT_FORCE))

    def vals(a, b):
        return [a, per_unit_dollars(a, bh[0]), b, per_unit_dollars(b, bh[1]), pchg(a, b)]
    dol = {"a2018": DOLLAR, "a2017": DOLLAR}
    rows = [I(n, vals(a, b), 0, cells=dol if k == 0 else None) for k, (n, a, b) in enumerate(T23["items"])]
    ta = r(sum(v[1] for v in T23["items"]), 1)
    tb = r(sum(v[2] for v in T23["items"]), 1)
    rows.append(T("Total operating expenses", vals(ta, tb), cells=dol))
    return Doc(23, "kestermoor", "operating expenses: amount and per block hour with % change", MDNA, cols, rows,
               look("zebra", "Sans Condensed", "Letter", 9), stub="Year Ended December 31,",
               caption="Operating Expenses per Block Hour (b)",
               notes=["(a) Fuel for capacity purchase flights is provided by the major partners at no cost.",
                      "(b) Block hours: 612,480 in 2018 and 598,210 in 2017."])


def t24_totals():
    out = {}
    for sec, names in AIRPORTS.items():
        out[sec] = add(*[T24[n] for n in names])
    return out


def t24() -> Doc:
    g1, g2, g3 = "Enplaned Passengers", "Aircraft Operations (a)", "Cargo (metric tons)"
    cols = [Col("e19", (g1, "2019")), Col("e18", (g1, "2018")), Col("ech", (g1, "% Change"), force=PCT_FORCE),
            Col("o19", (g2, "2019")), Col("o18", (g2, "2018")), Col("c19", (g3, "2019")), Col("c18", (g3, "2018"))]

    def vals(v):
        return [v[0], v[1], pchg(v[0], v[1]), v[2], v[3], v[4], v[5]]
    rows = []
    subs = t24_totals()
    for sec, names in AIRPORTS.items():
        rows.append(S(sec))
        rows += [I(n, vals(T24[n])) for n in names]
        rows.append(T("Total " + sec.rstrip(":").replace("Managed under contract", "managed airports")
                      .replace("Owned airports", "owned airports"), vals(subs[sec]), 1))
    rows.append(T("Total system", vals(add(*subs.values()))))
    return Doc(24, "sallowfield", "airport traffic: enplanements, aircraft operations, cargo", BUS, cols, rows,
               look("booktabs", "Sans", "A4", 9, section_bold=True), stub="Airport",
               caption="Airport Traffic Statistics",
               notes=["(a) Takeoffs and landings, including general aviation and military operations."])


def t25() -> Doc:
    cols = []
    for y in (2019, 2018):
        cols += [Col(f"a{y}", (str(y), "Amount"), fmt={"dec": 1}), Col(f"s{y}", (str(y), "% of Total"), fmt=PCT)]
    total = [r(sum(v[k] for items in T25.values() for v in [it[1:] for it in items]), 1) for k in (0, 1)]

    def vals(a, b):
        return [a, r(a / total[0] * 100, 1), b, r(b / total[1] * 100, 1)]
    rows = []
    first = True
    for sec, items in T25.items():
        rows.append(S(sec))
        for n, a, b in items:
            rows.append(I(n, vals(a, b), cells={"a2019": DOLLAR, "a2018": DOLLAR} if first else None))
            first = False
        sa, sb = r(sum(it[1] for it in items), 1), r(sum(it[2] for it in items), 1)
        rows.append(T("Total " + sec.rstrip(":").lower(), vals(sa, sb), 1))
    rows.append(T("Total operating revenues", vals(*total), cells={"a2019": DOLLAR, "a2018": DOLLAR}))
    return Doc(25, "sallowfield", "operating revenues: aeronautical and non-aeronautical, amount and % of total", MDNA,
               cols, rows, look("grid", "Sans Condensed", "Letter", 9), stub="(in millions, except percentages)",
               caption="Operating Revenues",
               notes=["(a) Collected by the airlines from enplaning passengers and remitted to Sallowfield."])


def t26_rows() -> list:
    tot = T24["Sallowfield International"][:2]
    other = (tot[0] - sum(v[1] for v in T26), tot[1] - sum(v[2] for v in T26))
    return [*T26, ("All other carriers", *other)], tot


def t26() -> Doc:
    cols = []
    for y in (2019, 2018):
        cols += [Col(f"e{y}", (str(y), "Enplaned Passengers")), Col(f"s{y}", (str(y), "Market Share"), fmt=PCT)]
    items, tot = t26_rows()

    def vals(a, b):
        return [a, r(a / tot[0] * 100, 1), b, r(b / tot[1] * 100, 1)]
    rows = [I(n, vals(a, b), 0) for n, a, b in items]
    rows.append(T("Total", vals(*tot)))
    return Doc(26, "sallowfield", "airlines at Sallowfield International: enplanements and market share", BUS, cols,
               rows, look("borderless", "Sans Condensed", "Letter", 9), stub="Airline",
               caption="Airlines Serving Sallowfield International",
               notes=["(a) Includes regional flights operated for Marlowen by Kestermoor Regional Holdings."])


def t27() -> Doc:
    cols = FLAT([2017, 2016, 2015])
    x = T27
    dol = {c.key: DOLLAR for c in cols}
    sec1, sec2 = "Mainline operating special items:", "Nonoperating special items:"
    main = add(*[v for _, v in x[sec1]])
    nonop = add(*[v for _, v in x[sec2]])
    pre = add(main, x["regional"], nonop)
    rows = [S(sec1)] + [I(n, v, cells=dol if k == 0 else None) for k, (n, v) in enumerate(x[sec1])]
    rows += [T("Total mainline operating special items", main, 1),
             I("Regional operating special items", x["regional"], 0), S(sec2)]
    rows += [I(n, v) for n, v in x[sec2]]
    rows += [T("Total nonoperating special items", nonop, 1), T("Total pre-tax special items", pre, cells=dol),
             I("Income tax effect of special items", x["tax"], 0),
             I("Remeasurement of deferred taxes for tax reform (b)", x["reform"], 0),
             T("Total special items, net of tax", add(pre, x["tax"], x["reform"]), cells=dol)]
    return Doc(27, "dunmallow", "special items by type, three years", MDNA, cols, rows,
               look("borderless", "Sans", "Letter", 9, section_bold=True), stub="(in millions)",
               caption="Special Items",
               notes=["(a) Impairment of retired aircraft and lease return costs.",
                      "(b) Benefit from remeasuring deferred tax balances at the new federal rate."])


def t28() -> Doc:
    cols = [Col("rn", ("Restricted Stock Units", "Number of Units")),
            Col("rf", ("Restricted Stock Units", "Weighted Average Grant Date Fair Value"), fmt={"dec": 2, "pre": "$"}),
            Col("pn", ("Performance Share Units", "Number of Units")),
            Col("pf", ("Performance Share Units", "Weighted Average Grant Date Fair Value"), fmt={"dec": 2, "pre": "$"})]
    keys = ["begin", "Granted", "Vested", "Forfeited"]
    rows = [I("Outstanding at December 31, 2016" if k == "begin" else k,
              [*T28["RSU"][k], *T28["PSU"][k]], 0) for k in keys]
    end = []
    for plan in ("RSU", "PSU"):
        n = sum(T28[plan][k][0] for k in keys)
        f = r(sum(T28[plan][k][0] * T28[plan][k][1] for k in keys) / n, 2)
        end += [n, f]
    rows.append(T("Outstanding at December 31, 2017", end))
    return Doc(28, "dunmallow", "restricted stock and performance share unit activity", FIN, cols, rows,
               look("booktabs", "Serif", "A4", 9), stub="Share Units",
               caption="Restricted Stock Unit and Performance Share Unit Activity in 2017")


def t29() -> Doc:
    cols = FLAT([2017, 2016, 2015])
    rows, subs = [], []
    for sec, items in T29.items():
        rows.append(S(sec))
        rows += [I(n, v) for n, v in items]
        sub = add(*[v for _, v in items])
        subs.append(sub)
        rows.append(T("Total " + sec.rstrip(":").lower(), sub, 1))
    rows.append(T("Total", add(*subs)))
    assert all(v == 100 for v in rows[-1].vals)
    return Doc(29, "dunmallow", "passenger revenue by sales channel, % of total, three years", BUS, cols, rows,
               look("zebra", "Serif", "Letter", 9, section_bold=True), stub="Sales Channel", fmt={"suf": "%"},
               caption="Passenger Revenue by Sales Channel (percent of passenger revenue)",
               notes=["(a) Including corporate travel management companies booking through global distribution "
                      "systems."])


def t30() -> Doc:
    g1, g2 = "Seats per Aircraft", "Number of Aircraft"
    cols = [Col("f", (g1, "First")), Col("pe", (g1, "Premium Economy")), Col("y", (g1, "Economy")),
            Col("st", (g1, "Total")), Col("own", (g2, "Owned")), Col("lse", (g2, "Leased")), Col("tot", (g2, "Total"))]

    def item(n, f, pe, y, o, le, level):
        return I(n, [f, pe, y, sum(s for s in (f, pe, y) if s), o, le, o + le], level)

    def total(label, items, level):
        o, le = sum(v[4] for v in items), sum(v[5] for v in items)
        return T(label, ["", "", "", "", o, le, o + le], level)
    rows = [S("Mainline:")]
    main = []
    for sub, items in T30["Mainline:"].items():
        rows.append(S(sub, 1))
        rows += [item(*v, 2) for v in items]
        main += items
    rows.append(total("Total mainline", main, 1))
    rows.append(S("Regional:"))
    rows += [item(*v, 1) for v in T30["Regional:"]]
    rows.append(total("Total regional", T30["Regional:"], 1))
    rows.append(total("Total fleet", main + T30["Regional:"], 0))
    split = next(i for i, rw in enumerate(rows) if rw.label == "Airbus A321")
    return Doc(30, "dunmallow", "fleet by type with cabin configuration, owned and leased", "Item 2. Properties", cols,
               rows, look("booktabs", "Sans", "Letter", 10, section_bold=True), stub="Aircraft Type",
               caption="Aircraft Fleet and Cabin Configuration as of December 31, 2017", split=split,
               repeat_header=False,
               intro=["Dunmallow's mainline fleet flies its domestic and international network from its hubs; its "
                      "regional fleet is operated under capacity purchase agreements and carries the Dunmallow "
                      "name. The table below shows the aircraft in service at year end, the seats in each cabin "
                      "and whether the aircraft are owned or leased. Premium economy is offered only on the "
                      "wide-body fleet. Regional aircraft with two cabins offer first class and economy."])


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
