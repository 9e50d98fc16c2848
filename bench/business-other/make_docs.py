"""Held-out business documents from companies the project has never seen (bench/business-other).

    python bench/business-other/make_docs.py OUTDIR

Writes eleven PDFs of the five business families (price lists, annual reports, spec sheets, support
plans, a catalogue) with reportlab, deterministically: no randomness, every figure is a plain Python
structure below, so make_questions.py computes the gold answers from the same data and never from
tabsql. Layouts vary on purpose (grid, borderless, zebra, booktabs rules, two-level column headers,
scale notes, quantity tiers, a transposed spec sheet, a catalogue table continued on a second page,
two German documents with German number format).
"""
from __future__ import annotations

import sys
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import PageBreak, Paragraph, Spacer

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import held_out_docs  # noqa: E402
from held_out_docs import STYLES, build, de, en, fin, para, table  # noqa: E402  (bench/held_out_docs.py)

# ----------------------------------------------------------------------------------------- data
ORVANE_TIERS = ("1–99", "100–499", "500+")
ORVANE_ITEMS = [  # item no., product, pack, unit price USD per tier
    ("OLS-1102", "Nitrile gloves, size M", "box of 100", (9.80, 8.95, 8.10)),
    ("OLS-1103", "Nitrile gloves, size L", "box of 100", (10.20, 9.30, 8.45)),
    ("OLS-2210", "Pipette tips 200 µl", "rack of 96", (6.40, 5.75, 5.10)),
    ("OLS-2215", "Pipette tips 1000 µl", "rack of 96", (7.15, 6.50, 5.85)),
    ("OLS-3307", "Petri dishes 90 mm", "sleeve of 20", (4.25, 3.90, 3.55)),
    ("OLS-4420", "Centrifuge tubes 50 ml", "bag of 25", (8.60, 7.80, 7.05)),
    ("OLS-5531", "Lab coat, cotton, size L", "each", (32.50, 29.90, 27.40)),
    ("OLS-6604", "Safety goggles, anti-fog", "each", (11.75, 10.60, 9.50)),
    ("OLS-7712", "Disinfectant wipes", "tub of 200", (12.90, 11.40, 10.20)),
]
ORVANE_DELIVERY = [  # order value band, standard, next-day (USD)
    ("up to USD 250.00", 14.50, 29.00),
    ("USD 250.01 – 1,000.00", 9.50, 22.00),
    ("over USD 1,000.00", 0.00, 15.00),
]

TESSALINE_ITEMS = [  # code, description, unit, list price USD, min. order
    ("TS-0481", "Nitrile gloves, size M", "box of 100", 9.45, 10),
    ("TS-0482", "Nitrile gloves, size L", "box of 100", 9.95, 10),
    ("TS-0610", "Petri dishes 90 mm", "sleeve of 20", 4.60, 5),
    ("TS-0744", "Safety goggles, anti-fog", "each", 12.40, 1),
    ("TS-0790", "Lab coat, cotton, size L", "each", 30.80, 1),
    ("TS-0815", "Face masks FFP2", "box of 20", 15.20, 5),
    ("TS-0902", "Hand sanitiser 500 ml", "bottle", 5.35, 12),
    ("TS-0977", "Cleanroom shoe covers", "pack of 100", 18.75, 2),
]
TESSALINE_DISCOUNTS = [("1 – 49", 0.0), ("50 – 199", 4.0), ("200 – 999", 7.5), ("1,000 and more", 10.0)]

KRONWALD_TIERS = ("1–9 VE", "10–49 VE", "ab 50 VE")
KRONWALD_ITEMS = [  # Art.-Nr., Bezeichnung, VE, Preis je VE in EUR je Staffel
    ("KW-10040", "Sechskantschraube M8 x 40, verzinkt", "100 Stk.", (14.20, 12.80, 11.35)),
    ("KW-10060", "Sechskantschraube M10 x 60, verzinkt", "100 Stk.", (21.90, 19.70, 17.60)),
    ("KW-20008", "Sechskantmutter M8, verzinkt", "200 Stk.", (7.45, 6.70, 5.95)),
    ("KW-30010", "Unterlegscheibe 10,5 mm, Edelstahl", "500 Stk.", (18.30, 16.50, 14.60)),
    ("KW-40006", "Dübel 6 x 30, Nylon", "100 Stk.", (4.90, 4.40, 3.90)),
    ("KW-50120", "Gewindestange M12 x 1000 mm", "10 Stk.", (38.60, 34.80, 31.20)),
    ("KW-60045", "Holzschraube 4,5 x 45, Torx", "500 Stk.", (24.75, 22.30, 19.80)),
]
KRONWALD_SHIPPING = [("bis 150,00 €", 8.90), ("150,01 – 500,00 €", 5.90), ("über 500,00 €", 0.00)]

# Veldhaven Marine Systems N.V., in thousands of EUR, columns 2025 then 2024
VELDHAVEN_IS = {  # line item: (2025, 2024); expenses negative
    "Revenue": (412_580, 386_240),
    "Cost of sales": (-268_170, -254_910),
    "Selling expenses": (-31_240, -29_880),
    "General and administrative expenses": (-27_615, -26_020),
    "Research and development expenses": (-18_930, -17_450),
    "Finance costs, net": (-4_380, -5_120),
    "Income tax": (-15_560, -13_215),
}
VELDHAVEN_BS_ASSETS = {
    "Property, plant and equipment": (188_400, 176_950),
    "Intangible assets": (42_310, 44_870),
    "Inventories": (71_250, 66_480),
    "Trade receivables": (58_930, 61_200),
    "Cash and cash equivalents": (39_870, 28_540),
}
VELDHAVEN_BS_EQL = {"Total equity": (214_600, 186_300), "Non-current borrowings": (96_500, 108_000)}
VELDHAVEN_SEGMENTS = {  # segment: (revenue 2025, revenue 2024, operating profit 2025, operating profit 2024)
    "Propulsion": (168_340, 157_900, 31_250, 27_640),
    "Navigation electronics": (121_760, 112_480, 22_180, 19_870),
    "Deck machinery": (86_930, 84_610, 9_640, 8_950),
    "Aftermarket services": (35_550, 31_250, 8_215, 6_930),
}
VELDHAVEN_CORPORATE = (-4_660, -5_410)  # operating profit of corporate and eliminations, 2025 / 2024

# Pallister Foods Inc., USD million, fiscal 2024 then fiscal 2025
PALLISTER_IS = {
    "Net sales": (2_418.6, 2_563.2),
    "Cost of goods sold": (-1_702.3, -1_781.4),
    "Selling, general and administrative": (-421.8, -447.5),
    "Restructuring charges": (-18.4, -6.2),
    "Interest expense": (-41.7, -38.9),
    "Provision for income taxes": (-54.3, -66.0),
}
PALLISTER_BS = {  # condensed balance sheet, end of fiscal year
    "Cash": (184.2, 231.5),
    "Accounts receivable": (276.9, 288.4),
    "Inventories": (341.5, 329.8),
    "Property and equipment, net": (912.6, 948.1),
    "Goodwill": (415.0, 415.0),
    "Current liabilities": (498.7, 512.3),
    "Long-term debt": (780.0, 720.0),
}
PALLISTER_SEGMENTS = {"Frozen": (1_104.3, 1_162.9), "Bakery": (823.7, 861.4)}  # Beverages = the rest

# Lindqvist Antriebstechnik AG, in Tsd. EUR, 2025 then 2024
LINDQVIST_GUV = {
    "Umsatzerlöse": (96_480, 91_215),
    "Materialaufwand": (-41_370, -39_880),
    "Personalaufwand": (-28_940, -27_310),
    "Abschreibungen": (-6_215, -5_980),
    "Sonstige betriebliche Aufwendungen": (-9_860, -9_420),
    "Finanzergebnis": (-1_140, -1_365),
    "Steuern vom Einkommen und vom Ertrag": (-2_720, -2_210),
}
LINDQVIST_KENNZAHLEN = [  # Kennzahl, Einheit, 2025, 2024
    ("Auftragseingang", "Tsd. EUR", 101_300, 88_950),
    ("Mitarbeiter zum 31.12.", "Anzahl", 612, 587),
    ("Investitionen", "Tsd. EUR", 7_840, 6_125),
]

CORVID_MODELS = ("CT-15", "CT-25", "CT-40", "CT-60", "CT-90")
CORVID_SPECS = [  # property, unit, value per model
    ("Cooling capacity", "kW", (15.2, 24.8, 39.5, 61.0, 88.7)),
    ("Power input", "kW", (5.1, 8.0, 12.6, 19.4, 27.9)),
    ("Refrigerant", "", ("R410A", "R410A", "R32", "R32", "R32")),
    ("Sound pressure at 10 m", "dB(A)", (52, 54, 57, 60, 63)),
    ("Operating weight", "kg", (185, 240, 365, 510, 735)),
    ("Water flow, nominal", "m³/h", (2.6, 4.3, 6.8, 10.5, 15.3)),
    ("List price", "EUR", (9_850, 13_400, 19_750, 27_300, 36_900)),
]

HALDEN_TRUCKS = [  # model, load capacity kg, lift height mm, battery, travel speed km/h, price EUR
    ("HL-E16", 1_600, 4_800, "48 V / 460 Ah", 16.0, 24_900),
    ("HL-E20", 2_000, 5_500, "48 V / 620 Ah", 17.0, 29_450),
    ("HL-E25", 2_500, 6_000, "80 V / 500 Ah", 18.5, 35_800),
    ("HL-E30", 3_000, 6_500, "80 V / 620 Ah", 18.0, 41_200),
    ("HL-E35", 3_500, 7_000, "80 V / 775 Ah", 17.5, 47_650),
]

NIMBRA_PLANS = [  # plan, fee USD per year on 1-year term, on 3-year term, hours, named contacts
    ("Essentials", 2_400, 2_160, "8x5", "2"),
    ("Professional", 5_900, 5_310, "12x5", "4"),
    ("Enterprise", 11_800, 10_620, "24x7", "8"),
    ("Enterprise Plus", 19_500, 17_550, "24x7", "unlimited"),
]
NIMBRA_RESPONSE = [  # severity, hours per plan (same order as NIMBRA_PLANS)
    ("Severity 1 (critical)", (8, 4, 1, 0.5)),
    ("Severity 2 (major)", (24, 8, 4, 2)),
    ("Severity 3 (minor)", (72, 24, 12, 8)),
]

ASHGROVE_FAMILIES = [  # category, product, sizes, base price GBP, price step per size, base weight g, step g
    ("Digging", "Border spade", ("small", "standard"), 24.50, 4.00, 1650, 250),
    ("Digging", "Digging fork", ("small", "standard"), 26.00, 4.50, 1800, 300),
    ("Digging", "Trowel", ("narrow", "wide"), 8.90, 1.10, 240, 40),
    ("Cutting", "Bypass secateurs", ("S", "M", "L"), 18.75, 3.25, 210, 30),
    ("Cutting", "Anvil loppers", ("500 mm", "700 mm"), 34.90, 7.00, 980, 260),
    ("Cutting", "Hedge shears", ("standard", "telescopic"), 29.50, 9.50, 1100, 350),
    ("Cutting", "Pruning saw", ("240 mm", "330 mm"), 16.40, 3.60, 260, 80),
    ("Raking", "Lawn rake", ("narrow", "wide"), 14.95, 2.55, 820, 140),
    ("Raking", "Leaf rake", ("plastic", "steel"), 11.20, 4.30, 600, 180),
    ("Watering", "Watering can", ("5 l", "10 l"), 12.80, 5.20, 540, 310),
    ("Watering", "Hose reel", ("30 m", "50 m"), 39.00, 15.00, 3200, 1400),
    ("Watering", "Spray nozzle", ("4-pattern", "8-pattern"), 7.50, 3.00, 180, 40),
    ("Planting", "Dibber", ("wooden", "steel"), 6.25, 2.50, 150, 110),
    ("Planting", "Bulb planter", ("manual", "long-handled"), 9.80, 12.20, 310, 900),
    ("Planting", "Seed tray set", ("6-pack", "12-pack"), 5.40, 4.60, 420, 400),
    ("Care", "Kneeling pad", ("standard", "XL"), 8.20, 3.30, 260, 120),
    ("Care", "Garden gloves", ("S", "M", "L", "XL"), 6.95, 0.50, 110, 10),
    ("Care", "Wheelbarrow", ("85 l", "110 l"), 64.00, 18.00, 13500, 2500),
]
ASHGROVE_PAGE1_ROWS = 20  # the table continues on page 2 after this many rows


def ashgrove_rows() -> list[tuple[str, str, str, int, float]]:
    """Catalogue rows (item no., product, category, weight g, price GBP) in printed order."""
    rows = []
    for fam, (cat, product, sizes, price, pstep, weight, wstep) in enumerate(ASHGROVE_FAMILIES, start=1):
        for i, size in enumerate(sizes):
            rows.append((f"AG-{fam:02d}{i + 1}", f"{product}, {size}", cat, weight + i * wstep,
                         round(price + i * pstep, 2)))
    return rows


def veldhaven_is_rows() -> list[tuple[str, tuple[int, int], bool]]:
    """Printed income statement rows (label, (2025, 2024), is_total)."""
    v = VELDHAVEN_IS
    add = lambda *keys: tuple(sum(v[k][i] if k in v else computed[k][i] for k in keys) for i in range(2))
    computed: dict[str, tuple[int, int]] = {}
    computed["Gross profit"] = add("Revenue", "Cost of sales")
    computed["Operating profit"] = add("Gross profit", "Selling expenses", "General and administrative expenses",
                                       "Research and development expenses")
    computed["Profit before tax"] = add("Operating profit", "Finance costs, net")
    computed["Profit for the year"] = add("Profit before tax", "Income tax")
    order = ["Revenue", "Cost of sales", "Gross profit", "Selling expenses", "General and administrative expenses",
             "Research and development expenses", "Operating profit", "Finance costs, net", "Profit before tax",
             "Income tax", "Profit for the year"]
    return [(k, v.get(k) or computed[k], k in computed) for k in order]


def veldhaven_bs() -> dict[str, tuple[int, int]]:
    """Every balance sheet line (2025, 2024), totals computed; current liabilities balance the sheet."""
    a = VELDHAVEN_BS_ASSETS
    s = lambda *keys: tuple(sum(out[k][i] for k in keys) for i in range(2))
    out = dict(a)
    out["Total non-current assets"] = s("Property, plant and equipment", "Intangible assets")
    out["Total current assets"] = s("Inventories", "Trade receivables", "Cash and cash equivalents")
    out["Total assets"] = s("Total non-current assets", "Total current assets")
    out.update(VELDHAVEN_BS_EQL)
    out["Current liabilities"] = tuple(out["Total assets"][i] - out["Total equity"][i] - out["Non-current borrowings"][i]
                                       for i in range(2))
    out["Total equity and liabilities"] = out["Total assets"]
    return out


def pallister_is() -> dict[str, tuple[float, float]]:
    """Income statement (FY2024, FY2025) with computed subtotals, rounded to 0.1."""
    v = dict(PALLISTER_IS)
    s = lambda *keys: tuple(round(sum(v[k][i] for k in keys), 1) for i in range(2))
    v["Gross profit"] = s("Net sales", "Cost of goods sold")
    v["Operating income"] = s("Gross profit", "Selling, general and administrative", "Restructuring charges")
    v["Income before income taxes"] = s("Operating income", "Interest expense")
    v["Net income"] = s("Income before income taxes", "Provision for income taxes")
    return v


def pallister_bs() -> dict[str, tuple[float, float]]:
    v = dict(PALLISTER_BS)
    assets = ("Cash", "Accounts receivable", "Inventories", "Property and equipment, net", "Goodwill")
    v["Total assets"] = tuple(round(sum(v[k][i] for k in assets), 1) for i in range(2))
    v["Shareholders' equity"] = tuple(round(v["Total assets"][i] - v["Current liabilities"][i] - v["Long-term debt"][i], 1)
                                      for i in range(2))
    v["Total liabilities and equity"] = v["Total assets"]
    return v


def pallister_segments() -> dict[str, tuple[float, float]]:
    seg = dict(PALLISTER_SEGMENTS)
    sales = PALLISTER_IS["Net sales"]
    seg["Beverages"] = tuple(round(sales[i] - sum(s[i] for s in PALLISTER_SEGMENTS.values()), 1) for i in range(2))
    seg["Total net sales"] = sales
    return seg


def lindqvist_guv() -> list[tuple[str, tuple[int, int], bool]]:
    v = LINDQVIST_GUV
    ebit = tuple(sum(v[k][i] for k in ("Umsatzerlöse", "Materialaufwand", "Personalaufwand", "Abschreibungen",
                                       "Sonstige betriebliche Aufwendungen")) for i in range(2))
    ebt = tuple(ebit[i] + v["Finanzergebnis"][i] for i in range(2))
    net = tuple(ebt[i] + v["Steuern vom Einkommen und vom Ertrag"][i] for i in range(2))
    rows = [(k, v[k], False) for k in list(v)[:5]]
    rows += [("Betriebsergebnis (EBIT)", ebit, True), ("Finanzergebnis", v["Finanzergebnis"], False),
             ("Ergebnis vor Steuern", ebt, True),
             ("Steuern vom Einkommen und vom Ertrag", v["Steuern vom Einkommen und vom Ertrag"], False),
             ("Jahresüberschuss", net, True)]
    return rows


# ------------------------------------------------------------------------------------- documents
def orvane(out: Path) -> None:
    head1 = ["Item no.", "Product", "Pack size", "Unit price (USD) by order quantity", "", ""]
    head2 = ["", "", "", *ORVANE_TIERS]
    body = [[no, name, pack, *(en(p) for p in prices)] for no, name, pack, prices in ORVANE_ITEMS]
    t1 = table([head1, head2, *body], "grid", [22, 52, 26, 24, 24, 24], header_rows=2, left_cols=3,
               extra=[("SPAN", (3, 0), (5, 0)), ("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1)),
                      ("SPAN", (2, 0), (2, 1)), ("ALIGN", (3, 0), (5, 1), "CENTER")])
    deliv = [["Order value (net)", "Standard (3–5 days)", "Next-day"]] + \
            [[band, en(s), en(n)] for band, s, n in ORVANE_DELIVERY]
    t2 = table(deliv, "borderless", [60, 40, 40],
               extra=[("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.black)])
    build(out / "orvane_pricelist_2025.pdf", "Orvane price list 2025", "Orvane Lab Supplies Ltd", [
        para("Orvane Lab Supplies Ltd — Price List 2025", "Title"),
        para("Valid 1 January to 31 December 2025. Prices are in US dollars, excluding sales tax. The quantity "
             "band is set by the number of packs of one item on a single order."),
        Spacer(1, 4 * mm), para("Table 1: Consumables and protective equipment", "Heading4"), t1,
        Spacer(1, 6 * mm), para("Table 2: Delivery charges per order (USD)", "Heading4"), t2,
        Spacer(1, 4 * mm), para("Orders placed before 2 p.m. ship the same working day."),
    ])


def tessaline(out: Path) -> None:
    rows = [["Code", "Description", "Unit", "List price (USD)", "Min. order"]] + \
           [[c, d, u, en(p), str(m)] for c, d, u, p, m in TESSALINE_ITEMS]
    t1 = table(rows, "zebra", [22, 56, 28, 30, 24], left_cols=3)
    disc = [["Order quantity (units per line)", "Discount on list price"]] + \
           [[q, f"{d:.1f} %"] for q, d in TESSALINE_DISCOUNTS]
    t2 = table(disc, "booktabs", [70, 45])
    build(out / "tessaline_prices_2025.pdf", "Tessaline Supply Co. prices 2025", "Tessaline Supply Co.", [
        para("Tessaline Supply Co.", "Title"),
        para("Laboratory &amp; safety range — list prices effective March 2025"),
        Spacer(1, 4 * mm), t1, Spacer(1, 6 * mm),
        para("Volume discounts", "Heading4"),
        para("Discounts apply per order line and are deducted from the list price above."), t2,
    ])


def kronwald(out: Path) -> None:
    head1 = ["Art.-Nr.", "Bezeichnung", "VE", "Preis je VE in EUR (netto)", "", ""]
    head2 = ["", "", "", *KRONWALD_TIERS]
    body = [[no, name, ve, *(de(p) for p in prices)] for no, name, ve, prices in KRONWALD_ITEMS]
    t1 = table([head1, head2, *body], "borderless", [22, 62, 18, 22, 22, 22], header_rows=2, left_cols=3,
               extra=[("SPAN", (3, 0), (5, 0)), ("ALIGN", (3, 0), (5, 1), "CENTER"),
                      ("LINEBELOW", (0, 1), (-1, 1), 0.5, colors.black)])
    ship = [["Bestellwert (netto)", "Versandkosten in EUR"]] + [[b, de(c)] for b, c in KRONWALD_SHIPPING]
    t2 = table(ship, "grid", [60, 45])
    build(out / "kronwald_preisliste_2025.pdf", "Kronwald Preisliste 2025", "Kronwald Befestigungstechnik GmbH", [
        para("Kronwald Befestigungstechnik GmbH", "Title"),
        para("Preisliste 2025 – gültig ab 1. Februar 2025. Alle Preise in Euro zzgl. MwSt. "
             "VE = Verpackungseinheit; die Staffel richtet sich nach der Anzahl VE je Artikel und Auftrag."),
        Spacer(1, 4 * mm), para("Tabelle 1: Schrauben, Muttern und Zubehör", "Heading4"), t1,
        Spacer(1, 6 * mm), para("Tabelle 2: Versandkosten je Auftrag", "Heading4"), t2,
    ])


def veldhaven(out: Path) -> None:
    is_rows = [["", "2025", "2024"]] + [[k, fin(v[0]), fin(v[1])] for k, v, _ in veldhaven_is_rows()]
    bold = [("FONT", (0, i + 1), (-1, i + 1), "Helvetica-Bold", 8.5) for i, r in enumerate(veldhaven_is_rows()) if r[2]]
    t1 = table(is_rows, "booktabs", [90, 30, 30], extra=bold)
    bs = veldhaven_bs()
    layout = [("Non-current assets", None), ("Property, plant and equipment", 1), ("Intangible assets", 1),
              ("Total non-current assets", 2), ("Current assets", None), ("Inventories", 1), ("Trade receivables", 1),
              ("Cash and cash equivalents", 1), ("Total current assets", 2), ("Total assets", 2),
              ("Equity and liabilities", None), ("Total equity", 1), ("Non-current borrowings", 1),
              ("Current liabilities", 1), ("Total equity and liabilities", 2)]
    bs_rows = [["At 31 December", "2025", "2024"]]
    extra = []
    for label, level in layout:
        if level is None:
            bs_rows.append([label, "", ""])
            extra.append(("FONT", (0, len(bs_rows) - 1), (0, len(bs_rows) - 1), "Helvetica-Oblique", 8.5))
        else:
            bs_rows.append([label, en(bs[label][0], 0), en(bs[label][1], 0)])
            if level == 2:
                extra.append(("FONT", (0, len(bs_rows) - 1), (-1, len(bs_rows) - 1), "Helvetica-Bold", 8.5))
    t2 = table(bs_rows, "grid", [90, 30, 30], extra=extra)
    seg_head1 = ["Segment", "Revenue", "", "Operating profit", ""]
    seg_head2 = ["", "2025", "2024", "2025", "2024"]
    seg_rows = [[s, en(v[0], 0), en(v[1], 0), en(v[2], 0), en(v[3], 0)] for s, v in VELDHAVEN_SEGMENTS.items()]
    seg_rows.append(["Corporate and eliminations", "–", "–", fin(VELDHAVEN_CORPORATE[0]), fin(VELDHAVEN_CORPORATE[1])])
    tot_rev = [sum(v[i] for v in VELDHAVEN_SEGMENTS.values()) for i in range(2)]
    tot_op = [sum(v[2 + i] for v in VELDHAVEN_SEGMENTS.values()) + VELDHAVEN_CORPORATE[i] for i in range(2)]
    seg_rows.append(["Group", en(tot_rev[0], 0), en(tot_rev[1], 0), en(tot_op[0], 0), en(tot_op[1], 0)])
    t3 = table([seg_head1, seg_head2, *seg_rows], "zebra", [60, 26, 26, 26, 26], header_rows=2,
               extra=[("SPAN", (1, 0), (2, 0)), ("SPAN", (3, 0), (4, 0)), ("ALIGN", (1, 0), (-1, 1), "CENTER"),
                      ("FONT", (0, -1), (-1, -1), "Helvetica-Bold", 8.5)])
    build(out / "veldhaven_annual_report_2025.pdf", "Veldhaven Marine Systems Annual Report 2025",
          "Veldhaven Marine Systems N.V.", [
              para("Veldhaven Marine Systems N.V. — Annual Report 2025", "Title"),
              para("Consolidated financial statements for the year ended 31 December 2025, prepared in accordance "
                   "with IFRS as adopted by the EU."),
              para("Consolidated statement of profit or loss", "Heading3"),
              para("in thousands of EUR"), t1,
              para("Amounts in brackets are expenses or losses."),
              PageBreak(),
              para("Consolidated statement of financial position", "Heading3"),
              para("in thousands of EUR"), t2, Spacer(1, 6 * mm),
              para("Segment information", "Heading3"),
              para("Revenue and operating profit by operating segment, in thousands of EUR"), t3,
          ])


def pallister(out: Path) -> None:
    v = pallister_is()
    order = ["Net sales", "Cost of goods sold", "Gross profit", "Selling, general and administrative",
             "Restructuring charges", "Operating income", "Interest expense", "Income before income taxes",
             "Provision for income taxes", "Net income"]
    rows = [["(USD million)", "Fiscal 2024", "Fiscal 2025"]] + [[k, fin(v[k][0], 1), fin(v[k][1], 1)] for k in order]
    t1 = table(rows, "borderless", [90, 30, 30],
               extra=[("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.black)])
    b = pallister_bs()
    border = ["Cash", "Accounts receivable", "Inventories", "Property and equipment, net", "Goodwill", "Total assets",
              "Current liabilities", "Long-term debt", "Shareholders' equity", "Total liabilities and equity"]
    rows2 = [["(USD million)", "Fiscal 2024", "Fiscal 2025"]] + [[k, en(b[k][0], 1), en(b[k][1], 1)] for k in border]
    t2 = table(rows2, "grid", [90, 30, 30])
    seg = pallister_segments()
    rows3 = [["Net sales by segment (USD million)", "Fiscal 2024", "Fiscal 2025"]] + \
            [[k, en(s[0], 1), en(s[1], 1)] for k, s in seg.items()]
    t3 = table(rows3, "booktabs", [90, 30, 30])
    build(out / "pallister_10k_summary_fy2025.pdf", "Pallister Foods fiscal 2025 summary", "Pallister Foods Inc.", [
        para("Pallister Foods Inc.", "Title"),
        para("Selected financial information — fiscal years ended September 30, 2024 and 2025"),
        para("Consolidated Statements of Earnings", "Heading3"), t1, Spacer(1, 5 * mm),
        para("Condensed Consolidated Balance Sheets", "Heading3"), t2, Spacer(1, 5 * mm),
        para("Segment Results", "Heading3"), t3,
        para("All amounts in USD million unless otherwise stated."),
    ])


def lindqvist(out: Path) -> None:
    rows = [["in Tsd. EUR", "2025", "2024"]] + [[k, fin(v[0], 0, de), fin(v[1], 0, de)] for k, v, _ in lindqvist_guv()]
    bold = [("FONT", (0, i + 1), (-1, i + 1), "Helvetica-Bold", 8.5) for i, r in enumerate(lindqvist_guv()) if r[2]]
    t1 = table(rows, "grid", [90, 30, 30], extra=bold)
    rows2 = [["Kennzahl", "Einheit", "2025", "2024"]] + \
            [[k, u, de(a, 0), de(b, 0)] for k, u, a, b in LINDQVIST_KENNZAHLEN]
    t2 = table(rows2, "zebra", [70, 28, 28, 28], left_cols=2)
    build(out / "lindqvist_geschaeftsbericht_2025.pdf", "Lindqvist Geschäftsbericht 2025",
          "Lindqvist Antriebstechnik AG", [
              para("Lindqvist Antriebstechnik AG — Geschäftsbericht 2025", "Title"),
              para("Auszug aus dem Konzernabschluss zum 31. Dezember 2025"),
              para("Gewinn- und Verlustrechnung", "Heading3"), t1,
              para("Aufwendungen sind in Klammern dargestellt."), Spacer(1, 5 * mm),
              para("Weitere Kennzahlen", "Heading3"), t2,
          ])


def corvid(out: Path) -> None:
    def cell(v):
        return v if isinstance(v, str) else (en(v, 1) if isinstance(v, float) else en(v, 0))
    rows = [["Model", "", *CORVID_MODELS]] + [[p, u, *(cell(v) for v in vals)] for p, u, vals in CORVID_SPECS]
    t = table(rows, "zebra", [44, 16, 22, 22, 22, 22, 22], left_cols=2)
    build(out / "corvid_chillers_datasheet.pdf", "Corvid Thermal CT series data sheet", "Corvid Thermal Systems", [
        para("Corvid Thermal Systems — CT Series Process Chillers", "Title"),
        para("Technical data. Capacities at 12/7 °C chilled water and 35 °C ambient air."),
        Spacer(1, 4 * mm), t,
        Spacer(1, 4 * mm), para("Prices ex works, excluding installation. Subject to change without notice."),
    ])


def halden(out: Path) -> None:
    rows = [["Model", "Rated load (kg)", "Max. lift height (mm)", "Battery", "Travel speed, laden (km/h)",
             "Price (EUR)"]]
    rows += [[m, en(c, 0), en(h, 0), b, en(s, 1), en(p, 0)] for m, c, h, b, s, p in HALDEN_TRUCKS]
    t = table([[Paragraph(f"<b>{c}</b>", STYLES["BodyText"]) for c in rows[0]], *rows[1:]], "borderless",
              [22, 26, 30, 32, 32, 26], extra=[("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black)])
    build(out / "halden_electric_forklifts.pdf", "Halden electric forklift range", "Halden Lift Trucks AB", [
        para("Halden Lift Trucks — Electric Counterbalance Range", "Title"),
        para("Four-wheel electric forklifts for indoor and outdoor use. All prices per truck, delivered, "
             "excluding charger."), Spacer(1, 4 * mm), t,
    ])


def nimbra(out: Path) -> None:
    head1 = ["Plan", "Annual fee (USD)", "", "Coverage", ""]
    head2 = ["", "1-year term", "3-year term, per year", "Service hours", "Named contacts"]
    body = [[p, en(a, 0), en(b, 0), h, c] for p, a, b, h, c in NIMBRA_PLANS]
    t1 = table([head1, head2, *body], "booktabs", [36, 28, 36, 28, 28], header_rows=2,
               extra=[("SPAN", (1, 0), (2, 0)), ("SPAN", (3, 0), (4, 0)), ("ALIGN", (1, 0), (-1, 1), "CENTER")])
    rows2 = [["Initial response (hours)", *(p[0] for p in NIMBRA_PLANS)]] + \
            [[s, *(f"{h:g}" for h in hs)] for s, hs in NIMBRA_RESPONSE]
    t2 = table(rows2, "grid", [46, 28, 28, 28, 30])
    build(out / "nimbra_support_plans.pdf", "Nimbra support plans", "Nimbra Software Inc.", [
        para("Nimbra Ledger — Support Plans", "Title"),
        para("Annual support fees per production server. Multi-year terms are invoiced annually at the reduced "
             "per-year rate shown."),
        para("Table 1: Plans and fees", "Heading4"), t1, Spacer(1, 6 * mm),
        para("Table 2: Target initial response times", "Heading4"), t2,
        para("Response times apply during the plan's service hours."),
    ])


def ashgrove(out: Path) -> None:
    header = ["Item no.", "Product", "Category", "Weight (g)", "Price (GBP)"]
    rows = [[no, name, cat, en(w, 0), en(p)] for no, name, cat, w, p in ashgrove_rows()]
    first, rest = rows[:ASHGROVE_PAGE1_ROWS], rows[ASHGROVE_PAGE1_ROWS:]
    widths = [22, 60, 28, 26, 26]
    build(out / "ashgrove_catalogue_2025.pdf", "Ashgrove Garden Tools catalogue 2025", "Ashgrove Garden Tools", [
        para("Ashgrove Garden Tools — Trade Catalogue 2025", "Title"),
        para("Recommended retail prices in pounds sterling including VAT. Weights are without packaging."),
        Spacer(1, 4 * mm), table([header, *first], "zebra", widths, left_cols=3),
        PageBreak(),
        para("Trade Catalogue 2025 (continued)", "Heading4"),
        table([header, *rest], "zebra", widths, left_cols=3),
    ])


DOCUMENTS = [orvane, tessaline, kronwald, veldhaven, pallister, lindqvist, corvid, halden, nimbra, ashgrove]


if __name__ == "__main__":
    sys.exit(held_out_docs.main(sys.argv[1:], DOCUMENTS, __doc__))
