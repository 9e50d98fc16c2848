"""tatqa-style16: thirty invented annual-report notes, each rendered as a one-page PDF in the manner of TAT-QA.

    /work/main/.venv/bin/python bench/tatqa-style16/make_docs.py OUTDIR

Each page: the heading "Annual report (extract)", the company, the note title, a paragraph before the table,
sometimes a caption line, the table, sometimes footnotes, and a paragraph after the table. Every figure is a
Decimal held by the builders n01() ... n30(); totals, subtotals, "%" of total columns, "% change" columns,
roll-forward closing balances, yields, grades, rates, premiums, capacity factors and weighted averages are
computed here so that the printed tables add up. Each such relation is recorded on the note (``rels``) and
re-checked on the printed cells by check.py. make_questions.py imports this module and builds every gold from the
same objects.

Deterministic: no randomness, reportlab invariant mode, fixed metadata, the system DejaVu TTFs.
"""

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

SET = "tatqa-style16"
NS = uuid.UUID("5e8b2d14-73c9-4f0a-b61e-d2a9c4807f35")
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
    for the whole row."""

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
        f.update(r.fmt)
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

    def rel_pct(self, target, num, den):
        self.rels.append(("pct", target, [num, den]))

    def rel_wavg(self, target, pairs):
        """target = sum(value * weight) / sum(weight) over (value_ref, weight_ref) pairs (nil pairs skipped)."""
        self.rels.append(("wavg", target, pairs))

    def rel_prod(self, target, tops, bots, const):
        """target = prod(tops) * const / prod(bots)."""
        self.rels.append(("prod", target, [tops, bots, D(const)]))

    def rel_chg(self, target, new, old):
        """target = (new - old) / old * 100 (a printed "% change" cell)."""
        self.rels.append(("chg", target, [new, old]))

    def rel_lin(self, target, terms):
        """target = sum(coef * ref) over (coef, ref) terms (e.g. closing stock = opening + made - sold)."""
        self.rels.append(("lin", target, [(D(k), r) for k, r in terms]))

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


def chg(new, old, dec=1):
    return q((D(new) - D(old)) / D(old) * 100, dec)


def colsums(rows, idx):
    idx = range(idx) if isinstance(idx, int) else idx
    return [tot([r.vals[i] for r in rows]) for i in idx]


def wavg(pairs, dec=1):
    pairs = [(v, w) for v, w in pairs if isinstance(v, Decimal) and isinstance(w, Decimal)]
    return q(sum(v * w for v, w in pairs) / sum(w for _, w in pairs), dec)


def simple(data, **fmt):
    """Rows from (label, 'figures') pairs."""
    return [L(a, nums(b), **fmt) for a, b in data]


def labels(data):
    return [a for a, _ in data]


def with_total(rows, label, sums=(), wcols=(), key=None, kind="tot", ind=0):
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
    return Row(label, vals, kind, ind, key)


def amount_pct(raw, ncols):
    """[(label, 'a1 a2 ...')] -> rows [a1, %1, a2, %2, ...] and a total row, % of the column total (1 decimal)."""
    vals = [(a, nums(s)) for a, s in raw]
    t = [tot(v[i] for _, v in vals) for i in range(ncols)]
    rows = []
    for a, v in vals:
        line = []
        for i in range(ncols):
            line += [v[i], pct(v[i], t[i])]
        rows.append(L(a, line))
    total = []
    for i in range(ncols):
        total += [t[i], pct(t[i], t[i])]
    return rows, total




# ============================================================================ builders
def sectioned(secs, ncols, total_label=None, kind="sec", total_key=None):
    """secs: [(title, prefix, subtotal label, [(label, 'figures')])] -> rows, [(prefix, item rows)].
    Subtotals sum the first ncols columns; a grand total row sums the subtotals when total_label is given."""
    rows, groups = [], []
    for title, p, tl, data in secs:
        rows.append(Row(title, [], kind, 0, p + "title"))
        its = [L(a, nums(s), 1, key=p + a) for a, s in data]
        rows += its
        rows.append(SUB(tl, colsums(its, ncols), 1 if kind == "sec" else 0, key=p + "total"))
        groups.append((p, its))
    if total_label:
        rows.append(TOT(total_label, colsums([r for r in rows if r.kind == "sub"], ncols), key=total_key))
    return rows, groups


def n01():
    secs = [("Red varieties", "R/", "Total red",
             [("Shiraz", "412.6 3,468 3,912"), ("Cabernet Sauvignon", "286.3 2,104 2,386"),
              ("Merlot", "94.8 812 776"), ("Grenache", "61.2 398 451")]),
            ("White varieties", "W/", "Total white",
             [("Chardonnay", "318.4 3,187 2,954"), ("Sauvignon Blanc", "142.7 1,498 1,362"),
              ("Riesling", "88.5 602 648"), ("Semillon", "47.9 455 418")])]
    rows, groups = sectioned(secs, 3, "Total", total_key="Total")
    for r in rows:
        if r.kind in ("item", "sub", "tot"):
            r.vals.append(q(r.vals[1] / r.vals[0], 1))
    n = Note("n01-brindabrook-grapes", "Brindabrook Wine Estates Ltd", "Note 6. Grape intake by variety",
             [["", "Area planted (ha)", G("Grapes harvested (tonnes)", 2), "Yield (tonnes per ha)"],
              ["Variety", "", "Vintage 2024", "Vintage 2023", "Vintage 2024"]],
             [Col("ha", 1), Col("t24"), Col("t23"), Col("y24", 1)], rows, None,
             style="lined", font="Serif", paper="A4",
             intro="We own 1,458 hectares of vineyards in South Australia and make wine from our own grapes and from "
                   "grapes bought from contract growers. Vintage 2024 is the harvest of February to April 2024. "
                   "Yield is tonnes harvested in vintage 2024 per hectare planted; spring frost in the hill blocks "
                   "cut red yields that year.",
             outro=["We bought a further 5,870 tonnes of grapes from contract growers in vintage 2024 (vintage 2023: "
                    "6,215 tonnes), at an average of A$1,182 per tonne. Bulk wine sales fell as export demand "
                    "stayed weak."],
             facts={"bought24": ("5,870", D(5870), None, None), "bought23": ("6,215", D(6215), None, None),
                    "price": ("A$1,182", D(1182), None, None)},
             names=["Brindabrook"], tags={"year_band", "bold_section_rows"})
    for p, its in groups:
        n.sums(p + "total", [r.key for r in its], ["ha", "t24", "t23"])
    n.sums("Total", ["R/total", "W/total"], ["ha", "t24", "t23"])
    for r in rows:
        if r.kind in ("item", "sub", "tot"):
            n.rel_prod((r.key, "y24"), [(r.key, "t24")], [(r.key, "ha")], 1)
    return n


def n02():
    data = [("Brackenspur", "2016 142 128 45,000 40,000"), ("Stormvane", "2019 168 174 17,500 20,000"),
            ("Lough Cassan", "2015 121 109 60,000 60,000"), ("Copperspur", "2021 189 196 9,000 12,500"),
            ("Moonquill", "2020 154 138 15,000 12,000"), ("Tarnwhistle(1)", "2024 - 131 - 8,000")]
    rows = []
    for a, s in data:
        first, *v = s.split()
        rows.append(L(a, [first] + nums(" ".join(v))))
    rows.append(with_total(rows, "Total", sums={1, 2}))
    n = Note("n02-fetlockmere-stallions", "Fetlockmere Stud plc", "4. Stallion roster: mares covered and fees",
             [["", "First season at stud", G("Mares covered", 2), G("Advertised fee (\u20ac)", 2)],
              ["Stallion", "", "2023", "2024", "2023", "2024"]],
             [Col("first"), Col("c23"), Col("c24"), Col("f23"), Col("f24")], rows, None,
             style="borderless", font="Serif", paper="A4",
             intro="We stand thoroughbred stallions at our stud in County Kildare and sell nominations, the right to "
                   "breed one mare to a stallion, to breeders in Ireland, Britain and France. Advertised fees are "
                   "payable on 1 October of the covering year, or on the birth of a live foal where the terms say "
                   "so.",
             foot=["(1) Tarnwhistle retired from racing in October 2023 and covered his first mares in February 2024."],
             outro=["Of the mares covered in 2023, 81.6% produced a live foal in 2024. Our own broodmare band of 58 "
                    "mares produced 46 live foals, and 31 yearlings were sold at public auction."],
             facts={"foal": ("81.6%", D("81.6"), "%", 1), "own": ("46", D(46), None, None)},
             names=["Fetlockmere", "Brackenspur", "Stormvane", "Lough Cassan", "Copperspur", "Moonquill",
                    "Tarnwhistle"], tags={"year_band", "current_year_right"})
    n.sums("Total", [a for a, _ in data], ["c23", "c24"])
    return n


def n03():
    data = [("Montecasso", "18,420 15,865 16.8 17.4"), ("Val di Lorna", "12,306 13,118 15.9 16.2"),
            ("Poggiorsa", "9,874 8,412 17.6 18.1"), ("Castelbruno", "6,215 7,030 14.7 15.3"),
            ("Ripadoro(2)", "4,108 - 16.2 -")]
    rows = []
    for a, s in data:
        v = nums(s)
        o = [q(v[i] * v[i + 2] / 100, 0) if v[i] is not None else None for i in (0, 1)]
        rows.append(L(a, v + o))
    t = colsums(rows, [0, 1, 4, 5])
    rows.append(TOT("Total", [t[0], t[1], pct(t[2], t[0]), pct(t[3], t[1]), t[2], t[3]]))
    n = Note("n03-drupaccia-milling", "Drupaccia Olearia S.p.A.", "Note 8. Olive milling by mill",
             [["", G("Olives milled (tonnes)", 2), G("Oil yield(1)", 2), G("Oil produced (tonnes)", 2)],
              ["Mill", "2024/25", "2023/24", "2024/25", "2023/24", "2024/25", "2023/24"]],
             [Col("v25"), Col("v24"), Col("y25", 1, pct=True), Col("y24", 1, pct=True), Col("o25"), Col("o24")],
             rows, None, style="grid", font="Cond", paper="A4",
             intro="We press olives bought from growers in Tuscany and Umbria at our own mills and bottle the oil "
                   "under our brands and for retailers' own labels. A milling campaign starts with the harvest in "
                   "October and ends in January.",
             foot=["(1) Oil produced as a percentage of the weight of olives milled; the total is weighted by olives "
                   "milled.",
                   "(2) The Ripadoro mill was acquired on 14 October 2024, at the start of the 2024/25 campaign."],
             outro=["Extra virgin olive oil made up 78% of the oil we produced in 2024/25. The average ex-mill price of "
                    "extra virgin oil was \u20ac8.40 per kg, down from the record prices of the previous campaign."],
             facts={"evoo": ("78%", D(78), "%", 1), "px": ("\u20ac8.40", D("8.40"), None, None)},
             names=["Drupaccia", "Montecasso", "Val di Lorna", "Poggiorsa", "Castelbruno", "Ripadoro"],
             tags={"year_band"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["v25", "v24", "o25", "o24"])
    for rk in items:
        for y in ("25", "24"):
            if n.v(rk, "v" + y) is not None:
                n.rel_prod((rk, "o" + y), [(rk, "v" + y), (rk, "y" + y)], [], D("0.01"))
    for y in ("25", "24"):
        n.rel_pct(("Total", "y" + y), ("Total", "o" + y), ("Total", "v" + y))
    return n


def n04():
    data = [("Container ships", "2,846 3,112 1,284.6 1,402.3"), ("Dry bulk carriers", "2,214 2,538 402.8 455.1"),
            ("Tankers", "1,906 2,044 468.2 497.6"), ("LNG and LPG carriers", "682 914 198.4 262.7"),
            ("Vehicle carriers", "548 521 176.9 164.2"), ("Passenger and cruise ships", "236 248 58.3 61.9"),
            ("General cargo and other", "1,118 1,276 96.4 108.8")]
    rows = []
    for a, s in data:
        v = nums(s)
        rows.append(L(a, [v[0], v[1], chg(v[0], v[1]), v[2], v[3]]))
    t = colsums(rows, [0, 1, 3, 4])
    rows.append(TOT("Total", [t[0], t[1], chg(t[0], t[1]), t[2], t[3]]))
    n = Note("n04-sluicemere-transits", "Sluicemere Canal Company", "Transits and Toll Revenue by Vessel Type",
             [["", G("Transits", 3), G("Toll revenue ($ in millions)", 2)],
              ["Vessel type", "2024", "2023", "% change", "2024", "2023"]],
             [Col("t24"), Col("t23"), Col("chg", 1, pct=True), Col("r24", 1, cur="first", scale=M),
              Col("r23", 1, cur="first", scale=M)], rows, None,
             style="zebra", font="Sans", paper="Letter",
             intro="We operate a lock canal under a concession and charge tolls on ocean-going vessels by size and "
                   "type. A transit is one passage through the canal in either direction. Low rainfall kept the "
                   "level of our summit reservoir down from mid-2023 until the rains of May 2024, and we limited "
                   "daily transit slots and maximum drafts during that time.",
             outro=["Revenue from pilotage, tug and line-handling services, not included above, was $214.7 million in "
                    "2024. Transit slots sold at auction raised a further $88.2 million."],
             facts={"pilot": ("$214.7", D("214.7"), None, M), "auction": ("$88.2", D("88.2"), None, M)},
             names=["Sluicemere"], tags={"year_band"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["t24", "t23", "r24", "r23"])
    for rk in items + ["Total"]:
        n.rel_chg((rk, "chg"), (rk, "t24"), (rk, "t23"))
    return n


def n05():
    data = [("Sagebrake Processing Center", "Federal", "1,200 1,146 1,087"),
            ("Tolliver Creek Correctional Facility", "State", "2,016 1,958 1,902"),
            ("Ironmesa Detention Center", "Federal", "850 712 798"),
            ("Cinderbank Reentry Center", "State", "400 368 351"),
            ("Wickmoor County Detention Facility", "County", "640 602 588"),
            ("Dunegrass Processing Center(1)", "Federal", "1,000 618 -")]
    rows = []
    for a, cust, s in data:
        v = nums(s)
        rows.append(L(a, [cust] + v + [pct(v[1], v[0]), pct(v[2], v[0]) if v[2] is not None else None]))
    t = colsums(rows, [1, 2, 3])
    rows.append(TOT("Total", [""] + t + [pct(t[1], t[0]), ""]))
    n = Note("n05-wardenholt-facilities", "Wardenholt Secure Services, Inc.", "Facility Capacity and Occupancy",
             [["", "", "Design capacity", G("Average daily population", 2), G("Occupancy", 2)],
              ["Facility", "Customer", "(beds)", "2024", "2023", "2024", "2023"]],
             [Col("cust"), Col("cap"), Col("p24"), Col("p23"), Col("o24", 1, pct=True), Col("o23", 1, pct=True)],
             rows, None, style="booktabs", font="Serif", paper="Letter",
             intro="We operate secure facilities and residential reentry centers under contracts with federal, state "
                   "and county agencies, who pay us a daily rate for each person in our care. Occupancy is the "
                   "average daily population as a percentage of design capacity.",
             foot=["(1) Dunegrass received its first detainees on 4 March 2024; its average daily population is "
                   "measured from that date."],
             outro=["Our average per diem rate was $86.40 in 2024, compared with $82.15 in 2023. The contracts for "
                    "Tolliver Creek and Cinderbank were renewed for five years from July 2024."],
             facts={"pd24": ("$86.40", D("86.40"), None, None), "pd23": ("$82.15", D("82.15"), None, None)},
             names=["Wardenholt", "Sagebrake", "Tolliver Creek", "Ironmesa", "Cinderbank", "Wickmoor", "Dunegrass"],
             tags={"year_band"})
    items = [a for a, _, _ in data]
    n.sums("Total", items, ["cap", "p24", "p23"])
    for rk in items + ["Total"]:
        n.rel_pct((rk, "o24"), (rk, "p24"), (rk, "cap"))
    for rk in items[:-1]:
        n.rel_pct((rk, "o23"), (rk, "p23"), (rk, "cap"))
    return n


def n06():
    states = ["Ohio", "Indiana", "Kentucky", "Tennessee", "West Virginia"]
    adm = ["8,412 8,106 7,688", "5,238 5,301 5,012", "3,906 3,614 3,420", "4,715 4,488 4,156", "1,624 1,702 1,688"]
    adc = ["1,862 1,794 1,701", "1,108 1,126 1,064", "884 812 765", "1,046 998 921", "352 371 368"]
    secs = [("Admissions", "A/", "Total", list(zip(states, adm))),
            ("Average daily census (patients)", "C/", "Total", list(zip(states, adc)))]
    rows, groups = sectioned(secs, 3)
    n = Note("n06-lanternvale-hospice", "Lanternvale Hospice Care, Inc.", "Hospice Operating Statistics by State",
             [["", "2024", "2023", "2022"]], [Col("y24"), Col("y23"), Col("y22")], rows, None,
             style="lined", font="Sans", paper="Letter",
             intro="We provide hospice care to terminally ill patients and their families in patients' homes, in "
                   "nursing homes and assisted living communities, and in our inpatient units. An admission is a "
                   "patient beginning a period of our care; the average daily census is patient days divided by "
                   "the days in the year.",
             outro=["Medicare paid for 94.2% of our patient days in 2024. Net patient revenue per patient day was "
                    "$214.60 in 2024 (2023: $206.85)."],
             facts={"mcare": ("94.2%", D("94.2"), "%", 1), "rpd24": ("$214.60", D("214.60"), None, None),
                    "rpd23": ("$206.85", D("206.85"), None, None)},
             names=["Lanternvale"], tags={"bold_section_rows", "repeated_row_label"})
    for p, its in groups:
        n.sums(p + "total", [r.key for r in its], ["y24", "y23", "y22"])
    return n


def n07():
    data = [("Norrvika ACC", "412.6 398.1 1,846.2 1,781.5 0.42 0.37"),
            ("Sundmark ACC", "356.8 348.9 1,512.7 1,486.3 0.18 0.21"),
            ("Kalvholm ACC", "198.4 186.2 1,124.9 1,058.6 0.96 0.64")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2, 3}, wcols=[(4, 0, 2), (5, 1, 2)]))
    n = Note("n07-vectorholm-centres", "Vectorholm Air Navigation AB",
             "Note 5. Traffic and service units by area control centre",
             [["", G("IFR flights handled ('000)", 2), G("En-route service units ('000)", 2),
               G("ATFM delay per flight (minutes)(1)", 2)],
              ["Area control centre", "2024", "2023", "2024", "2023", "2024", "2023"]],
             [Col("f24", 1), Col("f23", 1), Col("s24", 1), Col("s23", 1), Col("d24", 2, scale=None),
              Col("d23", 2, scale=None)], rows, K,
             style="grid", font="Sans", paper="A4",
             intro="We provide air traffic control in the upper and lower airspace of our flight information region "
                   "from three area control centres. A flight crossing the areas of two centres is counted by each. "
                   "Service units depend on the distance flown and the weight of the aircraft and are the basis "
                   "of en-route charges.",
             foot=["(1) Air traffic flow management delay attributed to en-route capacity and staffing; the total is "
                   "weighted by flights handled."],
             outro=["The en-route unit rate was SEK 714.20 per service unit in 2024 (2023: SEK 689.55). Terminal "
                    "navigation charges, which are not included above, brought in SEK 612.4 million."],
             facts={"ur24": ("714.20", D("714.20"), None, None), "ur23": ("689.55", D("689.55"), None, None),
                    "tnc": ("612.4", D("612.4"), None, M)},
             names=["Vectorholm", "Norrvika", "Sundmark", "Kalvholm"], tags={"year_band"})
    items = labels(data)
    n.sums("Total", items, ["f24", "f23", "s24", "s23"])
    n.wavgs("Total", items, [("d24", "f24"), ("d23", "f23")])
    return n


def n08():
    data = [("Hollowfen", "Food waste", "86.4 82.1 61.8 58.3"),
            ("Mirestead", "Farm slurry and maize", "112.7 108.3 48.6 46.9"),
            ("Tansybrook", "Food waste", "64.9 67.2 45.2 47.8"),
            ("Fennacre", "Maize and grass silage", "58.3 55.6 52.4 49.7"),
            ("Reedwarren(1)", "Food waste", "31.5 - 19.7 -")]
    rows = [L(a, [f] + nums(s)) for a, f, s in data]
    rows.append(with_total(rows, "Total", sums={1, 2, 3, 4}))
    n = Note("n08-slurrybrook-plants", "Slurrybrook Renewable Gas Ltd", "6. Feedstock and biomethane by plant",
             [["", "", G("Feedstock processed", 2), G("Biomethane injected (GWh)", 2)],
              ["Plant", "Main feedstock", "2024", "2023", "2024", "2023"]],
             [Col("feed"), Col("w24", 1), Col("w23", 1), Col("g24", 1, scale=None), Col("g23", 1, scale=None)],
             rows, K, style="booktabs", font="Cond", paper="A4", caption="(Feedstock in thousands of tonnes)",
             intro="We operate anaerobic digestion plants that turn food waste, farm slurry and energy crops into "
                   "biogas, upgrade the biogas to biomethane and inject it into the gas grid. Gate fees for food "
                   "waste and sales of gas and certificates make up our revenue.",
             foot=["(1) Reedwarren began injecting gas into the grid on 9 May 2024."],
             outro=["Digestate returned to farmland as fertiliser totalled 318,400 tonnes in 2024. Food waste "
                    "collections from local authorities grew as separate weekly collections were introduced."],
             facts={"dig": ("318,400", D(318400), None, None)},
             names=["Slurrybrook", "Hollowfen", "Mirestead", "Tansybrook", "Fennacre", "Reedwarren"],
             tags={"year_band", "scale_in_caption"})
    n.sums("Total", [a for a, _, _ in data], ["w24", "w23", "g24", "g23"])
    return n


def n09():
    hours = {"24": D(8784), "23": D(8760)}

    def cf(g, mw, y):
        return q(g * 1000 * 100 / (mw * hours[y]), 1)

    secs = [("Onshore", "ON/", "Total onshore",
             [("Carnbreck", "24 86.4 218.6 231.4 6.2"), ("Glenrushie", "18 54.0 142.3 128.9 3.8"),
              ("Moorsgill", "12 36.0 84.7 90.2 -")]),
            ("Offshore", "OF/", "Total offshore",
             [("Skerrow Bank", "62 434.0 1,612.8 1,548.3 41.2"), ("Selkie Sands", "40 336.0 1,108.5 1,176.9 22.6")])]
    rows = []
    for title, p, tl, data in secs:
        rows.append(BIG(title, key=p + "title"))
        its = []
        for a, s in data:
            v = nums(s)
            its.append(L(a, [v[0], v[1], v[2], v[3], cf(v[2], v[1], "24"), cf(v[3], v[1], "23"), v[4]], 1,
                         key=p + a))
        rows += its
        t = colsums(its, [0, 1, 2, 3, 6])
        rows.append(SUB(tl, [t[0], t[1], t[2], t[3], cf(t[2], t[1], "24"), cf(t[3], t[1], "23"), t[4]],
                        key=p + "total"))
    subs = [r for r in rows if r.kind == "sub"]
    t = colsums(subs, [0, 1, 2, 3, 6])
    rows.append(TOT("Portfolio total", [t[0], t[1], t[2], t[3], cf(t[2], t[1], "24"), cf(t[3], t[1], "23"), t[4]],
                    key="total"))
    n = Note("n09-gustmoor-windfarms", "Gustmoor Renewables plc", "Wind farm portfolio: capacity and generation",
             [["", "Turbines", "Capacity (MW)", G("Net generation (GWh)", 2), G("Capacity factor", 2),
               "Curtailment (GWh)"], ["Wind farm", "", "", "2024", "2023", "2024", "2023", "2024"]],
             [Col("tb"), Col("mw", 1), Col("g24", 1), Col("g23", 1), Col("cf24", 1, pct=True),
              Col("cf23", 1, pct=True), Col("cur", 1)], rows, None,
             style="zebra", font="Serif", paper="A4",
             intro="We own and operate wind farms in Scotland and off the east coast of England. Capacity factor is "
                   "net generation divided by capacity times the hours in the year (8,784 hours in 2024 and 8,760 in "
                   "2023). Curtailment is output we were instructed to forgo because of grid constraints; a dash "
                   "means none.",
             outro=["Our average captured price was \u00a368.90 per MWh in 2024 (2023: \u00a394.30), as wholesale power "
                    "prices fell back. Skerrow Bank earns a fixed price under a contract for difference from 2025."],
             facts={"px24": ("\u00a368.90", D("68.90"), None, None), "px23": ("\u00a394.30", D("94.30"), None, None)},
             names=["Gustmoor", "Carnbreck", "Glenrushie", "Moorsgill", "Skerrow Bank", "Selkie Sands"],
             tags={"year_band", "section_titles_large"})
    for p in ("ON/", "OF/"):
        n.sums(p + "total", [r.key for r in rows if r.kind == "item" and r.key.startswith(p)],
               ["tb", "mw", "g24", "g23", "cur"])
    n.sums("total", ["ON/total", "OF/total"], ["tb", "mw", "g24", "g23", "cur"])
    for r in rows:
        if r.kind in ("item", "sub", "tot"):
            for y in ("24", "23"):
                n.rel_prod((r.key, "cf" + y), [(r.key, "g" + y)], [(r.key, "mw")], D(100000) / hours[y])
    return n


def n10():
    data = [("Veenhaar", "412.6 428.3 221.4 232.8"), ("Kleiwijk", "358.1 341.7 186.2 180.4"),
            ("Zandmoer", "296.4 318.9 151.8 166.1"), ("Ardenbeke", "244.7 251.2 128.9 134.6")]
    rows = []
    for a, s in data:
        v = nums(s)
        rows.append(L(a, v + [pct(v[3], v[1])]))
    t = colsums(rows, 4)
    rows.append(TOT("Total", t + [pct(t[3], t[1])]))
    n = Note("n10-tuberwick-plants", "Tuberwick Foods B.V.", "Note 4. Potatoes processed and products sold by plant",
             [["('000 tonnes)", G("Potatoes processed", 2), G("Finished products sold", 2), "Product yield(1)"],
              ["Plant", "2023", "2024", "2023", "2024", "2024"]],
             [Col("p23", 1), Col("p24", 1), Col("s23", 1), Col("s24", 1), Col("y24", 1, pct=True)], rows, K,
             style="borderless", font="Sans", paper="A4",
             intro="We make frozen fries, wedges and other potato products at three plants in the Netherlands and one "
                   "in Belgium, from potatoes grown for us under contract. Our products are sold to quick-service "
                   "restaurant chains, food service distributors and retailers.",
             foot=["(1) Finished products sold as a percentage of raw potatoes processed in 2024."],
             outro=["We paid an average of \u20ac265 per tonne for contracted potatoes from the 2024 harvest (2023 "
                    "harvest: \u20ac238). A wet autumn delayed lifting and lowered the dry matter of the crop."],
             facts={"px24": ("\u20ac265", D(265), None, None), "px23": ("\u20ac238", D(238), None, None)},
             names=["Tuberwick", "Veenhaar", "Kleiwijk", "Zandmoer", "Ardenbeke"],
             tags={"year_band", "current_year_right"})
    items = labels(data)
    n.sums("Total", items, ["p23", "p24", "s23", "s24"])
    for rk in items + ["Total"]:
        n.rel_pct((rk, "y24"), (rk, "s24"), (rk, "p24"))
    return n


def n11():
    raw = [("Dry dog food", "612.4 598.7"), ("Dry cat food", "284.6 276.1"), ("Wet dog food", "96.8 101.4"),
           ("Wet cat food", "148.3 139.6"), ("Treats and chews", "72.5 66.8"), ("Veterinary diets(1)", "38.9 34.2")]
    rows, t = amount_pct(raw, 2)
    rows.append(TOT("Total", t))
    n = Note("n11-kibbleford-tons", "Kibbleford Pet Nutrition, Inc.", "Tons Shipped by Product Category",
             [["(Tons in thousands)", G("2024", 2), G("2023", 2)], ["Category", "Tons", "%", "Tons", "%"]],
             [Col("t24", 1), Col("s24", 1, pct=True, sign=False), Col("t23", 1), Col("s23", 1, pct=True, sign=False)],
             rows, K, style="grid", font="Sans", paper="Letter",
             intro="We make dry and wet food, treats and chews for dogs and cats at seven plants and sell them to pet "
                   "specialty retailers, mass merchants, grocers, e-commerce customers and veterinary clinics. "
                   "Volumes are short tons shipped to customers.",
             foot=["(1) Therapeutic diets sold through veterinary clinics."],
             outro=["Net sales were $3,286.4 million in 2024 (2023: $3,118.7 million). E-commerce customers took 27% "
                    "of the tons we shipped in 2024."],
             facts={"ns24": ("$3,286.4", D("3286.4"), None, M), "ns23": ("$3,118.7", D("3118.7"), None, M),
                    "ecom": ("27%", D(27), "%", 1)},
             names=["Kibbleford"], tags={"year_band", "amount_pct_band"})
    items = labels(raw)
    n.sums("Total", items, ["t24", "t23"])
    n.pcts(items, "Total", "t24", "s24")
    n.pcts(items, "Total", "t23", "s23")
    return n


def n12():
    secs = [("Pianos", "P/", "Total pianos",
             [("Grand pianos", "8.6 9.4 10.1"), ("Upright pianos", "41.2 46.8 52.3"),
              ("Digital pianos", "318.4 302.7 298.4")]),
            ("Other instruments", "O/", "Total other instruments",
             [("Guitars", "486.2 512.8 498.6"), ("Electronic drum kits", "64.7 58.3 55.9"),
              ("Wind and brass instruments", "121.5 118.2 124.8")])]
    rows, groups = sectioned(secs, 3, "Total units", total_key="Total units")
    n = Note("n12-keyfallow-units", "Keyfallow Musical Instruments Co., Ltd.", "Note 7. Unit sales by product category",
             [["", "FY2024", "FY2023", "FY2022"]], [Col("y24", 1), Col("y23", 1), Col("y22", 1)], rows, K,
             style="zebra", font="Cond", paper="Letter", caption="(Units in thousands)",
             intro="We make acoustic and digital pianos, guitars, electronic drums and wind and brass instruments and "
                   "sell them through music retailers and distributors worldwide. Our fiscal year ends on March 31; "
                   "FY2024 is the year ended March 31, 2025.",
             outro=["School and rental programs placed 18,600 of our instruments in FY2024. Demand for acoustic pianos "
                    "in China remained weak throughout the year."],
             facts={"rent": ("18,600", D(18600), None, None)},
             names=["Keyfallow"], tags={"bold_section_rows", "scale_in_caption"})
    for p, its in groups:
        n.sums(p + "total", [r.key for r in its], ["y24", "y23", "y22"])
    n.sums("Total units", ["P/total", "O/total"], ["y24", "y23", "y22"])
    return n


def n13():
    data = [("Kuusivaara", "Softwood", "720 684.2 701.5 12"), ("Haapajoki", "Hardwood", "540 498.6 512.3 9"),
            ("Tervaniemi", "Softwood", "480 402.7 455.8 21"), ("Lehtosalmi", "Fluff", "310 296.4 284.1 -"),
            ("Koivuranta", "Dissolving", "220 187.5 198.2 14")]
    rows = []
    for a, g, s in data:
        v = nums(s)
        rows.append(L(a, [g, v[0], v[1], v[2], pct(v[1], v[0]), pct(v[2], v[0]), v[3]]))
    t = colsums(rows, [1, 2, 3, 6])
    rows.append(TOT("Total", ["", t[0], t[1], t[2], pct(t[1], t[0]), pct(t[2], t[0]), t[3]]))
    n = Note("n13-fibrestrand-mills", "Fibrestrand Pulp Oy", "Note 5. Pulp production by mill",
             [["('000 ADt)", "", "Annual capacity", G("Production", 2), G("Operating rate", 2),
               "Shutdown days"], ["Mill", "Grade", "", "2024", "2023", "2024", "2023", "2024"]],
             [Col("grade"), Col("cap"), Col("p24", 1), Col("p23", 1), Col("o24", 1, pct=True), Col("o23", 1, pct=True),
              Col("sd", scale=None)], rows, K,
             style="borderless", font="Serif", paper="A4",
             intro="We make market pulp at five mills in Finland and sell it to paper, board, tissue and textile fibre "
                   "producers in Europe and Asia: bleached softwood and hardwood kraft, fluff pulp and dissolving "
                   "pulp. Volumes are in thousands of air-dry tonnes (ADt). Operating rate is production as a "
                   "percentage of annual capacity. Shutdown days are days of planned maintenance shutdown; a dash "
                   "means none in the year.",
             outro=["The average European list price of northern bleached softwood kraft pulp was USD 1,412 per tonne "
                    "in 2024, against USD 1,286 in 2023. Industrial action at Finnish ports in March 2024 stopped "
                    "our shipments for nine days."],
             facts={"px24": ("1,412", D(1412), None, None), "px23": ("1,286", D(1286), None, None)},
             names=["Fibrestrand", "Kuusivaara", "Haapajoki", "Tervaniemi", "Lehtosalmi", "Koivuranta"],
             tags={"year_band"})
    items = [a for a, _, _ in data]
    n.sums("Total", items, ["cap", "p24", "p23", "sd"])
    for rk in items + ["Total"]:
        n.rel_pct((rk, "o24"), (rk, "p24"), (rk, "cap"))
        n.rel_pct((rk, "o23"), (rk, "p23"), (rk, "cap"))
    return n


def n14():
    data = [("Criminal background checks", "18,412.6 17,906.3 14.85 14.20"),
            ("Employment and education verification", "6,284.1 6,512.8 9.40 9.15"),
            ("Drug and health screening", "4,906.5 4,688.2 38.60 37.25"),
            ("Motor vehicle records", "3,118.7 2,946.4 6.55 6.60"),
            ("Identity and right-to-work checks", "2,486.9 2,102.5 4.20 4.35")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1}, wcols=[(2, 0, 2), (3, 1, 2)]))
    n = Note("n14-vettmark-screens", "Vettmark Screening, Inc.", "Screens Completed and Revenue per Screen by Product",
             [["", G("Screens completed", 2), G("Revenue per screen", 2)], ["Product", "2024", "2023", "2024", "2023"]],
             [Col("s24", 1), Col("s23", 1), Col("r24", 2, cur="all", scale=None), Col("r23", 2, cur="all", scale=None)],
             rows, K, style="booktabs", font="Sans", paper="Letter", caption="(Screens in thousands)",
             intro="We screen job candidates, contractors and volunteers for employers across the United States. A "
                   "screen is one search or verification ordered for one person; a typical order contains several "
                   "screens. Revenue per screen excludes pass-through fees charged by courts and schools; the total "
                   "is weighted by screens.",
             outro=["Continuous monitoring subscriptions, billed monthly and not included above, covered 1.86 million "
                    "workers at December 31, 2024. Hiring volumes at our staffing customers remained soft."],
             facts={"cm": ("1.86 million", D("1.86"), None, M)},
             names=["Vettmark"], tags={"year_band", "scale_in_caption"})
    items = labels(data)
    n.sums("Total", items, ["s24", "s23"])
    n.wavgs("Total", items, [("r24", "s24"), ("r23", "s23")])
    return n


def n15():
    open22 = D("11734.6")
    mv = {"22": nums("1,912.8 186.3 252.2"), "23": nums("1,486.2 241.8 166.9"), "24": nums("1,204.7 318.6 142.4")}
    op, cl = {}, {}
    cur = open22
    for y in ("22", "23", "24"):
        op[y] = cur
        cl[y] = cur + mv[y][0] - mv[y][1] - mv[y][2]
        cur = cl[y]
    cons = {"24": D("11386.4"), "23": D("10958.7"), "22": D("10284.5")}
    ys = ("24", "23", "22")
    rows = [L("Customers with genotype data, beginning of year", [op[y] for y in ys], key="open"),
            L("Kits genotyped", [mv[y][0] for y in ys], key="new"),
            L("Data deleted at customer request(1)", [-mv[y][1] for y in ys], key="del"),
            L("Duplicate and inactive accounts removed", [-mv[y][2] for y in ys], key="dup"),
            TOT("Customers with genotype data, end of year", [cl[y] for y in ys], key="close"),
            L("Of whom consented to research(2)", [cons[y] for y in ys], 1, key="cons")]
    n = Note("n15-helixgrove-database", "Helixgrove Genomics, Inc.", "Note 9. Genotyped Customer Database",
             [["", "2024", "2023", "2022"]], [Col("y24", 1), Col("y23", 1), Col("y22", 1)], rows, K,
             style="grid", font="Serif", paper="Letter", caption="(in thousands)",
             intro="We sell saliva-based DNA test kits online and in retail stores. When a customer returns a kit, "
                   "our laboratory genotypes the sample and the customer receives ancestry and trait reports. The "
                   "table shows the movement in the number of customers whose genotype data we hold.",
             foot=["(1) Customers may ask us to delete their genetic data at any time; their samples are destroyed "
                   "within 30 days of the request.",
                   "(2) Customers who agreed that their de-identified data may be used in research."],
             outro=["We sold 1.32 million kits in 2024, against 1.61 million in 2023, as the holiday gifting season was "
                    "weaker. Revenue from our subscription membership was $48.6 million in 2024."],
             facts={"kits24": ("1.32 million", D("1.32"), None, M), "kits23": ("1.61 million", D("1.61"), None, M),
                    "subs": ("$48.6 million", D("48.6"), None, M)},
             names=["Helixgrove"], tags={"scale_in_caption", "footnote"})
    for ck in ("y24", "y23", "y22"):
        n.rel_sum(("close", ck), [("open", ck), ("new", ck), ("del", ck), ("dup", ck)])
    for a, b in (("y24", "y23"), ("y23", "y22")):
        n.rel_sum(("open", a), [("close", b)])
    return n


def n16():
    open23 = nums("48.6 21.4")
    mv = {"23": (nums("52.3 18.7"), nums("44.8 15.2"), nums("3.9 2.6")),
          "24": (nums("49.7 22.4"), nums("47.5 17.1"), nums("4.6 3.1"))}
    op, cl = {}, {}
    cur = open23
    for y in ("23", "24"):
        s, sold, cull = mv[y]
        op[y] = cur
        cl[y] = [cur[i] + s[i] - sold[i] - cull[i] for i in range(2)]
        cur = cl[y]
    rows = [L("Stock at 1 January", op["23"] + op["24"], key="open"),
            L("Sown and transplanted", mv["23"][0] + mv["24"][0], key="sown"),
            L("Lifted and sold", [-x for x in mv["23"][1] + mv["24"][1]], key="sold"),
            L("Culled and losses", [-x for x in mv["23"][2] + mv["24"][2]], key="cull"),
            TOT("Stock at 31 December", cl["23"] + cl["24"], key="close")]
    n = Note("n16-conifold-stock", "Conifold Nurseries Ltd", "7. Seedling stock",
             [["", G("2023", 2), G("2024", 2)], ["", "Conifers", "Broadleaves", "Conifers", "Broadleaves"]],
             [Col("c23", 1), Col("b23", 1), Col("c24", 1), Col("b24", 1)], rows, M,
             style="borderless", font="Sans", paper="A4", caption="(Millions of seedlings)",
             intro="We grow tree seedlings for commercial forestry, woodland creation and hedging at three nurseries "
                   "in Scotland and northern England. Seedlings are lifted from the beds in winter and sold "
                   "bare-root or in cells; stock includes seedlings of every age still in the beds.",
             outro=["The average selling price was \u00a30.38 per seedling in 2024 (2023: \u00a30.35). Sitka spruce "
                    "accounted for 61% of the conifer seedlings we sold in 2024."],
             facts={"px24": ("\u00a30.38", D("0.38"), None, None), "px23": ("\u00a30.35", D("0.35"), None, None),
                    "sitka": ("61%", D(61), "%", 1)},
             names=["Conifold"], tags={"year_band", "current_year_right", "scale_in_caption"})
    for ck in ("c23", "b23", "c24", "b24"):
        n.rel_sum(("close", ck), [("open", ck), ("sown", ck), ("sold", ck), ("cull", ck)])
    for a, b in (("c24", "c23"), ("b24", "b23")):
        n.rel_sum(("open", a), [("close", b)])
    return n


def n17():
    data = [("Sliced white bread", "412.6 138.4 46.2 612.4"), ("Wholemeal and seeded bread", "286.3 72.9 18.5 371.8"),
            ("Rolls and baps", "164.8 58.1 96.7 322.9"), ("Wraps and flatbreads", "98.4 21.6 34.9 148.6"),
            ("Crumpets and muffins", "61.2 14.3 8.8 86.2")]
    rows = []
    for a, s in data:
        v = nums(s)
        rows.append(L(a, v[:3] + [tot(v[:3]), v[3]]))
    rows.append(TOT("Total", colsums(rows, 5)))
    n = Note("n17-crumbhaven-volumes", "Crumbhaven Bakeries plc", "4. Volumes by product and channel",
             [["", G("2024", 4), "2023"],
              ["Product", "Retail multiples", "Convenience and wholesale", "Foodservice", "Total", "Total"]],
             [Col("rm", 1), Col("cw", 1), Col("fs", 1), Col("t24", 1), Col("t23", 1)], rows, M,
             style="lined", font="Serif", paper="A4", caption="(Units in millions)",
             intro="We bake bread, rolls, wraps and morning goods at nine bakeries and deliver them every day to "
                   "supermarkets, convenience stores, wholesalers and foodservice customers. A unit is one loaf, "
                   "pack or bag as sold.",
             outro=["We used 214,800 tonnes of flour in 2024. Own-label products made up 58% of the units we sold to "
                    "retail multiples."],
             facts={"flour": ("214,800", D(214800), None, None), "own": ("58%", D(58), "%", 1)},
             names=["Crumbhaven"], tags={"year_band", "scale_in_caption"})
    items = labels(data)
    n.sums("Total", items, ["rm", "cw", "fs", "t24", "t23"])
    for rk in items + ["Total"]:
        n.rel_sum((rk, "t24"), [(rk, "rm"), (rk, "cw"), (rk, "fs")])
    return n


def n18():
    data = [("Dunefield", "6.0 5,412.6 5,108.3 21.40 27.85"), ("Red Caliche", "4.5 3,986.2 4,112.7 20.75 26.90"),
            ("Windmill Draw", "3.0 2,204.8 2,618.4 22.10 28.35"), ("Lone Hopper(1)", "2.5 - 1,406.9 - 31.20"),
            ("Bluestem Ridge", "3.5 2,318.5 2,142.6 18.90 23.60")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2}, wcols=[(3, 1, 2), (4, 2, 2)]))
    n = Note("n18-grainmesa-mines", "Grainmesa Proppants, LLC", "Tons Sold and Average Selling Price by Mine",
             [["", "Nameplate capacity (million tons)", G("Tons sold (thousands)", 2),
               G("Average selling price per ton", 2)], ["Mine", "", "2024", "2023", "2024", "2023"]],
             [Col("cap", 1, scale=M), Col("t24", 1, scale=K), Col("t23", 1, scale=K),
              Col("p24", 2, cur="all", scale=None), Col("p23", 2, cur="all", scale=None)], rows, None,
             style="zebra", font="Sans", paper="Letter",
             intro="We mine and process fine-grade sand used as proppant in hydraulic fracturing and sell it to oil and "
                   "gas producers and pressure pumping companies, mostly in the Permian Basin. Average selling prices "
                   "are at the mine gate; the total is weighted by tons sold.",
             foot=["(1) Lone Hopper was idled on 1 January 2024; its customers are now supplied from Windmill Draw."],
             outro=["Last-mile logistics revenue, for delivering sand to the wellsite, was $112.8 million in 2024 "
                    "(2023: $134.5 million). Lower completion activity and new in-basin supply weighed on prices."],
             facts={"lm24": ("$112.8", D("112.8"), None, M), "lm23": ("$134.5", D("134.5"), None, M)},
             names=["Grainmesa", "Dunefield", "Red Caliche", "Windmill Draw", "Lone Hopper", "Bluestem Ridge"],
             tags={"year_band"})
    items = labels(data)
    n.sums("Total", items, ["cap", "t24", "t23"])
    n.wavgs("Total", items, [("p24", "t24"), ("p23", "t23")])
    return n


def n19():
    ys = ("y22", "y23", "y24")
    prod, cap = nums("9,508 9,140 8,912"), nums("11,600 11,600 11,200")
    rows = [SEC("Wallboard"),
            L("Shipments (million square feet)", nums("9,412 9,086 8,874"), 1, key="ship", scale=M),
            L("Production (million square feet)", prod, 1, key="prod", scale=M),
            L("Mill capacity (million square feet)", cap, 1, key="cap", scale=M),
            L("Mill utilization", [pct(p, c) for p, c in zip(prod, cap)], 1, key="util", pct=True, dec=1),
            L("Average net selling price per thousand square feet", nums("286.40 302.15 294.70"), 1, key="asp",
              scale=None, dec=2, cur="all"),
            SEC("Raw materials (thousands of tons)")]
    rm = [L("Natural gypsum rock mined", nums("5,218.6 4,986.3 4,802.7"), 1, key="rock", scale=K, dec=1),
          L("Synthetic gypsum consumed", nums("3,642.8 3,815.4 3,906.2"), 1, key="syn", scale=K, dec=1)]
    rows += rm
    rows.append(SUB("Total gypsum", colsums(rm, 3), 1, key="gyp", scale=K, dec=1))
    rows.append(L("Recycled paper consumed", nums("412.5 398.7 386.4"), 1, key="paper", scale=K, dec=1))
    n = Note("n19-plasterwick-operating", "Plasterwick Building Products Corp.", "Wallboard Operating Data",
             [["", "2022", "2023", "2024"]], [Col(y) for y in ys], rows, None,
             style="booktabs", font="Serif", paper="Letter",
             intro="We make gypsum wallboard at eight mills in the United States and sell it to building materials "
                   "dealers and specialty distributors, mostly for new housing and repair and remodeling. Our "
                   "gypsum comes from our own quarries and, as synthetic gypsum, from the flue gas scrubbers of "
                   "coal-fired power plants.",
             outro=["Freight and delivery costs averaged $41.30 per thousand square feet shipped in 2024. We closed our "
                    "smallest mill in the first quarter of 2024, reducing capacity."],
             facts={"frt": ("$41.30", D("41.30"), None, None)},
             names=["Plasterwick"], tags={"bold_section_rows", "current_year_right", "section_scale"})
    for y in ys:
        n.rel_pct(("util", y), ("prod", y), ("cap", y))
        n.rel_sum(("gyp", y), [("rock", y), ("syn", y)])
    return n


def n20():
    raw = [("Decorative interior", "412.8 426.3"), ("Decorative exterior", "186.4 191.7"), ("Wood care", "58.2 61.9"),
           ("Protective coatings", "94.6 88.3"), ("Industrial coatings(1)", "121.7 118.4")]
    rows, t = amount_pct(raw, 2)
    rows.append(TOT("Total", t))
    n = Note("n20-brushmere-volumes", "Brushmere Coatings AG", "Note 3. Volumes by segment",
             [["", G("2024", 2), G("2023", 2)], ["Segment", "Million litres", "%", "Million litres", "%"]],
             [Col("v24", 1), Col("s24", 1, pct=True, sign=False), Col("v23", 1), Col("s23", 1, pct=True, sign=False)],
             rows, M, style="zebra", font="Cond", paper="A4",
             intro="We make decorative paints and wood care products for consumers and professional decorators, and "
                   "protective and industrial coatings for steel structures, machinery and manufactured goods, at "
                   "plants in Germany, Austria, Poland and Czechia.",
             foot=["(1) Includes powder coatings, converted at 1.6 kg per litre."],
             outro=["Revenue was \u20ac2,846.2 million in 2024 (2023: \u20ac2,791.5 million). Water-based products made "
                    "up 86% of our decorative volumes in 2024."],
             facts={"rev24": ("\u20ac2,846.2", D("2846.2"), None, M), "rev23": ("\u20ac2,791.5", D("2791.5"), None, M),
                    "water": ("86%", D(86), "%", 1)},
             names=["Brushmere"], tags={"year_band", "amount_pct_band"})
    items = labels(raw)
    n.sums("Total", items, ["v24", "v23"])
    n.pcts(items, "Total", "v24", "s24")
    n.pcts(items, "Total", "v23", "s23")
    return n


def n21():
    data = [("First layer", "200 150 95.0 18.5 24.8", "Two at 100%"),
            ("Second layer", "350 250 100.0 11.2 26.1", "Two at 100%"),
            ("Third layer", "600 400 100.0 6.4 23.9", "One at 100%"),
            ("Fourth layer", "1,000 300 90.0 3.8 9.4", "One at 100%")]
    rows = []
    for a, s, ri in data:
        v = nums(s)
        prem = q(v[1] * v[2] * v[3] / 10000, 1)
        rows.append(L(a, [v[0], v[1], v[2], v[3], ri, prem, v[4]]))
    rows.append(with_total(rows, "Total", sums={1, 5, 6}))
    n = Note("n21-stormcastle-program", "Stormcastle Mutual Insurance Company",
             "Property Catastrophe Reinsurance Program",
             [["", "Attachment point", "Limit", "Share placed", "Rate on line", "Reinstatements",
               G("Premium", 2)], ["Layer", "", "", "", "", "", "2024", "2023"]],
             [Col("att", cur="first"), Col("lim", cur="first"), Col("pl", 1, pct=True), Col("rol", 1, pct=True),
              Col("rein"), Col("p24", 1, cur="first"), Col("p23", 1, cur="first")], rows, M,
             style="borderless", font="Cond", paper="Letter", caption="(Dollars in millions)",
             intro="We buy catastrophe excess-of-loss reinsurance to protect our property book against hurricanes, "
                   "severe convective storms and winter storms. Each layer pays losses from one event above its "
                   "attachment point, up to its limit, in proportion to the share placed. The program renewed on "
                   "June 1, 2024 for twelve months; premium is limit times share placed times rate on line.",
             outro=["Our modeled 1-in-100-year probable maximum loss from a single hurricane was $1,240 million at June "
                    "1, 2024. Gross premiums written were $2,418.6 million in 2024."],
             facts={"pml": ("$1,240", D(1240), None, M), "gpw": ("$2,418.6", D("2418.6"), None, M)},
             names=["Stormcastle"], tags={"year_band", "scale_in_caption"})
    items = [a for a, _, _ in data]
    n.sums("Total", items, ["lim", "p24", "p23"])
    for rk in items:
        n.rel_prod((rk, "p24"), [(rk, "lim"), (rk, "pl"), (rk, "rol")], [], D("0.0001"))
    return n


def n22():
    data = [("Khumonga Pit", "4,812.6 4,506.3 1,846.2 1,772.8 142"), ("Sesebe", "2,918.4 3,104.7 612.8 668.5 318"),
            ("Lerato North", "1,406.2 1,288.9 988.6 915.2 96"), ("Mokgolo Tailings(2)", "2,214.8 1,806.4 142.9 121.6 64")]
    rows = []
    for a, s in data:
        v = nums(s)
        rows.append(L(a, v[:4] + [q(v[2] / v[0] * 100, 1), v[4]]))
    t = colsums(rows, 4)
    rows.append(TOT("Total", t + [q(t[2] / t[0] * 100, 1), wavg([(r.vals[5], r.vals[2]) for r in rows], 0)]))
    n = Note("n22-kimberhollow-mines", "Kimberhollow Diamonds Ltd", "Note 6. Production by mine",
             [["", G("Ore treated ('000 tonnes)", 2), G("Carats recovered ('000)", 2), "Grade (cpht)(1)",
               "Average price (US$ per carat)"], ["Mine", "2024", "2023", "2024", "2023", "2024", "2024"]],
             [Col("o24", 1), Col("o23", 1), Col("c24", 1), Col("c23", 1), Col("gr", 1, scale=None),
              Col("px", scale=None)], rows, K,
             style="grid", font="Serif", paper="A4",
             intro="We mine diamonds from kimberlite pipes and from old tailings dumps in Botswana and sell the rough "
                   "diamonds at our own tenders in Antwerp. The average price is for the diamonds recovered in "
                   "2024; the total is weighted by carats.",
             foot=["(1) Carats recovered per hundred tonnes of ore treated in 2024.",
                   "(2) Retreatment of tailings left by earlier mining, which holds mostly small stones."],
             outro=["Rough diamond sales were US$384.6 million in 2024 at eight tenders. The largest stone recovered "
                    "during the year, at Sesebe, weighed 412 carats."],
             facts={"sales": ("US$384.6 million", D("384.6"), None, M), "stone": ("412", D(412), None, None)},
             names=["Kimberhollow", "Khumonga", "Sesebe", "Lerato North", "Mokgolo"], tags={"year_band"})
    items = labels(data)
    n.sums("Total", items, ["o24", "o23", "c24", "c23"])
    for rk in items + ["Total"]:
        n.rel_prod((rk, "gr"), [(rk, "c24")], [(rk, "o24")], 100)
    n.wavgs("Total", items, [("px", "c24")])
    return n


def n23():
    data = [("Hemlock Notch", "412.6 398.4 1,204.8 1,338.6"), ("Birchfall", "286.3 281.7 862.4 901.5"),
            ("Owlsfoot Valley", "194.8 176.2 604.2 541.8"), ("Tamarack Bend", "128.5 131.9 352.6 418.3")]
    rows = []
    for a, s in data:
        v = nums(s)
        rows.append(L(a, v + [q(v[2] / v[0], 2), q(v[3] / v[1], 2)]))
    t = colsums(rows, 4)
    rows.append(TOT("Total", t + [q(t[2] / t[0], 2), q(t[3] / t[1], 2)]))
    n = Note("n23-taphollow-syrup", "Taphollow Maple Producers Cooperative", "Syrup Production by Region",
             [["", G("Taps ('000)", 2), G("Syrup produced ('000 lb)", 2), G("Syrup per tap (lb)", 2)],
              ["Region", "2024", "2023", "2024", "2023", "2024", "2023"]],
             [Col("t24", 1), Col("t23", 1), Col("s24", 1), Col("s23", 1), Col("pt24", 2, scale=None),
              Col("pt23", 2, scale=None)], rows, K,
             style="lined", font="Cond", paper="Letter",
             intro="We are a cooperative of maple producers in northern New England. Members boil sap from their "
                   "sugarbushes into syrup, which we grade, store and sell in bulk to packers and under our own "
                   "label. A tap is one spout in a maple tree; the season runs from late February into April.",
             outro=["Members were paid an average of $2.86 per pound for bulk syrup from the 2024 crop (2023: $2.71). A "
                    "warm February shortened the 2024 season in the lower valleys."],
             facts={"px24": ("$2.86", D("2.86"), None, None), "px23": ("$2.71", D("2.71"), None, None)},
             names=["Taphollow", "Hemlock Notch", "Birchfall", "Owlsfoot", "Tamarack Bend"], tags={"year_band"})
    items = labels(data)
    n.sums("Total", items, ["t24", "t23", "s24", "s23"])
    for rk in items + ["Total"]:
        n.rel_prod((rk, "pt24"), [(rk, "s24")], [(rk, "t24")], 1)
        n.rel_prod((rk, "pt23"), [(rk, "s23")], [(rk, "t23")], 1)
    return n


def n24():
    open23 = nums("1,842.6 1,206.4")
    mv = {"23": (nums("412.8 268.3"), nums("36.4 21.7")), "24": (nums("386.5 241.9"), nums("48.2 30.6"))}
    rows, cur = [], open23
    op, cl = {}, {}
    for y in ("23", "24"):
        ins, rem = mv[y]
        op[y] = cur
        cl[y] = [cur[i] + ins[i] - rem[i] for i in range(2)]
        cur = cl[y]

    def line(v):
        return list(v) + [v[0] + v[1]]

    for y, title in (("24", "Year ended 31 December 2024"), ("23", "Year ended 31 December 2023")):
        p = y + "/"
        ins, rem = mv[y]
        rows += [BIG(title, key=p + "title"),
                 L("Installed base at 1 January", line(op[y]), 1, key=p + "open"),
                 L("Meters installed", line(ins), 1, key=p + "ins"),
                 L("Meters removed or replaced(1)", line([-x for x in rem]), 1, key=p + "rem"),
                 SUB("Installed base at 31 December", line(cl[y]), key=p + "close")]
    n = Note("n24-wattlebury-meters", "Wattlebury Metering plc", "5. Smart meter installations",
             [["", "Electricity", "Gas", "Total"]], [Col("el", 1), Col("gas", 1), Col("tot", 1)], rows, K,
             style="grid", font="Cond", paper="A4", caption="(Meters in thousands)",
             intro="We own smart electricity and gas meters and rent them to energy suppliers, who pay us a monthly "
                   "rental for each meter installed at their customers' homes. Our engineers install the meters on "
                   "the suppliers' behalf.",
             foot=["(1) Faulty meters and first-generation smart meters that stopped working in smart mode."],
             outro=["Meter rental income was \u00a3186.4 million in 2024. The average cost of a dual-fuel installation "
                    "visit was \u00a3312."],
             facts={"rent": ("\u00a3186.4 million", D("186.4"), None, M), "visit": ("\u00a3312", D(312), None, None)},
             names=["Wattlebury"], tags={"section_titles_large", "repeated_row_label", "scale_in_caption",
                                         "footnote"})
    for y in ("24", "23"):
        p = y + "/"
        for ck in ("el", "gas", "tot"):
            n.rel_sum((p + "close", ck), [(p + "open", ck), (p + "ins", ck), (p + "rem", ck)])
        for rk in ("open", "ins", "rem", "close"):
            n.rel_sum((p + rk, "tot"), [(p + rk, "el"), (p + rk, "gas")])
    for ck in ("el", "gas", "tot"):
        n.rel_sum(("24/open", ck), [("23/close", ck)])
    return n


def n25():
    data = [("Corporate and commercial", "186 248.6 241.2 58.4 55.1"), ("Real estate", "142 201.3 214.8 38.2 40.1"),
            ("Litigation and disputes", "164 226.9 208.4 61.7 54.3"), ("Employment", "78 98.4 96.1 21.6 20.8"),
            ("Private client", "64 71.2 73.6 19.8 19.9"), ("Personal injury", "212 312.5 326.8 46.9 50.2")]
    rows = []
    for a, s in data:
        v = nums(s)
        rows.append(L(a, v + [q(v[3] * 1000 / v[1], 0)]))
    t = colsums(rows, 5)
    rows.append(TOT("Total", t + [q(t[3] * 1000 / t[1], 0)]))
    n = Note("n25-gavelstone-practices", "Gavelstone Legal plc", "4. Chargeable hours and revenue by practice area",
             [["", "Fee earners(1)", G("Chargeable hours ('000)", 2), G("Revenue (\u00a3m)", 2),
               "Revenue per chargeable hour (\u00a3)"], ["Practice area", "", "FY2024", "FY2023", "FY2024", "FY2023",
                                                         "FY2024"]],
             [Col("fe", scale=None), Col("h24", 1, scale=K), Col("h23", 1, scale=K), Col("r24", 1, scale=M),
              Col("r23", 1, scale=M), Col("rph", scale=None)], rows, None,
             style="lined", font="Cond", paper="A4",
             intro="We are a law firm serving businesses and private individuals from eleven offices in England and "
                   "Wales. Our financial year ends on 31 March; FY2024 is the year ended 31 March 2024. Chargeable "
                   "hours are hours recorded to client matters by fee earners.",
             foot=["(1) Full-time equivalent solicitors, legal executives and paralegals at 31 March 2024."],
             outro=["Lock-up, the days of work in progress and unpaid bills, was 118 days at 31 March 2024 (2023: 124 "
                    "days). Fixed-fee residential conveyancing, included in real estate, brought in \u00a39.6m."],
             facts={"lock24": ("118", D(118), None, None), "lock23": ("124", D(124), None, None),
                    "conv": ("\u00a39.6m", D("9.6"), None, M)},
             names=["Gavelstone"], tags={"year_band"})
    items = labels(data)
    n.sums("Total", items, ["fe", "h24", "h23", "r24", "r23"])
    for rk in items + ["Total"]:
        n.rel_prod((rk, "rph"), [(rk, "r24")], [(rk, "h24")], 1000)
    return n


def n26():
    secs = [("Motorized", "M/", "Total motorized",
             [("Class A motorhomes", "3,412 2,986 214,600 221,300"), ("Class C motorhomes", "6,218 5,604 118,400 121,900"),
              ("Camper vans", "4,906 4,412 142,800 139,600")]),
            ("Towable", "T/", "Total towable",
             [("Travel trailers", "28,614 24,918 38,200 36,900"), ("Fifth wheels", "9,842 8,706 64,500 63,100")])]
    rows, groups = [], []
    for title, p, tl, data in secs:
        rows.append(SEC(title, key=p + "title"))
        its = [L(a, nums(s), 1, key=p + a) for a, s in data]
        rows += its
        rows.append(with_total(its, tl, sums={0, 1}, wcols=[(2, 0, 0), (3, 1, 0)], key=p + "total", kind="sub",
                               ind=1))
        groups.append((p, its))
    allits = [r for _, its in groups for r in its]
    rows.append(with_total(allits, "Total", sums={0, 1}, wcols=[(2, 0, 0), (3, 1, 0)], key="Total"))
    n = Note("n26-roamwright-units", "Roamwright Leisure Vehicles, Inc.",
             "Unit Shipments and Average Selling Price by Product",
             [["", G("Units shipped", 2), G("Average selling price", 2)],
              ["Product", "Fiscal 2023", "Fiscal 2024", "Fiscal 2023", "Fiscal 2024"]],
             [Col("u23"), Col("u24"), Col("p23", cur="all"), Col("p24", cur="all")], rows, None,
             style="booktabs", font="Sans", paper="Letter",
             intro="We build motorhomes, camper vans and towable travel trailers and fifth wheels and sell them to "
                   "independent dealers in the United States and Canada. Our fiscal year ends on July 31. Average "
                   "selling prices are net of dealer incentives; subtotals and the total are weighted by units.",
             outro=["Independent dealers held about 19,400 of our units in inventory at July 31, 2024. Our order "
                    "backlog was $1,128.4 million at the end of fiscal 2024."],
             facts={"dealer": ("19,400", D(19400), None, None), "backlog": ("$1,128.4", D("1128.4"), None, M)},
             names=["Roamwright"], tags={"year_band", "current_year_right", "bold_section_rows"})
    for p, its in groups:
        n.sums(p + "total", [r.key for r in its], ["u23", "u24"])
        n.wavgs(p + "total", [r.key for r in its], [("p23", "u23"), ("p24", "u24")])
    n.sums("Total", ["M/total", "T/total"], ["u23", "u24"])
    n.wavgs("Total", [r.key for r in allits], [("p23", "u23"), ("p24", "u24")])
    return n


def n27():
    data = [("Hobthorpe", "2 112.4 104.6 38.2"), ("Sandlow", "3 168.7 171.9 52.6"), ("Harlowby", "1 64.3 58.1 19.8"),
            ("Oakthwaite(1)", "1 - 9.4 21.3"), ("Tollmere", "2 96.8 92.5 27.4")]
    rows = []
    for a, s in data:
        v = nums(s)
        s24 = v[3] + (v[1] or 0) - v[2]
        rows.append(L(a, [v[0], v[1], v[2], s24, v[3]]))
    rows.append(with_total(rows, "Total", sums={0, 1, 2, 3, 4}))
    n = Note("n27-claymarrow-works", "Claymarrow Bricks plc", "6. Production, despatches and stock by works",
             [["", "Kilns", "Production", "Despatches", G("Stock at 31 December", 2)],
              ["Works", "", "2024", "2024", "2024", "2023"]],
             [Col("kilns", scale=None), Col("prod", 1), Col("desp", 1), Col("s24", 1), Col("s23", 1)], rows, M,
             style="booktabs", font="Sans", paper="A4", caption="(Millions of bricks)",
             intro="We make clay facing bricks at five works in the Midlands and the north of England and sell them "
                   "to housebuilders, builders' merchants and contractors. Despatches are bricks delivered to "
                   "customers; stock is finished bricks held at the works.",
             foot=["(1) Oakthwaite was mothballed in November 2023; its despatches in 2024 came from stock."],
             outro=["The average selling price was \u00a3648 per thousand bricks in 2024 (2023: \u00a3682). "
                    "Housebuilders took 71% of our despatches."],
             facts={"px24": ("\u00a3648", D(648), None, None), "px23": ("\u00a3682", D(682), None, None),
                    "hb": ("71%", D(71), "%", 1)},
             names=["Claymarrow", "Hobthorpe", "Sandlow", "Harlowby", "Oakthwaite", "Tollmere"],
             tags={"year_band", "scale_in_caption"})
    items = labels(data)
    n.sums("Total", items, ["kilns", "prod", "desp", "s24", "s23"])
    for rk in items + ["Total"]:
        n.rel_lin((rk, "s24"), [(1, (rk, "s23")), (1, (rk, "prod")), (-1, (rk, "desp"))])
    return n


def n28():
    data = [("Scotland", "14 2,186.4 2,248.9 24.60 23.85 -1.4"),
            ("North of England", "28 4,412.7 4,386.1 22.95 22.10 4.5"),
            ("Midlands", "19 2,904.2 2,968.5 23.40 22.80 0.4"), ("Wales", "8 918.6 962.3 21.75 21.40 -3.1"),
            ("South of England", "12 1,604.8 1,521.2 26.80 25.95 8.9")]
    rows = simple(data)
    tr = with_total(rows, "Total", sums={0, 1, 2}, wcols=[(3, 1, 2), (4, 2, 2)])
    tr.vals[5] = D("2.7")
    rows.append(tr)
    n = Note("n28-dabberley-clubs", "Dabberley Clubs plc", "3. Admissions and spend per head by region",
             [["", "Clubs at year end", G("Admissions ('000)", 2), G("Spend per head (\u00a3)", 2),
               "Like-for-like revenue change(1)"], ["Region", "", "2024", "2023", "2024", "2023", "2024"]],
             [Col("clubs", scale=None), Col("a24", 1), Col("a23", 1), Col("s24", 2, scale=None),
              Col("s23", 2, scale=None), Col("lfl", 1, pct=True)], rows, K,
             style="borderless", font="Serif", paper="A4",
             intro="We run bingo clubs across Great Britain, offering main-stage bingo, electronic bingo, slot "
                   "machines, food and drink. An admission is one customer visit. Spend per head is club revenue "
                   "divided by admissions; the total is weighted by admissions.",
             foot=["(1) Revenue of clubs open for the whole of both years, compared with 2023."],
             outro=["Online bingo and slots revenue was \u00a338.6m in 2024. We closed two clubs in Wales during the "
                    "year and opened none."],
             facts={"online": ("\u00a338.6m", D("38.6"), None, M)},
             names=["Dabberley"], tags={"year_band"})
    items = labels(data)
    n.sums("Total", items, ["clubs", "a24", "a23"])
    n.wavgs("Total", items, [("s24", "a24"), ("s23", "a23")])
    return n


def n29():
    rows = [SEC("Banknotes delivered (millions of notes)")]
    bank = [("Europe", "1,412.6 1,386.2 1,298.4"), ("Africa", "2,486.3 2,214.8 2,318.7"),
            ("Middle East", "846.2 912.5 788.9"), ("Asia Pacific", "1,128.4 1,264.7 1,186.3"),
            ("Latin America", "964.8 1,042.6 1,108.2")]
    ids = [("Passports", "4,286.4 4,512.8 3,968.2"), ("National identity cards", "6,912.5 6,418.3 6,106.7"),
           ("Residence permits", "1,342.8 1,206.4 1,118.5")]
    b = [L(a, nums(s), 1, key="B/" + a, scale=M, dec=1) for a, s in bank]
    rows += b
    rows.append(SUB("Total", colsums(b, 3), 1, key="B/total", scale=M, dec=1))
    rows.append(SEC("Identity documents (thousands)"))
    i = [L(a, nums(s), 1, key="I/" + a, scale=K, dec=1) for a, s in ids]
    rows += i
    rows.append(SUB("Total", colsums(i, 3), 1, key="I/total", scale=K, dec=1))
    n = Note("n29-guilloford-deliveries", "Guilloford Security Printing plc",
             "Note 5. Banknote and identity document deliveries",
             [["", "2024", "2023", "2022"]], [Col("y24"), Col("y23"), Col("y22")], rows, None,
             style="lined", font="Sans", paper="Letter",
             intro="We print banknotes for central banks and make passports, identity cards and residence permits "
                   "for governments. Deliveries are counted when the customer accepts them. Banknotes are shown by "
                   "the region of the issuing central bank; we do not name our customers.",
             outro=["Our order book for banknotes at the end of 2024 covered 3.9 billion notes. We also supplied banknote "
                    "paper and polymer substrate to other printers."],
             facts={"ob": ("3.9 billion", D("3.9"), None, B)},
             names=["Guilloford"], tags={"bold_section_rows", "section_scale"})
    n.sums("B/total", [r.key for r in b], ["y24", "y23", "y22"])
    n.sums("I/total", [r.key for r in i], ["y24", "y23", "y22"])
    return n


def n30():
    data = [("France", "22 184.6 192.3 14,286 15,104"), ("Belgium", "6 42.8 45.1 3,812 4,026"),
            ("Spain", "14 96.4 98.7 9,418 9,062"), ("Portugal", "5 28.9 29.6 2,906 3,014"),
            ("Italy(1)", "9 61.2 - 5,784 -")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2, 3, 4}))
    n = Note("n30-coffrevault-countries", "Coffrevault Cash Services S.A.",
             "Note 7. Cash processing and ATM services by country",
             [["", "Cash centres", G("Cash processed (\u20ac billion)", 2), G("ATMs serviced at 31 December", 2)],
              ["Country", "2024", "2024", "2023", "2024", "2023"]],
             [Col("cc", scale=None), Col("c24", 1, scale=B), Col("c23", 1, scale=B), Col("a24", scale=None),
              Col("a23", scale=None)], rows, None,
             style="zebra", font="Cond", paper="A4",
             intro="We collect, count, sort and deliver banknotes and coins for banks and retailers in armoured "
                   "vehicles, and we replenish and maintain automated teller machines (ATMs) for banks and "
                   "independent operators. Cash processed is the value counted and sorted in our cash centres.",
             foot=["(1) Acquired on 1 February 2024; figures from the date of acquisition."],
             outro=["Our crews made 3.42 million ATM replenishment visits in 2024. Banks continued to reduce their "
                    "branch and ATM networks in France and Belgium."],
             facts={"visits": ("3.42 million", D("3.42"), None, M)},
             names=["Coffrevault"], tags={"year_band"})
    n.sums("Total", labels(data), ["cc", "c24", "c23", "a24", "a23"])
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
    textcols = [j for j in range(len(n.cols)) if any(isinstance(r.vals[j], str) and r.vals[j]
                                                      for r in n.rows if r.vals)]
    for j in textcols:
        ts.append(("ALIGN", (j + 1, nh), (j + 1, -1), "LEFT"))
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
        ts.append(("BACKGROUND", (0, 0), (-1, nh - 1), colors.HexColor("#DCE4E0")))
        for i in range(len(n.rows)):
            if i % 2 == 1:
                ts.append(("BACKGROUND", (0, nh + i), (-1, nh + i), colors.HexColor("#F1F5F3")))
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
