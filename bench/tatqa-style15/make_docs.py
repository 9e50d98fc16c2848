"""tatqa-style15: thirty invented annual-report notes, each rendered as a one-page PDF in the manner of TAT-QA.

    /work/main/.venv/bin/python bench/tatqa-style15/make_docs.py OUTDIR

Each page: the heading "Annual report (extract)", the company, the note title, a paragraph before the table,
sometimes a caption line, the table, sometimes footnotes, and a paragraph after the table. Every figure is a
Decimal held by the builders n01() ... n30(); totals, subtotals, "%" of total columns, roll-forward closing
balances, net additions, utilisation and capacity factors and weighted averages are computed here so that the
printed tables add up. Each such relation is recorded on the note (``rels``) and re-checked on the printed cells
by check.py. make_questions.py imports this module and builds every gold from the same objects.

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

SET = "tatqa-style15"
NS = uuid.UUID("c41f07a2-9d3e-4b6a-8e15-27d90b3f6a58")
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
def n01():
    raw = [("Road", "148.6 171.2"), ("Mountain", "212.4 248.9"), ("Gravel", "96.3 81.7"),
           ("Hybrid and city", "184.7 196.5"), ("Children's", "121.9 139.4"), ("Electric-assist(1)", "138.2 104.6")]
    rows, t = amount_pct(raw, 2)
    rows.append(TOT("Total", t))
    n = Note("n01-spokeharrow-bicycles", "Spokeharrow Cycles, Inc.", "Bicycle Unit Shipments by Category",
             [["", G("2024", 2), G("2023", 2)], ["Category", "Units ('000)", "%", "Units ('000)", "%"]],
             [Col("u24", 1), Col("s24", 1, pct=True, sign=False), Col("u23", 1), Col("s23", 1, pct=True, sign=False)],
             rows, K, style="booktabs", font="Sans", paper="Letter",
             intro="We design bicycles and sell them through independent bicycle dealers and, since 2022, directly "
                   "to consumers in the United States and Canada. A unit is one complete bicycle shipped; frames "
                   "and framesets sold separately are not counted. Dealer inventories stayed above normal levels "
                   "for most of 2024, and dealers reordered cautiously.",
             foot=["(1) Pedal-assist bicycles with a motor of up to 750 watts (Classes 1, 2 and 3)."],
             outro=["Net sales of bicycles were $742.8 million in 2024, compared with $801.5 million in 2023. Our "
                    "independent dealer network comprised 1,926 dealers at December 31, 2024."],
             facts={"ns24": ("$742.8", D("742.8"), None, M), "ns23": ("$801.5", D("801.5"), None, M),
                    "dealers": ("1,926", D(1926), None, None)},
             names=["Spokeharrow"], tags={"year_band", "amount_pct_band"})
    items = labels(raw)
    n.sums("Total", items, ["u24", "u23"])
    n.pcts(items, "Total", "u24", "s24")
    n.pcts(items, "Total", "u23", "s23")
    return n


def n02():
    data = [("Almonds(1)", "41,250 43,800 192.50 205.00"), ("Apples", "6,820 6,410 68.00 72.00"),
            ("Blueberries", "9,460 10,120 110.40 116.80"), ("Cherries", "4,180 4,350 78.50 81.00"),
            ("Canola seed", "7,940 8,610 145.00 150.00"), ("Melons and squash", "3,050 2,780 62.00 65.00")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1}, wcols=[(2, 0, 2), (3, 1, 2)]))
    n = Note("n02-combwarden-pollination", "Combwarden Apiaries, Inc.", "Pollination Services by Crop",
             [["", G("Colony rentals", 2), G("Average fee per colony", 2)], ["Crop", "2023", "2024", "2023", "2024"]],
             [Col("r23"), Col("r24"), Col("f23", 2, cur="all"), Col("f24", 2, cur="all")], rows, None,
             style="borderless", font="Serif", paper="Letter",
             intro="We keep honey bee colonies and rent them to growers who need them to pollinate flowering crops. "
                   "A colony placed in an orchard or field for one bloom counts as one rental, so a colony moved "
                   "through several crops in a season is counted once for each crop. Fees are per colony per bloom, "
                   "exclude trucking, and are weighted by rentals in the total.",
             foot=["(1) Almond pollination runs from mid-February to mid-March in California; colonies are trucked "
                   "there from our overwintering yards in Idaho."],
             outro=["We owned 52,400 colonies at December 31, 2024, up from 49,750 a year earlier. Honey production "
                    "was 1.38 million pounds in 2024."],
             facts={"col24": ("52,400", D(52400), None, None), "col23": ("49,750", D(49750), None, None),
                    "honey": ("1.38 million", D("1.38"), None, M)},
             names=["Combwarden"], tags={"year_band", "current_year_right"})
    items = labels(data)
    n.sums("Total", items, ["r23", "r24"])
    n.wavgs("Total", items, [("f23", "r23"), ("f24", "r24")])
    return n


def n03():
    data = [("Aarhus", "6,412 6,208 7 7 1,842 1,776"), ("Gothenburg", "8,936 9,104 9 9 2,115 2,048"),
            ("Gdansk", "5,271 4,806 6 5 1,468 1,402"), ("Hamburg", "11,804 12,357 14 15 2,386 2,310"),
            ("Klaipeda(1)", "1,126 - 3 - 1,304 -"), ("Szczecin", "3,918 3,772 5 5 1,390 1,355")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2, 3}, wcols=[(4, 0, 0), (5, 1, 0)]))
    n = Note("n03-hawsewick-towage", "Hawsewick Towage A/S", "Note 5. Harbour towage by port",
             [["", G("Towage jobs", 2), G("Tugs at 31 December", 2), G("Revenue per job (EUR)", 2)],
              ["Port", "2024", "2023", "2024", "2023", "2024", "2023"]],
             [Col("j24"), Col("j23"), Col("t24"), Col("t23"), Col("r24"), Col("r23")], rows, None,
             style="grid", font="Cond", paper="A4",
             intro="We provide harbour towage in Northern European ports, assisting ships to berth and unberth under "
                   "licences and concessions. A towage job is one tug assisting one ship movement. Revenue per job "
                   "is harbour towage revenue divided by jobs; the total is weighted by jobs.",
             foot=["(1) Operations in Klaipeda began on 1 April 2024 under a ten-year licence from the port "
                   "authority."],
             outro=["Terminal towage and emergency response contracts, which are not included above, contributed "
                    "EUR 38.6 million of revenue in 2024."],
             facts={"term": ("38.6", D("38.6"), None, M)},
             names=["Hawsewick"], tags={"year_band"})
    items = labels(data)
    n.sums("Total", items, ["j24", "j23", "t24", "t23"])
    n.wavgs("Total", items, [("r24", "j24"), ("r23", "j23")])
    return n


def n04():
    data = [("Sub-Saharan Africa", "4,862 5,214 6.84 6.52"), ("Middle East and North Africa", "3,125 3,408 4.37 4.51"),
            ("South Asia", "5,940 6,572 1.92 1.88"), ("Latin America and Caribbean", "2,718 2,655 3.26 3.41"),
            ("Europe", "6,402 7,115 0.94 0.97"), ("North America", "1,836 2,041 0.61 0.66")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1}, wcols=[(2, 0, 2), (3, 1, 2)]))
    n = Note("n04-trunkvale-voice", "Trunkvale Carrier Services S.A.", "Note 7. Wholesale voice traffic by destination",
             [["", G("Minutes terminated", 2), G("Revenue per minute", 2)],
              ["Destination region", "2024", "2023", "2024", "2023"]],
             [Col("m24"), Col("m23"), Col("r24", 2, scale=None), Col("r23", 2, scale=None)], rows, M,
             style="zebra", font="Sans", paper="A4",
             caption="(Minutes in millions; revenue per minute in US cents)",
             intro="We carry international voice calls for fixed and mobile operators and terminate them on the "
                   "networks of local operators in the destination country. Volumes continue to fall as consumers "
                   "move to calling and messaging apps. Revenue per minute for the total is weighted by minutes.",
             outro=["Application-to-person SMS messages terminated grew to 9.4 billion in 2024, from 7.1 billion in "
                    "2023, and partly offset the decline in voice revenue."],
             facts={"sms24": ("9.4 billion", D("9.4"), None, B), "sms23": ("7.1 billion", D("7.1"), None, B)},
             names=["Trunkvale"], tags={"year_band", "scale_in_caption"})
    items = labels(data)
    n.sums("Total", items, ["m24", "m23"])
    n.wavgs("Total", items, [("r24", "m24"), ("r23", "m23")])
    return n


def n05():
    regions = ["North America", "Europe", "Latin America", "Asia Pacific"]
    vol = ["412.6 405.8 398.3", "186.4 181.9 176.2", "58.7 55.3 51.6", "41.2 38.4 35.9"]
    rev = ["1,284.5 1,226.3 1,168.9", "498.7 471.2 446.5", "112.4 104.8 96.1", "87.6 80.9 74.3"]
    rows, its = [], {}
    for title, p, sc, data, cur in (("Volume stored at December 31 (millions of cubic feet)", "V/", M, vol, None),
                                    ("Storage rental revenue (in millions)", "R/", M, rev, "first")):
        rows.append(SEC(title))
        its[p] = [L(a, nums(s), 1, key=p + a, scale=sc, dec=1, cur=cur) for a, s in zip(regions, data)]
        rows += its[p]
        rows.append(SUB("Total", colsums(its[p], 3), 1, key=p + "total", scale=sc, dec=1, cur=cur))
    n = Note("n05-vaultmere-storage", "Vaultmere Records Management, Inc.", "Storage Volume and Revenue by Region",
             [["", "2024", "2023", "2022"]], [Col("y24"), Col("y23"), Col("y22")], rows, None,
             style="lined", font="Serif", paper="Letter",
             intro="We store physical records, mostly cartons of paper documents, for businesses, law firms, "
                   "hospitals and government agencies in our records centers, and retrieve and deliver them on "
                   "request. Volume is measured in cubic feet; a standard carton is about 1.2 cubic feet.",
             outro=["Destructions at customers' request and permanent withdrawals removed 4.1% of the volume stored "
                    "at the beginning of 2024 (2023: 4.3%). Storage rental prices were raised in all regions in "
                    "the first quarter of 2024."],
             facts={"out24": ("4.1%", D("4.1"), "%", 1), "out23": ("4.3%", D("4.3"), "%", 1)},
             names=["Vaultmere"], tags={"bold_section_rows", "repeated_row_label", "section_scale"})
    for p in ("V/", "R/"):
        n.sums(p + "total", [r.key for r in its[p]], ["y24", "y23", "y22"])
    return n


def n06():
    raw = [("Orthopedics(1)", "96,418 104,862"), ("Gastroenterology", "142,306 151,274"),
           ("Ophthalmology", "118,920 121,605"), ("Pain management", "88,145 84,310"),
           ("Otolaryngology", "31,702 33,418"), ("Urology", "22,684 24,951"), ("Other", "18,337 17,902")]
    rows, t = amount_pct(raw, 2)
    rows.append(TOT("Total cases", t))
    n = Note("n06-scalpridge-cases", "Scalpridge Surgical Partners, Inc.", "Surgical Cases by Specialty",
             [["", G("2023", 2), G("2024", 2)], ["Specialty", "Cases", "%", "Cases", "%"]],
             [Col("c23"), Col("s23", 1, pct=True, sign=False), Col("c24"), Col("s24", 1, pct=True, sign=False)],
             rows, None, style="zebra", font="Cond", paper="Letter",
             intro="We own and operate ambulatory surgery centers in partnership with physicians. A case is one "
                   "patient encounter in an operating or procedure room, however many procedures are performed "
                   "during it. The table covers centers we consolidate.",
             foot=["(1) Includes 6,214 total joint replacements in 2024 (2023: 4,870)."],
             outro=["Net revenue per case was $1,784 in 2024, compared with $1,712 in 2023, as the mix shifted toward "
                    "higher-acuity orthopedic procedures."],
             facts={"tj24": ("6,214", D(6214), None, None), "tj23": ("4,870", D(4870), None, None),
                    "rpc24": ("$1,784", D(1784), None, None), "rpc23": ("$1,712", D(1712), None, None)},
             names=["Scalpridge"], tags={"year_band", "amount_pct_band", "current_year_right"})
    items = labels(raw)
    n.sums("Total cases", items, ["c23", "c24"])
    n.pcts(items, "Total cases", "c23", "s23")
    n.pcts(items, "Total cases", "c24", "s24")
    return n


def n07():
    secs = [("Great Britain", "GB/", "Total Great Britain",
             [("Lensworth Opticians", "412 3,186.4 3,092.7 2,204.8 2,168.3"),
              ("Spexhaven", "176 1,047.2 968.5 912.6 840.2")]),
            ("Ireland", "IE/", "Total Ireland",
             [("Lensworth Opticians", "38 284.6 271.9 196.3 190.8"), ("Spexhaven", "12 61.8 52.4 57.1 48.6")])]
    rows, subs = [], []
    for title, p, tl, data in secs:
        rows.append(BIG(title, key=p + "title"))
        its = [L(a, nums(s), 1, key=p + a) for a, s in data]
        rows += its
        rows.append(SUB(tl, colsums(its, 5), key=p + "total"))
        subs.append((p, its))
    rows.append(TOT("Group", colsums([n for n in rows if n.kind == "sub"], 5)))
    n = Note("n07-lensworth-optical", "Lensworth Optical plc", "4. Eye examinations and eyewear sales by banner",
             [["", "Stores", G("Eye examinations ('000)", 2), G("Spectacle and sunglass units ('000)", 2)],
              ["Banner", "2024", "2024", "2023", "2024", "2023"]],
             [Col("st", scale=None), Col("e24", 1), Col("e23", 1), Col("u24", 1), Col("u23", 1)], rows, K,
             style="booktabs", font="Serif", paper="A4",
             intro="We are an optical retailer trading under two banners: Lensworth Opticians and the value banner "
                   "Spexhaven. Our stores offer eye examinations by registered optometrists and sell spectacles, "
                   "sunglasses and contact lenses. The financial year ends on 31 March; 2024 is the year to "
                   "31 March 2024, and store numbers are at that date.",
             outro=["Contact lens subscribers on monthly direct debit plans numbered 842,000 at 31 March 2024. "
                    "Spexhaven opened 19 stores in Great Britain during the year."],
             facts={"cl": ("842,000", D(842000), None, None), "opened": ("19", D(19), None, None)},
             names=["Lensworth", "Spexhaven"], tags={"section_titles_large", "repeated_row_label", "year_band"})
    for p, its in subs:
        n.sums(p + "total", [r.key for r in its], ["st", "e24", "e23", "u24", "u23"])
    n.sums("Group", ["GB/total", "IE/total"], ["st", "e24", "e23", "u24", "u23"])
    return n


def n08():
    open23 = nums("884,612 402,318")
    new = {"24": nums("38,742 31,605"), "23": nums("41,286 30,914")}
    rel = {"24": nums("126 21"), "23": nums("118 14")}
    dis = {"24": nums("24,918 10,477"), "23": nums("22,407 9,862")}
    close23 = [open23[i] + new["23"][i] - rel["23"][i] - dis["23"][i] for i in range(2)]
    open24 = close23
    close24 = [open24[i] + new["24"][i] - rel["24"][i] - dis["24"][i] for i in range(2)]
    rows = [L("Units in storage, beginning of year", open24 + open23, key="open"),
            L("New units stored", new["24"] + new["23"], key="new"),
            L("Units released for transplant or therapy", [-x for x in rel["24"] + rel["23"]], key="rel"),
            L("Units discontinued(1)", [-x for x in dis["24"] + dis["23"]], key="dis"),
            TOT("Units in storage, end of year", close24 + close23, key="close")]
    n = Note("n08-cradlevault-units", "Cradlevault Biobank, Inc.", "Note 6. Units in Storage",
             [["", G("2024", 2), G("2023", 2)], ["", "Cord blood", "Cord tissue", "Cord blood", "Cord tissue"]],
             [Col("b24"), Col("t24"), Col("b23"), Col("t23")], rows, None,
             style="grid", font="Sans", paper="Letter",
             intro="We collect, process and cryopreserve newborn umbilical cord blood and cord tissue for families, "
                   "who pay a one-time enrollment fee and annual or prepaid storage fees. A unit is the cord blood "
                   "or cord tissue of one newborn.",
             foot=["(1) Units whose storage ended at the family's request, or for non-payment of storage fees after "
                   "the end of the collection period."],
             outro=["The annual storage fee for new enrollments is $195 per unit from 2024. Of the cord blood units in "
                    "storage at December 31, 2024, 61% were on prepaid storage plans of 18 years or longer."],
             facts={"fee": ("$195", D(195), None, None), "prepaid": ("61%", D(61), "%", 1)},
             names=["Cradlevault"], tags={"year_band"})
    for ck in ("b24", "t24", "b23", "t23"):
        n.rel_sum(("close", ck), [("open", ck), ("new", ck), ("rel", ck), ("dis", ck)])
    for a, b in (("b24", "b23"), ("t24", "t23")):
        n.rel_sum(("open", a), [("close", b)])
    return n


def n09():
    data = [("Sandhaven", "68,412 61,905 32.4 31.8"), ("Redmesa", "54,836 58,214 31.6 32.1"),
            ("Crossbar", "47,105 39,880 33.1 32.5"), ("Mesquite Flat(2)", "- 18,362 - 30.7"),
            ("Cotterbrush", "39,274 35,617 32.8 32.2")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1}, wcols=[(2, 0, 1), (3, 1, 1)]))
    n = Note("n09-bollworth-gins", "Bollworth Ginning Cooperative", "Bales Ginned by Gin",
             [["", G("Bales ginned", 2), G("Lint turnout(1)", 2)], ["Gin", "2024/25", "2023/24", "2024/25", "2023/24"]],
             [Col("b25"), Col("b24"), Col("l25", 1, pct=True), Col("l24", 1, pct=True)], rows, None,
             style="lined", font="Cond", paper="Letter",
             intro="We are a farmer-owned cooperative that gins seed cotton delivered by our members on the Texas "
                   "High Plains. The ginning season starts with the harvest in October and usually ends in "
                   "February. Each bale holds about 500 pounds of lint.",
             foot=["(1) Pounds of lint as a percentage of the weight of seed cotton ginned; the total is weighted by "
                   "bales.",
                   "(2) The Mesquite Flat gin was idled after the 2023/24 season; its members' cotton was ginned at "
                   "Crossbar."],
             outro=["Cottonseed sold to oil mills and dairies amounted to 71,600 tons in the 2024/25 season. Members "
                    "received patronage refunds of $4.2 million on the 2023/24 season."],
             facts={"lb": ("500 pounds", D(500), None, None), "seed": ("71,600", D(71600), None, None)},
             names=["Bollworth", "Sandhaven", "Redmesa", "Crossbar", "Mesquite Flat", "Cotterbrush"],
             tags={"year_band"})
    items = labels(data)
    n.sums("Total", items, ["b25", "b24"])
    n.wavgs("Total", items, [("l25", "b25"), ("l24", "b24")])
    return n


def n10():
    raw = [("Cod", "18,642 20,150 18,904"), ("Haddock", "9,318 8,420 8,266"), ("Saithe", "6,205 7,800 6,937"),
           ("Redfish", "4,870 5,100 4,512"), ("Greenland halibut", "1,642 1,780 1,761"),
           ("Mackerel", "22,415 19,600 19,584")]
    rows = []
    for a, s in raw:
        v = nums(s)
        rows.append(L(a, v + [pct(v[2], v[1])]))
    t = colsums(rows, 3)
    rows.append(TOT("Total", t + [pct(t[2], t[1])]))
    n = Note("n10-skerrymoor-quota", "Skerrymoor Fisheries Ltd", "Note 8. Quota and catch by species",
             [["(tonnes)", "2023", G("2024", 3)], ["Species", "Catch", "Quota", "Catch", "% of quota"]],
             [Col("c23"), Col("q24"), Col("c24"), Col("u24", 1, pct=True, sign=False)], rows, None,
             style="borderless", font="Sans", paper="A4",
             intro="We operate freezer and fresh-fish trawlers and two pelagic vessels. Quota is the catch "
                   "allocated to our vessels for the calendar year after transfers in and out; catch is the live "
                   "weight landed.",
             outro=["Of the 2024 cod catch, 7,420 tonnes was filleted and frozen at sea; the rest was landed fresh "
                    "for processing in our shore plant. Unused quota of up to 15% may be carried forward to the next "
                    "year for demersal species."],
             facts={"sea": ("7,420", D(7420), None, None)},
             names=["Skerrymoor"], tags={"year_band", "current_year_right"})
    items = labels(raw)
    n.sums("Total", items, ["c23", "q24", "c24"])
    for rk in items + ["Total"]:
        n.rel_pct((rk, "u24"), (rk, "c24"), (rk, "q24"))
    return n


def n11():
    data = [("Fjellvik", "214.6 208.3 219.8 13.42 13.38 13.31"), ("Breivang", "176.2 171.8 174.5 13.86 13.91 13.79"),
            ("Oddmark", "128.4 97.2 112.6 14.25 14.40 14.18")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2}, wcols=[(3, 0, 2), (4, 1, 2), (5, 2, 2)]))
    n = Note("n11-potlinden-smelters", "Potlinden Aluminium AS", "Note 4. Primary aluminium production by smelter",
             [["", G("Hot metal production", 3), G("Power consumption (MWh per tonne)", 3)],
              ["Smelter", "2022", "2023", "2024", "2022", "2023", "2024"]],
             [Col("p22", 1), Col("p23", 1), Col("p24", 1), Col("e22", 2, scale=None), Col("e23", 2, scale=None),
              Col("e24", 2, scale=None)], rows, K,
             style="zebra", font="Serif", paper="A4", caption="(Production in thousands of tonnes)",
             intro="We produce primary aluminium at three smelters in Norway that run on hydroelectric power bought "
                   "under long-term contracts. Hot metal is the liquid aluminium tapped from the electrolysis cells "
                   "before casting. Power consumption is per tonne of hot metal; the total is weighted by "
                   "production.",
             outro=["Production at Oddmark was curtailed in 2023, when one of its two potlines was shut down from "
                    "February to September because of high power prices. Cast house shipments of value-added "
                    "products were 402.7 thousand tonnes in 2024."],
             facts={"vap": ("402.7", D("402.7"), None, K)},
             names=["Potlinden", "Fjellvik", "Breivang", "Oddmark"],
             tags={"year_band", "scale_in_caption", "current_year_right"})
    items = labels(data)
    n.sums("Total", items, ["p22", "p23", "p24"])
    n.wavgs("Total", items, [("e22", "p22"), ("e23", "p23"), ("e24", "p24")])
    return n


def n12():
    hours = {"24": D(8784), "23": D(8760)}
    secs = [("Carrow Point Station", "CP/", [("Unit 1", 1148, "9,412.6 8,604.1", "- 34"),
                                             ("Unit 2", 1152, "8,236.9 9,498.2", "38 -"),
                                             ("Unit 3", 1210, "9,881.5 8,917.3", "- 41")]),
            ("Ellisburn Station", "EB/", [("Unit 1", 872, "6,412.8 7,302.5", "29 -"),
                                          ("Unit 2", 881, "7,398.4 6,588.0", "- 33")])]

    def cf(g, mw, y):
        return q(g * 1000 * 100 / (D(mw) * hours[y]), 1)

    rows, groups = [], []
    for title, p, units in secs:
        rows.append(BIG(title, key=p + "title"))
        its = []
        for u, mw, gen, out in units:
            g, o = nums(gen), nums(out)
            its.append(L(u, [D(mw), g[0], g[1], cf(g[0], mw, "24"), cf(g[1], mw, "23"), o[0], o[1]], 1,
                         key=p + u))
        rows += its
        s = colsums(its, 3)
        rows.append(SUB("Station total", [s[0], s[1], s[2], cf(s[1], s[0], "24"), cf(s[2], s[0], "23"), "", ""],
                        key=p + "total"))
        groups.append((p, its))
    subs = [r for r in rows if r.kind == "sub"]
    f = colsums(subs, 3)
    rows.append(TOT("Fleet total", [f[0], f[1], f[2], cf(f[1], f[0], "24"), cf(f[2], f[0], "23"), "", ""],
                    key="fleet"))
    n = Note("n12-fissionbrook-units", "Fissionbrook Nuclear Generating Company", "Nuclear Unit Operating Performance",
             [["", "Net capacity (MW)", G("Net generation (GWh)", 2), G("Capacity factor", 2),
               G("Refueling outage days", 2)], ["Unit", "", "2024", "2023", "2024", "2023", "2024", "2023"]],
             [Col("mw"), Col("g24", 1), Col("g23", 1), Col("cf24", 1, pct=True), Col("cf23", 1, pct=True),
              Col("o24"), Col("o23")], rows, None,
             style="booktabs", font="Cond", paper="Letter",
             intro="We own and operate five pressurized water reactor units at two stations. Capacity factor is net "
                   "generation divided by net capacity times the hours in the year (8,784 hours in 2024 and 8,760 "
                   "in 2023). Each unit is refueled about every 18 months; a dash means the unit had no refueling "
                   "outage in the year.",
             outro=["The operating licenses of both Ellisburn units were renewed in 2024 for a further 20 years. "
                    "Forced outages reduced fleet generation by 412.5 GWh in 2024."],
             facts={"forced": ("412.5", D("412.5"), None, None)},
             names=["Fissionbrook", "Carrow Point", "Ellisburn"],
             tags={"section_titles_large", "repeated_row_label", "year_band"})
    for p, its in groups:
        n.sums(p + "total", [r.key for r in its], ["mw", "g24", "g23"])
    n.sums("fleet", ["CP/total", "EB/total"], ["mw", "g24", "g23"])
    for r in rows:
        if r.kind in ("item", "sub", "tot"):
            for y in ("24", "23"):
                n.rel_prod((r.key, "cf" + y), [(r.key, "g" + y)], [(r.key, "mw")], D(100000) / hours[y])
    return n


def n13():
    data = [("Delaware Basin", "48 55 812.4 946.7 0.62 0.64"), ("Midland Basin", "31 33 486.9 512.3 0.58 0.57"),
            ("Eagle Ford", "14 14 142.6 128.1 0.71 0.73"), ("Haynesville", "9 12 88.3 117.5 0.66 0.68")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2, 3}, wcols=[(4, 2, 2), (5, 3, 2)]))
    n = Note("n13-brinehallow-water", "Brinehallow Water Midstream, LLC", "Produced Water Disposal Volumes by Basin",
             [["(Volumes in thousands of barrels per day)", G("Disposal wells at December 31", 2),
               G("Disposal volumes", 2), G("Average fee per barrel", 2)],
              ["Basin", "2023", "2024", "2023", "2024", "2023", "2024"]],
             [Col("w23", scale=None), Col("w24", scale=None), Col("v23", 1), Col("v24", 1),
              Col("f23", 2, cur="all", scale=None), Col("f24", 2, cur="all", scale=None)], rows, K,
             style="grid", font="Serif", paper="Letter",
             intro="We gather water produced with oil and gas from our customers' wells, by pipeline and by truck, "
                   "and inject it into saltwater disposal wells permitted by state regulators. Fees are per barrel "
                   "disposed; the total is weighted by volume.",
             outro=["We also recycled 64.2 thousand barrels per day of produced water in 2024 for reuse in well "
                    "completions; recycled water is not included in disposal volumes. Seismicity rules in West Texas "
                    "limited injection rates at nine of our deep wells during the year."],
             facts={"recyc": ("64.2", D("64.2"), None, K)},
             names=["Brinehallow"], tags={"year_band", "current_year_right"})
    items = labels(data)
    n.sums("Total", items, ["w23", "w24", "v23", "v24"])
    n.wavgs("Total", items, [("f23", "v23"), ("f24", "v24")])
    return n


def n14():
    secs = [("England", "EN/", "Total England",
             [("Ashmoor", "48 11,842 11,206 31.4 30.2"), ("Tappleford", "36 8,916 8,640 29.8 29.5"),
              ("Kettlebury(1)", "18 2,106 - 24.6 -")]),
            ("Ireland", "IE/", "Total Ireland",
             [("Ballinvarra", "30 7,428 7,615 30.9 31.3"), ("Dromanagh", "22 5,314 5,182 28.7 28.1")])]
    rows, subs = [], []
    for title, p, tl, data in secs:
        rows.append(BIG(title, key=p + "title"))
        its = [L(a, nums(s), 1, key=p + a) for a, s in data]
        rows += its
        s = colsums(its, 3)
        rows.append(SUB(tl, s + ["", ""], key=p + "total"))
        subs.append((p, its))
    g = colsums([r for r in rows if r.kind == "sub"], 3)
    rows.append(TOT("Group", g + ["", ""]))
    n = Note("n14-sporecroft-mushrooms", "Sporecroft Mushroom Farms Ltd", "6. Mushroom production by farm",
             [["", "Growing rooms", G("Production (tonnes)", 2), G("Yield (kg per square metre)", 2)],
              ["Farm", "2024", "2024", "2023", "2024", "2023"]],
             [Col("rooms"), Col("p24"), Col("p23"), Col("y24", 1), Col("y23", 1)], rows, None,
             style="lined", font="Sans", paper="A4",
             intro="We grow white and chestnut button mushrooms for supermarkets and food service at five farms. "
                   "Each growing room is filled with compost, cropped for two or three flushes and emptied. Yield "
                   "is the weight harvested per square metre of growing bed per crop.",
             foot=["(1) Kettlebury started production in March 2024 and was still ramping up at the year end."],
             outro=["Spent mushroom compost sold to farmers as a soil improver was 61,400 tonnes in 2024. Picking "
                    "labour remains our largest cost after compost."],
             facts={"smc": ("61,400", D(61400), None, None)},
             names=["Sporecroft", "Ashmoor", "Tappleford", "Kettlebury", "Ballinvarra", "Dromanagh"],
             tags={"section_titles_large", "year_band"})
    for p, its in subs:
        n.sums(p + "total", [r.key for r in its], ["rooms", "p24", "p23"])
    n.sums("Group", ["EN/total", "IE/total"], ["rooms", "p24", "p23"])
    return n


def n15():
    areas = ["Cardiovascular", "Central nervous system", "Oncology", "Anti-infectives"]
    secs = [("Oral solids", "OS/", "Total oral solids", ["18 4 6 5", "24 7 8 9", "9 3 2 1", "11 - 4 3"]),
            ("Injectables", "IN/", "Total injectables", ["6 1 2 -", "5 - 1 2", "14 5 3 4", "8 2 - 1"])]
    rows, subs = [], []
    for title, p, tl, data in secs:
        rows.append(SEC(title))
        its = [L(a, nums(s), 1, key=p + a) for a, s in zip(areas, data)]
        rows += its
        rows.append(SUB(tl, colsums(its, 4), 1, key=p + "total"))
        subs.append((p, its))
    rows.append(TOT("Total", colsums([r for r in rows if r.kind == "sub"], 4)))
    n = Note("n15-tabletwick-anda", "Tabletwick Generics Ltd",
             "Note 12. Abbreviated New Drug Application (ANDA) pipeline",
             [["Therapeutic area", "Pending at 31 Dec 2024", "of which first-to-file(1)", "Approvals 2024",
               "Approvals 2023"]],
             [Col("pend"), Col("ftf"), Col("a24"), Col("a23")], rows, None,
             style="borderless", font="Sans", paper="A4",
             intro="We develop, manufacture and sell generic medicines in the United States. An ANDA is pending "
                   "until the FDA approves it or we withdraw it; applications with tentative approval are counted "
                   "as pending. Final approvals are counted in the year they are received.",
             foot=["(1) Applications that we believe were the first substantially complete filing with a paragraph IV "
                   "certification, which may qualify for 180 days of generic marketing exclusivity."],
             outro=["We launched 17 new products in 2024. We expect to file between 20 and 25 new ANDAs in 2025, "
                    "about half of them for injectable products."],
             facts={"launch": ("17", D(17), None, None)},
             names=["Tabletwick"], tags={"bold_section_rows", "repeated_row_label"})
    for p, its in subs:
        n.sums(p + "total", [r.key for r in its], ["pend", "ftf", "a24", "a23"])
    n.sums("Total", ["OS/total", "IN/total"], ["pend", "ftf", "a24", "a23"])
    return n


def n16():
    data = [("Iowa", "18,406 4,812.6 286.4 38.2 272.8 61.4"), ("Illinois", "14,925 3,906.1 241.8 44.7 230.4 52.8"),
            ("Nebraska", "11,318 3,104.5 228.6 71.3 219.5 83.6"), ("Minnesota", "9,862 2,285.9 167.2 55.9 158.9 118.4"),
            ("Kansas", "8,047 1,518.3 182.9 96.8 171.6 142.5"), ("North Dakota", "6,731 1,402.7 146.3 49.6 139.0 71.2")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2, 4}, wcols=[(3, 2, 1), (5, 4, 1)]))
    n = Note("n16-hailstead-crop", "Hailstead Crop Insurance Company", "Multiple Peril Crop Insurance by State",
             [["(Dollars in millions)", G("2024", 4), G("2023", 2)],
              ["State", "Policies", "Liability", "Gross premium", "Loss ratio", "Gross premium", "Loss ratio"]],
             [Col("pol", scale=None), Col("liab", 1, cur="first"), Col("prem", 1, cur="first"),
              Col("lr24", 1, pct=True), Col("prem23", 1, cur="first"), Col("lr23", 1, pct=True)], rows, M,
             style="zebra", font="Sans", paper="Letter",
             intro="We write multiple peril crop insurance under the Federal Crop Insurance Program and share the "
                   "risk with the Federal Crop Insurance Corporation (FCIC) under the Standard Reinsurance Agreement. "
                   "Liability is the most we could pay on the policies; the loss ratio is indemnities divided by "
                   "gross premium, weighted by premium in the total.",
             outro=["Premium subsidies paid by the FCIC covered 62% of gross premium in 2024; farmers paid the rest. "
                    "Drought in Kansas and western Nebraska reduced wheat and dryland corn yields in 2023."],
             facts={"sub": ("62%", D(62), "%", 1)},
             names=["Hailstead"], tags={"year_band"})
    items = labels(data)
    n.sums("Total", items, ["pol", "liab", "prem", "prem23"])
    n.wavgs("Total", items, [("lr24", "prem"), ("lr23", "prem23")])
    return n


def n17():
    top = [("Loans in school(1)", "1,842,516 1,706,234"), ("Loans in grace period(2)", "296,408 281,552"),
           ("Loans in deferment", "184,277 176,940"), ("Loans in forbearance", "142,905 161,338")]
    rep = [("Current", "5,416,832 5,012,447"), ("31-60 days past due", "98,415 91,806"),
           ("61-90 days past due", "46,208 41,375"), ("Greater than 90 days past due", "52,671 44,913")]
    tv, rv = [nums(s) for _, s in top], [nums(s) for _, s in rep]
    rs = [tot(v[i] for v in rv) for i in range(2)]
    t = [tot(v[i] for v in tv) + rs[i] for i in range(2)]

    def line(v):
        return [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1])]

    rows = [L(a, line(v)) for (a, _), v in zip(top, tv)]
    rows.append(SEC("Loans in repayment:"))
    rows += [L(a, line(v), 1) for (a, _), v in zip(rep, rv)]
    rows.append(SUB("Total loans in repayment", line(rs), 1))
    rows.append(TOT("Total private education loans", line(t)))
    n = Note("n17-quadcourt-loans", "Quadcourt Student Lending, Inc.",
             "Note 5. Private Education Loans by Repayment Status",
             [["", G("December 31, 2024", 2), G("December 31, 2023", 2)], ["", "Amount", "%", "Amount", "%"]],
             [Col("a24", cur="first"), Col("s24", 1, pct=True), Col("a23", cur="first"), Col("s23", 1, pct=True)],
             rows, K, style="lined", font="Serif", paper="Letter", caption="(Dollars in thousands)",
             intro="We originate and hold private education loans made to undergraduate and graduate students, most "
                   "of them cosigned. The table shows the principal balance of loans held for investment by "
                   "repayment status, before the allowance for credit losses.",
             foot=["(1) Borrowers enrolled in school at least half-time; no payments are required.",
                   "(2) The six months after a borrower leaves school, before scheduled payments begin."],
             outro=["Net charge-offs were 1.21% of average loans in repayment in 2024, compared with 1.08% in 2023. "
                    "Loans in forbearance fell after we tightened hardship forbearance eligibility in 2024."],
             facts={"nco24": ("1.21%", D("1.21"), "%", 1), "nco23": ("1.08%", D("1.08"), "%", 1)},
             names=["Quadcourt"], tags={"year_band", "amount_pct_band", "scale_in_caption", "bold_section_rows"})
    reps = [a for a, _ in rep]
    n.sums("Total loans in repayment", reps, ["a24", "a23"])
    n.sums("Total private education loans", [a for a, _ in top] + ["Total loans in repayment"], ["a24", "a23"])
    for ck, pk in (("a24", "s24"), ("a23", "s23")):
        n.pcts([a for a, _ in top] + reps + ["Total loans in repayment"], "Total private education loans", ck, pk)
    return n


def n18():
    data = [("Skagfjord", "Aberdeen\u2013Stavanger", "684 48.0 19.2 14.4"),
            ("Kelpline(1)", "Dublin\u2013Bude\u2013Brest", "1,142 72.0 31.6 26.8"),
            ("Baltrim", "Copenhagen\u2013Tallinn\u2013Helsinki", "1,318 64.0 22.4 17.6"),
            ("Ibersound", "Lisbon\u2013Bilbao\u2013Cork", "1,960 96.0 28.8 24.0"),
            ("Orkvane", "Aberdeen\u2013Kirkwall\u2013Lerwick", "612 12.0 4.8 4.2")]
    rows = []
    for a, route, s in data:
        v = nums(s)
        rows.append(L(a, [route] + v + [pct(v[2], v[1])]))
    t = [tot(r.vals[i] for r in rows) for i in range(1, 5)]
    rows.append(TOT("Total", [""] + t + [pct(t[2], t[1])]))
    n = Note("n18-fathomline-cables", "Fathomline Subsea Networks Ltd", "Cable systems: design and lit capacity",
             [["", "", "Length", "Design capacity", G("Lit capacity (Tbps)", 2), "Utilisation"],
              ["Cable system", "Route", "(km)", "(Tbps)", "2024", "2023", "2024"]],
             [Col("route"), Col("km"), Col("des", 1), Col("l24", 1), Col("l23", 1), Col("u24", 1, pct=True)], rows,
             None, style="grid", font="Cond", paper="A4",
             intro="We own and operate submarine fibre-optic cable systems and sell capacity on them to carriers, "
                   "content providers and enterprises, as leases or indefeasible rights of use (IRUs). Design "
                   "capacity is the most the system can carry with current transponders; lit capacity is the "
                   "capacity equipped and in service at 31 December. Utilisation is lit over design capacity.",
             foot=["(1) A consortium cable; the figures shown are our 50% share of its length and capacity."],
             outro=["Revenue from IRUs, recognised over the term of each contract, was \u00a341.7m in 2024. An upgrade "
                    "of the Ibersound transponders, due in 2026, will raise its design capacity to 144 Tbps."],
             facts={"iru": ("\u00a341.7m", D("41.7"), None, M)},
             names=["Fathomline", "Skagfjord", "Kelpline", "Baltrim", "Ibersound", "Orkvane"],
             tags={"year_band"})
    items = [a for a, _, _ in data]
    n.sums("Total", items, ["km", "des", "l24", "l23"])
    for rk in items + ["Total"]:
        n.rel_pct((rk, "u24"), (rk, "l24"), (rk, "des"))
    return n


def n19():
    groups = ["Western European", "Nordic", "Central and Eastern European", "Asian"]
    secs = [("Human translation", "HT/", "Total human translation",
             ["182.4 196.7 98.40 96.20", "41.6 44.9 121.50 118.80", "63.8 61.2 84.60 82.90", "72.5 78.1 136.20 131.70"]),
            ("Machine translation with post-editing", "MT/", "Total machine translation with post-editing",
             ["314.7 246.3 38.60 41.20", "58.2 41.7 46.10 48.90", "97.3 72.6 33.40 35.10", "121.8 89.4 52.70 55.30"])]
    rows, subs = [], []
    for title, p, tl, data in secs:
        rows.append(BIG(title, key=p + "title"))
        its = [L(a, nums(s), 1, key=p + a) for a, s in zip(groups, data)]
        rows += its
        rows.append(with_total(its, tl, sums={0, 1}, wcols=[(2, 0, 2), (3, 1, 2)], key=p + "total", kind="sub"))
        subs.append((p, its))
    n = Note("n19-wordhaven-words", "Wordhaven Language Services plc", "5. Words translated by language group",
             [["", G("Words translated (millions)", 2), G("Revenue per 1,000 words (\u00a3)", 2)],
              ["Target language group", "2024", "2023", "2024", "2023"]],
             [Col("w24", 1), Col("w23", 1), Col("r24", 2, scale=None), Col("r23", 2, scale=None)], rows, M,
             style="zebra", font="Sans", paper="A4",
             intro="We translate and localise documents, websites and software for corporate and public-sector "
                   "clients, mostly from English. In machine translation with post-editing, a qualified linguist "
                   "reviews and corrects the output of our translation engines. Revenue per 1,000 words is weighted "
                   "by words in the totals.",
             outro=["Interpreting revenue, which is not included above, was \u00a318.9m in 2024. Clients continued to "
                    "move routine content from human translation to post-edited machine translation."],
             facts={"interp": ("\u00a318.9m", D("18.9"), None, M)},
             names=["Wordhaven"], tags={"section_titles_large", "repeated_row_label", "year_band"})
    for p, its in subs:
        n.sums(p + "total", [r.key for r in its], ["w24", "w23"])
        n.wavgs(p + "total", [r.key for r in its], [("r24", "w24"), ("r23", "w23")])
    return n


def n20():
    data = [("Northeast", "1,284.6 1,302.9 742.8 768.4"), ("Great Lakes", "1,046.3 1,031.8 688.1 702.5"),
            ("Southeast", "892.4 938.6 512.6 540.3"), ("Plains", "418.7 411.2 279.4 270.8"),
            ("Mountain West", "326.5 347.1 196.2 211.9")]
    rows = []
    for a, s in data:
        v = nums(s)
        rows.append(L(a, [v[0], v[1], v[1] - v[0], v[2], v[3]]))
    rows.append(with_total(rows, "Total", sums={0, 1, 2, 3, 4}))
    n = Note("n20-towbarrow-members", "Towbarrow Motor Club, Inc.", "Membership and Roadside Service Calls by Region",
             [["", G("Members at December 31", 2), "Net additions (losses)", G("Roadside service calls", 2)],
              ["Region", "2023", "2024", "2024", "2023", "2024"]],
             [Col("m23", 1), Col("m24", 1), Col("na24", 1), Col("c23", 1), Col("c24", 1)], rows, K,
             style="borderless", font="Serif", paper="Letter", caption="(in thousands)",
             intro="We are a membership club that provides roadside assistance (towing, battery service, tire "
                   "changes, lockout service and fuel delivery) through our own fleet and contracted service "
                   "providers, together with travel and insurance services for members.",
             outro=["The average cost of a roadside service call was $96.40 in 2024 (2023: $91.75). Members on our "
                    "Premier plan, which includes towing of up to 200 miles, made up 28% of membership at the end of "
                    "2024."],
             facts={"cost24": ("$96.40", D("96.40"), None, None), "cost23": ("$91.75", D("91.75"), None, None),
                    "prem": ("28%", D(28), "%", 1)},
             names=["Towbarrow"], tags={"year_band", "current_year_right", "scale_in_caption"})
    items = labels(data)
    n.sums("Total", items, ["m23", "m24", "na24", "c23", "c24"])
    for a in items + ["Total"]:
        n.rel_diff((a, "na24"), (a, "m24"), (a, "m23"))
    return n


def n21():
    rows = [SEC("Paper shredded (thousands of tons)")]
    paper = [("Scheduled service", "612.4 638.9 661.7"), ("One-time purge", "148.2 141.6 152.8"),
             ("Drop-off and mail-in", "21.7 24.3 26.9")]
    its = [L(a, nums(s), 1, key="P/" + a, scale=K, dec=1) for a, s in paper]
    rows += its
    rows.append(SUB("Total", colsums(its, 3), 1, key="P/total", scale=K, dec=1))
    rows.append(SEC("Recycled fiber"))
    rows.append(L("Tons sold (thousands)", nums("764.1 790.6 824.7"), 1, key="F/tons", scale=K, dec=1))
    rows.append(L("Average price per ton", nums("142.80 118.35 131.60"), 1, key="F/price", scale=None, dec=2,
                  cur="all"))
    rows.append(SEC("Customer locations at year end (thousands)"))
    rows.append(L("Scheduled service", nums("286.3 294.8 302.5"), 1, key="C/sched", scale=K, dec=1))
    n = Note("n21-shredwell-operating", "Shredwell Secure Destruction, Inc.", "Operating Data",
             [["", "2022", "2023", "2024"]], [Col("y22"), Col("y23"), Col("y24")], rows, None,
             style="grid", font="Sans", paper="Letter",
             intro="We collect confidential paper documents from our customers' locations, shred them on site or at "
                   "our plants, issue certificates of destruction, and sell the shredded paper to paper mills as "
                   "recycled fiber. Scheduled service customers have locked consoles emptied on a regular route.",
             outro=["We also destroyed 1.42 million hard drives and other media in 2024. Recycled fiber prices "
                    "recovered in 2024 as mill demand for sorted office paper improved."],
             facts={"drives": ("1.42 million", D("1.42"), None, M)},
             names=["Shredwell"], tags={"bold_section_rows", "current_year_right", "section_scale",
                                        "repeated_row_label"})
    n.sums("P/total", [r.key for r in its], ["y22", "y23", "y24"])
    return n


def n22():
    data = [("Zaandam", "240 221.4 228.7"), ("Abidjan", "160 142.8 151.3"), ("San Pedro", "120 96.5 112.4"),
            ("Port Klang", "90 81.3 77.6")]
    rows = []
    for a, s in data:
        v = nums(s)
        rows.append(L(a, v + [pct(v[1], v[0]), pct(v[2], v[0])]))
    t = colsums(rows, 3)
    rows.append(TOT("Total", t + [pct(t[1], t[0]), pct(t[2], t[0])]))
    n = Note("n22-nibhallow-grindings", "Nibhallow Cocoa Processing N.V.", "Note 9. Cocoa bean grindings by plant",
             [["('000 tonnes)", "Grinding capacity", G("Beans ground(1)", 2), G("Utilisation", 2)],
              ["Plant", "2023/24", "2023/24", "2022/23", "2023/24", "2022/23"]],
             [Col("cap"), Col("g24", 1), Col("g23", 1), Col("u24", 1, pct=True), Col("u23", 1, pct=True)], rows, K,
             style="booktabs", font="Sans", paper="A4",
             intro="We grind cocoa beans into cocoa liquor, butter and powder for chocolate makers and food "
                   "manufacturers, at plants in Europe, West Africa and Asia. Utilisation is beans ground as a "
                   "percentage of annual grinding capacity.",
             foot=["(1) Our financial year and the cocoa season both run from 1 October to 30 September."],
             outro=["The average ICCO daily price of cocoa beans was US$7,418 per tonne in the 2023/24 season, "
                    "against US$2,934 in 2022/23, after poor harvests in West Africa. Grindings fell as we "
                    "passed higher bean costs on to customers."],
             facts={"px24": ("US$7,418", D(7418), None, None), "px23": ("US$2,934", D(2934), None, None)},
             names=["Nibhallow"], tags={"year_band"})
    items = labels(data)
    n.sums("Total", items, ["cap", "g24", "g23"])
    for rk in items + ["Total"]:
        n.rel_pct((rk, "u24"), (rk, "g24"), (rk, "cap"))
        n.rel_pct((rk, "u23"), (rk, "g23"), (rk, "cap"))
    return n


def n23():
    raw = [("Dallas\u2013Fort Worth", "86,412 84,905"), ("Houston", "71,238 72,614"), ("Atlanta", "54,826 51,907"),
           ("Phoenix", "38,415 37,082"), ("Kansas City", "22,760 23,144"), ("Other markets(1)", "48,937 50,318")]
    stations = [8, 7, 6, 5, 4, 21]
    r, t = amount_pct(raw, 2)
    rows = [L(x.label, [D(s)] + x.vals) for x, s in zip(r, stations)]
    rows.append(TOT("Total", [D(sum(stations))] + t))
    n = Note("n23-airwaveford-markets", "Airwaveford Broadcasting Corp.", "Net Revenue by Market",
             [["(Dollars in thousands)", "Stations", G("2024", 2), G("2023", 2)],
              ["Market", "", "Amount", "%", "Amount", "%"]],
             [Col("st", scale=None), Col("a24", cur="first"), Col("s24", 1, pct=True, sign=False),
              Col("a23", cur="first"), Col("s23", 1, pct=True, sign=False)], rows, K,
             style="lined", font="Sans", paper="Letter",
             intro="We own and operate radio stations in mid-sized and large metropolitan markets. Net revenue is "
                   "advertising and sponsorship revenue after agency commissions, and includes digital revenue "
                   "from streaming and podcasts sold with each market's stations. Station counts are at "
                   "December 31, 2024.",
             foot=["(1) Twelve smaller markets, none of which contributed more than 2% of net revenue."],
             outro=["Digital revenue was $41.6 million in 2024 (2023: $35.2 million). Political advertising added "
                    "$9.3 million to net revenue in 2024, an election year."],
             facts={"dig24": ("$41.6", D("41.6"), None, M), "dig23": ("$35.2", D("35.2"), None, M),
                    "pol": ("$9.3", D("9.3"), None, M)},
             names=["Airwaveford"], tags={"year_band", "amount_pct_band"})
    items = [x for x, _ in raw]
    n.sums("Total", items, ["st", "a24", "a23"])
    n.pcts(items, "Total", "a24", "s24")
    n.pcts(items, "Total", "a23", "s23")
    return n


def n24():
    data = [("Premium", "412.6 448.3 1,486 1,512"), ("Advanced", "586.2 612.7 948 961"),
            ("Standard", "724.8 701.4 612 604"), ("Essential(1)", "318.5 392.6 284 276")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1}, wcols=[(2, 0, 0), (3, 1, 0)]))
    n = Note("n24-auralyne-units", "Auralyne Hearing Care A/S", "Note 3. Hearing aid unit sales by technology level",
             [["", G("Units sold ('000)", 2), G("Average selling price (EUR)", 2)],
              ["Technology level", "2023", "2024", "2023", "2024"]],
             [Col("u23", 1), Col("u24", 1), Col("p23", scale=None), Col("p24", scale=None)], rows, K,
             style="borderless", font="Cond", paper="A4",
             intro="We develop and manufacture hearing aids and sell them to independent audiologists, retail "
                   "chains, public health systems and our own clinics. The average selling price is per unit, net "
                   "of rebates; the total is weighted by units.",
             foot=["(1) Includes over-the-counter hearing aids sold in the United States since October 2022."],
             outro=["We operated 1,184 own clinics at 31 December 2024. Sales of rechargeable models made up 81% of "
                    "units in 2024."],
             facts={"clinics": ("1,184", D(1184), None, None), "rech": ("81%", D(81), "%", 1)},
             names=["Auralyne"], tags={"year_band", "current_year_right"})
    items = labels(data)
    n.sums("Total", items, ["u23", "u24"])
    n.wavgs("Total", items, [("p23", "u23"), ("p24", "u24")])
    return n


def n25():
    data = [("Hollinsby Hall", "186 174 24,850 23,400 142"), ("Quillbury Manor", "142 151 21,300 20,750 118"),
            ("Larkwell Barns", "218 205 14,650 13,900 196"), ("Ferrisford Castle", "94 88 38,200 36,450 81"),
            ("Seabright House(2)", "61 - 18,400 - 104")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 4}, wcols=[(2, 0, 0), (3, 1, 0)]))
    n = Note("n25-vowmere-weddings", "Vowmere Venues plc", "3. Weddings by venue",
             [["Venue", "Weddings 2024", "Weddings 2023", "Average spend per wedding 2024 (\u00a3)",
               "Average spend per wedding 2023 (\u00a3)", "Weddings booked for 2025(1)"]],
             [Col("w24"), Col("w23"), Col("s24"), Col("s23"), Col("b25")], rows, None,
             style="booktabs", font="Serif", paper="A4",
             intro="We own country-house, castle and barn wedding venues in England and host the ceremony, "
                   "reception and overnight stay. Average spend per wedding covers venue hire, catering, drinks and "
                   "accommodation, excluding VAT; the total is weighted by weddings.",
             foot=["(1) Confirmed bookings with a deposit paid, at 31 December 2024.",
                   "(2) Seabright House opened in April 2024 after restoration."],
             outro=["Non-wedding events, including corporate retreats and private parties, generated \u00a36.8m of "
                    "revenue in 2024. Friday and Sunday weddings grew as couples looked for lower prices."],
             facts={"events": ("\u00a36.8m", D("6.8"), None, M)},
             names=["Vowmere", "Hollinsby Hall", "Quillbury", "Larkwell", "Ferrisford", "Seabright"])
    items = labels(data)
    n.sums("Total", items, ["w24", "w23", "b25"])
    n.wavgs("Total", items, [("s24", "w24"), ("s23", "w23")])
    return n


def n26():
    raw = [("On-site and pipeline", "1,246.8 1,318.4"), ("Bulk", "982.5 1,004.2"), ("Cylinders", "714.3 688.9"),
           ("Specialty gases", "186.9 171.5")]
    rows, t = amount_pct(raw, 2)
    rows.append(TOT("Total sales", t))
    n = Note("n26-oxwardine-modes", "Oxwardine Industrial Gases AG", "Note 6. Sales by supply mode",
             [["", G("2024", 2), G("2023", 2)], ["Supply mode", "\u20acm", "%", "\u20acm", "%"]],
             [Col("a24", 1), Col("s24", 1, pct=True, sign=False), Col("a23", 1), Col("s23", 1, pct=True, sign=False)],
             rows, M, style="grid", font="Sans", paper="A4",
             intro="We produce and distribute oxygen, nitrogen, argon, hydrogen, carbon dioxide and specialty gases. "
                   "On-site and pipeline customers are supplied from plants at or near their sites under long-term "
                   "take-or-pay contracts; bulk customers receive liquid gases by tanker; cylinder customers are "
                   "served through depots and distributors.",
             outro=["Lower energy costs passed through to on-site and pipeline customers reduced sales by \u20ac94.2m "
                    "in 2024. We had 3.46 million cylinders in circulation at 31 December 2024 (2023: 3.38 million)."],
             facts={"pass": ("\u20ac94.2m", D("94.2"), None, M), "cyl24": ("3.46 million", D("3.46"), None, M),
                    "cyl23": ("3.38 million", D("3.38"), None, M)},
             names=["Oxwardine"], tags={"year_band", "amount_pct_band"})
    items = labels(raw)
    n.sums("Total sales", items, ["a24", "a23"])
    n.pcts(items, "Total sales", "a24", "s24")
    n.pcts(items, "Total sales", "a23", "s23")
    return n


def n27():
    secs = [("Everyday", "E/", "Total everyday",
             [("Birthday", "412.6 428.3 441.7"), ("Sympathy", "96.4 97.8 99.2"), ("Thank you", "58.7 61.4 63.9"),
              ("Wedding and anniversary", "44.2 45.9 47.1"), ("Other everyday", "71.5 74.8 77.6")]),
            ("Seasonal", "S/", "Total seasonal",
             [("Christmas", "386.9 402.5 418.3"), ("Valentine's Day", "128.4 131.7 129.6"),
              ("Mother's Day", "102.7 104.1 103.6"), ("Father's Day", "61.3 63.8 64.2"), ("Easter", "38.6 40.2 41.9")])]
    rows, subs = [], []
    for title, p, tl, data in secs:
        rows.append(SEC(title))
        its = [L(a, nums(s), 1, key=p + a) for a, s in data]
        rows += its
        rows.append(SUB(tl, colsums(its, 3), 1, key=p + "total"))
        subs.append((p, its))
    rows.append(TOT("Total units", colsums([r for r in rows if r.kind == "sub"], 3)))
    n = Note("n27-cardhollow-occasions", "Cardhollow Greetings, Inc.", "Greeting Card Unit Sales by Occasion",
             [["", "Fiscal 2024", "Fiscal 2023", "Fiscal 2022"]], [Col("y24", 1), Col("y23", 1), Col("y22", 1)],
             rows, M, style="zebra", font="Serif", paper="Letter", caption="(Units in millions)",
             intro="We design greeting cards and sell them to mass merchants, drug stores, grocers and our own "
                   "specialty stores. Our fiscal year ends on the Saturday closest to January 31; fiscal 2024 ended "
                   "on February 1, 2025. Boxed cards are counted by the box.",
             outro=["Subscribers to our digital e-card service numbered 1.2 million at the end of fiscal 2024. The "
                    "decline in unit sales was partly offset by higher average prices."],
             facts={"ecard": ("1.2 million", D("1.2"), None, M)},
             names=["Cardhollow"], tags={"bold_section_rows", "scale_in_caption"})
    for p, its in subs:
        n.sums(p + "total", [r.key for r in its], ["y24", "y23", "y22"])
    n.sums("Total units", ["E/total", "S/total"], ["y24", "y23", "y22"])
    return n


def n28():
    secs = [("Car", "C/", "Total car",
             [("Scotland", "214 286.4 271.9 52.8 51.6"), ("North of England", "498 671.2 648.5 49.4 48.7"),
              ("Midlands", "386 512.7 519.3 47.9 48.2"), ("South of England", "642 884.6 861.0 45.1 44.6")]),
            ("Motorcycle", "M/", "Total motorcycle",
             [("North of England", "38 31.4 29.8 71.2 69.5"), ("Midlands", "29 24.6 25.1 73.8 72.4"),
              ("South of England", "57 48.9 45.3 68.5 69.1")])]
    rows, subs = [], []
    for title, p, tl, data in secs:
        rows.append(BIG(title, key=p + "title"))
        its = [L(a, nums(s), 1, key=p + a) for a, s in data]
        rows += its
        rows.append(SUB(tl, colsums(its, 3) + ["", ""], key=p + "total"))
        subs.append((p, its))
    rows.append(TOT("Total", colsums([r for r in rows if r.kind == "sub"], 3) + ["", ""]))
    n = Note("n28-clutchmere-lessons", "Clutchmere Driving Academy Ltd", "7. Lessons and test pass rates by region",
             [["", "Instructors", G("Lessons delivered", 2), G("First-time pass rate", 2)],
              ["Region", "2024", "2024", "2023", "2024", "2023"]],
             [Col("ins", scale=None), Col("l24", 1), Col("l23", 1), Col("p24", 1, pct=True), Col("p23", 1, pct=True)],
             rows, K, style="lined", font="Cond", paper="A4", caption="(Lessons in thousands)",
             intro="We teach learner drivers and motorcyclists through employed and franchised instructors in Great "
                   "Britain. A lesson is one booked hour or part hour. The first-time pass rate is the share of our "
                   "pupils who pass the practical test at their first attempt. Instructor numbers are at 31 "
                   "December 2024.",
             outro=["The national first-time pass rate for the car practical test was 41.3% in 2024. Test waiting "
                    "times in the South of England remained above 20 weeks for most of the year."],
             facts={"nat": ("41.3%", D("41.3"), "%", 1)},
             names=["Clutchmere"], tags={"section_titles_large", "repeated_row_label", "scale_in_caption",
                                         "year_band"})
    for p, its in subs:
        n.sums(p + "total", [r.key for r in its], ["ins", "l24", "l23"])
    n.sums("Total", ["C/total", "M/total"], ["ins", "l24", "l23"])
    return n


def n29():
    data = [("Vine tomatoes", "31,426 32,918 1.42 1.38 64.5"), ("Cherry tomatoes", "12,184 12,906 2.86 2.94 38.2"),
            ("Cucumbers", "22,615 21,847 0.74 0.81 29.7"), ("Sweet peppers", "11,932 12,440 2.18 2.05 41.3"),
            ("Aubergines", "2,417 2,538 1.66 1.71 8.6")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 4}, wcols=[(2, 0, 2), (3, 1, 2)]))
    n = Note("n29-glasshythe-crops", "Glasshythe Growers B.V.", "Note 4. Production and prices by crop",
             [["", G("Production (tonnes)", 2), G("Average price (EUR per kg)", 2), "Area (ha)"],
              ["Crop", "2023", "2024", "2023", "2024", "2024"]],
             [Col("t23"), Col("t24"), Col("p23", 2), Col("p24", 2), Col("ha", 1)], rows, None,
             style="grid", font="Serif", paper="A4",
             intro="We grow vegetables in heated glasshouses in the Westland region of the Netherlands and sell them "
                   "through a growers' cooperative. Area is the glasshouse area in production at 31 December 2024. "
                   "Average prices are ex-nursery, weighted by tonnes in the total.",
             outro=["Our combined heat and power units sold 118.6 GWh of electricity to the grid in 2024 (2023: "
                    "131.4 GWh). Lower gas prices allowed us to plant earlier in the 2024 season."],
             facts={"chp24": ("118.6", D("118.6"), None, None), "chp23": ("131.4", D("131.4"), None, None)},
             names=["Glasshythe"], tags={"year_band", "current_year_right"})
    items = labels(data)
    n.sums("Total", items, ["ha", "t23", "t24"])
    n.wavgs("Total", items, [("p23", "t23"), ("p24", "t24")])
    return n


def n30():
    data = [("Harrowden", "420 412.6 398.2 286.4 274.9 91.8"), ("Millbeck", "300 284.1 291.7 198.3 206.1 89.4"),
            ("Stanegate", "250 238.9 231.4 162.7 155.8 92.6"), ("Cressmoor", "190 176.5 182.8 117.2 124.6 86.3"),
            ("Wyrebridge(2)", "350 142.3 - 94.5 - 78.2")]
    rows = simple(data)
    rows.append(with_total(rows, "Total", sums={0, 1, 2, 3, 4}))
    n = Note("n30-emberforth-efw", "Emberforth Energy Recovery plc", "5. Energy-from-waste facilities",
             [["", "Permitted capacity ('000 t)", G("Waste processed ('000 t)", 2), G("Electricity exported (GWh)", 2),
               "Availability(1)"], ["Facility", "", "2024", "2023", "2024", "2023", "2024"]],
             [Col("cap"), Col("w24", 1), Col("w23", 1), Col("e24", 1, scale=None), Col("e23", 1, scale=None),
              Col("av", 1, pct=True)], rows, K,
             style="booktabs", font="Cond", paper="A4",
             intro="We operate energy-from-waste facilities that burn residual household and commercial waste under "
                   "long-term contracts with local authorities and export the electricity generated to the grid.",
             foot=["(1) Hours the turbine generator was available as a percentage of the hours in 2024.",
                   "(2) Wyrebridge completed commissioning and began commercial operation on 1 July 2024."],
             outro=["The average gate fee was \u00a3108 per tonne in 2024 (2023: \u00a3101). Incinerator bottom ash "
                    "is processed into aggregate for road building."],
             facts={"gate24": ("\u00a3108", D(108), None, None), "gate23": ("\u00a3101", D(101), None, None)},
             names=["Emberforth", "Harrowden", "Millbeck", "Stanegate", "Cressmoor", "Wyrebridge"],
             tags={"year_band"})
    items = labels(data)
    n.sums("Total", items, ["cap", "w24", "w23", "e24", "e23"])
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
