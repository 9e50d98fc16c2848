"""tatqa-style10: thirty invented annual-report notes, each rendered as a one-page PDF in the manner of TAT-QA.

    /work/main/.venv/bin/python bench/tatqa-style10/make_docs.py OUTDIR

A page holds the heading "Annual report (extract)", the company, the note title, a paragraph before the table,
an optional caption line, the table, optional footnotes and a paragraph after it. Every figure is a Decimal in
the builder functions t01() ... t30(). Totals, subtotals, roll-forward balances and "%" columns are computed
here, so the printed tables add up; each such relation is recorded on the note (``rels``) and re-checked on the
printed cells by check.py. make_questions.py imports this module and computes every gold from the same objects.

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

SET = "tatqa-style10"
NS = uuid.UUID("a7d3c2e1-6b54-4f0a-9e21-3c8b7d10f5a6")
FONTDIR = Path("/usr/share/fonts/truetype/dejavu")
FAMILY = {"Sans": ("DejaVuSans", "DejaVuSans-Bold"), "Serif": ("DejaVuSerif", "DejaVuSerif-Bold"),
          "Cond": ("DejaVuSansCondensed", "DejaVuSansCondensed-Bold")}
DASH = "\u2014"
MARGIN = 56
PAD = 4
INH = "inherit"
M, K = Decimal(1000000), Decimal(1000)


def D(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(str(x))


def q(x, dec: int) -> Decimal:
    return D(x).quantize(Decimal(1).scaleb(-dec), rounding=ROUND_HALF_UP)


def numtext(v: Decimal, dec: int) -> str:
    return format(q(abs(v), dec), f",.{dec}f")


# ============================================================================ model
class Col:
    """dec: decimals; pct: a percentage (unit "%", scale 1); sign: print "%"; cur: None | "first" | "all";
    sym: currency sign; suffix: printed after the number ("x"); scale: INH (the note's), None or a multiplier."""

    def __init__(self, key, dec=0, pct=False, sign=True, cur=None, sym="$", suffix="", scale=INH):
        self.key, self.dec, self.pct, self.sign, self.cur = key, dec, pct, sign, cur
        self.sym, self.suffix, self.scale = sym, suffix, scale


class Row:
    """kind: item | sec (bold section row) | big (section title in a larger, regular font) | sub | tot.
    vals: Decimal, None (printed as a dash: nil) or "" (blank). fmt overrides the column format."""

    def __init__(self, label, vals, kind="item", ind=0, key=None, **fmt):
        self.label, self.kind, self.ind, self.key = label, kind, ind, key or label
        self.vals = [D(v) if isinstance(v, (int, float, Decimal)) or (isinstance(v, str) and v.strip("-").replace(
            ".", "", 1).isdigit()) else v for v in (vals or [])]
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
    def __init__(self, note, row, col, text, value, unit, scale, sym, suffix):
        self.note, self.row, self.col = note, row, col
        self.text, self.value, self.unit, self.scale = text, value, unit, scale
        self.sym, self.suffix = sym, suffix
        self.where = "table"

    @property
    def fig(self) -> str:
        """The figure as a derivation writes it: no currency, no %, a minus for parentheses."""
        if self.value is None:
            return "0"
        s = self.text.replace(self.sym, "").replace("%", "")
        if self.suffix:
            s = s.replace(self.suffix, "")
        s = s.strip()
        if s.startswith("(") and s.endswith(")"):
            s = "-" + s[1:-1]
        return s


class Note:
    def __init__(self, key, company, title, heads, cols, rows, scale=None, *, style, font, paper, intro,
                 outro=(), foot=(), caption="", facts=None, names=(), tags=(), land=False):
        self.key, self.company, self.title = key, company, title
        self.heads, self.cols, self.rows = heads, cols, rows
        self.scale = D(scale) if scale is not None else None
        self.style, self.font, self.paper, self.land = style, font, paper, land
        self.intro, self.outro, self.foot, self.caption = intro, list(outro), list(foot), caption
        self.facts = facts or {}          # prose / footnote figures: name -> (printed text, Decimal, unit, scale)
        self.names = list(names)          # other invented names on the page
        self.tags = set(tags)             # layout features, become hard_cases
        self.rels = []                    # (kind, target, operands)
        self.uid = str(uuid.uuid5(NS, key))
        self.doc = self.uid + ".pdf"
        self.nhead = len(heads)
        keys = [r.key for r in rows]
        assert len(keys) == len(set(keys)), (key, [k for k in keys if keys.count(k) > 1])
        for r in rows:
            assert r.kind in ("sec", "big") or len(r.vals) == len(cols), (key, r.label, len(r.vals), len(cols))

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
        f = dict(dec=c.dec, pct=c.pct, sign=c.sign, cur=c.cur, sym=c.sym, suffix=c.suffix, scale=c.scale)
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
        return s + f["suffix"]

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
        return Cell(self, r, self.cols[i], text, v if isinstance(v, Decimal) else None, unit, scale, f["sym"],
                    f["suffix"])

    def rel_sum(self, target, items):
        self.rels.append(("sum", target, items))

    def rel_pct(self, target, num, den):
        self.rels.append(("pct", target, [num, den]))

    def rel_chg(self, target, new, old):
        self.rels.append(("chg", target, [new, old]))

    def rel_ratio(self, target, num, den, factor=1):
        self.rels.append(("ratio", target, [num, den, factor]))


def tot(rows_vals):
    return sum((v for v in rows_vals if isinstance(v, Decimal)), Decimal(0))


def pct(a, b, dec=1):
    return q(D(a) / D(b) * 100, dec)


def chg(new, old, dec=1):
    return q((D(new) - D(old)) / D(old) * 100, dec)


def colsums(rows, n):
    return [tot([r.vals[i] for r in rows]) for i in range(n)]


def sums_rel(n, target_rk, item_rks, cks):
    for ck in cks:
        n.rel_sum((target_rk, ck), [(rk, ck) for rk in item_rks])


# ============================================================================ builders
def t01():
    y20 = [D("2184.6"), D("402.7"), D("-318.9"), D("-27.4")]
    y21 = [None, D("436.2"), D("-341.5"), D("18.8")]
    y20.append(tot(y20))
    y21[0] = y20[-1]
    y21.append(tot(y21))
    labels = ["Balance, beginning of year", "Capitalization", "Amortization",
              "Effect of unrealized investment (gains) losses", "Balance, end of year"]
    rows = [L(lb, [a, b]) for lb, a, b in zip(labels[:4], y20[:4], y21[:4])]
    rows.append(TOT(labels[4], [y20[4], y21[4]]))
    n = Note("t01-wrenmarsh-dac", "Wrenmarsh Life Assurance Company", "Note 9. Deferred Policy Acquisition Costs",
             [["(Dollars in millions)", "2020", "2021"]], [Col("y20", 1, cur="first"), Col("y21", 1, cur="first")],
             rows, M, style="booktabs", font="Serif", paper="Letter",
             intro="Costs that are directly related to the successful acquisition of new or renewal insurance "
                   "contracts are deferred and amortized in proportion to estimated gross profits. The "
                   "following table presents a rollforward of deferred policy acquisition costs (DAC):",
             outro=["Of the DAC balance at December 31, 2021, $1,386.2 million related to universal life "
                    "products and the remainder to term life and annuity products. Management reviews the "
                    "recoverability of DAC annually."],
             facts={"ul21": ("$1,386.2", D("1386.2"), None, M)}, tags={"current_year_right"})
    for ck in ("y20", "y21"):
        n.rel_sum((labels[4], ck), [(lb, ck) for lb in labels[:4]])
    n.rels.append(("eq", (labels[0], "y21"), [(labels[4], "y20")]))
    return n


def t02():
    data = [("Metallurgical coal", [("Bindarra Open Cut", "6.84", "7.31"), ("Yallock Underground", "4.12", "3.88")]),
            ("Thermal coal", [("Coorin Ridge", "9.57", "10.04"), ("Tarwin North", "3.26", "4.45")])]
    t21 = tot(D(m[1]) for _, ms in data for m in ms)
    t22 = tot(D(m[2]) for _, ms in data for m in ms)
    rows, items = [], []
    for sec, ms in data:
        rows.append(SEC(sec))
        for name, a, b in ms:
            a, b = D(a), D(b)
            rows.append(L(name, [a, pct(a, t21), b, pct(b, t22)], ind=1))
            items.append(name)
        sa, sb = tot(D(m[1]) for m in ms), tot(D(m[2]) for m in ms)
        rows.append(SUB("Total " + sec.lower(), [sa, pct(sa, t21), sb, pct(sb, t22)]))
    rows.append(TOT("Total saleable production", [t21, D(100), t22, D(100)]))
    n = Note("t02-kaldoora-coal", "Kaldoora Coal Limited", "Note 5. Saleable coal production by mine",
             [["", G("FY2021", 2), G("FY2022", 2)], ["", "Tonnes (millions)", "%", "Tonnes (millions)", "%"]],
             [Col("a21", 2), Col("p21", 1, pct=True, sign=False), Col("a22", 2), Col("p22", 1, pct=True, sign=False)],
             rows, M, style="grid", font="Sans", paper="A4",
             intro="Saleable production is coal that has been washed or crushed to a product specification and is "
                   "available for sale. Production by operating mine for the two years ended 30 June is set out "
                   "below.",
             outro=["Run-of-mine (ROM) coal mined across the Group in FY2022 totalled 34.2 million tonnes. The "
                    "Yallock longwall was relocated during the second half, which reduced output at that mine."],
             facts={"rom22": ("34.2", D("34.2"), None, M)}, names=["Bindarra", "Yallock", "Coorin Ridge", "Tarwin"],
             tags={"bold_section_rows", "year_band", "current_year_right"})
    for ck, pk in (("a21", "p21"), ("a22", "p22")):
        n.rel_sum(("Total saleable production", ck), [(x, ck) for x in items])
        for sec, ms in data:
            n.rel_sum(("Total " + sec.lower(), ck), [(m[0], ck) for m in ms])
        for x in items + ["Total metallurgical coal", "Total thermal coal"]:
            n.rel_pct((x, pk), (x, ck), ("Total saleable production", ck))
    return n


def t03():
    man = [("Larchvane Grand", 38, 14206, 36, 13512), ("Larchvane Inn", 41, 8733, 44, 9318),
           ("Sojourn Suites", 12, 1908, 9, 1431)]
    fra = [("Larchvane Inn", 212, 27604, 198, 25870), ("Sojourn Suites", 87, 9455, 74, 8061),
           ("Kettlebeck Lodges", 65, 5812, 61, 5493)]
    rows = [SEC("Managed")]
    mrows = [L(a, b, ind=1, key="M/" + a) for a, *b in man]
    frows = [L(a, b, ind=1, key="F/" + a) for a, *b in fra]
    rows += mrows + [SUB("Total managed", colsums(mrows, 4))]
    rows += [SEC("Franchised")] + frows + [SUB("Total franchised", colsums(frows, 4))]
    rows.append(TOT("System total", colsums(mrows + frows, 4)))
    n = Note("t03-larchvane-portfolio", "Larchvane Hospitality Group, Inc.", "Hotel Portfolio by Brand",
             [["", G("December 31, 2021", 2), G("December 31, 2020", 2)], ["", "Hotels", "Rooms", "Hotels", "Rooms"]],
             [Col("h21"), Col("r21"), Col("h20"), Col("r20")], rows, None,
             style="zebra", font="Cond", paper="Letter",
             intro="We manage hotels under long-term management agreements with hotel owners and franchise our "
                   "brands to third-party operators. The table below shows the number of hotels and rooms in our "
                   "system by operating model and brand at year end.",
             outro=["Net unit growth for 2021 reflected openings concentrated in the franchised extended-stay "
                    "segment, partly offset by the exit of three managed Larchvane Inn hotels whose agreements "
                    "expired."],
             names=["Kettlebeck"], tags={"bold_section_rows", "repeated_row_label"})
    for ck in ("h21", "r21", "h20", "r20"):
        n.rel_sum(("Total managed", ck), [(r.key, ck) for r in mrows])
        n.rel_sum(("Total franchised", ck), [(r.key, ck) for r in frows])
        n.rel_sum(("System total", ck), [("Total managed", ck), ("Total franchised", ck)])
    return n


def t04():
    data = [("Cerro Palomar (silver)", 28412, 26950, 412, 398), ("Kinsaw Lake (gold)", 19870, 21305, 455, 450),
            ("Tembeni (gold royalty)", 11236, 10488, None, None), ("Ostra Norte (copper-gold)(1)", 6045, None, 385, None),
            ("Other streams and royalties", 4318, 4907, 296, 301)]
    rows = [L(a, list(b)) for a, *b in data]
    s = colsums(rows, 2)
    rows.append(TOT("Total", s + ["", ""]))
    n = Note("t04-aurivell-geos", "Aurivell Royalty Corp.", "Note 14. Gold Equivalent Ounces Sold by Stream",
             [["", G("GEOs sold", 2), G("Cash cost per GEO", 2)], ["", "2021", "2020", "2021", "2020"]],
             [Col("g21"), Col("g20"), Col("c21", cur="all", scale=None), Col("c20", cur="all", scale=None)], rows,
             None, style="borderless", font="Serif", paper="Letter",
             intro="Gold equivalent ounces (GEOs) convert silver, copper and other metals received under our "
                   "streams into ounces of gold using average commodity prices. Cash cost per GEO is the "
                   "contractual price we pay on delivery; royalties carry no cash cost.",
             foot=["(1) Ostra Norte commenced deliveries in March 2021."],
             outro=["The average realized price was $1,792 per GEO in 2021 (2020: $1,768). Streams remain the "
                    "largest share of our deliveries."],
             facts={"price21": ("$1,792", D(1792), None, None), "price20": ("$1,768", D(1768), None, None)},
             names=["Cerro Palomar", "Kinsaw", "Tembeni", "Ostra Norte"], tags={"nil_dash", "footnote"})
    for ck in ("g21", "g20"):
        n.rel_sum(("Total", ck), [(r.key, ck) for r in rows[:-1]])
    return n


def t05():
    data = [("Checked baggage", 184620, 71305, 126448), ("Seat selection", 96214, 38902, 71630),
            ("Priority boarding", 41077, 12660, 29851), ("Onboard sales", 58930, 17244, 30912),
            ("Change fees", 22418, 15786, 4207)]
    rows = [L(a, list(b)) for a, *b in data]
    rows.append(TOT("Total ancillary revenue", colsums(rows, 3)))
    n = Note("t05-skyrenna-ancillary", "Skyrenna Airways plc", "6. Ancillary revenue",
             [["", "2019", "2020", "2021"]], [Col("y19", cur="first", sym="£"), Col("y20", cur="first", sym="£"),
                                               Col("y21", cur="first", sym="£")], rows, K,
             style="lined", font="Sans", paper="A4", caption="Table 6.1 Ancillary revenue by type (in thousands)",
             intro="Ancillary revenue comprises charges for optional services purchased by passengers in addition "
                   "to the fare. It is recognised when the related flight takes place.",
             outro=["Change fees were waived for most of 2021 under our flexible booking policy, which explains "
                    "the fall in that line."],
             tags={"scale_in_caption", "current_year_right"})
    sums_rel(n, "Total ancillary revenue", [d[0] for d in data], ("y19", "y20", "y21"))
    return n


def t06():
    ch21 = [("Retail", "14382.5"), ("Broker", "9217.8"), ("Correspondent", "6904.1")]
    ch20 = [("Retail", "11905.2"), ("Broker", "6432.9"), ("Correspondent", "5118.6")]
    t21 = tot(D(v) for _, v in ch21)
    t20 = tot(D(v) for _, v in ch20)
    pu21, pu20 = D("17866.0"), D("10211.4")
    rows = [SEC("By channel")]
    for (nm, a), (_, b) in zip(ch21, ch20):
        rows.append(L(nm, [D(a), pct(a, t21), D(b), pct(b, t20)], ind=1))
    rows.append(TOT("Total originations", [t21, D(100), t20, D(100)], key="C/Total"))
    rows.append(SEC("By loan purpose"))
    rows.append(L("Purchase", [pu21, pct(pu21, t21), pu20, pct(pu20, t20)], ind=1))
    rows.append(L("Refinance", [t21 - pu21, pct(t21 - pu21, t21), t20 - pu20, pct(t20 - pu20, t20)], ind=1))
    rows.append(TOT("Total originations", [t21, D(100), t20, D(100)], key="P/Total"))
    n = Note("t06-bellcaster-originations", "Bellcaster Home Lending, Inc.", "Mortgage Loan Originations",
             [["(Dollars in millions)", G("2021", 2), G("2020", 2)], ["", "Amount", "%", "Amount", "%"]],
             [Col("a21", 1, cur="first"), Col("p21", 1, pct=True), Col("a20", 1, cur="first"), Col("p20", 1, pct=True)],
             rows, M, style="booktabs", font="Sans", paper="Letter",
             intro="We originate residential mortgage loans through our retail branches and call centers, through "
                   "independent mortgage brokers, and by purchasing closed loans from correspondent lenders. "
                   "Origination volume by channel and by loan purpose was as follows:",
             outro=["We sold $27,915.6 million of loans to investors during 2021, retaining servicing on most of "
                    "them. Refinance activity slowed as mortgage rates rose in the second half of the year."],
             facts={"sold21": ("$27,915.6", D("27915.6"), None, M)},
             tags={"bold_section_rows", "year_band", "repeated_row_label"})
    for ck, pk in (("a21", "p21"), ("a20", "p20")):
        n.rel_sum(("C/Total", ck), [(nm, ck) for nm, _ in ch21])
        n.rel_sum(("P/Total", ck), [("Purchase", ck), ("Refinance", ck)])
        for rk in ("Retail", "Broker", "Correspondent", "Purchase", "Refinance"):
            n.rel_pct((rk, pk), (rk, ck), ("C/Total", ck))
    return n


def t07():
    life = [("Term life", 412806, 398115, "6.8", "7.4"), ("Whole life", 156340, 151972, "2.9", "3.1"),
            ("Universal life", 88215, 90604, "4.6", "4.2")]
    ann = [("Fixed annuities", 64930, 61287, "8.3", "9.6"), ("Variable annuities", 47118, 45503, "7.1", "6.7")]
    lr = [L(a, list(b)) for a, *b in life]
    ar = [L(a, list(b)) for a, *b in ann]
    s = colsums(lr + ar, 2)
    rows = [BIG("Individual life")] + lr + [BIG("Annuities")] + ar + [TOT("Total policies in force", s + ["", ""])]
    n = Note("t07-oakhurrow-inforce", "Oakhurrow Life Insurance Company", "Policies in Force and Lapse Experience",
             [["", G("Policies in force", 2), G("Lapse rate (%)", 2)], ["", "2020", "2021", "2020", "2021"]],
             [Col("n20"), Col("n21"), Col("l20", 1, pct=True, sign=False), Col("l21", 1, pct=True, sign=False)],
             rows, None, style="grid", font="Serif", paper="Letter",
             intro="The lapse rate is the number of policies that terminated during the year for non-payment of "
                   "premium or surrender, divided by the average number of policies in force. Policy counts are "
                   "at December 31.",
             outro=["Higher interest rates late in the year increased surrenders of fixed annuities as "
                    "policyholders sought better crediting rates elsewhere."],
             tags={"section_titles_large", "year_band", "current_year_right"})
    sums_rel(n, "Total policies in force", [r.key for r in lr + ar], ("n20", "n21"))
    return n


def t08():
    avail = {"Capesize": 4380, "Kamsarmax": 5110, "Ultramax": 3650}
    days = {"Capesize": (3512, 2208, 1095), "Kamsarmax": (2890, 1460, 365), "Ultramax": (2004, 730, None)}
    rows = []
    for nm in avail:
        vals = []
        for d in days[nm]:
            vals += [D(d), pct(d, avail[nm])] if d is not None else [None, None]
        rows.append(L(nm, vals))
    ta = sum(avail.values())
    tv = []
    for i in range(3):
        s = tot(D(days[nm][i]) for nm in avail if days[nm][i] is not None)
        tv += [s, pct(s, ta)]
    rows.append(TOT("Total fleet", tv))
    n = Note("t08-marivoss-coverage", "Marivoss Shipping Inc.", "Fixed-rate charter coverage",
             [["", G("2022", 2), G("2023", 2), G("2024", 2)],
              ["Vessel type", "Days", "Coverage(1)", "Days", "Coverage(1)", "Days", "Coverage(1)"]],
             [Col("d22"), Col("c22", 1, pct=True), Col("d23"), Col("c23", 1, pct=True), Col("d24"),
              Col("c24", 1, pct=True)], rows, None, style="zebra", font="Sans", paper="Letter",
             intro="The table below shows the vessel days already fixed on time charters for the next three years "
                   "as of the date of this report, by vessel type.",
             foot=["(1) Coverage is contracted days divided by available days (ownership days before scheduled "
                   "drydocking)."],
             outro=["Our fleet of 36 owned vessels provides 13,140 available days in 2022. Unfixed days will "
                    "trade in the spot market or on index-linked charters."],
             facts={"avail22": ("13,140", D(13140), None, None)},
             tags={"nil_dash", "footnote", "year_band"})
    for ck in ("d22", "d23", "d24"):
        n.rel_sum(("Total fleet", ck), [(nm, ck) for nm in avail])
    return n


def t09():
    rev, opx = (D(318426), D(352910)), (D(104218), D(109637))
    noi = (rev[0] - opx[0], rev[1] - opx[1])
    rows = [SEC("Same-store results"),
            L("Total revenues", [rev[0], rev[1], chg(rev[1], rev[0])], ind=1),
            L("Property operating expenses", [opx[0], opx[1], chg(opx[1], opx[0])], ind=1),
            SUB("Net operating income", [noi[0], noi[1], chg(noi[1], noi[0])]),
            SEC("Operating statistics"),
            L("Average occupancy", [D("91.8"), D("94.6"), ""], ind=1, pct=True, dec=1, cur=None),
            L("Realized annual rent per occupied square foot", [D("15.62"), D("17.08"), chg("17.08", "15.62")],
              ind=1, dec=2, cur="all", scale=None, cf={"ch": {"dec": 1, "cur": None}})]
    n = Note("t09-stowbury-samestore", "Stowbury Self Storage Trust", "Same-Store Facility Operating Results",
             [["", "2020", "2021", "% Change"]],
             [Col("y20", cur="first"), Col("y21", cur="first"), Col("ch", 1, pct=True)], rows, K,
             style="borderless", font="Sans", paper="Letter",
             caption="Same-store portfolio of 412 facilities (in thousands, except occupancy and per square foot "
                     "data)",
             intro="Our same-store pool comprises facilities that were owned and stabilized for the whole of both "
                   "periods presented. We believe same-store results are a useful measure of the performance of "
                   "our existing portfolio.",
             outro=["Rental rate increases on existing customers and higher occupancy drove revenue growth, while "
                    "property tax reassessments added to operating expenses."],
             tags={"bold_section_rows", "scale_in_caption", "current_year_right"})
    n.rels = [("diff", ("Net operating income", ck), [("Total revenues", ck), ("Property operating expenses", ck)])
              for ck in ("y20", "y21")]
    for rk in ("Total revenues", "Property operating expenses", "Net operating income",
               "Realized annual rent per occupied square foot"):
        n.rel_chg((rk, "ch"), (rk, "y21"), (rk, "y20"))
    return n


def t10():
    data = [("North", "412.6", "88.4", "405.8", "92.7"), ("Central", "367.2", "74.9", "372.4", "79.6"),
            ("Coastal", "219.5", "52.3", "214.1", "55.0")]
    rows = []
    for nm, d1, l1, d0, l0 in data:
        rows.append(L(nm, [D(d1), D(l1), pct(l1, d1), D(d0), D(l0), pct(l0, d0)]))
    s = colsums(rows, 6)
    s[2], s[5] = pct(s[1], s[0]), pct(s[4], s[3])
    rows.append(TOT("Total", s))
    n = Note("t10-brellmoor-leakage", "Brellmoor Water plc", "Distribution input and leakage by supply region",
             [["", G("2021/22", 3), G("2020/21", 3)],
              ["Region", "Distribution input (Ml/d)(1)", "Leakage (Ml/d)", "Leakage %", "Distribution input (Ml/d)(1)",
               "Leakage (Ml/d)", "Leakage %"]],
             [Col("d1", 1), Col("l1", 1), Col("p1", 1, pct=True), Col("d0", 1), Col("l0", 1), Col("p0", 1, pct=True)],
             rows, None, style="booktabs", font="Serif", paper="A4",
             intro="Distribution input is the average volume of treated water put into our network each day. "
                   "Leakage is the part of it lost from our pipes and from customers' supply pipes.",
             foot=["(1) Ml/d: megalitres per day, the average over the reporting year."],
             outro=["Our regulatory performance commitment for leakage in 2021/22 was 228.0 Ml/d. We replaced 146 "
                    "kilometres of mains during the year."],
             facts={"target": ("228.0", D("228.0"), None, None)}, tags={"footnote", "year_band"})
    for ck in ("d1", "l1", "d0", "l0"):
        n.rel_sum(("Total", ck), [(d[0], ck) for d in data])
    for nm in [d[0] for d in data] + ["Total"]:
        n.rel_pct((nm, "p1"), (nm, "l1"), (nm, "d1"))
        n.rel_pct((nm, "p0"), (nm, "l0"), (nm, "d0"))
    return n


def t11():
    us = [("Clinics", 1284, 1241, 1198, {}), ("Patients", 96412, 94870, 93105, {}),
          ("Treatments (in thousands)", 14318, 14096, 13842, {"scale": K}),
          ("Revenue per treatment", "352.18", "348.40", "341.95", {"dec": 2, "cur": "all"})]
    intl = [("Clinics", 312, 289, 261, {}), ("Patients", 28640, 26115, 23902, {}),
            ("Treatments (in thousands)", 4247, 3889, 3551, {"scale": K})]
    rows = [SEC("U.S. dialysis")]
    rows += [L(a, [b, c, d], ind=1, key="US/" + a, **f) for a, b, c, d, f in us]
    rows += [SEC("International")]
    rows += [L(a, [b, c, d], ind=1, key="INT/" + a, **f) for a, b, c, d, f in intl]
    n = Note("t11-renavia-dialysis", "Renavia Kidney Care, Inc.", "Key Operating Statistics",
             [["", "2021", "2020", "2019"]], [Col("y21"), Col("y20"), Col("y19")], rows, None,
             style="lined", font="Cond", paper="Letter",
             intro="We provide outpatient hemodialysis in clinics that we own or manage. Patients and clinics are "
                   "counted at December 31; treatments are the total for the year.",
             outro=["During 2021 we closed 23 U.S. clinics, mainly in markets where we consolidated patients into "
                    "larger facilities. All other changes in the U.S. clinic count reflect new and acquired "
                    "clinics."],
             facts={"closed": ("23", D(23), None, None)}, tags={"bold_section_rows", "repeated_row_label"})
    return n


def t12():
    cats = [("Fresh food", "1642.8", "1731.5", "62.4", "63.8"), ("Bakery", "388.1", "402.6", "71.0", "72.5"),
            ("Grocery", "1205.6", "1262.0", "44.2", "45.9"), ("Frozen", "301.4", "318.7", "51.6", "52.0"),
            ("Health and beauty", "142.7", "158.2", "23.8", "25.1"), ("Household", "176.9", "181.3", "38.5", "37.9")]
    rows = [L(a, list(b)) for a, *b in cats]
    s = colsums(rows, 2)
    rows.append(TOT("Total own-label sales", s + ["", ""]))
    n = Note("t12-hollycrane-ownlabel", "Hollycrane Stores plc", "Own-label sales by category",
             [["", G("Own-label sales £m", 2), G("Own-label share of category sales", 2)],
              ["", "2020/21", "2021/22", "2020/21", "2021/22"]],
             [Col("s0", 1), Col("s1", 1), Col("p0", 1, pct=True), Col("p1", 1, pct=True)], rows, M,
             style="zebra", font="Serif", paper="A4",
             intro="Our own-label ranges are sourced directly from suppliers to our specification. The table shows "
                   "own-label sales and their share of sales in each category for the 52 weeks to the end of "
                   "February.",
             outro=["Total Group sales, including clothing and fuel, were £9,412.0m in 2021/22. We launched 1,150 "
                    "new own-label lines during the year."],
             facts={"group": ("£9,412.0m", D("9412.0"), None, M)}, tags={"current_year_right"})
    sums_rel(n, "Total own-label sales", [c[0] for c in cats], ("s0", "s1"))
    return n


def t13():
    h = [("Milking cows", 18420, 19105), ("Replacement heifers", 4812, 5036), ("Breeding bulls", 96, None)]
    hr = [L(a, [b, c], ind=1) for a, b, c in h]
    herd = colsums(hr, 2)
    ms = (D(7754), D(8217))
    per = (q(ms[0] * K / D(18420), 0), q(ms[1] * K / D(19105), 0))
    rows = [BIG("Herd (head)")] + hr + [SUB("Total herd", herd)]
    rows += [BIG("Production"), L("Milk solids (thousand kg)", list(ms), ind=1, scale=K),
             L("Milk solids per milking cow (kg)", list(per), ind=1),
             L("Dairy farms operated", [D(14), D(15)], ind=1)]
    n = Note("t13-pastoravel-herd", "Pastoravel Dairy Farms Limited", "Note 7. Herd and production statistics",
             [["Season", "2020/21", "2021/22"]], [Col("s0"), Col("s1")], rows, None,
             style="borderless", font="Cond", paper="A4",
             intro="Livestock numbers are counted at 31 May, the end of the dairy season. Production is the milk "
                   "solids collected from our farms during the season.",
             outro=["The milk price received for the 2021/22 season was $9.20 per kg of milk solids, the highest in "
                    "eight seasons. The remaining breeding bulls were sold before the start of the season and "
                    "artificial breeding is now used across all farms."],
             facts={"price": ("$9.20", D("9.20"), None, None)},
             tags={"section_titles_large", "nil_dash", "current_year_right"})
    sums_rel(n, "Total herd", [a for a, *_ in h], ("s0", "s1"))
    n.rel_ratio(("Milk solids per milking cow (kg)", "s0"), ("Milk solids (thousand kg)", "s0"), ("Milking cows", "s0"), 1000)
    n.rel_ratio(("Milk solids per milking cow (kg)", "s1"), ("Milk solids (thousand kg)", "s1"), ("Milking cows", "s1"), 1000)
    return n


def t14():
    thr = [("Permian Gathering", "412.5", "388.0", "446.2"), ("Red Fork Crude", "218.4", "196.7", "205.3"),
           ("Brinecove Products", "97.6", "84.1", "102.8")]
    tar = [("Permian Gathering", "0.82", "0.84", "0.87"), ("Red Fork Crude", "1.46", "1.48", "1.51"),
           ("Brinecove Products", "2.10", "2.15", "2.09")]
    trows = [L(a, list(b), ind=1, key="T/" + a) for a, *b in thr]
    rows = [SEC("Throughput (thousand barrels per day)")] + trows
    rows.append(SUB("Total throughput", colsums(trows, 3)))
    rows.append(SEC("Average tariff (per barrel)"))
    rows += [L(a, list(b), ind=1, key="R/" + a, dec=2, cur="all", scale=None) for a, *b in tar]
    n = Note("t14-corrimont-throughput", "Corrimont Midstream Partners, L.P.", "Pipeline Throughput and Tariffs",
             [["", "2019", "2020", "2021"]], [Col("y19", 1), Col("y20", 1), Col("y21", 1)], rows, K,
             style="grid", font="Sans", paper="Letter",
             intro="Throughput is the average daily volume transported on each of our pipeline systems. Tariffs "
                   "are the average rate charged per barrel, including fees under minimum-volume commitments.",
             outro=["Volumes on the Permian Gathering system recovered in 2021 as producers resumed completions. "
                    "Tariffs on our FERC-regulated lines were indexed upward on July 1 of each year."],
             names=["Brinecove"], tags={"bold_section_rows", "repeated_row_label", "current_year_right",
                                        "section_scale"})
    sums_rel(n, "Total throughput", [r.key for r in trows], ("y19", "y20", "y21"))
    return n


def t15():
    data = [("Draw games", [("Stellar Millions", 412306, 455871, 498240), ("Daily Pick 3", 88415, 90062, 93587),
                            ("Keno Plus", 61220, 57904, 55018)]),
            ("Instant games", [("Scratch tickets", 734518, 801339, 826705), ("iScratch online", None, 42116, 79431)])]
    rows, items = [], []
    for sec, gs in data:
        rows.append(SEC(sec))
        for g in gs:
            rows.append(L(g[0], list(g[1:]), ind=1))
            items.append(g[0])
    rows.append(TOT("Total sales", colsums([r for r in rows if r.kind == "item"], 3)))
    n = Note("t15-stellacroft-sales", "Stellacroft Lottery Corporation", "Sales by Game",
             [["Fiscal year ended March 31", "2020", "2021", "2022"]],
             [Col("f20", cur="first"), Col("f21", cur="first"), Col("f22", cur="first")], rows, K,
             style="booktabs", font="Serif", paper="Letter", caption="Ticket sales by game (in thousands)",
             intro="Sales are reported at the retail price of tickets sold, before prizes and retailer commissions. "
                   "Draw games are drawn daily or twice weekly; instant games are sold as paper or online "
                   "scratch tickets.",
             outro=["Prizes paid out were equal to 58.4% of total sales in fiscal 2022. The iScratch online game "
                    "launched in the first quarter of fiscal 2021."],
             facts={"prize": ("58.4%", D("58.4"), "%", Decimal(1))},
             names=["Stellar Millions", "iScratch"],
             tags={"bold_section_rows", "scale_in_caption", "nil_dash", "current_year_right"})
    sums_rel(n, "Total sales", items, ("f20", "f21", "f22"))
    return n


def t16():
    data = [("The Harbour Courier", 84215, 61904, 91870, 52318), ("Midlands Evening Ledger", 46380, 22517, 51204, 18930),
            ("The Sunday Lantern(1)", 122604, 38225, 131455, 31760), ("Weekly Pennant", 18933, 4106, 20417, 3288)]
    rows = [L(a, list(b)) for a, *b in data]
    rows.append(TOT("Total", colsums(rows, 4)))
    n = Note("t16-inkwhistle-circulation", "Inkwhistle Media Group", "Circulation and digital subscriptions",
             [["Title", G("2021", 2), G("2020", 2)],
              ["", "Print circulation", "Digital subscribers", "Print circulation", "Digital subscribers"]],
             [Col("p21"), Col("d21"), Col("p20"), Col("d20")], rows, None,
             style="lined", font="Serif", paper="A4",
             intro="Print circulation is the average number of copies sold per issue during the year. Digital "
                   "subscribers are paying subscribers to our websites and apps at 31 December.",
             foot=["(1) The Sunday Lantern is published weekly; its print figure is the average weekly sale."],
             outro=["Our digital strategy continued to shift readers to subscription products as print volumes "
                    "declined across all titles."],
             names=["Harbour Courier", "Evening Ledger", "Sunday Lantern", "Weekly Pennant"],
             tags={"footnote", "year_band"})
    sums_rel(n, "Total", [d[0] for d in data], ("p21", "d21", "p20", "d20"))
    return n


def t17():
    data = [("Matchday", 58744, 9812), ("Broadcasting", 142318, 158066), ("Commercial", 71905, 64377)]
    t22 = tot(D(d[1]) for d in data)
    t21 = tot(D(d[2]) for d in data)
    rows = [L(a, [D(b), pct(b, t22), D(c), pct(c, t21)]) for a, b, c in data]
    rows.append(TOT("Total revenue", [t22, D(100), t21, D(100)]))
    n = Note("t17-caldermouth-revenue", "Caldermouth Athletic Holdings plc", "3. Revenue analysis",
             [["", G("2022", 2), G("2021", 2)], ["", "£'000", "%", "£'000", "%"]],
             [Col("a22"), Col("p22", 1, pct=True, sign=False), Col("a21"), Col("p21", 1, pct=True, sign=False)],
             rows, K, style="grid", font="Sans", paper="A4",
             intro="The Group's revenue is derived from the principal activity of operating a professional "
                   "football club and arises in the United Kingdom. Revenue for the year ended 31 May is analysed "
                   "as follows:",
             outro=["Matchday revenue in 2022 came from 19 home league fixtures played in front of supporters "
                    "(2021: 4 fixtures, with most of the season played behind closed doors)."],
             facts={"fix22": ("19", D(19), None, None), "fix21": ("4", D(4), None, None)},
             tags={"year_band"})
    for ck, pk in (("a22", "p22"), ("a21", "p21")):
        n.rel_sum(("Total revenue", ck), [(d[0], ck) for d in data])
        for d in data:
            n.rel_pct((d[0], pk), (d[0], ck), ("Total revenue", ck))
    return n


def t18():
    data = [("Miraval Motorway", 38412, 30906, "186.4", "152.9"), ("Castelar Ring Road(1)", 52118, 44875, "97.2", "84.6"),
            ("Penaclara Tunnel", 14230, 11064, "41.8", "33.5")]
    rows = [L(a, [D(b), D(c), chg(b, c), D(d), D(e)]) for a, b, c, d, e in data]
    s = colsums(rows, 5)
    rows.append(TOT("Total", ["", "", "", s[3], s[4]]))
    n = Note("t18-vialenta-traffic", "Vialenta Toll Roads S.A.", "Note 4. Traffic and toll revenue by concession",
             [["", G("Average daily traffic (vehicles)", 3), G("Toll revenue (€ million)", 2)],
              ["Concession", "2021", "2020", "Change %", "2021", "2020"]],
             [Col("t21"), Col("t20"), Col("ch", 1, pct=True), Col("r21", 1, scale=M), Col("r20", 1, scale=M)],
             rows, None, style="zebra", font="Cond", paper="A4",
             intro="Average daily traffic (ADT) is the number of vehicles travelling the full length of each "
                   "concession per day, averaged over the year. Toll revenue is stated net of VAT.",
             foot=["(1) The Castelar Ring Road was closed to traffic for 41 days in 2020 for resurfacing."],
             outro=["Traffic on all three concessions recovered strongly as mobility restrictions were lifted, and "
                    "tariffs were raised by 1.9% on 1 January 2021."],
             facts={"closed": ("41", D(41), None, None)}, names=["Miraval", "Castelar", "Penaclara"],
             tags={"footnote", "year_band"})
    n.rel_sum(("Total", "r21"), [(d[0], "r21") for d in data])
    n.rel_sum(("Total", "r20"), [(d[0], "r20") for d in data])
    for d in data:
        n.rel_chg((d[0], "ch"), (d[0], "t21"), (d[0], "t20"))
    return n


def t19():
    pax = [("Porto Caldera", "14.62", "4.87", "7.35"), ("Ilha Verde", "6.18", "1.92", "3.44"),
           ("Santa Brisa", "3.27", "0.98", "1.61")]
    rev = [("Porto Caldera", "11.42", "12.86", "12.10"), ("Ilha Verde", "9.85", "10.44", "10.27"),
           ("Santa Brisa", "8.76", "9.12", "9.30")]
    prow = [L(a, list(b), ind=1, key="P/" + a) for a, *b in pax]
    rows = [BIG("Passengers (millions)")] + prow + [TOT("Total passengers", colsums(prow, 3))]
    rows += [BIG("Aeronautical revenue per passenger (€)")]
    rows += [L(a, list(b), ind=1, key="R/" + a, scale=None) for a, *b in rev]
    n = Note("t19-aeropontis-traffic", "Aeropontis Airports S.A.", "Traffic and aeronautical yield by airport",
             [["", "2019", "2020", "2021"]], [Col("y19", 2), Col("y20", 2), Col("y21", 2)], rows, M,
             style="booktabs", font="Sans", paper="A4",
             intro="Passenger numbers include arriving and departing passengers and exclude transit passengers. "
                   "Aeronautical revenue covers passenger, landing and parking charges regulated under our "
                   "concession agreements.",
             outro=["Traffic in 2021 remained below pre-pandemic levels at all three airports, with long-haul "
                    "routes recovering more slowly than European leisure routes."],
             names=["Porto Caldera", "Ilha Verde", "Santa Brisa"],
             tags={"section_titles_large", "repeated_row_label", "current_year_right", "section_scale"})
    sums_rel(n, "Total passengers", [r.key for r in prow], ("y19", "y20", "y21"))
    return n


def t20():
    bands = [("760 and above", 842615, 612308), ("720 to 759", 1106480, 780115), ("680 to 719", 934207, 701946),
             ("640 to 679", 488930, 402577), ("Below 640(1)", 127504, 145890)]
    t21 = tot(D(b[1]) for b in bands)
    t20 = tot(D(b[2]) for b in bands)
    rows = [L(a, [D(b), pct(b, t21), D(c), pct(c, t20)]) for a, b, c in bands]
    rows.append(TOT("Total originations", [t21, D(100), t20, D(100)]))
    n = Note("t20-lendivo-fico", "Lendivo Financial, Inc.", "Note 6. Loan Originations by Credit Score",
             [["FICO score at origination", G("2021", 2), G("2020", 2)],
              ["", "Amount", "% of total", "Amount", "% of total"]],
             [Col("a21", cur="first"), Col("p21", 1, pct=True), Col("a20", cur="first"), Col("p20", 1, pct=True)],
             rows, K, style="borderless", font="Serif", paper="Letter",
             caption="Unsecured personal loan originations (in thousands)",
             intro="We originate unsecured personal loans through our online platform and hold them for "
                   "investment or sell them to institutional buyers. The distribution of originations by the "
                   "borrower's credit score was as follows:",
             foot=["(1) Includes loans to borrowers without a FICO score."],
             tags={"year_band", "scale_in_caption", "footnote"})
    for ck, pk in (("a21", "p21"), ("a20", "p20")):
        n.rel_sum(("Total originations", ck), [(b[0], ck) for b in bands])
        for b in bands:
            n.rel_pct((b[0], pk), (b[0], ck), ("Total originations", ck))
    return n


def t21():
    cap = D("1284.6")
    data = [("All-employee plans", [("Sharesave", "38.4"), ("Share incentive plan", "12.7")]),
            ("Discretionary plans", [("Performance share plan", "41.2"), ("Deferred bonus plan", "9.8"),
                                     ("Executive share options", None)])]
    rows, items = [], []
    for sec, ps in data:
        rows.append(SEC(sec))
        for nm, v in ps:
            rows.append(L(nm, [D(v), pct(v, cap, 2)] if v else [None, None], ind=1))
            items.append(nm)
    used = tot(D(v) for _, ps in data for _, v in ps if v)
    lim = q(cap / 10, 1)
    rows.append(TOT("Total used under all plans", [used, pct(used, cap, 2)]))
    rows.append(L("Limit: 10% of issued share capital", [lim, D("10.00")]))
    rows.append(SUB("Headroom", [lim - used, D("10.00") - pct(used, cap, 2)]))
    n = Note("t21-morsgrave-dilution", "Morsgrave Group plc", "Dilution limits under the Company's share plans",
             [["", "Shares (million)", "% of issued share capital"]],
             [Col("n", 1), Col("p", 2, pct=True)], rows, M, style="lined", font="Sans", paper="A4",
             intro="In line with the Investment Association's Principles of Remuneration, the Company may not issue "
                   "or transfer from treasury more than 10% of its issued share capital under all its share plans "
                   "in any rolling ten-year period, nor more than 5% under its discretionary plans.",
             outro=["The calculation uses issued share capital of 1,284.6 million ordinary shares at 31 December "
                    "2021. No executive share options have been granted in the last ten years."],
             facts={"cap": ("1,284.6", cap, None, M), "dlim": ("5%", D(5), "%", Decimal(1))},
             tags={"bold_section_rows", "nil_dash"})
    n.rel_sum(("Total used under all plans", "n"), [(x, "n") for x in items])
    n.rels.append(("diff", ("Headroom", "n"), [("Limit: 10% of issued share capital", "n"), ("Total used under all plans", "n")]))
    return n


def t22():
    data = [("Kingdoms of Ashfall", "4.82", "5.31", "18.5", "20.4", "0.41", "0.38"),
            ("Tiny Tavern Tycoon", "2.16", "1.87", "9.8", "8.6", "0.27", "0.25"),
            ("Drift League", "1.09", "1.22", "6.2", "6.9", "0.19", "0.21"),
            ("Pocket Orchard", "0.74", None, "3.1", None, "0.12", None)]
    rows = [L(a, list(b)) for a, *b in data]
    s = colsums(rows, 4)
    rows.append(TOT("Total", s + ["", ""]))
    n = Note("t22-velantri-players", "Velantri Games, Inc.", "Key Metrics by Title (fourth quarter average)",
             [["", G("DAU (millions)", 2), G("MAU (millions)", 2), G("ARPDAU", 2)],
              ["Title", "2021", "2020", "2021", "2020", "2021", "2020"]],
             [Col("d21", 2), Col("d20", 2), Col("m21", 1), Col("m20", 1), Col("a21", 2, cur="all", scale=None),
              Col("a20", 2, cur="all", scale=None)], rows, M, style="grid", font="Cond", paper="Letter",
             intro="Daily active users (DAU) and monthly active users (MAU) are unique players of each title, "
                   "averaged over the fourth quarter. Average revenue per DAU (ARPDAU) is bookings divided by DAU "
                   "divided by the number of days in the quarter.",
             outro=["Pocket Orchard launched worldwide in February 2021. Kingdoms of Ashfall declined as the "
                    "title entered its sixth year of live operations."],
             names=["Ashfall", "Tiny Tavern", "Drift League", "Pocket Orchard"], tags={"nil_dash", "year_band"})
    sums_rel(n, "Total", [d[0] for d in data], ("d21", "d20", "m21", "m20"))
    return n


def t23():
    data = [("Quayside Tower", "184.6", "7.9", "142.1", "5.6"), ("Ashgrove Park Phase 2", "97.3", "4.1", "61.5", "2.4"),
            ("Millrace Yard(1)", "42.8", "0.9", "88.4", "3.5")]
    rows = [L(a, list(b)) for a, *b in data]
    rows.append(TOT("Total", colsums(rows, 4)))
    n = Note("t23-ravensclyde-borrowing", "Ravensclyde Developments plc", "12. Borrowing costs capitalised",
             [["Project", G("2021", 2), G("2020", 2)],
              ["", "Qualifying expenditure £m", "Interest capitalised £m", "Qualifying expenditure £m",
               "Interest capitalised £m"]],
             [Col("e21", 1), Col("i21", 1), Col("e20", 1), Col("i20", 1)], rows, M,
             style="booktabs", font="Serif", paper="A4",
             intro="Borrowing costs directly attributable to the construction of qualifying assets are added to "
                   "the cost of those assets until they are substantially ready for their intended use.",
             foot=["(1) Millrace Yard reached practical completion in June 2021, after which capitalisation "
                   "ceased."],
             outro=["The capitalisation rate applied to general borrowings was 4.35% (2020: 4.10%), being the "
                    "weighted average interest rate on the Group's revolving credit facility and private "
                    "placement notes."],
             facts={"rate21": ("4.35%", D("4.35"), "%", Decimal(1)), "rate20": ("4.10%", D("4.10"), "%", Decimal(1))},
             names=["Quayside Tower", "Ashgrove Park", "Millrace"], tags={"footnote", "year_band"})
    sums_rel(n, "Total", [d[0] for d in data], ("e21", "i21", "e20", "i20"))
    return n


def t24():
    lab = ["At 1 January 2021", "Additions", "Written off", "Transferred to development assets",
           "At 31 December 2021"]
    cols = {"P2418": ["48215", "6904", None, "-55119"], "P2502": ["21760", "9338", "-12406", None],
            "EL 7731": ["8145", "3217", None, None]}
    vals = {k: [D(x) if x else None for x in v] for k, v in cols.items()}
    for k, v in vals.items():
        c = tot(v)
        v.append(c if c != 0 else None)
    rows = []
    for i, lb in enumerate(lab):
        vs = [vals[k][i] for k in cols]
        t = tot(vs)
        rows.append((TOT if i == 4 else L)(lb, vs + [t if t != 0 else None]))
    n = Note("t24-serravane-ee", "Serravane Exploration plc", "15. Exploration and evaluation assets",
             [["US$'000", "Licence P2418", "Licence P2502", "Licence EL 7731", "Total"]],
             [Col("a"), Col("b"), Col("c"), Col("t")], rows, K, style="grid", font="Serif", paper="A4",
             intro="Exploration and evaluation (E&E) assets are carried at cost, by licence, until technical "
                   "feasibility and commercial viability are demonstrated. The movements in the year were:",
             outro=["Following the declaration of commerciality on licence P2418, its E&E costs were transferred "
                    "to development assets. The P2502 write-off relates to the dry Kessock-2 well."],
             names=["Kessock"], tags={"nil_dash", "negative_in_parens"})
    for ck in ("a", "b", "c", "t"):
        n.rel_sum((lab[4], ck), [(lb, ck) for lb in lab[:4]])
    for lb in lab:
        n.rel_sum((lb, "t"), [(lb, ck) for ck in ("a", "b", "c")])
    return n


def t25():
    data = [("Paid search", 142, 486, 128, 471), ("Social media", 168, 452, 151, 440), ("Affiliates", 97, 371, 102, 355),
            ("Referral", 54, 518, 49, 502), ("Blended", 121, 468, 114, 459)]
    rows = []
    for nm, c1, l1, c0, l0 in data:
        vals = [D(c1), D(l1), q(D(l1) / D(c1), 1), D(c0), D(l0), q(D(l0) / D(c0), 1)]
        rows.append((TOT if nm == "Blended" else L)(nm, vals))
    n = Note("t25-nuvellia-unit-economics", "Nuvellia Subscriptions, Inc.", "Customer Acquisition Economics by Channel",
             [["Channel", G("2021", 3), G("2020", 3)], ["", "CAC", "LTV", "LTV to CAC", "CAC", "LTV", "LTV to CAC"]],
             [Col("c21", cur="all"), Col("l21", cur="all"), Col("x21", 1, suffix="x"), Col("c20", cur="all"),
              Col("l20", cur="all"), Col("x20", 1, suffix="x")], rows, None,
             style="zebra", font="Sans", paper="Letter",
             intro="Customer acquisition cost (CAC) is sales and marketing spend in a channel divided by new "
                   "subscribers acquired through it. Lifetime value (LTV) is the expected gross profit from a "
                   "subscriber over the average subscription life.",
             outro=["We added 1.84 million new subscribers in 2021 across all channels. We continue to shift "
                    "spend toward referral and affiliate programs, which return the most value per dollar."],
             facts={"subs21": ("1.84", D("1.84"), None, M)}, tags={"year_band"})
    for d in data:
        n.rel_ratio((d[0], "x21"), (d[0], "l21"), (d[0], "c21"))
        n.rel_ratio((d[0], "x20"), (d[0], "l20"), (d[0], "c20"))
    return n


def t26():
    lab = ["At 1 January", "Free allocation", "Purchased", "Surrendered for prior-year emissions", "Sold",
           "At 31 December"]
    u21 = [D(2418), D(1906), D(385), D(-2254), D(-120)]
    c21 = [D(18640), None, D(21406), D(-15118), D(-2712)]
    u20 = [D(2302), D(1971), D(210), D(-2065), None]
    c20 = [D(14210), None, D(5336), D(-906), None]
    for v in (u21, c21, u20, c20):
        v.append(tot(v))
    assert u21[0] == u20[5] and c21[0] == c20[5]
    rows = [(TOT if i == 5 else L)(lb, [u21[i], c21[i], u20[i], c20[i]]) for i, lb in enumerate(lab)]
    n = Note("t26-ostrelva-allowances", "Ostrelva Cement AG", "Note 18. Emission allowances (EU ETS)",
             [["", G("2021", 2), G("2020", 2)],
              ["", "Allowances ('000 t CO2)", "Carrying amount (€'000)", "Allowances ('000 t CO2)",
               "Carrying amount (€'000)"]],
             [Col("u21"), Col("c21"), Col("u20"), Col("c20")], rows, K, style="borderless", font="Sans", paper="A4",
             intro="Emission allowances received free of charge are recognised at nil; purchased allowances are "
                   "recognised at cost. Allowances are surrendered each April for the previous year's verified "
                   "emissions.",
             outro=["Verified emissions of our six cement plants for 2021 were 2,281 thousand tonnes of CO2, to be "
                    "surrendered in April 2022."],
             facts={"emis21": ("2,281", D(2281), None, K)},
             tags={"nil_dash", "year_band", "negative_in_parens"})
    for ck in ("u21", "c21", "u20", "c20"):
        n.rel_sum((lab[5], ck), [(lb, ck) for lb in lab[:5]])
    return n


def t27():
    brands = [("Pickwend Burger", (412, 398, 405), (1106, 1142, 1188)), ("Sunny Bowl", (86, 92, 104), (44, 57, 75)),
              ("Cask & Kettle", (63, 61, 58), (None, None, None))]
    rows, subs = [], []
    for nm, co, fr in brands:
        ab = nm.split()[0][:4].upper()
        a = L("Company-operated", list(co), ind=1, key=ab + "/co")
        b = L("Franchised", list(fr), ind=1, key=ab + "/fr")
        s = SUB("Total", colsums([a, b], 3), key=ab + "/tot")
        rows += [BIG(nm), a, b, s]
        subs.append(s)
    rows.append(TOT("Total restaurants", colsums(subs, 3)))
    n = Note("t27-pickwend-units", "Pickwend Restaurant Brands, Inc.", "Restaurant Count by Brand",
             [["Restaurants at fiscal year end", "2019", "2020", "2021"]], [Col("y19"), Col("y20"), Col("y21")], rows,
             None, style="zebra", font="Serif", paper="Letter",
             intro="We operate and franchise quick-service and casual dining restaurants under three brands. The "
                   "following table shows restaurants open at the end of each fiscal year.",
             outro=["Cask & Kettle restaurants are operated exclusively by the Company. Franchise development "
                    "agreements signed in 2021 cover a further 140 Pickwend Burger restaurants."],
             names=["Sunny Bowl", "Cask & Kettle"],
             tags={"section_titles_large", "repeated_row_label", "nil_dash", "current_year_right"})
    for ck in ("y19", "y20", "y21"):
        for s in subs:
            ab = s.key.split("/")[0]
            n.rel_sum((s.key, ck), [(ab + "/co", ck), (ab + "/fr", ck)])
        n.rel_sum(("Total restaurants", ck), [(s.key, ck) for s in subs])
    return n


def t28():
    air = (D("612.4"), D("541.8"), D("4218.6"), D("3402.1"))
    sea = (D("1386.2"), D("1297.5"), D("5874.3"), D("4411.9"))
    rows = []
    for sec, ab, (v1, v0, g1, g0), unit in (("Air freight", "A", air, "tonnes '000"), ("Sea freight", "S", sea, "TEU '000")):
        p1, p0 = q(g1 / v1 * K, 0), q(g0 / v0 * K, 0)
        per = "Gross profit per tonne (DKK)" if ab == "A" else "Gross profit per TEU (DKK)"
        rows += [SEC(sec), L(f"Volume ({unit})", [v1, v0, chg(v1, v0)], ind=1, key=ab + "/vol", scale=K, dec=1),
                 L("Gross profit (DKKm)", [g1, g0, chg(g1, g0)], ind=1, key=ab + "/gp", scale=M, dec=1),
                 L(per, [p1, p0, chg(p1, p0)], ind=1, key=ab + "/per", scale=None, dec=0, cf={"ch": {"dec": 1}})]
    n = Note("t28-cargavan-forwarding", "Cargavan Logistics A/S", "Note 3. Freight forwarding volumes and yields",
             [["", "2021", "2020", "Change (%)"]], [Col("y21"), Col("y20"), Col("ch", 1, pct=True, sign=False)],
             rows, None, style="booktabs", font="Cond", paper="A4",
             intro="Volumes are the chargeable weight of air freight and the twenty-foot equivalent units (TEU) of "
                   "sea freight handled for customers. Gross profit is revenue less direct costs paid to carriers.",
             outro=["Capacity shortages on both air and ocean trade lanes lifted yields throughout the year."],
             tags={"bold_section_rows", "repeated_row_label", "row_scale"})
    for ab in ("A", "S"):
        for k in ("vol", "gp", "per"):
            n.rel_chg((f"{ab}/{k}", "ch"), (f"{ab}/{k}", "y21"), (f"{ab}/{k}", "y20"))
        for ck in ("y21", "y20"):
            n.rel_ratio((f"{ab}/per", ck), (f"{ab}/gp", ck), (f"{ab}/vol", ck), 1000)
    return n


def t29():
    att = [("United Kingdom", "18.62", "7.35"), ("Ireland", "2.41", "0.96"), ("Poland", "6.08", "2.77")]
    atp = [("United Kingdom", "7.84", "7.41"), ("Ireland", "8.12", "7.96"), ("Poland", "4.36", "4.18")]
    spp = [("United Kingdom", "3.92", "3.55"), ("Ireland", "4.05", "3.87"), ("Poland", "2.14", "2.01")]
    ar = [L(a, list(b), ind=1, key="A/" + a) for a, *b in att]
    rows = [BIG("Admissions (millions)")] + ar + [TOT("Total admissions", colsums(ar, 2))]
    rows += [BIG("Average ticket price (£)")] + [L(a, list(b), ind=1, key="T/" + a, scale=None) for a, *b in atp]
    rows += [BIG("Retail spend per person (£)")] + [L(a, list(b), ind=1, key="S/" + a, scale=None) for a, *b in spp]
    n = Note("t29-lumivista-admissions", "Lumivista Cinemas plc", "Key performance indicators by country",
             [["", "2021", "2020"]], [Col("y21", 2), Col("y20", 2)], rows, M,
             style="lined", font="Sans", paper="A4",
             intro="Admissions are tickets sold, including complimentary and subscription tickets. Average ticket "
                   "price and retail spend per person are stated net of VAT, in sterling at average exchange "
                   "rates.",
             outro=["At the year end the Group operated 1,046 screens across 112 cinemas. Cinemas were closed for "
                    "much of the first half of 2021."],
             facts={"screens": ("1,046", D(1046), None, None), "sites": ("112", D(112), None, None)},
             tags={"section_titles_large", "repeated_row_label", "section_scale"})
    sums_rel(n, "Total admissions", [r.key for r in ar], ("y21", "y20"))
    return n


def t30():
    data = [("Ultra-deepwater drillships", 9, 398, "78.4", 10, 372, "71.2"),
            ("Harsh environment semisubmersibles", 6, 312, "85.1", 6, 296, "79.5"),
            ("Midwater floaters", 4, 214, "52.6", 5, 198, "48.3"), ("Jackups", 14, 96, "81.9", 15, 88, "76.4")]
    rows = [L(a, list(b)) for a, *b in data]
    s = colsums(rows, 6)
    rows.append(TOT("Total fleet", [s[0], "", "", s[3], "", ""]))
    n = Note("t30-deepvarrow-fleet", "Deepvarrow Drilling Ltd.", "Fleet Status and Performance",
             [["", G("2021", 3), G("2020", 3)],
              ["Rig type", "Rigs", "Average dayrate", "Utilization(1)", "Rigs", "Average dayrate", "Utilization(1)"]],
             [Col("n21", scale=None), Col("d21", cur="all"), Col("u21", 1, pct=True), Col("n20", scale=None),
              Col("d20", cur="all"), Col("u20", 1, pct=True)], rows, K,
             style="borderless", font="Serif", paper="Letter",
             caption="Rig counts at December 31; average contract dayrates (in thousands)",
             intro="The following table summarizes our drilling fleet by rig type together with average "
                   "contractual dayrates and utilization for each year.",
             foot=["(1) Utilization is operating days divided by available days; cold-stacked rigs are excluded "
                   "from available days."],
             outro=["During 2021 we sold one drillship, one midwater floater and one jackup for recycling."],
             tags={"scale_in_caption", "footnote", "year_band"})
    n.rel_sum(("Total fleet", "n21"), [(d[0], "n21") for d in data])
    n.rel_sum(("Total fleet", "n20"), [(d[0], "n20") for d in data])
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


def header_cells(n: Note):
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


BIGSIZE = 10.5


def plan(n: Note):
    reg, bold = fonts(n.font)
    size = 9
    texts = n.texts()
    head, spans = header_cells(n)
    spanned = {(hi, c) for hi, a, b in spans for c in range(a, b + 1)}
    ws = []
    for j in range(1, len(n.cols) + 1):
        w = 0
        for r, t in zip(n.rows, texts):
            if t:
                w = max(w, stringWidth(t[j - 1], bold if r.kind in ("sub", "tot") else reg, size))
        for hi, hr in enumerate(head):
            if (hi, j) in spanned or not hr[j]:
                continue
            words = hr[j].split()
            w = max(w, max(stringWidth(wd, bold, size) for wd in words), min(stringWidth(hr[j], bold, size), 50))
        ws.append(w + 2 * PAD + 4)
    lab = 0
    for r in n.rows:
        if r.kind == "big":
            continue
        f = bold if r.kind in ("sub", "tot", "sec") else reg
        lab = max(lab, stringWidth(r.label, f, size) + 10 * r.ind)
    for hr in head:
        if hr[0]:
            lab = max(lab, max(stringWidth(wd, bold, size) for wd in hr[0].split()))
    lab += 2 * PAD + 6
    page = A4 if n.paper == "A4" else letter
    if lab + sum(ws) > page[0] - 2 * MARGIN:
        n.land = True
        page = landscape(page)
    avail = page[0] - 2 * MARGIN
    assert lab + sum(ws) <= avail, (n.key, lab + sum(ws), avail)
    lab = min(avail - sum(ws), lab * 1.5)
    n.page, n.colw, n.size = page, [lab] + ws, size
    return n


def render(n: Note, path: Path):
    reg, bold = fonts(n.font)
    size, page, colw = n.size, n.page, n.colw
    texts = n.texts()
    head, spans = header_cells(n)
    hst = ParagraphStyle("h", fontName=bold, fontSize=size, leading=size + 2, alignment=TA_CENTER)
    hstl = ParagraphStyle("hl", parent=hst, alignment=TA_LEFT)
    data = [[Paragraph(escape(t), hstl if j == 0 else hst) if t else "" for j, t in enumerate(hr)] for hr in head]
    for r, t in zip(n.rows, texts):
        data.append([r.label] + (t if t else [""] * len(n.cols)))
    nh = len(head)
    ts = [("FONT", (0, 0), (-1, -1), reg, size), ("VALIGN", (0, 0), (-1, nh - 1), "BOTTOM"),
          ("ALIGN", (1, nh), (-1, -1), "RIGHT"), ("ALIGN", (0, 0), (0, -1), "LEFT"),
          ("TOPPADDING", (0, 0), (-1, -1), 1.8), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.8),
          ("LEFTPADDING", (0, 0), (-1, -1), PAD), ("RIGHTPADDING", (0, 0), (-1, -1), PAD)]
    for hi, a, b in spans:
        ts.append(("SPAN", (a, hi), (b, hi)))
        if n.style in ("booktabs", "borderless", "lined"):
            ts.append(("LINEBELOW", (a, hi), (b, hi), 0.4, colors.black))
    for i, r in enumerate(n.rows):
        ri = nh + i
        if r.ind:
            ts.append(("LEFTPADDING", (0, ri), (0, ri), PAD + 10 * r.ind))
        if r.kind in ("sub", "tot", "sec"):
            ts.append(("FONT", (0, ri), (-1, ri), bold, size))
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
        ts.append(("BACKGROUND", (0, 0), (-1, nh - 1), colors.HexColor("#D9E1EA")))
        for i in range(len(n.rows)):
            if i % 2 == 1:
                ts.append(("BACKGROUND", (0, nh + i), (-1, nh + i), colors.HexColor("#F2F4F7")))
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
