"""tatqa-style9: thirty invented annual-report notes, each rendered as a one-page PDF in the manner of TAT-QA.

    /work/main/.venv/bin/python bench/tatqa-style9/make_docs.py OUTDIR

A page holds the heading "Annual report (extract)", the company name, the note title, a paragraph before the
table, the table, optional footnotes and one or two paragraphs after it. Every figure lives in the builder
functions below as a Decimal. Totals, subtotals, roll-forward balances, weighted averages, rates and percentage
columns are computed here, so each printed table adds up; the relations are recorded on the note (``rels``) and
re-checked from the printed cells by check.py. make_questions.py imports this module and computes each gold from
the same objects.

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
from reportlab.lib.enums import TA_CENTER, TA_LEFT  # noqa: E402
from reportlab.lib.pagesizes import A4, landscape, letter  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.pdfmetrics import stringWidth  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle  # noqa: E402

SET = "tatqa-style9"
NS = uuid.UUID("5e0c9a71-3b42-4d8e-b1f6-9c2a7d4e8f13")
FONTDIR = Path("/usr/share/fonts/truetype/dejavu")
FAMILY = {"Sans": ("DejaVuSans", "DejaVuSans-Bold"), "Serif": ("DejaVuSerif", "DejaVuSerif-Bold"),
          "Cond": ("DejaVuSansCondensed", "DejaVuSansCondensed-Bold")}
DASH = "\u2014"
MARGIN = 58
PAD = 4
INH = "inherit"
M, K = Decimal(1000000), Decimal(1000)


def D(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(str(x))


def q(x, dec: int) -> Decimal:
    """Half-up rounding to ``dec`` decimals."""
    return D(x).quantize(Decimal(1).scaleb(-dec), rounding=ROUND_HALF_UP)


def numtext(v: Decimal, dec: int) -> str:
    return format(q(abs(v), dec), f",.{dec}f")


# ============================================================================ model
class Col:
    """A value column. dec: decimals; pct: percentages (unit "%", answer scale 1); sign: print "%";
    cur: None | "first" (first number and total rows) | "all"; sym: the currency sign; suffix: printed after
    the number (e.g. "x"); scale: multiplier (INH = the note's); text: a text column."""

    def __init__(self, key, dec=0, pct=False, sign=True, cur=None, sym="$", suffix="", scale=INH, text=False):
        self.key, self.dec, self.pct, self.sign, self.cur = key, dec, pct, sign, cur
        self.sym, self.suffix, self.scale, self.text = sym, suffix, scale, text


class Row:
    """kind: item | sec (label only) | sub (bold) | tot (bold with a rule). fmt: row overrides of the column
    format (dec, pct, sign, cur, sym, suffix, scale); cf: {col key: {...}} single-cell overrides."""

    def __init__(self, label, vals, kind="item", ind=0, key=None, cf=None, **fmt):
        self.label, self.kind, self.ind, self.key = label, kind, ind, key or label
        self.vals = [D(v) if isinstance(v, (int, float, Decimal)) else v for v in (vals or [])]
        self.fmt, self.cf = fmt, cf or {}


def L(label, vals, ind=0, key=None, cf=None, **fmt):
    return Row(label, vals, "item", ind, key, cf, **fmt)


def SUB(label, vals, ind=0, key=None, cf=None, **fmt):
    return Row(label, vals, "sub", ind, key, cf, **fmt)


def TOT(label, vals, ind=0, key=None, cf=None, **fmt):
    return Row(label, vals, "tot", ind, key, cf, **fmt)


def SEC(label, ind=0, key=None):
    return Row(label, [], "sec", ind, key)


class G:
    """A header cell spanning ``n`` columns."""

    def __init__(self, text, n):
        self.text, self.n = text, n


class Cell:
    def __init__(self, note, row, col, text, value, unit, scale):
        self.note, self.row, self.col = note, row, col
        self.text, self.value, self.unit, self.scale = text, value, unit, scale

    @property
    def fig(self) -> str:
        """The figure as a derivation writes it: no currency, no %, a minus for parentheses."""
        s = self.text.replace(self.sym, "").replace("%", "").replace(self.suffix or "\0", "").strip()
        if s.startswith("(") and s.endswith(")"):
            s = "-" + s[1:-1]
        return s

    sym = "$"
    suffix = ""


class Note:
    def __init__(self, key, company, title, heads, cols, rows, scale=None, *, style, font, paper, land=False,
                 intro="", outro=(), foot=(), scale_where="header", facts=None, names=()):
        self.key, self.company, self.title = key, company, title
        self.heads, self.cols, self.rows = heads, cols, rows
        self.scale = D(scale) if scale is not None else None
        self.style, self.font, self.paper, self.land = style, font, paper, land
        self.intro, self.outro, self.foot = intro, list(outro), list(foot)
        self.scale_where = scale_where      # header | column | row | prose | none
        self.facts = facts or {}            # prose figures: name -> (printed text, Decimal, unit, scale)
        self.names = list(names)            # other invented names on the page
        self.rels = []                      # (kind, target, operands, extra)
        self.uid = str(uuid.uuid5(NS, key))
        self.doc = self.uid + ".pdf"
        self.nhead = len(heads)
        keys = [r.key for r in rows]
        assert len(keys) == len(set(keys)), (key, [k for k in keys if keys.count(k) > 1])
        for r in rows:
            assert r.kind == "sec" or len(r.vals) == len(cols), (key, r.label, len(r.vals), len(cols))

    # ---- cells
    def row(self, rk) -> Row:
        for r in self.rows:
            if r.key == rk:
                return r
        raise KeyError((self.key, rk))

    def colidx(self, ck) -> int:
        for i, c in enumerate(self.cols):
            if c.key == ck:
                return i
        raise KeyError((self.key, ck))

    def v(self, rk, ck) -> Decimal:
        return self.row(rk).vals[self.colidx(ck)]

    def fmtof(self, r: Row, i: int) -> dict:
        c = self.cols[i]
        f = dict(dec=c.dec, pct=c.pct, sign=c.sign, cur=c.cur, sym=c.sym, suffix=c.suffix, scale=c.scale,
                 text=c.text)
        f.update(r.fmt)
        f.update(r.cf.get(c.key, {}))
        return f

    def celltext(self, r: Row, i: int, first: bool) -> str:
        v = r.vals[i]
        if v is None:
            return DASH
        if isinstance(v, str):
            return v
        f = self.fmtof(r, i)
        s = numtext(v, f["dec"])
        neg = v < 0
        cur = f["cur"] == "all" or (f["cur"] == "first" and (first or r.kind == "tot"))
        if neg:
            s = "(" + s + ")"
        if cur:
            s = f["sym"] + s
        if f["pct"] and f["sign"]:
            s += "%"
        s += f["suffix"]
        return s

    def texts(self) -> list[list[str]]:
        """Printed body texts, one list per row (empty for section rows)."""
        seen = set()
        out = []
        for r in self.rows:
            if r.kind == "sec":
                out.append([])
                continue
            line = []
            for i, v in enumerate(r.vals):
                first = i not in seen and isinstance(v, Decimal)
                if first:
                    seen.add(i)
                line.append(self.celltext(r, i, first))
            out.append(line)
        return out

    def c(self, rk, ck) -> Cell:
        ri = [r.key for r in self.rows].index(rk)
        r, i = self.rows[ri], self.colidx(ck)
        text = self.texts()[ri][i]
        v = r.vals[i]
        f = self.fmtof(r, i)
        if isinstance(v, Decimal):
            unit = "%" if f["pct"] else None
            if f["pct"]:
                scale = Decimal(1)
            else:
                scale = self.scale if f["scale"] == INH else (D(f["scale"]) if f["scale"] is not None else None)
        else:
            unit, scale = None, None
        cell = Cell(self, r, self.cols[i], text, v if isinstance(v, Decimal) else None, unit, scale)
        cell.sym, cell.suffix = f["sym"], f["suffix"]
        return cell

    # ---- relations recorded by the builders (check.py re-evaluates them on the printed cells)
    def rel_sum(self, target, items):
        self.rels.append(("sum", target, items, None))

    def rel_pct(self, target, num, den):
        self.rels.append(("pct", target, [num, den], None))

    def rel_ratio(self, target, num, den, factor=1):
        self.rels.append(("ratio", target, [num, den], factor))

    def rel_prod(self, target, a, b, factor=1):
        self.rels.append(("prod", target, [a, b], factor))

    def rel_wavg(self, target, weights, values):
        self.rels.append(("wavg", target, list(zip(weights, values)), None))


def sumcol(rows_vals):
    return sum((v for v in rows_vals if isinstance(v, Decimal)), Decimal(0))


def pct(a, b, dec=1):
    return q(D(a) / D(b) * 100, dec)


def chg(new, old, dec=1):
    return q((D(new) - D(old)) / D(old) * 100, dec)


# ============================================================================ builders
def t01():
    regs = [("United Kingdom", 1482.6, -524.3, 1311.2, -468.9), ("Continental Europe", 612.4, -141.8, 575.0, -133.6),
            ("North America", 388.9, -46.2, 352.4, -42.7), ("Asia Pacific", 201.7, -38.5, 214.9, -41.0)]
    rows = []
    for name, g1, e1, g0, e0 in regs:
        g1, e1, g0, e0 = map(D, (g1, e1, g0, e0))
        rows.append(L(name, [g1, e1, g1 + e1, g0, e0, g0 + e0]))
    tot = [sumcol([r.vals[i] for r in rows]) for i in range(6)]
    rows.append(TOT("Total", tot))
    n = Note("t01-hopsgarth-excise", "Hopsgarth Breweries plc", "4. Revenue and excise duties",
             [["", G("2021", 3), G("2020", 3)],
              ["", "Gross revenue £m", "Excise duties £m", "Revenue £m", "Gross revenue £m", "Excise duties £m",
               "Revenue £m"]],
             [Col("g21", 1), Col("e21", 1), Col("n21", 1), Col("g20", 1), Col("e20", 1), Col("n20", 1)], rows, M,
             style="booktabs", font="Serif", paper="A4", scale_where="column",
             intro="Excise duties are collected by the Group on behalf of national tax authorities and are deducted "
                   "from gross revenue. The analysis of revenue by the region in which the customer is located is "
                   "shown below.",
             outro=["Beer and cider volumes sold in 2021 were 9.84 million hectolitres (2020: 9.12 million "
                    "hectolitres). Duty rates in the United Kingdom were frozen for the year, while duty in "
                    "Continental Europe rose in line with inflation in most markets."],
             facts={"hl21": ("9.84", D("9.84"), None, M)})
    for ck in ("g21", "e21", "n21", "g20", "e20", "n20"):
        n.rel_sum(("Total", ck), [(r[0], ck) for r in regs])
    for name, *_ in regs + [("Total",)]:
        n.rel_sum((name, "n21"), [(name, "g21"), (name, "e21")])
        n.rel_sum((name, "n20"), [(name, "g20"), (name, "e20")])
    return n


def t02():
    # measure, unit, weighting, threshold, target, maximum, actual
    ms = [("Underlying profit before tax", "£m", 40, 182.0, 196.0, 210.0, 201.6),
          ("Free cash flow", "£m", 20, 118.0, 130.0, 142.0, 137.2),
          ("Group revenue", "£m", 15, 1540, 1600, 1660, 1571),
          ("Customer satisfaction", "Index", 10, 78.0, 81.0, 84.0, 84.6)]
    rows = []
    earned = []
    for name, unit, w, th, tg, mx, ac in ms:
        w, th, tg, mx, ac = map(D, (w, th, tg, mx, ac))
        if ac < th:
            out = Decimal(0)
        elif ac < tg:
            out = 25 + (ac - th) / (tg - th) * 25
        elif ac < mx:
            out = 50 + (ac - tg) / (mx - tg) * 50
        else:
            out = Decimal(100)
        out = q(out, 1)
        e = q(w * out / 100, 1)
        earned.append(e)
        dec = 1 if name != "Group revenue" else 0
        sc = M if unit == "£m" else None
        rows.append(L(name, [unit, w, th, tg, mx, ac, out, e], scale=sc,
                      cf={k: {"dec": dec} for k in ("th", "tg", "mx", "ac")}))
    po = D("80.0")
    e = q(D(15) * po / 100, 1)
    earned.append(e)
    rows.append(L("Personal and strategic objectives", ["", D(15), None, None, None, None, po, e]))
    rows.append(TOT("Total", ["", D(100), "", "", "", "", "", sum(earned)]))
    n = Note("t02-kilverstone-bonus", "Kilverstone Group plc",
             "Directors' remuneration report: annual bonus outcome for 2021",
             [["Performance measure", "Unit", "Weighting (% of max)", "Threshold", "Target", "Maximum", "Actual",
               "Outcome (% of element)", "Bonus earned (% of max)"]],
             [Col("unit", text=True), Col("w", 0, pct=True, sign=False), Col("th", 1), Col("tg", 1), Col("mx", 1),
              Col("ac", 1), Col("out", 1, pct=True, sign=False), Col("earn", 1, pct=True, sign=False)], rows, None,
             style="lined", font="Sans", paper="A4", scale_where="row",
             intro="The 2021 annual bonus for executive directors was based on the financial and non-financial "
                   "measures below. For each measure, 25% of that element is paid at threshold, 50% at target and "
                   "100% at maximum, with straight-line vesting in between.",
             outro=["The maximum bonus opportunity for the Chief Executive is 150% of base salary, which was "
                    "£648,000 for 2021. One third of any bonus earned is deferred into shares for three years. "
                    "The Committee was satisfied that the formulaic outcome reflected underlying performance and "
                    "applied no discretion."],
             facts={"maxpct": ("150%", D(150), "%", D(1)), "salary": ("648,000", D(648000), None, None)})
    n.rel_sum(("Total", "earn"), [(r.key, "earn") for r in rows[:-1]])
    n.rel_sum(("Total", "w"), [(r.key, "w") for r in rows[:-1]])
    for r in rows[:-1]:
        n.rel_prod((r.key, "earn"), (r.key, "w"), (r.key, "out"), D("0.01"))
    return n


def t03():
    rows = [L("First lien senior secured debt", [1284562, "Discounted cash flow", "Market yield", "8.1% – 14.6%", 10.9]),
            L("Second lien senior secured debt", [312408, "Discounted cash flow", "Market yield", "10.4% – 16.2%", 12.7]),
            L("Subordinated debt", [96215, "Discounted cash flow", "Market yield", "12.5% – 18.0%", 14.8]),
            L("Common equity", [188930, "Market comparables", "EBITDA multiple", "6.0x – 14.5x", 9.6],
              cf={"wa": {"suffix": "x", "pct": False, "scale": None}}),
            L("Preferred equity", [41776, "Market comparables", "Revenue multiple", "1.2x – 4.8x", 2.9],
              cf={"wa": {"suffix": "x", "pct": False, "scale": None}})]
    rows.append(TOT("Total Level 3 investments", [sumcol([r.vals[0] for r in rows]), "", "", "", ""]))
    n = Note("t03-merrowgate-level3", "Merrowgate Capital Corporation",
             "Note 5. Fair value measurements — significant unobservable inputs",
             [["(dollars in thousands)", "Fair value at December 31, 2021", "Valuation technique",
               "Unobservable input", "Range", "Weighted average"]],
             [Col("fv", 0, cur="first"), Col("tech", text=True), Col("inp", text=True), Col("rng", text=True),
              Col("wa", 1, pct=True)], rows, K,
             style="grid", font="Cond", paper="Letter", land=True, scale_where="header",
             intro="The following table summarizes the significant unobservable inputs used in the fair value "
                   "measurement of the Company's Level 3 investments. Weighted averages are calculated on the "
                   "basis of relative fair value.",
             outro=["An increase in market yields would result in a lower fair value of debt investments, while an "
                    "increase in the multiples applied would result in a higher fair value of equity investments. "
                    "Investments valued at recent transaction prices are not included in the table."])
    n.rel_sum(("Total Level 3 investments", "fv"), [(r.key, "fv") for r in rows[:-1]])
    return n


def t04():
    mk = [("Singapore", 842.6, 768.1, 406.1, 352.9), ("Malaysia", 411.3, 398.6, 239.4, 226.0),
          ("Thailand", 602.9, 571.4, 180.2, 158.3), ("Indonesia", 288.4, 301.9, 131.5, 139.1),
          ("Vietnam", 215.7, 176.3, 97.9, 74.6), ("Philippines", 97.2, 88.5, 33.8, 29.7)]
    rows = []
    for name, a1, a0, v1, v0 in mk:
        a1, a0, v1, v0 = map(D, (a1, a0, v1, v0))
        rows.append(L(name, [a1, a0, v1, v0, pct(v1, a1), pct(v0, a0)]))
    sa1, sa0 = sumcol([r.vals[0] for r in rows]), sumcol([r.vals[1] for r in rows])
    sv1, sv0 = sumcol([r.vals[2] for r in rows]), sumcol([r.vals[3] for r in rows])
    rows.append(SUB("Total before unallocated expenses", [sa1, sa0, sv1, sv0, pct(sv1, sa1), pct(sv0, sa0)],
                    key="Subtotal"))
    u1, u0 = D("-48.6"), D("-45.2")
    rows.append(L("Unallocated group office expenses", ["", "", u1, u0, "", ""], key="Unallocated"))
    rows.append(TOT("Total", [sa1, sa0, sv1 + u1, sv0 + u0, pct(sv1 + u1, sa1), pct(sv0 + u0, sa0)]))
    n = Note("t04-sentaro-vnb", "Sentaro Life Holdings Limited",
             "Supplementary information: value of new business by market",
             [["US$ millions", G("APE sales", 2), G("VNB", 2), G("VNB margin", 2)],
              ["", "2021", "2020", "2021", "2020", "2021", "2020"]],
             [Col("a21", 1), Col("a20", 1), Col("v21", 1), Col("v20", 1), Col("m21", 1, pct=True),
              Col("m20", 1, pct=True)], rows, M,
             style="zebra", font="Sans", paper="A4", scale_where="header",
             intro="Value of new business (VNB) is the present value of future shareholder profits from new "
                   "life insurance policies sold in the year, net of the cost of capital. Annualised new premiums "
                   "(APE) is 100% of annualised regular premiums plus 10% of single premiums.",
             outro=["VNB margin is VNB divided by APE. Group office expenses that are not allocated to a market are "
                    "deducted from the total. Figures are stated on a constant assumption basis."])
    for ck in ("a21", "a20", "v21", "v20"):
        n.rel_sum(("Subtotal", ck), [(m[0], ck) for m in mk])
    n.rel_sum(("Total", "v21"), [("Subtotal", "v21"), ("Unallocated", "v21")])
    n.rel_sum(("Total", "v20"), [("Subtotal", "v20"), ("Unallocated", "v20")])
    for rk in [m[0] for m in mk] + ["Subtotal", "Total"]:
        n.rel_pct((rk, "m21"), (rk, "v21"), (rk, "a21"))
        n.rel_pct((rk, "m20"), (rk, "v20"), (rk, "a20"))
    return n


def t05():
    ha = {"prime": (62418, 60233), "young": (14906, 15870), "old": (21375, 24112), "imm": (9842, 8114)}
    mat1 = sum(ha[k][0] for k in ("prime", "young", "old"))
    mat0 = sum(ha[k][1] for k in ("prime", "young", "old"))
    t1, t0 = mat1 + ha["imm"][0], mat0 + ha["imm"][1]

    def r(label, key, a, b, kind=L, ind=1):
        return kind(label, [D(a), pct(a, t1), D(b), pct(b, t0)], ind=ind, key=key)
    rows = [SEC("Mature"),
            r("Young mature (4 to 7 years)", "young", *ha["young"]),
            r("Prime mature (8 to 18 years)", "prime", *ha["prime"]),
            r("Old mature (above 18 years)", "old", *ha["old"]),
            r("Total mature", "mature", mat1, mat0, SUB, 0),
            r("Immature (0 to 3 years)", "imm", *ha["imm"], L, 0),
            TOT("Total planted area", [D(t1), D("100.0"), D(t0), D("100.0")], key="total")]
    n = Note("t05-sungaimas-planted", "Sungaimas Plantations Berhad", "Plantation statistics: age profile of oil palm",
             [["", G("2021", 2), G("2020", 2)], ["", "Hectares", "%", "Hectares", "%"]],
             [Col("h21", 0, scale=None), Col("p21", 1, pct=True, sign=False), Col("h20", 0, scale=None),
              Col("p20", 1, pct=True, sign=False)], rows, None,
             style="borderless", font="Serif", paper="A4", scale_where="none",
             intro="The Group's planted oil palm area in Malaysia and Indonesia is analysed below by age of the "
                   "palms at 31 December.",
             outro=["Fresh fruit bunches (FFB) harvested during 2021 amounted to 1,972,460 tonnes (2020: 2,018,335 "
                    "tonnes). The replanting programme covered 3,920 hectares in 2021, mainly in old mature "
                    "areas."],
             facts={"ffb21": ("1,972,460", D(1972460), None, None), "ffb20": ("2,018,335", D(2018335), None, None)})
    for ck in ("h21", "h20"):
        n.rel_sum(("mature", ck), [(k, ck) for k in ("young", "prime", "old")])
        n.rel_sum(("total", ck), [("mature", ck), ("imm", ck)])
    for k in ("young", "prime", "old", "mature", "imm"):
        n.rel_pct((k, "p21"), (k, "h21"), ("total", "h21"))
        n.rel_pct((k, "p20"), (k, "h20"), ("total", "h20"))
    return n


def t06():
    rg = [("Region North", 68420, 61870, 45.12, 43.55), ("Region Central", 41905, 44312, 47.86, 46.02),
          ("Region West", 29317, 27544, 49.30, 48.91), ("Shetland", 18260, 16995, 56.74, 58.20)]
    rows = [L(a, [D(b), D(c), D(d), D(e)]) for a, b, c, d, e in rg]
    v1, v0 = sumcol([r.vals[0] for r in rows]), sumcol([r.vals[1] for r in rows])
    c1 = q(sum(r.vals[0] * r.vals[2] for r in rows) / v1, 2)
    c0 = q(sum(r.vals[1] * r.vals[3] for r in rows) / v0, 2)
    rows.append(TOT("Group", [v1, v0, c1, c0]))
    n = Note("t06-havbrekke-harvest", "Havbrekke Seafood ASA", "Operating segments: farming — harvest and cost",
             [["", G("Harvest volume (tonnes gutted weight)", 2), G("Farming cost (NOK per kg)", 2)],
              ["", "2021", "2020", "2021", "2020"]],
             [Col("v21", 0, scale=None), Col("v20", 0, scale=None), Col("c21", 2, scale=None),
              Col("c20", 2, scale=None)], rows, None,
             style="grid", font="Sans", paper="A4", scale_where="none",
             intro="Farming cost is the cost of harvested fish, including feed, smolt, health treatments and "
                   "harvesting, divided by harvest volume. The Group figure is weighted by volume.",
             outro=["The average reference price for Atlantic salmon was NOK 59.67 per kg in 2021 (2020: NOK 53.18 "
                    "per kg). Sea lice treatment costs remained elevated in Shetland, where two sites were fallowed "
                    "during the year."],
             facts={"price21": ("59.67", D("59.67"), None, None), "price20": ("53.18", D("53.18"), None, None)})
    n.rel_sum(("Group", "v21"), [(r[0], "v21") for r in rg])
    n.rel_sum(("Group", "v20"), [(r[0], "v20") for r in rg])
    n.rel_wavg(("Group", "c21"), [(r[0], "v21") for r in rg], [(r[0], "c21") for r in rg])
    n.rel_wavg(("Group", "c20"), [(r[0], "v20") for r in rg], [(r[0], "c20") for r in rg])
    return n


def t07():
    td = {"a21": 48712, "a20": 38904, "i21": 15230, "i20": 12877}
    veh = {"a21": 172400, "a20": 151300, "i21": 56800, "i20": 52100}
    rpd = {"a21": "58.64", "a20": "52.19", "i21": "44.07", "i20": "41.86"}
    fc = {"a21": 296, "a20": 338, "i21": 251, "i20": 287}
    days = {"a21": 365, "a20": 366, "i21": 365, "i20": 366}
    ks = ["a21", "a20", "i21", "i20"]
    util = [q(D(td[k]) * 1000 / (D(veh[k]) * days[k]) * 100, 1) for k in ks]
    rev = [q(D(td[k]) * D(rpd[k]) / 1000, 1) for k in ks]
    rows = [L("Transaction days (in thousands)", [D(td[k]) for k in ks], key="td", scale=K),
            L("Average rentable vehicles", [D(veh[k]) for k in ks], key="veh", scale=None),
            L("Vehicle utilization", util, key="util", pct=True, dec=1),
            L("Total revenue per day (RPD)", [D(rpd[k]) for k in ks], key="rpd", dec=2, cur="all", scale=None),
            L("Total revenues (in millions)", rev, key="rev", dec=1, cur="all", scale=M),
            L("Per-unit fleet costs per month", [D(fc[k]) for k in ks], key="fc", cur="all", scale=None)]
    n = Note("t07-carvello-fleet", "Carvello Rental Holdings, Inc.", "Key metrics by reportable segment",
             [["", G("Americas RAC", 2), G("International RAC", 2)], ["", "2021", "2020", "2021", "2020"]],
             [Col(k, 0) for k in ks], rows, None,
             style="booktabs", font="Sans", paper="Letter", scale_where="row",
             intro="We use the following metrics to evaluate the operating performance of our vehicle rental "
                   "segments. Transaction days are the total number of 24-hour periods, or any portion thereof, "
                   "that vehicles were on rent.",
             outro=["Vehicle utilization is transaction days divided by available car days (average rentable "
                    "vehicles times the number of days in the period). Total RPD is total revenues divided by "
                    "transaction days. Per-unit fleet costs are depreciation and lease charges, net of gains on "
                    "vehicle sales, divided by the average vehicles in the fleet, per month."])
    for k in ks:
        n.rel_prod(("rev", k), ("td", k), ("rpd", k), D("0.001"))
        n.rels.append(("util", ("util", k), [("td", k), ("veh", k)], days[k]))
    return n


def t08():
    # permitted, expansion, sites
    rows = [L("Balance, December 31, 2020", [D("1284.6"), D("212.3"), None, D(41)], key="open"),
            L("Acquisitions", [D("38.9"), D("4.2"), None, D(2)], key="acq"),
            L("New expansions pursued", [None, D("46.8"), None, ""], key="new"),
            L("Permits granted", [D("71.5"), D("-71.5"), None, ""], key="perm"),
            L("Airspace consumed", [D("-52.7"), None, None, ""], key="cons"),
            L("Changes in engineering estimates", [D("-3.1"), D("1.6"), None, ""], key="eng"),
            L("Landfills closed", [None, None, None, D(-1)], key="closed")]
    for r in rows:
        r.vals[2] = sumcol(r.vals[:2])
    bal = [sumcol([r.vals[i] for r in rows]) for i in range(4)]
    rows.append(TOT("Balance, December 31, 2021", bal, key="close"))
    n = Note("t08-cindermoss-airspace", "Cindermoss Environmental Services, Inc.", "Landfill accounting: airspace",
             [["(cubic yards in millions)", "Remaining permitted airspace", "Expansion airspace", "Total airspace",
               "Number of landfills"]],
             [Col("perm", 1), Col("exp", 1), Col("tot", 1), Col("sites", 0, scale=None)], rows, M,
             style="zebra", font="Serif", paper="Letter", scale_where="header",
             intro="The following table reflects changes in our landfill airspace capacity for the year ended "
                   "December 31, 2021. Expansion airspace is included in our depletion base once it meets our "
                   "criteria for probable permitting.",
             outro=["Airspace consumed in 2021 corresponded to approximately 58.3 million tons of waste received at "
                    "our landfills. The landfill closed during the year had reached its permitted capacity and "
                    "entered post-closure care."],
             facts={"tons": ("58.3", D("58.3"), None, M)})
    for ck in ("perm", "exp", "tot", "sites"):
        n.rel_sum(("close", ck), [(r.key, ck) for r in rows[:-1]])
    for r in rows:
        n.rel_sum((r.key, "tot"), [(r.key, "perm"), (r.key, "exp")])
    return n


def t09():
    ag = [("Under 30", 3412, 682, 3198, 571), ("30 to 50", 7865, 794, 8012, 702), ("Over 50", 2904, 301, 2811, 338)]
    rows = [L(a, [D(b), D(c), pct(c, b), D(d), D(e), pct(e, d)]) for a, b, c, d, e in ag]
    s = [sumcol([r.vals[i] for r in rows]) for i in range(6)]
    s[2], s[5] = pct(s[1], s[0]), pct(s[4], s[3])
    rows.append(TOT("All employees", s, key="All"))
    vol1, vol0 = D(1129), D(967)
    rows.append(L("Of which voluntary leavers", [s[0], vol1, pct(vol1, s[0]), s[3], vol0, pct(vol0, s[3])],
                  key="vol", ind=1))
    n = Note("t09-pennigate-turnover", "Pennigate Telecom plc", "People: employee turnover by age group",
             [["", G("2021", 3), G("2020", 3)],
              ["", "Average headcount", "Leavers", "Turnover rate", "Average headcount", "Leavers", "Turnover rate"]],
             [Col("h21", 0), Col("l21", 0), Col("r21", 1, pct=True), Col("h20", 0), Col("l20", 0),
              Col("r20", 1, pct=True)], rows, None,
             style="booktabs", font="Cond", paper="A4", scale_where="none",
             intro="Turnover rate is the number of leavers in the year divided by average headcount. The figures "
                   "cover permanent employees in the United Kingdom and Ireland.",
             outro=["Turnover among employees under 30 rose as the labour market tightened, particularly in our "
                    "customer service centres. Exit interviews were completed by 64% of voluntary leavers."])
    for ck in ("h21", "l21", "h20", "l20"):
        n.rel_sum(("All", ck), [(a[0], ck) for a in ag])
    for rk in [a[0] for a in ag] + ["All", "vol"]:
        n.rel_pct((rk, "r21"), (rk, "l21"), (rk, "h21"))
        n.rel_pct((rk, "r20"), (rk, "l20"), (rk, "h20"))
    return n


def t10():
    pr = [("Current accounts", 18420, 7920, 21305, 9800), ("Credit cards", 9871, 4245, 11240, 5170),
          ("Mortgages", 4306, 1162, 3987, 1156), ("Savings", 2198, 681, 2410, 819),
          ("Personal loans", 3512, 1440, 3108, 1181), ("Other products", 1045, 366, 1196, 431)]
    rows = [L(a, [D(b), pct(c, b), D(d), pct(e, d)]) for a, b, c, d, e in pr]
    r1, r0 = sum(D(p[1]) for p in pr), sum(D(p[3]) for p in pr)
    u1, u0 = sum(D(p[2]) for p in pr), sum(D(p[4]) for p in pr)
    rows.append(TOT("Total", [r1, pct(u1, r1), r0, pct(u0, r0)]))
    n = Note("t10-cawdermoor-complaints", "Cawdermoor Bank plc", "Customer outcomes: complaints by product",
             [["", G("2021", 2), G("2020", 2)],
              ["", "Complaints received(1)", "Upheld (%)", "Complaints received(1)", "Upheld (%)"]],
             [Col("c21", 0), Col("u21", 1, pct=True, sign=False), Col("c20", 0), Col("u20", 1, pct=True, sign=False)],
             rows, None, style="lined", font="Serif", paper="A4", scale_where="none",
             intro="We record every expression of dissatisfaction as a complaint. The table shows complaints "
                   "received and the proportion upheld in favour of the customer, by product.",
             foot=["(1) As reported to the Financial Conduct Authority for the two half-year periods in each "
                   "calendar year."],
             outro=["Complaints about current accounts fell after the migration of customers to our new mobile app "
                    "was completed. The Financial Ombudsman Service changed our decision on 29% of the cases "
                    "referred to it in 2021."])
    n.rel_sum(("Total", "c21"), [(p[0], "c21") for p in pr])
    n.rel_sum(("Total", "c20"), [(p[0], "c20") for p in pr])
    return n


def t11():
    ta = [("Oncology", 7, 5, 2, 1), ("Immunology", 4, 3, 1, None), ("Neuroscience", 3, 2, None, None),
          ("Rare diseases", 2, 1, 1, 1), ("Infectious diseases", 1, None, 1, None)]
    rows = []
    for a, *v in ta:
        vals = [D(x) if x is not None else None for x in v]
        rows.append(L(a, vals + [sumcol(vals)]))
    tot = [sumcol([r.vals[i] for r in rows]) for i in range(5)]
    rows.append(TOT("Total at 31 December 2021", tot, key="T21"))
    prev = [D(15), D(10), D(4), D(1)]
    rows.append(L("Total at 31 December 2020", prev + [sumcol(prev)], key="T20"))
    n = Note("t11-orvanthe-pipeline", "Orvanthe Biosciences AG", "Research and development pipeline",
             [["Number of programmes", "Phase I", "Phase II", "Phase III", "Filed", "Total"]],
             [Col("p1"), Col("p2"), Col("p3"), Col("f"), Col("t")], rows, None,
             style="borderless", font="Sans", paper="A4", scale_where="none",
             intro="The table counts clinical-stage programmes by therapy area and by the most advanced phase "
                   "reached. A programme studied in several indications is counted once.",
             outro=["During 2021 two programmes were out-licensed and three entered Phase I. The Group expects "
                    "regulatory decisions on both filed programmes in the second half of 2022."])
    for i, ck in enumerate(("p1", "p2", "p3", "f", "t")):
        n.rel_sum(("T21", ck), [(a[0], ck) for a in ta])
    for rk in [a[0] for a in ta] + ["T21", "T20"]:
        n.rel_sum((rk, "t"), [(rk, c) for c in ("p1", "p2", "p3", "f")])
    return n


def t12():
    ju = [("United States", 412, 168, 371, 181), ("Europe(1)", 186, 92, 172, 88), ("China", 143, 121, 118, 109),
          ("Japan", 97, 44, 91, 47), ("South Korea", 64, 29, 58, 31), ("Taiwan", 38, 17, 34, 15),
          ("Other jurisdictions", 21, 12, 19, 10)]
    rows = [L(a, [D(b), D(c), D(d), D(e)], key=a.replace("(1)", "")) for a, b, c, d, e in ju]
    rows.append(TOT("Total", [sumcol([r.vals[i] for r in rows]) for i in range(4)]))
    n = Note("t12-quillerby-patents", "Quillerby Photonics, Inc.", "Intellectual property",
             [["", G("December 31, 2021", 2), G("December 31, 2020", 2)],
              ["", "Issued patents", "Pending applications", "Issued patents", "Pending applications"]],
             [Col("i21"), Col("p21"), Col("i20"), Col("p20")], rows, None,
             style="zebra", font="Serif", paper="Letter", scale_where="none",
             intro="We rely on a combination of patents, trade secrets and contractual protections. Our patent "
                   "portfolio by jurisdiction was as follows:",
             foot=["(1) A European patent validated in several member states of the European Patent Convention is "
                   "counted once."],
             outro=["Our issued patents expire between 2022 and 2041. We do not consider any single patent to be "
                    "material to our business as a whole."])
    for ck in ("i21", "p21", "i20", "p20"):
        n.rel_sum(("Total", ck), [(a[0].replace("(1)", ""), ck) for a in ju])
    return n


def t13():
    bs = [("Delaware Basin", 88640, 61205, 41275, 28410), ("Midland Basin", 54310, 41872, 18060, 12394),
          ("Eagle Ford", 36902, 29115, 9842, 7109), ("Powder River Basin", 12480, 8036, 63518, 44827)]
    rows = []
    for a, dg, dn, ug, un in bs:
        dg, dn, ug, un = map(D, (dg, dn, ug, un))
        rows.append(L(a, [dg, dn, ug, un, dg + ug, dn + un]))
    rows.append(TOT("Total", [sumcol([r.vals[i] for r in rows]) for i in range(6)]))
    n = Note("t13-brushwick-acreage", "Brushwick Petroleum Corporation", "Supplemental oil and gas information: acreage",
             [["", G("Developed acres", 2), G("Undeveloped acres", 2), G("Total acres", 2)],
              ["", "Gross", "Net", "Gross", "Net", "Gross", "Net"]],
             [Col("dg"), Col("dn"), Col("ug"), Col("un"), Col("tg"), Col("tn")], rows, None,
             style="grid", font="Cond", paper="Letter", scale_where="none",
             intro="The following table sets forth our developed and undeveloped acreage as of December 31, 2021. "
                   "Gross acres are those in which we own a working interest; net acres are gross acres multiplied "
                   "by our working interest.",
             outro=["Approximately 6,840 net undeveloped acres are scheduled to expire during 2022 unless production "
                    "is established or the leases are extended. We expect to extend or drill most of the acreage "
                    "that is material to our development plans."],
             facts={"exp": ("6,840", D(6840), None, None)})
    for ck in ("dg", "dn", "ug", "un", "tg", "tn"):
        n.rel_sum(("Total", ck), [(b[0], ck) for b in bs])
    for rk in [b[0] for b in bs] + ["Total"]:
        n.rel_sum((rk, "tg"), [(rk, "dg"), (rk, "ug")])
        n.rel_sum((rk, "tn"), [(rk, "dn"), (rk, "un")])
    return n


def t14():
    ra = [("Pension and other postretirement benefits", "ra-pen", 412.8, 468.3),
          ("Deferred storm restoration costs", "ra-storm", 186.4, 92.7),
          ("Asset retirement obligations", "ra-aro", 74.1, 70.6),
          ("Energy efficiency programs", "ra-ee", 58.9, 61.2),
          ("Deferred fuel and purchased power", "ra-fuel", 33.5, None),
          ("Other", "ra-oth", 27.6, 31.9)]
    rl = [("Excess deferred income taxes", "rl-edit", 624.7, 658.0), ("Cost of removal", "rl-cor", 311.2, 298.4),
          ("Deferred fuel and purchased power", "rl-fuel", None, 18.6), ("Other", "rl-oth", 22.4, 19.7)]

    def mk(items):
        return [L(a, [D(b) if b is not None else None, D(c) if c is not None else None], key=k, ind=1)
                for a, k, b, c in items]
    ar, lr = mk(ra), mk(rl)
    ta = [sumcol([r.vals[i] for r in ar]) for i in range(2)]
    cur = [D("-84.2"), D("-47.5")]
    tl = [sumcol([r.vals[i] for r in lr]) for i in range(2)]
    rows = ([SEC("Regulatory assets:")] + ar +
            [SUB("Total regulatory assets", ta, key="ta"), L("Less: current portion", cur, key="cur"),
             TOT("Noncurrent regulatory assets", [ta[0] + cur[0], ta[1] + cur[1]], key="nc"),
             SEC("Regulatory liabilities:")] + lr + [TOT("Total regulatory liabilities", tl, key="tl")])
    n = Note("t14-ellesmont-regulatory", "Ellesmont Power & Light Company", "Note 6. Regulatory matters",
             [["", "December 31, 2021", "December 31, 2020"]],
             [Col("21", 1, cur="first"), Col("20", 1, cur="first")], rows, M,
             style="booktabs", font="Serif", paper="Letter", scale_where="prose",
             intro="The Company is subject to cost-based rate regulation and records regulatory assets and "
                   "liabilities for amounts that are probable of recovery from, or refund to, customers. "
                   "Regulatory assets and liabilities consisted of the following (in millions):",
             outro=["Deferred storm restoration costs increased following the ice storm of February 2021; the "
                    "Company filed for securitization of these costs in November 2021. Excess deferred income "
                    "taxes are being returned to customers over the remaining lives of the related assets."])
    for ck in ("21", "20"):
        n.rel_sum(("ta", ck), [(x[1], ck) for x in ra])
        n.rel_sum(("nc", ck), [("ta", ck), ("cur", ck)])
        n.rel_sum(("tl", ck), [(x[1], ck) for x in rl])
    return n


def t15():
    e21 = [("European floods (July)", "f", 148.6, -52.1), ("US winter storm (February)", "w", 97.3, -31.8),
           ("Hurricane — US Gulf Coast (August)", "h", 212.9, -86.4), ("Other catastrophe events", "o", 64.2, -11.5)]
    e20 = [("Atlantic hurricanes (August to October)", "ah", 174.5, -58.9), ("Australian bushfires (January)", "b",
                                                                              41.8, -6.2),
           ("Derecho — US Midwest (August)", "d", 38.0, -9.7), ("Other catastrophe events", "o", 52.6, -8.8)]
    rows = []
    for yr, ev in (("2021", e21), ("2020", e20)):
        rows.append(SEC(f"{yr} events", key=f"s{yr}"))
        part = []
        for a, k, g, c in ev:
            g, c = D(g), D(c)
            part.append(L(a, [g, c, g + c], key=f"{yr}-{k}", ind=1))
        rows += part
        rows.append(TOT(f"Total {yr}", [sumcol([r.vals[i] for r in part]) for i in range(3)], key=f"T{yr}"))
    n = Note("t15-marisgate-cat", "Marisgate Reinsurance Ltd.", "Catastrophe losses",
             [["US$ millions", "Gross losses", "Ceded losses", "Net losses"]],
             [Col("g", 1), Col("c", 1), Col("n", 1)], rows, M,
             style="borderless", font="Sans", paper="Letter", scale_where="header",
             intro="Net losses from catastrophe events, after reinsurance and retrocession recoveries and before "
                   "reinstatement premiums, were as follows:",
             outro=["Net premiums earned were US$2,412.6 million in 2021 (2020: US$2,156.3 million). Estimates for "
                    "the 2021 events remain subject to uncertainty because of the complexity of the flood and "
                    "business interruption claims."],
             facts={"npe21": ("2,412.6", D("2412.6"), None, M), "npe20": ("2,156.3", D("2156.3"), None, M)})
    for yr, ev in (("2021", e21), ("2020", e20)):
        for ck in ("g", "c", "n"):
            n.rel_sum((f"T{yr}", ck), [(f"{yr}-{e[1]}", ck) for e in ev])
        for e in ev:
            n.rel_sum((f"{yr}-{e[1]}", "n"), [(f"{yr}-{e[1]}", "g"), (f"{yr}-{e[1]}", "c")])
    return n


def t16():
    ac = [("Airbus A220-300", [4, 6, 5, None, None], 10), ("Airbus A320neo", [8, 7, 6, 5, 4], 12),
          ("Airbus A321neo", [3, 5, 6, 6, 10], 20), ("Airbus A350-900", [None, 2, 2, 1, None], 4),
          ("Boeing 787-9", [1, 1, None, 2, 2], 3)]
    rows = []
    for a, yrs, op in ac:
        vals = [D(x) if x is not None else None for x in yrs]
        rows.append(L(a, vals + [sumcol(vals), D(op)]))
    rows.append(TOT("Total", [sumcol([r.vals[i] for r in rows]) for i in range(7)]))
    n = Note("t16-cordavan-orders", "Cordavan Air Group", "Commitments: aircraft order book at 31 December 2021",
             [["Number of aircraft", G("Scheduled deliveries of firm orders", 5), "Total firm orders",
               "Purchase options"],
              ["", "2022", "2023", "2024", "2025", "2026 and later", "", ""]],
             [Col("y22"), Col("y23"), Col("y24"), Col("y25"), Col("y26"), Col("firm"), Col("opt")], rows, None,
             style="zebra", font="Cond", paper="A4", scale_where="none",
             intro="The Group's commitments to purchase aircraft are set out below by year of scheduled delivery. "
                   "Purchase options are not included in the capital commitments disclosed in note 27.",
             outro=["At 31 December 2021 the Group operated a fleet of 186 aircraft. Around half of the scheduled "
                    "deliveries are expected to be financed through sale and leaseback transactions."],
             facts={"fleet": ("186", D(186), None, None)})
    for ck in ("y22", "y23", "y24", "y25", "y26", "firm", "opt"):
        n.rel_sum(("Total", ck), [(a[0], ck) for a in ac])
    for rk in [a[0] for a in ac] + ["Total"]:
        n.rel_sum((rk, "firm"), [(rk, c) for c in ("y22", "y23", "y24", "y25", "y26")])
    return n


def t17():
    adj = [("Impairment of property, plant and equipment", "ppe", (142.8, 102.8), (318.5, 229.3)),
           ("Impairment of goodwill", "gw", (None, None), (210.0, 210.0)),
           ("Profit on disposal of property, plant and equipment", "disp", (-36.4, -26.2), (-12.9, -9.3)),
           ("Loss on disposal of subsidiary", "sub", (58.1, 58.1), (None, None)),
           ("Gain on bargain purchase", "bp", (None, None), (-14.7, -14.7))]
    p1, p0 = D("2184.6"), D("1512.3")
    rows = [L("Profit attributable to ordinary shareholders", ["", p1, "", p0], key="profit"),
            SEC("Adjusted for:", key="adj")]
    h1, h0 = p1, p0
    for a, k, (g1, n1), (g0, n0) in adj:
        vals = [D(x) if x is not None else None for x in (g1, n1, g0, n0)]
        rows.append(L(a, vals, key=k, ind=1))
        h1 += vals[1] or 0
        h0 += vals[3] or 0
    sh1, sh0 = D("418.6"), D("421.9")
    rows += [TOT("Headline earnings", ["", h1, "", h0], key="he"),
             L("Weighted average number of ordinary shares (million)", ["", sh1, "", sh0], key="shares",
               scale=M),
             L("Headline earnings per share (cents)", ["", q(h1 / sh1 * 100, 1), "", q(h0 / sh0 * 100, 1)],
               key="heps", scale=None),
             L("Basic earnings per share (cents)", ["", q(p1 / sh1 * 100, 1), "", q(p0 / sh0 * 100, 1)],
               key="eps", scale=None)]
    n = Note("t17-kwavela-heps", "Kwavela Holdings Limited", "12. Headline earnings",
             [["", G("2021", 2), G("2020", 2)], ["", "Gross Rm", "Net(1) Rm", "Gross Rm", "Net(1) Rm"]],
             [Col("g21", 1), Col("n21", 1), Col("g20", 1), Col("n20", 1)], rows, M,
             style="grid", font="Serif", paper="A4", scale_where="column",
             intro="Headline earnings are calculated in accordance with Circular 1/2021 issued by the South "
                   "African Institute of Chartered Accountants, as required by the JSE Listings Requirements.",
             foot=["(1) Net of income tax and non-controlling interests."],
             outro=["The impairment of property, plant and equipment in 2020 related mainly to the closure of the "
                    "Mbovane packaging line. The subsidiary sold in 2021 was the Group's logistics business in "
                    "Zambia."],
             names=["Mbovane"])
    for ck in ("n21", "n20"):
        n.rel_sum(("he", ck), [("profit", ck)] + [(a[1], ck) for a in adj])
    n.rel_ratio(("heps", "n21"), ("he", "n21"), ("shares", "n21"), 100)
    n.rel_ratio(("heps", "n20"), ("he", "n20"), ("shares", "n20"), 100)
    n.rel_ratio(("eps", "n21"), ("profit", "n21"), ("shares", "n21"), 100)
    n.rel_ratio(("eps", "n20"), ("profit", "n20"), ("shares", "n20"), 100)
    return n


def t18():
    yrs = ["19", "18", "17"]
    tours = {"19": 884512, "18": 842076, "17": 797330}
    vpg = {"19": 3118, "18": 2984, "17": 2871}
    tele = {"19": "212.4", "18": "198.7", "17": "176.0"}
    prov = {"19": "-351.6", "18": "-318.2", "17": "-287.5"}
    tf = {y: q(D(tours[y]) * vpg[y] / M, 1) for y in yrs}
    cs = {y: tf[y] + D(tele[y]) for y in yrs}
    rows = [L("Tours", [D(tours[y]) for y in yrs], key="tours", scale=None),
            L("VPG", [D(vpg[y]) for y in yrs], key="vpg", cur="all", scale=None),
            L("Tour flow VOI sales", [tf[y] for y in yrs], key="tf", dec=1, cur="first"),
            L("Telesales and other VOI sales", [D(tele[y]) for y in yrs], key="tele", dec=1),
            SUB("Contract sales", [cs[y] for y in yrs], key="cs", dec=1, cur="first"),
            L("Provision for loan losses", [D(prov[y]) for y in yrs], key="prov", dec=1),
            TOT("Net VOI sales", [cs[y] + D(prov[y]) for y in yrs], key="net", dec=1)]
    n = Note("t18-coralhaven-voi", "Coralhaven Vacation Clubs, Inc.", "Vacation ownership: sales metrics",
             [["(in millions, except tours and VPG)", G("Year Ended December 31,", 3)], ["", "2019", "2018", "2017"]],
             [Col(y, 0) for y in yrs], rows, M,
             style="lined", font="Sans", paper="Letter", scale_where="header",
             intro="We evaluate the performance of our sales centers using tours and volume per guest (VPG). VPG "
                   "is tour flow VOI sales divided by the number of tours.",
             outro=["Contract sales represent the total amount of vacation ownership interest (VOI) products under "
                    "purchase agreements signed during the period, net of cancellations within the statutory "
                    "rescission period. The provision for loan losses reflects our estimate of uncollectible "
                    "vacation ownership notes receivable."])
    for y in yrs:
        n.rel_prod(("tf", y), ("tours", y), ("vpg", y), D("0.000001"))
        n.rel_sum(("cs", y), [("tf", y), ("tele", y)])
        n.rel_sum(("net", y), [("cs", y), ("prov", y)])
    return n


def t19():
    cols = ["q1", "q2", "q3", "q4"]
    data = [("Suezmax tankers", "sz", [2, 1, 3, None], 4, [46, 25, 71, None], 96),
            ("Aframax tankers", "af", [1, 2, 1, 1], 3, [22, 41, 23, 20], 70),
            ("LR2 product tankers", "lr", [None, 1, 1, 2], 2, [None, 24, 22, 47], 48)]
    rows = []
    vrows, drows = [], []
    for a, k, v, v23, d, d23 in data:
        vv = [D(x) if x is not None else None for x in v]
        dd = [D(x) if x is not None else None for x in d]
        rv = L("Vessels", vv + [sumcol(vv), D(v23)], key=f"{k}-v", ind=1)
        rd = L("Off-hire days", dd + [sumcol(dd), D(d23)], key=f"{k}-d", ind=1)
        rows += [SEC(a, key=k), rv, rd]
        vrows.append(rv)
        drows.append(rd)
    rows.append(TOT("Total vessels", [sumcol([r.vals[i] for r in vrows]) for i in range(6)], key="tv"))
    rows.append(TOT("Total off-hire days", [sumcol([r.vals[i] for r in drows]) for i in range(6)], key="td"))
    ex = [D("5.8"), D("7.9"), D("9.6"), D("5.1")]
    rows.append(L("Estimated drydock expenditure (in millions)", ex + [sumcol(ex), D("17.4")], key="ex", dec=1,
                  cur="all", scale=M))
    n = Note("t19-kittimar-drydock", "Kittimar Tankers Ltd.", "Liquidity: scheduled drydockings",
             [["", G("2022", 5), ""], ["", "Q1", "Q2", "Q3", "Q4", "Total", "2023"]],
             [Col(c) for c in cols] + [Col("t22"), Col("y23")], rows, None,
             style="booktabs", font="Cond", paper="Letter", scale_where="row",
             intro="Our vessels are drydocked approximately every 30 to 60 months for classification society "
                   "surveys and ballast water treatment installations. The following table shows the vessels "
                   "scheduled for drydocking and the estimated off-hire days.",
             outro=["Off-hire days include time for positioning voyages. Our fleet consisted of 38 owned vessels at "
                    "December 31, 2021. Drydock costs are capitalized and amortized until the next scheduled "
                    "drydock."],
             facts={"fleet": ("38", D(38), None, None)})
    for rk, src in (("tv", [f"{d[1]}-v" for d in data]), ("td", [f"{d[1]}-d" for d in data])):
        for ck in cols + ["t22", "y23"]:
            n.rel_sum((rk, ck), [(s, ck) for s in src])
    for rk in [f"{d[1]}-{x}" for d in data for x in "vd"] + ["tv", "td", "ex"]:
        n.rel_sum((rk, "t22"), [(rk, c) for c in cols])
    return n


def t20():
    bs = [("Accounts receivable, net", "ar", 84216, -3412), ("Contract assets", "ca", 12655, -12655),
          ("Deferred commissions, current", "dcc", 9318, -9318),
          ("Deferred commissions, noncurrent", "dcn", 21074, -21074),
          ("Deferred revenue, current", "dr", 142380, 6215), ("Accumulated deficit", "acc", -312447, None)]
    ops = [("Subscription revenue", "sub", 402118, -4806), ("Professional services revenue", "ps", 38662, 1120),
           ("Sales and marketing", "sm", 187540, 8931), ("Net loss", "nl", -58220, None)]
    bs_adj = [x[3] for x in bs if x[1] not in ("dr", "acc")]
    acc_adj = D(sum(bs_adj)) - D(6215)
    nl_adj = D(-4806) + D(1120) - D(8931)
    rows = [SEC("Consolidated Balance Sheet", key="bs")]
    for a, k, rep, adj in bs:
        adj = acc_adj if k == "acc" else D(adj)
        rows.append(L(a, [D(rep), adj, D(rep) + adj], key=k, ind=1))
    rows.append(SEC("Consolidated Statement of Operations", key="ops"))
    for a, k, rep, adj in ops:
        adj = nl_adj if k == "nl" else D(adj)
        rows.append(L(a, [D(rep), adj, D(rep) + adj], key=k, ind=1))
    n = Note("t20-brightloom-asc606", "Brightloom Software, Inc.",
             "Note 2. Impact of adoption of ASC 606 on the 2019 consolidated financial statements",
             [["(in thousands)", "As Reported", "Adjustments", "Balances Without Adoption of ASC 606"]],
             [Col("rep", 0, cur="first"), Col("adj", 0, cur="first"), Col("wo", 0, cur="first")], rows, K,
             style="grid", font="Serif", paper="Letter", scale_where="header",
             intro="We adopted ASC 606 on January 1, 2019 using the modified retrospective method. The following "
                   "tables show the impact on our consolidated balance sheet as of December 31, 2019 and on our "
                   "consolidated statement of operations for the year then ended.",
             outro=["The most significant effects relate to the capitalization of sales commissions, which were "
                    "previously expensed as incurred, and to the earlier recognition of revenue for term licenses "
                    "delivered at the start of a contract."])
    for rk in [x[1] for x in bs + ops]:
        n.rel_sum((rk, "wo"), [(rk, "rep"), (rk, "adj")])
    return n


def t21():
    pr = [("Interest rate", "ir", 8412, 7905, "0.482", "0.476"), ("Equity index", "eq", 3276, 3604, "0.688", "0.701"),
          ("Energy", "en", 2118, 1942, "1.124", "1.086"), ("Agricultural", "ag", 1377, 1402, "1.302", "1.295"),
          ("Metals", "me", 512, 488, "1.455", "1.472")]
    rows = [SEC("Average daily volume (contracts in thousands)", key="adv")]
    for a, k, v1, v0, *_ in pr:
        rows.append(L(a, [D(v1), D(v0), chg(v1, v0)], key=f"v-{k}", ind=1, cf={"ch": {"pct": True}}))
    t1, t0 = sum(D(p[2]) for p in pr), sum(D(p[3]) for p in pr)
    rows.append(TOT("Total average daily volume", [t1, t0, chg(t1, t0)], key="v-tot", cf={"ch": {"pct": True}}))
    rows.append(SEC("Average rate per contract", key="rpc"))
    for a, k, v1, v0, r1, r0 in pr:
        rows.append(L(a, [D(r1), D(r0), chg(D(r1), D(r0))], key=f"r-{k}", ind=1, dec=3, cur="all", scale=None,
                      cf={"ch": {"pct": True, "dec": 1, "cur": None}}))
    w1 = q(sum(D(p[2]) * D(p[4]) for p in pr) / t1, 3)
    w0 = q(sum(D(p[3]) * D(p[5]) for p in pr) / t0, 3)
    rows.append(TOT("Total average rate per contract", [w1, w0, chg(w1, w0)], key="r-tot", dec=3, cur="all",
                    scale=None, cf={"ch": {"pct": True, "dec": 1, "cur": None}}))
    n = Note("t21-lakemarsh-adv", "Lakemarsh Exchange Group, Inc.", "Clearing and transaction fees: volume and rate",
             [["", "2019", "2018", "% Change"]],
             [Col("19", 0, scale=K), Col("18", 0, scale=K), Col("ch", 1, pct=True)], rows, None,
             style="borderless", font="Sans", paper="Letter", scale_where="row",
             intro="Clearing and transaction fees are driven by the number of contracts traded and the average "
                   "rate charged per contract. The following table summarizes average daily volume and the average "
                   "rate per contract by product line.",
             outro=["There were 252 trading days in both 2019 and 2018. The total average rate per contract is "
                    "weighted by volume and declined in 2019 because of the shift in the mix toward interest rate "
                    "products, which carry a lower rate."],
             facts={"days": ("252", D(252), None, None)})
    n.rel_sum(("v-tot", "19"), [(f"v-{p[1]}", "19") for p in pr])
    n.rel_sum(("v-tot", "18"), [(f"v-{p[1]}", "18") for p in pr])
    n.rel_wavg(("r-tot", "19"), [(f"v-{p[1]}", "19") for p in pr], [(f"r-{p[1]}", "19") for p in pr])
    n.rel_wavg(("r-tot", "18"), [(f"v-{p[1]}", "18") for p in pr], [(f"r-{p[1]}", "18") for p in pr])
    for rk in [f"{x}-{p[1]}" for x in "vr" for p in pr] + ["v-tot", "r-tot"]:
        n.rels.append(("chg", (rk, "ch"), [(rk, "19"), (rk, "18")], None))
    return n


def t22():
    cs = [("China", 214, 236, 3, 231, 198, 4), ("Vietnam", 167, 191, 2, 152, 160, 1),
          ("Bangladesh", 98, 124, 6, 91, 117, 8), ("India", 72, 80, 1, 75, 71, 2),
          ("Cambodia", 41, 47, None, 38, 40, 1), ("Turkey", 26, 29, None, 29, 22, None),
          ("Other countries", 33, 35, 1, 36, 30, None)]
    rows = [L(a, [D(x) if x is not None else None for x in v]) for a, *v in cs]
    rows.append(TOT("Total", [sumcol([r.vals[i] for r in rows]) for i in range(6)]))
    n = Note("t22-torrevane-audits", "Torrevane Apparel Group", "Responsible sourcing: factory audits",
             [["", G("Fiscal 2021", 3), G("Fiscal 2020", 3)],
              ["", "Tier 1 factories", "Audits conducted", "Zero-tolerance findings", "Tier 1 factories",
               "Audits conducted", "Zero-tolerance findings"]],
             [Col(k) for k in ("f21", "a21", "z21", "f20", "a20", "z20")], rows, None,
             style="lined", font="Cond", paper="Letter", scale_where="none",
             intro="Every Tier 1 factory that makes our products is audited against our Supplier Code of Conduct "
                   "at least once a year. Zero-tolerance findings include forced labour, child labour and "
                   "critical fire safety issues.",
             outro=["All zero-tolerance findings were escalated to our Responsible Sourcing Committee within 48 "
                    "hours. We exited two factories in fiscal 2021 after they failed to remediate findings within "
                    "the agreed time frame."])
    for ck in ("f21", "a21", "z21", "f20", "a20", "z20"):
        n.rel_sum(("Total", ck), [(c[0], ck) for c in cs])
    return n


def t23():
    it = [("Rigid plastics", "rig", 18420, 19886, "31.5", "24.0", 1), ("Flexible plastic films", "flex", 9615, 10242,
                                                                        "2.4", "1.1", 1)]
    ot = [("Paper and board", "pap", 41308, 39550, "78.2", "76.9", 0), ("Glass", "gls", 12774, 13905, "46.0", "44.7", 0),
          ("Aluminium and steel", "met", 6102, 6418, "54.8", "53.2", 0)]

    def r(a, k, t1, t0, p1, p0, ind):
        return L(a, [D(t1), D(t0), D(p1), D(p0)], key=k, ind=ind)

    def agg(items):
        t1, t0 = sum(D(x[2]) for x in items), sum(D(x[3]) for x in items)
        p1 = q(sum(D(x[2]) * D(x[4]) for x in items) / t1, 1)
        p0 = q(sum(D(x[3]) * D(x[5]) for x in items) / t0, 1)
        return [t1, t0, p1, p0]
    rows = ([SEC("Plastics", key="pl")] + [r(*x) for x in it] + [SUB("Total plastics", agg(it), key="tpl")] +
            [r(*x) for x in ot] + [TOT("Total packaging", agg(it + ot), key="tot")])
    n = Note("t23-mistlebrook-packaging", "Mistlebrook Foods plc", "Sustainability: packaging materials placed on market",
             [["", G("Tonnes", 2), G("Recycled content (%)", 2)], ["", "2021", "2020", "2021", "2020"]],
             [Col("t21", scale=None), Col("t20", scale=None), Col("r21", 1, pct=True, sign=False),
              Col("r20", 1, pct=True, sign=False)], rows, None,
             style="booktabs", font="Serif", paper="A4", scale_where="none",
             intro="We report the weight of primary and secondary packaging used for products sold in the United "
                   "Kingdom, and the share of that weight made from recycled material. Totals are weighted by "
                   "tonnage.",
             outro=["Our target is for rigid plastic packaging to contain at least 30% recycled material by 2025, "
                    "which we met early. Packaging intensity fell to 94 kg per tonne of product sold (2020: 99 kg)."],
             facts={"int21": ("94", D(94), None, None), "int20": ("99", D(99), None, None)})
    for ck in ("t21", "t20"):
        n.rel_sum(("tpl", ck), [("rig", ck), ("flex", ck)])
        n.rel_sum(("tot", ck), [("tpl", ck), ("pap", ck), ("gls", ck), ("met", ck)])
    n.rel_wavg(("tpl", "r21"), [("rig", "t21"), ("flex", "t21")], [("rig", "r21"), ("flex", "r21")])
    n.rel_wavg(("tpl", "r20"), [("rig", "t20"), ("flex", "t20")], [("rig", "r20"), ("flex", "r20")])
    allk = ["rig", "flex", "pap", "gls", "met"]
    n.rel_wavg(("tot", "r21"), [(k, "t21") for k in allk], [(k, "r21") for k in allk])
    n.rel_wavg(("tot", "r20"), [(k, "t20") for k in allk], [(k, "r20") for k in allk])
    return n


def t24():
    yrs = ["21", "20", "19"]
    beg19 = D(1842)
    pl = {"19": D(402), "20": D(318), "21": D(497)}
    rt = {"19": D(-61), "20": D(-74), "21": D(-88)}
    beg, end = {}, {}
    b = beg19
    for y in ("19", "20", "21"):
        beg[y], end[y] = b, b + pl[y] + rt[y]
        b = end[y]
    reg = {"United States": (1498, 1322, 1204), "Europe": (642, 551, 498), "Asia": (512, 398, 346),
           "Rest of world": (184, 156, 135)}
    proc = {"21": D("788.3"), "20": D("548.9"), "19": D("612.4")}
    rows = [SEC("Installed base (number of systems)", key="ib"),
            L("Beginning of year", [beg[y] for y in yrs], key="beg", ind=1),
            L("System placements", [pl[y] for y in yrs], key="pl", ind=1),
            L("Trade-ins and retirements", [rt[y] for y in yrs], key="rt", ind=1),
            TOT("End of year", [end[y] for y in yrs], key="end"),
            SEC("Installed base by region, end of year", key="reg")]
    for a, v in reg.items():
        rows.append(L(a, [D(x) for x in v], ind=1))
    rows.append(L("Procedures performed (in thousands)", [proc[y] for y in yrs], key="proc", dec=1, scale=K))
    n = Note("t24-veritrace-installed", "Veritrace Surgical, Inc.", "Key business metrics: installed base",
             [["", "2021", "2020", "2019"]], [Col(y) for y in yrs], rows, None,
             style="zebra", font="Sans", paper="Letter", scale_where="row",
             intro="Our recurring revenue depends on the number of our robotic surgical systems installed at "
                   "hospitals and on the procedures performed with them. The installed base changed as follows:",
             outro=["Procedures fell in 2020 because hospitals deferred elective surgery during the pandemic and "
                    "recovered strongly in 2021. Trade-ins relate mainly to customers upgrading to our "
                    "fourth-generation system."])
    for y in yrs:
        n.rel_sum(("end", y), [("beg", y), ("pl", y), ("rt", y)])
        n.rel_sum(("end", y), [(a, y) for a in reg])
    n.rels.append(("eq", ("beg", "21"), [("end", "20")], None))
    n.rels.append(("eq", ("beg", "20"), [("end", "19")], None))
    return n


def t25():
    yrs = ["19", "18", "17"]
    px = {"19": 2684310, "18": 2512744, "17": 2398120}
    pcd = {"19": 19842605, "18": 18935220, "17": 18011467}
    albd = {"19": 18205110, "18": 17408962, "17": 16784305}
    ny = {"19": "198.42", "18": "192.87", "17": "186.30"}
    ncc = {"19": "112.65", "18": "110.24", "17": "108.91"}
    rows = [L("Passengers carried", [D(px[y]) for y in yrs], key="px"),
            L("Passenger cruise days (PCD)", [D(pcd[y]) for y in yrs], key="pcd"),
            L("Available lower berth days (ALBD)", [D(albd[y]) for y in yrs], key="albd"),
            L("Occupancy(1)", [pct(pcd[y], albd[y]) for y in yrs], key="occ", pct=True, dec=1),
            L("Average cruise length (days)", [q(D(pcd[y]) / px[y], 2) for y in yrs], key="len", dec=2),
            L("Net yields (per ALBD)", [D(ny[y]) for y in yrs], key="ny", dec=2, cur="all"),
            L("Net cruise costs excluding fuel per ALBD", [D(ncc[y]) for y in yrs], key="ncc", dec=2, cur="all")]
    n = Note("t25-merovia-cruise", "Merovia Cruise Lines Ltd.", "Selected operational and financial data",
             [["", G("Year Ended December 31,", 3)], ["", "2019", "2018", "2017"]],
             [Col(y) for y in yrs], rows, None,
             style="borderless", font="Serif", paper="Letter", scale_where="none",
             intro="We use the following statistics to manage our business. Net yields are net revenue per ALBD; "
                   "net cruise costs exclude commissions, transportation and other costs that are passed through to "
                   "guests.",
             foot=["(1) In accordance with cruise industry practice, occupancy is calculated using a denominator "
                   "of two passengers per cabin even though some cabins accommodate three or more passengers. "
                   "Percentages in excess of 100% indicate that three or more passengers occupied some cabins."],
             outro=["Capacity increased in 2019 with the delivery of one new ship in April. Average cruise length is "
                    "passenger cruise days divided by passengers carried."])
    for y in yrs:
        n.rel_pct(("occ", y), ("pcd", y), ("albd", y))
        n.rel_ratio(("len", y), ("pcd", y), ("px", y))
    return n


def t26():
    pk = [("Cobalt Point", 6842, 6510), ("Wildermoor Ridge", 4117, 4286), ("Splashvale", 2905, 2618)]
    rows = [SEC("Attendance (in thousands)", key="att")]
    for a, x, y in pk:
        rows.append(L(a, [D(x), D(y), chg(x, y)], ind=1, scale=K, cf={"ch": {"pct": True}}))
    t1, t0 = sum(D(p[1]) for p in pk), sum(D(p[2]) for p in pk)
    rows.append(TOT("Total attendance", [t1, t0, chg(t1, t0)], key="tatt", scale=K, cf={"ch": {"pct": True}}))
    ad1, ad0, ip1, ip0 = D("42.87"), D("41.12"), D("31.46"), D("30.09")
    rows += [SEC("Per capita", key="pc"),
             L("Admission per capita", [ad1, ad0, chg(ad1, ad0)], key="adm", ind=1, dec=2, cur="all", scale=None,
               cf={"ch": {"pct": True, "dec": 1, "cur": None}}),
             L("In-park per capita spending", [ip1, ip0, chg(ip1, ip0)], key="inp", ind=1, dec=2, cur="all",
               scale=None, cf={"ch": {"pct": True, "dec": 1, "cur": None}}),
             TOT("Total revenue per capita", [ad1 + ip1, ad0 + ip0, chg(ad1 + ip1, ad0 + ip0)], key="trc", dec=2,
                 cur="all", scale=None, cf={"ch": {"pct": True, "dec": 1, "cur": None}})]
    n = Note("t26-joyvale-parks", "Joyvale Parks Corporation", "Key performance indicators",
             [["", "2019", "2018", "Change (%)"]],
             [Col("19"), Col("18"), Col("ch", 1, pct=True, sign=False)], rows, None,
             style="grid", font="Sans", paper="Letter", scale_where="row",
             intro="Attendance is the number of guest visits to our parks, including season pass and "
                   "complimentary visits. Per capita amounts are revenue divided by total attendance.",
             outro=["Attendance at Wildermoor Ridge declined because of an unusually wet spring and the closure of "
                    "one roller coaster for refurbishment. Season pass holders accounted for 47% of total "
                    "attendance in 2019."],
             names=["Cobalt Point", "Wildermoor Ridge", "Splashvale"])
    n.rel_sum(("tatt", "19"), [(p[0], "19") for p in pk])
    n.rel_sum(("tatt", "18"), [(p[0], "18") for p in pk])
    for y in ("19", "18"):
        n.rel_sum(("trc", y), [("adm", y), ("inp", y)])
    for rk in [p[0] for p in pk] + ["tatt", "adm", "inp", "trc"]:
        n.rels.append(("chg", (rk, "ch"), [(rk, "19"), (rk, "18")], None))
    return n


def t27():
    sc = [("Base plan", "base", None, None, "412.6", "1.8"),
          ("1. Loss of two largest customers", "s1", "-9.5", "-38.4", "301.2", "2.3"),
          ("2. Prolonged supply chain disruption", "s2", "-6.0", "-27.9", "338.7", "2.1"),
          ("3. Major cyber incident", "s3", "-3.5", "-22.6", "355.0", "2.0"),
          ("Combined severe but plausible scenario", "comb", "-17.0", "-81.5", "188.3", "2.9")]
    rows = [L(a, [D(x) if x is not None else None for x in v], key=k) for a, k, *v in sc]
    n = Note("t27-ardlowe-viability", "Ardlowe Group plc", "Viability statement: scenario testing",
             [["", "Revenue vs plan (%)", "Adjusted EBITDA impact (£m)", "Minimum liquidity headroom (£m)",
               "Peak net debt/ EBITDA(1)"]],
             [Col("rev", 1, pct=True, sign=False), Col("eb", 1, scale=M), Col("hr", 1, scale=M),
              Col("lev", 1, suffix="x", scale=None)], rows, None,
             style="zebra", font="Sans", paper="A4", scale_where="column",
             intro="The directors assessed the prospects of the Group over a three-year period to December 2024. "
                   "The plan was stress tested against the principal risks using the scenarios below, with "
                   "impacts measured in the worst year of the period.",
             foot=["(1) The covenant limit under the revolving credit facility is 3.5x."],
             outro=["In each scenario the Group retains liquidity headroom and complies with its covenants without "
                    "mitigating actions. Mitigations available include reducing capital expenditure and suspending "
                    "the dividend."],
             facts={"cov": ("3.5x", D("3.5"), None, None)})
    return n


def t28():
    seg = [("Professional", "pro", 12486, 11902, "78.42", "75.96", "31.8", "31.1"),
           ("Industrial", "ind", 28914, 30205, "24.37", "23.58", "19.6", "20.4")]
    rows = []
    revs = {}
    for a, k, h1, h0, b1, b0, g1, g0 in seg:
        r1, r0 = q(D(h1) * D(b1) / 1000, 1), q(D(h0) * D(b0) / 1000, 1)
        revs[k] = (r1, r0)
        rows += [SEC(a, key=k),
                 L("Revenue (in millions)", [r1, r0, chg(r1, r0)], key=f"{k}-rev", ind=1, dec=1, cur="first",
                   scale=M, cf={"ch": {"pct": True, "dec": 1, "cur": None}}),
                 L("Billable hours (in thousands)", [D(h1), D(h0), chg(h1, h0)], key=f"{k}-hrs", ind=1, scale=K,
                   cf={"ch": {"pct": True, "dec": 1}}),
                 L("Average bill rate", [D(b1), D(b0), chg(D(b1), D(b0))], key=f"{k}-rate", ind=1, dec=2, cur="all",
                   scale=None, cf={"ch": {"pct": True, "dec": 1, "cur": None}}),
                 L("Gross margin", [D(g1), D(g0), ""], key=f"{k}-gm", ind=1, dec=1, pct=True)]
    t1 = revs["pro"][0] + revs["ind"][0]
    t0 = revs["pro"][1] + revs["ind"][1]
    rows.append(TOT("Total revenue (in millions)", [t1, t0, chg(t1, t0)], key="trev", dec=1, cur="first", scale=M,
                    cf={"ch": {"pct": True, "dec": 1, "cur": None}}))
    n = Note("t28-prentmoor-staffing", "Prentmoor Staffing, Inc.", "Segment operating data",
             [["", G("Fiscal Year", 2), ""], ["", "2019", "2018", "% Change"]],
             [Col("19", 0), Col("18", 0), Col("ch", 1, pct=True)], rows, None,
             style="booktabs", font="Sans", paper="Letter", scale_where="row",
             intro="Our revenue is driven by the number of hours billed by our temporary associates and the rates "
                   "we charge. Revenue for each segment equals billable hours multiplied by the average bill rate.",
             outro=["The Industrial segment continued to shed lower-margin volume with two large logistics clients, "
                    "while bill rates in the Professional segment rose with demand for accounting and IT "
                    "specialists."])
    for k in ("pro", "ind"):
        n.rel_prod((f"{k}-rev", "19"), (f"{k}-hrs", "19"), (f"{k}-rate", "19"), D("0.001"))
        n.rel_prod((f"{k}-rev", "18"), (f"{k}-hrs", "18"), (f"{k}-rate", "18"), D("0.001"))
        for x in ("rev", "hrs", "rate"):
            n.rels.append(("chg", (f"{k}-{x}", "ch"), [(f"{k}-{x}", "19"), (f"{k}-{x}", "18")], None))
    n.rel_sum(("trev", "19"), [("pro-rev", "19"), ("ind-rev", "19")])
    n.rel_sum(("trev", "18"), [("pro-rev", "18"), ("ind-rev", "18")])
    return n


def t29():
    ag = [("Under 3 years", 18406, 17942, 62.4, 59.8), ("3 to 5 years", 21775, 20610, 88.1, 82.5),
          ("6 to 10 years", 24932, 25381, 127.6, 124.0), ("11 to 20 years", 9318, 9044, 71.9, 68.3),
          ("Over 20 years", 1204, 1167, 24.7, 23.1)]
    rows = [L(a, [D(b), D(c), D(d), D(e)]) for a, b, c, d, e in ag]
    rows.append(TOT("Total maturing spirit", [sumcol([r.vals[i] for r in rows]) for i in range(4)], key="tot"))
    n = Note("t29-dalquhar-maturing", "Dalquhar Distillers plc", "16. Inventories: maturing spirit by age",
             [["", G("Thousand litres of pure alcohol(1)", 2), G("Carrying value £m", 2)],
              ["", "2021", "2020", "2021", "2020"]],
             [Col("l21", scale=K), Col("l20", scale=K), Col("c21", 1, scale=M), Col("c20", 1, scale=M)], rows, None,
             style="grid", font="Serif", paper="A4", scale_where="column",
             intro="Maturing spirit is held in cask for periods of up to several decades. Although most of it will "
                   "not be sold within one year, it is classified as a current asset in accordance with industry "
                   "practice. The age profile at 30 June was:",
             foot=["(1) Litres of pure alcohol (LPA) measure the volume of alcohol in the spirit, excluding water."],
             outro=["Spirit expected to be bottled within twelve months had a carrying value of £38.6 million at 30 "
                    "June 2021. Casks are held in bonded warehouses at the Group's four distilleries."],
             facts={"bot": ("38.6", D("38.6"), None, M)})
    for ck in ("l21", "l20", "c21", "c20"):
        n.rel_sum(("tot", ck), [(a[0], ck) for a in ag])
    return n


def t30():
    seg = [("New vehicle retail", "new", "6842.7", "6605.1", 168402, 166915, 2412, 2538),
           ("Used vehicle retail", "used", "3912.4", "3655.8", 172860, 164203, 1472, 1561)]
    rows = []
    for a, k, r1, r0, u1, u0, g1, g0 in seg:
        r1, r0 = D(r1), D(r0)
        pu1, pu0 = q(r1 * M / u1, 0), q(r0 * M / u0, 0)
        kw = {"cf": {"ch": {"pct": True, "dec": 1, "cur": None}}}
        rows += [SEC(a, key=k),
                 L("Revenues (in millions)", [r1, r0, chg(r1, r0)], key=f"{k}-rev", ind=1, dec=1, cur="first",
                   scale=M, **kw),
                 L("Retail units sold", [D(u1), D(u0), chg(u1, u0)], key=f"{k}-u", ind=1, scale=None, **kw),
                 L("Revenue per unit", [pu1, pu0, chg(pu1, pu0)], key=f"{k}-rpu", ind=1, cur="all", scale=None, **kw),
                 L("Gross profit per unit", [D(g1), D(g0), chg(g1, g0)], key=f"{k}-gp", ind=1, cur="all", scale=None,
                   **kw)]
    n = Note("t30-pelmount-units", "Pelmount Automotive Group, Inc.", "Results of operations: new and used vehicles",
             [["", G("Year Ended December 31,", 2), ""], ["", "2019", "2018", "% Change"]],
             [Col("19"), Col("18"), Col("ch", 1, pct=True)], rows, None,
             style="zebra", font="Cond", paper="Letter", scale_where="row",
             intro="The following table presents same-store and acquired dealership results for new and used "
                   "vehicle retail sales. Revenue per unit and gross profit per unit are in whole dollars.",
             outro=["New vehicle gross profit per unit declined as manufacturers reduced incentives and "
                    "inventory levels normalized. Used vehicle units grew with the expansion of our stand-alone "
                    "used vehicle stores."])
    for k in ("new", "used"):
        for x in ("rev", "u", "rpu", "gp"):
            n.rels.append(("chg", (f"{k}-{x}", "ch"), [(f"{k}-{x}", "19"), (f"{k}-{x}", "18")], None))
        for y in ("19", "18"):
            n.rels.append(("div", (f"{k}-rpu", y), [(f"{k}-rev", y), (f"{k}-u", y)], M))
    return n


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]


def notes() -> list[Note]:
    return [plan(b()) for b in BUILDERS]


# ============================================================================ rendering
_REG = set()


def fonts(fam):
    reg, bold = FAMILY[fam]
    for f in (reg, bold):
        if f not in _REG:
            pdfmetrics.registerFont(TTFont(f, str(FONTDIR / (f + ".ttf"))))
            _REG.add(f)
    return reg, bold


STYLE_COL = {"zebra_head": colors.HexColor("#D6DEE8"), "zebra_band": colors.HexColor("#F1F4F7")}


def header_cells(n: Note):
    """The header rows with spans expanded: (rows of cell texts, [(row, first col, last col)])."""
    head, spans = [], []
    for hi, hr in enumerate(n.heads):
        cells = []
        for x in hr:
            if isinstance(x, G):
                spans.append((hi, len(cells), len(cells) + x.n - 1))
                cells += [x.text] + [""] * (x.n - 1)
            else:
                cells.append(x)
        assert len(cells) == len(n.cols) + 1, (n.key, hi, len(cells))
        head.append(cells)
    return head, spans


def plan(n: Note):
    """Page size and column widths. A table that does not fit in portrait goes landscape (sets n.land)."""
    reg, bold = fonts(n.font)
    size = 9
    texts = n.texts()
    head, spans = header_cells(n)
    spanned = {(hi, c) for hi, a, b in spans for c in range(a, b + 1)}
    ws = []
    for j, col in enumerate(n.cols, start=1):
        w = 0
        for t in texts:
            if t:
                w = max(w, stringWidth(t[j - 1], reg, size))
        for hi, hr in enumerate(head):
            if (hi, j) in spanned or not hr[j]:
                continue
            words = hr[j].split()
            w = max(w, max(stringWidth(wd, bold, size) for wd in words), min(stringWidth(hr[j], bold, size), 46))
        ws.append(w + 2 * PAD + 2)
    lab = 0
    for r in n.rows:
        f = bold if r.kind in ("sub", "tot", "sec") else reg
        lab = max(lab, stringWidth(r.label, f, size) + 10 * r.ind)
    for hr in head:
        if hr[0]:
            lab = max(lab, max(stringWidth(wd, bold, size) for wd in hr[0].split()))
    lab += 2 * PAD + 4
    page = A4 if n.paper == "A4" else letter
    if lab + sum(ws) > page[0] - 2 * MARGIN:
        n.land = True
    if n.land:
        page = landscape(page)
    avail = page[0] - 2 * MARGIN
    assert lab + sum(ws) <= avail, (n.key, lab + sum(ws), avail)
    lab = avail - sum(ws) if avail - sum(ws) < lab * 1.9 else lab * 1.9
    n.page, n.colw, n.size = page, [lab] + ws, size
    return n


def render(n: Note, path: Path):
    reg, bold = fonts(n.font)
    size, page, colw = n.size, n.page, n.colw
    texts = n.texts()
    head, spans = header_cells(n)

    hst = ParagraphStyle("h", fontName=bold, fontSize=size, leading=size + 2, alignment=TA_CENTER)
    hstl = ParagraphStyle("hl", parent=hst, alignment=TA_LEFT)
    data = []
    for hi, hr in enumerate(head):
        data.append([Paragraph(escape(t), hstl if j == 0 else hst) if t else "" for j, t in enumerate(hr)])
    for r, t in zip(n.rows, texts):
        data.append([r.label] + (t if t else [""] * len(n.cols)))
    nh = len(head)
    ts = [("FONT", (0, 0), (-1, -1), reg, size), ("VALIGN", (0, 0), (-1, nh - 1), "BOTTOM"),
          ("ALIGN", (1, nh), (-1, -1), "RIGHT"), ("ALIGN", (0, 0), (0, -1), "LEFT"),
          ("TOPPADDING", (0, 0), (-1, -1), 1.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6),
          ("LEFTPADDING", (0, 0), (-1, -1), PAD), ("RIGHTPADDING", (0, 0), (-1, -1), PAD)]
    for j, c in enumerate(n.cols, start=1):
        if c.text:
            ts.append(("ALIGN", (j, nh), (j, -1), "LEFT"))
    for hi, a, b in spans:
        ts.append(("SPAN", (a, hi), (b, hi)))
    for i, r in enumerate(n.rows):
        ri = nh + i
        if r.ind:
            ts.append(("LEFTPADDING", (0, ri), (0, ri), PAD + 10 * r.ind))
        if r.kind in ("sub", "tot", "sec"):
            ts.append(("FONT", (0, ri), (-1, ri), bold, size))
        if r.kind in ("sub", "tot") and n.style != "grid":
            ts.append(("LINEABOVE", (1, ri), (-1, ri), 0.5, colors.black))
        if r.kind == "tot" and n.style in ("booktabs", "borderless", "lined") and i == len(n.rows) - 1:
            ts.append(("LINEBELOW", (1, ri), (-1, ri), 1.0, colors.black))
    last = nh + len(n.rows) - 1
    if n.style == "booktabs":
        ts += [("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black), ("LINEBELOW", (0, nh - 1), (-1, nh - 1), 0.5,
                                                                     colors.black),
               ("LINEBELOW", (0, last), (-1, last), 1.2, colors.black)]
    elif n.style == "grid":
        ts += [("GRID", (0, 0), (-1, -1), 0.5, colors.black)]
    elif n.style == "zebra":
        ts += [("BACKGROUND", (0, 0), (-1, nh - 1), STYLE_COL["zebra_head"])]
        for i in range(len(n.rows)):
            if i % 2 == 1:
                ts.append(("BACKGROUND", (0, nh + i), (-1, nh + i), STYLE_COL["zebra_band"]))
    elif n.style == "lined":
        ts += [("LINEBELOW", (0, nh - 1), (-1, nh - 1), 0.8, colors.black)]
        for i in range(len(n.rows)):
            ts.append(("LINEBELOW", (0, nh + i), (-1, nh + i), 0.25, colors.HexColor("#9A9A9A")))
    elif n.style == "borderless":
        ts += [("LINEBELOW", (1, nh - 1), (-1, nh - 1), 0.5, colors.black)]
    tbl = Table(data, colWidths=colw, hAlign="LEFT")
    tbl.setStyle(TableStyle(ts))

    h1 = ParagraphStyle("h1", fontName=bold, fontSize=14, leading=18, spaceAfter=8)
    h2 = ParagraphStyle("h2", fontName=bold, fontSize=11, leading=14, spaceAfter=2)
    h3 = ParagraphStyle("h3", fontName=bold, fontSize=10, leading=13, spaceAfter=6)
    body = ParagraphStyle("b", fontName=reg, fontSize=9.5, leading=12.5, spaceAfter=6)
    foot = ParagraphStyle("f", fontName=reg, fontSize=7.5, leading=9.5, spaceBefore=2)
    story = [Paragraph("Annual report (extract)", h1), Paragraph(escape(n.company), h2),
             Paragraph(escape(n.title), h3)]
    if n.intro:
        story.append(Paragraph(escape(n.intro), body))
    story += [Spacer(1, 4), tbl]
    for f in n.foot:
        story.append(Paragraph(escape(f), foot))
    story.append(Spacer(1, 8))
    for p in n.outro:
        story.append(Paragraph(escape(p), body))
    doc = SimpleDocTemplate(str(path), pagesize=page, leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN,
                            bottomMargin=MARGIN, title=f"{n.company} — {n.title}", author=n.company,
                            subject="Annual report (extract)", creator=SET, producer=SET)
    doc.build(story)


def main(argv):
    if len(argv) != 2:
        raise SystemExit(__doc__)
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for n in notes():
        render(n, out / n.doc)
    print(f"{len(BUILDERS)} PDFs written to {out}")


if __name__ == "__main__":
    main(sys.argv)
