"""A tenth held-out set of business documents from companies the project has never seen (bench/business-other10).

    python bench/business-other10/make_docs.py OUTDIR

Writes twelve PDFs with reportlab, deterministically (rl_config.invariant, no randomness, no clock): every
figure is a plain Python structure below, so make_questions.py computes the golds from the same data. The
documents stay inside business-dev's five families (price_list, catalogue, spec_sheet, support_plans,
financial) but come from twelve other companies with layouts and wording of their own.
"""
from __future__ import annotations

import math
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import getSampleStyleSheet  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.pdfbase.pdfmetrics import stringWidth  # noqa: E402
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle  # noqa: E402

STYLES = getSampleStyleSheet()

# ----------------------------------------------------------------------------- number helpers
def D(x) -> Decimal:
    if isinstance(x, Decimal):
        return x
    return Decimal(x) if isinstance(x, str) else Decimal(repr(x))


def rnd(x, dp: int = 2) -> float:
    return float(D(x).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP))


def en(x, dp: int = 2) -> str:
    """English format: 1,234.50."""
    return f"{D(x).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP):,.{dp}f}"


def de(x, dp: int = 2) -> str:
    """German format: 1.234,50."""
    return en(x, dp).replace(",", "#").replace(".", ",").replace("#", ".")


def acct(x, dp: int = 0) -> str:
    """Accounts format: negatives in brackets."""
    return f"({en(-x, dp)})" if x < 0 else en(x, dp)


# ============================================================================ data
# A. Pemberlow Office Supply (price list, tiers as columns, EUR)
PB_DOC = "pemberlow_office_supply_trade_prices_2025.pdf"
PB_TIERS = [(1, 49, "1–49"), (50, 249, "50–249"), (250, 999, "250–999"), (1000, None, "1,000+")]
PB_ITEMS = [  # code, description, unit, prices by tier
    ("PO-1101", "A4 copy paper 80 g/m², ream of 500", "ream", [4.85, 4.39, 3.96, 3.62]),
    ("PO-1102", "A3 copy paper 80 g/m², ream of 500", "ream", [9.70, 8.95, 8.20, 7.64]),
    ("PO-2210", "Ballpoint pen, blue, box of 50", "box", [11.40, 10.25, 9.30, 8.55]),
    ("PO-2215", "Gel pen, black, box of 12", "box", [8.90, 8.10, 7.45, 6.80]),
    ("PO-3120", "Lever arch file A4, 75 mm spine", "each", [2.35, 2.05, 1.82, 1.66]),
    ("PO-3305", "Sticky notes 76 × 76 mm, pack of 12", "pack", [6.60, 5.95, 5.40, 4.98]),
    ("PO-4410", "Toner cartridge black, TN-240 type", "each", [38.50, 35.90, 33.40, 31.75]),
    ("PO-5020", "Desk stapler, 25 sheets", "each", [7.95, 7.20, 6.55, 5.99]),
]
PB_DELIVERY = [  # order value band, standard, next day (None = free)
    ("under 100.00", 9.50, 18.00), ("100.00–249.99", 6.50, 14.00), ("250.00 and over", None, 9.00)]

# B. Garsdale Business Supplies (competing list, same goods, other breaks)
GS_DOC = "garsdale_business_supplies_price_breaks_2025.pdf"
GS_TIERS = [(1, 99, "1–99"), (100, 499, "100–499"), (500, None, "500+")]
GS_ITEMS = [  # code, description, goods key (Pemberlow code of the same goods), min order, prices
    ("GS-A4-80", "Copy paper A4, 80 g/m² (500 sheets)", "PO-1101", 5, [4.70, 4.25, 3.79]),
    ("GS-A3-80", "Copy paper A3, 80 g/m² (500 sheets)", "PO-1102", 5, [9.95, 8.80, 7.95]),
    ("GS-BP-50", "Ballpoint pens, blue (box of 50)", "PO-2210", 1, [10.90, 10.40, 8.95]),
    ("GS-GP-12", "Gel pens, black (box of 12)", "PO-2215", 1, [9.20, 7.85, 7.10]),
    ("GS-LA-75", "Lever arch file A4, 75 mm", "PO-3120", 10, [2.49, 1.95, 1.74]),
    ("GS-SN-12", "Sticky notes 76 × 76 mm (12 pads)", "PO-3305", 1, [6.20, 5.75, 5.15]),
    ("GS-TN-240", "Toner, black, TN-240 type", "PO-4410", 1, [36.80, 34.60, 32.90]),
]

# C. Brackenfield Parcel Freight (weight bands x zones, EUR per parcel)
BF_DOC = "brackenfield_parcel_freight_rates_2025.pdf"
BF_ZONES = ["Zone A", "Zone B", "Zone C", "Zone D", "Zone E"]
BF_BANDS = [  # label, lower (exclusive, kg), upper (inclusive, kg), rates by zone
    ("up to 1 kg", 0, 1, [6.10, 8.40, 10.90, 13.75, 16.20]),
    ("1.01–3 kg", 1, 3, [7.25, 10.15, 13.30, 16.90, 19.80]),
    ("3.01–5 kg", 3, 5, [8.60, 12.40, 16.10, 20.45, 24.30]),
    ("5.01–10 kg", 5, 10, [10.95, 15.80, 20.70, 26.30, 31.60]),
    ("10.01–20 kg", 10, 20, [14.40, 21.25, 27.90, 35.80, 43.10]),
    ("20.01–31.5 kg", 20, 31.5, [18.90, 27.60, 36.40, 46.95, 56.70]),
]
BF_ZONE_MAP = [
    ("Zone A", ["Netherlands"]),
    ("Zone B", ["Belgium", "Luxembourg", "Germany"]),
    ("Zone C", ["France", "Denmark", "Austria"]),
    ("Zone D", ["Italy", "Spain", "Sweden", "Poland"]),
    ("Zone E", ["Norway", "Switzerland", "United Kingdom"]),
]
BF_FUEL_PCT = 8.5

# D. Ebbelwald Etiketten GmbH (German, EUR per roll, tiers as columns)
EB_DOC = "ebbelwald_etiketten_preisliste_2025.pdf"
EB_TIERS = [(1, 9, "1–9"), (10, 49, "10–49"), (50, 199, "50–199"), (200, None, "ab 200")]
EB_ITEMS = [  # Art.-Nr., Bezeichnung, Etiketten je Rolle (None = –), prices
    ("EB-1040", "Thermoetiketten 40 × 30 mm, weiß", 2000, [6.80, 6.15, 5.55, 4.95]),
    ("EB-1060", "Thermoetiketten 60 × 40 mm, weiß", 1000, [7.40, 6.70, 6.05, 5.45]),
    ("EB-1100", "Versandetiketten 100 × 150 mm", 500, [9.95, 8.90, 8.05, 7.30]),
    ("EB-2050", "Folienetiketten 50 × 25 mm, transparent", 1500, [14.60, 13.20, 11.95, 10.80]),
    ("EB-2075", "Folienetiketten 75 × 50 mm, silber", 1000, [18.90, 17.10, 15.45, 13.95]),
    ("EB-3010", "Farbband Wachs 110 mm × 300 m", None, [11.20, 10.10, 9.15, 8.30]),
]
EB_SHIPPING = [("bis 150,00 €", 7.90), ("150,01 € bis 500,00 €", 4.90), ("über 500,00 €", None)]

# E. Ulverscombe Bearings (two-page catalogue, header repeated)
UB_DOC = "ulverscombe_bearings_catalogue_2025.pdf"
UB_TYPES = {"60": ("Deep groove", 1.00), "62": ("Deep groove", 1.00), "63": ("Deep groove", 1.10),
            "72": ("Angular contact", 1.90), "302": ("Taper roller", 1.60), "12": ("Self-aligning", 2.20)}
UB_SERIES = [  # designation, series key, d, D, B
    *[(f"60{i:02d}", "60", d, D_, B) for i, (d, D_, B) in enumerate(
        [(10, 26, 8), (12, 28, 8), (15, 32, 9), (17, 35, 10), (20, 42, 12), (25, 47, 12), (30, 55, 13),
         (35, 62, 14), (40, 68, 15), (45, 75, 16), (50, 80, 16)])],
    *[(f"62{i:02d}", "62", d, D_, B) for i, (d, D_, B) in enumerate(
        [(10, 30, 9), (12, 32, 10), (15, 35, 11), (17, 40, 12), (20, 47, 14), (25, 52, 15), (30, 62, 16),
         (35, 72, 17), (40, 80, 18), (45, 85, 19), (50, 90, 20)])],
    *[(f"63{i:02d}", "63", d, D_, B) for i, (d, D_, B) in enumerate(
        [(10, 35, 11), (12, 37, 12), (15, 42, 13), (17, 47, 14), (20, 52, 15), (25, 62, 17), (30, 72, 19),
         (35, 80, 21)])],
    *[(f"72{i:02d}B", "72", d, D_, B) for i, (d, D_, B) in enumerate(
        [(10, 30, 9), (12, 32, 10), (15, 35, 11), (17, 40, 12), (20, 47, 14), (25, 52, 15), (30, 62, 16),
         (35, 72, 17)])],
    *[(f"302{i:02d}", "302", d, D_, B) for i, (d, D_, B) in enumerate(
        [(15, 35, 11.75), (17, 40, 13.25), (20, 47, 15.25), (25, 52, 16.25), (30, 62, 17.25), (35, 72, 18.25)],
        start=2)],
    *[(f"12{i:02d}", "12", d, D_, B) for i, (d, D_, B) in enumerate(
        [(10, 30, 9), (12, 32, 10), (15, 35, 11), (17, 40, 12), (20, 47, 14)])],
]
UB_PAGE1_ROWS = 26


def ub_items() -> list[dict]:
    out = []
    for n, (des, key, d, D_, B) in enumerate(UB_SERIES):
        typ, factor = UB_TYPES[key]
        vol = math.pi / 4 * (D_ ** 2 - d ** 2) * B          # mm^3
        weight = rnd(vol * 7.85e-6 * 0.62, 3)  # kg: steel 7.85 g/cm3, rings 62 % of the envelope
        price = rnd(D(factor) * (D("2.10") + D("0.09") * D(D_) + D("0.15") * D(B)), 2)
        stock = (d * 7 + D_ * 3 + n * 11) % 240
        out.append({"code": f"UB-{des}", "type": typ, "d": d, "D": D_, "B": B, "weight": weight,
                    "price": price, "stock": stock, "page": 1 if n < UB_PAGE1_ROWS else 2})
    return out


# F. Wrexcombe Workshop Supplies (one-page catalogue, section rows, list and trade price)
WX_DOC = "wrexcombe_workshop_catalogue_2025.pdf"
WX_TRADE_DISCOUNT = 15  # % off list
WX_SECTIONS = [
    ("Hand tools", [
        ("WX-1012", "Combination spanner set, 8–19 mm", "set of 12", 1.45, 42.90),
        ("WX-1020", "Ratchet screwdriver with 24 bits", "each", 0.38, 18.60),
        ("WX-1034", "Claw hammer, 450 g, fibreglass", "each", 0.72, 16.40),
        ("WX-1041", "Slip-joint pliers 250 mm", "each", 0.31, 12.75),
        ("WX-1058", "Hex key set, 1.5–10 mm", "set of 9", 0.24, 9.80),
    ]),
    ("Measuring and marking", [
        ("WX-2005", "Steel tape measure 5 m", "each", 0.29, 8.95),
        ("WX-2010", "Spirit level 600 mm, 3 vials", "each", 0.55, 21.30),
        ("WX-2026", "Digital caliper 150 mm", "each", 0.17, 34.50),
        ("WX-2031", "Carpenter's pencils", "box of 12", 0.14, 4.20),
    ]),
    ("Storage and workshop", [
        ("WX-3100", "Steel tool chest, 5 drawers", "each", 18.60, 189.00),
        ("WX-3115", "Stackable parts bins, size 3", "pack of 10", 2.10, 24.50),
        ("WX-3122", "Wall-mounted tool board 1,200 mm", "each", 6.80, 58.75),
        ("WX-3140", "Folding work bench, 150 kg load", "each", 11.40, 96.00),
    ]),
]


def wx_items() -> list[dict]:
    out = []
    for sec, items in WX_SECTIONS:
        for code, name, pack, kg, lst in items:
            trade = rnd(D(lst) * (100 - WX_TRADE_DISCOUNT) / 100, 2)
            out.append({"code": code, "name": name, "pack": pack, "kg": kg, "list": lst, "trade": trade,
                        "section": sec})
    return out


# G. Tregarne Catering Equipment (spec sheet, models as columns, unit column)
TG_DOC = "tregarne_warewashers_technical_data_2025.pdf"
TG_MODELS = ["TG-U40", "TG-U50", "TG-H60", "TG-H80", "TG-R150"]
TG_ROWS = [  # parameter, unit, values (numbers or text), decimals
    ("Baskets per hour (max.)", "baskets/h", [30, 40, 60, 80, 150], 0),
    ("Basket size", "mm", ["400 × 400", "500 × 500", "500 × 500", "500 × 500", "500 × 500"], None),
    ("Shortest wash cycle", "s", [120, 90, 60, 45, "–"], 0),
    ("Wash tank capacity", "l", [12, 16, 25, 35, 80], 0),
    ("Rinse water consumption", "l/h", [66, 96, 156, 224, 180], 0),
    ("Total connected load", "kW", [3.4, 5.2, 9.8, 11.5, 22.0], 1),
    ("Supply voltage", "V", ["230", "400", "400", "400", "400"], None),
    ("Noise level", "dB(A)", [58, 60, 62, 64, 68], 0),
    ("Net weight", "kg", [52, 64, 118, 142, 385], 0),
    ("Dimensions W × D × H", "mm", ["600 × 600 × 820", "600 × 640 × 850", "740 × 780 × 1480",
                                     "740 × 800 × 1520", "1950 × 790 × 1560"], None),
    ("List price", "EUR", [3450, 4180, 6920, 8650, 24900], 0),
]

# H. Fellbrigg Lighting (spec sheet, models as columns, units in the row labels, no rules)
FB_DOC = "fellbrigg_floodlight_range_datasheet.pdf"
FB_MODELS = ["FB-30", "FB-50", "FB-100", "FB-150", "FB-200", "FB-300"]
FB_POWER = [30, 50, 100, 150, 200, 300]
FB_FLUX = [4200, 7100, 14500, 21600, 29400, 43200]
FB_ROWS_TEXT = {
    "Beam angle (°)": ["120", "120", "90", "90", "60", "60"],
    "Colour temperature (K)": ["4000", "4000", "4000 / 5700", "4000 / 5700", "4000 / 5700", "5700"],
    "Ingress protection": ["IP65", "IP65", "IP66", "IP66", "IP66", "IP67"],
}
FB_WEIGHT = [1.1, 1.6, 2.9, 3.8, 5.2, 7.4]
FB_LIFE = [50000, 50000, 60000, 60000, 80000, 80000]
FB_PRICE = [64.00, 89.00, 149.00, 205.00, 268.00, 389.00]


def fb_efficacy() -> list[int]:
    out = []
    for p, f in zip(FB_POWER, FB_FLUX):
        assert f % p == 0
        out.append(f // p)
    return out


# I. Kilnsey Cloud Services (support plans as columns)
KC_DOC = "kilnsey_cloud_support_plans_2025.pdf"
KC_PLANS = ["Essential", "Business", "Premier", "Enterprise"]
KC_MONTHLY = [290, 740, 1650, 3900]
KC_ANNUAL_DISCOUNT = 10  # %
KC_EXTRA_USER = [12, 10, 8, 6]
KC_RESPONSE = [  # label, hours per plan
    ("Severity 1 – critical", [8, 4, 1, 0.25]),
    ("Severity 2 – major", [24, 8, 4, 1]),
    ("Severity 3 – minor", [48, 24, 8, 4]),
]
KC_HOURS = ["Mon–Fri 9–17", "Mon–Fri 8–20", "24/7", "24/7"]
KC_CONTACTS = ["2", "4", "8", "Unlimited"]
KC_USERS = [10, 25, 75, 200]
KC_TAM = ["–", "–", "Shared", "Dedicated"]
KC_HEALTH = [None, 1, 4, 12]
KC_CREDITS = [("below 99.9%", 10), ("below 99.5%", 25), ("below 99.0%", 50)]


def kc_annual() -> list[int]:
    return [int(D(m) * 12 * (100 - KC_ANNUAL_DISCOUNT) / 100) for m in KC_MONTHLY]


# L. Hawkridge Managed IT (support tiers as columns under a two-level header)
HK_DOC = "hawkridge_managed_it_support_tiers_2025.pdf"
HK_GROUPS = [("Remote only", ["Bronze", "Silver"]), ("Remote + on-site", ["Gold", "Platinum"])]
HK_TIERS = ["Bronze", "Silver", "Gold", "Platinum"]
HK_ROWS = [  # label, values, decimals (None = text)
    ("Price per month (EUR)", [480, 960, 1890, 3450], 0),
    ("Minimum term (months)", [12, 12, 24, 36], 0),
    ("P1 response target (hours)", [4, 2, 1, 0.5], None),
    ("P2 response target (hours)", [8, 4, 4, 2], None),
    ("P3 response target (hours)", [24, 16, 8, 8], None),
    ("Service hours", ["Mon–Fri 8–18", "Mon–Sat 7–20", "24/7", "24/7"], None),
    ("On-site visits per year", [None, None, 6, 12], 0),
    ("Devices covered", [25, 60, 150, 400], 0),
    ("Out-of-scope work (EUR per hour)", [115, 105, 95, 85], 0),
]

# J. Sollerton Joinery Ltd (small company accounts, whole pounds, two years)
SJ_DOC = "sollerton_joinery_accounts_fy2025.pdf"
SJ_YEARS = ["2025", "2024"]
SJ_PL = {  # inputs; subtotals derived
    "Turnover": [2846310, 2512870],
    "Cost of sales": [-1921250, -1716400],
    "Administrative expenses": [-611480, -560215],
    "Other operating income": [18400, 12000],
    "Interest payable and similar charges": [-14620, -17930],
    "Tax on profit": [-79340, -52975],
}
SJ_BS = {
    "Tangible assets": [412600, 438150],
    "Stocks": [186300, 171950],
    "Debtors": [402770, 356420],
    "Cash at bank and in hand": [218540, 143880],
    "Creditors: amounts falling due within one year": [-327410, -306900],
    "Creditors: amounts falling due after more than one year": [-120000, -160000],
    "Called up share capital": [50000, 50000],
}


def sj_pl() -> list[tuple[str, list[int], bool]]:
    p = SJ_PL
    gp = [a + b for a, b in zip(p["Turnover"], p["Cost of sales"])]
    op = [g + a + o for g, a, o in zip(gp, p["Administrative expenses"], p["Other operating income"])]
    pbt = [o + i for o, i in zip(op, p["Interest payable and similar charges"])]
    pat = [x + t for x, t in zip(pbt, p["Tax on profit"])]
    return [("Turnover", p["Turnover"], False), ("Cost of sales", p["Cost of sales"], False),
            ("Gross profit", gp, True), ("Administrative expenses", p["Administrative expenses"], False),
            ("Other operating income", p["Other operating income"], False), ("Operating profit", op, True),
            ("Interest payable and similar charges", p["Interest payable and similar charges"], False),
            ("Profit before taxation", pbt, True), ("Tax on profit", p["Tax on profit"], False),
            ("Profit for the financial year", pat, True)]


def sj_bs() -> list[tuple[str, list[int] | None, bool]]:
    b = SJ_BS
    ca = [s + d + c for s, d, c in zip(b["Stocks"], b["Debtors"], b["Cash at bank and in hand"])]
    nca = [x + c for x, c in zip(ca, b["Creditors: amounts falling due within one year"])]
    talcl = [t + n for t, n in zip(b["Tangible assets"], nca)]
    na = [t + c for t, c in zip(talcl, b["Creditors: amounts falling due after more than one year"])]
    res = [n - s for n, s in zip(na, b["Called up share capital"])]
    return [("Fixed assets", None, True), ("Tangible assets", b["Tangible assets"], False),
            ("Current assets", None, True), ("Stocks", b["Stocks"], False), ("Debtors", b["Debtors"], False),
            ("Cash at bank and in hand", b["Cash at bank and in hand"], False),
            ("Total current assets", ca, True),
            ("Creditors: amounts falling due within one year", b["Creditors: amounts falling due within one year"], False),
            ("Net current assets", nca, True), ("Total assets less current liabilities", talcl, True),
            ("Creditors: amounts falling due after more than one year",
             b["Creditors: amounts falling due after more than one year"], False),
            ("Net assets", na, True), ("Capital and reserves", None, True),
            ("Called up share capital", b["Called up share capital"], False),
            ("Profit and loss account", res, False), ("Shareholders' funds", na, True)]


def sj_dividends() -> int:
    res = dict((k, v) for k, v, _ in sj_bs())["Profit and loss account"]
    profit = dict((k, v) for k, v, _ in sj_pl())["Profit for the financial year"]
    return res[1] + profit[0] - res[0]


# K. Marlstone Brewing Co. (quarterly sales summary, USD thousands; volumes in barrels)
MB_DOC = "marlstone_brewing_quarterly_sales_2025.pdf"
MB_QUARTERS = ["Q1 2025", "Q2 2025", "Q3 2025", "Q4 2025"]
MB_REGIONS = [  # region, Q1..Q4, FY 2024
    ("Northeast", [1842, 2315, 2604, 1977], 8120),
    ("Mid-Atlantic", [1366, 1702, 1935, 1488], 6702),
    ("Southeast", [958, 1244, 1410, 1102], 4150),
    ("Midwest", [2105, 2486, 2771, 2210], 9018),
    ("Mountain", [644, 812, 955, 701], 2880),
    ("Pacific", [1530, 1905, 2188, 1644], 7390),
]
MB_BRANDS = [
    ("Harbour Light Lager", [5210, 6480, 7150, 5560]),
    ("Old Quarry Ale", [3140, 3420, 3310, 3680]),
    ("Red Fen IPA", [2460, 2910, 3240, 2550]),
    ("Winter Oak Stout", [1980, 720, 410, 2640]),
]


def mb_region_rows() -> list[tuple[str, list[int], int, int, float]]:
    """region, quarters, FY 2025, FY 2024, change % (one decimal, as printed); last row Total."""
    out = []
    for name, qs, fy24 in MB_REGIONS:
        fy = sum(qs)
        out.append((name, qs, fy, fy24, rnd((D(fy) - fy24) / fy24 * 100, 1)))
    tq = [sum(r[1][i] for r in out) for i in range(4)]
    tfy, t24 = sum(r[2] for r in out), sum(r[3] for r in out)
    out.append(("Total", tq, tfy, t24, rnd((D(tfy) - t24) / t24 * 100, 1)))
    return out


COMPANIES = {
    PB_DOC: "Pemberlow Office Supply B.V.", GS_DOC: "Garsdale Business Supplies",
    BF_DOC: "Brackenfield Parcel Freight", EB_DOC: "Ebbelwald Etiketten GmbH",
    UB_DOC: "Ulverscombe Bearings Ltd", WX_DOC: "Wrexcombe Workshop Supplies",
    TG_DOC: "Tregarne Catering Equipment", FB_DOC: "Fellbrigg Lighting",
    KC_DOC: "Kilnsey Cloud Services", HK_DOC: "Hawkridge Managed IT",
    SJ_DOC: "Sollerton Joinery Ltd", MB_DOC: "Marlstone Brewing Co.",
}
FAMILY = {PB_DOC: "price_list", GS_DOC: "price_list", BF_DOC: "price_list", EB_DOC: "price_list",
          UB_DOC: "catalogue", WX_DOC: "catalogue", TG_DOC: "spec_sheet", FB_DOC: "spec_sheet",
          KC_DOC: "support_plans", HK_DOC: "support_plans", SJ_DOC: "financial", MB_DOC: "financial"}
LOCALE_DE = {EB_DOC}
NAMES = ["Pemberlow", "Garsdale", "Brackenfield", "Ebbelwald", "Ulverscombe", "Wrexcombe", "Tregarne",
         "Fellbrigg", "Kilnsey", "Hawkridge", "Sollerton", "Marlstone"]

# table captions by document: (table id, page, caption as printed); a continuation repeats its id
CAPTIONS: dict[str, list[tuple[str, int, str]]] = {}


# ============================================================================ rendering
def fits(rows, widths, spans, size, header_rows, bold_rows=()):
    skip = set()
    span_w = {}
    for (c0, r0), (c1, r1) in spans:
        span_w[(c0, r0)] = sum(widths[c0:c1 + 1])
        for r in range(r0, r1 + 1):
            for c in range(c0, c1 + 1):
                if (c, r) != (c0, r0):
                    skip.add((c, r))
    for r, row in enumerate(rows):
        font = "Helvetica-Bold" if r < header_rows or r in bold_rows else "Helvetica"
        for c, x in enumerate(row):
            if (c, r) in skip or not isinstance(x, str):
                continue
            w = span_w.get((c, r), widths[c]) * mm - 7
            for line in x.split("\n"):
                assert stringWidth(line, font, size) <= w, (line, w)


def table(rows, style, widths, header_rows=1, spans=(), left_cols=1, size=8, sections=(), bold_rows=(),
          extra=()):
    fits(rows, widths, list(spans) + [((0, r), (len(widths) - 1, r)) for r in sections], size, header_rows,
         list(bold_rows) + list(sections))
    cmds = [("FONT", (0, 0), (-1, -1), "Helvetica", size),
            ("FONT", (0, 0), (-1, header_rows - 1), "Helvetica-Bold", size),
            ("ALIGN", (left_cols, 0), (-1, -1), "RIGHT"),
            ("ALIGN", (0, 0), (left_cols - 1, -1), "LEFT"),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 2.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2),
            ("LEFTPADDING", (0, 0), (-1, -1), 3.5), ("RIGHTPADDING", (0, 0), (-1, -1), 3.5)]
    for s in spans:
        cmds.append(("SPAN",) + tuple(s))
        if s[0][1] < header_rows and s[0][1] == s[1][1]:
            cmds.append(("ALIGN", s[0], s[1], "CENTER"))
    n = len(rows)
    if style == "grid":
        cmds += [("GRID", (0, 0), (-1, -1), 0.4, colors.black),
                 ("BACKGROUND", (0, 0), (-1, header_rows - 1), colors.Color(0.86, 0.88, 0.92))]
    elif style == "zebra":
        cmds += [("BACKGROUND", (0, 0), (-1, header_rows - 1), colors.Color(0.20, 0.30, 0.45)),
                 ("TEXTCOLOR", (0, 0), (-1, header_rows - 1), colors.white)]
        k = 0
        for r in range(header_rows, n):
            if r in sections:
                continue
            if k % 2:
                cmds.append(("BACKGROUND", (0, r), (-1, r), colors.Color(0.93, 0.94, 0.96)))
            k += 1
    elif style == "booktabs":
        cmds += [("LINEABOVE", (0, 0), (-1, 0), 1.0, colors.black),
                 ("LINEBELOW", (0, header_rows - 1), (-1, header_rows - 1), 0.6, colors.black),
                 ("LINEBELOW", (0, -1), (-1, -1), 1.0, colors.black)]
    elif style == "borderless":
        pass
    for r in sections:
        cmds += [("FONT", (0, r), (-1, r), "Helvetica-Bold", size), ("SPAN", (0, r), (-1, r)),
                 ("ALIGN", (0, r), (-1, r), "LEFT")]
        if style in ("grid", "zebra"):
            cmds.append(("BACKGROUND", (0, r), (-1, r), colors.Color(0.80, 0.84, 0.88)))
    for r in bold_rows:
        cmds.append(("FONT", (0, r), (-1, r), "Helvetica-Bold", size))
    t = Table(rows, colWidths=[w * mm for w in widths])
    t.setStyle(TableStyle(cmds + list(extra)))
    return t


def para(text, style="BodyText", **kw):
    st = STYLES[style]
    if kw:
        st = st.clone(f"{style}-{sorted(kw.items())}", **kw)
    return Paragraph(text, st)


def note(text):
    return para(text, fontSize=7.5, leading=9.5)


def cap(doc, tid, page, text):
    CAPTIONS.setdefault(doc, []).append((tid, page, text))
    return para(text, "Heading4")


def build(path: Path, title: str, story: list) -> None:
    company = COMPANIES[path.name]

    def footer(canvas, doc):
        canvas.saveState()
        canvas.setFont("Helvetica", 7.5)
        canvas.drawString(18 * mm, 11 * mm, company)
        canvas.drawRightString(192 * mm, 11 * mm, f"Page {doc.page}")
        canvas.restoreState()

    doc = SimpleDocTemplate(str(path), pagesize=A4, leftMargin=18 * mm, rightMargin=18 * mm, topMargin=16 * mm,
                            bottomMargin=18 * mm, title=title, author=company, invariant=1)
    doc.build(story, onFirstPage=footer, onLaterPages=footer)


def tier_label_hint(tiers):
    return [t[2] for t in tiers]


# ============================================================================ documents
def pemberlow(out: Path) -> None:
    h1 = ["Item no.", "Description", "Unit", "Unit price (EUR) by quantity ordered", "", "", ""]
    h2 = ["", "", "", *tier_label_hint(PB_TIERS)]
    rows = [h1, h2] + [[c, d_, u, *[en(p) for p in ps]] for c, d_, u, ps in PB_ITEMS]
    spans = [((3, 0), (6, 0)), ((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (2, 1))]
    t1 = table(rows, "zebra", [18, 62, 12, 20, 20, 20, 20], header_rows=2, spans=spans, left_cols=3,
               extra=[("VALIGN", (0, 0), (-1, 1), "BOTTOM")])
    drows = [["Order value (EUR, ex VAT)", "Standard (3–5 days)", "Next working day"]] + [
        [lab, "free" if s is None else en(s), en(n)] for lab, s, n in PB_DELIVERY]
    t2 = table(drows, "grid", [48, 34, 34])
    build(out / PB_DOC, "Pemberlow Office Supply trade prices 2025", [
        para("Pemberlow Office Supply B.V.", "Title"),
        para("Trade price list — valid 1 March 2025 until further notice", "Heading3"),
        para("All prices are in euro per unit of sale and exclude VAT (21%). The quantity break applies per item "
             "number on a single order."),
        Spacer(1, 3 * mm), cap(PB_DOC, "t1", 1, "Office consumables"), t1, Spacer(1, 6 * mm),
        cap(PB_DOC, "t2", 1, "Delivery charges per order"), t2, Spacer(1, 3 * mm),
        note("Orders received before 14:00 are dispatched the same day. Prices exclude VAT."),
    ])


def garsdale(out: Path) -> None:
    rows = [["Code", "Product", "Min. order", *[t[2] for t in GS_TIERS]]] + [
        [c, d_, str(m), *[en(p) for p in ps]] for c, d_, _, m, ps in GS_ITEMS]
    t1 = table(rows, "booktabs", [22, 62, 18, 20, 20, 20], left_cols=2,
               extra=[("LINEBELOW", (0, r), (-1, r), 0.25, colors.grey) for r in range(1, len(rows) - 1)])
    build(out / GS_DOC, "Garsdale Business Supplies price breaks 2025", [
        para("GARSDALE BUSINESS SUPPLIES", "Title"),
        para("Price breaks 2025 — office and print consumables", "Heading3"),
        para("Prices per unit in EUR, VAT not included. The column that applies is the one for the total quantity "
             "of a code on your order (1–99, 100–499, 500 or more units). Min. order is the smallest quantity "
             "we accept per code."),
        Spacer(1, 3 * mm), cap(GS_DOC, "t1", 1, "Price breaks per unit (EUR)"), t1, Spacer(1, 4 * mm),
        note("Free delivery within the Benelux on orders over EUR 150 net. Prices exclude VAT."),
    ])


def brackenfield(out: Path) -> None:
    rows = [["Weight per parcel", *BF_ZONES]] + [[lab, *[en(x) for x in rates]] for lab, _, _, rates in BF_BANDS]
    t1 = table(rows, "borderless", [38, 24, 24, 24, 24, 24],
               extra=[("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black)])
    zrows = [["Zone", "Destination countries"]] + [[z, ", ".join(cs)] for z, cs in BF_ZONE_MAP]
    t2 = table(zrows, "grid", [24, 110], left_cols=2)
    build(out / BF_DOC, "Brackenfield Parcel Freight rates 2025", [
        para("Brackenfield Parcel Freight", "Title"),
        para("Business parcel rates from the Netherlands, 2025", "Heading3"),
        para("Rates are in EUR per parcel, excluding VAT. A fuel surcharge of 8.5% is added to the rate on every "
             f"invoice. The maximum weight per parcel is 31.5 kg; heavier items go by pallet (quote on request). "
             "Find the zone of the destination country in the second table."),
        Spacer(1, 3 * mm), cap(BF_DOC, "t1", 1, "Parcel rates by weight and zone (EUR)"), t1, Spacer(1, 6 * mm),
        cap(BF_DOC, "t2", 1, "Zone map"), t2,
    ])


def ebbelwald(out: Path) -> None:
    h1 = ["Art.-Nr.", "Bezeichnung", "Etiketten", "Preis je Rolle (EUR) bei Abnahme von … Rollen", "", "", ""]
    h2 = ["", "", "je Rolle", *[t[2] for t in EB_TIERS]]
    rows = [h1, h2] + [[c, b, "–" if n is None else de(n, 0), *[de(p) for p in ps]] for c, b, n, ps in EB_ITEMS]
    spans = [((3, 0), (6, 0)), ((0, 0), (0, 1)), ((1, 0), (1, 1))]
    t1 = table(rows, "grid", [18, 64, 18, 18, 18, 18, 18], header_rows=2, spans=spans, left_cols=2,
               extra=[("VALIGN", (0, 0), (-1, 1), "BOTTOM")])
    srows = [["Bestellwert (netto)", "Versandkosten (EUR)"]] + [[lab, "frei" if x is None else de(x)]
                                                                for lab, x in EB_SHIPPING]
    t2 = table(srows, "grid", [50, 36])
    build(out / EB_DOC, "Ebbelwald Etiketten Preisliste 2025", [
        para("Ebbelwald Etiketten GmbH", "Title"),
        para("Preisliste 2025 für Gewerbekunden", "Heading3"),
        para("Alle Preise in Euro je Rolle, zuzüglich der gesetzlichen Mehrwertsteuer (19 %). Maßgeblich ist die "
             "Anzahl Rollen je Artikelnummer und Auftrag."),
        Spacer(1, 3 * mm), cap(EB_DOC, "t1", 1, "Etiketten und Farbbänder"), t1, Spacer(1, 6 * mm),
        cap(EB_DOC, "t2", 1, "Versandkosten je Auftrag"), t2, Spacer(1, 3 * mm),
        note("Preise netto, zzgl. MwSt. Lieferzeit 3 bis 5 Werktage."),
    ])


def ulverscombe(out: Path) -> None:
    head = ["Part no.", "Type", "Bore d (mm)", "Outside D (mm)", "Width B (mm)", "Weight (kg)", "Price (£)",
            "Stock (pcs)"]
    items = ub_items()

    def rows_of(its):
        return [head] + [[i["code"], i["type"], en(i["d"], 0), en(i["D"], 0),
                          en(i["B"], 2) if i["B"] != int(i["B"]) else en(i["B"], 0), en(i["weight"], 3),
                          en(i["price"]), str(i["stock"])] for i in its]
    w = [22, 25, 20, 25, 21, 20, 18, 21]
    p1 = table(rows_of(items[:UB_PAGE1_ROWS]), "booktabs", w, left_cols=2)
    p2 = table(rows_of(items[UB_PAGE1_ROWS:]), "booktabs", w, left_cols=2)
    build(out / UB_DOC, "Ulverscombe Bearings catalogue 2025", [
        para("Ulverscombe Bearings Ltd", "Title"),
        para("Stock bearings — catalogue and price list 2025", "Heading3"),
        para("Open (unsealed) bearings, prices in pounds sterling per bearing, excluding VAT. Sealed 2RS versions "
             "are available at a 15% surcharge. Stock figures as at 1 April 2025."),
        Spacer(1, 2 * mm), cap(UB_DOC, "t1", 1, "Bearing range"), p1,
        PageBreak(), cap(UB_DOC, "t1", 2, "Bearing range (continued)"), p2, Spacer(1, 4 * mm),
        note("Weights are approximate. Prices exclude VAT. Orders under £50 carry a £6.50 handling charge."),
    ])


def wrexcombe(out: Path) -> None:
    rows, secs = [["Cat. no.", "Item", "Pack", "Weight (kg)", "List price (£)", "Trade price (£)"]], []
    items = wx_items()
    for sec, _ in WX_SECTIONS:
        secs.append(len(rows))
        rows.append([sec, "", "", "", "", ""])
        for i in items:
            if i["section"] == sec:
                rows.append([i["code"], i["name"], i["pack"], en(i["kg"]), en(i["list"]), en(i["trade"])])
    t1 = table(rows, "zebra", [20, 62, 22, 20, 24, 24], left_cols=3, sections=secs)
    build(out / WX_DOC, "Wrexcombe Workshop Supplies catalogue 2025", [
        para("Wrexcombe Workshop Supplies", "Title"),
        para("Tools and workshop equipment 2025", "Heading3"),
        para("List prices and trade prices in GBP excluding VAT. Trade prices apply to account customers and are "
             f"{WX_TRADE_DISCOUNT}% below list. Weights are shipping weights per pack."),
        Spacer(1, 3 * mm), cap(WX_DOC, "t1", 1, "Catalogue"), t1, Spacer(1, 4 * mm),
        note("All prices exclude VAT at 20%."),
    ])


def tregarne(out: Path) -> None:
    rows = [["Parameter", "Unit", *TG_MODELS]]
    for lab, unit, vals, dp in TG_ROWS:
        rows.append([lab, unit, *[v if isinstance(v, str) else en(v, dp) for v in vals]])
    t1 = table(rows, "zebra", [38, 16, 22, 22, 25, 25, 26], left_cols=2, size=7.5)
    build(out / TG_DOC, "Tregarne warewashers technical data", [
        para("Tregarne Catering Equipment", "Title"),
        para("Warewashers — technical data 2025", "Heading3"),
        para("Undercounter (U), hood-type (H) and rack conveyor (R) machines. List prices in EUR excluding VAT and "
             "installation. The rack conveyor runs continuously and has no cycle time."),
        Spacer(1, 3 * mm), cap(TG_DOC, "t1", 1, "Technical data by model"), t1,
    ])


def fellbrigg(out: Path) -> None:
    rows = [["", *FB_MODELS]]
    rows.append(["Rated power (W)", *[en(x, 0) for x in FB_POWER]])
    rows.append(["Luminous flux (lm)", *[en(x, 0) for x in FB_FLUX]])
    rows.append(["Efficacy (lm/W)", *[en(x, 0) for x in fb_efficacy()]])
    for lab, vals in FB_ROWS_TEXT.items():
        rows.append([lab, *vals])
    rows.append(["Weight (kg)", *[en(x, 1) for x in FB_WEIGHT]])
    rows.append(["Rated life L80 (h)", *[en(x, 0) for x in FB_LIFE]])
    rows.append(["Price (GBP, ex VAT)", *[en(x) for x in FB_PRICE]])
    t1 = table(rows, "borderless", [44, 22, 22, 22, 22, 22, 22],
               extra=[("FONT", (0, 1), (0, -1), "Helvetica-Bold", 8)])
    build(out / FB_DOC, "Fellbrigg floodlight range", [
        para("Fellbrigg Lighting", "Title"),
        para("FB floodlight range — data sheet", "Heading3"),
        para("LED floodlights with die-cast aluminium housing, for walls, yards and car parks. Operating "
             "temperature −30 to +50 °C. Prices per luminaire in GBP excluding VAT."),
        Spacer(1, 3 * mm), cap(FB_DOC, "t1", 1, "Specifications"), t1,
    ])


def kilnsey(out: Path) -> None:
    rows, secs = [["", *KC_PLANS]], []

    def sec(lab):
        secs.append(len(rows))
        rows.append([lab] + [""] * len(KC_PLANS))
    sec("Fees")
    rows.append(["Monthly fee (EUR)", *[en(x, 0) for x in KC_MONTHLY]])
    rows.append(["Annual fee, paid in advance (EUR)", *[en(x, 0) for x in kc_annual()]])
    rows.append(["Each additional user (EUR per month)", *[en(x, 0) for x in KC_EXTRA_USER]])
    sec("Initial response time (hours)")
    for lab, hs in KC_RESPONSE:
        rows.append([lab, *[f"{h:g}" for h in hs]])
    sec("Service")
    rows.append(["Support hours", *KC_HOURS])
    rows.append(["Users included", *[str(x) for x in KC_USERS]])
    rows.append(["Named technical contacts", *KC_CONTACTS])
    rows.append(["Technical account manager", *KC_TAM])
    rows.append(["Health checks per year", *["–" if x is None else str(x) for x in KC_HEALTH]])
    t1 = table(rows, "grid", [58, 26, 26, 26, 26], sections=secs)
    crow = [["Monthly availability", "Service credit (% of monthly fee)"]] + [[a, f"{c}%"] for a, c in KC_CREDITS]
    t2 = table(crow, "booktabs", [40, 52])
    build(out / KC_DOC, "Kilnsey Cloud Services support plans 2025", [
        para("Kilnsey Cloud Services", "Title"),
        para("Support plans 2025", "Heading3"),
        para("Every plan covers the Kilnsey hosting platform and its managed databases. Fees exclude VAT. The annual "
             f"fee is twelve monthly fees less {KC_ANNUAL_DISCOUNT}%. Response times are targets for the first "
             "response by an engineer, measured within the plan's support hours."),
        Spacer(1, 3 * mm), cap(KC_DOC, "t1", 1, "Plan comparison"), t1, Spacer(1, 6 * mm),
        cap(KC_DOC, "t2", 1, "Service credits"), t2,
    ])


def hawkridge(out: Path) -> None:
    h1, spans = [""], []
    for g, tiers in HK_GROUPS:
        spans.append(((len(h1), 0), (len(h1) + len(tiers) - 1, 0)))
        h1 += [g] + [""] * (len(tiers) - 1)
    rows = [h1, ["", *HK_TIERS]]
    for lab, vals, dp in HK_ROWS:
        rows.append([lab, *["–" if v is None else v if isinstance(v, str) else
                            (f"{v:g}" if dp is None else en(v, dp)) for v in vals]])
    t1 = table(rows, "booktabs", [62, 26, 26, 26, 26], header_rows=2, spans=spans,
               extra=[("LINEBELOW", (1, 0), (2, 0), 0.4, colors.black), ("LINEBELOW", (3, 0), (4, 0), 0.4, colors.black)])
    build(out / HK_DOC, "Hawkridge Managed IT support tiers 2025", [
        para("Hawkridge Managed IT", "Title"),
        para("Support tiers for small and mid-sized offices", "Heading3"),
        para("All prices in EUR, VAT excluded, billed monthly in advance. Response targets are the time from a "
             "logged call to the first engineer contact."),
        Spacer(1, 3 * mm), cap(HK_DOC, "t1", 1, "Tier overview"), t1, Spacer(1, 4 * mm),
        note("Devices beyond the number covered are charged at EUR 14 per device per month."),
    ])


def sollerton(out: Path) -> None:
    def fin_rows(lines):
        rows, bold, secs = [["", *SJ_YEARS], ["", "£", "£"]], [], []
        for lab, vals, b in lines:
            if vals is None:
                secs.append(len(rows))
                rows.append([lab, "", ""])
                continue
            if b:
                bold.append(len(rows))
            rows.append([lab, *[acct(v) for v in vals]])
        return rows, bold, secs
    rows, bold, _ = fin_rows(sj_pl())
    t1 = table(rows, "borderless", [92, 30, 30], header_rows=2, bold_rows=bold,
               extra=[("LINEABOVE", (1, r), (-1, r), 0.4, colors.black) for r in bold])
    brows, bbold, bsecs = fin_rows(sj_bs())
    t2 = table(brows, "borderless", [92, 30, 30], header_rows=2, bold_rows=bbold + bsecs,
               extra=[("LINEABOVE", (1, r), (-1, r), 0.4, colors.black) for r in bbold])
    build(out / SJ_DOC, "Sollerton Joinery Ltd accounts year ended 31 March 2025", [
        para("Sollerton Joinery Ltd", "Title"),
        para("Financial statements for the year ended 31 March 2025", "Heading3"),
        para("Company registered in England and Wales. Figures in pounds sterling; the comparative year ended "
             "31 March 2024."),
        Spacer(1, 3 * mm), cap(SJ_DOC, "t1", 1, "Profit and loss account"), t1,
        PageBreak(), cap(SJ_DOC, "t2", 2, "Balance sheet as at 31 March"), t2, Spacer(1, 4 * mm),
        note("Average number of employees during the year: 31 (2024: 28)."),
    ])


def marlstone(out: Path) -> None:
    rows = [["Region", *MB_QUARTERS, "FY 2025", "FY 2024", "Change %"]]
    rr = mb_region_rows()
    for name, qs, fy, fy24, ch in rr:
        rows.append([name, *[en(x, 0) for x in qs], en(fy, 0), en(fy24, 0), f"{ch:+.1f}"])
    t1 = table(rows, "grid", [30, 19, 19, 19, 19, 20, 20, 19], bold_rows=[len(rows) - 1])
    brows = [["Brand", *MB_QUARTERS, "FY 2025"]]
    for name, qs in MB_BRANDS:
        brows.append([name, *[en(x, 0) for x in qs], en(sum(qs), 0)])
    tot = [sum(b[1][i] for b in MB_BRANDS) for i in range(4)]
    brows.append(["All brands", *[en(x, 0) for x in tot], en(sum(tot), 0)])
    t2 = table(brows, "zebra", [42, 20, 20, 20, 20, 22], bold_rows=[len(brows) - 1])
    build(out / MB_DOC, "Marlstone Brewing quarterly sales 2025", [
        para("Marlstone Brewing Co.", "Title"),
        para("Sales summary — fiscal year 2025 (calendar quarters)", "Heading3"),
        para("Net sales are after excise duty and distributor discounts. Change % compares FY 2025 with FY 2024."),
        Spacer(1, 3 * mm), cap(MB_DOC, "t1", 1, "Net sales by region (USD thousands)"), t1, Spacer(1, 6 * mm),
        cap(MB_DOC, "t2", 1, "Shipments by brand (barrels)"), t2, Spacer(1, 3 * mm),
        note("Shipments are in US beer barrels (31 US gallons) and are not scaled."),
    ])


BUILDERS = [pemberlow, garsdale, brackenfield, ebbelwald, ulverscombe, wrexcombe, tregarne, fellbrigg, kilnsey,
            hawkridge, sollerton, marlstone]


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    CAPTIONS.clear()
    for b in BUILDERS:
        b(out)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
