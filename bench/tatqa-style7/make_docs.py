"""tatqa-style7: thirty invented annual-report notes rendered as one-page PDFs, in the manner of TAT-QA.

    python bench/tatqa-style7/make_docs.py OUTDIR

Each page carries the heading "Annual report (extract)", the company and the note title, a short prose
paragraph, the note table and (usually) a paragraph after it. All figures are held in the builder
functions below; opening / closing balances, totals, subtotals, shares of a total, % changes and weighted
averages are computed here so that every printed table is arithmetically consistent. make_questions.py
imports this module and computes each gold answer from the same objects.

The output is deterministic (no randomness, reportlab invariant mode, fixed metadata, system DejaVu TTFs).
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
from reportlab.lib.pagesizes import A4, landscape, letter  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.pdfmetrics import stringWidth  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle  # noqa: E402

SET = "tatqa-style7"
NS = uuid.UUID("4f1c7a2e-93d0-4b6e-a8f5-0c2d6e91b734")
FONTS = Path("/usr/share/fonts/truetype/dejavu")
FAMILY = {"Sans": ("DejaVuSans", "DejaVuSans-Bold"), "Serif": ("DejaVuSerif", "DejaVuSerif-Bold"),
          "Cond": ("DejaVuSansCondensed", "DejaVuSansCondensed-Bold")}
DASH = "\u2014"
MARGIN = 56
PAD = 6          # left / right cell padding
SIGNW = 12       # width of a separate currency-sign column
FRAME_PAD = 6    # reportlab frame padding: the table starts at MARGIN + FRAME_PAD


def q2(x, dec):
    """Half-up rounding of a number to ``dec`` decimals (an int when dec == 0)."""
    v = Decimal(str(x)).quantize(Decimal(1).scaleb(-dec), rounding=ROUND_HALF_UP)
    return int(v) if dec == 0 else float(v)


# ============================================================================ model
class Line:
    """One body row. vals: number | None (printed as a dash) | "" (empty) | str (text), one per column.
    kind: item | sec (a label-only section row) | sub (subtotal, bold) | tot (grand total, bold).
    fmt applies to the whole row, cf to single columns {col: {...}}."""

    def __init__(self, label, vals=None, kind="item", ind=0, cf=None, **fmt):
        self.label, self.vals, self.kind, self.ind = label, vals, kind, ind
        self.fmt, self.cf = fmt, cf or {}


def L(label, vals, ind=0, cf=None, **fmt):
    return Line(label, vals, "item", ind, cf, **fmt)


def SEC(label, ind=0):
    return Line(label, None, "sec", ind)


def SUB(label, vals, ind=0, cf=None, **fmt):
    return Line(label, vals, "sub", ind, cf, **fmt)


def TOT(label, vals, ind=0, cf=None, **fmt):
    return Line(label, vals, "tot", ind, cf, **fmt)


PC1 = {"pct": True, "dec": 1, "cur": False}
PC2 = {"pct": True, "dec": 2, "cur": False}
NOSC = {"scale": None, "cur": False}


class Note:
    def __init__(self, key, company, title, heads, cols, lines, before, after, *, scale=None, where="none",
                 dec=0, cur="$", dollar="none", sign_cell=False, colfmt=None, spans=(), sums=(), facts=None,
                 style="booktabs", family="Sans", paper="Letter", land=False, years=None):
        self.key, self.company, self.title = key, company, title
        self.heads, self.cols, self.lines = heads, cols, lines
        self.before, self.after = before, after
        self.scale, self.where, self.dec, self.cur = scale, where, dec, cur
        self.dollar, self.sign_cell = dollar, sign_cell
        self.colfmt = colfmt or {}
        self.spans = list(spans)      # (header row index, first col key, last col key)
        self.sums = list(sums)        # (target label, [part labels] | "row", cols | None)
        self.facts = facts or {}      # name: (raw as printed in the prose, value, scale, unit)
        self.style, self.family, self.paper, self.land = style, family, paper, land
        self.years = years or {}      # column key -> the year text a question uses for it
        for ln in lines:
            if ln.vals is not None:
                assert len(ln.vals) == len(cols), (key, ln.label)
        for h in heads:
            assert len(h) == len(cols) + 1, (key, h)

    # ---------------------------------------------------------------- identity
    @property
    def uid(self):
        return str(uuid.uuid5(NS, f"{SET}/{self.key}"))

    @property
    def pdf(self):
        return self.uid + ".pdf"

    # ---------------------------------------------------------------- cells
    def row(self, label):
        """A row by label; "label#2" is the second row with that label (sections excluded)."""
        n, nth = 1, False
        if "#" in label:
            label, k = label.rsplit("#", 1)
            n, nth = int(k), True
        hits = [r for r in self.lines if r.label == label and r.kind != "sec"]
        assert len(hits) >= n and (nth or len(hits) == 1), (self.key, label, len(hits))
        return hits[n - 1]

    def repeated(self, label):
        base = label.rsplit("#", 1)[0]
        return sum(1 for r in self.lines if r.label == base) > 1

    def fmt(self, r, col):
        f = {"dec": self.dec, "pct": False, "cur": None, "scale": self.scale, "plain": False}
        f.update(self.colfmt.get(col, {}))
        f.update(r.fmt)
        f.update(r.cf.get(col, {}))
        if f["pct"]:
            f["scale"], f["cur"] = 1, False
        return f

    def val(self, label, col):
        r = self.row(label)
        return r.vals[self.cols.index(col)]

    def unit_scale(self, label, col):
        f = self.fmt(self.row(label), col)
        return ("%" if f["pct"] else None), f["scale"]

    def dec_of(self, label, col):
        return self.fmt(self.row(label), col)["dec"]

    def has_cur(self, r, col):
        v = r.vals[self.cols.index(col)]
        f = self.fmt(r, col)
        if not isinstance(v, (int, float)) or f["pct"]:
            return False
        if f["cur"] is not None:
            return f["cur"]
        if self.dollar == "all":
            return True
        if self.dollar == "first":
            if r.kind == "tot":
                return True
            for x in self.lines:
                if x.vals is None:
                    continue
                xv = x.vals[self.cols.index(col)]
                xf = self.fmt(x, col)
                if isinstance(xv, (int, float)) and not xf["pct"] and xf["cur"] is not False:
                    return x is r
        return False

    def figure(self, r, col):
        """The printed number without any currency sign."""
        v = r.vals[self.cols.index(col)]
        if v is None:
            return DASH
        if isinstance(v, str):
            return v
        f = self.fmt(r, col)
        s = f"{abs(v):.{f['dec']}f}" if f["plain"] else f"{abs(v):,.{f['dec']}f}"
        if v < 0:
            s = f"({s})"
        return s + ("%" if f["pct"] else "")

    def quote(self, label, col):
        """The cell as a reader quotes it: inline sign included; a sign in its own cell left out."""
        r = self.row(label)
        s = self.figure(r, col)
        if self.has_cur(r, col) and not self.sign_cell:
            s = self.cur + s
        return s

    def shown(self, r, col):
        """Everything printed in the column on the row's line, sign cell included, spaces removed."""
        if r.vals is None:
            return ""
        s = self.figure(r, col)
        if self.has_cur(r, col):
            s = self.cur + s
        return s.replace(" ", "")

    def negatives(self):
        return any(isinstance(v, (int, float)) and v < 0 for r in self.lines if r.vals for v in r.vals)

    def prose(self):
        return " ".join(self.before + self.after)


def rollsum(*lists, dec=0):
    out = []
    for xs in zip(*lists):
        n = [x for x in xs if isinstance(x, (int, float))]
        out.append(q2(sum(n), dec) if n else None)
    return out


def share(a, b, dec=1):
    return q2(a / b * 100, dec)


def chg(a, b, dec=1):
    return q2((a - b) / abs(b) * 100, dec)


# ============================================================================ the thirty notes
def t01():
    prov, wo, fx = [4_318, 3_906, 3_215], [-3_552, -2_871, -2_640], [-118, 204, 87]
    beg17 = 9_842
    end17 = beg17 + prov[2] + wo[2] + fx[2]
    end18 = end17 + prov[1] + wo[1] + fx[1]
    end19 = end18 + prov[0] + wo[0] + fx[0]
    beg, end = [end18, end17, beg17], [end19, end18, end17]
    return Note("t01_quarlewood_inventory_reserve", "Quarlewood Components, Inc.", "Note 6. Inventory Reserves",
                [["", "Year Ended December 31,", "", ""], ["(In thousands)", "2019", "2018", "2017"]],
                ["2019", "2018", "2017"],
                [L("Balance at beginning of year", beg), L("Provision charged to cost of sales", prov),
                 L("Write-offs and disposals", wo), L("Foreign currency translation", fx),
                 TOT("Balance at end of year", end)],
                ["We reduce the carrying value of inventories for excess and obsolete items based on forecast demand "
                 "and product life cycles. Activity in the inventory reserve was as follows:"],
                ["The 2019 provision includes $1.2 million for legacy relay assemblies written down after the Model "
                 "R40 product line was discontinued in the third quarter of 2019. Gross inventories before the "
                 "reserve were $86.4 million at December 31, 2019."],
                scale=1e3, where="header", dollar="first", spans=[(0, "2019", "2017")],
                sums=[("Balance at end of year", ["Balance at beginning of year", "Provision charged to cost of sales",
                                                  "Write-offs and disposals", "Foreign currency translation"], None)],
                facts={"relay": ("1.2", 1.2, 1e6, None), "gross": ("86.4", 86.4, 1e6, None)},
                style="booktabs", family="Sans", paper="Letter")


def t02():
    y18 = {"Fair value gains (losses) in the year": [-8.6, 0.9], "Reclassified to cost of sales": [-3.1, 0.4],
           "Reclassified to inventory": [1.7, None], "Deferred tax": [1.9, 0.1]}
    y19 = {"Fair value gains (losses) in the year": [15.2, -2.3], "Reclassified to cost of sales": [-2.4, 0.6],
           "Reclassified to inventory": [-0.8, None], "Deferred tax": [-2.2, 0.3]}
    open18 = [12.4, -1.8]
    end18 = rollsum(open18, *y18.values(), dec=1)
    end19 = rollsum(end18, *y19.values(), dec=1)

    def tri(v):
        return [v[0], v[1], q2(sum(x for x in v if x is not None), 1)]
    lines = [L("At 1 January 2018", tri(open18))] + [L(k, tri(v)) for k, v in y18.items()] + \
            [SUB("At 31 December 2018", tri(end18))] + [L(k, tri(v)) for k, v in y19.items()] + \
            [TOT("At 31 December 2019", tri(end19))]
    sums = [("At 31 December 2018", ["At 1 January 2018", *[k + "#1" for k in y18]], None),
            ("At 31 December 2019", ["At 31 December 2018", *[k + "#2" for k in y19]], None)]
    sums += [(lab, "row", None) for lab in ["At 1 January 2018", *[k + "#1" for k in y18], "At 31 December 2018",
                                             *[k + "#2" for k in y19], "At 31 December 2019"]]
    return Note("t02_thistlebury_hedging_reserves", "Thistlebury Foods plc", "24. Hedging reserves",
                [["", "Cash flow hedge", "Cost of hedging", "Total"], ["", "reserve £m", "reserve £m", "£m"]],
                ["cfh", "coh", "tot"], lines,
                ["The hedging reserves hold the effective portion of the cumulative change in the fair value of "
                 "derivatives designated as cash flow hedges, and the change in the forward element and currency "
                 "basis excluded from those designations. Movements in the year were:"],
                ["Amounts reclassified to cost of sales relate mainly to forward contracts hedging US dollar purchases "
                 "of cocoa and sugar. The Group expects £9.6m of the cash flow hedge reserve at 31 December 2019 to be "
                 "released to the income statement within one year."],
                scale=1e6, where="header", dec=1, facts={"release": ("9.6", 9.6, 1e6, None)},
                style="grid", family="Serif", paper="A4")


def t03():
    other, cap, adj, cash = [4_105, 3_682], [962, 817], [-134, 58], [-4_150, -3_557]
    open19 = 3_214
    close19 = open19 + other[1] + cap[1] + adj[1] + cash[1]
    close20 = close19 + other[0] + cap[0] + adj[0] + cash[0]
    return Note("t03_penwithick_rd_incentive", "Penwithick Diagnostics Limited",
                "12. Research and development tax incentive receivable",
                [["", "2020", "2019"], ["", "$'000", "$'000"]], ["2020", "2019"],
                [L("Opening balance", [close19, open19]), L("Incentive recognised in other income", other),
                 L("Incentive offset against capitalised development costs", cap),
                 L("Adjustment in respect of prior year claims", adj), L("Cash received", cash),
                 TOT("Closing balance", [close20, close19])],
                ["The Group is eligible for the Australian research and development tax incentive, a refundable tax "
                 "offset of 43.5% of eligible expenditure for entities with aggregated turnover below $20 million. "
                 "The incentive is recognised when there is reasonable assurance that it will be received."],
                ["The receivable at 30 June 2020 relates to the claim for the 2020 income year, which was lodged in "
                 "September 2020. Eligible research and development expenditure for the year ended 30 June 2020 was "
                 "$11.6 million."],
                scale=1e3, where="header",
                sums=[("Closing balance", ["Opening balance", "Incentive recognised in other income",
                                           "Incentive offset against capitalised development costs",
                                           "Adjustment in respect of prior year claims", "Cash received"], None)],
                facts={"rate": ("43.5%", 43.5, 1, "%"), "eligible": ("11.6", 11.6, 1e6, None),
                       "lodged": ("September 2020", "September 2020", None, None)},
                style="borderless", family="Sans", paper="A4")


def t04():
    a = {"Stock options to purchase common stock": [4_812_306, 3_967_420, 3_105_884],
         "Unvested restricted stock units": [1_204_550, 786_215, 312_000],
         "Shares issuable under the employee stock purchase plan": [58_912, 41_307, None],
         "Common stock warrants": [625_000, 625_000, 1_150_000],
         "Convertible preferred stock (as converted)": [None, None, 9_874_210]}
    return Note("t04_nimblecote_antidilutive", "Nimblecote Therapeutics, Inc.", "Net Loss per Share",
                [["", "Year Ended December 31,", "", ""], ["", "2019", "2018", "2017"]], ["2019", "2018", "2017"],
                [*[L(k, v) for k, v in a.items()], TOT("Total", rollsum(*a.values()))],
                ["The following potentially dilutive securities were excluded from the computation of diluted net "
                 "loss per share for the periods presented because including them would have been antidilutive:"],
                ["All outstanding shares of convertible preferred stock converted into common stock upon the closing "
                 "of our initial public offering in February 2018. Net loss attributable to common stockholders was "
                 "$61.7 million in 2019."],
                spans=[(0, "2019", "2017")], sums=[("Total", list(a), None)],
                facts={"ipo": ("February 2018", "February 2018", None, None), "loss": ("61.7", 61.7, 1e6, None)},
                style="zebra", family="Serif", paper="Letter")


def t05():
    na = {"Commercial and industrial": [6_214, 4_870, 5_302], "Commercial real estate": [9_387, 11_046, 8_519],
          "Residential mortgage": [3_105, 3_688, 4_217], "Consumer": [412, 365, 298]}
    tna = rollsum(*na.values())
    past = [1_046, None, 733]
    npl = rollsum(tna, past)
    oreo = [2_318, 3_954, 4_406]
    npa = rollsum(npl, oreo)
    loans, assets, allow = [2_436_512, 2_281_940, 2_104_377], [3_318_420, 3_095_112, 2_887_630], [26_104, 24_877, 23_311]
    return Note("t05_marchgrove_nonperforming", "Marchgrove Bancorp, Inc.", "Nonperforming Assets",
                [["", "December 31,", "", ""], ["(Dollars in thousands)", "2019", "2018", "2017"]],
                ["2019", "2018", "2017"],
                [SEC("Nonaccrual loans:"), *[L(k, v, 1) for k, v in na.items()],
                 SUB("Total nonaccrual loans", tna), L("Loans 90 days or more past due and still accruing", past),
                 SUB("Total nonperforming loans", npl), L("Other real estate owned (1)", oreo),
                 TOT("Total nonperforming assets", npa),
                 L("Nonperforming loans to total loans", [share(a, b, 2) for a, b in zip(npl, loans)], **PC2),
                 L("Nonperforming assets to total assets", [share(a, b, 2) for a, b in zip(npa, assets)], **PC2),
                 L("Allowance for loan losses to nonperforming loans", [share(a, b, 2) for a, b in zip(allow, npl)],
                   **PC2)],
                ["The following table presents our nonperforming assets at the dates indicated. Loans are placed on "
                 "nonaccrual status when principal or interest is 90 days or more past due unless the loan is well "
                 "secured and in the process of collection."],
                ["(1) Includes two commercial properties acquired through foreclosure in 2017 with a combined carrying "
                 "value of $1.6 million at December 31, 2019."],
                scale=1e3, where="header", dollar="first", spans=[(0, "2019", "2017")],
                sums=[("Total nonaccrual loans", list(na), None),
                      ("Total nonperforming loans", ["Total nonaccrual loans",
                                                     "Loans 90 days or more past due and still accruing"], None),
                      ("Total nonperforming assets", ["Total nonperforming loans", "Other real estate owned (1)"], None)],
                facts={"foreclosed": ("1.6", 1.6, 1e6, None)},
                style="grid", family="Cond", paper="Letter")


def t06():
    beds, adm, adj = [1_842, 1_796], [78_415, 76_902], [142_866, 137_530]
    days, er = [372_510, 369_284], [318_420, 322_157]
    ips, ops = [21_308, 21_947], [64_215, 60_873]
    alos = [q2(d / a, 2) for d, a in zip(days, adm)]
    occ = [q2(d / (b * 365) * 100, 1) for d, b in zip(days, beds)]

    def row(label, v, **kw):
        return L(label, [v[0], v[1], chg(v[0], v[1])], cf={"chg": PC1}, **kw)
    return Note("t06_lowenhurst_patient_volumes", "Lowenhurst Health System", "Selected Operating Statistics",
                [["", "2019", "2018", "% Change"]], ["2019", "2018", "chg"],
                [row("Licensed beds at end of year", beds), row("Admissions", adm), row("Adjusted admissions", adj),
                 row("Patient days", days), row("Average length of stay (days)", alos, dec=2),
                 L("Occupancy rate", [occ[0], occ[1], None], **PC1),
                 row("Emergency room visits", er), row("Inpatient surgeries", ips), row("Outpatient surgeries", ops)],
                ["The following table sets forth selected operating statistics for our hospitals for the years "
                 "ended December 31:"],
                ["Adjusted admissions is a general measure of combined inpatient and outpatient volume, computed by "
                 "multiplying admissions by gross patient revenue and dividing by gross inpatient revenue. We operated "
                 "11 acute care hospitals at December 31, 2019."],
                facts={"hospitals": ("11", 11, None, None)},
                style="zebra", family="Sans", paper="Letter", years={"2019": "2019", "2018": "2018"})


def t07():
    b = {"600 MHz": [28, 3_412, 3_412], "700 MHz": [22, 2_108, 2_096], "AWS": [40, 4_957, 4_610],
         "PCS": [36, 3_275, 3_275], "2.5 GHz": [124, 1_184, 806], "39 GHz": [850, 96, None]}
    tot = ["", *rollsum(*[v[1:] for v in b.values()])]
    return Note("t07_kelvinshaw_spectrum", "Kelvinshaw Wireless, Inc.", "Spectrum Licenses",
                [["", "Average", "Carrying Amount", ""], ["(Dollars in millions)", "MHz", "December 31, 2019",
                                                          "December 31, 2018"]],
                ["mhz", "2019", "2018"],
                [*[L(k, v) for k, v in b.items()], TOT("Total spectrum licenses", tot)],
                ["Our spectrum licenses are indefinite-lived intangible assets. The table below shows, by band, the "
                 "average megahertz we hold weighted by the population covered, and the carrying amount of the "
                 "licenses:"],
                ["In 2019 we acquired 39 GHz licenses in a Federal Communications Commission auction. We recorded no "
                 "impairment of spectrum licenses in 2019 or 2018. Licenses are generally renewed every 10 years for "
                 "a nominal fee."],
                scale=1e6, where="header", dollar="first", colfmt={"mhz": NOSC}, spans=[(0, "2019", "2018")],
                sums=[("Total spectrum licenses", list(b), ["2019", "2018"])],
                facts={"renew": ("10 years", 10, None, None)},
                style="booktabs", family="Sans", paper="Letter")


def t08():
    la, lp, le = [38.2, 35.7], [-57.9, -61.4], [14.5, None]
    ra, rp, re_ = [17.6, 16.9], [-24.3, -22.8], [-3.8, 2.1]
    l18 = q2(436.8 + la[1] + lp[1], 1)
    l19 = q2(l18 + la[0] + lp[0] + le[0], 1)
    r18 = q2(188.4 + ra[1] + rp[1] + re_[1], 1)
    r19 = q2(r18 + ra[0] + rp[0] + re_[0], 1)
    lab = ["Balance at January 1", "Additions", "Payments and collections", "Changes in estimate",
           "Balance at December 31"]
    return Note("t08_ridgemarsh_asbestos", "Ridgemarsh Industries Corp.",
                "Asbestos-Related Liabilities and Insurance Receivables",
                [["", "Asbestos Liability", "", "Insurance Receivable", ""], ["(In millions)", "2019", "2018", "2019", "2018"]],
                ["l19", "l18", "r19", "r18"],
                [L(lab[0], [l18, 436.8, r18, 188.4]), L(lab[1], [la[0], la[1], ra[0], ra[1]]),
                 L(lab[2], [lp[0], lp[1], rp[0], rp[1]]), L(lab[3], [le[0], le[1], re_[0], re_[1]]),
                 TOT(lab[4], [l19, l18, r19, r18])],
                ["We record a liability for pending and estimated future asbestos-related claims and a receivable "
                 "for the portion we expect to recover from insurers. Activity was as follows:"],
                ["The liability reflects our estimate of claims expected to be filed through 2059. At December 31, "
                 "2019, approximately 7,450 claims were pending against us, compared with 7,910 a year earlier."],
                scale=1e6, where="header", dec=1, dollar="first", spans=[(0, "l19", "l18"), (0, "r19", "r18")],
                sums=[(lab[4], lab[:4], None)],
                facts={"pending19": ("7,450", 7450, None, None), "pending18": ("7,910", 7910, None, None)},
                style="grid", family="Serif", paper="Letter")


def t09():
    sold, red, brk = [61_875, 58_302], [-54_718, -52_906], [-4_207, -3_891]
    b19 = 28_416
    e19 = b19 + sold[1] + red[1] + brk[1]
    e20 = e19 + sold[0] + red[0] + brk[0]
    lab = ["Balance, beginning of year", "Gift cards sold", "Gift cards redeemed", "Breakage recognized"]
    return Note("t09_sorrelgate_gift_cards", "Sorrelgate Stores, Inc.", "Gift Card Liability",
                [["", "Fiscal 2020", "Fiscal 2019"]], ["2020", "2019"],
                [L(lab[0], [e19, b19]), L(lab[1], sold), L(lab[2], red), L(lab[3], brk),
                 TOT("Balance, end of year", [e20, e19])],
                ["Proceeds from the sale of gift cards are deferred until the cards are redeemed. Changes in our gift "
                 "card liability were as follows (in thousands):"],
                ["We recognize breakage in proportion to the pattern of redemptions, based on historical redemption "
                 "patterns. We expect about 85% of the balance at the end of fiscal 2020 to be redeemed within 12 "
                 "months. Fiscal 2020 ended on February 1, 2020."],
                scale=1e3, where="prose", dollar="first", sums=[("Balance, end of year", lab, None)],
                facts={"within": ("85%", 85, 1, "%"), "fyend": ("February 1, 2020", "February 1, 2020", None, None)},
                style="borderless", family="Serif", paper="Letter", years={"2020": "Fiscal 2020", "2019": "Fiscal 2019"})


def t10():
    s = {"Series A cumulative": (7.25, 4_000_000, 25.00, 96_712, 96_712),
         "Series B cumulative": (6.75, 3_200_000, 25.00, 77_430, 77_430),
         "Series C cumulative": (6.50, 8_000_000, 25.00, 193_586, None),
         "Series D cumulative": (8.00, None, 25.00, None, 72_380)}
    lines = [L(k, list(v), cf={"rate": PC2, "sh": NOSC, "pref": {"scale": None, "cur": True, "dec": 2}})
             for k, v in s.items()]
    tot = rollsum(*[[v[3], v[4]] for v in s.values()])
    lines.append(TOT("Total preferred stock", ["", "", "", tot[0], tot[1]]))
    return Note("t10_tamberlaine_preferred", "Tamberlaine Energy Corp.", "Preferred Stock",
                [["", "Dividend", "Shares Outstanding at", "Liquidation Preference", "Carrying Value", ""],
                 ["(Dollars in thousands, except per share amounts)", "Rate", "December 31, 2019", "per Share",
                  "2019", "2018"]],
                ["rate", "sh", "pref", "cv19", "cv18"], lines,
                ["We have the following series of preferred stock outstanding. Dividends are cumulative and payable "
                 "quarterly when, as and if declared by our Board of Directors."],
                ["In October 2019 we redeemed all outstanding shares of our Series D preferred stock at $25.00 per "
                 "share plus accrued dividends, using part of the proceeds of the Series C offering. Preferred "
                 "dividends declared in 2019 totaled $24.6 million."],
                scale=1e3, where="header", dollar="first", spans=[(0, "cv19", "cv18")],
                sums=[("Total preferred stock", list(s), ["cv19", "cv18"])],
                facts={"divs": ("24.6", 24.6, 1e6, None), "redeemed": ("October 2019", "October 2019", None, None)},
                style="grid", family="Sans", paper="Letter", land=True)


def t11():
    a = {"Stock options outstanding": [6_318_402, 7_552_916],
         "Restricted stock units outstanding": [9_874_105, 8_201_338],
         "Performance stock units outstanding": [612_500, 388_000],
         "Available for future grants under the 2018 Plan": [21_406_210, 18_950_000],
         "Available under the employee stock purchase plan": [4_150_882, 3_600_000],
         "Issuable on conversion of the 2024 convertible notes": [11_206_580, 11_206_580]}
    return Note("t11_orlestone_reserved_shares", "Orlestone Software Corp.",
                "Common Stock Reserved for Future Issuance",
                [["", "January 31, 2020", "January 31, 2019"]], ["2020", "2019"],
                [*[L(k, v) for k, v in a.items()], TOT("Total shares of common stock reserved", rollsum(*a.values()))],
                ["We had reserved shares of common stock for future issuance as follows:"],
                ["The 2018 Plan provides for an automatic increase in the shares available for grant on February 1 of "
                 "each year equal to 5% of the shares of common stock outstanding on the preceding January 31."],
                sums=[("Total shares of common stock reserved", list(a), None)],
                facts={"evergreen": ("5%", 5, 1, "%")},
                style="booktabs", family="Cond", paper="Letter",
                years={"2020": "January 31, 2020", "2019": "January 31, 2019"})


def t12():
    rows = [L("Total net leverage ratio (maximum)", [3.75, 2.86, 3.12]),
            L("Interest coverage ratio (minimum)", [3.00, 5.41, 4.87]),
            L("Fixed charge coverage ratio (minimum)", [1.25, 1.94, 1.71]),
            L("Liquidity (minimum, in millions)", [150.0, 412.6, 338.9], dec=1, scale=1e6, cur=True),
            L("Capital expenditures (maximum, in millions)", [240.0, 187.3, 205.8], dec=1, scale=1e6, cur=True)]
    return Note("t12_frithmoor_covenants", "Frithmoor Logistics Group, Inc.", "Debt Covenants",
                [["", "Covenant", "December 31,", ""], ["", "Requirement", "2019", "2018"]], ["req", "2019", "2018"],
                rows,
                ["Our credit agreement contains financial covenants that are tested quarterly on a trailing "
                 "twelve-month basis. As of December 31, 2019 and 2018 we were in compliance with all of them:"],
                ["The maximum total net leverage ratio steps down to 3.50 to 1.00 beginning with the quarter ending "
                 "March 31, 2021."],
                dec=2, where="row", spans=[(0, "2019", "2018")],
                facts={"stepdown": ("3.50", 3.5, None, None)},
                style="borderless", family="Sans", paper="Letter")


def t13():
    us = {"Fixed-price": [1_284.6, 1_108.2], "Cost-reimbursable": [2_017.3, 1_942.8],
          "Time-and-materials": [311.5, 289.4]}
    ic = {"Fixed-price": [642.8, 588.1], "Time-and-materials": [97.4, 103.6]}
    tus, tic = rollsum(*us.values(), dec=1), rollsum(*ic.values(), dec=1)
    tot = rollsum(tus, tic, dec=1)

    def row(k, v, kind=L, ind=1):
        return kind(k, [v[0], share(v[0], tot[0]), v[1], share(v[1], tot[1])], ind)
    return Note("t13_gallowstone_contract_types", "Gallowstone Defense Systems, Inc.", "Revenue by Contract Type",
                [["", "2019", "", "2018", ""], ["(Dollars in millions)", "Amount", "% of Total", "Amount", "% of Total"]],
                ["a19", "p19", "a18", "p18"],
                [SEC("U.S. Government:"), *[row(k, v) for k, v in us.items()], row("Total U.S. Government", tus, SUB, 0),
                 SEC("International and commercial:"), *[row(k, v) for k, v in ic.items()],
                 row("Total international and commercial", tic, SUB, 0), row("Total revenue", tot, TOT, 0)],
                ["We generate revenue under fixed-price, cost-reimbursable and time-and-materials contracts. Revenue "
                 "by contract type and customer was as follows:"],
                ["Sales to the U.S. Department of Defense accounted for 81% of total revenue in 2019. Our largest "
                 "program, a tactical radio modernization contract, contributed $412.7 million of 2019 revenue."],
                scale=1e6, where="header", dec=1, dollar="first", colfmt={"p19": PC1, "p18": PC1},
                spans=[(0, "a19", "p19"), (0, "a18", "p18")],
                sums=[("Total U.S. Government", [k + "#1" if k in ic else k for k in us], ["a19", "a18"]),
                      ("Total international and commercial", [k + "#2" for k in ic], ["a19", "a18"]),
                      ("Total revenue", ["Total U.S. Government", "Total international and commercial"], ["a19", "a18"])],
                facts={"dod": ("81%", 81, 1, "%"), "program": ("412.7", 412.7, 1e6, None)},
                style="zebra", family="Sans", paper="Letter", years={"a19": "2019", "a18": "2018"})


def t14():
    pur, up, imp = [22_450, 31_806], [9_318, 14_275], [-17_942, -3_106]
    tr, sale = [None, -12_480], [-6_105, None]
    b19 = 84_612
    e19 = b19 + pur[1] + up[1] + imp[1] + tr[1]
    e20 = e19 + pur[0] + up[0] + imp[0] + sale[0]
    lab = ["Carrying amount, beginning of period", "Purchases", "Upward adjustments",
           "Impairments and downward adjustments", "Transfers to marketable securities", "Sales"]
    return Note("t14_ottercliffe_nonmarketable", "Ottercliffe Networks, Inc.", "Non-Marketable Equity Securities",
                [["", "Year Ended June 30,", ""], ["(In thousands)", "2020", "2019"]], ["2020", "2019"],
                [L(lab[0], [e19, b19]), L(lab[1], pur), L(lab[2], up), L(lab[3], imp), L(lab[4], tr), L(lab[5], sale),
                 TOT("Carrying amount, end of period", [e20, e19])],
                ["Our non-marketable equity securities are investments in privately held companies without readily "
                 "determinable fair values, measured at cost less impairment and adjusted for observable price "
                 "changes. Their carrying amount changed as follows:"],
                ["Cumulative upward adjustments on securities held at June 30, 2020 were $28.7 million and cumulative "
                 "impairments and downward adjustments were $21.3 million. In fiscal 2019 one investee completed an "
                 "initial public offering, and we transferred our investment to marketable securities."],
                scale=1e3, where="header", dollar="first", spans=[(0, "2020", "2019")],
                sums=[("Carrying amount, end of period", lab, None)],
                facts={"cumup": ("28.7", 28.7, 1e6, None), "cumimp": ("21.3", 21.3, 1e6, None)},
                style="booktabs", family="Serif", paper="A4")


def t15():
    a = {"Lease receivables": [148_306, 131_522], "Unguaranteed residual values": [9_412, 8_877],
         "Unearned income": [-21_538, -19_204], "Allowance for credit losses": [-1_874, -1_650]}
    net = rollsum(*a.values())
    cur = [-46_215, -41_108]
    return Note("t15_wintercombe_sales_type_leases", "Wintercombe Medical Equipment Co.",
                "Net Investment in Sales-Type Leases",
                [["", "December 31,", ""], ["(In thousands)", "2019", "2018"]], ["2019", "2018"],
                [*[L(k, v) for k, v in a.items()], SUB("Net investment in sales-type leases", net),
                 L("Less: current portion", cur), TOT("Noncurrent net investment in sales-type leases", rollsum(net, cur))],
                ["We lease imaging systems to hospitals and clinics under sales-type leases with terms of three to "
                 "seven years. The components of our net investment in these leases were:"],
                ["Revenue from sales-type leases recognized at lease commencement was $64.8 million in 2019 and $58.1 "
                 "million in 2018. Interest income on lease receivables was $9.7 million in 2019."],
                scale=1e3, where="header", dollar="first", sign_cell=True, spans=[(0, "2019", "2018")],
                sums=[("Net investment in sales-type leases", list(a), None),
                      ("Noncurrent net investment in sales-type leases",
                       ["Net investment in sales-type leases", "Less: current portion"], None)],
                facts={"rev19": ("64.8", 64.8, 1e6, None), "rev18": ("58.1", 58.1, 1e6, None),
                       "int19": ("9.7", 9.7, 1e6, None)},
                style="borderless", family="Cond", paper="Letter")


def t16():
    a = {"US dollar": [-1_842, -1_506, -4_318, -3_977], "Euro": [-1_127, -1_244, -2_906, -3_112],
         "Japanese yen": [-218, -195, -402, -366], "Chinese renminbi": [164, 88, -530, -471],
         "Other currencies": [-96, -102, -144, -139]}
    return Note("t16_yardleigh_fx_sensitivity", "Yardleigh Instruments plc", "29. Foreign currency sensitivity",
                [["", "Impact on profit before tax", "", "Impact on equity", ""], ["£'000", "2019", "2018", "2019", "2018"]],
                ["p19", "p18", "e19", "e18"],
                [*[L(k, v) for k, v in a.items()], TOT("Total", rollsum(*a.values()))],
                ["The table below shows the estimated effect of a 10% strengthening of sterling against the "
                 "currencies shown, with all other variables held constant. A 10% weakening would have an equal and "
                 "opposite effect."],
                ["The Group's principal exposures arise from US dollar and euro denominated sales of its overseas "
                 "subsidiaries and from the translation of their net assets."],
                scale=1e3, where="header", spans=[(0, "p19", "p18"), (0, "e19", "e18")],
                sums=[("Total", list(a), None)], facts={"shock": ("10%", 10, 1, "%")},
                style="grid", family="Sans", paper="A4")


def t17():
    w = {"Surface water": [41_206, 39_874, 38_115], "Groundwater": [3_418, 3_502, 3_286],
         "Municipal water": [612, 598, 574]}
    ws = {"scale": 1e3}
    wst = {"Hazardous waste": [1_284, 1_207, 1_116], "Non-hazardous waste": [96_412, 92_880, 88_305]}
    return Note("t17_esselmoor_water_waste", "Esselmoor Paper Oyj", "Environmental data: water and waste",
                [["", "2017", "2018", "2019"]], ["2017", "2018", "2019"],
                [SEC("Water withdrawal (thousand m³)"), *[L(k, v, 1, **ws) for k, v in w.items()],
                 SUB("Total water withdrawal", rollsum(*w.values()), 1, **ws),
                 L("Water discharged (thousand m³)", [38_904, 37_712, 35_988], **ws),
                 SEC("Waste (tonnes)"), *[L(k, v, 1) for k, v in wst.items()],
                 SUB("Total waste", rollsum(*wst.values()), 1),
                 L("Waste recycled or recovered", [78.4, 81.2, 84.6], **PC1)],
                ["Our mills use water mainly for pulp processing and cooling, and return most of it to the same "
                 "watercourse after treatment. Key water and waste indicators for the Group's four mills were:"],
                ["We target a 25% reduction in water withdrawal per tonne of product by 2025 from the 2015 level. "
                 "Landfilled waste consists mainly of ash and lime sludge."],
                where="row", sums=[("Total water withdrawal", list(w), None), ("Total waste", list(wst), None)],
                facts={"target": ("25%", 25, 1, "%")},
                style="borderless", family="Serif", paper="A4")


def t18():
    m = {"Harrowfen": (24_318, 1.42, 1_184), "Greywether": (11_806, 2.87, 1_142), "Lochmarren": (6_412, 4.15, None),
         "Stockpiles": (3_115, 0.78, 92)}
    G = 31.1035
    lines = [L(k, [t, g, q2(t * g / G, 0), o18]) for k, (t, g, o18) in m.items()]
    tt = sum(v[0] for v in m.values())
    oz = sum(ln.vals[2] for ln in lines)
    o18 = sum(v[2] for v in m.values() if v[2])
    lines.append(TOT("Total", [tt, q2(oz * G / tt, 2), oz, o18]))
    return Note("t18_copplestead_reserves", "Copplestead Gold Corp.", "Mineral Reserves",
                [["", "December 31, 2019", "", "", "December 31, 2018"],
                 ["", "Tonnes", "Grade", "Contained Gold", "Contained Gold"],
                 ["Proven and probable reserves", "(000s)", "(g/t)", "(000 oz)", "(000 oz)"]],
                ["t", "g", "oz", "oz18"], lines,
                ["Our proven and probable gold reserves, by mine, were as follows:"],
                ["Reserves are estimated at a gold price of $1,250 per ounce (2018: $1,200 per ounce). The Lochmarren "
                 "mine was acquired in May 2019."],
                where="column", colfmt={"t": {"scale": 1e3}, "g": {"dec": 2, "scale": None},
                                        "oz": {"scale": 1e3}, "oz18": {"scale": 1e3}},
                spans=[(0, "t", "oz")], sums=[("Total", list(m), ["t", "oz", "oz18"])],
                facts={"price": ("1,250", 1250, None, None), "acq": ("May 2019", "May 2019", None, None)},
                style="booktabs", family="Cond", paper="Letter")


def t19():
    f = {"Fab 3 (200mm)": (62.5, 61.0, 91.2, 95.6), "Fab 5 (200mm)": (88.4, 86.2, 87.4, 94.1),
         "Fab 8 (300mm)": (214.6, 188.3, 83.7, 96.8), "Fab 9 (300mm)": (96.0, None, 42.5, None)}
    lines = [L(k, list(v), cf={"u19": PC1, "u18": PC1}) for k, v in f.items()]
    c19 = q2(sum(v[0] for v in f.values()), 1)
    c18 = q2(sum(v[1] for v in f.values() if v[1]), 1)
    u19 = q2(sum(v[0] * v[2] for v in f.values()) / c19, 1)
    u18 = q2(sum(v[1] * v[3] for v in f.values() if v[1]) / c18, 1)
    lines.append(TOT("Total / weighted average", [c19, c18, u19, u18], cf={"u19": PC1, "u18": PC1}))
    return Note("t19_drayhollow_fab_capacity", "Drayhollow Semiconductor Corp.",
                "Manufacturing Capacity and Utilization",
                [["", "Monthly Capacity (1)", "", "Utilization Rate", ""], ["", "2019", "2018", "2019", "2018"]],
                ["c19", "c18", "u19", "u18"], lines,
                ["We operate four wafer fabrication facilities. Year-end monthly capacity and annual utilization by "
                 "fab were:"],
                ["(1) In thousands of 8-inch equivalent wafers per month at year end. Fab 9 began volume production "
                 "in the third quarter of 2019, which lowered the blended utilization rate."],
                scale=1e3, where="prose", dec=1, spans=[(0, "c19", "c18"), (0, "u19", "u18")],
                sums=[("Total / weighted average", list(f), ["c19", "c18"])],
                facts={"start": ("third quarter of 2019", "third quarter of 2019", None, None)},
                style="zebra", family="Cond", paper="A4", years={"c19": "2019", "c18": "2018"})


def t20():
    a = {"Net income": [84_216, 71_905], "Depreciation and amortization": [112_408, 106_772],
         "Interest expense": [48_915, 46_230], "General and administrative": [21_604, 20_118],
         "Gain on sale of real estate": [-18_377, -9_402], "Other expense (income), net": [1_216, -845]}
    noi = rollsum(*a.values())
    non = [-17_530, -8_914]
    sp = rollsum(noi, non)

    def row(k, v, kind=L):
        p = "n/m" if (v[0] < 0) != (v[1] < 0) else chg(v[0], v[1])
        return kind(k, [v[0], v[1], v[0] - v[1], p], cf={"pc": PC1})
    return Note("t20_pollardine_same_property_noi", "Pollardine Realty Trust", "Same-Property Net Operating Income",
                [["", "Year Ended December 31,", "", "", ""], ["(In thousands)", "2019", "2018", "$ Change", "% Change"]],
                ["2019", "2018", "dc", "pc"],
                [*[row(k, v) for k, v in a.items()], row("Net operating income (NOI)", noi, SUB),
                 row("Less: NOI from non-same properties", non), row("Same-property NOI", sp, TOT)],
                ["We use same-property net operating income to evaluate the performance of properties we owned and "
                 "operated throughout both periods. A reconciliation from net income is shown below:"],
                ["The same-property portfolio consists of 142 properties that were owned and stabilized throughout "
                 "both years."],
                scale=1e3, where="header", dollar="first", spans=[(0, "2019", "2018")],
                sums=[("Net operating income (NOI)", list(a), ["2019", "2018", "dc"]),
                      ("Same-property NOI", ["Net operating income (NOI)", "Less: NOI from non-same properties"],
                       ["2019", "2018", "dc"])],
                facts={"props": ("142", 142, None, None)},
                style="booktabs", family="Serif", paper="Letter")


def t21():
    y19 = {"First quarter": [3.8, -1.2, 6.4, 2.9], "Second quarter": [2.6, -2.7, 5.1, 1.7],
           "Third quarter": [4.1, 0.4, 7.8, 3.6], "Fourth quarter": [1.9, -3.5, 4.2, 0.8]}
    y18 = {"First quarter": [5.2, 1.6, 9.4, 4.7], "Second quarter": [4.4, 0.9, 8.1, 3.8],
           "Third quarter": [3.3, -0.6, 7.2, 2.6], "Fourth quarter": [2.7, -2.2, 6.6, 1.9]}
    return Note("t21_minchcombe_comparable_sales", "Minchcombe Brands, Inc.", "Comparable Sales",
                [["", "Tidemere", "Aldermoss", "Wellsmoor", "Total Company"]], ["tid", "ald", "wel", "tot"],
                [SEC("Fiscal 2019"), *[L(k, v, 1, **PC1) for k, v in y19.items()],
                 SUB("Full year", [3.1, -1.8, 5.9, 2.2], 1, **PC1),
                 SEC("Fiscal 2018"), *[L(k, v, 1, **PC1) for k, v in y18.items()],
                 SUB("Full year", [3.9, -0.1, 7.8, 3.2], 1, **PC1)],
                ["Comparable sales include sales from stores open at least 14 full fiscal months and sales through "
                 "our e-commerce sites. The change in comparable sales by brand was:"],
                ["Tidemere comparable sales in the fourth quarter of fiscal 2019 were affected by a shorter holiday "
                 "season. We closed 23 Aldermoss stores during fiscal 2019."],
                facts={"closed": ("23", 23, None, None)},
                style="lined", family="Sans", paper="Letter")


def t22():
    a = {"Euro": [1_482.6, 1_411.9], "US dollar": [968.3, 902.7], "Chinese renminbi": [311.8, 287.4],
         "Pound sterling": [204.5, 219.8], "Swiss franc": [96.1, 92.3], "Other currencies": [143.7, 138.2]}
    tot = rollsum(*a.values(), dec=1)
    lines = [L(k, [v[0], share(v[0], tot[0]), v[1], share(v[1], tot[1])]) for k, v in a.items()]
    lines.append(TOT("Total revenue", [tot[0], 100.0, tot[1], 100.0]))
    return Note("t22_fellbrook_revenue_currency", "Fellbrook Controls N.V.", "5. Revenue by invoicing currency",
                [["", "2019", "", "2018", ""], ["€ million", "Amount", "%", "Amount", "%"]], ["a19", "p19", "a18", "p18"],
                lines,
                ["Revenue by the currency in which customers were invoiced was as follows:"],
                ["At constant exchange rates, revenue grew by 4.8% in 2019. The Group hedges a portion of its "
                 "forecast US dollar revenue for up to 18 months."],
                scale=1e6, where="header", dec=1, colfmt={"p19": PC1, "p18": PC1},
                spans=[(0, "a19", "p19"), (0, "a18", "p18")], sums=[("Total revenue", list(a), ["a19", "a18"])],
                facts={"cc": ("4.8%", 4.8, 1, "%")},
                style="lined", family="Cond", paper="A4", years={"a19": "2019", "a18": "2018"})


def t23():
    a = {"Property taxes": [186.4, 174.9, 166.2], "Payroll taxes": [42.7, 41.3, 39.8],
         "Gross receipts and franchise taxes": [98.5, 101.2, 96.7], "Sales and use taxes": [7.9, 8.4, 6.8],
         "Other": [3.2, 2.6, 3.5]}
    return Note("t23_rookesby_other_taxes", "Rookesby Gas & Electric Company", "Taxes Other Than Income Taxes",
                [["", "2019", "2018", "2017"]], ["2019", "2018", "2017"],
                [*[L(k, v) for k, v in a.items()], TOT("Total taxes other than income taxes", rollsum(*a.values(), dec=1))],
                ["Taxes other than income taxes for the years ended December 31 were as follows (in millions):"],
                ["Gross receipts and franchise taxes are collected from customers and remitted to municipalities; "
                 "they are recorded on a gross basis in operating revenues and operating expenses."],
                scale=1e6, where="prose", dec=1, dollar="first",
                sums=[("Total taxes other than income taxes", list(a), None)],
                style="zebra", family="Serif", paper="Letter")


def t24():
    v = {"Pacific Northwest": [2_418, 2_566, 2_491], "Southern": [6_205, 5_982, 5_740], "Northeastern": [714, 688, 702]}
    p = {"Pacific Northwest": [96.42, 104.18, 98.77], "Southern": [27.85, 27.13, 26.48],
         "Northeastern": [54.30, 56.12, 53.96]}
    return Note("t24_stanmarsh_timber", "Stanmarsh Timberlands, Inc.", "Timber Harvest Volumes and Realized Prices",
                [["", "2019", "2018", "2017"]], ["2019", "2018", "2017"],
                [SEC("Harvest volumes (thousand tons)"), *[L(k, x, 1, scale=1e3) for k, x in v.items()],
                 SUB("Total harvest volumes", rollsum(*v.values()), 1, scale=1e3),
                 SEC("Average realized log prices (dollars per ton)"),
                 *[L(k, x, 1, dec=2, scale=None) for k, x in p.items()]],
                ["Harvest volumes and average realized log prices by region were as follows:"],
                ["Southern harvest volumes increased in 2019 as we accelerated the harvest of salvage timber after "
                 "storm damage in late 2018. We own approximately 2.7 million acres of timberlands."],
                where="row", sums=[("Total harvest volumes", [k + "#1" for k in v], None)],
                facts={"acres": ("2.7", 2.7, 1e6, None)},
                style="grid", family="Sans", paper="Letter")


def t25():
    a = {"Standby letters of credit": [38_415, 12_206, None, None],
         "Performance and surety bonds": [21_874, 30_512, 8_340, 1_225],
         "Guarantees of joint venture debt": [None, 15_000, 22_500, None],
         "Residual value guarantees on operating leases": [3_106, 4_870, 6_215, 9_482]}
    lines = [L(k, [sum(x for x in v if x), *v]) for k, v in a.items()]
    tot = rollsum(*[ln.vals for ln in lines])
    lines.append(TOT("Total commercial commitments", tot))
    return Note("t25_nessfield_commitments", "Nessfield Holdings, Inc.", "Commercial Commitments",
                [["", "Total Amounts", "Amount of Commitment Expiration per Period", "", "", ""],
                 ["(In thousands)", "Committed", "Less than 1 year", "1-3 years", "3-5 years", "More than 5 years"]],
                ["tot", "y1", "y3", "y5", "y6"], lines,
                ["The following table summarizes our commercial commitments, which are not recorded on our balance "
                 "sheet, by period of expiration as of December 31, 2019:"],
                ["None of the guarantees of joint venture debt had been called at December 31, 2019. We guarantee 50% "
                 "of the joint venture's borrowings under its term loan."],
                scale=1e3, where="header", dollar="first", spans=[(0, "y1", "y6")],
                sums=[("Total commercial commitments", list(a), None)] + [(k, "row0", None) for k in [*a, "Total commercial commitments"]],
                facts={"jv": ("50%", 50, 1, "%")},
                style="borderless", family="Sans", paper="Letter", land=True)


def t26():
    ex = {"Eleanor Trevannick": [412_806, 356_120, 618_400, 412], "Marcus Kippendale": [128_450, 97_300, 341_250, 186]}
    ne = {"Sir Robert Morvell (Chairman)": [85_000, 85_000, None, None], "Fiona Selwick": [12_500, 10_000, None, None],
          "David Ashgarth": [30_214, 30_214, None, None], "Priya Vennick": [6_000, None, None, None],
          "Thomas Pendrick": [18_750, 15_000, None, None]}
    pc = {"pc": {"pct": True, "dec": 0}}
    return Note("t26_hexworthy_director_interests", "Hexworthy Group plc", "Directors' interests in shares",
                [["", "Ordinary shares", "", "Unvested", "Shareholding"],
                 ["", "31 March 2020", "31 March 2019", "LTIP awards", "% of salary"]],
                ["s20", "s19", "ltip", "pc"],
                [SEC("Executive directors"), *[L(k, v, 1, cf=pc) for k, v in ex.items()],
                 SEC("Non-executive directors"), *[L(k, v, 1, cf=pc) for k, v in ne.items()]],
                ["The interests of the directors who served during the year, and of their connected persons, in the "
                 "ordinary shares of the Company were as follows. Eleanor Trevannick is Chief Executive and Marcus "
                 "Kippendale is Chief Financial Officer."],
                ["Executive directors are required to build a shareholding of 200% of base salary within five years "
                 "of appointment. Priya Vennick was appointed on 1 September 2019. There were no changes in the "
                 "directors' interests between 31 March 2020 and 9 June 2020."],
                spans=[(0, "s20", "s19")],
                facts={"guide": ("200%", 200, 1, "%"), "appointed": ("1 September 2019", "1 September 2019", None, None)},
                style="booktabs", family="Serif", paper="A4")


def t27():
    r = {"Wireless connectivity": [142_806, 131_275, 118_940], "Video codecs": [61_412, 66_830, 70_215],
         "Display interface": [28_704, 22_391, 15_802], "Memory interface": [9_215, 7_608, None]}
    tr = rollsum(*r.values())
    lic = [12_500, None, 36_750]
    return Note("t27_ivorstone_royalties", "Ivorstone Technologies, Inc.", "Royalty and License Revenue",
                [["", "Fiscal Year Ended September 30,", "", ""], ["(In thousands)", "2019", "2018", "2017"]],
                ["2019", "2018", "2017"],
                [SEC("Royalty revenue:"), *[L(k, v, 1) for k, v in r.items()], SUB("Total royalty revenue", tr),
                 L("License fees and settlements", lic), TOT("Total royalty and license revenue", rollsum(tr, lic))],
                ["We license our patented interface and compression technologies to device manufacturers. Revenue "
                 "by technology was as follows:"],
                ["License fees and settlements in fiscal 2017 include $30.0 million from the settlement of patent "
                 "litigation with a handset manufacturer, which included a license through 2022."],
                scale=1e3, where="header", dollar="first", sign_cell=True, spans=[(0, "2019", "2017")],
                sums=[("Total royalty revenue", list(r), None),
                      ("Total royalty and license revenue", ["Total royalty revenue", "License fees and settlements"],
                       None)],
                facts={"settle": ("30.0", 30.0, 1e6, None)},
                style="booktabs", family="Sans", paper="Letter")


def t28():
    a = {"Digital and social media": [48_316, 39_802], "Television": [21_540, 26_118], "Print": [4_208, 5_916],
         "In-store and trade promotion": [17_935, 16_407], "Sponsorships and events": [3_612, 2_945]}
    tot = rollsum(*a.values())
    sales = [612_480, 574_035]
    return Note("t28_lanyarde_advertising", "Lanyarde Cosmetics, Inc.", "Advertising Costs",
                [["(In thousands)", "2019", "2018"]], ["2019", "2018"],
                [*[L(k, v) for k, v in a.items()], TOT("Total advertising expense", tot),
                 L("As a percentage of net sales", [share(t, s) for t, s in zip(tot, sales)], **PC1)],
                ["Advertising costs are expensed as incurred, except for the production costs of television "
                 "commercials, which are expensed when the commercial first airs. Advertising expense by channel was:"],
                ["Net sales were $612.5 million in 2019 and $574.0 million in 2018."],
                scale=1e3, where="header", dollar="first", sums=[("Total advertising expense", list(a), None)],
                facts={"sales19": ("612.5", 612.5, 1e6, None), "sales18": ("574.0", 574.0, 1e6, None)},
                style="borderless", family="Cond", paper="Letter")


def t29():
    a = {"United Kingdom": [6_418, 6_072, 3_914], "Germany": [2_106, 1_988, 1_205],
         "United States": [3_385, 3_142, 1_688], "Australia": [1_274, 1_215, 602], "Rest of world": [846, 791, 1_147]}
    return Note("t29_embervale_dc_pensions", "Embervale Engineering Group plc", "31. Defined contribution schemes",
                [["", "Employer contributions", "", "Members at"], ["", "2019", "2018", "31 Dec 2019"],
                 ["", "£'000", "£'000", "Number"]],
                ["2019", "2018", "mem"],
                [*[L(k, v) for k, v in a.items()], TOT("Total", rollsum(*a.values()))],
                ["The Group operates defined contribution pension schemes in each of its principal countries of "
                 "operation. Employer contributions charged to the income statement and scheme membership were:"],
                ["Contributions of £1.2m were payable to the schemes at 31 December 2019 (2018: £1.1m) and were paid "
                 "in January of the following year."],
                scale=1e3, where="header", colfmt={"mem": NOSC}, spans=[(0, "2019", "2018")],
                sums=[("Total", list(a), None)],
                facts={"payable19": ("1.2", 1.2, 1e6, None), "payable18": ("1.1", 1.1, 1e6, None)},
                style="grid", family="Cond", paper="A4")


def t30():
    t = {"Brackenlow refinery": [212.4, 205.8, 198.1], "Farrowgate refinery": [148.6, 152.3, 149.7],
         "Penhollow refinery": [96.2, 88.5, 91.0]}
    s = {"scale": 1e3, "dec": 1}
    return Note("t30_crestmarrow_refining", "Crestmarrow Refining Company", "Refining Operating Statistics",
                [["", "2019", "2018", "2017"]], ["2019", "2018", "2017"],
                [SEC("Crude oil throughput (thousand barrels per day)"), *[L(k, v, 1, **s) for k, v in t.items()],
                 SUB("Total throughput", rollsum(*t.values(), dec=1), 1, **s),
                 L("Refining margin (dollars per barrel)", [13.84, 15.27, 12.96], dec=2),
                 L("Operating expenses (dollars per barrel)", [5.12, 4.98, 5.05], dec=2),
                 L("Capacity utilization", [94.1, 92.8, 91.5], **PC1)],
                ["Our three refineries have a combined crude oil processing capacity of 485 thousand barrels per day. "
                 "Operating statistics were as follows:"],
                ["The Penhollow refinery completed a 41-day turnaround in the second quarter of 2018, which reduced "
                 "its throughput in that year."],
                where="row", sums=[("Total throughput", list(t), None)],
                facts={"capacity": ("485", 485, 1e3, None), "turnaround": ("41-day", 41, None, None)},
                style="lined", family="Serif", paper="Letter")


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]


def notes():
    return [b() for b in BUILDERS]


# ============================================================================ rendering
_REG = set()


def fonts(family):
    reg, bold = FAMILY[family]
    for name in (reg, bold):
        if name not in _REG:
            pdfmetrics.registerFont(TTFont(name, str(FONTS / (name + ".ttf"))))
            _REG.add(name)
    return reg, bold


def page_size(d):
    ps = A4 if d.paper == "A4" else letter
    return landscape(ps) if d.land else ps


def layout(d, fs=9.0):
    """Physical table grid, the physical columns of each value column, the column widths and the font size."""
    reg, bold = fonts(d.family)
    W = page_size(d)[0] - 2 * MARGIN
    nh = len(d.heads)
    sign = d.sign_cell
    # physical columns: 0 = label, then per value column [sign,] number
    phys = {}
    j = 1
    for c in d.cols:
        if sign:
            phys[c] = (j, j + 1)
            j += 2
        else:
            phys[c] = (j, j)
            j += 1
    ncol = j
    grid = []
    for h in d.heads:
        row = [""] * ncol
        row[0] = h[0]
        for c, txt in zip(d.cols, h[1:]):
            row[phys[c][0]] = txt
        grid.append(row)
    for r in d.lines:
        row = [""] * ncol
        row[0] = r.label
        if r.vals is not None:
            for c in d.cols:
                a, b = phys[c]
                fig = d.figure(r, c)
                if d.has_cur(r, c):
                    if sign:
                        row[a] = d.cur
                    else:
                        fig = d.cur + fig
                row[b] = fig
        grid.append(row)

    def widths(size):
        w = [0.0] * ncol
        for i, row in enumerate(grid):
            bodyrow = i >= nh
            r = d.lines[i - nh] if bodyrow else None
            f = bold if (not bodyrow or r.kind in ("sub", "tot", "sec")) else reg
            ind = (r.ind * 10) if bodyrow else 0
            w[0] = max(w[0], stringWidth(row[0], f, size) + 2 * PAD + ind)
            for c in d.cols:
                a, b = phys[c]
                if bodyrow:
                    w[b] = max(w[b], stringWidth(row[b], f, size) + 2 * PAD)
                    if sign:
                        w[a] = SIGNW
        for i, h in enumerate(d.heads):
            spanned = set()
            for (hi, c0, c1) in d.spans:
                if hi == i:
                    k0, k1 = d.cols.index(c0), d.cols.index(c1)
                    spanned.update(d.cols[k0:k1 + 1])
                    need = stringWidth(h[k0 + 1], bold, size) + 2 * PAD
                    have = sum(sum(w[phys[c][0]:phys[c][1] + 1]) for c in d.cols[k0:k1 + 1])
                    if need > have:
                        extra = (need - have) / (k1 - k0 + 1)
                        for c in d.cols[k0:k1 + 1]:
                            w[phys[c][1]] += extra
            for c, txt in zip(d.cols, h[1:]):
                if c in spanned:
                    continue
                a, b = phys[c]
                need = stringWidth(txt, bold, size) + 2 * PAD
                have = sum(w[a:b + 1])
                if need > have:
                    w[b] += need - have
        w = [max(x, 40.0) if k and (not sign or k % 2 == 0) else x for k, x in enumerate(w)]
        return w
    w = widths(fs)
    while sum(w) > W and fs > 7.0:
        fs -= 0.5
        w = widths(fs)
    assert sum(w) <= W + 0.01, (d.key, sum(w), W)
    return grid, phys, w, fs


def table_style(d, grid, phys, fs):
    reg, bold = fonts(d.family)
    nh = len(d.heads)
    n = len(grid)
    ncol = len(grid[0])
    cmds = [("FONTNAME", (0, 0), (-1, -1), reg), ("FONTSIZE", (0, 0), (-1, -1), fs),
            ("LEADING", (0, 0), (-1, -1), fs + 2.5),
            ("FONTNAME", (0, 0), (-1, nh - 1), bold),
            ("ALIGN", (1, 0), (-1, -1), "RIGHT"), ("ALIGN", (0, 0), (0, -1), "LEFT"),
            ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
            ("LEFTPADDING", (0, 0), (-1, -1), PAD), ("RIGHTPADDING", (0, 0), (-1, -1), PAD),
            ("TOPPADDING", (0, 0), (-1, -1), 2.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2)]
    if d.sign_cell:
        for c in d.cols:
            a, b = phys[c]
            cmds += [("ALIGN", (a, nh), (a, -1), "LEFT"), ("LEFTPADDING", (a, nh), (a, -1), 2),
                     ("RIGHTPADDING", (a, nh), (a, -1), 0)]
            for i in range(nh):
                cmds.append(("SPAN", (a, i), (b, i)))
    for (hi, c0, c1) in d.spans:
        a = phys[c0][0]
        b = phys[c1][1]
        cmds += [("SPAN", (a, hi), (b, hi)), ("ALIGN", (a, hi), (b, hi), "CENTER")]
    for i, r in enumerate(d.lines):
        k = nh + i
        if r.kind in ("sub", "tot", "sec"):
            cmds.append(("FONTNAME", (0, k), (-1, k), bold))
        if r.ind:
            cmds.append(("LEFTPADDING", (0, k), (0, k), PAD + 10 * r.ind))
    st = d.style
    if st == "booktabs":
        cmds += [("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black), ("LINEBELOW", (0, nh - 1), (-1, nh - 1), 0.5, colors.black),
                 ("LINEBELOW", (0, n - 1), (-1, n - 1), 1.2, colors.black)]
        for (hi, c0, c1) in d.spans:
            cmds.append(("LINEBELOW", (phys[c0][0], hi), (phys[c1][1], hi), 0.4, colors.black))
        for i, r in enumerate(d.lines):
            if r.kind == "tot":
                cmds.append(("LINEABOVE", (1, nh + i), (-1, nh + i), 0.5, colors.black))
    elif st == "grid":
        cmds += [("GRID", (0, 0), (-1, -1), 0.5, colors.Color(0.35, 0.35, 0.35))]
    elif st == "zebra":
        cmds += [("BACKGROUND", (0, 0), (-1, nh - 1), colors.Color(0.80, 0.85, 0.91))]
        for i in range(nh, n):
            if (i - nh) % 2 == 1:
                cmds.append(("BACKGROUND", (0, i), (-1, i), colors.Color(0.94, 0.95, 0.97)))
    elif st == "lined":
        cmds += [("LINEBELOW", (0, nh - 1), (-1, nh - 1), 0.8, colors.black)]
        for i in range(nh, n):
            cmds.append(("LINEBELOW", (0, i), (-1, i), 0.25, colors.Color(0.6, 0.6, 0.6)))
    # borderless: no rules
    return TableStyle(cmds)


def story(d):
    grid, phys, w, fs = layout(d)
    reg, bold = fonts(d.family)
    h1 = ParagraphStyle("h1", fontName=bold, fontSize=14, leading=18, spaceAfter=4)
    h2 = ParagraphStyle("h2", fontName=reg, fontSize=10, leading=13, spaceAfter=2)
    h3 = ParagraphStyle("h3", fontName=bold, fontSize=11, leading=14, spaceBefore=4, spaceAfter=6)
    body = ParagraphStyle("b", fontName=reg, fontSize=9.5, leading=12.5, spaceAfter=6)
    out = [Paragraph("Annual report (extract)", h1), Paragraph(escape(d.company), h2), Paragraph(escape(d.title), h3)]
    out += [Paragraph(escape(p), body) for p in d.before]
    t = Table(grid, colWidths=w, hAlign="LEFT", repeatRows=0)
    t.setStyle(table_style(d, grid, phys, fs))
    out += [Spacer(1, 4), t, Spacer(1, 8)]
    out += [Paragraph(escape(p), body) for p in d.after]
    return out


def render(d, outdir):
    path = Path(outdir) / d.pdf
    doc = SimpleDocTemplate(str(path), pagesize=page_size(d), leftMargin=MARGIN, rightMargin=MARGIN,
                            topMargin=MARGIN, bottomMargin=MARGIN, title=f"{d.company} - {d.title}",
                            author=SET, subject="Annual report (extract)", creator=SET, producer=SET)
    doc.build(story(d))
    return path


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    ds = notes()
    assert len({d.key for d in ds}) == len(ds) == 30
    for d in ds:
        render(d, out)
    print(f"wrote {len(ds)} PDFs to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
