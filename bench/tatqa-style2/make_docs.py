"""A second held-out set in the manner of TAT-QA's test split, over NEW note tables (bench/tatqa-style2).

    python bench/tatqa-style2/make_docs.py OUTDIR

Writes thirty one-page PDFs with reportlab, each the way /work/shared/corpus/tatqa-dev/MANIFEST.md
describes its pages: the heading "Annual report (extract)", one note table, then one to three short
paragraphs of prose. Cell texts are exactly as built here ("$", "%", "(123)", "—", empty cells); the
leading rows without values are column headers, kept as separate rows; one of four table styles
(booktabs, borderless, grid, zebra), a DejaVu family and a paper size come from a hash of the table
uid; a table too wide for the portrait frame goes landscape. Deterministic (no randomness,
``invariant=1``, the system's DejaVu TTFs): the same bytes on every run.

Every table is an invented annual-report note of a fictional company (each name checked with grep -ri
against bench/ and /work/shared/corpus, the corpus PDFs' text included: no hits). The note types are
ones bench/tatqa-style does not use. Every figure lives in the builder functions below; totals,
subtotals, roll-forward balances, changes, percentages and weighted averages are computed there, so
the printed tables add up, and ``check_printed`` asserts that each numeric cell prints its stored
value. make_questions.py computes every gold answer from the same ``Doc`` objects. tabsql was neither
run, imported nor read while this set was written.
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
NAMESPACE = uuid.UUID("b9e3d1c4-58a2-4f17-8c6d-2e7a90f4c335")
STYLE_NAMES = ("booktabs", "borderless", "grid", "zebra")
FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FAMILIES = {  # family -> (regular file, bold file)
    "DejaVu Sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    "DejaVu Serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
    "DejaVu Sans Condensed": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf"),
}
DASH = "—"
MARGIN = 60          # left/right page margin (pt); the table is drawn flush with the left margin


@dataclass
class Row:
    """One body row. ``vals`` is aligned with ``Doc.cols``: a number, None (printed "—"), "" (an empty
    cell) or a string printed as is. ``kind``: item, section (label only), total (a subtotal) or grand
    (a total that carries the dollar sign). ``fmt`` overrides the number format for the whole row,
    ``cfmt`` for single cells (column key -> overrides). Format keys: dec, pct (a suffix such as "%"),
    dollar ("always" / "never"), unscaled (the table's scale does not apply), scale (this row's own
    multiplier, e.g. a row labelled "(in millions)")."""
    label: str
    vals: list | None = None
    kind: str = "item"
    fmt: dict = field(default_factory=dict)
    cfmt: dict = field(default_factory=dict)
    section: str | None = None   # the section row above it (filled in by Doc)
    index: int = -1              # position among the body rows (filled in by Doc)


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
    scale_where: str = "none"     # "header corner" | "header row" | "column header" | "prose" | "row label" | "none"
    dec: int = 0
    dollar: str = "first_grand"   # none | first_grand | sections | all
    dollar_space: bool = False    # "$ 1,234" rather than "$1,234"
    dollar_cell: bool = False     # "$" in its own cell, left of the number
    dollar_cols: list | None = None   # with dollar_cell: the columns that get a "$" cell (default: all)
    col_fmt: dict = field(default_factory=dict)   # column key -> format overrides
    wide: bool = False            # landscape even if it would fit portrait
    facts: dict = field(default_factory=dict)     # figures and phrases stated in the prose

    def __post_init__(self):
        section = None
        for i, r in enumerate(self.rows):
            r.index = i
            if r.kind == "section":
                section = r.label
            else:
                r.section = section
            if r.vals is not None:
                assert len(r.vals) == len(self.cols), (self.key, r.label)
        for h in self.header:
            assert len(h) == len(self.cols) + 1, (self.key, h)
        if self.dollar_cols is None:
            self.dollar_cols = list(self.cols)

    # ---------------------------------------------------------------- identity and look
    @property
    def uid(self) -> str:
        return str(uuid.uuid5(NAMESPACE, "tatqa-style2/" + self.key))

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
            assert len(hits) == 1, f"{self.key}: {label!r} (section {section!r}) is not unique: {len(hits)}"
            return hits[0]
        assert len(hits) >= nth, (self.key, label, section, nth)
        return hits[nth - 1]

    def fmt(self, row: Row, col: str) -> dict:
        f = {"dec": self.dec, "pct": None, "dollar": None, "unscaled": False}
        f.update(self.col_fmt.get(col, {}))
        f.update(row.fmt)
        f.update(row.cfmt.get(col, {}))
        return f

    def show_dollar(self, row: Row, col: str) -> bool:
        f = self.fmt(row, col)
        if f["dollar"] == "always":
            return True
        if f["dollar"] == "never" or f["pct"] or self.dollar == "none":
            return False
        if self.dollar_cell and col not in self.dollar_cols:
            return False
        if self.dollar == "all" or row.kind == "grand":
            return True
        value_rows = [r for r in self.rows if r.kind != "section" and r.vals
                      and isinstance(r.vals[self.cols.index(col)], (int, float))
                      and not self.fmt(r, col)["pct"] and self.fmt(r, col)["dollar"] != "never"]
        if self.dollar == "first_grand":
            return bool(value_rows) and row is value_rows[0]
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
        if f.get("nocomma"):
            s = s.replace(",", "")
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
        if "scale" in f:
            return None, f["scale"]
        return None, self.scale

    def has_negative(self) -> bool:
        return any(isinstance(v, (int, float)) and v < 0 for r in self.rows if r.vals for v in r.vals)

    # ---------------------------------------------------------------- the printed grid
    def has_dollar_cell(self, col: str) -> bool:
        return self.dollar_cell and col in self.dollar_cols

    def grid(self) -> tuple[list[list[str]], list[bool], dict]:
        """The printed cells (header rows first); per printed column whether it is a "$" column; and
        the printed column index of each value column key."""
        is_dollar, where = [False], {}
        for c in self.cols:
            if self.has_dollar_cell(c):
                is_dollar.append(True)
            is_dollar.append(False)
            where[c] = len(is_dollar) - 1
        out = []
        for h in self.header:
            row = [h[0]]
            for c, cell in zip(self.cols, h[1:]):
                row += ["", cell] if self.has_dollar_cell(c) else [cell]
            out.append(row)
        for r in self.rows:
            row = [r.label]
            for c in self.cols:
                dc = self.has_dollar_cell(c)
                if r.vals is None:
                    row += ["", ""] if dc else [""]
                    continue
                v = r.vals[self.cols.index(c)]
                if dc:
                    d = "$" if isinstance(v, (int, float)) and self.show_dollar(r, c) else ""
                    row += [d, self.number_text(r, c)]
                else:
                    row.append(self.text(r, c))
            out.append(row)
        return out, is_dollar, where


# ===================================================================================== helpers
def rnd(x, dec):
    return round(x, dec) if dec else int(round(x))


def vsum(*rows, dec: int = 0) -> list:
    """Element-wise sum of value lists (None and "" count as nothing; all-missing stays None)."""
    out = []
    for xs in zip(*rows):
        nums = [x for x in xs if isinstance(x, (int, float))]
        out.append(rnd(sum(nums), dec) if nums else None)
    return out


def vdiff(a, b, dec: int = 0) -> list:
    return [rnd((x or 0) - (y or 0), dec) for x, y in zip(a, b)]


def pct_of(part, whole, dec=1):
    return round(part / whole * 100, dec)


def pct_change(new, old, dec=1):
    return round((new - old) / old * 100, dec)


def R(label, vals, cfmt=None, **fmt):
    return Row(label, vals, "item", fmt, cfmt or {})


def S(label):
    return Row(label, None, "section")


def T(label, vals, cfmt=None, **fmt):
    return Row(label, vals, "total", fmt, cfmt or {})


def G(label, vals, cfmt=None, **fmt):
    return Row(label, vals, "grand", fmt, cfmt or {})


PCT = {"pct": "%", "dec": 1, "dollar": "never", "unscaled": True}
PS = {"dec": 2, "dollar": "always", "unscaled": True}          # a price or amount per share
COUNT = {"dollar": "never", "unscaled": True}


# ===================================================================================== the tables
def quillhaven() -> Doc:
    b = {"Within 12 months": [148_320, 121_874], "13 to 24 months": [86_415, 70_902],
         "25 to 36 months": [41_208, 33_657], "Thereafter": [19_764, 14_331]}
    total = vsum(*b.values())
    share = pct_of(b["Within 12 months"][0], total[0], 0)
    return Doc("t01_quillhaven_rpo", "Quillhaven Software Inc.", "remaining performance obligations",
               [["", "As of December 31,", ""], ["", "2019", "2018"]], ["2019", "2018"],
               [R(k, v) for k, v in b.items()] + [G("Total", total)],
               ["Remaining Performance Obligations",
                "Remaining performance obligations represent contracted revenue that has not yet been recognized, "
                "which includes deferred revenue and non-cancelable amounts that will be invoiced and recognized as "
                "revenue in future periods. Remaining performance obligations by the expected timing of recognition "
                "were as follows (in thousands):",
                f"Approximately {share:.0f}% of the remaining performance obligations as of December 31, 2019 are "
                "expected to be recognized as revenue over the next twelve months. Quillhaven Software applies the "
                "optional exemption for contracts with an original expected duration of one year or less."],
               scale=1e3, scale_where="prose", facts={"share12": share})


def marrowstone() -> Doc:
    def wavg(start, moves):
        n = start[0] + sum(m[0] for m in moves)
        return n, round((start[0] * start[1] + sum(m[0] * m[1] for m in moves)) / n, 2)
    s17 = (1_842, 38.16)
    m18 = [(764, 52.40), (-603, 35.72), (-118, 41.95)]
    s18 = wavg(s17, m18)
    m19 = [(921, 47.18), (-688, 42.30), (-152, 45.06)]
    s19 = wavg(s18, m19)
    names = ["Granted", "Vested", "Forfeited"]
    rows = [R("Unvested at December 31, 2017", list(s17))]
    rows += [R(n, list(m)) for n, m in zip(names, m18)]
    rows += [T("Unvested at December 31, 2018", list(s18))]
    rows += [R(n, list(m)) for n, m in zip(names, m19)]
    rows += [G("Unvested at December 31, 2019", list(s19))]
    return Doc("t02_marrowstone_rsu", "Marrowstone Biosciences, Inc.", "restricted stock unit activity",
               [["", "Number of Shares", "Weighted-Average Grant Date Fair Value"],
                ["", "(in thousands)", "per Share"]], ["shares", "price"], rows,
               ["Restricted Stock Units",
                "A summary of restricted stock unit (RSU) activity under the 2015 Omnibus Incentive Plan is "
                "presented below:",
                "The total fair value of RSUs that vested was $31.4 million in 2019 and $25.9 million in 2018. As of "
                "December 31, 2019, there was $58.7 million of unrecognized compensation cost related to unvested "
                "RSUs, which Marrowstone Biosciences expects to recognize over a weighted-average period of 2.6 "
                "years."],
               scale=1e3, scale_where="column header", dollar="none",
               col_fmt={"shares": {"dollar": "never"}, "price": PS},
               facts={"period": 2.6, "unrecognized": 58.7})


def hazelgrath() -> Doc:
    pretax = [184_600, 162_300]
    items = [("Income tax expense at U.S. federal statutory rate", [rnd(p * 0.21, 0) for p in pretax]),
             ("State income taxes, net of federal benefit", [6_829, 5_517]),
             ("Foreign rate differential", [-2_215, -1_948]),
             ("Research and development credits", [-3_138, -2_596]),
             ("Excess tax benefits from stock-based compensation", [-1_477, -2_110]),
             ("Nondeductible expenses", [1_292, 1_136]),
             ("Change in valuation allowance", [924, -487]),
             ("Other, net", [-311, 402])]
    total = vsum(*[v for _, v in items])

    def row(maker, label, amts):
        return maker(label, [amts[0], pct_of(amts[0], pretax[0]), amts[1], pct_of(amts[1], pretax[1])])
    rows = [row(R, n, v) for n, v in items] + [row(G, "Income tax expense", total)]
    pct = {"pct": "%", "dec": 1, "unscaled": True}
    return Doc("t03_hazelgrath_etr", "Hazelgrath Foods Corporation", "effective tax rate reconciliation",
               [["", "Year Ended December 31,", "", "", ""], ["", "2019", "", "2018", ""],
                ["(Dollars in thousands)", "Amount", "%", "Amount", "%"]], ["2019", "2019 %", "2018", "2018 %"],
               rows,
               ["A reconciliation of income tax expense computed at the U.S. federal statutory rate to income tax "
                "expense and the effective tax rate was as follows:",
                "Income before income taxes was $184.6 million in 2019 and $162.3 million in 2018. The research and "
                "development credits relate primarily to product reformulation and packaging development at the "
                "company's two innovation centers."],
               scale=1e3, scale_where="header corner", dollar="first_grand", dollar_cell=True,
               dollar_cols=["2019", "2018"], col_fmt={"2019 %": pct, "2018 %": pct},
               facts={"pretax": pretax})


def veldmoor() -> Doc:
    lines = {"Sensors and modules": ([84_216, 51_378, 63_905], 181_233),
             "Embedded controllers": ([72_540, 38_117, 90_264], 178_420),
             "Power management": ([41_809, 22_645, 35_172], 93_518),
             "Software and services": ([18_377, 9_860, 6_421], 29_905)}
    rows = [R(k, [*v, sum(v), t]) for k, (v, t) in lines.items()]
    rows.append(G("Total revenue", vsum(*[r.vals for r in rows])))
    return Doc("t04_veldmoor_matrix", "Veldmoor Devices, Inc.", "revenue by product line and region",
               [["", "2019", "", "", "", "2018"],
                ["(In thousands)", "Americas", "EMEA", "Asia Pacific", "Total", "Total"]],
               ["Americas", "EMEA", "APAC", "2019", "2018"], rows,
               ["Disaggregation of Revenue",
                "The following table presents revenue disaggregated by product line and by the geographic region of "
                "the customer's ship-to location for the year ended December 31, 2019, together with total revenue "
                "by product line for 2018:",
                "Sales to distributors represented approximately 38% of revenue in 2019. Veldmoor Devices recognizes "
                "product revenue when control passes to the customer, generally upon shipment."],
               scale=1e3, scale_where="header corner", dollar="first_grand")


def cobbleford() -> Doc:
    items = [("Service cost", [12.4, 13.1, 12.8]), ("Interest cost", [28.7, 26.2, 27.5]),
             ("Expected return on plan assets", [-41.3, -43.8, -40.6]),
             ("Amortization of prior service credit", [-0.6, -0.6, -0.7]),
             ("Amortization of net actuarial loss", [9.8, 12.5, 11.9]),
             ("Settlement loss", [None, 3.2, None])]
    total = vsum(*[v for _, v in items], dec=1)
    return Doc("t05_cobbleford_pension_cost", "Cobbleford Industrial Holdings", "components of net periodic benefit cost",
               [["", "Year Ended December 31,", "", ""], ["(in millions)", "2019", "2018", "2017"]],
               ["2019", "2018", "2017"],
               [R(n, v) for n, v in items] + [G("Net periodic benefit cost", total)],
               ["The components of net periodic benefit cost for the company's U.S. and non-U.S. defined benefit "
                "pension plans were as follows:",
                "The service cost component is included in cost of sales and in selling, general and administrative "
                "expenses; all other components are reported in other income (expense), net. The weighted-average "
                "discount rate used to determine net periodic benefit cost was 4.31% in 2019 and 3.68% in 2018. The "
                "settlement loss in 2018 resulted from lump-sum payments to participants of a closed Canadian plan."],
               scale=1e6, scale_where="header corner", dec=1, dollar_space=True,
               facts={"rate2019": 4.31, "rate2018": 3.68})


def larkspire() -> Doc:
    begin = 212_506
    billings = [486_911, 531_702, 578_254]
    revenue = [-470_338, -512_845, -560_917]
    bal = []
    b = begin
    starts = []
    for bi, rv in zip(billings, revenue):
        starts.append(b)
        b = b + bi + rv
        bal.append(b)
    current = [191_452, 205_317, 218_604]
    noncurrent = [e - c for e, c in zip(bal, current)]
    rev = lambda xs: list(reversed(xs))  # noqa: E731  (columns run newest first)
    return Doc("t06_larkspire_deferred_revenue", "Larkspire Networks, Inc.", "deferred revenue roll-forward",
               [["", "Fiscal 2020", "Fiscal 2019", "Fiscal 2018"]], ["2020", "2019", "2018"],
               [R("Balance at beginning of period", rev(starts)), R("Billings", rev(billings)),
                R("Revenue recognized", rev(revenue)), G("Balance at end of period", rev(bal)),
                S("Classified as:"), R("Deferred revenue, current", rev(current)),
                R("Deferred revenue, non-current", rev(noncurrent))],
               ["Changes in deferred revenue during the fiscal years ended June 30 were as follows (in thousands):",
                "Revenue recognized during fiscal 2020 that was included in the deferred revenue balance at the "
                "beginning of the period was $201.8 million. Larkspire Networks generally invoices its "
                "subscription and support contracts annually in advance."],
               scale=1e3, scale_where="prose", dollar="first_grand")


def brindlemere() -> Doc:
    assets = [("Money market funds", [64_218, None, None]), ("U.S. Treasury securities", [38_905, None, None]),
              ("Commercial paper", [None, 22_470, None]), ("Corporate debt securities", [None, 51_336, None]),
              ("Foreign currency forward contracts", [None, 1_184, None])]
    liabs = [("Contingent consideration", [None, None, 17_650]),
             ("Foreign currency forward contracts", [None, 842, None]),
             ("Interest rate swap", [None, 2_105, None])]

    def rows(items):
        return [R(n, [*v, sum(x for x in v if x)]) for n, v in items]
    a, lb = rows(assets), rows(liabs)
    return Doc("t07_brindlemere_fair_value", "Brindlemere Medical Corp.", "fair value hierarchy",
               [["", "", "December 31, 2019", "", ""], ["", "Level 1", "Level 2", "Level 3", "Total"]],
               ["L1", "L2", "L3", "Total"],
               [S("Assets:")] + a + [G("Total assets", vsum(*[r.vals for r in a]))] + [S("Liabilities:")] + lb
               + [G("Total liabilities", vsum(*[r.vals for r in lb]))],
               ["The following table presents the company's financial assets and liabilities measured at fair value "
                "on a recurring basis (in thousands):",
                "The contingent consideration liability relates to the 2018 acquisition of a surgical navigation "
                "business and is payable upon the achievement of regulatory and revenue milestones. Its fair value "
                "is estimated using a Monte Carlo simulation, and changes in fair value are recorded in operating "
                "expenses."],
               scale=1e3, scale_where="prose", dollar="sections", facts={"technique": "Monte Carlo simulation"})


def pellwick() -> Doc:
    data = {"First Quarter": [34.87, 27.15, 29.63, 22.81], "Second Quarter": [38.42, 31.06, 31.40, 25.12],
            "Third Quarter": [41.95, 33.70, 33.18, 26.95], "Fourth Quarter": [39.28, 30.44, 30.76, 24.39]}
    return Doc("t08_pellwick_stock_prices", "Pellwick Entertainment Group", "quarterly stock prices",
               [["", "Fiscal 2019", "", "Fiscal 2018", ""], ["", "High", "Low", "High", "Low"]],
               ["2019 High", "2019 Low", "2018 High", "2018 Low"],
               [R(k, v) for k, v in data.items()],
               ["Market Information",
                "Our common stock trades on the Nasdaq Global Select Market under the symbol \"PWEG\". The following "
                "table sets forth, for each quarter of the fiscal years indicated, the high and low sales prices per "
                "share of our common stock:",
                "As of March 2, 2020, there were 412 holders of record of our common stock. We have never declared "
                "or paid cash dividends on our common stock and do not expect to pay dividends in the foreseeable "
                "future."],
               scale=None, scale_where="none", dec=2, dollar="all", facts={"holders": 412})


def sorrelbay() -> Doc:
    items = [("Senior unsecured notes", 5.25, "2023", [400.0, 400.0], 3),
             ("Senior unsecured notes", 4.625, "2027", [600.0, None], 3),
             ("Term loan", "Variable", "2022", [237.5, 250.0], 0),
             ("Revolving credit facility", "Variable", "2024", [None, 185.0], 0),
             ("Equipment financing", 3.90, "2021", [42.8, 56.3], 2)]
    rows = [R(n, [rate, mat, *v], cfmt={"rate": {"pct": "%", "dec": d, "unscaled": True, "dollar": "never"}})
            for n, rate, mat, v, d in items]
    principal = vsum(*[r.vals[2:] for r in rows], dec=1)
    costs, current = [-11.6, -5.9], [-26.0, -25.9]
    return Doc("t09_sorrelbay_debt", "Sorrelbay Energy Inc.", "debt components",
               [["", "Interest", "", "December 31,", ""], ["(in millions)", "Rate", "Maturity", "2019", "2018"]],
               ["rate", "maturity", "2019", "2018"],
               rows + [T("Total principal", ["", "", *principal]),
                       R("Unamortized debt issuance costs", ["", "", *costs]),
                       R("Less: current portion", ["", "", *current]),
                       G("Long-term debt", ["", "", *vsum(principal, costs, current, dec=1)])],
               ["Long-term debt consisted of the following:",
                "In March 2019, Sorrelbay Energy issued $600.0 million of 4.625% senior unsecured notes due 2027 and "
                "used a portion of the net proceeds to repay the outstanding balance of its revolving credit "
                "facility. The $500.0 million revolving credit facility matures in June 2024; borrowings under it "
                "bear interest at LIBOR plus 1.50%."],
               scale=1e6, scale_where="header corner", dec=1, dollar="first_grand",
               col_fmt={"maturity": {"unscaled": True}}, facts={"margin": 1.50, "capacity": 500.0})


def tarrowmede() -> Doc:
    costs = [("Operating lease cost", [48_612, 45_930]),
             ("Amortization of right-of-use assets", [6_214, 5_087]),
             ("Interest on lease liabilities", [1_395, 1_208]),
             ("Short-term lease cost", [3_870, 4_415]), ("Variable lease cost", [9_058, 8_266]),
             ("Sublease income", [-2_344, -2_190])]
    total = vsum(*[v for _, v in costs])
    rows = [R(*costs[0]), S("Finance lease cost:"), R(*costs[1]), R(*costs[2]), S("Other lease cost:"),
            R(*costs[3]), R(*costs[4]), R(*costs[5]), G("Total lease cost", total),
            S("Other information:"),
            R("Weighted-average remaining lease term — operating leases (years)", [6.8, 7.1], dec=1, unscaled=True,
              dollar="never"),
            R("Weighted-average discount rate — operating leases", [4.6, 4.8], **PCT)]
    return Doc("t10_tarrowmede_lease_cost", "Tarrowmede Logistics Corp.", "lease cost",
               [["(In thousands)", "2019", "2018"]], ["2019", "2018"], rows,
               ["The components of lease cost for the years ended December 31 were as follows:",
                "Cash paid for amounts included in the measurement of operating lease liabilities was $47.2 million "
                "in 2019. Tarrowmede Logistics leases regional sorting hubs, office space and delivery vehicles; "
                "leases with an initial term of twelve months or less are not recorded on the balance sheet."],
               scale=1e3, scale_where="header corner", dollar="first_grand", dollar_space=True,
               facts={"cash_paid": 47.2})


def havelind() -> Doc:
    seg = {"Construction Aggregates": [3_412.6, 3_288.4, 186.3, 171.9], "Cement": [2_764.1, 2_701.5, 142.8, 158.0],
           "Specialty Chemicals": [1_528.9, 1_405.2, 77.4, 64.1], "Corporate and other": [612.7, 688.0, 9.6, 12.3]}
    rows = [R(k, v) for k, v in seg.items()]
    return Doc("t11_havelind_segments", "Havelind Materials Corporation", "segment assets and capital expenditures",
               [["(In millions)", "Total Assets", "", "Capital Expenditures", ""],
                ["", "2019", "2018", "2019", "2018"]], ["ta2019", "ta2018", "cx2019", "cx2018"],
               rows + [G("Total", vsum(*[r.vals for r in rows], dec=1))],
               ["Segment Information",
                "The following table presents total assets and capital expenditures by reportable segment as of and "
                "for the years ended December 31:",
                "Capital expenditures of the Specialty Chemicals segment in 2019 included $21.5 million for the "
                "expansion of its concrete admixtures plant. Corporate and other assets consist primarily of cash, "
                "deferred tax assets and the corporate headquarters."],
               scale=1e6, scale_where="header corner", dec=1, dollar="first_grand", dollar_cell=True)


def everstrand() -> Doc:
    star = "*"
    data = {"Customer A": [18.4, 16.9, 14.2, 22.6, 19.8], "Customer B": [12.7, 11.5, star, 14.1, star],
            "Customer C": [star, 10.8, 12.3, star, 11.6]}
    return Doc("t12_everstrand_concentration", "Everstrand Cloud, Inc.", "customer concentration",
               [["", "Revenue", "", "", "Accounts Receivable", ""],
                ["", "Year Ended December 31,", "", "", "December 31,", ""],
                ["", "2019", "2018", "2017", "2019", "2018"]], ["r2019", "r2018", "r2017", "a2019", "a2018"],
               [R(k, v) for k, v in data.items()],
               ["Concentrations of Credit Risk and Significant Customers",
                "Customers that individually accounted for 10% or more of revenue or of accounts receivable were as "
                "follows (* less than 10%):",
                "Customers A and B are channel partners that resell Everstrand Cloud's platform to enterprise "
                "customers; Customer C is a systems integrator serving the public sector. Everstrand Cloud performs "
                "ongoing credit evaluations and generally does not require collateral."],
               scale=None, scale_where="none", dollar="none", col_fmt={c: PCT for c in
                                                                       ["r2019", "r2018", "r2017", "a2019", "a2018"]})


def kilnbrook() -> Doc:
    data = {"Production": [1_846, 1_792], "Research and development": [214, 197], "Sales and marketing": [382, 401],
            "Distribution": [296, 288], "Administration": [173, 176]}
    rows = [R(k, v) for k, v in data.items()]
    return Doc("t13_kilnbrook_headcount", "Kilnbrook Ceramics plc", "average number of employees by function",
               [["", "2019", "2018"], ["", "Number", "Number"]], ["2019", "2018"],
               rows + [G("Total", vsum(*[r.vals for r in rows]))],
               ["Employees",
                "The average monthly number of persons employed by the Group, including Executive Directors, during "
                "the year, analysed by category, was as follows:",
                "Aggregate staff costs for these persons were £92.4m in 2019 (2018: £88.1m). The increase in "
                "production headcount reflects the second kiln line commissioned at the Group's main tile works."],
               scale=None, scale_where="none", dollar="none", facts={"staff_costs": [92.4, 88.1]})


def drummerhay() -> Doc:
    data = {"Camping and hiking": [148_372, 139_905], "Water sports": [86_210, 91_447],
            "Hunting and fishing": [112_648, 104_322], "Apparel and footwear": [67_915, 61_083],
            "Accessories": [24_306, 25_198]}
    tot = vsum(*data.values())

    def row(maker, k, v):
        return maker(k, [v[0], v[1], v[0] - v[1], pct_change(v[0], v[1])])
    rows = [row(R, k, v) for k, v in data.items()] + [row(G, "Total net sales", tot)]
    return Doc("t14_drummerhay_sales", "Drummerhay Outdoor Products, Inc.", "net sales by product category",
               [["", "Fiscal Year", "", "", ""], ["", "2019", "2018", "$ Change", "% Change"],
                ["", "", "(in thousands)", "", ""]], ["2019", "2018", "chg", "pchg"], rows,
               ["Net sales by product category were as follows:",
                "Net sales of water sports products decreased primarily due to unseasonably cool weather during the "
                "second quarter and the exit from two low-margin kayak models. Growth in camping and hiking reflected "
                "the national launch of a lightweight backpacking tent collection."],
               scale=1e3, scale_where="header row", dollar="first_grand",
               col_fmt={"chg": {"dollar": "never"}, "pchg": PCT})


def wrenfield() -> Doc:
    def wavg(start, moves):
        n = start[0] + sum(m[0] for m in moves)
        return n, round((start[0] * start[1] + sum(m[0] * m[1] for m in moves)) / n, 2)
    s17 = (4_285_710, 6.40)
    m18 = [(2_500_000, 8.25), (-918_400, 5.10), (-120_000, 11.00)]
    s18 = wavg(s17, m18)
    m19 = [(-1_204_330, 6.02), (-250_000, 9.75)]
    s19 = wavg(s18, m19)
    rows = [R("Outstanding at December 31, 2017", [s17[0], s17[1], 3.9]),
            R("Issued", [m18[0][0], m18[0][1], ""]), R("Exercised", [m18[1][0], m18[1][1], ""]),
            R("Expired", [m18[2][0], m18[2][1], ""]),
            T("Outstanding at December 31, 2018", [s18[0], s18[1], 3.6]),
            R("Issued", [None, None, ""]), R("Exercised", [m19[0][0], m19[0][1], ""]),
            R("Expired", [m19[1][0], m19[1][1], ""]),
            G("Outstanding at December 31, 2019", [s19[0], s19[1], 2.8])]
    return Doc("t15_wrenfield_warrants", "Wrenfield Pharmaceuticals, Inc.", "warrant activity",
               [["", "Number of Warrants", "Weighted-Average Exercise Price",
                 "Weighted-Average Remaining Contractual Life (in years)"]], ["n", "price", "life"], rows,
               ["The following table summarizes warrant activity for the years ended December 31, 2019 and 2018:",
                "In connection with its March 2018 registered direct offering, Wrenfield Pharmaceuticals issued "
                "warrants to purchase 2,500,000 shares of common stock at an exercise price of $8.25 per share, which "
                "expire in March 2023. All outstanding warrants are classified in stockholders' equity."],
               scale=None, scale_where="none", dollar="none",
               col_fmt={"n": COUNT, "price": PS, "life": {"dec": 1, "unscaled": True, "dollar": "never"}},
               facts={"expiry": "March 2023"})


def mossgrove() -> Doc:
    months = [("October 1 – October 31, 2019", 412_560, 48.37, 405_000),
              ("November 1 – November 30, 2019", 386_245, 51.02, 386_245),
              ("December 1 – December 31, 2019", 298_710, 53.66, 290_000)]
    remaining, rows = 312.4, []
    for label, n, p, plan in months:
        remaining = round(remaining - plan * p / 1e6, 1)
        rows.append(R(label, [n, p, plan, remaining]))
    tn = sum(m[1] for m in months)
    tp = round(sum(m[1] * m[2] for m in months) / tn, 2)
    rows.append(G("Total", [tn, tp, sum(m[3] for m in months), ""]))
    return Doc("t16_mossgrove_repurchases", "Mossgrove Gaming Corporation", "issuer purchases of equity securities",
               [["Period", "Total Number of Shares Purchased (1)", "Average Price Paid per Share",
                 "Total Number of Shares Purchased as Part of Publicly Announced Plans or Programs",
                 "Approximate Dollar Value of Shares that May Yet Be Purchased Under the Plans or Programs "
                 "(in millions)"]], ["n", "price", "plan", "remaining"], rows,
               ["Issuer Purchases of Equity Securities",
                "The following table provides information about purchases of our common stock during the three "
                "months ended December 31, 2019:",
                f"(1) Includes {months[0][1] - months[0][3]:,} shares in October and {months[2][1] - months[2][3]:,} "
                "shares in December withheld from employees to satisfy tax withholding obligations on the vesting "
                "of restricted stock. In February 2018, the Board of Directors authorized a share repurchase program "
                "of up to $500 million, which has no expiration date."],
               scale=None, scale_where="column header", dollar="none",
               col_fmt={"n": COUNT, "plan": COUNT, "price": PS,
                        "remaining": {"dec": 1, "dollar": "always", "scale": 1e6}},
               wide=True, facts={"authorized": 500})


def fallowmere() -> Doc:
    start = [-84.6, 3.2, -212.5]
    years = {"2018": ([-47.3, 6.8, -18.9], [None, -2.4, 14.6]),
             "2019": ([12.9, -5.1, -31.4], [None, -1.9, 16.2])}
    rows = [R("Balance at December 31, 2017", [*start, round(sum(start), 1)])]
    bal = start
    for y, (oci, rec) in years.items():
        net = vsum(oci, rec, dec=1)
        bal = vsum(bal, net, dec=1)
        rows += [R("Other comprehensive income (loss) before reclassifications", [*oci, round(sum(oci), 1)]),
                 R("Amounts reclassified from accumulated other comprehensive income (loss)",
                   [*rec, round(sum(x for x in rec if x), 1)]),
                 T("Net current-period other comprehensive income (loss)", [*net, round(sum(net), 1)]),
                 (G if y == "2019" else T)(f"Balance at December 31, {y}", [*bal, round(sum(bal), 1)])]
    return Doc("t17_fallowmere_aoci", "Fallowmere Chemicals Inc.", "accumulated other comprehensive income (loss)",
               [["(in millions)", "Foreign Currency Translation Adjustments",
                 "Unrealized Gains (Losses) on Cash Flow Hedges", "Pension and Other Postretirement Benefits",
                 "Total"]], ["fx", "hedges", "pension", "total"], rows,
               ["The changes in accumulated other comprehensive income (loss), net of tax, by component were as "
                "follows:",
                "Amounts reclassified for pension and other postretirement benefits relate to the amortization of net "
                "actuarial losses and are included in other income (expense), net; amounts reclassified for cash flow "
                "hedges are included in cost of sales."],
               scale=1e6, scale_where="header corner", dec=1, dollar="first_grand")


def cinderlake() -> Doc:
    seg = {"Maintenance, Repair and Overhaul": [1_842.6, 1_716.3], "Aircraft Components": [934.6, 981.2],
           "Training Services": [318.7, 276.5]}
    rows = [S("Backlog (in millions):")] + [R(k, v) for k, v in seg.items()]
    rows += [T("Total backlog", vsum(*seg.values(), dec=1)), S("Other data:"),
             R("Percentage of backlog expected to be recognized within 12 months", [58.0, 61.0], pct="%", dec=0,
               unscaled=True, dollar="never"),
             R("Aircraft under long-term service agreements", [412, 388], dec=0, unscaled=True, dollar="never")]
    return Doc("t18_cinderlake_backlog", "Cinderlake Aviation Services", "backlog",
               [["", "December 31, 2019", "December 31, 2018"]], ["2019", "2018"], rows,
               ["Backlog",
                "Backlog represents the estimated value of firm customer orders and contracts for which work has not "
                "yet been performed. Backlog by segment and related operating data were as follows:",
                "Backlog at December 31, 2019 included $245.0 million related to a ten-year engine overhaul contract "
                "awarded by a regional carrier in November 2019."],
               scale=1e6, scale_where="row label", dec=1, dollar="first_grand", dollar_space=True)


def ravelstone() -> Doc:
    sales = {"Wholesale": [652_140, 631_880], "Direct-to-consumer": [418_775, 372_405], "Licensing": [36_410, 34_920]}
    gm = {"Wholesale": [248_916, 245_135], "Direct-to-consumer": [243_562, 211_920], "Licensing": [33_497, 32_185]}
    ts, tg = vsum(*sales.values()), vsum(*gm.values())

    def row(maker, k, g, s):
        return maker(k, [g[0], pct_of(g[0], s[0]), g[1], pct_of(g[1], s[1])])
    rows = [row(R, k, gm[k], sales[k]) for k in sales] + [row(G, "Total", tg, ts)]
    return Doc("t19_ravelstone_gross_margin", "Ravelstone Apparel Group", "gross margin by segment",
               [["", "Fiscal 2019", "", "Fiscal 2018", ""],
                ["", "Gross Margin", "Gross Margin %", "Gross Margin", "Gross Margin %"]],
               ["gm2019", "pct2019", "gm2018", "pct2018"], rows,
               ["Gross margin and gross margin as a percentage of segment net sales were as follows (dollars in "
                "thousands):",
                "The improvement in direct-to-consumer gross margin percentage was driven by fewer promotional events "
                "and lower inbound freight costs, partly offset by higher fulfillment costs for online orders."],
               scale=1e3, scale_where="prose", dollar="first_grand",
               col_fmt={"pct2019": PCT, "pct2018": PCT}, facts={"sales": sales})


def glimmerton() -> Doc:
    op = [128_406, 96_215, 71_832]
    inv = [-84_931, -142_607, -38_114]
    fin = [-21_578, 95_340, 12_906]
    fx = [-1_204, -2_366, 1_519]
    net = vsum(op, inv, fin, fx)
    begin2017 = 88_420
    end2017 = begin2017 + net[2]
    end2018 = end2017 + net[1]
    end2019 = end2018 + net[0]
    return Doc("t20_glimmerton_cash_flows", "Glimmerton Payments, Inc.", "summary of cash flows",
               [["", "Year Ended December 31,", "", ""], ["(in thousands)", "2019", "2018", "2017"]],
               ["2019", "2018", "2017"],
               [R("Net cash provided by operating activities", op), R("Net cash used in investing activities", inv),
                R("Net cash provided by (used in) financing activities", fin),
                R("Effect of exchange rate changes on cash, cash equivalents and restricted cash", fx),
                T("Net increase in cash, cash equivalents and restricted cash", net),
                R("Cash, cash equivalents and restricted cash at beginning of year", [end2018, end2017, begin2017]),
                G("Cash, cash equivalents and restricted cash at end of year", [end2019, end2018, end2017])],
               ["Liquidity and Capital Resources",
                "The following table summarizes our cash flows for the periods indicated:",
                "Net cash used in investing activities in 2018 included $96.4 million paid, net of cash acquired, "
                "for the acquisition of a merchant acquiring business. Financing inflows in 2018 consisted mainly of "
                "borrowings under our term loan facility."],
               scale=1e3, scale_where="header corner", dollar="first_grand", dollar_cell=True)


def quennoway() -> Doc:
    items = [("Accounts receivable, net", [86_904, 71_258]), ("Contract assets", [14_625, 9_871]),
             ("Contract liabilities — current", [38_410, 33_029]),
             ("Contract liabilities — non-current", [7_382, 8_916])]
    rows = [R(n, v) for n, v in items[:2]] + [R(n, v) for n, v in items[2:]]
    rows.append(T("Total contract liabilities", vsum(items[2][1], items[3][1])))
    return Doc("t21_quennoway_contract_balances", "Quennoway Robotics Inc.", "contract balances",
               [["", "December 31, 2019", "December 31, 2018"]], ["2019", "2018"], rows,
               ["Contract Balances",
                "The following table provides information about receivables, contract assets and contract "
                "liabilities from contracts with customers (in thousands):",
                "Revenue recognized in 2019 that was included in the contract liability balance at the beginning of "
                "the year was $29.6 million. Contract assets increased primarily because of the timing of milestone "
                "billings on multi-cell automation projects."],
               scale=1e3, scale_where="prose", dollar="first_grand", facts={"recognized": 29.6})


def stellbrook() -> Doc:
    years = ["2020", "2021", "2022", "2023", "2024", "Thereafter"]
    po = [42_186, 18_430, 7_915, 2_340, 1_105, None]
    lic = [3_500, 3_500, 3_750, 3_750, 4_000, 8_000]
    sp = [1_250, 1_250, 1_000, None, None, None]
    rows = [R(y, [a, b, c, sum(x for x in (a, b, c) if x)]) for y, a, b, c in zip(years, po, lic, sp)]
    return Doc("t22_stellbrook_commitments", "Stellbrook Water Technologies", "commitments by year",
               [["Year Ending December 31,", "Purchase Obligations", "Licensing and Royalty Commitments",
                 "Sponsorship Agreements", "Total"]], ["po", "lic", "sp", "total"],
               rows + [G("Total", vsum(*[r.vals for r in rows]))],
               ["As of December 31, 2019, future minimum payments under non-cancelable commitments were as follows "
                "(in thousands):",
                "Purchase obligations consist primarily of agreements with contract manufacturers for membrane "
                "modules and pump assemblies. Sponsorship agreements relate to research programs at two "
                "universities."],
               scale=1e3, scale_where="prose", dollar="first_grand", dollar_cell=True,
               facts={"po": "agreements with contract manufacturers for membrane modules and pump assemblies"})


def orchardine() -> Doc:
    data = [("February 12, 2019", "March 15, 2019", "April 5, 2019", 0.38, 61.4),
            ("April 24, 2019", "June 14, 2019", "July 5, 2019", 0.38, 61.1),
            ("July 23, 2019", "September 13, 2019", "October 4, 2019", 0.41, 65.6),
            ("October 29, 2019", "December 13, 2019", "January 3, 2020", 0.41, 65.3)]
    rows = [R(d, [r, p, s, a]) for d, r, p, s, a in data]
    rows.append(G("Total", ["", "", round(sum(x[3] for x in data), 2), round(sum(x[4] for x in data), 1)]))
    return Doc("t23_orchardine_dividends", "Orchardine Beverage Company", "dividends declared",
               [["Declaration Date", "Record Date", "Payment Date", "Dividend per Share",
                 "Total Amount (in millions)"]], ["record", "payment", "dps", "amount"], rows,
               ["Dividends",
                "The following table summarizes the cash dividends declared on our common stock during fiscal 2019:",
                "On February 11, 2020, the Board of Directors declared a quarterly cash dividend of $0.44 per share, "
                "payable on April 3, 2020 to shareholders of record on March 13, 2020. Future dividends are subject "
                "to the Board's approval."],
               scale=None, scale_where="column header", dollar="all",
               col_fmt={"dps": PS, "amount": {"dec": 1, "scale": 1e6}},
               facts={"next_dps": 0.44})


def nettlewyn() -> Doc:
    cost = [41.8, 43.5, 45.2]
    opex = {"Research and development": [18.6, 19.4, 20.1], "Sales and marketing": [24.9, 26.2, 27.8],
            "General and administrative": [9.3, 9.9, 10.6]}
    other, tax = [0.6, -0.3, -0.8], [1.2, 0.9, 0.4]
    gp = [round(100 - c, 1) for c in cost]
    topex = vsum(*opex.values(), dec=1)
    opinc = vdiff(gp, topex, 1)
    pbt = vsum(opinc, other, dec=1)
    ni = vdiff(pbt, tax, 1)
    return Doc("t24_nettlewyn_percent_of_revenue", "Nettlewyn Security Systems", "results of operations as a % of revenue",
               [["", "Year Ended December 31,", "", ""], ["", "2019", "2018", "2017"]], ["2019", "2018", "2017"],
               [R("Revenue", [100.0] * 3), R("Cost of revenue", cost), T("Gross profit", gp), S("Operating expenses:")]
               + [R(k, v) for k, v in opex.items()]
               + [T("Total operating expenses", topex), T("Income (loss) from operations", opinc),
                  R("Other income (expense), net", other), T("Income (loss) before income taxes", pbt),
                  R("Provision for income taxes", tax), G("Net income (loss)", ni)],
               ["The following table sets forth our results of operations for the periods presented as a percentage "
                "of revenue:",
                "Nettlewyn Security Systems sells video surveillance and access control systems to commercial and "
                "government customers, together with monitoring subscriptions. The decline in cost of revenue as a "
                "percentage of revenue reflects the growing share of subscription revenue."],
               scale=None, scale_where="none", dec=1, dollar="none", col_fmt={c: PCT for c in ["2019", "2018", "2017"]})


def ulverdane() -> Doc:
    dom, foreign = [38_407, 45_912, -6_218], [71_395, 62_130, 54_876]
    return Doc("t25_ulverdane_pretax", "Ulverdane Components Corp.", "income before income taxes by jurisdiction",
               [["", "Fiscal Year Ended September 30,", "", ""], ["(in thousands)", "2019", "2018", "2017"]],
               ["2019", "2018", "2017"],
               [R("Domestic", dom), R("Foreign", foreign), G("Income before income taxes", vsum(dom, foreign))],
               ["The domestic and foreign components of income before income taxes were as follows:",
                "The domestic loss in fiscal 2017 reflected a $31.5 million impairment charge related to the "
                "company's legacy connector business. Foreign income is earned mainly by the company's manufacturing "
                "subsidiaries in Mexico and Malaysia."],
               scale=1e3, scale_where="header corner", dollar="first_grand")


def tressick() -> Doc:
    items = [("Net loss", [-18_462, -27_905]), ("Interest expense, net", [41_318, 36_720]),
             ("Provision for (benefit from) income taxes", [2_146, -1_083]),
             ("Depreciation and amortization", [96_574, 84_211]), ("Stock-based compensation", [12_809, 9_456]),
             ("Transaction and integration costs", [3_215, 7_842]),
             ("Loss on extinguishment of debt", [None, 4_630])]
    adj = vsum(*[v for _, v in items])
    revenue = [312_600, 271_900]
    margin = [pct_of(a, r) for a, r in zip(adj, revenue)]
    return Doc("t26_tressick_adjusted_ebitda", "Tressick Data Centers, Inc.", "Adjusted EBITDA reconciliation",
               [["", "Year Ended December 31,", ""], ["(in thousands)", "2019", "2018"]], ["2019", "2018"],
               [R(n, v) for n, v in items] + [G("Adjusted EBITDA", adj),
                                             R("Adjusted EBITDA margin", margin, **PCT)],
               ["We define Adjusted EBITDA as net income (loss) before interest, income taxes, depreciation and "
                "amortization, further adjusted for stock-based compensation, transaction and integration costs and "
                "losses on the extinguishment of debt. The following table reconciles net loss to Adjusted EBITDA:",
                "Revenue was $312.6 million in 2019 and $271.9 million in 2018. Adjusted EBITDA margin is Adjusted "
                "EBITDA divided by revenue."],
               scale=1e3, scale_where="header corner", dollar="first_grand", dollar_cell=True,
               dollar_cols=["2019", "2018"], facts={"revenue": [312.6, 271.9]})


def saffronmere() -> Doc:
    rows = [S("Cash paid during the year for:"), R("Interest", [14_205, 12_880, 13_456]),
            R("Income taxes, net of refunds", [8_931, 10_472, 6_208]),
            S("Non-cash investing and financing activities:"),
            R("Right-of-use assets obtained in exchange for operating lease liabilities", [11_640, 23_915, None]),
            R("Capital expenditures included in accounts payable", [2_318, 1_764, 2_905]),
            R("Common stock issued for acquisition", [None, 45_000, None])]
    return Doc("t27_saffronmere_supplemental_cf", "Saffronmere Media Holdings", "supplemental cash flow information",
               [["", "2019", "2018", "2017"]], ["2019", "2018", "2017"], rows,
               ["Supplemental cash flow information for the years ended December 31 was as follows (in thousands):",
                "In 2018, Saffronmere Media Holdings issued 1.5 million shares of common stock as part of the "
                "consideration for its acquisition of a regional radio broadcaster. Right-of-use assets were first "
                "recognized in 2018 upon the adoption of the new lease accounting standard."],
               scale=1e3, scale_where="prose", dollar="sections", facts={"shares": 1.5})


def corriebank() -> Doc:
    items = [("Prepaid insurance", [1_284_560, 1_102_395]), ("Prepaid software licenses", [642_118, 518_740]),
             ("Deposits", [315_000, 285_500]), ("Income taxes receivable", [1_905_322, None]),
             ("Timber deeds, current portion", [2_460_870, 2_118_455]), ("Other", [207_441, 196_073])]
    rows = [R(n, v) for n, v in items]
    return Doc("t28_corriebank_prepaids", "Corriebank Timber Co.", "prepaid expenses and other current assets",
               [["", "2019", "2018"]], ["2019", "2018"],
               rows + [G("Total prepaid expenses and other current assets", vsum(*[v for _, v in items]))],
               ["Prepaid expenses and other current assets consisted of the following as of December 31:",
                "The income taxes receivable at December 31, 2019 resulted from the carryback of a federal net "
                "operating loss. Timber deeds represent the right to harvest standing timber on third-party land "
                "within the next twelve months."],
               scale=None, scale_where="none", dollar="first_grand")


def elderwane() -> Doc:
    visits = [4_186, 3_752, 3_310]
    rpv = [112.40, 108.65, 104.20]
    net_rev = [round(v * p / 1000, 1) for v, p in zip(visits, rpv)]
    return Doc("t29_elderwane_metrics", "Elderwane Health Services", "key operating metrics",
               [["", "2019", "2018", "2017"]], ["2019", "2018", "2017"],
               [R("Patient visits (in thousands)", visits, scale=1e3, dollar="never"),
                R("Clinics at end of period", [248, 221, 197], unscaled=True, dollar="never"),
                R("Net revenue per visit", rpv, dec=2, dollar="always", unscaled=True),
                R("Same-clinic revenue growth", [6.2, 5.4, 4.9], **PCT),
                R("Net revenue (in millions)", net_rev, dec=1, scale=1e6, dollar="always")],
               ["Key Operating Metrics",
                "We use the following key operating metrics to evaluate the performance of our clinic network:",
                "Patient visits represent completed in-person and virtual visits at our clinics; virtual visits "
                "accounted for approximately 9% of patient visits in 2019. A clinic is included in same-clinic "
                "revenue growth once it has been open for at least twelve full months."],
               scale=None, scale_where="row label", dollar="none", facts={"virtual": 9})


def vesperdale() -> Doc:
    data = {"Euro": [124_500, 98_200, 1_846, -932], "British pound": [58_300, 61_750, -427, 615],
            "Canadian dollar": [36_900, 30_400, 212, -148], "Mexican peso": [22_750, None, -1_034, None],
            "Japanese yen": [15_600, 18_900, 95, 203]}
    rows = [R(k, v) for k, v in data.items()]
    return Doc("t30_vesperdale_fx_forwards", "Vesperdale Telecom, Inc.", "foreign currency forward contracts",
               [["", "Notional Amount", "", "Fair Value", ""], ["", "2019", "2018", "2019", "2018"]],
               ["n2019", "n2018", "f2019", "f2018"],
               rows + [G("Total", vsum(*[r.vals for r in rows]))],
               ["Foreign Currency Risk",
                "The notional amounts and fair values of outstanding foreign currency forward contracts at December "
                "31, by currency, were as follows (in thousands):",
                "These contracts generally have maturities of twelve months or less and are not designated as "
                "hedging instruments; changes in their fair value are recognized in other income (expense), net."],
               scale=1e3, scale_where="prose", dollar="first_grand", dollar_space=True,
               facts={"maturity": "twelve months or less"})


BUILDERS = [quillhaven, marrowstone, hazelgrath, veldmoor, cobbleford, larkspire, brindlemere, pellwick, sorrelbay,
            tarrowmede, havelind, everstrand, kilnbrook, drummerhay, wrenfield, mossgrove, fallowmere, cinderlake,
            ravelstone, glimmerton, quennoway, stellbrook, orchardine, nettlewyn, ulverdane, tressick, saffronmere,
            corriebank, elderwane, vesperdale]


def check_printed(doc: Doc) -> None:
    """Every numeric cell prints exactly its stored value (so a gold computed from the value is the
    figure on the page)."""
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
    assert len({d.uid for d in docs}) == len(docs) == 30
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
    cells, is_dollar, where = doc.grid()
    nh = len(doc.header)
    ncol = len(cells[0])
    mins = []
    for j in range(1, ncol):
        w = 0.0
        for i, row in enumerate(cells):
            t = row[j]
            if i < nh:
                w = max([w] + [pdfmetrics.stringWidth(word, bold, FS) + 1 for word in t.split()])
            else:
                w = max(w, pdfmetrics.stringWidth(t, reg, FS))
        mins.append(w + 2 * PAD if not is_dollar[j] else w + PAD + 2)
    label_need = max(pdfmetrics.stringWidth(r[0], bold if i < nh else reg, FS) for i, r in enumerate(cells)) + 2 * PAD
    paper = A4 if look["paper"] == "A4" else letter
    frame = paper[0] - 2 * MARGIN
    is_landscape = doc.wide or frame - sum(mins) < 170
    if is_landscape:
        paper = landscape(paper)
        frame = paper[0] - 2 * MARGIN
    label_w = max(min(label_need, 0.5 * frame, frame - sum(mins)), 0.3 * frame)
    label_w = min(label_w, frame - sum(mins))
    spare = frame - label_w - sum(mins)
    n_num = sum(1 for j in range(1, ncol) if not is_dollar[j])
    widths = [label_w] + [m + (0 if is_dollar[j + 1] else spare / n_num) for j, m in enumerate(mins)]
    return {"cells": cells, "is_dollar": is_dollar, "where": where, "widths": widths, "paper": paper,
            "landscape": is_landscape}


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
    pdf = SimpleDocTemplate(str(out / doc.pdf), pagesize=lay["paper"], leftMargin=MARGIN, rightMargin=MARGIN,
                            topMargin=50, bottomMargin=50, title="Annual report (extract)", author="",
                            creator="tatqa-style2 build", invariant=1)
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
        print(f"{d.pdf}  {d.key:36s} {lk[d.key]['style']:10s} {lk[d.key]['family']:22s} {lk[d.key]['paper']:6s}"
              f"{' landscape' if info['landscape'] else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
