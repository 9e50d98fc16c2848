"""A fifth held-out set in the manner of TAT-QA's test split, over NEW note tables (bench/tatqa-style5).

    python bench/tatqa-style5/make_docs.py OUTDIR

Writes thirty one-page PDFs with reportlab, each the way /work/shared/corpus/tatqa-dev/MANIFEST.md
describes its pages: the heading "Annual report (extract)", one note table, then one to three short
paragraphs of prose. Cell texts are exactly as built here ("$", "%", "(123)", "—", empty cells, text
cells); the leading rows without values are column headers, kept as separate rows; one of four table
styles (booktabs, borderless, grid, zebra), a DejaVu family and a paper size come from a hash of the
table uid; a table too wide for the portrait frame goes landscape. Deterministic (no randomness,
``invariant=1``, the system's DejaVu TTFs): the same bytes on every run.

Every table is an invented annual-report note of a fictional company (each name checked with grep -ril
against bench/ and /work/shared/corpus, the corpus PDFs' text included: no hits). The note types are
ones that none of bench/tatqa-style, tatqa-style2, tatqa-style3 and tatqa-style4 lists. Every figure
lives in the builder functions below; totals, subtotals, roll-forward balances, changes, percentages,
ratios and per-unit figures are computed there, so the printed tables add up, and ``check_printed``
asserts that each numeric cell prints its stored value. make_questions.py computes every gold answer
from the same ``Doc`` objects. The model and rendering code (Row / Doc, the look and the layout rule)
is copied from bench/tatqa-style4's make_docs.py (not imported), with a new uuid namespace. tabsql was
neither run, imported nor read while this set was written.
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
NAMESPACE = uuid.UUID("4f7c2a90-b6d3-4e15-9a88-c03e5d71b2f4")
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
        return str(uuid.uuid5(NAMESPACE, "tatqa-style5/" + self.key))

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
Y3 = ["2019", "2018", "2017"]
Y2 = ["2019", "2018"]
YO = ["2017", "2018", "2019"]
YE = ["", "Year Ended December 31,", "", ""]
NUM1 = {"dec": 1, "dollar": "never", "unscaled": True}       # a plain figure with one decimal (days, net wells)
RATIO2 = {"dec": 2, "dollar": "never", "unscaled": True}     # a plain ratio with two decimals


def arvenstone() -> Doc:
    sec = {"Offices": [1_284.6, 96.4, 31.7, -54.2, 47.3], "Retail": [742.3, None, 12.9, -88.6, -61.8],
           "Logistics": [416.8, 138.2, 8.4, None, 39.5]}
    cols = ["off", "ret", "log"]
    labels = ["At 1 January 2019", "Acquisitions", "Capital expenditure", "Disposals",
              "Revaluation gains (losses)"]
    per_col = {c: v for c, v in zip(cols, sec.values())}
    rows = []
    for i, lab in enumerate(labels):
        vals = [per_col[c][i] for c in cols]
        rows.append(R(lab, [*vals, rnd(sum(x for x in vals if x is not None), 1)]))
    end = vsum(*[r.vals for r in rows], dec=1)
    rows.append(G("At 31 December 2019", end))
    return Doc("t01_arvenstone_investment_property", "Arvenstone Property N.V.", "investment property by sector",
               [["€m", "Offices", "Retail", "Logistics", "Total"]], [*cols, "tot"], rows,
               ["Investment property",
                "Investment property is measured at fair value. The movements in the carrying amount of investment "
                "property by sector during the year were as follows:",
                "All properties were valued at 31 December 2019 by independent external valuers. The revaluation "
                "loss on retail property reflects weaker tenant demand for secondary shopping centres; the retail "
                "disposals were two shopping centres in Eindhoven and Breda. The logistics acquisitions were three "
                "distribution warehouses near Venlo."],
               scale=1e6, scale_where="header corner", dec=1, dollar="none")


def brightcairn() -> Doc:
    start = [18_412, 7_305, 3_126]
    y18 = {"Purchases and costs capitalised": [1_206, 2_410, 4_518],
           "Gain (loss) from changes in fair value less costs to sell": [2_318, 611, 1_387],
           "Decreases due to sales": [-1_954, -3_018, None],
           "Transferred to inventory at harvest": [None, None, -5_604]}
    y19 = {"Purchases and costs capitalised": [884, 2_975, 4_902],
           "Gain (loss) from changes in fair value less costs to sell": [-1_127, 1_042, 1_655],
           "Decreases due to sales": [-2_206, -2_644, None],
           "Transferred to inventory at harvest": [None, None, -6_177]}

    def wt(v):
        return [*v, sum(x for x in v if x is not None)]
    end18 = vsum(start, *y18.values())
    end19 = vsum(end18, *y19.values())
    rows = [R("Balance at 1 July 2017", wt(start)), *[R(k, wt(v)) for k, v in y18.items()],
            T("Balance at 30 June 2018", wt(end18)), *[R(k, wt(v)) for k, v in y19.items()],
            G("Balance at 30 June 2019", wt(end19))]
    return Doc("t02_brightcairn_biological_assets", "Brightcairn Farming Limited", "biological assets reconciliation",
               [["$'000", "Dairy cattle", "Beef cattle", "Standing crops", "Total"]], ["dairy", "beef", "crops", "tot"],
               rows,
               ["Biological assets",
                "Biological assets comprise dairy and beef cattle and crops growing on the Group's farms. They are "
                "measured at fair value less costs to sell. The reconciliation of carrying amounts is as follows:",
                "The Group held 6,420 dairy cows at 30 June 2019 (2018: 6,885). The fair value loss on the dairy herd "
                "in the 2019 year reflects the lower milk price forecast used by the valuer."],
               scale=1e3, scale_where="header corner", dollar="none", facts={"cows": "6,420"})


def caddowmere() -> Doc:
    open18 = 8_946
    rec, rel, rep = [3_412, 2_105], [-2_287, -1_964], [-316, None]
    end18 = open18 + rec[1] + rel[1]
    end19 = end18 + rec[0] + rel[0] + rep[0]
    cur = [2_405, 2_118]
    return Doc("t03_caddowmere_government_grants", "Caddowmere Engineering plc", "government grants (deferred income)",
               [["£'000", "2019", "2018"]], Y2,
               [R("At 1 January", [end18, open18]), R("Received during the year", rec),
                R("Released to the income statement", rel), R("Repaid", rep), G("At 31 December", [end19, end18]),
                R("Current", cur), R("Non-current", [end19 - cur[0], end18 - cur[1]])],
               ["Government grants",
                "Government grants received towards the cost of property, plant and equipment are included in "
                "liabilities as deferred income and released to the income statement over the expected useful lives "
                "of the related assets, which average 12 years.",
                "The grants relate mainly to the low-emission turbine programme and to regional growth funding for the "
                "Gateshead assembly plant. The repayment in 2019 followed the closure of a test cell before the end "
                "of the grant's employment condition."],
               scale=1e3, scale_where="header corner", dollar="none", facts={"life": "12 years"})


def draycombe() -> Doc:
    rel = {"Associates:": [[142.1, 128.8], [384.1, 419.1], [23.2, 19.5], [51.0, 62.8]],
           "Joint ventures:": [[67.3, 59.2], [98.8, 84.0], [12.1, 9.9], [17.4, 15.3]]}
    labels = ["Sales of goods and services", "Purchases of goods", "Amounts owed by related parties",
              "Amounts owed to related parties"]
    rows = []
    for sec, vals in rel.items():
        rows.append(S(sec))
        rows += [R(lab, v) for lab, v in zip(labels, vals)]
    return Doc("t04_draycombe_related_parties", "Draycombe Retail Group, Inc.", "related party transactions",
               [["", "Year Ended December 31,", ""], ["(In millions)", "2019", "2018"]], Y2, rows,
               ["Related Party Transactions",
                "The Company holds equity-method interests in two associates, which supply private-label apparel, and "
                "in two joint ventures that operate stores in outlet centers. Transactions with these related parties, "
                "and balances at year end, were as follows:",
                "All transactions with related parties are made on terms equivalent to those that prevail in "
                "arm's-length transactions. Balances are unsecured and settled in cash within 60 days."],
               scale=1e6, scale_where="header corner", dec=1, dollar="sections", facts={"days": "60 days"})


def elsbridge() -> Doc:
    cash, commit, drawn, lc = [412.6, 358.9], [750.0, 750.0], [-125.0, -210.0], [-18.4, -22.7]
    avail = vsum(commit, drawn, lc, dec=1)
    return Doc("t05_elsbridge_liquidity", "Elsbridge Industrial Corp.", "available liquidity",
               [["", "December 31,", ""], ["(In millions)", "2019", "2018"]], Y2,
               [R("Cash and cash equivalents", cash), R("Revolving credit facility commitment", commit),
                R("Less: borrowings outstanding under the revolving credit facility", drawn),
                R("Less: letters of credit issued under the facility", lc),
                T("Availability under the revolving credit facility", avail),
                G("Total liquidity", vsum(cash, avail, dec=1))],
               ["Liquidity",
                "Our principal sources of liquidity are cash on hand and our revolving credit facility. Available "
                "liquidity was as follows:",
                "The revolving credit facility matures on June 28, 2024 and carries a commitment fee of 0.20% a year "
                "on the unused amount. We were in compliance with all of its covenants at December 31, 2019."],
               scale=1e6, scale_where="header corner", dec=1, dollar="first_grand", dollar_space=True,
               facts={"maturity": "June 28, 2024"})


def glenvarra() -> Doc:
    open19 = 152.7
    conf, paid = [1_046.8, 962.4], [-1_021.5, -930.8]
    end19 = rnd(open19 + conf[1] + paid[1], 1)
    end20 = rnd(end19 + conf[0] + paid[0], 1)
    return Doc("t06_glenvarra_supplier_finance", "Glenvarra Foods, Inc.", "supplier finance program obligations",
               [["", "Fiscal 2020", "Fiscal 2019"]], ["2020", "2019"],
               [R("Confirmed obligations outstanding at the beginning of the year", [end19, open19]),
                R("Invoices confirmed during the year", conf), R("Confirmed invoices paid during the year", paid),
                G("Confirmed obligations outstanding at the end of the year", [end20, end19])],
               ["Supplier Finance Program",
                "Glenvarra Foods has an agreement with a financial institution under which participating suppliers "
                "may sell their receivables from the Company to the institution before their due date. The Company "
                "negotiates payment terms of 120 days with these suppliers, and its obligations are unaffected by "
                "a supplier's decision to take part. The confirmed obligations are presented in accounts payable.",
                "The roll-forward of confirmed obligations outstanding under the program was as follows (in "
                "millions):"],
               scale=1e6, scale_where="prose", dec=1, dollar="first_grand", facts={"terms": "120 days"})


def halvercross() -> Doc:
    th = {"Released, net of amortization": [284.6, 251.9], "Completed, not released": [42.2, 18.3],
          "In production": [96.4, 121.8], "In development": [12.9, 9.9]}
    tv = {"Released, net of amortization": [118.4, 97.2], "In production": [37.8, 44.1],
          "In development": [4.2, 3.6]}
    lic = [61.3, 55.7]
    t_th, t_tv = vsum(*th.values(), dec=1), vsum(*tv.values(), dec=1)
    return Doc("t07_halvercross_content_assets", "Halvercross Studios, Inc.", "film and television content assets",
               [["", "December 31,", ""], ["(In millions)", "2019", "2018"]], Y2,
               [S("Theatrical films:"), *[R(k, v) for k, v in th.items()], T("Total theatrical films", t_th),
                S("Television programs:"), *[R(k, v) for k, v in tv.items()], T("Total television programs", t_tv),
                R("Licensed content, net", lic), G("Total content assets", vsum(t_th, t_tv, lic, dec=1))],
               ["Content Assets",
                "Capitalized film and television production costs and licensed content consisted of the following:",
                "Amortization of content assets was $212.4 million in 2019. About 86% of the unamortized costs of "
                "released theatrical films are expected to be amortized within three years."],
               scale=1e6, scale_where="header corner", dec=1, dollar="first_grand", dollar_space=True,
               facts={"three": "86%"})


def inchcrag() -> Doc:
    seg = {"Aerospace": ([1_284.6, 1_106.2], [1_147.0, 1_053.5]),
           "Industrial Automation": ([842.7, 918.4], [896.4, 891.6]),
           "Medical Devices": ([506.3, 471.8], [468.9, 462.1])}
    rows = [R(k, [*o, round(o[0] / s[0], 2), round(o[1] / s[1], 2)]) for k, (o, s) in seg.items()]
    to = vsum(*[o for o, _ in seg.values()], dec=1)
    ts = vsum(*[s for _, s in seg.values()], dec=1)
    rows.append(G("Total", [*to, round(to[0] / ts[0], 2), round(to[1] / ts[1], 2)]))
    return Doc("t08_inchcrag_orders_book_to_bill", "Inchcrag Systems Corporation", "orders and book-to-bill by segment",
               [["", "Orders (in millions)", "", "Book-to-bill ratio", ""], ["Segment", "2019", "2018", "2019", "2018"]],
               ["o19", "o18", "b19", "b18"], rows,
               ["Orders",
                "Orders represent firm purchase commitments received from customers during the year. The book-to-bill "
                "ratio is orders divided by net sales for the same period. Orders and book-to-bill ratios by segment "
                "were as follows:",
                "Industrial Automation orders declined as customers in the automotive industry postponed capacity "
                "projects. Aerospace orders included a multi-year engine sensor award valued at $214.0 million."],
               scale=None, scale_where="column header", dec=1, dollar="first_grand",
               col_fmt={"o19": {"scale": 1e6}, "o18": {"scale": 1e6}, "b19": dict(RATIO2), "b18": dict(RATIO2)})


def ketteridge() -> Doc:
    plans = {"Great Lakes Drivers Pension Fund": ["41-7702853/001", "Red", "Red", "Implemented", 14_218, 13_705, 12_944, "Yes"],
             "Western Freight Employees Pension Plan": ["93-6114027/001", "Green", "Green", "No", 8_406, 8_912, 9_330, "No"],
             "Keystone Warehouse Workers Pension Fund": ["23-6520419/002", "Yellow", "Red", "Implemented", 3_117, 2_986, 2_805, "Yes"],
             "Southern Cartage Retirement Plan": ["58-6031866/001", "Green", "Yellow", "No", 2_054, 1_978, 2_102, "No"]}
    rows = [R(k, v) for k, v in plans.items()]
    rows.append(R("Other funds", ["", "", "", "", 1_209, 1_144, 1_087, ""]))
    tot = vsum(*[r.vals[4:7] for r in rows])
    rows.append(G("Total contributions", ["", "", "", "", *tot, ""]))
    return Doc("t09_ketteridge_multiemployer_plans", "Ketteridge Freight Lines, Inc.", "multiemployer pension plans",
               [["", "EIN/Pension", "Pension Protection Act Zone Status", "", "FIP/RP Status",
                 "Contributions (in thousands)", "", "", "Surcharge"],
                ["Pension Fund", "Plan Number", "2019", "2018", "Implemented", "2019", "2018", "2017", "Imposed"]],
               ["ein", "z19", "z18", "fip", "c19", "c18", "c17", "sur"], rows,
               ["Multiemployer Pension Plans",
                "The Company contributes to multiemployer defined benefit pension plans under collective bargaining "
                "agreements that cover its union-represented drivers and dock workers. The zone status is based on "
                "the most recent information the plans provided: plans in the red zone are generally less than 65% "
                "funded, plans in the yellow zone less than 80% funded, and plans in the green zone at least 80% "
                "funded.",
                "The collective bargaining agreement with the Great Lakes Drivers Pension Fund expires on March 31, "
                "2022."],
               scale=1e3, scale_where="column header", dollar="first_grand",
               col_fmt={"c19": {"scale": 1e3}, "c18": {"scale": 1e3}, "c17": {"scale": 1e3}},
               facts={"exp": "March 31, 2022"})


def lindqvale() -> Doc:
    dso, dio, dpo = [58.4, 61.2, 55.7], [74.9, 81.3, 86.5], [49.6, 52.8, 57.2]
    ccc = [rnd(a + b - c, 1) for a, b, c in zip(dso, dio, dpo)]
    return Doc("t10_lindqvale_working_capital_days", "Lindqvale Components AB", "working capital days",
               [["", "Year Ended December 31,", "", ""], ["(In days)", *YO]], YO,
               [R("Days sales outstanding (DSO)", dso), R("Days inventory outstanding (DIO)", dio),
                R("Days payables outstanding (DPO)", dpo), G("Cash conversion cycle", ccc)],
               ["Working capital",
                "Management monitors working capital efficiency through the cash conversion cycle, which is days sales "
                "outstanding plus days inventory outstanding less days payables outstanding. Each measure is based on "
                "average balances for the year and a 365-day year:",
                "Days inventory outstanding rose as the Group built safety stocks of semiconductors and other "
                "components with long lead times."],
               scale=None, scale_where="none", dec=1, dollar="none",
               col_fmt={y: dict(NUM1) for y in YO})


def mallowbrook() -> Doc:
    cls = {"Residential": [14_218, 14_905, 1_842.6, 1_889.3], "Commercial": [12_406, 12_611, 1_304.8, 1_297.5],
           "Industrial": [9_874, 10_322, 688.1, 702.4], "Street lighting and other": [312, 318, 41.7, 40.9]}
    rows = [R(k, v) for k, v in cls.items()]
    rows.append(G("Total retail", [*vsum(*[v[:2] for v in cls.values()]), *vsum(*[v[2:] for v in cls.values()], dec=1)]))
    return Doc("t11_mallowbrook_retail_electric_sales", "Mallowbrook Electric Company", "retail electric sales by customer class",
               [["", "Sales (GWh)", "", "Revenues (in millions)", ""], ["Customer Class", "2019", "2018", "2019", "2018"]],
               ["g19", "g18", "r19", "r18"], rows,
               ["Retail Electric Sales",
                "Retail electric sales volumes and revenues by customer class were as follows:",
                "Residential sales fell in 2019 because weather was milder than in 2018: heating degree days were 9% "
                "lower. Industrial sales declined after a steel mill in the service territory closed one of its two "
                "electric arc furnaces."],
               scale=None, scale_where="column header", dec=1, dollar="first_grand",
               col_fmt={"g19": dict(COUNT, dec=0), "g18": dict(COUNT, dec=0), "r19": {"scale": 1e6},
                        "r18": {"scale": 1e6}})


def nortwyn() -> Doc:
    pay = {"Medicare": [486_215, 462_807], "Medicaid": [204_318, 211_904],
           "Managed care and commercial": [498_730, 455_116], "Self-pay and other": [76_940, 81_442]}
    t19, t18 = sum(v[0] for v in pay.values()), sum(v[1] for v in pay.values())
    rows = [R(k, [v[0], pct_of(v[0], t19), v[1], pct_of(v[1], t18)]) for k, v in pay.items()]
    assert abs(sum(r.vals[1] for r in rows) - 100) < 0.05 and abs(sum(r.vals[3] for r in rows) - 100) < 0.05
    rows.append(G("Total net patient service revenue", [t19, 100.0, t18, 100.0]))
    return Doc("t12_nortwyn_revenue_by_payor", "Nortwyn Health Partners, Inc.", "net patient service revenue by payor",
               [["", "2019", "", "2018", ""], ["(Dollars in thousands)", "Amount", "% of Total", "Amount", "% of Total"]],
               ["a19", "p19", "a18", "p18"], rows,
               ["Net Patient Service Revenue",
                "Net patient service revenue is reported at the amounts the Company expects to collect, after "
                "contractual adjustments and implicit price concessions. Revenue by major payor source was as follows:",
                "The increase in managed care and commercial revenue reflects rate increases negotiated with the "
                "Company's three largest commercial payors and the opening of two ambulatory surgery centers."],
               scale=1e3, scale_where="header corner", dollar="first_grand",
               col_fmt={"p19": dict(PCT), "p18": dict(PCT)})


def ordenmoor() -> Doc:
    dev = {"Productive": [64, 41.8, 57, 36.2, 49, 30.5], "Dry": [2, 1.5, 3, 2.0, 1, 0.6]}
    exp = {"Productive": [6, 3.9, 4, 2.4, 7, 5.1], "Dry": [3, 2.2, 2, 1.0, 4, 3.3]}
    allr = list(dev.values()) + list(exp.values())
    tot = [sum(v[i] for v in allr) if i % 2 == 0 else rnd(sum(v[i] for v in allr), 1) for i in range(6)]
    cols = ["g19", "n19", "g18", "n18", "g17", "n17"]
    fmt = {c: (dict(COUNT) if c[0] == "g" else dict(NUM1)) for c in cols}
    return Doc("t13_ordenmoor_drilling_activity", "Ordenmoor Petroleum Corp.", "drilling activity (gross and net wells)",
               [["", "2019", "", "2018", "", "2017", ""], ["", "Gross", "Net", "Gross", "Net", "Gross", "Net"]], cols,
               [S("Development wells:"), *[R(k, v) for k, v in dev.items()],
                S("Exploratory wells:"), *[R(k, v) for k, v in exp.items()], G("Total", tot)],
               ["Drilling Activity",
                "The following table shows the number of gross and net wells in which the Company participated that "
                "were completed during each year. A gross well is one in which the Company owns a working interest; "
                "the number of net wells is the sum of the fractional working interests owned in gross wells.",
                "At December 31, 2019, 14 gross (9.6 net) wells were being drilled or awaiting completion."],
               scale=None, scale_where="none", dollar="none", col_fmt=fmt, wide=True, facts={"wip": "14"})


def pellucine() -> Doc:
    ni, da, gain, imp = [84_216, 71_908, 66_435], [112_470, 104_315, 97_802], [-18_604, -7_211, -12_930], [4_250, None, 2_115]
    ffo = vsum(ni, da, gain, imp)
    sl, capex, sbc = [-6_418, -5_907, -5_233], [-14_206, -12_874, -11_902], [5_612, 4_987, 4_405]
    affo = vsum(ffo, sl, capex, sbc)
    sh = [92_418, 91_806, 88_214]
    return Doc("t14_pellucine_ffo", "Pellucine Realty Trust", "FFO and AFFO reconciliation",
               [YE, ["(In thousands, except per share amounts)", *Y3]], Y3,
               [R("Net income attributable to common shareholders", ni),
                R("Depreciation and amortization of real estate", da), R("Gain on sale of real estate", gain),
                R("Impairment of real estate", imp), T("Funds from operations (FFO)", ffo),
                R("Straight-line rent adjustments", sl), R("Recurring capital expenditures", capex),
                R("Non-cash share-based compensation", sbc), G("Adjusted funds from operations (AFFO)", affo),
                R("Weighted-average diluted shares outstanding", sh, dollar="never"),
                R("FFO per diluted share", [round(f / s, 2) for f, s in zip(ffo, sh)], **PS),
                R("AFFO per diluted share", [round(f / s, 2) for f, s in zip(affo, sh)], **PS)],
               ["Funds From Operations",
                "FFO is a non-GAAP measure defined by Nareit as net income computed in accordance with GAAP, excluding "
                "gains or losses from sales of real estate and impairment of real estate, plus real estate depreciation "
                "and amortization. AFFO further adjusts FFO for straight-line rent, recurring capital expenditures and "
                "non-cash compensation. The reconciliation of net income to FFO and AFFO is as follows:"],
               scale=1e3, scale_where="header corner", dollar="first_grand")


def rimeholt() -> Doc:
    vr = [286_412, 241_908, 164_730, 152_216]
    ve = [-98_215, -104_377, -52_806, -58_119]
    tce = vsum(vr, ve)
    days = [7_412, 7_306, 5_118, 5_204]
    rate = [rnd(t * 1000 / d, 0) for t, d in zip(tce, days)]
    return Doc("t15_rimeholt_tce", "Rimeholt Tankers Ltd.", "time charter equivalent revenues by segment",
               [["", "Crude Tankers", "", "Product Tankers", ""],
                ["(In thousands, except days and per day amounts)", "2019", "2018", "2019", "2018"]],
               ["c19", "c18", "p19", "p18"],
               [R("Voyage revenues", vr), R("Voyage expenses", ve), G("Time charter equivalent revenues", tce),
                R("Operating days", days, **COUNT), R("TCE rate per day", rate, dollar="always", unscaled=True)],
               ["Time Charter Equivalent",
                "Time charter equivalent (TCE) revenues, a non-GAAP measure, are voyage revenues less voyage "
                "expenses such as bunkers, port costs and commissions. The TCE rate per day is TCE revenues divided "
                "by operating days. The reconciliation by segment is as follows:",
                "At December 31, 2019 the fleet comprised 21 crude tankers and 16 product tankers. Crude tanker rates "
                "rose sharply in the fourth quarter of 2019 after sanctions were imposed on a large tanker operator."],
               scale=1e3, scale_where="header corner", dollar="first_grand")


def stourbeck() -> Doc:
    segs = {"Commercial Lines:": ([62.4, 65.8, 63.1], [31.2, 31.9, 32.4]),
            "Personal Lines:": ([68.9, 71.4, 74.2], [27.6, 27.1, 26.8]),
            "Total:": ([65.1, 68.2, 67.9], [29.7, 29.8, 30.0])}
    rows = []
    for sec, (loss, exp) in segs.items():
        rows += [S(sec), R("Loss and loss adjustment expense ratio", loss), R("Underwriting expense ratio", exp),
                 T("Combined ratio", vsum(loss, exp, dec=1))]
    return Doc("t16_stourbeck_underwriting_ratios", "Stourbeck Insurance Holdings, Inc.", "underwriting ratios by segment",
               [YE, ["", *Y3]], Y3, rows,
               ["Underwriting Ratios",
                "The loss and loss adjustment expense ratio is losses and loss adjustment expenses divided by net "
                "premiums earned; the underwriting expense ratio is underwriting expenses divided by net premiums "
                "earned. The combined ratio is the sum of the two; a combined ratio below 100% indicates an "
                "underwriting profit.",
                "Catastrophe losses, mainly from hail storms in Texas and Colorado, added 3.4 points to the total "
                "combined ratio in 2019."],
               scale=None, scale_where="none", dec=1, dollar="none", col_fmt={y: dict(PCT) for y in Y3},
               facts={"cat": "3.4 points"})


def thornquist() -> Doc:
    dep = {"Noninterest-bearing demand": [1_284_306, 1_196_540], "Interest-bearing checking": [842_915, 801_227],
           "Money market": [1_106_472, 998_614], "Savings": [418_209, 437_918], "Time deposits": [612_884, 705_331]}
    t19, t18 = sum(v[0] for v in dep.values()), sum(v[1] for v in dep.values())
    rows = [R(k, [v[0], pct_of(v[0], t19), v[1], pct_of(v[1], t18)]) for k, v in dep.items()]
    assert abs(sum(r.vals[1] for r in rows) - 100) < 0.05 and abs(sum(r.vals[3] for r in rows) - 100) < 0.05
    rows.append(G("Total deposits", [t19, 100.0, t18, 100.0]))
    return Doc("t17_thornquist_deposits", "Thornquist Bancorp, Inc.", "deposit composition",
               [["", "December 31, 2019", "", "December 31, 2018", ""],
                ["(Dollars in thousands)", "Amount", "% of Total", "Amount", "% of Total"]],
               ["a19", "p19", "a18", "p18"], rows,
               ["Deposits",
                "The composition of deposits was as follows:",
                "Time deposits declined as the Bank let higher-cost brokered certificates of deposit mature without "
                "replacement. Time deposits of more than $250,000 totaled $148.6 million at December 31, 2019."],
               scale=1e3, scale_where="header corner", dollar="first_grand", dollar_cell=True, dollar_cols=["a19", "a18"],
               col_fmt={"p19": dict(PCT), "p18": dict(PCT)}, facts={"jumbo": "$148.6 million"})


def vardenhall() -> Doc:
    b17 = 21_306
    add, amort, imp = [9_418, 8_206, 7_731], [-6_215, -5_884, -5_402], [-512, 204, -96]
    e17 = b17 + add[2] + amort[2] + imp[2]
    e18 = e17 + add[1] + amort[1] + imp[1]
    e19 = e18 + add[0] + amort[0] + imp[0]
    return Doc("t18_vardenhall_mortgage_servicing_rights", "Vardenhall Financial Corp.", "mortgage servicing rights",
               [YE, ["(In thousands)", *Y3]], Y3,
               [R("Balance at beginning of year", [e18, e17, b17]),
                R("Additions from loans sold with servicing retained", add), R("Amortization", amort),
                R("Impairment (recovery), net", imp), G("Balance at end of year", [e19, e18, e17]),
                R("Fair value at end of year", [31_402, 29_118, 25_870])],
               ["Mortgage Servicing Rights",
                "The Company sells residential mortgage loans to government-sponsored enterprises and retains the "
                "right to service them. Mortgage servicing rights are carried at amortized cost, less any impairment "
                "measured by risk stratum. Changes in mortgage servicing rights were as follows:",
                "The unpaid principal balance of loans serviced for others was $3.42 billion at December 31, 2019."],
               scale=1e3, scale_where="header corner", dollar="first_grand", dollar_cell=True,
               facts={"upb": "$3.42 billion"})


def wendlecroft() -> Doc:
    rev, fsc = [1_284_615, 1_196_402], [-168_904, -181_237]
    opx, gain = [1_178_306, 1_112_857], [-4_218, -6_905]
    rev_x = vsum(rev, fsc)
    opx_x = vsum(opx, fsc, gain)
    return Doc("t19_wendlecroft_operating_ratio", "Wendlecroft Trucking, Inc.", "adjusted operating ratio reconciliation",
               [["", "Year Ended December 31,", ""], ["(In thousands)", "2019", "2018"]], Y2,
               [R("Operating revenue", rev), R("Less: fuel surcharge revenue", fsc),
                T("Revenue, excluding fuel surcharge", rev_x), R("Operating expenses", opx),
                R("Less: fuel surcharge revenue", fsc), R("Less: gain on sale of property and equipment", gain),
                T("Adjusted operating expenses", opx_x),
                R("Operating ratio", [pct_of(o, r) for o, r in zip(opx, rev)], **PCT),
                R("Adjusted operating ratio", [pct_of(o, r) for o, r in zip(opx_x, rev_x)], **PCT)],
               ["Operating Ratio",
                "We use the operating ratio (operating expenses as a percentage of operating revenue) and the adjusted "
                "operating ratio, a non-GAAP measure that nets fuel surcharge revenue against fuel expense and "
                "excludes gains on the sale of equipment, to evaluate our operations:"],
               scale=1e3, scale_where="header corner", dollar="first_grand", dollar_space=True)


def yelverham() -> Doc:
    cur = {"Cash and cash equivalents": [18_406, 6_215, 3_904, 2_117], "Trade receivables": [24_918, 9_872, 6_406, 4_233],
           "Trade payables": [-15_204, -7_318, -2_905, -3_106], "Intercompany loans": [-12_500, 4_000, None, -1_750]}
    rows = [R(k, [*v, sum(x for x in v if x is not None)]) for k, v in cur.items()]
    rows.append(G("Net exposure", vsum(*[r.vals for r in rows])))
    return Doc("t20_yelverham_currency_exposure", "Yelverham Instruments, Inc.", "monetary assets and liabilities by currency",
               [["", "Euro", "British Pound", "Japanese Yen", "Other", "Total"]],
               ["eur", "gbp", "jpy", "oth", "tot"], rows,
               ["Foreign Currency Risk",
                "The following table shows the U.S. dollar equivalent of monetary assets and liabilities held by our "
                "subsidiaries in currencies other than their functional currency at December 31, 2019 (in "
                "thousands):",
                "A 10% strengthening of the U.S. dollar against all of these currencies at December 31, 2019 would "
                "have reduced income before income taxes by approximately $3.7 million. We do not currently hedge "
                "these exposures."],
               scale=1e3, scale_where="prose", dollar="none", facts={"sens": "$3.7 million"})


def cobaltine() -> Doc:
    items = {"Drilling": [14_206, 18_915, 22_408], "Geology and geophysics": [5_318, 6_047, 7_412],
             "Assays and sampling": [1_904, 2_486, 3_106], "Camp and site support": [3_772, 4_108, 4_655],
             "Community relations and permitting": [918, 1_204, 1_377]}
    rows = [R(k, v) for k, v in items.items()]
    rows.append(G("Total exploration expense", vsum(*items.values())))
    rows.append(R("Metres drilled", [48_200, 61_450, 70_380], **COUNT))
    return Doc("t21_cobaltine_exploration_expense", "Cobaltine Resources Ltd.", "exploration expense by type",
               [["", *YO]], YO, rows,
               ["Exploration Expense",
                "Exploration costs are expensed as incurred until a mineral resource is judged to be economically "
                "recoverable. Exploration expense by type was as follows (in thousands of U.S. dollars, except metres):",
                "Drilling in 2019 concentrated on extending the copper-gold porphyry at the Company's main project in "
                "northern Chile, where 38 holes were completed."],
               scale=1e3, scale_where="prose", dollar="first_grand", facts={"holes": "38"})


def hollinshaw() -> Doc:
    rat = {"A++ or A+": [412.6, 384.1], "A": [285.9, 301.5], "A-": [94.3, 88.7], "Below A- or not rated": [31.8, 40.2]}
    g19, g18 = rnd(sum(v[0] for v in rat.values()), 1), rnd(sum(v[1] for v in rat.values()), 1)
    rows = [R(k, [v[0], pct_of(v[0], g19), v[1], pct_of(v[1], g18)]) for k, v in rat.items()]
    assert abs(sum(r.vals[1] for r in rows) - 100) < 0.05 and abs(sum(r.vals[3] for r in rows) - 100) < 0.05
    allow = [-2.9, -3.5]
    rows += [T("Gross reinsurance recoverables", [g19, 100.0, g18, 100.0]),
             R("Allowance for uncollectible reinsurance", [allow[0], "", allow[1], ""]),
             G("Net reinsurance recoverables", [rnd(g19 + allow[0], 1), "", rnd(g18 + allow[1], 1), ""])]
    return Doc("t22_hollinshaw_reinsurance_recoverables", "Hollinshaw Re Holdings Ltd.", "reinsurance recoverables by rating",
               [["", "December 31, 2019", "", "December 31, 2018", ""],
                ["A.M. Best Rating of Reinsurer", "Amount", "% of Total", "Amount", "% of Total"]],
               ["a19", "p19", "a18", "p18"], rows,
               ["Reinsurance Recoverables",
                "Reinsurance recoverables on paid and unpaid losses, by the financial strength rating of the "
                "reinsurer, were as follows (dollars in millions):",
                "The Company held collateral of $27.4 million in trust accounts and letters of credit against "
                "recoverables from reinsurers rated below A- or not rated at December 31, 2019."],
               scale=1e6, scale_where="prose", dec=1, dollar="first_grand",
               col_fmt={"p19": dict(PCT), "p18": dict(PCT)}, facts={"coll": "$27.4 million"})


def mercewood() -> Doc:
    open19 = [412.6, 18.4, 36.2]
    y19 = {"Additions": [48.3, 7.9, 5.6], "Depreciation charge": [-41.7, -6.2, -7.4], "Disposals": [-3.1, -0.8, None]}
    y20 = {"Additions": [22.9, 5.1, 9.8], "Depreciation charge": [-43.5, -6.8, -7.9], "Disposals": [-12.4, -1.1, -0.6],
           "Remeasurements": [6.2, None, None]}

    def wt(v):
        return [*v, rnd(sum(x for x in v if x is not None), 1)]
    end19 = vsum(open19, *y19.values(), dec=1)
    end20 = vsum(end19, *y20.values(), dec=1)
    return Doc("t23_mercewood_right_of_use_assets", "Mercewood Leisure plc", "right-of-use assets by class",
               [["£m", "Land and buildings", "Vehicles", "Plant and equipment", "Total"]],
               ["land", "veh", "plant", "tot"],
               [R("At 1 January 2019", wt(open19)), *[R(k, wt(v)) for k, v in y19.items()],
                T("At 31 December 2019", wt(end19)), *[R(k, wt(v)) for k, v in y20.items()],
                G("At 31 December 2020", wt(end20))],
               ["Right-of-use assets",
                "The Group leases its pubs, hotels and offices, its delivery vehicles and some kitchen equipment. The "
                "carrying amounts of right-of-use assets, and the movements during the period, were:",
                "On transition to IFRS 16 on 1 January 2019 the weighted average incremental borrowing rate applied to "
                "lease liabilities was 3.4%. Remeasurements in 2020 arose from rent reviews on 42 pub leases."],
               scale=1e6, scale_where="header corner", dec=1, dollar="none", facts={"ibr": "3.4%"})


def selwynmoor() -> Doc:
    P2 = {"pct": "%", "dec": 2, "dollar": "never", "unscaled": True}
    return Doc("t24_selwynmoor_commercial_paper", "Selwynmoor Gas & Electric Company", "short-term borrowings (commercial paper)",
               [["", *Y3]], Y3,
               [R("Balance outstanding at year end", [486.0, 352.5, 410.0]),
                R("Weighted-average interest rate at year end", [1.94, 2.71, 1.58], **P2),
                R("Average daily balance outstanding", [398.7, 367.2, 295.4]),
                R("Weighted-average interest rate during the year", [2.38, 2.26, 1.21], **P2),
                R("Maximum month-end balance outstanding", [612.0, 534.5, 488.0])],
               ["Short-Term Borrowings",
                "The Company issues commercial paper to fund working capital and capital expenditures between "
                "long-term financings; the program is backed by a $750 million revolving credit facility. Information "
                "about commercial paper outstanding is as follows (dollars in millions):"],
               scale=1e6, scale_where="prose", dec=1, dollar="first_grand", dollar_space=True)


def tollemarsh() -> Doc:
    b18 = [18_405, 12_906]
    acq, con, dec_ = [[412, 1_206], [2_318, 1_904]], [[186, 154], [1_072, 865]], [[-37, -52], [-118, -96]]
    e18 = [b18[i] + acq[i][1] + con[i][1] + dec_[i][1] for i in range(2)]
    e19 = [e18[i] + acq[i][0] + con[i][0] + dec_[i][0] for i in range(2)]

    def line(x):
        return [x[0][0], x[0][1], x[1][0], x[1][1]]
    return Doc("t25_tollemarsh_tower_sites", "Tollemarsh Towers, Inc.", "tower portfolio roll-forward",
               [["", "U.S.", "", "International", ""], ["Number of sites", "2019", "2018", "2019", "2018"]],
               ["u19", "u18", "i19", "i18"],
               [R("Sites at beginning of year", [e18[0], b18[0], e18[1], b18[1]]), R("Sites acquired", line(acq)),
                R("Sites constructed", line(con)), R("Sites decommissioned", line(dec_)),
                G("Sites at end of year", [e19[0], e18[0], e19[1], e18[1]]),
                R("Tenancy ratio", [2.31, 2.26, 1.64, 1.58], **RATIO2)],
               ["Site Portfolio",
                "The following table shows the changes in the number of communications sites we own or operate, by "
                "segment:",
                "The tenancy ratio is the average number of tenants per site at year end. International acquisitions "
                "in 2019 included 1,850 sites bought from a mobile operator in Colombia."],
               scale=None, scale_where="none", dollar="none",
               col_fmt={c: dict(COUNT) for c in ["u19", "u18", "i19", "i18"]}, facts={"col": "1,850"})


def dunhavel() -> Doc:
    prog = {"Undergraduate degree programs": [28_416, 27_905], "Graduate degree programs": [9_872, 9_214],
            "Doctoral programs": [1_306, 1_348], "Certificate and non-degree programs": [4_118, 4_602]}
    rows = [R(k, [v[0], v[1], v[0] - v[1], pct_change(v[0], v[1])]) for k, v in prog.items()]
    t = vsum(*prog.values())
    rows.append(G("Total enrollment", [t[0], t[1], t[0] - t[1], pct_change(t[0], t[1])]))
    return Doc("t26_dunhavel_enrollment", "Dunhavel Education Group, Inc.", "student enrollment by program level",
               [["", "Fall 2019", "Fall 2018", "Change", "% Change"]], ["f19", "f18", "chg", "pct"], rows,
               ["Student Enrollment",
                "Total enrollment at the start of the fall term, by program level, was as follows:",
                "Approximately 62% of students were enrolled in fully online programs in Fall 2019. Certificate "
                "enrollment fell after the Company stopped offering its medical coding certificate."],
               scale=None, scale_where="none", dollar="none",
               col_fmt={"f19": dict(COUNT), "f18": dict(COUNT), "chg": dict(COUNT), "pct": dict(PCT)},
               facts={"online": "62%"})


def wickenford() -> Doc:
    jur = {"Ohio electric distribution": [3_412.6, 3_186.9, 9.84, 50.5],
           "Indiana gas distribution": [1_905.3, 1_744.2, 9.95, 52.0],
           "Kentucky electric": [1_268.7, 1_206.4, 9.60, 48.2],
           "FERC transmission": [2_114.8, 1_872.5, 10.50, 53.0]}
    rows = [R(k, v) for k, v in jur.items()]
    rows.append(G("Total", [*vsum(*[v[:2] for v in jur.values()], dec=1), "", ""]))
    return Doc("t27_wickenford_rate_base", "Wickenford Energy Delivery Company", "rate base and allowed returns by jurisdiction",
               [["", "Rate Base (in millions)", "", "", ""], ["Jurisdiction", "2019", "2018", "Allowed ROE", "Equity Ratio"]],
               ["r19", "r18", "roe", "eq"], rows,
               ["Regulated Rate Base",
                "Rate base is the value of property on which a regulated utility is permitted to earn a return. Our "
                "estimated year-end rate base, and the return on equity and equity ratio allowed in our most recent "
                "rate orders, by jurisdiction, were:",
                "The FERC transmission return includes a 50 basis point adder for participation in a regional "
                "transmission organization."],
               scale=None, scale_where="column header", dec=1, dollar="first_grand",
               col_fmt={"r19": {"scale": 1e6}, "r18": {"scale": 1e6},
                        "roe": {"pct": "%", "dec": 2, "dollar": "never", "unscaled": True}, "eq": dict(PCT)})


def kestonbury() -> Doc:
    drop, twin = [1_842_306, 1_776_418], [384_215, 352_906]
    handle, swin = [6_418_902, 6_206_335], [551_408, 537_120]
    P2 = {"pct": "%", "dec": 2, "dollar": "never", "unscaled": True}
    return Doc("t28_kestonbury_gaming_statistics", "Kestonbury Gaming Corporation", "casino gaming volumes and hold",
               [["", "Year Ended December 31,", ""], ["(Dollars in thousands)", "2019", "2018"]], Y2,
               [S("Table games:"), R("Drop", drop), R("Win", twin),
                R("Hold percentage", [pct_of(w, d) for w, d in zip(twin, drop)], **PCT),
                S("Slot machines:"), R("Handle", handle), R("Win", swin),
                R("Hold percentage", [round(w / h * 100, 2) for w, h in zip(swin, handle)], **P2)],
               ["Gaming Volumes",
                "Table games drop is the amount of cash and net markers issued that are deposited in table drop boxes; "
                "slot handle is the total amount wagered. Win is the amount of drop or handle retained, and hold is "
                "win as a percentage of drop or handle. Gaming volumes at our properties were:",
                "Table games hold was above our expected range of 18% to 20% in 2019, which added an estimated $14.6 "
                "million to table games win."],
               scale=1e3, scale_where="header corner", dollar="sections")


def ravensholt() -> Doc:
    b = [1_204.36, 4_518]
    m19, p19, s19, i19 = [612.40, 5_206], [2_416.08, 19_744], [-1_507.91, -11_813], [None, -2_318]
    m20, p20, s20, i20 = [1_038.55, 9_872], [500.00, 4_410], [-1_204.17, -12_906], [None, -1_055]
    e19 = [round(b[0] + m19[0] + p19[0] + s19[0], 2), b[1] + m19[1] + p19[1] + s19[1] + i19[1]]
    e20 = [round(e19[0] + m20[0] + p20[0] + s20[0], 2), e19[1] + m20[1] + p20[1] + s20[1] + i20[1]]
    return Doc("t29_ravensholt_digital_assets", "Ravensholt Digital Holdings, Inc.", "bitcoin holdings roll-forward",
               [["", "Number of Bitcoin", "Carrying Amount (in thousands)"]], ["n", "amt"],
               [R("Balance at December 31, 2018", b), R("Bitcoin mined", m19), R("Purchases", p19), R("Sales", s19),
                R("Impairment losses", i19), T("Balance at December 31, 2019", e19), R("Bitcoin mined", m20),
                R("Purchases", p20), R("Sales", s20), R("Impairment losses", i20), G("Balance at December 31, 2020", e20)],
               ["Digital Assets",
                "The Company mines bitcoin and also buys it in the open market. Bitcoin is accounted for as an "
                "indefinite-lived intangible asset, carried at cost less impairment; an impairment loss is recognized "
                "whenever the quoted price falls below the carrying amount, and it is not reversed. The activity in "
                "the Company's bitcoin holdings was:",
                "The fair value of the bitcoin held was $88.7 million at December 31, 2020, based on the closing price "
                "on the Company's principal market."],
               scale=None, scale_where="column header", dollar="first_grand",
               col_fmt={"n": dict(COUNT, dec=2), "amt": {"scale": 1e3}}, facts={"fv": "$88.7 million"})


def brennock() -> Doc:
    bank, lease, cash, eq = [1_284_615, 1_106_328], [96_412, None], [-412_906, -388_217], [2_418_337, 2_274_560]
    tb = vsum(bank, lease)
    nd = vsum(tb, cash)
    cap = vsum(nd, eq)
    return Doc("t30_brennock_capital_management", "Brennock Holdings Limited", "capital management (gearing ratio)",
               [["HK$'000", "2019", "2018"]], Y2,
               [R("Bank borrowings", bank), R("Lease liabilities", lease), T("Total borrowings", tb),
                R("Less: cash and cash equivalents", cash), T("Net debt", nd), R("Total equity", eq),
                G("Total capital", cap),
                R("Gearing ratio", [pct_of(n, c) for n, c in zip(nd, cap)], **PCT)],
               ["Capital management",
                "The Group's objectives when managing capital are to safeguard its ability to continue as a going "
                "concern and to maintain an optimal capital structure. The Group monitors capital on the basis of the "
                "gearing ratio, which is net debt divided by total capital. The gearing ratios at 31 December were:",
                "Lease liabilities were recognised from 1 January 2019 on the adoption of HKFRS 16. The increase in "
                "bank borrowings financed the new cold-storage warehouse in Tsuen Wan."],
               scale=1e3, scale_where="header corner", dollar="none")


BUILDERS = [arvenstone, brightcairn, caddowmere, draycombe, elsbridge, glenvarra, halvercross, inchcrag, ketteridge,
            lindqvale, mallowbrook, nortwyn, ordenmoor, pellucine, rimeholt, stourbeck, thornquist, vardenhall,
            wendlecroft, yelverham, cobaltine, hollinshaw, mercewood, selwynmoor, tollemarsh, dunhavel, wickenford,
            kestonbury, ravensholt, brennock]


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
                            creator="tatqa-style5 build", invariant=1)
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
