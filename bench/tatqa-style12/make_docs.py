"""tatqa-style12: thirty invented annual-report notes, each rendered as a one-page PDF in the manner of TAT-QA.

    /work/main/.venv/bin/python bench/tatqa-style12/make_docs.py OUTDIR

Each page: the heading "Annual report (extract)", the company, the note title, a paragraph before the table,
sometimes a caption line, the table, sometimes footnotes, and a paragraph after the table. Every figure is a
Decimal held by the builders n01() ... n30(); totals, subtotals, "%" of total columns, % change columns,
utilisation and contracted shares, weighted averages and per-unit columns are computed here so that the printed
tables add up. Each such relation is recorded on the note (``rels``) and re-checked on the printed cells by
check.py. make_questions.py imports this module and builds every gold from the same objects.

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

SET = "tatqa-style12"
NS = uuid.UUID("0c6f3a52-7d1e-4b8a-9e25-f1a4c8d20b12")
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
    sym: currency sign; scale: INH (the note's), None or a multiplier."""

    def __init__(self, key, dec=0, pct=False, sign=True, cur=None, sym="$", scale=INH):
        self.key, self.dec, self.pct, self.sign, self.cur = key, dec, pct, sign, cur
        self.sym, self.scale = sym, scale


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

    def rel_pct(self, target, num, den):
        self.rels.append(("pct", target, [num, den]))

    def rel_chg(self, target, new, old):
        self.rels.append(("chg", target, [new, old]))

    def rel_ratio(self, target, num, den, factor=1):
        self.rels.append(("ratio", target, [num, den, factor]))

    def rel_eq(self, target, other):
        self.rels.append(("eq", target, [other]))

    def rel_wavg(self, target, pairs):
        """target = sum(value * weight) / sum(weight) over (value_ref, weight_ref) pairs (nil pairs skipped)."""
        self.rels.append(("wavg", target, pairs))

    def sums(self, target, items, cks):
        for ck in cks:
            self.rel_sum((target, ck), [(rk, ck) for rk in items])

    def pcts(self, items, total, ck, pk):
        for rk in items + [total]:
            self.rel_pct((rk, pk), (rk, ck), (total, ck))


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


# ============================================================================ builders
def n01():
    data = [("Manchester", "3,412 3,412 99.1 98.4 212.40 201.75"), ("Leeds", "2,856 2,610 98.6 97.9 189.95 181.20"),
            ("Bristol", "1,974 1,974 99.6 99.2 236.10 222.80"),
            ("Nottingham(1)", "2,240 1,785 97.2 98.1 171.35 165.90"),
            ("Glasgow", "1,618 1,618 99.4 97.6 198.20 187.45"), ("Sheffield", "1,305 1,305 95.8 96.9 158.75 154.10")]
    rows = [L(a, nums(b)) for a, b in data]
    t = colsums(rows, 2) + [wavg([(r.vals[2 + i], r.vals[i]) for r in rows]) for i in range(2)] + \
        [wavg([(r.vals[4 + i], r.vals[i]) for r in rows], 2) for i in range(2)]
    rows.append(TOT("Total portfolio", t))
    n = Note("n01-harnbrook-beds", "Harnbrook Student Living plc", "5. Portfolio by university city",
             [["", G("Beds", 2), G("Occupancy", 2), G("Average weekly rent (\u00a3)", 2)],
              ["City", "2023/24", "2022/23", "2023/24", "2022/23", "2023/24", "2022/23"]],
             [Col("b24"), Col("b23"), Col("o24", 1, pct=True), Col("o23", 1, pct=True),
              Col("r24", 2, cur="all", sym="\u00a3"), Col("r23", 2, cur="all", sym="\u00a3")], rows, None,
             style="grid", font="Sans", paper="A4",
             intro="We own and operate purpose-built student accommodation close to leading universities. "
                   "Occupancy is measured at the census date in November of each academic year; portfolio "
                   "occupancy and rent are weighted by beds.",
             foot=["(1) Includes 455 beds at Castle Quarter, acquired in July 2023."],
             outro=["A further 412 beds in Leeds are under construction for the 2025/26 academic year. Nomination "
                    "agreements with universities covered 38.5% of our beds in 2023/24."],
             facts={"dev": ("412", D(412), None, None)},
             names=["Harnbrook", "Castle Quarter"], tags={"year_band", "footnote"})
    items = [a for a, _ in data]
    n.sums("Total portfolio", items, ["b24", "b23"])
    for ok, bk in (("o24", "b24"), ("o23", "b23"), ("r24", "b24"), ("r23", "b23")):
        n.rel_wavg(("Total portfolio", ok), [((a, ok), (a, bk)) for a in items])
    return n


def n02():
    secs = [("Independent living", "IL/", "48 46", "9,126 8,804", "90.8 89.1", "3,846 3,652"),
            ("Assisted living", "AL/", "61 63", "5,418 5,562", "86.4 84.7", "5,927 5,604"),
            ("Memory care", "MC/", "27 25", "1,612 1,498", "83.9 80.2", "8,114 7,690")]
    rows = []
    for s, p, c, u, o, rp in secs:
        rows += [SEC(s), L("Communities", nums(c), 1, key=p + "com"), L("Units", nums(u), 1, key=p + "units"),
                 L("Average occupancy", nums(o), 1, key=p + "occ", dec=1, pct=True),
                 L("RevPOR", nums(rp), 1, key=p + "revpor", cur="all")]
    n = Note("n02-auldmere-senior", "Auldmere Senior Living, Inc.", "Senior Housing Operating Portfolio",
             [["Year ended December 31,", "2023", "2022"]], [Col("y23"), Col("y22")], rows, None,
             style="zebra", font="Serif", paper="Letter",
             intro="Our operating portfolio consists of senior housing communities that we own and operate. The "
                   "table presents community and unit counts at December 31 and average occupancy and RevPOR for "
                   "the year, by care type. RevPOR is average monthly resident fee revenue per occupied unit, in "
                   "dollars.",
             outro=["Communities offering more than one care type are counted under the care type with the most "
                    "units. Six assisted living communities were transitioned to a third-party operator on July 1, "
                    "2023 and are excluded from the year-end counts."],
             names=["Auldmere"], tags={"bold_section_rows", "repeated_row_label"})
    return n


def n03():
    data = [("Pinecarrow Dunes", "61.4 64.8 78.20 82.45"), ("Ashvale Creek", "54.9 52.3 64.10 66.85"),
            ("Merrowfield National", "38.2 41.7 112.50 118.90"), ("Sandlecombe(1)", "- 29.6 - 71.30"),
            ("Bellhaugh Ridge", "47.5 49.1 58.75 60.20"), ("Tolbrannock Valley", "43.8 42.6 52.40 53.95")]
    rows = [L(a, nums(b)) for a, b in data]
    t = colsums(rows, 2) + [wavg([(r.vals[2 + i], r.vals[i]) for r in rows], 2) for i in range(2)]
    rows.append(TOT("Total", t))
    n = Note("n03-fairlinn-rounds", "Fairlinn Golf Properties, Inc.", "Rounds Played and Green Fee Revenue per Round",
             [["", G("Rounds played (in thousands)", 2), G("Green fee revenue per round", 2)],
              ["Course", "2022", "2023", "2022", "2023"]],
             [Col("r22", 1, scale=K), Col("r23", 1, scale=K), Col("g22", 2, cur="all", scale=None),
              Col("g23", 2, cur="all", scale=None)], rows, None,
             style="booktabs", font="Sans", paper="Letter",
             intro="We own and operate daily-fee and resort golf courses. A round is one golfer playing nine or "
                   "eighteen holes; green fee revenue per round is green fee revenue divided by rounds played, and "
                   "the total is weighted by rounds.",
             foot=["(1) Closed for a full course renovation from October 2021; reopened in March 2023."],
             outro=["Membership dues, which are not included in green fee revenue, were $14.8 million in 2023. Cart "
                    "fees and practice range revenue are reported within ancillary revenue."],
             names=["Fairlinn", "Pinecarrow", "Ashvale Creek", "Merrowfield", "Sandlecombe", "Bellhaugh",
                    "Tolbrannock"],
             tags={"year_band", "current_year_right", "footnote"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["r22", "r23"])
    for gk, rk in (("g22", "r22"), ("g23", "r23")):
        n.rel_wavg(("Total", gk), [((a, gk), (a, rk)) for a in items])
    return n


def n04():
    regions = [("Florida", [("Gulfbreak Harbor", "412 628 94.2 92.8"), ("Palmetto Key", "286 340 97.5 96.9"),
                            ("Sunreach Bay", "530 - 88.6 90.4")]),
               ("Carolinas", [("Osprey Sound", "318 455 91.3 87.5"), ("Wrenport", "244 212 85.7 86.2")]),
               ("Chesapeake and Northeast", [("Bayhollow", "366 180 79.4 76.8"),
                                             ("Keelstone Point", "205 390 82.1 80.9")])]
    rows, items = [], []
    for reg, ms in regions:
        rows.append(BIG(reg))
        for a, s in ms:
            w, d, o3, o2 = nums(s)
            rows.append(L(a, [w, d, tot([w, d]), o3, o2], 1))
            items.append(rows[-1])
    t = colsums(items, 3) + [wavg([(r.vals[3 + i], r.vals[2]) for r in items]) for i in range(2)]
    rows.append(TOT("Total portfolio", t))
    n = Note("n04-cobblehaven-marinas", "Cobblehaven Marinas, Inc.", "Marina Portfolio",
             [["", G("Storage spaces at December 31, 2023", 3), G("Average occupancy", 2)],
              ["Marina", "Wet slips", "Dry storage", "Total", "2023", "2022"]],
             [Col("wet"), Col("dry"), Col("sp"), Col("o23", 1, pct=True), Col("o22", 1, pct=True)], rows, None,
             style="lined", font="Serif", paper="Letter",
             intro="We own and operate recreational marinas along the Atlantic and Gulf coasts. Wet slips are "
                   "in-water berths; dry storage spaces are rack and trailer storage. Occupancy is the average "
                   "share of storage spaces under annual or seasonal contract; the portfolio figure is weighted by "
                   "total storage spaces at December 31, 2023.",
             outro=["We also manage three marinas under contract for municipal owners, with 1,140 wet slips; they "
                    "are not included in the table. Fuel and ship store revenue grew 6.2% in 2023."],
             facts={"mgd": ("1,140", D(1140), None, None)},
             names=["Cobblehaven", "Gulfbreak", "Palmetto Key", "Sunreach", "Osprey Sound", "Wrenport", "Bayhollow",
                    "Keelstone"],
             tags={"year_band", "section_titles_large"})
    for r in items:
        n.rel_sum((r.key, "sp"), [(r.key, "wet"), (r.key, "dry")])
    n.sums("Total portfolio", [r.key for r in items], ["wet", "dry", "sp"])
    for ok in ("o23", "o22"):
        n.rel_wavg(("Total portfolio", ok), [((r.key, ok), (r.key, "sp")) for r in items])
    return n


def n05():
    data = [("Midwest", "38 1,642 84.6 82.1 5,214 5,036"), ("Southeast", "29 1,318 81.2 83.4 4,406 4,511"),
            ("West", "24 1,206 86.9 85.0 3,958 3,720"), ("Northeast", "17 744 78.3 77.6 2,315 2,288"),
            ("Canada", "11 392 88.4 86.2 1,104 1,047")]
    rows = [L(a, nums(b)) for a, b in data]
    t = colsums(rows, 2) + [wavg([(r.vals[2 + i], r.vals[1]) for r in rows]) for i in range(2)] + \
        colsums(rows, [4, 5])
    rows.append(TOT("Total", t))
    n = Note("n05-frostmantle-pallets", "Frostmantle Logistics Trust",
             "Note 4. Warehouse capacity, occupancy and throughput by region",
             [["", "Warehouses", "Pallet positions", G("Economic occupancy", 2), G("Throughput pallets", 2)],
              ["Region", "", "", "2023", "2022", "2023", "2022"]],
             [Col("wh", scale=None), Col("pp"), Col("eo23", 1, pct=True), Col("eo22", 1, pct=True), Col("tp23"),
              Col("tp22")], rows, K,
             style="borderless", font="Cond", paper="Letter",
             caption="(Pallet positions and throughput pallets in thousands)",
             intro="We operate temperature-controlled warehouses for food producers, retailers and distributors. "
                   "Economic occupancy is the average number of physically occupied pallets plus pallets committed "
                   "under minimum-storage agreements, divided by pallet positions at year end; the total is weighted "
                   "by pallet positions. Throughput pallets are pallets received into or shipped out of our "
                   "warehouses.",
             outro=["Rent and storage revenue was $698.4 million in 2023, and warehouse services revenue, which "
                    "is driven by throughput, was $1,052.7 million."],
             facts={"rent": ("$698.4", D("698.4"), None, M)},
             names=["Frostmantle"], tags={"year_band", "scale_in_caption"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["wh", "pp", "tp23", "tp22"])
    for ok in ("eo23", "eo22"):
        n.rel_wavg(("Total", ok), [((a, ok), (a, "pp")) for a in items])
    return n


def n06():
    data = [("Conventional", "584,216 629,874"), ("Cage-free", "248,905 201,337"), ("Free-range", "61,742 54,108"),
            ("Pasture-raised", "18,604 15,220"), ("Organic", "27,318 28,096")]
    raw = [(a, nums(b)) for a, b in data]
    t = [tot(v[i] for _, v in raw) for i in range(2)]
    rows = [L(a, [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1])]) for a, v in raw]
    rows.append(TOT("Total shell eggs", [t[0], pct(t[0], t[0]), t[1], pct(t[1], t[1])]))
    n = Note("n06-grangeholt-eggs", "Grangeholt Farms, Inc.", "Shell Egg Sales by Category",
             [["(Dozens in thousands)", G("Fiscal 2024", 2), G("Fiscal 2023", 2)],
              ["Category", "Dozens sold", "% of total", "Dozens sold", "% of total"]],
             [Col("d24"), Col("p24", 1, pct=True), Col("d23"), Col("p23", 1, pct=True)], rows, K,
             style="lined", font="Sans", paper="Letter",
             intro="We produce, grade, package and sell fresh shell eggs to retail and foodservice customers. Sales "
                   "volumes by category for the fiscal years ended June 1, 2024 and June 3, 2023 were:",
             outro=["The net average selling price for all shell eggs was $2.108 per dozen in fiscal 2024, "
                    "compared with $2.942 per dozen in fiscal 2023, as conventional egg market prices fell from "
                    "the record levels seen during the avian influenza outbreaks."],
             facts={"nasp24": ("$2.108", D("2.108"), None, None), "nasp23": ("$2.942", D("2.942"), None, None)},
             names=["Grangeholt"], tags={"year_band", "amount_pct_band"})
    items = [a for a, _ in data]
    n.sums("Total shell eggs", items, ["d24", "d23"])
    n.pcts(items, "Total shell eggs", "d24", "p24")
    n.pcts(items, "Total shell eggs", "d23", "p23")
    return n


def n07():
    data = [("Ardenford, Georgia", "780 742 716"), ("Holloway Creek, Mississippi", "650 598 611"),
            ("Tamsett, Louisiana", "540 497 462"), ("Greywick, Alabama", "460 412 398"),
            ("Cradlow, Arkansas(1)", "500 188 -")]
    rows = []
    for a, s in data:
        cap, p23, p22 = nums(s)
        rows.append(L(a, [cap, p23, p22, pct(p23, cap)]))
    t = colsums(rows, 3)
    rows.append(TOT("Total", t + [pct(t[1], t[0])]))
    n = Note("n07-pellethurst-pellets", "Pellethurst Bioenergy plc", "6. Pellet production by plant",
             [["('000 tonnes)", "Nameplate capacity", "Production 2023", "Production 2022", "Utilisation 2023"]],
             [Col("cap"), Col("p23"), Col("p22"), Col("u23", 1, pct=True)], rows, K,
             style="grid", font="Serif", paper="A4",
             intro="The Group manufactures industrial wood pellets from sawmill residues and low-grade fibre at "
                   "plants in the south-eastern United States. Utilisation is production divided by nameplate "
                   "capacity.",
             foot=["(1) Commissioned in June 2023; utilisation reflects a partial year of operation."],
             outro=["Shipments to customers were 2,412 thousand tonnes in 2023, of which 1,736 thousand tonnes "
                    "were delivered to power stations in the United Kingdom under long-term offtake contracts."],
             facts={"ship": ("2,412", D(2412), None, K), "uk": ("1,736", D(1736), None, K)},
             names=["Pellethurst", "Ardenford", "Holloway Creek", "Tamsett", "Greywick", "Cradlow"],
             tags={"footnote"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["cap", "p23", "p22"])
    for a in items + ["Total"]:
        n.rel_pct((a, "u23"), (a, "p23"), (a, "cap"))
    return n


def n08():
    data = [("Spain", "6.84 7.12 3.46 3.71"), ("Portugal", "2.91 2.78 1.24 1.19"), ("Morocco", "4.37 4.05 0.88 0.81"),
            ("Tunisia", "1.62 1.74 0.42 0.45"), ("T\u00fcrkiye", "5.28 4.96 2.14 2.27")]
    rows = []
    for a, s in data:
        c23, c22, r23, r22 = nums(s)
        rows.append(L(a, [c23, c22, chg(c23, c22), r23, r22]))
    t = colsums(rows, [0, 1])
    rt = colsums(rows, [3, 4])
    rows.append(TOT("Total", t + [chg(t[0], t[1])] + rt))
    n = Note("n08-vellacrest-cement", "Vellacrest Cement S.A.", "Note 5. Sales volumes by country",
             [["", G("Cement (million tonnes)", 3), G("Ready-mix concrete (million m\u00b3)", 2)],
              ["Country", "2023", "2022", "% change", "2023", "2022"]],
             [Col("c23", 2), Col("c22", 2), Col("cc", 1, pct=True), Col("r23", 2), Col("r22", 2)], rows, M,
             style="zebra", font="Cond", paper="A4",
             intro="Sales volumes include intra-group sales to our ready-mix operations and exclude volumes of joint "
                   "ventures. Cement volumes are grey and white cement sold in bags and in bulk.",
             outro=["In addition, the Group exported 1.85 million tonnes of clinker to grinding plants in West "
                    "Africa in 2023; these volumes are not included in cement sales above."],
             facts={"clk": ("1.85", D("1.85"), None, M)},
             names=["Vellacrest"], tags={"year_band", "negative_in_parens"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["c23", "c22", "r23", "r22"])
    for a in items + ["Total"]:
        n.rel_chg((a, "cc"), (a, "c23"), (a, "c22"))
    return n


def n09():
    data = [("Train 1", "4.2 4.31 4.18 63 61"), ("Train 2", "4.2 4.05 4.26 59 62"),
            ("Train 3", "4.5 4.62 4.48 67 65"), ("Train 4(1)", "5.0 - 1.37 - 20")]
    rows = [L(a, nums(b)) for a, b in data]
    rows.append(TOT("Total", colsums(rows, 5)))
    n = Note("n09-kesterlyne-lng", "Kesterlyne LNG Limited", "Liquefaction output by train",
             [["", "Nameplate capacity (mtpa)", G("LNG produced (million tonnes)", 2), G("Cargoes loaded", 2)],
              ["Train", "", "2022", "2023", "2022", "2023"]],
             [Col("cap", 1), Col("p22", 2), Col("p23", 2), Col("c22", scale=None), Col("c23", scale=None)],
             rows, M, style="booktabs", font="Serif", paper="A4",
             intro="Our liquefaction plant processes pipeline gas from the offshore fields in which we hold "
                   "interests. Nameplate capacity is stated in million tonnes per annum (mtpa).",
             foot=["(1) First LNG in August 2023; commercial operations started in October 2023."],
             outro=["Of the cargoes loaded in 2023, 34 were sold on a spot or short-term basis; the remainder were "
                    "delivered under long-term sale and purchase agreements with buyers in Japan, Korea and "
                    "Europe."],
             facts={"spot": ("34", D(34), None, None)},
             names=["Kesterlyne"], tags={"year_band", "current_year_right", "footnote"})
    n.sums("Total", [a for a, _ in data], ["cap", "p22", "p23", "c22", "c23"])
    return n


def n10():
    secs = [("Salt cavern facilities", "S/", "Total salt caverns",
             [("Harrowgill Dome", "24.0 21.6 88.5 1,850"), ("Pennock Salt", "18.5 17.2 91.0 1,420"),
              ("Gaddesby Caverns", "12.0 9.6 84.2 960")]),
            ("Depleted reservoir facilities", "R/", "Total depleted reservoirs",
             [("Marston Field", "41.2 36.8 86.0 820"), ("Ellerby Reservoir", "28.6 22.9 76.1 640"),
              ("Scawthorpe Field", "15.4 15.4 100.0 310")])]
    rows, items, subs = [], [], []
    for s, p, st, fs in secs:
        rows.append(SEC(s))
        its = []
        for a, x in fs:
            wg, con, p22, wd = nums(x)
            rows.append(L(a, [wg, con, pct(con, wg), p22, wd], 1))
            its.append(rows[-1])
        st_vals = colsums(its, 2)
        rows.append(SUB(st, st_vals + [pct(st_vals[1], st_vals[0]), "", tot(r.vals[4] for r in its)], 1))
        items += its
        subs.append((rows[-1], its))
    tv = colsums(items, 2)
    rows.append(TOT("Total", tv + [pct(tv[1], tv[0]), "", tot(r.vals[4] for r in items)]))
    n = Note("n10-brindlewater-storage", "Brindlewater Gas Storage LLC",
             "Working Gas Capacity and Contract Position by Facility",
             [["December 31, 2023", "Working gas capacity (Bcf)", "Contracted firm capacity (Bcf)",
               "% contracted 2023", "% contracted 2022", "Maximum withdrawal (MMcf/d)"]],
             [Col("wg", 1), Col("con", 1), Col("p23", 1, pct=True), Col("p22", 1, pct=True), Col("wd")], rows,
             None, style="lined", font="Cond", paper="Letter",
             intro="We own and operate natural gas storage facilities on the Gulf Coast and in the Midcontinent. "
                   "Capacity is leased to utilities, producers and marketers under firm storage contracts; the "
                   "share not under firm contract is sold as interruptible or short-term service.",
             outro=["Firm storage contracts had a weighted average remaining term of 3.4 years at December 31, "
                    "2023. A 6.0 Bcf expansion of Harrowgill Dome is under construction and expected to enter "
                    "service in 2025."],
             facts={"exp": ("6.0", D("6.0"), None, None)},
             names=["Brindlewater", "Harrowgill", "Pennock Salt", "Gaddesby", "Marston Field", "Ellerby",
                    "Scawthorpe"],
             tags={"bold_section_rows"})
    for r in items:
        n.rel_pct((r.key, "p23"), (r.key, "con"), (r.key, "wg"))
    for sr, its in subs:
        n.sums(sr.key, [r.key for r in its], ["wg", "con", "wd"])
        n.rel_pct((sr.key, "p23"), (sr.key, "con"), (sr.key, "wg"))
    n.sums("Total", [sr.key for sr, _ in subs], ["wg", "con", "wd"])
    n.rel_pct(("Total", "p23"), ("Total", "con"), ("Total", "wg"))
    return n


def n11():
    regs = [("Stockholm region", [("Vindhammar", "1,842 1,765 4,612 4,688 386"), ("Ekholmen", "968 941 2,204 2,251 214"),
                                  ("Sj\u00f6berga(1)", "- 84 - 312 41")]),
            ("M\u00e4lardalen", [("Lind\u00e5sen", "1,126 1,071 3,318 3,342 298"),
                                 ("Tallmora", "604 622 1,486 1,530 152")])]
    rows, items = [], []
    for reg, ns in regs:
        rows.append(BIG(reg))
        for a, s in ns:
            rows.append(L(a, nums(s), 1))
            items.append(rows[-1])
    rows.append(TOT("Total", colsums(items, 5)))
    n = Note("n11-varmholt-heat", "Varmholt Energi AB", "Note 7. District heating networks",
             [["", G("Heat delivered (GWh)", 2), G("Connected buildings", 2), "Network length (km)"],
              ["Network", "2022", "2023", "2022", "2023", "2023"]],
             [Col("h22"), Col("h23"), Col("b22"), Col("b23"), Col("km")], rows, None,
             style="borderless", font="Serif", paper="A4",
             intro="The Group owns and operates district heating networks in central Sweden, supplying heat to "
                   "residential, commercial and public buildings from combined heat and power plants, heat pumps "
                   "and recovered waste heat.",
             foot=["(1) A new network, commissioned in February 2023."],
             outro=["2023 was about 6% warmer than a normal year. Waste heat recovered from data centres supplied "
                    "142 GWh of the heat delivered in 2023."],
             facts={"wh": ("142", D(142), None, None)},
             names=["Varmholt", "Vindhammar", "Ekholmen", "Sj\u00f6berga", "Lind\u00e5sen", "Tallmora"],
             tags={"year_band", "current_year_right", "section_titles_large", "footnote"})
    n.sums("Total", [r.key for r in items], ["h22", "h23", "b22", "b23", "km"])
    return n


def n12():
    data = [("Bodily injury", "0.94 21,480 0.97 19,860"), ("Property damage", "3.38 5,126 3.45 4,712"),
            ("Collision", "5.62 6,418 5.71 5,943"), ("Comprehensive", "2.87 3,054 2.56 2,698"),
            ("Personal injury protection", "1.46 9,872 1.52 9,305")]
    rows = [L(a, nums(b)) for a, b in data]
    n = Note("n12-thrushcombe-claims", "Thrushcombe Mutual Insurance Company",
             "Private Passenger Auto Claims Frequency and Severity",
             [["", G("2023", 2), G("2022", 2)], ["Coverage", "Frequency(1)", "Severity(2)", "Frequency(1)",
                                                 "Severity(2)"]],
             [Col("f23", 2), Col("s23", cur="all"), Col("f22", 2), Col("s22", cur="all")], rows, None,
             style="grid", font="Sans", paper="Letter",
             intro="Claim frequency and severity are the main drivers of our personal auto loss costs. The table "
                   "shows accident-year trends by coverage, evaluated at December 31 of each year.",
             foot=["(1) Claims reported per 100 earned car years.",
                   "(2) Average paid and case-reserved loss per claim, in dollars."],
             outro=["Earned car years were 1,284,600 in 2023 (2022: 1,236,900). Severity increases reflect higher "
                    "used-vehicle values, repair labor rates and medical costs."],
             facts={"ecy23": ("1,284,600", D(1284600), None, None), "ecy22": ("1,236,900", D(1236900), None, None)},
             names=["Thrushcombe"], tags={"year_band", "footnote"})
    return n


def n13():
    pv, al, pe = nums("48,216 56,904 61,372"), nums("12,418 14,206 15,983"), nums("13,105 15,122 16,744")
    nco, dq, aa = nums("298 412 587"), nums("1.84 2.31 2.96"), nums("6,842 7,315 7,604")
    ncor = [pct(nco[i], al[i], 2) for i in range(3)]
    spend = [q(pv[i] * 1000 / aa[i], 0) for i in range(3)]
    rows = [SEC("Volume"), L("Purchase volume", pv, 1, cur="all"), L("Average loans", al, 1),
            L("Period-end loans", pe, 1),
            SEC("Credit quality"), L("Net charge-offs", nco, 1, cur="all"),
            L("Net charge-off rate", ncor, 1, dec=2, pct=True),
            L("30+ day delinquency rate", dq, 1, dec=2, pct=True),
            SEC("Accounts"), L("Active accounts (in thousands)", aa, 1, scale=K),
            L("Average spend per active account", spend, 1, scale=None, cur="all")]
    n = Note("n13-quillstead-cards", "Quillstead Financial Corp.", "Card Services Key Metrics",
             [["(Dollars in millions, except per account data)", "2021", "2022", "2023"]],
             [Col("y21"), Col("y22"), Col("y23")], rows, M,
             style="booktabs", font="Serif", paper="Letter",
             intro="Card Services issues general purpose and co-brand credit cards to consumers. The net "
                   "charge-off rate is net charge-offs divided by average loans; an active account had at least "
                   "one purchase in the last month of the year.",
             outro=["Rewards costs, which are recorded as a reduction of interchange revenue, were 1.42% of purchase "
                    "volume in 2023."],
             names=["Quillstead"], tags={"bold_section_rows", "current_year_right"})
    for ck in ("y21", "y22", "y23"):
        n.rel_pct(("Net charge-off rate", ck), ("Net charge-offs", ck), ("Average loans", ck))
        n.rel_ratio(("Average spend per active account", ck), ("Purchase volume", ck),
                    ("Active accounts (in thousands)", ck), 1000)
    return n


def n14():
    data = [("Nairobi", "8,412.6 7,604.1 4.8 5.6"), ("Central", "5,286.3 4,918.7 5.9 6.3"),
            ("Rift Valley", "4,735.9 4,102.5 6.7 7.4"), ("Western", "2,964.2 2,688.0 8.1 7.9"),
            ("Coast", "2,317.5 2,145.9 7.2 8.3")]
    raw = [(a, nums(b)) for a, b in data]
    t = [tot(v[i] for _, v in raw) for i in range(2)]
    rows = [L(a, [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1]), v[2], v[3]]) for a, v in raw]
    par = [wavg([(v[2 + i], v[i]) for _, v in raw]) for i in range(2)]
    rows.append(TOT("Total", [t[0], pct(t[0], t[0]), t[1], pct(t[1], t[1])] + par))
    n = Note("n14-sembrawa-loans", "Sembrawa Microfinance Bank Ltd", "Note 11. Loan portfolio by region",
             [["KES million", G("31 December 2023", 2), G("31 December 2022", 2), G("PAR > 30 days", 2)],
              ["Region", "Amount", "%", "Amount", "%", "2023", "2022"]],
             [Col("a23", 1), Col("s23", 1, pct=True), Col("a22", 1), Col("s22", 1, pct=True),
              Col("par23", 1, pct=True), Col("par22", 1, pct=True)], rows, M,
             style="zebra", font="Sans", paper="A4",
             intro="The gross loan portfolio comprises group and individual loans to micro and small enterprises "
                   "and smallholder farmers. Portfolio at risk (PAR > 30 days) is the outstanding balance of loans "
                   "with an instalment more than 30 days past due, as a percentage of the region's gross loans.",
             outro=["The Bank served 412,380 active borrowers at 31 December 2023 (2022: 386,915). All loans are "
                    "denominated in Kenya shillings."],
             facts={"ab23": ("412,380", D(412380), None, None), "ab22": ("386,915", D(386915), None, None)},
             names=["Sembrawa"], tags={"year_band", "amount_pct_band"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["a23", "a22"])
    n.pcts(items, "Total", "a23", "s23")
    n.pcts(items, "Total", "a22", "s22")
    for pk, ak in (("par23", "a23"), ("par22", "a22")):
        n.rel_wavg(("Total", pk), [((a, pk), (a, ak)) for a in items])
    return n


def n15():
    nn = nums("347 307 512")
    fa = nums("4,862 4,515 4,208")
    assert fa[0] == fa[1] + nn[0] and fa[1] == fa[2] + nn[1]
    rows = [SEC("Trading activity"),
            L("Daily average revenue trades (DARTs, in thousands)", nums("1,126 1,384 2,073"), 1, scale=K),
            L("Average commission per revenue trade", nums("1.12 1.08 1.05"), 1, dec=2, cur="all", scale=None),
            SEC("Accounts (in thousands)"),
            L("Funded accounts at year end", fa, 1, scale=K),
            L("Net new funded accounts", nn, 1, scale=K),
            SEC("Client assets (in billions)"),
            L("Total client assets", nums("412.6 351.8 428.3"), 1, dec=1, cur="all", scale=B),
            L("Net new assets", nums("38.4 29.7 57.2"), 1, dec=1, scale=B),
            L("Margin loans", nums("9.8 10.6 14.9"), 1, dec=1, scale=B)]
    n = Note("n15-larkbarrow-clients", "Larkbarrow Securities, Inc.", "Client Metrics",
             [["", "2023", "2022", "2021"]], [Col("y23"), Col("y22"), Col("y21")], rows, None,
             style="grid", font="Cond", paper="Letter",
             intro="We provide online brokerage, banking and advice services to retail investors. The following "
                   "metrics are used by management to assess client engagement and asset growth.",
             outro=["DARTs are the daily average of client trades that generate commission or order-flow revenue. "
                    "There were 251 trading days in 2023 and 2022."],
             facts={"td": ("251", D(251), None, None)},
             names=["Larkbarrow"], tags={"bold_section_rows", "section_scale"})
    n.rel_sum(("Funded accounts at year end", "y23"), [("Funded accounts at year end", "y22"),
                                                      ("Net new funded accounts", "y23")])
    n.rel_sum(("Funded accounts at year end", "y22"), [("Funded accounts at year end", "y21"),
                                                      ("Net new funded accounts", "y22")])
    return n


def n16():
    secs = [("Oil and gas", "O/", "Total oil and gas",
             [("United Kingdom", "28,416 26,904 24 23"), ("Norway", "21,380 20,145 17 17"),
              ("Nigeria", "9,862 11,230 9 11"), ("Brazil", "14,207 12,618 12 10")]),
            ("Search and rescue", "S/", "Total search and rescue",
             [("United Kingdom", "11,604 11,952 22 22"), ("Norway", "6,318 6,045 14 14"),
              ("Ireland", "4,195 4,086 6 6")])]
    rows, subs = [], []
    for s, p, st, ms in secs:
        rows.append(BIG(s))
        its = []
        for a, x in ms:
            rows.append(L(a, nums(x), 1, key=p + a))
            its.append(rows[-1])
        rows.append(SUB(st, colsums(its, 4)))
        subs.append((rows[-1], its))
    rows.append(TOT("Total", colsums([sr for sr, _ in subs], 4)))
    n = Note("n16-skeldrake-hours", "Skeldrake Helicopter Services plc", "4. Flight hours and fleet by market",
             [["", G("Flight hours", 2), G("Aircraft at 31 March", 2)], ["Year ended 31 March", "2024", "2023",
                                                                         "2024", "2023"]],
             [Col("h24"), Col("h23"), Col("a24"), Col("a23")], rows, None,
             style="lined", font="Sans", paper="A4",
             intro="We provide helicopter transport to offshore oil and gas installations and search and rescue "
                   "services under government contracts. Flight hours are airborne hours flown for customers.",
             outro=["Revenue from oil and gas flying was \u00a3412.6 million in the year ended 31 March 2024. Search "
                    "and rescue contracts are priced mainly on standing charges and are less sensitive to hours "
                    "flown."],
             facts={"ogrev": ("\u00a3412.6", D("412.6"), None, M)},
             names=["Skeldrake"], tags={"year_band", "section_titles_large", "repeated_row_label"})
    for sr, its in subs:
        n.sums(sr.key, [r.key for r in its], ["h24", "h23", "a24", "a23"])
    n.sums("Total", [sr.key for sr, _ in subs], ["h24", "h23", "a24", "a23"])
    return n


def n17():
    data = [("Europe", "612.4 598.7 21,840 23,415 8,930"), ("Americas", "318.9 309.2 14,206 13,588 4,215"),
            ("China", "224.6 205.3 52,380 61,902 1,870"),
            ("Asia-Pacific excluding China", "141.8 132.6 18,745 17,104 2,642"),
            ("Middle East and Africa", "48.3 44.0 6,912 6,205 -")]
    rows = [L(a, nums(b)) for a, b in data]
    rows.append(TOT("Total", colsums(rows, 5)))
    n = Note("n17-hoistvale-units", "Hoistvale Elevator Holding AG", "Service portfolio and orders by region",
             [["", G("Units in service portfolio", 2), G("New installation orders (units)", 2),
               "Modernisation orders (units)"], ["Region", "2023", "2022", "2023", "2022", "2023"]],
             [Col("u23", 1, scale=K), Col("u22", 1, scale=K), Col("n23"), Col("n22"), Col("m23")], rows, None,
             style="borderless", font="Sans", paper="A4",
             caption="(Units in service portfolio in thousands)",
             intro="The service portfolio is the number of elevators, escalators and moving walks that the Group "
                   "maintains under contract at year end. Orders are counted in units when the contract is signed.",
             outro=["Modernisation orders were reported by region for the first time in 2023. Recurring service "
                    "revenue accounted for more than half of Group revenue."],
             names=["Hoistvale"], tags={"year_band", "scale_in_caption"})
    n.sums("Total", [a for a, _ in data], ["u23", "u22", "n23", "n22", "m23"])
    return n


def n18():
    secs = [("Replacement", "R/", "Total replacement",
             [("Europe", "38.4 40.1"), ("North America", "29.7 28.9"), ("Asia-Pacific", "22.6 21.3"),
              ("Rest of world", "9.8 10.2")]),
            ("Original equipment", "O/", "Total original equipment",
             [("Europe", "14.2 15.6"), ("North America", "11.9 11.4"), ("Asia-Pacific", "17.3 15.8"),
              ("Rest of world", "3.1 3.4")])]
    rows, subs = [], []
    for s, p, st, rs in secs:
        rows.append(SEC(s))
        its = []
        for a, x in rs:
            v = nums(x)
            rows.append(L(a, v + [chg(v[0], v[1])], 1, key=p + a))
            its.append(rows[-1])
        t = colsums(its, 2)
        rows.append(SUB(st, t + [chg(t[0], t[1])], 1))
        subs.append((rows[-1], its))
    t = colsums([sr for sr, _ in subs], 2)
    rows.append(TOT("Total tyre units", t + [chg(t[0], t[1])]))
    n = Note("n18-corrandale-tyres", "Corrandale Tyre Company", "Tyre unit sales",
             [["(Units in millions)", "2023", "2022", "% change"]],
             [Col("y23", 1), Col("y22", 1), Col("ch", 1, pct=True)], rows, M,
             style="zebra", font="Serif", paper="A4",
             intro="We sell passenger car, light truck and truck tyres to vehicle manufacturers (original equipment) "
                   "and through dealers and retailers (replacement). Unit sales by segment and region were:",
             outro=["Tyres of 18 inches and above accounted for 46.2% of replacement units in 2023 (2022: 43.5%), "
                    "supporting a favourable price and mix effect."],
             facts={"r18": ("46.2%", D("46.2"), "%", 1)},
             names=["Corrandale"], tags={"bold_section_rows", "repeated_row_label", "negative_in_parens"})
    for sr, its in subs:
        n.sums(sr.key, [r.key for r in its], ["y23", "y22"])
    n.sums("Total tyre units", [sr.key for sr, _ in subs], ["y23", "y22"])
    for r in rows:
        if r.kind != "sec":
            n.rel_chg((r.key, "ch"), (r.key, "y23"), (r.key, "y22"))
    return n


def n19():
    data = [("Saltrider", "1,842 212.4 1,716 228.9"), ("Lakecrest", "4,906 58.7 4,215 61.3"),
            ("Wakefin", "2,318 146.2 1,947 152.8"), ("Harbourline", "612 486.5 588 512.0"),
            ("Tidewend(1)", "- - 214 94.6")]
    rows = [L(a, nums(b)) for a, b in data]
    u23, u24 = colsums(rows, [0, 2])
    rows.append(TOT("Total", [u23, wavg([(r.vals[1], r.vals[0]) for r in rows]), u24,
                              wavg([(r.vals[3], r.vals[2]) for r in rows])]))
    n = Note("n19-marlweather-boats", "Marlweather Boat Group, Inc.", "Unit Shipments and Net Sales per Unit by Brand",
             [["", G("Fiscal 2023", 2), G("Fiscal 2024", 2)],
              ["Brand", "Units", "Net sales per unit", "Units", "Net sales per unit"]],
             [Col("u23", scale=None), Col("s23", 1, cur="all", scale=K), Col("u24", scale=None),
              Col("s24", 1, cur="all", scale=K)], rows, None,
             style="booktabs", font="Cond", paper="Letter",
             caption="(Net sales per unit in thousands of dollars)",
             intro="We design and build recreational powerboats sold through independent dealers. Unit shipments are "
                   "boats shipped to dealers; net sales per unit is brand net sales divided by units shipped, and "
                   "the total is weighted by units.",
             foot=["(1) Brand launched in fiscal 2024."],
             outro=["Fiscal 2024 ended June 30, 2024. Dealer inventory at fiscal year end was 6,410 units, down "
                    "from 7,215 units a year earlier, as dealers reduced stock in response to higher floor plan "
                    "financing costs."],
             facts={"di24": ("6,410", D(6410), None, None), "di23": ("7,215", D(7215), None, None)},
             names=["Marlweather", "Saltrider", "Lakecrest", "Wakefin", "Harbourline", "Tidewend"],
             tags={"year_band", "current_year_right", "scale_in_caption", "footnote"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["u23", "u24"])
    n.rel_wavg(("Total", "s23"), [((a, "s23"), (a, "u23")) for a in items])
    n.rel_wavg(("Total", "s24"), [((a, "s24"), (a, "u24")) for a in items])
    return n


def n20():
    secs = [("Commercial engines", [("Narrowbody \u2013 current generation", "186 204 64 71 412.8"),
                                    ("Narrowbody \u2013 new generation", "142 98 88 96 391.5"),
                                    ("Widebody", "57 52 97 103 318.2"), ("Regional jet", "73 69 52 55 84.6")]),
            ("Auxiliary power units", [("Narrowbody APUs", "214 197 31 34 46.3"),
                                       ("Widebody APUs", "88 81 38 40 29.7")])]
    rows, items = [], []
    for s, es in secs:
        rows.append(BIG(s))
        for a, x in es:
            rows.append(L(a, nums(x), 1))
            items.append(rows[-1])
    sv = colsums(items, 2)
    rows.append(TOT("Total", sv + ["", "", tot(r.vals[4] for r in items)]))
    n = Note("n20-turbinec-visits", "Turbinec Aero Services Ltd", "5. Shop visits by engine family",
             [["", G("Shop visits", 2), G("Average turnaround (days)(1)", 2), "Revenue \u00a3m"],
              ["Engine family", "2023", "2022", "2023", "2022", "2023"]],
             [Col("v23", scale=None), Col("v22", scale=None), Col("t23", scale=None), Col("t22", scale=None),
              Col("rev", 1, scale=M)], rows, None,
             style="grid", font="Serif", paper="A4",
             intro="The Group overhauls commercial aero-engines and auxiliary power units (APUs) for airlines and "
                   "lessors. A shop visit is an engine or APU inducted for a performance restoration or full "
                   "overhaul; shorter repairs are excluded.",
             foot=["(1) Calendar days from induction to release, excluding time awaiting customer approval of the "
                   "work scope."],
             outro=["Material costs, largely parts purchased from the engine manufacturers, represented around 60% "
                    "of shop visit revenue in 2023."],
             names=["Turbinec"], tags={"year_band", "section_titles_large", "footnote"})
    n.sums("Total", [r.key for r in items], ["v23", "v22", "rev"])
    return n


def n21():
    harv, cpg = nums("98,412 112,836"), nums("0.94 0.81")
    sold = [("Dried flower", "41,306 44,182"), ("Pre-rolls", "18,774 23,905"), ("Vapes and extracts", "6,215 8,462"),
            ("Beverages", "- 1,038")]
    rows = [SEC("Cultivation"), L("Kilograms harvested", harv, 1),
            L("Cultivation cost per gram harvested", cpg, 1, dec=2, cur="all"),
            SEC("Kilograms sold")]
    its = []
    for a, s in sold:
        rows.append(L(a, nums(s), 1))
        its.append(rows[-1])
    rows.append(SUB("Total kilograms sold", colsums(its, 2), 1))
    rows += [SEC("Pricing"), L("Average net selling price per gram", nums("4.12 3.86"), 1, dec=2, cur="all")]
    n = Note("n21-northmoss-kg", "Northmoss Cannabis Corp.", "Production and Sales Volumes",
             [["Year ended March 31,", "Fiscal 2023", "Fiscal 2024"]], [Col("f23"), Col("f24")], rows, None,
             style="lined", font="Sans", paper="Letter",
             intro="We cultivate and process cannabis at two licensed facilities in Canada and sell to provincial "
                   "wholesalers and licensed retailers. Beverage volumes are stated as kilograms of dried cannabis "
                   "equivalent.",
             outro=["The average net selling price is net revenue, after excise duties, divided by grams sold. "
                    "Provincial wholesalers accounted for most of our adult-use sales."],
             names=["Northmoss"], tags={"bold_section_rows", "current_year_right"})
    n.sums("Total kilograms sold", [r.key for r in its], ["f23", "f24"])
    return n


def n22():
    secs = [("Manufactured housing", "MH/", "Total manufactured housing",
             [("Florida", "42 14,860 97.8 97.1 812"), ("Michigan", "31 10,245 95.4 94.6 624"),
              ("Arizona", "18 5,312 98.6 98.9 705"), ("Texas", "14 4,106 91.2 88.7 568")]),
            ("RV resorts", "RV/", "Total RV resorts",
             [("Florida", "11 3,948 92.4 93.8 598"), ("Michigan", "6 1,702 84.1 82.5 412"),
              ("Maine", "4 1,125 79.6 81.2 455")])]
    rows, subs = [], []
    for s, p, st, xs in secs:
        rows.append(BIG(s))
        its = []
        for a, x in xs:
            rows.append(L(a, nums(x), 1, key=p + a))
            its.append(rows[-1])
        t = colsums(its, 2) + [wavg([(r.vals[2 + i], r.vals[1]) for r in its]) for i in range(2)] + \
            [wavg([(r.vals[4], r.vals[1]) for r in its], 0)]
        rows.append(SUB(st, t, key=p + "total"))
        subs.append((rows[-1], its))
    n = Note("n22-brookhallow-sites", "Brookhallow Communities REIT", "Community Portfolio by State",
             [["State", "Communities", "Developed sites", "Occupancy 2023", "Occupancy 2022",
               "Average monthly base rent 2023"]],
             [Col("com"), Col("sites"), Col("o23", 1, pct=True), Col("o22", 1, pct=True), Col("rent", cur="all")],
             rows, None, style="zebra", font="Serif", paper="Letter",
             intro="We own manufactured housing communities and RV resorts. Occupancy is the share of developed "
                   "sites occupied by a home or an annual RV tenant; subtotals are weighted by developed sites. RV "
                   "figures cover annual sites only.",
             outro=["Transient RV sites, which are rented nightly or weekly, are not included in the table; there "
                    "were 2,618 transient sites at December 31, 2023."],
             facts={"tr": ("2,618", D(2618), None, None)},
             names=["Brookhallow"], tags={"section_titles_large", "repeated_row_label"})
    for sr, its in subs:
        n.sums(sr.key, [r.key for r in its], ["com", "sites"])
        for ck in ("o23", "o22", "rent"):
            n.rel_wavg((sr.key, ck), [((r.key, ck), (r.key, "sites")) for r in its])
    return n


def n23():
    data = [("Eastgate Crossing", "18.4 19.6 612.4 648.9 95.2 96.8"),
            ("Millbourne Centre", "12.7 12.3 388.6 379.2 91.4 90.6"),
            ("The Quarry Walk", "9.8 10.5 271.5 295.8 97.1 97.9"),
            ("Riverlode Galleria", "15.1 15.8 498.3 531.6 93.6 95.4"),
            ("St Aldric's Place", "6.2 6.0 142.7 139.4 88.3 89.7")]
    rows = [L(a, nums(b)) for a, b in data]
    rows.append(TOT("Total", colsums(rows, 4) + ["", ""]))
    n = Note("n23-wexmoorfield-footfall", "Wexmoorfield Retail Estates plc", "Footfall and tenant sales by centre",
             [["", G("Footfall (million visits)", 2), G("Tenant sales (\u00a3m)", 2), G("Occupancy (%)", 2)],
              ["Centre", "2022", "2023", "2022", "2023", "2022", "2023"]],
             [Col("f22", 1, scale=M), Col("f23", 1, scale=M), Col("s22", 1, scale=M), Col("s23", 1, scale=M),
              Col("o22", 1, pct=True, sign=False), Col("o23", 1, pct=True, sign=False)], rows, None,
             style="booktabs", font="Sans", paper="A4",
             intro="The Group owns five regional shopping centres. Footfall is measured by people counters at "
                   "centre entrances; tenant sales are reported to us by tenants, including VAT; occupancy is by "
                   "estimated rental value.",
             outro=["The national footfall benchmark for UK shopping centres rose 3.1% in 2023. Like-for-like net "
                    "rental income across the portfolio increased by 2.4%."],
             facts={"bench": ("3.1%", D("3.1"), "%", 1)},
             names=["Wexmoorfield", "Eastgate Crossing", "Millbourne", "Quarry Walk", "Riverlode", "St Aldric"],
             tags={"year_band", "current_year_right"})
    n.sums("Total", [a for a, _ in data], ["f22", "f23", "s22", "s23"])
    return n


def n24():
    data = [("Row crops (corn and soybeans)", "84,216 79,840 21,476"), ("Permanent crops (tree nuts)", "12,408 12,408 9,182"),
            ("Rice", "9,875 10,460 2,154"), ("Vegetables", "6,342 5,918 3,007"),
            ("Wheat and small grains", "15,604 14,127 1,968")]
    raw = [(a, nums(b)) for a, b in data]
    t = [tot(v[i] for _, v in raw) for i in range(3)]
    rows = [L(a, [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1]), v[2]]) for a, v in raw]
    rows.append(TOT("Total", [t[0], pct(t[0], t[0]), t[1], pct(t[1], t[1]), t[2]]))
    n = Note("n24-cropwyn-acres", "Cropwyn Farmland Trust", "Portfolio by Primary Crop",
             [["", G("December 31, 2023", 2), G("December 31, 2022", 2), "Annual base rent 2023"],
              ["Primary crop", "Acres", "% of total", "Acres", "% of total", "($ in thousands)"]],
             [Col("a23", scale=None), Col("p23", 1, pct=True), Col("a22", scale=None), Col("p22", 1, pct=True),
              Col("abr", cur="first", scale=K)], rows, None,
             style="grid", font="Cond", paper="Letter",
             intro="We own farmland in the Midwest, the Mississippi Delta and California, leased to farm operators "
                   "mostly under fixed cash rent leases. Each farm is classified by the primary crop grown on it.",
             outro=["Annual base rent excludes participating rents based on crop yields and prices, which were "
                    "$1.9 million in 2023."],
             facts={"part": ("$1.9", D("1.9"), None, M)},
             names=["Cropwyn"], tags={"year_band", "amount_pct_band"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["a23", "a22", "abr"])
    n.pcts(items, "Total", "a23", "p23")
    n.pcts(items, "Total", "a22", "p22")
    return n


def n25():
    rx = [("Retail pharmacy", "412.6 398.1 385.4"), ("Mail order", "38.2 40.7 42.9"), ("Specialty", "6.8 6.1 5.6")]
    rows = [SEC("Prescriptions filled (in millions)(1)")]
    its = []
    for a, s in rx:
        rows.append(L(a, nums(s), 1, key="P/" + a))
        its.append(rows[-1])
    rows.append(SUB("Total prescriptions", colsums(its, 3), 1, key="P/total"))
    rows += [SEC("Generic dispensing rate"),
             L("Retail pharmacy", nums("89.6 89.1 88.7"), 1, key="G/Retail pharmacy", pct=True),
             L("Mail order", nums("84.2 83.8 83.1"), 1, key="G/Mail order", pct=True),
             SEC("Revenue per prescription"),
             L("All prescriptions", nums("86.42 82.15 79.60"), 1, key="R/all", dec=2, cur="all", scale=None)]
    n = Note("n25-callowmead-rx", "Callowmead Pharmacy Holdings, Inc.",
             "Prescriptions Filled and Generic Dispensing Rate",
             [["", "2023", "2022", "2021"]], [Col("y23", 1), Col("y22", 1), Col("y21", 1)], rows, M,
             style="borderless", font="Serif", paper="Letter",
             intro="We operate retail pharmacies, a mail order pharmacy and specialty pharmacies. The generic "
                   "dispensing rate is generic prescriptions as a percentage of all prescriptions filled.",
             foot=["(1) 90-day prescriptions are counted as one prescription."],
             outro=["In addition, our pharmacists administered 2.1 million COVID-19 vaccinations in 2023, compared "
                    "with 9.4 million in 2022."],
             facts={"v23": ("2.1 million", D("2.1"), None, M), "v22": ("9.4 million", D("9.4"), None, M)},
             names=["Callowmead"], tags={"bold_section_rows", "repeated_row_label", "footnote", "section_scale"})
    n.sums("P/total", [r.key for r in its], ["y23", "y22", "y21"])
    return n


def n26():
    data = [("Mexico", "41,862 38,415 29.45 34.80"), ("Peru", "9,317 10,206 26.90 28.15"),
            ("California", "5,128 4,372 37.60 41.25"), ("Colombia", "3,405 2,118 25.70 27.40"),
            ("Chile", "- 612 - 30.95")]
    rows = [L(a, nums(b)) for a, b in data]
    rows.append(TOT("Total", colsums(rows, 2) + [wavg([(r.vals[2 + i], r.vals[i]) for r in rows], 2)
                                                 for i in range(2)]))
    n = Note("n26-verdacosta-boxes", "Verdacosta Fresh Produce, Inc.", "Avocado volumes and prices by origin",
             [["", G("Boxes sold", 2), G("Average price per box", 2)],
              ["Origin", "Fiscal 2024", "Fiscal 2023", "Fiscal 2024", "Fiscal 2023"]],
             [Col("b24"), Col("b23"), Col("p24", 2, cur="all", scale=None), Col("p23", 2, cur="all", scale=None)],
             rows, K, style="lined", font="Cond", paper="Letter",
             caption="(Boxes in thousands)",
             intro="We source, ripen and distribute fresh avocados to retail and foodservice customers in North "
                   "America. Our fiscal year ends on October 31. The average price per box is net sales divided by "
                   "boxes sold; the total is weighted by boxes.",
             outro=["Each box holds approximately 25 pounds of fruit. We did not source fruit from Chile in fiscal "
                    "2024 because of drought-reduced export volumes."],
             facts={"lb": ("25", D(25), None, None)},
             names=["Verdacosta"], tags={"year_band", "scale_in_caption"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["b24", "b23"])
    for pk, bk in (("p24", "b24"), ("p23", "b23")):
        n.rel_wavg(("Total", pk), [((a, pk), (a, bk)) for a in items])
    return n


def n27():
    data = [("Luxury", "1,284 1,402"), ("Premium", "4,916 5,183"), ("Commercial", "9,872 9,215"),
            ("Value", "6,418 5,606")]
    raw = [(a, nums(b)) for a, b in data]
    t = [tot(v[i] for _, v in raw) for i in range(2)]
    rows = [L(a, [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1])]) for a, v in raw]
    rows.append(TOT("Total depletions", [t[0], pct(t[0], t[0]), t[1], pct(t[1], t[1])]))
    n = Note("n27-hollowtor-cases", "Hollowtor Wine Estates Ltd", "Depletions by price tier",
             [["9-litre cases ('000)", G("FY23", 2), G("FY24", 2)], ["Price tier", "Cases", "%", "Cases", "%"]],
             [Col("c23"), Col("p23", 1, pct=True), Col("c24"), Col("p24", 1, pct=True)], rows, K,
             style="zebra", font="Sans", paper="A4",
             intro="Depletions are shipments from distributors and wholesalers to retail outlets and restaurants, "
                   "and are the best measure of consumer demand for our wines. Price tiers are based on the "
                   "recommended retail price of a 750ml bottle.",
             outro=["Luxury wine depletions in Asia were 512 thousand cases in FY24, led by China and Singapore. "
                    "The Value tier was reduced as we exited several unprofitable private-label contracts."],
             facts={"asia": ("512", D(512), None, K)},
             names=["Hollowtor"], tags={"year_band", "amount_pct_band", "current_year_right"})
    items = [a for a, _ in data]
    n.sums("Total depletions", items, ["c23", "c24"])
    n.pcts(items, "Total depletions", "c23", "p23")
    n.pcts(items, "Total depletions", "c24", "p24")
    return n


def n28():
    data = [("Concerts", "142.6 128.3 14,826 12,604"), ("Sports", "98.4 95.1 8,912 8,305"),
            ("Theatre and performing arts(1)", "36.2 31.8 3,418 2,897"), ("Festivals", "18.7 16.4 2,644 2,198"),
            ("Family and other", "22.9 24.6 1,236 1,310")]
    rows = []
    for a, s in data:
        v = nums(s)
        rows.append(L(a, v + [q(v[2] / v[0], 2)]))
    t = colsums(rows, 4)
    rows.append(TOT("Total", t + [q(t[2] / t[0], 2)]))
    n = Note("n28-gatewhistle-tickets", "Gatewhistle Ticketing, Inc.",
             "Tickets Sold and Gross Transaction Value by Event Category",
             [["(In millions, except average ticket price)", "Tickets sold 2023", "Tickets sold 2022", "GTV 2023",
               "GTV 2022", "Average ticket price 2023"]],
             [Col("t23", 1), Col("t22", 1), Col("g23", cur="first"), Col("g22", cur="first"),
              Col("atp", 2, cur="all", scale=None)], rows, M,
             style="grid", font="Sans", paper="Letter",
             intro="We sell primary tickets on behalf of venues, promoters and teams. Gross transaction value (GTV) "
                   "is the total amount paid by fans for tickets, including fees; the average ticket price is GTV "
                   "divided by tickets sold.",
             foot=["(1) Includes comedy and classical music events."],
             outro=["Ticketing fee revenue, which we recognize net of amounts remitted to event organizers, was "
                    "9.8% of GTV in 2023 (2022: 10.1%)."],
             facts={"fee23": ("9.8%", D("9.8"), "%", 1), "fee22": ("10.1%", D("10.1"), "%", 1)},
             names=["Gatewhistle"], tags={"footnote"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["t23", "t22", "g23", "g22"])
    for a in items + ["Total"]:
        n.rel_ratio((a, "atp"), (a, "g23"), (a, "t23"))
    return n


def n29():
    units = [("Corn(1)", "4,812 4,655 4,390"), ("Soybeans(2)", "6,104 6,388 6,215"), ("Sorghum", "612 574 531"),
             ("Alfalfa", "- 148 163")]
    prices = [("Corn", "286.40 271.85 254.10"), ("Soybeans", "58.75 57.20 55.95"), ("Sorghum", "112.30 108.60 104.85"),
              ("Alfalfa", "- 214.50 209.80")]
    rows = [SEC("Units sold (in thousands)")]
    its = []
    for a, s in units:
        rows.append(L(a, nums(s), 1, key="U/" + a.split("(")[0]))
        its.append(rows[-1])
    rows.append(SUB("Total units", colsums(its, 3), 1, key="U/total"))
    rows.append(SEC("Average net price per unit"))
    for a, s in prices:
        rows.append(L(a, nums(s), 1, key="P/" + a, dec=2, cur="all", scale=None))
    n = Note("n29-acreford-seed", "Acreford Seed Company", "Seed Units Sold and Average Net Price by Crop",
             [["", "Fiscal 2024", "Fiscal 2023", "Fiscal 2022"]], [Col("f24"), Col("f23"), Col("f22")], rows, K,
             style="borderless", font="Cond", paper="Letter",
             intro="We develop and sell hybrid and varietal seed to farmers through independent dealers and our own "
                   "sales agents. The average net price per unit is after discounts, rebates and returns.",
             foot=["(1) 80,000-kernel units.", "(2) 140,000-seed units."],
             outro=["We exited the alfalfa seed business in the first quarter of fiscal 2024 and sold the remaining "
                    "inventory to a regional distributor."],
             names=["Acreford"], tags={"bold_section_rows", "repeated_row_label", "footnote", "section_scale"})
    n.sums("U/total", [r.key for r in its], ["f24", "f23", "f22"])
    return n


def n30():
    data = [("Europe", "96 91 4,812.6 4,506.2"), ("Asia Pacific", "118 112 6,104.3 5,688.9"),
            ("North America", "54 49 2,716.8 2,398.4"), ("Latin America", "41 44 1,902.5 2,015.7"),
            ("Middle East and Africa", "23 21 1,288.1 1,146.6"), ("Russia(1)", "- 12 - -")]
    raw = [(a, nums(b)) for a, b in data]
    t = [tot(v[i] for _, v in raw) for i in range(4)]
    rows = []
    for a, v in raw:
        rows.append(L(a, [v[0], v[1], v[2], pct(v[2], t[2]) if v[2] is not None else None, v[3],
                          pct(v[3], t[3]) if v[3] is not None else None]))
    rows.append(TOT("Total", [t[0], t[1], t[2], pct(t[2], t[2]), t[3], pct(t[3], t[3])]))
    n = Note("n30-aerolyth-nbv", "Aerolyth Capital Leasing Ltd", "Note 9. Lease portfolio by lessee region",
             [["(US$ millions)", G("Number of aircraft", 2), G("Net book value 2023", 2),
               G("Net book value 2022", 2)], ["Region", "2023", "2022", "Amount", "%", "Amount", "%"]],
             [Col("n23", scale=None), Col("n22", scale=None), Col("v23", 1), Col("s23", 1, pct=True), Col("v22", 1),
              Col("s22", 1, pct=True)], rows, M,
             style="booktabs", font="Serif", paper="A4",
             intro="We lease commercial aircraft to airlines under operating leases. The portfolio is presented by "
                   "the region of the lessee's principal place of business at December 31.",
             foot=["(1) Aircraft that remained in Russia were written off in 2022 and removed from the portfolio "
                   "in 2023 following insurance settlements."],
             outro=["The weighted average age of the fleet was 7.4 years and the weighted average remaining lease "
                    "term was 6.8 years at December 31, 2023. Lease revenue was $1,742.5 million in 2023."],
             facts={"lr": ("$1,742.5", D("1742.5"), None, M)},
             names=["Aerolyth"], tags={"year_band", "amount_pct_band", "footnote"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["n23", "n22", "v23", "v22"])
    n.pcts([a for a in items if a != "Russia(1)"], "Total", "v23", "s23")
    n.pcts([a for a in items if a != "Russia(1)"], "Total", "v22", "s22")
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
        ts.append(("BACKGROUND", (0, 0), (-1, nh - 1), colors.HexColor("#DCE6DF")))
        for i in range(len(n.rows)):
            if i % 2 == 1:
                ts.append(("BACKGROUND", (0, nh + i), (-1, nh + i), colors.HexColor("#F1F4F2")))
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
