"""A fourth held-out set of business documents from companies the project has never seen (bench/business-other4).

    python bench/business-other4/make_docs.py OUTDIR

Writes twelve PDFs with reportlab, deterministically: no randomness, every figure is a plain Python
structure below, so make_questions.py computes the gold answers from the same data and never from
tabsql (which was neither run nor read while this set was written). It covers the five families of
the business-dev corpus with other companies and other layouts: five price lists with quantity tiers
(German, Turkish and three English, tiers as columns in some and as rows in others), two multi-page
product catalogues, three financial documents (an annual report, a one-page factsheet, a quarterly
report), a technical spec sheet (models as columns) and a support-plan comparison (plans as columns).
"""
from __future__ import annotations

import sys
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import PageBreak, Paragraph, Spacer, Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import held_out_docs  # noqa: E402  (bench/held_out_docs.py)
from held_out_docs import STYLES, build, de, en, fin, para, tr_para, turkish_fonts  # noqa: E402

ON_REQUEST = "on request"

# ========================================================================================= data
# --- Kranichsfeld Beschlagtechnik GmbH: German price list, EUR per piece, tiers as COLUMNS (two-level header)
KRANICH_TIERS = ("1–49 Stk.", "50–249 Stk.", "250–999 Stk.", "ab 1.000 Stk.")
KRANICH_ARTIKEL = [  # Art.-Nr., Bezeichnung, VE (pieces per packing unit), EUR per piece per tier (str as printed)
    ("KB-1100", "Möbelscharnier 35 mm, Edelstahl", 10, (3.85, 3.42, 2.96, 2.61)),
    ("KB-1120", "Topfscharnier mit Dämpfung", 10, (5.90, 5.25, 4.70, 4.15)),
    ("KB-1140", "Glastürscharnier, verchromt", 2, (12.40, 11.30, 10.20, 9.35)),
    ("KB-2200", "Bügelgriff 128 mm, Aluminium", 10, (4.40, 3.95, 3.49, 3.05)),
    ("KB-2210", "Bügelgriff 160 mm, Edelstahl", 10, (6.75, 6.10, 5.45, 4.90)),
    ("KB-2250", "Möbelknopf Ø 30 mm, Messing", 20, (2.95, 2.60, 2.28, 1.99)),
    ("KB-3300", "Vollauszug 450 mm (Paar)", 1, (18.90, 17.20, 15.60, 14.10)),
    ("KB-3310", "Vollauszug 550 mm (Paar)", 1, (21.40, 19.50, 17.70, 16.00)),
    ("KB-4400", "Möbelschloss, Zylinder 22 mm", 5, (7.95, 7.20, 6.55, "auf Anfrage")),
    ("KB-5500", "Bodenträger 5 mm, vernickelt", 100, (0.14, 0.12, 0.10, 0.08)),
]
KRANICH_WERKZEUG = [  # Art.-Nr., Bezeichnung, EUR per piece (no tiers)
    ("KB-9010", "Bohrlehre für Topfscharniere", 89.50),
    ("KB-9020", "Montagestation MS-2", 1_385.00),
    ("KB-9030", "Einpressmaschine EP-35", 2_940.00),
]
KRANICH_VERSAND = [("bis 250,00 €", 12.90), ("250,01 € bis 1.000,00 €", 7.50), ("über 1.000,00 €", None)]  # None: frei
KRANICH_MWST = 19  # %

# --- Akçakoca Ambalaj: Turkish price list, TL per carton, quantity bands as ROWS, carton codes as columns
AKCA_KOLILER = [  # kod, dalga, iç ölçüler (cm), taşıma kapasitesi (kg)
    ("K-20", "Tek oluklu", "20 × 15 × 10", 5),
    ("K-30", "Tek oluklu", "30 × 20 × 15", 8),
    ("K-40", "Tek oluklu", "40 × 30 × 25", 12),
    ("ÇK-60", "Çift oluklu", "60 × 40 × 40", 25),
    ("ÇK-80", "Çift oluklu", "80 × 60 × 50", 35),
]
AKCA_BANDS = ("100–499", "500–1.999", "2.000–4.999", "5.000 ve üzeri")
AKCA_FIYAT = {  # kod -> TL per carton per band (str as printed)
    "K-20": (6.85, 6.20, 5.60, 5.05),
    "K-30": (9.40, 8.55, 7.75, 7.00),
    "K-40": (14.90, 13.60, 12.30, 11.10),
    "ÇK-60": (31.50, 28.90, 26.40, 24.00),
    "ÇK-80": (46.75, 42.90, 39.20, "talep üzerine"),
}
AKCA_DIGER = [  # ürün, birim, TL
    ("Streç film 17 mikron, 50 cm × 300 m", "rulo", 389.00),
    ("Koli bandı 45 mm × 100 m, şeffaf", "rulo", 42.50),
    ("Baloncuklu naylon 100 cm × 50 m", "rulo", 1_185.00),
    ("Köşe koruyucu karton, 100 adet", "paket", 1_340.00),
]
AKCA_KDV = 20  # %
AKCA_MIN = 100  # minimum order per carton type

# --- Quillmoor Packaging Supplies: English price list, GBP in the header, tiers as COLUMNS, booktabs
QUILL_TIERS = ("1–99", "100–499", "500–1,999", "2,000+")
QUILL_ITEMS = [  # code, product, unit, GBP per unit per tier (str as printed)
    ("QP-101", "Single-wall carton 305 × 229 × 152 mm", "each", (0.62, 0.54, 0.47, 0.41)),
    ("QP-104", "Single-wall carton 457 × 305 × 305 mm", "each", (0.98, 0.86, 0.75, 0.66)),
    ("QP-210", "Double-wall carton 457 × 457 × 457 mm", "each", (2.35, 2.08, 1.84, 1.62)),
    ("QP-301", "Packing tape 48 mm × 66 m, clear", "roll", (1.45, 1.22, 1.05, 0.93)),
    ("QP-402", "Stretch film 400 mm × 250 m, 17 micron", "roll", (7.90, 6.95, 6.20, 5.60)),
    ("QP-510", "Bubble wrap 750 mm × 100 m", "roll", (18.40, 16.50, 14.90, ON_REQUEST)),
    ("QP-620", "Mailing bags 250 × 350 mm", "pack of 100", (6.80, 6.10, 5.45, 4.90)),
    ("QP-700", "Void-fill paper 420 mm × 360 m", "roll", (24.50, 22.30, 20.40, 18.90)),
]
QUILL_DELIVERY = [("Orders under £100.00", 9.50), ("Orders of £100.00 and over", None)]  # None: free
QUILL_VAT = 20

# --- Ostrander Box & Tape Co.: English price list, quantity bands as ROWS, products as columns, "£" in every cell
OSTR_KEY = [  # column code, description
    ("OB-45", "Single-wall carton 457 × 305 × 305 mm"),
    ("OB-46", "Double-wall carton 457 × 457 × 457 mm"),
    ("OT-48", "Packing tape 48 mm × 66 m, clear"),
    ("OS-40", "Stretch film 400 mm × 250 m, 17 micron"),
    ("OW-75", "Bubble wrap 750 mm × 100 m"),
]
OSTR_BANDS = ("1–49", "50–249", "250–999", "1,000–4,999", "5,000+")
OSTR_PRICES = {  # code -> GBP per unit per band
    "OB-45": (1.02, 0.89, 0.79, 0.70, 0.63),
    "OB-46": (2.49, 2.20, 1.90, 1.69, 1.55),
    "OT-48": (1.39, 1.25, 1.10, 0.96, 0.88),
    "OS-40": (8.20, 7.10, 6.40, 5.75, 5.30),
    "OW-75": (17.90, 16.20, 15.10, 13.80, 12.95),
}
OSTR_DELIVERY = [("Under £150.00", 14.95), ("£150.00 – £499.99", 7.95), ("£500.00 and over", None)]  # None: free

# --- Pellworth Lab Supply: USD per case, case tiers as COLUMNS under a two-level header, section rows, zebra
PELL_TIERS = ("1–4 cases", "5–19 cases", "20+ cases")
PELL_SECTIONS = [  # section, [(item, description, case contents, USD per case per tier)]
    ("Pipette tips", [
        ("PL-1010", "Filter tips 10 µL, racked", "10 racks × 96", (48.50, 44.20, 39.90)),
        ("PL-1200", "Filter tips 200 µL, racked", "10 racks × 96", (46.00, 41.80, 37.60)),
        ("PL-1100", "Filter tips 1,000 µL, racked", "8 racks × 96", (52.75, 47.90, 43.10)),
    ]),
    ("Tubes", [
        ("PL-2015", "Microcentrifuge tubes 1.5 mL", "1,000 tubes", (29.90, 27.10, 24.40)),
        ("PL-2020", "Microcentrifuge tubes 2.0 mL", "1,000 tubes", (33.40, 30.20, 27.30)),
        ("PL-2050", "Conical tubes 50 mL, sterile", "500 tubes", (142.00, 128.50, 116.00)),
        ("PL-2015C", "Cryovials 2 mL, external thread", "500 vials", (118.60, 107.40, ON_REQUEST)),
    ]),
    ("Gloves", [
        ("PL-3100", "Nitrile gloves, size M", "10 boxes × 100", (64.00, 58.40, 52.90)),
        ("PL-3110", "Nitrile gloves, size L", "10 boxes × 100", (65.50, 59.70, 54.10)),
        ("PL-3200", "Latex gloves, powder-free, size M", "10 boxes × 100", (71.50, 65.00, ON_REQUEST)),
    ]),
]
PELL_SHIPPING = 18.00  # USD per order under the free-shipping threshold
PELL_FREE_FROM = 500.00  # USD

# --- Grimbleby Fixings: fastener catalogue, zebra, section rows, continued over three pages (header repeated)
GRIM_SECTIONS = [  # section, [(item code, description, size, material, pack qty, GBP per pack)]
    ("Hex bolts", [
        ("GF-HB0640", "Hex bolt, part thread", "M6 × 40", "Steel 8.8, zinc", 50, 5.95),
        ("GF-HB0660", "Hex bolt, part thread", "M6 × 60", "Steel 8.8, zinc", 50, 7.20),
        ("GF-HB0840", "Hex bolt, part thread", "M8 × 40", "Steel 8.8, zinc", 50, 8.60),
        ("GF-HB0860", "Hex bolt, part thread", "M8 × 60", "Steel 8.8, zinc", 50, 10.40),
        ("GF-HB0880", "Hex bolt, part thread", "M8 × 80", "Steel 8.8, zinc", 50, 12.85),
        ("GF-HB1050", "Hex bolt, part thread", "M10 × 50", "Steel 8.8, zinc", 25, 8.90),
        ("GF-HB1080", "Hex bolt, part thread", "M10 × 80", "Steel 8.8, zinc", 25, 11.75),
        ("GF-HB10100", "Hex bolt, part thread", "M10 × 100", "Steel 8.8, zinc", 25, 14.30),
        ("GF-HB1260", "Hex bolt, part thread", "M12 × 60", "Steel 8.8, zinc", 25, 13.60),
        ("GF-HB12100", "Hex bolt, part thread", "M12 × 100", "Steel 8.8, zinc", 25, 19.95),
        ("GF-HS0640", "Hex bolt, part thread*", "M6 × 40", "Stainless A2", 50, 14.80),
        ("GF-HS0850", "Hex bolt, part thread*", "M8 × 50", "Stainless A2", 50, 21.60),
        ("GF-HS1060", "Hex bolt, part thread*", "M10 × 60", "Stainless A2", 25, 19.40),
        ("GF-HS1280", "Hex bolt, part thread*", "M12 × 80", "Stainless A2", 25, 31.25),
    ]),
    ("Nuts and washers", [
        ("GF-HN06", "Hex nut", "M6", "Steel 8, zinc", 200, 3.40),
        ("GF-HN08", "Hex nut", "M8", "Steel 8, zinc", 200, 4.95),
        ("GF-HN10", "Hex nut", "M10", "Steel 8, zinc", 100, 4.60),
        ("GF-HN12", "Hex nut", "M12", "Steel 8, zinc", 100, 6.85),
        ("GF-HN16", "Hex nut", "M16", "Steel 8, zinc", 50, 7.90),
        ("GF-NL08", "Nyloc nut", "M8", "Steel 8, zinc", 100, 5.70),
        ("GF-NL10", "Nyloc nut", "M10", "Steel 8, zinc", 100, 7.45),
        ("GF-NL12", "Nyloc nut", "M12", "Steel 8, zinc", 50, 6.30),
        ("GF-FW06", "Flat washer", "M6", "Steel, zinc", 500, 3.95),
        ("GF-FW08", "Flat washer", "M8", "Steel, zinc", 500, 5.40),
        ("GF-FW10", "Flat washer", "M10", "Steel, zinc", 250, 4.85),
        ("GF-FW12", "Flat washer", "M12", "Steel, zinc", 250, 6.60),
        ("GF-PW10", "Penny washer", "M10 × 30", "Steel, zinc", 100, 5.25),
    ]),
    ("Wood and decking screws", [
        ("GF-WS3530", "Wood screw, pozi countersunk", "3.5 × 30", "Steel, yellow zinc", 200, 4.20),
        ("GF-WS4040", "Wood screw, pozi countersunk", "4.0 × 40", "Steel, yellow zinc", 200, 5.35),
        ("GF-WS4050", "Wood screw, pozi countersunk", "4.0 × 50", "Steel, yellow zinc", 200, 6.10),
        ("GF-WS5060", "Wood screw, pozi countersunk", "5.0 × 60", "Steel, yellow zinc", 200, 9.80),
        ("GF-WS5080", "Wood screw, pozi countersunk", "5.0 × 80", "Steel, yellow zinc", 100, 7.65),
        ("GF-WS6100", "Wood screw, pozi countersunk", "6.0 × 100", "Steel, yellow zinc", 100, 11.90),
        ("GF-DS4550", "Decking screw†", "4.5 × 50", "Steel, green coated", 250, 14.75),
        ("GF-DS4565", "Decking screw†", "4.5 × 65", "Steel, green coated", 250, 17.40),
    ]),
    ("Coach screws and anchors", [
        ("GF-CS0850", "Coach screw", "8 × 50", "Steel, zinc", 25, 6.40),
        ("GF-CS0875", "Coach screw", "8 × 75", "Steel, zinc", 25, 7.95),
        ("GF-CS10100", "Coach screw", "10 × 100", "Steel, zinc", 25, 12.60),
        ("GF-CS10150", "Coach screw", "10 × 150", "Steel, zinc", 25, 17.85),
        ("GF-TB0875", "Through-bolt anchor", "M8 × 75", "Steel, zinc", 20, 11.40),
        ("GF-TB1095", "Through-bolt anchor", "M10 × 95", "Steel, zinc", 20, 15.90),
        ("GF-TB12110", "Through-bolt anchor", "M12 × 110", "Steel, zinc", 10, 12.75),
        ("GF-WP05", "Wall plug", "5 × 25", "Nylon", 100, 2.10),
        ("GF-WP06", "Wall plug", "6 × 30", "Nylon", 100, 2.45),
        ("GF-WP08", "Wall plug", "8 × 40", "Nylon", 100, 3.80),
        ("GF-WP10", "Wall plug", "10 × 50", "Nylon", 50, 3.35),
        ("GF-CA300", "Chemical anchor resin‡", "300 ml", "Polyester", 1, 9.95),
    ]),
    ("Threaded rod", [
        ("GF-TR08", "Threaded rod, 1 m", "M8", "Steel 4.8, zinc", 10, 14.50),
        ("GF-TR10", "Threaded rod, 1 m", "M10", "Steel 4.8, zinc", 10, 19.80),
        ("GF-TR12", "Threaded rod, 1 m", "M12", "Steel 4.8, zinc", 10, 27.40),
        ("GF-TR16", "Threaded rod, 1 m", "M16", "Steel 4.8, zinc", 5, 24.60),
        ("GF-TS08", "Threaded rod, 1 m*", "M8", "Stainless A2", 5, 22.75),
        ("GF-TS10", "Threaded rod, 1 m*", "M10", "Stainless A2", 5, 31.90),
        ("GF-TS12", "Threaded rod, 1 m*", "M12", "Stainless A2", 5, 44.20),
    ]),
]
GRIM_PAGE_ROWS = (26, 22)  # table rows (section rows included) on pages 1 and 2; the rest on page 3
GRIM_FOOTNOTES = [
    "* A2 stainless steel (AISI 304): for outdoor use away from the coast. A4 grade on request.",
    "† Line being discontinued: while stocks last, no back orders.",
    "‡ Requires the applicator gun GF-CA-GUN, sold separately.",
]
GRIM_VAT = 20

# --- Lumenary Lighting: luminaire catalogue, booktabs, continued over pages (header repeated), EUR
LUM_ITEMS = [  # item code, product, size (mm), power W, flux lm, CCT K, IP, EUR
    ("LM-PN6030-830", "LED panel 600", "595 × 595 × 10", 30, 3_600, 3000, "IP40", 46.50),
    ("LM-PN6030-840", "LED panel 600", "595 × 595 × 10", 30, 3_750, 4000, "IP40", 46.50),
    ("LM-PN6036-840", "LED panel 600, high output", "595 × 595 × 10", 36, 4_320, 4000, "IP40", 52.90),
    ("LM-PN6032-840U", "LED panel 600, UGR 19¹", "595 × 595 × 12", 32, 3_840, 4000, "IP40", 68.40),
    ("LM-PN6234-840", "LED panel 625", "620 × 620 × 10", 34, 4_150, 4000, "IP40", 55.20),
    ("LM-PN1240-840", "LED panel 1200 × 300", "1,195 × 295 × 10", 40, 4_800, 4000, "IP40", 61.00),
    ("LM-PN1240-865", "LED panel 1200 × 300", "1,195 × 295 × 10", 40, 4_950, 6500, "IP40", 61.00),
    ("LM-DL0708-830", "Downlight 70", "Ø 90 × 45", 8, 720, 3000, "IP44", 18.90),
    ("LM-DL0712-830", "Downlight 70, high output", "Ø 90 × 45", 12, 1_080, 3000, "IP44", 21.40),
    ("LM-DL1520-840", "Downlight 150", "Ø 170 × 65", 20, 2_100, 4000, "IP44", 32.60),
    ("LM-DL2030-840", "Downlight 200", "Ø 225 × 80", 30, 3_200, 4000, "IP20", 44.80),
    ("LM-DF0606-830", "Fire-rated downlight²", "Ø 85 × 95", 6, 540, 3000, "IP65", 24.75),
    ("LM-DF0608-840", "Fire-rated downlight, tilt²", "Ø 85 × 105", 8, 760, 4000, "IP65", 29.30),
    ("LM-BT0618-840", "LED batten 600", "620 × 70 × 60", 18, 2_250, 4000, "IP20", 19.50),
    ("LM-BT1236-840", "LED batten 1200", "1,220 × 70 × 60", 36, 4_500, 4000, "IP20", 27.80),
    ("LM-BT1548-840", "LED batten 1500", "1,520 × 70 × 60", 48, 6_000, 4000, "IP20", 33.90),
    ("LM-BT1548-865", "LED batten 1500", "1,520 × 70 × 60", 48, 6_150, 6500, "IP20", 33.90),
    ("LM-WB1236-840", "Weatherproof batten 1200", "1,250 × 90 × 80", 36, 4_300, 4000, "IP65", 36.70),
    ("LM-WB1544-840", "Weatherproof batten 1500", "1,540 × 90 × 80", 44, 5_300, 4000, "IP65", 41.20),
    ("LM-BH1512-830", "Bulkhead, round", "Ø 300 × 95", 15, 1_400, 3000, "IP65", 27.60),
    ("LM-BH1512-830E", "Bulkhead, round, emergency³", "Ø 300 × 95", 15, 1_400, 3000, "IP65", 64.90),
    ("LM-TS1525-830", "Track spot 15", "Ø 60 × 140", 15, 1_350, 3000, "IP20", 38.50),
    ("LM-TS2530-830", "Track spot 25", "Ø 75 × 165", 25, 2_300, 3000, "IP20", 49.90),
    ("LM-TS3536-840", "Track spot 35", "Ø 90 × 190", 35, 3_300, 4000, "IP20", 62.40),
    ("LM-LN1240-840", "Linear pendant 1200", "1,200 × 50 × 70", 40, 4_600, 4000, "IP20", 84.00),
    ("LM-LN1550-840", "Linear pendant 1500", "1,500 × 50 × 70", 50, 5_800, 4000, "IP20", 98.50),
    ("LM-HB1000-850", "High bay 100", "Ø 280 × 160", 100, 15_000, 5000, "IP65", 129.00),
    ("LM-HB1500-850", "High bay 150", "Ø 320 × 170", 150, 23_250, 5000, "IP65", 164.00),
    ("LM-HB2000-850", "High bay 200", "Ø 360 × 180", 200, 28_000, 5000, "IP65", 209.00),
    ("LM-FL0030-840", "Floodlight 30", "210 × 160 × 35", 30, 3_600, 4000, "IP66", 36.40),
    ("LM-FL0050-840", "Floodlight 50", "255 × 205 × 38", 50, 6_000, 4000, "IP66", 48.90),
    ("LM-FL0100-840", "Floodlight 100", "330 × 280 × 42", 100, 12_500, 4000, "IP66", 86.50),
    ("LM-FL0200-850", "Floodlight 200", "420 × 355 × 48", 200, 25_000, 5000, "IP66", 154.00),
    ("LM-EX0003-EM", "Exit sign, maintained³", "350 × 200 × 25", 3, 0, 6500, "IP40", 58.00),
    ("LM-SL0450-740", "Street lantern 45", "560 × 230 × 90", 45, 6_300, 4000, "IP66", 172.00),
    ("LM-SL0900-740", "Street lantern 90", "680 × 280 × 95", 90, 12_400, 4000, "IP66", 238.00),
]
LUM_PAGE_ROWS = (24,)  # rows on page 1; the rest on page 2
LUM_FOOTNOTES = [
    "¹ Unified glare rating below 19, suitable for offices and classrooms (EN 12464-1).",
    "² Tested to 90 minutes fire rating in a 2-hour ceiling; supplied with a plug-in connector.",
    "³ 3-hour emergency duration, self-test; the exit sign's light output is not stated as a flux.",
]
LUM_DALI = 22.00  # EUR extra for a DALI driver, stated in the text

# --- Quenby Hydraulics plc: annual report, £ million (one decimal), stored in £ hundred-thousands (tenths)
QUENBY_YEARS = ("2024", "2023")
QUENBY_SHARES_M = 250  # million ordinary shares of 5p in issue, both years
QUENBY_IS = {  # tenths of £ million: (2024, 2023); expenses negative
    "Revenue": (4126, 3869),
    "Cost of sales": (-2683, -2551),
    "Distribution costs": (-384, -359),
    "Administrative expenses": (-472, -446),
    "Other operating income": (21, 14),
    "Finance income": (13, 8),
    "Finance costs": (-96, -89),
    "Taxation": (-141, -118),
}
QUENBY_BS = {  # tenths of £ million at 31 December (2024, 2023); liabilities negative
    "Property, plant and equipment": (1564, 1498),
    "Intangible assets": (427, 441),
    "Deferred tax assets": (32, 39),
    "Inventories": (718, 665),
    "Trade and other receivables": (839, 782),
    "Cash and cash equivalents": (365, 287),
    "Trade and other payables": (-724, -693),
    "Borrowings (current)": (-120, -100),
    "Current tax liabilities": (-46, -38),
    "Borrowings (non-current)": (-950, -1050),
    "Retirement benefit obligations": (-183, -216),
    "Provisions": (-61, -54),
    "Share capital": (125, 125),
    "Share premium": (310, 310),
}
QUENBY_RE_2023 = 1012  # retained earnings at 31 December 2023 (tenths); other reserves is the balancing equity line
QUENBY_CF = {  # tenths (2024, 2023); dividends paid is derived so cash ties to the balance sheet
    "Depreciation and amortisation": (248, 231),
    "Increase in inventories": (-53, -40),
    "Increase in trade and other receivables": (-57, -31),
    "Increase in trade and other payables": (31, 24),
    "Income tax paid": (-133, -112),
    "Purchase of property, plant and equipment": (-296, -264),
    "Purchase of intangible assets": (-29, -35),
    "Interest received": (13, 8),
    "Repayment of borrowings": (-80, -60),
    "Interest paid": (-91, -87),
}
QUENBY_CASH_2023_OPEN = 194  # tenths
QUENBY_SEGMENTS = {  # segment -> revenue (2024, 2023), operating profit (2024, 2023), tenths; Aftermarket is the rest
    "Mobile Hydraulics": ((1874, 1792), (291, 262)),
    "Industrial Systems": ((1381, 1306), (176, 151)),
}
QUENBY_CENTRAL = (-58, -51)  # central costs in the segment table's operating profit

# --- Corvallo Energia S.p.A.: one-page factsheet, EUR million unless stated, five years
CORVALLO_YEARS = ("2020", "2021", "2022", "2023", "2024")
CORVALLO_KEY = [  # row label, values per year, decimals; EBITDA margin is derived
    ("Revenue", (612.4, 688.9, 941.7, 803.2, 774.6), 1),
    ("EBITDA", (298.1, 336.5, 402.8, 391.4, 405.9), 1),
    ("Net profit", (112.6, 131.0, 158.3, 149.7, 163.2), 1),
    ("Capital expenditure", (244.0, 301.5, 356.8, 412.3, 388.1), 1),
    ("Net financial debt", (1_402.5, 1_488.0, 1_531.6, 1_620.9, 1_598.4), 1),
    ("Installed capacity (MW)", (1_840, 2_015, 2_260, 2_495, 2_710), 0),
    ("Electricity generated (GWh)", (4_118, 4_502, 4_877, 5_361, 5_904), 0),
    ("Employees (number)", (612, 655, 701, 748, 790), 0),
    ("Dividend per share (EUR)", (0.42, 0.46, 0.52, 0.52, 0.55), 2),
]
CORVALLO_MIX_2024 = [("Wind", 2_611), ("Solar", 1_734)]  # GWh generated in 2024; Hydro is the rest
CORVALLO_MARGIN_AFTER = "EBITDA"  # the derived margin row follows this one

# --- Brisken Software Inc.: Q3 2025 quarterly report, USD thousands; three and nine months, 2025 vs 2024
BRISKEN_COLS = ("Three months > 2025", "Three months > 2024", "Nine months > 2025", "Nine months > 2024")
BRISKEN_IS = {  # USD thousands: (Q3 2025, Q3 2024, 9M 2025, 9M 2024); expenses negative
    "Subscription": (48_912, 40_276, 139_804, 114_530),
    "Professional services": (6_184, 6_905, 18_622, 20_417),
    "Cost of subscription": (-9_318, -8_147, -27_095, -23_602),
    "Cost of professional services": (-5_402, -5_873, -16_219, -17_388),
    "Research and development": (-12_640, -11_285, -36_910, -32_774),
    "Sales and marketing": (-17_215, -16_098, -50_482, -47_115),
    "General and administrative": (-6_330, -6_012, -18_746, -17_950),
    "Interest and other income, net": (1_126, 874, 3_208, 2_455),
    "Provision for income taxes": (-682, -214, -1_540, -402),
}
BRISKEN_SHARES = (61_240, 59_880, 60_915, 59_602)  # weighted average basic shares, thousands
BRISKEN_KPI_DATES = ("Sep 30, 2025", "Jun 30, 2025", "Sep 30, 2024")
BRISKEN_KPIS = [  # label, values, decimals
    ("Annual recurring revenue (USD millions)", (201.4, 192.7, 166.8), 1),
    ("Customers with ARR over $100k", (412, 398, 347), 0),
    ("Total customers", (3_184, 3_121, 2_963), 0),
    ("Net revenue retention rate (%)", (114, 115, 117), 0),
]

# --- Vellacott Heat Pumps: spec sheet, models as COLUMNS, units in the row labels, grid
VELL_MODELS = ("VHP-5", "VHP-8", "VHP-12", "VHP-16", "VHP-22")
VELL_SPECS = [  # row label, value per model (number or text), decimals
    ("Heating capacity at A7/W35 (kW)", (5.2, 8.1, 11.9, 16.2, 21.8), 1),
    ("COP at A7/W35", (4.91, 4.78, 4.62, 4.51, 4.38), 2),
    ("Heating capacity at A-7/W55 (kW)", (4.1, 6.6, 9.4, 12.8, 17.1), 1),
    ("SCOP, average climate, 35 °C", (4.62, 4.55, 4.48, 4.40, 4.31), 2),
    ("Max. flow temperature (°C)", (70, 70, 75, 75, 75), 0),
    ("Sound power level (dB(A))", (54, 56, 58, 61, 64), 0),
    ("Refrigerant", ("R290", "R290", "R290", "R290", "R290"), 0),
    ("Refrigerant charge (kg)", (0.9, 1.3, 1.9, 2.6, 3.4), 1),
    ("Power supply", ("230 V / 1~", "230 V / 1~", "400 V / 3~", "400 V / 3~", "400 V / 3~"), 0),
    ("Max. operating current (A)", (13.5, 16.0, 10.5, 13.0, 17.5), 1),
    ("Height (mm)", (790, 890, 1_120, 1_380, 1_560), 0),
    ("Width (mm)", (1_040, 1_160, 1_250, 1_250, 1_390), 0),
    ("Depth (mm)", (430, 450, 480, 480, 520), 0),
    ("Weight (kg)", (68, 84, 121, 148, 186), 0),
    ("Energy class at 35 °C / 55 °C", ("A+++ / A++", "A+++ / A++", "A+++ / A++", "A+++ / A++", "A++ / A++"), 0),
    ("List price (EUR, excl. VAT)", (7_450.00, 8_990.00, 11_380.00, 13_650.00, 16_900.00), 2),
]

# --- Pendlebury Cloud: support plans, plans as COLUMNS, section rows, text cells, USD
PEND_PLANS = ("Developer", "Business", "Premium", "Enterprise")
PEND_ROWS = [  # ("#section",) or (feature, cells): float -> price, int -> count/hours, None -> "—", str as is
    ("#Price",),
    ("Price per month (USD)", (29.00, 149.00, 690.00, ON_REQUEST)),
    ("Price per year, billed annually (USD)", (290.00, 1_490.00, 6_900.00, ON_REQUEST)),
    ("#Coverage",),
    ("Support hours", ("Business hours", "Business hours", "24/7", "24/7")),
    ("Channels", ("Email", "Email, chat", "Email, chat, phone", "Email, chat, phone")),
    ("Named support contacts", (1, 3, 10, "Unlimited")),
    ("#Target first response (hours)",),
    ("Critical: production down", (None, 4, 1, 0.5)),
    ("High: production impaired", (None, 8, 2, 1)),
    ("Normal: general issue", (48, 24, 8, 4)),
    ("Low: question or guidance", (72, 48, 24, 12)),
    ("#Services",),
    ("Onboarding session", (None, "Included", "Included", "Included")),
    ("Technical account manager", (None, None, "Pooled", "Dedicated")),
    ("Architecture review", (None, None, "1 per year", "Quarterly")),
    ("Uptime SLA with service credits", (None, "99.9%", "99.95%", "99.99%")),
]
PEND_ADDONS = [("Extra named contact (per month)", 12.00), ("Phone support add-on for Business (per month)", 79.00),
               ("Incident pack, 5 critical tickets (one-off)", 450.00)]


# ============================================================================ derived figures
def quenby_is() -> dict[str, tuple[int, int]]:
    """The income statement in tenths of £ million, totals included."""
    v = dict(QUENBY_IS)
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(2))
    v["Gross profit"] = s("Revenue", "Cost of sales")
    v["Operating profit"] = s("Gross profit", "Distribution costs", "Administrative expenses", "Other operating income")
    v["Profit before tax"] = s("Operating profit", "Finance income", "Finance costs")
    v["Profit for the year"] = s("Profit before tax", "Taxation")
    return v


def quenby_eps() -> tuple[float, float]:
    """Basic earnings per share in pence: profit (tenths of £m) / shares (m)."""
    p = quenby_is()["Profit for the year"]
    return tuple(round(p[i] / 10 / QUENBY_SHARES_M * 100, 2) for i in range(2))


QUENBY_IS_ORDER = ["Revenue", "Cost of sales", "Gross profit", "Distribution costs", "Administrative expenses",
                   "Other operating income", "Operating profit", "Finance income", "Finance costs",
                   "Profit before tax", "Taxation", "Profit for the year"]
QUENBY_IS_TOTALS = {"Gross profit", "Operating profit", "Profit before tax", "Profit for the year"}


def quenby_cf() -> dict[str, tuple[int, int]]:
    """The cash-flow statement (tenths); dividends paid balance it to the balance sheet's cash."""
    inc = quenby_is()
    v = dict(QUENBY_CF)
    v["Operating profit"] = inc["Operating profit"]
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(2))
    v["Net cash from operating activities"] = s("Operating profit", "Depreciation and amortisation",
                                                "Increase in inventories", "Increase in trade and other receivables",
                                                "Increase in trade and other payables", "Income tax paid")
    v["Net cash used in investing activities"] = s("Purchase of property, plant and equipment",
                                                   "Purchase of intangible assets", "Interest received")
    close_ = QUENBY_BS["Cash and cash equivalents"]
    open_ = (close_[1], QUENBY_CASH_2023_OPEN)
    v["Cash and cash equivalents at 1 January"] = open_
    v["Cash and cash equivalents at 31 December"] = close_
    v["Net increase in cash and cash equivalents"] = tuple(close_[i] - open_[i] for i in range(2))
    before_div = s("Net cash from operating activities", "Net cash used in investing activities",
                   "Repayment of borrowings", "Interest paid")
    v["Dividends paid"] = tuple(v["Net increase in cash and cash equivalents"][i] - before_div[i] for i in range(2))
    assert all(-150 < x < -30 for x in v["Dividends paid"]), v["Dividends paid"]
    v["Net cash used in financing activities"] = s("Repayment of borrowings", "Interest paid", "Dividends paid")
    return v


QUENBY_CF_LAYOUT = [  # label, kind: "h" heading, "l" line, "t" total
    ("Cash flows from operating activities", "h"), ("Operating profit", "l"), ("Depreciation and amortisation", "l"),
    ("Increase in inventories", "l"), ("Increase in trade and other receivables", "l"),
    ("Increase in trade and other payables", "l"), ("Income tax paid", "l"),
    ("Net cash from operating activities", "t"),
    ("Cash flows from investing activities", "h"), ("Purchase of property, plant and equipment", "l"),
    ("Purchase of intangible assets", "l"), ("Interest received", "l"), ("Net cash used in investing activities", "t"),
    ("Cash flows from financing activities", "h"), ("Repayment of borrowings", "l"), ("Interest paid", "l"),
    ("Dividends paid", "l"), ("Net cash used in financing activities", "t"),
    ("Net increase in cash and cash equivalents", "t"), ("Cash and cash equivalents at 1 January", "l"),
    ("Cash and cash equivalents at 31 December", "t"),
]


def quenby_bs() -> dict[str, tuple[int, int]]:
    """The balance sheet (tenths), liabilities negative; retained earnings roll forward with profit less
    dividends, other reserves balance equity to net assets."""
    v = dict(QUENBY_BS)
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(2))
    v["Total non-current assets"] = s("Property, plant and equipment", "Intangible assets", "Deferred tax assets")
    v["Total current assets"] = s("Inventories", "Trade and other receivables", "Cash and cash equivalents")
    v["Total assets"] = s("Total non-current assets", "Total current assets")
    v["Total current liabilities"] = s("Trade and other payables", "Borrowings (current)", "Current tax liabilities")
    v["Total non-current liabilities"] = s("Borrowings (non-current)", "Retirement benefit obligations", "Provisions")
    v["Total liabilities"] = s("Total current liabilities", "Total non-current liabilities")
    v["Net assets"] = s("Total assets", "Total liabilities")
    profit, div = quenby_is()["Profit for the year"][0], quenby_cf()["Dividends paid"][0]
    v["Retained earnings"] = (QUENBY_RE_2023 + profit + div, QUENBY_RE_2023)
    v["Other reserves"] = tuple(v["Net assets"][i] - v["Share capital"][i] - v["Share premium"][i]
                                - v["Retained earnings"][i] for i in range(2))
    assert all(0 < x < 600 for x in v["Other reserves"]), v["Other reserves"]
    v["Total equity"] = v["Net assets"]
    return v


QUENBY_BS_LAYOUT = [  # label, kind
    ("Non-current assets", "h"), ("Property, plant and equipment", "l"), ("Intangible assets", "l"),
    ("Deferred tax assets", "l"), ("Total non-current assets", "t"),
    ("Current assets", "h"), ("Inventories", "l"), ("Trade and other receivables", "l"),
    ("Cash and cash equivalents", "l"), ("Total current assets", "t"), ("Total assets", "t"),
    ("Current liabilities", "h"), ("Trade and other payables", "l"), ("Borrowings (current)", "l"),
    ("Current tax liabilities", "l"), ("Total current liabilities", "t"),
    ("Non-current liabilities", "h"), ("Borrowings (non-current)", "l"), ("Retirement benefit obligations", "l"),
    ("Provisions", "l"), ("Total non-current liabilities", "t"), ("Total liabilities", "t"), ("Net assets", "t"),
    ("Equity", "h"), ("Share capital", "l"), ("Share premium", "l"), ("Other reserves", "l"),
    ("Retained earnings", "l"), ("Total equity", "t"),
]


def quenby_segments() -> dict[str, tuple[tuple[int, int], tuple[int, int]]]:
    """segment -> (revenue, operating profit), tenths; Aftermarket Services is the rest; central costs; Group."""
    inc = quenby_is()
    seg = dict(QUENBY_SEGMENTS)
    rest = lambda k, total: tuple(total[i] - sum(v[k][i] for v in QUENBY_SEGMENTS.values())
                                  - (QUENBY_CENTRAL[i] if k == 1 else 0) for i in range(2))
    seg["Aftermarket Services"] = (rest(0, inc["Revenue"]), rest(1, inc["Operating profit"]))
    seg["Central costs"] = (None, QUENBY_CENTRAL)
    seg["Group"] = (inc["Revenue"], inc["Operating profit"])
    return seg


def corvallo_margin() -> tuple[float, ...]:
    k = {r: v for r, v, _ in CORVALLO_KEY}
    return tuple(round(e / r * 100, 1) for e, r in zip(k["EBITDA"], k["Revenue"]))


def corvallo_mix() -> dict[str, tuple[int, float]]:
    """2024 generation by source: GWh and share % (one decimal); Hydro is the rest of the year's total."""
    total = dict((r, v) for r, v, _ in CORVALLO_KEY)["Electricity generated (GWh)"][-1]
    mix = dict(CORVALLO_MIX_2024)
    mix["Hydro"] = total - sum(mix.values())
    out = {k: (g, round(g / total * 100, 1)) for k, g in mix.items()}
    out["Total"] = (total, 100.0)
    return out


def brisken_is() -> dict[str, tuple[int, ...]]:
    v = dict(BRISKEN_IS)
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(4))
    v["Total revenue"] = s("Subscription", "Professional services")
    v["Total cost of revenue"] = s("Cost of subscription", "Cost of professional services")
    v["Gross profit"] = s("Total revenue", "Total cost of revenue")
    v["Total operating expenses"] = s("Research and development", "Sales and marketing", "General and administrative")
    v["Income (loss) from operations"] = s("Gross profit", "Total operating expenses")
    v["Income (loss) before income taxes"] = s("Income (loss) from operations", "Interest and other income, net")
    v["Net income (loss)"] = s("Income (loss) before income taxes", "Provision for income taxes")
    v["Net income (loss) per share, basic (USD)"] = tuple(round(v["Net income (loss)"][i] / BRISKEN_SHARES[i], 2)
                                                          for i in range(4))
    v["Weighted average shares, basic"] = BRISKEN_SHARES
    return v


BRISKEN_LAYOUT = [  # label, kind: "h" heading, "l" line, "t" total, "eps", "shares"
    ("Revenue", "h"), ("Subscription", "l"), ("Professional services", "l"), ("Total revenue", "t"),
    ("Cost of revenue", "h"), ("Cost of subscription", "l"), ("Cost of professional services", "l"),
    ("Total cost of revenue", "t"), ("Gross profit", "t"),
    ("Operating expenses", "h"), ("Research and development", "l"), ("Sales and marketing", "l"),
    ("General and administrative", "l"), ("Total operating expenses", "t"),
    ("Income (loss) from operations", "t"), ("Interest and other income, net", "l"),
    ("Income (loss) before income taxes", "t"), ("Provision for income taxes", "l"), ("Net income (loss)", "t"),
    ("Net income (loss) per share, basic (USD)", "eps"), ("Weighted average shares, basic", "shares"),
]


# ========================================================================================= formatting
PLUM = colors.Color(0.36, 0.16, 0.34)  # this set's zebra header band


def table(rows: list[list], kind: str, widths: list[float], header_rows: int = 1, extra: list | None = None,
          left_cols: int = 1) -> Table:
    return held_out_docs.table(rows, kind, widths, header_rows, extra, left_cols, head=PLUM)


def note(text: str, font: str | None = None) -> Paragraph:
    st = STYLES["BodyText"].clone("note4", fontSize=7.5, leading=9)
    if font:
        st = st.clone("note4-" + font, fontName=font)
    return Paragraph(text, st)


def cell(x, dec: int = 2, fmt=en, prefix: str = "", dash: str = "—") -> str:
    """A price cell: numbers formatted, None a dash, text as is."""
    if x is None:
        return dash
    if isinstance(x, str):
        return x
    return prefix + fmt(x, dec)


def bold_rows(indices, font: str = "Helvetica-Bold") -> list:
    return [("FONT", (0, i), (-1, i), font, 8.5) for i in indices]


def section_rows(indices, n_cols: int, font: str = "Helvetica-BoldOblique", bg=None) -> list:
    cmds = []
    for i in indices:
        cmds += [("SPAN", (0, i), (n_cols - 1, i)), ("FONT", (0, i), (0, i), font, 8.5), ("ALIGN", (0, i), (0, i), "LEFT")]
        if bg is not None:
            cmds.append(("BACKGROUND", (0, i), (-1, i), bg))
    return cmds


def tenths(x: int | None) -> str:
    """A £ million figure stored in tenths: negatives in parentheses, nil a dash."""
    return fin(None if x is None else x / 10, 1)


# ========================================================================================= documents
def kranichsfeld(out: Path) -> None:
    n = len(KRANICH_TIERS)
    head1 = ["Art.-Nr.", "Bezeichnung", "VE", "Stückpreis netto (EUR)", *[""] * (n - 1)]
    head2 = ["", "", "", *KRANICH_TIERS]
    body = [[k, b, str(ve), *(cell(p, fmt=de) for p in ps)] for k, b, ve, ps in KRANICH_ARTIKEL]
    t1 = table([head1, head2, *body], "grid", [20, 58, 10, 21, 21, 21, 21], header_rows=2, left_cols=2,
               extra=[("SPAN", (3, 0), (2 + n, 0)), ("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1)),
                      ("SPAN", (2, 0), (2, 1)), ("ALIGN", (2, 0), (-1, 1), "CENTER"), ("ALIGN", (2, 2), (2, -1), "CENTER")])
    t2 = table([["Art.-Nr.", "Bezeichnung", "Preis je Stück (EUR)"]] +
               [[k, b, de(p)] for k, b, p in KRANICH_WERKZEUG], "booktabs", [20, 70, 36], left_cols=2)
    t3 = table([["Warenwert netto", "Versandkosten (EUR)"]] +
               [[b, de(f) if f is not None else "frei"] for b, f in KRANICH_VERSAND], "zebra", [56, 36])
    build(out / "kranichsfeld_preisliste_2025.pdf", "Kranichsfeld Beschlagtechnik Preisliste 2025",
          "Kranichsfeld Beschlagtechnik GmbH, Solingen", [
              para("Kranichsfeld Beschlagtechnik", "Title"),
              para("Händlerpreisliste 2025 — gültig ab 1. Februar 2025", "Heading3"),
              para(f"Alle Preise in Euro je Stück, zuzüglich {KRANICH_MWST} % MwSt., ab Werk Solingen. Die Preisstaffel "
                   "richtet sich nach der Bestellmenge je Artikel und Auftrag; geliefert wird in vollen "
                   "Verpackungseinheiten (VE). Zwischenverkauf vorbehalten."),
              Spacer(1, 3 * mm), para("Tabelle 1: Scharniere, Griffe und Auszüge", "Heading4"), t1, Spacer(1, 7 * mm),
              para("Tabelle 2: Werkzeuge und Montagehilfen", "Heading4"), t2, Spacer(1, 7 * mm),
              para("Tabelle 3: Versandkosten innerhalb Deutschlands", "Heading4"), t3, Spacer(1, 3 * mm),
              para("Lieferungen ins Ausland auf Anfrage. Zahlung innerhalb von 14 Tagen mit 2 % Skonto oder 30 Tage netto."),
          ], page_word="Seite")


def akcakoca(out: Path) -> None:
    turkish_fonts()
    vera = lambda header_rows: [("FONT", (0, 0), (-1, -1), "Vera", 8.5),
                                ("FONT", (0, 0), (-1, header_rows - 1), "VeraBd", 8.5)]
    t1 = table([["Koli kodu", "Dalga", "İç ölçüler (cm)", "Taşıma kapasitesi (kg)"]] +
               [[k, dl, o, str(kg)] for k, dl, o, kg in AKCA_KOLILER], "booktabs", [24, 30, 36, 40],
               left_cols=3, extra=vera(1))
    single = [k for k, dl, _, _ in AKCA_KOLILER if dl == "Tek oluklu"]
    double = [k for k, dl, _, _ in AKCA_KOLILER if dl == "Çift oluklu"]
    head1 = ["Sipariş adedi", "Tek oluklu (3 katlı)", *[""] * (len(single) - 1), "Çift oluklu (5 katlı)",
             *[""] * (len(double) - 1)]
    head2 = ["", *single, *double]
    body = [[b, *(cell(AKCA_FIYAT[k][i], fmt=de) for k in single + double)] for i, b in enumerate(AKCA_BANDS)]
    ns = len(single)
    t2 = table([head1, head2, *body], "zebra", [34, 24, 24, 24, 28, 28], header_rows=2,
               extra=vera(2) + [("SPAN", (1, 0), (ns, 0)), ("SPAN", (ns + 1, 0), (-1, 0)), ("SPAN", (0, 0), (0, 1)),
                                ("ALIGN", (1, 0), (-1, 1), "CENTER"),
                                ("LINEBELOW", (1, 0), (-1, 0), 0.4, colors.white)])
    t3 = table([["Ürün", "Birim", "Fiyat (TL, KDV hariç)"]] + [[u, b, de(f)] for u, b, f in AKCA_DIGER],
               "grid", [68, 18, 44], left_cols=2, extra=vera(1))
    build(out / "akcakoca_ambalaj_fiyat_listesi_2025.pdf", "Akçakoca Ambalaj toptan fiyat listesi 2025",
          "Akçakoca Ambalaj San. ve Tic. A.Ş., Düzce", [
              tr_para("Akçakoca Ambalaj", "Title"),
              tr_para("2025 Toptan Fiyat Listesi — 15 Ocak 2025 tarihinden itibaren geçerlidir", "Heading3"),
              tr_para(f"Fiyatlar Türk lirası cinsinden adet fiyatıdır ve %{AKCA_KDV} KDV hariçtir. Koli siparişlerinde "
                      f"kod başına en az {AKCA_MIN} adet alınır; fiyat kademesi aynı koli kodundan sipariş edilen "
                      "toplam adede göre belirlenir. Baskılı koliler için fiyat teklifi isteyiniz."),
              Spacer(1, 3 * mm), tr_para("Tablo 1: Koli ölçüleri", "Heading4"), t1, Spacer(1, 6 * mm),
              tr_para("Tablo 2: Koli birim fiyatları (TL/adet, KDV hariç)", "Heading4"), t2, Spacer(1, 6 * mm),
              tr_para("Tablo 3: Diğer ambalaj malzemeleri", "Heading4"), t3, Spacer(1, 3 * mm),
              tr_para("Düzce il merkezine teslimat ücretsizdir; diğer iller için nakliye alıcıya aittir."),
          ], font="Vera", page_word="Sayfa")


def quillmoor(out: Path) -> None:
    n = len(QUILL_TIERS)
    head1 = ["Code", "Product", "Unit", "Price per unit (GBP) by quantity ordered", *[""] * (n - 1)]
    head2 = ["", "", "", *QUILL_TIERS]
    body = [[c, p, u, *(cell(x) for x in xs)] for c, p, u, xs in QUILL_ITEMS]
    t1 = table([head1, head2, *body], "booktabs", [16, 62, 20, 18, 18, 20, 18], header_rows=2, left_cols=3,
               extra=[("SPAN", (3, 0), (2 + n, 0)), ("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1)),
                      ("SPAN", (2, 0), (2, 1)), ("ALIGN", (3, 0), (-1, 1), "CENTER"),
                      ("LINEBELOW", (3, 0), (-1, 0), 0.4, colors.black)])
    t2 = table([["Order value (excl. VAT)", "Delivery charge (GBP)"]] +
               [[b, en(f) if f is not None else "Free"] for b, f in QUILL_DELIVERY], "grid", [56, 36])
    build(out / "quillmoor_packaging_price_list_2025.pdf", "Quillmoor Packaging Supplies trade price list 2025",
          "Quillmoor Packaging Supplies Ltd, Leicester", [
              para("Quillmoor Packaging Supplies", "Title"),
              para("Trade Price List — Spring 2025", "Heading3"),
              para(f"Prices are per unit in pounds sterling and exclude VAT at {QUILL_VAT}%. The quantity band is set by "
                   "the number of units of the same product code on one order. Prices valid from 3 March 2025 until "
                   "further notice."),
              Spacer(1, 3 * mm), para("Boxes, tapes and protective packaging", "Heading4"), t1, Spacer(1, 7 * mm),
              para("Delivery (UK mainland)", "Heading4"), t2, Spacer(1, 3 * mm),
              para("Next-day delivery on orders placed before 2 pm. Highlands, islands and Northern Ireland: please ask."),
          ])


def ostrander(out: Path) -> None:
    key = table([["Code", "Description"]] + [list(r) for r in OSTR_KEY], "grid", [20, 90],
                extra=[("ALIGN", (1, 0), (1, -1), "LEFT")])
    codes = [c for c, _ in OSTR_KEY]
    rows = [["Quantity", *codes]] + [[b, *(f"£{OSTR_PRICES[c][i]:,.2f}" for c in codes)]
                                     for i, b in enumerate(OSTR_BANDS)]
    t2 = table(rows, "borderless", [30, 24, 24, 24, 24, 24],
               extra=[("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black), ("ALIGN", (1, 0), (-1, 0), "CENTER")])
    t3 = table([["Order value (ex VAT)", "Carriage"]] +
               [[b, f"£{f:,.2f}" if f is not None else "Free"] for b, f in OSTR_DELIVERY], "zebra", [50, 30])
    build(out / "ostrander_box_and_tape_prices_2025.pdf", "Ostrander Box & Tape Co. price sheet 2025",
          "Ostrander Box & Tape Co., Wakefield", [
              para("Ostrander Box &amp; Tape Co.", "Title"),
              para("Price sheet, April 2025", "Heading3"),
              para("Unit prices exclude VAT. Your price is set by the number of units of one code on the order. "
                   "All cartons are brown kraft, supplied flat."),
              Spacer(1, 2 * mm), para("Product codes", "Heading4"), key, Spacer(1, 6 * mm),
              para("Unit prices by quantity", "Heading4"), t2, Spacer(1, 6 * mm),
              para("Carriage", "Heading4"), t3,
          ])


def pellworth(out: Path) -> None:
    n = len(PELL_TIERS)
    head1 = ["Item", "Description", "Case contents", "Price per case (USD)", *[""] * (n - 1)]
    head2 = ["", "", "", *PELL_TIERS]
    rows, sections = [head1, head2], []
    for sec, items in PELL_SECTIONS:
        rows.append([sec, "", "", *[""] * n])
        sections.append(len(rows) - 1)
        rows += [[i, dsc, cc, *(cell(x) for x in xs)] for i, dsc, cc, xs in items]
    t1 = table(rows, "zebra", [20, 56, 28, 22, 22, 22], header_rows=2, left_cols=3,
               extra=[("SPAN", (3, 0), (2 + n, 0)), ("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1)),
                      ("SPAN", (2, 0), (2, 1)), ("ALIGN", (3, 0), (-1, 1), "CENTER"),
                      ("LINEBELOW", (3, 0), (-1, 0), 0.4, colors.white)]
               + section_rows(sections, 3 + n, font="Helvetica-Bold",
                              bg=colors.Color(0.86, 0.80, 0.86)))
    build(out / "pellworth_lab_supply_prices_2025.pdf", "Pellworth Lab Supply consumables price list 2025",
          "Pellworth Lab Supply, Inc., Madison WI", [
              para("Pellworth Lab Supply", "Title"),
              para("Laboratory consumables — institutional price list 2025", "Heading3"),
              para("Prices per case in US dollars. The case tier applies to the number of cases of one item on a "
                   f"single order. Shipping ${PELL_SHIPPING:,.2f} per order; free on orders of ${PELL_FREE_FROM:,.2f} "
                   "or more. Prices valid January 1 to December 31, 2025."),
              Spacer(1, 3 * mm), t1, Spacer(1, 3 * mm),
              note("Case tiers for “on request” items are quoted by your account manager within two working days."),
          ])


def page_cuts(n_rows: int, per_page: tuple[int, ...]) -> list[int]:
    """Where a table continued over pages is cut: row indices, the first page's rows first."""
    cuts = [0]
    for k in per_page:
        cuts.append(cuts[-1] + k)
    return cuts + [n_rows]


def grimbleby_rows() -> tuple[list[list[str]], list[str]]:
    """The catalogue's body rows (section rows included) and their kinds ("s" section, "i" item)."""
    rows, kinds = [], []
    for sec, items in GRIM_SECTIONS:
        rows.append([sec, "", "", "", "", ""])
        kinds.append("s")
        for code, dsc, size, mat, qty, price in items:
            rows.append([code, dsc, size, mat, en(qty, 0), en(price)])
            kinds.append("i")
    return rows, kinds


def pages_of(labels: list[str], per_page: tuple[int, ...]) -> dict[str, int]:
    """label (first cell) -> the page its row is printed on."""
    cuts = page_cuts(len(labels), per_page)
    return {lab: p + 1 for p, (a, b) in enumerate(zip(cuts, cuts[1:])) for lab in labels[a:b]}


def grimbleby_pages() -> dict[str, int]:
    return pages_of([r[0] for r in grimbleby_rows()[0]], GRIM_PAGE_ROWS)


def lumenary_pages() -> dict[str, int]:
    return pages_of([r[0] for r in LUM_ITEMS], LUM_PAGE_ROWS)


def grimbleby(out: Path) -> None:
    head = ["Item code", "Description", "Size (mm)", "Material / finish", "Pack qty", "Price per pack (GBP)"]
    rows, kinds = grimbleby_rows()
    cuts = page_cuts(len(rows), GRIM_PAGE_ROWS)
    widths = [24, 46, 20, 32, 16, 32]
    parts = []
    for a, b in zip(cuts, cuts[1:]):
        chunk = rows[a:b]
        secs = [i + 1 for i, k in enumerate(kinds[a:b]) if k == "s"]
        parts.append(table([head, *chunk], "zebra", widths, left_cols=4,
                           extra=section_rows(secs, 6) + [("ALIGN", (4, 0), (4, -1), "CENTER")]))
    story = [para("Grimbleby Fixings — Trade Catalogue 2025", "Title"),
             para("Fasteners and fixings, sold in full packs only. Prices per pack in pounds sterling, excluding VAT "
                  f"at {GRIM_VAT}%. Sizes are thread diameter × length in millimetres (wall plugs: drill size × "
                  "length; screws: gauge × length). Same-day dispatch for orders placed by 3 pm."),
             Spacer(1, 2 * mm), para("Table 1 — Fasteners and fixings", "Heading4"), parts[0]]
    for p in parts[1:]:
        story += [PageBreak(), para("Table 1 — Fasteners and fixings (continued)", "Heading4"), p]
    story += [Spacer(1, 2 * mm), *(note(f) for f in GRIM_FOOTNOTES), Spacer(1, 5 * mm),
              para("Trade accounts: 30 days from invoice. Orders over £250.00 excluding VAT are delivered free to UK "
                   "mainland addresses; otherwise carriage is £8.95.")]
    build(out / "grimbleby_fixings_catalogue_2025.pdf", "Grimbleby Fixings trade catalogue 2025",
          "Grimbleby Fixings Ltd, Grimsby", story)


def lumenary(out: Path) -> None:
    head = ["Item code", "Product", "Size (mm)", "Power (W)", "Flux (lm)", "CCT (K)", "IP", "Price (EUR)"]
    rows = [[c, p, s, str(w), en(lm, 0) if lm else "—", str(k), ip, en(eur)] for c, p, s, w, lm, k, ip, eur in LUM_ITEMS]
    cuts = page_cuts(len(rows), LUM_PAGE_ROWS)
    widths = [28, 44, 30, 13, 14, 13, 11, 17]
    parts = [table([head, *rows[a:b]], "booktabs", widths, left_cols=3,
                   extra=[("FONT", (0, 1), (0, -1), "Helvetica", 7.5), ("ALIGN", (6, 0), (6, -1), "CENTER"),
                          ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3)])
             for a, b in zip(cuts, cuts[1:])]
    story = [para("Lumenary Lighting", "Title"),
             para("Professional LED luminaires — Product catalogue and price list 2025", "Heading3"),
             para("List prices per luminaire in euros, excluding VAT, ex works Eindhoven. Luminaires are supplied with "
                  "a fixed-output driver; for a DALI-dimmable driver add EUR "
                  f"{LUM_DALI:,.2f} per luminaire. Flux is the luminaire's rated output at 25 °C; CCT is the "
                  "correlated colour temperature."),
             Spacer(1, 2 * mm), para("Table 1: Luminaires", "Heading4"), parts[0]]
    for p in parts[1:]:
        story += [PageBreak(), para("Table 1: Luminaires (continued)", "Heading4"), p]
    story += [Spacer(1, 2 * mm), *(note(f) for f in LUM_FOOTNOTES), Spacer(1, 5 * mm),
              para("Five-year warranty on all luminaires listed. Project pricing for 100 luminaires or more on request.")]
    build(out / "lumenary_lighting_catalogue_2025.pdf", "Lumenary Lighting product catalogue 2025",
          "Lumenary Lighting B.V., Eindhoven", story)


def quenby(out: Path) -> None:
    inc, bs, cf, seg, eps = quenby_is(), quenby_bs(), quenby_cf(), quenby_segments(), quenby_eps()
    y = list(QUENBY_YEARS)
    rows = [["£ million", *y]]
    for k in QUENBY_IS_ORDER:
        rows.append([k, tenths(inc[k][0]), tenths(inc[k][1])])
    rows.append(["Basic earnings per share (pence)", en(eps[0]), en(eps[1])])
    t1 = table(rows, "booktabs", [100, 30, 30],
               extra=bold_rows([i + 1 for i, k in enumerate(QUENBY_IS_ORDER) if k in QUENBY_IS_TOTALS]))

    def statement(layout, values, kind, widths, header):
        srows, extra = [header], []
        for label, k in layout:
            if k == "h":
                srows.append([label, "", ""])
                extra.append(("FONT", (0, len(srows) - 1), (0, len(srows) - 1), "Helvetica-BoldOblique", 8.5))
                continue
            srows.append([label, tenths(values[label][0]), tenths(values[label][1])])
            if k == "t":
                extra += bold_rows([len(srows) - 1])
                extra.append(("LINEABOVE", (1, len(srows) - 1), (-1, len(srows) - 1), 0.4, colors.black))
        return table(srows, kind, widths, extra=extra)

    t2 = statement(QUENBY_BS_LAYOUT, bs, "borderless", [100, 30, 30], ["At 31 December (£m)", *y])
    t3 = statement(QUENBY_CF_LAYOUT, cf, "grid", [100, 30, 30], ["Year ended 31 December (£m)", *y])
    head1 = ["£ million", "Revenue", "", "Operating profit", ""]
    head2 = ["", *y, *y]
    srows = [head1, head2] + [[s, tenths(r[0]) if r else "", tenths(r[1]) if r else "", tenths(o[0]), tenths(o[1])]
                              for s, (r, o) in seg.items()]
    t4 = table(srows, "zebra", [60, 24, 24, 24, 24], header_rows=2,
               extra=[("SPAN", (1, 0), (2, 0)), ("SPAN", (3, 0), (4, 0)), ("SPAN", (0, 0), (0, 1)),
                      ("ALIGN", (1, 0), (-1, 1), "CENTER"), ("LINEBELOW", (1, 0), (-1, 0), 0.4, colors.white)]
               + bold_rows([len(srows) - 1]))
    rev, op = inc["Revenue"], inc["Operating profit"]
    build(out / "quenby_hydraulics_annual_report_2024.pdf", "Quenby Hydraulics plc Annual Report 2024",
          "Quenby Hydraulics plc — Annual Report and Accounts 2024", [
              para("Quenby Hydraulics plc", "Title"),
              para("Annual Report and Accounts 2024 — Financial statements (extract)", "Heading3"),
              para(f"Revenue grew to £{rev[0] / 10:.1f} million and operating profit rose to £{op[0] / 10:.1f} million as "
                   "order books in mobile hydraulics stayed strong and aftermarket pricing held. The Board proposes a "
                   "final dividend of 2.4 pence per share. All figures below are in pounds sterling, millions, unless "
                   "stated otherwise; brackets denote negative amounts."),
              Spacer(1, 2 * mm), para("Consolidated income statement for the year ended 31 December (in £ million)",
                                      "Heading4"), t1, Spacer(1, 1 * mm),
              note(f"Basic earnings per share are based on {QUENBY_SHARES_M} million ordinary shares of 5p in issue "
                   "throughout both years."),
              PageBreak(),
              para("Consolidated balance sheet", "Heading4"), t2,
              PageBreak(),
              para("Consolidated cash flow statement", "Heading4"), t3, Spacer(1, 6 * mm),
              para("Note 3 — Segment information", "Heading4"),
              para("Central costs comprise head-office and plc costs not allocated to segments."), t4,
          ])


def corvallo(out: Path) -> None:
    margin = corvallo_margin()
    rows = [["EUR million unless stated", *CORVALLO_YEARS]]
    for label, vals, dec in CORVALLO_KEY:
        rows.append([label, *(en(v, dec) for v in vals)])
        if label == CORVALLO_MARGIN_AFTER:
            rows.append(["EBITDA margin (%)", *(en(m, 1) for m in margin)])
    t1 = table(rows, "grid", [56, 22, 22, 22, 22, 22])
    mix = corvallo_mix()
    t2 = table([["Source", "GWh", "Share (%)"]] + [[k, en(g, 0), en(s, 1)] for k, (g, s) in mix.items()],
               "booktabs", [40, 24, 24], extra=bold_rows([len(mix)]))
    build(out / "corvallo_energia_factsheet_2024.pdf", "Corvallo Energia factsheet 2024", "Corvallo Energia S.p.A., Verona", [
        para("Corvallo Energia S.p.A.", "Title"),
        para("Investor factsheet — financial year 2024", "Heading3"),
        para("Corvallo Energia develops and operates wind, solar and small hydro plants in Italy and Spain. Listed on "
             "Euronext Milan. The figures below are audited consolidated figures under IFRS."),
        Spacer(1, 3 * mm), para("Five-year key figures", "Heading4"), t1, Spacer(1, 6 * mm),
        para("Electricity generated by source, 2024", "Heading4"), t2, Spacer(1, 4 * mm),
        para("Financial calendar: Q1 2025 results 14 May 2025; annual general meeting 29 April 2025. "
             "Investor relations: ir@corvallo-energia.example"),
    ])


def brisken(out: Path) -> None:
    v = brisken_is()
    head1 = ["(in thousands of USD, except per-share data)", "Three months ended Sep 30", "",
             "Nine months ended Sep 30", ""]
    head2 = ["", "2025", "2024", "2025", "2024"]
    rows, extra = [head1, head2], [("SPAN", (1, 0), (2, 0)), ("SPAN", (3, 0), (4, 0)), ("SPAN", (0, 0), (0, 1)),
                                   ("ALIGN", (1, 0), (-1, 1), "CENTER"),
                                   ("LINEBELOW", (1, 0), (2, 0), 0.4, colors.black),
                                   ("LINEBELOW", (3, 0), (4, 0), 0.4, colors.black),
                                   ("LINEBELOW", (0, 1), (-1, 1), 0.8, colors.black),
                                   ("FONT", (0, 0), (0, 0), "Helvetica-Oblique", 7.5)]
    for label, k in BRISKEN_LAYOUT:
        if k == "h":
            rows.append([label, "", "", "", ""])
            extra.append(("FONT", (0, len(rows) - 1), (0, len(rows) - 1), "Helvetica-Bold", 8.5))
            continue
        if k == "eps":
            rows.append([label, *(f"({-x:.2f})" if x < 0 else f"{x:.2f}" for x in v[label])])
        elif k == "shares":
            rows.append([label, *(en(x, 0) for x in v[label])])
        else:
            rows.append([label, *(fin(x) for x in v[label])])
        if k == "t":
            extra += bold_rows([len(rows) - 1])
    t1 = table(rows, "borderless", [78, 22, 22, 22, 22], header_rows=2, extra=extra)
    krows = [["Key metrics", *BRISKEN_KPI_DATES]] + [[lab, *(en(x, d) for x in xs)] for lab, xs, d in BRISKEN_KPIS]
    t2 = table(krows, "zebra", [78, 26, 26, 26])
    rev = v["Total revenue"]
    build(out / "brisken_software_q3_2025.pdf", "Brisken Software Inc. third quarter 2025 results",
          "Brisken Software Inc. — Q3 2025 shareholder letter", [
              para("Brisken Software Inc.", "Title"),
              para("Third Quarter 2025 Financial Results", "Heading3"),
              para(f"Total revenue for the quarter was ${rev[0] / 1000:.1f} million, driven by subscription growth; "
                   "professional services revenue declined as more customers used partner-led implementations. "
                   "Figures are unaudited and in thousands of US dollars unless otherwise noted. Annual recurring "
                   "revenue is shown in millions."),
              Spacer(1, 2 * mm), para("Condensed consolidated statements of operations", "Heading4"), t1,
              Spacer(1, 6 * mm), para("Key business metrics", "Heading4"), t2, Spacer(1, 3 * mm),
              note("Net revenue retention compares ARR from customers a year ago with their ARR today."),
              Spacer(1, 3 * mm),
              para("Outlook: the company does not provide quarterly guidance in this letter; full-year commentary "
                   "will be given with the fourth-quarter results."),
          ])


def vellacott(out: Path) -> None:
    def c(x, dec):
        return x if isinstance(x, str) else en(x, dec)
    rows = [["Model", *VELL_MODELS]] + [[lab, *(c(x, d) for x in xs)] for lab, xs, d in VELL_SPECS]
    t1 = table(rows, "grid", [56, 23, 23, 24, 24, 24], extra=[("ALIGN", (1, 0), (-1, -1), "CENTER"),
                                                               ("FONT", (1, 1), (-1, -1), "Helvetica", 8)])
    build(out / "vellacott_heat_pumps_spec_sheet.pdf", "Vellacott VHP air-to-water heat pumps technical data",
          "Vellacott Heat Pumps Ltd, Shrewsbury", [
              para("Vellacott VHP series", "Title"),
              para("Monobloc air-to-water heat pumps — technical data", "Heading3"),
              para("Performance to EN 14511 (A7/W35: outdoor air 7 °C, flow water 35 °C). Seasonal figures to EN 14825, "
                   "average climate. Sound power to EN 12102-1. Data subject to change without notice."),
              Spacer(1, 3 * mm), t1, Spacer(1, 4 * mm),
              para("All models use natural refrigerant R290 and include a built-in circulation pump and a 6 kW "
                   "backup heater. Installation by a Vellacott-accredited installer is required for the 7-year "
                   "warranty."),
          ])


def pendlebury(out: Path) -> None:
    n = len(PEND_PLANS)

    def c(x):
        if x is None:
            return "—"
        if isinstance(x, float) and x < 20 and not x.is_integer():
            return en(x, 1)
        if isinstance(x, float):
            return en(x)
        if isinstance(x, int):
            return str(x)
        return x
    rows, secs = [["", *PEND_PLANS]], []
    for r in PEND_ROWS:
        if r[0].startswith("#"):
            rows.append([r[0][1:], *[""] * n])
            secs.append(len(rows) - 1)
        else:
            rows.append([r[0], *(c(x) for x in r[1])])
    t1 = table(rows, "grid", [60, 26, 26, 32, 32],
               extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")] +
               section_rows(secs, n + 1, font="Helvetica-Bold", bg=colors.Color(0.90, 0.90, 0.95)))
    t2 = table([["Add-on", "Price (USD)"]] + [[a, en(p)] for a, p in PEND_ADDONS], "booktabs", [90, 30])
    build(out / "pendlebury_cloud_support_plans.pdf", "Pendlebury Cloud support plans", "Pendlebury Cloud Ltd", [
        para("Pendlebury Cloud — Support Plans", "Title"),
        para("Choose the support that fits your workloads. Prices in US dollars, excluding applicable taxes. Business "
             "hours are 08:00–18:00 in the customer's chosen region, Monday to Friday. Response times are targets "
             "for the first response from an engineer, in hours. “—” means not included in the plan."),
        Spacer(1, 3 * mm), t1, Spacer(1, 6 * mm), para("Add-ons", "Heading4"), t2, Spacer(1, 3 * mm),
        para("Enterprise pricing depends on your monthly cloud spend; contact sales for a quote. Plans can be "
             "changed at any time; annual plans are refunded pro rata on downgrade."),
    ])


DOCUMENTS = [kranichsfeld, akcakoca, quillmoor, ostrander, pellworth, grimbleby, lumenary, quenby, corvallo, brisken,
             vellacott, pendlebury]


if __name__ == "__main__":
    sys.exit(held_out_docs.main(sys.argv[1:], DOCUMENTS, __doc__))
