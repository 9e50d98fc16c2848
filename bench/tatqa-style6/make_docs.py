"""A sixth held-out set in the manner of TAT-QA, over NEW note types (bench/tatqa-style6).

    python bench/tatqa-style6/make_docs.py OUTDIR

Writes thirty one-page PDFs with reportlab. Each page: the heading "Annual report (extract)", the note
title, a short paragraph of prose before the table and/or after it, and one note table of an invented
company. Every figure lives in the builder functions below; totals, subtotals, roll-forward balances,
percentages and ratios are computed here, so the printed tables add up. make_questions.py computes every
gold answer from the same ``Doc`` objects. Deterministic: no randomness, ``invariant=1``, the system's
DejaVu TTFs, so two runs give the same bytes.

Written without running, importing or reading tabsql. Note types are ones that none of
bench/tatqa-style .. tatqa-style5 list in their READMEs.
"""
from __future__ import annotations

import sys
import uuid
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT, TA_RIGHT, TA_CENTER
from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

NAMESPACE = uuid.UUID("9b3e61d2-58a7-4c0f-b2e4-7d15c8a9f036")
FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FAMILIES = {
    "Sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    "Serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
    "Cond": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"),
}
DASH = "—"
MARGIN = 60
FS = 9            # table font size
CUR = ("$", "£", "€")


def rnd(x, dec=0):
    """Round half-up (as printed figures are) to ``dec`` decimals; an int when dec == 0."""
    q = Decimal(repr(float(x))).quantize(Decimal(1).scaleb(-dec), rounding=ROUND_HALF_UP)
    return int(q) if dec == 0 else float(q)


# ===================================================================================== model
@dataclass
class Row:
    """A body row. ``vals``: one entry per value column: a number, None ("—"), "" (empty) or a string.
    kind: item | section (label only) | total | grand. ``indent`` levels. ``fmt`` row-wide format keys,
    ``cfmt`` {col: {format keys}}. Format keys: dec, pct ("%" suffix), cur (True/False: currency sign),
    scale (multiplier of this cell: overrides the table's; None = unscaled), unit."""
    label: str
    vals: list | None = None
    kind: str = "item"
    indent: int = 0
    fmt: dict = field(default_factory=dict)
    cfmt: dict = field(default_factory=dict)


@dataclass
class Doc:
    key: str
    company: str
    title: str                      # the note heading
    header: list                    # header rows, each [corner, one cell per value column]
    cols: list                      # value column keys
    rows: list
    before: list                    # prose paragraphs before the table
    after: list                     # prose paragraphs after the table
    scale: float | None = None      # the amounts' multiplier
    scale_where: str = "none"       # header | column | prose | row | none
    dec: int = 0
    cur: str = "$"                  # currency sign printed in cells
    dollar: str = "none"            # none | first (first value row and grand rows) | all
    dollar_cell: bool = False       # the sign in its own cell
    col_fmt: dict = field(default_factory=dict)
    spans: list = field(default_factory=list)   # (header row, first col key, last col key): merged group header
    sums: list = field(default_factory=list)    # (total label, [part labels], [cols] or None): printed sums
    facts: dict = field(default_factory=dict)   # prose facts used by questions
    style: str = "booktabs"
    family: str = "Sans"
    paper: str = "A4"
    wide: bool = False

    @property
    def uid(self):
        return str(uuid.uuid5(NAMESPACE, "tatqa-style6/" + self.key))

    @property
    def pdf(self):
        return self.uid + ".pdf"

    # ------------------------------------------------------------------ rows and cells
    def find(self, label: str) -> Row:
        """A body row by label; "label#n" picks the n-th of a repeated label."""
        nth = None
        if "#" in label:
            label, n = label.rsplit("#", 1)
            nth = int(n)
        hits = [r for r in self.rows if r.label == label and r.kind != "section"]
        if nth is None:
            assert len(hits) == 1, (self.key, label, len(hits))
            return hits[0]
        return hits[nth - 1]

    def occurrence(self, label: str) -> int:
        """Which occurrence (1-based, top to bottom, sections included) of its label text a row is."""
        r = self.find(label)
        same = [x for x in self.rows if x.label == r.label]
        return same.index(r) + 1

    def f(self, row: Row, col: str) -> dict:
        out = {"dec": self.dec, "pct": "", "cur": None, "scale": self.scale, "unit": None}
        out.update(self.col_fmt.get(col, {}))
        out.update(row.fmt)
        out.update(row.cfmt.get(col, {}))
        if out["pct"]:
            out["scale"], out["unit"] = 1, "%"
        return out

    def value(self, label: str, col: str):
        r = self.find(label)
        v = r.vals[self.cols.index(col)]
        return v

    def show_cur(self, row: Row, col: str) -> bool:
        f = self.f(row, col)
        v = row.vals[self.cols.index(col)]
        if not isinstance(v, (int, float)) or f["pct"]:
            return False
        if f["cur"] is not None:
            return f["cur"]
        if self.dollar == "all":
            return True
        if self.dollar == "first":
            if row.kind == "grand":
                return True
            first = next(r for r in self.rows if r.vals and isinstance(r.vals[self.cols.index(col)], (int, float))
                         and not self.f(r, col)["pct"] and self.f(r, col)["cur"] is not False)
            return first is row
        return False

    def num_text(self, row: Row, col: str) -> str:
        """The printed figure without any currency sign."""
        v = row.vals[self.cols.index(col)]
        if v is None:
            return DASH
        if isinstance(v, str):
            return v
        f = self.f(row, col)
        s = f"{abs(v):,.{f['dec']}f}"
        if f.get("nocomma"):
            s = s.replace(",", "")
        s = f"({s})" if v < 0 else s
        return s + (f["pct"] or "")

    def text(self, label: str, col: str) -> str:
        """The cell's text as printed (inline currency sign included; without it when the sign has its
        own cell, as TAT-QA's annotators quote such cells)."""
        r = self.find(label)
        s = self.num_text(r, col)
        if self.show_cur(r, col) and not self.dollar_cell:
            s = self.cur + s
        return s

    def printed_cell(self, r: Row, col: str) -> str:
        """What a reader of the rendered line sees in the column (sign cell included, "$ 575,000")."""
        if r.vals is None:
            return ""
        s = self.num_text(r, col)
        if self.show_cur(r, col):
            s = (self.cur + " " + s) if self.dollar_cell else (self.cur + s)
        return s

    def unit_scale(self, label: str, col: str):
        f = self.f(self.find(label), col)
        return f["unit"], f["scale"]

    def has_negative(self):
        return any(isinstance(v, (int, float)) and v < 0 for r in self.rows if r.vals for v in r.vals)

    def prose_text(self):
        return " ".join(self.before + self.after)


def R(label, vals, indent=0, cfmt=None, **fmt):
    return Row(label, vals, "item", indent, fmt, cfmt or {})


def S(label, indent=0):
    return Row(label, None, "section", indent)


def T(label, vals, indent=0, cfmt=None, **fmt):
    return Row(label, vals, "total", indent, fmt, cfmt or {})


def G(label, vals, indent=0, cfmt=None, **fmt):
    return Row(label, vals, "grand", indent, fmt, cfmt or {})


def vsum(*lists, dec=0):
    out = []
    for xs in zip(*lists):
        nums = [x for x in xs if isinstance(x, (int, float))]
        out.append(rnd(sum(nums), dec) if nums else None)
    return out


def pct(part, whole, dec=1):
    return rnd(part / whole * 100, dec)


PCT1 = {"pct": "%", "dec": 1, "cur": False}
PCT2 = {"pct": "%", "dec": 2, "cur": False}
PCT0 = {"pct": "%", "dec": 0, "cur": False}
UNSC = {"scale": None, "cur": False}


# ===================================================================================== the tables
def halverdine():
    a = {"Trade payables": [1_284.6, 1_197.3], "Accruals": [412.8, 386.1], "Deferred income": [58.3, 61.9],
         "Social security and other taxes": [96.4, 88.7], "Amounts owed to joint ventures": [12.7, 15.2],
         "Other payables": [44.1, 39.8]}
    tot = vsum(*a.values(), dec=1)
    nc = [-21.5, -18.9]
    return Doc("t01_halverdine_payables", "Halverdine Foods SE", "22. Trade and other payables",
               [["€m", "31 December 2019", "31 December 2018"]], ["2019", "2018"],
               [*[R(k, v) for k, v in a.items()], G("Total trade and other payables", tot),
                R("Less: non-current other payables", nc), T("Current trade and other payables", vsum(tot, nc, dec=1))],
               ["Trade payables are non-interest bearing and are normally settled on 30 to 60 day terms. "
                "Deferred income relates to customer rebates received in advance."],
               ["The carrying amount of trade and other payables approximates their fair value. Of the trade payables "
                "at 31 December 2019, €214.2m was denominated in currencies other than the euro (2018: €198.7m)."],
               scale=1e6, scale_where="header", dec=1,
               sums=[("Total trade and other payables", list(a), None),
                     ("Current trade and other payables", ["Total trade and other payables", "Less: non-current other payables"], None)],
               facts={"fx": ("214.2", "€214.2m", 1e6)})


def quenbury():
    adj = {"Depreciation and amortisation": [9_874, 9_212], "Finance costs – net": [2_146, 2_388],
           "Share-based payment expense": [604, 512],
           "(Gain) loss on disposal of property, plant and equipment": [-318, 127],
           "Net foreign exchange differences": [-92, 215]}
    wc = {"(Increase) in trade and other receivables": [-2_817, -1_406],
          "Decrease (increase) in inventories": [1_133, -2_904],
          "Increase in trade and other payables": [1_952, 786],
          "(Decrease) increase in provisions": [-244, 318]}
    pbt = [18_412, 15_906]
    cash = vsum(pbt, *adj.values(), *wc.values())
    return Doc("t02_quenbury_cash_generated", "Quenbury Plastics Ltd", "27. Cash generated from operations",
               [["$'000", "FY2019", "FY2018"]], ["2019", "2018"],
               [R("Profit before income tax", pbt), S("Adjustments for:"),
                *[R(k, v, 1) for k, v in adj.items()], S("Changes in working capital:"),
                *[R(k, v, 1) for k, v in wc.items()], G("Cash generated from operations", cash)],
               ["Reconciliation of profit before income tax to cash generated from operations for the years ended "
                "30 June:"],
               ["The increase in inventories in FY2018 reflected the build of resin stocks ahead of the Dandenong "
                "plant upgrade, which was completed in October 2018."],
               scale=1e3, scale_where="header", style="borderless", family="Serif",
               sums=[("Cash generated from operations", ["Profit before income tax", *adj, *wc], None)],
               facts={"upgrade": ("October 2018", "October 2018", None)})


def marlbeck():
    rows = [("At 1 January 2019", [42.6, 61.8, 118.4]), ("Transfers to Stage 1", [9.7, -9.1, -0.6]),
            ("Transfers to Stage 2", [-6.3, 8.2, -1.9]), ("Transfers to Stage 3", [-0.8, -7.4, 8.2]),
            ("Net remeasurement of loss allowance", [-5.2, 12.6, 31.7]),
            ("New financial assets originated or purchased", [14.9, 3.8, None]),
            ("Financial assets that have been derecognised", [-8.1, -6.4, -9.8]),
            ("Write-offs", [None, None, -27.3])]
    end = vsum(*[v for _, v in rows], dec=1)
    body = [R(k, [*v, rnd(sum(x for x in v if x is not None), 1) or None]) for k, v in rows]
    body.append(G("At 31 December 2019", [*end, rnd(sum(end), 1)]))
    cols = ["s1", "s2", "s3", "tot"]
    return Doc("t03_marlbeck_ecl_stages", "Marlbeck Savings Bank plc", "15. Loss allowance on loans and advances to customers",
               [["£m", "Stage 1", "Stage 2", "Stage 3", "Total"]], cols, body,
               ["The loss allowance for loans and advances to customers at amortised cost moved as follows by IFRS 9 "
                "stage during the year:"],
               ["Stage 1 covers loans with no significant increase in credit risk since origination, Stage 2 loans with "
                "a significant increase, and Stage 3 credit-impaired loans. Write-offs in 2019 include £11.4m on a "
                "portfolio of unsecured personal loans sold to a debt purchaser."],
               scale=1e6, scale_where="header", dec=1, style="zebra",
               sums=[("At 31 December 2019", [k for k, _ in rows], None)]
               + [(k, None, "rowsum") for k, _ in rows] + [("At 31 December 2019", None, "rowsum")],
               facts={"sold": ("11.4", "£11.4m", 1e6)})


def tolsworth():
    a = {"Short-term employee benefits": [4_862, 4_517], "Post-employment benefits": [318, 342],
         "Termination benefits": [412, None], "Share-based payments": [1_126, 874]}
    return Doc("t04_tolsworth_key_management", "Tolsworth Engineering plc", "31. Key management personnel compensation",
               [["", "2019", "2018"], ["", "£'000", "£'000"]], ["2019", "2018"],
               [*[R(k, v) for k, v in a.items()], G("Total", vsum(*a.values()))],
               ["Key management personnel comprise the Board of Directors and the 9 members of the Executive "
                "Committee (2018: 8 members). Their compensation was as follows:"],
               ["Termination benefits in 2019 relate to the departure of the Chief Operating Officer in June 2019. "
                "Post-employment benefits are contributions to defined contribution schemes or cash in lieu."],
               scale=1e3, scale_where="header",
               sums=[("Total", list(a), None)], facts={"members": ("9", "9", None)})


def ostrevant():
    a = {"Raw materials and consumables used": [2_418.6, 2_532.9],
         "Changes in inventories of finished goods and work in progress": [-36.4, 21.8],
         "Employee benefits expense": [884.2, 851.7], "Depreciation, amortisation and impairment": [312.5, 297.0],
         "Energy and utilities": [221.9, 246.3], "Freight and distribution": [167.3, 159.8],
         "Other operating expenses": [143.7, 138.4]}
    return Doc("t05_ostrevant_expenses_by_nature", "Ostrevant Chemie AG", "8. Operating expenses by nature",
               [["", "2019", "2018"], ["", "€m", "€m"]], ["2019", "2018"],
               [*[R(k, v) for k, v in a.items()], G("Total cost of sales, selling and administrative expenses",
                                                    vsum(*a.values(), dec=1))],
               ["Cost of sales, selling expenses and administrative expenses comprise the following expenses by nature:"],
               ["Energy and utilities costs fell in 2019 as gas prices in Germany declined from their 2018 levels. "
                "The average number of employees was 9,412 in 2019 (2018: 9,187)."],
               scale=1e6, scale_where="header", dec=1, style="borderless", family="Serif",
               sums=[("Total cost of sales, selling and administrative expenses", list(a), None)],
               facts={"emp": ("9,412", "9,412", None), "emp18": ("9,187", "9,187", None)})


def corvelle():
    rpm, asm = [17_318, 16_042, 14_651], [20_406, 19_280, 17_902]
    lf = [pct(a, b) for a, b in zip(rpm, asm)]
    rows = [R("Revenue passengers (thousands)", [14_862, 13_905, 12_774], scale=1e3),
            R("Revenue passenger miles (millions)", rpm, scale=1e6),
            R("Available seat miles (millions)", asm, scale=1e6),
            R("Passenger load factor", lf, **PCT1),
            R("Passenger revenue per available seat mile (cents)", [12.41, 12.18, 11.96], dec=2, scale=None),
            R("Operating cost per available seat mile, excluding fuel (cents)", [8.72, 8.65, 8.49], dec=2, scale=None),
            R("Departures", [118_420, 112_765, 105_388], scale=None),
            R("Average stage length (miles)", [1_046, 1_021, 998], scale=None),
            R("Aircraft in service at end of year", [96, 91, 84], scale=None)]
    return Doc("t06_corvelle_operating_statistics", "Corvelle Air, Inc.", "Operating Statistics",
               [["", "Year Ended December 31,", "", ""], ["", "2019", "2018", "2017"]], ["2019", "2018", "2017"], rows,
               ["The following table sets forth our major operating statistics for the years indicated (unaudited):"],
               ["Passenger load factor is revenue passenger miles divided by available seat miles. During 2019 we took "
                "delivery of 7 new aircraft and retired 2 older aircraft."],
               scale=None, scale_where="row", style="grid", family="Cond", paper="Letter",
               spans=[(0, "2019", "2017")], facts={"delivered": ("7", "7", None)})


def pennacombe():
    seg = {"Luxury": ([74.2, 72.8], [348.16, 339.40]), "Upper upscale": ([78.6, 77.9], [214.52, 210.18]),
           "Upscale": ([76.1, 76.5], [162.37, 159.90]), "Select service": ([72.4, 73.0], [121.85, 120.44]),
           "All comparable hotels": ([75.8, 75.3], [196.44, 192.61])}
    rows = []
    for k, (occ, adr) in seg.items():
        rev = [rnd(o / 100 * a, 2) for o, a in zip(occ, adr)]
        rows.append((G if k.startswith("All") else R)(k, [*occ, *adr, *rev],
                    cfmt={c: PCT1 for c in ("o19", "o18")}))
    return Doc("t07_pennacombe_hotel_statistics", "Pennacombe Hotels Corp.", "Comparable Hotel Operating Statistics",
               [["", "Occupancy", "", "Average Daily Rate", "", "RevPAR", ""],
                ["", "2019", "2018", "2019", "2018", "2019", "2018"]],
               ["o19", "o18", "a19", "a18", "r19", "r18"], rows,
               ["Comparable hotels are hotels owned or leased by us throughout both years. At December 31, 2019 we had "
                "47 comparable hotels. Statistics by chain scale were as follows:"],
               ["RevPAR is room revenue divided by room nights available, which equals occupancy multiplied by average "
                "daily rate."],
               scale=None, dec=2, dollar="all", spans=[(0, "o19", "o18"), (0, "a19", "a18"), (0, "r19", "r18")],
               style="booktabs", family="Serif", paper="Letter",
               facts={"hotels": ("47", "47", None)})


def fenmarrow():
    a = {"Commercial and industrial": [1_842_316, 1_706_488], "Owner occupied": [968_407, 921_530],
         "Non-owner occupied": [1_214_882, 1_088_215],
         "Construction and land development": [386_145, 402_617], "Residential mortgage": [1_105_930, 1_046_274],
         "Home equity lines of credit": [247_518, 263_901], "Consumer": [98_214, 104_632]}
    tot = vsum(*a.values())
    rows = []
    for k, v in a.items():
        row = R(k, [v[0], pct(v[0], tot[0]), v[1], pct(v[1], tot[1])], 1 if k in ("Owner occupied", "Non-owner occupied",
                                                                                     "Construction and land development") else 0)
        if k == "Owner occupied":
            rows.append(S("Commercial real estate:"))
        rows.append(row)
    allow = [-62_418, -58_906]
    rows += [G("Total loans", [tot[0], 100.0, tot[1], 100.0]), R("Less: allowance for loan losses", [allow[0], "", allow[1], ""]),
             T("Loans, net", [tot[0] + allow[0], "", tot[1] + allow[1], ""])]
    return Doc("t08_fenmarrow_loan_portfolio", "Fenmarrow Bancorp, Inc.", "Loan Portfolio Composition",
               [["", "December 31, 2019", "", "December 31, 2018", ""],
                ["(Dollars in thousands)", "Amount", "% of Total", "Amount", "% of Total"]],
               ["a19", "p19", "a18", "p18"], rows,
               ["The following table presents the composition of our loan portfolio by type of loan at the dates "
                "indicated:"],
               ["Commercial real estate loans are secured by properties in our market areas. Residential mortgage loans "
                "originated for sale are excluded and reported as loans held for sale."],
               scale=1e3, scale_where="header", dollar="first", col_fmt={"p19": PCT1, "p18": PCT1},
               spans=[(0, "a19", "p19"), (0, "a18", "p18")], style="grid", family="Sans", paper="Letter",
               sums=[("Total loans", list(a), ["a19", "a18"]),
                     ("Loans, net", ["Total loans", "Less: allowance for loan losses"], ["a19", "a18"])])


def idlecombe():
    a = {"Service charges on deposit accounts": [18_406, 17_952, 17_318],
         "Card and interchange fees": [12_874, 11_906, 10_845], "Wealth management fees": [9_318, 8_774, 8_203],
         "Mortgage banking income": [4_127, 3_018, 3_962],
         "Gain (loss) on sale of investment securities, net": [-612, 245, -1_084],
         "Bank-owned life insurance income": [2_316, 2_244, 2_187], "Other": [3_905, 3_611, 3_472]}
    return Doc("t09_idlecombe_noninterest_income", "Idlecombe Bancshares, Inc.", "Noninterest Income",
               [["", "Years Ended December 31,", "", ""], ["(In thousands)", "2019", "2018", "2017"]],
               ["2019", "2018", "2017"],
               [*[R(k, v) for k, v in a.items()], G("Total noninterest income", vsum(*a.values()))],
               ["The components of noninterest income were as follows:"],
               ["Mortgage banking income rose in 2019 as lower interest rates increased refinancing volumes; we sold "
                "$212.4 million of residential mortgage loans in 2019. The securities losses in 2019 arose from the "
                "repositioning of $86.0 million of lower-yielding securities."],
               scale=1e3, scale_where="header", dollar="first", style="booktabs", family="Cond", paper="Letter",
               spans=[(0, "2019", "2017")], sums=[("Total noninterest income", list(a), None)],
               facts={"sold": ("212.4", "$212.4 million", 1e6)})


def brantwick():
    data = [("2020", 41, 486_210, 14_318), ("2021", 38, 612_944, 19_402), ("2022", 45, 731_508, 23_866),
            ("2023", 29, 402_117, 12_975), ("2024", 33, 558_730, 18_240), ("2025", 18, 319_402, 10_611),
            ("2026", 12, 287_655, 9_804), ("2027", 9, 244_180, 8_127), ("2028", 7, 198_316, 6_542),
            ("2029 and thereafter", 14, 603_127, 21_389)]
    tl, ts, ta = (sum(d[i] for d in data) for i in (1, 2, 3))
    rows = [R(y, [n, s, a, pct(a, ta)]) for y, n, s, a in data]
    rows.append(G("Total", [tl, ts, ta, 100.0]))
    return Doc("t10_brantwick_lease_expirations", "Brantwick Office REIT", "Lease Expirations",
               [["Year of Lease", "Number of Leases", "Rentable Square", "Annualized", "% of Annualized"],
                ["Expiration", "Expiring", "Feet Expiring", "Base Rent", "Base Rent"]],
               ["n", "sf", "abr", "p"], rows,
               ["The following table sets forth a summary schedule of lease expirations for leases in place at "
                "December 31, 2019 across our office portfolio (dollars in thousands):"],
               ["Annualized base rent is the monthly contractual base rent under leases in place at December 31, 2019 "
                "multiplied by 12. The table excludes 212,406 square feet of space that was vacant at that date."],
               scale=1e3, scale_where="prose", dollar="first",
               col_fmt={"n": UNSC, "sf": UNSC, "p": PCT1}, style="borderless", family="Sans", paper="Letter",
               sums=[("Total", [d[0] for d in data], ["n", "sf", "abr"])],
               facts={"vacant": ("212,406", "212,406", None)})


def sallowmere():
    a = {"Natural gas combined cycle": [4_218, 4_218, 19_846, 18_302], "Coal": [1_650, 2_310, 6_412, 9_874],
         "Nuclear": [1_122, 1_122, 9_207, 9_115], "Wind": [884, 612, 2_716, 1_988], "Solar": [356, 190, 704, 362],
         "Hydroelectric": [142, 142, 468, 521]}
    return Doc("t11_sallowmere_generation", "Sallowmere Power Company", "Generating Capacity and Net Generation",
               [["", "Net Capacity (MW)", "", "Net Generation (GWh)", ""], ["Fuel source", "2019", "2018", "2019", "2018"]],
               ["c19", "c18", "g19", "g18"],
               [*[R(k, v) for k, v in a.items()], G("Total", vsum(*a.values()))],
               ["Our owned generating capacity at December 31 and the net generation of our plants for the years then "
                "ended, by fuel source, were:"],
               ["Coal capacity fell in 2019 with the retirement of Units 3 and 4 at the Tallowfield station in April "
                "2019. Wind and solar capacity increased as 3 new projects entered commercial operation."],
               scale=None, spans=[(0, "c19", "c18"), (0, "g19", "g18")], style="zebra", family="Serif",
               paper="Letter", sums=[("Total", list(a), None)],
               facts={"station": ("Tallowfield", "Tallowfield station", None), "projects": ("3", "3", None)})


def tervisco():
    rows = [R("Annual recurring revenue (in millions)", [412.6, 318.4, 236.9], dec=1, scale=1e6),
            R("Total customers", [8_214, 7_106, 5_882], scale=None, cur=False),
            R("Customers with ARR of $100,000 or more", [642, 498, 361], scale=None, cur=False),
            R("Dollar-based net retention rate", [118, 121, 124], **PCT0),
            R("Non-GAAP operating margin", [-4.2, -9.8, -17.5], **PCT1),
            R("Employees at end of year", [1_846, 1_512, 1_204], scale=None, cur=False)]
    return Doc("t12_tervisco_key_metrics", "Tervisco Software, Inc.", "Key Business Metrics",
               [["", "Fiscal Year Ended January 31,", "", ""], ["", "FY2019", "FY2018", "FY2017"]],
               ["2019", "2018", "2017"], rows,
               ["We monitor the following key metrics to evaluate our business, measure our performance and make "
                "strategic decisions:"],
               ["ARR is the annualized value of subscription contracts in effect at the end of the fiscal year. "
                "Customers in the public sector accounted for 14% of ARR at January 31, 2019."],
               scale=None, scale_where="row", dollar="first", style="borderless", family="Cond", paper="Letter",
               spans=[(0, "2019", "2017")], facts={"public": ("14", "14%", None)})


def ulmstead():
    dom = {"U.S. federal": [14_218, 11_906, 16_402], "U.S. state and local": [3_107, 2_884, 3_315]}
    frn = {"Germany": [4_612, 5_018, 4_477], "China": [3_986, 3_204, 2_851], "Mexico": [1_245, 1_388, 977],
           "Other foreign": [862, -146, 734]}
    tf = vsum(*frn.values())
    return Doc("t13_ulmstead_taxes_paid", "Ulmstead Precision Corp.", "Income Taxes Paid",
               [["", "2019", "2018", "2017"]], ["2019", "2018", "2017"],
               [*[R(k, v) for k, v in dom.items()], S("Foreign:"), *[R(k, v, 1) for k, v in frn.items()],
                T("Total foreign", tf, 1), G("Total income taxes paid, net of refunds", vsum(*dom.values(), tf))],
               ["Income taxes paid, net of refunds, by jurisdiction for the years ended December 31 were as follows "
                "(in thousands):"],
               ["Other foreign in 2018 reflects a refund of $1.2 million received in Singapore following the "
                "settlement of an audit of the 2014 to 2016 tax years."],
               scale=1e3, scale_where="prose", dollar="first", style="grid", family="Sans", paper="Letter",
               sums=[("Total foreign", list(frn), None), ("Total income taxes paid, net of refunds",
                                                          [*dom, "Total foreign"], None)],
               facts={"refund": ("1.2", "$1.2 million", 1e6)})


def varnholt():
    ni = [286.4, 241.7]
    adj = {"Restructuring and related charges": [38.2, 51.6], "Acquisition and integration costs": [12.7, 27.3],
           "Pension settlement charge": [None, 18.9], "Gain on sale of business": [-44.6, None],
           "Tax effect of adjustments": [-2.1, -23.8]}
    adjni = vsum(ni, *adj.values(), dec=1)
    sh = [102.4, 104.9]
    rows = [R("Net income (GAAP)", ni), *[R(k, v, 1) for k, v in adj.items()], G("Adjusted net income", adjni),
            R("Diluted weighted average shares outstanding", sh, cur=False),
            R("Diluted earnings per share (GAAP)", [rnd(a / b, 2) for a, b in zip(ni, sh)], dec=2, scale=None, cur=True),
            G("Adjusted diluted earnings per share", [rnd(a / b, 2) for a, b in zip(adjni, sh)], dec=2, scale=None)]
    return Doc("t14_varnholt_adjusted_eps", "Varnholt Consumer Brands, Inc.", "Non-GAAP Financial Measures",
               [["(In millions, except per share amounts)", "2019", "2018"]], ["2019", "2018"], rows,
               ["We use adjusted net income and adjusted diluted earnings per share to assess operating performance. "
                "A reconciliation to the most directly comparable GAAP measures follows:"],
               ["The gain on sale of business in 2019 relates to the divestiture of our Northvale pet care brand in "
                "August 2019. The 2018 pension settlement charge arose from a lump-sum offer to former employees."],
               scale=1e6, scale_where="header", dec=1, dollar="first", style="zebra", family="Sans", paper="Letter",
               sums=[("Adjusted net income", ["Net income (GAAP)", *adj], None)],
               facts={"brand": ("Northvale", "Northvale", None)})


def wrendlesham():
    data = [("2020", 48.6, 6.2), ("2021", 49.9, 6.0), ("2022", 51.3, 5.8), ("2023", 52.4, 5.5), ("2024", 53.8, 5.3),
            ("2025 – 2029", 281.7, 23.9)]
    rows = [R(y, [p, o, rnd(p + o, 1)]) for y, p, o in data]
    rows.append(G("Total", vsum(*[r.vals for r in rows], dec=1)))
    return Doc("t15_wrendlesham_benefit_payments", "Wrendlesham Manufacturing Company", "Expected Benefit Payments",
               [["", "Pension", "Other Postretirement", ""], ["", "Benefits", "Benefits", "Total"]],
               ["pen", "opeb", "tot"], rows,
               ["The following benefit payments, which reflect expected future service, as appropriate, are expected "
                "to be paid (in millions):"],
               ["The Company expects to contribute $22.5 million to its pension plans and $6.1 million to its other "
                "postretirement benefit plans in 2020."],
               scale=1e6, scale_where="prose", dec=1, dollar="first", style="booktabs", family="Cond", paper="Letter",
               sums=[("Total", [d[0] for d in data], None)] + [(d[0], None, "rowsum") for d in data] + [("Total", None, "rowsum")],
               facts={"contrib": ("22.5", "$22.5 million", 1e6), "opebc": ("6.1", "$6.1 million", 1e6)})


def cradleigh():
    rows = [R("Discount rate", [2.05, 2.85], **PCT2), R("Rate of increase in salaries", [2.90, 3.10], **PCT2),
            R("Rate of increase in pensions in payment", [2.85, 3.05], **PCT2),
            R("Inflation assumption – RPI", [3.10, 3.25], **PCT2), R("Inflation assumption – CPI", [2.20, 2.25], **PCT2),
            S("Life expectancy at age 65 (years):"),
            R("Male currently aged 65", [21.8, 22.0], 1), R("Female currently aged 65", [23.6, 23.8], 1),
            R("Male currently aged 45", [23.1, 23.3], 1), R("Female currently aged 45", [25.1, 25.2], 1)]
    return Doc("t16_cradleigh_actuarial_assumptions", "Cradleigh Group plc", "26. Retirement benefit obligations",
               [["", "2019", "2018"]], ["2019", "2018"], rows,
               ["The principal actuarial assumptions used to value the defined benefit obligation of the Cradleigh "
                "Pension Scheme at 31 December were:"],
               ["The discount rate is set by reference to AA corporate bond yields of a term consistent with the "
                "scheme liabilities, which have a weighted average duration of 17 years."],
               scale=None, dec=1, style="borderless", family="Serif",
               facts={"duration": ("17", "17 years", None)})


def lanthorne():
    a = {"Discount rate (0.5% movement)": [-118.4, 133.9, -104.2, 117.6],
         "Inflation (0.5% movement)": [96.2, -88.5, 85.7, -79.3],
         "Rate of salary increase (0.5% movement)": [14.8, -13.9, 16.2, -15.1],
         "Life expectancy (one year movement)": [52.6, -51.8, 46.9, -46.3]}
    return Doc("t17_lanthorne_dbo_sensitivity", "Lanthorne Retail plc", "24. Pensions: sensitivity analysis",
               [["", "31 March 2019", "", "31 March 2018", ""], ["£m", "Increase", "Decrease", "Increase", "Decrease"]],
               ["i19", "d19", "i18", "d18"], [R(k, v) for k, v in a.items()],
               ["The defined benefit obligation at 31 March 2019 was £2,184.6m (2018: £2,047.3m). The sensitivity "
                "of the obligation to changes in the principal assumptions, with all other assumptions held "
                "constant, is shown below; a positive figure is an increase in the obligation."],
               ["The sensitivities are calculated using the same method as the obligation itself, the projected unit "
                "credit method."],
               scale=1e6, scale_where="header", dec=1, spans=[(0, "i19", "d19"), (0, "i18", "d18")],
               style="grid", family="Cond",
               facts={"dbo19": ("2,184.6", "£2,184.6m", 1e6), "dbo18": ("2,047.3", "£2,047.3m", 1e6)})


def mistbrook():
    disc, cost = [-68_412, -91_806], [-7_318, -9_844]
    prin = [575_000, 575_000]
    intr = {"Contractual interest expense": [7_188, 7_188], "Amortization of debt discount": [23_394, 21_906],
            "Amortization of debt issuance costs": [2_526, 2_371]}
    rows = [S("Liability component:"), R("Principal", prin, 1), R("Less: unamortized debt discount", disc, 1),
            R("Less: unamortized debt issuance costs", cost, 1), T("Net carrying amount", vsum(prin, disc, cost), 1, cur=True),
            R("Equity component, net of issuance costs", [104_227, 104_227], cur=True),
            S("Interest expense recognized:"), *[R(k, v, 1) for k, v in intr.items()],
            T("Total interest expense", vsum(*intr.values()), 1, cur=True)]
    return Doc("t18_mistbrook_convertible_notes", "Mistbrook Semiconductor, Inc.", "Convertible Senior Notes",
               [["(In thousands)", "June 30, 2019", "June 30, 2018"]], ["2019", "2018"], rows,
               ["In March 2017 we issued $575.0 million of 1.25% convertible senior notes due 2024. The notes are "
                "convertible at an initial conversion rate of 21.4837 shares of common stock per $1,000 principal "
                "amount. The net carrying amounts of the notes were:"],
               ["The effective interest rate of the liability component is 6.1%. Interest expense recognized is for "
                "the fiscal years ended June 30."],
               scale=1e3, scale_where="header", dollar="first", dollar_cell=True, style="booktabs", family="Serif",
               paper="Letter",
               sums=[("Net carrying amount", ["Principal", "Less: unamortized debt discount",
                                              "Less: unamortized debt issuance costs"], None),
                     ("Total interest expense", list(intr), None)],
               facts={"eir": ("6.1", "6.1%", 1), "rate": ("21.4837", "21.4837", None)})


def kelderbrook():
    rows = [S("Property acquisition costs:"), R("Proved properties", [12_406, 48_715, 3_218], 1),
            R("Unproved properties", [36_882, 71_240, 18_905], 1),
            R("Exploration costs", [41_317, 38_604, 29_711]), R("Development costs", [286_549, 241_988, 198_436]),
            R("Asset retirement costs", [4_218, 3_106, 2_877])]
    items = [r for r in rows if r.vals]
    rows.append(G("Total costs incurred", vsum(*[r.vals for r in items])))
    return Doc("t19_kelderbrook_costs_incurred", "Kelderbrook Petroleum Corp.",
               "Costs Incurred in Oil and Gas Property Acquisition, Exploration and Development Activities",
               [["", "Year Ended December 31,", "", ""], ["(In thousands)", "2019", "2018", "2017"]],
               ["2019", "2018", "2017"], rows,
               ["Costs incurred in oil and natural gas property acquisition, exploration and development activities, "
                "whether capitalized or expensed, were as follows:"],
               ["The 2018 acquisition costs include the purchase of 14,300 net acres in the Delaware Basin. Development "
                "costs in 2019 include $52.3 million incurred to convert proved undeveloped reserves to proved "
                "developed reserves."],
               scale=1e3, scale_where="header", dollar="first", dollar_cell=True, style="zebra", family="Cond",
               paper="Letter", spans=[(0, "2019", "2017")], sums=[("Total costs incurred", [r.label for r in items], None)],
               facts={"acres": ("14,300", "14,300", None), "pud": ("52.3", "$52.3 million", 1e6)})


def ottermere():
    fci = [14_286, 16_902]
    ded = {"Future production costs": [-5_418, -5_806], "Future development costs": [-2_207, -2_594],
           "Future income tax expenses": [-1_186, -1_702]}
    fncf = vsum(fci, *ded.values())
    disc = [-2_612, -3_041]
    return Doc("t20_ottermere_standardized_measure", "Ottermere Oil & Gas, Inc.",
               "Standardized Measure of Discounted Future Net Cash Flows",
               [["", "December 31,", ""], ["(In millions)", "2019", "2018"]], ["2019", "2018"],
               [R("Future cash inflows", fci), *[R(k, v) for k, v in ded.items()], T("Future net cash flows", fncf),
                R("10% annual discount for estimated timing of cash flows", disc),
                G("Standardized measure of discounted future net cash flows relating to proved reserves",
                  vsum(fncf, disc))],
               ["The standardized measure of discounted future net cash flows relating to our proved oil and natural "
                "gas reserves is as follows:"],
               ["Future cash inflows were computed using the 12-month average first-day-of-the-month prices of "
                "$55.69 per barrel of oil (2018: $65.56) and $2.58 per MMBtu of natural gas (2018: $3.10)."],
               scale=1e6, scale_where="header", dollar="first", style="grid", family="Serif", paper="Letter",
               spans=[(0, "2019", "2018")], sums=[("Future net cash flows", ["Future cash inflows", *ded], None),
                     ("Standardized measure of discounted future net cash flows relating to proved reserves",
                      ["Future net cash flows", "10% annual discount for estimated timing of cash flows"], None)],
               facts={"oil": ("55.69", "$55.69", None)})


def perriford():
    op, amort = [184.6, 171.2], [22.4, 19.8]
    adj = vsum(op, amort, dec=1)
    eq, nd, rbo = [812.3, 774.9], [296.8, 318.5], [48.2, 56.7]
    ce = vsum(eq, nd, rbo, dec=1)
    ce17 = 1_092.3
    avg = [rnd((ce[0] + ce[1]) / 2, 1), rnd((ce[1] + ce17) / 2, 1)]
    roce = [pct(a, b) for a, b in zip(adj, avg)]
    rows = [R("Operating profit", op), R("Add back: amortisation of acquired intangibles", amort),
            T("Adjusted operating profit", adj), R("Total equity", eq), R("Net debt", nd),
            R("Retirement benefit obligations", rbo), T("Capital employed at 31 December", ce),
            R("Average capital employed", avg), G("Return on capital employed", roce, **PCT1)]
    return Doc("t21_perriford_roce", "Perriford Group plc", "Alternative performance measures: return on capital employed",
               [["", "2019", "2018"], ["", "£m", "£m"]], ["2019", "2018"], rows,
               ["Return on capital employed (ROCE) is adjusted operating profit divided by the average of opening and "
                "closing capital employed. Capital employed at 31 December 2017 was £1,092.3m."],
               [], scale=1e6, scale_where="header", dec=1, style="booktabs", family="Sans",
               sums=[("Adjusted operating profit", ["Operating profit", "Add back: amortisation of acquired intangibles"], None),
                     ("Capital employed at 31 December", ["Total equity", "Net debt", "Retirement benefit obligations"], None)],
               facts={"ce17": ("1,092.3", "£1,092.3m", 1e6)})


def carrowvane():
    na, sh = [612_418, 548_906], [48_215_604, 48_902_117]
    nav = [rnd(a * 1000 / s * 100, 1) for a, s in zip(na, sh)]
    price = [1_184.0, 1_062.0]
    disc = [pct(p - n, n) for p, n in zip(price, nav)]
    rows = [R("Net assets attributable to shareholders (£'000)", na, scale=1e3),
            R("Ordinary shares in issue, excluding treasury shares", sh, scale=None),
            R("Net asset value per share (pence)", nav, dec=1, scale=None),
            R("Share price (pence)", price, dec=1, scale=None),
            R("Discount to net asset value", disc, **PCT1), R("Ongoing charges", [0.62, 0.65], **PCT2)]
    return Doc("t22_carrowvane_nav", "Carrowvane Investment Trust plc", "Net asset value per share",
               [["", "31 March 2019", "31 March 2018"]], ["2019", "2018"], rows,
               ["The net asset value per ordinary share is based on net assets attributable to shareholders and on the "
                "number of ordinary shares in issue at the year end, excluding shares held in treasury."],
               ["During the year the Company bought back 686,513 ordinary shares into treasury. Dividends of 28.0p "
                "per share were paid in respect of the year."],
               scale=None, scale_where="row", style="zebra", family="Serif",
               facts={"buyback": ("686,513", "686,513", None), "div": ("28.0", "28.0p", None)})


def gellingham():
    inv = [("Oskeldane Medical", "Health care", 48_612, 41_207), ("Pelbright Software", "Technology", 44_385, 36_910),
           ("Quindle Logistics", "Industrials", 39_847, 40_512), ("Strandholt Foods", "Consumer staples", 35_206, 33_874),
           ("Ulvenhall Energy", "Energy", 31_918, 35_640), ("Tavistow Robotics", "Technology", 30_442, 22_815),
           ("Helmsgard Insurance", "Financials", 28_719, 27_306), ("Brackwater Leisure", "Consumer discretionary", 26_104, 29_388),
           ("Yennick Semiconductors", "Technology", 24_853, 18_067), ("Castlefold Homes", "Consumer discretionary", 22_516, 24_931)]
    top = [sum(i[2] for i in inv), sum(i[3] for i in inv)]
    other = [418_622, 392_815]
    total = [top[0] + other[0], top[1] + other[1]]
    rows = [R(n, [s, v19, pct(v19, total[0]), v18]) for n, s, v19, v18 in inv]
    rows += [T("Total ten largest investments", ["", top[0], pct(top[0], total[0]), top[1]]),
             R("Other investments", ["", other[0], pct(other[0], total[0]), other[1]]),
             G("Total investments", ["", total[0], 100.0, total[1]])]
    return Doc("t23_gellingham_top_holdings", "Gellingham Growth Trust plc", "Ten largest investments",
               [["", "", "Valuation", "% of", "Valuation"], ["", "", "2019", "portfolio", "2018"],
                ["At 31 December", "Sector", "£'000", "2019", "£'000"]],
               ["sector", "v19", "p19", "v18"], rows,
               ["The ten largest investments, which are all listed equities, represented the following proportions of "
                "the portfolio:"],
               ["The portfolio held 64 investments at 31 December 2019 (2018: 61)."],
               scale=1e3, scale_where="header", col_fmt={"p19": PCT1}, style="borderless", family="Sans",
               sums=[("Total ten largest investments", [i[0] for i in inv], ["v19", "v18"]),
                     ("Total investments", ["Total ten largest investments", "Other investments"], ["v19", "v18"])],
               facts={"count": ("64", "64", None)})


def ecclesholt():
    a = {"Impairment of site assets": [18.6, 24.1], "Restructuring costs": [6.2, 9.8],
         "Acquisition-related costs": [3.4, None], "Legal settlement": [2.5, None],
         "Profit on disposal of properties": [-11.7, -4.3]}
    pre = vsum(*a.values(), dec=1)
    tax = [-3.2, -5.1]
    return Doc("t24_ecclesholt_exceptional_items", "Ecclesholt Leisure plc", "6. Exceptional items",
               [["", "52 weeks to", "52 weeks to"], ["", "29 Dec 2019", "30 Dec 2018"], ["", "£m", "£m"]],
               ["2019", "2018"],
               [*[R(k, v) for k, v in a.items()], T("Exceptional items before tax", pre),
                R("Tax credit on exceptional items", tax), G("Exceptional items after tax", vsum(pre, tax, dec=1))],
               ["Items that are material in size or unusual in nature are presented as exceptional items to give a "
                "clearer view of underlying performance."],
               ["The impairment in 2019 relates to 14 sites where trading no longer supports their carrying value. The "
                "profit on disposal arose on the sale and leaseback of six freehold pubs."],
               scale=1e6, scale_where="header", dec=1, style="grid", family="Serif",
               sums=[("Exceptional items before tax", list(a), None),
                     ("Exceptional items after tax", ["Exceptional items before tax", "Tax credit on exceptional items"], None)],
               facts={"sites": ("14", "14", None)})


def northmarch():
    g = {"Grain": (412, 398, 3_106, 3_044), "Coal": (618, 704, 2_218, 2_306),
         "Chemicals and plastics": (526, 509, 3_418, 3_352), "Forest products": (188, 196, 3_642, 3_580),
         "Metals and minerals": (344, 351, 2_487, 2_415), "Automotive": (201, 214, 2_912, 2_876),
         "Intermodal": (1_386, 1_442, 946, 921)}
    rows = [R(k, [c19, c18, rnd((c19 - c18) / c18 * 100, 1), a19, a18]) for k, (c19, c18, a19, a18) in g.items()]
    t19, t18 = sum(v[0] for v in g.values()), sum(v[1] for v in g.values())
    ar19 = rnd(sum(v[0] * v[2] for v in g.values()) / t19)
    ar18 = rnd(sum(v[1] * v[3] for v in g.values()) / t18)
    rows.append(G("Total", [t19, t18, rnd((t19 - t18) / t18 * 100, 1), ar19, ar18]))
    return Doc("t25_northmarch_carloads", "Northmarch Railway Company", "Freight Volumes and Average Revenue per Car",
               [["", "Carloads (thousands)", "", "", "Average Revenue per Car", ""],
                ["Commodity group", "2019", "2018", "% Change", "2019", "2018"]],
               ["c19", "c18", "chg", "a19", "a18"], rows,
               ["Freight volumes and average revenue per car by commodity group were as follows:"],
               ["Coal volumes declined as two utility customers retired coal-fired units served by our network. "
                "Intermodal volumes fell on weaker international container traffic."],
               scale=1e3, scale_where="column",
               col_fmt={"chg": PCT1, "a19": {"scale": None}, "a18": {"scale": None}, "c19": {"cur": False},
                        "c18": {"cur": False}},
               dollar="first", spans=[(0, "c19", "chg"), (0, "a19", "a18")], style="borderless", family="Cond",
               paper="Letter", sums=[("Total", list(g), ["c19", "c18"])])


def plinthwick():
    reg = {"North America": [182.4, 151.7], "Europe": [96.8, 78.3], "Asia Pacific": [41.6, 29.2],
           "Latin America": [12.9, 10.4]}
    rows = [R(k, [*v, rnd((v[0] - v[1]) / v[1] * 100, 1)]) for k, v in reg.items()]
    tot = vsum(*reg.values(), dec=1)
    rows.append(G("Total payment volume", [*tot, rnd((tot[0] - tot[1]) / tot[1] * 100, 1)]))
    tx = [6_412, 5_318]
    rows.append(R("Number of payment transactions (in millions)", [*tx, rnd((tx[0] - tx[1]) / tx[1] * 100, 1)],
                  cfmt={"2019": {"dec": 0, "scale": 1e6, "cur": False}, "2018": {"dec": 0, "scale": 1e6, "cur": False}}))
    rows.append(R("Transaction take rate", [1.92, 1.97, ""], cfmt={"2019": PCT2, "2018": PCT2}))
    return Doc("t26_plinthwick_tpv", "Plinthwick Payments, Inc.", "Total Payment Volume",
               [["", "Year Ended December 31,", "", ""], ["(In billions, except as noted)", "2019", "2018", "% Change"]],
               ["2019", "2018", "chg"], rows,
               ["Total payment volume (TPV) is the value of payments, net of reversals, successfully completed on our "
                "platform. TPV by region of the merchant was as follows:"],
               ["Take rate is total revenues divided by TPV. Asia Pacific growth reflects the launch of our platform "
                "in Japan in March 2019."],
               scale=1e9, scale_where="header", dec=1, dollar="first", col_fmt={"chg": PCT1}, spans=[(0, "2019", "chg")],
               style="zebra", family="Sans", paper="Letter",
               sums=[("Total payment volume", list(reg), ["2019", "2018"])],
               facts={"country": ("Japan", "Japan", None)})


def solvenne():
    of = {"Tier 1 unrestricted": [4_812, 4_506], "Tier 1 restricted": [450, 450], "Tier 2": [1_015, 998],
          "Tier 3": [212, 187]}
    tot = vsum(*of.values())
    scr = [3_284, 3_168]
    ratio = [pct(a, b, 0) for a, b in zip(tot, scr)]
    return Doc("t27_solvenne_solvency", "Solvenne Assurance SE", "Capital management: Solvency II position",
               [["€m", "31 December 2019", "31 December 2018"]], ["2019", "2018"],
               [*[R(k, v) for k, v in of.items()], T("Eligible own funds", tot),
                R("Solvency capital requirement (SCR)", scr), T("Surplus over SCR", [a - b for a, b in zip(tot, scr)]),
                G("Solvency II ratio", ratio, **PCT0)],
               ["The Group's Solvency II position, calculated using the partial internal model approved by the "
                "supervisor, was as follows:"],
               ["The minimum capital requirement (MCR) was €1,478m at 31 December 2019 (2018: €1,396m). Tier 1 "
                "restricted own funds consist of a €450m subordinated perpetual note."],
               scale=1e6, scale_where="header", style="borderless", family="Cond",
               sums=[("Eligible own funds", list(of), None),
                     ("Surplus over SCR", ["Eligible own funds", "Solvency capital requirement (SCR)"], "minus")],
               facts={"mcr": ("1,478", "€1,478m", 1e6)})


def hartlecombe():
    o18 = [3_412, 14.6]
    p1, r1 = [1_250, 6.1], [-1_087, -4.8]
    c19 = vsum(o18, p1, r1, dec=1)
    c19 = [int(c19[0]), c19[1]]
    p2, r2 = [980, 5.2], [-1_344, -6.0]
    c20 = vsum(c19, p2, r2, dec=1)
    c20 = [int(c20[0]), c20[1]]
    cf = {"n": {"dec": 0, "scale": 1e3}, "c": {"dec": 1, "scale": 1e6}}
    return Doc("t28_hartlecombe_own_shares", "Hartlecombe plc", "29. Own shares held",
               [["", "Number of", "Cost"], ["", "shares '000", "£m"]], ["n", "c"],
               [R("At 1 April 2018", o18), R("Shares purchased", p1), R("Shares released to satisfy awards", r1),
                T("At 31 March 2019", c19), R("Shares purchased", p2), R("Shares released to satisfy awards", r2),
                G("At 31 March 2020", c20)],
               ["Own shares are held by the Hartlecombe Employee Benefit Trust to satisfy awards under the Group's "
                "share plans. Movements in the year were:"],
               ["The market value of the shares held by the trust at 31 March 2020 was £14.2m. The trust has waived its "
                "right to dividends on the shares it holds."],
               scale=None, scale_where="column", col_fmt=cf, style="booktabs", family="Serif",
               sums=[("At 31 March 2019", ["At 1 April 2018", "Shares purchased#1", "Shares released to satisfy awards#1"], None),
                     ("At 31 March 2020", ["At 31 March 2019", "Shares purchased#2", "Shares released to satisfy awards#2"], None)],
               facts={"mv": ("14.2", "£14.2m", 1e6)})


def quarrendon():
    reg = {"West": (1_842, 1_716, 612.4, 598.1), "Mountain": (1_306, 1_250, 471.8, 455.2),
           "Texas": (2_418, 2_207, 338.6, 331.9), "Southeast": (1_127, 1_062, 362.1, 349.5)}
    rows = []
    rev = {}
    for k, (h19, h18, p19, p18) in reg.items():
        rev[k] = [rnd(h19 * p19 / 1000, 1), rnd(h18 * p18 / 1000, 1)]
        rows.append(R(k, [h19, h18, p19, p18, *rev[k]]))
    th = [sum(v[0] for v in reg.values()), sum(v[1] for v in reg.values())]
    tr = vsum(*rev.values(), dec=1)
    rows.append(G("Total", [*th, rnd(tr[0] * 1000 / th[0], 1), rnd(tr[1] * 1000 / th[1], 1), *tr]))
    cf = {"h19": {**UNSC, "dec": 0}, "h18": {**UNSC, "dec": 0}, "p19": {"scale": 1e3}, "p18": {"scale": 1e3}}
    return Doc("t29_quarrendon_home_closings", "Quarrendon Homes, Inc.", "Homes Closed and Home Sale Revenues",
               [["", "Homes Closed", "", "Average Selling Price", "", "Home Sale Revenues", ""],
                ["", "", "", "(in thousands)", "", "(in millions)", ""],
                ["Region", "2019", "2018", "2019", "2018", "2019", "2018"]],
               ["h19", "h18", "p19", "p18", "r19", "r18"], rows,
               ["Homes closed, average selling price and home sale revenues by homebuilding region were:"],
               ["Our backlog at December 31, 2019 was 2,874 homes with an aggregate sales value of $1.31 billion. "
                "We opened 38 new communities in 2019."],
               scale=1e6, scale_where="column", dec=1, dollar="first", col_fmt=cf,
               spans=[(0, "h19", "h18"), (0, "p19", "p18"), (0, "r19", "r18"), (1, "p19", "p18"), (1, "r19", "r18")],
               style="grid", family="Sans", paper="Letter", wide=True,
               sums=[("Total", list(reg), ["h19", "h18", "r19", "r18"])],
               facts={"communities": ("38", "38", None)})


def ferrisbourne():
    d = {"2019": {"Sterling": (350.0, 124.6, 4.1), "US dollar": (212.8, 88.3, 3.6), "Euro": (96.4, 41.7, 1.9)},
         "2018": {"Sterling": (350.0, 162.9, 4.1), "US dollar": (204.5, 101.2, 3.8), "Euro": (99.1, 38.5, 2.0)}}
    rows = []
    for y, cur in d.items():
        rows.append(S(f"At 31 December {y}"))
        for k, (fx, fl, r) in cur.items():
            rows.append(R(k, [fx, fl, rnd(fx + fl, 1), r], 1))
        fx = rnd(sum(v[0] for v in cur.values()), 1)
        fl = rnd(sum(v[1] for v in cur.values()), 1)
        w = rnd(sum(v[0] * v[2] for v in cur.values()) / fx, 1)
        rows.append(T("Total", [fx, fl, rnd(fx + fl, 1), w], 1))
    return Doc("t30_ferrisbourne_interest_rate_profile", "Ferrisbourne Holdings plc", "21. Borrowings: interest rate profile",
               [["", "Fixed rate", "Floating rate", "Total", "Weighted average"],
                ["", "borrowings", "borrowings", "borrowings", "fixed interest rate"],
                ["", "£m", "£m", "£m", "%"]],
               ["fx", "fl", "tot", "rate"], rows,
               ["After taking into account interest rate swaps, the interest rate profile of the Group's borrowings "
                "was:"],
               ["Floating rate borrowings bear interest at rates based on SONIA, LIBOR and EURIBOR. The fixed rate "
                "sterling borrowings are the £350.0m 4.125% bonds due 2027."],
               scale=1e6, scale_where="header", dec=1, col_fmt={"rate": {"dec": 1, "scale": 1, "unit": "%"}},
               style="zebra", family="Cond",
               sums=[("Total#1", ["Sterling#1", "US dollar#1", "Euro#1"], ["fx", "fl", "tot"]),
                     ("Total#2", ["Sterling#2", "US dollar#2", "Euro#2"], ["fx", "fl", "tot"])]
               + [(f"{k}#{n}", None, "rowsum2") for k in ("Sterling", "US dollar", "Euro", "Total") for n in (1, 2)],
               facts={"bond": ("4.125", "4.125%", 1)})


BUILDERS = [halverdine, quenbury, marlbeck, tolsworth, ostrevant, corvelle, pennacombe, fenmarrow, idlecombe,
            brantwick, sallowmere, tervisco, ulmstead, varnholt, wrendlesham, cradleigh, lanthorne, mistbrook,
            kelderbrook, ottermere, perriford, carrowvane, gellingham, ecclesholt, northmarch, plinthwick, solvenne,
            hartlecombe, quarrendon, ferrisbourne]


def build_all() -> list[Doc]:
    return [b() for b in BUILDERS]


# ===================================================================================== rendering
_REG = set()


def fonts(family):
    reg, bold = FAMILIES[family]
    names = (f"DV{family}", f"DV{family}-B")
    if family not in _REG:
        pdfmetrics.registerFont(TTFont(names[0], str(FONT_DIR / reg)))
        pdfmetrics.registerFont(TTFont(names[1], str(FONT_DIR / bold)))
        _REG.add(family)
    return names


def printed_grid(d: Doc):
    """Header rows and body rows as printed strings; with dollar_cell a "$" column precedes each value column.
    Returns (rows, colmap: col key -> printed column index)."""
    colmap, idx = {}, 1
    for c in d.cols:
        if d.dollar_cell:
            idx += 1
        colmap[c] = idx
        idx += 1
    n = idx
    out = []
    for h in d.header:
        row = [""] * n
        row[0] = h[0]
        for c, cell in zip(d.cols, h[1:]):
            row[colmap[c]] = cell
        out.append(row)
    for r in d.rows:
        row = [""] * n
        row[0] = r.label
        if r.vals:
            for c in d.cols:
                row[colmap[c]] = d.num_text(r, c)
                if d.show_cur(r, c):
                    if d.dollar_cell:
                        row[colmap[c] - 1] = d.cur
                    else:
                        row[colmap[c]] = d.cur + row[colmap[c]]
        out.append(row)
    return out, colmap


def page_and_label(d: Doc, widths):
    page = A4 if d.paper == "A4" else letter
    avail = page[0] - 2 * MARGIN
    label_w = min(250, avail - sum(widths[1:]))
    if label_w < 150 or d.wide:
        page = landscape(page)
        avail = page[0] - 2 * MARGIN
        label_w = min(290, avail - sum(widths[1:]))
    return page, label_w


def is_landscape(d: Doc) -> bool:
    page = layout(d)[3]
    return page[0] > page[1]


def layout(d: Doc):
    """Printed grid, column map, column widths and page size (landscape when the label column would be too narrow)."""
    reg, bold = fonts(d.family)
    grid, colmap = printed_grid(d)
    nh = len(d.header)
    n = len(grid[0])
    spanned = {(hr, colmap[a]) for hr, a, b in d.spans}
    widths = [0.0] * n
    for i, row in enumerate(grid):
        for j in range(1, n):
            if (i, j) in spanned:
                continue
            w = stringWidth(row[j], bold if i < nh else reg, FS)
            widths[j] = max(widths[j], w + (6 if d.dollar_cell and j not in colmap.values() else 14))
    for j in range(1, n):
        if j in colmap.values():
            widths[j] = max(widths[j], 44)
    for hr, a, b in d.spans:   # make a spanned group wide enough for its text
        ja, jb = colmap[a] - (1 if d.dollar_cell else 0), colmap[b]
        need = stringWidth(grid[hr][colmap[a]], bold, FS) + 10
        have = sum(widths[ja:jb + 1])
        if need > have:
            extra = (need - have) / (jb - ja + 1)
            for j in range(ja, jb + 1):
                widths[j] += extra
    page, widths[0] = page_and_label(d, widths)
    return grid, colmap, widths, page


def render(d: Doc, outdir: Path) -> Path:
    reg, bold = fonts(d.family)
    grid, colmap, widths, page = layout(d)
    nh = len(d.header)
    n = len(grid[0])
    body = ParagraphStyle("b", fontName=reg, fontSize=FS, leading=FS + 2)
    bodyb = ParagraphStyle("bb", parent=body, fontName=bold)
    cells = []
    for i, row in enumerate(grid):
        out = []
        for j, s in enumerate(row):
            if j == 0 and i >= nh:
                r = d.rows[i - nh]
                st = ParagraphStyle(f"l{r.indent}{r.kind}", parent=bodyb if r.kind in ("grand", "section") else body,
                                    leftIndent=10 * r.indent, firstLineIndent=0)
                out.append(Paragraph(escape(s), st))
            else:
                out.append(s)
        cells.append(out)
    t = Table(cells, colWidths=widths, repeatRows=0)
    cmds = [("FONT", (0, 0), (-1, -1), reg, FS), ("FONT", (0, 0), (-1, nh - 1), bold, FS),
            ("ALIGN", (1, 0), (-1, -1), "RIGHT"), ("ALIGN", (0, 0), (0, -1), "LEFT"),
            ("VALIGN", (0, 0), (-1, -1), "BOTTOM"), ("TOPPADDING", (0, 0), (-1, -1), 2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 3), ("LEFTPADDING", (0, 0), (-1, -1), 3),
            ("RIGHTPADDING", (0, 0), (-1, -1), 4)]
    if d.dollar_cell:
        for c, j in colmap.items():
            cmds += [("ALIGN", (j - 1, nh), (j - 1, -1), "LEFT"), ("RIGHTPADDING", (j - 1, 0), (j - 1, -1), 0),
                     ("LEFTPADDING", (j, 0), (j, -1), 0)]
    for hr, a, b in d.spans:
        ja, jb = colmap[a] - (1 if d.dollar_cell else 0), colmap[b]
        cmds += [("SPAN", (ja, hr), (jb, hr)), ("ALIGN", (ja, hr), (jb, hr), "CENTER")]
        if d.style in ("booktabs", "borderless"):
            cmds.append(("LINEBELOW", (ja, hr), (jb, hr), 0.5, colors.black))
    for i, r in enumerate(d.rows):
        ri = nh + i
        if r.kind == "grand":
            cmds.append(("FONT", (1, ri), (-1, ri), bold, FS))
        if r.kind in ("total", "grand") and d.style != "grid":
            cmds.append(("LINEABOVE", (1, ri), (-1, ri), 0.5, colors.black))
        if r.kind == "grand" and d.style in ("borderless", "booktabs"):
            cmds.append(("LINEBELOW", (1, ri), (-1, ri), 0.8, colors.black))
    if d.style == "booktabs":
        cmds += [("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black), ("LINEBELOW", (0, nh - 1), (-1, nh - 1), 0.5, colors.black),
                 ("LINEBELOW", (0, -1), (-1, -1), 1.2, colors.black)]
    elif d.style == "grid":
        cmds += [("GRID", (0, 0), (-1, -1), 0.5, colors.black)]
    elif d.style == "zebra":
        cmds += [("BACKGROUND", (0, 0), (-1, nh - 1), colors.HexColor("#D9E2EC"))]
        for i in range(len(d.rows)):
            if i % 2 == 1:
                cmds.append(("BACKGROUND", (0, nh + i), (-1, nh + i), colors.HexColor("#F2F5F8")))
    t.setStyle(TableStyle(cmds))
    h1 = ParagraphStyle("h1", fontName=bold, fontSize=14, leading=18, spaceAfter=8)
    h2 = ParagraphStyle("h2", fontName=bold, fontSize=11, leading=14, spaceAfter=6)
    ps = ParagraphStyle("p", fontName=reg, fontSize=9.5, leading=12.5, spaceAfter=6)
    story = [Paragraph("Annual report (extract)", h1), Paragraph(escape(d.company + " — " + d.title), h2)]
    story += [Paragraph(escape(p), ps) for p in d.before]
    story += [Spacer(1, 4), t, Spacer(1, 10)]
    story += [Paragraph(escape(p), ps) for p in d.after]
    out = outdir / d.pdf
    doc = SimpleDocTemplate(str(out), pagesize=page, leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN,
                            bottomMargin=MARGIN, invariant=1, title=d.key, author="tatqa-style6", subject="",
                            creator="tatqa-style6", producer="tatqa-style6")
    doc.build(story)
    return out


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    outdir = Path(argv[1])
    outdir.mkdir(parents=True, exist_ok=True)
    docs = build_all()
    assert len({d.key for d in docs}) == len(docs) == 30
    for d in docs:
        render(d, outdir)
    print(f"wrote {len(docs)} PDFs to {outdir}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
