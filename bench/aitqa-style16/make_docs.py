"""Builds the 30 PDFs of aitqa-style16: invented Form 10-K tables of eight invented companies.

    /work/main/.venv/bin/python make_docs.py OUTDIR

Every figure lives in this file. Leaf figures are typed in the data blocks below; every derived cell
(subtotals, totals, ratios, per-unit figures, changes, roll-forwards) is computed by the builders, and
figures one company shows in two tables come from the same variables, so the tables agree.
`build()` returns {key: Doc}; `write(outdir)` renders them (deterministic bytes).
"""
from __future__ import annotations

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from engine import Col, Doc, Row, fit_split, fits_one_page, render  # noqa: E402

PREFIX = "as16"

COMPANIES = {
    "hom": "Pemberthy Homes, Inc.",
    "stl": "Garrowby Steel Corporation",
    "ins": "Kestrelmont Insurance Group, Inc.",
    "bnk": "Tillingford Bancorp, Inc.",
    "cab": "Corstophane Communications, Inc.",
    "brw": "Glimmerbrook Brewing Company",
    "rst": "Harrowgild Restaurant Group, Inc.",
    "alm": "Vigilmoor Security Holdings, Inc.",
}
# invented names other than the companies (checked like the company names)
OTHER_NAMES = ["Copperhaze", "Lanternfall", "Tidewrack", "Old Ferrule", "Saffrey"]

IT1 = "Item 1. Business"
IT2 = "Item 2. Properties"
IT6 = "Item 6. Selected Financial Data"
IT7 = "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations"
IT7A = "Item 7A. Quantitative and Qualitative Disclosures About Market Risk"
IT8 = "Item 8. Financial Statements and Supplementary Data"


def report(year_end: str, item: str) -> str:
    return f"Annual Report on Form 10-K for the {year_end} \u2014 {item}"


Y19 = "year ended December 31, 2019"
Y18 = "year ended December 31, 2018"


# ----------------------------------------------------------------------------- helpers
def C(*path, f="int", m=False, s=None, align="r", force=False, minw=0.0):
    return Col(tuple(path), fmt=f, money=m, scale=s, force=force, align=align, minw=minw)


def R(label, vals, lvl=1, kind="data", **kw):
    return Row(label, level=lvl, kind=kind, values=list(vals), **kw)


def SEC(label, lvl=0):
    return Row(label, level=lvl, kind="section", values=[])


def r1(x):
    return round(x, 1)


def r2(x):
    return round(x, 2)


def pct(a, b, dec=1):
    """a / b in percent, rounded; None when b is missing or 0."""
    if a is None or not b:
        return None
    return round(100.0 * a / b, dec)


def chg(new, old, dec=1):
    """Percent change, rounded; None when either side is missing."""
    if new is None or old is None or old == 0:
        return None
    return round(100.0 * (new - old) / abs(old), dec)


def add(*xs):
    """Sum that keeps None when every term is None and treats a single None as 0."""
    xs = [x for x in xs]
    if all(x is None for x in xs):
        return None
    return sum(x for x in xs if x is not None)


def agg(bases):
    """Element-wise sum of base tuples: numbers add (None counts 0, all None stays None), text -> ""."""
    out = []
    for parts in zip(*bases):
        if any(isinstance(p, str) for p in parts):
            out.append("")
        else:
            out.append(add(*parts))
    return tuple(out)


def leaf(label, *base, **kw):
    return ("L", label, tuple(base), kw)


def grp(label, children, total=None, total_kw=None, **kw):
    return ("G", label, children, total, total_kw or {}, kw)


def tree(spec, mk, lvl=0):
    """Rows for a spec of leaf()/grp() nodes; returns (rows, aggregated base)."""
    rows, bases = [], []
    for node in spec:
        if node[0] == "L":
            _, label, base, kw = node
            rows.append(Row(label, level=lvl, kind="data", values=list(mk(base)), **kw))
            bases.append(base)
        else:
            _, label, children, total, tkw, kw = node
            rows.append(Row(label, level=lvl, kind="section", values=[], **kw))
            sub, b = tree(children, mk, lvl + 1)
            rows += sub
            if total:
                rows.append(Row(total, level=lvl + 1, kind="subtotal", values=list(mk(b)), **tkw))
            bases.append(b)
    return rows, agg(bases)


def one_page(d: Doc) -> Doc:
    if not fits_one_page(d):
        raise ValueError(f"{d.key} does not fit one page")
    return d


def parts(total, weights):
    """Integer parts of `total` in proportion to `weights`, the last part taking the rounding."""
    s = sum(weights)
    out = [round(total * w / s) for w in weights[:-1]]
    out.append(total - sum(out))
    return out


def parts1(total, weights):
    """As parts(), for a total with one decimal."""
    t = round(total * 10)
    return [x / 10 for x in parts(t, weights)]


# ============================================================================= Pemberthy Homes (hom)
# t01 leaf data: homes delivered, average selling price ($000), for 2019 and 2018; active communities
HOM_MARKETS = [
    ("West", [
        ("Arizona", 1482, 358.4, 1391, 341.2, 31, 29),
        ("California", 1176, 612.8, 1243, 598.5, 24, 26),
        ("Nevada", 864, 402.1, 790, 389.7, 17, 15),
        ("Oregon", 318, 451.3, 287, 437.9, 8, 7),
        ("Washington", 541, 497.6, 512, 481.0, 11, 10),
    ]),
    ("Mountain", [
        ("Colorado", 1027, 521.4, 1088, 509.8, 22, 21),
        ("Idaho", 402, 338.7, 355, 322.6, 10, 9),
        ("New Mexico", 226, 296.5, 241, 289.3, 6, 6),
        ("Utah", 693, 417.2, 648, 401.5, 15, 14),
    ]),
    ("Central", [
        ("Texas", [
            ("Austin", 788, 341.6, 702, 329.4, 18, 16),
            ("Dallas-Fort Worth", 1315, 356.9, 1224, 348.1, 29, 27),
            ("Houston", 1104, 318.2, 1137, 312.6, 26, 27),
            ("San Antonio", 567, 284.3, 498, 276.8, 14, 12),
        ]),
        ("Oklahoma", 289, 247.9, 301, 241.3, 7, 8),
        ("Missouri", 254, 329.5, 230, 318.1, 6, 6),
    ]),
    ("East", [
        ("Florida", [
            ("Jacksonville", 472, 322.8, 431, 309.5, 12, 11),
            ("Orlando", 836, 371.4, 804, 358.0, 19, 19),
            ("Southwest Florida", 398, 429.7, 366, 414.2, 9, 9),
            ("Tampa", 651, 344.1, 617, 333.6, 15, 14),
        ]),
        ("Georgia", 577, 319.6, 541, 308.4, 13, 13),
        ("North Carolina", 694, 368.2, 642, 352.7, 16, 15),
        ("South Carolina", 412, 301.5, 379, 292.3, 10, 9),
        ("Tennessee", 335, 356.8, 302, 341.1, 8, 8),
    ]),
]


def hom_base(h19, asp19, h18, asp18, c19, c18):
    return (h19, round(h19 * asp19), h18, round(h18 * asp18), c19, c18)


def hom_state_totals():
    """{state: (homes 2019, revenue 2019)} with Texas and Florida summed over their markets."""
    out = {}
    for _region, items in HOM_MARKETS:
        for it in items:
            if isinstance(it[1], list):
                bs = [hom_base(*m[1:]) for m in it[1]]
                b = agg(bs)
            else:
                b = hom_base(*it[1:])
            out[it[0]] = b
    return out


def t01():
    def mk(b):
        h19, v19, h18, v18, c19, c18 = b
        return [h19, h18, v19, v18, r1(v19 / h19), r1(v18 / h18), c19, c18]

    spec = []
    for region, items in HOM_MARKETS:
        kids = []
        for it in items:
            if isinstance(it[1], list):
                kids.append(grp(it[0], [leaf(m[0], *hom_base(*m[1:])) for m in it[1]], total=f"Total {it[0]}"))
            else:
                kids.append(leaf(it[0], *hom_base(*it[1:])))
        spec.append(grp(region, kids, total=f"Total {region}"))
    rows, b = tree(spec, mk)
    rows.append(R("Total homebuilding", mk(b), lvl=0, kind="total"))
    d = Doc(
        key="t01", company=COMPANIES["hom"], report=report(Y19, IT7),
        caption="Homebuilding Operations by Market",
        cols=[C("Homes Delivered", "2019", s=1), C("Homes Delivered", "2018", s=1),
              C("Home Sale Revenues", "2019", m=True), C("Home Sale Revenues", "2018", m=True),
              C("Average Selling Price", "2019", f="d1", m=True), C("Average Selling Price", "2018", f="d1", m=True),
              C("Active Communities (a)", "2019", s=1), C("Active Communities (a)", "2018", s=1)],
        rows=rows, family="DejaVuSans", size=10.5, style="booktabs", landscape=True, pad=2.6,
        scale=1000, scale_note="(dollars in thousands)",
        footnotes=["(a) Communities open for sale with five or more homes remaining to be sold, at December 31."],
    )
    fit_split(d, repeat_header=False)
    return d


HOM_ORDERS = [  # net orders 2019, cancellations 2019, net orders 2018, cancellations 2018, backlog homes, value
    ("Entry-level and move-up:", [
        ("West", 3712, 561, 3540, 602, 1408, 571230),
        ("Mountain", 2205, 318, 2196, 351, 902, 398415),
        ("Central", 4104, 702, 3889, 754, 1693, 552310),
        ("East", 4018, 585, 3781, 617, 1577, 561870),
    ], "Total entry-level and move-up"),
    ("Active adult (a):", [
        ("West", 398, 41, 366, 44, 212, 101650),
        ("East", 702, 66, 655, 71, 348, 148920),
    ], "Total active adult"),
]


def hom_orders_mk(b):
    n19, c19, n18, c18, bh, bv = b
    return [n19, n18, pct(c19, n19 + c19), pct(c18, n18 + c18), bh, bv, r1(bv / bh)]


def hom_orders_total():
    bs = [tuple(x[1:]) for _s, items, _t in HOM_ORDERS for x in items]
    return agg(bs)


def t02():
    spec = [grp(sec, [leaf(x[0], *x[1:]) for x in items], total=tot) for sec, items, tot in HOM_ORDERS]
    rows, b = tree(spec, hom_orders_mk)
    rows.append(R("Total", hom_orders_mk(b), lvl=0, kind="total"))
    d = Doc(
        key="t02", company=COMPANIES["hom"], report=report(Y19, IT7),
        caption="Net New Orders, Cancellation Rates and Backlog",
        cols=[C("Net New Orders (Homes)", "2019"), C("Net New Orders (Homes)", "2018"),
              C("Cancellation Rate (b)", "2019", f="pct1"), C("Cancellation Rate (b)", "2018", f="pct1"),
              C("Backlog at December 31, 2019", "Homes"),
              C("Backlog at December 31, 2019", "Value (in thousands)", m=True, s=1000),
              C("Backlog at December 31, 2019", "Average Price (in thousands)", f="d1", m=True, s=1000)],
        rows=rows, family="LiberationSans", size=9.5, style="zebra", landscape=True,
        footnotes=["(a) Age-restricted communities for buyers 55 and older, marketed under the Pemberthy Reserve name.",
                   "(b) Cancellations during the year divided by gross orders during the year."],
    )
    return one_page(d)


HOM_LOTS = [  # finished, under development, raw land, controlled under option, total lots at Dec 31, 2018
    ("West", [("Arizona", 1312, 2904, 1877, 4410, 10188), ("California", 896, 2115, 1430, 2602, 7311),
              ("Nevada", 704, 1688, 902, 2214, 5247), ("Oregon", 188, 506, 371, 690, 1655),
              ("Washington", 341, 822, 615, 1108, 2779)]),
    ("Mountain", [("Colorado", 905, 2241, 1602, 2870, 7402), ("Idaho", 277, 810, 544, 1326, 2650),
                  ("New Mexico", 142, 388, 215, 511, 1188), ("Utah", 466, 1372, 803, 1655, 4044)]),
    ("Central", [("Texas", 2810, 6102, 4415, 9988, 21670), ("Oklahoma", 190, 512, 288, 604, 1520),
                 ("Missouri", 171, 466, 240, 577, 1390)]),
    ("East", [("Florida", 1986, 4330, 2911, 7216, 15604), ("Georgia", 402, 1115, 690, 1588, 3610),
              ("North Carolina", 520, 1364, 855, 1902, 4398), ("South Carolina", 301, 808, 477, 1240, 2690),
              ("Tennessee", 244, 671, 390, 903, 2105)]),
]


def t03():
    st = hom_state_totals()

    def mk(b):
        f, u, rw, c, t18, h19 = b
        own = f + u + rw
        return [f, u, rw, own, c, own + c, t18, r1((own + c) / h19)]

    spec = [grp(region, [leaf(x[0], *x[1:], st[x[0]][0]) for x in items], total="Total")
            for region, items in HOM_LOTS]
    rows, b = tree(spec, mk)
    rows.append(R("Total company", mk(b), lvl=0, kind="total"))
    d = Doc(
        key="t03", company=COMPANIES["hom"], report=report(Y19, IT2),
        caption="Lots Owned and Controlled",
        cols=[C("Lots Owned", "Finished"), C("Lots Owned", "Under Development"), C("Lots Owned", "Raw Land"),
              C("Lots Owned", "Total Owned"), C("Lots Controlled Under Option (a)"),
              C("Total Lots", "December 31, 2019"), C("Total Lots", "December 31, 2018"),
              C("Years of Supply (b)", f="d1")],
        rows=rows, family="DejaVuSansCondensed", size=9, style="grid", landscape=True,
        corner="At December 31, 2019 unless noted",
        footnotes=["(a) Lots under land option and purchase contracts; deposits at risk totaled $211.4 million.",
                   "(b) Total lots at December 31, 2019 divided by homes delivered in 2019."],
    )
    fit_split(d, repeat_header=True)
    return d


# t04: income statement figures (in thousands) not drawn from t01/t02, by year 2019, 2018, 2017
HOM_FIN = {
    "land": (21460, 34905, 18337),
    "fin": (98214, 91566, 84120),
    "gm_pct": (21.3, 20.8, 19.9),
    "sga": (612408, 588311, 551090),
    "other": (14206, 9875, 6110),       # other income, net
    "tax_rate": (24.1, 24.6, 35.8),
    "shares": (118.42, 121.06, 122.77),   # diluted shares, millions
    # 2017 operating data (earlier years are not in t01/t02)
    "homes17": 13902, "rev17": 4912870, "orders17": 14020, "cancel17": 15.9,
    "backlog_price": (369.8, 352.4),    # average backlog price ($000) at December 31, 2018 and 2017
    "comm": (None, None, 318),
}


def hom_fin():
    st = hom_state_totals()
    tot = agg(list(st.values()))
    o = hom_orders_total()
    homes = (tot[0], tot[2], HOM_FIN["homes17"])
    rev = (tot[1], tot[3], HOM_FIN["rev17"])
    orders = (o[0], o[2], HOM_FIN["orders17"])
    cancel = (pct(o[1], o[0] + o[1]), pct(o[3], o[2] + o[3]), HOM_FIN["cancel17"])
    # backlog rolls back: backlog at the end of the prior year = backlog + deliveries - net orders
    bh18 = o[4] + homes[0] - orders[0]
    bh17 = bh18 + homes[1] - orders[1]
    backlog_h = (o[4], bh18, bh17)
    backlog_v = (o[5], round(bh18 * HOM_FIN["backlog_price"][0]), round(bh17 * HOM_FIN["backlog_price"][1]))
    comm = (tot[4], tot[5], HOM_FIN["comm"][2])
    out = {k: [] for k in ("rev", "land", "fin", "total", "gm", "gmp", "sga", "pretax", "ni", "eps")}
    for i in range(3):
        total = rev[i] + HOM_FIN["land"][i] + HOM_FIN["fin"][i]
        gm = round(rev[i] * HOM_FIN["gm_pct"][i] / 100)
        pretax = gm - HOM_FIN["sga"][i] + round(HOM_FIN["fin"][i] * 0.38) + HOM_FIN["other"][i]
        ni = round(pretax * (1 - HOM_FIN["tax_rate"][i] / 100))
        out["rev"].append(rev[i]); out["land"].append(HOM_FIN["land"][i]); out["fin"].append(HOM_FIN["fin"][i])
        out["total"].append(total); out["gm"].append(gm); out["gmp"].append(pct(gm, rev[i]))
        out["sga"].append(HOM_FIN["sga"][i]); out["pretax"].append(pretax); out["ni"].append(ni)
        out["eps"].append(r2(ni / 1000 / HOM_FIN["shares"][i]))
    out.update(homes=list(homes), orders=list(orders), cancel=list(cancel), bh=list(backlog_h),
               bv=list(backlog_v), comm=list(comm))
    return out


def t04():
    f = hom_fin()
    rows = [
        SEC("Statement of Operations Data:"),
        R("Home sale revenues", f["rev"]),
        R("Land sale revenues", f["land"]),
        R("Financial services revenues", f["fin"]),
        R("Total revenues", f["total"], kind="subtotal"),
        R("Homebuilding gross margin (a)", f["gm"]),
        R("Homebuilding gross margin percentage", f["gmp"], fmt="pct1"),
        R("Selling, general and administrative expenses", f["sga"]),
        R("Income before income taxes", f["pretax"]),
        R("Net income", f["ni"], bold=True, dollar=True),
        R("Diluted earnings per share", f["eps"], fmt="d2", scale=1, dollar=True),
        SEC("Operating Data:"),
        R("Homes delivered", f["homes"], money=False, scale=1),
        R("Net new orders (homes)", f["orders"], money=False, scale=1),
        R("Cancellation rate", f["cancel"], fmt="pct1"),
        R("Backlog at December 31 (homes)", f["bh"], money=False, scale=1),
        R("Backlog at December 31 (value)", f["bv"], dollar=True),
        R("Active communities at December 31", f["comm"], money=False, scale=1),
    ]
    d = Doc(
        key="t04", company=COMPANIES["hom"], report=report(Y19, IT6),
        caption="Selected Financial and Operating Data",
        cols=[C("Year Ended December 31,", y, m=True) for y in ("2019", "2018", "2017")],
        rows=rows, family="Times", size=10, style="leader",
        scale=1000, scale_note="(in thousands, except per share amounts and operating data)",
        footnotes=["(a) Home sale revenues less home cost of sales, including capitalized interest."],
    )
    return one_page(d)


# ============================================================================= Garrowby Steel (stl)
STL_MILLS = [  # start-up year, annual capacity (thousand tons), raw steel produced 2019, 2018
    ("Flat Rolled Steel:", [
        ("Muscatine, Iowa", "2003", 2600, 2318, 2402),
        ("Owensboro, Kentucky", "1996", 3200, 2911, 2874),
        ("Florence, South Carolina", "2019", 1400, 612, None),
    ], "Total flat rolled"),
    ("Long Products:", [
        ("Bar mills:", [
            ("Ottumwa, Iowa", "1988", 720, 598, 611),
            ("Lufkin, Texas", "1994", 650, 541, 520),
            ("Hopkinsville, Kentucky", "1999", 800, 688, 701),
        ], "Total bar mills"),
        ("Rebar micro mills (b):", [
            ("Durant, Oklahoma", "2014", 380, 349, 336),
            ("Kingman, Arizona", "2017", 350, 297, 248),
            ("Fremont, Nebraska", "2018", 360, 301, 92),
        ], "Total rebar micro mills"),
    ], "Total long products"),
]


def stl_base(year, cap, p19, p18):
    return (year, cap, p19, p18, cap if p18 is not None else 0)


def stl_mk(b):
    year, cap, p19, p18, cap18 = b
    return [year, cap, p19, p18, pct(p19, cap), pct(p18, cap18) if p18 is not None else None]


def stl_spec():
    spec = []
    for sec, items, tot in STL_MILLS:
        kids = []
        for it in items:
            if isinstance(it[1], list):
                kids.append(grp(it[0], [leaf(m[0], *stl_base(*m[1:])) for m in it[1]], total=it[2]))
            else:
                kids.append(leaf(it[0], *stl_base(*it[1:])))
        spec.append(grp(sec, kids, total=tot))
    return spec


def stl_production():
    rows, b = tree(stl_spec(), stl_mk)
    return b  # (year "", cap, p19, p18, cap18)


def t05():
    rows, b = tree(stl_spec(), stl_mk)
    rows.append(R("Total steelmaking", stl_mk(b), lvl=0, kind="total"))
    for r in rows:   # subtotals show no start-up year
        if r.kind in ("subtotal", "total"):
            r.values[0] = ""
    d = Doc(
        key="t05", company=COMPANIES["stl"], report=report(Y19, IT2),
        caption="Steelmaking Facilities",
        cols=[C("Year Started", f="text", align="c"), C("Annual Capacity (a)", "Thousand Tons", s=1000),
              C("Raw Steel Produced (thousand tons)", "2019", s=1000),
              C("Raw Steel Produced (thousand tons)", "2018", s=1000),
              C("Utilization", "2019", f="pct1"), C("Utilization", "2018", f="pct1")],
        rows=rows, family="DejaVuSerif", size=9.5, style="ledger", landscape=True,
        footnotes=["(a) Nameplate melt-shop capacity at December 31, 2019.",
                   "(b) Single-strand mills rolling rebar in straight lengths and spooled coil; the Fremont mill "
                   "began operating in September 2018."],
    )
    return one_page(d)


STL_SHIP = [  # tons shipped (thousands) 2019, price per ton 2019, tons 2018, price 2018
    ("Flat Rolled Steel:", [
        ("Hot roll", 2410, 641.3, 2376, 782.6),
        ("Cold roll", 612, 774.8, 640, 902.1),
        ("Coated (a)", 1905, 868.2, 1764, 981.7),
    ], "Total flat rolled"),
    ("Long Products:", [
        ("Rebar", 1244, 622.5, 1087, 671.4),
        ("Merchant bar", 1032, 701.9, 1079, 744.3),
        ("Special bar quality", 598, 812.6, 612, 858.0),
    ], "Total long products"),
]


def stl_ship_base(t19, p19, t18, p18):
    return (t19, round(t19 * p19), t18, round(t18 * p18))


def stl_ship_mk(b):
    t19, s19, t18, s18 = b
    return [t19, s19, round(s19 / t19), t18, s18, round(s18 / t18)]


def stl_ship_tree():
    spec = [grp(sec, [leaf(x[0], *stl_ship_base(*x[1:])) for x in items], total=tot) for sec, items, tot in STL_SHIP]
    return tree(spec, stl_ship_mk)


def t06():
    rows, b = stl_ship_tree()
    rows.append(R("Total steel operations", stl_ship_mk(b), lvl=0, kind="total"))
    d = Doc(
        key="t06", company=COMPANIES["stl"], report=report(Y19, IT7),
        caption="Steel Shipments, Net Sales and Average Selling Price per Ton",
        cols=[C("2019", "Tons Shipped (thousands)", s=1000), C("2019", "Net Sales", m=True),
              C("2019", "Average Price per Ton", m=True, s=1),
              C("2018", "Tons Shipped (thousands)", s=1000), C("2018", "Net Sales", m=True),
              C("2018", "Average Price per Ton", m=True, s=1)],
        rows=rows, family="Helvetica", size=9.5, style="band", landscape=True,
        scale=1000, scale_note="(in thousands, except per ton)",
        footnotes=["(a) Galvanized, Galvalume and painted sheet.",
                   "Net sales include intersegment sales to the Steel Fabrication segment."],
    )
    return one_page(d)


STL_METALLICS = {  # thousand tons consumed 2019, 2018, 2017; cost per gross ton 2019, 2018, 2017
    "Obsolete scrap": ((4690, 4388, 4051), (301, 352, 296)),
    "Prime scrap (busheling)": ((3120, 2911, 2744), (355, 410, 340)),
    "Pig iron": ((1180, 1122, 1010), (392, 421, 366)),
    "Hot-briquetted iron (b)": ((650, 488, 402), (340, 369, 318)),
}
STL_PRICES17 = (701, 612)          # 2017 average price per ton, flat rolled and long products
STL_PROD17 = 7512                  # 2017 raw steel produced (thousand tons)
STL_METAL_PER_TON = 1.12           # gross tons of metallics per ton shipped (for the spread)


def stl_metallics():
    names = list(STL_METALLICS)
    tons = {n: STL_METALLICS[n][0] for n in names}
    cost = {n: STL_METALLICS[n][1] for n in names}
    tot_tons = tuple(sum(tons[n][i] for n in names) for i in range(3))
    wavg = tuple(round(sum(tons[n][i] * cost[n][i] for n in names) / tot_tons[i]) for i in range(3))
    rows, _ = stl_ship_tree()
    sub = {r.label: r.values for r in rows if r.kind == "subtotal"}
    flat = (sub["Total flat rolled"][2], sub["Total flat rolled"][5], STL_PRICES17[0])
    long_ = (sub["Total long products"][2], sub["Total long products"][5], STL_PRICES17[1])
    metal_cost = tuple(round(wavg[i] * STL_METAL_PER_TON) for i in range(3))
    spread_flat = tuple(flat[i] - metal_cost[i] for i in range(3))
    spread_long = tuple(long_[i] - metal_cost[i] for i in range(3))
    b = stl_production()
    prod = (b[2], b[3], STL_PROD17)
    yld = tuple(pct(prod[i], tot_tons[i]) for i in range(3))
    return dict(names=names, tons=tons, cost=cost, tot_tons=tot_tons, wavg=wavg, spread_flat=spread_flat,
                spread_long=spread_long, yld=yld)


def t07():
    m = stl_metallics()

    def line(vals):
        return list(vals) + [chg(vals[0], vals[1])]
    rows = [SEC("Metallics consumed (thousand tons):")]
    for n in m["names"]:
        rows.append(R(n, line(m["tons"][n]), scale=1000))
    rows.append(R("Total metallics consumed", line(m["tot_tons"]), kind="subtotal", scale=1000))
    rows.append(SEC("Average cost per gross ton consumed:"))
    for i, n in enumerate(m["names"]):
        rows.append(R(n, line(m["cost"][n]), money=True, dollar=(i == 0)))
    rows.append(R("All metallics (weighted)", line(m["wavg"]), kind="subtotal", money=True, dollar=True))
    rows.append(SEC("Metal spread per ton shipped (c):"))
    rows.append(R("Flat rolled steel", line(m["spread_flat"]), money=True, dollar=True))
    rows.append(R("Long products", line(m["spread_long"]), money=True, dollar=True))
    rows.append(R("Metallic yield (d)", list(m["yld"]) + [None], lvl=0, fmt="pct1"))
    d = Doc(
        key="t07", company=COMPANIES["stl"], report=report(Y19, IT7),
        caption="Metallic Inputs, Costs and Metal Spread",
        cols=[C("Year Ended December 31,", "2019"), C("Year Ended December 31,", "2018"),
              C("Year Ended December 31,", "2017"), C("Change (a)", "2019 vs. 2018", f="pct1", force=True)],
        rows=rows, family="DejaVuSerifCondensed", size=10, style="unruled",
        footnotes=["(a) Percent change from 2018 to 2019.",
                   "(b) Produced at the Company's direct-reduction plant and purchased from third parties.",
                   "(c) Average selling price per ton shipped less the cost of metallics used per ton shipped.",
                   "(d) Raw steel produced divided by metallics consumed."],
    )
    return one_page(d)


STL_SEG = {  # 2019, 2018 (in thousands)
    "Steel Operations": dict(inter=(412300, 455870), oi=(1180440, 1712905), da=(281330, 266012),
                             capex=(902118, 611440), assets=(7408225, 6910552)),
    "Metals Recycling": dict(ext=(612408, 788120), inter=(1210552, 1388904), oi=(41207, 88433), da=(38114, 36205),
                             capex=(44310, 51872), assets=(902144, 951308)),
    "Steel Fabrication": dict(ext=(1050277, 902315), inter=(2304, 1915), oi=(96412, 61080), da=(22075, 20516),
                              capex=(18906, 15221), assets=(688410, 601337)),
    "Corporate and Eliminations (a)": dict(oi=(-142118, -155306), da=(4012, 3877), capex=(6215, 4108),
                                           assets=(1118402, 1436925)),
}


def mil(v):
    """Thousands -> millions with one decimal (None stays None)."""
    return None if v is None else round(v / 1000, 1)


def stl_segments():
    """Segment figures in millions (one decimal); totals add the rounded parts."""
    rows, b = stl_ship_tree()
    steel_total = (mil(b[1]), mil(b[3]))
    s = {k: {f: tuple(mil(x) for x in v) for f, v in d.items()} for k, d in STL_SEG.items()}
    so = s["Steel Operations"]
    so["ext"] = tuple(r1(steel_total[i] - so["inter"][i]) for i in range(2))
    segs = ["Steel Operations", "Metals Recycling", "Steel Fabrication"]
    ce = s["Corporate and Eliminations (a)"]
    ce["ext"] = (None, None)
    ce["inter"] = tuple(r1(-sum(s[k]["inter"][i] for k in segs)) for i in range(2))
    for k in s:
        s[k]["total"] = tuple(r1(add(s[k]["ext"][i], s[k]["inter"][i])) for i in range(2))
    cons = {}
    for f in ("ext", "oi", "da", "capex", "assets", "total"):
        cons[f] = tuple(r1(add(*[s[k][f][i] for k in s])) for i in range(2))
    cons["inter"] = (None, None)
    s["Consolidated"] = cons
    return s


def t08():
    s = stl_segments()
    order = ["Steel Operations", "Metals Recycling", "Steel Fabrication", "Corporate and Eliminations (a)",
             "Consolidated"]

    def vals(f):
        return [s[k][f][i] for k in order for i in range(2)]
    rows = [SEC("Net sales:"),
            R("External customers", vals("ext")),
            R("Intersegment", vals("inter")),
            R("Total net sales", vals("total"), kind="subtotal"),
            R("Operating income (loss)", vals("oi"), lvl=0, dollar=True),
            R("Depreciation and amortization", vals("da"), lvl=0),
            R("Capital expenditures", vals("capex"), lvl=0),
            R("Segment assets (b)", vals("assets"), lvl=0, dollar=True)]
    cols = []
    for k in order[:3]:
        cols += [C("Reportable Segments", k, y, f="d1", m=True) for y in ("2019", "2018")]
    cols += [C(order[3], y, f="d1", m=True) for y in ("2019", "2018")]
    cols += [C("Consolidated", y, f="d1", m=True) for y in ("2019", "2018")]
    d = Doc(
        key="t08", company=COMPANIES["stl"], report=report(Y19, IT8),
        caption="Segment Information",
        cols=cols, rows=rows, family="DejaVuSansCondensed", size=8, style="boxed", landscape=True,
        scale=1_000_000, scale_note="(in millions)", dollar="detached",
        footnotes=["(a) Corporate costs, elimination of intersegment sales and profit in inventory.",
                   "(b) At December 31. Corporate assets are mainly cash and deferred tax assets."],
    )
    return one_page(d)


# ============================================================================= Kestrelmont Insurance (ins)
INS_LINES = [  # net premiums written 2019, 2018; net premiums earned 2019, 2018 (in thousands)
    ("Personal Lines:", [
        ("Private passenger automobile", 1284512, 1198340, 1251087, 1172406),
        ("Homeowners", 742118, 701905, 726443, 688210),
        ("Dwelling fire", 88402, 91776, 89915, 93104),
        ("Personal umbrella", 41260, 37918, 39840, 36775),
    ], "Total personal lines"),
    ("Commercial Lines:", [
        ("Commercial automobile", 402876, 355120, 381504, 341233),
        ("Workers' compensation", 318045, 336782, 322610, 338947),
        ("Commercial multi-peril", 276390, 262014, 270128, 255871),
        ("General liability", 188231, 172650, 181409, 166322),
        ("Commercial property", 154778, 149316, 151992, 145847),
    ], "Total commercial lines"),
    ("Specialty Lines:", [
        ("Inland marine", 96540, 88273, 93115, 85026),
        ("Surety (a)", 61207, 58455, 60318, 57190),
        ("Professional liability", 79884, 66912, 75247, 63580),
    ], "Total specialty lines"),
]


def ins_mk(b):
    w19, w18, e19, e18 = b
    return [w19, w18, chg(w19, w18), e19, e18, chg(e19, e18)]


def ins_npe():
    """{segment: (npe 2019, npe 2018)} and the total."""
    out = {}
    for sec, items, _t in INS_LINES:
        b = agg([tuple(x[1:]) for x in items])
        out[sec.rstrip(":").replace(" Lines", "")] = (b[2], b[3])
    out["Total"] = tuple(sum(out[k][i] for k in list(out)) for i in range(2))
    return out


def t09():
    spec = [grp(sec, [leaf(x[0], *x[1:]) for x in items], total=tot) for sec, items, tot in INS_LINES]
    rows, b = tree(spec, ins_mk)
    rows.append(R("Total", ins_mk(b), lvl=0, kind="total"))
    d = Doc(
        key="t09", company=COMPANIES["ins"], report=report(Y19, IT7),
        caption="Net Premiums Written and Earned by Line of Business",
        cols=[C("Net Premiums Written", "2019", m=True), C("Net Premiums Written", "2018", m=True),
              C("Net Premiums Written", "% Change", f="pct1", force=True),
              C("Net Premiums Earned", "2019", m=True), C("Net Premiums Earned", "2018", m=True),
              C("Net Premiums Earned", "% Change", f="pct1", force=True)],
        rows=rows, family="DejaVuSans", size=9, style="grid", landscape=True,
        scale=1000, scale_note="(dollars in thousands)",
        footnotes=["(a) Contract and commercial surety bonds written through independent agents."],
    )
    return one_page(d)


INS_RATIOS = {  # current accident year ex-cat, catastrophe, prior-year development, expense ratio
    "Personal": {"2019": (62.4, 6.8, -0.9, 27.1), "2018": (63.1, 8.9, -1.6, 27.4)},
    "Commercial": {"2019": (58.7, 2.1, -2.4, 33.0), "2018": (59.5, 3.4, -1.1, 33.6)},
    "Specialty": {"2019": (49.8, 0.6, -3.7, 36.2), "2018": (51.2, 0.9, -2.8, 36.9)},
}


def ins_ratios():
    npe = ins_npe()
    out = {}
    for seg in ("Personal", "Commercial", "Specialty", "Total"):
        out[seg] = {}
        for i, y in enumerate(("2019", "2018")):
            if seg == "Total":
                comp = tuple(round(sum(INS_RATIOS[s][y][k] * npe[s][i] for s in INS_RATIOS) / npe["Total"][i], 1)
                             for k in range(4))
            else:
                comp = INS_RATIOS[seg][y]
            cy, cat, pyd, exp = comp
            loss = r1(cy + cat + pyd)
            out[seg][y] = dict(cy=cy, cat=cat, pyd=pyd, loss=loss, exp=exp, comb=r1(loss + exp),
                               under=r1(cy + exp))
    return out


def t10():
    q = ins_ratios()
    segs = ("Personal", "Commercial", "Specialty", "Total")

    def vals(f):
        return [q[s][y][f] for s in segs for y in ("2019", "2018")]
    rows = [SEC("Loss and loss adjustment expense ratio:"),
            R("Current accident year, excluding catastrophes", vals("cy")),
            R("Catastrophe losses", vals("cat")),
            R("Prior year reserve development (b)", vals("pyd")),
            R("Total loss and LAE ratio", vals("loss"), kind="subtotal"),
            R("Underwriting expense ratio", vals("exp"), lvl=0),
            R("Combined ratio", vals("comb"), lvl=0, kind="total"),
            R("Underlying combined ratio (a)", vals("under"), lvl=0)]
    cols = []
    for s in segs:
        top = s + " Lines" if s != "Total" else "Total"
        cols += [C(top, y, f="pct1") for y in ("2019", "2018")]
    d = Doc(
        key="t10", company=COMPANIES["ins"], report=report(Y19, IT7),
        caption="Underwriting Ratios by Segment",
        cols=cols, rows=rows, family="LiberationSerif", size=10, style="borderless", landscape=True,
        corner="(percent of net premiums earned)",
        footnotes=["(a) Combined ratio excluding catastrophe losses and prior year reserve development.",
                   "(b) Amounts in parentheses are favorable development."],
    )
    return one_page(d)


INS_RES = {  # gross reserves at Jan 1, 2017 and recoverables at Jan 1, 2017
    "gross0": 3412806, "recov0": 512330,
    # by year 2019, 2018, 2017: incurred current, incurred prior, paid current, paid prior, recoverables Dec 31
    "2019": (2812440, -67215, 1402118, 1205337, 538904),
    "2018": (2701552, -58904, 1344210, 1172880, 526117),
    "2017": (2544016, -39870, 1275905, 1118662, 519402),
}


def ins_reserves():
    out = {}
    gross, recov = INS_RES["gross0"], INS_RES["recov0"]
    for y in ("2017", "2018", "2019"):
        ic, ip, pc, pp, rec_end = INS_RES[y]
        net0 = gross - recov
        inc = ic + ip
        paid = pc + pp
        net1 = net0 + inc - paid
        g1 = net1 + rec_end
        out[y] = dict(gross0=gross, recov0=recov, net0=net0, ic=ic, ip=ip, inc=inc, pc=pc, pp=pp, paid=paid,
                      net1=net1, recov1=rec_end, gross1=g1)
        gross, recov = g1, rec_end
    return out


def t11():
    r = ins_reserves()
    ys = ("2019", "2018", "2017")

    def v(f):
        return [r[y][f] for y in ys]
    rows = [R("Gross reserves for losses and LAE at January 1", v("gross0"), lvl=0, dollar=True),
            R("Less reinsurance recoverables", v("recov0"), lvl=0),
            R("Net reserves at January 1", v("net0"), lvl=0, kind="subtotal"),
            SEC("Incurred related to:"),
            R("Current year", v("ic")),
            R("Prior years", v("ip")),
            R("Total incurred", v("inc"), kind="subtotal"),
            SEC("Paid related to:"),
            R("Current year", v("pc")),
            R("Prior years", v("pp")),
            R("Total paid", v("paid"), kind="subtotal"),
            R("Net reserves at December 31", v("net1"), lvl=0, kind="subtotal"),
            R("Plus reinsurance recoverables", v("recov1"), lvl=0),
            R("Gross reserves for losses and LAE at December 31", v("gross1"), lvl=0, kind="total")]
    d = Doc(
        key="t11", company=COMPANIES["ins"], report=report(Y19, IT8),
        caption="Reconciliation of Reserves for Losses and Loss Adjustment Expenses",
        cols=[C("Year Ended December 31,", y, m=True) for y in ys],
        rows=rows, family="DejaVuSerif", size=9.5, style="leader",
        scale=1000, scale_note="(in thousands)",
        footnotes=["Prior years amounts in parentheses reflect favorable development, mainly in personal "
                   "automobile and workers' compensation."],
    )
    return one_page(d)


INS_INV = [  # amortized cost 2019, fair value 2019, amortized cost 2018, fair value 2018
    ("Fixed maturities:", [
        ("U.S. Treasury and agencies", 412880, 419215, 398112, 393604),
        ("States and political subdivisions", 1604233, 1671908, 1552470, 1560115),
        ("Corporate debt securities", 2211056, 2284730, 2080915, 2041322),
        ("Residential mortgage-backed", 618447, 629310, 590206, 583771),
        ("Commercial mortgage-backed", 302118, 308942, 287650, 284019),
        ("Asset-backed", 188990, 190417, 171204, 170388),
    ], "Total fixed maturities"),
]
INS_INV_OTHER = [
    ("Equity securities (a)", 402775, 521604, 388120, 447305),
    ("Short-term investments", 144208, 144208, 201556, 201556),
    ("Other invested assets (b)", 96415, 98220, 84307, 85114),
]


def t12():
    allb = [tuple(x[1:]) for _s, items, _t in INS_INV for x in items] + [tuple(x[1:]) for x in INS_INV_OTHER]
    tot = agg(allb)

    def mk(b):
        c19, f19, c18, f18 = b
        return [c19, f19, pct(f19, tot[1]), c18, f18, pct(f18, tot[3])]
    spec = [grp(sec, [leaf(x[0], *x[1:]) for x in items], total=t) for sec, items, t in INS_INV]
    spec += [leaf(x[0], *x[1:]) for x in INS_INV_OTHER]
    rows, b = tree(spec, mk)
    assert b == tot
    rows.append(R("Total investments", mk(b), lvl=0, kind="total"))
    d = Doc(
        key="t12", company=COMPANIES["ins"], report=report(Y19, IT7),
        caption="Investment Portfolio",
        cols=[C("December 31, 2019", "Amortized Cost", m=True), C("December 31, 2019", "Fair Value", m=True),
              C("December 31, 2019", "% of Total", f="pct1"),
              C("December 31, 2018", "Amortized Cost", m=True), C("December 31, 2018", "Fair Value", m=True),
              C("December 31, 2018", "% of Total", f="pct1")],
        rows=rows, family="LiberationSansNarrow", size=10, style="zebra", landscape=True,
        scale=1000, scale_note="(dollars in thousands)",
        footnotes=["(a) Cost is shown in the Amortized Cost column for equity securities.",
                   "(b) Limited partnership interests carried at net asset value."],
    )
    return one_page(d)


# ============================================================================= Tillingford Bancorp (bnk)
# average balances (in thousands) and target yields / rates (%) for 2018, 2017, 2016
BNK_ASSETS = {
    "Commercial real estate": ((1842306, 4.88), (1701552, 4.61), (1588230, 4.52)),
    "Commercial and industrial": ((612408, 5.21), (588019, 4.86), (547811, 4.62)),
    "Residential mortgage": ((455910, 4.02), (432660, 3.94), (418006, 3.90)),
    "Consumer": ((98775, 5.96), (95402, 5.71), (91877, 5.55)),
    "Taxable": ((520114, 2.54), (498330, 2.31), (471092, 2.18)),
    "Tax-exempt (b)": ((118402, 3.11), (125115, 3.08), (130668, 3.05)),
    "Federal funds sold and interest-bearing deposits": ((64210, 1.82), (71905, 1.06), (88410, 0.52)),
}
BNK_NONEARN = (212506, 204118, 198903)
BNK_LIABS = {
    "NOW and interest-bearing demand": ((702115, 0.41), (688402, 0.28), (650118, 0.22)),
    "Money market": ((811340, 0.88), (776015, 0.61), (731227, 0.47)),
    "Savings": ((288604, 0.12), (291330, 0.11), (296884, 0.11)),
    "Time deposits": ((655218, 1.71), (611873, 1.38), (590406, 1.19)),
    "Federal Home Loan Bank advances": ((210400, 2.15), (188050, 1.62), (176300, 1.21)),
    "Subordinated debentures": ((40000, 5.75), (40000, 5.75), (25000, 6.00)),
}
BNK_NIB = (745880, 712406, 688215)       # noninterest-bearing demand deposits
BNK_OTHER_LIAB = (28114, 25930, 23806)
BNK_YEARS = ("2018", "2017", "2016")


def bnk_avg():
    """Per year: {line: (average balance, interest)} plus totals, spread and margin."""
    out = []
    for i in range(3):
        a = {k: (v[i][0], round(v[i][0] * v[i][1] / 100)) for k, v in BNK_ASSETS.items()}
        l = {k: (v[i][0], round(v[i][0] * v[i][1] / 100)) for k, v in BNK_LIABS.items()}

        def s(keys, src):
            return (sum(src[k][0] for k in keys), sum(src[k][1] for k in keys))
        loans = s(["Commercial real estate", "Commercial and industrial", "Residential mortgage", "Consumer"], a)
        secs = s(["Taxable", "Tax-exempt (b)"], a)
        earn = s(list(BNK_ASSETS), a)
        total_assets = earn[0] + BNK_NONEARN[i]
        dep = s(["NOW and interest-bearing demand", "Money market", "Savings", "Time deposits"], l)
        ibl = s(list(BNK_LIABS), l)
        equity = total_assets - ibl[0] - BNK_NIB[i] - BNK_OTHER_LIAB[i]
        nii = earn[1] - ibl[1]
        y_earn = round(100 * earn[1] / earn[0], 2)
        y_ibl = round(100 * ibl[1] / ibl[0], 2)
        out.append(dict(a=a, l=l, loans=loans, secs=secs, earn=earn, total_assets=total_assets, dep=dep, ibl=ibl,
                        equity=equity, nii=nii, spread=round(y_earn - y_ibl, 2),
                        nim=round(100 * nii / earn[0], 2), nonearn=BNK_NONEARN[i], nib=BNK_NIB[i],
                        other=BNK_OTHER_LIAB[i]))
    return out


def t13():
    av = bnk_avg()

    def line(getter, yields=True):
        vals = []
        for i in range(3):
            bal, inc = getter(av[i])
            vals += [bal, inc, round(100 * inc / bal, 2) if yields else ""]
        return vals

    def bal_only(getter):
        vals = []
        for i in range(3):
            vals += [getter(av[i]), "", ""]
        return vals

    def y_only(getter):
        vals = []
        for i in range(3):
            vals += ["", "", getter(av[i])]
        return vals
    rows = [SEC("Interest-earning assets:"), SEC("Loans (a):", 1)]
    for k in ("Commercial real estate", "Commercial and industrial", "Residential mortgage", "Consumer"):
        rows.append(R(k, line(lambda x, k=k: x["a"][k]), lvl=2))
    rows.append(R("Total loans", line(lambda x: x["loans"]), lvl=2, kind="subtotal"))
    rows.append(SEC("Investment securities:", 1))
    for k in ("Taxable", "Tax-exempt (b)"):
        rows.append(R(k, line(lambda x, k=k: x["a"][k]), lvl=2))
    rows.append(R("Total investment securities", line(lambda x: x["secs"]), lvl=2, kind="subtotal"))
    k = "Federal funds sold and interest-bearing deposits"
    rows.append(R(k, line(lambda x: x["a"][k]), lvl=1))
    rows.append(R("Total interest-earning assets", line(lambda x: x["earn"]), lvl=1, kind="subtotal"))
    rows.append(R("Noninterest-earning assets", bal_only(lambda x: x["nonearn"]), lvl=0))
    rows.append(R("Total assets", bal_only(lambda x: x["total_assets"]), lvl=0, kind="total"))
    rows.append(SEC("Interest-bearing liabilities:"))
    rows.append(SEC("Deposits:", 1))
    for k in ("NOW and interest-bearing demand", "Money market", "Savings", "Time deposits"):
        rows.append(R(k, line(lambda x, k=k: x["l"][k]), lvl=2))
    rows.append(R("Total interest-bearing deposits", line(lambda x: x["dep"]), lvl=2, kind="subtotal"))
    for k in ("Federal Home Loan Bank advances", "Subordinated debentures"):
        rows.append(R(k, line(lambda x, k=k: x["l"][k]), lvl=1))
    rows.append(R("Total interest-bearing liabilities", line(lambda x: x["ibl"]), lvl=1, kind="subtotal"))
    rows.append(SEC("Noninterest-bearing liabilities and equity:"))
    rows.append(R("Noninterest-bearing demand deposits", bal_only(lambda x: x["nib"]), lvl=1))
    rows.append(R("Other liabilities", bal_only(lambda x: x["other"]), lvl=1))
    rows.append(R("Stockholders' equity", bal_only(lambda x: x["equity"]), lvl=1))
    rows.append(R("Total liabilities and stockholders' equity", bal_only(lambda x: x["total_assets"]), lvl=0,
                  kind="total"))
    nii = []
    for i in range(3):
        nii += ["", av[i]["nii"], ""]
    rows.append(R("Net interest income", nii, lvl=0, bold=True, dollar=True))
    rows.append(R("Net interest spread (c)", y_only(lambda x: x["spread"]), lvl=0))
    rows.append(R("Net interest margin (d)", y_only(lambda x: x["nim"]), lvl=0))
    cols = []
    for y in BNK_YEARS:
        cols += [C(y, "Average Balance", m=True), C(y, "Interest", m=True), C(y, "Yield/ Rate", f="pct2")]
    d = Doc(
        key="t13", company=COMPANIES["bnk"], report=report(Y18, IT7),
        caption="Average Balances, Net Interest Income, Yields and Rates",
        cols=cols, rows=rows, family="DejaVuSerifCondensed", size=9.5, style="ledger", landscape=True, pad=3.2,
        scale=1000, scale_note="(dollars in thousands)",
        footnotes=["(a) Average balances include nonaccrual loans; interest includes net loan fees of $6.1 million, "
                   "$5.4 million and $5.0 million.",
                   "(b) Yields on tax-exempt securities are not presented on a tax-equivalent basis.",
                   "(c) Yield on interest-earning assets less the rate on interest-bearing liabilities.",
                   "(d) Net interest income divided by average interest-earning assets."],
    )
    fit_split(d, repeat_header=True)
    return d


BNK_LOANS = [  # balance at December 31, 2018 and 2017 (in thousands)
    ("Commercial:", [
        ("Commercial real estate \u2014 owner occupied", 702118, 655430),
        ("Commercial real estate \u2014 non-owner occupied", 1021556, 948207),
        ("Construction and land development", 214870, 188336),
        ("Commercial and industrial", 640925, 601114),
    ], "Total commercial"),
    ("Consumer:", [
        ("Residential mortgage", 468302, 441975),
        ("Home equity lines of credit", 72844, 70118),
        ("Other consumer", 31206, 28940),
    ], "Total consumer"),
]
BNK_CHARGEOFFS = {  # 2018, 2017, 2016
    "Commercial real estate": (1204, 2010, 2776),
    "Commercial and industrial": (2318, 1455, 1120),
    "Residential mortgage": (402, 530, 671),
    "Consumer": (611, 588, 545),
}
BNK_RECOVERIES = {
    "Commercial real estate": (388, 301, 255),
    "Commercial and industrial": (412, 289, 198),
    "Residential mortgage": (96, 120, 87),
    "Consumer": (140, 131, 122),
}
BNK_PROVISION = (5900, 4950, 4100)
BNK_ALLOW_2016_BEGIN = 27904


def bnk_allowance():
    """Per year 2018, 2017, 2016: begin, charge-offs total, recoveries total, net, provision, end."""
    out = {}
    begin = BNK_ALLOW_2016_BEGIN
    for i in (2, 1, 0):
        co = sum(v[i] for v in BNK_CHARGEOFFS.values())
        rec = sum(v[i] for v in BNK_RECOVERIES.values())
        end = begin - co + rec + BNK_PROVISION[i]
        out[i] = dict(begin=begin, co=co, rec=rec, net=rec - co, prov=BNK_PROVISION[i], end=end)
        begin = end
    return out


def bnk_loans_total():
    return agg([tuple(x[1:]) for _s, items, _t in BNK_LOANS for x in items])


def t14():
    tot = bnk_loans_total()
    al = bnk_allowance()

    def mk(b):
        a18, a17 = b
        return [a18, pct(a18, tot[0]), a17, pct(a17, tot[1])]
    spec = [grp(sec, [leaf(x[0], *x[1:]) for x in items], total=t) for sec, items, t in BNK_LOANS]
    rows, b = tree(spec, mk)
    rows.append(R("Total loans", mk(b), lvl=0, kind="subtotal", dollar=True))
    rows.append(R("Less allowance for loan losses", [-al[0]["end"], "", -al[1]["end"], ""], lvl=0))
    rows.append(R("Loans, net", [tot[0] - al[0]["end"], "", tot[1] - al[1]["end"], ""], lvl=0, kind="total"))
    d = Doc(
        key="t14", company=COMPANIES["bnk"], report=report(Y18, IT7),
        caption="Loan Portfolio Composition",
        cols=[C("December 31, 2018", "Amount", m=True), C("December 31, 2018", "% of Total", f="pct1"),
              C("December 31, 2017", "Amount", m=True), C("December 31, 2017", "% of Total", f="pct1")],
        rows=rows, family="LiberationSans", size=10, style="booktabs",
        scale=1000, scale_note="(dollars in thousands)",
        footnotes=["Loans are shown net of deferred fees and costs of $4.8 million and $4.3 million."],
    )
    return one_page(d)


BNK_NONACCRUAL = {  # December 31, 2018, 2017, 2016
    "Commercial real estate": (8412, 10905, 12338),
    "Commercial and industrial": (5230, 3871, 4402),
    "Residential mortgage": (3118, 3604, 4011),
    "Consumer": (402, 377, 455),
}
BNK_PD90 = (611, 845, 1022)
BNK_OREO = (1904, 2776, 3530)
BNK_TDR = (4410, 5102, 5876)
BNK_TOTAL_ASSETS_END = (4052608, 3861337, 3640920)
BNK_LOANS_2016 = 2722415


def bnk_npa():
    tot = bnk_loans_total()
    loans = (tot[0], tot[1], BNK_LOANS_2016)
    al = bnk_allowance()
    out = []
    for i in range(3):
        na = sum(v[i] for v in BNK_NONACCRUAL.values())
        npl = na + BNK_PD90[i]
        npa = npl + BNK_OREO[i]
        allow = al[i]["end"]
        out.append(dict(na=na, npl=npl, npa=npa, r_npl=pct(npl, loans[i], 2),
                        r_npa=pct(npa, BNK_TOTAL_ASSETS_END[i], 2), r_allow=pct(allow, loans[i], 2),
                        r_cov=pct(allow, npl, 1)))
    return out


def t15():
    n = bnk_npa()
    rows = [SEC("Nonaccrual loans:")]
    for k, v in BNK_NONACCRUAL.items():
        rows.append(R(k, v))
    rows += [R("Total nonaccrual loans", [x["na"] for x in n], kind="subtotal"),
             R("Loans 90 days or more past due and still accruing", BNK_PD90, lvl=0),
             R("Total nonperforming loans", [x["npl"] for x in n], lvl=0, kind="subtotal"),
             R("Other real estate owned", BNK_OREO, lvl=0),
             R("Total nonperforming assets", [x["npa"] for x in n], lvl=0, kind="total"),
             R("Troubled debt restructurings, accruing (a)", BNK_TDR, lvl=0, dollar=True),
             SEC("Asset quality ratios:"),
             R("Nonperforming loans to total loans", [x["r_npl"] for x in n], fmt="pct2"),
             R("Nonperforming assets to total assets", [x["r_npa"] for x in n], fmt="pct2"),
             R("Allowance for loan losses to total loans", [x["r_allow"] for x in n], fmt="pct2"),
             R("Allowance for loan losses to nonperforming loans", [x["r_cov"] for x in n], fmt="pct1")]
    d = Doc(
        key="t15", company=COMPANIES["bnk"], report=report(Y18, IT7),
        caption="Nonperforming Assets and Asset Quality Ratios",
        cols=[C("December 31,", y, m=True) for y in BNK_YEARS],
        rows=rows, family="Helvetica", size=9.5, style="band",
        scale=1000, scale_note="(dollars in thousands)",
        footnotes=["(a) Restructured loans performing under their modified terms; not included in nonperforming "
                   "loans."],
    )
    return one_page(d)


def t16():
    al = bnk_allowance()
    av = bnk_avg()
    rows = [R("Balance at beginning of year", [al[i]["begin"] for i in range(3)], lvl=0, dollar=True),
            SEC("Charge-offs:")]
    for k, v in BNK_CHARGEOFFS.items():
        rows.append(R(k, [-x for x in v]))
    rows.append(R("Total charge-offs", [-al[i]["co"] for i in range(3)], kind="subtotal"))
    rows.append(SEC("Recoveries:"))
    for k, v in BNK_RECOVERIES.items():
        rows.append(R(k, v))
    rows.append(R("Total recoveries", [al[i]["rec"] for i in range(3)], kind="subtotal"))
    rows += [R("Net charge-offs", [al[i]["net"] for i in range(3)], lvl=0),
             R("Provision for loan losses", [al[i]["prov"] for i in range(3)], lvl=0),
             R("Balance at end of year", [al[i]["end"] for i in range(3)], lvl=0, kind="total"),
             R("Net charge-offs to average loans (a)",
               [pct(-al[i]["net"], av[i]["loans"][0], 2) for i in range(3)], lvl=0, fmt="pct2")]
    d = Doc(
        key="t16", company=COMPANIES["bnk"], report=report(Y18, IT7),
        caption="Allowance for Loan Losses",
        cols=[C("Year Ended December 31,", y, m=True) for y in BNK_YEARS],
        rows=rows, family="DejaVuSans", size=9, style="unruled",
        scale=1000, scale_note="(dollars in thousands)",
        footnotes=["(a) Average loans as presented in the average balance table."],
    )
    return one_page(d)


# ============================================================================= Corstophane Communications (cab)
# systems: passings 2019, of which fiber-to-the-home passings, residential internet 2019, 2018, video 2019, 2018
# (all in thousands, one decimal)
CAB_SYSTEMS = [
    ("Great Lakes", [
        ("Ohio", [("Lima", 61.4, 12.2, 31.8, 30.1, 14.2, 15.9), ("Mansfield", 72.9, 8.1, 38.5, 36.9, 17.7, 19.3),
                  ("Zanesville", 44.6, 0.0, 22.1, 21.4, 11.0, 12.2)]),
        ("Indiana", [("Kokomo", 53.2, 19.6, 29.3, 27.2, 11.8, 13.1), ("Muncie", 58.8, 4.4, 30.6, 29.5, 13.4, 14.8)]),
        ("Michigan", [("Battle Creek", 49.7, 0.0, 24.4, 23.9, 12.6, 13.5), ("Jackson", 66.1, 15.8, 35.2, 33.0, 15.1, 16.6),
                      ("Saginaw", 81.5, 6.3, 40.9, 40.2, 19.8, 21.4)]),
    ], "Total Great Lakes"),
    ("Mid-South", [
        ("Tennessee", [("Cookeville", 38.4, 21.7, 22.6, 20.5, 8.9, 9.6), ("Jackson", 57.3, 11.9, 31.2, 29.4, 13.0, 14.1),
                       ("Kingsport", 63.0, 9.2, 33.8, 32.5, 15.4, 16.7)]),
        ("Kentucky", [("Bowling Green", 59.6, 24.8, 34.1, 31.2, 12.5, 13.6), ("Owensboro", 47.2, 5.5, 25.0, 24.3, 11.4, 12.3)]),
        ("Mississippi", [("Hattiesburg", 42.9, 0.0, 20.3, 19.8, 10.7, 11.5), ("Tupelo", 35.5, 7.1, 18.6, 17.9, 8.2, 8.8)]),
    ], "Total Mid-South"),
    ("Plains", [
        ("Kansas", [("Hutchinson", 34.1, 3.0, 17.9, 17.5, 8.0, 8.7), ("Salina", 39.8, 13.4, 21.7, 20.6, 9.1, 9.9)]),
        ("Nebraska", [("Grand Island", 41.2, 16.8, 23.5, 21.9, 9.4, 10.2), ("Kearney", 29.3, 10.1, 16.8, 15.7, 6.6, 7.2)]),
        ("Oklahoma", [("Enid", 40.6, 0.0, 19.4, 19.0, 9.9, 10.7), ("Stillwater", 37.7, 14.5, 21.3, 19.6, 7.7, 8.4)]),
    ], "Total Plains"),
]


def cab_mk(b):
    p, fib, i19, i18, v19, v18 = (round(x, 1) if isinstance(x, float) else x for x in b)
    return [p, i19, i18, v19, v18, pct(i19, p), pct(fib, p)]


def cab_tree():
    spec = []
    for region, states, tot in CAB_SYSTEMS:
        kids = [grp(stn, [leaf(c[0], *c[1:]) for c in cities]) for stn, cities in states]
        spec.append(grp(region, kids, total=tot))
    return tree(spec, cab_mk)


def cab_system_totals():
    _rows, b = cab_tree()
    return tuple(round(x, 1) for x in b)


def t18():
    rows, b = cab_tree()
    rows.append(R("Total Corstophane", cab_mk(b), lvl=0, kind="total"))
    d = Doc(
        key="t18", company=COMPANIES["cab"], report=report(Y19, IT2),
        caption="Cable Systems by Operating Region",
        cols=[C("Passings (a)", "2019", f="d1"),
              C("Residential Internet Customers", "2019", f="d1"), C("Residential Internet Customers", "2018", f="d1"),
              C("Residential Video Customers", "2019", f="d1"), C("Residential Video Customers", "2018", f="d1"),
              C("Internet Penetration (b)", "2019", f="pct1"),
              C("Fiber-to-the-Home (c)", "% of Passings", f="pct1")],
        rows=rows, family="LiberationSans", size=9, style="zebra", landscape=True, pad=2.6,
        scale=1000, scale_note="(in thousands, at December 31)",
        footnotes=["(a) Homes and businesses that can be connected to the network without further line extension.",
                   "(b) Residential internet customers divided by passings.",
                   "(c) Passings served by fiber-to-the-home plant at December 31, 2019."],
    )
    fit_split(d, repeat_header=True)
    return d


# t17 customer figures in thousands: 2019, 2018, 2017 (2019 / 2018 residential internet and video from t18)
CAB_CUST = {
    "passings": (None, 1030.7, 1012.4),             # 2019 from t18
    "res_inet": (None, None, 505.0),
    "res_video": (None, None, 281.3),
    "res_voice": (118.4, 131.9, 146.2),
    "res_rel": (718.6, 709.3, 698.8),
    "com_inet": (61.8, 58.7, 55.2),
    "com_video": (18.2, 19.4, 20.1),
    "com_voice": (40.6, 39.2, 37.5),
    "com_rel": (69.4, 66.0, 62.3),
    "res_rel_2016": 688.9,
}


def cab_customers():
    b = cab_system_totals()
    c = {k: list(v) if isinstance(v, tuple) else v for k, v in CAB_CUST.items()}
    c["passings"][0] = b[0]
    c["res_inet"][0], c["res_inet"][1] = b[2], b[3]
    c["res_video"][0], c["res_video"][1] = b[4], b[5]
    c["tot_rel"] = [r1(c["res_rel"][i] + c["com_rel"][i]) for i in range(3)]
    c["pen"] = [pct(c["res_inet"][i], c["passings"][i]) for i in range(3)]
    return c


def t17():
    c = cab_customers()

    def line(k):
        v = c[k]
        return [v[0], v[1], r1(v[0] - v[1]), r1(v[1] - v[2])]
    rows = [R("Homes and businesses passed (a)", line("passings"), lvl=0),
            SEC("Residential:"),
            R("Internet", line("res_inet")), R("Video", line("res_video")), R("Voice", line("res_voice")),
            R("Residential customer relationships (b)", line("res_rel"), kind="subtotal"),
            SEC("Commercial:"),
            R("Internet", line("com_inet")), R("Video", line("com_video")), R("Voice", line("com_voice")),
            R("Commercial customer relationships (b)", line("com_rel"), kind="subtotal"),
            R("Total customer relationships", line("tot_rel"), lvl=0, kind="total"),
            R("Residential internet penetration of passings", [c["pen"][0], c["pen"][1], None, None], lvl=0,
              fmt="pct1")]
    d = Doc(
        key="t17", company=COMPANIES["cab"], report=report(Y19, IT7),
        caption="Customer Statistics",
        cols=[C("December 31,", "2019", f="d1"), C("December 31,", "2018", f="d1"),
              C("Net Additions (Losses)", "2019", f="d1"), C("Net Additions (Losses)", "2018", f="d1")],
        rows=rows, family="DejaVuSans", size=9.5, style="borderless",
        scale=1000, scale_note="(in thousands)",
        footnotes=["(a) Based on the Company's estimate of homes and businesses its network can serve.",
                   "(b) Unique customers receiving at least one service, counted once regardless of the number of "
                   "services."],
    )
    return one_page(d)


CAB_REV = [  # 2019, 2018, 2017 (in thousands)
    ("Residential:", [
        ("Internet", 662406, 601337, 548018),
        ("Video", 398118, 421905, 439340),
        ("Voice", 64442, 72617, 80906),
    ], "Total residential"),
    ("Commercial:", [
        ("Small and medium business", 142870, 132416, 122057),
        ("Enterprise and carrier", 66315, 60902, 55114),
    ], "Total commercial"),
]
CAB_REV_OTHER = [("Advertising sales", 38904, 47226, 36308), ("Other (a)", 21407, 19880, 18115)]


def cab_revenue():
    spec = [grp(sec, [leaf(x[0], *x[1:]) for x in items], total=t) for sec, items, t in CAB_REV]
    spec += [leaf(x[0], *x[1:]) for x in CAB_REV_OTHER]
    return spec


def t19():
    def mk(b):
        a, b_, c = b
        return [a, b_, c, a - b_, chg(a, b_)]
    rows, tot = tree(cab_revenue(), mk)
    rows.append(R("Total revenues", mk(tot), lvl=0, kind="total"))
    cu = cab_customers()
    res = next(r for r in rows if r.label == "Total residential").values[:3]
    rel = cu["res_rel"] + [CAB_CUST["res_rel_2016"]]
    arpu = [r2(res[i] / ((rel[i] + rel[i + 1]) / 2) / 12) for i in range(3)]
    rows.append(R("Average monthly revenue per residential customer relationship (b)",
                  [arpu[0], arpu[1], arpu[2], r2(arpu[0] - arpu[1]), chg(arpu[0], arpu[1])],
                  lvl=0, fmt="d2", scale=1, dollar=True))
    d = Doc(
        key="t19", company=COMPANIES["cab"], report=report(Y19, IT7),
        caption="Revenues by Service",
        cols=[C("Year Ended December 31,", y, m=True) for y in ("2019", "2018", "2017")] +
             [C("2019 vs. 2018", "$ Change", m=True), C("2019 vs. 2018", "% Change", f="pct1", force=True)],
        rows=rows, family="DejaVuSansCondensed", size=9, style="boxed", landscape=True,
        scale=1000, scale_note="(dollars in thousands, except per relationship data)", dollar="detached",
        footnotes=["(a) Late fees, installation fees and wholesale video transport.",
                   "(b) Residential revenues divided by the average of residential customer relationships at the "
                   "start and end of the year, divided by 12."],
    )
    return one_page(d)


CAB_CAPEX = [  # 2019, 2018, 2017 (in thousands)
    ("Customer premise equipment (a)", 98204, 106330, 104908),
    ("Scalable infrastructure (b)", 61518, 55412, 49115),
    ("Line extensions (c)", 38207, 27106, 24870),
    ("Upgrade/rebuild", 55930, 45418, 32206),
    ("Support capital", 29355, 32870, 30402),
]
CAB_LINE_EXT_PASSINGS = (24.1, 18.3, 16.9)


def t20():
    tot = [sum(x[i + 1] for x in CAB_CAPEX) for i in range(3)]
    _r, revb = tree(cab_revenue(), lambda b: list(b))
    rows = [R(x[0], x[1:], lvl=0, dollar=(i == 0)) for i, x in enumerate(CAB_CAPEX)]
    rows.append(R("Total capital expenditures", tot, lvl=0, kind="total"))
    rows.append(R("Capital expenditures as a percentage of revenues", [pct(tot[i], revb[i]) for i in range(3)],
                  lvl=0, fmt="pct1"))
    rows.append(R("Passings added through line extensions (in thousands)", CAB_LINE_EXT_PASSINGS, lvl=0, fmt="d1",
                  money=False, scale=1000))
    d = Doc(
        key="t20", company=COMPANIES["cab"], report=report(Y19, IT7),
        caption="Capital Expenditures by Category",
        cols=[C("Year Ended December 31,", y, m=True) for y in ("2019", "2018", "2017")],
        rows=rows, family="Times", size=10.5, style="leader",
        scale=1000, scale_note="(dollars in thousands)",
        footnotes=["(a) Modems, set-top boxes and installation labor at customer locations.",
                   "(b) Headend, transport and network capacity equipment.",
                   "(c) Network extensions to serve new homes and businesses.",
                   "Categories follow the industry's standard capital expenditure reporting."],
    )
    return one_page(d)


# ============================================================================= Glimmerbrook Brewing (brw)
BRW_SITES = [  # year opened, annual capacity (thousand barrels), production 2019, 2018 (thousand barrels), employees
    ("Production breweries:", [
        ("Grand Rapids, Michigan", "1996", 650, 548.2, 561.7, 312),
        ("Chattanooga, Tennessee", "2009", 420, 377.5, 362.9, 204),
        ("Loveland, Colorado", "2015", 300, 241.6, 218.3, 141),
    ], "Total production breweries"),
    ("Pubs and taprooms (b):", [
        ("Grand Rapids, Michigan", "1995", 12, 9.8, 10.1, 88),
        ("Portland, Maine", "2013", 8, 6.1, 5.7, 61),
        ("Denver, Colorado", "2017", 10, 7.4, 6.9, 73),
    ], "Total pubs and taprooms"),
]


def t21():
    def mk(b):
        yr, cap, p19, p18, emp = b
        return [yr, cap, r1(p19), r1(p18), pct(p19, cap), emp]
    spec = [grp(sec, [leaf(x[0], *x[1:]) for x in items], total=t) for sec, items, t in BRW_SITES]
    rows, b = tree(spec, mk)
    rows.append(R("Total", mk(b), lvl=0, kind="total"))
    d = Doc(
        key="t21", company=COMPANIES["brw"], report=report("fiscal year ended December 28, 2019", IT2),
        caption="Brewing Facilities",
        cols=[C("Opened", f="text", align="c"), C("Annual Capacity (a)", "Thousand Barrels", s=1000),
              C("Production (thousand barrels)", "Fiscal 2019", f="d1", s=1000),
              C("Production (thousand barrels)", "Fiscal 2018", f="d1", s=1000),
              C("Capacity Utilization", "Fiscal 2019", f="pct1"), C("Employees at Year End")],
        rows=rows, family="DejaVuSerif", size=10, style="grid", landscape=True,
        footnotes=["(a) Estimated annual brewing and packaging capacity at the end of fiscal 2019.",
                   "(b) On-premise brewhouses; beer brewed there is sold at the location."],
    )
    return one_page(d)


BRW_BRANDS = [  # shipments 2019, 2018; depletions 2019, 2018 (thousand barrels)
    ("Core brands:", [
        ("Copperhaze IPA", 402.7, 431.5, 398.8, 436.2),
        ("Lanternfall Lager", 251.3, 238.4, 255.0, 236.1),
        ("Tidewrack Pale Ale", 118.6, 132.9, 121.2, 135.7),
    ], "Total core brands"),
    ("Seasonal and specialty:", [
        ("Seasonal releases", 96.4, 101.8, 97.9, 103.3),
        ("Variety packs", 74.2, 66.5, 73.6, 65.1),
        ("Limited releases", 21.9, 24.3, 22.4, 24.8),
    ], "Total seasonal and specialty"),
    ("Beyond beer:", [
        ("Old Ferrule Hard Cider", 38.5, 33.1, 37.7, 32.4),
        ("Glimmerbrook Hard Seltzer (b)", 41.3, None, 39.9, None),
    ], "Total beyond beer"),
]
BRW_CONTRACT = (17.6, 25.2)


def brw_mk(b):
    s19, s18, d19, d18 = (round(x, 1) if isinstance(x, float) else x for x in b)
    return [s19, s18, chg(s19, s18), d19, d18, chg(d19, d18)]


def brw_shipments():
    spec = [grp(sec, [leaf(x[0], *x[1:]) for x in items], total=t) for sec, items, t in BRW_BRANDS]
    rows, b = tree(spec, brw_mk)
    tot = (r1(b[0] + BRW_CONTRACT[0]), r1(b[1] + BRW_CONTRACT[1]))
    return rows, b, tot


def t22():
    rows, b, tot = brw_shipments()
    rows.append(R("Total Glimmerbrook brands", brw_mk(b), lvl=0, kind="subtotal"))
    rows.append(R("Contract brewing (c)", brw_mk((BRW_CONTRACT[0], BRW_CONTRACT[1], None, None)), lvl=0))
    rows.append(R("Total", [tot[0], tot[1], chg(tot[0], tot[1]), None, None, None], lvl=0, kind="total"))
    d = Doc(
        key="t22", company=COMPANIES["brw"], report=report("fiscal year ended December 28, 2019", IT7),
        caption="Shipments and Depletions by Brand Family",
        cols=[C("Shipments", "Fiscal 2019", f="d1"), C("Shipments", "Fiscal 2018", f="d1"),
              C("Shipments", "% Change", f="pct1", force=True),
              C("Depletions (a)", "Fiscal 2019", f="d1"), C("Depletions (a)", "Fiscal 2018", f="d1"),
              C("Depletions (a)", "% Change", f="pct1", force=True)],
        rows=rows, family="LiberationSans", size=10, style="booktabs", landscape=True,
        scale=1000, scale_note="(in thousand barrels)",
        footnotes=["(a) Sales by distributors to retailers, as reported by distributors.",
                   "(b) Introduced in March 2019.",
                   "(c) Beer brewed for other brewers under contract; not depleted through the Company's "
                   "distributors."],
    )
    return one_page(d)


BRW_PER_BBL = {  # targets per barrel: gross revenue, excise, ingredients, labor & overhead, freight
    "2019": (301.40, 16.20, 88.35, 61.10, 22.75),
    "2018": (296.10, 16.90, 85.60, 60.20, 21.45),
}


def brw_pl():
    _rows, _b, tot = brw_shipments()
    out = {}
    for i, y in enumerate(("2019", "2018")):
        bbl = tot[i]
        g, ex, ing, lab, fr = (round(bbl * x) for x in BRW_PER_BBL[y])
        net = g - ex
        cogs = ing + lab + fr
        out[y] = dict(bbl=bbl, gross=g, excise=ex, net=net, ing=ing, lab=lab, fr=fr, cogs=cogs, gp=net - cogs,
                      gm=pct(net - cogs, net))
    return out


def t23():
    p = brw_pl()
    keys = [("Gross revenues", "gross", 0, "data"), ("Less excise taxes", "excise", 0, "data"),
            ("Net revenues", "net", 0, "subtotal"), None,
            ("Ingredients and packaging", "ing", 1, "data"), ("Brewing labor and overhead", "lab", 1, "data"),
            ("Freight and distribution", "fr", 1, "data"), ("Total cost of goods sold", "cogs", 1, "subtotal"),
            ("Gross profit", "gp", 0, "total")]
    rows = []
    for k in keys:
        if k is None:
            rows.append(SEC("Cost of goods sold:"))
            continue
        label, f, lvl, kind = k
        vals = []
        for y in ("2019", "2018"):
            vals += [p[y][f], r2(p[y][f] / p[y]["bbl"])]
        vals.append(r2(vals[1] - vals[3]))
        rows.append(R(label, vals, lvl=lvl, kind=kind))
    rows.append(R("Gross margin", [p["2019"]["gm"], "", p["2018"]["gm"], "", ""], lvl=0, fmt="pct1"))
    rows.append(R("Barrels shipped (thousands)", [p["2019"]["bbl"], "", p["2018"]["bbl"], "", ""], lvl=0,
                  fmt="d1", money=False, scale=1000))
    cols = []
    for dt in ("December 28, 2019", "December 29, 2018"):
        cols += [C("Fiscal Year Ended", dt, "Amount", m=True), C("Fiscal Year Ended", dt, "Per Barrel", f="d2", m=True, s=1)]
    cols.append(C("Change per Barrel", f="d2", m=True, s=1))
    d = Doc(
        key="t23", company=COMPANIES["brw"], report=report("fiscal year ended December 28, 2019", IT7),
        caption="Net Revenues, Cost of Goods Sold and Gross Profit per Barrel",
        cols=cols, rows=rows, family="DejaVuSans", size=9, style="boxed", landscape=True,
        scale=1000, scale_note="(in thousands, except per barrel)", dollar="detached",
        footnotes=["Per-barrel amounts are based on total barrels shipped, including contract brewing."],
    )
    return one_page(d)


BRW_Q = {  # seasonal weights for barrels, revenue and gross profit; operating income and net income by quarter
    "w": (20, 29, 30, 21),
    "w_gp": (17, 31, 32, 20),
    "oi": {"2019": (-3120, 14208, 15876, 2214), "2018": (-1905, 15330, 16402, 3118)},
    "ni": {"2019": (-2755, 10412, 11608, 1320), "2018": (-1502, 11206, 12087, 2415)},
    "shares": {"2019": 12.81, "2018": 12.74},   # diluted shares, millions
}


def brw_quarters():
    p = brw_pl()
    out = {}
    for y in ("2019", "2018"):
        bbl = parts1(p[y]["bbl"], BRW_Q["w"])
        net = parts(p[y]["net"], BRW_Q["w"])
        gp = parts(p[y]["gp"], BRW_Q["w_gp"])
        oi = BRW_Q["oi"][y]
        ni = BRW_Q["ni"][y]
        eps = [r2(x / 1000 / BRW_Q["shares"][y]) for x in ni]
        out[y] = dict(bbl=bbl, net=net, gp=gp, oi=list(oi), ni=list(ni), eps=eps)
    return out


def t24():
    q = brw_quarters()

    def v(f):
        return q["2019"][f] + q["2018"][f]
    rows = [R("Barrels shipped (thousands)", v("bbl"), lvl=0, fmt="d1", money=False, scale=1000),
            R("Net revenues", v("net"), lvl=0, dollar=True),
            R("Gross profit", v("gp"), lvl=0),
            R("Operating income (loss)", v("oi"), lvl=0),
            R("Net income (loss)", v("ni"), lvl=0, bold=True),
            R("Net income (loss) per diluted share", v("eps"), lvl=0, fmt="d2", scale=1, dollar=True)]
    cols = []
    for y in ("Fiscal 2019", "Fiscal 2018"):
        cols += [C(y, qn, m=True) for qn in ("First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter")]
    d = Doc(
        key="t24", company=COMPANIES["brw"], report=report("fiscal year ended December 28, 2019", IT8),
        caption="Quarterly Financial Data (Unaudited)",
        cols=cols, rows=rows, family="Helvetica", size=9, style="band", landscape=True,
        scale=1000, scale_note="(in thousands, except per share data)",
        footnotes=["Quarters are 13 weeks. First quarters are seasonally the smallest; losses are shown in "
                   "parentheses."],
    )
    return one_page(d)


# ============================================================================= Harrowgild Restaurant Group (rst)
RST_UNITS = [  # company-operated 2019, 2018; franchised 2019, 2018
    ("Harrowgild Grill:", [
        ("Northeast", [("Connecticut", 9, 9, 4, 4), ("Massachusetts", 14, 13, 6, 5), ("New Jersey", 17, 16, 8, 8),
                       ("New York", 21, 20, 11, 10), ("Pennsylvania", 19, 18, 12, 11)], "Total Northeast"),
        ("Southeast", [("Florida", 26, 23, 15, 14), ("Georgia", 12, 11, 9, 9), ("North Carolina", 15, 14, 7, 6),
                       ("South Carolina", 6, 6, 5, 5), ("Virginia", 13, 12, 4, 4)], "Total Southeast"),
        ("Midwest", [("Illinois", 11, 11, 14, 13), ("Indiana", 5, 5, 9, 9), ("Michigan", 8, 8, 10, 11),
                     ("Ohio", 10, 10, 13, 12)], "Total Midwest"),
        ("Southwest", [("Arizona", 7, 6, 3, 3), ("Texas", 18, 16, 6, 5)], "Total Southwest"),
    ], "Total Harrowgild Grill"),
    ("Saffrey's Cantina:", [
        ("Arizona", 9, 7, 2, 1), ("California", 14, 11, 0, 0), ("Colorado", 6, 5, 3, 2),
        ("Nevada", 5, 4, 1, 1), ("Texas", 12, 9, 4, 3),
    ], "Total Saffrey's Cantina"),
]


def rst_mk(b):
    c19, c18, f19, f18 = b
    return [c19, c18, f19 if f19 else None, f18 if f18 else None, c19 + f19, c18 + f18]


def rst_tree():
    spec = []
    for brand, items, tot in RST_UNITS:
        kids = []
        for it in items:
            if isinstance(it[1], list):
                kids.append(grp(it[0], [leaf(s[0], *s[1:]) for s in it[1]], total=it[2]))
            else:
                kids.append(leaf(it[0], *it[1:]))
        spec.append(grp(brand, kids, total=tot))
    return tree(spec, rst_mk)


def rst_brand_units():
    rows, _b = rst_tree()
    out = {}
    for r in rows:
        if r.label in ("Total Harrowgild Grill", "Total Saffrey's Cantina"):
            out[r.label.replace("Total ", "")] = r.values
    return out


def t25():
    rows, b = rst_tree()
    rows.append(R("Total restaurants", rst_mk(b), lvl=0, kind="total"))
    d = Doc(
        key="t25", company=COMPANIES["rst"], report=report("fiscal year ended December 29, 2019", IT2),
        caption="Restaurant Locations by State",
        cols=[C("Company-Operated", "2019"), C("Company-Operated", "2018"), C("Franchised (a)", "2019"),
              C("Franchised (a)", "2018"), C("Total", "2019"), C("Total", "2018")],
        rows=rows, family="LiberationSerif", size=11, style="unruled", pad=4.0,
        corner="Restaurants open at fiscal year end",
        footnotes=["(a) Operated by franchisees under area development agreements; a dash means none."],
    )
    fit_split(d, repeat_header=False)
    return d


RST_COMP = {  # (brand, ownership): 2019, 2018 -> (check %, traffic %, AUV $000, comparable base)
    ("Harrowgild Grill", "Company-Operated"): {"2019": (3.4, -1.2, 3412, 187), "2018": (2.9, -0.8, 3339, 180)},
    ("Harrowgild Grill", "Franchised"): {"2019": (2.8, -1.9, 2976, 138), "2018": (2.5, -0.6, 2931, 131)},
    ("Saffrey's Cantina", "Company-Operated"): {"2019": (2.1, 3.3, 1845, 31), "2018": (1.6, 4.0, 1762, 24)},
}


def t26():
    units = rst_brand_units()
    keys = list(RST_COMP)

    def v(fn):
        out = []
        for k in keys:
            for i, y in enumerate(("2019", "2018")):
                out.append(fn(k, y, i))
        return out

    def open_units(k, y, i):
        u = units[k[0]]
        return u[i] if k[1] == "Company-Operated" else u[2 + i]
    rows = [SEC("Comparable restaurant sales (a):"),
            R("Change in average check", v(lambda k, y, i: RST_COMP[k][y][0]), fmt="pct1"),
            R("Change in guest traffic", v(lambda k, y, i: RST_COMP[k][y][1]), fmt="pct1"),
            R("Comparable restaurant sales change", v(lambda k, y, i: r1(RST_COMP[k][y][0] + RST_COMP[k][y][1])),
              kind="subtotal", fmt="pct1"),
            R("Average unit volume (in thousands) (b)", v(lambda k, y, i: RST_COMP[k][y][2]), lvl=0, money=True,
              scale=1000, dollar=True),
            R("Average weekly sales per restaurant", v(lambda k, y, i: round(RST_COMP[k][y][2] * 1000 / 52)), lvl=0,
              money=True, scale=1, dollar=True),
            R("Restaurants in comparable base", v(lambda k, y, i: RST_COMP[k][y][3]), lvl=0),
            R("Restaurants open at year end", v(open_units), lvl=0)]
    cols = [C(k[0], k[1], y) for k in keys for y in ("2019", "2018")]
    d = Doc(
        key="t26", company=COMPANIES["rst"], report=report("fiscal year ended December 29, 2019", IT7),
        caption="Comparable Restaurant Sales and Average Unit Volumes",
        cols=cols, rows=rows, family="DejaVuSansCondensed", size=9.5, style="grid", landscape=True,
        footnotes=["(a) Restaurants open for at least 18 full fiscal months; components are percent changes from "
                   "the prior year.",
                   "(b) Sales of restaurants open for the full fiscal year, divided by the number of those "
                   "restaurants."],
    )
    return one_page(d)


RST_PL = {  # fiscal 2019, 2018 (in thousands)
    "Harrowgild Grill": (637905, 598114),
    "Saffrey's Cantina": (70318, 52006),
    "food": (28.4, 28.9), "labor": (32.6, 32.1), "occ": (7.9, 8.0), "other": (12.8, 12.6),   # % of sales targets
    "royalty": (38412, 36109), "ga": (44806, 42115), "da": (27930, 25418), "preopen": (4105, 3622),
}


def rst_pl():
    out = {}
    for i, y in enumerate(("2019", "2018")):
        hg, sc = RST_PL["Harrowgild Grill"][i], RST_PL["Saffrey's Cantina"][i]
        sales = hg + sc
        costs = {k: round(sales * RST_PL[k][i] / 100) for k in ("food", "labor", "occ", "other")}
        tc = sum(costs.values())
        rlop = sales - tc
        inc = rlop + RST_PL["royalty"][i] - RST_PL["ga"][i] - RST_PL["da"][i] - RST_PL["preopen"][i]
        out[y] = dict(hg=hg, sc=sc, sales=sales, tc=tc, rlop=rlop, inc=inc, royalty=RST_PL["royalty"][i],
                      ga=RST_PL["ga"][i], da=RST_PL["da"][i], preopen=RST_PL["preopen"][i], **costs)
    return out


def t27():
    p = rst_pl()

    def line(f, share=True):
        vals = []
        for y in ("2019", "2018"):
            vals += [p[y][f], pct(p[y][f], p[y]["sales"]) if share else ""]
        return vals
    rows = [SEC("Restaurant sales:"),
            R("Harrowgild Grill", line("hg", False)), R("Saffrey's Cantina", line("sc", False)),
            R("Total restaurant sales", line("sales"), kind="subtotal"),
            SEC("Restaurant operating costs:"),
            R("Food and beverage costs", line("food")), R("Labor and related expenses", line("labor")),
            R("Occupancy costs", line("occ")), R("Other restaurant operating costs", line("other")),
            R("Total restaurant operating costs", line("tc"), kind="subtotal"),
            R("Restaurant-level operating profit (b)", line("rlop"), lvl=0, kind="subtotal", bold=True),
            R("Franchise royalties and fees", line("royalty", False), lvl=0),
            R("General and administrative expenses", line("ga", False), lvl=0),
            R("Depreciation and amortization", line("da", False), lvl=0),
            R("Pre-opening costs", line("preopen", False), lvl=0),
            R("Income from operations", line("inc", False), lvl=0, kind="total")]
    d = Doc(
        key="t27", company=COMPANIES["rst"], report=report("fiscal year ended December 29, 2019", IT7),
        caption="Restaurant-Level Operating Profit",
        cols=[C("Fiscal 2019", "Amount", m=True), C("Fiscal 2019", "% of Restaurant Sales (a)", f="pct1"),
              C("Fiscal 2018", "Amount", m=True), C("Fiscal 2018", "% of Restaurant Sales (a)", f="pct1")],
        rows=rows, family="DejaVuSerif", size=9.5, style="leader", dollar="detached",
        scale=1000, scale_note="(dollars in thousands)",
        footnotes=["(a) Percentages are of total restaurant sales of company-operated restaurants.",
                   "(b) Restaurant sales less restaurant operating costs; a non-GAAP measure."],
    )
    return one_page(d)


# ============================================================================= Vigilmoor Security Holdings (alm)
ALM_BEGIN_2018 = {"Residential": 1184230, "Commercial": 142608}
ALM_FLOW = {  # direct, dealer, bulk, attrition
    ("2018", "Residential"): (92418, 101337, 12604, 162905),
    ("2018", "Commercial"): (14210, 6118, 2402, 15877),
    ("2019", "Residential"): (98772, 94015, 31880, 158441),
    ("2019", "Commercial"): (15906, 5432, 1207, 16312),
}


def alm_subs():
    out = {}
    begin = dict(ALM_BEGIN_2018)
    for y in ("2018", "2019"):
        for seg in ("Residential", "Commercial"):
            di, de, bu, at = ALM_FLOW[(y, seg)]
            b = begin[seg]
            add_ = di + de + bu
            e = b + add_ - at
            out[(y, seg)] = dict(begin=b, direct=di, dealer=de, bulk=bu, adds=add_, attr=at, end=e)
            begin[seg] = e
        t = {k: out[(y, "Residential")][k] + out[(y, "Commercial")][k] for k in out[(y, "Residential")]}
        out[(y, "Total")] = t
    for k, v in out.items():
        v["rate"] = pct(v["attr"], (v["begin"] + v["end"]) / 2)
    return out


def t28():
    s = alm_subs()
    keys = [(y, seg) for y in ("2019", "2018") for seg in ("Residential", "Commercial", "Total")]

    def v(f, sign=1):
        return [sign * s[k][f] for k in keys]
    rows = [R("Subscribers at beginning of year", v("begin"), lvl=0),
            SEC("Gross additions:"),
            R("Direct channel", v("direct")), R("Dealer channel", v("dealer")),
            R("Bulk account purchases (a)", v("bulk")),
            R("Total gross additions", v("adds"), kind="subtotal"),
            R("Attrition", v("attr", -1), lvl=0),
            R("Subscribers at end of year", v("end"), lvl=0, kind="total"),
            R("Attrition rate (b)", v("rate"), lvl=0, fmt="pct1")]
    cols = [C("Year Ended December 31,", y, seg) for y, seg in keys]
    d = Doc(
        key="t28", company=COMPANIES["alm"], report=report(Y19, IT7),
        caption="Subscriber Activity",
        cols=cols, rows=rows, family="LiberationSans", size=9.5, style="booktabs", landscape=True,
        footnotes=["(a) Subscriber accounts bought from other alarm companies in bulk transactions.",
                   "(b) Attrition divided by the average of subscribers at the beginning and end of the year."],
    )
    return one_page(d)


ALM_RMR = [  # RMR at December 31, 2019 and 2018 (in thousands)
    ("Residential:", [
        ("Intrusion and fire monitoring", 29412, 29870),
        ("Interactive and smart home services", 17806, 14915),
        ("Video monitoring", 5233, 4102),
    ], "Total residential"),
    ("Commercial:", [
        ("Monitoring", 6904, 6745),
        ("Video and access control", 4118, 3710),
    ], "Total commercial"),
]


def alm_rmr():
    spec = [grp(sec, [leaf(x[0], *x[1:]) for x in items], total=t) for sec, items, t in ALM_RMR]
    rows, tot = tree(spec, lambda b: list(b))
    sub = {r.label: r.values for r in rows if r.kind == "subtotal"}
    return rows, tot, sub


def t29():
    _rows, tot, sub = alm_rmr()
    s = alm_subs()

    def mk(b):
        a, c = b
        return [a, pct(a, tot[0]), c, pct(c, tot[1]), chg(a, c)]
    spec = [grp(sec, [leaf(x[0], *x[1:]) for x in items], total=t) for sec, items, t in ALM_RMR]
    rows, _ = tree(spec, mk)
    rows.append(R("Total RMR", mk(tot), lvl=0, kind="total"))
    rows.append(SEC("Average RMR per subscriber (in dollars) (a):"))
    arpu = {}
    for seg, rm in (("Residential", sub["Total residential"]), ("Commercial", sub["Total commercial"]),
                    ("All subscribers", tot)):
        key = "Total" if seg == "All subscribers" else seg
        a = [r2(rm[i] * 1000 / s[(y, key)]["end"]) for i, y in enumerate(("2019", "2018"))]
        arpu[seg] = a
        rows.append(R(seg, [a[0], "", a[1], "", chg(a[0], a[1])], fmt="d2", money=True, scale=1,
                      dollar=True, kind="subtotal" if seg == "All subscribers" else "data"))
    d = Doc(
        key="t29", company=COMPANIES["alm"], report=report(Y19, IT7),
        caption="Recurring Monthly Revenue",
        cols=[C("December 31, 2019", "RMR", m=True), C("December 31, 2019", "% of Total", f="pct1"),
              C("December 31, 2018", "RMR", m=True), C("December 31, 2018", "% of Total", f="pct1"),
              C("Change (b)", "%", f="pct1", force=True)],
        rows=rows, family="DejaVuSans", size=9.5, style="ledger",
        scale=1000, scale_note="(RMR in thousands)",
        footnotes=["(a) RMR divided by subscribers at December 31 (see Subscriber Activity).",
                   "(b) Percent change in RMR, or in average RMR per subscriber, from December 31, 2018."],
    )
    return one_page(d)


ALM_SAC = {  # (year, channel): equipment & installation, commissions & dealer payments, marketing, install revenue
    ("2019", "Direct Channel"): (61204, 38815, 27406, 14218),
    ("2019", "Dealer Channel"): (8102, 112450, 4311, 2106),
    ("2018", "Direct Channel"): (57330, 36102, 25988, 13605),
    ("2018", "Dealer Channel"): (9015, 121806, 4602, 2418),
}


def alm_sac():
    s = alm_subs()
    _rows, _tot, _sub = alm_rmr()
    out = {}
    for y in ("2019", "2018"):
        for ch, f in (("Direct Channel", "direct"), ("Dealer Channel", "dealer")):
            eq, com, mkt, inst = ALM_SAC[(y, ch)]
            n = s[(y, "Residential")][f] + s[(y, "Commercial")][f]
            out[(y, ch)] = dict(n=n, eq=eq, com=com, mkt=mkt, gross=eq + com + mkt, inst=inst,
                                net=eq + com + mkt - inst)
        out[(y, "Total")] = {k: out[(y, "Direct Channel")][k] + out[(y, "Dealer Channel")][k]
                             for k in out[(y, "Direct Channel")]}
    rmr_added = {("2019", "Direct Channel"): 51.84, ("2019", "Dealer Channel"): 44.62,
                 ("2018", "Direct Channel"): 50.27, ("2018", "Dealer Channel"): 43.95}
    for y in ("2019", "2018"):
        tot_rmr = sum(rmr_added[(y, ch)] * out[(y, ch)]["n"] for ch in ("Direct Channel", "Dealer Channel"))
        rmr_added[(y, "Total")] = r2(tot_rmr / out[(y, "Total")]["n"])
    for k, v in out.items():
        v["per"] = round(v["net"] * 1000 / v["n"])
        v["rmr"] = rmr_added[k]
        v["mult"] = r1(v["per"] / v["rmr"])
    return out


def t30():
    a = alm_sac()
    keys = [(y, ch) for ch in ("Direct Channel", "Dealer Channel", "Total") for y in ("2019", "2018")]

    def v(f, sign=1):
        return [sign * a[k][f] for k in keys]
    rows = [R("New subscribers (excluding bulk purchases)", v("n"), lvl=0),
            SEC("Subscriber acquisition costs (in thousands):"),
            R("Equipment and installation", v("eq"), money=True, scale=1000, dollar=True),
            R("Sales commissions and dealer payments", v("com"), money=True, scale=1000),
            R("Marketing", v("mkt"), money=True, scale=1000),
            R("Gross subscriber acquisition costs", v("gross"), kind="subtotal", money=True, scale=1000),
            R("Less installation and activation revenue", v("inst", -1), money=True, scale=1000),
            R("Net subscriber acquisition costs", v("net"), kind="subtotal", money=True, scale=1000, dollar=True),
            R("Net acquisition cost per new subscriber", v("per"), lvl=0, money=True, scale=1, dollar=True),
            R("RMR added per new subscriber", v("rmr"), lvl=0, fmt="d2", money=True, scale=1, dollar=True),
            R("Creation multiple (months) (a)", v("mult"), lvl=0, fmt="d1")]
    cols = [C(ch, y) for y, ch in [(k[0], k[1]) for k in keys]]
    d = Doc(
        key="t30", company=COMPANIES["alm"], report=report(Y19, IT7),
        caption="Subscriber Acquisition Costs by Channel",
        cols=cols, rows=rows, family="LiberationSansNarrow", size=10, style="boxed", landscape=True,
        footnotes=["(a) Net acquisition cost per new subscriber divided by RMR added per new subscriber; the number "
                   "of months of RMR needed to recover the cost of a new subscriber."],
    )
    return one_page(d)


# ----------------------------------------------------------------------------- build
BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]
COMPANY_OF = {}
for _i, _k in enumerate(["hom"] * 4 + ["stl"] * 4 + ["ins"] * 4 + ["bnk"] * 4 + ["cab"] * 4 + ["brw"] * 4 +
                        ["rst"] * 3 + ["alm"] * 3):
    COMPANY_OF[f"t{_i + 1:02d}"] = _k


def pdf_name(key: str) -> str:
    return f"{PREFIX}-{key}.pdf"


def build() -> dict:
    docs = {}
    for b in BUILDERS:
        d = b()
        docs[d.key] = d
    return docs


def write(outdir: str) -> dict:
    os.makedirs(outdir, exist_ok=True)
    docs = build()
    geos = {}
    for key, d in docs.items():
        pdf, geo = render(d)
        with open(os.path.join(outdir, pdf_name(key)), "wb") as f:
            f.write(pdf)
        geos[key] = geo
    return geos


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: make_docs.py OUTDIR")
    g = write(sys.argv[1])
    print(f"wrote {len(g)} PDFs ({sum(x['pages'] for x in g.values())} pages) to {sys.argv[1]}")
