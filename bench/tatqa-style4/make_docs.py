"""A fourth held-out set in the manner of TAT-QA's test split, over NEW note tables (bench/tatqa-style4).

    python bench/tatqa-style4/make_docs.py OUTDIR

Writes thirty one-page PDFs with reportlab, each the way /work/shared/corpus/tatqa-dev/MANIFEST.md
describes its pages: the heading "Annual report (extract)", one note table, then one to three short
paragraphs of prose. Cell texts are exactly as built here ("$", "%", "(123)", "—", empty cells); the
leading rows without values are column headers, kept as separate rows; one of four table styles
(booktabs, borderless, grid, zebra), a DejaVu family and a paper size come from a hash of the table
uid; a table too wide for the portrait frame goes landscape. Deterministic (no randomness,
``invariant=1``, the system's DejaVu TTFs): the same bytes on every run.

Every table is an invented annual-report note of a fictional company (each name checked with grep -ri
against bench/ and /work/shared/corpus, the corpus PDFs' text included: no hits). The note types are
ones that none of bench/tatqa-style, tatqa-style2 and tatqa-style3 uses. Every figure lives in the
builder functions below; totals, subtotals, roll-forward balances, changes, percentages and weighted
averages are computed there, so the printed tables add up, and ``check_printed`` asserts that each
numeric cell prints its stored value. make_questions.py computes every gold answer from the same
``Doc`` objects. The model and rendering code (Row / Doc, the look and the layout rule) is adapted
from bench/tatqa-style3's make_docs.py (copied, not imported). tabsql was neither run, imported nor
read while this set was written.
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
NAMESPACE = uuid.UUID("9b3e61d4-2c57-4a8f-b0e9-5d17c4a2e836")
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
        return str(uuid.uuid5(NAMESPACE, "tatqa-style4/" + self.key))

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
Y3 = ["2020", "2019", "2018"]
Y2 = ["2020", "2019"]
YE = ["", "Year Ended December 31,", "", ""]


def alderwyn() -> Doc:
    cats = {"U.S. equity securities": [35, 36.4, 38.9], "International equity securities": [20, 19.1, 21.7],
            "Fixed income securities": [38, 37.2, 33.5], "Real estate": [5, 5.6, 4.3],
            "Cash and cash equivalents": [2, 1.7, 1.6]}
    rows = [R(k, v) for k, v in cats.items()]
    tot = [sum(v[0] for v in cats.values())] + [round(sum(v[i] for v in cats.values()), 1) for i in (1, 2)]
    assert tot == [100, 100.0, 100.0], tot
    rows.append(G("Total", tot))
    return Doc("t01_alderwyn_plan_asset_allocation", "Alderwyn Industries, Inc.", "pension plan asset allocation",
               [["", "Target Allocation", "Percentage of Plan Assets at December 31,", ""],
                ["Asset Category", "2021", "2020", "2019"]], ["tgt", "2020", "2019"], rows,
               ["Plan Assets",
                "The investment strategy of the Alderwyn Industries Retirement Plan seeks to earn a long-term return "
                "that, together with contributions, meets the plan's obligations while limiting the volatility of the "
                "funded status. The target allocation and the weighted-average allocation of plan assets were as "
                "follows:",
                "The fair value of plan assets was $412.6 million at December 31, 2020 and $389.4 million at "
                "December 31, 2019. The expected long-term rate of return on plan assets used to determine the 2020 "
                "net periodic benefit cost was 6.25%."],
               scale=None, scale_where="none", dollar="none",
               col_fmt={"tgt": {"pct": "%", "dec": 0, "unscaled": True},
                        "2020": dict(PCT), "2019": dict(PCT)},
               facts={"ret": "6.25%"})


def bramblecote() -> Doc:
    geo = {"United States": [412_806, 398_114], "Canada": [96_372, 88_905], "Mexico": [54_219, 61_730],
           "Europe": [38_644, 29_817], "Other": [7_905, 8_261]}
    rows = [R(k, v) for k, v in geo.items()]
    rows.append(G("Total long-lived assets", vsum(*geo.values())))
    return Doc("t02_bramblecote_long_lived_assets", "Bramblecote Foods Corporation", "long-lived assets by geographic area",
               [["", "December 31,", ""], ["(In thousands)", "2020", "2019"]], Y2, rows,
               ["Geographic Information",
                "Long-lived assets, which consist of property, plant and equipment, net and operating lease "
                "right-of-use assets, by geographic area were as follows:",
                "The increase in Europe reflects the snack plant near Wroclaw, Poland, which began production in the "
                "third quarter of 2020."],
               scale=1e3, scale_where="header corner", dollar="first_grand")


def carrowmere() -> Doc:
    div = {"Building Products": [612.4, -14.8, 22.5, 31.7], "Water Solutions": [418.9, -9.6, None, -12.3],
           "Energy Services": [287.3, 4.1, -18.6, 19.8], "Specialty Coatings": [195.6, -3.2, 8.4, 6.9]}
    rows = []
    for k, v in div.items():
        end = rnd(sum(x for x in v if x is not None), 1)
        rows.append(R(k, [*v, end, pct_of(v[3], v[0])]))
    tot = vsum(*[r.vals[:5] for r in rows], dec=1)
    rows.append(G("Group", tot + [pct_of(tot[3], tot[0])]))
    return Doc("t03_carrowmere_organic_growth", "Carrowmere Group plc", "organic revenue growth reconciliation",
               [["", "2019", "", "", "", "2020", ""],
                ["£m", "Revenue", "Currency translation", "Acquisitions and disposals", "Organic change", "Revenue",
                 "Organic growth"]],
               ["r19", "fx", "ma", "org", "r20", "pct"], rows,
               ["Alternative performance measures: organic growth",
                "Organic growth excludes the effects of currency translation and of acquisitions and disposals, and "
                "is measured against the prior year's reported revenue. The reconciliation of reported revenue to "
                "organic growth by division is as follows:",
                "The disposal in Energy Services was the sale of the offshore inspection business in March 2020; the "
                "acquisitions were two roofing distributors bought in the Netherlands."],
               scale=1e6, scale_where="header corner", dec=1, dollar="none",
               col_fmt={"pct": dict(PCT)})


def duskwater() -> Doc:
    items = {"Cash and cash equivalents": [184.2, 37.5, None], "Bank overdrafts": [-12.6, 4.9, None]}
    debt = {"Borrowings due within one year": [-250.0, 250.0, -300.0],
            "Borrowings due after one year": [-1_842.7, -410.0, 296.9],
            "Lease liabilities": [-96.4, 21.8, -17.3]}

    def full(v):
        return [*v, rnd(sum(x for x in v if x is not None), 1)]
    rows = [R(k, full(v)) for k, v in items.items()]
    rows.append(T("Net cash", vsum(*[r.vals for r in rows], dec=1)))
    drows = [R(k, full(v)) for k, v in debt.items()]
    rows += drows
    rows.append(G("Net debt", vsum(rows[2].vals, *[r.vals for r in drows], dec=1)))
    return Doc("t04_duskwater_net_debt", "Duskwater Utilities plc", "analysis of net debt",
               [["", "At 1 April", "Cash", "Non-cash", "At 31 March"], ["£m", "2019", "flow", "movements", "2020"]],
               ["open", "cf", "nc", "close"], rows,
               ["Analysis of net debt",
                "Net debt is the measure the Group uses to monitor its leverage against its covenant limits. The "
                "movements in net debt during the year were:",
                "Non-cash movements include the reclassification of £300.0m of bonds maturing within twelve months to "
                "borrowings due within one year, the amortisation of issue costs, and new leases entered into during "
                "the year."],
               scale=1e6, scale_where="header corner", dec=1, dollar="none")


def ebonvale() -> Doc:
    rows = [S("Assets:"),
            R("Long-term investments", [142.8, 151.3, 118.6, 121.9]),
            R("Notes receivable", [36.5, 35.9, 41.2, 40.4]),
            S("Liabilities:"),
            R("Term loan due 2024", [297.0, 297.0, 299.5, 299.5]),
            R("4.125% Senior Notes due 2028", [493.8, 521.6, None, None]),
            R("5.75% Senior Notes due 2023", [None, None, 348.1, 362.4]),
            R("Convertible senior notes due 2026", [412.7, 583.2, 398.9, 457.0])]
    return Doc("t05_ebonvale_fair_value_of_instruments", "Ebonvale Networks, Inc.",
               "carrying amounts and fair values of financial instruments",
               [["", "December 31, 2020", "", "December 31, 2019", ""],
                ["(In millions)", "Carrying Amount", "Fair Value", "Carrying Amount", "Fair Value"]],
               ["c20", "f20", "c19", "f19"], rows,
               ["Fair Value of Financial Instruments",
                "The carrying amounts and estimated fair values of financial instruments that are not measured at "
                "fair value on a recurring basis were as follows:",
                "The 4.125% Senior Notes were issued in February 2020, and the proceeds were used to redeem the 5.75% "
                "Senior Notes in full. The fair value of the convertible senior notes is driven mainly by the trading "
                "price of Ebonvale's common stock."],
               scale=1e6, scale_where="header corner", dec=1, dollar="sections", dollar_space=True)


def frostlyn() -> Doc:
    items = {"Operating lease right-of-use assets": [8_412, 3_906, 1_275],
             "Store property and equipment": [5_318, 2_644, 903],
             "Trade names": [None, 4_150, None], "Goodwill": [None, None, 6_822]}
    rows = [R(k, [*v, sum(x for x in v if x is not None)]) for k, v in items.items()]
    rows.append(G("Total impairment charges", vsum(*[r.vals for r in rows])))
    return Doc("t06_frostlyn_impairment_by_segment", "Frostlyn Retail Holdings, Inc.", "impairment charges by type and segment",
               [["Fiscal 2020", "Americas", "Europe", "Asia Pacific", "Total"]], ["am", "eu", "ap", "tot"], rows,
               ["Impairment of Long-Lived Assets and Goodwill",
                "During fiscal 2020, store closures and lower forecast store traffic led to the following impairment "
                "charges, by segment (in thousands):",
                "The goodwill impairment related to the Asia Pacific reporting unit, whose carrying amount exceeded "
                "its fair value after the closure of 31 stores in the region. The trade name impairment related to a "
                "European banner that is being converted to the Frostlyn name."],
               scale=1e3, scale_where="prose", dollar="first_grand", facts={"stores": 31})


def gildencroft() -> Doc:
    items = {"Salaries and benefits": [48_215, 53_906, 61_448], "Sales commissions": [12_770, 14_315, 17_902],
             "Advertising and marketing": [9_864, 11_208, 8_731], "Professional fees": [4_512, 5_077, 6_340],
             "Facilities and occupancy": [7_209, 7_655, 7_118], "Other": [3_318, 3_904, 4_266]}
    rows = [R(k, v) for k, v in items.items()]
    rows.append(G("Total selling, general and administrative expenses", vsum(*items.values())))
    return Doc("t07_gildencroft_sga_components", "Gildencroft Software, Inc.", "selling, general and administrative expenses",
               [YE, ["", "2018", "2019", "2020"]], ["2018", "2019", "2020"], rows,
               ["Selling, General and Administrative Expenses",
                "Selling, general and administrative expenses consisted of the following (in thousands):",
                "Advertising and marketing decreased in 2020 because the Company cancelled its in-person user "
                "conference and trade show program. Sales commissions grew with new subscription bookings."],
               scale=1e3, scale_where="prose", dollar="first_grand", dollar_space=True)


def hemlockridge() -> Doc:
    begin18 = 38_406
    prov, chg, paid = [24_318, 22_905, 21_770], [-1_206, 2_441, -655], [-22_417, -21_893, -20_914]
    end18 = begin18 + prov[2] + chg[2] + paid[2]
    end19 = end18 + prov[1] + chg[1] + paid[1]
    end20 = end19 + prov[0] + chg[0] + paid[0]
    ends = [end20, end19, end18]
    cur = [13_450, 12_980, 12_112]
    return Doc("t08_hemlockridge_self_insurance", "Hemlockridge Transport Corp.", "self-insurance reserves",
               [YE, ["(In thousands)", *Y3]], Y3,
               [R("Balance at beginning of year", [end19, end18, begin18]),
                R("Provision for current year claims", prov), R("Change in estimate for prior year claims", chg),
                R("Claims paid", paid), G("Balance at end of year", ends),
                R("Current portion (accrued liabilities)", cur),
                R("Long-term portion (other long-term liabilities)", [e - c for e, c in zip(ends, cur)])],
               ["Self-Insurance Reserves",
                "Hemlockridge Transport is self-insured for workers' compensation, auto liability and cargo claims up "
                "to $1.0 million per occurrence, above which it carries excess insurance. Reserves are estimated with "
                "the help of an independent actuary and are not discounted. Changes in the self-insurance reserves "
                "were as follows:"],
               scale=1e3, scale_where="header corner", dollar="first_grand", dollar_cell=True,
               facts={"ret": "$1.0 million"})


def ironwyck() -> Doc:
    onc = [[None, None, 25_000], [15_000, 10_000, None], [8_412, 9_736, 6_205]]
    oph = [[12_500, None, None], [3_186, 1_944, 612]]
    t_onc, t_oph = vsum(*onc), vsum(*oph)
    return Doc("t09_ironwyck_collaboration_revenue", "Ironwyck Therapeutics, Inc.", "collaboration revenue by arrangement",
               [YE, ["(In thousands)", *Y3]], Y3,
               [S("Oncology collaboration:"), R("License revenue", onc[0]), R("Milestone revenue", onc[1]),
                R("Research and development services", onc[2]), T("Total oncology collaboration", t_onc),
                S("Ophthalmology license:"), R("License revenue", oph[0]), R("Royalty revenue", oph[1]),
                T("Total ophthalmology license", t_oph),
                G("Total collaboration revenue", vsum(t_onc, t_oph))],
               ["Collaboration Revenue",
                "Ironwyck Therapeutics earns revenue under an oncology collaboration and an ophthalmology license "
                "agreement. Revenue by arrangement and type was as follows:",
                "The 2020 milestone was earned on the dosing of the first patient in the Phase 2 trial of IW-317. "
                "The ophthalmology license revenue was recognized when the licensee received the transfer of "
                "manufacturing know-how."],
               scale=1e3, scale_where="header corner", dollar="first_grand")


def kettlewyn() -> Doc:
    items = {"Billed receivables": [58_214, 51_907], "Unbilled receivables": [17_386, 19_554],
             "Other receivables": [2_918, 3_402]}
    gross = vsum(*items.values())
    allow = [-3_607, -2_795]
    return Doc("t10_kettlewyn_receivables", "Kettlewyn Health Services Ltd", "accounts receivable",
               [["$'000", "2020", "2019"]], Y2,
               [*[R(k, v) for k, v in items.items()], T("Total accounts receivable", gross),
                R("Less: allowance for credit losses", allow), G("Accounts receivable, net", vsum(gross, allow))],
               ["Trade and Other Receivables",
                "Accounts receivable at 30 June comprise:",
                "Unbilled receivables represent services delivered but not yet invoiced at balance date and are "
                "generally invoiced within 30 days. The allowance for credit losses is measured at an amount equal to "
                "lifetime expected credit losses."],
               scale=1e3, scale_where="header corner", dollar="none")


def larchmoss() -> Doc:
    items = {"Environmental remediation": [48.6, 52.3], "Deferred compensation": [31.2, 27.9],
             "Long-term incentive plans": [14.7, 11.8], "Uncertain tax positions": [22.4, 24.1],
             "Asset retirement obligations": [9.3, 8.8], "Other": [5.4, 7.4]}
    rows = [R(k, v) for k, v in items.items()]
    rows.append(G("Total other long-term liabilities", vsum(*items.values(), dec=1)))
    return Doc("t11_larchmoss_other_lt_liabilities", "Larchmoss Chemicals Corporation", "other long-term liabilities",
               [["", "December 31,", ""], ["", "2020", "2019"]], Y2, rows,
               ["Other Long-Term Liabilities",
                "Other long-term liabilities consisted of the following (in millions):",
                "Environmental remediation relates principally to two former manufacturing sites in Ohio and "
                "Louisiana; the current portion, $6.2 million at December 31, 2020, is included in accrued "
                "liabilities."],
               scale=1e6, scale_where="prose", dec=1, dollar="first_grand", dollar_space=True,
               facts={"cur": "$6.2 million"})


def mirefield() -> Doc:
    mines = {"North Ridge": [182_406, 171_950, 1_012, 1_064], "Ashby Flats": [96_318, 104_772, 1_245, 1_131],
             "Quarry Lake": [61_770, 48_209, 1_386, 1_512]}
    p20, p19 = sum(v[0] for v in mines.values()), sum(v[1] for v in mines.values())
    a20 = rnd(sum(v[0] * v[2] for v in mines.values()) / p20, 0)
    a19 = rnd(sum(v[1] * v[3] for v in mines.values()) / p19, 0)
    rows = [R(k, v) for k, v in mines.items()] + [G("Total / weighted average", [p20, p19, a20, a19])]
    return Doc("t12_mirefield_gold_production", "Mirefield Gold Mining Corp.", "gold production and all-in sustaining cost",
               [["", "Gold produced (ounces)", "", "All-in sustaining cost ($ per ounce)", ""],
                ["Mine", "2020", "2019", "2020", "2019"]], ["p20", "p19", "a20", "a19"], rows,
               ["Production and cost",
                "Gold production and all-in sustaining cost (AISC) by mine were as follows:",
                "AISC is a non-GAAP measure that includes cash operating costs, royalties, sustaining capital and "
                "reclamation accretion. The total AISC is weighted by ounces produced. Mining at Quarry Lake moved to "
                "the higher-grade east pit in mid-2020."],
               scale=None, scale_where="none", dollar="none",
               col_fmt={"p20": dict(COUNT), "p19": dict(COUNT),
                        "a20": {"dollar": "always", "unscaled": True}, "a19": {"dollar": "always", "unscaled": True}})


def nightcombe() -> Doc:
    gal, price = [412.6, 988.3, 951.7], [1.71, 2.09, 2.26]
    exp = [rnd(g * p, 1) for g, p in zip(gal, price)]
    return Doc("t13_nightcombe_aircraft_fuel", "Nightcombe Airlines, Inc.", "aircraft fuel consumption and expense",
               [YE, ["", *Y3]], Y3,
               [R("Gallons consumed (in millions)", gal, dec=1, scale=1e6, dollar="never"),
                R("Average price per gallon, including taxes and delivery", price, dec=2, dollar="always",
                  unscaled=True),
                R("Aircraft fuel expense (in millions)", exp, dec=1, scale=1e6, dollar="always"),
                R("Percentage of total operating expenses", [15.8, 23.4, 24.9], **PCT)],
               ["Aircraft Fuel",
                "Our results are significantly affected by the price and availability of jet fuel. Fuel consumption "
                "and expense were as follows:",
                "Capacity fell by 58% in 2020 as the network was cut back in response to the pandemic. The Company "
                "had no fuel hedge contracts outstanding at December 31, 2020."],
               scale=None, scale_where="row label", dollar="none")


def ospreyvale() -> Doc:
    oil, ngl, gas = [4_218, 4_906, 5_377], [1_305, 1_622, 1_890], [9_870, 11_532, 12_654]
    assert all(g % 6 == 0 for g in gas)
    boe = [o + n + g // 6 for o, n, g in zip(oil, ngl, gas)]
    P = {"dec": 2, "dollar": "never", "unscaled": True}
    return Doc("t14_ospreyvale_production_prices", "Ospreyvale Energy Corp.", "production volumes and realized prices",
               [YE, ["", "2018", "2019", "2020"]], ["2018", "2019", "2020"],
               [S("Production:"), R("Oil (MBbls)", oil, **COUNT), R("NGLs (MBbls)", ngl, **COUNT),
                R("Natural gas (MMcf)", gas, **COUNT), T("Total (MBoe)", boe, **COUNT),
                S("Average realized prices:"), R("Oil ($ per Bbl)", [62.18, 54.73, 37.41], **P),
                R("NGLs ($ per Bbl)", [26.44, 18.91, 14.06], **P), R("Natural gas ($ per Mcf)", [2.87, 2.12, 1.63], **P)],
               ["Production, Prices and Costs",
                "The following table sets out net production volumes and average realized prices, excluding the "
                "effect of commodity derivatives:",
                "Natural gas is converted to barrels of oil equivalent at six Mcf per barrel. Production grew in each "
                "year as the Company completed wells on its acreage in the Delaware Basin."],
               scale=None, scale_where="none", dollar="none")


def pewterbrook() -> Doc:
    per = {"First quarter 2021": [8_500, 51.20, 3_000, 40.00, 55.25],
           "Second quarter 2021": [8_000, 50.85, 3_000, 40.00, 54.10],
           "Third quarter 2021": [6_500, 49.40, 4_000, 38.50, 52.75],
           "Fourth quarter 2021": [6_000, 48.95, 4_000, 38.50, 52.30],
           "Full year 2022": [2_500, 47.60, None, None, None]}
    P = {"dec": 2, "unscaled": True}
    return Doc("t15_pewterbrook_oil_derivatives", "Pewterbrook Resources, Inc.", "open crude oil derivative positions",
               [["", "Swaps", "", "Collars", "", ""],
                ["Period", "Volume (Bbls per day)", "Weighted-Average Price ($/Bbl)", "Volume (Bbls per day)",
                 "Weighted-Average Floor ($/Bbl)", "Weighted-Average Ceiling ($/Bbl)"]],
               ["sv", "sp", "cv", "cf", "cc"], [R(k, v) for k, v in per.items()],
               ["Commodity Derivative Positions",
                "As of December 31, 2020, the Company had the following open crude oil derivative positions, all "
                "settled against the NYMEX WTI price:",
                "No collars have been entered into for 2022. The fair value of the open positions was a net liability "
                "of $14.8 million at December 31, 2020."],
               scale=None, scale_where="none", dollar="none",
               col_fmt={"sv": dict(COUNT), "cv": dict(COUNT), "sp": P, "cf": P, "cc": P})


def quillmarsh() -> Doc:
    mk = {"Dallas": [14, 3_412, 94.6, 52_318], "Atlanta": [11, 2_706, 91.2, 38_964],
          "Phoenix": [9, 2_155, 88.7, 27_805], "Denver": [7, 1_684, 96.1, 24_417],
          "Charlotte": [6, 1_238, 85.4, 15_857]}
    tot_abr = sum(v[3] for v in mk.values())
    tot_sf = sum(v[1] for v in mk.values())
    rows = [R(k, [*v, pct_of(v[3], tot_abr)]) for k, v in mk.items()]
    rows.append(G("Total", [sum(v[0] for v in mk.values()), tot_sf,
                            round(sum(v[1] * v[2] for v in mk.values()) / tot_sf, 1), tot_abr, 100.0]))
    assert abs(sum(r.vals[4] for r in rows[:-1]) - 100) < 0.05
    return Doc("t16_quillmarsh_portfolio_by_market", "Quillmarsh Realty Trust", "industrial property portfolio by market",
               [["Market", "Number of Properties", "Rentable Square Feet (in thousands)", "Percent Leased",
                 "Annualized Base Rent (in thousands)", "% of Total Annualized Base Rent"]],
               ["n", "sf", "lease", "abr", "share"], rows,
               ["Portfolio Summary",
                "As of December 31, 2020, Quillmarsh Realty Trust owned 47 industrial properties in five markets:",
                "Annualized base rent is the monthly contractual base rent in effect at December 31, 2020, "
                "multiplied by 12, before rent abatements. Percent leased for the total is weighted by rentable "
                "square feet."],
               scale=1e3, scale_where="column header", dollar="none",
               col_fmt={"n": dict(COUNT), "sf": {"dollar": "never"}, "lease": dict(PCT), "share": dict(PCT),
                        "abr": {"dollar": None}})


def rookhaven() -> Doc:
    begin = [142.6, 98.3, 41.7, 18.4]
    inflow, outflow = [21.8, 17.5, 6.2, 4.9], [-29.4, -13.6, -7.9, -2.1]
    net = vsum(inflow, outflow, dec=1)
    mkt, fx = [13.7, 5.2, 2.3, -0.8], [2.1, 1.4, 0.3, 0.2]
    end = vsum(begin, net, mkt, fx, dec=1)

    def wt(v):
        return [*v, rnd(sum(v), 1)]
    return Doc("t17_rookhaven_aum_rollforward", "Rookhaven Asset Management Inc.", "assets under management roll-forward",
               [["(in billions)", "Equity", "Fixed Income", "Multi-Asset", "Alternatives", "Total"]],
               ["eq", "fi", "ma", "alt", "tot"],
               [R("Assets under management, December 31, 2019", wt(begin)), R("Client inflows", wt(inflow)),
                R("Client outflows", wt(outflow)), T("Net client flows", wt(net)),
                R("Market appreciation (depreciation)", wt(mkt)), R("Foreign exchange", wt(fx)),
                G("Assets under management, December 31, 2020", wt(end))],
               ["Assets Under Management",
                "The following table shows the change in assets under management by asset class for the year ended "
                "December 31, 2020:",
                "Net outflows in Equity were concentrated in active U.S. large-cap strategies, while Fixed Income "
                "inflows came mainly from institutional liability-driven mandates."],
               scale=1e9, scale_where="header corner", dec=1, dollar="first_grand")


def silverbeck() -> Doc:
    begin18 = 1_842
    gross, disc = [412, 398, 371], [-355, -367, -349]
    net = [g + d for g, d in zip(gross, disc)]
    end18 = begin18 + net[2]
    end19 = end18 + net[1]
    end20 = end19 + net[0]
    K = {"scale": 1e3, "dollar": "never"}
    return Doc("t18_silverbeck_subscribers", "Silverbeck Communications Corp.", "broadband subscriber activity",
               [["", *Y3]], Y3,
               [S("Broadband subscribers (in thousands):"), R("Beginning of year", [end19, end18, begin18], **K),
                R("Gross additions", gross, **K), R("Disconnections", disc, **K), T("Net additions", net, **K),
                T("End of year", [end20, end19, end18], **K),
                R("Average monthly churn", [1.42, 1.61, 1.58], **{**PCT, "dec": 2}),
                R("Average monthly revenue per user (ARPU)", [64.18, 61.07, 58.93], **PS)],
               ["Subscriber Data",
                "The following table summarizes broadband subscriber activity for Silverbeck Communications:",
                "Churn is the average of monthly disconnections divided by average subscribers for the period. ARPU "
                "increased as customers moved to gigabit plans."],
               scale=None, scale_where="row label", dollar="none")


def tansyford() -> Doc:
    lines = {"Commercial property": [412.8, 376.1], "General liability": [298.4, 285.9],
             "Workers' compensation": [187.3, 201.6], "Commercial auto": [154.9, 139.2],
             "Specialty lines": [96.7, 71.4]}
    rows = [R(k, [*v, pct_change(v[0], v[1])]) for k, v in lines.items()]
    tot = vsum(*lines.values(), dec=1)
    rows.append(G("Total net premiums written", [*tot, pct_change(tot[0], tot[1])]))
    return Doc("t19_tansyford_premiums_written", "Tansyford Insurance Group, Inc.", "net premiums written by line",
               [["", "2020", "2019", "% Change"]], ["2020", "2019", "chg"], rows,
               ["Net Premiums Written",
                "Net premiums written by line of business were as follows (dollars in millions):",
                "Renewal rate increases averaged 7.8% across the commercial lines in 2020. Workers' compensation "
                "premiums declined because payrolls, on which the premiums are based, fell in the hospitality and "
                "construction sectors."],
               scale=1e6, scale_where="prose", dec=1, dollar="first_grand", col_fmt={"chg": dict(PCT)},
               facts={"rate": "7.8%"})


def umbermoor() -> Doc:
    items = {"Fixed maturity securities": [184_306, 176_912, 168_440], "Equity securities": [12_418, 14_905, 13_227],
             "Mortgage loans": [22_716, 20_384, 17_952], "Short-term investments and cash": [1_905, 6_812, 5_209],
             "Other invested assets": [3_644, 2_106, -1_318]}
    gross = vsum(*items.values())
    exp = [-9_804, -9_211, -8_670]
    return Doc("t20_umbermoor_net_investment_income", "Umbermoor Life & Annuity Company", "net investment income",
               [["", "Years Ended December 31,", "", ""], ["(In thousands)", *Y3]], Y3,
               [*[R(k, v) for k, v in items.items()], T("Gross investment income", gross),
                R("Investment expenses", exp), G("Net investment income", vsum(gross, exp))],
               ["Net Investment Income",
                "The components of net investment income were as follows:",
                "The decline in income from short-term investments and cash reflects lower money market yields in "
                "2020. Other invested assets are mainly limited partnership interests reported on a one-quarter lag."],
               scale=1e3, scale_where="header corner", dollar="first_grand", dollar_space=True)


def vintrecourt() -> Doc:
    return Doc("t21_vintrecourt_pro_forma", "Vintrecourt Brands, Inc.", "unaudited pro forma results",
               [["", "Year Ended December 31,", ""], ["(In millions, except per share amounts)", "2020", "2019"]], Y2,
               [R("Revenue", [2_418.6, 2_287.3]), R("Net income", [196.4, 172.8]),
                R("Basic earnings per share", [2.81, 2.47], **PS), R("Diluted earnings per share", [2.76, 2.43], **PS)],
               ["Unaudited Pro Forma Information",
                "On July 1, 2020, Vintrecourt Brands completed the acquisition of a maker of premium pet food for "
                "$642.0 million in cash. The following unaudited pro forma results present the combined results as "
                "if the acquisition had occurred on January 1, 2019:",
                "The pro forma results include the amortization of acquired intangible assets and exclude acquisition "
                "costs of $9.2 million. They are not necessarily indicative of the results that would have been "
                "achieved."],
               scale=1e6, scale_where="header corner", dec=1, dollar="first_grand",
               facts={"date": "July 1, 2020", "costs": "$9.2 million"})


def willowmarch() -> Doc:
    assets = {"Cash and cash equivalents": [14_206, 9_873], "Investments in subsidiaries": [1_286_470, 1_194_315],
              "Due from subsidiaries": [48_912, 61_208], "Other assets": [6_315, 5_742]}
    ta = vsum(*assets.values())
    liabs = {"Accrued liabilities": [11_804, 10_277], "Long-term debt": [395_612, 444_930]}
    tl = vsum(*liabs.values())
    eq = vdiff(ta, tl)
    return Doc("t22_willowmarch_parent_balance_sheet", "Willowmarch Holdings, Inc.", "condensed parent company balance sheets",
               [["", "December 31,", ""], ["(In thousands)", "2020", "2019"]], Y2,
               [S("Assets"), *[R(k, v) for k, v in assets.items()], G("Total assets", ta),
                S("Liabilities and stockholders' equity"), *[R(k, v) for k, v in liabs.items()],
                T("Total liabilities", tl), T("Total stockholders' equity", eq),
                G("Total liabilities and stockholders' equity", vsum(tl, eq))],
               ["Schedule I: Condensed Financial Information of Registrant",
                "Willowmarch Holdings, Inc. (Parent Company Only), Condensed Balance Sheets:",
                "The parent company's investments in subsidiaries are accounted for under the equity method. "
                "Long-term debt consists of the parent's 4.50% senior notes due 2027 and borrowings under its "
                "revolving credit facility."],
               scale=1e3, scale_where="header corner", dollar="sections", dollar_cell=True)


def yewcastle() -> Doc:
    assets = {"Cash and restricted cash": [38.4, 27.9], "Accounts receivable": [12.6, 10.1],
              "Property, plant and equipment, net": [846.2, 702.5], "Other assets": [19.7, 15.3]}
    liabs = {"Accounts payable and accrued liabilities": [24.3, 31.8], "Non-recourse project debt": [512.9, 418.6],
             "Other liabilities": [8.1, 6.4]}
    return Doc("t23_yewcastle_vie", "Yewcastle Energy Storage, Inc.", "assets and liabilities of consolidated VIEs",
               [["", "2020", "2019"]], Y2,
               [S("Assets:"), *[R(k, v) for k, v in assets.items()], G("Total assets", vsum(*assets.values(), dec=1)),
                S("Liabilities:"), *[R(k, v) for k, v in liabs.items()],
                G("Total liabilities", vsum(*liabs.values(), dec=1))],
               ["Variable Interest Entities",
                "Yewcastle Energy Storage consolidates four battery storage project companies that are variable "
                "interest entities, because it directs the activities that most affect their economic performance. "
                "The assets and liabilities of the consolidated VIEs included in the consolidated balance sheets at "
                "December 31 were as follows (in millions):",
                "The assets of the VIEs can be used only to settle obligations of the VIEs, and the creditors of the "
                "VIEs have no recourse to the general credit of Yewcastle."],
               scale=1e6, scale_where="prose", dec=1, dollar="sections", facts={"n": "four"})


def zephyrine() -> Doc:
    begin19 = 58_772
    ni, dist, contrib, purch = [-4_318, 6_905], [-2_150, -7_480], [11_600, 3_250], [None, -12_406]
    end19 = begin19 + ni[1] + dist[1] + contrib[1] + purch[1]
    end20 = end19 + ni[0] + dist[0] + contrib[0]
    return Doc("t24_zephyrine_noncontrolling_interests", "Zephyrine Hotels & Resorts, Inc.", "noncontrolling interests",
               [["(In thousands)", "2020", "2019"]], Y2,
               [R("Balance at beginning of year", [end19, begin19]),
                R("Net income (loss) attributable to noncontrolling interests", ni),
                R("Distributions to noncontrolling interests", dist),
                R("Contributions from noncontrolling interests", contrib),
                R("Purchase of noncontrolling interests", purch), G("Balance at end of year", [end20, end19])],
               ["Noncontrolling Interests",
                "Zephyrine Hotels & Resorts holds controlling interests in joint ventures that own five of its hotels. "
                "Changes in noncontrolling interests were as follows:",
                "In 2019 the Company bought its partner's 30% interest in the joint venture that owns its Scottsdale "
                "resort. Contributions in 2020 funded the renovation of two joint-venture hotels."],
               scale=1e3, scale_where="header corner", dollar="first_grand", facts={"pct": "30%"})


def crannoch() -> Doc:
    begin19 = 31_806
    cap, amort, imp = [27_318, 22_406], [-18_944, -15_212], [None, -415]
    end19 = begin19 + cap[1] + amort[1] + imp[1]
    end20 = end19 + cap[0] + amort[0]
    cur = [19_705, 16_318]
    return Doc("t25_crannoch_deferred_commissions", "Crannoch Data Systems, Inc.", "deferred commissions (costs to obtain contracts)",
               [["", "Year Ended December 31,", ""], ["(In thousands)", "2020", "2019"]], Y2,
               [R("Beginning balance", [end19, begin19]), R("Commissions capitalized", cap), R("Amortization", amort),
                R("Impairment", imp), G("Ending balance", [end20, end19]),
                R("Deferred commissions, current", cur),
                R("Deferred commissions, non-current", [end20 - cur[0], end19 - cur[1]])],
               ["Deferred Commissions",
                "Crannoch Data Systems capitalizes sales commissions that are incremental to obtaining customer "
                "contracts and amortizes them on a straight-line basis over an expected period of benefit of five "
                "years. The activity in deferred commissions was as follows:",
                "The 2019 impairment related to commissions on contracts of a customer that entered bankruptcy."],
               scale=1e3, scale_where="header corner", dollar="first_grand", facts={"life": "five years"})


def dovenridge() -> Doc:
    items = {"Royalties": [64_218, 70_905, 58_312], "Advertising fund contributions": [31_406, 34_772, 28_950],
             "Initial and renewal franchise fees": [4_815, 5_230, 3_906], "Other franchise revenue": [2_106, 2_488, 1_977]}
    return Doc("t26_dovenridge_franchise_revenues", "Dovenridge Restaurant Group", "franchise revenues",
               [["$'000", "2018", "2019", "2020"]], ["2018", "2019", "2020"],
               [*[R(k, v) for k, v in items.items()], G("Total franchise revenues", vsum(*items.values())),
                R("Franchised restaurants at end of year", [1_184, 1_262, 1_241], **COUNT)],
               ["Franchise Revenues",
                "Franchise revenues consisted of:",
                "Royalties are 5.0% of franchisees' gross sales. In 2020 the Company deferred royalties for two months "
                "for franchisees in markets with dining-room closures."],
               scale=1e3, scale_where="header corner", dollar="none")


def elmstrand() -> Doc:
    begin19 = 24_816
    earned, redeemed, brk = [46_218, 41_905], [-38_406, -36_512], [-5_104, -4_377]
    end19 = begin19 + earned[1] + redeemed[1] + brk[1]
    end20 = end19 + earned[0] + redeemed[0] + brk[0]
    return Doc("t27_elmstrand_loyalty_liability", "Elmstrand Stores, Inc.", "loyalty program liability",
               [["", "Fiscal 2020", "Fiscal 2019"]], ["2020", "2019"],
               [R("Balance at beginning of year", [end19, begin19]), R("Points earned by members", earned),
                R("Points redeemed", redeemed), R("Breakage recognized", brk), G("Balance at end of year", [end20, end19]),
                R("Points outstanding at end of year (in millions)", [1_938, 1_702], scale=1e6, dollar="never")],
               ["Loyalty Program",
                "Members of the Elmstrand Rewards program earn points on purchases that can be redeemed for discounts "
                "on future purchases. The Company defers revenue for the points earned. Changes in the deferred "
                "revenue liability were as follows (in thousands, except points):",
                "Breakage is recognized in proportion to redemptions, based on an estimate that 12% of points will "
                "never be redeemed."],
               scale=1e3, scale_where="prose", dollar="first_grand", facts={"brk": "12%"})


def fenwyck() -> Doc:
    b18 = [18_406, 42_918, 6_215]
    cur19, prior19, pay19 = [212_730, 164_215, 9_806], [-1_204, 2_317, 455], [-209_915, -158_306, -8_911]
    cur20, prior20, pay20 = [236_418, 181_902, 10_744], [812, -3_046, -276], [-231_077, -177_614, -9_902]
    b19 = vsum(b18, cur19, prior19, pay19)
    b20 = vsum(b19, cur20, prior20, pay20)

    def wt(v):
        return [*v, sum(v)]
    return Doc("t28_fenwyck_gross_to_net_reserves", "Fenwyck Pharmaceuticals, Inc.", "product revenue reserves",
               [["(In thousands)", "Chargebacks", "Rebates", "Returns", "Total"]], ["cb", "rb", "rt", "tot"],
               [R("Balance at December 31, 2018", wt(b18)), R("Provision related to current year sales", wt(cur19)),
                R("Provision related to prior year sales", wt(prior19)), R("Credits and payments", wt(pay19)),
                T("Balance at December 31, 2019", wt(b19)), R("Provision related to current year sales", wt(cur20)),
                R("Provision related to prior year sales", wt(prior20)), R("Credits and payments", wt(pay20)),
                G("Balance at December 31, 2020", wt(b20))],
               ["Product Revenue Reserves",
                "Product sales are recorded net of estimated chargebacks, rebates and returns. Activity in the product "
                "revenue reserves was as follows:",
                "Rebates include Medicaid, Medicare Part D and commercial payer rebates. Chargebacks are credits to "
                "wholesalers for the difference between the wholesale acquisition cost and contract prices."],
               scale=1e3, scale_where="header corner", dollar="first_grand")


def hatchmoor() -> Doc:
    items = {"Network expansion": [318.4, 287.9, 254.6], "Network maintenance": [142.7, 151.3, 148.2],
             "Customer premises equipment": [96.5, 104.8, 88.1],
             "Information technology and software": [61.2, 55.6, 49.7], "Facilities and other": [18.9, 24.3, 21.5]}
    return Doc("t29_hatchmoor_capex_by_category", "Hatchmoor Fiber Communications, Inc.", "capital expenditures by category",
               [YE, ["(In millions)", *Y3]], Y3,
               [*[R(k, v) for k, v in items.items()], G("Total capital expenditures", vsum(*items.values(), dec=1)),
                R("Capital intensity (capital expenditures as a % of revenue)", [18.6, 19.2, 18.4], **PCT)],
               ["Capital Expenditures",
                "Capital expenditures by category were as follows:",
                "Network expansion spending in 2020 extended the fiber network to 310,000 additional homes and "
                "businesses."],
               scale=1e6, scale_where="header corner", dec=1, dollar="first_grand", facts={"homes": "310,000"})


def jorvale() -> Doc:
    items = {"Materials": [184_912, 171_306], "Direct labor": [62_418, 60_955], "Manufacturing overhead": [41_207, 38_614],
             "Freight and distribution": [18_806, 14_372], "Warranty and other": [4_115, 4_902]}
    rows = [R(k, [*v, v[0] - v[1], pct_change(v[0], v[1])]) for k, v in items.items()]
    tot = vsum(*items.values())
    rows.append(G("Total cost of revenues", [*tot, tot[0] - tot[1], pct_change(tot[0], tot[1])]))
    return Doc("t30_jorvale_cost_of_revenues", "Jorvale Manufacturing Company", "cost of revenues by component",
               [["", "Year Ended December 31,", "", "", ""], ["(In thousands)", "2020", "2019", "$ Change", "% Change"]],
               ["2020", "2019", "chg", "pct"], rows,
               ["Cost of Revenues",
                "Cost of revenues by component was as follows:",
                "Freight and distribution costs rose because of higher ocean container rates in the second half of "
                "2020. Warranty and other costs fell after the redesign of the pump controller."],
               scale=1e3, scale_where="header corner", dollar="first_grand", col_fmt={"pct": dict(PCT)})


BUILDERS = [alderwyn, bramblecote, carrowmere, duskwater, ebonvale, frostlyn, gildencroft, hemlockridge, ironwyck,
            kettlewyn, larchmoss, mirefield, nightcombe, ospreyvale, pewterbrook, quillmarsh, rookhaven, silverbeck,
            tansyford, umbermoor, vintrecourt, willowmarch, yewcastle, zephyrine, crannoch, dovenridge, elmstrand,
            fenwyck, hatchmoor, jorvale]

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
                            creator="tatqa-style4 build", invariant=1)
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
