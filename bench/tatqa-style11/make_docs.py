"""tatqa-style11: thirty invented annual-report notes, each rendered as a one-page PDF in the manner of TAT-QA.

    /work/main/.venv/bin/python bench/tatqa-style11/make_docs.py OUTDIR

Each page: the heading "Annual report (extract)", the company, the note title, a paragraph before the table,
sometimes a caption line, the table, sometimes footnotes, and a paragraph after the table. Every figure is a
Decimal held by the builders n01() ... n30(); totals, subtotals, roll-forward closings, "%" columns and per-unit
columns are computed here so that the printed tables add up. Each such relation is recorded on the note
(``rels``) and re-checked on the printed cells by check.py. make_questions.py imports this module and builds
every gold from the same objects.

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

SET = "tatqa-style11"
NS = uuid.UUID("5b0e7c1d-92a4-4c6e-8f13-d2a9e4b76c11")
FONTDIR = Path("/usr/share/fonts/truetype/dejavu")
FAMILY = {"Sans": ("DejaVuSans", "DejaVuSans-Bold"), "Serif": ("DejaVuSerif", "DejaVuSerif-Bold"),
          "Cond": ("DejaVuSansCondensed", "DejaVuSansCondensed-Bold")}
DASH = "\u2014"
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
    """'1,284 1,197 98.42' -> Decimals; '-' -> None (nil, printed as a dash)."""
    return [None if t == "-" else D(t.replace(",", "")) for t in s.split()]


# ============================================================================ model
class Col:
    """dec: decimals; pct: a percentage (unit "%", scale 1); sign: print "%"; cur: None | "first" | "all";
    sym: currency sign; suffix: printed after the number; scale: INH (the note's), None or a multiplier."""

    def __init__(self, key, dec=0, pct=False, sign=True, cur=None, sym="$", suffix="", scale=INH):
        self.key, self.dec, self.pct, self.sign, self.cur = key, dec, pct, sign, cur
        self.sym, self.suffix, self.scale = sym, suffix, scale


class Row:
    """kind: item | sub | tot | sec (bold section row) | big (section title in a larger regular font).
    vals: Decimal, None (nil: a dash) or "" (blank). fmt overrides the column format for the whole row;
    fmt["cf"] = {colkey: {...}} overrides single cells."""

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
    def __init__(self, note, row, col, text, value, unit, scale, sym, suffix):
        self.note, self.row, self.col = note, row, col
        self.text, self.value, self.unit, self.scale = text, value, unit, scale
        self.sym, self.suffix = sym, suffix
        self.where = "table"

    @property
    def fig(self) -> str:
        """The figure as a derivation writes it: no currency, no %, a minus for parentheses."""
        s = self.text
        for t in (self.sym, "%", self.suffix):
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

    # ---- relations re-checked on the printed figures by check.py
    def rel_sum(self, target, items):
        self.rels.append(("sum", target, items))

    def rel_pct(self, target, num, den):
        self.rels.append(("pct", target, [num, den]))

    def rel_chg(self, target, new, old):
        self.rels.append(("chg", target, [new, old]))

    def rel_ratio(self, target, num, den, factor=1):
        self.rels.append(("ratio", target, [num, den, factor]))

    def rel_eq(self, target, other):
        self.rels.append(("eq", target, [other]))


def tot(vals):
    return sum((v for v in vals if isinstance(v, Decimal)), Decimal(0))


def pct(a, b, dec=1):
    return q(D(a) / D(b) * 100, dec)


def chg(new, old, dec=1):
    return q((D(new) - D(old)) / D(old) * 100, dec)


def colsums(rows, n):
    return [tot([r.vals[i] for r in rows]) for i in range(n)]


def sums_rel(n, target, items, cks):
    for ck in cks:
        n.rel_sum((target, ck), [(rk, ck) for rk in items])


def rel_wavg(n, target, pairs):
    """target = sum(value * weight) / sum(weight) over (value_ref, weight_ref) pairs (nil pairs skipped)."""
    n.rels.append(("wavg", target, pairs))


def wavg(pairs, dec=2):
    pairs = [(v, w) for v, w in pairs if isinstance(v, Decimal) and isinstance(w, Decimal)]
    return q(sum(v * w for v, w in pairs) / sum(w for _, w in pairs), dec)


# ============================================================================ builders
def n01():
    gal, rev, cpg, ssf = nums("1412.6 1488.3"), nums("4237.8 5653.9"), nums("38.4 41.2"), nums("-2.1 1.7")
    mr, mgm, ssm = nums("2318.5 2441.7"), nums("33.6 34.1"), nums("4.2 3.5")
    beg, opn, cls = nums("1141 1163"), nums("31 29"), nums("-9 -8")
    end = [beg[i] + opn[i] + cls[i] for i in range(2)]
    assert end[0] == beg[1]
    rows = [SEC("Fuel"),
            L("Fuel gallons sold (in millions)", gal, 1, dec=1, scale=M),
            L("Fuel revenue (in millions)", rev, 1, dec=1, scale=M, cur="all"),
            L("Fuel margin (cents per gallon)", cpg, 1, dec=1),
            L("Same-store fuel gallons change", ssf, 1, dec=1, pct=True),
            SEC("Merchandise"),
            L("Merchandise revenue (in millions)", mr, 1, dec=1, scale=M, cur="all"),
            L("Merchandise gross margin", mgm, 1, dec=1, pct=True),
            L("Same-store merchandise sales change", ssm, 1, dec=1, pct=True),
            SEC("Store count"),
            L("Stores at beginning of year", beg, 1),
            L("Stores opened or acquired", opn, 1),
            L("Stores closed", cls, 1),
            TOT("Stores at end of year", end, 1)]
    n = Note("n01-corrowdale-fuel", "Corrowdale Convenience, Inc.", "Retail Fuel and Merchandise Operating Data",
             [["", "2021", "2022"]], [Col("y21"), Col("y22")], rows, None,
             style="booktabs", font="Sans", paper="Letter",
             intro="We operate convenience stores with fuel forecourts across the southeastern United States. The "
                   "following table summarizes selected operating data for the two fiscal years ended December 31. "
                   "Same-store measures compare stores open for the whole of both periods.",
             outro=["Fuel margin is presented before credit card processing fees, which averaged 9.8 cents per "
                    "gallon in 2022 and 8.9 cents per gallon in 2021. Merchandise gross margin excludes vendor "
                    "rebates, which are recognized in other revenues."],
             facts={"cc22": ("9.8", D("9.8"), None, None), "cc21": ("8.9", D("8.9"), None, None)},
             tags={"bold_section_rows", "current_year_right", "negative_in_parens"})
    n.rel_eq(("Stores at beginning of year", "y22"), ("Stores at end of year", "y21"))
    sums_rel(n, "Stores at end of year", ["Stores at beginning of year", "Stores opened or acquired", "Stores closed"],
             ["y21", "y22"])
    return n


def n02():
    at, pn = nums("612448 588207"), nums("241306 229871")
    tf = [at[i] + pn[i] for i in range(2)]
    svc, crem = nums("96214 94880"), nums("58.3 56.9")
    arps = [q(tf[i] * 1000 / svc[i], 0) for i in range(2)]
    ca, cp, cm = nums("98617 104332"), nums("287940 301118"), nums("176205 169774")
    tc = [ca[i] + cp[i] + cm[i] for i in range(2)]
    rows = [BIG("Funeral"),
            L("Atneed funeral revenue", at, cur="all"),
            L("Matured preneed funeral revenue", pn),
            SUB("Total funeral revenue", tf, cur="all"),
            L("Funeral services performed", svc, scale=None),
            L("Average revenue per service", arps, scale=None, cur="all"),
            L("Cremation rate", crem, dec=1, pct=True),
            BIG("Cemetery"),
            L("Atneed property revenue", ca, cur="all"),
            L("Preneed property revenue", cp),
            L("Merchandise and services revenue", cm),
            SUB("Total cemetery revenue", tc, cur="all")]
    n = Note("n02-stillwend-funeral", "Stillwend Memorial Group, Inc.", "Funeral and Cemetery Operating Data",
             [["(Dollars in thousands, except average revenue per service)", "2022", "2021"]],
             [Col("y22"), Col("y21")], rows, K, style="lined", font="Serif", paper="Letter",
             intro="We operate funeral homes and cemeteries in the United States and Canada. The table below "
                   "presents revenue and selected operating statistics for our two operating segments.",
             outro=["Funeral services performed in 2022 include 1,932 services at funeral homes acquired during "
                    "the year. Preneed funeral sales production, which is deferred until the service is performed, "
                    "was $318.7 million in 2022."],
             facts={"acq": ("1,932", D(1932), None, None), "pnsales": ("$318.7", D("318.7"), None, M)},
             tags={"section_titles_large"})
    sums_rel(n, "Total funeral revenue", ["Atneed funeral revenue", "Matured preneed funeral revenue"], ["y22", "y21"])
    sums_rel(n, "Total cemetery revenue", ["Atneed property revenue", "Preneed property revenue",
                                           "Merchandise and services revenue"], ["y22", "y21"])
    for ck in ("y22", "y21"):
        n.rel_ratio(("Average revenue per service", ck), ("Total funeral revenue", ck),
                    ("Funeral services performed", ck), 1000)
    return n


def n03():
    data = [("Cairnloft Peak", "1,284 1,197 98.42 91.15"), ("Silverpine Basin", "942 988 87.60 84.05"),
            ("Owlhorn Mountain", "611 574 73.18 70.94"), ("Brackenlea Bowl", "455 479 64.75 61.30"),
            ("Glimmerfell(1)", "236 - 58.90 -")]
    rows = [L(a, nums(b)) for a, b in data]
    vt = colsums(rows, 2)
    rt = [wavg([(r.vals[2 + i], r.vals[i]) for r in rows]) for i in range(2)]
    rows.append(TOT("Total", vt + rt))
    n = Note("n03-powderkirk-skier", "Powderkirk Mountain Resorts, Inc.", "Skier Visits and Lift Revenue by Resort",
             [["", G("Skier visits (thousands)", 2), G("Lift revenue per skier visit", 2)],
              ["Resort", "2022/23", "2021/22", "2022/23", "2021/22"]],
             [Col("v23", scale=K), Col("v22", scale=K), Col("r23", 2, cur="all", scale=None),
              Col("r22", 2, cur="all", scale=None)], rows, None,
             style="grid", font="Sans", paper="Letter",
             intro="A skier visit is one person using a lift ticket or season pass to access a mountain resort for "
                   "any part of one day. Lift revenue per skier visit is lift ticket and pass revenue divided by "
                   "skier visits. The ski season runs from November to April.",
             foot=["(1) Acquired on December 9, 2022; skier visits and lift revenue are included from the "
                   "acquisition date."],
             outro=["Season pass products accounted for 61.4% of total skier visits in the 2022/23 season, compared "
                    "with 58.7% in the 2021/22 season."],
             facts={"sp23": ("61.4%", D("61.4"), "%", 1), "sp22": ("58.7%", D("58.7"), "%", 1)},
             names=["Powderkirk", "Cairnloft", "Silverpine Basin", "Owlhorn", "Brackenlea", "Glimmerfell"],
             tags={"year_band", "nil_dash", "footnote"})
    items = [r.key for r in rows[:-1]]
    sums_rel(n, "Total", items, ["v23", "v22"])
    for i, (ck, wk) in enumerate((("r23", "v23"), ("r22", "v22"))):
        rel_wavg(n, ("Total", ck), [((k, ck), (k, wk)) for k in items])
    return n


def n04():
    data = [("London", "48 45 96.8 89.5 44.12 42.60"), ("South East", "37 36 71.4 68.9 38.75 37.10"),
            ("Midlands", "29 27 52.3 46.8 33.40 32.85"), ("North West", "26 26 44.9 45.6 31.95 31.20"),
            ("Scotland", "14 12 21.7 18.4 30.60 29.75")]
    rows = [L(a, nums(b)) for a, b in data]
    t = colsums(rows, 4) + [wavg([(r.vals[4 + i], r.vals[2 + i]) for r in rows]) for i in range(2)]
    rows.append(TOT("Total", t))
    n = Note("n04-kettlevane-clubs", "Kettlevane Fitness plc", "8. Clubs and membership by region",
             [["", G("Clubs", 2), G("Members", 2), G("Monthly yield per member", 2)],
              ["Region", "2023", "2022", "2023", "2022", "2023", "2022"]],
             [Col("c23", scale=None), Col("c22", scale=None), Col("m23", 1), Col("m22", 1),
              Col("y23", 2, cur="all", sym="£", scale=None), Col("y22", 2, cur="all", sym="£", scale=None)],
             rows, K, style="zebra", font="Cond", paper="A4",
             caption="Members at 31 December (in thousands); yield is average monthly membership income per member.",
             intro="The Group operates low-cost, no-contract gyms in the United Kingdom. Club numbers and members "
                   "are measured at the year end; yield is membership income divided by the average number of "
                   "members in the year, per month.",
             outro=["Average monthly churn was 4.3% of members in 2023 (2022: 4.6%). Eight new clubs were opened "
                    "during 2023, and one club in the North West was relocated to a larger site."],
             tags={"year_band", "scale_in_caption"})
    items = [a for a, _ in data]
    sums_rel(n, "Total", items, ["c23", "c22", "m23", "m22"])
    for yk, mk in (("y23", "m23"), ("y22", "m22")):
        rel_wavg(n, ("Total", yk), [((k, yk), (k, mk)) for k in items])
    return n


def n05():
    lines = ["Routine clinical testing", "Esoteric testing", "Anatomic pathology", "COVID-19 molecular testing"]
    vol = [nums("38,412 41,086 42,735"), nums("6,218 6,904 7,352"), nums("2,937 3,215 3,302"),
           nums("9,846 7,511 2,264")]
    rpr = [nums("38.62 39.10 39.48"), nums("142.75 146.20 151.03"), nums("118.40 121.90 120.65"),
           nums("71.30 64.85 52.10")]
    rows = [SEC("Requisitions")] + [L(a, v, 1, key="R/" + a) for a, v in zip(lines, vol)]
    rows.append(TOT("Total requisitions", [tot(v[i] for v in vol) for i in range(3)]))
    rows.append(SEC("Revenue per requisition"))
    rows += [L(a, p, 1, key="P/" + a, dec=2, cur="all", scale=None) for a, p in zip(lines, rpr)]
    rows.append(TOT("All requisitions", [wavg([(p[i], v[i]) for p, v in zip(rpr, vol)]) for i in range(3)],
                    dec=2, cur="all", scale=None))
    n = Note("n05-labrivar-requisitions", "Labrivar Clinical Laboratories, Inc.",
             "Requisition Volume and Revenue per Requisition", [["", "2020", "2021", "2022"]],
             [Col("y20"), Col("y21"), Col("y22")], rows, K, style="borderless", font="Serif", paper="Letter",
             caption="(in thousands, except revenue per requisition)",
             intro="A requisition is a test order for a single patient encounter, which may include several "
                   "individual tests. Revenue per requisition is net revenue of the business line divided by its "
                   "requisition volume.",
             outro=["Demand for COVID-19 molecular testing declined sharply in 2022 and the Company closed 14 "
                    "patient service centers that had been opened for drive-through testing."],
             tags={"bold_section_rows", "current_year_right", "scale_in_caption"})
    sums_rel(n, "Total requisitions", ["R/" + a for a in lines], ["y20", "y21", "y22"])
    for ck in ("y20", "y21", "y22"):
        rel_wavg(n, ("All requisitions", ck), [(("P/" + a, ck), ("R/" + a, ck)) for a in lines])
    return n


def n06():
    data = [("United States", "142 156 7,284 8,113"), ("Germany", "31 33 1,426 1,518"),
            ("Austria", "12 12 611 598"), ("Hungary", "18 20 702 781"), ("Czech Republic(1)", "- 6 - 94")]
    rows = [L(a, nums(b)) for a, b in data]
    rows.append(TOT("Total", colsums(rows, 4)))
    n = Note("n06-hemavoss-plasma", "Hemavoss Biotherapeutics AG", "Note 6. Plasma collection network",
             [["", G("Collection centres at 31 December", 2), G("Plasma collected (thousand litres)", 2)],
              ["Country", "2022", "2023", "2022", "2023"]],
             [Col("c22", scale=None), Col("c23", scale=None), Col("l22", scale=K), Col("l23", scale=K)], rows, None,
             style="booktabs", font="Sans", paper="A4",
             intro="Source plasma is the starting material for our immunoglobulin and albumin therapies. It is "
                   "collected from paid donors at centres we own and operate, and then fractionated at our two "
                   "plants.",
             foot=["(1) The first centres in the Czech Republic opened in April 2023."],
             outro=["Fractionation capacity at our two plants was 12.0 million litres per year at the end of 2023, "
                    "after the commissioning of a new purification line."],
             facts={"cap": ("12.0 million", D("12.0"), None, M)},
             tags={"year_band", "current_year_right", "nil_dash", "footnote"})
    sums_rel(n, "Total", [a for a, _ in data], ["c22", "c23", "l22", "l23"])
    return n


def n07():
    data = [("Fine art", 4812, 6138, 62315, 4506, 5860, 58742),
            ("Jewellery and watches", 6937, 8239, 38406, 7204, 8377, 41118),
            ("Furniture and decorative arts", 3518, 5047, 9842, 3960, 5554, 10574),
            ("Books and manuscripts", 2205, 2706, 6318, 2117, 2653, 5906),
            ("Wine and spirits", 5644, 6189, 14927, 5380, 5951, 13655),
            ("Collectibles", 3071, 4172, 4486, 2849, 3845, 4021)]
    rows = [L(a, [D(s3), pct(s3, o3), D(h3), D(s2), pct(s2, o2), D(h2)]) for a, s3, o3, h3, s2, o2, h2 in data]
    ts3, to3, th3 = (tot(D(d[i]) for d in data) for i in (1, 2, 3))
    ts2, to2, th2 = (tot(D(d[i]) for d in data) for i in (4, 5, 6))
    rows.append(TOT("Total", [ts3, pct(ts3, to3), th3, ts2, pct(ts2, to2), th2]))
    n = Note("n07-hammerwold-auctions", "Hammerwold Auctioneers plc", "4. Auction sales by category",
             [["", G("2023", 3), G("2022", 3)],
              ["Category", "Lots sold", "Sell-through rate", "Hammer total (£'000)", "Lots sold",
               "Sell-through rate", "Hammer total (£'000)"]],
             [Col("s23", scale=None), Col("t23", 1, pct=True), Col("h23", scale=K), Col("s22", scale=None),
              Col("t22", 1, pct=True), Col("h22", scale=K)], rows, None,
             style="grid", font="Serif", paper="A4",
             intro="The Group holds live and online auctions from its salerooms in London, Edinburgh and Bath. "
                   "Sell-through rate is the number of lots sold as a percentage of lots offered; hammer total is "
                   "the aggregate of final bids accepted by the auctioneer.",
             outro=["Buyer's premium, charged to buyers on top of the hammer price and recognised as revenue, "
                    "averaged 24.5% of hammer in 2023 (2022: 23.8%)."],
             facts={"bp23": ("24.5%", D("24.5"), "%", 1), "bp22": ("23.8%", D("23.8"), "%", 1)},
             tags={"year_band"})
    sums_rel(n, "Total", [d[0] for d in data], ["s23", "h23", "s22", "h22"])
    return n


def n08():
    ctry = ["United States", "Mexico", "Guatemala", "Colombia"]
    loans = [nums("186,420 171,935"), nums("142,617 118,304"), nums("21,083 19,562"), nums("8,914 -")]
    psc = [nums("231,708 214,366"), nums("168,245 141,902"), nums("24,517 22,948"), nums("5,126 -")]
    forf = [nums("17.8 18.6"), nums("22.4 21.1"), nums("19.3 20.2"), nums("25.7 -")]
    rows = [SEC("Pawn loans outstanding at year end")]
    rows += [L(c, v, 1, key="L/" + c) for c, v in zip(ctry, loans)]
    rows.append(TOT("Total", [tot(v[i] for v in loans) for i in range(2)], key="L/Total"))
    rows.append(SEC("Pawn service charges"))
    rows += [L(c, v, 1, key="S/" + c) for c, v in zip(ctry, psc)]
    rows.append(TOT("Total", [tot(v[i] for v in psc) for i in range(2)], key="S/Total"))
    rows.append(SEC("Forfeiture rate"))
    rows += [L(c, v, 1, key="F/" + c, dec=1, pct=True, cur=None) for c, v in zip(ctry, forf)]
    n = Note("n08-prendavista-pawn", "Prendavista Holdings, Inc.", "Note 5. Pawn Lending by Country",
             [["", "2022", "2021"]], [Col("y22", cur="first"), Col("y21", cur="first")], rows, K,
             style="zebra", font="Sans", paper="Letter", caption="(in thousands, except percentages)",
             intro="We make pawn loans secured by jewelry, electronics, tools and other personal property. Pawn "
                   "service charges are the fees earned on those loans; the forfeiture rate is the share of loans, "
                   "by value, whose collateral was forfeited to us rather than redeemed.",
             outro=["We entered Colombia in February 2022 through the acquisition of 37 stores. Amounts for "
                    "Mexico, Guatemala and Colombia are translated into U.S. dollars at average exchange rates."],
             tags={"bold_section_rows", "repeated_row_label", "nil_dash", "scale_in_caption"})
    for p, lst in (("L/", loans), ("S/", psc)):
        sums_rel(n, p + "Total", [p + c for c in ctry], ["y22", "y21"])
    return n


def n09():
    data = [("Offshore wind", "1,240 865"), ("Onshore wind", "610 432"), ("Hydropower upgrades(1)", "980 215"),
            ("Grid and storage", "145 618"), ("Energy efficiency", "- 187")]
    vals = [nums(b) for _, b in data]
    cum = [tot(v) for v in vals]
    t = [tot(v[i] for v in vals) for i in range(2)] + [tot(cum)]
    rows = [L(a, v + [c, pct(c, t[2])]) for (a, _), v, c in zip(data, vals, cum)]
    rows.append(TOT("Total allocated", t + [D(100)]))
    n = Note("n09-greverdal-greenbond", "Greverdal Energi ASA", "Note 21. Allocation of green bond proceeds",
             [["NOK million", "Allocated in 2022", "Allocated in 2023", "Cumulative allocation",
               "Share of cumulative allocation"]],
             [Col("a22"), Col("a23"), Col("cum"), Col("sh", 1, pct=True)], rows, M,
             style="booktabs", font="Serif", paper="A4",
             intro="Proceeds of the Group's green bond are allocated to eligible projects under the Green Finance "
                   "Framework. The table shows allocations by eligible category in each year since issuance and "
                   "in total.",
             foot=["(1) Includes NOK 540 million of refinancing of hydropower projects commissioned within 36 "
                   "months before the issue date."],
             outro=["The green bond was issued in March 2022 with a principal amount of NOK 6,000 million. "
                    "Proceeds not yet allocated are held in cash and short-term deposits."],
             facts={"refi": ("540", D(540), None, M), "issue": ("6,000", D(6000), None, M)},
             tags={"nil_dash", "footnote"})
    items = [a for a, _ in data]
    sums_rel(n, "Total allocated", items, ["a22", "a23", "cum"])
    for a in items + ["Total allocated"]:
        n.rel_sum((a, "cum"), [(a, "a22"), (a, "a23")])
        n.rel_pct((a, "sh"), (a, "cum"), ("Total allocated", "cum"))
    return n


def n10():
    data = [("Greater London", 812, 214, 1046, 318), ("South West", 438, 121, 597, 176),
            ("Wales", 296, 88, 371, 119), ("Yorkshire", 524, 131, 702, 195), ("Scotland", 351, 74, 463, 112)]
    rows = [L(a, [D(p2), D(c2), pct(c2, p2), D(p3), D(c3), pct(c3, p3)]) for a, p2, c2, p3, c3 in data]
    t = [tot(D(d[i]) for d in data) for i in (1, 2, 3, 4)]
    rows.append(TOT("Total", [t[0], t[1], pct(t[1], t[0]), t[2], t[3], pct(t[3], t[2])]))
    n = Note("n10-lightwarren-fibre", "Lightwarren Networks plc", "Fibre network build by region",
             [["", G("2022", 3), G("2023", 3)],
              ["Region", "Premises passed ('000)", "Premises connected ('000)", "Take-up",
               "Premises passed ('000)", "Premises connected ('000)", "Take-up"]],
             [Col("p22", scale=K), Col("c22", scale=K), Col("t22", 1, pct=True), Col("p23", scale=K),
              Col("c23", scale=K), Col("t23", 1, pct=True)], rows, None,
             style="lined", font="Sans", paper="A4",
             intro="We build full-fibre broadband networks and sell access to retail internet providers. A premises "
                   "is passed when it can be connected without further civil works; take-up is connected premises "
                   "as a percentage of premises passed, at 31 December.",
             outro=["The average cost to pass a premises in 2023 was £412, in line with our build plan, and we "
                    "expect to reach 4.0 million premises passed by the end of 2025."],
             facts={"cpp": ("£412", D(412), None, None)},
             tags={"year_band", "current_year_right"})
    items = [d[0] for d in data]
    sums_rel(n, "Total", items, ["p22", "c22", "p23", "c23"])
    for a in items + ["Total"]:
        n.rel_pct((a, "t22"), (a, "c22"), (a, "p22"))
        n.rel_pct((a, "t23"), (a, "c23"), (a, "p23"))
    return n


def n11():
    secs = [("Nordics", [("Stockholm North", "48.0 45.1 12.0", "40.0 36.5"), ("Oslo Fjordside", "32.0 27.8 -", "32.0 28.3"),
                         ("Helsinki Ring", "24.0 16.3 8.0", "16.0 8.8")]),
            ("Central Europe", [("Frankfurt East", "60.0 57.6 18.0", "54.0 50.5"),
                                ("Warsaw Vistula", "18.0 11.2 6.0", "9.0 4.4"),
                                ("Vienna Donau", "12.0 10.9 -", "12.0 10.7")])]
    rows, allc, allp = [], [], []
    for sname, camps in secs:
        rows.append(SEC(sname))
        cs, ps = [], []
        for name, cur, prev in camps:
            b, l_, uc = nums(cur)
            b2, l2 = nums(prev)
            rows.append(L(name, [b, l_, pct(l_, b), pct(l2, b2), uc], 1))
            cs.append((b, l_, uc))
            ps.append((b2, l2))
        sb, sl, su = tot(c[0] for c in cs), tot(c[1] for c in cs), tot(c[2] for c in cs)
        sb2, sl2 = tot(p[0] for p in ps), tot(p[1] for p in ps)
        rows.append(SUB("Total " + sname, [sb, sl, pct(sl, sb), pct(sl2, sb2), su]))
        allc += cs
        allp += ps
    tb, tl, tu = tot(c[0] for c in allc), tot(c[1] for c in allc), tot(c[2] for c in allc)
    tb2, tl2 = tot(p[0] for p in allp), tot(p[1] for p in allp)
    rows.append(TOT("Total portfolio", [tb, tl, pct(tl, tb), pct(tl2, tb2), tu]))
    n = Note("n11-coldspire-capacity", "Coldspire Data Centres Ltd", "Note 4. Data centre capacity by campus",
             [["Campus", "Built IT capacity (MW)", "Leased IT capacity (MW)", "Utilisation 2023",
               "Utilisation 2022", "Under construction (MW)"]],
             [Col("b", 1), Col("l", 1), Col("u23", 1, pct=True), Col("u22", 1, pct=True), Col("uc", 1)], rows, None,
             style="borderless", font="Cond", paper="A4",
             intro="Capacity is measured as critical IT load in megawatts (MW) at 31 December 2023. Utilisation is "
                   "leased IT capacity as a percentage of built IT capacity at the year end.",
             outro=["Customers had pre-leased 38% of the capacity under construction at the year end. Construction "
                    "at Stockholm North and Frankfurt East is scheduled to complete in 2024."],
             facts={"pre": ("38%", D(38), "%", 1)},
             names=["Coldspire", "Stockholm North", "Oslo Fjordside", "Helsinki Ring", "Frankfurt East",
                    "Warsaw Vistula", "Vienna Donau"],
             tags={"bold_section_rows", "nil_dash"})
    for sname, camps in secs:
        sums_rel(n, "Total " + sname, [c[0] for c in camps], ["b", "l", "uc"])
    sums_rel(n, "Total portfolio", ["Total " + s for s, _ in secs], ["b", "l", "uc"])
    for r in rows:
        if r.kind != "sec":
            n.rel_pct((r.key, "u23"), (r.key, "l"), (r.key, "b"))
    return n


def n12():
    secs = [("Americas", [("Orbitane 3", "48 48 39 41"), ("Orbitane 5", "64 64 52 50")]),
            ("Europe, Middle East and Africa", [("Orbitane 4", "56 56 47 44"), ("Orbitane 7(2)", "72 - 31 -")]),
            ("Asia-Pacific", [("Orbitane 6", "60 60 45 46"), ("Orbitane 8", "40 40 34 32")])]
    rows, items = [], []
    for sname, sats in secs:
        rows.append(BIG(sname))
        for name, s in sats:
            a2, a1, u2, u1 = nums(s)
            rows.append(L(name, [a2, a1, u2, u1, pct(u2, a2), pct(u1, a1) if a1 else None]))
            items.append(rows[-1])
    t = colsums(items, 4)
    rows.append(TOT("Total fleet", t + [pct(t[2], t[0]), pct(t[3], t[1])]))
    n = Note("n12-orbitane-transponders", "Orbitane Satellite Communications S.A.",
             "Transponder Utilisation by Satellite",
             [["", G("Available transponders(1)", 2), G("Utilised transponders", 2), G("Fill rate", 2)],
              ["Satellite", "2022", "2021", "2022", "2021", "2022", "2021"]],
             [Col("a22"), Col("a21"), Col("u22"), Col("u21"), Col("f22", 1, pct=True), Col("f21", 1, pct=True)],
             rows, None, style="grid", font="Serif", paper="Letter",
             intro="We lease satellite capacity to broadcasters, network operators and government customers. The "
                   "fill rate is the number of utilised transponders as a percentage of available transponders at "
                   "31 December, grouped by the region each satellite primarily serves.",
             foot=["(1) Stated in 36 MHz equivalents.", "(2) Entered commercial service in August 2022."],
             outro=["Average annual revenue per utilised transponder was US$1.42 million in 2022, compared with "
                    "US$1.47 million in 2021."],
             facts={"rev22": ("1.42", D("1.42"), None, M), "rev21": ("1.47", D("1.47"), None, M)},
             names=["Orbitane"], tags={"year_band", "section_titles_large", "nil_dash", "footnote"})
    keys = [r.key for r in items]
    sums_rel(n, "Total fleet", keys, ["a22", "a21", "u22", "u21"])
    for k in keys + ["Total fleet"]:
        n.rel_pct((k, "f22"), (k, "u22"), (k, "a22"))
        if k != "Orbitane 7(2)":
            n.rel_pct((k, "f21"), (k, "u21"), (k, "a21"))
    return n


def n13():
    dc, l2 = nums("1,842 2,915 4,386"), nums("6,507 8,240 9,971")
    ses, gwh, price = nums("3,816 6,204 9,847"), nums("71.5 122.9 206.3"), nums("0.39 0.43 0.45")
    kwh = [q(gwh[i] * 1000 / ses[i], 1) for i in range(3)]
    rows = [SEC("Network at year end"),
            L("DC fast charging ports", dc, 1), L("Level 2 charging ports", l2, 1),
            TOT("Total charging ports", [dc[i] + l2[i] for i in range(3)], 1),
            SEC("Usage"),
            L("Charging sessions (in thousands)", ses, 1, scale=K),
            L("Energy dispensed (GWh)", gwh, 1, dec=1),
            L("Average energy per session (kWh)", kwh, 1, dec=1),
            SEC("Pricing"),
            L("Average price per kWh", price, 1, dec=2, cur="all")]
    n = Note("n13-voltmeadow-charging", "Voltmeadow Charging, Inc.", "Charging Network Statistics",
             [["", "2021", "2022", "2023"]], [Col("y21"), Col("y22"), Col("y23")], rows, None,
             style="zebra", font="Sans", paper="Letter",
             intro="We own and operate a network of public charging stations for electric vehicles, located mainly "
                   "at retail and hospitality host sites. Ports are counted at December 31; usage measures are for "
                   "the full year.",
             outro=["We expect to add approximately 1,250 DC fast charging ports in 2024, most of them at existing "
                    "host sites, and to retire older Level 2 equipment as leases expire."],
             facts={"plan": ("1,250", D(1250), None, None)},
             tags={"bold_section_rows", "current_year_right"})
    sums_rel(n, "Total charging ports", ["DC fast charging ports", "Level 2 charging ports"], ["y21", "y22", "y23"])
    for ck in ("y21", "y22", "y23"):
        n.rel_ratio(("Average energy per session (kWh)", ck), ("Energy dispensed (GWh)", ck),
                    ("Charging sessions (in thousands)", ck), 1000)
    return n


def n14():
    data = [("China", 14862, 11205), ("Europe", 11437, 9874), ("United States", 6215, 5392), ("India", 4108, 2716),
            ("Other Asia-Pacific", 5923, 4851), ("Rest of world", 3816, 3102)]
    t3, t2 = tot(D(d[1]) for d in data), tot(D(d[2]) for d in data)
    rows = [L(a, [D(x), pct(x, t3), D(y), pct(y, t2)]) for a, x, y in data]
    rows.append(TOT("Total", [t3, D(100), t2, D(100)]))
    n = Note("n14-sunquarry-shipments", "Sunquarry Photovoltaics Co., Ltd.", "Note 3. Module shipments by destination",
             [["", G("2023", 2), G("2022", 2)], ["Destination", "Amount", "%", "Amount", "%"]],
             [Col("m23"), Col("p23", 1, pct=True, sign=False), Col("m22"), Col("p22", 1, pct=True, sign=False)],
             rows, None, style="booktabs", font="Cond", paper="A4",
             caption="Shipments in megawatts (MW)",
             intro="We manufacture monocrystalline solar modules. Shipments are recognised when control of the "
                   "modules passes to the customer and are reported by the destination country or region.",
             outro=["The blended average selling price of modules shipped was US$0.19 per watt in 2023, compared "
                    "with US$0.27 per watt in 2022, as polysilicon costs fell through the year."],
             facts={"asp23": ("0.19", D("0.19"), None, None), "asp22": ("0.27", D("0.27"), None, None)},
             tags={"year_band"})
    sums_rel(n, "Total", [d[0] for d in data], ["m23", "m22"])
    for a in [d[0] for d in data]:
        n.rel_pct((a, "p23"), (a, "m23"), ("Total", "m23"))
        n.rel_pct((a, "p22"), (a, "m22"), ("Total", "m22"))
    return n


def n15():
    secs = [("Arabica", [("Brazil", "1,184 1,246 62.5 66.0"), ("Colombia", "542 518 81.3 84.7"),
                         ("Ethiopia", "213 236 74.0 80.9"), ("Honduras", "167 189 70.2 73.5")]),
            ("Robusta", [("Vietnam", "698 655 41.8 47.2"), ("Uganda", "- 124 - 55.6")])]
    rows, items, subs = [], [], []
    for sname, origins in secs:
        rows.append(SEC(sname))
        its = [L(o, nums(s), 1) for o, s in origins]
        rows += its
        items += its
        b = colsums(its, 2)
        sh = [wavg([(r.vals[2 + i], r.vals[i]) for r in its], 1) for i in range(2)]
        rows.append(SUB("Total " + sname, b + sh))
        subs.append(rows[-1])
    b = colsums(items, 2)
    rows.append(TOT("Total", b + [wavg([(r.vals[2 + i], r.vals[i]) for r in items], 1) for i in range(2)]))
    n = Note("n15-kaffwerth-coffee", "Kaffwerth Coffee Company AG", "7. Green coffee purchases by origin",
             [["", G("Bags purchased", 2), G("Certified share(1)", 2)], ["Origin", "2022", "2023", "2022", "2023"]],
             [Col("b22"), Col("b23"), Col("s22", 1, pct=True), Col("s23", 1, pct=True)], rows, K,
             style="lined", font="Serif", paper="A4", caption="(in thousands of 60-kg bags)",
             intro="We buy green (unroasted) coffee from exporters and cooperatives in producing countries and "
                   "roast it at our plants in Bremen and Trieste. Purchases are stated by country of origin.",
             foot=["(1) Share of bags purchased that carried a recognised sustainability certification."],
             outro=["Purchases under direct-trade relationships with cooperatives totalled 1,132 thousand bags "
                    "in 2023. We began sourcing robusta from Uganda in the first quarter of 2023."],
             facts={"dt": ("1,132", D(1132), None, K)},
             tags={"year_band", "bold_section_rows", "current_year_right", "nil_dash", "scale_in_caption",
                   "footnote"})
    for sname, origins in secs:
        sums_rel(n, "Total " + sname, [o for o, _ in origins], ["b22", "b23"])
    sums_rel(n, "Total", ["Total " + s for s, _ in secs], ["b22", "b23"])
    return n


def n16():
    data = [("Ammonia", "3,412 3,286 548 1,104"), ("Granular urea", "4,926 4,773 412 673"),
            ("UAN", "6,835 7,012 305 528"), ("Ammonium nitrate", "1,508 1,461 336 562")]
    rows = [L(a, nums(b)) for a, b in data]
    rows.append(TOT("Total", colsums(rows, 2) + ["", ""]))
    n = Note("n16-nitrovale-volumes", "Nitrovale Agri-Nutrients Inc.", "Sales Volumes and Average Realized Prices",
             [["", G("Sales volume (thousand tons)", 2), G("Average realized price ($ per ton)", 2)],
              ["Product", "2023", "2022", "2023", "2022"]],
             [Col("v23", scale=K), Col("v22", scale=K), Col("p23", cur="all", scale=None),
              Col("p22", cur="all", scale=None)], rows, None, style="grid", font="Sans", paper="Letter",
             intro="We produce nitrogen fertilizers at three plants in the U.S. Gulf and Midwest regions. Average "
                   "realized price is net sales divided by tons sold, at the plant gate.",
             outro=["Natural gas, our principal feedstock, cost an average of $3.18 per MMBtu in 2023. Producing "
                    "one ton of ammonia requires approximately 33 MMBtu of natural gas."],
             facts={"gas": ("$3.18", D("3.18"), None, None), "mmbtu": ("33", D(33), None, None)},
             tags={"year_band"})
    sums_rel(n, "Total", [a for a, _ in data], ["v23", "v22"])
    return n


def n17():
    data = [("Hot-rolled sheet", 3846, 4112), ("Cold-rolled sheet", 1927, 2054), ("Coated sheet", 2615, 2398),
            ("Plate", 1104, 1187), ("Rebar and merchant bar", 1468, 1642)]
    t3, t2 = tot(D(d[1]) for d in data), tot(D(d[2]) for d in data)
    rows = [L(a, [D(x), pct(x, t3), D(y), pct(y, t2)]) for a, x, y in data]
    rows.append(TOT("Total shipments", [t3, D(100), t2, D(100)]))
    n = Note("n17-forgecastle-shipments", "Forgecastle Steel Corporation", "Steel Shipments by Product",
             [["(Tons in thousands)", G("2023", 2), G("2022", 2)], ["", "Amount", "%", "Amount", "%"]],
             [Col("a23"), Col("p23", 1, pct=True), Col("a22"), Col("p22", 1, pct=True)], rows, K,
             style="borderless", font="Serif", paper="Letter",
             intro="We produce flat-rolled and long steel products at our integrated mill and two electric arc "
                   "furnace mini-mills. Shipments to external customers by product were as follows:",
             outro=["The average selling price per ton shipped was $1,148 in 2023 compared with $1,386 in 2022, "
                    "reflecting lower spot prices for flat-rolled products in the first half of the year."],
             facts={"asp23": ("$1,148", D(1148), None, None), "asp22": ("$1,386", D(1386), None, None)},
             tags={"year_band"})
    sums_rel(n, "Total shipments", [d[0] for d in data], ["a23", "a22"])
    for a in [d[0] for d in data]:
        n.rel_pct((a, "p23"), (a, "a23"), ("Total shipments", "a23"))
        n.rel_pct((a, "p22"), (a, "a22"), ("Total shipments", "a22"))
    return n


def n18():
    cat = [("Sparkling soft drinks", "512.4 521.8"), ("Water", "148.6 139.2"),
           ("Sports and energy drinks", "96.3 84.7"), ("Tea and coffee", "41.5 42.9"), ("Juice and dairy", "28.7 27.6")]
    ter = [("Atlantic", "268.3 270.1"), ("Gulf Coast", "241.7 236.4"), ("Great Lakes", "187.0 183.9"),
           ("Plains", "130.5 125.8")]
    rows = []
    for sname, data, tk in (("By category", cat, "Total/category"), ("By territory", ter, "Total/territory")):
        rows.append(SEC(sname))
        its = []
        for a, s in data:
            y3, y2 = nums(s)
            its.append(L(a, [y3, y2, chg(y3, y2)], 1))
        rows += its
        t = colsums(its, 2)
        rows.append(TOT("Total", t + [chg(t[0], t[1])], 1, key=tk))
    assert rows[6].vals[:2] == rows[-1].vals[:2]
    n = Note("n18-sodavelle-volume", "Sodavelle Bottling Company", "Unit Case Volume",
             [["(Unit cases in millions)", "2023", "2022", "% Change"]],
             [Col("y23", 1), Col("y22", 1), Col("ch", 1, pct=True)], rows, M,
             style="zebra", font="Serif", paper="Letter",
             intro="We manufacture and distribute nonalcoholic beverages under franchise agreements in four "
                   "territories in the central and eastern United States. Unit case volume by beverage category and "
                   "by territory was as follows:",
             outro=["A unit case equals 24 eight-ounce servings (192 U.S. fluid ounces). Unit case volume "
                    "excludes products sold to other bottlers."],
             facts={"serv": ("24", D(24), None, None)},
             tags={"bold_section_rows", "repeated_row_label", "negative_in_parens"})
    for data, tk in ((cat, "Total/category"), (ter, "Total/territory")):
        sums_rel(n, tk, [a for a, _ in data], ["y23", "y22"])
        for a in [a for a, _ in data] + [tk]:
            n.rel_chg((a, "ch"), (a, "y23"), (a, "y22"))
    n.rel_eq(("Total/category", "y23"), ("Total/territory", "y23"))
    return n


def n19():
    secs = [("Europe", [("Poland", "14.2 14.8 19.6 20.3"), ("Romania", "6.9 6.6 24.1 23.2"),
                        ("Germany", "9.7 10.4 8.3 8.7")]),
            ("Africa and Middle East", [("Nigeria", "11.3 10.8 41.5 39.8"), ("Egypt", "8.6 9.1 12.7 13.2")]),
            ("Asia", [("Pakistan", "18.4 19.7 28.9 30.4"), ("Bangladesh", "12.5 11.6 15.8 14.9")])]
    rows, subs = [], []
    for sname, mk in secs:
        rows.append(SEC(sname))
        its = [L(m, nums(s), 1) for m, s in mk]
        rows += its
        rows.append(SUB("Total " + sname, colsums(its, 2) + ["", ""]))
        subs.append(rows[-1])
    rows.append(TOT("Total cigarettes", colsums(subs, 2) + ["", ""]))
    n = Note("n19-leafharrow-volumes", "Leafharrow Tobacco plc", "Cigarette volumes and market share",
             [["", G("Volume (bn sticks)", 2), G("Market share", 2)], ["Market", "2023", "2022", "2023", "2022"]],
             [Col("v23", 1), Col("v22", 1), Col("s23", 1, pct=True), Col("s22", 1, pct=True)], rows, B,
             style="lined", font="Cond", paper="A4",
             intro="Volumes are cigarette sticks sold to distributors and retailers in our key markets. Market "
                   "share is our share of the legal cigarette market in each country, based on retail audit data.",
             outro=["In addition, the Group sold 6.4 bn heated tobacco sticks in 2023 (2022: 4.9 bn), all of them "
                    "in Europe."],
             facts={"htu23": ("6.4", D("6.4"), None, B), "htu22": ("4.9", D("4.9"), None, B)},
             tags={"year_band", "bold_section_rows"})
    for sname, mk in secs:
        sums_rel(n, "Total " + sname, [m for m, _ in mk], ["v23", "v22"])
    sums_rel(n, "Total cigarettes", ["Total " + s for s, _ in secs], ["v23", "v22"])
    return n


def n20():
    data = [("Holyhead\u2013Dublin", "1,382 402 318 1,465 426 331"), ("Fishguard\u2013Rosslare", "486 142 61 512 151 58"),
            ("Cairnryan\u2013Larne", "1,104 327 246 1,087 336 239"), ("Portsmouth\u2013Caen", "763 211 94 841 235 97"),
            ("Hull\u2013Rotterdam", "402 98 187 419 101 176")]
    rows = [L(a, nums(b)) for a, b in data]
    rows.append(TOT("Total", colsums(rows, 6)))
    n = Note("n20-tidegarth-traffic", "Tidegarth Ferries Ltd", "5. Traffic by route",
             [["('000)", G("2022", 3), G("2023", 3)],
              ["Route", "Passengers", "Cars", "Freight units", "Passengers", "Cars", "Freight units"]],
             [Col(k) for k in ("p22", "c22", "f22", "p23", "c23", "f23")], rows, K,
             style="grid", font="Sans", paper="A4",
             intro="We operate passenger and freight ferry services on the Irish Sea, the English Channel and the "
                   "North Sea. Freight units are lorries, trailers and containers carried.",
             outro=["We operated 14,862 sailings in 2023 (2022: 14,530). The Portsmouth\u2013Caen route benefited "
                    "from a second vessel deployed from April."],
             facts={"sail23": ("14,862", D(14862), None, None), "sail22": ("14,530", D(14530), None, None)},
             tags={"year_band", "current_year_right"})
    sums_rel(n, "Total", [a for a, _ in data], ["p22", "c22", "f22", "p23", "c23", "f23"])
    return n


def n21():
    divs = [("Regional Bus", "R/", ["412.6 389.4", "176.3 171.8", "118.7 112.4", "84.6 82.9"]),
            ("London Bus", "L/", ["318.2 301.7", "98.4 97.1", "96.5 94.8", "87.3 85.1"])]
    labels = [("Passenger journeys (millions)", dict(dec=1, scale=M)), ("Vehicle miles (millions)", dict(dec=1, scale=M)),
              ("Revenue per passenger journey (pence)", dict(dec=1)), ("Punctuality", dict(dec=1, pct=True))]
    rows = []
    for dname, p, vals in divs:
        rows.append(BIG(dname))
        for (lb, f), s in zip(labels, vals):
            rows.append(L(lb, nums(s), key=p + lb, **f))
    n = Note("n21-routemere-bus", "Routemere Transport Group plc", "Operating statistics by division",
             [["", "2023", "2022"]], [Col("y23"), Col("y22")], rows, None,
             style="booktabs", font="Serif", paper="A4",
             intro="The Group runs local bus services in English regional towns and cities (Regional Bus) and "
                   "operates routes under contract to the London transport authority (London Bus). Punctuality is "
                   "the share of timetabled departures running between one minute early and five minutes late.",
             outro=["Concessionary journeys by older and disabled passengers made up 29.4% of Regional Bus "
                    "passenger journeys in 2023, slightly below pre-pandemic levels."],
             facts={"conc": ("29.4%", D("29.4"), "%", 1)},
             tags={"section_titles_large", "repeated_row_label"})
    return n


def n22():
    secs = [("Letters", [("Addressed letters", "6,842 7,315 3,126 3,214"), ("Marketing mail", "1,406 1,512 412 437"),
                         ("Unaddressed mail", "1,975 2,088 96 101")]),
            ("Parcels", [("Domestic parcels", "1,128 1,054 3,862 3,545"), ("International parcels", "94 102 641 689")])]
    rows, subs = [], []
    for sname, prods in secs:
        rows.append(SEC(sname))
        its = [L(a, nums(s), 1) for a, s in prods]
        rows += its
        rows.append(SUB("Total " + sname.lower(), colsums(its, 4)))
        subs.append(rows[-1])
    rows.append(TOT("Total", colsums(subs, 4)))
    n = Note("n22-letterhythe-volumes", "Letterhythe Post plc", "3. Letters and parcels: volumes and revenue",
             [["", G("Volume (millions of items)", 2), G("Revenue (\u00a3m)", 2)],
              ["", "2023/24", "2022/23", "2023/24", "2022/23"]],
             [Col("v24"), Col("v23"), Col("r24"), Col("r23")], rows, M,
             style="borderless", font="Sans", paper="A4",
             intro="We collect, sort and deliver letters and parcels six days a week. Volumes are items handled in "
                   "the financial year to 31 March; revenue is stated after discounts and rebates.",
             outro=["Domestic parcels revenue in 2023/24 included \u00a3312m from our largest retail customer, "
                    "whose contract was renewed for three years in February 2024."],
             facts={"big": ("312", D(312), None, M)},
             tags={"year_band", "bold_section_rows"})
    for sname, prods in secs:
        sums_rel(n, "Total " + sname.lower(), [a for a, _ in prods], ["v24", "v23", "r24", "r23"])
    sums_rel(n, "Total", ["Total letters", "Total parcels"], ["v24", "v23", "r24", "r23"])
    return n


def n23():
    data = [("Digital billboards", "1,206 1,384 142,318 171,925 71.4 74.8"),
            ("Classic bulletins", "8,415 8,102 196,504 189,276 63.2 61.5"),
            ("Posters", "14,930 14,388 88,617 86,940 58.7 59.3"),
            ("Transit shelters", "6,214 6,377 51,482 55,106 66.9 68.2"),
            ("Digital transit screens", "- 842 - 9,875 - 52.6")]
    rows = [L(a, nums(b)) for a, b in data]
    rows.append(TOT("Total", colsums(rows, 4) + ["", ""]))
    n = Note("n23-hoardwell-displays", "Hoardwell Media, Inc.", "Advertising Displays by Format",
             [["", G("Displays", 2), G("Revenue", 2), G("Occupancy", 2)],
              ["Format", "2022", "2023", "2022", "2023", "2022", "2023"]],
             [Col("d22", scale=None), Col("d23", scale=None), Col("r22", cur="first"), Col("r23", cur="first"),
              Col("o22", 1, pct=True), Col("o23", 1, pct=True)], rows, K,
             style="lined", font="Cond", paper="Letter", caption="(Revenue in thousands)",
             intro="We sell advertising space on billboards, posters and transit displays in 38 U.S. markets. "
                   "Displays are counted at December 31; occupancy is the share of available advertising time or "
                   "space sold during the year.",
             outro=["National advertisers accounted for 37% of revenue in 2023. Digital transit screens were "
                    "installed under a new municipal contract during 2023."],
             facts={"nat": ("37%", D(37), "%", 1)},
             tags={"year_band", "current_year_right", "nil_dash", "scale_in_caption"})
    sums_rel(n, "Total", [a for a, _ in data], ["d22", "d23", "r22", "r23"])
    return n


def n24():
    divs = [("Adult trade", "A/", [("Print", "18,426 19,115"), ("E-book", "6,218 6,504"),
                                   ("Downloadable audio", "3,145 2,612")]),
            ("Children's", "C/", [("Print", "14,872 14,206"), ("E-book", "1,034 1,098"),
                                  ("Downloadable audio", "618 547")]),
            ("Education", "E/", [("Print", "5,307 5,689"), ("E-book", "2,941 2,487"), ("Downloadable audio", "- -")])]
    rows, items = [], []
    for dname, p, fmts in divs:
        rows.append(BIG(dname))
        for f, s in fmts:
            a, b = nums(s)
            rows.append(L(f, [a, b, chg(a, b) if a is not None else None], key=p + f))
            items.append(rows[-1])
    t = colsums(items, 2)
    rows.append(TOT("Total units", t + [chg(t[0], t[1])]))
    n = Note("n24-pagewick-units", "Pagewick Publishing plc", "6. Unit sales by format",
             [["", "2023 units ('000)", "2022 units ('000)", "Change"]],
             [Col("u23", scale=K), Col("u22", scale=K), Col("ch", 1, pct=True)], rows, None,
             style="zebra", font="Serif", paper="A4",
             intro="Unit sales are copies sold to retailers, wholesalers and direct to consumers, net of returns, "
                   "for each of the Group's three publishing divisions.",
             outro=["Backlist titles, those published more than 18 months before the sale, accounted for 63% of "
                    "Adult trade print units in 2023. The Education division does not publish audio editions."],
             facts={"back": ("63%", D(63), "%", 1)},
             tags={"section_titles_large", "repeated_row_label", "nil_dash"})
    sums_rel(n, "Total units", [r.key for r in items], ["u23", "u22"])
    for r in items + [rows[-1]]:
        if r.vals[1] is not None:
            n.rel_chg((r.key, "ch"), (r.key, "u23"), (r.key, "u22"))
    return n


def n25():
    secs = [("Digital", [("Subscription streaming", 1284, 1139), ("Ad-supported streaming", 402, 376),
                         ("Downloads and other digital", 58, 71)]),
            ("Physical and other", [("Physical", 236, 249), ("Performance rights", 171, 158),
                                    ("Synchronisation", 97, 88)])]
    allit = [x for _, its in secs for x in its]
    t3, t2 = tot(D(x[1]) for x in allit), tot(D(x[2]) for x in allit)
    rows = []
    for sname, its in secs:
        rows.append(SEC(sname))
        rows += [L(a, [D(x), pct(x, t3), D(y), pct(y, t2)], 1) for a, x, y in its]
    rows.append(TOT("Total recorded music revenue", [t3, D(100), t2, D(100)]))
    n = Note("n25-cadenzor-music", "Cadenzor Music Group N.V.", "Note 3. Recorded music revenue by format",
             [["\u20ac million", G("2023", 2), G("2022", 2)], ["", "Amount", "%", "Amount", "%"]],
             [Col("a23"), Col("p23", 1, pct=True, sign=False), Col("a22"), Col("p22", 1, pct=True, sign=False)],
             rows, M, style="grid", font="Sans", paper="A4",
             intro="Recorded music revenue is earned from the exploitation of our catalogue of sound recordings by "
                   "digital service providers, retailers, broadcasters and licensees.",
             outro=["Physical revenue included \u20ac127 million from vinyl in 2023, the fifth consecutive year of "
                    "growth in vinyl sales."],
             facts={"vinyl": ("127", D(127), None, M)},
             tags={"year_band", "bold_section_rows"})
    sums_rel(n, "Total recorded music revenue", [x[0] for x in allit], ["a23", "a22"])
    for a in [x[0] for x in allit]:
        n.rel_pct((a, "p23"), (a, "a23"), ("Total recorded music revenue", "a23"))
        n.rel_pct((a, "p22"), (a, "a22"), ("Total recorded music revenue", "a22"))
    return n


def n26():
    data = [("Telvarrow One", "16.8 16.2 11.4 10.6"), ("Telvarrow Two", "4.9 5.1 6.8 7.4"),
            ("Telvarrow Gold", "1.7 1.6 0.9 0.8"), ("Telvarrow Kids(1)", "0.8 0.7 - -"),
            ("Telvarrow Drama", "1.2 1.4 1.5 1.9")]
    rows = [L(a, nums(b)) for a, b in data]
    rows.append(TOT("Family total", colsums(rows, 4)))
    n = Note("n26-telvarrow-share", "Telvarrow Broadcasting plc", "Share of viewing by channel",
             [["", G("All individuals", 2), G("Adults 16\u201334", 2)], ["Channel", "2022", "2023", "2022", "2023"]],
             [Col(k, 1, pct=True) for k in ("a22", "a23", "y22", "y23")], rows, None,
             style="borderless", font="Serif", paper="A4",
             intro="Share of viewing is the percentage of all television viewing in UK homes, live and time-shifted "
                   "within seven days, that was spent watching each of our channels.",
             foot=["(1) Children's channel; not measured separately for adults 16\u201334."],
             outro=["The family's share of commercial impacts, which drives advertising pricing, was 31.4% in 2023, "
                    "unchanged from 2022."],
             facts={"soci": ("31.4%", D("31.4"), "%", 1)},
             names=["Telvarrow"], tags={"year_band", "current_year_right", "nil_dash", "footnote"})
    sums_rel(n, "Family total", [a for a, _ in data], ["a22", "a23", "y22", "y23"])
    return n


def n27():
    secs = [("Main Board", "M/", "612 598", "18 27", ("Transfers from Growth Market", "6 5"), "-22 -18",
             "1,846.5 3,207.9", "6,418.2 5,973.4"),
            ("Growth Market", "G/", "284 262", "31 42", ("Transfers to Main Board", "-6 -5"), "-17 -15",
             "214.8 402.6", "388.1 451.7")]
    rows = []
    for sname, p, beg, new, (tl, tr), dl, ipo, fi in secs:
        b, nw, tf, d = nums(beg), nums(new), nums(tr), nums(dl)
        e = [b[i] + nw[i] + tf[i] + d[i] for i in range(2)]
        assert e[1] == b[0], (sname, e, b)
        rows += [SEC(sname), L("Listed companies at 1 January", b, 1, key=p + "beg"),
                 L("New listings", nw, 1, key=p + "new"), L(tl, tf, 1, key=p + "tr"),
                 L("Delistings", d, 1, key=p + "del"), SUB("Listed companies at 31 December", e, 1, key=p + "end"),
                 L("Capital raised by IPOs ($ million)", nums(ipo), 1, key=p + "ipo", dec=1, scale=M),
                 L("Capital raised by further issues ($ million)", nums(fi), 1, key=p + "fi", dec=1, scale=M)]
    n = Note("n27-tallymere-listings", "Tallymere Exchange Holdings Ltd", "Listings and capital raised",
             [["", "2023", "2022"]], [Col("y23"), Col("y22")], rows, None,
             style="lined", font="Sans", paper="A4",
             intro="The Group operates two equity markets: the Main Board for established issuers and the Growth "
                   "Market for smaller and earlier-stage companies. Companies may transfer from the Growth Market "
                   "to the Main Board once they meet its listing requirements.",
             outro=["Listing fees are charged on admission and annually thereafter; fees from further issues are "
                    "based on the amount of capital raised."],
             tags={"bold_section_rows", "repeated_row_label", "negative_in_parens"})
    for _, p, *_r in secs:
        sums_rel(n, p + "end", [p + "beg", p + "new", p + "tr", p + "del"], ["y23", "y22"])
        n.rel_eq((p + "beg", "y23"), (p + "end", "y22"))
    return n


def n28():
    data = [("Glenstowe Grocers", 24, 1412, 31846, "14.2"), ("Tallowick Home Improvement", 11, 1208, 22905, "9.6"),
            ("Crandlewick Pharmacy", 37, 521, 19734, "11.8"), ("Coldbrook Fitness", 16, 684, 17218, "12.7"),
            ("Ostley Auto Parts", 42, 298, 14663, "8.4"), ("Quinnery Dollar Stores", 58, 533, 13902, "6.9"),
            ("Velwood Logistics", 5, 1964, 13175, "10.3"), ("Drakesfield Cinemas", 9, 412, 12486, "13.5"),
            ("Harlowen Medical Group", 21, 276, 11357, "7.8"), ("Fenlow Tire & Service", 33, 214, 10142, "9.1")]
    total_abr = D(512600)
    rows = [L(a, [D(nl), D(sf), D(abr), pct(abr, total_abr), D(w)]) for a, nl, sf, abr, w in data]
    t = colsums(rows, 3)
    walt = wavg([(r.vals[4], r.vals[2]) for r in rows], 1)
    rows.append(TOT("Total top ten tenants", t + [pct(t[2], total_abr), walt]))
    n = Note("n28-keelbrook-tenants", "Keelbrook Net Lease Realty, Inc.", "Top Ten Tenants",
             [["Tenant", "Number of leases", "Leased square feet", "Annualized base rent(1)", "% of total ABR",
               "Weighted average remaining lease term (years)"]],
             [Col("n", scale=None), Col("sf"), Col("abr", cur="first"), Col("pab", 1, pct=True),
              Col("walt", 1, scale=None)], rows, K,
             style="booktabs", font="Sans", paper="Letter",
             intro="We own single-tenant retail, industrial and healthcare properties leased on a long-term net "
                   "basis. The following table lists our ten largest tenants by annualized base rent (ABR) at "
                   "December 31, 2023. Square feet and dollar amounts in the table are in thousands.",
             foot=["(1) Monthly contractual base rent in effect at December 31, 2023, multiplied by 12."],
             outro=["Total ABR for the portfolio was $512.6 million at December 31, 2023, from 1,486 leases. The "
                    "weighted average remaining lease term of the top ten tenants is weighted by ABR."],
             facts={"abr": ("$512.6", D("512.6"), None, M)},
             names=["Glenstowe", "Tallowick", "Crandlewick", "Coldbrook", "Ostley", "Quinnery", "Velwood",
                    "Drakesfield", "Harlowen", "Fenlow"],
             tags={"footnote", "scale_in_prose"})
    items = [d[0] for d in data]
    sums_rel(n, "Total top ten tenants", items, ["n", "sf", "abr"])
    rel_wavg(n, ("Total top ten tenants", "walt"), [((a, "walt"), (a, "abr")) for a in items])
    return n


def n29():
    data = [("U.S. Treasury", "48,215 -612 96,430 -3,874"), ("U.S. government agencies", "12,804 -187 64,119 -4,206"),
            ("Mortgage-backed securities", "31,562 -944 418,337 -52,816"),
            ("Municipal securities", "8,406 -231 72,584 -9,417"), ("Corporate bonds", "- - 26,940 -2,385")]
    rows = []
    for a, s in data:
        v = nums(s)
        rows.append(L(a, v + [tot([v[0], v[2]]), tot([v[1], v[3]])]))
    rows.append(TOT("Total", colsums(rows, 6)))
    n = Note("n29-ambleridge-losses", "Ambleridge Bancorp, Inc.",
             "Note 3. Securities in a Continuous Unrealized Loss Position",
             [["(Dollars in thousands)", G("Less than 12 months", 2), G("12 months or longer", 2), G("Total", 2)],
              ["December 31, 2023", "Fair value", "Unrealized losses", "Fair value", "Unrealized losses",
               "Fair value", "Unrealized losses"]],
             [Col("f1", cur="first"), Col("l1", cur="first"), Col("f2", cur="first"), Col("l2", cur="first"),
              Col("ft", cur="first"), Col("lt", cur="first")], rows, K,
             style="grid", font="Cond", paper="Letter",
             intro="The following table shows the fair value and gross unrealized losses of available-for-sale debt "
                   "securities in a continuous unrealized loss position, by length of time in that position:",
             outro=["At December 31, 2023, 236 securities were in an unrealized loss position, of which 198 had "
                    "been in that position for 12 months or longer. The declines reflect higher market interest "
                    "rates rather than credit quality, and the Company does not intend to sell these securities."],
             facts={"n": ("236", D(236), None, None), "n12": ("198", D(198), None, None)},
             tags={"year_band", "nil_dash", "negative_in_parens"})
    items = [a for a, _ in data]
    sums_rel(n, "Total", items, ["f1", "l1", "f2", "l2", "ft", "lt"])
    for a in items:
        n.rel_sum((a, "ft"), [(a, "f1"), (a, "f2")])
        n.rel_sum((a, "lt"), [(a, "l1"), (a, "l2")])
    return n


def n30():
    divs = [("United Kingdom", "U/", [("Engineers", "62.4 68.1 31.2 33.0"), ("Technicians", "48.7 51.9 27.5 28.8"),
                                      ("Apprentices", "71.6 76.3 162.7 171.5"), ("Managers", "9.8 11.2 18.4 20.6")]),
            ("International", "I/", [("Engineers", "27.3 30.6 24.9 26.4"), ("Technicians", "19.5 18.8 21.7 20.9"),
                                     ("Managers", "3.6 4.1 14.2 15.8")])]
    rows, items = [], []
    for dname, p, cats in divs:
        rows.append(BIG(dname))
        for c, s in cats:
            rows.append(L(c, nums(s), key=p + c))
            items.append(rows[-1])
    rows.append(TOT("Total", colsums(items, 2) + ["", ""]))
    n = Note("n30-wrathmoor-training", "Wrathmoor Engineering plc", "Training and development",
             [["", G("Training hours ('000)", 2), G("Average hours per employee", 2)],
              ["Employee category", "2022", "2023", "2022", "2023"]],
             [Col("h22", 1, scale=K), Col("h23", 1, scale=K), Col("a22", 1), Col("a23", 1)], rows, None,
             style="zebra", font="Sans", paper="A4",
             intro="We invest in technical and leadership training for all employees. Training hours include "
                   "classroom, on-the-job and e-learning hours recorded in our learning management system.",
             outro=["At 31 December 2023 the Group employed 7,914 people (2022: 7,560). Training spend, excluding "
                    "apprentice wages, was \u00a36.8 million in 2023."],
             facts={"hc23": ("7,914", D(7914), None, None), "hc22": ("7,560", D(7560), None, None)},
             tags={"year_band", "current_year_right", "section_titles_large", "repeated_row_label"})
    sums_rel(n, "Total", [r.key for r in items], ["h22", "h23"])
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
    # spanned header texts need room on at most two lines
    for hi, a, b in spans:
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
