"""tatqa-style13: thirty invented annual-report notes, each rendered as a one-page PDF in the manner of TAT-QA.

    /work/main/.venv/bin/python bench/tatqa-style13/make_docs.py OUTDIR

Each page: the heading "Annual report (extract)", the company, the note title, a paragraph before the table,
sometimes a caption line, the table, sometimes footnotes, and a paragraph after the table. Every figure is a
Decimal held by the builders n01() ... n30(); totals, subtotals, "%" of total columns, % change columns,
weighted averages and per-unit columns are computed here so that the printed tables add up. Each such relation is
recorded on the note (``rels``) and re-checked on the printed cells by check.py. make_questions.py imports this
module and builds every gold from the same objects.

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

SET = "tatqa-style13"
NS = uuid.UUID("5b0d7e14-3c9a-4f62-8d17-a2e94c61f0d3")
FONTDIR = Path("/usr/share/fonts/truetype/dejavu")
FAMILY = {"Sans": ("DejaVuSans", "DejaVuSans-Bold"), "Serif": ("DejaVuSerif", "DejaVuSerif-Bold"),
          "Cond": ("DejaVuSansCondensed", "DejaVuSansCondensed-Bold")}
DASH = "\u2014"
POUND = "\u00a3"
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
    vals: Decimal, None (nil: a dash), "" (blank) or a text cell. fmt overrides the column format for the row."""

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


def table(data):
    """[(label, "1 2 3"), ...] -> item rows."""
    return [L(a, nums(b)) for a, b in data]


def wcol(rows, vi, wi, dec=1):
    """A weighted average of column vi over the rows, weighted by column wi."""
    return wavg([(r.vals[vi], r.vals[wi]) for r in rows], dec)


# ============================================================================ builders
def n01():
    data = [("New South Wales", "84 79 6,412 6,018 78.4 76.1"), ("Victoria", "67 66 5,128 5,050 81.2 79.8"),
            ("Queensland", "58 52 4,236 3,812 74.6 75.3"), ("Western Australia(1)", "31 22 2,294 1,602 70.9 72.4"),
            ("South Australia", "19 19 1,386 1,386 83.5 80.7")]
    rows = table(data)
    rows.append(TOT("Total", colsums(rows, 4) + [wcol(rows, 4, 2), wcol(rows, 5, 3)]))
    n = Note("n01-puddlestone-centres", "Puddlestone Early Learning Ltd", "Note 6. Centres and licensed places by state",
             [["", G("Centres", 2), G("Licensed places", 2), G("Average occupancy", 2)],
              ["State", "2024", "2023", "2024", "2023", "2024", "2023"]],
             [Col("c24"), Col("c23"), Col("p24"), Col("p23"), Col("o24", 1, pct=True), Col("o23", 1, pct=True)],
             rows, None, style="grid", font="Sans", paper="A4",
             intro="The Group operates long day care and early learning centres in five Australian states. Centres "
                   "and licensed places are stated at 31 December; average occupancy is attended places as a share "
                   "of licensed places over the year, and the total is weighted by licensed places.",
             foot=["(1) Includes 9 centres (612 licensed places) acquired on 1 March 2024."],
             outro=["The average daily fee charged across the network was A$152.40 in 2024, compared with A$141.85 "
                    "in 2023. A further 7 centres with 588 licensed places were under construction at 31 December "
                    "2024."],
             facts={"acq": ("9 centres", D(9), None, None), "fee24": ("A$152.40", D("152.40"), None, None),
                    "fee23": ("A$141.85", D("141.85"), None, None)},
             names=["Puddlestone"], tags={"year_band", "footnote"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["c24", "c23", "p24", "p23"])
    n.wavgs("Total", items, [("o24", "p24"), ("o23", "p23")])
    return n


def n02():
    data = [("United Kingdom", "212 236 3,184.6 3,502.9 68.40 72.15"),
            ("Ireland", "34 38 402.7 446.1 71.90 74.60"),
            ("Netherlands", "41 44 515.3 538.0 63.25 66.80"),
            ("Germany(1)", "- 27 - 214.5 - 70.35")]
    rows = table(data)
    rows.append(TOT("Total", colsums(rows, 4) + [wcol(rows, 4, 2, 2), wcol(rows, 5, 3, 2)]))
    n = Note("n02-brackwillow-vets", "Brackwillow Veterinary Group plc", "4. Practices and patient visits by country",
             [["", G("Practices at year end", 2), G("Patient visits ('000)", 2), G("Revenue per visit (\u00a3)", 2)],
              ["Country", "2022", "2023", "2022", "2023", "2022", "2023"]],
             [Col("pr22", scale=None), Col("pr23", scale=None), Col("v22", 1, scale=K), Col("v23", 1, scale=K),
              Col("r22", 2, cur="all", sym=POUND, scale=None), Col("r23", 2, cur="all", sym=POUND, scale=None)],
             rows, None, style="booktabs", font="Serif", paper="A4",
             intro="The Group owns first-opinion small animal veterinary practices. A patient visit is a consultation, "
                   "procedure or vaccination appointment for one animal; revenue per visit is clinical revenue "
                   "divided by patient visits, and the total is weighted by visits.",
             foot=["(1) Entered in April 2023 through the acquisition of a group of 27 practices."],
             outro=["Members of our Pet Health Club preventive care plan numbered 418,600 at 31 December 2023 "
                    "(2022: 371,200). Members receive vaccinations and parasite control for a fixed monthly fee."],
             facts={"phc23": ("418,600", D(418600), None, None)},
             names=["Brackwillow", "Pet Health Club"], tags={"year_band", "current_year_right", "footnote"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["pr22", "pr23", "v22", "v23"])
    n.wavgs("Total", items, [("r22", "v22"), ("r23", "v23")])
    return n


def n03():
    regs = ["Northeast", "Southeast", "Midwest", "West"]
    offices = ["142 131 118", "205 188 171", "96 97 92", "118 104 88"]
    visits = ["1,284 1,196 1,102", "1,947 1,806 1,655", "842 861 829", "1,038 921 790"]
    rows = [SEC("Supported dental offices (at year end)")]
    o = [L(r, nums(s), 1, key="O/" + r, scale=None) for r, s in zip(regs, offices)]
    rows += o + [SUB("Total offices", colsums(o, 3), 1, key="O/Total", scale=None)]
    rows.append(SEC("Patient visits (in thousands)"))
    v = [L(r, nums(s), 1, key="V/" + r) for r, s in zip(regs, visits)]
    rows += v + [SUB("Total patient visits", colsums(v, 3), 1, key="V/Total")]
    n = Note("n03-molarwick-offices", "Molarwick Dental Partners, Inc.", "Supported Dental Offices and Patient Visits",
             [["Year ended December 31,", "2023", "2022", "2021"]],
             [Col("y23"), Col("y22"), Col("y21")], rows, K, style="zebra", font="Cond", paper="Letter",
             intro="We provide non-clinical business support services to affiliated dental practices under long-term "
                   "administrative services agreements. Supported offices are counted at year end; patient visits "
                   "include hygiene, general and specialty appointments.",
             outro=["During 2023 we added 14 de novo offices and 31 offices through affiliations, and consolidated "
                    "11 offices into nearby locations. Same-office patient visits grew 3.2%."],
             names=["Molarwick"], tags={"bold_section_rows", "section_scale", "repeated_row_label"})
    for pre, lst in (("O/", o), ("V/", v)):
        n.sums(pre + "Total", [r.key for r in lst], ["y23", "y22", "y21"])
    return n


def n04():
    data = [("MRI", "1,842.6 1,716.3"), ("CT", "2,315.9 2,204.8"), ("PET/CT", "188.4 162.9"),
            ("Mammography", "1,406.2 1,371.5"), ("Ultrasound", "1,977.3 1,902.4"), ("X-ray and other", "3,120.5 3,188.7")]
    raw = [(a, nums(b)) for a, b in data]
    t = [tot(v[i] for _, v in raw) for i in range(2)]
    rows = [L(a, [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1])]) for a, v in raw]
    rows.append(TOT("Total", [t[0], pct(t[0], t[0]), t[1], pct(t[1], t[1])]))
    n = Note("n04-radiantmoor-imaging", "Radiantmoor Imaging, Inc.", "Procedure Volumes by Modality",
             [["", G("Year ended December 31, 2023", 2), G("Year ended December 31, 2022", 2)],
              ["Modality", "Procedures", "%", "Procedures", "%"]],
             [Col("n23", 1), Col("p23", 1, pct=True), Col("n22", 1), Col("p22", 1, pct=True)], rows, K,
             style="lined", font="Sans", paper="Letter", caption="(Procedures in thousands)",
             intro="We operate outpatient diagnostic imaging centers. MRI, CT and PET/CT together make up what we "
                   "call advanced imaging; routine imaging comprises mammography, ultrasound, X-ray and other "
                   "modalities. Procedure volumes by modality were as follows:",
             outro=["Net service revenue was $1,284.7 million in 2023. Advanced imaging procedures are reimbursed at "
                    "considerably higher rates than routine imaging procedures."],
             facts={"rev23": ("$1,284.7", D("1284.7"), None, M)},
             names=["Radiantmoor"], tags={"year_band", "amount_pct_band", "scale_in_caption"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["n23", "n22"])
    n.pcts(items, "Total", "n23", "p23")
    n.pcts(items, "Total", "n22", "p22")
    return n


def n05():
    data = [("Texas", "28,412 26,950 35,206 33,874 16.2 16.8"), ("Florida", "22,736 23,105 27,958 28,602 15.4 15.9"),
            ("Ohio", "14,208 13,377 17,611 16,540 17.1 17.3"), ("Tennessee", "11,954 10,812 14,870 13,420 16.6 16.9"),
            ("Arizona(1)", "6,320 2,145 7,402 2,318 14.8 15.5")]
    rows = table(data)
    rows.append(TOT("Total", colsums(rows, 4) + [wcol(rows, 4, 2), wcol(rows, 5, 3)]))
    n = Note("n05-hearthmend-homehealth", "Hearthmend Home Health, Inc.", "Home Health Operating Statistics by State",
             [["", G("Admissions", 2), G("Completed episodes", 2), G("Visits per episode", 2)],
              ["State", "2023", "2022", "2023", "2022", "2023", "2022"]],
             [Col("a23"), Col("a22"), Col("e23"), Col("e22"), Col("v23", 1), Col("v22", 1)], rows, None,
             style="borderless", font="Serif", paper="Letter",
             intro="Our home health agencies provide skilled nursing and therapy to patients in their homes. A "
                   "completed episode is a 30-day period of care that ended during the year; visits per episode is "
                   "total visits divided by completed episodes, weighted by episodes in the total.",
             foot=["(1) Includes eleven agencies acquired in September 2022; 2022 reflects four months of their "
                   "operations."],
             outro=["Medicare accounted for 78.6% of completed episodes in 2023. Revenue per completed Medicare "
                    "episode was $2,014 in 2023, reflecting the final rule for the home health prospective payment "
                    "system."],
             facts={"med": ("78.6%", D("78.6"), "%", 1)},
             names=["Hearthmend"], tags={"year_band", "footnote"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["a23", "a22", "e23", "e22"])
    n.wavgs("Total", items, [("v23", "e23"), ("v22", "e22")])
    return n


def n06():
    data = [("United Kingdom", "9,842 10,416 6,105 6,982 14"), ("Spain", "7,315 7,904 5,288 5,712 11"),
            ("Denmark", "3,126 3,058 2,241 2,306 5"), ("Poland(1)", "- 1,412 - 846 4")]
    rows = table(data)
    rows.append(TOT("Total", colsums(rows, 5)))
    n = Note("n06-cradlemoor-cycles", "Cradlemoor Fertility Group plc", "5. Treatment cycles by country",
             [["", G("IVF and ICSI cycles", 2), G("Frozen embryo transfers", 2), "Clinics"],
              ["Country", "2023", "2024", "2023", "2024", "2024"]],
             [Col("i23"), Col("i24"), Col("f23"), Col("f24"), Col("cl")], rows, None,
             style="grid", font="Cond", paper="A4",
             intro="The Group operates fertility clinics offering assisted reproduction treatment. A cycle is counted "
                   "when ovarian stimulation starts; frozen embryo transfers use embryos created in earlier cycles. "
                   "Clinics are counted at 31 December 2024.",
             foot=["(1) Clinics in Poland were acquired on 1 February 2024."],
             outro=["The clinical pregnancy rate per embryo transfer was 41.3% in 2024 (2023: 39.8%). Egg freezing "
                    "cycles, which are not included in the table, numbered 2,274 in 2024."],
             facts={"egg": ("2,274", D(2274), None, None)},
             names=["Cradlemoor"], tags={"year_band", "current_year_right", "footnote"})
    n.sums("Total", [a for a, _ in data], ["i23", "i24", "f23", "f24", "cl"])
    return n


def n07():
    com = [("Fully insured", "1,846.2 1,902.7 1,955.1"), ("Self-funded (ASO)", "2,415.8 2,338.4 2,261.0")]
    gov = [("Medicare Advantage", "1,128.5 1,019.6 932.4"), ("Medicare Supplement", "286.9 294.3 301.8"),
           ("Medicaid", "1,402.3 1,516.8 1,471.5")]
    c, g = table(com), table(gov)
    for r in c + g:
        r.ind = 1
    sc = SUB("Total commercial", colsums(c, 3), 1)
    sg = SUB("Total government", colsums(g, 3), 1)
    rows = [SEC("Commercial")] + c + [sc, SEC("Government")] + g + [sg]
    rows.append(TOT("Total medical membership", [a + b for a, b in zip(sc.vals, sg.vals)]))
    n = Note("n07-quarrelton-members", "Quarrelton Health Plans, Inc.", "Medical Membership by Product",
             [["(Members in thousands)", "December 31, 2023", "December 31, 2022", "December 31, 2021"]],
             [Col("d23", 1), Col("d22", 1), Col("d21", 1)], rows, K, style="booktabs", font="Serif", paper="Letter",
             intro="The following table presents our medical membership by product at the dates indicated. "
                   "Self-funded (ASO) members are employees of customers that bear the medical cost risk and pay us "
                   "fees for administrative services.",
             outro=["The medical care ratio was 86.4% in 2023, compared with 84.9% in 2022. Members enrolled in "
                    "standalone prescription drug plans, 612.0 thousand at December 31, 2023, are not included in "
                    "medical membership."],
             facts={"mcr23": ("86.4%", D("86.4"), "%", 1), "mcr22": ("84.9%", D("84.9"), "%", 1),
                    "pdp": ("612.0", D("612.0"), None, K)},
             names=["Quarrelton"], tags={"bold_section_rows"})
    for ck in ("d23", "d22", "d21"):
        n.rel_sum(("Total commercial", ck), [(a, ck) for a, _ in com])
        n.rel_sum(("Total government", ck), [(a, ck) for a, _ in gov])
        n.rel_sum(("Total medical membership", ck), [("Total commercial", ck), ("Total government", ck)])
    return n


def n08():
    data = [("Aerial work platforms", "3,412.6 3,187.4 68.4 70.1"), ("Earthmoving", "2,876.3 2,705.9 64.2 66.8"),
            ("Material handling", "1,528.4 1,466.0 71.5 72.0"), ("Power and HVAC", "942.7 815.2 62.3 63.5"),
            ("Trench safety and pumps", "611.5 540.8 58.9 61.2"), ("General tools and other", "386.1 402.3 55.6 54.7")]
    raw = [(a, nums(b)) for a, b in data]
    t = [tot(v[i] for _, v in raw) for i in range(2)]
    rows = [L(a, [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1]), v[2], v[3]]) for a, v in raw]
    u = [wavg([(v[2], v[0]) for _, v in raw]), wavg([(v[3], v[1]) for _, v in raw])]
    rows.append(TOT("Total", [t[0], pct(t[0], t[0]), t[1], pct(t[1], t[1])] + u))
    n = Note("n08-liftmarren-fleet", "Liftmarren Equipment Rentals, Inc.", "Rental Fleet by Equipment Category",
             [["(Dollars in millions)", G("OEC at December 31, 2023", 2), G("OEC at December 31, 2022", 2),
               G("Time utilization", 2)],
              ["Category", "Amount", "%", "Amount", "%", "2023", "2022"]],
             [Col("a23", 1, cur="first"), Col("s23", 1, pct=True), Col("a22", 1, cur="first"),
              Col("s22", 1, pct=True), Col("u23", 1, pct=True), Col("u22", 1, pct=True)], rows, M,
             style="grid", font="Sans", paper="Letter",
             intro="Our rental fleet is stated at original equipment cost (OEC), the original cost of the equipment "
                   "before depreciation. Time utilization is the average OEC on rent divided by the average OEC of "
                   "the fleet; the total is weighted by year-end OEC.",
             outro=["Equipment rental revenue was $4,318.5 million in 2023. The average age of the fleet, weighted by "
                    "OEC, was 46 months at December 31, 2023."],
             facts={"rr23": ("$4,318.5", D("4318.5"), None, M)},
             names=["Liftmarren"], tags={"year_band", "amount_pct_band"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["a23", "a22"])
    n.pcts(items, "Total", "a23", "s23")
    n.pcts(items, "Total", "a22", "s22")
    n.wavgs("Total", items, [("u23", "a23"), ("u22", "a22")])
    return n


def n09():
    regions = [("England", [("London", "46 12,840 12,515 3,412 3,268"), ("Manchester", "21 7,315 7,315 2,186 2,094"),
                            ("Birmingham", "18 6,402 6,110 1,948 1,912"), ("Leeds", "12 3,886 3,886 1,764 1,702"),
                            ("Bristol", "9 2,510 2,260 1,905 1,841")]),
               ("Scotland", [("Glasgow", "14 4,126 4,126 1,688 1,640"), ("Edinburgh", "11 3,248 3,012 2,035 1,971")])]
    rows, items = [], []
    for reg, cs in regions:
        rows.append(BIG(reg))
        for a, s in cs:
            rows.append(L(a, nums(s), 1))
            items.append(rows[-1])
    rows.append(TOT("Total", colsums(items, 3) + [wcol(items, 3, 1, 0), wcol(items, 4, 2, 0)]))
    n = Note("n09-kerbstead-carparks", "Kerbstead Parking plc", "7. Car parks by city",
             [["", "Car parks", G("Spaces", 2), G("Revenue per space (\u00a3)", 2)],
              ["City", "2024", "2024", "2023", "2024", "2023"]],
             [Col("cp"), Col("s24"), Col("s23"), Col("r24", cur="all", sym=POUND), Col("r23", cur="all", sym=POUND)],
             rows, None, style="lined", font="Serif", paper="A4",
             intro="The Group owns or leases multi-storey and surface car parks in city centres. Car parks and spaces "
                   "are stated at 31 March; revenue per space is parking revenue for the financial year divided by "
                   "spaces at the year end, and the total is weighted by spaces.",
             outro=["Season ticket holders accounted for 31% of occupied space-days in 2024. The Group also operates 5 "
                    "park-and-ride sites with 2,850 spaces under contract to local authorities; these are not "
                    "included in the table."],
             facts={"pr": ("2,850", D(2850), None, None)},
             names=["Kerbstead"], tags={"year_band", "section_titles_large"})
    keys = [r.key for r in items]
    n.sums("Total", keys, ["cp", "s24", "s23"])
    n.wavgs("Total", keys, [("r24", "s24"), ("r23", "s23")])
    return n


def n10():
    data = [("Stockholm", "6,842 7,315 4,200 4,650"), ("Oslo", "4,118 3,962 2,850 2,700"),
            ("Copenhagen", "3,506 4,024 2,300 2,550"), ("Helsinki", "2,744 2,910 1,900 1,950"),
            ("Tallinn(1)", "- 612 - 800")]
    rows = []
    for a, s in data:
        v = nums(s)
        rows.append(L(a, v + [q(v[1] * 1000 / (v[3] * 365), 2)]))
    t = colsums(rows, 4)
    rows.append(TOT("Total", t + [q(t[1] * 1000 / (t[3] * 365), 2)]))
    n = Note("n10-zipwhirl-trips", "Zipwhirl Mobility AB", "Note 4. Trips and fleet by city",
             [["", G("Trips", 2), G("Average vehicles deployed", 2), "Trips per vehicle per day"],
              ["City", "2022", "2023", "2022", "2023", "2023"]],
             [Col("t22"), Col("t23"), Col("v22", scale=None), Col("v23", scale=None), Col("tpv", 2, scale=None)],
             rows, K, style="zebra", font="Sans", paper="A4", caption="(Trips in thousands)",
             intro="Zipwhirl operates shared electric scooters and e-bikes that users unlock with a mobile app. Average "
                   "vehicles deployed is the daily average number of vehicles available for hire; trips per vehicle "
                   "per day is trips divided by average vehicles deployed and by 365.",
             foot=["(1) Service launched in Tallinn in May 2023; trips per vehicle per day for Tallinn is computed "
                   "over the full year."],
             outro=["Average revenue per trip was SEK 28.40 in 2023. E-bikes, introduced in Stockholm in September "
                    "2023, accounted for 148 thousand of the Stockholm trips shown above."],
             facts={"ebike": ("148", D(148), None, K)},
             names=["Zipwhirl"], tags={"year_band", "current_year_right", "footnote", "scale_in_caption"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["t22", "t23", "v22", "v23"])
    for a in items + ["Total"]:
        n.rel_ratio((a, "tpv"), (a, "t23"), (a, "v23"), Decimal(1000) / 365)
    return n


def n11():
    data = [("North America", "182.4 171.6 38,412 35,906"), ("Europe", "246.8 221.3 41,275 37,018"),
            ("Asia Pacific", "98.5 74.2 14,806 11,093"), ("Latin America", "41.7 43.1 5,118 5,402"),
            ("Middle East and Africa", "18.9 17.6 3,214 2,896")]
    rows = []
    for a, s in data:
        r3, r2, g3, g2 = nums(s)
        rows.append(L(a, [r3, r2, chg(r3, r2), g3, g2, chg(g3, g2)]))
    t = colsums(rows, [0, 1, 3, 4])
    rows.append(TOT("Total", [t[0], t[1], chg(t[0], t[1]), t[2], t[3], chg(t[2], t[3])]))
    n = Note("n11-roamfinch-bookings", "Roamfinch Travel Group, Inc.", "Room Nights and Gross Bookings by Region",
             [["", G("Room nights (in millions)", 3), G("Gross bookings (in millions)", 3)],
              ["Region", "2023", "2022", "% change", "2023", "2022", "% change"]],
             [Col("r23", 1), Col("r22", 1), Col("rc", 1, pct=True), Col("g23", cur="first"), Col("g22", cur="first"),
              Col("gc", 1, pct=True)], rows, M, style="booktabs", font="Cond", paper="Letter",
             intro="Room nights are the nights of accommodation booked through our platforms, net of cancellations, "
                   "by the location of the property. Gross bookings are the total dollar value of travel services "
                   "booked, including taxes and fees.",
             outro=["Revenue was $9,614 million in 2023, compared with $8,472 million in 2022. Alternative "
                    "accommodation, which includes vacation rentals, made up 21% of room nights in 2023."],
             facts={"rev23": ("$9,614", D(9614), None, M)},
             names=["Roamfinch"], tags={"year_band", "negative_in_parens"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["r23", "r22", "g23", "g22"])
    for a in items + ["Total"]:
        n.rel_chg((a, "rc"), (a, "r23"), (a, "r22"))
        n.rel_chg((a, "gc"), (a, "g23"), (a, "g22"))
    return n


def n12():
    secs = [("Industrial and technology", [("Packvance Expo", "48.6 44.2 1,214 1,136"),
                                           ("Fabrimach(1)", "62.3 - 1,587 -"),
                                           ("Gridpower Summit", "21.4 18.9 642 588")]),
            ("Consumer and lifestyle", [("Homecraft Live", "33.8 35.1 1,046 1,092"),
                                        ("Gardenfair", "27.5 26.2 812 790"), ("Bridalia", "9.7 8.4 358 321")])]
    rows, items = [], []
    for s, shows in secs:
        rows.append(BIG(s))
        for a, v in shows:
            rows.append(L(a, nums(v), 1))
            items.append(rows[-1])
    rows.append(TOT("Total", colsums(items, 4)))
    n = Note("n12-galleyfield-shows", "Galleyfield Events plc", "3. Exhibition portfolio",
             [["", G("Net square metres sold ('000)", 2), G("Exhibitors", 2)],
              ["Exhibition", "2023", "2022", "2023", "2022"]],
             [Col("m23", 1, scale=K), Col("m22", 1, scale=K), Col("e23", scale=None), Col("e22", scale=None)],
             rows, None, style="borderless", font="Sans", paper="A4",
             intro="The Group organises trade and consumer exhibitions in the United Kingdom. Net square metres sold "
                   "is the floor space sold to exhibitors, excluding aisles and features; exhibitors are counted by "
                   "contracting company.",
             foot=["(1) Held every two years; the next edition will take place in 2025."],
             outro=["Space revenue averaged \u00a3612 per net square metre sold in 2023. The exhibitions attracted "
                    "1.46 million visitors in the year, of whom 58% were trade buyers."],
             facts={"rpsm": ("\u00a3612", D(612), None, None)},
             names=["Galleyfield", "Packvance", "Fabrimach", "Gridpower", "Homecraft Live", "Gardenfair", "Bridalia"],
             tags={"year_band", "section_titles_large", "footnote"})
    n.sums("Total", [r.key for r in items], ["m23", "m22", "e23", "e22"])
    return n


def n13():
    data = [(".com", "14,826 14,402 76.8 75.9"), (".net", "2,418 2,506 72.4 73.1"), (".org", "1,372 1,341 74.5 74.0"),
            ("Country-code extensions", "3,905 3,688 71.2 70.6"), ("New generic extensions", "2,146 2,480 48.3 44.9")]
    raw = [(a, nums(b)) for a, b in data]
    t = [tot(v[i] for _, v in raw) for i in range(2)]
    rows = [L(a, [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1]), v[2], v[3]]) for a, v in raw]
    rows.append(TOT("Total", [t[0], pct(t[0], t[0]), t[1], pct(t[1], t[1]),
                              wavg([(v[2], v[0]) for _, v in raw]), wavg([(v[3], v[1]) for _, v in raw])]))
    n = Note("n13-namequill-domains", "Namequill Registry, Inc.", "Domains Under Management by Extension",
             [["(Domains in thousands)", G("December 31, 2023", 2), G("December 31, 2022", 2), G("Renewal rate", 2)],
              ["Extension", "Domains", "%", "Domains", "%", "2023", "2022"]],
             [Col("d23"), Col("s23", 1, pct=True), Col("d22"), Col("s22", 1, pct=True), Col("rr23", 1, pct=True),
              Col("rr22", 1, pct=True)], rows, K, style="zebra", font="Serif", paper="Letter",
             intro="As a registrar, we register and renew domain names for customers. Domains under management are "
                   "those registered through us at the date shown. The renewal rate is the share of domains expiring "
                   "in the year that were renewed; the total is weighted by year-end domains.",
             outro=["Average revenue per domain was $19.84 in 2023. Aftermarket sales of premium domains, which are "
                    "not included in renewals, were $38.6 million."],
             names=["Namequill"], tags={"year_band", "amount_pct_band"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["d23", "d22"])
    n.pcts(items, "Total", "d23", "s23")
    n.pcts(items, "Total", "d22", "s22")
    n.wavgs("Total", items, [("rr23", "d23"), ("rr22", "d22")])
    return n


def n14():
    data = [("Offices and workplaces", "8,412 8,906 118.40 109.75"), ("Hospitals and care homes", "2,106 1,984 164.20 158.35"),
            ("Schools and colleges", "1,574 1,602 86.90 84.10"), ("Transport hubs", "1,238 1,105 205.60 192.80"),
            ("Leisure centres and gyms", "946 872 131.50 127.20")]
    rows = table(data)
    rows.append(TOT("Total", colsums(rows, 2) + [wcol(rows, 2, 0, 2), wcol(rows, 3, 1, 2)]))
    n = Note("n14-snackharrow-machines", "Snackharrow Vending Ltd", "Note 8. Machines in service and revenue per machine",
             [["", G("Machines in service", 2), G("Weekly revenue per machine (\u00a3)", 2)],
              ["Location type", "2024", "2023", "2024", "2023"]],
             [Col("m24"), Col("m23"), Col("w24", 2, cur="all", sym=POUND), Col("w23", 2, cur="all", sym=POUND)],
             rows, None, style="booktabs", font="Sans", paper="A4",
             intro="The Company places and services snack, drinks and coffee vending machines at client sites. "
                   "Machines in service are counted at 30 June; weekly revenue per machine is the average over the "
                   "financial year, weighted by machines in service in the total.",
             outro=["Cashless payments accounted for 81.2% of transactions in 2024 (2023: 74.6%). During the year 612 "
                    "machines were replaced with telemetry-enabled units that report stock levels remotely."],
             names=["Snackharrow"], tags={"year_band"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["m24", "m23"])
    n.wavgs("Total", items, [("w24", "m24"), ("w23", "m23")])
    return n


def n15():
    lines = ["Residential pest", "Commercial pest", "Hygiene", "Termite and wood"]
    cust = ["412.6 398.1", "186.3 179.5", "94.8 97.2", "38.4 35.9"]
    vis = ["1,648 1,602", "2,912 2,804", "1,426 1,471", "214 198"]
    rows = []
    for title, pre, vals, dec, sub in (("Contract customers (thousands)", "C/", cust, 1, "Total contract customers"),
                                       ("Service visits (thousands)", "V/", vis, 0, "Total service visits")):
        rows.append(SEC(title))
        part = []
        for a, s in zip(lines, vals):
            x = nums(s)
            part.append(L(a, x + [chg(x[0], x[1])], 1, key=pre + a, cf={"y23": {"dec": dec}, "y22": {"dec": dec}}))
        t = colsums(part, 2)
        rows += part + [SUB(sub, t + [chg(t[0], t[1])], 1, key=pre + "Total",
                            cf={"y23": {"dec": dec}, "y22": {"dec": dec}})]
    n = Note("n15-mitebrook-customers", "Mitebrook Services plc", "4. Customers and service visits by business line",
             [["", "2023", "2022", "Change"]],
             [Col("y23"), Col("y22"), Col("ch", 1, pct=True)], rows, K, style="lined", font="Cond", paper="A4",
             intro="Mitebrook provides pest control and washroom hygiene services under recurring contracts. Contract "
                   "customers are counted at 31 December; a service visit is one routine or call-out visit by a "
                   "technician.",
             outro=["Customer retention in residential pest was 84.7% in 2023 (2022: 83.9%). Call-out visits, "
                    "charged separately, made up about one in eight visits."],
             names=["Mitebrook"], tags={"bold_section_rows", "section_scale", "negative_in_parens",
                                        "repeated_row_label"})
    for pre in ("C/", "V/"):
        n.sums(pre + "Total", [pre + a for a in lines], ["y23", "y22"])
        for a in lines + ["Total"]:
            n.rel_chg((pre + a, "ch"), (pre + a, "y23"), (pre + a, "y22"))
    return n


def n16():
    secs = [("Offshore", [("Philippines", "18 21,450 23,980 82.4 85.1"), ("India", "12 14,620 15,210 79.8 81.6"),
                          ("Colombia", "7 6,840 7,420 76.5 80.2")]),
            ("Nearshore", [("Morocco", "5 4,910 4,775 84.1 78.9"), ("Portugal", "4 3,260 3,415 71.2 74.8"),
                           ("Romania(1)", "3 - 1,960 - 62.5")])]
    rows, items = [], []
    for s, cs in secs:
        rows.append(BIG(s))
        for a, v in cs:
            rows.append(L(a, nums(v), 1))
            items.append(rows[-1])
    rows.append(TOT("Total", colsums(items, 3) + [wcol(items, 3, 1), wcol(items, 4, 2)]))
    n = Note("n16-voxhollow-seats", "Voxhollow Customer Care S.A.", "Note 9. Delivery centres and workstations by country",
             [["", "Delivery centres", G("Workstations", 2), G("Seat utilisation", 2)],
              ["Country", "2023", "2022", "2023", "2022", "2023"]],
             [Col("dc"), Col("w22"), Col("w23"), Col("u22", 1, pct=True), Col("u23", 1, pct=True)], rows, None,
             style="grid", font="Serif", paper="A4",
             intro="The Group provides customer care and back-office services from delivery centres. Offshore "
                   "centres mainly serve clients in North America; nearshore centres serve clients in Europe. Seat "
                   "utilisation is billable hours as a share of available seat hours, weighted by workstations.",
             foot=["(1) Operations in Romania started in March 2023."],
             outro=["In addition to the workstations above, 9,340 agents worked from home at the end of 2023 under our "
                    "remote delivery model."],
             names=["Voxhollow"], tags={"year_band", "current_year_right", "section_titles_large", "footnote"})
    keys = [r.key for r in items]
    n.sums("Total", keys, ["dc", "w22", "w23"])
    n.wavgs("Total", keys, [("u22", "w22"), ("u23", "w23")])
    return n


def n17():
    ass = [("Company-owned offices", "7,412 7,186 7,054"), ("Franchise offices", "3,908 3,842 3,765"),
           ("Virtual assisted", "412 598 803")]
    diy = [("Online", "6,215 6,604 6,932"), ("Desktop software", "1,184 1,092 1,018")]
    a, d = table(ass), table(diy)
    for r in a + d:
        r.ind = 1
    sa = SUB("Total assisted", colsums(a, 3), 1)
    sd = SUB("Total do-it-yourself", colsums(d, 3), 1)
    rows = [SEC("Assisted")] + a + [sa, SEC("Do-it-yourself")] + d + [sd]
    rows.append(TOT("Total returns prepared", [x + y for x, y in zip(sa.vals, sd.vals)]))
    n = Note("n17-ledgerbay-returns", "Ledgerbay Tax Services, Inc.", "Tax Returns Prepared by Channel",
             [["(Returns in thousands)", "Fiscal 2022", "Fiscal 2023", "Fiscal 2024"]],
             [Col("f22"), Col("f23"), Col("f24")], rows, K, style="borderless", font="Sans", paper="Letter",
             intro="We prepare individual income tax returns through tax professionals in company-owned and "
                   "franchise offices and virtually, and provide do-it-yourself online and desktop tax software. "
                   "Fiscal years end April 30; returns are U.S. federal returns accepted by the IRS.",
             outro=["The net average charge per assisted return was $286.40 in fiscal 2024, up from $271.15 in fiscal "
                    "2023, reflecting pricing and a shift toward more complex returns."],
             facts={"nac24": ("$286.40", D("286.40"), None, None), "nac23": ("$271.15", D("271.15"), None, None)},
             names=["Ledgerbay"], tags={"bold_section_rows", "current_year_right"})
    for ck in ("f22", "f23", "f24"):
        n.rel_sum(("Total assisted", ck), [(x, ck) for x, _ in ass])
        n.rel_sum(("Total do-it-yourself", ck), [(x, ck) for x, _ in diy])
        n.rel_sum(("Total returns prepared", ck), [("Total assisted", ck), ("Total do-it-yourself", ck)])
    return n


def n18():
    data = [("Texas", "2,814 2,706 68.4 64.9"), ("California", "2,402 2,455 51.7 53.2"),
            ("Florida", "1,986 1,812 44.3 40.6"), ("Northeast", "1,655 1,590 39.8 38.1"),
            ("Other states", "2,168 1,977 47.1 43.0")]
    rows = table(data)
    rows.append(TOT("Total", colsums(rows, 4)))
    n = Note("n18-crewmantle-wse", "Crewmantle HR Solutions, Inc.", "Clients and Worksite Employees by Region",
             [["", G("Clients at year end", 2), G("Average worksite employees", 2)],
              ["Region", "2023", "2022", "2023", "2022"]],
             [Col("c23", scale=None), Col("c22", scale=None), Col("w23", 1), Col("w22", 1)], rows, K,
             style="lined", font="Sans", paper="Letter", caption="(Average worksite employees in thousands)",
             intro="As a professional employer organization (PEO), we are the co-employer of our clients' worksite "
                   "employees (WSEs) and provide payroll, benefits and HR services. Clients are counted at December "
                   "31; WSEs are the average paid during the year.",
             outro=["Revenues per worksite employee per month were $2,742 in 2023. Client retention averaged 99.1% "
                    "per month during the year."],
             facts={"rpwm": ("$2,742", D(2742), None, None)},
             names=["Crewmantle"], tags={"year_band", "scale_in_caption"})
    n.sums("Total", [a for a, _ in data], ["c23", "c22", "w23", "w22"])
    return n


def n19():
    secs = [("United Kingdom", [("London", "38 14,260 13,420 86.2 83.5"), ("Manchester", "7 2,140 2,140 81.4 77.9"),
                                ("Edinburgh", "4 1,185 1,020 79.6 80.3")]),
            ("Continental Europe", [("Amsterdam", "6 2,410 2,265 88.7 86.1"), ("Berlin", "5 1,920 1,920 74.3 72.8"),
                                    ("Paris(1)", "3 1,460 - 52.6 -")])]
    rows, items = [], []
    for s, cs in secs:
        rows.append(BIG(s))
        for a, v in cs:
            rows.append(L(a, nums(v), 1))
            items.append(rows[-1])
    rows.append(TOT("Total", colsums(items, 3) + [wcol(items, 3, 1), wcol(items, 4, 2)]))
    n = Note("n19-deskmoor-centres", "Deskmoor Workspace plc", "6. Centres, workstations and occupancy by city",
             [["", "Centres", G("Workstations", 2), G("Average occupancy", 2)],
              ["City", "2023", "2023", "2022", "2023", "2022"]],
             [Col("ce"), Col("w23"), Col("w22"), Col("o23", 1, pct=True), Col("o22", 1, pct=True)], rows, None,
             style="zebra", font="Cond", paper="A4",
             intro="Deskmoor provides flexible offices, co-working memberships and meeting rooms on short-term "
                   "agreements. Centres and workstations are counted at 31 December; occupancy is the average share "
                   "of workstations under agreement, weighted by workstations in the total.",
             foot=["(1) Opened in February 2023."],
             outro=["Two centres in Dublin with 940 workstations are due to open in 2024. Virtual office members, who "
                    "use a business address and mail services only, numbered 5,480 at the year end."],
             facts={"dub": ("940", D(940), None, None)},
             names=["Deskmoor"], tags={"year_band", "section_titles_large", "footnote"})
    keys = [r.key for r in items]
    n.sums("Total", keys, ["ce", "w23", "w22"])
    n.wavgs("Total", keys, [("o23", "w23"), ("o22", "w22")])
    return n


def n20():
    data = [("Atlanta", "8,412 95.8 96.4 1,812 1,897"), ("Phoenix", "5,936 96.1 95.2 1,946 2,018"),
            ("Charlotte", "4,205 96.5 96.9 1,738 1,826"), ("Tampa", "3,874 95.2 95.9 2,104 2,211"),
            ("Dallas", "3,602 94.6 95.3 1,789 1,852"), ("Las Vegas", "2,418 96.8 96.0 1,874 1,932")]
    rows = table(data)
    rows.append(TOT("Total", colsums(rows, 1) + [wcol(rows, i, 0, 1 if i < 3 else 0) for i in (1, 2, 3, 4)]))
    n = Note("n20-porchvale-homes", "Porchvale Homes REIT, Inc.", "Single-Family Rental Portfolio by Market",
             [["", "Homes at December 31, 2023", G("Average occupancy", 2), G("Average monthly rent", 2)],
              ["Market", "", "2022", "2023", "2022", "2023"]],
             [Col("h"), Col("o22", 1, pct=True), Col("o23", 1, pct=True), Col("r22", cur="all"), Col("r23", cur="all")],
             rows, None, style="grid", font="Serif", paper="Letter",
             intro="We own, lease and manage single-family homes in Sun Belt markets. Average occupancy and average "
                   "monthly rent are for homes owned for the full year; market totals are weighted by homes at "
                   "December 31, 2023.",
             outro=["In addition, 312 homes were held for sale at December 31, 2023 and are not included in the "
                    "table. Blended rent growth on new leases and renewals was 5.6% in 2023."],
             facts={"hfs": ("312", D(312), None, None)},
             names=["Porchvale"], tags={"year_band", "current_year_right"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["h"])
    n.wavgs("Total", items, [("o22", "h"), ("o23", "h"), ("r22", "h"), ("r23", "h")])
    return n


def n21():
    data = [("London and South East", "142 158 612 684 18.4 21.7"), ("Midlands", "96 104 388 421 12.1 13.9"),
            ("North of England", "118 131 502 560 15.6 18.2"), ("Wales", "41 44 165 178 4.8 5.5"),
            ("Scotland", "58 63 240 262 7.2 8.3"), ("Northern Ireland(1)", "12 - 38 - 1.1 -")]
    rows = table(data)
    rows.append(TOT("Total", colsums(rows, 6)))
    n = Note("n21-brambleholt-branches", "Brambleholt Bank plc", "12. Branch and ATM network",
             [["", G("Branches", 2), G("ATMs", 2), G("Counter transactions (millions)", 2)],
              ["Region", "2023", "2022", "2023", "2022", "2023", "2022"]],
             [Col("b23"), Col("b22"), Col("a23"), Col("a22"), Col("t23", 1, scale=M), Col("t22", 1, scale=M)],
             rows, None, style="booktabs", font="Serif", paper="A4",
             intro="Branches and ATMs are stated at 31 December and include those in supermarkets and shared banking "
                   "hubs. Counter transactions are deposits, withdrawals and payments made in branches.",
             foot=["(1) Network acquired with a regional savings bank in May 2023."],
             outro=["Digital channels handled 94.2% of customer transactions in 2023. Personal and business customers "
                    "can also use some 11,500 Post Office counters for everyday banking."],
             names=["Brambleholt"], tags={"year_band", "footnote"})
    n.sums("Total", [a for a, _ in data], ["b23", "b22", "a23", "a22", "t23", "t22"])
    return n


def n22():
    data = [("Upper Mississippi", "612 7,946 8,412 2.96 2.84"), ("Lower Mississippi", "488 10,874 11,236 2.42 2.31"),
            ("Ohio River", "406 7,105 6,918 2.71 2.67"), ("Illinois River", "214 2,988 3,125 3.05 2.92"),
            ("Gulf Intracoastal Waterway", "176 2,212 2,406 3.61 3.48")]
    rows = table(data)
    rows.append(TOT("Total", colsums(rows, 3) + [wcol(rows, 3, 1, 2), wcol(rows, 4, 2, 2)]))
    n = Note("n22-tugwhistle-tonmiles", "Tugwhistle Marine Transportation, Inc.", "Barge Fleet and Ton-Miles by River System",
             [["", "Barges operated", G("Ton-miles (in millions)", 2), G("Revenue per ton-mile (cents)", 2)],
              ["River system", "December 31, 2023", "2022", "2023", "2022", "2023"]],
             [Col("b", scale=None), Col("t22", scale=M), Col("t23", scale=M), Col("r22", 2, scale=None),
              Col("r23", 2, scale=None)], rows, None, style="lined", font="Serif", paper="Letter",
             intro="We transport dry and liquid bulk cargoes by barge on the inland waterways of the United States. "
                   "A ton-mile is one ton of cargo moved one mile; revenue per ton-mile is freight revenue divided by "
                   "ton-miles, weighted by ton-miles in the total.",
             outro=["Of the barges operated at December 31, 2023, 312 were covered hopper barges chartered in from "
                    "third parties. High water on the Lower Mississippi closed some locks for eleven days in April."],
             facts={"chart": ("312", D(312), None, None)},
             names=["Tugwhistle"], tags={"year_band", "current_year_right"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["b", "t22", "t23"])
    n.wavgs("Total", items, [("r22", "t22"), ("r23", "t23")])
    return n


def n23():
    data = [("Avonmere", "420 382.4 371.8 296.1 288.5"), ("Thamesford", "360 318.6 325.2 247.9 252.6"),
            ("Trentside", "290 264.1 251.3 204.8 195.0"), ("Humberhall", "240 198.7 203.9 153.2 157.8"),
            ("Clydeholm(1)", "- - 84.6 - 65.4")]
    rows = [L(a, nums(s), cf={"cap": {"dec": 0}}) for a, s in data]
    rows.append(TOT("Total", colsums(rows, 5), cf={"cap": {"dec": 0}}))
    n = Note("n23-siftgrange-mills", "Siftgrange Milling plc", "5. Wheat milled and flour sold by mill",
             [["('000 tonnes)", "Milling capacity", G("Wheat milled", 2), G("Flour sold", 2)],
              ["Mill", "", "2024", "2023", "2024", "2023"]],
             [Col("cap"), Col("w24", 1), Col("w23", 1), Col("f24", 1), Col("f23", 1)], rows, K,
             style="grid", font="Sans", paper="A4",
             intro="The Group mills wheat into flour for bakers, food manufacturers and retail packs. Milling capacity "
                   "is the annual wheat grind the mill can sustain at 31 March 2024; flour sold is from our own mills.",
             foot=["(1) Closed in August 2023; production was transferred to Trentside."],
             outro=["In addition, 46.2 thousand tonnes of flour were bought in from third-party mills and resold in "
                    "2024 to cover the Clydeholm closure. Bran and other milling by-products are sold as animal "
                    "feed."],
             facts={"bought": ("46.2", D("46.2"), None, K)},
             names=["Siftgrange", "Avonmere", "Thamesford", "Trentside", "Humberhall", "Clydeholm"],
             tags={"year_band", "footnote"})
    n.sums("Total", [a for a, _ in data], ["cap", "w24", "w23", "f24", "f23"])
    return n


def n24():
    data = [("Poultry", "8,412.6 8,936.0"), ("Swine", "1,284.3 1,352.7"), ("Cattle", "642.8 618.4"),
            ("Companion animals", "214.5 236.9"), ("Aquaculture", "96.2 128.7")]
    raw = [(a, nums(b)) for a, b in data]
    t = [tot(v[i] for _, v in raw) for i in range(2)]
    rows = [L(a, [v[0], pct(v[0], t[0]), v[1], pct(v[1], t[1])]) for a, v in raw]
    rows.append(TOT("Total", [t[0], pct(t[0], t[0]), t[1], pct(t[1], t[1])]))
    n = Note("n24-herdwell-doses", "Herdwell Animal Health N.V.", "Note 5. Vaccine doses sold by species",
             [["(Doses in millions)", G("2022", 2), G("2023", 2)], ["Species", "Doses", "%", "Doses", "%"]],
             [Col("d22", 1), Col("p22", 1, pct=True), Col("d23", 1), Col("p23", 1, pct=True)], rows, M,
             style="borderless", font="Cond", paper="A4",
             intro="Herdwell develops and manufactures vaccines for livestock, companion animals and farmed fish. A "
                   "dose is one administration to one animal; poultry vaccines are largely sold in multi-dose vials "
                   "for mass application in hatcheries.",
             outro=["Net sales of vaccines were \u20ac1,126.4 million in 2023. Autogenous vaccines, produced for "
                    "individual farms, are included under the species treated."],
             names=["Herdwell"], tags={"year_band", "amount_pct_band", "current_year_right"})
    items = [a for a, _ in data]
    n.sums("Total", items, ["d22", "d23"])
    n.pcts(items, "Total", "d22", "p22")
    n.pcts(items, "Total", "d23", "p23")
    return n


def n25():
    data = [("Corvalint", "2026", "2,184 2,062"), ("Nephrasol", "2028", "1,452 1,318"), ("Ostravue", "2027", "986 1,104"),
            ("Pulmadex", "2031", "874 612"), ("Dermavell", "2025", "418 466"), ("Other products", "n/a", "1,206 1,238")]
    rows = [L(a, [y] + nums(s)) for a, y, s in data]
    rows.append(TOT("Total", [""] + colsums(rows, [1, 2])))
    n = Note("n25-veradine-loe", "Veradine Pharmaceuticals plc", "Product sales by expected loss of exclusivity",
             [["(US$ millions)", "Expected loss of exclusivity(1)", G("Net sales", 2)], ["Product", "", "2023", "2022"]],
             [Col("loe"), Col("s23", cur="first"), Col("s22", cur="first")], rows, M,
             style="zebra", font="Sans", paper="A4",
             intro="The table below shows net sales of our principal marketed products together with the year in "
                   "which we currently expect each product to lose market exclusivity in its largest market.",
             foot=["(1) Year in which the Group expects the first generic or biosimilar entry in the United States, "
                   "based on patents and regulatory exclusivities at 31 December 2023."],
             outro=["Royalty income, which is not included in net sales, was $212 million in 2023. Ostravue sales fell "
                    "after a competing once-weekly treatment was launched in Europe."],
             names=["Veradine", "Corvalint", "Nephrasol", "Ostravue", "Pulmadex", "Dermavell"],
             tags={"year_band", "footnote", "text_column"})
    n.sums("Total", [a for a, _, _ in data], ["s23", "s22"])
    return n


def n26():
    types = ["Dry containers", "Refrigerated containers", "Special and tank containers"]
    own, mgd = ["3,412.5 3,286.1", "412.8 398.6", "186.4 174.9"], ["684.2 712.5", "58.1 61.4", "22.7 23.8"]
    util = ["96.8 99.1", "94.2 97.6", "92.5 95.3"]
    rows = []
    subs = []
    for title, pre, vals, sub in (("Owned fleet", "O/", own, "Total owned"), ("Managed fleet", "M/", mgd, "Total managed")):
        rows.append(SEC(title))
        part = [L(a, nums(s), 1, key=pre + a) for a, s in zip(types, vals)]
        s = SUB(sub, colsums(part, 2), 1, key=pre + "Total")
        rows += part + [s]
        subs.append(s)
    rows.append(TOT("Total fleet", [a + b for a, b in zip(subs[0].vals, subs[1].vals)]))
    rows.append(SEC("Average utilization"))
    rows += [L(a, nums(s), 1, key="U/" + a, pct=True) for a, s in zip(types, util)]
    n = Note("n26-boxhaven-fleet", "Boxhaven Container Leasing Ltd", "Container Fleet by Type",
             [["(TEU in thousands)", "2023", "2022"]], [Col("y23", 1), Col("y22", 1)], rows, K,
             style="booktabs", font="Serif", paper="Letter",
             intro="We lease intermodal containers to ocean carriers. The owned fleet is on our balance sheet; the "
                   "managed fleet is owned by third-party investors and leased out by us for a fee. Fleet sizes are "
                   "at December 31, in twenty-foot equivalent units (TEU); utilization is the average for the year "
                   "and covers owned and managed containers.",
             outro=["Lease rental income was $1,612.8 million in 2023. Containers sold at the end of their leasing "
                    "life totalled 148.3 thousand TEU in 2023."],
             names=["Boxhaven"], tags={"bold_section_rows", "repeated_row_label"})
    for pre in ("O/", "M/"):
        n.sums(pre + "Total", [pre + a for a in types], ["y23", "y22"])
    for ck in ("y23", "y22"):
        n.rel_sum(("Total fleet", ck), [("O/Total", ck), ("M/Total", ck)])
    return n


def n27():
    data = [("Southeast", "164 182 612.4 688.9 14,206 15,318"), ("Texas", "118 131 428.7 476.2 10,344 11,072"),
            ("Midwest", "96 104 301.5 329.8 7,815 8,204"), ("Mid-Atlantic", "72 75 245.3 262.1 5,918 6,126"),
            ("West", "38 47 118.6 152.3 3,102 3,876")]
    rows = table(data)
    rows.append(TOT("Total", colsums(rows, 6)))
    n = Note("n27-suddsley-washes", "Suddsley Express Car Wash, Inc.", "Locations and Wash Club Members by Region",
             [["", G("Locations", 2), G("Wash Club members", 2), G("Car washes sold", 2)],
              ["Region", "2022", "2023", "2022", "2023", "2022", "2023"]],
             [Col("l22", scale=None), Col("l23", scale=None), Col("m22", 1), Col("m23", 1), Col("w22"), Col("w23")],
             rows, K, style="borderless", font="Serif", paper="Letter",
             caption="(Wash Club members and car washes sold in thousands)",
             intro="We operate express exterior conveyor car washes. Wash Club is our monthly subscription that gives "
                   "members unlimited washes. Locations and members are counted at December 31.",
             outro=["Wash Club members accounted for 74.1% of car washes sold in 2023. We opened 37 greenfield "
                    "locations during the year and acquired the rest of our new sites from regional operators."],
             facts={"club": ("74.1%", D("74.1"), "%", 1)},
             names=["Suddsley", "Wash Club"], tags={"year_band", "current_year_right", "scale_in_caption"})
    n.sums("Total", [a for a, _ in data], ["l22", "l23", "m22", "m23", "w22", "w23"])
    return n


def n28():
    secs = [("England", [("South", "22 418 96.4 91.2 6.8"), ("Midlands", "14 262 84.7 81.5 4.1"),
                         ("North", "18 336 79.2 77.8 2.3")]),
            ("Scotland and Wales", [("Scotland", "7 124 72.6 73.9 -1.4"), ("Wales", "5 88 68.3 66.1 3.6")])]
    rows, items = [], []
    for s, cs in secs:
        rows.append(BIG(s))
        for a, v in cs:
            rows.append(L(a, nums(v), 1))
            items.append(rows[-1])
    rows.append(TOT("Total", colsums(items, 2) + [wcol(items, 2, 1), wcol(items, 3, 1), wcol(items, 4, 1)]))
    n = Note("n28-pinfallow-lanes", "Pinfallow Leisure plc", "5. Centres, lanes and revenue per lane",
             [["", "Centres", "Lanes", G("Revenue per lane (\u00a3'000)", 2), "Like-for-like sales growth"],
              ["Region", "2024", "2024", "2024", "2023", "2024"]],
             [Col("ce", scale=None), Col("la", scale=None), Col("r24", 1), Col("r23", 1), Col("lfl", 1, pct=True)],
             rows, K, style="grid", font="Serif", paper="A4",
             intro="Pinfallow operates tenpin bowling and family entertainment centres with amusements, food and "
                   "drink. Revenue per lane is centre revenue divided by lanes at the year end (the lane count did "
                   "not change in the year); the group figures are weighted by lanes.",
             outro=["Food and drink made up 38.2% of revenue in 2024. The Group also operates 11 standalone "
                    "mini-golf venues, which are reported separately."],
             names=["Pinfallow"], tags={"year_band", "section_titles_large", "negative_in_parens"})
    keys = [r.key for r in items]
    n.sums("Total", keys, ["ce", "la"])
    n.wavgs("Total", keys, [("r24", "la"), ("r23", "la"), ("lfl", "la")])
    return n


def n29():
    chans = ["Residential", "Small business", "Commercial", "Smart-home only(1)"]
    subs = ["1,842.6 1,795.3 1,761.8", "386.4 372.1 366.5", "124.8 118.2 109.7", "96.3 41.5 -"]
    rmr = ["96.8 92.1 88.4", "31.2 29.6 28.3", "22.5 20.8 18.9", "2.1 0.9 -"]
    rows = [SEC("Subscribers at year end (in thousands)")]
    s = [L(a, nums(v), 1, key="S/" + a, scale=K) for a, v in zip(chans, subs)]
    rows += s + [SUB("Total subscribers", colsums(s, 3), 1, key="S/Total", scale=K)]
    rows.append(SEC("Recurring monthly revenue (in millions)"))
    r = [L(a, nums(v), 1, key="R/" + a, scale=M, cur="first") for a, v in zip(chans, rmr)]
    rows += r + [SUB("Total recurring monthly revenue", colsums(r, 3), 1, key="R/Total", scale=M, cur="first")]
    rows.append(SEC("Attrition"))
    rows.append(L("Annualized attrition rate", nums("12.8 13.4 12.6"), 1, key="A/rate", pct=True))
    n = Note("n29-alarmwick-rmr", "Alarmwick Security Holdings, Inc.", "Monitored Subscribers and Recurring Monthly Revenue",
             [["", "2023", "2022", "2021"]], [Col("y23", 1), Col("y22", 1), Col("y21", 1)], rows, None,
             style="zebra", font="Cond", paper="Letter",
             intro="We provide monitored security and smart-home services under multi-year contracts. Recurring "
                   "monthly revenue (RMR) is the monthly contractual revenue of subscribers at year end; attrition is "
                   "subscriber cancellations over the year as a share of average subscribers.",
             foot=["(1) Self-monitored smart-home subscribers without professional monitoring; offering launched in "
                   "2022."],
             outro=["Subscribers are added through our authorized dealer network, our direct sales force and bulk "
                    "account purchases."],
             names=["Alarmwick"], tags={"bold_section_rows", "section_scale", "repeated_row_label", "footnote"})
    for pre in ("S/", "R/"):
        n.sums(pre + "Total", [pre + a for a in chans], ["y23", "y22", "y21"])
    return n


def n30():
    data = [("Healthcare", "14 1,842 1,776 118.6 112.9"), ("Hospitality", "11 396 412 96.4 88.7"),
            ("Workwear", "9 3,215 3,108 14.2 13.8"), ("Cleanroom(1)", "2 128 - 0.9 -"),
            ("Food processing", "4 684 652 8.3 8.1")]
    rows = table(data)
    rows.append(TOT("Total", colsums(rows, 5)))
    n = Note("n30-threadmere-volumes", "Threadmere Textile Services plc", "Note 7. Processing volumes by market",
             [["", "Plants", G("Garments in service ('000)", 2), G("Linen processed ('000 tonnes)", 2)],
              ["Market", "2024", "2024", "2023", "2024", "2023"]],
             [Col("pl", scale=None), Col("g24", scale=K), Col("g23", scale=K), Col("t24", 1, scale=K),
              Col("t23", 1, scale=K)], rows, None, style="lined", font="Sans", paper="A4",
             intro="The Group rents, launders and maintains workwear, flat linen and cleanroom garments. Plants are "
                   "laundries at 31 March 2024, shown under the market each mainly serves; garments in service are "
                   "rented garments in circulation at the year end.",
             foot=["(1) Cleanroom garment services were acquired in June 2023 and have no comparative figures."],
             outro=["Energy used per tonne of linen processed fell 3.8% in the year as heat recovery was installed at "
                    "four plants."],
             names=["Threadmere"], tags={"year_band", "footnote"})
    n.sums("Total", [a for a, _ in data], ["pl", "g24", "g23", "t24", "t23"])
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
        ts.append(("BACKGROUND", (0, 0), (-1, nh - 1), colors.HexColor("#DDE4EC")))
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
