"""tatqa-style14: thirty invented annual-report notes, each rendered as a one-page PDF in the manner of TAT-QA.

    /work/main/.venv/bin/python bench/tatqa-style14/make_docs.py OUTDIR

Each page: the heading "Annual report (extract)", the company, the note title, a paragraph before the table,
sometimes a caption line, the table, sometimes footnotes, and a paragraph after the table. Every figure is a
Decimal held by the builders n01() ... n30(); totals, subtotals, "%" of total columns, net additions, cumulative
spend and weighted averages are computed here so that the printed tables add up. Each such relation is recorded
on the note (``rels``) and re-checked on the printed cells by check.py. make_questions.py imports this module and
builds every gold from the same objects.

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

SET = "tatqa-style14"
NS = uuid.UUID("5b2e9d71-3c84-4f0a-b6d2-8e17a4c9f314")
FONTDIR = Path("/usr/share/fonts/truetype/dejavu")
FAMILY = {"Sans": ("DejaVuSans", "DejaVuSans-Bold"), "Serif": ("DejaVuSerif", "DejaVuSerif-Bold"),
          "Cond": ("DejaVuSansCondensed", "DejaVuSansCondensed-Bold")}
DASH = "\u2014"
EURO, POUND = "\u20ac", "\u00a3"
MARGIN = 54
PAD = 4
SIZE = 9
BIGSIZE = 10.5
INH = "inherit"
B, M, K = Decimal(10) ** 9, Decimal(10) ** 6, Decimal(1000)


def D(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(str(x))


def q(x, dec: int) -> Decimal:
    return D(x).quantize(Decimal(1).scaleb(-dec), rounding=ROUND_HALF_UP)


def numtext(v: Decimal, dec: int) -> str:
    return format(q(abs(v), dec), f",.{dec}f")


def nums(s: str) -> list:
    """'1,284 1,197 98.42' -> Decimals; '-' -> None (nil, printed as a dash); '_' -> '' (a blank cell)."""
    out = []
    for t in s.split():
        out.append(None if t == "-" else "" if t == "_" else D(t.replace(",", "")))
    return out


# ============================================================================ model
class Col:
    """dec: decimals; pct: a percentage (unit "%", scale 1); sign: print "%"; cur: None | "first" | "all";
    sym: currency sign; scale: INH (the note's), None or a multiplier."""

    def __init__(self, key, dec=0, pct=False, sign=True, cur=None, sym="$", scale=INH):
        self.key, self.dec, self.pct, self.sign, self.cur = key, dec, pct, sign, cur
        self.sym, self.scale = sym, scale


class Row:
    """kind: item | sub | tot | sec (bold section row) | big (section title in a larger regular font).
    vals: Decimal, None (nil: a dash) or a string (a text cell; "" is blank). fmt overrides the column format
    for the whole row; fmt["cf"] = {colkey: {...}} overrides single cells."""

    def __init__(self, label, vals, kind="item", ind=0, key=None, **fmt):
        self.label, self.kind, self.ind, self.key = label, kind, ind, key or label
        self.vals = [D(v) if isinstance(v, (int, float)) else v for v in (vals or [])]
        self.fmt = fmt


def L(label, vals, ind=0, key=None, **fmt):
    return Row(label, vals, "item", ind, key, **fmt)


def SUB(label, vals, ind=0, key=None, **fmt):
    return Row(label, vals, "sub", ind, key, **fmt)


def TOT(label, vals, ind=0, key=None, **fmt):
    return Row(label, vals, "tot", ind, key, **fmt)


def SEC(label, key=None):
    return Row(label, [], "sec", 0, key)


def BIG(label, key=None):
    return Row(label, [], "big", 0, key)


class G:
    """A header cell spanning n columns."""

    def __init__(self, text, n):
        self.text, self.n = text, n


class Cell:
    def __init__(self, note, row, col, text, value, unit, scale, sym):
        self.note, self.row, self.col = note, row, col
        self.text, self.value, self.unit, self.scale, self.sym = text, value, unit, scale, sym
        self.where = "table"

    @property
    def fig(self) -> str:
        """The figure as a derivation writes it: no currency, no %, a minus for parentheses."""
        s = self.text
        for t in (self.sym, "%"):
            if t:
                s = s.replace(t, "")
        s = s.strip()
        if s.startswith("(") and s.endswith(")"):
            s = "-" + s[1:-1]
        return s


class Note:
    def __init__(self, key, company, title, heads, cols, rows, scale=None, *, style, font, paper, intro,
                 outro=(), foot=(), caption="", facts=None, names=(), tags=()):
        self.key, self.company, self.title = key, company, title
        self.heads, self.cols, self.rows = heads, cols, rows
        self.scale = D(scale) if scale is not None else None
        self.style, self.font, self.paper, self.land = style, font, paper, False
        self.intro, self.outro, self.foot, self.caption = intro, list(outro), list(foot), caption
        self.facts = facts or {}          # prose / footnote figures: name -> (printed text, value, unit, scale)
        self.names = list(names)          # invented names on the page besides the company
        self.tags = set(tags)             # layout features; they become hard_cases
        self.rels = []                    # (kind, target, operands)
        self.uid = str(uuid.uuid5(NS, key))
        self.doc = self.uid + ".pdf"
        self.nhead = len(heads)
        keys = [r.key for r in rows]
        assert len(keys) == len(set(keys)), (key, [k for k in keys if keys.count(k) > 1])
        for r in rows:
            assert r.kind in ("sec", "big") or len(r.vals) == len(cols), (key, r.label, len(r.vals), len(cols))
        for hr in heads:
            assert sum(h.n if isinstance(h, G) else 1 for h in hr) == len(cols) + 1, (key, hr)
        for name, (text, *_rest) in self.facts.items():
            assert any(text in p for p in [intro, caption] + self.outro + self.foot), (key, name, text)
        if any(v is None for r in rows for v in r.vals):
            self.tags.add("nil_dash")
        if self.foot:
            self.tags.add("footnote")

    # ---- lookups
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

    def v(self, rk, ck):
        return self.row(rk).vals[self.colidx(ck)]

    def fmtof(self, r: Row, i: int) -> dict:
        c = self.cols[i]
        f = dict(dec=c.dec, pct=c.pct, sign=c.sign, cur=c.cur, sym=c.sym, scale=c.scale)
        f.update({k: v for k, v in r.fmt.items() if k != "cf"})
        f.update(r.fmt.get("cf", {}).get(c.key, {}))
        return f

    def celltext(self, r: Row, i: int, first: bool) -> str:
        v = r.vals[i]
        if v is None:
            return DASH
        if isinstance(v, str):
            return v
        f = self.fmtof(r, i)
        s = numtext(v, f["dec"])
        if v < 0:
            s = "(" + s + ")"
        if f["cur"] == "all" or (f["cur"] == "first" and (first or r.kind == "tot")):
            s = f["sym"] + s
        if f["pct"] and f["sign"]:
            s += "%"
        return s

    def texts(self) -> list[list[str]]:
        seen, out = set(), []
        for r in self.rows:
            if r.kind in ("sec", "big"):
                out.append([])
                seen = set()          # a currency sign opens each section again
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
        if f["pct"]:
            unit, scale = "%", Decimal(1)
        else:
            unit = None
            scale = self.scale if f["scale"] == INH else (D(f["scale"]) if f["scale"] is not None else None)
        return Cell(self, r, self.cols[i], text, v if isinstance(v, Decimal) else None, unit, scale, f["sym"])

    # ---- relations re-checked on the printed figures by check.py
    def rel_sum(self, target, items):
        self.rels.append(("sum", target, items))

    def rel_diff(self, target, a, b):
        self.rels.append(("diff", target, [a, b]))

    def rel_chg(self, target, new, old):
        self.rels.append(("chg", target, [new, old]))

    def rel_pct(self, target, num, den):
        self.rels.append(("pct", target, [num, den]))

    def rel_wavg(self, target, pairs):
        """target = sum(value * weight) / sum(weight) over (value_ref, weight_ref) pairs (nil pairs skipped)."""
        self.rels.append(("wavg", target, pairs))

    def sums(self, target, items, cks):
        for ck in cks:
            self.rel_sum((target, ck), [(rk, ck) for rk in items])

    def pcts(self, items, total, ck, pk):
        for rk in items + [total]:
            self.rel_pct((rk, pk), (rk, ck), (total, ck))

    def wavgs(self, target, items, pairs):
        """pairs: [(value colkey, weight colkey)]: target's value column is the weighted average of items'."""
        for vk, wk in pairs:
            self.rel_wavg((target, vk), [((rk, vk), (rk, wk)) for rk in items])


def tot(vals):
    return sum((v for v in vals if isinstance(v, Decimal)), Decimal(0))


def pct(a, b, dec=1):
    return q(D(a) / D(b) * 100, dec)


def colsums(rows, idx):
    idx = range(idx) if isinstance(idx, int) else idx
    return [tot([r.vals[i] for r in rows]) for i in idx]


def wavg(pairs, dec=1):
    pairs = [(v, w) for v, w in pairs if isinstance(v, Decimal) and isinstance(w, Decimal)]
    return q(sum(v * w for v, w in pairs) / sum(w for _, w in pairs), dec)


def table_rows(data, **fmt):
    return [L(a, nums(b), **fmt) for a, b in data]


def with_total(rows, label, sums=(), wcols=(), key=None):
    """A total row: column sums at the indexes in sums; wcols = [(value index, weight index, decimals)] weighted
    averages; every other cell blank."""
    vals = []
    for i in range(len(rows[0].vals)):
        w = next((x for x in wcols if x[0] == i), None)
        if w:
            vals.append(wavg([(r.vals[w[0]], r.vals[w[1]]) for r in rows], w[2]))
        elif i in sums:
            vals.append(tot([r.vals[i] for r in rows]))
        else:
            vals.append("")
    return TOT(label, vals, key=key)


def simple(data, **fmt):
    """Rows from (label, 'figures') pairs."""
    return [L(a, nums(b), **fmt) for a, b in data]


def labels(data):
    return [a for a, _ in data]


# ============================================================================ builders
def n01():
    data = [("Northeast", "182.4 171.9 96 88"), ("Mid-Atlantic", "141.7 136.2 94 87"),
            ("Midwest", "118.3 120.6 92 91"), ("Southeast", "87.5 84.1 89 84"), ("West", "64.2 66.8 97 93")]
    rows = simple(data)
    rows.append(with_total(rows, "Total retail", sums={0, 1}, wcols=[(2, 0, 0), (3, 1, 0)]))
    n = Note("n01-quenmarsh-propane", "Quenmarsh Propane Partners, L.P.", "Retail Propane Gallons and Weather by Region",
             [["", G("Retail gallons sold (millions)", 2), G("Heating degree days, % of normal(1)", 2)],
              ["Region", "Fiscal 2023", "Fiscal 2024", "Fiscal 2023", "Fiscal 2024"]],
             [Col("g23", 1, scale=M), Col("g24", 1, scale=M), Col("d23", 0, pct=True, sign=False),
              Col("d24", 0, pct=True, sign=False)], rows, None,
             style="booktabs", font="Serif", paper="Letter",
             intro="We distribute propane to residential, commercial, industrial and agricultural customers from "
                   "412 district locations. Our fiscal year ends on September 30. Weather is the largest driver of "
                   "retail volumes, because most of our residential customers use propane for space heating.",
             foot=["(1) Heating degree days for the fiscal year as a percentage of the 30-year normal, weighted by "
                   "the retail gallons sold in each region."],
             outro=["In addition to retail sales, we sold 96.3 million gallons of propane to wholesale customers "
                    "in fiscal 2024 (fiscal 2023: 104.8 million). The retail propane margin was $2.08 per gallon "
                    "in fiscal 2024, compared with $1.94 per gallon in fiscal 2023."],
             facts={"wh24": ("96.3", D("96.3"), None, M), "wh23": ("104.8", D("104.8"), None, M),
                    "m24": ("$2.08", D("2.08"), None, None), "m23": ("$1.94", D("1.94"), None, None)},
             names=["Quenmarsh"], tags={"year_band", "current_year_right"})
    items = labels(data)
    n.sums("Total retail", items, ["g23", "g24"])
    n.wavgs("Total retail", items, [("d23", "g23"), ("d24", "g24")])
    return n


def n02():
    secs = [("Customers at year end (in thousands)", "C/", K, 1,
             [("Residential", "742.6 718.4 690.2"), ("Commercial", "318.9 324.7 329.1")]),
            ("Five-gallon bottles delivered (in millions)", "B/", M, 1,
             [("Residential", "61.8 60.2 58.9"), ("Commercial", "54.3 56.1 57.9")])]
    rows, its = [], {}
    for title, p, sc, dec, data in secs:
        rows.append(SEC(title))
        its[p] = []
        for a, s in data:
            rows.append(L(a, nums(s), 1, key=p + a, scale=sc, dec=dec))
            its[p].append(rows[-1])
        rows.append(SUB("Total", colsums(its[p], 3), 1, key=p + "total", scale=sc, dec=dec))
    rows.append(SEC("Average revenue per bottle delivered"))
    for a, s in [("Residential", "9.42 8.96 8.61"), ("Commercial", "8.15 7.88 7.64")]:
        rows.append(L(a, nums(s), 1, key="R/" + a, dec=2, cur="all", scale=None))
    n = Note("n02-brookvenn-water", "Brookvenn Water Services, Inc.", "Home and Office Delivery Operating Data",
             [["", "2023", "2022", "2021"]], [Col("y23"), Col("y22"), Col("y21")], rows, None,
             style="zebra", font="Sans", paper="Letter",
             intro="We deliver five-gallon bottles of spring and purified drinking water to homes and offices on "
                   "fixed routes from 68 branches. A customer is a delivery address with an active account at year "
                   "end. Average revenue per bottle delivered includes the bottle deposit forfeited on bottles that "
                   "are not returned.",
             outro=["Bottles delivered to commercial customers declined as more employers adopted hybrid working "
                    "arrangements. We completed the conversion of our residential fleet routes to electronic route "
                    "planning in 2023."],
             names=["Brookvenn"], tags={"bold_section_rows", "repeated_row_label", "section_scale"})
    for p in ("C/", "B/"):
        n.sums(p + "total", [r.key for r in its[p]], ["y23", "y22", "y21"])
    return n


def n03():
    data = [("United States to Mexico", "18.42 17.96 6,284.5 5,997.3 5.84"),
            ("United States to Central America", "11.07 10.15 4,118.2 3,702.6 6.12"),
            ("United States to South America", "4.36 4.58 1,402.8 1,455.1 7.05"),
            ("Europe to Africa", "5.91 5.12 1,688.4 1,401.9 8.40"),
            ("Gulf to South Asia", "3.28 2.64 1,093.7 871.2 6.75")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2, 3}, wcols=[(4, 0, 2)]))
    n = Note("n03-caravelde-corridors", "Caravelde Remit Holdings, Inc.", "Note 4. Transactions and Principal by Corridor",
             [["(In millions, except revenue per transaction)", G("Transactions", 2), G("Principal sent", 2),
               "Revenue per transaction"], ["Corridor", "2023", "2022", "2023", "2022", "2023"]],
             [Col("t23", 2), Col("t22", 2), Col("p23", 1, cur="first"), Col("p22", 1, cur="first"),
              Col("r23", 2, cur="all", scale=None)], rows, M,
             style="grid", font="Cond", paper="A4",
             intro="We provide cross-border money transfer services to consumers through a network of agent "
                   "locations and our mobile app. A corridor is a pair of send and receive regions. Principal is "
                   "the amount sent by customers, excluding fees. Revenue per transaction is transaction fee and "
                   "foreign exchange revenue divided by the number of transactions.",
             outro=["Digital transactions, initiated on our app or website, were 34.5% of total transactions in "
                    "2023, up from 27.8% in 2022. Transfers in the United States to Mexico corridor are smaller and "
                    "more frequent than in our other corridors."],
             facts={"dig23": ("34.5%", D("34.5"), "%", 1), "dig22": ("27.8%", D("27.8"), "%", 1)},
             names=["Caravelde"], tags={"year_band"})
    items = labels(data)
    n.sums("Total", items, ["t23", "t22", "p23", "p22"])
    n.wavgs("Total", items, [("r23", "t23")])
    return n


def n04():
    raw = [("United Kingdom", "412.6 398.1"), ("Spain", "186.3 171.4"), ("Italy", "142.9 118.6"),
           ("Portugal", "58.7 61.2"), ("Poland", "44.2 36.9"), ("Nordics", "31.5 34.8")]
    vals = [(a, nums(s)) for a, s in raw]
    t = [tot(v[i] for _, v in vals) for i in range(2)]
    rows = [L(a, [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1])]) for a, v in vals]
    rows.append(TOT("Total collections", [t[0], pct(t[0], t[0]), t[1], pct(t[1], t[1])]))
    n = Note("n04-ormsgarth-collections", "Ormsgarth Credit Management plc", "Note 11. Collections by country",
             [["", G("2023", 2), G("2022", 2)], ["Country", "\u00a3m", "%", "\u00a3m", "%"]],
             [Col("c23", 1), Col("s23", 1, pct=True, sign=False), Col("c22", 1), Col("s22", 1, pct=True, sign=False)],
             rows, M, style="lined", font="Sans", paper="A4",
             intro="We purchase portfolios of non-performing consumer debt from banks, utilities and other lenders "
                   "and work with customers to agree affordable repayment plans. Collections are cash received from "
                   "customers on purchased portfolios in the year.",
             outro=["We invested \u00a3318.4 million in new portfolio purchases in 2023 (2022: \u00a3296.7 million). "
                    "Estimated remaining collections over the next 120 months on all portfolios owned were "
                    "\u00a32,846.1 million at 31 December 2023."],
             facts={"pur23": ("\u00a3318.4", D("318.4"), None, M), "pur22": ("\u00a3296.7", D("296.7"), None, M),
                    "erc": ("\u00a32,846.1", D("2846.1"), None, M)},
             names=["Ormsgarth"], tags={"year_band", "amount_pct_band"})
    items = labels(raw)
    n.sums("Total collections", items, ["c23", "c22"])
    n.pcts(items, "Total collections", "c23", "s23")
    n.pcts(items, "Total collections", "c22", "s22")
    return n


def n05():
    segs = [("One-Way Truckload", "O/", "4,218 4,406", "412,806 446,512", "2.68 2.97", "12.4 11.6"),
            ("Dedicated", "D/", "3,162 2,957", "268,145 252,380", "2.92 2.88", "21.8 22.5")]
    rows = []
    for title, p, tr, lm, rpm, em in segs:
        t, m, r = nums(tr), nums(lm), nums(rpm)
        rpt = [q(m[i] * 1000 * r[i] / t[i] / 52, 0) for i in range(2)]
        rows += [BIG(title, key=p + "title"),
                 L("Average tractors", t, 1, key=p + "tr"),
                 L("Loaded miles (in thousands)", m, 1, key=p + "lm", scale=K),
                 L("Average revenue per loaded mile", r, 1, key=p + "rpm", dec=2, cur="all"),
                 L("Average revenue per tractor per week", rpt, 1, key=p + "rpt", cur="all"),
                 L("Empty mile percentage", nums(em), 1, key=p + "em", dec=1, pct=True)]
    n = Note("n05-haulmarrow-truckload", "Haulmarrow Freight Lines, Inc.", "Truckload Operating Statistics",
             [["", "2023", "2022"]], [Col("y23"), Col("y22")], rows, None,
             style="borderless", font="Sans", paper="Letter",
             intro="Our Truckload segment provides one-way dry van and temperature-controlled service and dedicated "
                   "fleets assigned to a single customer. Revenue statistics exclude fuel surcharge revenue. Average "
                   "revenue per tractor per week is loaded miles times average revenue per loaded mile, divided by "
                   "average tractors and by 52 weeks.",
             outro=["At December 31, 2023, 1,046 of our tractors were driven by independent contractors under "
                    "lease-purchase agreements; they are included in average tractors. Fuel surcharge revenue was "
                    "$318.6 million in 2023."],
             facts={"ic": ("1,046", D(1046), None, None)},
             names=["Haulmarrow"], tags={"section_titles_large", "repeated_row_label"})
    for p in ("O/", "D/"):
        for ck in ("y23", "y22"):
            n.rels.append(("prod", (p + "rpt", ck), [[(p + "lm", ck), (p + "rpm", ck)], [(p + "tr", ck)],
                                                      Decimal(1000) / 52]))
    return n


def n06():
    data = [("Ontario", "2,184 2,096 1,872 1,815"), ("Quebec", "1,326 1,341 1,148 1,160"),
            ("Alberta", "842 798 731 702"), ("British Columbia", "615 588 534 509"), ("Manitoba", "288 281 247 243"),
            ("Nova Scotia(1)", "146 - 128 -")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2, 3}))
    n = Note("n06-yellowmarch-buses", "Yellowmarch Student Transportation Ltd", "5. Fleet and routes by province",
             [["", G("School buses", 2), G("Daily routes", 2)], ["Province", "2024", "2023", "2024", "2023"]],
             [Col("b24"), Col("b23"), Col("r24"), Col("r23")], rows, None,
             style="borderless", font="Serif", paper="A4",
             intro="We transport students to and from school under contracts with school boards. Our financial year "
                   "ends on 31 August, at the end of the school year. Fleet counts are at 31 August; a daily route "
                   "is a morning and afternoon run driven by one bus on a school day.",
             foot=["(1) We began operating in Nova Scotia in September 2023 under a seven-year contract with two "
                   "regional centres for education."],
             outro=["At 31 August 2024, 186 of our school buses were battery-electric (2023: 94). Spare buses, which "
                    "are not assigned to a daily route, are included in the fleet counts."],
             facts={"ev24": ("186", D(186), None, None), "ev23": ("94", D(94), None, None)},
             names=["Yellowmarch"], tags={"year_band"})
    n.sums("Total", labels(data), ["b24", "b23", "r24", "r23"])
    return n


def n07():
    data = [("Phoenix", "148.6 141.2 62.4 66.8 412 398"), ("Denver", "112.3 108.7 48.9 45.1 436 421"),
            ("Las Vegas", "96.8 89.4 31.2 30.6 447 430"), ("Salt Lake City", "71.5 69.9 27.6 28.4 405 396"),
            ("Albuquerque", "54.2 55.8 19.3 18.7 389 377")]
    rows = simple(data)
    t = colsums(rows, 4)
    nr = [wavg([(r.vals[4 + i], r.vals[i] + r.vals[2 + i]) for r in rows], 0) for i in range(2)]
    rows.append(TOT("Total", t + nr))
    n = Note("n07-sirenwald-transports", "Sirenwald Medical Transport, Inc.",
             "Medical Transports and Net Revenue per Transport by Market",
             [["", G("Emergency transports", 2), G("Non-emergency transports", 2), G("Net revenue per transport", 2)],
              ["Market", "2023", "2022", "2023", "2022", "2023", "2022"]],
             [Col("e23", 1), Col("e22", 1), Col("n23", 1), Col("n22", 1), Col("r23", cur="all", scale=None),
              Col("r22", cur="all", scale=None)], rows, K,
             style="grid", font="Sans", paper="Letter", caption="(Transports in thousands)",
             intro="We provide 911 emergency ambulance service under exclusive contracts with municipalities and "
                   "scheduled non-emergency transport for hospitals and care facilities. Net revenue per transport "
                   "is after contractual allowances and uncompensated care, and the total is weighted by all "
                   "transports.",
             outro=["Our crews met the contractual response-time standard on 91.7% of emergency calls in 2023 "
                    "(2022: 89.4%). We were awarded a new exclusive 911 contract in Pueblo County, Colorado, "
                    "starting in July 2024."],
             facts={"rt23": ("91.7%", D("91.7"), "%", 1), "rt22": ("89.4%", D("89.4"), "%", 1)},
             names=["Sirenwald"], tags={"year_band", "scale_in_caption"})
    items = labels(data)
    n.sums("Total", items, ["e23", "e22", "n23", "n22"])
    for i, (rk, ek, nk) in enumerate((("r23", "e23", "n23"), ("r22", "e22", "n22"))):
        n.rel_wavg(("Total", rk), [((a, rk), [(a, ek), (a, nk)]) for a in items])
    return n


def n08():
    raw = [("United States and Canada", "31,842 33,106 14.86 15.42"),
           ("Europe, Middle East and Africa", "24,617 27,931 10.74 10.58"),
           ("Latin America", "12,408 13,215 8.12 8.47"), ("Asia-Pacific", "9,266 11,842 7.35 7.01")]
    rows = []
    for a, s in raw:
        v = nums(s)
        rows.append(L(a, [v[0], v[1], v[1] - v[0], v[2], v[3]]))
    rows.append(with_total(rows, "Total", sums={0, 1, 2}, wcols=[(3, 0, 2), (4, 1, 2)]))
    n = Note("n08-flickerdale-members", "Flickerdale Media, Inc.",
             "Paid Memberships and Average Monthly Revenue per Paying Membership by Region",
             [["(in thousands, except ARM)", G("Paid memberships at December 31", 2), "Paid net additions",
               G("Average monthly revenue per paying membership (ARM)", 2)],
              ["Region", "2022", "2023", "2023", "2022", "2023"]],
             [Col("m22"), Col("m23"), Col("na23"), Col("a22", 2, cur="all", scale=None),
              Col("a23", 2, cur="all", scale=None)], rows, K,
             style="booktabs", font="Sans", paper="Letter",
             intro="We offer a subscription streaming service of films and series. A paid membership is one for "
                   "which we have received a payment method and that is in good standing. ARM is streaming revenue "
                   "divided by the average number of paying memberships, per month, in US dollars; the total is "
                   "weighted by paid memberships at December 31.",
             outro=["At December 31, 2023, 2,184 thousand of the paid memberships in the United States and Canada "
                    "were on our ad-supported plan, which we launched in November 2022. ARM is reported in US dollars "
                    "and is therefore affected by changes in foreign exchange rates."],
             facts={"ads": ("2,184", D(2184), None, K)},
             names=["Flickerdale"], tags={"year_band", "current_year_right"})
    items = labels(raw)
    n.sums("Total", items, ["m22", "m23", "na23"])
    for a in items:
        n.rel_diff((a, "na23"), (a, "m23"), (a, "m22"))
    n.wavgs("Total", items, [("a22", "m22"), ("a23", "m23")])
    return n


def n09():
    secs = [("Beef", "Total beef", [("Prairieholt, Kansas", "1,284.6 1,312.0 91.2 93.1"),
                                    ("Wexbury, Nebraska", "1,106.3 1,087.5 88.4 86.9"),
                                    ("Redhallow, Texas", "842.7 901.4 79.5 85.0")]),
            ("Pork", "Total pork", [("Cornwick, Iowa", "4,812.5 4,655.2 95.3 92.2"),
                                    ("Ashwillow, Minnesota", "3,206.8 3,144.9 90.1 88.4"),
                                    ("Quarrystead, Missouri(1)", "- 1,422.6 - 71.8")])]
    rows, its = [], {}
    for title, sub, data in secs:
        rows.append(SEC(title))
        its[sub] = simple(data, ind=1)
        rows += its[sub]
        rows.append(SUB(sub, colsums(its[sub], 2) + ["", ""], 1))
    n = Note("n09-tallowbrook-plants", "Tallowbrook Packing Company", "Head Processed by Plant",
             [["", G("Head processed (in thousands)", 2), G("Capacity utilization", 2)],
              ["Plant", "Fiscal 2024", "Fiscal 2023", "Fiscal 2024", "Fiscal 2023"]],
             [Col("h24", 1), Col("h23", 1), Col("u24", 1, pct=True), Col("u23", 1, pct=True)], rows, K,
             style="lined", font="Cond", paper="Letter",
             intro="We harvest fed cattle and market hogs and sell fresh beef and pork to retailers, foodservice "
                   "distributors and export customers. Our fiscal year ends on the last Saturday of October. Capacity "
                   "utilization is head processed as a percentage of capacity on a five-day, two-shift week.",
             foot=["(1) Closed in October 2023, at the end of fiscal 2023; its hog supply contracts were transferred "
                   "to the Cornwick plant."],
             outro=["Cattle supplied by our own feedyards were 18.6% of beef head processed in fiscal 2024. Export "
                    "sales of pork variety meats were affected by lower demand in Asia."],
             names=["Tallowbrook", "Prairieholt", "Wexbury", "Redhallow", "Cornwick", "Ashwillow", "Quarrystead"],
             tags={"year_band", "bold_section_rows"})
    for sub, rs in its.items():
        n.sums(sub, [r.key for r in rs], ["h24", "h23"])
    return n


def n10():
    data = [("Kelsmouth", "1,240 6,482 7,915 6,611 7,742"), ("Port Averley", "860 4,126 5,204 4,318 5,087"),
            ("Quellan Bay", "615 2,874 3,416 2,905 3,351"), ("Yarrawin Point", "420 1,958 2,231 1,874 2,262"),
            ("Dulcombe", "285 1,106 1,392 1,140 1,368")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2, 3, 4}))
    n = Note("n10-chaffbridge-terminals", "Chaffbridge Grain Handling Ltd",
             "Note 7. Grain received and shipped by port terminal",
             [["('000 tonnes)", "Storage capacity", G("Grain received", 2), G("Grain shipped", 2)],
              ["Terminal", "30 June 2024", "2023/24", "2022/23", "2023/24", "2022/23"]],
             [Col("cap"), Col("r24"), Col("r23"), Col("s24"), Col("s23")], rows, K,
             style="grid", font="Serif", paper="A4",
             intro="We own and operate five bulk grain export terminals on the southern coast. Growers and marketers "
                   "deliver grain to the terminals by rail and road, and we load it onto bulk carriers. Our financial "
                   "year ends on 30 June; 2023/24 is the year to 30 June 2024.",
             outro=["Wheat made up 68.4% of tonnes shipped in 2023/24; the balance was barley and canola. Receivals "
                    "fell after a dry growing season reduced the harvest in our catchment."],
             facts={"wheat": ("68.4%", D("68.4"), "%", 1)},
             names=["Chaffbridge", "Kelsmouth", "Port Averley", "Quellan Bay", "Yarrawin Point", "Dulcombe"],
             tags={"year_band"})
    n.sums("Total", labels(data), ["cap", "r24", "r23", "s24", "s23"])
    return n


def n11():
    data = [("Astrelle Light", "14 11 4.6 3.5"), ("Astrelle Medium", "9 8 58.3 51.2"),
            ("Astrelle Heavy(1)", "2 - 31.4 -")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2, 3}))
    n = Note("n11-zenithcove-launches", "Zenithcove Launch Services, Inc.", "Launches and Payload Mass by Vehicle",
             [["", G("Launches", 2), G("Payload mass delivered to orbit (tonnes)", 2)],
              ["Launch vehicle", "2023", "2022", "2023", "2022"]],
             [Col("l23"), Col("l22"), Col("p23", 1), Col("p22", 1)], rows, None,
             style="zebra", font="Serif", paper="Letter",
             intro="We launch satellites for commercial operators, government agencies and our own broadband "
                   "constellation from two launch sites. The Astrelle family shares a common first stage; the "
                   "Heavy adds two side boosters.",
             foot=["(1) First flight on 14 March 2023."],
             outro=["Launch services revenue was $1,186.5 million in 2023 (2022: $842.0 million). One Astrelle Light "
                    "mission in 2023 failed to reach orbit; it is counted as a launch, and its payload is excluded "
                    "from payload mass delivered."],
             facts={"rev23": ("$1,186.5", D("1186.5"), None, M), "rev22": ("$842.0", D("842.0"), None, M)},
             names=["Zenithcove", "Astrelle"], tags={"year_band"})
    n.sums("Total", labels(data), ["l23", "l22", "p23", "p22"])
    return n


def n12():
    secs = [("Water", [("Kestwell reservoir raising", "186.0 42.8 38.6", "2026/27"),
                       ("Coldmere treatment works upgrade", "94.5 61.2 24.7", "2024/25"),
                       ("Eastern zone trunk main renewal", "57.2 12.6 15.3", "2025/26")]),
            ("Wastewater", [("Pellingsmarsh storm overflow tunnel", "312.0 - 28.4", "2028/29"),
                            ("Ardenmoss sludge digester", "71.8 48.5 19.9", "2024/25"),
                            ("Nutrient removal at six works", "128.4 33.1 41.2", "2025/26")])]
    rows, its = [], []
    for title, data in secs:
        rows.append(SEC(title))
        for a, s, done in data:
            b, p, y = nums(s)
            rows.append(L(a, [b, p, y, (p or 0) + y, done], 1))
            its.append(rows[-1])
    rows.append(TOT("Total", colsums(its, 4) + [""]))
    n = Note("n12-wennastone-projects", "Wennastone Water plc", "Major capital projects",
             [["\u00a3m", "Approved budget", "Spent to 31 March 2023", "Spent in 2023/24", "Spent to 31 March 2024",
               "Expected completion"]],
             [Col("bud", 1), Col("sp23", 1), Col("yr", 1), Col("sp24", 1), Col("done")], rows, M,
             style="booktabs", font="Serif", paper="A4",
             intro="The table sets out our capital projects with an approved budget of more than \u00a350m. Spend is "
                   "capital expenditure recognised to date, including capitalised overheads and interest. Our "
                   "financial year ends on 31 March.",
             outro=["Total capital expenditure in 2023/24 was \u00a3642.8m. The storm overflow tunnel received final "
                    "regulatory approval in June 2023, and main construction started in September 2023."],
             facts={"capex": ("\u00a3642.8m", D("642.8"), None, M)},
             names=["Wennastone", "Kestwell", "Coldmere", "Pellingsmarsh", "Ardenmoss"],
             tags={"bold_section_rows", "current_year_right"})
    for r in its:
        n.rel_sum((r.key, "sp24"), [(r.key, "sp23"), (r.key, "yr")])
    n.sums("Total", [r.key for r in its], ["bud", "sp23", "yr", "sp24"])
    return n


def n13():
    data = [("U.S. Treasury securities", "48,215 4.62 126,480 3.95 - - - -"),
            ("U.S. government agencies", "12,604 4.18 58,317 3.72 24,906 3.41 - -"),
            ("Mortgage-backed securities(1)", "3,118 2.84 41,275 3.06 96,442 2.71 188,603 2.48"),
            ("State and political subdivisions(2)", "8,450 3.12 31,782 2.96 47,218 3.24 22,915 3.58"),
            ("Corporate bonds", "6,205 5.14 28,640 4.86 9,870 5.02 - -")]
    rows = []
    for a, s in data:
        v = nums(s)
        amts = [v[i] for i in (0, 2, 4, 6)]
        rows.append(L(a, v + [tot(amts), wavg([(v[i + 1], v[i]) for i in (0, 2, 4, 6)], 2)]))
    tvals = []
    for i in (0, 2, 4, 6, 8):
        tvals += [tot(r.vals[i] for r in rows), wavg([(r.vals[i + 1], r.vals[i]) for r in rows], 2)]
    rows.append(TOT("Total", tvals))
    buckets = ["w1", "w5", "w10", "x10", "tot"]
    cols = []
    for b in buckets:
        cols += [Col("a_" + b, cur="first"), Col("y_" + b, 2, pct=True)]
    n = Note("n13-pennymarsh-maturities", "Pennymarsh Bancorp, Inc.",
             "Note 4. Contractual Maturities and Weighted-Average Yields of Debt Securities Available for Sale",
             [["(Dollars in thousands)", G("Within one year", 2), G("After one but within five years", 2),
               G("After five but within ten years", 2), G("After ten years", 2), G("Total", 2)],
              ["December 31, 2023"] + ["Amount", "Yield"] * 5],
             cols, rows, K, style="grid", font="Cond", paper="Letter",
             intro="The table shows the amortized cost of debt securities available for sale by contractual "
                   "maturity at December 31, 2023, with weighted-average yields computed on amortized cost.",
             foot=["(1) Shown by contractual maturity; actual maturities will differ because borrowers may prepay.",
                   "(2) Yields on tax-exempt obligations are not computed on a tax-equivalent basis."],
             outro=["The fair value of debt securities available for sale was $701,386 thousand at December 31, "
                    "2023. We do not intend to sell, and it is not more likely than not that we will be required to "
                    "sell, these securities before the recovery of their amortized cost."],
             facts={"fv": ("$701,386", D(701386), None, K)},
             names=["Pennymarsh"], tags=set())
    items = labels(data)
    for b in buckets:
        n.sums("Total", items, ["a_" + b])
        n.wavgs("Total", items, [("y_" + b, "a_" + b)])
    for a in items:
        n.rel_sum((a, "a_tot"), [(a, "a_" + b) for b in buckets[:4]])
        n.rel_wavg((a, "y_tot"), [((a, "y_" + b), (a, "a_" + b)) for b in buckets[:4]])
    return n


def n14():
    secs = [("Academic admissions", "Total academic admissions",
             [("Graduate admissions", "1,284.6 1,216.3 1,174.8"), ("Undergraduate admissions", "2,418.2 2,506.7 2,642.1"),
              ("English language proficiency", "906.4 1,048.9 1,187.5")]),
            ("Professional licensure", "Total professional licensure",
             [("Nursing", "412.8 436.1 455.9"), ("Accounting", "186.2 179.4 171.6"),
              ("Securities and insurance", "318.5 297.2 305.8")]),
            ("IT certification", "Total IT certification",
             [("Vendor certification programs", "1,642.0 1,588.3 1,530.7"), ("Cloud and security", "624.3 742.8 861.2")])]
    rows, its, subs = [], {}, []
    for title, sub, data in secs:
        rows.append(SEC(title))
        its[sub] = simple(data, ind=1)
        rows += its[sub]
        rows.append(SUB(sub, colsums(its[sub], 3), 1))
        subs.append(rows[-1])
    rows.append(TOT("Total tests delivered", colsums(subs, 3)))
    n = Note("n14-proctorvale-tests", "Proctorvale Assessment Services, Inc.", "Tests Delivered by Program",
             [["", "2021", "2022", "2023"]], [Col("y21", 1), Col("y22", 1), Col("y23", 1)], rows, K,
             style="borderless", font="Sans", paper="Letter", caption="(in thousands)",
             intro="We deliver computer-based tests on behalf of universities, licensing boards and technology "
                   "companies, in our own test centres and through online proctoring. A test is counted when a "
                   "candidate completes it, whether or not the result is later cancelled.",
             outro=["Online-proctored tests were 41.6% of tests delivered in 2023 (2022: 38.9%). We operated 1,126 "
                    "test centres in 61 countries at December 31, 2023."],
             facts={"on23": ("41.6%", D("41.6"), "%", 1), "on22": ("38.9%", D("38.9"), "%", 1)},
             names=["Proctorvale"], tags={"bold_section_rows", "current_year_right", "scale_in_caption"})
    for sub, rs in its.items():
        n.sums(sub, [r.key for r in rs], ["y21", "y22", "y23"])
    n.sums("Total tests delivered", [r.key for r in subs], ["y21", "y22", "y23"])
    return n


def n15():
    secs = [("United Kingdom and Ireland", POUND, [("Crimpton", "412 398 9.84 9.52 38.20 36.10"),
                                                  ("Velvetine", "186 191 4.12 4.26 52.60 49.80"),
                                                  ("Snipwell Express", "228 204 6.35 5.61 17.40 16.50")]),
            ("Continental Europe", EURO, [("Maison Rive", "144 139 2.91 2.84 46.30 44.90"),
                                          ("Tijera", "97 86 1.88 1.62 31.70 30.20")])]
    rows, its = [], []
    for title, sym, data in secs:
        rows.append(BIG(title))
        for a, s in data:
            rows.append(L(a, nums(s), 1, cf={"t24": {"sym": sym}, "t23": {"sym": sym}}))
            its.append(rows[-1])
    rows.append(TOT("Total, all brands", colsums(its, 4) + ["", ""]))
    n = Note("n15-shearwood-salons", "Shearwood Salon Group plc", "4. Salons, client visits and average ticket by brand",
             [["", G("Salons at year end", 2), G("Client visits (millions)", 2), G("Average ticket", 2)],
              ["Brand", "2024", "2023", "2024", "2023", "2024", "2023"]],
             [Col("s24", scale=None), Col("s23", scale=None), Col("v24", 2, scale=M), Col("v23", 2, scale=M),
              Col("t24", 2, cur="all", scale=None), Col("t23", 2, cur="all", scale=None)], rows, None,
             style="lined", font="Serif", paper="A4",
             intro="We operate hair salons under five brands. Average ticket is service and retail revenue per client "
                   "visit, in pounds sterling in the United Kingdom and Ireland and in euros in Continental Europe.",
             outro=["Franchised salons, which are included in the counts above, numbered 118 at the end of 2024 "
                    "(2023: 104), all of them in the United Kingdom and Ireland."],
             facts={"fr24": ("118", D(118), None, None), "fr23": ("104", D(104), None, None)},
             names=["Shearwood", "Crimpton", "Velvetine", "Snipwell", "Maison Rive", "Tijera"],
             tags={"year_band", "section_titles_large"})
    n.sums("Total, all brands", [r.key for r in its], ["s24", "s23", "v24", "v23"])
    return n


def n16():
    raw = [("Athletic", "38.6 36.2 54.20 52.85"), ("Casual", "24.3 25.8 41.75 40.90"),
           ("Work and safety", "9.7 9.1 88.40 84.15"), ("Boots", "12.4 13.6 76.30 74.60"),
           ("Children's", "15.8 14.9 28.95 28.10"), ("Sandals", "6.2 5.4 22.40 21.95")]
    vals = [(a, nums(s)) for a, s in raw]
    t = [tot(v[i] for _, v in vals) for i in range(2)]
    asp = [wavg([(v[2 + i], v[i]) for _, v in vals], 2) for i in range(2)]
    rows = [L(a, [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1]), v[2], v[3]]) for a, v in vals]
    rows.append(TOT("Total", [t[0], pct(t[0], t[0]), t[1], pct(t[1], t[1]), asp[0], asp[1]]))
    n = Note("n16-treadhollow-pairs", "Treadhollow Footwear, Inc.", "Pairs Sold and Average Selling Price by Category",
             [["(Pairs in millions)", G("Fiscal 2024", 2), G("Fiscal 2023", 2), G("Average selling price per pair", 2)],
              ["Category", "Pairs", "%", "Pairs", "%", "Fiscal 2024", "Fiscal 2023"]],
             [Col("p24", 1), Col("s24", 1, pct=True, sign=False), Col("p23", 1), Col("s23", 1, pct=True, sign=False),
              Col("a24", 2, cur="all", scale=None), Col("a23", 2, cur="all", scale=None)], rows, M,
             style="zebra", font="Cond", paper="Letter",
             intro="We design and sell footwear under our own brands to wholesale customers and through our own "
                   "stores and websites. Average selling price is net sales divided by pairs sold; the total is "
                   "weighted by pairs.",
             outro=["Pairs sold through our own stores and websites were 31.4 million in fiscal 2024 (fiscal 2023: "
                    "28.7 million); the rest were sold to wholesale customers."],
             facts={"dtc24": ("31.4", D("31.4"), None, M), "dtc23": ("28.7", D("28.7"), None, M)},
             names=["Treadhollow"], tags={"year_band", "amount_pct_band"})
    items = labels(raw)
    n.sums("Total", items, ["p24", "p23"])
    n.pcts(items, "Total", "p24", "s24")
    n.pcts(items, "Total", "p23", "s23")
    n.wavgs("Total", items, [("a24", "p24"), ("a23", "p23")])
    return n


def n17():
    secs = [("High-grown estates", [("Glenmorra", "842.6 796.2 1,318.40 1,402.75"),
                                    ("Kellaspur", "615.3 648.9 1,276.85 1,351.20"),
                                    ("Ambelhurst", "508.7 487.1 1,244.60 1,298.35")]),
            ("Low-grown estates", [("Koralmede", "1,126.4 1,082.8 1,156.30 1,214.90"),
                                   ("Mirisgolle(1)", "348.2 - 1,102.75 -")])]
    rows, its = [], []
    for title, data in secs:
        rows.append(BIG(title))
        for a, s in data:
            rows.append(L(a, nums(s), 1))
            its.append(rows[-1])
    rows.append(with_total(its, "Total", sums={0, 1}, wcols=[(2, 0, 2), (3, 1, 2)]))
    n = Note("n17-mistholme-tea", "Mistholme Plantations PLC", "Note 9. Made tea production and net sales average by estate",
             [["", G("Made tea (kg '000)", 2), G("Net sales average (LKR per kg)", 2)],
              ["Estate", "2023", "2022", "2023", "2022"]],
             [Col("m23", 1), Col("m22", 1), Col("n23", 2, scale=None), Col("n22", 2, scale=None)], rows, K,
             style="booktabs", font="Sans", paper="A4",
             intro="The Group cultivates tea and manufactures black tea in its own factories. Made tea is processed "
                   "tea ready for sale at the Colombo auctions; the net sales average (NSA) is auction proceeds net of "
                   "brokerage per kilogram, and the total is weighted by made tea.",
             foot=["(1) Acquired on 1 April 2023; production is included from that date."],
             outro=["Green leaf bought from smallholders and processed in our factories accounted for 22.5% of made "
                    "tea production in 2023. Auction prices fell from the record levels of 2022 as export demand "
                    "weakened."],
             names=["Mistholme", "Glenmorra", "Kellaspur", "Ambelhurst", "Koralmede", "Mirisgolle"],
             tags={"year_band", "section_titles_large"})
    items = [r.key for r in its]
    n.sums("Total", items, ["m23", "m22"])
    n.wavgs("Total", items, [("n23", "m23"), ("n22", "m22")])
    return n


def n18():
    kinds = [("Long-term contracts, base-escalated", "9,842 8,615", "49.85 47.20"),
             ("Long-term contracts, market-related", "7,316 6,904", "58.40 50.15"),
             ("Spot and mid-term", "2,418 3,872", "61.75 48.90")]
    rows = [SEC("Sales volume (thousands of lb U3O8)")]
    vol = []
    for a, v, _ in kinds:
        rows.append(L(a, nums(v), 1, key="V/" + a))
        vol.append(rows[-1])
    rows.append(SUB("Total", colsums(vol, 2), 1, key="V/total"))
    rows.append(SEC("Average realized price (US$ per lb)"))
    pr = []
    for a, _, p in kinds:
        rows.append(L(a, nums(p), 1, key="P/" + a, dec=2, cur="all", scale=None))
        pr.append(rows[-1])
    rows.append(SUB("All contracts", [wavg([(p.vals[i], v.vals[i]) for p, v in zip(pr, vol)], 2) for i in range(2)],
                    1, key="P/all", dec=2, cur="all", scale=None))
    n = Note("n18-pitchvane-uranium", "Pitchvane Uranium Corp.", "Uranium Sales by Contract Type",
             [["", "2023", "2022"]], [Col("y23"), Col("y22")], rows, K,
             style="lined", font="Serif", paper="Letter",
             intro="We sell uranium concentrate (U3O8) to nuclear utilities under long-term contracts and in the spot "
                   "market. Base-escalated contracts have prices fixed at signing and escalated for inflation; "
                   "market-related contracts refer to published spot or term price indicators at the time of delivery.",
             outro=["The average spot price was US$62.51 per lb in 2023 (2022: US$49.81). We produced 14.2 million lb "
                    "of U3O8 from our two mines in 2023; the balance of the sales volume was met from purchases and "
                    "inventory."],
             facts={"spot23": ("62.51", D("62.51"), None, None), "spot22": ("49.81", D("49.81"), None, None),
                    "prod": ("14.2", D("14.2"), None, M)},
             names=["Pitchvane"], tags={"bold_section_rows", "repeated_row_label", "section_scale"})
    n.sums("V/total", [r.key for r in vol], ["y23", "y22"])
    for ck in ("y23", "y22"):
        n.rel_wavg(("P/all", ck), [((p.key, ck), (v.key, ck)) for p, v in zip(pr, vol)])
    return n


def n19():
    ferrous = [("Shredded", "2,318 2,406 2,512"), ("Heavy melting steel", "1,264 1,342 1,418"),
               ("Plate and structural", "604 654 725")]
    nonf = [("Aluminum", "412.6 428.3 446.9"), ("Copper and brass", "118.4 121.7 119.2"),
            ("Stainless steel and alloys", "86.3 94.8 101.5")]
    rows = [SEC("Ferrous volumes (thousands of long tons)")]
    fr = [L(a, nums(s), 1, key="F/" + a, scale=K) for a, s in ferrous]
    rows += fr + [SUB("Total ferrous", colsums(fr, 3), 1, scale=K)]
    rows.append(SEC("Nonferrous volumes (millions of pounds)"))
    nf = [L(a, nums(s), 1, key="N/" + a, scale=M, dec=1) for a, s in nonf]
    rows += nf + [SUB("Total nonferrous", colsums(nf, 3), 1, scale=M, dec=1)]
    rows += [SEC("Average net selling price"),
             L("Ferrous, per long ton", nums("382 441 486"), 1, cur="all", scale=None),
             L("Nonferrous, per pound", nums("0.84 0.91 0.97"), 1, cur="all", scale=None, dec=2)]
    n = Note("n19-rustwhistle-scrap", "Rustwhistle Metals Recycling, Inc.",
             "Sales Volumes and Average Net Selling Prices",
             [["", "Fiscal 2024", "Fiscal 2023", "Fiscal 2022"]], [Col("f24"), Col("f23"), Col("f22")], rows, None,
             style="borderless", font="Cond", paper="Letter",
             intro="We buy, process and sell ferrous and nonferrous scrap metal to steel mills and foundries in the "
                   "United States and to export customers. Our fiscal year ends on August 31. Average net selling "
                   "prices are after freight to the customer.",
             outro=["Export sales were 41.8% of ferrous volumes in fiscal 2024. We operated 54 metals recycling "
                    "facilities at August 31, 2024, 27 of them with large shredders."],
             names=["Rustwhistle"], tags={"bold_section_rows", "section_scale"})
    n.sums("Total ferrous", [r.key for r in fr], ["f24", "f23", "f22"])
    n.sums("Total nonferrous", [r.key for r in nf], ["f24", "f23", "f22"])
    return n


def n20():
    data = [("Singapore", "2,846 2,712 11.8 12.6"), ("Rotterdam", "1,938 2,015 13.4 14.1"),
            ("Fujairah", "1,214 1,106 10.9 11.2"), ("Gibraltar", "642 618 14.7 15.3"),
            ("Balboa, Panama(1)", "486 - 12.2 -"), ("Houston", "371 402 15.9 16.4")]
    base = simple(data)
    base.append(with_total(base, "Total", sums={0, 1}, wcols=[(2, 0, 1), (3, 1, 1)]))
    rows = []
    for r in base:
        v23, v22 = r.vals[0], r.vals[1]
        ch = q((v23 - v22) / v22 * 100, 1) if v22 is not None else "n/m"
        rows.append(Row(r.label, [v23, v22, ch] + r.vals[2:], r.kind))
    n = Note("n20-bunkerholm-ports", "Bunkerholm Marine Fuels A/S", "Note 6. Bunker sales by port",
             [["", G("Volume sold", 3), G("Gross margin per tonne (USD)", 2)],
              ["Port", "2023", "2022", "% change", "2023", "2022"]],
             [Col("v23"), Col("v22"), Col("ch", 1, pct=True), Col("g23", 1, scale=None), Col("g22", 1, scale=None)],
             rows, K,
             style="zebra", font="Sans", paper="A4", caption="(Volumes in thousands of metric tonnes)",
             intro="We supply marine fuels to ships at port from our own and chartered bunker barges. Gross margin per "
                   "tonne is gross profit divided by volume sold; the total is weighted by volume.",
             foot=["(1) Physical supply from our own barges in Balboa started in February 2023; n/m: not "
                   "meaningful."],
             outro=["Very low sulphur fuel oil (VLSFO) made up 61.2% of the volume sold in 2023 and high sulphur fuel "
                    "oil 27.4%; marine gasoil made up the rest. Sales of biofuel blends were 84 thousand tonnes."],
             facts={"vlsfo": ("61.2%", D("61.2"), "%", 1), "hsfo": ("27.4%", D("27.4"), "%", 1),
                    "bio": ("84", D(84), None, K)},
             names=["Bunkerholm"], tags={"year_band", "scale_in_caption"})
    items = labels(data)
    n.sums("Total", items, ["v23", "v22"])
    n.wavgs("Total", items, [("g23", "v23"), ("g22", "v22")])
    for a in items + ["Total"]:
        if n.v(a, "v22") is not None:
            n.rel_chg((a, "ch"), (a, "v23"), (a, "v22"))
    return n


def n21():
    secs = [("Australia", [("Marrowtide Point", "274 61.8 48.2 97.6 98.9"), ("Gullcrest Bay", "150 22.4 31.6 95.1 96.8"),
                           ("Corrabin Heads", "100 9.6 12.8 98.3 97.4")]),
            ("Middle East", [("Ras Hamrah", "545 176.3 182.9 96.2 97.1"), ("Al Qurayn", "300 97.5 102.4 94.8 96.5")])]
    rows, its = [], []
    for title, data in secs:
        rows.append(BIG(title))
        for a, s in data:
            rows.append(L(a, nums(s), 1))
            its.append(rows[-1])
    rows.append(TOT("Total", colsums(its, 3) + ["", ""]))
    n = Note("n21-seaspring-plants", "Seaspring Desalination Holdings Ltd",
             "Plant capacity, water delivered and availability",
             [["", "Design capacity (ML per day)", G("Water delivered (GL)", 2), G("Availability", 2)],
              ["Plant", "", "2022/23", "2023/24", "2022/23", "2023/24"]],
             [Col("cap"), Col("w23", 1), Col("w24", 1), Col("a23", 1, pct=True), Col("a24", 1, pct=True)], rows, None,
             style="grid", font="Sans", paper="A4",
             intro="We own and operate seawater reverse osmosis desalination plants that sell drinking water to "
                   "public water utilities under long-term agreements. Availability is the percentage of hours in "
                   "the year in which a plant was able to produce water at design capacity. Our financial year ends "
                   "on 30 June.",
             outro=["Under our Australian water purchase agreements we are paid a fixed capacity charge whether or "
                    "not water is ordered. Marrowtide Point was ordered to produce less in 2023/24 because dam "
                    "storages in its supply area were high."],
             names=["Seaspring", "Marrowtide", "Gullcrest", "Corrabin", "Ras Hamrah", "Al Qurayn"],
             tags={"year_band", "section_titles_large", "current_year_right"})
    n.sums("Total", [r.key for r in its], ["cap", "w23", "w24"])
    return n


def n22():
    raw = [("Intermediate roses", "142.6 138.2 21.4 20.8"), ("Spray roses", "68.4 71.9 18.6 18.1"),
           ("T-hybrid roses", "31.2 27.5 34.8 33.2"), ("Carnations", "24.8 29.3 12.7 12.9"),
           ("Summer flowers", "38.5 34.6 15.2 14.6")]
    vals = [(a, nums(s)) for a, s in raw]
    t = [tot(v[i] for _, v in vals) for i in range(2)]
    pr = [wavg([(v[2 + i], v[i]) for _, v in vals], 1) for i in range(2)]
    rows = [L(a, [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1]), v[2], v[3]]) for a, v in vals]
    rows.append(TOT("Total", [t[0], pct(t[0], t[0]), t[1], pct(t[1], t[1]), pr[0], pr[1]]))
    n = Note("n22-petalworth-stems", "Petalworth Flower Farms Ltd", "Stems sold by variety",
             [["", G("2023", 2), G("2022", 2), G("Average price (US cents per stem)", 2)],
              ["Variety", "Stems (m)", "%", "Stems (m)", "%", "2023", "2022"]],
             [Col("s23", 1), Col("p23", 1, pct=True, sign=False), Col("s22", 1), Col("p22", 1, pct=True, sign=False),
              Col("c23", 1, scale=None), Col("c22", 1, scale=None)], rows, M,
             style="booktabs", font="Serif", paper="A4",
             intro="We grow roses and summer flowers on farms around Lake Naivasha and sell them in Europe. The "
                   "average price is the price received per stem on delivery in Europe, before deducting the cost of "
                   "air freight; the total is weighted by stems.",
             outro=["Direct sales to supermarket programmes were 58.7% of stems sold in 2023; the rest were sold "
                    "through the Dutch flower auctions. Air freight to Europe cost an average of 6.9 US cents per stem "
                    "in 2023."],
             facts={"direct": ("58.7%", D("58.7"), "%", 1), "freight": ("6.9", D("6.9"), None, None)},
             names=["Petalworth"], tags={"year_band", "amount_pct_band"})
    items = labels(raw)
    n.sums("Total", items, ["s23", "s22"])
    n.pcts(items, "Total", "s23", "p23")
    n.pcts(items, "Total", "s22", "p22")
    n.wavgs("Total", items, [("c23", "s23"), ("c22", "s22")])
    return n


def n23():
    raw = [("Education", "96.4 101.8 612 634"), ("Healthcare", "54.7 58.2 148 152"),
           ("Business and industry", "38.7 41.6 286 301"), ("Defence", "22.9 21.3 34 33"),
           ("Sports and leisure", "8.6 9.4 41 44")]
    vals = [(a, nums(s)) for a, s in raw]
    t = [tot(v[i] for _, v in vals) for i in range(4)]
    rows = [L(a, [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1]), v[2], v[3]]) for a, v in vals]
    rows.append(TOT("Total", [t[0], pct(t[0], t[0]), t[1], pct(t[1], t[1]), t[2], t[3]]))
    n = Note("n23-platewell-meals", "Platewell Catering Services plc", "3. Contracts and meals served by sector",
             [["", G("2023", 2), G("2024", 2), G("Contracts at year end", 2)],
              ["Sector", "Meals (m)", "% of total", "Meals (m)", "% of total", "2023", "2024"]],
             [Col("m23", 1), Col("s23", 1, pct=True, sign=False), Col("m24", 1), Col("s24", 1, pct=True, sign=False),
              Col("k23", scale=None), Col("k24", scale=None)], rows, M,
             style="lined", font="Sans", paper="A4",
             intro="We provide catering services to schools, hospitals, workplaces, defence establishments and "
                   "stadiums in the United Kingdom. A contract is an agreement with one client, which may cover "
                   "several sites.",
             outro=["Revenue was \u00a31,214.6m in 2024 (2023: \u00a31,108.9m). Free school meals were 36.5% of the "
                    "meals we served in education in 2024."],
             facts={"rev24": ("\u00a31,214.6m", D("1214.6"), None, M), "rev23": ("\u00a31,108.9m", D("1108.9"), None, M),
                    "fsm": ("36.5%", D("36.5"), "%", 1)},
             names=["Platewell"], tags={"year_band", "amount_pct_band", "current_year_right"})
    items = labels(raw)
    n.sums("Total", items, ["m23", "m24", "k23", "k24"])
    n.pcts(items, "Total", "m23", "s23")
    n.pcts(items, "Total", "m24", "s24")
    return n


def n24():
    data = [("Northeast", "48,216 57,903 612 596 742.8 874.1"), ("Southeast", "61,482 72,615 438 429 688.6 793.4"),
            ("Midwest", "39,107 46,288 327 318 334.5 389.2"), ("Texas", "28,644 34,910 391 402 289.7 361.8"),
            ("Mountain", "17,395 21,046 556 571 251.3 312.6"), ("Pacific(1)", "22,870 28,431 968 1,004 575.2 739.5")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 4, 5}, wcols=[(2, 0, 0), (3, 1, 0)]))
    n = Note("n24-keystrand-sides", "Keystrand Realty Holdings, Inc.",
             "Closed Transaction Sides, Average Sale Price and Gross Commission Income by Region",
             [["", G("Closed transaction sides", 2), G("Average home sale price (in thousands)", 2),
               G("Gross commission income (in millions)", 2)],
              ["Region", "2023", "2022", "2023", "2022", "2023", "2022"]],
             [Col("d23"), Col("d22"), Col("p23", cur="all", scale=K), Col("p22", cur="all", scale=K),
              Col("g23", 1, cur="first", scale=M), Col("g22", 1, cur="first", scale=M)], rows, None,
             style="borderless", font="Serif", paper="Letter",
             intro="Our company-owned brokerages represent buyers and sellers of homes. A closed transaction side is "
                   "either the buyer or the seller side of a home sale; a sale in which we represent both parties "
                   "counts as two sides. Gross commission income (GCI) is commissions earned before agent splits.",
             foot=["(1) California, Oregon, Washington and Hawaii."],
             outro=["At December 31, 2023, 52,640 agents were affiliated with our company-owned brokerages "
                    "(2022: 58,115). Higher mortgage rates reduced existing-home sales in all of our regions."],
             facts={"ag23": ("52,640", D(52640), None, None), "ag22": ("58,115", D(58115), None, None)},
             names=["Keystrand"], tags={"year_band"})
    items = labels(data)
    n.sums("Total", items, ["d23", "d22", "g23", "g22"])
    n.wavgs("Total", items, [("p23", "d23"), ("p22", "d22")])
    return n


def n25():
    data = [("Spain", "164 4,812 4,655 44.60 43.20"), ("Portugal", "58 1,247 1,219 31.80 31.10"),
            ("France", "96 2,106 2,058 79.50 76.90"), ("Chile", "41 1,384 1,302 28.90 26.40"),
            ("Costa Rica(1)", "13 486 - 22.70 -")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2}, wcols=[(3, 1, 2), (4, 2, 2)]))
    n = Note("n25-gaugecrest-inspections", "Gaugecrest Inspection Services S.A.",
             "Note 5. Statutory vehicle inspections by country",
             [["Country", "Stations at 31 Dec 2023", "Inspections 2023 ('000)", "Inspections 2022 ('000)",
               "Average fee 2023 (\u20ac)", "Average fee 2022 (\u20ac)"]],
             [Col("st", scale=None), Col("i23", scale=K), Col("i22", scale=K), Col("f23", 2, scale=None),
              Col("f22", 2, scale=None)], rows, None,
             style="booktabs", font="Cond", paper="A4",
             intro="We carry out statutory periodic technical inspections of cars and commercial vehicles under "
                   "concessions and licences. Fees are regulated; fees outside the euro area are translated into "
                   "euros at the average exchange rate of the year, and the total is weighted by inspections.",
             foot=["(1) The concession in Costa Rica started on 1 March 2023."],
             outro=["Re-inspections after a failed first inspection are included in the counts and are charged at a "
                    "reduced fee. The first-time pass rate in Spain was 78.4% in 2023."],
             names=["Gaugecrest"], tags=set())
    items = labels(data)
    n.sums("Total", items, ["st", "i23", "i22"])
    n.wavgs("Total", items, [("f23", "i23"), ("f22", "i22")])
    return n


def n26():
    data = [("London Gatwick", "14 15 68.2 72.9 81.4 80.9"), ("Toulouse", "9 9 42.6 44.1 79.2 82.0"),
            ("Dubai", "11 12 55.8 61.4 84.6 85.3"), ("Singapore", "8 10 36.1 45.7 78.9 81.6"),
            ("Miami", "6 6 27.4 25.8 76.0 71.6")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2, 3}))
    n = Note("n26-skytrellis-simulators", "Skytrellis Training Ltd",
             "Full-flight simulators and training hours by centre",
             [["", G("Full-flight simulators", 2), G("Training hours", 2), G("Utilisation", 2)],
              ["Training centre", "2023", "2024", "2023", "2024", "2023", "2024"]],
             [Col("f23", scale=None), Col("f24", scale=None), Col("h23", 1), Col("h24", 1), Col("u23", 1, pct=True),
              Col("u24", 1, pct=True)], rows, K,
             style="grid", font="Serif", paper="A4", caption="(Training hours in thousands)",
             intro="We train airline pilots on full-flight simulators at five training centres. Utilisation is "
                   "simulator hours sold as a percentage of the hours available, based on 20 available hours per "
                   "simulator per day.",
             outro=["Training revenue was \u00a3148.6m in 2024 (2023: \u00a3131.2m). Two simulators for "
                    "new-generation narrowbody aircraft entered service in Singapore in the first half of 2024."],
             facts={"rev24": ("\u00a3148.6m", D("148.6"), None, M), "rev23": ("\u00a3131.2m", D("131.2"), None, M)},
             names=["Skytrellis"], tags={"year_band", "scale_in_caption", "current_year_right"})
    n.sums("Total", labels(data), ["f23", "f24", "h23", "h24"])
    return n


def n27():
    raw = [("Home oxygen therapy", "612.4 598.7 418.6 409.2"), ("Sleep therapy(1)", "534.8 487.3 1,126.4 1,042.9"),
           ("Home ventilation", "186.2 171.9 24.7 22.8"), ("Diabetes supplies", "142.7 156.4 201.3 224.6"),
           ("Other equipment and services", "98.5 94.1 312.5 305.8")]
    vals = [(a, nums(s)) for a, s in raw]
    t = [tot(v[i] for _, v in vals) for i in range(2)]
    rows = [L(a, [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1]), v[2], v[3]]) for a, v in vals]
    rows.append(TOT("Total", [t[0], pct(t[0], t[0]), t[1], pct(t[1], t[1]), "", ""]))
    n = Note("n27-breathmoor-lines", "Breathmoor Home Medical, Inc.",
             "Net Revenue and Patients Served by Product Line",
             [["(In millions, except patients)", G("Net revenue 2023", 2), G("Net revenue 2022", 2),
               G("Unique patients served (thousands)(2)", 2)],
              ["Product line", "Amount", "%", "Amount", "%", "2023", "2022"]],
             [Col("r23", 1, cur="first"), Col("s23", 1, pct=True, sign=False), Col("r22", 1, cur="first"),
              Col("s22", 1, pct=True, sign=False), Col("u23", 1, scale=K), Col("u22", 1, scale=K)], rows, M,
             style="lined", font="Cond", paper="Letter",
             intro="We provide home medical equipment, supplies and related services to patients in their homes, "
                   "and bill Medicare, Medicaid and commercial payors.",
             foot=["(1) Includes the resupply of masks, tubing and other consumables.",
                   "(2) A patient served in more than one product line is counted in each; patients are therefore "
                   "not totalled."],
             outro=["Medicare and Medicare Advantage plans accounted for 46.8% of net revenue in 2023. Diabetes supply "
                    "revenue declined as patients moved to continuous glucose monitors bought at retail pharmacies."],
             facts={"mcare": ("46.8%", D("46.8"), "%", 1)},
             names=["Breathmoor"], tags={"year_band", "amount_pct_band"})
    items = labels(raw)
    n.sums("Total", items, ["r23", "r22"])
    n.pcts(items, "Total", "r23", "s23")
    n.pcts(items, "Total", "r22", "s22")
    return n


def n28():
    qs = ["First quarter", "Second quarter", "Third quarter", "Fourth quarter"]
    secs = [("Orders opened", "O/", "Total orders opened",
             ["142.6 28.4 248.3", "168.9 31.7 231.5", "154.2 30.1 196.4", "121.8 27.9 158.2"]),
            ("Orders closed", "C/", "Total orders closed",
             ["98.4 19.6 184.7", "127.3 22.8 196.0", "121.6 21.5 172.3", "104.5 20.2 139.8"])]
    rows, its = [], {}
    for title, p, tl, data in secs:
        rows.append(BIG(title, key=p + "title"))
        its[p] = []
        for qn, s in zip(qs, data):
            a, b, c = nums(s)
            rows.append(L(qn, [a, b, a + b, c], 1, key=p + qn))
            its[p].append(rows[-1])
        rows.append(TOT(tl, colsums(its[p], 4), key=p + "total"))
    n = Note("n28-deedmarsh-orders", "Deedmarsh Title Group, Inc.", "Direct Title Orders Opened and Closed by Quarter",
             [["", G("2023", 3), "2022"], ["Quarter", "Purchase", "Refinance", "Total", "Total"]],
             [Col("pu23", 1), Col("re23", 1), Col("t23", 1), Col("t22", 1)], rows, K,
             style="zebra", font="Serif", paper="Letter", caption="(in thousands)",
             intro="We issue title insurance policies through our direct title offices and through independent "
                   "agents. The table counts residential orders of our direct offices only. An order is opened when a "
                   "title search is requested and closed when the transaction settles and a policy is issued.",
             outro=["Average revenue per direct order closed was $3,412 in 2023 (2022: $3,186). Commercial orders "
                    "are excluded from the counts above."],
             facts={"fpo23": ("$3,412", D(3412), None, None), "fpo22": ("$3,186", D(3186), None, None)},
             names=["Deedmarsh"], tags={"year_band", "section_titles_large", "repeated_row_label", "scale_in_caption"})
    for p, rs in its.items():
        n.sums(p + "total", [r.key for r in rs], ["pu23", "re23", "t23", "t22"])
        for r in rs + [n.row(p + "total")]:
            n.rel_sum((r.key, "t23"), [(r.key, "pu23"), (r.key, "re23")])
    return n


def n29():
    data = [("Corporate", "38,412 34,906 7,840 7,615 9,842 10,216"), ("Military(1)", "52,618 55,203 6,920 7,045 7,318 7,604"),
            ("Consumer", "71,305 63,877 4,215 4,102 4,062 4,185"),
            ("International", "9,614 8,845 5,380 5,206 14,775 15,310")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1}, wcols=[(2, 0, 0), (3, 1, 0), (4, 0, 0), (5, 1, 0)]))
    n = Note("n29-crateford-moves", "Crateford Relocation Group, Inc.", "Household Goods Shipments by Move Type",
             [["", G("Shipments", 2), G("Average weight per shipment (lbs)", 2), G("Revenue per shipment", 2)],
              ["Move type", "2022", "2023", "2022", "2023", "2022", "2023"]],
             [Col("s22"), Col("s23"), Col("w22"), Col("w23"), Col("r22", cur="all"), Col("r23", cur="all")], rows, None,
             style="booktabs", font="Sans", paper="Letter",
             intro="We move household goods for corporate transferees, military families and individual consumers "
                   "through our van lines and a network of independent agents. Averages for the total are weighted "
                   "by shipments.",
             foot=["(1) Moves of U.S. Department of Defense personnel and their families under the Defense Personal "
                   "Property Program."],
             outro=["Our network comprised 486 agents at December 31, 2023. Corporate relocation volumes declined as "
                    "employers reduced relocation budgets."],
             names=["Crateford"], tags={"year_band", "current_year_right"})
    items = labels(data)
    n.sums("Total", items, ["s22", "s23"])
    n.wavgs("Total", items, [("w22", "s22"), ("w23", "s23"), ("r22", "s22"), ("r23", "s23")])
    return n


def n30():
    data = [("Highway deicing", "9,842 11,206 8,415 58.42 62.17 71.86"),
            ("Consumer and industrial", "2,318 2,264 2,297 168.35 181.60 192.45"),
            ("Chemical", "1,846 1,902 1,876 41.20 44.85 46.10")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2}, wcols=[(3, 0, 2), (4, 1, 2), (5, 2, 2)]))
    n = Note("n30-halitewick-salt", "Halitewick Minerals Corp.", "Salt Sales Volumes and Average Prices by End Market",
             [["", G("Sales volumes (thousands of tons)", 3), G("Average selling price per ton", 3)],
              ["End market", "2021", "2022", "2023", "2021", "2022", "2023"]],
             [Col("v21", scale=K), Col("v22", scale=K), Col("v23", scale=K), Col("p21", 2, cur="all"),
              Col("p22", 2, cur="all"), Col("p23", 2, cur="all")], rows, None,
             style="zebra", font="Cond", paper="Letter",
             intro="We produce rock salt and evaporated salt at three mines and four plants in North America. Highway "
                   "deicing salt is sold to state and municipal agencies under annual tenders; its volumes depend on "
                   "winter weather. Average prices include shipping and handling to the customer.",
             outro=["Snowfall in our served markets in the 2022-2023 winter was well below the ten-year average. We "
                    "held 1.9 million tons of highway deicing salt inventory at December 31, 2023."],
             facts={"inv": ("1.9 million", D("1.9"), None, M)},
             names=["Halitewick"], tags={"year_band", "current_year_right"})
    items = labels(data)
    n.sums("Total", items, ["v21", "v22", "v23"])
    n.wavgs("Total", items, [("p21", "v21"), ("p22", "v22"), ("p23", "v23")])
    return n


BUILDERS = [n01, n02, n03, n04, n05, n06, n07, n08, n09, n10, n11, n12, n13, n14, n15,
            n16, n17, n18, n19, n20, n21, n22, n23, n24, n25, n26, n27, n28, n29, n30]
_CACHE: list = []


def notes() -> list[Note]:
    if not _CACHE:
        _CACHE.extend(plan(b()) for b in BUILDERS)
    return _CACHE


# ============================================================================ rendering
def fonts(fam):
    reg, bold = FAMILY[fam]
    for name in (reg, bold):
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, str(FONTDIR / f"{name}.ttf")))
    return reg, bold


def header_cells(n: Note):
    """Header rows as lists of strings (one per column, spanned cells blank) and (row, first, last) spans."""
    out, spans = [], []
    for hi, hr in enumerate(n.heads):
        line, j = [], 0
        for h in hr:
            if isinstance(h, G):
                line += [h.text] + [""] * (h.n - 1)
                spans.append((hi, j, j + h.n - 1))
                j += h.n
            else:
                line.append(h)
                j += 1
        out.append(line)
    return out, spans


def plan(n: Note):
    """Column widths and paper orientation; no body cell wraps."""
    reg, bold = fonts(n.font)
    texts = n.texts()
    head, spans = header_cells(n)
    spanned = {(hi, c) for hi, a, b in spans for c in range(a, b + 1) if b > a}
    ws = []
    for j in range(1, len(n.cols) + 1):
        w = 0
        for r, t in zip(n.rows, texts):
            if t:
                w = max(w, stringWidth(t[j - 1], bold if r.kind in ("sub", "tot") else reg, SIZE))
        for hi, hr in enumerate(head):
            if (hi, j) in spanned or not hr[j]:
                continue
            longest = max(stringWidth(wd, bold, SIZE) for wd in hr[j].split())
            w = max(w, longest, min(stringWidth(hr[j], bold, SIZE), 52))
        ws.append(w + 2 * PAD + 6)
    for hi, a, b in spans:          # spanned header texts need room on at most two lines
        if b > a:
            words = head[hi][a].split()
            need = max(max(stringWidth(wd, bold, SIZE) for wd in words),
                       stringWidth(head[hi][a], bold, SIZE) / 2) + 2 * PAD + 8
            have = sum(ws[a - 1:b])
            if need > have:
                for c in range(a - 1, b):
                    ws[c] += (need - have) / (b - a + 1)
    lab = 0
    for r in n.rows:
        if r.kind == "big":           # spans the whole table
            continue
        f = bold if r.kind in ("sub", "tot", "sec") else reg
        lab = max(lab, stringWidth(r.label, f, SIZE) + 10 * r.ind)
    for hr in head:
        if hr[0]:
            lab = max(lab, max(stringWidth(wd, bold, SIZE) for wd in hr[0].split()),
                      min(stringWidth(hr[0], bold, SIZE), 150))
    lab += 2 * PAD + 8
    page = A4 if n.paper == "A4" else letter
    if lab + sum(ws) > page[0] - 2 * MARGIN:
        n.land = True
        page = landscape(page)
    avail = page[0] - 2 * MARGIN
    assert lab + sum(ws) <= avail, (n.key, lab + sum(ws), avail)
    lab = min(avail - sum(ws), lab * 1.3)
    n.page, n.colw = page, [lab] + ws
    return n


def render(n: Note, path: Path):
    reg, bold = fonts(n.font)
    page, colw = n.page, n.colw
    texts = n.texts()
    head, spans = header_cells(n)
    hst = ParagraphStyle("h", fontName=bold, fontSize=SIZE, leading=SIZE + 2, alignment=TA_CENTER)
    hstl = ParagraphStyle("hl", parent=hst, alignment=TA_LEFT)
    data = [[Paragraph(escape(t), hstl if j == 0 else hst) if t else "" for j, t in enumerate(hr)] for hr in head]
    for r, t in zip(n.rows, texts):
        data.append([r.label] + (t if t else [""] * len(n.cols)))
    nh = len(head)
    ts = [("FONT", (0, 0), (-1, -1), reg, SIZE), ("VALIGN", (0, 0), (-1, nh - 1), "BOTTOM"),
          ("ALIGN", (1, nh), (-1, -1), "RIGHT"), ("ALIGN", (0, 0), (0, -1), "LEFT"),
          ("TOPPADDING", (0, 0), (-1, -1), 1.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8),
          ("LEFTPADDING", (0, 0), (-1, -1), PAD), ("RIGHTPADDING", (0, 0), (-1, -1), PAD)]
    for hi, a, b in spans:
        if b > a:
            ts.append(("SPAN", (a, hi), (b, hi)))
            if n.style in ("booktabs", "borderless", "lined"):
                ts.append(("LINEBELOW", (a, hi), (b, hi), 0.4, colors.black))
    for i, r in enumerate(n.rows):
        ri = nh + i
        if r.ind:
            ts.append(("LEFTPADDING", (0, ri), (0, ri), PAD + 10 * r.ind))
        if r.kind in ("sub", "tot", "sec"):
            ts.append(("FONT", (0, ri), (-1, ri), bold, SIZE))
        if r.kind == "big":
            ts += [("SPAN", (0, ri), (-1, ri)), ("FONT", (0, ri), (-1, ri), reg, BIGSIZE),
                   ("TOPPADDING", (0, ri), (-1, ri), 5)]
        if r.kind in ("sub", "tot") and n.style != "grid":
            ts.append(("LINEABOVE", (1, ri), (-1, ri), 0.5, colors.black))
    last = nh + len(n.rows) - 1
    if n.style == "booktabs":
        ts += [("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black),
               ("LINEBELOW", (0, nh - 1), (-1, nh - 1), 0.6, colors.black),
               ("LINEBELOW", (0, last), (-1, last), 1.2, colors.black)]
    elif n.style == "grid":
        ts.append(("GRID", (0, 0), (-1, -1), 0.5, colors.black))
    elif n.style == "zebra":
        ts.append(("BACKGROUND", (0, 0), (-1, nh - 1), colors.HexColor("#DDE3EC")))
        for i in range(len(n.rows)):
            if i % 2 == 1:
                ts.append(("BACKGROUND", (0, nh + i), (-1, nh + i), colors.HexColor("#F2F4F8")))
    elif n.style == "lined":
        ts.append(("LINEBELOW", (0, nh - 1), (-1, nh - 1), 0.8, colors.black))
        for i in range(len(n.rows)):
            ts.append(("LINEBELOW", (0, nh + i), (-1, nh + i), 0.25, colors.HexColor("#999999")))
    elif n.style == "borderless":
        ts.append(("LINEBELOW", (1, nh - 1), (-1, nh - 1), 0.5, colors.black))
    tbl = Table(data, colWidths=colw, hAlign="LEFT")
    tbl.setStyle(TableStyle(ts))

    h1 = ParagraphStyle("h1", fontName=bold, fontSize=14, leading=18, spaceAfter=8)
    h2 = ParagraphStyle("h2", fontName=bold, fontSize=11, leading=14, spaceAfter=2)
    h3 = ParagraphStyle("h3", fontName=bold, fontSize=10, leading=13, spaceAfter=6)
    body = ParagraphStyle("b", fontName=reg, fontSize=9.5, leading=12.5, spaceAfter=6)
    cap = ParagraphStyle("c", fontName=reg, fontSize=9, leading=11.5, spaceAfter=3)
    foot = ParagraphStyle("f", fontName=reg, fontSize=7.5, leading=9.5, spaceBefore=2)
    story = [Paragraph("Annual report (extract)", h1), Paragraph(escape(n.company), h2),
             Paragraph(escape(n.title), h3), Paragraph(escape(n.intro), body), Spacer(1, 4)]
    if n.caption:
        story.append(Paragraph(escape(n.caption), cap))
    story.append(tbl)
    for f in n.foot:
        story.append(Paragraph(escape(f), foot))
    story.append(Spacer(1, 8))
    for p in n.outro:
        story.append(Paragraph(escape(p), body))
    doc = SimpleDocTemplate(str(path), pagesize=page, leftMargin=MARGIN, rightMargin=MARGIN, topMargin=MARGIN,
                            bottomMargin=MARGIN, title=f"{n.company} - {n.title}", author=n.company,
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
