"""A held-out set in the manner of AIT-QA (airline 10-K tables), over NEW tables (bench/aitqa-style).

    python bench/aitqa-style/make_docs.py OUTDIR

Writes thirty one-page PDFs, as-t01.pdf ... as-t30.pdf, each one table in the style of an airline's
annual report on Form 10-K: operating statistics by entity and region, fleet, fuel, revenue by
region and by type, operating expenses with change columns, CASM reconciliations, employees by
group, contractual obligations, regional capacity purchase carriers, aircraft orders, quarterly
data and share repurchases. The look follows the pages of /work/shared/corpus/aitqa-dev:
hierarchical column headers with spanning group cells ("Year Ended December 31," > 2019 / 2018;
"Mainline" / "Regional" / "Total" > years; "Increase (Decrease)" > "$" / "%"), row hierarchies
(section rows, indented sub-rows, the same row label repeated under different sections), footnote
markers, "(in millions)" stated in the header corner, a header group, a section row, a row label or
a caption, percentages and per-unit values in cents. Four table styles (booktabs, grid, zebra,
borderless), three DejaVu families, Letter or A4, landscape when the table is wide.

Deterministic: no randomness, ``invariant=1``, fonts from the system's DejaVu files; two runs write
the same bytes. The eight airlines and the regional carriers are invented (each name checked with
grep -ri against bench/ and /work/shared/corpus, the corpus PDFs' pdftotext included: no hits).
Every figure lives in the data block at the top of this file; totals, changes, percent changes,
load factors, unit revenues and costs, weighted averages and shares are computed below, so each
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
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

# ===================================================================================== data
# The airlines (all invented). short: how a question names the company.
AIRLINES = {
    "tarnwick": ("Tarnwick Air Lines, Inc.", "Tarnwick", 2019),
    "bellmora": ("Bellmora Airways Holdings, Inc.", "Bellmora", 2018),
    "quillon": ("Quillon Air Group, Inc.", "Quillon", 2019),
    "varrowind": ("Varrowind Airlines Corporation", "Varrowind", 2017),
    "ostrevane": ("Ostrevane Airlines Group, Inc.", "Ostrevane", 2019),
    "aldermoor": ("Aldermoor Air Group, Inc.", "Aldermoor", 2016),
    "fenstrel": ("Fenstrel Airlines, Inc.", "Fenstrel", 2018),
    "galeforth": ("Galeforth Airways Holdings Corp.", "Galeforth", 2019),
}
# Regional carriers flying for Varrowind under capacity purchase agreements (invented).
CARRIERS = ["Harrowmere Regional Airlines, Inc.", "Larkfield Express, LLC", "Tessaly Air, Inc.",
            "Pellarine Connection Corp.", "Kittiwake Commuter Airlines, Inc."]

# --- t01 Tarnwick operating statistics (mainline / regional; consolidated is computed)
T01 = {  # 2019, 2018, 2017
    "Mainline": {"pax": [98.4, 95.1, 91.7], "rpm": [187_412, 179_836, 172_095], "asm": [221_905, 214_377, 207_518],
                 "yield": [14.62, 14.35, 14.11], "casm": [12.88, 12.61, 12.40], "gal": [3_212, 3_147, 3_098],
                 "price": [2.11, 2.27, 1.83]},
    "Regional": {"pax": [41.6, 40.2, 38.9], "rpm": [24_318, 23_590, 22_871], "asm": [30_142, 29_655, 29_014],
                 "yield": [21.85, 21.40, 20.96], "casm": [19.74, 19.32, 18.85], "gal": [612, 603, 598],
                 "price": [2.14, 2.30, 1.86]},
}
# --- t02 Tarnwick fleet at December 31, 2019: (type, seats, owned, leased, average age)
T02 = {
    "Mainline": [("Airbus A319", 126, 38, 22, 17.2), ("Airbus A320", 150, 64, 31, 14.8),
                 ("Airbus A321neo", 196, 18, 29, 1.6), ("Boeing 737-800", 166, 87, 54, 9.3),
                 ("Boeing 737 MAX 8", 172, 12, 0, 0.9), ("Boeing 787-9", 290, 21, 4, 3.7),
                 ("Boeing 777-200ER", 273, 19, 0, 19.8)],
    "Regional": [("Embraer E175", 76, 42, 38, 5.1), ("Bombardier CRJ900", 76, 21, 15, 11.6),
                 ("Bombardier CRJ200", 50, 30, 0, 18.4)],
}
# --- t04 Tarnwick operating expenses (in millions): 2019, 2018
T04 = [("Salaries, wages and benefits", 11_842, 11_206), ("Aircraft fuel and related taxes", None, None),
       ("Regional capacity purchase", 2_415, 2_338), ("Landing fees and other rent", 2_296, 2_187),
       ("Aircraft maintenance materials and outside repairs", 1_918, 1_847),
       ("Depreciation and amortization", 2_204, 2_061), ("Distribution expenses", 1_436, 1_409),
       ("Aircraft rent", 512, 578), ("Special items, net (a)", 247, 386), ("Other operating expenses", 7_463, 6_572)]
# --- t05 Bellmora passenger revenue by region (in millions): 2018, 2017, 2016
T05 = {"Domestic": [19_842, 18_905, 18_210], "Atlantic": [5_214, 4_876, 4_702], "Pacific": [3_105, 3_188, 3_240],
       "Latin America": [2_467, 2_311, 2_156], "Cargo": [1_082, 1_015, 884],
       "Other operating revenue": [3_318, 3_106, 2_951]}
# --- t06 Bellmora traffic, domestic / international: 2018, 2017
T06 = {"Domestic": {"pax": [118.6, 114.9], "rpm": [132_450, 127_310], "asm": [157_820, 152_660]},
       "International": {"pax": [21.3, 20.7], "rpm": [79_840, 77_150], "asm": [95_310, 92_950]}}
# --- t07 Bellmora employees: (group, union, FTE 2018, FTE 2017, contract amendable)
T07 = [("Pilots", "Cockpit Officers Guild", 9_840, 9_410, "December 2021"),
       ("Flight attendants", "Cabin Safety Professionals Union", 18_260, 17_730, "June 2020"),
       ("Aircraft technicians", "Aviation Technicians Federation", 7_905, 7_690, "March 2023"),
       ("Fleet service and ramp", "Ramp and Cargo Workers Federation", 11_420, 11_185, "September 2019"),
       ("Passenger service agents", "Passenger Agents Alliance", 12_675, 12_510, "January 2022"),
       ("Dispatchers", "Flight Dispatch Guild", 410, 395, "April 2020"),
       ("Management and other", "Not represented", 8_930, 8_770, "—")]
# --- t08 Bellmora contractual obligations (in millions): 2019, 2020, 2021, 2022, 2023, thereafter
T08 = [("Long-term debt (a)", [1_145, 1_380, 962, 1_214, 806, 4_318]),
       ("Interest on long-term debt", [392, 351, 298, 254, 207, 862]),
       ("Finance lease obligations", [88, 84, 71, 62, 45, 126]),
       ("Operating lease commitments (b)", [1_206, 1_118, 1_034, 942, 861, 3_975]),
       ("Aircraft purchase commitments (c)", [2_614, 2_871, 2_305, 1_690, 1_112, 820]),
       ("Regional capacity purchase (d)", [1_488, 1_452, 1_397, 1_104, 866, 2_915])]
# --- t09 Quillon selected data: 2019 ... 2015
T09 = {"pax": [34.8, 31.2, 27.9, 24.6, 21.3], "rpm": [37_216, 33_894, 30_482, 26_918, 22_977],
       "asm": [43_105, 39_812, 35_677, 31_604, 26_955], "fare": [68.42, 70.15, 72.88, 74.30, 79.61],
       "nonticket": [52.37, 50.94, 48.12, 46.85, 44.20], "opex": [3_702, 3_391, 2_958, 2_522, 2_168],
       "net": [372, 288, 301, 291, 317], "eps": [5.42, 4.21, 4.38, 4.19, 4.47],
       "departures": [215_480, 198_760, 180_215, 160_940, 141_305], "stage": [1_012, 1_034, 1_041, 1_029, 1_005],
       "gal": [505, 472, 428, 382, 331], "fuel_price": [2.14, 2.31, 1.88, 1.52, 1.96],
       "casm_ex": [5.61, 5.72, 5.84, 5.79, 5.93], "aircraft": [145, 128, 112, 99, 85]}
# --- t10 Quillon delivery schedule: year -> (A220 firm, A220 options, A321neo firm, A321neo options)
T10 = [("2020", 6, 0, 12, 0), ("2021", 8, 4, 9, 0), ("2022", 10, 6, 7, 5), ("2023", 6, 10, 10, 5),
       ("2024 and thereafter", 0, 15, 14, 20)]
# --- t11 Quillon 2019 quarters (March, June, September, December)
T11 = {"revenue": [958, 1_086, 1_112, 1_048], "opex": [901, 939, 950, 912], "net": [38, 109, 121, 104],
       "asm": [10_295, 10_882, 11_114, 10_814], "lf": [83.1, 88.0, 87.6, 86.9], "fare": [64.10, 71.85, 70.22, 67.30]}
# --- t12 Quillon operating expenses (in millions): 2019, 2018 ("Other" is what is left of the total)
T12 = [("Salaries, wages and benefits", 872, 781), ("Aircraft fuel", None, None),
       ("Landing fees and other rents", 298, 276), ("Aircraft rent", 354, 338),
       ("Maintenance, materials and repairs", 176, 159), ("Depreciation and amortization", 241, 207),
       ("Distribution", 147, 143), ("Special items", 12, 41)]
# --- t13/t14 Varrowind capacity purchase carriers
T13 = {  # carrier -> (E175, CRJ900, CRJ700, Q400, agreement expiration)
    CARRIERS[0]: (48, 0, 12, 0, "2026"), CARRIERS[1]: (0, 34, 18, 0, "2022"), CARRIERS[2]: (22, 0, 0, 15, "2024"),
    CARRIERS[3]: (0, 0, 9, 24, "2020"), CARRIERS[4]: (16, 12, 0, 0, "2023")}
T14 = {  # carrier -> (ASMs 2017, ASMs 2016, expense 2017, expense 2016)
    CARRIERS[0]: (7_412, 7_105, 1_182, 1_121), CARRIERS[1]: (5_236, 5_480, 864, 889),
    CARRIERS[2]: (3_118, 2_884, 541, 497), CARRIERS[3]: (2_047, 2_210, 402, 428),
    CARRIERS[4]: (1_986, 1_652, 356, 301)}
# --- t15 Varrowind operating revenues (in millions): 2017, 2016
T15 = {"Mainline": (24_615, 23_984), "Regional": (5_872, 5_611), "Cargo": (842, 776),
       "Loyalty program": (2_214, 2_087), "Ancillary and other": (1_107, 1_162)}
# --- t16 Varrowind fuel: gallons (millions) and target price per gallon, 2017, 2016, 2015
T16 = {"Mainline": ([3_418, 3_352, 3_307], [1.74, 1.43, 1.96]),
       "Regional": ([842, 815, 790], [1.79, 1.47, 2.01])}
# --- t17 Ostrevane expenses (in millions) behind the per-ASM table: 2019, 2018
T17_ASM = {"Mainline": (118_540, 114_205), "Regional": (19_860, 18_940)}
T17 = {  # item -> (mainline 2019, mainline 2018, regional 2019, regional 2018)
    "Salaries, wages and benefits": (5_102, 4_867, 1_028, 979),
    "Aircraft fuel and related taxes": (2_876, 3_041, 611, 652),
    "Maintenance, materials and repairs": (842, 810, 287, 274),
    "Depreciation and amortization": (781, 742, 142, 131),
    "Landing fees and other rents": (704, 681, 218, 207),
    "Special items, net (a)": (96, 148, 0, 12),
    "Other operating expenses": (3_215, 3_088, 1_243, 1_196)}
# --- t18 Ostrevane fleet plan: type -> (actual Dec 31 2019, planned 2020, 2021, 2022)
T18 = {"Mainline": [("Airbus A220-100", 12, 20, 28, 35), ("Airbus A320", 74, 70, 64, 58),
                    ("Airbus A321", 45, 45, 45, 45), ("Airbus A321neo", 18, 27, 36, 44),
                    ("Boeing 767-300ER", 16, 12, 8, 4), ("Airbus A330-900neo", 6, 10, 14, 17)],
       "Regional (a)": [("Embraer E170", 20, 16, 10, 6), ("Embraer E175", 54, 60, 64, 64)]}
# --- t19 Ostrevane employees: group -> (mainline 2019, regional 2019, total 2018)
T19 = [("Pilots", 6_420, 1_385, 7_612), ("Flight attendants", 11_860, 1_920, 13_405),
       ("Maintenance technicians", 4_215, 612, 4_730), ("Airport and customer service", 9_745, 2_104, 11_690),
       ("Reservations and sales", 2_310, 0, 2_402), ("Management and administrative", 5_480, 740, 6_081)]
# --- t20 Ostrevane 2019 quarters: RPMs, ASMs, passenger revenue (in millions)
T20 = {"rpm": [26_540, 30_310, 31_455, 28_630], "asm": [32_410, 35_220, 36_180, 34_590],
       "rev": [3_812, 4_460, 4_590, 4_126]}
# --- t21 Aldermoor statement of operations (no scale printed): 2016, 2015, 2014
T21 = {"Mainline": [13_604, 13_211, 12_842], "Regional": [2_918, 2_846, 2_755], "Cargo": [512, 548, 603],
       "Other revenue": [1_486, 1_402, 1_355],
       "expenses": [("Salaries, wages and benefits", [4_562, 4_318, 4_120]), ("Aircraft fuel", [3_118, 3_604, 4_880]),
                    ("Regional capacity purchase", [1_984, 1_951, 1_902]),
                    ("Landing fees and rents", [1_046, 998, 961]), ("Maintenance", [812, 790, 751]),
                    ("Depreciation and amortization", [948, 902, 866]), ("Other", [3_021, 2_884, 2_795])],
       "Interest expense": [-318, -341, -362], "Interest income": [42, 31, 24], "Other, net": [-27, 15, -8],
       "tax_rate": 0.355}
# --- t22 Aldermoor fuel: hedge (gains) losses and gallons, 2016, 2015 (GAAP expense from t21)
T22 = {"hedge": [-142, 96], "gal": [1_842, 1_806]}
# --- t23 Aldermoor revenue by region (in millions): 2016, 2015 (Latin America is what is left)
T23 = {"Domestic": (12_406, 11_985), "Transatlantic": (3_215, 3_168), "Transpacific": (1_502, 1_544)}
# --- t24 Aldermoor debt: (label, rate text, 2016, 2015)
T24 = {"Secured:": [("Enhanced equipment trust certificates (a)", "3.38% to 5.95%", 2_846, 2_512),
                    ("Aircraft-secured term loans", "2.40% to 4.15%", 1_218, 1_376),
                    ("Revolving credit facility (b)", "Variable", 0, 250)],
       "Unsecured:": [("Senior notes due 2021", "4.625%", 500, 500), ("Senior notes due 2024", "5.250%", 650, 0),
                      ("Convertible senior notes", "2.750%", 288, 345)],
       "discount": (-41, -38), "current": (-402, -361)}
# --- t25 Fenstrel operating statistics, mainline / regional: 2018, 2017
T25 = {"Mainline": {"pax": [62.4, 60.1], "rpm": [98_715, 94_320], "asm": [116_480, 112_905],
                    "yield": [15.82, 15.41], "trasm": [15.20, 14.83], "casm": [14.05, 13.66], "casm_ex": [10.42, 10.18],
                    "dep": [612_480, 598_215], "stage": [1_184, 1_169]},
       "Regional": {"pax": [24.8, 23.5], "rpm": [14_206, 13_380], "asm": [18_115, 17_240],
                    "yield": [23.15, 22.78], "trasm": [19.12, 18.70], "casm": [18.86, 18.24], "casm_ex": [14.31, 13.90],
                    "dep": [418_620, 402_310], "stage": [512, 506]}}
# --- t26 Fenstrel aircraft commitments: (type, options, deliveries 2019, 2020, 2021, 2022 and thereafter)
T26 = {"Mainline:": [("Airbus A220-300", 20, [8, 10, 12, 0]), ("Airbus A321neo", 30, [9, 12, 12, 12]),
                     ("Boeing 787-10", 6, [2, 4, 4, 2])],
       "Regional:": [("Embraer E175-E2", 40, [0, 5, 8, 7])]}
# --- t27 Fenstrel operating revenue (in millions): 2018, 2017
T27 = {"Passenger revenue:": [("Ticket", 16_842, 16_105), ("Loyalty program", 1_412, 1_338),
                              ("Travel-related services", 1_096, 1_024)],
       "Cargo revenue:": [("Freight", 612, 575), ("Mail", 84, 91)],
       "Other revenue:": [("Loyalty program", 1_218, 1_146), ("Ancillary businesses", 402, 388),
                          ("Miscellaneous", 137, 149)]}
# --- t28 Galeforth CASM reconciliation: 2019, 2018, 2017
T28 = {"opex": [27_412, 26_118, 24_604], "fuel": [6_105, 6_648, 5_210], "special": [184, 312, 96],
       "asm": [205_840, 199_710, 192_455]}
# --- t29 Galeforth share repurchases, fourth quarter 2019: (period, shares, price, shares under the plan)
T29 = {"remaining_before": 1_500.0,
       "months": [("October 1 – October 31, 2019", 1_284_610, 52.18, 1_284_610),
                  ("November 1 – November 30, 2019", 906_255, 55.74, 906_255),
                  ("December 1 – December 31, 2019 (a)", 1_120_480, 57.02, 1_050_000)]}
# --- t30 Galeforth by region: year -> region -> (passenger revenue, passengers, RPMs, ASMs)
T30 = {"2019": {"Domestic": (17_812, 98.6, 101_240, 118_420), "Atlantic": (5_124, 9.2, 35_108, 41_350),
                "Pacific": (2_986, 4.8, 25_432, 30_260), "Latin America": (2_204, 8.1, 13_245, 15_810)},
       "2018": {"Domestic": (17_105, 95.4, 97_915, 115_380), "Atlantic": (4_902, 8.8, 33_102, 39_870),
                "Pacific": (3_011, 4.7, 24_518, 29_640), "Latin America": (2_046, 7.6, 12_206, 14_820)}}

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
    airline: str                   # key of AIRLINES
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
        return f"as-{self.key}.pdf"

    @property
    def company(self) -> str:
        return AIRLINES[self.airline][0]

    @property
    def short(self) -> str:
        return AIRLINES[self.airline][1]

    @property
    def year(self) -> int:
        return AIRLINES[self.airline][2]

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
        """The gold unit and scale of a cell, as aitqa-dev's golds carry them (see the README):
        a percentage (a "%" in the cell, a percent column header, "(percent)" in the row label) is
        ("%", 1); a per-unit value in cents (a "¢" in the cell, or "cents" in the row's labels, the
        column's headers, the header corner or the caption) is ("USD", 0.01); otherwise the unit is
        "USD" when the cell prints "$" (or the column header is "$") and the scale is 1e6 when
        "millions" is stated for the cell (its row label, a section row above it, its column
        headers, the header corner or the caption), except for a per-unit row under a statement
        "(in millions, except ...)"."""
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
        unit = "USD" if "$" in raw or (cols and cols[-1] == "$") else None
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


# ===================================================================================== the tables
def t01() -> Doc:
    years = [2019, 2018, 2017]
    cols = YEAR_COLS(years) + [Col("c19", ("Increase (Decrease)", "2019 vs. 2018"), force=PCT_FORCE),
                               Col("c18", ("Increase (Decrease)", "2018 vs. 2017"), force=PCT_FORCE)]
    ents = dict(T01)
    m, g = ents["Mainline"], ents["Regional"]
    cons = {k: [r(a + b, 1 if k == "pax" else 0) for a, b in zip(m[k], g[k])] for k in ("pax", "rpm", "asm", "gal")}
    rev = [a * b / 100 + c * d / 100 for a, b, c, d in zip(m["yield"], m["rpm"], g["yield"], g["rpm"])]
    cons["yield"] = [r(v / t * 100, 2) for v, t in zip(rev, cons["rpm"])]
    cost = [a * b / 100 + c * d / 100 for a, b, c, d in zip(m["casm"], m["asm"], g["casm"], g["asm"])]
    cons["casm"] = [r(v / t * 100, 2) for v, t in zip(cost, cons["asm"])]
    spend = [a * b + c * d for a, b, c, d in zip(m["price"], m["gal"], g["price"], g["gal"])]
    cons["price"] = [r(v / t, 2) for v, t in zip(spend, cons["gal"])]
    ents["Consolidated"] = cons
    rows = []
    marks = {"Mainline": "", "Regional": " (e)", "Consolidated": ""}
    for name, e in ents.items():
        lfs = [lf(a, b) for a, b in zip(e["rpm"], e["asm"])]
        prasm = [r(y * a / b, 2) for y, a, b in zip(e["yield"], e["rpm"], e["asm"])]

        def line(label, vals, dec=0, **kw):
            ch = [pchg(vals[0], vals[1]), pchg(vals[1], vals[2])]
            return I(label, [*vals, *ch], dec=dec, **kw)
        rows += [S(name + marks[name]),
                 line("Passengers enplaned (millions)", e["pax"], 1),
                 line("Revenue passenger miles (millions) (a)", e["rpm"]),
                 line("Available seat miles (millions) (b)", e["asm"]),
                 I("Passenger load factor (c)", [*lfs, r(lfs[0] - lfs[1], 1), r(lfs[1] - lfs[2], 1)], dec=1, suf="%",
                   cells={"c19": {"suf": " pts"}, "c18": {"suf": " pts"}}),
                 line("Yield (cents) (d)", e["yield"], 2),
                 line("Passenger revenue per available seat mile (cents)", prasm, 2),
                 line("Cost per available seat mile (cents)", e["casm"], 2),
                 line("Fuel gallons consumed (millions)", e["gal"]),
                 line("Average fuel price per gallon", e["price"], 2, pre="$")]
    return Doc(1, "tarnwick", "operating statistics: mainline, regional, consolidated", "Item 6. Selected Financial Data",
               cols, rows, {"style": "borderless", "family": "DejaVu Sans", "paper": "Letter", "size": 8},
               caption="Operating Statistics",
               notes=["(a) The number of miles flown by revenue passengers.",
                      "(b) The number of seats available for passengers multiplied by the number of miles flown.",
                      "(c) Revenue passenger miles divided by available seat miles.",
                      "(d) Passenger revenue divided by revenue passenger miles.",
                      "(e) Flights operated for Tarnwick by regional carriers under capacity purchase agreements."])


def t02() -> Doc:
    cols = [Col("seats", ("Average Seats",)), Col("owned", ("Number of Aircraft", "Owned")),
            Col("leased", ("Number of Aircraft", "Leased")), Col("total", ("Number of Aircraft", "Total")),
            Col("age", ("Average Age (Years)",), fmt={"dec": 1})]
    rows = []
    grand = [0, 0, 0, 0.0]
    for sec, label in (("Mainline", "Mainline:"), ("Regional", "Regional (a):")):
        rows.append(S(label))
        tot = [0, 0, 0, 0.0]
        for name, seats, own, lease, age in T02[sec]:
            rows.append(I(name, [seats, own, lease, own + lease, age]))
            tot = [tot[0] + own, tot[1] + lease, tot[2] + own + lease, tot[3] + age * (own + lease)]
        rows.append(T(f"Total {sec.lower()}", ["", tot[0], tot[1], tot[2], r(tot[3] / tot[2], 1)], level=1))
        grand = [a + b for a, b in zip(grand, tot)]
    rows.append(T("Total fleet", ["", grand[0], grand[1], grand[2], r(grand[3] / grand[2], 1)]))
    return Doc(2, "tarnwick", "fleet by aircraft type: seats, owned, leased, average age", "Item 2. Properties",
               cols, rows, {"style": "grid", "family": "DejaVu Serif", "paper": "A4", "size": 8.5},
               stub="As of December 31, 2019",
               notes=["(a) Operated by regional carriers under capacity purchase agreements with Tarnwick."])


def t04_data() -> tuple[list, list, list]:
    fuel = t03_fuel()
    items = [(n, *(fuel["Total"]["exp"] if a is None else (a, b))) for n, a, b in T04]
    tot = [sum(x[1] for x in items), sum(x[2] for x in items)]
    return items, tot, fuel


def t03_fuel() -> dict:
    out = {}
    for i, name in enumerate(("Mainline", "Regional")):
        e = T01[name]
        exp = [r(g * p, 0) for g, p in zip(e["gal"][:2], e["price"][:2])]
        out[name] = {"gal": e["gal"][:2], "exp": exp}
    out["Total"] = {"gal": add(out["Mainline"]["gal"], out["Regional"]["gal"]),
                    "exp": add(out["Mainline"]["exp"], out["Regional"]["exp"])}
    for v in out.values():
        v["price"] = [r(a / b, 2) for a, b in zip(v["exp"], v["gal"])]
    return out


def t03() -> Doc:
    _, opex, fuel = t04_data()
    cols = [Col(f"{e} {y}", (e, str(y))) for e in ("Mainline", "Regional", "Total") for y in (2019, 2018)]
    keys = [c.key for c in cols]

    def vals(k):
        return [fuel[e][k][i] for e in ("Mainline", "Regional", "Total") for i in (0, 1)]
    share = [r(fuel[e]["exp"][i] / opex[i] * 100, 1) for e in ("Mainline", "Regional", "Total") for i in (0, 1)]
    rows = [I("Gallons consumed (millions)", vals("gal"), level=0),
            I("Fuel expense (in millions)", vals("exp"), level=0, pre="$"),
            I("Average price per gallon (a)", vals("price"), level=0, pre="$", dec=2),
            I("Percent of total operating expenses", share, level=0, dec=1, suf="%")]
    assert len(keys) == 6
    return Doc(3, "tarnwick", "fuel by entity: gallons, expense, price per gallon, share of operating expenses",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "zebra", "family": "DejaVu Sans Condensed", "paper": "Letter", "size": 9},
               caption="Aircraft Fuel",
               notes=["(a) Fuel expense divided by gallons consumed; includes fuel taxes and into-plane fees."])


def t04() -> Doc:
    items, tot, _ = t04_data()
    cols = YEAR_COLS([2019, 2018]) + [Col("d", ("Increase (Decrease)", "$")),
                                      Col("p", ("Increase (Decrease)", "%"), force=PCT_FORCE)]
    rows = []
    for i, (n, a, b) in enumerate(items):
        rows.append(I(n, [a, b, a - b, pchg(a, b)], level=0, **(DOLLAR if i == 0 else {})))
    rows.append(T("Total operating expenses", [tot[0], tot[1], tot[0] - tot[1], pchg(*tot)], pre="$"))
    return Doc(4, "tarnwick", "operating expenses with $ and % change", "Item 7. Management's Discussion and Analysis",
               cols, rows, {"style": "booktabs", "family": "DejaVu Serif", "paper": "Letter", "size": 9},
               stub="(in millions)",
               notes=["(a) Special items include merger integration costs and impairment of retired aircraft."])


def t05() -> Doc:
    cols = YEAR_COLS([2018, 2017, 2016]) + [Col("c18", ("% Increase (Decrease)", "2018 vs. 2017"), force=PCT_FORCE),
                                            Col("c17", ("% Increase (Decrease)", "2017 vs. 2016"), force=PCT_FORCE)]

    def line(label, v, level=1, kind="item", **kw):
        return Row(label, [*v, pchg(v[0], v[1]), pchg(v[1], v[2])], level, kind, kw)
    intl = add(T05["Atlantic"], T05["Pacific"], T05["Latin America"])
    pax = add(T05["Domestic"], intl)
    total = add(pax, T05["Cargo"], T05["Other operating revenue"])
    rows = [S("Passenger revenue:"), line("Domestic", T05["Domestic"], pre="$"), S("International:", 1),
            line("Atlantic", T05["Atlantic"], 2), line("Pacific", T05["Pacific"], 2),
            line("Latin America", T05["Latin America"], 2),
            line("Total international", intl, 2, "total"),
            line("Total passenger revenue", pax, 1, "total", pre="$"),
            line("Cargo", T05["Cargo"], 0), line("Other operating revenue", T05["Other operating revenue"], 0),
            line("Total operating revenue", total, 0, "total", pre="$")]
    return Doc(5, "bellmora", "operating revenue by geographic region with % change",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "booktabs", "family": "DejaVu Sans", "paper": "A4", "size": 8.5, "section_bold": True},
               stub="(in millions)")


def t06() -> Doc:
    cols = [Col(f"{e} {y}", (e, str(y))) for e in ("Domestic", "International", "Consolidated") for y in (2018, 2017)]
    rev = {"Domestic": T05["Domestic"][:2],
           "International": add(T05["Atlantic"], T05["Pacific"], T05["Latin America"])[:2]}
    ent = {k: dict(v, rev=rev[k]) for k, v in T06.items()}
    ent["Consolidated"] = {k: [r(a + b, 1 if k == "pax" else 0) for a, b in zip(ent["Domestic"][k], ent["International"][k])]
                           for k in ("pax", "rpm", "asm", "rev")}

    def vals(f):
        return [f(ent[e], i) for e in ("Domestic", "International", "Consolidated") for i in (0, 1)]
    rows = [I("Passengers (millions)", vals(lambda e, i: e["pax"][i]), 0, dec=1),
            I("Revenue passenger miles (millions)", vals(lambda e, i: e["rpm"][i]), 0),
            I("Available seat miles (millions)", vals(lambda e, i: e["asm"][i]), 0),
            I("Passenger load factor", vals(lambda e, i: lf(e["rpm"][i], e["asm"][i])), 0, dec=1, suf="%"),
            I("Passenger revenue (in millions)", vals(lambda e, i: e["rev"][i]), 0, pre="$"),
            I("Yield (cents)", vals(lambda e, i: cents(e["rev"][i], e["rpm"][i])), 0, dec=2),
            I("Passenger revenue per ASM (cents)", vals(lambda e, i: cents(e["rev"][i], e["asm"][i])), 0, dec=2)]
    return Doc(6, "bellmora", "traffic and unit revenue: domestic, international, consolidated",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "grid", "family": "DejaVu Sans Condensed", "paper": "Letter", "size": 8.5},
               caption="Passenger Traffic and Unit Revenue", wide=True)


def t07() -> Doc:
    cols = [Col("union", ("Union",), align="LEFT"),
            Col("2018", ("Full-time Equivalent Employees", "December 31, 2018")),
            Col("2017", ("Full-time Equivalent Employees", "December 31, 2017")),
            Col("amend", ("Contract Amendable",), align="LEFT")]
    rows = [I(g, [u, a, b, d], level=0) for g, u, a, b, d in T07]
    rows.append(T("Total", ["", sum(x[2] for x in T07), sum(x[3] for x in T07), ""]))
    return Doc(7, "bellmora", "employees by group with union and contract amendable date", "Item 1. Business",
               cols, rows, {"style": "zebra", "family": "DejaVu Serif", "paper": "A4", "size": 8.5},
               stub="Employee Group", caption="Employees and Labor Agreements")


def t08() -> Doc:
    years = ["2019", "2020", "2021", "2022", "2023", "Thereafter"]
    cols = [Col("total", ("Total",))] + [Col(y, ("Payments Due by Period", y)) for y in years]
    rows = []
    for i, (n, v) in enumerate(T08):
        rows.append(I(n, [sum(v), *v], level=0, **(DOLLAR if i == 0 else {})))
    tot = add(*[v for _, v in T08])
    rows.append(T("Total contractual obligations", [sum(tot), *tot], pre="$"))
    return Doc(8, "bellmora", "contractual obligations by year due", "Item 7. Management's Discussion and Analysis",
               cols, rows, {"style": "borderless", "family": "DejaVu Sans", "paper": "Letter", "size": 8.5},
               stub="(in millions)", caption="Contractual Obligations",
               notes=["(a) Principal only; interest is shown separately.",
                      "(b) Aircraft and airport facility leases with terms over one year.",
                      "(c) Firm orders for new aircraft, net of pre-delivery deposits paid.",
                      "(d) Estimated minimum fixed payments to regional carriers."])


def t09() -> Doc:
    d = T09
    years = [2019, 2018, 2017, 2016, 2015]
    revenue = [r(p * (f + n), 0) for p, f, n in zip(d["pax"], d["fare"], d["nonticket"])]
    opinc = [a - b for a, b in zip(revenue, d["opex"])]
    rows = [S("Financial Data (in millions, except per share amounts):"),
            I("Total operating revenue", revenue, pre="$"), I("Total operating expenses", d["opex"]),
            I("Operating income", opinc), I("Net income", d["net"], pre="$"),
            I("Diluted earnings per share", d["eps"], per_unit=True, pre="$", dec=2),
            S("Operating Statistics:"),
            I("Passengers flown (millions)", d["pax"], dec=1),
            I("Revenue passenger miles (millions) (a)", d["rpm"]),
            I("Available seat miles (millions) (b)", d["asm"]),
            I("Load factor (c)", [lf(a, b) for a, b in zip(d["rpm"], d["asm"])], dec=1, suf="%"),
            I("Departures", d["departures"]), I("Average stage length (miles)", d["stage"]),
            I("Average fare per passenger", d["fare"], pre="$", dec=2),
            I("Non-ticket revenue per passenger", d["nonticket"], pre="$", dec=2),
            I("Total revenue per ASM (cents)", [cents(a, b) for a, b in zip(revenue, d["asm"])], dec=2),
            I("Cost per ASM (cents)", [cents(a, b) for a, b in zip(d["opex"], d["asm"])], dec=2),
            I("Adjusted CASM excluding fuel (cents) (d)", d["casm_ex"], dec=2),
            I("Fuel gallons consumed (millions)", d["gal"]),
            I("Average economic fuel cost per gallon", d["fuel_price"], pre="$", dec=2),
            I("Aircraft in service at end of period", d["aircraft"])]
    return Doc(9, "quillon", "selected financial and operating data, five years", "Item 6. Selected Financial Data",
               YEAR_COLS(years), rows, {"style": "booktabs", "family": "DejaVu Sans", "paper": "Letter", "size": 8,
                                        "section_bold": True},
               notes=["(a) Miles flown by revenue passengers.", "(b) Seats available multiplied by miles flown.",
                      "(c) Revenue passenger miles divided by available seat miles.",
                      "(d) Excludes fuel, special items and loss on disposal of assets; a non-GAAP measure."])


def t10() -> Doc:
    cols = [Col("a_f", ("Airbus A220-300", "Firm")), Col("a_o", ("Airbus A220-300", "Options")),
            Col("n_f", ("Airbus A321neo", "Firm")), Col("n_o", ("Airbus A321neo", "Options")),
            Col("t_f", ("Total", "Firm")), Col("t_o", ("Total", "Options"))]
    rows = [I(y, [a, b, c, d, a + c, b + d], level=0) for y, a, b, c, d in T10]
    rows.append(T("Total", add(*[x.vals for x in rows])))
    return Doc(10, "quillon", "aircraft delivery schedule: firm orders and options by type", "Item 2. Properties",
               cols, rows, {"style": "grid", "family": "DejaVu Sans", "paper": "A4", "size": 9},
               stub="Year of Delivery", caption="Aircraft Purchase Commitments as of December 31, 2019")


def t11() -> Doc:
    d = T11
    cols = [Col(q, ("2019 Quarter Ended", q)) for q in ("March 31", "June 30", "September 30", "December 31")]
    rows = [I("Total operating revenue", d["revenue"], 0, pre="$"),
            I("Operating income", [a - b for a, b in zip(d["revenue"], d["opex"])], 0),
            I("Net income", d["net"], 0),
            I("Available seat miles (millions)", d["asm"], 0),
            I("Load factor", d["lf"], 0, dec=1, suf="%"),
            I("Total revenue per ASM (cents)", [cents(a, b) for a, b in zip(d["revenue"], d["asm"])], 0, dec=2),
            I("Cost per ASM (cents)", [cents(a, b) for a, b in zip(d["opex"], d["asm"])], 0, dec=2),
            I("Average fare per passenger", d["fare"], 0, per_unit=True, pre="$", dec=2)]
    return Doc(11, "quillon", "quarterly financial and operating data (unaudited)",
               "Item 8. Quarterly Financial Data (Unaudited)", cols, rows,
               {"style": "zebra", "family": "DejaVu Serif", "paper": "Letter", "size": 9},
               stub="(in millions, except per-unit data)")


def t12() -> Doc:
    asm = T09["asm"][:2]
    fuel = [r(g * p, 0) for g, p in zip(T09["gal"][:2], T09["fuel_price"][:2])]
    items = [(n, *(fuel if a is None else (a, b))) for n, a, b in T12]
    other = [T09["opex"][i] - sum(x[1 + i] for x in items) for i in (0, 1)]
    items.append(("Other operating expenses", *other))
    cols = [Col("m19", ("(in millions)", "2019")), Col("m18", ("(in millions)", "2018")),
            Col("a19", ("Cost per ASM (cents)", "2019"), fmt={"dec": 2}),
            Col("a18", ("Cost per ASM (cents)", "2018"), fmt={"dec": 2}),
            Col("pc", ("Cost per ASM (cents)", "% Change"), force=PCT_FORCE)]
    rows = []
    for i, (n, a, b) in enumerate(items):
        ca, cb = cents(a, asm[0]), cents(b, asm[1])
        rows.append(I(n, [a, b, ca, cb, pchg(ca, cb)], 0, cells={"m19": DOLLAR, "m18": DOLLAR} if i == 0 else {}))
    ta, tb = T09["opex"][:2]
    rows.append(T("Total operating expenses", [ta, tb, cents(ta, asm[0]), cents(tb, asm[1]),
                                               pchg(cents(ta, asm[0]), cents(tb, asm[1]))],
                  cells={"m19": DOLLAR, "m18": DOLLAR}))
    rows.append(I("Available seat miles (millions)", [*asm, "", "", ""], 0))
    return Doc(12, "quillon", "operating expenses in $ and per ASM with % change",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "booktabs", "family": "DejaVu Sans Condensed", "paper": "A4", "size": 9},
               caption="Operating Expenses")


def t13() -> Doc:
    types = ["Embraer E175", "Bombardier CRJ900", "Bombardier CRJ700", "Bombardier Q400"]
    cols = [Col(t, ("Aircraft Type", t)) for t in types] + [Col("total", ("Total",)),
                                                            Col("exp", ("Agreement Expiration",), align="CENTER")]
    marks = {CARRIERS[0]: " (a)", CARRIERS[2]: " (b)"}
    rows = [I(c + marks.get(c, ""), [*v[:4], sum(v[:4]), v[4]], 0) for c, v in T13.items()]
    rows.append(T("Total", [*add(*[x.vals[:5] for x in rows]), ""]))
    return Doc(13, "varrowind", "regional carriers: aircraft by type under capacity purchase agreements",
               "Item 1. Business", cols, rows,
               {"style": "grid", "family": "DejaVu Sans Condensed", "paper": "Letter", "size": 8.5},
               stub="Regional Carrier", caption="Capacity Purchase Agreements as of December 31, 2017", wide=True,
               notes=["(a) A wholly owned subsidiary of Varrowind Airlines Corporation.",
                      "(b) Includes aircraft subleased from Varrowind."])


def t14() -> Doc:
    cols = [Col("a17", ("Available Seat Miles (millions)", "2017")), Col("a16", ("Available Seat Miles (millions)", "2016")),
            Col("e17", ("Capacity Purchase Expense (in millions)", "2017")),
            Col("e16", ("Capacity Purchase Expense (in millions)", "2016")),
            Col("u17", ("Expense per ASM (cents)", "2017"), fmt={"dec": 2}),
            Col("u16", ("Expense per ASM (cents)", "2016"), fmt={"dec": 2})]
    rows = [I(c, [a, b, e, f, cents(e, a), cents(f, b)], 0) for c, (a, b, e, f) in T14.items()]
    tot = add(*[(a, b, e, f) for a, b, e, f in T14.values()])
    rows.append(T("Total regional", [*tot, cents(tot[2], tot[0]), cents(tot[3], tot[1])]))
    return Doc(14, "varrowind", "regional carriers: capacity, capacity purchase expense and cost per ASM",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "booktabs", "family": "DejaVu Serif", "paper": "A4", "size": 8.5}, stub="Regional Carrier",
               wide=True)


def t15() -> Doc:
    cols = YEAR_COLS([2017, 2016]) + [Col("amt", ("Increase (Decrease)", "Amount")),
                                      Col("pct", ("Increase (Decrease)", "%"), force=PCT_FORCE)]

    def line(label, v, level, kind="item", **kw):
        return Row(label, [v[0], v[1], v[0] - v[1], pchg(v[0], v[1])], level, kind, kw)
    pax = add(T15["Mainline"], T15["Regional"])
    oth = add(T15["Loyalty program"], T15["Ancillary and other"])
    tot = add(pax, T15["Cargo"], oth)
    rows = [S("Passenger revenue:"), line("Mainline", T15["Mainline"], 1, pre="$"),
            line("Regional", T15["Regional"], 1), line("Total passenger revenue", pax, 1, "total"),
            line("Cargo", T15["Cargo"], 0), S("Other revenue:"),
            line("Loyalty program", T15["Loyalty program"], 1), line("Ancillary and other", T15["Ancillary and other"], 1),
            line("Total other revenue", oth, 1, "total"), line("Total operating revenues", tot, 0, "total", pre="$")]
    return Doc(15, "varrowind", "operating revenues by type with amount and % change",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "zebra", "family": "DejaVu Sans", "paper": "Letter", "size": 9},
               stub="(in millions)")


def t16() -> Doc:
    ent = {}
    for name, (gal, price) in T16.items():
        exp = [r(g * p, 0) for g, p in zip(gal, price)]
        ent[name] = {"gal": gal, "exp": exp}
    ent["Total"] = {k: add(ent["Mainline"][k], ent["Regional"][k]) for k in ("gal", "exp")}
    rows = []
    for name, e in ent.items():
        rows += [S(name + (":" if name != "Total" else " mainline and regional:")),
                 I("Gallons consumed (millions)", e["gal"]),
                 I("Fuel expense (in millions)", e["exp"], pre="$"),
                 I("Average price per gallon", [r(a / b, 2) for a, b in zip(e["exp"], e["gal"])], pre="$", dec=2)]
    return Doc(16, "varrowind", "fuel by entity, three years (row hierarchy)", "Item 7. Management's Discussion and Analysis",
               YEAR_COLS([2017, 2016, 2015]), rows,
               {"style": "borderless", "family": "DejaVu Serif", "paper": "A4", "size": 9, "section_bold": True},
               caption="Aircraft Fuel Expense and Consumption")


def t17() -> Doc:
    ents = ("Mainline", "Regional", "Total")
    cols = [Col(f"{e} {y}", (e, str(y))) for e in ents for y in (2019, 2018)]
    asm = {"Mainline": T17_ASM["Mainline"], "Regional": T17_ASM["Regional"]}
    asm["Total"] = tuple(add(asm["Mainline"], asm["Regional"]))
    exp = {k: {"Mainline": v[:2], "Regional": v[2:]} for k, v in T17.items()}
    for k in exp:
        exp[k]["Total"] = tuple(add(exp[k]["Mainline"], exp[k]["Regional"]))

    def per(amounts):   # {entity: (2019, 2018)} -> 6 values in cents
        return [cents(amounts[e][i], asm[e][i]) for e in ents for i in (0, 1)]
    rows = [I(k, per(v), 0) for k, v in exp.items()]
    total = {e: tuple(sum(exp[k][e][i] for k in exp) for i in (0, 1)) for e in ents}
    rows.append(T("Total CASM", per(total)))
    adj = {e: tuple(total[e][i] - exp["Aircraft fuel and related taxes"][e][i] - exp["Special items, net (a)"][e][i]
                    for i in (0, 1)) for e in ents}
    rows.append(I("CASM excluding fuel and special items (b)", per(adj), 0))
    return Doc(17, "ostrevane", "operating expenses per ASM (cents): mainline, regional, total",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "zebra", "family": "DejaVu Sans Condensed", "paper": "A4", "size": 8.5},
               caption="Operating Expenses per Available Seat Mile (cents)", fmt={"dec": 2}, wide=True,
               notes=["(a) Special items include fleet transition costs and labor contract ratification bonuses.",
                      "(b) A non-GAAP measure; see the reconciliation to total CASM in this section."])


def t18() -> Doc:
    cols = [Col("a19", ("Actual", "Dec. 31, 2019")), Col("p20", ("Planned Year-End", "2020")),
            Col("p21", ("Planned Year-End", "2021")), Col("p22", ("Planned Year-End", "2022"))]
    rows, grand = [], [0, 0, 0, 0]
    for sec, types in T18.items():
        rows.append(S(sec))
        tot = add(*[t[1:] for t in types])
        rows += [I(t[0], list(t[1:])) for t in types]
        rows.append(T("Total " + strip_markers(sec).lower(), tot, level=1))
        grand = add(grand, tot)
    rows.append(T("Total fleet", grand))
    return Doc(18, "ostrevane", "fleet plan by aircraft type, actual and planned year-end counts", "Item 2. Properties",
               cols, rows, {"style": "booktabs", "family": "DejaVu Serif", "paper": "Letter", "size": 9},
               stub="Aircraft Type", caption="Fleet Plan",
               notes=["(a) Operated by Ostrevane Connect, a wholly owned subsidiary."])


def t19() -> Doc:
    cols = [Col("m", ("December 31, 2019", "Mainline")), Col("g", ("December 31, 2019", "Regional")),
            Col("t", ("December 31, 2019", "Total")), Col("t18", ("December 31, 2018", "Total")),
            Col("chg", ("Change", "%"), force=PCT_FORCE)]
    rows = [I(n, [m, g, m + g, t, pchg(m + g, t)], 0) for n, m, g, t in T19]
    tot = add(*[x.vals[:4] for x in rows])
    rows.append(T("Total employees", [*tot, pchg(tot[2], tot[3])]))
    return Doc(19, "ostrevane", "full-time equivalent employees by group, mainline and regional", "Item 1. Business",
               cols, rows, {"style": "grid", "family": "DejaVu Sans", "paper": "A4", "size": 9},
               stub="Employee Group", caption="Full-time Equivalent Employees")


def t20() -> Doc:
    d = T20
    qs = ["First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter"]
    cols = [Col(q, ("2019", q)) for q in qs] + [Col("fy", ("2019", "Full Year"))]
    rpm, asm, rev = (d[k] + [sum(d[k])] for k in ("rpm", "asm", "rev"))
    rows = [I("Revenue passenger miles (millions)", rpm, 0), I("Available seat miles (millions)", asm, 0),
            I("Passenger load factor", [lf(a, b) for a, b in zip(rpm, asm)], 0, dec=1, suf="%"),
            I("Passenger revenue (in millions)", rev, 0, pre="$"),
            I("Yield (cents)", [cents(a, b) for a, b in zip(rev, rpm)], 0, dec=2),
            I("Passenger revenue per ASM (cents)", [cents(a, b) for a, b in zip(rev, asm)], 0, dec=2)]
    return Doc(20, "ostrevane", "quarterly traffic, load factor, passenger revenue and unit revenue",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "borderless", "family": "DejaVu Sans Condensed", "paper": "Letter", "size": 9},
               caption="Quarterly Traffic and Revenue")


def t21_data() -> dict:
    d = T21
    rev_total = add(d["Mainline"], d["Regional"], d["Cargo"], d["Other revenue"])
    exp_total = add(*[v for _, v in d["expenses"]])
    opinc = [a - b for a, b in zip(rev_total, exp_total)]
    nonop = add(d["Interest expense"], d["Interest income"], d["Other, net"])
    pretax = add(opinc, nonop)
    tax = [r(p * d["tax_rate"], 0) for p in pretax]
    net = [a - b for a, b in zip(pretax, tax)]
    return {"rev_total": rev_total, "exp_total": exp_total, "opinc": opinc, "nonop": nonop, "pretax": pretax,
            "tax": tax, "net": net}


def t21() -> Doc:
    d, x = T21, t21_data()
    rows = [S("Operating revenues:"), S("Passenger:", 1), I("Mainline", d["Mainline"], 2, pre="$"),
            I("Regional", d["Regional"], 2), I("Cargo", d["Cargo"]), I("Other", d["Other revenue"]),
            T("Total operating revenues", x["rev_total"], 1), S("Operating expenses:")]
    rows += [I(n, v) for n, v in d["expenses"]]
    rows += [T("Total operating expenses", x["exp_total"], 1), T("Operating income", x["opinc"]),
             S("Nonoperating income (expense):"), I("Interest expense", d["Interest expense"]),
             I("Interest income", d["Interest income"]), I("Other, net", d["Other, net"]),
             T("Total nonoperating expense, net", x["nonop"], 1), T("Income before income taxes", x["pretax"]),
             I("Income tax expense", x["tax"], 0), T("Net income", x["net"], pre="$")]
    return Doc(21, "aldermoor", "consolidated statements of operations (no scale printed)",
               "Item 8. Financial Statements and Supplementary Data", YEAR_COLS([2016, 2015, 2014]), rows,
               {"style": "borderless", "family": "DejaVu Serif", "paper": "Letter", "size": 8.5})


def t22() -> Doc:
    gaap = T21["expenses"][1][1][:2]
    hedge, gal = T22["hedge"], T22["gal"]
    econ = add(gaap, hedge)
    p_gaap = [r(a / b, 2) for a, b in zip(gaap, gal)]
    p_econ = [r(a / b, 2) for a, b in zip(econ, gal)]
    cols = YEAR_COLS([2016, 2015]) + [Col("amt", ("Change", "Amount")), Col("pct", ("Change", "%"), force=PCT_FORCE)]

    def line(label, v, level=1, dec=0, **kw):
        return I(label, [v[0], v[1], r(v[0] - v[1], dec), pchg(v[0], v[1])], level, dec=dec, **kw)
    rows = [S("Fuel expense (in millions):"), line("As reported (GAAP)", gaap, pre="$"),
            line("Fuel hedge (gains) losses", hedge), line("Economic (a)", econ, pre="$"),
            line("Gallons consumed (millions)", gal, 0),
            S("Average price per gallon:"), line("As reported (GAAP)", p_gaap, dec=2, pre="$"),
            line("Economic (a)", p_econ, dec=2, pre="$")]
    rows[2].vals[3] = "NM"
    return Doc(22, "aldermoor", "fuel expense as reported and economic, price per gallon",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "grid", "family": "DejaVu Sans", "paper": "Letter", "size": 9},
               caption="Aircraft Fuel",
               notes=["(a) Economic fuel expense is fuel expense adjusted for hedge gains and losses recognized in "
                      "the period; a non-GAAP measure."])


def t23() -> Doc:
    total = t21_data()["rev_total"][:2]
    reg = dict(T23)
    reg["Latin America and Caribbean"] = tuple(t - sum(v[i] for v in T23.values()) for i, t in enumerate(total))
    cols = [Col("a16", ("2016", "Amount")), Col("s16", ("2016", "% of Total"), force=PCT_FORCE),
            Col("a15", ("2015", "Amount")), Col("s15", ("2015", "% of Total"), force=PCT_FORCE)]
    rows = [I(n, [a, r(a / total[0] * 100, 1), b, r(b / total[1] * 100, 1)], 0, **(DOLLAR if i == 0 else {}))
            for i, (n, (a, b)) in enumerate(reg.items())]
    rows.append(T("Total operating revenues", [total[0], 100.0, total[1], 100.0], pre="$"))
    return Doc(23, "aldermoor", "operating revenues by geographic region, amount and % of total",
               "Item 8. Financial Statements and Supplementary Data", cols, rows,
               {"style": "zebra", "family": "DejaVu Sans", "paper": "A4", "size": 9},
               stub="(in millions)", caption="Operating Revenues by Geographic Region")


def t24() -> Doc:
    d = T24
    cols = [Col("rate", ("Interest Rate(s) at December 31, 2016",), align="CENTER"),
            Col("2016", ("December 31,", "2016")), Col("2015", ("December 31,", "2015"))]
    rows, tot = [], [0, 0]
    for sec in ("Secured:", "Unsecured:"):
        rows.append(S(sec))
        for i, (n, rate, a, b) in enumerate(d[sec]):
            rows.append(I(n, [rate, a, b], **(DOLLAR if sec == "Secured:" and i == 0 else {})))
            tot = add(tot, [a, b])
    net = add(tot, d["discount"], d["current"])
    rows += [T("Total debt", ["", *tot]), I("Less: unamortized debt discount and issuance costs", ["", *d["discount"]], 0),
             I("Less: current maturities", ["", *d["current"]], 0),
             T("Long-term debt, net of current maturities", ["", *net], pre="$")]
    return Doc(24, "aldermoor", "long-term debt by instrument with interest rates",
               "Item 8. Financial Statements and Supplementary Data", cols, rows,
               {"style": "booktabs", "family": "DejaVu Sans Condensed", "paper": "Letter", "size": 9},
               stub="(in millions)", caption="Long-term Debt",
               notes=["(a) Secured by aircraft; pass-through certificates issued in several classes.",
                      "(b) The facility was undrawn at December 31, 2016."])


def t25() -> Doc:
    ents = ("Mainline", "Regional")
    cols = []
    for e in ents:
        cols += [Col(f"{e} 2018", (e, "2018")), Col(f"{e} 2017", (e, "2017")),
                 Col(f"{e} chg", (e, "% Change"), force=PCT_FORCE)]

    def line(label, k, dec=0, **kw):
        v = []
        for e in ents:
            a, b = T25[e][k]
            v += [a, b, pchg(a, b)]
        return I(label, v, 0, dec=dec, **kw)
    lfv = []
    for e in ents:
        a, b = (lf(x, y) for x, y in zip(T25[e]["rpm"], T25[e]["asm"]))
        lfv += [a, b, r(a - b, 1)]
    rows = [line("Passengers (millions)", "pax", 1), line("Revenue passenger miles (millions)", "rpm"),
            line("Available seat miles (millions)", "asm"),
            I("Passenger load factor", lfv, 0, dec=1, suf="%",
              cells={"Mainline chg": {"suf": " pts"}, "Regional chg": {"suf": " pts"}}),
            line("Yield (cents)", "yield", 2), line("Total revenue per ASM (cents)", "trasm", 2),
            line("Cost per ASM (cents)", "casm", 2), line("CASM excluding fuel (cents) (a)", "casm_ex", 2),
            line("Departures", "dep"), line("Average stage length (miles)", "stage")]
    return Doc(25, "fenstrel", "operating statistics: mainline and regional with % change",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "booktabs", "family": "DejaVu Sans", "paper": "A4", "size": 8.5}, wide=True,
               caption="Operating Statistics — Years Ended December 31, 2018 and 2017",
               notes=["(a) Excludes aircraft fuel and related taxes and special items."])


def t26() -> Doc:
    when = ["2019", "2020", "2021", "2022 and Thereafter"]
    cols = [Col("firm", ("Firm Orders",)), Col("opt", ("Options",))] + \
           [Col(w, ("Scheduled Deliveries of Firm Orders", w)) for w in when]
    rows, all_vals = [], []
    for sec, types in T26.items():
        rows.append(S(sec))
        for name, opt, dl in types:
            v = [sum(dl), opt, *dl]
            rows.append(I(name, v))
            all_vals.append(v)
    rows.append(T("Total", add(*all_vals)))
    return Doc(26, "fenstrel", "aircraft purchase commitments: firm orders, options, delivery schedule",
               "Item 2. Properties", cols, rows,
               {"style": "zebra", "family": "DejaVu Serif", "paper": "Letter", "size": 9},
               stub="Aircraft Type", caption="Aircraft Purchase Commitments as of December 31, 2018")


def t27() -> Doc:
    cols = YEAR_COLS([2018, 2017]) + [Col("pct", ("% Change",), force=PCT_FORCE)]
    rows, total = [], [0, 0]
    names = {"Passenger revenue:": "Total passenger revenue", "Cargo revenue:": "Total cargo revenue",
             "Other revenue:": "Total other revenue"}
    for sec, items in T27.items():
        rows.append(S(sec))
        for i, (n, a, b) in enumerate(items):
            rows.append(I(n, [a, b, pchg(a, b)], **(DOLLAR if len(rows) == 1 else {})))
        sub = add(*[(a, b) for _, a, b in items])
        rows.append(T(names[sec], [*sub, pchg(*sub)], 1))
        total = add(total, sub)
    rows.append(T("Total operating revenue", [*total, pchg(*total)], pre="$"))
    return Doc(27, "fenstrel", "operating revenue by type and sub-type (repeated labels)",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "borderless", "family": "DejaVu Sans Condensed", "paper": "A4", "size": 9,
                "section_bold": True}, stub="(in millions)")


def t28() -> Doc:
    d = T28
    adj = [a - b - c for a, b, c in zip(d["opex"], d["fuel"], d["special"])]
    rows = [S("(in millions)"), I("Total operating expenses (GAAP)", d["opex"], pre="$"),
            I("Aircraft fuel and related taxes", [-x for x in d["fuel"]]),
            I("Special items, net", [-x for x in d["special"]]),
            T("Total operating expenses, excluding fuel and special items", adj, 1, pre="$"),
            I("Available seat miles (millions)", d["asm"], 0),
            S("(in cents)"), I("Total CASM (GAAP)", [cents(a, b) for a, b in zip(d["opex"], d["asm"])], dec=2),
            I("Aircraft fuel and related taxes", [-cents(a, b) for a, b in zip(d["fuel"], d["asm"])], dec=2),
            I("Special items, net", [-cents(a, b) for a, b in zip(d["special"], d["asm"])], dec=2),
            T("CASM, excluding fuel and special items", [cents(a, b) for a, b in zip(adj, d["asm"])], 1, dec=2)]
    return Doc(28, "galeforth", "reconciliation of CASM to CASM excluding fuel and special items",
               "Item 7. Management's Discussion and Analysis", YEAR_COLS([2019, 2018, 2017]), rows,
               {"style": "zebra", "family": "DejaVu Sans", "paper": "Letter", "size": 9},
               caption="Reconciliation of GAAP to Non-GAAP Unit Costs")


def t29() -> Doc:
    d = T29
    cols = [Col("n", ("Total Number of Shares Purchased",)), Col("p", ("Average Price Paid per Share",)),
            Col("plan", ("Total Number of Shares Purchased as Part of Publicly Announced Plans or Programs",)),
            Col("left", ("Approximate Dollar Value of Shares that May Yet Be Purchased Under the Plans or Programs "
                         "(in millions)",))]
    rows, left = [], d["remaining_before"]
    for period, n, p, plan in d["months"]:
        left -= plan * p / 1e6
        rows.append(I(period, [n, p, plan, r(left, 0)], 0, cells={"p": {"pre": "$", "dec": 2}, "left": DOLLAR}))
    n_tot = sum(m[1] for m in d["months"])
    p_avg = r(sum(m[1] * m[2] for m in d["months"]) / n_tot, 2)
    rows.append(T("Total", [n_tot, p_avg, sum(m[3] for m in d["months"]), ""], cells={"p": {"pre": "$", "dec": 2}}))
    return Doc(29, "galeforth", "issuer purchases of equity securities, fourth quarter",
               "Item 5. Market for Registrant's Common Equity", cols, rows,
               {"style": "grid", "family": "DejaVu Serif", "paper": "A4", "size": 8.5}, stub="Period",
               notes=["(a) Includes 70,480 shares withheld to satisfy tax withholding obligations on vested "
                      "restricted stock units, which are not purchases under the program."])


def t30() -> Doc:
    cols = [Col("rev", ("Passenger Revenue (in millions)",)), Col("pax", ("Passengers (millions)",), fmt={"dec": 1}),
            Col("rpm", ("Revenue Passenger Miles (millions)",)), Col("asm", ("Available Seat Miles (millions)",)),
            Col("lf", ("Load Factor",), force=PCT_FORCE)]
    rows = []
    for year, regions in T30.items():
        rows.append(S(year))
        for i, (n, (rev, pax, rpm, asm)) in enumerate(regions.items()):
            rows.append(I(n, [rev, pax, rpm, asm, lf(rpm, asm)], cells={"rev": DOLLAR} if i == 0 else {}))
        tot = add(*regions.values())
        tot[1] = r(tot[1], 1)
        rows.append(T("Total", [*tot, lf(tot[2], tot[3])], 1, cells={"rev": DOLLAR}))
    return Doc(30, "galeforth", "passenger revenue and traffic by region, years as row sections",
               "Item 7. Management's Discussion and Analysis", cols, rows,
               {"style": "booktabs", "family": "DejaVu Serif", "paper": "Letter", "size": 8.5},
               stub="Year / Region", caption="Passenger Revenue and Traffic by Region")


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
        mins.append(max(w, 22) + 2 * PAD)
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
                            topMargin=48, bottomMargin=48, title=doc.heading, author="", creator="aitqa-style build",
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
        print(f"{d.pdf}  {d.short:10s} {d.look['style']:10s} {d.look['family']:22s} {d.look['paper']:6s}"
              f"{' landscape' if info['landscape'] else ''}  {d.topic}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
