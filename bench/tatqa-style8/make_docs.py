"""tatqa-style8: thirty invented annual-report notes rendered as one-page PDFs, in the manner of TAT-QA.

    python bench/tatqa-style8/make_docs.py OUTDIR

Each page carries the heading "Annual report (extract)", the company and the note title, a paragraph before
the table, the table (with optional footnotes) and a paragraph after it. Every figure is held in the builder
functions below as a Decimal; totals, subtotals, row totals, weighted averages, shares and rates are computed
here, so the printed tables are arithmetically consistent. make_questions.py imports this module and computes
each gold answer from the same objects.

Deterministic: no randomness, reportlab invariant mode, fixed metadata, the system DejaVu TTFs.
"""
from __future__ import annotations

import sys
import uuid
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from xml.sax.saxutils import escape

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT  # noqa: E402
from reportlab.lib.pagesizes import A4, landscape, letter  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.pdfmetrics import stringWidth  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle  # noqa: E402

SET = "tatqa-style8"
NS = uuid.UUID("b7d3e0a4-5c21-4f8e-9a6d-2e8f1c4b7a90")
FONTS = Path("/usr/share/fonts/truetype/dejavu")
FAMILY = {"Sans": ("DejaVuSans", "DejaVuSans-Bold"), "Serif": ("DejaVuSerif", "DejaVuSerif-Bold"),
          "Cond": ("DejaVuSansCondensed", "DejaVuSansCondensed-Bold")}
DASH = "\u2014"
MARGIN = 56
PAD = 5
INHERIT = "inherit"


def D(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(str(x))


def q(x, dec: int) -> Decimal:
    """Half-up rounding of a Decimal to ``dec`` decimals."""
    return D(x).quantize(Decimal(1).scaleb(-dec), rounding=ROUND_HALF_UP)


# ============================================================================ model
class Col:
    """A value column. text: a text column. dec: decimals. pct: the cells are percentages (unit "%", scale 1);
    sign: print a "%" after a percentage. cur: None | "first" (on the first number of the column and on total
    rows) | "all". scale: the multiplier of the cells (INHERIT = the note's)."""

    def __init__(self, key, dec=0, pct=False, sign=True, cur=None, scale=INHERIT, text=False):
        self.key, self.dec, self.pct, self.sign, self.cur, self.scale, self.text = key, dec, pct, sign, cur, scale, text


class Line:
    """A body row. vals: one per column; a number (Decimal), None (printed as a dash), "" (empty) or a str.
    kind: item | sec (label only) | sub (bold) | tot (bold, total rule). fmt: row overrides of the column
    format (dec, pct, sign, cur, scale); cf: {col key: {...}} single-cell overrides."""

    def __init__(self, label, vals=None, kind="item", ind=0, key=None, cf=None, **fmt):
        self.label, self.kind, self.ind = label, kind, ind
        self.vals = [D(v) if isinstance(v, (int, float)) else v for v in (vals or [])]
        self.key = key or label
        self.fmt, self.cf = fmt, cf or {}


def L(label, vals, ind=0, key=None, cf=None, **fmt):
    return Line(label, vals, "item", ind, key, cf, **fmt)


def SEC(label, ind=0, key=None):
    return Line(label, None, "sec", ind, key)


def SUB(label, vals, ind=0, key=None, cf=None, **fmt):
    return Line(label, vals, "sub", ind, key, cf, **fmt)


def TOT(label, vals, ind=0, key=None, cf=None, **fmt):
    return Line(label, vals, "tot", ind, key, cf, **fmt)


class Note:
    def __init__(self, num, key, company, title, *, style, font, paper, scale, scale_where, cols, header,
                 spans=(), before=(), after=(), foot=(), cur="$", curmode="inline", land=False, features=(),
                 names=()):
        self.num, self.key, self.company, self.title = num, key, company, title
        self.style, self.font, self.paper, self.land = style, font, paper, land
        self.scale, self.scale_where = scale, scale_where
        self.cols, self.header, self.spans = cols, header, list(spans)
        self.before, self.after, self.foot = list(before), list(after), list(foot)
        self.cur, self.curmode = cur, curmode
        self.lines: list[Line] = []
        self.rels: list[tuple] = []          # ("sum", (row, col), [(sign, row, col), ...])
        self.features = list(features)
        self.names = list(names)             # invented names besides the company's
        self.uid = str(uuid.uuid5(NS, key))
        self.pdf = self.uid + ".pdf"
        for h in header:
            assert len(h) == len(cols) + 1, (key, h)

    # ---------------------------------------------------------------- building
    def add(self, *lines):
        for ln in lines:
            if ln.kind != "sec":
                assert len(ln.vals) == len(self.cols), (self.key, ln.label, ln.vals)
            assert ln.key not in {x.key for x in self.lines}, (self.key, ln.key)
            self.lines.append(ln)
        return self

    def ci(self, col) -> int:
        return [c.key for c in self.cols].index(col)

    def row(self, key) -> Line:
        for ln in self.lines:
            if ln.key == key:
                return ln
        raise KeyError((self.key, key))

    def val(self, row, col):
        return self.row(row).vals[self.ci(col)]

    def total(self, label, parts, kind="tot", key=None, cols=None, signs=None, **fmt):
        """Append a row whose numeric cells are the (signed) sums of the parts' cells; record the relations."""
        vals = []
        signs = signs or [1] * len(parts)
        for c in self.cols:
            cells = [self.row(p).vals[self.ci(c.key)] for p in parts]
            if c.text or (cols is not None and c.key not in cols) or \
                    all(not isinstance(x, Decimal) for x in cells):
                vals.append("")
                continue
            vals.append(sum((s * (x if isinstance(x, Decimal) else Decimal(0)) for s, x in zip(signs, cells)),
                            Decimal(0)))
        ln = Line(label, vals, kind, 0, key, None, **fmt)
        self.add(ln)
        for c, v in zip(self.cols, vals):
            if isinstance(v, Decimal):
                self.rels.append(("sum", (ln.key, c.key), [(s, p, c.key) for s, p in zip(signs, parts)]))
        return ln

    def rowtotal(self, col, parts, rows=None):
        """Fill column ``col`` of every numeric row with the sum of the ``parts`` columns; record relations."""
        j = self.ci(col)
        for ln in self.lines:
            if ln.kind == "sec" or (rows is not None and ln.key not in rows):
                continue
            cells = [ln.vals[self.ci(p)] for p in parts]
            if all(not isinstance(x, Decimal) for x in cells):
                continue
            ln.vals[j] = sum((x for x in cells if isinstance(x, Decimal)), Decimal(0))
            self.rels.append(("sum", (ln.key, col), [(1, ln.key, p) for p in parts]))

    # ---------------------------------------------------------------- formats
    def fmt(self, row, col) -> dict:
        ln = self.row(row) if isinstance(row, str) else row
        c = self.cols[self.ci(col)] if isinstance(col, str) else col
        f = {"dec": c.dec, "pct": c.pct, "sign": c.sign, "cur": c.cur, "scale": c.scale, "text": c.text}
        f.update(ln.fmt)
        f.update(ln.cf.get(c.key, {}))
        if f["scale"] == INHERIT:
            f["scale"] = self.scale
        if f["pct"]:
            f["scale"] = 1
        return f

    def unit_scale(self, row, col):
        f = self.fmt(row, col)
        return ("%", 1) if f["pct"] else (None, f["scale"])

    def text(self, row, col) -> str:
        ln = self.row(row) if isinstance(row, str) else row
        c = self.cols[self.ci(col)] if isinstance(col, str) else col
        v = ln.vals[self.ci(c.key)]
        if v is None:
            return DASH
        if isinstance(v, str):
            return v
        f = self.fmt(ln, c)
        s = f"{abs(q(v, f['dec'])):,.{f['dec']}f}"
        if v < 0:
            s = f"({s})"
        if f["pct"] and f["sign"]:
            s += "%"
        cur = f["cur"]
        show = False
        if cur == "all":
            show = True
        elif cur == "first":
            first = next(x for x in self.lines if x.kind != "sec" and isinstance(x.vals[self.ci(c.key)], Decimal))
            show = ln is first or ln.kind == "tot"
        elif cur is True:
            show = True
        if show and self.cur:
            s = self.cur + ("" if self.curmode == "inline" else " ") + s
        return s

    def number(self, row, col) -> Decimal:
        """The number as printed (rounded to the printed decimals)."""
        v = self.val(row, col)
        assert isinstance(v, Decimal), (self.key, row, col, v)
        return q(v, self.fmt(row, col)["dec"])

    def body(self):
        out = []
        for ln in self.lines:
            if ln.kind == "sec":
                out.append([ln.label] + [""] * len(self.cols))
            else:
                out.append([ln.label] + [self.text(ln, c) for c in self.cols])
        return out

    def page_text(self) -> str:
        """All words the page prints (for absence checks of the builders)."""
        parts = [self.company, self.title] + self.before + self.after + self.foot
        parts += [x for h in self.header for x in h]
        parts += [x for r in self.body() for x in r]
        return "\n".join(parts)


# ============================================================================ helpers for builders
def pct_of(a, b, dec=1):
    return q(D(a) / D(b) * 100, dec)


def wavg(pairs, dec):
    num = sum((D(w) * D(x) for w, x in pairs), Decimal(0))
    den = sum((D(w) for w, _ in pairs), Decimal(0))
    return q(num / den, dec)


def nz(x):
    return x if isinstance(x, Decimal) else Decimal(0)


# ============================================================================ the thirty notes
def t01():
    cols = [Col(y, dec=1, cur="first") for y in ("2016", "2017", "2018", "2019", "2020")] + [Col("Total", dec=1)]
    n = Note(1, "claims-development", "Pellingford Mutual Insurance Co.",
             "Note 18. Claims development (net of reinsurance)",
             style="booktabs", font="Serif", paper="letter", scale=10**6, scale_where="header",
             cols=cols, cur="$", curmode="inline",
             header=[["", "Accident year", "", "", "", "", ""],
                     ["(in millions)", "2016", "2017", "2018", "2019", "2020", "Total"]],
             spans=[(0, 1, 5)],
             before=["The table below shows how the Company's estimate of cumulative incurred claims, net of "
                     "reinsurance, for each accident year has developed at successive year-ends, and reconciles "
                     "the current estimates to the liability for incurred claims in the balance sheet at "
                     "December 31, 2020."],
             after=["The favorable development on the 2016 and 2017 accident years arises mainly from commercial "
                    "property claims settling below case reserves. The claims handling provision covers the "
                    "expected internal cost of settling all outstanding claims. Amounts are in US dollars."],
             features=["triangle", "empty_cells"])
    tri = {"2016": [412.6, 405.2, 398.4, 401.1, 399.7], "2017": [438.1, 441.7, 436.9, 433.5],
           "2018": [455.9, 449.3, 452.8], "2019": [471.3, 468.0], "2020": [502.8]}
    labels = ["At end of accident year", "One year later", "Two years later", "Three years later",
              "Four years later"]
    for k, lab in enumerate(labels):
        n.add(L(lab, [tri[y][k] if k < len(tri[y]) else "" for y in tri] + [""], key=f"y{k}"))
    est = [D(tri[y][-1]) for y in tri]
    n.add(SUB("Current estimate of cumulative claims", est + [sum(est)], key="est"))
    n.rels.append(("sum", ("est", "Total"), [(1, "est", y) for y in tri]))
    pay = [D(-x) for x in (371.2, 388.6, 361.5, 302.4, 176.9)]
    n.add(L("Cumulative payments to date", pay + [sum(pay)], key="pay"))
    n.rels.append(("sum", ("pay", "Total"), [(1, "pay", y) for y in tri]))
    n.total("Liability for accident years 2016 to 2020", ["est", "pay"], kind="sub", key="liab")
    n.add(L("Liability for accident years 2015 and prior", ["", "", "", "", "", 37.4], key="prior"))
    n.add(L("Claims handling provision", ["", "", "", "", "", 12.1], key="chp"))
    n.total("Total liability for incurred claims", ["liab", "prior", "chp"], key="total", cols=["Total"])
    return n


def t02():
    cols = [Col("out_n", scale=10**3), Col("out_life", dec=1, scale=None), Col("out_px", dec=2, cur="all", scale=None),
            Col("ex_n", scale=10**3), Col("ex_px", dec=2, cur="all", scale=None)]
    n = Note(2, "options-by-price-range", "Oxtravia Genomics, Inc.",
             "Stock options outstanding and exercisable by range of exercise prices",
             style="grid", font="Sans", paper="letter", land=True, scale=10**3, scale_where="header",
             cols=cols, cur="$",
             header=[["", "Options Outstanding", "", "", "Options Exercisable", ""],
                     ["Range of Exercise Prices", "Number Outstanding (in thousands)",
                      "Weighted-Average Remaining Contractual Life (Years)", "Weighted-Average Exercise Price",
                      "Number Exercisable (in thousands)", "Weighted-Average Exercise Price"]],
             spans=[(0, 1, 3), (0, 4, 5)],
             before=["The following table summarizes information about stock options outstanding and exercisable "
                     "under the 2014 Equity Incentive Plan and the 2019 Omnibus Plan as of December 31, 2020:"],
             after=["The aggregate intrinsic value of options outstanding and of options exercisable at "
                    "December 31, 2020 was $60.4 million and $41.7 million, respectively, based on the closing "
                    "price of our common stock of $26.93 on that date. Options generally vest over four years and "
                    "expire ten years from the date of grant."])
    data = [("$2.15 \u2013 $5.00", 412, 3.1, 3.84, 398, 3.79),
            ("$5.01 \u2013 $10.00", 1086, 5.4, 7.62, 871, 7.35),
            ("$10.01 \u2013 $20.00", 2240, 7.2, 14.18, 1102, 13.66),
            ("$20.01 \u2013 $35.50", 1573, 8.9, 27.41, 214, 24.90)]
    for lab, *v in data:
        n.add(L(lab, v))
    tot = [sum(D(r[1]) for r in data), wavg([(r[1], r[2]) for r in data], 1), wavg([(r[1], r[3]) for r in data], 2),
           sum(D(r[4]) for r in data), wavg([(r[4], r[5]) for r in data], 2)]
    n.add(TOT("Total", tot, key="Total"))
    n.rels.append(("sum", ("Total", "out_n"), [(1, r[0], "out_n") for r in data]))
    n.rels.append(("sum", ("Total", "ex_n"), [(1, r[0], "ex_n") for r in data]))
    return n


def t03():
    cols = [Col(y, dec=1, cur="first") for y in ("2020", "2019", "2018")]
    n = Note(3, "segment-profit-reconciliation", "Brandlecott Industries, Inc.",
             "Reconciliation of segment operating profit to income before income taxes",
             style="borderless", font="Sans", paper="letter", scale=10**6, scale_where="prose",
             cols=cols, cur="$", curmode="space",
             header=[["", "Year Ended December 31,", "", ""], ["", "2020", "2019", "2018"]],
             spans=[(0, 1, 3)],
             before=["Segment operating profit is the measure of profitability used by our chief operating decision "
                     "maker to allocate resources and assess the performance of the Flow Control, Thermal Systems "
                     "and Precision Components segments. A reconciliation of total segment operating profit to "
                     "consolidated income before income taxes is as follows (in millions):"],
             after=["Corporate expenses consist of headquarters costs, including executive management, legal and "
                    "corporate development, that are not allocated to the segments. Restructuring and other charges "
                    "in 2020 relate primarily to the closure of two Thermal Systems plants."])
    n.add(SEC("Segment operating profit:"))
    n.add(L("Flow Control", [312.4, 298.7, 276.1], ind=1),
          L("Thermal Systems", [187.9, 201.3, 194.8], ind=1),
          L("Precision Components", [96.2, 88.5, 91.7], ind=1))
    n.total("Total segment operating profit", ["Flow Control", "Thermal Systems", "Precision Components"], kind="sub")
    n.add(L("Corporate expenses", [-58.3, -54.9, -52.6]),
          L("Restructuring and other charges", [-21.7, -9.4, None]),
          L("Amortization of acquired intangibles", [-33.8, -35.1, -36.0]))
    n.total("Operating income", ["Total segment operating profit", "Corporate expenses",
                                 "Restructuring and other charges", "Amortization of acquired intangibles"], kind="sub")
    n.add(L("Interest expense, net", [-41.2, -44.6, -47.3]),
          L("Other income (expense), net", [3.6, -2.1, 1.9]))
    n.total("Income before income taxes", ["Operating income", "Interest expense, net", "Other income (expense), net"])
    return n


def t04():
    cols = [Col("2020"), Col("2019"), Col("cum"), Col("exp")]
    n = Note(4, "restructuring-programmes", "Stavenholm Appliances AB",
             "Note 9 Restructuring programmes",
             style="zebra", font="Cond", paper="a4", scale=10**6, scale_where="header",
             cols=cols, cur=None,
             header=[["SEK million", "Costs incurred", "", "Cumulative costs incurred to date",
                      "Total expected costs"],
                     ["", "2020", "2019", "", ""]],
             spans=[(0, 1, 2)],
             before=["The Group is carrying out four restructuring programmes. Costs are recognised in operating "
                     "income under Restructuring costs when a detailed formal plan has been announced. The table "
                     "shows the costs incurred by programme and by type of cost."],
             after=["The Plant footprint programme, announced in 2018, consolidates production from five factories "
                    "into three and is expected to be completed in 2022. The Distribution network redesign was "
                    "launched in March 2020 and replaces national warehouses with two regional hubs. The Product "
                    "range rationalisation programme is substantially complete."],
             features=["repeated_row_label"])
    n.add(SEC("By programme", key="secp"))
    progs = [("Plant footprint programme", [146, 88, 261, 340]), ("Back-office simplification", [52, 61, 127, 135]),
             ("Distribution network redesign", [38, None, 38, 95]),
             ("Product range rationalisation", [17, 24, 58, 60])]
    for lab, v in progs:
        n.add(L(lab, v, ind=1))
    n.total("Total", [p for p, _ in progs], key="totp")
    n.add(SEC("By type of cost", key="sect"))
    types = [("Employee termination costs", [141, 97, 268, 352]), ("Asset write-downs", [64, 41, 131, 170]),
             ("Other exit costs", [48, 35, 85, 108])]
    for lab, v in types:
        n.add(L(lab, v, ind=1))
    n.total("Total", [p for p, _ in types], key="tott")
    for c in cols:
        assert n.val("totp", c.key) == n.val("tott", c.key)
    return n


def t05():
    cols = [Col("ob21", dec=1), Col("ob20", dec=1), Col("du21", dec=1, scale=None), Col("du20", dec=1, scale=None)]
    n = Note(5, "dbo-by-member", "Merriwold Engineering plc",
             "23. Retirement benefit obligations (continued): obligation by category of member",
             style="booktabs", font="Serif", paper="a4", scale=10**6, scale_where="header",
             cols=cols, cur=None,
             header=[["", "Defined benefit obligation", "", "Weighted average duration (years)", ""],
                     ["At 31 March", "2021 \u00a3m", "2020 \u00a3m", "2021", "2020"]],
             spans=[(0, 1, 2), (0, 3, 4)],
             before=["The Group operates the Merriwold Pension Scheme, a funded defined benefit scheme in the UK "
                     "which closed to new entrants in 2009. The defined benefit obligation and its weighted average "
                     "duration are analysed below by category of member."],
             after=["At 31 March 2021 the Scheme had 1,912 active members, 6,408 deferred members and 7,355 "
                    "pensioners. The duration of the obligation to pensioners is shorter because their benefits "
                    "are already in payment."])
    n.add(L("Active members", [284.6, 301.9, 22.4, 23.1]),
          L("Deferred members", [512.3, 498.7, 19.8, 20.3]),
          L("Pensioners", [638.9, 655.2, 10.6, 10.9]))
    mem = ["Active members", "Deferred members", "Pensioners"]
    n.total("Total", mem, cols=["ob21", "ob20"])
    tot = n.row("Total")
    tot.vals[2] = wavg([(n.val(m, "ob21"), n.val(m, "du21")) for m in mem], 1)
    tot.vals[3] = wavg([(n.val(m, "ob20"), n.val(m, "du20")) for m in mem], 1)
    return n


def t06():
    cols = [Col(y, dec=0, scale=None) for y in ("2020", "2019", "2018")]
    n = Note(6, "health-safety", "Grimsworth Aggregates plc", "Health and safety performance",
             style="lined", font="Sans", paper="a4", scale=None, scale_where="row",
             cols=cols, cur=None,
             header=[["", "2020", "2019", "2018"]],
             before=["The Group reports safety performance for its quarries, asphalt plants and ready-mixed concrete "
                     "operations. All figures include contractors working on Group sites."],
             after=["Following the fatality in 2018, the Group introduced a vehicle and pedestrian segregation "
                    "standard at all sites. The Group's target is an LTIFR below 2.00 by 2022."],
             foot=["\u00b9 Per million hours worked."],
             features=["footnote"])
    hours = [6842, 7315, 7108]
    lti = [14, 19, 23]
    tri = [41, 52, 57]
    n.add(L("Hours worked (thousands)", hours, key="hours", scale=10**3),
          L("Fatalities", [None, None, 1]),
          L("Lost time injuries", lti),
          L("Lost time injury frequency rate (LTIFR)\u00b9", [q(D(a) / D(h) * 1000, 2) for a, h in zip(lti, hours)],
            key="ltifr", dec=2),
          L("Total recordable injuries", tri),
          L("Total recordable injury frequency rate (TRIFR)\u00b9",
            [q(D(a) / D(h) * 1000, 2) for a, h in zip(tri, hours)], key="trifr", dec=2),
          L("Safety-critical training completed (%)", [96.4, 93.1, 91.8], key="training", dec=1, pct=True,
            sign=False))
    return n


def t07():
    cols = [Col("role", text=True)] + [Col(k, scale=None) for k in ("be", "ba", "ae", "aa", "re", "ra")]
    n = Note(7, "board-attendance", "Tollanby Holdings plc", "Board and committee attendance in 2020",
             style="grid", font="Serif", paper="a4", land=True, scale=None, scale_where="none",
             cols=cols, cur=None,
             header=[["", "", "Board", "", "Audit Committee", "", "Remuneration Committee", ""],
                     ["Director", "Position", "Eligible", "Attended", "Eligible", "Attended", "Eligible", "Attended"]],
             spans=[(0, 2, 3), (0, 4, 5), (0, 6, 7)],
             before=["The Board held eight scheduled meetings in 2020 and one additional meeting in April to "
                     "consider the Group's response to the pandemic. The table shows the number of meetings each "
                     "director was eligible to attend and the number attended. Marcus Dellow and Priya Lanchester "
                     "are the executive directors."],
             after=["Fiona Redcastle joined the Board on 1 July 2020 and Graham Tolley stepped down from the Board "
                    "at the AGM on 14 May 2020. Where a director was unable to attend, they received the papers and "
                    "gave their comments to the Chair in advance."],
             names=["Anthea Wrenshaw", "Marcus Dellow", "Priya Lanchester", "Owen Fairbairn", "Celia Brumfitt",
                    "Declan Moorhouse", "Fiona Redcastle", "Graham Tolley"],
             features=["text_column"])
    ned = "Independent Non-executive Director"
    n.add(L("Anthea Wrenshaw", ["Chair", 9, 9, None, None, None, None]),
          L("Marcus Dellow", ["Chief Executive", 9, 9, None, None, None, None]),
          L("Priya Lanchester", ["Chief Financial Officer", 9, 9, None, None, None, None]),
          L("Owen Fairbairn", ["Senior Independent Director", 9, 8, 5, 5, 4, 4]),
          L("Celia Brumfitt", [ned, 9, 9, 5, 4, 4, 4]),
          L("Declan Moorhouse", [ned, 9, 7, 5, 5, None, None]),
          L("Fiona Redcastle", [ned, 4, 4, 2, 2, 2, 2]),
          L("Graham Tolley", [ned, 3, 3, 2, 2, 1, 1]))
    return n


def t08():
    cols = [Col("f21", scale=None), Col("m21", scale=None), Col("p21", dec=1, pct=True, sign=False),
            Col("f20", scale=None), Col("m20", scale=None), Col("p20", dec=1, pct=True, sign=False)]
    n = Note(8, "gender-diversity", "Kimberwell Retail plc", "Gender diversity of our people",
             style="zebra", font="Sans", paper="a4", scale=None, scale_where="none",
             cols=cols, cur=None,
             header=[["", "31 January 2021", "", "", "31 January 2020", "", ""],
                     ["", "Female", "Male", "% female", "Female", "Male", "% female"]],
             spans=[(0, 1, 3), (0, 4, 6)],
             before=["The table below shows the number of men and women at each level of the organisation at the "
                     "year end, on a headcount basis. Senior managers are employees who have responsibility for "
                     "planning, directing or controlling the activities of the Group, other than directors."],
             after=["The Board's target is for at least 40% of Board seats to be held by women, which was met at "
                    "31 January 2021. We continue to focus on the executive committee, where women remain "
                    "under-represented."])
    data = [("Board", 4, 6, 3, 7), ("Executive committee", 3, 8, 2, 8), ("Senior managers", 58, 97, 51, 102),
            ("Store managers", 212, 189, 198, 204), ("All employees", 14806, 9377, 15240, 9861)]
    for lab, f1, m1, f0, m0 in data:
        n.add(L(lab, [f1, m1, pct_of(f1, f1 + m1), f0, m0, pct_of(f0, f0 + m0)]))
    return n


def ratio_text(num, den):
    return f"{q(D(num) / D(den), 0)}:1"


def t09():
    cols = [Col("p25", scale=None), Col("med", scale=None), Col("p75", scale=None)]
    ceo = {"2020": 2148000, "2019": 1863000}
    pay = {"2020": [21450, 27930, 38610], "2019": [20880, 26940, 36720]}
    sal = {"2020": [19870, 25410, 34150], "2019": [19320, 24650, 32480]}
    n = Note(9, "ceo-pay-ratio", "Danscombe Leisure plc", "Directors' remuneration report: CEO pay ratio",
             style="borderless", font="Serif", paper="a4", scale=None, scale_where="none",
             cols=cols, cur=None,
             header=[["", "25th percentile", "Median", "75th percentile"]],
             before=["The table below sets out the ratio of the Chief Executive's single total figure of "
                     "remuneration to the pay of UK employees at the 25th percentile, median and 75th percentile, "
                     "calculated using Option A (full-time equivalent pay and benefits for all UK employees), "
                     "together with the employees' total pay and benefits and salary in pounds sterling."],
             after=["The Chief Executive's single total figure of remuneration was \u00a32,148,000 for 2020 "
                    "(2019: \u00a31,863,000). The increase reflects the vesting of the 2017 performance share award. "
                    "The Committee is satisfied that the median pay ratio is consistent with the Group's pay and "
                    "progression policies."],
             features=["repeated_row_label"])
    for y in ("2020", "2019"):
        n.add(SEC(f"Year ended 30 September {y}", key=f"sec{y}"))
        n.add(L("Pay ratio", [ratio_text(ceo[y], p) for p in pay[y]], ind=1, key=f"ratio{y}"),
              L("Total pay and benefits (\u00a3)", pay[y], ind=1, key=f"pay{y}"),
              L("Salary (\u00a3)", sal[y], ind=1, key=f"sal{y}"))
    return n


def t10():
    cols = [Col("2020", dec=1, pct=True), Col("2019", dec=1, pct=True)]
    n = Note(10, "gender-pay-gap", "Fernleith Financial plc", "Gender pay gap (UK)",
             style="lined", font="Cond", paper="a4", scale=None, scale_where="none",
             cols=cols, cur=None,
             header=[["Snapshot at 5 April", "2020", "2019"]],
             before=["UK employers with 250 or more employees publish their gender pay gap each year. Fernleith "
                     "Financial reports the combined figures for its UK employing entities, which had 4,126 relevant "
                     "employees at the 2020 snapshot date."],
             after=["Our gender pay gap is driven mainly by the lower proportion of women in senior and "
                    "higher-paid roles rather than by unequal pay for the same work. Bonus gaps are calculated on "
                    "actual bonuses paid and are not adjusted for part-time working."])
    n.add(L("Mean hourly pay gap", [28.4, 30.1]), L("Median hourly pay gap", [24.7, 27.9]),
          L("Mean bonus gap", [52.6, 55.3]), L("Median bonus gap", [38.9, 41.2]),
          SEC("Proportion receiving a bonus:", key="secb"),
          L("Women", [84.1, 81.7], ind=1), L("Men", [86.3, 85.0], ind=1),
          SEC("Proportion of women in each pay quartile:", key="secq"),
          L("Upper quartile", [31.2, 29.8], ind=1), L("Upper middle quartile", [45.7, 44.1], ind=1),
          L("Lower middle quartile", [58.3, 57.6], ind=1), L("Lower quartile", [66.9, 67.4], ind=1))
    return n


def t11():
    cols = [Col("holders", scale=None), Col("ph", dec=2, pct=True, sign=False), Col("shares", scale=None),
            Col("ps", dec=2, pct=True, sign=False)]
    n = Note(11, "shareholder-analysis", "Wraxholme Group plc", "Analysis of shareholdings at 31 December 2020",
             style="booktabs", font="Cond", paper="a4", scale=None, scale_where="none",
             cols=cols, cur=None,
             header=[["Size of holding (shares)", "Number of holders", "% of holders", "Number of shares",
                      "% of shares"]],
             before=["The Company's issued share capital at 31 December 2020 comprised ordinary shares of 10p each, "
                     "all fully paid. The register of members is analysed below by size of holding."],
             after=["Of the registered holders, 8,266 were individuals; the remainder were nominee companies, "
                    "pension funds, insurance companies and other institutions. No shares were held in treasury."])
    data = [("1 \u2013 1,000", 6412, 2104318), ("1,001 \u2013 5,000", 2183, 5012776),
            ("5,001 \u2013 50,000", 904, 12935402), ("50,001 \u2013 500,000", 211, 31448115),
            ("500,001 \u2013 1,000,000", 38, 27306990), ("Over 1,000,000", 47, 418902477)]
    th = sum(D(h) for _, h, _ in data)
    ts = sum(D(s) for _, _, s in data)
    for lab, h, s in data:
        n.add(L(lab, [h, pct_of(h, th, 2), s, pct_of(s, ts, 2)]))
    n.add(TOT("Total", [th, D("100.00"), ts, D("100.00")]))
    n.rels.append(("sum", ("Total", "holders"), [(1, d[0], "holders") for d in data]))
    n.rels.append(("sum", ("Total", "shares"), [(1, d[0], "shares") for d in data]))
    return n


def t12():
    ys = ["2015", "2016", "2017", "2018", "2019", "2020"]
    cols = [Col(y, dec=2, cur="all", scale=None) for y in ys]
    n = Note(12, "performance-graph", "Ellerthorpe Brands, Inc.", "Stock performance graph",
             style="zebra", font="Serif", paper="letter", land=True, scale=None, scale_where="none",
             cols=cols, cur="$",
             header=[[""] + [f"12/31/{y}" for y in ys]],
             before=["The following table compares the cumulative total stockholder return on our common stock with "
                     "the cumulative total return of the S&P 500 Index and of a peer group of consumer products "
                     "companies. It assumes $100 was invested on December 31, 2015 and that all dividends were "
                     "reinvested."],
             after=["The stock price performance shown is not necessarily indicative of future performance. The peer "
                    "group is weighted by market capitalization at the beginning of each year."])
    n.add(L("Ellerthorpe Brands, Inc.", [100.00, 108.37, 121.94, 97.62, 133.80, 146.25], key="co"),
          L("S&P 500 Index", [100.00, 111.96, 136.40, 130.42, 171.49, 203.04], key="spx"),
          L("Peer Group", [100.00, 104.12, 115.73, 103.88, 127.56, 139.11], key="peer"))
    return n


def t13():
    cols = [Col(y, scale=None) for y in ("2018", "2019", "2020")]
    n = Note(13, "energy-consumption", "Norrington Glassworks plc",
             "Streamlined energy and carbon reporting: energy use",
             style="grid", font="Sans", paper="a4", scale=None, scale_where="row",
             cols=cols, cur=None,
             header=[["MWh, unless stated", "2018", "2019", "2020"]],
             before=["Glass melting is energy intensive, and natural gas fired furnaces account for most of the "
                     "Group's energy use. Energy consumption is shown below for our three UK glassworks, oldest "
                     "year first."],
             after=["Output in 2020 was reduced by a twelve-week cold repair of the No. 3 furnace at the Kelstow "
                    "works. The solar arrays installed in 2019 and 2020 supply electricity directly to the sites."],
             names=["Kelstow"], features=["oldest_first"])
    gas, grid, solar, diesel = [412806, 398215, 351940], [96318, 91702, 84115], [1204, 3880, 6215], [7419, 6982, 5806]
    n.add(L("Natural gas", gas), L("Grid electricity", grid), L("On-site solar electricity", solar),
          L("Diesel and gas oil", diesel))
    n.total("Total energy consumption", ["Natural gas", "Grid electricity", "On-site solar electricity",
                                         "Diesel and gas oil"], key="total")
    glass = [812.4, 798.1, 722.6]
    n.add(L("Glass produced (thousand tonnes)", glass, key="glass", dec=1, scale=10**3))
    tot = n.row("total").vals
    n.add(L("Energy intensity (MWh per tonne of glass)", [q(t / (D(g) * 1000), 3) for t, g in zip(tot, glass)],
            key="intensity", dec=3))
    n.add(L("Renewable share of electricity (%)", [pct_of(s, D(s) + D(g)) for s, g in zip(solar, grid)],
            key="renew", dec=1, pct=True, sign=False))
    return n


def t14():
    cols = [Col(k, dec=1) for k in ("b21", "c21", "t21", "b20", "c20", "t20")]
    n = Note(14, "total-tax-contribution", "Havercroft Distribution plc", "Our total tax contribution",
             style="booktabs", font="Sans", paper="a4", scale=10**6, scale_where="header",
             cols=cols, cur=None,
             header=[["", "Year ended 30 June", "", "", "", "", ""],
                     ["", "2021", "", "", "2020", "", ""],
                     ["\u00a3m", "Borne", "Collected", "Total", "Borne", "Collected", "Total"]],
             spans=[(0, 1, 6), (1, 1, 3), (1, 4, 6)],
             before=["Taxes borne are a cost to the Group and are charged in the income statement. Taxes collected "
                     "are administered by the Group on behalf of government, such as income tax and employee "
                     "national insurance withheld from salaries and net VAT collected from customers."],
             after=["Business rates in 2021 were lower because of temporary relief granted to distribution "
                    "premises. The increase in employment taxes reflects the 1,100 additional drivers and warehouse "
                    "colleagues recruited during the year."])
    data = [("Corporation tax", [18.4, None, None, 15.9, None, None]),
            ("Employment taxes", [24.7, 61.3, None, 22.8, 57.9, None]),
            ("VAT", [None, 43.6, None, None, 39.2, None]),
            ("Business rates", [9.8, None, None, 11.2, None, None]),
            ("Fuel duty", [6.1, None, None, 6.7, None, None]),
            ("Other taxes", [2.3, 1.4, None, 2.1, 1.2, None])]
    for lab, v in data:
        n.add(L(lab, v))
    n.rowtotal("t21", ["b21", "c21"])
    n.rowtotal("t20", ["b20", "c20"])
    n.total("Total tax contribution", [d[0] for d in data], key="total")
    return n


def t15():
    cols = [Col("country", text=True), Col("activity", text=True), Col("o20", dec=1, pct=True, sign=False),
            Col("o19", dec=1, pct=True, sign=False)]
    n = Note(15, "principal-subsidiaries", "Veltmark Holdings N.V.", "34. Principal subsidiaries",
             style="borderless", font="Serif", paper="a4", scale=None, scale_where="none",
             cols=cols, cur=None,
             header=[["", "", "", "Ownership interest (%)", ""],
                     ["Subsidiary", "Country of incorporation", "Principal activity", "2020", "2019"]],
             spans=[(0, 3, 4)],
             before=["The principal subsidiaries of Veltmark Holdings N.V. at 31 December are listed below. The "
                     "ownership interest equals the proportion of voting rights held. All subsidiaries are fully "
                     "consolidated."],
             after=["On 1 July 2020 the Group acquired 64.5% of Kalvero Shipping GmbH, a short-sea operator based in "
                    "Hamburg. In March 2020 the Group exercised its option to acquire a further 15.0% of Nordaxe "
                    "Transport AB from the founding family."],
             names=["Nordaxe", "Istrana", "Kalvero", "Brelmont"], features=["text_column"])
    for lab, ctry, act, a, b in [
            ("Veltmark Logistics B.V.", "Netherlands", "Freight forwarding", 100.0, 100.0),
            ("Veltmark Polska Sp. z o.o.", "Poland", "Warehousing", 100.0, 100.0),
            ("Nordaxe Transport AB", "Sweden", "Road haulage", 75.0, 60.0),
            ("Istrana Cargo S.r.l.", "Italy", "Air freight", 51.0, 51.0),
            ("Veltmark Iberia S.L.", "Spain", "Contract logistics", 100.0, 100.0),
            ("Kalvero Shipping GmbH", "Germany", "Short-sea shipping", 64.5, None),
            ("Brelmont Depots Ltd", "United Kingdom", "Cold storage", 80.0, 80.0),
            ("Veltmark Re S.A.", "Luxembourg", "Captive reinsurance", 100.0, 100.0)]:
        n.add(L(lab, [ctry, act, a, b]))
    return n


def t16():
    cols = [Col(k) for k in ("u20", "w20", "u19", "w19")]
    n = Note(16, "liquidity-coverage", "Glassenby Bank plc", "Liquidity coverage ratio",
             style="grid", font="Cond", paper="a4", scale=10**6, scale_where="header",
             cols=cols, cur=None,
             header=[["", "31 December 2020", "", "31 December 2019", ""],
                     ["\u00a3m", "Unweighted value", "Weighted value", "Unweighted value", "Weighted value"]],
             spans=[(0, 1, 2), (0, 3, 4)],
             before=["The liquidity coverage ratio (LCR) compares the stock of high-quality liquid assets (HQLA) with "
                     "the net cash outflows expected over a 30-day stress period. Weighted values apply the "
                     "regulatory haircuts to assets and the run-off and inflow rates to cash flows."],
             after=["The regulatory minimum LCR is 100%. The increase in 2020 reflects deposit inflows during the "
                    "pandemic, which were held largely as reserves at the central bank."])
    n.add(SEC("High-quality liquid assets", key="sech"),
          L("Level 1 assets", [8412, 8412, 7236, 7236], ind=1),
          L("Level 2A assets", [1108, 942, 1215, 1033], ind=1),
          L("Level 2B assets", [356, 178, 284, 142], ind=1))
    n.total("Total HQLA", ["Level 1 assets", "Level 2A assets", "Level 2B assets"], kind="sub")
    n.add(SEC("Cash outflows", key="seco"),
          L("Retail deposits", [31842, 2418, 29571, 2247], ind=1),
          L("Unsecured wholesale funding", [6903, 2951, 7420, 3188], ind=1),
          L("Secured wholesale funding", [1216, 84, 1385, 97], ind=1),
          L("Additional requirements", [4770, 612, 4512, 579], ind=1))
    n.total("Total cash outflows", ["Retail deposits", "Unsecured wholesale funding", "Secured wholesale funding",
                                    "Additional requirements"], kind="sub")
    n.add(SEC("Cash inflows", key="seci"),
          L("Inflows from fully performing exposures", [1482, 741, 1390, 695], ind=1),
          L("Other cash inflows", [388, 204, 352, 181], ind=1))
    n.total("Total cash inflows", ["Inflows from fully performing exposures", "Other cash inflows"], kind="sub")
    n.total("Net cash outflows", ["Total cash outflows", "Total cash inflows"], signs=[1, -1], cols=["w20", "w19"])
    lcr = [q(n.val("Total HQLA", w) / n.val("Net cash outflows", w) * 100, 1) for w in ("w20", "w19")]
    n.add(L("Liquidity coverage ratio (%)", ["", lcr[0], "", lcr[1]], key="lcr", dec=1, pct=True, sign=False))
    return n


def t17():
    cols = [Col("loc", text=True), Col("units", scale=None), Col("cost", cur="first"), Col("inc", cur="first"),
            Col("compl", text=True), Col("leased", pct=True)]
    n = Note(17, "development-pipeline", "Pentworth Residential REIT", "Development pipeline",
             style="booktabs", font="Sans", paper="letter", land=True, scale=10**3, scale_where="prose",
             cols=cols, cur="$",
             header=[["", "", "", "Estimated", "Cost Incurred", "Estimated", ""],
                     ["Project", "Location", "Units", "Total Cost", "to Date", "Completion", "% Leased"]],
             before=["As of December 31, 2020, we had four wholly owned multifamily communities under development. "
                     "Estimated total cost includes land, construction, capitalized interest and other development "
                     "costs. The pipeline is summarized below (dollars in thousands):"],
             after=["We expect to fund the remaining cost of the pipeline, approximately $176.2 million, from cash "
                    "on hand and borrowings under our unsecured revolving credit facility. Percentage leased is "
                    "shown for communities that have begun leasing."],
             names=["The Larchfield", "Marrowby Square", "Eastwick Commons", "Halden Yards"])
    data = [("The Larchfield", "Denver, CO", 312, 118400, 96215, "Q2 2021", 41),
            ("Marrowby Square", "Austin, TX", 268, 94750, 52380, "Q4 2021", None),
            ("Eastwick Commons", "Raleigh, NC", 405, 141900, 33610, "Q3 2022", None),
            ("Halden Yards", "Phoenix, AZ", 226, 72300, 68940, "Q1 2021", 78)]
    for lab, *v in data:
        n.add(L(lab, v))
    n.total("Total", [d[0] for d in data], cols=["units", "cost", "inc"])
    rem = n.val("Total", "cost") - n.val("Total", "inc")
    assert f"${q(rem / 1000, 1)} million" in n.after[0]
    return n


def t18():
    cols = [Col(k, scale=None) for k in ("o20", "c20", "t20", "o19", "c19", "t19")]
    n = Note(18, "land-bank", "Sandholme Homes, Inc.", "Lots owned and controlled",
             style="lined", font="Serif", paper="letter", scale=None, scale_where="none",
             cols=cols, cur=None,
             header=[["", "November 30, 2020", "", "", "November 30, 2019", "", ""],
                     ["", "Owned", "Controlled", "Total", "Owned", "Controlled", "Total"]],
             spans=[(0, 1, 3), (0, 4, 6)],
             before=["We own lots or control them through option and purchase contracts with land sellers and "
                     "developers. Controlling lots allows us to limit the capital we tie up in land. Our lot position "
                     "by homebuilding region was as follows:"],
             after=["We closed 5,812 homes in fiscal 2020. At November 30, 2020, we had $118.6 million of deposits "
                    "on controlled lots, which are generally forfeited if we do not purchase the lots."])
    for lab, v in [("West", [6214, 3880, None, 5902, 3115, None]), ("Mountain", [4105, 2712, None, 3876, 2240, None]),
                   ("Texas", [7390, 5466, None, 6918, 4702, None]),
                   ("Southeast", [5022, 6108, None, 4417, 4935, None])]:
        n.add(L(lab, v))
    n.rowtotal("t20", ["o20", "c20"])
    n.rowtotal("t19", ["o19", "c19"])
    n.total("Total", ["West", "Mountain", "Texas", "Southeast"])
    return n


def t19():
    cols = [Col(y, pct=True) for y in ("2020", "2019", "2018")]
    n = Note(19, "revenue-by-node", "Taviscor Foundry Corp.", "Wafer revenue by technology",
             style="booktabs", font="Cond", paper="letter", scale=None, scale_where="row",
             cols=cols, cur="$", curmode="inline",
             header=[["", "Year ended December 31,", "", ""], ["Share of wafer revenue", "2020", "2019", "2018"]],
             spans=[(0, 1, 3)],
             before=["We report wafer revenue by the process technology used to manufacture the customer's product. "
                     "Advanced technologies are defined as 16 nanometer and below."],
             after=["Revenue from 10nm ceased in 2019 as customers migrated to 7nm. Shares are rounded to the "
                    "nearest whole percentage point."])
    nodes = [("7nm", [29, 27, 9]), ("10nm", [None, None, 3]), ("16/20nm", [18, 20, 23]), ("28nm", [13, 16, 19]),
             ("40/45nm", [11, 12, 12]), ("65nm", [10, 9, 11]), ("90nm and above", [19, 16, 23])]
    for lab, v in nodes:
        n.add(L(lab, v))
    n.total("Total", [x for x, _ in nodes], kind="sub")
    n.add(L("Advanced technologies (16nm and below)",
            [nz(n.val("7nm", y)) + nz(n.val("10nm", y)) + nz(n.val("16/20nm", y)) for y in ("2020", "2019", "2018")],
            key="adv"))
    for y in ("2020", "2019", "2018"):
        assert n.val("Total", y) == 100
        n.rels.append(("sum", ("adv", y), [(1, "7nm", y), (1, "10nm", y), (1, "16/20nm", y)]))
    n.add(L("Wafer revenue (in millions)", [38412.6, 32045.9, 31870.2], key="rev", pct=False, dec=1, cur="all",
            scale=10**6))
    return n


def t20():
    cols = [Col(k, scale=None) for k in ("p20", "p19", "d20", "d19")]
    n = Note(20, "production-deliveries", "Ardvelle Motors, Inc.", "Vehicle production and deliveries",
             style="zebra", font="Sans", paper="letter", scale=None, scale_where="none",
             cols=cols, cur=None,
             header=[["", "Production", "", "Deliveries", ""], ["Units", "2020", "2019", "2020", "2019"]],
             spans=[(0, 1, 2), (0, 3, 4)],
             before=["We count a vehicle as delivered when it is transferred to the end customer or to a fleet "
                     "operator. Production and deliveries by model for the years ended December 31 were as follows:"],
             after=["Production of the Quillet compact began in May 2020 at our Tennessee assembly plant. Orvanna "
                    "sedan production was reduced in the second half of 2020 to align inventory with demand."],
             names=["Orvanna", "Strider SUV", "Haulmark", "Quillet"])
    n.add(L("Orvanna sedan", [48215, 52907, 46980, 53114]), L("Strider SUV", [71406, 60388, 70122, 58975]),
          L("Haulmark pickup", [22918, 24605, 23447, 24016]), L("Quillet compact", [9872, None, 8105, None]))
    n.total("Total", ["Orvanna sedan", "Strider SUV", "Haulmark pickup", "Quillet compact"])
    return n


def t21():
    cols = [Col("int", pct=True), Col("t20", dec=1), Col("t19", dec=1), Col("chg", dec=1, pct=True)]
    n = Note(21, "terminal-throughput", "Quaymouth Ports Holdings", "Container throughput by terminal",
             style="borderless", font="Sans", paper="a4", scale=10**3, scale_where="header",
             cols=cols, cur=None,
             header=[["", "Group", "Throughput ('000 TEU)", "", ""],
                     ["Terminal", "interest", "2020", "2019", "Change"]],
             spans=[(0, 2, 3)],
             before=["Throughput is measured in twenty-foot equivalent units (TEU) and is reported on a 100% basis "
                     "for every terminal, whatever the Group's interest."],
             after=["Throughput at Ferrowhaven Gateway was affected by a 23-day berth closure for crane replacement "
                    "in the second quarter of 2020. Pelsand Inland Port is connected to North Basin Terminal by a "
                    "daily rail shuttle."],
             names=["North Basin Terminal", "Saltings", "Ferrowhaven", "Pelsand"])
    data = [("North Basin Terminal", 100, 4812.6, 5104.2), ("Saltings Container Terminal", 100, 2950.3, 2871.8),
            ("Ferrowhaven Gateway", 60, 1684.0, 1932.5), ("Pelsand Inland Port", 35, 603.7, 588.1)]
    for lab, i, a, b in data:
        n.add(L(lab, [i, a, b, pct_of(D(a) - D(b), b)]))
    n.total("Total", [d[0] for d in data], cols=["t20", "t19"])
    t = n.row("Total")
    t.vals[3] = pct_of(t.vals[1] - t.vals[2], t.vals[2])
    return n


def t22():
    cols = [Col(y) for y in ("2020", "2019", "2018")]
    n = Note(22, "marketplace-metrics", "Trundlebay Marketplace, Inc.", "Key operating metrics",
             style="grid", font="Serif", paper="letter", scale=10**6, scale_where="header",
             cols=cols, cur="$",
             header=[["", "Year Ended December 31,", "", ""],
                     ["(in millions, except AOV and GMV per active buyer)", "2020", "2019", "2018"]],
             spans=[(0, 1, 3)],
             before=["We use the following metrics to evaluate the growth of our marketplace. Active buyers and "
                     "active sellers are those who completed at least one transaction in the trailing twelve months."],
             after=["Marketplace revenue is earned as a percentage of GMV; the take rate is marketplace revenue "
                    "divided by GMV. Average order value (AOV) is GMV divided by the number of orders."])
    gmv, orders, buyers = [14286, 10912, 8845], [402.5, 318.7, 262.4], [38.4, 31.2, 27.9]
    n.add(L("Gross merchandise volume (GMV)", gmv, key="gmv", cur="first"),
          L("Active buyers", buyers, key="buyers", dec=1),
          L("Active sellers", [2.16, 1.84, 1.61], key="sellers", dec=2),
          L("Orders", orders, key="orders", dec=1),
          L("Average order value (AOV)", [q(D(g) / D(o), 2) for g, o in zip(gmv, orders)], key="aov", dec=2,
            cur="all", scale=None),
          L("GMV per active buyer", [q(D(g) * 1 / D(b), 0) for g, b in zip(gmv, buyers)], key="gpb", cur="all",
            scale=None),
          L("Take rate", [11.8, 11.2, 10.9], key="take", dec=1, pct=True))
    return n


def t23():
    cols = [Col("f20", cur="first"), Col("f19", cur="first")]
    n = Note(23, "restaurant-level-profit", "Lumbercrest Restaurants, Inc.",
             "Restaurant-level operating profit (non-GAAP)",
             style="booktabs", font="Serif", paper="letter", scale=10**3, scale_where="header",
             cols=cols, cur="$", curmode="space",
             header=[["", "Fiscal Year Ended", ""],
                     ["(dollars in thousands)", "December 27, 2020", "December 29, 2019"]],
             spans=[(0, 1, 2)],
             before=["Restaurant-level operating profit is a non-GAAP measure of the profitability of our "
                     "restaurants before corporate overhead, depreciation, pre-opening costs and impairments. The "
                     "reconciliation from income from operations is set out below."],
             after=["We operated 214 restaurants at the end of fiscal 2020 compared with 209 at the end of fiscal "
                    "2019. Impairment and closure costs in fiscal 2020 include the closure of six underperforming "
                    "restaurants."])
    n.add(L("Income from operations", [38412, 61905], key="ifo"),
          SEC("Adjustments:", key="seca"),
          L("General and administrative", [42118, 44602], ind=1),
          L("Depreciation and amortization", [27390, 25874], ind=1),
          L("Pre-opening costs", [3215, 5118], ind=1),
          L("Impairment and closure costs", [9806, 1422], ind=1),
          L("Other operating (income) expense, net", [-1274, 638], ind=1))
    n.total("Restaurant-level operating profit", ["ifo", "General and administrative", "Depreciation and amortization",
                                                  "Pre-opening costs", "Impairment and closure costs",
                                                  "Other operating (income) expense, net"], key="rlop")
    n.add(L("Restaurant sales", [702455, 748310], key="sales"))
    n.add(L("Restaurant-level operating margin", [pct_of(n.val("rlop", c), n.val("sales", c)) for c in ("f20", "f19")],
            key="margin", dec=1, pct=True))
    return n


def t24():
    cols = [Col("aum", dec=1, cur="first", scale=10**9)] + [Col(k, pct=True, sign=False) for k in ("y1", "y3", "y5", "y10")]
    n = Note(24, "investment-performance", "Ambervane Capital Partners", "Investment performance",
             style="zebra", font="Cond", paper="letter", scale=10**9, scale_where="header",
             cols=cols, cur="$",
             header=[["", "AUM", "% of AUM outperforming benchmark", "", "", ""],
                     ["At December 31, 2020", "($ in billions)", "1-year", "3-year", "5-year", "10-year"]],
             spans=[(0, 2, 5)],
             before=["We measure investment performance as the percentage of assets under management (AUM) in "
                     "strategies whose returns, gross of fees, exceeded their benchmarks over each period."],
             after=["Alternatives comprise our hedge fund and private credit strategies. Firmwide figures are "
                    "weighted by AUM."],
             foot=["(1) The firmwide 10-year figure excludes Alternatives, which have a track record of less than "
                   "ten years."],
             features=["footnote"])
    data = [("Equity", 142.6, [58, 71, 76, 82]), ("Fixed income", 98.3, [84, 88, 91, 93]),
            ("Multi-asset", 41.7, [46, 62, 69, 74]), ("Alternatives", 17.4, [71, 64, 58, None])]
    for lab, a, p in data:
        n.add(L(lab, [a] + p))
    tot = [sum(D(a) for _, a, _ in data)]
    for j in range(4):
        tot.append(wavg([(a, p[j]) for _, a, p in data if p[j] is not None], 0))
    n.add(TOT("Firmwide(1)", tot, key="Firmwide"))
    n.rels.append(("sum", ("Firmwide", "aum"), [(1, d[0], "aum") for d in data]))
    return n


def t25():
    cols = [Col(y, dec=1) for y in ("2020", "2019", "2018")]
    n = Note(25, "milling-statistics", "Kasselrand Sugar Ltd", "Milling operations",
             style="borderless", font="Sans", paper="a4", scale=None, scale_where="row",
             cols=cols, cur=None,
             header=[["", "Season", "", ""], ["", "2020", "2019", "2018"]],
             spans=[(0, 1, 3)],
             before=["The crushing season runs from April to November. Sugar recovery is the tonnage of sugar "
                     "produced expressed as a percentage of the cane crushed."],
             after=["The 2020 season was shortened by drought in the northern supply area, which reduced cane "
                    "deliveries from growers. Ethanol is distilled from molasses at the Group's own distillery."])
    cane, days = [4318.6, 4702.3, 4155.9], [212, 231, 204]
    rec = [10.86, 10.64, 11.02]
    n.add(L("Cane crushed (thousand tonnes)", cane, key="cane", scale=10**3),
          L("Crushing days", days, key="days", dec=0),
          L("Average crushing rate (tonnes per day)", [q(D(c) * 1000 / D(d), 0) for c, d in zip(cane, days)],
            key="rate", dec=0),
          L("Sucrose content (% cane)", [13.42, 13.18, 13.57], key="sucrose", dec=2, pct=True, sign=False),
          L("Sugar recovery (% cane)", rec, key="recovery", dec=2, pct=True, sign=False),
          L("Sugar produced (thousand tonnes)", [q(D(c) * D(r) / 100, 1) for c, r in zip(cane, rec)], key="sugar",
            scale=10**3),
          L("Molasses produced (thousand tonnes)", [171.4, 186.9, 162.2], key="molasses", scale=10**3),
          L("Ethanol produced (million litres)", [38.6, 41.2, 35.9], key="ethanol", scale=10**6))
    return n


def t26():
    cols = [Col("unit", text=True), Col("tgt", dec=1, scale=None), Col("act", dec=1, scale=None),
            Col("prev", dec=1, scale=None), Col("met", text=True)]
    n = Note(26, "performance-commitments", "Tarnbeck Water plc", "Performance commitments 2020/21",
             style="grid", font="Serif", paper="a4", scale=None, scale_where="none",
             cols=cols, cur=None,
             header=[["", "", "2020/21", "", "2019/20", ""],
                     ["Performance commitment", "Unit", "Target", "Actual", "Actual", "Met?"]],
             spans=[(0, 2, 3)],
             before=["Our regulator sets performance commitments for each year of the price control period. The "
                     "table compares our performance in the year ended 31 March 2021 with the targets and with the "
                     "previous year."],
             after=["Per capita consumption rose as more customers worked from home during the pandemic. The "
                    "Company incurred a net underperformance payment of \u00a33.4 million for 2020/21, which will be "
                    "reflected in customer bills from April 2022."])
    n.add(L("Leakage", ["Ml/d", 182.0, 176.4, 191.8, "Yes"]),
          L("Per capita consumption", ["litres/person/day", 139.5, 146.2, 141.0, "No"]),
          L("Water supply interruptions", ["minutes per property", 6.5, 8.2, 11.4, "No"]),
          L("Internal sewer flooding incidents", ["number", 212, 187, 236, "Yes"], dec=0),
          L("Pollution incidents", ["per 10,000 km of sewer", 24.0, 21.7, 27.3, "Yes"]),
          L("Water quality contacts", ["per 1,000 population", 1.10, 0.94, 1.22, "Yes"], dec=2))
    return n


def t27():
    cols = [Col("2021"), Col("2020")]
    n = Note(27, "community-investment", "Hollinbrae Supermarkets plc", "Community investment",
             style="lined", font="Sans", paper="a4", scale=10**3, scale_where="header",
             cols=cols, cur=None,
             header=[["", "2021", "2020"], ["", "\u00a3'000", "\u00a3'000"]],
             before=["We measure our community investment using the B4SI framework. The financial year 2021 is the "
                     "52 weeks to 27 February 2021; the financial year 2020 is the 52 weeks to 29 February 2020."],
             after=["Food donations increased as we extended our surplus food partnership to all 412 stores. "
                    "Volunteering fell because most colleague volunteering days were suspended during lockdowns."],
             foot=["\u00b9 Not included in total community investment."], features=["footnote"])
    items = [("Cash donations", [3412, 2086]), ("Food donations (at cost)", [6905, 3218]),
             ("Employee volunteering time", [612, 948]), ("In-kind donations (non-food)", [284, 197]),
             ("Management costs", [431, 402])]
    for lab, v in items:
        n.add(L(lab, v))
    n.total("Total community investment", [x for x, _ in items], key="total")
    n.add(L("Funds raised from customers and colleagues\u00b9", [5276, 4119], key="raised"))
    return n


def t28():
    cols = [Col("a20", dec=1), Col("p20", dec=1, pct=True), Col("a19", dec=1), Col("p19", dec=1, pct=True)]
    n = Note(28, "cash-by-rating", "Movenna Pharma AG", "Credit risk: cash and deposits by counterparty rating",
             style="borderless", font="Cond", paper="a4", scale=10**6, scale_where="header",
             cols=cols, cur=None,
             header=[["", "31 December 2020", "", "31 December 2019", ""],
                     ["Counterparty rating", "CHF million", "%", "CHF million", "%"]],
             spans=[(0, 1, 2), (0, 3, 4)],
             before=["The Group places cash and short-term deposits only with banks and money market funds that "
                     "meet its minimum credit criteria. Ratings are the lower of the Standard & Poor's and Moody's "
                     "equivalents."],
             after=["The largest exposure to a single counterparty was CHF 315.0 million at 31 December 2020 "
                    "(2019: CHF 298.4 million). Unrated balances are held with local banks in countries where "
                    "rated banks are not available."])
    rows = [("AAA", 412.5, 388.0), ("AA+ to AA\u2013", 1086.2, 951.7), ("A+ to A\u2013", 734.8, 802.3),
            ("BBB+ to BBB\u2013", 92.6, 121.4), ("Unrated", 14.1, 9.8)]
    t20 = sum(D(a) for _, a, _ in rows)
    t19 = sum(D(b) for _, _, b in rows)
    for lab, a, b in rows:
        n.add(L(lab, [a, pct_of(a, t20), b, pct_of(b, t19)]))
    n.add(TOT("Total", [t20, D("100.0"), t19, D("100.0")]))
    n.rels.append(("sum", ("Total", "a20"), [(1, r[0], "a20") for r in rows]))
    n.rels.append(("sum", ("Total", "a19"), [(1, r[0], "a19") for r in rows]))
    return n


def t29():
    cols = [Col("pell", dec=1), Col("dun", dec=1), Col("tot", dec=1)]
    n = Note(29, "disposal-of-subsidiaries", "Crowlesby Holdings plc", "31. Disposal of subsidiaries",
             style="zebra", font="Serif", paper="a4", scale=10**6, scale_where="header",
             cols=cols, cur=None,
             header=[["", "Pellmore Coatings", "Dunmere Fasteners", "Total"], ["", "\u00a3m", "\u00a3m", "\u00a3m"]],
             before=["During the year the Group sold two non-core businesses. Pellmore Coatings Limited was sold on "
                     "30 September 2020 and Dunmere Fasteners Limited on 18 December 2020. The net assets at the "
                     "dates of disposal and the result on disposal were as follows:"],
             after=["\u00a35.0m of the consideration for Dunmere Fasteners is deferred and payable in December "
                    "2021; the remainder was received in cash on completion. The gain or loss on disposal is "
                    "presented within non-underlying items."],
             names=["Pellmore Coatings", "Dunmere Fasteners"], features=["negative_result"])
    items = [("Property, plant and equipment", [38.6, 12.4, None]), ("Inventories", [21.3, 8.7, None]),
             ("Trade and other receivables", [27.9, 9.5, None]), ("Cash and cash equivalents", [6.2, 1.8, None]),
             ("Trade and other payables", [-24.5, -7.9, None]), ("Borrowings", [-10.0, None, None])]
    for lab, v in items:
        n.add(L(lab, v))
    n.total("Net assets disposed of", [x for x, _ in items], kind="sub", key="net", cols=["pell", "dun"])
    n.add(L("Goodwill allocated", [14.2, 3.1, None]), L("Disposal costs", [2.9, 1.1, None]),
          L("Gain/(loss) on disposal", [19.8, -1.6, None], key="gain"))
    n.total("Total consideration", ["net", "Goodwill allocated", "Disposal costs", "gain"], key="cons",
            cols=["pell", "dun"])
    n.rowtotal("tot", ["pell", "dun"])
    assert n.val("cons", "pell") == D("96.4") and n.val("cons", "dun") == D("27.1")
    return n


def t30():
    cols = [Col("a21", dec=1), Col("p21", dec=1, pct=True), Col("a20", dec=1), Col("p20", dec=1, pct=True)]
    n = Note(30, "mortgages-by-ltv", "Ivelmoor Building Society",
             "Residential mortgages by indexed loan-to-value",
             style="booktabs", font="Sans", paper="a4", scale=10**6, scale_where="header",
             cols=cols, cur=None,
             header=[["", "31 March 2021", "", "31 March 2020", ""], ["Indexed LTV", "\u00a3m", "%", "\u00a3m", "%"]],
             spans=[(0, 1, 2), (0, 3, 4)],
             before=["The indexed loan-to-value (LTV) ratio compares the balance of each loan with the value of the "
                     "property updated for movements in a regional house price index. The Society's residential "
                     "mortgage book is analysed below by indexed LTV band."],
             after=["The average indexed LTV of the portfolio was 47.3% at 31 March 2021 (2020: 49.1%). Loans in "
                    "the over 100% band are subject to individual review for impairment."])
    bands = [("Up to 50%", 4812.6, 4405.9), ("Over 50% to 60%", 1904.3, 1822.6), ("Over 60% to 70%", 1733.0, 1815.4),
             ("Over 70% to 80%", 1246.8, 1360.1), ("Over 80% to 90%", 612.4, 701.9),
             ("Over 90% to 100%", 98.7, 153.2), ("Over 100%", 6.2, 11.8)]
    t21 = sum(D(a) for _, a, _ in bands)
    t20 = sum(D(b) for _, _, b in bands)
    for lab, a, b in bands:
        n.add(L(lab, [a, pct_of(a, t21), b, pct_of(b, t20)]))
    n.add(TOT("Total", [t21, D("100.0"), t20, D("100.0")]))
    n.rels.append(("sum", ("Total", "a21"), [(1, r[0], "a21") for r in bands]))
    n.rels.append(("sum", ("Total", "a20"), [(1, r[0], "a20") for r in bands]))
    return n


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]
NOTES = [b() for b in BUILDERS]
BY_NUM = {n.num: n for n in NOTES}


# ============================================================================ rendering
_REG = set()


def _fonts(fam):
    reg, bold = FAMILY[fam]
    for name in (reg, bold):
        if name not in _REG:
            pdfmetrics.registerFont(TTFont(name, str(FONTS / f"{name}.ttf")))
            _REG.add(name)
    return reg, bold


def layout(n: Note):
    """Font size, column widths and the page size for a note (raises if the table cannot fit)."""
    reg, bold = _fonts(n.font)
    base = A4 if n.paper == "a4" else letter
    page = landscape(base) if n.land else base
    avail = page[0] - 2 * MARGIN - 12
    body = n.body()
    for fs in (9, 8.5, 8):
        widths = []
        for j in range(len(n.cols) + 1):
            w = 0
            for r, ln in zip(body, n.lines):
                font = bold if ln.kind in ("sub", "tot", "sec") else reg
                w = max(w, stringWidth(r[j], font, fs) + (10 * ln.ind if j == 0 else 0))
            for ri, h in enumerate(n.header):   # header words must fit (headers may wrap between words)
                spanned = any(s[0] == ri and s[1] == j and s[2] > j for s in n.spans)
                if h[j] and not spanned:
                    w = max(w, max(stringWidth(x, bold, fs) for x in h[j].split()))
            widths.append(w + 2 * PAD + 2)
        widths = [max(w, 40) if j else w for j, w in enumerate(widths)]
        if sum(widths) <= avail:
            break
    else:
        raise ValueError(f"{n.key}: table too wide ({sum(widths):.0f} > {avail:.0f})")
    spare = avail - sum(widths)
    # give spare room first to the label column (up to 250 pt), then evenly to the value columns
    add0 = min(spare, max(0, 250 - widths[0]))
    widths[0] += add0
    spare -= add0
    k = len(widths) - 1
    widths = [widths[0]] + [w + spare / k for w in widths[1:]]
    return fs, widths, page


def render(n: Note, path: Path):
    reg, bold = _fonts(n.font)
    fs, widths, page = layout(n)
    doc = SimpleDocTemplate(str(path), pagesize=page, leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN,
                            bottomMargin=MARGIN, title=f"{n.company}: {n.title}", author=SET, subject="",
                            creator=SET, producer=SET, keywords="")
    h1 = ParagraphStyle("h1", fontName=bold, fontSize=14, leading=18, spaceAfter=8)
    h2 = ParagraphStyle("h2", fontName=bold, fontSize=10.5, leading=14, spaceAfter=2)
    h3 = ParagraphStyle("h3", fontName=reg, fontSize=10, leading=13, spaceAfter=8)
    prose = ParagraphStyle("p", fontName=reg, fontSize=9.5, leading=12.5, spaceAfter=6)
    foot = ParagraphStyle("f", fontName=reg, fontSize=8, leading=10, spaceAfter=2)
    hstyle = {a: ParagraphStyle(f"th{a}", fontName=bold, fontSize=fs, leading=fs + 2, alignment=a)
              for a in (TA_LEFT, TA_RIGHT, TA_CENTER)}
    data = []
    nh = len(n.header)
    span_cells = {(r, c0): c1 for r, c0, c1 in n.spans}
    for r, h in enumerate(n.header):
        row = []
        for j, txt in enumerate(h):
            if (r, j) in span_cells:
                al = TA_CENTER
            elif j == 0 or n.cols[j - 1].text:
                al = TA_LEFT
            else:
                al = TA_RIGHT
            row.append(Paragraph(escape(txt), hstyle[al]) if txt else "")
        data.append(row)
    data += n.body()
    ts = [("FONTNAME", (0, 0), (-1, -1), reg), ("FONTSIZE", (0, 0), (-1, -1), fs),
          ("LEADING", (0, 0), (-1, -1), fs + 2),
          ("LEFTPADDING", (0, 0), (-1, -1), PAD), ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
          ("TOPPADDING", (0, 0), (-1, -1), 2.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2),
          ("VALIGN", (0, 0), (-1, nh - 1), "BOTTOM"), ("ALIGN", (1, nh), (-1, -1), "RIGHT")]
    for j, c in enumerate(n.cols, start=1):
        if c.text:
            ts.append(("ALIGN", (j, nh), (j, -1), "LEFT"))
    for r, c0, c1 in n.spans:
        ts.append(("SPAN", (c0, r), (c1, r)))
    for i, ln in enumerate(n.lines):
        r = nh + i
        if ln.kind in ("sub", "tot", "sec"):
            ts.append(("FONTNAME", (0, r), (-1, r), bold))
        if ln.ind:
            ts.append(("LEFTPADDING", (0, r), (0, r), PAD + 10 * ln.ind))
    last = nh + len(n.lines) - 1
    grey = colors.HexColor("#7a7a7a")
    if n.style == "booktabs":
        ts += [("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black), ("LINEBELOW", (0, nh - 1), (-1, nh - 1), 0.5, colors.black),
               ("LINEBELOW", (0, last), (-1, last), 1.2, colors.black)]
        for r, c0, c1 in n.spans:
            if r < nh - 1:
                ts.append(("LINEBELOW", (c0, r), (c1, r), 0.5, colors.black))
        for i, ln in enumerate(n.lines):
            if ln.kind == "tot":
                ts.append(("LINEABOVE", (1, nh + i), (-1, nh + i), 0.5, colors.black))
    elif n.style == "grid":
        ts += [("GRID", (0, 0), (-1, -1), 0.5, grey)]
    elif n.style == "zebra":
        ts += [("BACKGROUND", (0, 0), (-1, nh - 1), colors.HexColor("#d9e1ea"))]
        for i in range(len(n.lines)):
            if i % 2 == 1:
                ts.append(("BACKGROUND", (0, nh + i), (-1, nh + i), colors.HexColor("#f1f4f7")))
    elif n.style == "lined":
        ts += [("LINEBELOW", (0, nh - 1), (-1, nh - 1), 0.8, colors.black)]
        for i in range(len(n.lines)):
            ts.append(("LINEBELOW", (0, nh + i), (-1, nh + i), 0.25, colors.HexColor("#b0b0b0")))
    elif n.style == "borderless":
        for i, ln in enumerate(n.lines):
            if ln.kind == "tot":
                ts.append(("LINEABOVE", (1, nh + i), (-1, nh + i), 0.5, colors.black))
    else:
        raise ValueError(n.style)
    table = Table(data, colWidths=widths, repeatRows=0, hAlign="LEFT")
    table.setStyle(TableStyle(ts))
    story = [Paragraph("Annual report (extract)", h1), Paragraph(escape(n.company), h2), Paragraph(escape(n.title), h3)]
    story += [Paragraph(escape(p), prose) for p in n.before]
    story += [Spacer(1, 4), table, Spacer(1, 6)]
    story += [Paragraph(escape(f), foot) for f in n.foot]
    if n.foot:
        story.append(Spacer(1, 4))
    story += [Paragraph(escape(p), prose) for p in n.after]
    doc.build(story)


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for n in NOTES:
        render(n, out / n.pdf)
    print(f"wrote {len(NOTES)} PDFs to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
