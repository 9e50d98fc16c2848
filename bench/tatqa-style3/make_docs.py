"""A third held-out set in the manner of TAT-QA's test split, over NEW note tables (bench/tatqa-style3).

    python bench/tatqa-style3/make_docs.py OUTDIR

Writes thirty one-page PDFs with reportlab, each the way /work/shared/corpus/tatqa-dev/MANIFEST.md
describes its pages: the heading "Annual report (extract)", one note table, then one to three short
paragraphs of prose. Cell texts are exactly as built here ("$", "%", "(123)", "—", empty cells); the
leading rows without values are column headers, kept as separate rows; one of four table styles
(booktabs, borderless, grid, zebra), a DejaVu family and a paper size come from a hash of the table
uid; a table too wide for the portrait frame goes landscape. Deterministic (no randomness,
``invariant=1``, the system's DejaVu TTFs): the same bytes on every run.

Every table is an invented annual-report note of a fictional company (each name checked with grep -ri
against bench/ and /work/shared/corpus, the corpus PDFs' text included: no hits). The note types are
ones neither bench/tatqa-style nor bench/tatqa-style2 uses. Every figure lives in the builder functions
below; totals, subtotals, roll-forward balances, changes, percentages, ratios and weighted averages are
computed there, so the printed tables add up, and ``check_printed`` asserts that each numeric cell
prints its stored value. make_questions.py computes every gold answer from the same ``Doc`` objects.
The model code (Row / Doc, the look and the layout rule) follows bench/tatqa-style2/make_docs.py.
tabsql was neither run, imported nor read while this set was written.
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
NAMESPACE = uuid.UUID("4f0c2a7e-93b1-4d6e-a5c8-71e2b0d9f613")
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
        return str(uuid.uuid5(NAMESPACE, "tatqa-style3/" + self.key))

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



def roll(start: list, moves: list[list], dec: int = 0) -> list:
    """A roll-forward: the closing balance per column after adding every movement row."""
    return vsum(start, *moves, dec=dec)


# ===================================================================================== the tables
def brackmoor() -> Doc:
    begin18 = 24_318
    cap, amort, imp = [18_935, 15_742], [-12_471, -9_806], [-1_620, None]
    end18 = begin18 + cap[1] + amort[1]
    end19 = end18 + cap[0] + amort[0] + imp[0]
    return Doc("t01_brackmoor_capitalized_software", "Brackmoor Software Corp.", "capitalized software development costs",
               [["", "Year Ended December 31,", ""], ["(In thousands)", "2019", "2018"]], ["2019", "2018"],
               [R("Balance at beginning of year", [end18, begin18]),
                R("Capitalized software development costs", cap), R("Amortization expense", amort),
                R("Impairment", imp), G("Balance at end of year", [end19, end18])],
               ["Capitalized Software Development Costs",
                "The Company capitalizes certain costs incurred to develop software for its subscription platform "
                "during the application development stage. Changes in capitalized software development costs, net of "
                "accumulated amortization, were as follows:",
                "Capitalized software development costs are amortized on a straight-line basis over an estimated "
                "useful life of three years, and the amortization is included in cost of subscription revenue. The "
                "impairment related to a customer analytics module that was discontinued after Brackmoor Software "
                "adopted a third-party product."],
               scale=1e3, scale_where="header corner", dollar="first_grand", facts={"life": "three years"})


def culverhythe() -> Doc:
    execs = {"Alistair Pennock (Chief Executive)": ([612, 24, 398, 731, 61], 1_544),
             "Fiona Hartigan (Chief Financial Officer)": ([405, 18, 262, 417, 40], 1_012)}
    neds = {"Margaret Ellwood (Chair)": (245, 238), "Rupert Stannard": (68, 65), "Priya Castellan": (62, None)}
    rows = [S("Executive Directors")]
    rows += [R(k, [*v, sum(v), t18]) for k, (v, t18) in execs.items()]
    rows += [S("Non-executive Directors")]
    rows += [R(k, [f, None, None, None, None, f, t18]) for k, (f, t18) in neds.items()]
    rows.append(G("Total", vsum(*[r.vals for r in rows if r.vals])))
    return Doc("t02_culverhythe_directors_pay", "Culverhythe Holdings plc", "directors' remuneration (single total figure)",
               [["", "2019", "", "", "", "", "", "2018"],
                ["£'000", "Salary and fees", "Taxable benefits", "Annual bonus", "Long-term incentives", "Pension",
                 "Total", "Total"]],
               ["sal", "ben", "bon", "ltip", "pen", "tot19", "tot18"], rows,
               ["Single total figure of remuneration (audited)",
                "The table below sets out the single total figure of remuneration for each Director who served during "
                "the year. Long-term incentives are the 2017 performance share awards, whose performance period ended "
                "on 31 December 2019.",
                "Priya Castellan joined the Board as an independent Non-executive Director on 1 March 2019. "
                "Non-executive Directors receive fees only and do not participate in the bonus or incentive plans."],
               scale=1e3, scale_where="header corner", dollar="none", facts={"joined": "1 March 2019"})


def dunsmere() -> Doc:
    begin = 86_412
    adds = {"2017": 21_307, "2018": 18_926, "2019": 24_713}
    deds = {"2017": -4_115, "2018": -12_480, "2019": -2_956}
    rows, b = {}, begin
    for y in ("2017", "2018", "2019"):
        e = b + adds[y] + deds[y]
        rows[y] = [b, adds[y], deds[y], e]
        b = e
    return Doc("t03_dunsmere_valuation_allowance", "Dunsmere Therapeutics, Inc.", "valuation allowance (Schedule II)",
               [["", "Balance at Beginning of Period", "Additions Charged to Income Tax Expense", "Deductions",
                 "Balance at End of Period"]], ["begin", "add", "ded", "end"],
               [S("Valuation allowance for deferred tax assets:")]
               + [R(f"Year ended December 31, {y}", rows[y]) for y in ("2019", "2018", "2017")],
               ["Schedule II — Valuation and Qualifying Accounts",
                "The following table summarizes the activity in the valuation allowance against the Company's "
                "deferred tax assets (in thousands):",
                "Additions reflect the deferred tax assets generated by operating losses and research credits for "
                "which realization is not more likely than not. Deductions reflect the expiration of state net "
                "operating loss carryforwards and, in 2018, the remeasurement of deferred tax assets at the lower "
                "federal rate."],
               scale=1e3, scale_where="prose", dollar="all", dollar_cell=True)


def emberleigh() -> Doc:
    nol = {"Federal": [148.6, 171.2, "2030 – 2037"], "State": [263.9, 248.5, "2020 – 2039"],
           "Foreign": [57.3, 61.8, "Indefinite"]}
    cred = {"Federal research and development credits": [22.4, 19.7, "2031 – 2039"],
            "State research and development credits": [14.8, 13.1, "Indefinite"],
            "Foreign tax credits": [6.5, 8.9, "2024 – 2029"]}

    def tot(d):
        return [*vsum(*[v[:2] for v in d.values()], dec=1), ""]
    rows = [S("Net operating loss carryforwards:")] + [R(k, v) for k, v in nol.items()]
    rows += [T("Total net operating loss carryforwards", tot(nol)), S("Tax credit carryforwards:")]
    rows += [R(k, v) for k, v in cred.items()] + [T("Total tax credit carryforwards", tot(cred))]
    return Doc("t04_emberleigh_carryforwards", "Emberleigh Foods Corporation", "tax loss and credit carryforwards",
               [["", "December 31,", "", ""], ["(In millions)", "2019", "2018", "Expiration Years"]],
               ["2019", "2018", "exp"], rows,
               ["At December 31, 2019 and 2018, the Company had the following net operating loss and tax credit "
                "carryforwards available to offset future taxable income and income tax liabilities:",
                "Federal net operating losses arising after 2017 may be carried forward indefinitely but are limited "
                "to 80% of taxable income. The Company maintains a valuation allowance against the state research and "
                "development credits and the foreign tax credits, which it does not expect to realize."],
               scale=1e6, scale_where="header corner", dec=1, dollar="sections",
               col_fmt={"exp": {"unscaled": True}})


def foxhallow() -> Doc:
    items = [("Interest on 4.375% senior notes due 2026", [21_875, 21_875, 10_938]),
             ("Interest on term loan", [8_412, 11_096, 12_604]),
             ("Amortization of debt issuance costs and discount", [1_937, 1_884, 1_215]),
             ("Commitment fees on revolving credit facility", [512, 498, 471]),
             ("Capitalized interest", [-1_306, -2_145, -874])]
    gross = vsum(*[v for _, v in items])
    income = [-4_218, -3_062, -1_537]
    return Doc("t05_foxhallow_interest_expense", "Foxhallow Networks, Inc.", "components of interest expense, net",
               [["", "Year Ended December 31,", "", ""], ["(In thousands)", "2019", "2018", "2017"]],
               ["2019", "2018", "2017"],
               [R(n, v) for n, v in items] + [T("Total interest expense", gross), R("Interest income", income),
                                             G("Interest expense, net", vsum(gross, income))],
               ["Interest expense, net consisted of the following:",
                "The senior notes were issued in June 2017 at 99.2% of par. Interest capitalized relates to the "
                "construction of the Company's fiber network and data center facilities and declined in 2019 as "
                "several metro network builds were placed in service."],
               scale=1e3, scale_where="header corner", dollar="first_grand", dollar_cell=True)


def gorsewick() -> Doc:
    data = {"Cost of revenue": [14_862, 12_905], "Research and development": [6_318, 5_874],
            "Sales and marketing": [3_207, 3_455], "General and administrative": [2_941, 2_603]}
    total = vsum(*data.values())

    def row(maker, k, v):
        return maker(k, [v[0], v[1], pct_change(v[0], v[1])])
    return Doc("t06_gorsewick_depreciation", "Gorsewick Instruments Corp.", "depreciation and amortization by line item",
               [["", "Fiscal Year Ended June 30,", "", ""], ["", "2020", "2019", "% Change"],
                ["", "(in thousands)", "", ""]], ["2020", "2019", "pchg"],
               [row(R, k, v) for k, v in data.items()] + [row(G, "Total depreciation and amortization", total)],
               ["Depreciation and amortization expense was recorded in the following line items of the consolidated "
                "statements of operations:",
                "The increase in cost of revenue reflects depreciation of the new calibration laboratory and of "
                "demonstration equipment placed with customers. Amortization of acquired intangible assets is "
                "included in general and administrative expense."],
               scale=1e3, scale_where="header row", dollar="first_grand", col_fmt={"pchg": PCT})


def hollowcrest() -> Doc:
    direct = {"HB-101 (solid tumors)": [38_416, 24_907], "HB-204 (autoimmune)": [17_853, 9_318],
              "Preclinical programs": [6_204, 7_915]}
    unalloc = {"Personnel-related (including stock-based compensation)": [21_742, 16_385],
               "Facilities, laboratory supplies and other": [8_936, 7_420]}

    def row(maker, k, v):
        return maker(k, [v[0], v[1], v[0] - v[1]])
    td, tu = vsum(*direct.values()), vsum(*unalloc.values())
    rows = [S("Direct program expenses:")] + [row(R, k, v) for k, v in direct.items()]
    rows += [row(T, "Total direct program expenses", td), S("Unallocated expenses:")]
    rows += [row(R, k, v) for k, v in unalloc.items()] + [row(T, "Total unallocated expenses", tu)]
    rows += [row(G, "Total research and development expenses", vsum(td, tu))]
    return Doc("t07_hollowcrest_rd_by_program", "Hollowcrest Biologics, Inc.", "research and development expense by program",
               [["", "Year Ended December 31,", "", ""], ["", "2019", "2018", "Change"]], ["2019", "2018", "chg"], rows,
               ["Research and Development Expenses",
                "The following table summarizes our research and development expenses by program for the years "
                "ended December 31, 2019 and 2018 (in thousands):",
                "The increase in HB-101 expenses was driven by the Phase 2 trial in patients with advanced solid "
                "tumors, which had enrolled 186 patients as of December 31, 2019. We do not allocate personnel and "
                "facility costs to individual programs because these resources are shared across our pipeline."],
               scale=1e3, scale_where="prose", dollar="first_grand", facts={"patients": 186})


def juniperwick() -> Doc:
    assets = [("Cash and cash equivalents", 4_382, ""), ("Accounts receivable", 7_615, ""),
              ("Inventories", 18_944, ""), ("Property and equipment", 12_307, "")]
    intang = [("Customer relationships", 31_500, "12"), ("Trade names", 14_200, "Indefinite"),
              ("Developed technology", 6_800, "5")]
    other = [("Goodwill", 48_716, ""), ("Other assets", 2_153, "")]
    liabs = [("Accounts payable and accrued liabilities", -12_487, ""), ("Deferred tax liabilities", -11_930, ""),
             ("Other liabilities", -1_618, "")]
    ta = sum(x[1] for x in assets + intang + other)
    net = ta + sum(x[1] for x in liabs)
    rows = [R(n, [v, life]) for n, v, life in assets]
    rows += [S("Identifiable intangible assets:")] + [R(n, [v, life]) for n, v, life in intang]
    rows += [R(n, [v, life]) for n, v, life in other] + [T("Total assets acquired", [ta, ""])]
    rows += [R(n, [v, life]) for n, v, life in liabs] + [G("Net assets acquired", [net, ""])]
    return Doc("t08_juniperwick_purchase_price", "Juniperwick Retail Group, Inc.", "purchase price allocation",
               [["(In thousands)", "Fair Value", "Estimated Useful Life (Years)"]], ["fv", "life"], rows,
               ["Acquisition",
                f"On August 5, 2019, Juniperwick Retail Group acquired all of the outstanding equity of a specialty "
                f"kitchenware retailer operating 64 stores for cash consideration of ${net / 1000:.1f} million. The "
                "following table summarizes the fair values of the assets acquired and liabilities assumed at the "
                "acquisition date:",
                "Goodwill is attributable to the assembled workforce and the expected synergies from combining the "
                "two store networks and is not deductible for tax purposes. Trade names are not amortized."],
               scale=1e3, scale_where="header corner", dollar="first_grand",
               col_fmt={"life": {"unscaled": True}}, facts={"date": "August 5, 2019"})


def kingsmarrow() -> Doc:
    bs = {"Current assets": [412.7, 380.6], "Noncurrent assets": [3_184.5, 2_967.3],
          "Current liabilities": [298.4, 311.9], "Noncurrent liabilities": [1_426.8, 1_358.2]}
    ops = {"Revenues": [1_106.3, 1_042.8], "Operating income": [318.9, 287.4], "Net income": [241.6, 213.7]}
    rows = [S("Balance sheet data:")] + [R(k, v) for k, v in bs.items()]
    rows += [S("Results of operations:")] + [R(k, v) for k, v in ops.items()]
    return Doc("t09_kingsmarrow_equity_investees", "Kingsmarrow Energy Partners, L.P.",
               "summarized financial information of equity method investees",
               [["(in millions)", "2019", "2018"]], ["2019", "2018"], rows,
               ["Equity Method Investments",
                "The Partnership owns a 50% interest in a natural gas gathering joint venture and a 35% interest in a "
                "fractionation facility, both accounted for under the equity method. Summarized combined financial "
                "information of these investees as of and for the years ended December 31 is presented below:",
                "Distributions received from equity method investees were $96.8 million in 2019 and $88.2 million in "
                "2018."],
               scale=1e6, scale_where="header corner", dec=1, dollar="sections", dollar_space=True)


def lindenreach() -> Doc:
    data = {"Commercial real estate": [2_184, 716, 1_905, 842_371],
            "Commercial and industrial": [1_437, 528, 2_611, 512_846],
            "Residential mortgage": [3_862, 1_294, 1_178, 638_520],
            "Consumer": [1_045, 382, 297, 94_613]}
    rows = []
    for k, (a, b, c, cur) in data.items():
        pd = a + b + c
        rows.append(R(k, [a, b, c, pd, cur, pd + cur]))
    return Doc("t10_lindenreach_loan_aging", "Lindenreach Financial Corp.", "aging of loans receivable",
               [["", "December 31, 2019", "", "", "", "", ""],
                ["(Dollars in thousands)", "30–59 Days Past Due", "60–89 Days Past Due", "90 Days or More Past Due",
                 "Total Past Due", "Current", "Total Loans"]],
               ["30", "60", "90", "pd", "cur", "total"],
               rows + [G("Total", vsum(*[r.vals for r in rows]))],
               ["Past Due Loans",
                "The following table presents the aging of the recorded investment in loans by class as of December "
                "31, 2019:",
                "Loans 90 days or more past due are placed on nonaccrual status unless they are well secured and in "
                "the process of collection. The increase in commercial and industrial delinquencies related "
                "primarily to two borrowers in the regional trucking industry."],
               scale=1e3, scale_where="header corner", dollar="first_grand", dollar_cell=True)


def marlowfen() -> Doc:
    net_begin, reins_begin = 612_480, 148_305
    years = {"2017": (418_612, -12_408, -172_905, -214_336, 153_918),
             "2018": (446_275, -18_927, -181_406, -226_894, 161_237),
             "2019": (471_830, -9_614, -190_218, -241_503, 170_452)}
    cols = {}
    nb, rb = net_begin, reins_begin
    for y, (cy, py, pcy, ppy, re) in years.items():
        inc, paid = cy + py, pcy + ppy
        ne = nb + inc + paid
        cols[y] = [nb + rb, -rb, nb, cy, py, inc, pcy, ppy, paid, ne, re, ne + re]
        nb, rb = ne, re
    v = [[cols[y][i] for y in ("2019", "2018", "2017")] for i in range(12)]
    rows = [R("Gross reserves for losses and loss adjustment expenses at beginning of year", v[0]),
            R("Less: reinsurance recoverables on unpaid losses", v[1]),
            T("Net reserves at beginning of year", v[2]),
            S("Incurred losses and loss adjustment expenses related to:"),
            R("Current year", v[3]), R("Prior years", v[4]), T("Total incurred", v[5]),
            S("Paid losses and loss adjustment expenses related to:"),
            R("Current year", v[6]), R("Prior years", v[7]), T("Total paid", v[8]),
            T("Net reserves at end of year", v[9]), R("Plus: reinsurance recoverables on unpaid losses", v[10]),
            G("Gross reserves for losses and loss adjustment expenses at end of year", v[11])]
    return Doc("t11_marlowfen_loss_reserves", "Marlowfen Insurance Group", "reserve for losses and loss adjustment expenses",
               [["", "Year Ended December 31,", "", ""], ["", "2019", "2018", "2017"]], ["2019", "2018", "2017"], rows,
               ["The following table provides a reconciliation of the beginning and ending reserve balances for losses "
                "and loss adjustment expenses (in thousands):",
                "Favorable development on prior accident years in 2019 came mainly from the workers' compensation "
                "line, where claim frequency continued to run below the company's expectations. The 2018 favorable "
                "development also reflected lower than expected severity in commercial property."],
               scale=1e3, scale_where="prose", dollar="first_grand", facts={"line": "workers' compensation"})


def nethercombe() -> Doc:
    shares = [412_806, 378_214, 351_690]
    price = [31.48, 28.92, 26.05]
    cash = [round(n * p / 1000) for n, p in zip(shares, price)]
    avail18 = 2_895
    avail19 = avail18 - round(shares[1] / 1000)
    avail20 = avail19 - round(shares[0] / 1000)
    rows = [R("Shares purchased under the ESPP", shares, **COUNT),
            R("Weighted-average purchase price per share", price, **PS),
            R("Cash received from employees (in thousands)", cash, scale=1e3, dollar="always"),
            R("Weighted-average grant-date fair value per share", [8.27, 7.64, 6.91], **PS),
            R("Shares available for future issuance at fiscal year-end (in thousands)", [avail20, avail19, avail18],
              scale=1e3, dollar="never")]
    return Doc("t12_nethercombe_espp", "Nethercombe Retail Holdings, Inc.", "employee stock purchase plan activity",
               [["", "Fiscal 2020", "Fiscal 2019", "Fiscal 2018"]], ["2020", "2019", "2018"], rows,
               ["Employee Stock Purchase Plan",
                "Under the 2014 Employee Stock Purchase Plan, eligible employees may purchase shares of common stock "
                "through payroll deductions at a price equal to 85% of the lower of the fair market value of the "
                "stock on the first or the last day of each six-month offering period. ESPP activity for the fiscal "
                "years ended January 31 was as follows:"],
               scale=None, scale_where="row label", dollar="none", facts={"discount": 85})


def oakenrill() -> Doc:
    base = {"2019": 1_284_650, "2018": 1_176_320}
    shocks = [("300 basis point increase", -5.8, -5.1), ("200 basis point increase", -3.9, -3.4),
              ("100 basis point increase", -2.0, -1.7), ("No change in interest rates", None, None),
              ("100 basis point decrease", 1.9, 1.6)]
    rows = []
    for label, p19, p18 in shocks:
        fv19 = base["2019"] if p19 is None else round(base["2019"] * (1 + p19 / 100))
        fv18 = base["2018"] if p18 is None else round(base["2018"] * (1 + p18 / 100))
        rows.append(R(label, [fv19, p19, fv18, p18]))
    return Doc("t13_oakenrill_rate_sensitivity", "Oakenrill Holdings, Inc.", "interest rate sensitivity of the investment portfolio",
               [["", "December 31, 2019", "", "December 31, 2018", ""],
                ["Hypothetical Change in Interest Rates", "Estimated Fair Value", "Hypothetical Percentage Change",
                 "Estimated Fair Value", "Hypothetical Percentage Change"]],
               ["fv19", "p19", "fv18", "p18"], rows,
               ["Interest Rate Risk",
                "The following table presents the hypothetical fair values of our portfolio of fixed-income "
                "investments resulting from immediate parallel shifts in the yield curve (dollars in thousands):",
                "Our investment policy limits the weighted-average duration of the portfolio to 2.5 years; the "
                "weighted-average duration was 1.9 years at December 31, 2019. We do not use derivative financial "
                "instruments to manage the interest rate risk of the portfolio."],
               scale=1e3, scale_where="prose", dollar="first_grand", col_fmt={"p19": PCT, "p18": PCT},
               facts={"duration": 1.9})


def pipersgate() -> Doc:
    data = {"US dollar": [1.2771, 1.3349, 1.3204, 1.2746], "Euro": [1.1405, 1.1303, 1.1758, 1.1129],
            "Chinese renminbi": [8.8143, 8.8271, 9.1889, 8.7645],
            "Indian rupee": [89.8416, 91.1437, 94.2368, 88.9210],
            "Swedish krona": [12.0623, 11.5960, 12.3038, 12.5917]}
    return Doc("t14_pipersgate_fx_rates", "Pipersgate Industries plc", "principal exchange rates",
               [["", "Average rate", "", "Closing rate", ""], ["Per £1", "2019", "2018", "2019", "2018"]],
               ["a2019", "a2018", "c2019", "c2018"], [R(k, v) for k, v in data.items()],
               ["Foreign currencies",
                "The results of overseas operations are translated into sterling at the average rates of exchange for "
                "the year, and their assets and liabilities at the closing rates. The principal exchange rates used "
                "were as follows:",
                "A 10% strengthening of sterling against all other currencies would have reduced the Group's 2019 "
                "revenue by £14.2m and its operating profit by £2.1m."],
               scale=None, scale_where="none", dec=4, dollar="none", facts={"revenue_effect": 14.2})


def quaystone() -> Doc:
    audit = [("Fees payable to the Company's auditor for the audit of the parent company and consolidated financial "
              "statements", [412, 385]), ("Fees payable for the audit of the Company's subsidiaries", [736, 702])]
    non = [("Audit-related assurance services", [94, 88]), ("Tax compliance services", [None, 46]),
           ("Other assurance services", [38, 61]), ("All other non-audit services", [15, 112])]
    ta, tn = vsum(*[v for _, v in audit]), vsum(*[v for _, v in non])
    rows = [R(n, v) for n, v in audit] + [T("Total audit fees", ta)]
    rows += [R(n, v) for n, v in non] + [T("Total non-audit fees", tn), G("Total fees payable to the auditor",
                                                                            vsum(ta, tn))]
    return Doc("t15_quaystone_auditor_fees", "Quaystone Advisory plc", "auditor's remuneration",
               [["", "2019", "2018"], ["", "£'000", "£'000"]], ["2019", "2018"], rows,
               ["Auditor's remuneration",
                "The analysis of the auditor's remuneration is as follows:",
                "Following the tender of the external audit in 2018, the Audit Committee's policy is that the auditor "
                "does not provide tax services to the Group. Non-audit fees are capped at 70% of the average audit fee "
                "of the preceding three years."],
               scale=1e3, scale_where="header row", dollar="none")


def rushcombe() -> Doc:
    cgus = {"UK Hotels": [184.6, 9.4, 9.1, 2.0, 2.0], "UK Health Clubs": [72.3, 10.2, 9.8, 2.3, 2.5],
            "Continental Europe": [58.9, 8.7, 8.9, 1.5, 1.7], "Holiday Parks": [41.2, 11.1, 10.6, 2.5, 2.5]}
    total = round(sum(v[0] for v in cgus.values()), 1)
    return Doc("t16_rushcombe_impairment_assumptions", "Rushcombe Leisure plc", "goodwill impairment test assumptions by CGU",
               [["", "Goodwill", "Pre-tax discount rate", "", "Long-term growth rate", ""],
                ["", "2019 £m", "2019", "2018", "2019", "2018"]],
               ["gw", "d2019", "d2018", "g2019", "g2018"],
               [R(k, v) for k, v in cgus.items()] + [G("Total", [total, "", "", "", ""])],
               ["Impairment testing of goodwill",
                "Goodwill is allocated to the Group's cash-generating units (CGUs) and tested for impairment annually. "
                "The recoverable amounts are based on value-in-use calculations using cash flow projections from the "
                "five-year plan approved by the Board. The carrying amount of goodwill and the key assumptions were:",
                "No impairment was identified in 2019. An increase of 1.0 percentage point in the pre-tax discount rate "
                "for Holiday Parks would reduce its headroom to nil; for the other CGUs, no reasonably possible change "
                "would cause an impairment."],
               scale=None, scale_where="column header", dollar="none",
               col_fmt={"gw": {"dec": 1, "scale": 1e6}, **{c: PCT for c in ["d2019", "d2018", "g2019", "g2018"]}})


def saltmarrow() -> Doc:
    items = [("Cash and cash equivalents", [186_405, 142_917, 98_336]),
             ("Restricted cash included in prepaid expenses and other current assets", [4_210, 3_865, 2_940]),
             ("Restricted cash included in reclamation deposits and other non-current assets", [27_518, 25_064, 21_772])]
    return Doc("t17_saltmarrow_restricted_cash", "Saltmarrow Mining Corp.", "cash, cash equivalents and restricted cash",
               [["", "December 31,", "", ""], ["$'000", "2019", "2018", "2017"]], ["2019", "2018", "2017"],
               [R(n, v) for n, v in items]
               + [G("Total cash, cash equivalents and restricted cash shown in the statement of cash flows",
                    vsum(*[v for _, v in items]))],
               ["The following table reconciles cash, cash equivalents and restricted cash reported in the "
                "consolidated balance sheets to the total shown in the consolidated statements of cash flows:",
                "Restricted cash consists primarily of cash collateral for reclamation bonds required by state and "
                "federal agencies for the Company's Nevada and Idaho operations, and of funds held in escrow for "
                "equipment purchases."],
               scale=1e3, scale_where="header corner", dollar="none")


def thornwhistle() -> Doc:
    sales, cos = [486.2, 512.7, 301.4], [-338.5, -362.9, -221.7]
    sga, gw = [-104.8, -112.3, -76.5], [None, -45.0, None]
    interest, tax, loss = [-6.2, -6.8, -4.1], [-9.1, -2.4, -0.3], [None, None, -18.6]
    gp = vsum(sales, cos, dec=1)
    oi = vsum(gp, sga, gw, dec=1)
    pbt = vsum(oi, interest, dec=1)
    ni = vsum(pbt, tax, loss, dec=1)
    return Doc("t18_thornwhistle_discontinued_ops", "Thornwhistle Brands, Inc.", "results of discontinued operations",
               [["", "Year Ended December 31,", "", ""], ["(In millions)", "2017", "2018", "2019"]],
               ["2017", "2018", "2019"],
               [R("Net sales", sales), R("Cost of sales", cos), T("Gross profit", gp),
                R("Selling, general and administrative expenses", sga), R("Goodwill impairment", gw),
                T("Operating income (loss)", oi), R("Interest expense allocated to discontinued operations", interest),
                T("Income (loss) before income taxes", pbt), R("Income tax expense", tax),
                R("Loss on sale of business, net of tax", loss),
                G("Income (loss) from discontinued operations, net of tax", ni)],
               ["Discontinued Operations",
                "On September 30, 2019, Thornwhistle Brands completed the sale of its Outdoor Furniture business to a "
                "private equity buyer for $212.0 million in cash, subject to customary working capital adjustments. "
                "The results of the business are reported as discontinued operations for all periods presented:",
                "The 2019 column includes the results of the business through the date of sale. The goodwill "
                "impairment in 2018 followed the loss of a major home-center customer."],
               scale=1e6, scale_where="header corner", dec=1, dollar="first_grand", dollar_space=True,
               facts={"date": "September 30, 2019"})


def underhallow() -> Doc:
    begin = [86_412, 31_905, 412_866]
    moves = {"Revisions of previous estimates": [-3_148, 1_206, -18_372],
             "Extensions and discoveries": [14_730, 5_418, 61_644],
             "Purchases of reserves in place": [6_215, 2_037, 24_990],
             "Sales of reserves in place": [-2_904, -1_115, -9_474],
             "Production": [-9_867, -3_412, -47_730]}
    end = roll(begin, list(moves.values()))
    pd18, pd19 = [52_316, 19_482, 268_398], [55_870, 21_744, 281_946]
    pud18, pud19 = vdiff(begin, pd18), vdiff(end, pd19)

    def boe(v):
        assert v[2] % 6 == 0, v
        return [*v, v[0] + v[1] + v[2] // 6]
    rows = [R("Proved reserves at December 31, 2018", boe(begin))]
    rows += [R(k, boe(v)) for k, v in moves.items()]
    rows += [G("Proved reserves at December 31, 2019", boe(end)), S("Proved developed reserves:"),
             R("December 31, 2018", boe(pd18)), R("December 31, 2019", boe(pd19)), S("Proved undeveloped reserves:"),
             R("December 31, 2018", boe(pud18)), R("December 31, 2019", boe(pud19))]
    return Doc("t19_underhallow_reserves", "Underhallow Oil & Gas Corp.", "proved reserves roll-forward (quantities)",
               [["", "Oil", "NGLs", "Natural Gas", "Total"], ["", "(MBbls)", "(MBbls)", "(MMcf)", "(MBoe)"]],
               ["oil", "ngl", "gas", "boe"], rows,
               ["Supplemental Oil and Gas Information (Unaudited)",
                "The following table sets forth the changes in the Company's estimated quantities of proved reserves, "
                "all of which are located in the United States:",
                "Natural gas is converted to barrels of oil equivalent at six thousand cubic feet of gas to one barrel "
                "of oil. Extensions and discoveries resulted primarily from the Company's horizontal drilling program "
                "in the Delaware Basin."],
               scale=None, scale_where="none", dollar="none", col_fmt={c: COUNT for c in ["oil", "ngl", "gas", "boe"]})


def vellacourt() -> Doc:
    begin18 = 12_915
    add, fv, pay = [8_200, 27_350], [-5_912, 2_674], [-10_000, -6_459]
    end18 = begin18 + add[1] + fv[1] + pay[1]
    end19 = end18 + add[0] + fv[0] + pay[0]
    cur = [14_500, 11_250]
    return Doc("t20_vellacourt_contingent_consideration", "Vellacourt Diagnostics, Inc.", "contingent consideration roll-forward",
               [["", "2019", "2018"]], ["2019", "2018"],
               [R("Balance at beginning of year", [end18, begin18]), R("Additions from acquisitions", add),
                R("Change in fair value", fv), R("Payments", pay), G("Balance at end of year", [end19, end18]),
                S("Classified as:"), R("Current portion (accrued expenses)", cur),
                R("Non-current portion (other long-term liabilities)", vdiff([end19, end18], cur))],
               ["Contingent Consideration",
                "The following table presents the changes in the fair value of the Level 3 contingent consideration "
                "liabilities (in thousands):",
                "Contingent consideration relates to the acquisitions of a molecular testing laboratory and of a "
                "point-of-care assay developer, and is payable on the achievement of revenue and regulatory milestones. "
                "Its fair value is estimated with a probability-weighted discounted cash flow model using discount "
                "rates between 4.5% and 7.0%. The decrease in fair value in 2019 reflected lower projected revenue "
                "for the molecular testing laboratory."],
               scale=1e3, scale_where="prose", dollar="first_grand")


def wyvernholt() -> Doc:
    items = [("Fixed contractual lease payments", [284_615, 268_902, 251_377]),
             ("Variable lease payments — tenant reimbursements", [61_208, 57_834, 54_190]),
             ("Variable lease payments — percentage rent", [3_417, 3_902, 4_118]),
             ("Straight-line rent adjustments", [6_842, 8_105, 9_631]),
             ("Amortization of above- and below-market lease intangibles, net", [-1_236, -1_514, -1_902])]
    return Doc("t21_wyvernholt_lease_income", "Wyvernholt Realty Trust", "rental revenue (lessor) components",
               [["", "Year Ended December 31,", "", ""], ["", "2019", "2018", "2017"]], ["2019", "2018", "2017"],
               [R(n, v) for n, v in items] + [G("Total rental revenue", vsum(*[v for _, v in items]))],
               ["Rental Revenue",
                "The Trust leases its shopping centers and mixed-use properties to tenants under operating leases. "
                "The components of rental revenue were as follows (in thousands):",
                "Tenant reimbursements cover the tenants' share of real estate taxes, insurance and common area "
                "maintenance. Percentage rent is recognized when tenants' sales exceed the thresholds stated in "
                "their leases."],
               scale=1e3, scale_where="prose", dollar="first_grand", dollar_space=True)


def yarnvale() -> Doc:
    measures = ["Total capital (to risk-weighted assets)", "Tier 1 capital (to risk-weighted assets)",
                "Common equity tier 1 capital (to risk-weighted assets)", "Tier 1 leverage (to average assets)"]
    minimum, well = [8.0, 6.0, 4.5, 4.0], [10.0, 8.0, 6.5, 5.0]
    years = {"2019": ((386_214, 352_870, 327_905), 2_846_300, 3_712_450),
             "2018": ((348_517, 320_487, 296_318), 2_611_800, 3_455_900)}
    rows = []
    for y, ((tc, t1, cet1), rwa, avg) in years.items():
        rows.append(S(f"As of December 31, {y}:"))
        for m, amt, base, lo, hi in zip(measures, (tc, t1, cet1, t1), (rwa, rwa, rwa, avg), minimum, well):
            rows.append(R(m, [amt, round(amt / base * 100, 2), round(base * lo / 100), lo, round(base * hi / 100), hi]))
    pct = {"pct": "%", "dec": 2, "dollar": "never", "unscaled": True}
    return Doc("t22_yarnvale_regulatory_capital", "Yarnvale Bancshares, Inc.", "regulatory capital",
               [["", "Actual", "", "Minimum Capital Requirement", "", "To Be Well Capitalized", ""],
                ["(Dollars in thousands)", "Amount", "Ratio", "Amount", "Ratio", "Amount", "Ratio"]],
               ["act", "act_r", "min", "min_r", "well", "well_r"], rows,
               ["Regulatory Capital",
                "The Company's subsidiary bank is subject to the capital adequacy requirements of the federal banking "
                "agencies. The bank's actual and required capital amounts and ratios were as follows:",
                "Management believes that, as of December 31, 2019, the bank met all capital adequacy requirements "
                "to which it is subject and was categorized as well capitalized. The minimum requirements shown "
                "exclude the capital conservation buffer of 2.5%."],
               scale=1e3, scale_where="header corner", dollar="sections", dollar_cell=True,
               dollar_cols=["act", "min", "well"], col_fmt={"act_r": pct, "min_r": pct, "well_r": pct})


def zellbrook() -> Doc:
    def yld(i, b):
        return round(i / b * 100, 2)
    years = {"2019": {"Loans": (1_842_560, 94_128), "Investment securities": (486_215, 11_807),
                      "Interest-bearing deposits in other banks": (62_480, 1_312),
                      "Interest-bearing deposits": (1_624_730, 18_406), "Borrowings": (214_905, 6_173)},
             "2018": {"Loans": (1_716_330, 84_102), "Investment securities": (452_870, 10_143),
                      "Interest-bearing deposits in other banks": (88_915, 1_645),
                      "Interest-bearing deposits": (1_538_260, 13_690), "Borrowings": (236_480, 6_020)}}
    assets = ["Loans", "Investment securities", "Interest-bearing deposits in other banks"]
    liabs = ["Interest-bearing deposits", "Borrowings"]
    cells: dict[str, list] = {}
    for y in ("2019", "2018"):
        d = years[y]
        for k, (b, i) in d.items():
            cells.setdefault(k, []).extend([b, i, yld(i, b)])
        ab, ai = sum(d[k][0] for k in assets), sum(d[k][1] for k in assets)
        lb, li = sum(d[k][0] for k in liabs), sum(d[k][1] for k in liabs)
        cells.setdefault("ta", []).extend([ab, ai, yld(ai, ab)])
        cells.setdefault("tl", []).extend([lb, li, yld(li, lb)])
        cells.setdefault("nii", []).extend(["", ai - li, ""])
        cells.setdefault("spread", []).extend(["", "", round(yld(ai, ab) - yld(li, lb), 2)])
        cells.setdefault("nim", []).extend(["", "", yld(ai - li, ab)])
    rows = [S("Interest-earning assets:")] + [R(k, cells[k]) for k in assets]
    rows += [T("Total interest-earning assets", cells["ta"]), S("Interest-bearing liabilities:")]
    rows += [R(k, cells[k]) for k in liabs] + [T("Total interest-bearing liabilities", cells["tl"])]
    rows += [G("Net interest income", cells["nii"]), R("Net interest spread", cells["spread"]),
             R("Net interest margin", cells["nim"])]
    pct = {"pct": "%", "dec": 2, "dollar": "never", "unscaled": True}
    return Doc("t23_zellbrook_average_balances", "Zellbrook Bancorp, Inc.", "average balances, interest and yields",
               [["", "2019", "", "", "2018", "", ""],
                ["(Dollars in thousands)", "Average Balance", "Interest", "Yield/ Rate", "Average Balance", "Interest",
                 "Yield/ Rate"]],
               ["b2019", "i2019", "y2019", "b2018", "i2018", "y2018"], rows,
               ["Net Interest Income",
                "The following table presents average balances of interest-earning assets and interest-bearing "
                "liabilities, the interest earned or paid on them and the resulting yields and rates for the years "
                "ended December 31:",
                "Average balances are computed from daily balances. Nonaccrual loans are included in average loans, "
                "and yields on tax-exempt securities are not presented on a tax-equivalent basis."],
               scale=1e3, scale_where="header corner", dollar="sections", col_fmt={"y2019": pct, "y2018": pct})


def amberlode() -> Doc:
    fleet = {"Capesize": (12, 4, 8.4, 181.3), "Panamax": (9, 6, 9.7, 81.2), "Supramax": (14, 3, 7.1, 57.4),
             "Handysize": (7, 2, 11.3, 36.5)}
    rows = []
    for k, (own, ch, age, dwt) in fleet.items():
        rows.append(R(k, [own, ch, own + ch, age, round((own + ch) * dwt, 1)]))
    n = sum(r.vals[2] for r in rows)
    tot = [sum(r.vals[0] for r in rows), sum(r.vals[1] for r in rows), n,
           round(sum(r.vals[2] * r.vals[3] for r in rows) / n, 1), round(sum(r.vals[4] for r in rows), 1)]
    return Doc("t24_amberlode_fleet", "Amberlode Shipping Ltd.", "fleet composition",
               [["", "Number of Vessels", "", "", "Average Age", "Aggregate Capacity"],
                ["", "Owned", "Chartered-in", "Total", "(years)", "(thousand dwt)"]],
               ["own", "ch", "n", "age", "dwt"], rows + [G("Total fleet", tot)],
               ["Our Fleet",
                "As of December 31, 2019, our operating fleet consisted of the following drybulk vessels:",
                "Chartered-in vessels are held under time charters with remaining terms of between six months and "
                "four years. In January 2020 we agreed to sell two of our oldest Handysize vessels for demolition."],
               scale=None, scale_where="column header", dollar="none",
               col_fmt={"own": COUNT, "ch": COUNT, "n": COUNT, "age": {"dec": 1, "unscaled": True},
                        "dwt": {"dec": 1, "scale": 1e3}})


def birchcairn() -> Doc:
    start = 412_508_316
    moves = {"2018": (1_284_620, -6_750_000), "2019": (1_107_455, -9_200_000)}

    def nominal(n):                # ordinary shares of 10p: £'000
        return round(n / 10_000)
    rows = [R("At 1 January 2018", [start, nominal(start)])]
    n, nom = start, nominal(start)
    for y, (iss, canc) in moves.items():
        n += iss + canc
        assert nom + nominal(iss) + nominal(canc) == nominal(n), y
        nom = nominal(n)
        rows += [R("Issued under employee share schemes", [iss, nominal(iss)]),
                 R("Cancelled following share buyback", [canc, nominal(canc)]),
                 (G if y == "2019" else T)(f"At 31 December {y}", [n, nom])]
    return Doc("t25_birchcairn_share_capital", "Birchcairn Group plc", "called-up share capital",
               [["Allotted, called up and fully paid ordinary shares of 10p each", "Number of shares",
                 "Nominal value"], ["", "", "£'000"]], ["n", "nom"], rows,
               ["Share capital",
                "During the year the Company purchased and cancelled 9,200,000 of its ordinary shares under the share "
                "buyback programme announced in March 2018. At 31 December 2019, 2,415,300 shares were held in "
                "treasury (2018: 1,980,000) to satisfy awards under the employee share schemes."],
               scale=None, scale_where="column header", dollar="none",
               col_fmt={"n": COUNT, "nom": {"scale": 1e3}}, facts={"treasury": 2_415_300})


def copperwick() -> Doc:
    kinds = ["legal", "dilap", "onerous", "env"]
    start = [6.4, 12.8, 3.9, 8.2]
    moves = {"Charged to the income statement": [2.7, 1.9, 1.4, 0.6], "Released": [-1.1, -0.8, None, -0.4],
             "Utilised": [-3.2, -2.5, -1.6, -0.9], "Unwinding of discount": [None, 0.4, 0.1, 0.3]}
    end = roll(start, list(moves.values()), dec=1)
    current = [4.8, 2.1, 1.5, 1.2]
    noncur = [round(e - c, 1) or None for e, c in zip(end, current)]

    def t(v):
        return [*v, round(sum(x for x in v if x), 1)]
    rows = [R("At 1 January 2019", t(start))] + [R(k, t(v)) for k, v in moves.items()]
    rows += [G("At 31 December 2019", t(end)), S("Analysed as:"), R("Current", t(current)),
             R("Non-current", t(noncur))]
    return Doc("t26_copperwick_provisions", "Copperwick Properties plc", "provisions by type",
               [["£m", "Legal claims", "Dilapidations", "Onerous contracts", "Environmental", "Total"]],
               [*kinds, "total"], rows,
               ["Provisions",
                "Dilapidations provisions cover the cost of restoring leased properties to their original condition at "
                "the end of the lease. Onerous contract provisions relate to vacant leasehold space held under "
                "non-cancellable service contracts. Environmental provisions relate to remediation at two former "
                "industrial sites acquired with the 2015 portfolio purchase.",
                "Legal claims are expected to be settled within the next twelve months."],
               scale=1e6, scale_where="header corner", dec=1, dollar="none")


def dawnhollow() -> Doc:
    ocf = [148_275, 121_904, 96_418]
    capex = [-31_806, -27_442, -19_735]
    content = [-12_640, -10_918, -8_207]
    fcf = vsum(ocf, capex, content)
    revenue = [642_310, 571_846, 498_127]
    return Doc("t27_dawnhollow_free_cash_flow", "Dawnhollow Media, Inc.", "free cash flow reconciliation",
               [["", "Year Ended December 31,", "", ""], ["(In thousands)", "2019", "2018", "2017"]],
               ["2019", "2018", "2017"],
               [R("Net cash provided by operating activities", ocf), R("Purchases of property and equipment", capex),
                R("Capitalized content development costs", content), G("Free cash flow", fcf),
                R("Revenue", revenue), R("Free cash flow margin", [pct_of(f, r) for f, r in zip(fcf, revenue)], **PCT)],
               ["Free Cash Flow",
                "We define free cash flow, a non-GAAP measure, as net cash provided by operating activities less "
                "purchases of property and equipment and capitalized content development costs. The following table "
                "reconciles net cash provided by operating activities to free cash flow:",
                "Free cash flow in 2019 was reduced by $6.2 million of payments for the relocation of our headquarters "
                "to a new campus."],
               scale=1e3, scale_where="header corner", dollar="first_grand", dollar_cell=True)


def fernhythe() -> Doc:
    assets = {"Accounts receivable, net": 38.6, "Inventories": 12.4, "Property and equipment, net": 94.7,
              "Operating lease right-of-use assets": 27.3, "Goodwill": 41.5, "Other assets": 3.8}
    liabs = {"Accounts payable": 16.9, "Accrued liabilities": 11.2, "Operating lease liabilities": 28.6}
    rows = [S("Assets held for sale:")] + [R(k, [v]) for k, v in assets.items()]
    rows += [T("Total assets held for sale", [round(sum(assets.values()), 1)]), S("Liabilities held for sale:")]
    rows += [R(k, [v]) for k, v in liabs.items()] + [T("Total liabilities held for sale", [round(sum(liabs.values()), 1)])]
    return Doc("t28_fernhythe_held_for_sale", "Fernhythe Logistics Corp.", "assets and liabilities held for sale",
               [["", "December 31, 2019"]], ["2019"], rows,
               ["Assets Held for Sale",
                "In November 2019, the Board of Directors approved a plan to sell the Company's temperature-controlled "
                "warehousing business, which met the criteria to be classified as held for sale at December 31, 2019. "
                "The carrying amounts of the major classes of assets and liabilities held for sale were as follows "
                "(in millions):",
                "The sale is expected to close in the first half of 2020. The business does not represent a "
                "strategic shift and is therefore not presented as a discontinued operation."],
               scale=1e6, scale_where="prose", dec=1, dollar="sections")


def glenhallow() -> Doc:
    s1, s2, s3 = [4_812, 4_605, 4_317], [18_946, 17_208, 15_632], [2_384, 2_517, 2_291]
    total = vsum(s1, s2, s3)
    revenue = [635.4, 657.2, 684.9]
    return Doc("t29_glenhallow_emissions", "Glenhallow Apparel Co.", "greenhouse gas emissions",
               [["Tonnes CO2e", "2017", "2018", "2019"]], ["2017", "2018", "2019"],
               [R("Scope 1: direct emissions from owned facilities and vehicles", s1),
                R("Scope 2: purchased electricity (location-based)", s2), R("Scope 3: business travel", s3),
                G("Total gross emissions", total),
                R("Scope 2: purchased electricity (market-based)", [12_405, 9_816, 6_940]),
                R("Intensity ratio: tonnes CO2e per £m revenue", [round(t / r, 1) for t, r in zip(total, revenue)],
                  dec=1)],
               ["Greenhouse gas emissions",
                "The Group reports its emissions in line with the GHG Protocol Corporate Standard, using the "
                "operational control approach. Scope 3 reporting is limited to business travel; the Group does not "
                "yet report other Scope 3 categories.",
                "The reduction in market-based Scope 2 emissions reflects the move of the Group's distribution "
                "centres to renewable electricity tariffs."],
               scale=None, scale_where="none", dollar="none", col_fmt={c: COUNT for c in ["2017", "2018", "2019"]})


def hawkmere() -> Doc:
    costs, earn = [1_846_205, 1_532_918], [214_860, 176_342]
    tot = vsum(costs, earn)
    bills = [-2_048_372, -1_716_845]
    net = vsum(tot, bills)
    cie = [58_417, 41_206]
    bie = vdiff(net, cie)
    return Doc("t30_hawkmere_uncompleted_contracts", "Hawkmere Contractors, Inc.", "costs and estimated earnings on uncompleted contracts",
               [["", "December 31,", ""], ["", "2019", "2018"]], ["2019", "2018"],
               [R("Costs incurred on uncompleted contracts", costs), R("Estimated earnings", earn),
                T("Total costs and estimated earnings", tot), R("Less: billings to date", bills),
                G("Net under (over) billings", net),
                S("Included in the accompanying consolidated balance sheets under the following captions:"),
                R("Costs and estimated earnings in excess of billings on uncompleted contracts", cie),
                R("Billings in excess of costs and estimated earnings on uncompleted contracts", bie),
                T("Net under (over) billings", net)],
               ["Uncompleted Contracts",
                "Costs, estimated earnings and billings on uncompleted contracts consisted of the following at "
                "December 31 (in thousands):",
                "Hawkmere Contractors recognizes revenue on its fixed-price construction contracts over time, using "
                "the ratio of costs incurred to date to total estimated contract costs."],
               scale=1e3, scale_where="prose", dollar="first_grand")


BUILDERS = [brackmoor, culverhythe, dunsmere, emberleigh, foxhallow, gorsewick, hollowcrest, juniperwick, kingsmarrow,
            lindenreach, marlowfen, nethercombe, oakenrill, pipersgate, quaystone, rushcombe, saltmarrow, thornwhistle,
            underhallow, vellacourt, wyvernholt, yarnvale, zellbrook, amberlode, birchcairn, copperwick, dawnhollow,
            fernhythe, glenhallow, hawkmere]

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
                            creator="tatqa-style3 build", invariant=1)
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
