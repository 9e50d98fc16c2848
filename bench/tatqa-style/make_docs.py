"""A held-out set in the manner of TAT-QA's test split, over NEW tables (bench/tatqa-style).

    python bench/tatqa-style/make_docs.py OUTDIR

Writes thirty one-table PDFs with reportlab, rendered the way /work/shared/corpus/tatqa-dev/MANIFEST.md
describes its pages: the heading "Annual report (extract)", the table, then one to three paragraphs of
prose; cell texts exactly as built here ("$", "%", "(123)", "—", empty cells); leading rows without
values drawn as column headers and kept as separate rows; one of four table styles (booktabs,
borderless, grid, zebra) and a DejaVu font family and paper size chosen from a hash of the table uid;
a table too wide for the portrait frame goes landscape. Deterministic (no randomness, ``invariant=1``,
fonts from the system's DejaVu files): the same bytes on every run.

Every table is an invented annual-report note of a fictional company (names checked with grep -ri
against bench/ and /work/shared/corpus, PDFs' text included: no hits). Every figure lives in the
table-building functions below; subtotals, totals, roll-forward balances, percentage columns and
per-share amounts are computed there, so the printed tables add up, and make_questions.py computes
its gold answers from the same ``Doc`` objects (tabsql was neither run nor read while this set was
written).
"""
from __future__ import annotations

import hashlib
import sys
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.enums import TA_LEFT, TA_RIGHT
from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

# ===================================================================================== model
NAMESPACE = uuid.UUID("6f1c2a52-3b7e-4d0a-9a55-0c7c1e5d2b11")
STYLE_NAMES = ("booktabs", "borderless", "grid", "zebra")
FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FAMILIES = {  # family -> (regular file, bold file)
    "DejaVu Sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    "DejaVu Serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
    "DejaVu Sans Condensed": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"),
}
DASH = "—"


@dataclass
class Row:
    """One body row. ``vals`` is aligned with ``Doc.cols``: a number, None (printed "—"), "" (an empty
    cell) or a string printed as is. ``kind``: item, section (label only), total (subtotal) or grand
    (a total that carries the dollar sign). ``fmt`` overrides the table's number format for the row
    (dec, pct, dollar: "always"/"never", unscaled: the table's scale does not apply)."""
    label: str
    vals: list | None = None
    kind: str = "item"
    fmt: dict = field(default_factory=dict)
    section: str | None = None   # the section row above it (filled in by Doc)


@dataclass
class Doc:
    key: str                      # short name; the PDF is <uid>.pdf
    company: str
    topic: str
    header: list[list[str]]       # header rows: [label cell, one cell per value column]
    cols: list[str]               # keys of the value columns
    rows: list[Row]
    prose: list[str]              # paragraphs (plain text)
    scale: float | None = None    # multiplier of the amounts (1e3, 1e6) or None
    scale_where: str = "none"     # "header" | "prose" | "row label" | "none"
    dec: int = 0
    dollar: str = "first_grand"   # none | first_grand | sections | all
    dollar_space: bool = False    # "$ 1,234" rather than "$1,234"
    dollar_cell: bool = False     # "$" in its own cell, left of the number
    col_fmt: dict = field(default_factory=dict)   # column key -> fmt overrides (pct columns, prices)
    wide: bool = False            # landscape even if it would fit portrait
    facts: dict = field(default_factory=dict)     # figures and phrases stated in the prose

    def __post_init__(self):
        section = None
        for r in self.rows:
            if r.kind == "section":
                section = r.label
            else:
                r.section = section
            if r.vals is not None:
                assert len(r.vals) == len(self.cols), (self.key, r.label)
        for h in self.header:
            assert len(h) == len(self.cols) + 1, (self.key, h)

    # ---------------------------------------------------------------- identity and look
    @property
    def uid(self) -> str:
        return str(uuid.uuid5(NAMESPACE, "tatqa-style/" + self.key))

    @property
    def pdf(self) -> str:
        return self.uid + ".pdf"

    def hash(self) -> int:
        return int(hashlib.sha256(self.uid.encode()).hexdigest(), 16)

    # ---------------------------------------------------------------- cells
    def find(self, label: str, section: str | None = None, nth: int | None = None) -> Row:
        """The row with this label (within ``section``); ``nth`` picks among repeated labels, else the
        label must be unique."""
        hits = [r for r in self.rows if r.label == label and r.kind != "section"
                and (section is None or r.section == section)]
        if nth is None:
            assert len(hits) == 1, f"{self.key}: {label!r} is not unique"
            return hits[0]
        assert len(hits) >= nth, (self.key, label, section, nth)
        return hits[nth - 1]

    def fmt(self, row: Row, col: str) -> dict:
        f = {"dec": self.dec, "pct": None, "dollar": None, "unscaled": False}
        f.update(self.col_fmt.get(col, {}))
        f.update(row.fmt)
        return f

    def show_dollar(self, row: Row, col: str) -> bool:
        f = self.fmt(row, col)
        if f["dollar"] == "always":
            return True
        if f["dollar"] == "never" or f["pct"] or self.dollar == "none":
            return False
        if self.dollar == "all" or row.kind == "grand":
            return True
        value_rows = [r for r in self.rows if r.kind != "section" and not r.fmt.get("pct")
                      and r.fmt.get("dollar") != "never"]
        if self.dollar == "first_grand":
            return value_rows and row is value_rows[0]
        if self.dollar == "sections":
            first = {}
            for r in value_rows:
                first.setdefault(r.section, r)
            return first.get(row.section) is row
        return False

    def number_text(self, row: Row, col: str) -> str:
        """The cell's text without a dollar sign (what a "$"-in-its-own-cell table prints)."""
        v = row.vals[self.cols.index(col)]
        if v is None:
            return DASH
        if isinstance(v, str):
            return v
        f = self.fmt(row, col)
        s = f"{abs(v):,.{f['dec']}f}"
        if v < 0:
            s = f"({s})"
        if f["pct"]:
            s += f["pct"]
        return s

    def text(self, row: Row, col: str) -> str:
        """The cell exactly as printed (dollar sign included when the table prints it inline)."""
        s = self.number_text(row, col)
        v = row.vals[self.cols.index(col)]
        if isinstance(v, (int, float)) and not self.dollar_cell and self.show_dollar(row, col):
            s = ("$ " if self.dollar_space else "$") + s
        return s

    def value(self, row: Row, col: str):
        v = row.vals[self.cols.index(col)]
        return v if isinstance(v, (int, float)) else None

    def unit_scale(self, row: Row, col: str) -> tuple[str | None, float | None]:
        """TAT-QA's conventions: percentages -> ("%", 1); amounts -> (None, the stated scale)."""
        f = self.fmt(row, col)
        if f["pct"] or f.get("percent"):
            return "%", 1
        if f["unscaled"]:
            return None, None
        return None, self.scale

    def has_negative(self) -> bool:
        return any(isinstance(v, (int, float)) and v < 0 for r in self.rows if r.vals for v in r.vals)

    # ---------------------------------------------------------------- the printed grid
    def grid(self) -> tuple[list[list[str]], list[bool]]:
        """The printed cells (header rows first) and, per printed column, whether it is a "$" column."""
        is_dollar = [False]
        for _ in self.cols:
            is_dollar += [True, False] if self.dollar_cell else [False]
        out = []
        for h in self.header:
            row = [h[0]]
            for cell in h[1:]:
                row += ["", cell] if self.dollar_cell else [cell]
            out.append(row)
        for r in self.rows:
            row = [r.label]
            for c in self.cols:
                if r.vals is None:
                    row += ["", ""] if self.dollar_cell else [""]
                    continue
                v = r.vals[self.cols.index(c)]
                if self.dollar_cell:
                    d = "$" if isinstance(v, (int, float)) and self.show_dollar(r, c) else ""
                    row += [d, self.number_text(r, c)]
                else:
                    row.append(self.text(r, c))
            out.append(row)
        return out, is_dollar


# ===================================================================================== helpers
def vsum(*rows, dec: int | None = None) -> list:
    """Element-wise sum of value lists (None and "" count as nothing; all-missing stays None)."""
    out = []
    for xs in zip(*rows):
        nums = [x for x in xs if isinstance(x, (int, float))]
        if not nums:
            out.append(None)
            continue
        s = sum(nums)
        out.append(round(s, dec) if dec else (round(s) if all(isinstance(x, int) for x in nums) else s))
    return out


def neg(xs: list) -> list:
    return [-x if isinstance(x, (int, float)) else x for x in xs]


def pct_of(part, whole, dec=1):
    return round(part / whole * 100, dec)


def pct_change(new, old, dec=1):
    return round((new - old) / old * 100, dec)


def R(label, vals, **fmt):
    return Row(label, vals, "item", fmt)


def S(label):
    return Row(label, None, "section")


def T(label, vals, **fmt):
    return Row(label, vals, "total", fmt)


def G(label, vals, **fmt):
    return Row(label, vals, "grand", fmt)


# ===================================================================================== the tables
def kestrelwood() -> Doc:
    us, emea = [184_312, 162_907, 141_226], [61_480, 55_213, 47_902]
    apac, other = [28_775, 22_418, 17_630], [9_664, 8_951, 7_204]
    total = vsum(us, emea, apac, other)
    intl = [round((t - u) / t * 100, 1) for t, u in zip(total, us)]
    return Doc("t01_kestrelwood_geography", "Kestrelwood Software Inc.", "revenue by geographic area",
               [["", "Year Ended December 31,", "", ""], ["", "2020", "2019", "2018"]], ["2020", "2019", "2018"],
               [R("United States", us), R("Europe, Middle East and Africa", emea), R("Asia Pacific", apac),
                R("Other Americas", other), G("Total revenue", total)],
               ["Geographic Information",
                "Revenue by geographic area, based on the billing address of the customer, was as follows (in thousands):",
                f"No single customer accounted for 10% or more of total revenue in 2020, 2019 or 2018. Revenue from "
                f"customers outside the United States represented {intl[0]}% of Kestrelwood Software's total revenue "
                f"in 2020, compared with {intl[1]}% in 2019. Long-lived assets located outside the United States were "
                f"not material in any period presented."],
               scale=1e3, scale_where="prose", facts={"intl_share": intl})


def brackenfell() -> Doc:
    cur = {"Federal": [4_812, 3_905], "State": [1_106, 944], "Foreign": [2_377, 2_610]}
    dfd = {"Federal": [-1_204, 318], "State": [-211, 57], "Foreign": [96, -142]}
    tc, td = vsum(*cur.values()), vsum(*dfd.values())
    etr = [21.8, 23.1]
    return Doc("t02_brackenfell_income_tax", "Brackenfell Instruments Corp.", "components of the income tax provision",
               [["", "Year Ended September 30,", ""], ["(In thousands)", "2020", "2019"]], ["2020", "2019"],
               [S("Current:")] + [R(k, v) for k, v in cur.items()] + [T("Total current", tc), S("Deferred:")]
               + [R(k, v) for k, v in dfd.items()] + [T("Total deferred", td),
                                                       G("Provision for income taxes", vsum(tc, td))],
               ["The components of the provision for income taxes were as follows:",
                f"Brackenfell Instruments' effective tax rate was {etr[0]}% in fiscal 2020 and {etr[1]}% in fiscal 2019. "
                "The decrease in fiscal 2020 was primarily due to a larger benefit from research and development "
                "tax credits and a lower proportion of earnings in higher-tax foreign jurisdictions."],
               scale=1e3, scale_where="header", dollar="sections", dollar_cell=True, facts={"etr": etr})


def corvanta() -> Doc:
    years = ["2021", "2022", "2023", "2024", "2025", "Thereafter"]
    op = [84.6, 76.2, 65.9, 51.3, 38.7, 142.8]
    fin = [12.3, 11.8, 9.4, 6.1, 2.2, None]
    rows = [R(y, [o, f]) for y, o, f in zip(years, op, fin)]
    total = vsum(*[r.vals for r in rows], dec=1)
    interest = [-41.5, -2.9]
    return Doc("t03_corvanta_leases", "Corvanta Logistics Inc.", "maturities of lease liabilities",
               [["(in millions)", "Operating Leases", "Finance Leases"]], ["op", "fin"],
               rows + [T("Total lease payments", total), R("Less: imputed interest", interest),
                       G("Present value of lease liabilities", vsum(total, interest, dec=1))],
               ["Maturities of lease liabilities as of December 31, 2020 were as follows:",
                "As of December 31, 2020, the weighted-average remaining lease term was 7.4 years for operating leases "
                "and 3.1 years for finance leases, and the weighted-average discount rates were 4.2% and 3.6%, "
                "respectively. Corvanta Logistics leases distribution centers, cross-dock terminals, tractors and "
                "trailers; most real estate leases include one or more options to renew."],
               scale=1e6, scale_where="header", dec=1, dollar_space=True,
               facts={"op_term": 7.4, "fin_term": 3.1, "op_rate": 4.2, "fin_rate": 3.6})


def fennimore() -> Doc:
    start, granted, exercised, forfeited = 2_846, 612, -455, -138
    p = {"start": 21.35, "granted": 34.80, "exercised": 15.62, "forfeited": 27.04}
    end = start + granted + exercised + forfeited
    p_end = round((start * p["start"] + granted * p["granted"] + exercised * p["exercised"]
                   + forfeited * p["forfeited"]) / end, 2)
    rows = [R("Outstanding at December 31, 2019", [start, p["start"], 6.2, 38_914]),
            R("Granted", [granted, p["granted"], "", ""]),
            R("Exercised", [exercised, p["exercised"], "", ""]),
            R("Forfeited or expired", [forfeited, p["forfeited"], "", ""]),
            G("Outstanding at December 31, 2020", [end, p_end, 6.0, 52_370]),
            R("Vested and expected to vest at December 31, 2020", [2_731, 24.02, 5.9, 50_611]),
            R("Exercisable at December 31, 2020", [1_588, 19.76, 4.4, 35_884])]
    return Doc("t04_fennimore_options", "Fennimore Analytics, Inc.", "stock option activity",
               [["", "Number of Options", "Weighted-Average Exercise Price", "Weighted-Average Remaining "
                 "Contractual Term (Years)", "Aggregate Intrinsic Value"],
                ["", "(in thousands)", "", "", "(in thousands)"]], ["options", "price", "term", "value"], rows,
               ["Stock option activity under the 2016 Equity Incentive Plan for the year ended December 31, 2020 was "
                "as follows:",
                "The aggregate intrinsic value of options exercised was $9.6 million in 2020. As of December 31, 2020, "
                "there was $14.2 million of unrecognized compensation cost related to unvested stock options, which "
                "Fennimore Analytics expects to recognize over a weighted-average period of 2.3 years."],
               scale=1e3, scale_where="header", dollar="first_grand",
               col_fmt={"options": {"dollar": "never"}, "price": {"dec": 2, "dollar": "always", "unscaled": True},
                        "term": {"dec": 1, "dollar": "never", "unscaled": True}},
               facts={"iv_exercised": 9.6, "unrecognized": 14.2, "period": 2.3})


def galvantra() -> Doc:
    items = [("Land", DASH, [18_420, 18_420]),
             ("Buildings and improvements", "20-40 years", [96_815, 91_204]),
             ("Machinery and equipment", "3-10 years", [412_660, 368_931]),
             ("Computer equipment and software", "3-5 years", [38_247, 33_509]),
             ("Furniture and fixtures", "5-7 years", [6_128, 5_877]),
             ("Leasehold improvements", "Lease term", [14_372, 12_046]),
             ("Construction in progress", DASH, [27_093, 41_518])]
    gross = vsum(*[v for _, _, v in items])
    dep = [-301_447, -262_118]
    return Doc("t05_galvantra_ppe", "Galvantra Semiconductor Corporation", "property and equipment",
               [["", "Estimated", "June 27,", "June 29,"], ["", "Useful Life", "2020", "2019"]],
               ["life", "2020", "2019"],
               [R(n, [life, *v]) for n, life, v in items] +
               [T("Property and equipment, gross", ["", *gross]), R("Less: accumulated depreciation", ["", *dep]),
                G("Property and equipment, net", ["", *vsum(gross, dep)])],
               ["Property and equipment consisted of the following (in thousands):",
                "Depreciation expense was $46.3 million, $41.8 million and $37.5 million for fiscal 2020, 2019 and "
                "2018, respectively. Construction in progress at the end of fiscal 2020 consists primarily of "
                "equipment for Galvantra's second 200-millimeter wafer line, which is expected to be placed in "
                "service in fiscal 2021."],
               scale=1e3, scale_where="prose", dollar_space=True, col_fmt={"life": {"unscaled": True}},
               facts={"depreciation": [46.3, 41.8, 37.5]})


def hollisbrook() -> Doc:
    items = [("Accrued compensation and benefits", [38_412, 41_906]),
             ("Gift card and merchandise credit liabilities", [27_583, 25_117]),
             ("Sales and use taxes", [12_744, 11_938]),
             ("Accrued occupancy costs", [9_206, 8_815]),
             ("Customer returns reserve", [6_391, 5_470]),
             ("Accrued advertising", [4_857, 6_322]),
             ("Other", [15_608, 14_290])]
    return Doc("t06_hollisbrook_accrued", "Hollisbrook Retail Group, Inc.", "accrued liabilities",
               [["", "February 1,", "February 2,"], ["(in thousands)", "2020", "2019"]], ["2020", "2019"],
               [R(n, v) for n, v in items] + [G("Total accrued liabilities", vsum(*[v for _, v in items]))],
               ["Accrued liabilities consisted of the following:",
                "Hollisbrook Retail Group recognizes gift card breakage in proportion to the pattern of redemption. "
                "Breakage revenue of $3.1 million and $2.8 million was recognized in fiscal 2019 and fiscal 2018, "
                "respectively, and is included in net sales."],
               scale=1e3, scale_where="header", facts={"breakage": [3.1, 2.8]})


def jasperline() -> Doc:
    items = [("4.250% Senior Notes due 2025", [500.0, 500.0]),
             ("3.875% Senior Notes due 2028", [650.0, None]),
             ("Term Loan A due 2024", [281.3, 300.0]),
             ("Revolving credit facility", [None, 175.0]),
             ("Finance lease obligations", [18.6, 21.2])]
    principal = vsum(*[v for _, v in items], dec=1)
    disc, current = [-12.4, -4.7], [-33.8, -21.6]
    return Doc("t07_jasperline_debt", "Jasperline Networks, Inc.", "long-term debt",
               [["", "December 31,", ""], ["(in millions)", "2020", "2019"]], ["2020", "2019"],
               [R(n, v) for n, v in items] +
               [T("Total debt principal", principal), R("Less: unamortized discount and debt issuance costs", disc),
                R("Less: current portion", current),
                G("Long-term debt, net of current portion", vsum(principal, disc, current, dec=1))],
               ["Long-term debt consisted of the following:",
                "In September 2020, Jasperline Networks issued $650.0 million of 3.875% Senior Notes due 2028 and used "
                "part of the net proceeds to repay all borrowings outstanding under its revolving credit facility. "
                "The $750.0 million revolving credit facility matures in March 2025 and bears interest at LIBOR plus "
                "a margin of 1.125% to 1.750% based on the company's leverage ratio."],
               scale=1e6, scale_where="header", dec=1, facts={"revolver": 750.0, "maturity": "March 2025"})


def lorrimer() -> Doc:
    quarters = ["Fourth Quarter", "Third Quarter", "Second Quarter", "First Quarter"]
    cols = [f"{y} {q}" for y in ("2020", "2019") for q in quarters]
    rev = [58_214, 52_906, 47_331, 44_870, 42_655, 39_118, 36_402, 33_749]
    gp = [43_077, 38_620, 34_078, 31_858, 29_858, 26_991, 24_753, 22_612]
    opi = [6_412, 3_185, -1_207, -2_944, -3_318, -5_067, -6_480, -8_152]
    ni = [5_233, 2_416, -1_688, -3_371, -3_902, -5_512, -6_893, -8_430]
    basic = [48_205, 47_912, 47_640, 47_355, 46_980, 46_702, 46_415, 46_108]
    diluted = [50_116, 49_804, *basic[2:]]
    eps_b = [round(n / s, 2) for n, s in zip(ni, basic)]
    eps_d = [round(n / s, 2) for n, s in zip(ni, diluted)]
    ps = {"dec": 2, "dollar": "always", "unscaled": True}
    return Doc("t08_lorrimer_quarterly", "Lorrimer Pharmaceuticals, Inc.", "quarterly financial data (unaudited)",
               [["", "2020", "", "", "", "2019", "", "", ""],
                ["(In thousands, except per share data)", *quarters, *quarters]], cols,
               [R("Total revenues", rev), R("Gross profit", gp), R("Operating income (loss)", opi),
                R("Net income (loss)", ni), R("Net income (loss) per share — basic", eps_b, **ps),
                R("Net income (loss) per share — diluted", eps_d, **ps)],
               ["Quarterly Results of Operations (Unaudited)",
                "The following table sets forth Lorrimer Pharmaceuticals' unaudited quarterly results of operations "
                "for each of the eight quarters in the period ended December 31, 2020. Revenue for the fourth quarter "
                "of 2020 included $4.1 million of milestone revenue from a licensing partner. Per share amounts for "
                "the quarters may not add to the annual amounts because of differences in the weighted-average "
                "shares outstanding in each period."],
               scale=1e3, scale_where="header", dollar="none", wide=True, facts={"milestone": 4.1})


def maravelle() -> Doc:
    items = [("Rooms", [412.6, 1_088.3]), ("Food and beverage", [131.7, 402.9]),
             ("Other hotel revenues", [58.2, 121.4]), ("Management and franchise fees", [74.9, 168.5]),
             ("Cost reimbursements from managed properties", [203.1, 377.6])]
    rows = [R(n, [a, b, pct_change(a, b)]) for n, (a, b) in items]
    total = vsum(*[[a, b] for _, (a, b) in items], dec=1)
    rows.append(G("Total revenues", [*total, pct_change(*total)]))
    return Doc("t09_maravelle_revenue", "Maravelle Hospitality Corp.", "disaggregation of revenues",
               [["", "Year Ended December 31,", "", ""], ["", "2020", "2019", "% Change"]], ["2020", "2019", "chg"],
               rows,
               ["Revenues by type were as follows (in millions):",
                "Maravelle Hospitality's comparable hotel RevPAR declined to $58.37 in 2020 from $142.90 in 2019, as "
                "occupancy fell to 31.4% from 76.8%, reflecting travel restrictions and the temporary suspension of "
                "operations at 41 hotels during the second quarter."],
               scale=1e6, scale_where="prose", dec=1,
               col_fmt={"chg": {"pct": "%", "dollar": "never"}},
               facts={"revpar": [58.37, 142.90], "occupancy": [31.4, 76.8]})


def northcastle() -> Doc:
    cols = ["sev", "fac", "oth"]
    b18 = [1_842, 605, 112]
    ch19, pay19, nc19 = [6_915, 2_388, 471], [-5_230, -1_406, -390], [None, -318, -27]
    b19 = vsum(b18, ch19, pay19, nc19)
    ch20, pay20, est20 = [2_104, 1_260, 95], [-4_911, -1_583, -176], [-186, 74, None]
    b20 = vsum(b19, ch20, pay20, est20)

    def tot(xs):
        return [*xs, sum(x for x in xs if x is not None)]
    return Doc("t10_northcastle_restructuring", "Northcastle Minerals Ltd.", "restructuring reserve",
               [["(In thousands)", "Employee Severance and Benefits", "Facility Closure Costs", "Other", "Total"]],
               [*cols, "total"],
               [G("Balance at December 31, 2018", tot(b18)), R("Restructuring charges", tot(ch19)),
                R("Cash payments", tot(pay19)), R("Non-cash adjustments", tot(nc19)),
                G("Balance at December 31, 2019", tot(b19)), R("Restructuring charges", tot(ch20)),
                R("Cash payments", tot(pay20)), R("Changes in estimates", tot(est20)),
                G("Balance at December 31, 2020", tot(b20))],
               ["In 2019, Northcastle Minerals announced the closure of its Redbank concentrator and the "
                "consolidation of its regional offices, resulting in headcount reductions of approximately 340 "
                "employees. The remaining accrued costs are expected to be paid by the end of the second quarter "
                "of 2021.",
                "The following table summarizes the activity in the restructuring reserve:"],
               scale=1e3, scale_where="header", facts={"headcount": 340})


def orrinwick() -> Doc:
    ni, nci = [412.8, 531.6, 486.2], [-6.3, -8.1, -7.4]
    attrib = vsum(ni, nci, dec=1)
    basic, dil = [148.2, 151.6, 153.9], [1.7, 2.3, 2.0]
    diluted = vsum(basic, dil, dec=1)
    eps_b = [round(a / b, 2) for a, b in zip(attrib, basic)]
    eps_d = [round(a / b, 2) for a, b in zip(attrib, diluted)]
    ps = {"dec": 2, "dollar": "always", "unscaled": True}
    return Doc("t11_orrinwick_eps", "Orrinwick Aerospace Corporation", "earnings per share",
               [["", "Year Ended December 31,", "", ""], ["(In millions, except per share amounts)", "2020", "2019",
                                                          "2018"]], ["2020", "2019", "2018"],
               [S("Numerator:"), R("Net income", ni),
                R("Less: net income attributable to noncontrolling interests", nci),
                G("Net income attributable to Orrinwick Aerospace", attrib),
                S("Denominator:"), R("Weighted-average common shares outstanding — basic", basic),
                R("Dilutive effect of stock options and restricted stock units", dil),
                T("Weighted-average common shares outstanding — diluted", diluted),
                S("Earnings per share:"), R("Basic", eps_b, **ps), R("Diluted", eps_d, **ps)],
               ["The following table sets forth the computation of basic and diluted earnings per share:",
                "Stock options and restricted stock units covering 0.9 million, 0.4 million and 0.6 million shares "
                "for 2020, 2019 and 2018, respectively, were excluded from the computation of diluted earnings per "
                "share because their effect would have been anti-dilutive. Diluted earnings per share is computed "
                "using the treasury stock method."],
               scale=1e6, scale_where="header", dec=1, dollar="first_grand", dollar_space=True,
               facts={"antidilutive": [0.9, 0.4, 0.6], "method": "treasury stock method"})


def zentrova() -> Doc:
    items = [("Cost of revenue", [1_284, 1_017, 846]), ("Research and development", [9_652, 7_408, 5_933]),
             ("Sales and marketing", [4_371, 3_886, 3_102]), ("General and administrative", [5_118, 4_205, 3_967])]
    total = vsum(*[v for _, v in items])
    benefit = [-4_233, -3_512, -2_806]
    return Doc("t12_zentrova_sbc", "Zentrova Robotics, Inc.", "share-based compensation expense",
               [["", "Fiscal Years Ended June 30,", "", ""], ["(in thousands)", "2020", "2019", "2018"]],
               ["2020", "2019", "2018"],
               [R(n, v) for n, v in items] +
               [T("Total share-based compensation expense", total), R("Income tax benefit", benefit),
                G("Share-based compensation expense, net of tax", vsum(total, benefit))],
               ["Share-based compensation expense was recorded in the consolidated statements of operations as "
                "follows:",
                "Zentrova Robotics capitalized $0.6 million of share-based compensation as internal-use software "
                "development costs in fiscal 2020; amounts capitalized in prior years were not material."],
               scale=1e3, scale_where="header", dollar_cell=True, facts={"capitalized": 0.6})


def quorvex() -> Doc:
    items = [("Raw materials", [8_904_211, 7_615_480]), ("Work in process", [3_118_764, 2_902_337]),
             ("Finished goods", [12_476_093, 10_883_915])]
    gross = vsum(*[v for _, v in items])
    reserve = [-1_342_560, -1_128_906]
    return Doc("t13_quorvex_inventories", "Quorvex Medical, Inc.", "inventories",
               [["", "As of December 31,", ""], ["", "2020", "2019"]], ["2020", "2019"],
               [R(n, v) for n, v in items] +
               [T("Inventories, gross", gross), R("Less: reserve for excess and obsolete inventory", reserve),
                G("Inventories, net", vsum(gross, reserve))],
               ["Inventories",
                "Inventories are stated at the lower of cost or net realizable value, with cost determined on a "
                "first-in, first-out basis. Quorvex Medical reviews its inventory for excess and obsolete items "
                "quarterly and recorded inventory write-downs of $612,450 during 2020. Inventories consisted of the "
                "following:"],
               scale=None, facts={"method": "first-in, first-out", "writedown": 612_450})


def rathmore() -> Doc:
    years = ["2020", "2019", "2018", "2017", "2016"]
    ps = {"dec": 2, "unscaled": True}
    return Doc("t14_rathmore_selected", "Rathmore Packaging Company", "selected financial data",
               [["(In millions, except per share amounts)", *years]], years,
               [S("Operating results:"),
                R("Net sales", [3_214.6, 3_387.2, 3_301.5, 3_058.9, 2_874.3]),
                R("Operating income", [298.4, 341.7, 322.9, 287.6, 251.2]),
                R("Net income", [176.3, 214.8, 229.5, 168.0, 142.7]),
                S("Per share data:"),
                R("Diluted earnings per share", [3.12, 3.74, 3.96, 2.88, 2.43], **ps),
                R("Cash dividends declared per share", [1.32, 1.24, 1.16, 1.08, 1.00], **ps),
                S("Financial position:"),
                R("Total assets", [4_118.2, 4_006.5, 3_842.7, 3_690.1, 3_512.8]),
                R("Long-term debt", [1_402.5, 1_285.0, 1_318.6, 1_350.0, 1_195.4])],
               ["Item 6. Selected Financial Data",
                "The following selected financial data should be read in conjunction with the consolidated financial "
                "statements and Management's Discussion and Analysis. Net income for 2018 includes a $31.2 million "
                "benefit from the remeasurement of deferred tax liabilities. Rathmore Packaging acquired a folding "
                "carton business in 2019, which is included from the date of acquisition."],
               scale=1e6, scale_where="header", dec=1, dollar="sections", dollar_cell=True,
               facts={"tax_benefit_2018": 31.2})


def sablecrest() -> Doc:
    inc, settled = [3_208, 4_117], [-6_942, -5_380]
    accretion, revisions = [4_871, 4_603], [-2_155, 1_524]
    begin19 = 79_452
    end19 = begin19 + inc[1] + settled[1] + accretion[1] + revisions[1]
    begin = [end19, begin19]
    end = vsum(begin, inc, settled, accretion, revisions)
    current = [-7_215, -6_880]
    return Doc("t15_sablecrest_aro", "Sablecrest Energy Partners, L.P.", "asset retirement obligations",
               [["", "2020", "2019"]], ["2020", "2019"],
               [R("Asset retirement obligations, beginning of year", begin), R("Liabilities incurred", inc),
                R("Liabilities settled", settled), R("Accretion expense", accretion),
                R("Revisions in estimated cash flows", revisions),
                G("Asset retirement obligations, end of year", end), R("Less: current portion", current),
                G("Asset retirement obligations, long-term", vsum(end, current))],
               ["Asset Retirement Obligations",
                "Sablecrest Energy's asset retirement obligations relate primarily to the plugging and abandonment of "
                "oil and natural gas wells and the removal of related facilities. The credit-adjusted risk-free rates "
                "used to discount the obligations ranged from 4.1% to 6.8%. A reconciliation of the asset retirement "
                "obligations is as follows (in thousands):"],
               scale=1e3, scale_where="prose", dollar="first_grand", facts={"rates": "4.1% to 6.8%"})


def tindall() -> Doc:
    items = [("Wholesale", [218_406, 247_915]), ("Company-operated stores", [96_772, 128_340]),
             ("E-commerce", [141_259, 102_664]), ("Licensing and other", [12_338, 14_207])]
    total = vsum(*[v for _, v in items])
    rows = [R(n, [a, pct_of(a, total[0]), b, pct_of(b, total[1])]) for n, (a, b) in items]
    rows.append(G("Total net sales", [total[0], 100.0, total[1], 100.0]))
    return Doc("t16_tindall_channels", "Tindall Ridge Apparel Co.", "net sales by channel",
               [["", "Fiscal 2020", "", "Fiscal 2019", ""],
                ["(Dollars in thousands)", "Amount", "% of Total", "Amount", "% of Total"]],
               ["2020", "2020 %", "2019", "2019 %"], rows,
               ["Net sales by distribution channel were as follows:",
                "E-commerce net sales grew as Tindall Ridge Apparel shifted marketing spend to digital channels and "
                "expanded its ship-from-store capability to all company-operated stores, while temporary store "
                "closures and lower wholesale reorders reduced sales in the other channels."],
               scale=1e3, scale_where="header",
               col_fmt={"2020 %": {"pct": "%", "dec": 1, "dollar": "never"},
                        "2019 %": {"pct": "%", "dec": 1, "dollar": "never"}})


def umberfield() -> Doc:
    dta = [("Net operating loss and tax credit carryforwards", [48.7, 52.3]),
           ("Accrued liabilities and reserves", [21.9, 19.4]),
           ("Pension and postretirement benefits", [33.6, 30.8]), ("Inventories", [6.2, 5.7]), ("Other", [8.1, 9.3])]
    gross = vsum(*[v for _, v in dta], dec=1)
    va = [-27.5, -31.0]
    net_a = vsum(gross, va, dec=1)
    dtl = [("Property, plant and equipment", [-96.4, -88.2]), ("Intangible assets", [-41.8, -45.6]),
           ("Other", [-3.5, -2.9])]
    tl = vsum(*[v for _, v in dtl], dec=1)
    return Doc("t17_umberfield_deferred_tax", "Umberfield Chemicals Corporation", "deferred tax assets and liabilities",
               [["", "December 31,", ""], ["", "2020", "2019"]], ["2020", "2019"],
               [S("Deferred tax assets:")] + [R(n, v) for n, v in dta] +
               [T("Gross deferred tax assets", gross), R("Valuation allowance", va), T("Net deferred tax assets", net_a),
                S("Deferred tax liabilities:")] + [R(n, v) for n, v in dtl] +
               [T("Total deferred tax liabilities", tl), G("Net deferred tax liabilities", vsum(net_a, tl, dec=1))],
               ["Significant components of Umberfield Chemicals' deferred tax assets and liabilities were as follows "
                "(in millions):",
                "At December 31, 2020, the company had state net operating loss carryforwards of $212.4 million, "
                "which begin to expire in 2026, and foreign net operating loss carryforwards of $61.8 million with no "
                "expiration date."],
               scale=1e6, scale_where="prose", dec=1, dollar="sections",
               facts={"state_nol": 212.4, "expire": "2026", "foreign_nol": 61.8})


def vantorra() -> Doc:
    b18 = [2_418, 1_306, 512]
    acq19, fx19 = [46, 187, None], [-12, -8, -3]
    b19 = vsum(b18, acq19, fx19)
    acq20, imp20, fx20 = [None, 94, 38], [None, None, -205], [21, 15, 4]
    b20 = vsum(b19, acq20, imp20, fx20)

    def tot(xs):
        nums = [x for x in xs if x is not None]
        return [*xs, sum(nums) if nums else None]
    return Doc("t18_vantorra_goodwill", "Vantorra Telecom Group", "goodwill by segment",
               [["(in millions)", "Consumer", "Business", "Wholesale", "Total"]],
               ["Consumer", "Business", "Wholesale", "Total"],
               [G("Balance as of December 31, 2018", tot(b18)), R("Acquisitions", tot(acq19)),
                R("Foreign currency translation", tot(fx19)), G("Balance as of December 31, 2019", tot(b19)),
                R("Acquisitions", tot(acq20)), R("Impairment", tot(imp20)),
                R("Foreign currency translation", tot(fx20)), G("Balance as of December 31, 2020", tot(b20))],
               ["The changes in the carrying amount of goodwill by reportable segment were as follows:",
                "In the fourth quarter of 2020, Vantorra Telecom recorded a goodwill impairment charge in the "
                "Wholesale segment as declining international voice volumes reduced the segment's projected cash "
                "flows. Accumulated impairment losses were $412 million at December 31, 2020 and $207 million at "
                "December 31, 2019, all in the Wholesale segment."],
               scale=1e6, scale_where="header", facts={"accumulated_impairment": [412, 207]})


def wexcombe() -> Doc:
    items = [("Customer relationships", 12, 184_650, -61_208), ("Trade names", 15, 47_300, -12_614),
             ("Developed technology", 7, 38_920, -22_475), ("Non-compete agreements", 3, 2_150, -1_792)]
    rows = [R(n, [life, g, a, g + a]) for n, life, g, a in items]
    tot = vsum(*[[g, a, g + a] for _, _, g, a in items])
    rows.append(G("Total", ["", *tot]))
    return Doc("t19_wexcombe_intangibles", "Wexcombe Building Products, Inc.", "intangible assets",
               [["", "Weighted-Average", "Gross", "", "Net"], ["", "Useful Life", "Carrying", "Accumulated", "Carrying"],
                ["(Dollars in thousands)", "(Years)", "Amount", "Amortization", "Amount"]],
               ["life", "gross", "acc", "net"], rows,
               ["Intangible assets as of December 31, 2020 consisted of the following:",
                "Amortization expense was $18.7 million and $16.9 million for 2020 and 2019, respectively. Wexcombe "
                "Building Products estimates amortization expense of $17.9 million for 2021, declining to "
                "$12.3 million by 2025."],
               scale=1e3, scale_where="header", dollar_cell=True, col_fmt={"life": {"unscaled": True, "dollar": "never"}},
               facts={"amortization": [18.7, 16.9], "est_2021": 17.9})


def pemberline() -> Doc:
    items = [("Long-term debt", [125_000, 310_000, 275_000, 1_640_000]),
             ("Interest on long-term debt", [96_418, 178_902, 151_336, 712_685]),
             ("Operating lease obligations", [8_214, 14_307, 10_966, 21_583]),
             ("Purchased power and fuel commitments", [212_574, 318_441, 196_208, 402_117]),
             ("Pension funding obligations", [18_000, 36_000, None, None])]
    rows = [R(n, [sum(x for x in v if x), *v]) for n, v in items]
    rows.append(G("Total contractual obligations", vsum(*[r.vals for r in rows])))
    return Doc("t20_pemberline_obligations", "Pemberline Utilities Company", "contractual obligations",
               [["", "", "Payments Due by Period", "", "", ""],
                ["", "Total", "Less than 1 Year", "1-3 Years", "3-5 Years", "More than 5 Years"]],
               ["Total", "<1", "1-3", "3-5", ">5"], rows,
               ["Contractual Obligations",
                "The following table summarizes Pemberline Utilities' contractual obligations at December 31, 2020 "
                "(in thousands). Pension funding obligations reflect minimum required contributions only for the "
                "next three years; contributions beyond that period cannot be reasonably estimated."],
               scale=1e3, scale_where="prose", dollar_cell=True, wide=True)


def altamere() -> Doc:
    svc, intc, act, paid = [6_842, 5_917], [13_206, 15_388], [31_574, 38_462], [-20_915, -19_193]
    pbo19 = 371_934
    pbo_end19 = pbo19 + svc[1] + intc[1] + act[1] + paid[1]
    pbo_begin = [pbo_end19, pbo19]
    pbo_end = vsum(pbo_begin, svc, intc, act, paid)
    ret, contrib = [38_217, 41_052], [12_000, 10_486]
    fv19 = 286_115
    fv_end19 = fv19 + ret[1] + contrib[1] + paid[1]
    fv_begin = [fv_end19, fv19]
    fv_end = vsum(fv_begin, ret, contrib, paid)
    return Doc("t21_altamere_pension", "Altamere Water Company", "pension benefit obligation and plan assets",
               [["(in thousands)", "2020", "2019"]], ["2020", "2019"],
               [S("Change in benefit obligation:"), R("Benefit obligation at beginning of year", pbo_begin),
                R("Service cost", svc), R("Interest cost", intc), R("Actuarial loss (gain)", act),
                R("Benefits paid", paid), T("Benefit obligation at end of year", pbo_end),
                S("Change in plan assets:"), R("Fair value of plan assets at beginning of year", fv_begin),
                R("Actual return on plan assets", ret), R("Employer contributions", contrib), R("Benefits paid", paid),
                T("Fair value of plan assets at end of year", fv_end),
                G("Funded status at end of year", vsum(fv_end, neg(pbo_end)))],
               ["Altamere Water Company sponsors a noncontributory defined benefit pension plan covering "
                "substantially all employees hired before January 1, 2012. The weighted-average discount rate used "
                "to determine the benefit obligation was 2.65% at December 31, 2020 and 3.30% at December 31, 2019. "
                "The company expects to contribute $14.0 million to the plan in 2021.",
                "The following table sets forth the plan's benefit obligation, plan assets and funded status:"],
               scale=1e3, scale_where="header", dollar="sections", dollar_space=True,
               facts={"discount_rate": [2.65, 3.30], "contribution_2021": 14.0})


def brisbourne() -> Doc:
    pct = {"pct": "%", "dec": 1}
    return Doc("t22_brisbourne_assumptions", "Brisbourne Media Holdings", "Black-Scholes assumptions",
               [["", "2020", "2019", "2018"]], ["2020", "2019", "2018"],
               [R("Expected volatility", [41.6, 36.2, 33.8], **pct),
                R("Risk-free interest rate", [0.4, 1.7, 2.6], **pct),
                R("Expected term (in years)", [5.8, 6.0, 6.1], dec=1),
                R("Expected dividend yield", [None, None, None]),
                R("Weighted-average grant date fair value per option", [9.84, 11.27, 10.05], dec=2, dollar="always")],
               ["The fair value of each option grant was estimated on the grant date using the Black-Scholes "
                "option-pricing model with the following weighted-average assumptions:",
                "Expected volatility is based on the historical volatility of Brisbourne Media's common stock. The "
                "expected term is estimated using the simplified method, because the company does not have "
                "sufficient historical exercise data. The company has never paid cash dividends and does not "
                "anticipate paying any."],
               scale=None, dollar="none", facts={"method": "simplified method"})


def calderwick() -> Doc:
    items = [("Containerboard", [1_846.2, 1_902.7, 214.8, 251.3]), ("Specialty Papers", [612.9, 655.4, 48.6, 61.2]),
             ("Tissue", [738.5, 664.1, 92.7, 58.9]), ("Corporate and eliminations", [-41.3, -38.6, -67.4, -72.8])]
    return Doc("t23_calderwick_segments", "Calderwick Paper Company", "segment net sales and operating income",
               [["", "Net Sales", "", "Operating Income (Loss)", ""], ["", "2020", "2019", "2020", "2019"]],
               ["sales 2020", "sales 2019", "oi 2020", "oi 2019"],
               [R(n, v) for n, v in items] + [G("Total", vsum(*[v for _, v in items], dec=1))],
               ["Segment Information",
                "Calderwick Paper reports three segments: Containerboard, Specialty Papers and Tissue. Segment "
                "operating income excludes corporate expenses and intersegment eliminations. Net sales and operating "
                "income (loss) by segment were as follows (in millions):"],
               scale=1e6, scale_where="prose", dec=1, dollar_space=True)


def drovenhurst() -> Doc:
    begin18 = 1_052_903
    charged, deductions = [512_644, 688_937, 904_312], [-476_125, -491_909, -617_208]  # 2018, 2019, 2020
    rows, b = [], begin18
    for c, d in zip(charged, deductions):
        rows.append([b, c, d, b + c + d])
        b = b + c + d
    years = ["2018", "2019", "2020"]
    return Doc("t24_drovenhurst_allowance", "Drovenhurst Rail Holdings", "allowance for doubtful accounts",
               [["", "Balance at Beginning of Period", "Charged to Costs and Expenses", "Deductions",
                 "Balance at End of Period"]], ["begin", "charged", "deductions", "end"],
               [S("Allowance for doubtful accounts:")] +
               [R(f"Year ended December 31, {y}", v) for y, v in reversed(list(zip(years, rows)))],
               ["Schedule II — Valuation and Qualifying Accounts",
                "Drovenhurst Rail's allowance for doubtful accounts covers freight and demurrage receivables. "
                "Deductions represent uncollectible accounts written off, net of recoveries."],
               scale=None, dollar="all", facts={"deductions": "uncollectible accounts written off, net of recoveries"})


def farrowdale() -> Doc:
    costs = [("Wages and salaries", [184.6, 176.2]), ("Social security costs", [19.8, 18.7]),
             ("Pension costs", [11.3, 10.9]), ("Share-based payments", [2.4, 3.1])]
    heads = [("Manufacturing", [4_812, 4_655]), ("Distribution", [1_936, 1_902]),
             ("Sales and administration", [874, 851])]
    n = {"dec": 0, "unscaled": True}
    return Doc("t25_farrowdale_employees", "Farrowdale Dairy plc", "employee costs and numbers",
               [["", "2020 £m", "2019 £m"]], ["2020", "2019"],
               [R(k, v) for k, v in costs] + [G("Total employee costs", vsum(*[v for _, v in costs], dec=1)),
                                              R("Average monthly number of employees", ["Number", "Number"])] +
               [R(k, v, **n) for k, v in heads] + [T("Total", vsum(*[v for _, v in heads]), **n)],
               ["7. Employees",
                "The aggregate remuneration of employees, including executive directors, and the average monthly "
                "number of persons employed by Farrowdale Dairy plc and its subsidiaries during the year were as "
                "follows. Details of directors' remuneration are given in the Directors' Remuneration Report; the "
                "highest paid director received £1.2m (2019: £1.1m)."],
               scale=1e6, scale_where="header", dec=1, dollar="none", facts={"highest_paid": [1.2, 1.1]})


def glenquarry() -> Doc:
    items = [("Interest income", [2_418, 3_906, 2_771]), ("Interest expense", [-18_604, -21_339, -19_852]),
             ("Foreign currency transaction gains (losses)", [-1_237, 846, -2_019]),
             ("Gain on sale of property and equipment", [4_512, None, 1_108]),
             ("Pension settlement charge", [None, -6_470, None]), ("Other, net", [391, -228, 517])]
    return Doc("t26_glenquarry_other_income", "Glenquarry Steel Corporation", "other income (expense), net",
               [["", "Year Ended December 31,", "", ""], ["(in thousands)", "2020", "2019", "2018"]],
               ["2020", "2019", "2018"],
               [R(n, v) for n, v in items] + [G("Total other income (expense), net", vsum(*[v for _, v in items]))],
               ["Other income (expense), net consisted of the following:",
                "In 2019, Glenquarry Steel purchased group annuity contracts that settled a portion of its pension "
                "obligations for retired employees, which resulted in a non-cash settlement charge."],
               scale=1e3, scale_where="header", dollar_space=True)


def harrowgate() -> Doc:
    issued, settled, est = [5_207, 4_988, 4_316], [-4_615, -3_947, -3_702], [-322, 221, 135]  # 2020, 2019, 2018
    begin, b = [None, None, None], 6_903
    for i in (2, 1, 0):
        begin[i] = b
        b = b + issued[i] + settled[i] + est[i]
    end = vsum(begin, issued, settled, est)
    return Doc("t27_harrowgate_warranty", "Harrowgate Thermal Systems, Inc.", "product warranty liability",
               [["", "Fiscal Year", "", ""], ["", "2020", "2019", "2018"]], ["2020", "2019", "2018"],
               [R("Balance at beginning of period", begin), R("Warranties issued", issued),
                R("Settlements made", settled), R("Changes in estimates for pre-existing warranties", est),
                G("Balance at end of period", end)],
               ["Product Warranties",
                "Harrowgate Thermal Systems generally warrants its heat exchangers against defects in materials and "
                "workmanship for a period of two years from installation. The changes in the product warranty "
                "liability were as follows (in thousands):"],
               scale=1e3, scale_where="prose", dollar="first_grand", facts={"period": "two years"})


def yarrowby() -> Doc:
    items = [("Money market funds", [48_216, None, None]), ("U.S. treasury securities", [96_540, 212, -18]),
             ("U.S. government agency securities", [41_305, 87, -9]), ("Commercial paper", [27_993, 14, -6]),
             ("Corporate debt securities", [63_718, 301, -47])]
    rows = [R(n, [*v, sum(x for x in v if x)]) for n, v in items]
    rows.append(G("Total", vsum(*[r.vals for r in rows])))
    return Doc("t28_yarrowby_investments", "Yarrowby Therapeutics, Inc.", "cash equivalents and marketable securities",
               [["", "Amortized", "Gross Unrealized", "Gross Unrealized", "Estimated"],
                ["December 31, 2020", "Cost", "Gains", "Losses", "Fair Value"]],
               ["cost", "gains", "losses", "fair"], rows,
               ["The following table summarizes Yarrowby Therapeutics' cash equivalents and marketable securities "
                "(in thousands):",
                "All marketable securities held at December 31, 2020 mature within two years. The company does not "
                "intend to sell the securities in an unrealized loss position, and unrealized losses were not "
                "attributable to credit risk."],
               scale=1e3, scale_where="prose", dollar_cell=True, wide=True)


def ashcombe() -> Doc:
    cur, prior_up = [9.6, 8.3, 6.4], [2.1, 3.7, 1.2]          # 2020, 2019, 2018
    prior_down, settle, lapse = [-1.4, -2.6, -3.1], [-3.8, None, -0.7], [-2.2, -2.2, -0.5]
    begin, b = [None, None, None], 47.9
    for i in (2, 1, 0):
        begin[i] = b
        b = round(b + cur[i] + prior_up[i] + prior_down[i] + (settle[i] or 0) + lapse[i], 1)
    end = vsum(begin, cur, prior_up, prior_down, settle, lapse, dec=1)
    return Doc("t29_ashcombe_utb", "Ashcombe Data Systems, Inc.", "unrecognized tax benefits",
               [["", "Year Ended June 30,", "", ""], ["(In millions)", "2020", "2019", "2018"]],
               ["2020", "2019", "2018"],
               [R("Balance, beginning of year", begin),
                R("Increases related to tax positions taken in the current year", cur),
                R("Increases related to tax positions taken in prior years", prior_up),
                R("Decreases related to tax positions taken in prior years", prior_down),
                R("Settlements with taxing authorities", settle), R("Lapse of statutes of limitations", lapse),
                G("Balance, end of year", end)],
               ["A reconciliation of the beginning and ending amount of unrecognized tax benefits is as follows:",
                "If recognized, $49.6 million of the unrecognized tax benefits at June 30, 2020 would affect Ashcombe "
                "Data Systems' effective tax rate. Interest and penalties accrued on unrecognized tax benefits were "
                "$4.3 million at June 30, 2020."],
               scale=1e6, scale_where="header", dec=1, facts={"would_affect": 49.6, "interest": 4.3})


def penhallow() -> Doc:
    opened, closed = [19, 22, 27], [-7, -8, -6]    # fiscal 2020, 2019, 2018
    begin, b = [None, None, None], 377
    for i in (2, 1, 0):
        begin[i] = b
        b += opened[i] + closed[i]
    end = vsum(begin, opened, closed)
    sqft = [16_842, 16_301, 15_784]
    avg = [round(s * 1000 / e) for s, e in zip(sqft, end)]
    plain = {"unscaled": True}
    return Doc("t30_penhallow_stores", "Penhallow Grocers, Inc.", "store activity",
               [["", "Fiscal 2020", "Fiscal 2019", "Fiscal 2018"]], ["2020", "2019", "2018"],
               [R("Stores at beginning of year", begin, **plain), R("Opened", opened, **plain),
                R("Closed", closed, **plain), G("Stores at end of year", end, **plain),
                R("Comparable store sales increase (decrease)", [3.8, 1.6, -0.4], pct="%", dec=1),
                R("Total selling square footage (in thousands)", sqft),
                R("Average selling square footage per store", avg, **plain)],
               ["Store Data",
                "The following table summarizes Penhallow Grocers' store activity and selected operating data. A store "
                "is included in comparable store sales beginning in its fourteenth full month of operation; "
                "relocated and remodeled stores remain in the comparable store base."],
               scale=1e3, scale_where="row label", dollar="none")


BUILDERS = [kestrelwood, brackenfell, corvanta, fennimore, galvantra, hollisbrook, jasperline, lorrimer, maravelle,
            northcastle, orrinwick, zentrova, quorvex, rathmore, sablecrest, tindall, umberfield, vantorra, wexcombe,
            pemberline, altamere, brisbourne, calderwick, drovenhurst, farrowdale, glenquarry, harrowgate, yarrowby,
            ashcombe, penhallow]


def check_printed(doc: Doc) -> None:
    """Every numeric cell prints exactly its stored value (so a gold computed from the value is the
    figure on the page), and no two rows of a section share a label unless asked for by position."""
    for r in doc.rows:
        for c in doc.cols:
            v = doc.value(r, c) if r.vals else None
            if v is None:
                continue
            s = doc.number_text(r, c).rstrip("%")
            x = float(s.strip("()").replace(",", "")) * (-1 if s.startswith("(") else 1)
            assert abs(x - v) < 1e-9, (doc.key, r.label, c, s, v)


def documents() -> list[Doc]:
    docs = [b() for b in BUILDERS]
    for d in docs:
        check_printed(d)
    assert len({d.uid for d in docs}) == len(docs)
    return docs


# ===================================================================================== look
def looks(docs: list[Doc]) -> dict[str, dict]:
    """Style, font family and paper per document, from a hash of its uid. The styles are dealt out in
    the order of the hashes (round robin), so each style gets a quarter of the tables."""
    out = {}
    for i, d in enumerate(sorted(docs, key=Doc.hash)):
        h = d.hash()
        out[d.key] = {"style": STYLE_NAMES[i % 4], "family": list(FAMILIES)[(h >> 8) % 3],
                      "paper": ("A4", "Letter")[(h >> 16) % 2]}
    return out


def register_fonts() -> None:
    for fam, (reg, bold) in FAMILIES.items():
        for name, file in ((fam, reg), (fam + " Bold", bold)):
            if name not in pdfmetrics.getRegisteredFontNames():
                pdfmetrics.registerFont(TTFont(name, str(FONT_DIR / file)))


FS, LEAD, PAD = 9, 11, 6
ZEBRA_HEAD, ZEBRA_BAND = colors.Color(0.788, 0.831, 0.878), colors.Color(0.894, 0.918, 0.945)


def layout(doc: Doc, look: dict) -> dict:
    """Column widths and page size: value columns as narrow as their numbers (a header wraps at spaces),
    the label column takes the rest; landscape when the portrait frame leaves the labels too little."""
    register_fonts()
    reg, bold = look["family"], look["family"] + " Bold"
    cells, is_dollar = doc.grid()
    nh = len(doc.header)
    ncol = len(cells[0])
    mins = []
    for j in range(1, ncol):
        w = 0.0
        for i, row in enumerate(cells):
            t = row[j]
            if i < nh:
                w = max([w] + [pdfmetrics.stringWidth(word, bold, FS) for word in t.split()])
            else:
                w = max(w, pdfmetrics.stringWidth(t, reg, FS))
        mins.append(w + 2 * PAD if not is_dollar[j] else w + PAD + 2)
    label_need = max(pdfmetrics.stringWidth(r[0], bold if i < nh else reg, FS) for i, r in enumerate(cells)) + 2 * PAD
    paper = A4 if look["paper"] == "A4" else letter
    frame = paper[0] - 120
    is_landscape = doc.wide or frame - sum(mins) < 170
    if is_landscape:
        paper = landscape(paper)
        frame = paper[0] - 120
    label_w = max(min(label_need, 0.5 * frame, frame - sum(mins)), 0.3 * frame)
    label_w = min(label_w, frame - sum(mins))
    spare = frame - label_w - sum(mins)
    n_num = sum(1 for j in range(1, ncol) if not is_dollar[j])
    widths = [label_w] + [m + (0 if is_dollar[j + 1] else spare / n_num) for j, m in enumerate(mins)]
    return {"cells": cells, "is_dollar": is_dollar, "widths": widths, "paper": paper, "landscape": is_landscape}


def render(doc: Doc, look: dict, out: Path) -> dict:
    register_fonts()
    lay = layout(doc, look)
    reg, bold = look["family"], look["family"] + " Bold"
    cells, is_dollar, nh = lay["cells"], lay["is_dollar"], len(doc.header)
    p_label = ParagraphStyle("label", fontName=reg, fontSize=FS, leading=LEAD, alignment=TA_LEFT)
    p_head_l = ParagraphStyle("headl", fontName=bold, fontSize=FS, leading=LEAD, alignment=TA_LEFT)
    p_head_r = ParagraphStyle("headr", fontName=bold, fontSize=FS, leading=LEAD, alignment=TA_RIGHT)
    data = []
    for i, row in enumerate(cells):
        if i < nh:
            data.append([Paragraph(escape(t), p_head_l if j == 0 else p_head_r) if t else "" for j, t in enumerate(row)])
        else:
            data.append([Paragraph(escape(row[0]), p_label)] + row[1:])
    cmds = [("FONT", (0, 0), (-1, -1), reg, FS), ("FONT", (0, 0), (-1, nh - 1), bold, FS),
            ("ALIGN", (1, 0), (-1, -1), "RIGHT"), ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]
    for j, d in enumerate(is_dollar):
        if d:
            cmds += [("ALIGN", (j, 0), (j, -1), "LEFT"), ("RIGHTPADDING", (j, 0), (j, -1), 0),
                     ("LEFTPADDING", (j + 1, 0), (j + 1, -1), 2)]
    style = look["style"]
    if style == "booktabs":
        cmds += [("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black),
                 ("LINEBELOW", (0, nh - 1), (-1, nh - 1), 0.5, colors.black),
                 ("LINEBELOW", (0, -1), (-1, -1), 1.2, colors.black)]
    elif style == "grid":
        cmds += [("GRID", (0, 0), (-1, -1), 0.5, colors.black)]
    elif style == "zebra":
        cmds += [("BACKGROUND", (0, 0), (-1, nh - 1), ZEBRA_HEAD)]
        cmds += [("BACKGROUND", (0, i), (-1, i), ZEBRA_BAND) for i in range(nh + 1, len(cells), 2)]
    table = Table(data, colWidths=lay["widths"], hAlign="LEFT")
    table.setStyle(TableStyle(cmds))
    title = ParagraphStyle("title", fontName=bold, fontSize=14, leading=17, spaceAfter=10)
    body = ParagraphStyle("body", fontName=reg, fontSize=9.5, leading=12, spaceBefore=5)
    story = [Paragraph("Annual report (extract)", title), table, Spacer(1, 10)]
    story += [Paragraph(escape(p), body) for p in doc.prose]
    pdf = SimpleDocTemplate(str(out / doc.pdf), pagesize=lay["paper"], leftMargin=60, rightMargin=60, topMargin=50,
                            bottomMargin=50, title="Annual report (extract)", author="", creator="tatqa-style build",
                            invariant=1)
    pdf.build(story)
    return {"landscape": lay["landscape"]}


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    docs = documents()
    lk = looks(docs)
    for d in docs:
        info = render(d, lk[d.key], out)
        print(f"{d.pdf}  {d.key:32s} {lk[d.key]['style']:10s} {lk[d.key]['family']:22s} {lk[d.key]['paper']:6s}"
              f"{' landscape' if info['landscape'] else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
