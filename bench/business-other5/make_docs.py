"""A fifth held-out set of business documents from companies the project has never seen (bench/business-other5).

    python bench/business-other5/make_docs.py OUTDIR

Writes twelve PDFs with reportlab, deterministically: no randomness, every figure is a plain Python
structure below, so make_questions.py computes the gold answers from the same data and never from
tabsql (which was neither run nor read while this set was written). It covers the five families of
the business-dev corpus with other companies and layouts other than business-other4's: five price
lists (German with quantity tiers as ROWS and two small tables side by side; French with a two-level
header tier > currency, EUR and CHF per column; English tiers as columns with footnote markers on
labels and on a tier header; English list prices plus a separate volume-discount table; US price
breaks "1+ / 10+ / 100+ / 1,000+"), two product catalogues (one continued over a page break with its
header repeated and a break inside a section, ex- and inc-VAT price columns; one with two-level headers
Dimensions > W / D / H and Price > finish), three financial documents (a quarterly report whose
"EUR thousands" is stated only in the tables' header corner; an annual report with a "Notes" column; a
key-figures summary in DKK with a EUR convenience translation per column), a technical spec sheet
(series > model two-level header, a separate Unit column) and a managed-IT support plan comparison
(plans as ROWS, a two-level response-target header, a service-credit band table).
"""
from __future__ import annotations

import sys
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import PageBreak, Paragraph, Spacer, Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import held_out_docs  # noqa: E402  (bench/held_out_docs.py)
from held_out_docs import STYLES, build, de, en, fin, para  # noqa: E402

ON_REQUEST = "on request"

# ========================================================================================= data
# --- Hesselborn Kabelwerk GmbH: German cable price list, EUR per metre, quantity tiers as ROWS ("ab" thresholds),
#     cable types as columns; accessories and shipping as two small tables SIDE BY SIDE
HESS_TIERS = ("ab 1 m", "ab 100 m", "ab 500 m", "ab 1.000 m", "ab 5.000 m")
HESS_CABLES = ("NYM-J 3×1,5", "NYM-J 5×2,5", "H07RN-F 3×2,5", "NYY-J 5×10", "Cat.7 S/FTP", "J-Y(St)Y 2×2×0,8")
HESS_PRICES = {  # cable -> EUR per metre per tier (str as printed)
    "NYM-J 3×1,5": (0.89, 0.78, 0.69, 0.62, 0.57),
    "NYM-J 5×2,5": (2.14, 1.89, 1.68, 1.52, 1.41),
    "H07RN-F 3×2,5": (2.65, 2.36, 2.12, 1.94, 1.79),
    "NYY-J 5×10": (9.80, 8.95, 8.20, 7.55, "auf Anfrage"),
    "Cat.7 S/FTP": (0.98, 0.86, 0.76, 0.68, 0.61),
    "J-Y(St)Y 2×2×0,8": (0.72, 0.64, 0.57, 0.51, 0.46),
}
HESS_ZUBEHOER = [  # Art.-Nr., Bezeichnung, VE, EUR per VE
    ("HZ-110", "Abzweigdose AP, IP55", "10 Stk.", 14.90),
    ("HZ-120", "Kabelbinder 200 × 4,8 mm", "100 Stk.", 3.95),
    ("HZ-130", "Aderendhülsen-Sortiment", "1 Box", 12.40),
    ("HZ-140", "Verbindungsklemme 3-fach", "50 Stk.", 18.75),
    ("HZ-150", "Schrumpfschlauch-Set", "1 Set", 9.80),
    ("HZ-160", "Kabelschere bis 16 mm²", "1 Stk.", 27.50),
]
HESS_VERSAND = [("bis 150,00 €", 9.90), ("150,01 € bis 500,00 €", 5.90), ("ab 500,01 €", None)]  # None: frei
HESS_SCHNITT = 3.50  # EUR per cut for lengths under 100 m (text only)
HESS_MWST = 19  # %

# --- Ateliers Morgeval SA: French (Swiss) price list of tapes and labels, per carton, two-level header
#     tier > currency (EUR and CHF columns), French number format (1 290,00), minimum order 2 cartons
MORG_TIERS = ("2 à 9 cartons", "10 à 49 cartons", "50 cartons et plus")
MORG_CUR = ("EUR", "CHF")
MORG_ITEMS = [  # réf., désignation, conditionnement, ((EUR, CHF) per tier)
    ("MG-101", "Ruban adhésif PP 48 × 66 m, havane", "36 rouleaux", ((52.20, 49.70), (46.80, 44.50), (41.40, 39.40))),
    ("MG-102", "Ruban adhésif PP 48 × 66 m, transparent", "36 rouleaux",
     ((50.40, 48.00), (45.00, 42.90), (39.96, 38.00))),
    ("MG-150", "Ruban kraft gommé 70 mm × 200 m", "10 rouleaux", ((68.50, 65.20), (61.90, 58.90), (55.40, 52.70))),
    ("MG-210", "Étiquettes thermiques 100 × 150 mm", "12 × 500 étiq.", ((118.80, 113.10), (106.20, 101.10),
                                                                        (95.40, 90.80))),
    ("MG-220", "Étiquettes thermiques 57 × 32 mm", "20 × 1 000 étiq.", ((96.00, 91.40), (86.40, 82.20), (77.60, 73.90))),
    ("MG-310", "Étiquettes « Fragile » 100 × 50 mm", "10 × 250 étiq.", ((39.50, 37.60), (35.50, 33.80),
                                                                       ("sur demande", "sur demande"))),
    ("MG-410", "Film étirable manuel 450 mm × 300 m", "6 rouleaux", ((71.40, 68.00), (64.20, 61.10), (57.60, 54.80))),
]
MORG_MATERIEL = [  # réf., désignation, EUR, CHF
    ("MG-900", "Dérouleur de ruban pistolet 50 mm", 18.90, 18.00),
    ("MG-910", "Imprimante d'étiquettes thermique 4 pouces", 1_290.00, 1_229.00),
    ("MG-920", "Applicateur d'étiquettes semi-automatique", 2_450.00, 2_335.00),
]
MORG_MIN = 2  # cartons per reference

# --- Tarrowby Safety Supplies Ltd: PPE price list, GBP per box, tiers as COLUMNS (single header row),
#     footnote markers on product labels and on the top tier's header
TARR_TIERS = ("1–9 boxes", "10–49 boxes", "50–199 boxes", "200+ boxes*")
TARR_ITEMS = [  # code, product, box contents, GBP per box per tier
    ("TS-GN1M", "Nitrile gloves, powder-free, medium¹", "100 gloves", (6.45, 5.80, 5.20, 4.65)),
    ("TS-GN1L", "Nitrile gloves, powder-free, large¹", "100 gloves", (6.45, 5.80, 5.20, 4.65)),
    ("TS-GN2M", "Nitrile gloves, heavy duty, medium¹", "50 gloves", (8.90, 8.10, 7.35, 6.70)),
    ("TS-FF2V", "FFP2 respirator, valved²", "10 masks", (14.20, 12.60, 11.30, 10.10)),
    ("TS-FF3V", "FFP3 respirator, valved²", "10 masks", (22.80, 20.40, 18.50, 16.90)),
    ("TS-EP200", "Foam ear plugs, corded", "200 pairs", (31.50, 28.40, 25.60, 23.00)),
    ("TS-SG12", "Safety glasses, clear, anti-fog", "12 pairs", (23.40, 20.90, 18.60, 16.80)),
    ("TS-HVL", "Hi-vis vest, yellow, size L³", "10 vests", (17.50, 15.60, 13.90, 12.40)),
    ("TS-HVXL", "Hi-vis vest, yellow, size XL³", "10 vests", (18.20, 16.20, 14.40, 12.90)),
    ("TS-CG9", "Cut-resistant gloves, level C, size 9", "10 pairs", (41.00, 37.20, 33.80, 30.60)),
]
TARR_NOTES = [
    "* Pallet quantities: allow 10 working days for delivery.",
    "¹ EN ISO 374-1 Type B. Sizes S and XL are made to order; ask for a quotation.",
    "² EN 149:2001+A1:2009, NR (single shift use).",
    "³ EN ISO 20471 Class 2.",
]
TARR_DELIVERY = 7.50  # GBP on orders under TARR_FREE_FROM
TARR_FREE_FROM = 150.00

# --- Brackwell Protective Ltd: competing PPE list, one list price per box + a volume-discount table (bands as ROWS)
BRACK_ITEMS = [  # code, description, pack, GBP list price per box
    ("BP-N100M", "Nitrile disposable gloves, medium", "box of 100", 6.20),
    ("BP-N100L", "Nitrile disposable gloves, large", "box of 100", 6.20),
    ("BP-R2V", "FFP2 valved respirator", "box of 10", 13.60),
    ("BP-R3V", "FFP3 valved respirator", "box of 10", 21.50),
    ("BP-EP200", "Corded foam ear plugs", "box of 200 pairs", 29.90),
    ("BP-SG12", "Clear anti-fog safety spectacles", "box of 12", 19.80),
    ("BP-CG9", "Cut-resistant gloves, level C, size 9", "pack of 10 pairs", 38.40),
    ("BP-HVL", "Hi-vis waistcoat, yellow, large", "pack of 10", 16.95),
]
BRACK_DISCOUNT = [("1–19 boxes", 0), ("20–99 boxes", 5), ("100–499 boxes", 10), ("500 boxes or more", 15)]  # %

# --- Marwick Components Inc.: US electronics distributor, USD per piece at price breaks "1+ ... 1,000+" (COLUMNS)
MARW_BREAKS = ("1+", "10+", "100+", "1,000+")
MARW_PARTS = [  # part no., description, package, in stock, USD per piece per break (None: not sold at that break)
    ("MRC-REG5V1A", "Linear regulator 5 V, 1 A", "TO-220", 18_420, (0.62, 0.51, 0.38, 0.29)),
    ("MRC-LDO33", "LDO regulator 3.3 V, 500 mA", "SOT-23-5", 42_115, (0.48, 0.39, 0.27, 0.19)),
    ("MRC-BUCK3A", "Buck converter, 4.5–28 V in, 3 A", "QFN-16", 3_260, (2.85, 2.41, 1.96, 1.62)),
    ("MRC-OPA2RR", "Dual op-amp, rail-to-rail", "SOIC-8", 9_870, (0.94, 0.78, 0.59, 0.44)),
    ("MRC-MCU32F", "32-bit microcontroller, 256 KB flash", "LQFP-48", 1_145, (4.60, 4.12, 3.55, 3.08)),
    ("MRC-EEP64", "EEPROM 64 Kbit, I²C", "SOIC-8", 25_300, (0.36, 0.29, 0.21, 0.15)),
    ("MRC-TVS4", "TVS diode array, 4-channel", "SOT-23-6", 0, (0.41, 0.33, 0.24, 0.17)),
    ("MRC-XTAL16", "Crystal 16 MHz, 18 pF", "SMD 3225", 7_480, (None, 0.28, 0.19, 0.13)),
    ("MRC-MOS60N", "N-channel MOSFET 60 V, 30 A", "TO-252", 12_050, (0.88, 0.72, 0.53, 0.41)),
    ("MRC-USBC16", "USB Type-C receptacle, 16-pin", "SMD", 5_600, (0.74, 0.61, 0.46, 0.35)),
    ("MRC-LED0603G", "LED, green, 0603", "0603", 0, (0.12, 0.08, 0.045, 0.028)),
]
MARW_SHIPPING = [("Ground", 8.95, "3–5"), ("Second day air", 19.50, "2"), ("Overnight", 38.00, "1")]
MARW_FREE_GROUND = 100.00  # USD: ground shipping free from this order value

# --- Ashgill Garden & Tool Co.: catalogue, grid, ex- and inc-VAT columns, continued over a page break with the
#     header repeated (no "continued" caption), the break inside a section, footnote markers on product names
ASH_SECTIONS = [  # section, [(cat. no., product, size, weight kg, GBP ex VAT)]
    ("Digging", [
        ("AG-101", "Digging spade, ash T-handle*", "28 cm blade", 2.10, 34.95),
        ("AG-102", "Border spade, ash T-handle*", "23 cm blade", 1.85, 31.50),
        ("AG-103", "Digging fork, ash T-handle*", "4 tines, 29 cm", 2.05, 33.95),
        ("AG-104", "Border fork, ash T-handle*", "4 tines, 23 cm", 1.80, 30.50),
        ("AG-105", "Stainless digging spade**", "28 cm blade", 2.25, 58.00),
        ("AG-106", "Stainless border fork**", "4 tines, 23 cm", 1.90, 52.00),
        ("AG-107", "Trenching shovel", "14 cm blade", 2.40, 39.95),
        ("AG-108", "Round-mouth shovel", "24 cm blade", 2.30, 29.95),
    ]),
    ("Hand tools", [
        ("AG-201", "Hand trowel, stainless**", "29 cm", 0.22, 14.50),
        ("AG-202", "Hand fork, stainless**", "29 cm", 0.21, 13.95),
        ("AG-203", "Transplanting trowel", "31 cm", 0.20, 12.95),
        ("AG-204", "Weeding knife", "24 cm", 0.15, 9.95),
        ("AG-205", "Dibber, ash*", "25 cm", 0.18, 8.50),
        ("AG-206", "Bulb planter", "33 cm", 0.45, 16.95),
    ]),
    ("Cutting and pruning", [
        ("AG-301", "Bypass secateurs", "20 mm cut", 0.24, 27.50),
        ("AG-302", "Anvil secateurs", "25 mm cut", 0.26, 25.95),
        ("AG-303", "Bypass loppers, ash handles*", "45 mm cut", 1.45, 44.95),
        ("AG-304", "Anvil loppers, ratchet", "50 mm cut", 1.60, 49.95),
        ("AG-305", "Hedge shears, wavy blade", "25 cm blade", 1.15, 36.50),
        ("AG-306", "Pruning saw, folding", "21 cm blade", 0.32, 19.95),
        ("AG-307", "Bow saw", "53 cm blade", 0.85, 17.50),
        ("AG-308", "Telescopic tree pruner", "2.1–3.6 m reach", 1.95, 74.00),
    ]),
    ("Raking and hoeing", [
        ("AG-401", "Soil rake, 14 teeth*", "36 cm head", 1.35, 26.95),
        ("AG-402", "Lawn rake, spring tine", "48 cm head", 0.95, 18.50),
        ("AG-403", "Leaf rake, wide", "75 cm head", 0.80, 15.95),
        ("AG-404", "Dutch hoe*", "15 cm blade", 1.10, 24.50),
        ("AG-405", "Draw hoe*", "15 cm blade", 1.15, 24.50),
        ("AG-406", "Onion hoe", "10 cm blade", 0.40, 16.95),
        ("AG-407", "Three-prong cultivator", "12 cm head", 0.95, 21.50),
    ]),
    ("Watering", [
        ("AG-501", "Galvanised watering can", "9 litres", 1.60, 32.00),
        ("AG-502", "Plastic watering can", "10 litres", 0.55, 9.95),
        ("AG-503", "Hose reel cart†", "60 m capacity", 6.80, 69.95),
        ("AG-504", "Garden hose, 12.5 mm", "30 m", 3.10, 27.95),
        ("AG-505", "Garden hose, 12.5 mm", "50 m", 5.05, 42.95),
        ("AG-506", "Spray gun, 7 patterns", "–", 0.30, 11.50),
        ("AG-507", "Pressure sprayer", "5 litres", 1.40, 29.50),
    ]),
    ("Wheelbarrows and carts", [
        ("AG-601", "Builder's wheelbarrow†", "90 litres", 16.50, 89.00),
        ("AG-602", "Garden wheelbarrow†", "85 litres", 13.20, 74.50),
        ("AG-603", "Two-wheel garden cart†", "120 litres", 18.90, 129.00),
        ("AG-604", "Tipping trolley‡", "100 litres", 14.00, 112.00),
    ]),
]
ASH_PAGE_ROWS = (30,)  # table rows (section rows included) on page 1; the rest on page 2
ASH_VAT = 20  # %
ASH_NOTES = [
    "* Handles of FSC-certified British ash.",
    "** Lifetime guarantee against manufacturing defects.",
    "† Delivered flat-packed: allow 20 to 30 minutes for assembly.",
    "‡ Pneumatic tyres. Puncture-proof replacement wheel AG-604P: £24.00 ex VAT.",
]

# --- Norrvik Office Furniture AB: catalogue, zebra, two-level headers Dimensions (mm) > W / D / H and
#     Price (EUR) > Standard finish / Oak veneer, section rows, "—" where a finish is not offered
NORR_SECTIONS = [  # section, [(code, product, W, D, H (number or text), EUR standard, EUR oak; None: not offered)]
    ("Desks", [
        ("NV-D1280", "Desk, straight", 1200, 800, 740, 289.00, 379.00),
        ("NV-D1480", "Desk, straight", 1400, 800, 740, 319.00, 415.00),
        ("NV-D1680", "Desk, straight", 1600, 800, 740, 349.00, 455.00),
        ("NV-D1890", "Desk, straight", 1800, 900, 740, 389.00, 509.00),
        ("NV-E1612", "Sit-stand desk, electric¹", 1600, 800, "650–1,300", 749.00, 869.00),
        ("NV-E1812", "Sit-stand desk, electric¹", 1800, 800, "650–1,300", 789.00, 919.00),
        ("NV-C1612", "Corner desk, left or right", 1600, 1200, 740, 469.00, 595.00),
    ]),
    ("Meeting tables", [
        ("NV-M1212", "Meeting table, round", 1200, 1200, 740, 359.00, 469.00),
        ("NV-M2410", "Meeting table, rectangular", 2400, 1000, 740, 649.00, 849.00),
        ("NV-M3212", "Boardroom table²", 3200, 1200, 740, 1_190.00, 1_590.00),
    ]),
    ("Storage", [
        ("NV-S0847", "Pedestal, 3 drawers, lockable", 420, 580, 600, 229.00, 299.00),
        ("NV-S0850", "Mobile pedestal, 3 drawers", 420, 500, 560, 209.00, 279.00),
        ("NV-S1008", "Bookcase, 3 shelves", 800, 380, 1120, 199.00, 259.00),
        ("NV-S1016", "Bookcase, 5 shelves", 800, 380, 1880, 279.00, 359.00),
        ("NV-S1208", "Sliding-door cabinet", 1200, 450, 1120, 429.00, 559.00),
        ("NV-S1220", "Tall cupboard, lockable", 800, 450, 1980, 489.00, 629.00),
        ("NV-S0460", "Locker, 4 compartments³", 400, 500, 1800, 319.00, None),
    ]),
    ("Seating", [
        ("NV-T0101", "Task chair, mesh back", 680, 640, "980–1,100", 279.00, None),
        ("NV-T0102", "Task chair, upholstered, headrest", 700, 660, "1,150–1,270", 349.00, None),
        ("NV-T0201", "Meeting chair, stackable", 540, 560, 810, 119.00, None),
        ("NV-T0202", "Meeting chair, oak frame", 540, 560, 810, None, 189.00),
    ]),
    ("Acoustics", [
        ("NV-A1418", "Desk screen, acoustic", 1400, 30, 450, 149.00, None),
        ("NV-A1618", "Desk screen, acoustic", 1600, 30, 450, 165.00, None),
        ("NV-A1216", "Free-standing acoustic panel", 1200, 400, 1600, 395.00, None),
    ]),
]
NORR_FINISHES = ("Standard finish", "Oak veneer")
NORR_NOTES = [
    "¹ Dual motor, memory handset, 80 kg load capacity. Height range shown.",
    "² Supplied in two parts with a central cable tray.",
    "³ Key locks as standard; combination locks at no extra charge.",
]
NORR_SERVICES_PAGE = 2  # the services table starts page 2 (explicit page break)
NORR_SERVICES = [  # service, EUR (None: included)
    ("Delivery, per order (EU mainland)", 95.00),
    ("Assembly, per desk or table", 35.00),
    ("Assembly, per storage unit", 25.00),
    ("Removal of packaging", None),
]

# --- Grevelingen Logistics N.V.: Q2 2025 quarterly report; "(EUR thousands)" ONLY in the tables' header corner
GREV_COLS = ("Q2 2025", "Q2 2024", "H1 2025", "H1 2024")
GREV_IS = {  # EUR thousands per column; expenses negative
    "Revenue": (184_362, 173_540, 359_871, 338_204),
    "Cost of services": (-151_208, -143_117, -296_344, -280_530),
    "Selling expenses": (-8_914, -8_406, -17_702, -16_883),
    "General and administrative expenses": (-11_520, -10_987, -22_964, -21_830),
    "Other operating income (expense), net": (412, -236, 688, 154),
    "Finance income": (318, 205, 602, 391),
    "Finance costs": (-2_874, -3_102, -5_790, -6_245),
    "Share of result of associates": (146, 98, 261, 187),
}
GREV_TAX_RATE = 25  # % of profit before tax, rounded half up to a thousand
GREV_NCI = (84, 71, 160, 139)  # profit attributable to non-controlling interests
GREV_SHARES = 41_250  # weighted average shares, thousands (all periods)
GREV_LINES = [("Road freight", (96_480, 92_115)), ("Contract logistics", (58_934, 53_470))]  # Q2 2025, Q2 2024; the
# third line (Sea and air forwarding) is the rest of revenue
GREV_OPS = [  # label, (Q2 2025, Q2 2024), decimals; not in thousands
    ("Shipments handled", (1_284_600, 1_231_900), 0),
    ("Warehouse space at period end (m²)", (612_000, 574_500), 0),
    ("Employees at period end (FTE)", (5_874, 5_612), 0),
    ("Trucks in own fleet", (1_160, 1_204), 0),
    ("On-time delivery rate (%)", (96.4, 95.1), 1),
]

# --- Threlkeld Foods plc: annual report 2024 extract, £m in tenths, with a "Notes" column
TH_YEARS = ("2024", "2023")
TH_SHARES_M = 412  # million shares, both years
TH_IS = {  # tenths of £m: (2024, 2023)
    "Revenue": (12_846, 12_179),
    "Cost of sales": (-9_183, -8_804),
    "Distribution costs": (-1_427, -1_362),
    "Administrative expenses": (-984, -941),
    "Exceptional items": (-126, 0),
    "Finance income": (21, 14),
    "Finance costs": (-189, -173),
    "Taxation": (-245, -226),
}
TH_IS_NOTES = {"Revenue": "3", "Exceptional items": "4", "Operating profit": "5", "Finance income": "6",
               "Finance costs": "6", "Taxation": "7", "Basic earnings per share (pence)": "8"}
TH_BS = {  # tenths of £m at 31 December (2024, 2023); liabilities negative
    "Goodwill and other intangible assets": (2_418, 2_455),
    "Property, plant and equipment": (3_862, 3_710),
    "Right-of-use assets": (612, 648),
    "Inventories": (1_134, 1_082),
    "Trade and other receivables": (1_576, 1_498),
    "Cash and cash equivalents": (428, 351),
    "Trade and other payables": (-2_290, -2_178),
    "Borrowings due within one year": (-250, -200),
    "Lease liabilities due within one year": (-98, -95),
    "Current tax liabilities": (-41, -37),
    "Borrowings due after one year": (-1_800, -2_050),
    "Lease liabilities due after one year": (-560, -598),
    "Deferred tax liabilities": (-412, -389),
    "Share capital": (206, 206),
    "Share premium": (1_184, 1_184),
}
TH_BS_NOTES = {"Goodwill and other intangible assets": "9", "Property, plant and equipment": "10",
               "Right-of-use assets": "11", "Inventories": "12", "Trade and other receivables": "13",
               "Trade and other payables": "14", "Borrowings due within one year": "15",
               "Lease liabilities due within one year": "11", "Borrowings due after one year": "15",
               "Lease liabilities due after one year": "11", "Deferred tax liabilities": "16", "Share capital": "17"}
TH_CATEGORIES = [("Bakery", (5_318, 5_102)), ("Chilled ready meals", (4_675, 4_390))]  # Sauces and condiments: rest

# --- Kestrup Maritime A/S: key figures in DKK million with a EUR convenience translation per column
KEST_YEARS = ("2024", "2023")
KEST_RATE = 7.459  # DKK per EUR
KEST_KEY = {  # DKK million (2024, 2023)
    "Revenue": (6_842, 7_315),
    "EBITDA": (1_964, 2_388),
    "Depreciation and impairment": (-812, -776),
    "Net financial items": (-148, -171),
    "Income tax": (-41, -52),
    "Total assets": (14_230, 13_876),
    "Equity": (7_905, 7_512),
    "Net interest-bearing debt": (3_684, 3_921),
    "Cash flow from operating activities": (1_802, 2_210),
    "Investments in vessels": (-1_265, -940),
}
KEST_OPS = [  # label, (2024, 2023), decimals
    ("Vessels owned at year end", (38, 36), 0),
    ("Vessels chartered in at year end", (11, 14), 0),
    ("Average time-charter equivalent (USD per day)", (21_450, 24_980), 0),
    ("Employees, average", (1_412, 1_388), 0),
]

# --- Oldacre Power Systems: UPS spec sheet, two-level header series > model, a Unit column, section rows
OLD_SERIES = [("OPS Compact", ("C1K", "C2K", "C3K")), ("OPS Tower Pro", ("T6K", "T10K", "T20K"))]
OLD_ROWS = [  # ("#section",) or (label, unit, values, decimals); None -> "—"
    ("#Output",),
    ("Rated apparent power", "VA", (1_000, 2_000, 3_000, 6_000, 10_000, 20_000), 0),
    ("Rated active power", "W", (900, 1_800, 2_700, 6_000, 10_000, 20_000), 0),
    ("Output connection", "–", ("Sockets", "Sockets", "Sockets", "Hardwired", "Hardwired", "Hardwired"), 0),
    ("IEC C13 sockets", "–", (6, 8, 8, None, None, None), 0),
    ("#Input",),
    ("Input phases", "–", (1, 1, 1, 1, 1, 3), 0),
    ("Input voltage window", "V", ("160–290", "160–290", "160–290", "160–290", "160–290", "304–478"), 0),
    ("#Battery",),
    ("Runtime at full load¹", "min", (6.5, 5.8, 5.0, 7.2, 6.0, 8.5), 1),
    ("Runtime at half load¹", "min", (16, 14, 13, 19, 16, 21), 0),
    ("Recharge time to 90 %", "h", (3, 3, 3, 4, 4, 5), 0),
    ("#Performance",),
    ("Efficiency, online mode²", "%", (92.0, 92.5, 93.0, 95.0, 95.5, 96.0), 1),
    ("Audible noise at 1 m", "dB(A)", (40, 45, 45, 50, 52, 55), 0),
    ("#Physical",),
    ("Width", "mm", (145, 190, 190, 250, 250, 440), 0),
    ("Depth", "mm", (380, 440, 520, 610, 660, 800), 0),
    ("Height", "mm", (220, 335, 335, 560, 720, 1_050), 0),
    ("Weight", "kg", (12.8, 22.6, 28.9, 58.0, 72.5, 168.0), 1),
    ("#Commercial",),
    ("List price, excl. VAT", "GBP", (689.00, 1_145.00, 1_590.00, 3_480.00, 4_950.00, 9_860.00), 2),
    ("Warranty", "years", (2, 2, 3, 3, 3, 5), 0),
]
OLD_NOTES = [
    "¹ With the internal batteries, at 25 °C and a power factor of 0.9; external battery packs extend runtime.",
    "² AC to AC at 100 % linear load. ECO mode: 98.5 % for all models.",
]

# --- Wyncote Managed IT: support plans as ROWS, two-level header Response target (hours) > P1 / P2 / P3,
#     service-credit bands, add-ons; GBP
WYN_PLANS = [  # plan, fee per user per month (GBP or text), min users, support hours, (P1, P2, P3) hours, on-site visits
    ("Essential", 18.50, 5, "Mon–Fri 09:00–17:30", (8, 16, 40), 0),
    ("Standard", 27.00, 10, "Mon–Fri 08:00–18:00", (4, 8, 24), 2),
    ("Advanced", 39.50, 10, "Mon–Sat 07:00–20:00", (2, 4, 16), 6),
    ("Critical+", ON_REQUEST, 50, "24/7", (0.5, 2, 8), 12),
]
WYN_CREDITS = [("99.9% or higher", 0), ("99.0% to below 99.9%", 5), ("95.0% to below 99.0%", 10),
               ("Below 95.0%", 25)]  # monthly availability -> credit, % of the month's fee (0 printed "None")
WYN_ADDONS = [  # add-on, GBP, basis
    ("Additional on-site visit", 295.00, "per visit"),
    ("Out-of-hours call-out", 85.00, "per hour"),
    ("Microsoft 365 backup", 2.40, "per user per month"),
    ("Security awareness training", 4.75, "per user per month"),
]


# ============================================================================ derived figures
def hess_tier_rows() -> list[list]:
    return [[t, *(HESS_PRICES[c][i] for c in HESS_CABLES)] for i, t in enumerate(HESS_TIERS)]


def inc_vat(ex: float, rate: int) -> float:
    """A price with VAT, rounded half up to the penny (computed in pence)."""
    pence = round(ex * 100)
    return (pence * (100 + rate) + 50) // 100 / 100


def ash_items() -> list[tuple]:
    return [it for _, items in ASH_SECTIONS for it in items]


def ash_rows() -> tuple[list[list[str]], list[str]]:
    """The catalogue's body rows (section rows included) and their kinds ("s" section, "i" item)."""
    rows, kinds = [], []
    for sec, items in ASH_SECTIONS:
        rows.append([sec, "", "", "", "", ""])
        kinds.append("s")
        for code, prod, size, kg, ex in items:
            rows.append([code, prod, size, en(kg), en(ex), en(inc_vat(ex, ASH_VAT))])
            kinds.append("i")
    return rows, kinds


def page_cuts(n_rows: int, per_page: tuple[int, ...]) -> list[int]:
    cuts = [0]
    for k in per_page:
        cuts.append(cuts[-1] + k)
    return cuts + [n_rows]


def ash_pages() -> dict[str, int]:
    """Cat. no. (and section name) -> the page its row is printed on."""
    rows, _ = ash_rows()
    cuts = page_cuts(len(rows), ASH_PAGE_ROWS)
    return {r[0]: p + 1 for p, (a, b) in enumerate(zip(cuts, cuts[1:])) for r in rows[a:b]}


def grev_is() -> dict[str, tuple[int, ...]]:
    v = dict(GREV_IS)
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(4))
    v["Gross profit"] = s("Revenue", "Cost of services")
    v["Operating profit (EBIT)"] = s("Gross profit", "Selling expenses", "General and administrative expenses",
                                     "Other operating income (expense), net")
    v["Profit before tax"] = s("Operating profit (EBIT)", "Finance income", "Finance costs",
                               "Share of result of associates")
    v["Income tax expense"] = tuple(-((p * GREV_TAX_RATE + 50) // 100) for p in v["Profit before tax"])
    v["Profit for the period"] = s("Profit before tax", "Income tax expense")
    v["Non-controlling interests"] = GREV_NCI
    v["Owners of the company"] = tuple(p - n for p, n in zip(v["Profit for the period"], GREV_NCI))
    v["Earnings per share, basic (EUR)"] = tuple(round(o / GREV_SHARES, 2) for o in v["Owners of the company"])
    return v


GREV_LAYOUT = [  # label, kind: "l" line, "t" total, "h" heading, "eps"
    ("Revenue", "l"), ("Cost of services", "l"), ("Gross profit", "t"), ("Selling expenses", "l"),
    ("General and administrative expenses", "l"), ("Other operating income (expense), net", "l"),
    ("Operating profit (EBIT)", "t"), ("Finance income", "l"), ("Finance costs", "l"),
    ("Share of result of associates", "l"), ("Profit before tax", "t"), ("Income tax expense", "l"),
    ("Profit for the period", "t"), ("Attributable to:", "h"), ("Owners of the company", "l"),
    ("Non-controlling interests", "l"), ("Earnings per share, basic (EUR)", "eps"),
]


def grev_lines() -> dict[str, tuple[int, int, float]]:
    """Q2 revenue by service line: (Q2 2025, Q2 2024, change % to one decimal); the last line is the rest."""
    rev = GREV_IS["Revenue"][:2]
    lines = dict(GREV_LINES)
    lines["Sea and air forwarding"] = tuple(rev[i] - sum(v[i] for v in lines.values()) for i in range(2))
    lines["Total revenue"] = rev
    return {k: (a, b, round((a / b - 1) * 100, 1)) for k, (a, b) in lines.items()}


def th_is() -> dict[str, tuple[int, int]]:
    v = dict(TH_IS)
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(2))
    v["Gross profit"] = s("Revenue", "Cost of sales")
    v["Operating profit"] = s("Gross profit", "Distribution costs", "Administrative expenses", "Exceptional items")
    v["Profit before taxation"] = s("Operating profit", "Finance income", "Finance costs")
    v["Profit for the year"] = s("Profit before taxation", "Taxation")
    return v


def th_eps() -> tuple[float, float]:
    p = th_is()["Profit for the year"]
    return tuple(round(p[i] / 10 / TH_SHARES_M * 100, 2) for i in range(2))


TH_IS_ORDER = ["Revenue", "Cost of sales", "Gross profit", "Distribution costs", "Administrative expenses",
               "Exceptional items", "Operating profit", "Finance income", "Finance costs", "Profit before taxation",
               "Taxation", "Profit for the year"]
TH_IS_TOTALS = {"Gross profit", "Operating profit", "Profit before taxation", "Profit for the year"}


def th_bs() -> dict[str, tuple[int, int]]:
    v = dict(TH_BS)
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(2))
    v["Total non-current assets"] = s("Goodwill and other intangible assets", "Property, plant and equipment",
                                      "Right-of-use assets")
    v["Total current assets"] = s("Inventories", "Trade and other receivables", "Cash and cash equivalents")
    v["Total assets"] = s("Total non-current assets", "Total current assets")
    v["Total current liabilities"] = s("Trade and other payables", "Borrowings due within one year",
                                       "Lease liabilities due within one year", "Current tax liabilities")
    v["Total non-current liabilities"] = s("Borrowings due after one year", "Lease liabilities due after one year",
                                           "Deferred tax liabilities")
    v["Net assets"] = s("Total assets", "Total current liabilities", "Total non-current liabilities")
    v["Retained earnings"] = tuple(v["Net assets"][i] - v["Share capital"][i] - v["Share premium"][i]
                                   for i in range(2))
    assert all(x > 0 for x in v["Retained earnings"])
    v["Total equity"] = v["Net assets"]
    return v


TH_BS_LAYOUT = [  # label, kind: "h" heading, "l" line, "t" total
    ("Non-current assets", "h"), ("Goodwill and other intangible assets", "l"), ("Property, plant and equipment", "l"),
    ("Right-of-use assets", "l"), ("Total non-current assets", "t"),
    ("Current assets", "h"), ("Inventories", "l"), ("Trade and other receivables", "l"),
    ("Cash and cash equivalents", "l"), ("Total current assets", "t"), ("Total assets", "t"),
    ("Current liabilities", "h"), ("Trade and other payables", "l"), ("Borrowings due within one year", "l"),
    ("Lease liabilities due within one year", "l"), ("Current tax liabilities", "l"),
    ("Total current liabilities", "t"),
    ("Non-current liabilities", "h"), ("Borrowings due after one year", "l"),
    ("Lease liabilities due after one year", "l"), ("Deferred tax liabilities", "l"),
    ("Total non-current liabilities", "t"), ("Net assets", "t"),
    ("Equity", "h"), ("Share capital", "l"), ("Share premium", "l"), ("Retained earnings", "l"), ("Total equity", "t"),
]


def th_categories() -> dict[str, tuple[int, int]]:
    rev = TH_IS["Revenue"]
    cats = dict(TH_CATEGORIES)
    cats["Sauces and condiments"] = tuple(rev[i] - sum(v[i] for v in cats.values()) for i in range(2))
    cats["Total revenue"] = rev
    return cats


def kest_key() -> dict[str, tuple[int, int]]:
    v = dict(KEST_KEY)
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(2))
    v["EBIT"] = s("EBITDA", "Depreciation and impairment")
    v["Profit before tax"] = s("EBIT", "Net financial items")
    v["Profit for the year"] = s("Profit before tax", "Income tax")
    v["Free cash flow"] = s("Cash flow from operating activities", "Investments in vessels")
    return v


KEST_LAYOUT = [("Income statement", "h"), ("Revenue", "l"), ("EBITDA", "l"), ("Depreciation and impairment", "l"),
               ("EBIT", "t"), ("Net financial items", "l"), ("Profit before tax", "t"), ("Income tax", "l"),
               ("Profit for the year", "t"), ("Balance sheet at 31 December", "h"), ("Total assets", "l"),
               ("Equity", "l"), ("Net interest-bearing debt", "l"), ("Cash flows", "h"),
               ("Cash flow from operating activities", "l"), ("Investments in vessels", "l"), ("Free cash flow", "t")]


def kest_eur(x: int) -> float:
    """The convenience translation of a DKK million figure, EUR million to one decimal."""
    return round(x / KEST_RATE, 1)


def kest_ops() -> list[tuple[str, tuple, int]]:
    """The operating-figures rows, the equity ratio (%, one decimal) derived from the key figures."""
    k = kest_key()
    ratio = tuple(round(k["Equity"][i] / k["Total assets"][i] * 100, 1) for i in range(2))
    return KEST_OPS + [("Equity ratio (%)", ratio, 1)]


def old_models() -> list[str]:
    return [m for _, ms in OLD_SERIES for m in ms]


# ========================================================================================= formatting
TEAL = colors.Color(0.10, 0.36, 0.38)  # this set's zebra header band
FIT_PAD = 6.5  # points of cell padding assumed by fits()


def fr(x: float, dec: int = 2) -> str:
    """French (Swiss) number format: 1 290,00."""
    return f"{x:,.{dec}f}".replace(",", " ").replace(".", ",")


def price(x: float) -> str:
    """A US price: two decimals, three where the third is needed (0.045)."""
    return f"{x:,.3f}" if round(x, 2) != x else f"{x:,.2f}"


def fits(rows: list[list], widths: list[float], header_rows: int, size: float, spans: list | None = None,
         skip_rows: tuple = ()) -> None:
    """Assert every plain text cell fits its column (or its span), so nothing overflows into a neighbour."""
    spanned, bad = {}, []
    for (c0, r0), (c1, r1) in spans or []:
        spanned[(c0, r0)] = sum(widths[c0:c1 + 1])
        for r in range(r0, r1 + 1):
            for c in range(c0, c1 + 1):
                if (c, r) != (c0, r0):
                    spanned.setdefault((c, r), None)
    for r, row in enumerate(rows):
        if r in skip_rows:
            continue
        font = "Helvetica-Bold" if r < header_rows else "Helvetica"
        for c, x in enumerate(row):
            if not isinstance(x, str) or not x:
                continue
            w = spanned.get((c, r), widths[c])
            if w is None:
                continue
            need = stringWidth(x, font, size) + FIT_PAD
            if need > w * mm:
                bad.append(f"cell {x!r} needs {need / mm:.1f} mm, its column has {w} mm")
    assert not bad, "\n".join(bad)


def table(rows: list[list], kind: str, widths: list[float], header_rows: int = 1, extra: list | None = None,
          left_cols: int = 1, size: float = 8.5, spans: list | None = None, skip_fit: tuple = ()) -> Table:
    """held_out_docs.table in this set's colours and ``size``, checked by fits(); ``spans`` are SPAN commands'
    ((c0, r0), (c1, r1))."""
    fits(rows, widths, header_rows, size, spans, skip_fit)
    cmds = [("SPAN", a, b) for a, b in spans or []]
    if size != 8.5:
        cmds += [("FONT", (0, 0), (-1, -1), "Helvetica", size),
                 ("FONT", (0, 0), (-1, header_rows - 1), "Helvetica-Bold", size)]
    return held_out_docs.table(rows, kind, widths, header_rows, cmds + (extra or []), left_cols, head=TEAL)


def note(text: str) -> Paragraph:
    return Paragraph(text, STYLES["BodyText"].clone("note5", fontSize=7.5, leading=9))


def bold_rows(indices, size: float = 8.5) -> list:
    return [("FONT", (0, i), (-1, i), "Helvetica-Bold", size) for i in indices]


def section_rows(indices, n_cols: int, font: str = "Helvetica-Bold", bg=None, size: float = 8.5) -> list:
    cmds = []
    for i in indices:
        cmds += [("SPAN", (0, i), (n_cols - 1, i)), ("FONT", (0, i), (0, i), font, size),
                 ("ALIGN", (0, i), (0, i), "LEFT")]
        if bg is not None:
            cmds.append(("BACKGROUND", (0, i), (-1, i), bg))
    return cmds


def tenths(x: int | None) -> str:
    """A £m figure stored in tenths: negatives in parentheses, nil a dash."""
    return fin(None if x is None else x / 10, 1)


def cell(x, dec: int = 2, fmt=en, dash: str = "—") -> str:
    if x is None:
        return dash
    if isinstance(x, str):
        return x
    return fmt(x, dec)


# ========================================================================================= documents
def hesselborn(out: Path) -> None:
    head = ["Abnahmemenge", *HESS_CABLES]
    body = [[r[0], *(cell(x, fmt=de) for x in r[1:])] for r in hess_tier_rows()]
    t1 = table([head, *body], "grid", [26, 22, 24, 26, 24, 24, 26], size=8,
               extra=[("ALIGN", (1, 0), (-1, 0), "CENTER")])
    zrows = [["Art.-Nr.", "Bezeichnung", "VE", "Preis je VE (EUR)"]] + \
            [[a, b, ve, de(p)] for a, b, ve, p in HESS_ZUBEHOER]
    t2 = table(zrows, "zebra", [14, 40, 14, 26], left_cols=3, size=8)
    vrows = [["Bestellwert netto", "Versand (EUR)"]] + \
            [[b, de(f) if f is not None else "frei"] for b, f in HESS_VERSAND]
    t3 = table(vrows, "booktabs", [34, 24], size=8)
    side = Table([[t2, t3]], colWidths=[98 * mm, 60 * mm])
    side.setStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                   ("RIGHTPADDING", (0, 0), (-1, -1), 0)])
    build(out / "hesselborn_kabel_preisliste_2025.pdf", "Hesselborn Kabelwerk Preisliste 2025",
          "Hesselborn Kabelwerk GmbH, Siegen", [
              para("Hesselborn Kabelwerk", "Title"),
              para("Preisliste Kabel und Leitungen 2025 — gültig ab 1. März 2025", "Heading3"),
              para(f"Meterpreise in Euro, netto zuzüglich {HESS_MWST} % MwSt. Der Meterpreis richtet sich nach der "
                   "bestellten Gesamtlänge eines Kabeltyps je Auftrag. Längen unter 100 m werden vom Ring bzw. von der "
                   f"Trommel geschnitten; die Schnittgebühr beträgt {de(HESS_SCHNITT)} € je Schnitt. Kupferpreisbasis "
                   "DEL 850 €/100 kg; bei Abweichungen behalten wir uns eine Anpassung vor."),
              Spacer(1, 3 * mm), para("Tabelle 1: Meterpreise nach Abnahmemenge (EUR/m)", "Heading4"), t1,
              Spacer(1, 8 * mm),
              Table([[para("Tabelle 2: Zubehör", "Heading4"), para("Tabelle 3: Versandkosten", "Heading4")]],
                    colWidths=[98 * mm, 60 * mm],
                    style=[("LEFTPADDING", (0, 0), (-1, -1), 0), ("RIGHTPADDING", (0, 0), (-1, -1), 0)]),
              side, Spacer(1, 6 * mm),
              para("Lieferung innerhalb Deutschlands in 1–2 Werktagen. Kabeltrommeln sind Einwegtrommeln und werden "
                   "nicht berechnet. Es gelten unsere Allgemeinen Verkaufsbedingungen."),
          ], page_word="Seite")


def morgeval(out: Path) -> None:
    n = len(MORG_TIERS)
    head1 = ["Réf.", "Désignation", "Conditionnement"] + [x for t in MORG_TIERS for x in (t, "")]
    head2 = ["", "", ""] + [c for _ in MORG_TIERS for c in MORG_CUR]
    body, merged = [], []  # a tier with no price prints one "sur demande" across its EUR and CHF cells
    for r, d_, c, ps in MORG_ITEMS:
        row = [r, d_, c]
        for i, (e, ch) in enumerate(ps):
            if isinstance(e, str):
                row += [e, ""]
                merged.append(((3 + 2 * i, 2 + len(body)), (4 + 2 * i, 2 + len(body))))
            else:
                row += [fr(e), fr(ch)]
        body.append(row)
    widths = [14, 53, 27] + [12.6] * (2 * n)
    spans = [((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (2, 1))] + \
            [((3 + 2 * i, 0), (4 + 2 * i, 0)) for i in range(n)] + merged
    t1 = table([head1, head2, *body], "booktabs", widths, header_rows=2, left_cols=3, size=7.5, spans=spans,
               extra=[("ALIGN", (3, 0), (-1, 1), "CENTER")] + [("ALIGN", a, a, "CENTER") for a, _ in merged] +
                     [("LINEBELOW", (3 + 2 * i, 0), (4 + 2 * i, 0), 0.4, colors.black) for i in range(n)] +
                     [("LINEAFTER", (4 + 2 * i, 0), (4 + 2 * i, -1), 0.3, colors.grey) for i in range(n - 1)])
    t2 = table([["Réf.", "Désignation", "Prix HT (EUR)", "Prix HT (CHF)"]] +
               [[r, d_, fr(e), fr(c)] for r, d_, e, c in MORG_MATERIEL], "grid", [16, 74, 28, 28], left_cols=2)
    build(out / "morgeval_tarif_2025.pdf", "Ateliers Morgeval tarif 2025", "Ateliers Morgeval SA, Yverdon-les-Bains", [
        para("Ateliers Morgeval SA", "Title"),
        para("Tarif 2025 — rubans adhésifs, étiquettes et emballage", "Heading3"),
        para("Prix par carton, hors TVA, départ usine Yverdon-les-Bains. Les clients de la zone euro sont facturés en "
             "EUR, les clients suisses en CHF. Le palier de prix dépend du nombre de cartons d'une même référence "
             f"sur une commande. Commande minimale : {MORG_MIN} cartons par référence."),
        Spacer(1, 3 * mm), para("Tableau 1 : Rubans et étiquettes (prix par carton)", "Heading4"), t1,
        Spacer(1, 7 * mm), para("Tableau 2 : Matériel", "Heading4"), t2, Spacer(1, 4 * mm),
        para("Franco de port dès 500,00 CHF ou 500,00 EUR de commande ; en dessous, forfait de 18,00 CHF / 19,00 EUR. "
             "Paiement à 30 jours net. Prix valables du 1er avril au 31 décembre 2025."),
    ])


def tarrowby(out: Path) -> None:
    head = ["Code", "Product", "Box contents", *TARR_TIERS]
    body = [[c, p, b, *(en(x) for x in xs)] for c, p, b, xs in TARR_ITEMS]
    t1 = table([head, *body], "borderless", [16, 50, 22, 20, 20, 21, 21], left_cols=3, size=8,
               extra=[("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                      ("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                      ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black)])
    build(out / "tarrowby_ppe_price_list_2025.pdf", "Tarrowby Safety Supplies price list 2025",
          "Tarrowby Safety Supplies Ltd, Stockton-on-Tees", [
              para("Tarrowby Safety Supplies", "Title"),
              para("Personal protective equipment — trade prices, May 2025", "Heading3"),
              para("All prices are in pounds sterling per box and exclude VAT. The price band is set by the number "
                   "of boxes of one product code on a single order. Delivery is free on orders of "
                   f"£{TARR_FREE_FROM:,.2f} or more excluding VAT; smaller orders carry a £{TARR_DELIVERY:,.2f} "
                   "delivery charge."),
              Spacer(1, 3 * mm), t1, Spacer(1, 3 * mm), *(note(x) for x in TARR_NOTES),
          ])


def brackwell(out: Path) -> None:
    t1 = table([["Code", "Description", "Pack", "List price (GBP)"]] +
               [[c, d_, p, en(x)] for c, d_, p, x in BRACK_ITEMS], "zebra", [20, 62, 30, 28], left_cols=3)
    t2 = table([["Boxes of one product per order", "Discount off list price"]] +
               [[b, f"{x}%" if x else "None"] for b, x in BRACK_DISCOUNT], "grid", [56, 40])
    build(out / "brackwell_protective_prices_2025.pdf", "Brackwell Protective price list 2025",
          "Brackwell Protective Ltd, Rotherham", [
              para("Brackwell Protective", "Title"),
              para("Workplace PPE — list prices 2025", "Heading3"),
              para("List prices per pack in GBP, excluding VAT and carriage. Volume discounts are applied to the list "
                   "price according to the number of packs of one product on the order (Table 2)."),
              Spacer(1, 3 * mm), para("Table 1: List prices", "Heading4"), t1, Spacer(1, 7 * mm),
              para("Table 2: Volume discounts", "Heading4"), t2, Spacer(1, 4 * mm),
              para("Carriage: £9.95 per consignment to UK mainland addresses; free over £250 after discount."),
          ])


def marwick(out: Path) -> None:
    head = ["Part no.", "Description", "Package", "In stock", *MARW_BREAKS]
    body = [[p, d_, pk, en(st, 0), *(price(x) if x is not None else "—" for x in xs)]
            for p, d_, pk, st, xs in MARW_PARTS]
    t1 = table([head, *body], "zebra", [26, 52, 19, 17, 14, 14, 14, 14], left_cols=3, size=8,
               extra=[("ALIGN", (3, 0), (-1, 0), "CENTER")])
    t2 = table([["Shipping method", "Cost (USD)", "Transit (business days)"]] +
               [[m, en(c), t] for m, c, t in MARW_SHIPPING], "booktabs", [40, 24, 40])
    build(out / "marwick_components_price_breaks_2025.pdf", "Marwick Components price breaks Q2 2025",
          "Marwick Components Inc., Fremont CA", [
              para("Marwick Components Inc.", "Title"),
              para("Stocked semiconductors — price breaks, Q2 2025", "Heading3"),
              para("Unit prices in US dollars per piece. The price in a quantity column applies from that quantity "
                   "upward on one line item. Stock figures as of April 1, 2025; parts showing 0 in stock ship within "
                   "the factory lead time. \u201c—\u201d: not sold in that quantity."),
              Spacer(1, 3 * mm), para("Table 1: Price breaks (USD per piece)", "Heading4"), t1, Spacer(1, 7 * mm),
              para("Table 2: Shipping (per order, contiguous US)", "Heading4"), t2, Spacer(1, 3 * mm),
              para(f"Ground shipping is free on orders of ${MARW_FREE_GROUND:,.2f} or more. Sales tax is added where "
                   "applicable."),
          ])


def ashgill(out: Path) -> None:
    head = ["Cat. no.", "Product", "Size", "Weight (kg)", "Price ex VAT (£)", "Price inc VAT (£)"]
    rows, kinds = ash_rows()
    cuts = page_cuts(len(rows), ASH_PAGE_ROWS)
    widths = [16, 52, 26, 20, 28, 28]
    parts = []
    for a, b in zip(cuts, cuts[1:]):
        chunk = rows[a:b]
        secs = [i + 1 for i, k in enumerate(kinds[a:b]) if k == "s"]
        parts.append(table([head, *chunk], "grid", widths, left_cols=3, skip_fit=tuple(secs),
                           extra=section_rows(secs, 6, bg=colors.Color(0.88, 0.93, 0.86))))
    story = [para("Ashgill Garden &amp; Tool Co.", "Title"),
             para("Trade catalogue 2025 — hand tools for gardens and grounds", "Heading3"),
             para(f"Prices per item in pounds sterling, shown excluding and including VAT at {ASH_VAT}%. Weights are "
                  "net, without packaging. Trade orders over £300 ex VAT are delivered free to UK mainland "
                  "addresses."),
             Spacer(1, 2 * mm), parts[0]]
    for p in parts[1:]:
        story += [PageBreak(), p]
    story += [Spacer(1, 3 * mm), *(note(x) for x in ASH_NOTES)]
    build(out / "ashgill_tools_catalogue_2025.pdf", "Ashgill Garden & Tool Co. trade catalogue 2025",
          "Ashgill Garden & Tool Co., Kendal", story)


def norrvik(out: Path) -> None:
    head1 = ["Code", "Product", "Dimensions (mm)", "", "", "Price (EUR)", ""]
    head2 = ["", "", "W", "D", "H", *NORR_FINISHES]
    rows, secs = [head1, head2], []
    for sec, items in NORR_SECTIONS:
        rows.append([sec, "", "", "", "", "", ""])
        secs.append(len(rows) - 1)
        for code, prod, w, d_, h, ps, po in items:
            rows.append([code, prod, en(w, 0), en(d_, 0), h if isinstance(h, str) else en(h, 0),
                         cell(ps), cell(po)])
    spans = [((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (4, 0)), ((5, 0), (6, 0))]
    t1 = table(rows, "zebra", [20, 54, 14, 14, 20, 26, 22], header_rows=2, left_cols=2, size=8, spans=spans,
               skip_fit=tuple(secs),
               extra=[("ALIGN", (2, 0), (-1, 1), "CENTER"), ("LINEBELOW", (2, 0), (-1, 0), 0.4, colors.white)]
               + section_rows(secs, 7, font="Helvetica-BoldOblique", size=8))
    t2 = table([["Service", "Price (EUR)"]] + [[s, en(p) if p is not None else "Included"] for s, p in NORR_SERVICES],
               "booktabs", [70, 26])
    build(out / "norrvik_furniture_catalogue_2025.pdf", "Norrvik Office Furniture catalogue 2025",
          "Norrvik Office Furniture AB, Göteborg", [
              para("Norrvik Office Furniture", "Title"),
              para("Product catalogue and price list 2025", "Heading3"),
              para("Net prices per item in euros, excluding VAT. Dimensions in millimetres: width × depth × height. "
                   "Standard finish is white laminate with a birch edge (desks, tables, storage) or black frame "
                   "(seating); oak veneer where priced."),
              Spacer(1, 2 * mm), t1, Spacer(1, 2 * mm), *(note(x) for x in NORR_NOTES), Spacer(1, 5 * mm),
              PageBreak(), para("Delivery and assembly", "Heading4"), t2,
          ])


def grevelingen(out: Path) -> None:
    v = grev_is()
    rows, extra = [["(EUR thousands)", *GREV_COLS]], [("FONT", (0, 0), (0, 0), "Helvetica-Oblique", 8)]
    for label, k in GREV_LAYOUT:
        if k == "h":
            rows.append([label, "", "", "", ""])
            extra.append(("FONT", (0, len(rows) - 1), (0, len(rows) - 1), "Helvetica-Oblique", 8))
            continue
        if k == "eps":
            rows.append([label, *(f"{x:.2f}" for x in v[label])])
        else:
            rows.append([label, *(fin(x) for x in v[label])])
        if k == "t":
            extra += bold_rows([len(rows) - 1], 8)
    t1 = table(rows, "booktabs", [74, 24, 24, 24, 24], size=8, extra=extra)
    lines = grev_lines()
    t2 = table([["(EUR thousands)", "Q2 2025", "Q2 2024", "Change (%)"]] +
               [[k, en(a, 0), en(b, 0), f"{c:+.1f}"] for k, (a, b, c) in lines.items()],
               "zebra", [74, 24, 24, 24], size=8,
               extra=[("FONT", (0, 0), (0, 0), "Helvetica-Oblique", 8)] + bold_rows([len(lines)], 8))
    t3 = table([["Operating data", "Q2 2025", "Q2 2024"]] +
               [[lab, *(en(x, dec) for x in xs)] for lab, xs, dec in GREV_OPS], "grid", [74, 24, 24], size=8)
    rev = v["Revenue"]
    ebit = v["Operating profit (EBIT)"]
    build(out / "grevelingen_q2_2025_report.pdf", "Grevelingen Logistics N.V. Q2 2025 interim report",
          "Grevelingen Logistics N.V., Rotterdam", [
              para("Grevelingen Logistics N.V.", "Title"),
              para("Interim report for the second quarter and first half of 2025", "Heading3"),
              para(f"Revenue rose {(rev[0] / rev[1] - 1) * 100:.1f}% in the second quarter, led by contract logistics, "
                   f"and operating profit grew {(ebit[0] / ebit[1] - 1) * 100:.1f}% as pricing held and fleet "
                   "utilisation improved. Lower average debt reduced finance costs. The figures below are unaudited."),
              Spacer(1, 2 * mm), para("Condensed consolidated statement of profit or loss", "Heading4"), t1,
              Spacer(1, 6 * mm), para("Revenue by service line, second quarter", "Heading4"), t2,
              Spacer(1, 6 * mm), para("Operating data, second quarter", "Heading4"), t3, Spacer(1, 4 * mm),
              para("Outlook: for the full year 2025 the company expects revenue growth in the mid single digits. "
                   "The third-quarter report will be published on 6 November 2025."),
          ])


def threlkeld(out: Path) -> None:
    inc, bs, eps, cats = th_is(), th_bs(), th_eps(), th_categories()
    y = list(TH_YEARS)
    rows = [["£m", "Notes", *y]]
    for k in TH_IS_ORDER:
        rows.append([k, TH_IS_NOTES.get(k, ""), tenths(inc[k][0]), tenths(inc[k][1])])
    eps_label = "Basic earnings per share (pence)"
    rows.append([eps_label, TH_IS_NOTES[eps_label], en(eps[0]), en(eps[1])])
    notes_col = [("ALIGN", (1, 0), (1, -1), "CENTER")]
    t1 = table(rows, "booktabs", [92, 18, 28, 28], extra=notes_col +
               bold_rows([i + 1 for i, k in enumerate(TH_IS_ORDER) if k in TH_IS_TOTALS]))
    srows, extra = [["At 31 December, £m", "Notes", *y]], list(notes_col)
    for label, k in TH_BS_LAYOUT:
        if k == "h":
            srows.append([label, "", "", ""])
            extra.append(("FONT", (0, len(srows) - 1), (0, len(srows) - 1), "Helvetica-BoldOblique", 8.5))
            continue
        srows.append([label, TH_BS_NOTES.get(label, ""), tenths(bs[label][0]), tenths(bs[label][1])])
        if k == "t":
            extra += bold_rows([len(srows) - 1])
            extra.append(("LINEABOVE", (2, len(srows) - 1), (-1, len(srows) - 1), 0.4, colors.black))
    t2 = table(srows, "borderless", [92, 18, 28, 28], extra=extra + [("LINEBELOW", (0, 0), (-1, 0), 0.8,
                                                                      colors.black)])
    t3 = table([["£m", *y]] + [[k, tenths(a), tenths(b)] for k, (a, b) in cats.items()], "zebra", [92, 28, 28],
               extra=bold_rows([len(cats)]))
    build(out / "threlkeld_foods_annual_report_2024.pdf", "Threlkeld Foods plc Annual Report 2024",
          "Threlkeld Foods plc — Annual Report and Accounts 2024", [
              para("Threlkeld Foods plc", "Title"),
              para("Annual Report and Accounts 2024 — primary statements (extract)", "Heading3"),
              para("The Group makes bakery products, chilled ready meals, sauces and condiments for UK retailers and "
                   "food-service customers. Amounts in pounds sterling, millions, unless stated otherwise; the Notes "
                   "column refers to the notes to the financial statements. Brackets denote deductions."),
              Spacer(1, 2 * mm), para("Consolidated income statement for the year ended 31 December 2024", "Heading4"),
              t1, Spacer(1, 2 * mm),
              note(f"Basic earnings per share are based on {TH_SHARES_M} million ordinary shares in issue throughout "
                   "both years. Exceptional items in 2024 are the costs of closing the Wigan bakery."),
              PageBreak(),
              para("Consolidated balance sheet", "Heading4"), t2, Spacer(1, 6 * mm),
              para("Note 3 — Revenue by product category", "Heading4"), t3,
          ])


def kestrup(out: Path) -> None:
    k = kest_key()
    head1 = ["", "DKK million", "", "EUR million¹", ""]
    head2 = ["", *KEST_YEARS, *KEST_YEARS]
    rows, extra = [head1, head2], []
    for label, kind in KEST_LAYOUT:
        if kind == "h":
            rows.append([label, "", "", "", ""])
            extra += section_rows([len(rows) - 1], 5, bg=colors.Color(0.90, 0.92, 0.96))
            continue
        rows.append([label, *(fin(x) for x in k[label]), *(fin(kest_eur(x), 1) for x in k[label])])
        if kind == "t":
            extra += bold_rows([len(rows) - 1])
    spans = [((1, 0), (2, 0)), ((3, 0), (4, 0)), ((0, 0), (0, 1))]
    secs = tuple(i for i, r in enumerate(rows) if i >= 2 and r[1] == "")
    t1 = table(rows, "grid", [70, 24, 24, 24, 24], header_rows=2, spans=spans, skip_fit=secs,
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER")] + extra)
    t2 = table([["Operating figures", *KEST_YEARS]] +
               [[lab, *(en(x, dec) for x in xs)] for lab, xs, dec in kest_ops()], "booktabs", [90, 24, 24])
    build(out / "kestrup_maritime_annual_summary_2024.pdf", "Kestrup Maritime A/S annual summary 2024",
          "Kestrup Maritime A/S, Esbjerg", [
              para("Kestrup Maritime A/S", "Title"),
              para("Annual summary 2024 — five-minute read for shareholders", "Heading3"),
              para("Kestrup owns and charters product tankers and offshore supply vessels. Lower freight rates in "
                   "the product tanker market reduced revenue and earnings from the record year 2023; the fleet "
                   "grew by two owned vessels. The company reports in Danish kroner."),
              Spacer(1, 3 * mm), para("Financial highlights", "Heading4"), t1, Spacer(1, 2 * mm),
              note(f"¹ Convenience translation at DKK {KEST_RATE:.3f} per EUR (both years); not audited."),
              Spacer(1, 6 * mm), para("Fleet and people", "Heading4"), t2, Spacer(1, 4 * mm),
              para("The Board proposes a dividend of DKK 14.00 per share (2023: DKK 18.50). Annual general meeting: "
                   "3 April 2025, Esbjerg."),
          ])


def oldacre(out: Path) -> None:
    models = old_models()
    head1 = ["", ""] + [x for s, ms in OLD_SERIES for x in (s, *[""] * (len(ms) - 1))]
    head2 = ["Specification", "Unit", *models]
    rows, secs = [head1, head2], []
    for r in OLD_ROWS:
        if r[0].startswith("#"):
            rows.append([r[0][1:], *[""] * (1 + len(models))])
            secs.append(len(rows) - 1)
            continue
        label, unit, xs, dec = r
        rows.append([label, unit, *(x if isinstance(x, str) else cell(x, dec) for x in xs)])
    spans, c = [], 2
    for s, ms in OLD_SERIES:
        spans.append(((c, 0), (c + len(ms) - 1, 0)))
        c += len(ms)
    t1 = table(rows, "booktabs", [46, 14] + [18] * len(models), header_rows=2, size=8, spans=spans,
               skip_fit=tuple(secs),
               extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")] +
                     [("LINEBELOW", a, (b[0], 0), 0.4, colors.black) for a, b in spans] +
                     section_rows(secs, 2 + len(models), font="Helvetica-BoldOblique", size=8))
    build(out / "oldacre_ups_spec_sheet.pdf", "Oldacre Power Systems online UPS technical data",
          "Oldacre Power Systems Ltd, Telford", [
              para("Oldacre Power Systems", "Title"),
              para("Online UPS — OPS Compact and OPS Tower Pro: technical data", "Heading3"),
              para("All models are true online double-conversion units with pure sine-wave output, an LCD panel, "
                   "USB and RS-232 ports and a slot for the network card OPS-NMC2. Data subject to change."),
              Spacer(1, 3 * mm), t1, Spacer(1, 3 * mm), *(note(x) for x in OLD_NOTES),
          ])


def wyncote(out: Path) -> None:
    head1 = ["Plan", "Fee per user", "Min. users", "Support hours", "Response target (hours)", "", "",
             "On-site visits"]
    head2 = ["", "", "", "", "P1", "P2", "P3", ""]

    def hrs(x):
        return en(x, 1) if not float(x).is_integer() else str(int(x))
    body = [[p, en(f) if not isinstance(f, str) else f, str(m), h, *(hrs(x) for x in rt), str(v)]
            for p, f, m, h, rt, v in WYN_PLANS]
    spans = [((4, 0), (6, 0))] + [((c, 0), (c, 1)) for c in (0, 1, 2, 3, 7)]
    t1 = table([head1, head2, *body], "grid", [22, 24, 18, 38, 13, 13, 13, 25], header_rows=2, size=8, spans=spans,
               extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")])
    t2 = table([["Monthly availability", "Service credit (% of monthly fee)"]] +
               [[b, f"{x}%" if x else "None"] for b, x in WYN_CREDITS], "zebra", [50, 56])
    t3 = table([["Add-on", "Price (GBP)", "Basis"]] + [[a, en(p), b] for a, p, b in WYN_ADDONS], "booktabs",
               [60, 26, 40], left_cols=1)
    build(out / "wyncote_support_plans_2025.pdf", "Wyncote Managed IT support plans 2025", "Wyncote Managed IT Ltd", [
        para("Wyncote Managed IT", "Title"),
        para("Managed support plans for small and mid-sized businesses, 2025", "Heading3"),
        para("Fees are in pounds sterling per user per month, excluding VAT, on a 12-month agreement. Each plan is "
             "billed for at least its minimum number of users. Response targets are the time to an engineer's first "
             "response, in hours, for P1 (critical), P2 (high) and P3 (normal) tickets."),
        Spacer(1, 3 * mm), para("Plans", "Heading4"), t1, Spacer(1, 6 * mm),
        para("Service credits (infrastructure we host for you)", "Heading4"), t2, Spacer(1, 6 * mm),
        para("Add-ons", "Heading4"), t3, Spacer(1, 4 * mm),
        para("Critical+ is priced individually after an infrastructure review. On-site visits are within 40 miles of "
             "our Leeds office; further afield, travel is charged at cost."),
    ])


DOCUMENTS = [hesselborn, morgeval, tarrowby, brackwell, marwick, ashgill, norrvik, grevelingen, threlkeld, kestrup,
             oldacre, wyncote]


if __name__ == "__main__":
    sys.exit(held_out_docs.main(sys.argv[1:], DOCUMENTS, __doc__))
