"""A sixth held-out set of business documents from companies the project has never seen (bench/business-other6).

    python bench/business-other6/make_docs.py OUTDIR

Writes twelve PDFs with reportlab, deterministically: no randomness, every figure is a plain Python
structure below, so make_questions.py computes the gold answers from the same data and never from
tabsql (which was neither run nor read while this set was written). It covers the five families of
the business-dev corpus with layouts the earlier held-out sets did not use: six price lists (a
freight rate card with weight bands as rows, zones as columns, a surcharge table and a postcode-zone
map; a competing freight tariff priced per kg with weight bands as columns and zones as rows; an
Italian business energy tariff with a standing charge, a power charge and time-band unit rates; a
Spanish hotel rate table with seasons as columns, room types as rows and a season calendar; a
fixings list whose trade-discount percentage column applies to the list price; a plant-hire list
tiered by contract length in months), two product catalogues (a lighting catalogue with the SKU in
its own column and variants as sub-rows under product rows, continued over a page break inside a
product family; a Dutch garden-furniture catalogue), two financial documents (a quarterly report with
Q1..Q4, FY and "% of revenue" columns; a cash-flow statement with a segment table and a free-cash-flow
reconciliation), a technical spec sheet (three heat pumps, units in the row labels) and a SaaS plan
comparison (monthly and annual billing columns, features with plans as columns).
"""
from __future__ import annotations

import sys
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import PageBreak, Paragraph, Spacer

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import held_out_docs  # noqa: E402  (bench/held_out_docs.py)
from held_out_docs import STYLES, build, de, en, fin, para  # noqa: E402

POA = "POA"

# ========================================================================================= data
# --- Quarrington Haulage Ltd (Wakefield): pallet/parcel rate card, GBP per consignment, weight bands as ROWS,
#     zones as COLUMNS, a surcharge table (fuel surcharge as % of the base rate) and a postcode-area zone map
QH_BANDS = ("Up to 25 kg", "26–50 kg", "51–100 kg", "101–250 kg", "251–500 kg", "501–1,000 kg")
QH_EXTRA = "Each further 100 kg or part, over 1,000 kg"
QH_ZONES = ("Zone 1", "Zone 2", "Zone 3", "Zone 4†")
QH_RATES = {  # band -> GBP per consignment per zone (POA: price on application)
    "Up to 25 kg": (14.50, 17.80, 21.40, 38.00),
    "26–50 kg": (19.90, 24.60, 29.80, 52.00),
    "51–100 kg": (31.50, 38.90, 46.70, 79.50),
    "101–250 kg": (58.00, 71.40, 86.20, 142.00),
    "251–500 kg": (96.50, 118.00, 142.50, 236.00),
    "501–1,000 kg": (162.00, 198.00, 239.00, POA),
    QH_EXTRA: (14.20, 17.60, 21.30, POA),
}
QH_FUEL = 8.5  # % of the base rate
QH_SURCHARGES = [  # surcharge, charge (GBP, or "x%"), basis
    ("Fuel surcharge", f"{QH_FUEL}%", "of the base rate"),
    ("Tail-lift delivery", 22.00, "per consignment"),
    ("Timed delivery before 10:00", 27.50, "per consignment"),
    ("Residential address", 9.50, "per consignment"),
    ("Saturday delivery", 48.00, "per consignment"),
    ("Ferry supplement, Zone 4", 31.00, "per consignment"),
]
QH_ZONE_MAP = [  # zone, postcode areas
    ("Zone 1", "BD, HD, HX, LS, WF"),
    ("Zone 2", "DN, HG, HU, OL, S, YO"),
    ("Zone 3", "All other mainland GB postcode areas"),
    ("Zone 4†", "HS, IV, KW, PA, ZE"),
]
QH_NOTE = ("† Zone 4 (Highlands and Islands): rates exclude the ferry supplement (Table 2). Consignments over "
           "500 kg to Zone 4 are priced on application (POA).")

# --- Wendlebury Express Ltd (Doncaster): competing freight tariff, zones as ROWS, a rate PER KG by weight band
#     (bands as COLUMNS under "Rate per kg (£)"), a minimum charge per consignment; fuel included
WE_BANDS = ("31–250 kg", "251–1,000 kg", "Over 1,000 kg")
WE_ZONES = [  # zone, region, minimum charge GBP, per-kg rate per band (POA: on application)
    ("A", "Yorkshire and Humber", 16.00, (0.42, 0.30, 0.24)),
    ("B", "North West and North East", 19.50, (0.49, 0.35, 0.28)),
    ("C", "Midlands", 21.00, (0.53, 0.38, 0.30)),
    ("D", "South of England and Wales", 24.50, (0.61, 0.44, 0.35)),
    ("E", "Scotland, mainland", 26.00, (0.66, 0.48, 0.38)),
    ("F", "Highlands and Islands", 44.00, (1.05, 0.82, POA)),
]
WE_AREAS = [  # zone, postcode areas
    ("A", "BD, DN, HD, HG, HU, HX, LS, S, WF, YO"),
    ("B", "BB, BL, CA, DH, DL, L, M, NE, OL, PR, SR, TS, WA, WN"),
    ("C", "B, CV, DE, LE, NG, NN, ST, WS, WV"),
    ("D", "All other postcode areas in England and Wales"),
    ("E", "AB, DD, DG, EH, FK, G, KA, KY, ML, PH, TD"),
    ("F", "HS, IV, KW, PA, ZE"),
]
WE_TAIL_LIFT = 18.00

# --- Energia Valmarina S.p.A. (Ancona): Italian business electricity and gas tariff, Italian number format,
#     standing charge (quota fissa), power charge (quota potenza), unit rates by time band F1 / F2 / F3
VM_BANDS = ("F1", "F2", "F3")
VM_LUCE = [  # offer, price term, quota fissa EUR/month, quota potenza EUR/kW/month, EUR/kWh per band (str: formula)
    ("Business Fissa 12¹", "12 mesi", 12.50, 1.95, (0.1485, 0.1392, 0.1218)),
    ("Business Fissa 24¹", "24 mesi", 12.50, 1.95, (0.1529, 0.1436, 0.1261)),
    ("Business Verde 12¹ ³", "12 mesi", 14.00, 1.95, (0.1562, 0.1468, 0.1290)),
    ("Business Notte 12¹", "12 mesi", 12.50, 1.95, (0.1640, 0.1350, 0.1095)),
    ("Business Index²", "variabile", 9.50, 1.95, ("PUN + 0,0165",) * 3),
]
VM_GAS = [  # offer, price term, quota fissa EUR/month, EUR/Smc (str: formula)
    ("Gas Business Fissa 12¹", "12 mesi", 11.00, 0.5480),
    ("Gas Business Fissa 24¹", "24 mesi", 11.00, 0.5615),
    ("Gas Business Index²", "variabile", 9.00, "PSV + 0,0950"),
]
VM_ALTRI = [  # item, EUR, basis
    ("Contributo di attivazione", 30.00, "una tantum, per punto"),
    ("Fattura cartacea", 1.50, "per fattura"),
    ("Sconto domiciliazione bancaria", -1.00, "al mese, per punto"),
    ("Voltura o subentro", 25.00, "una tantum"),
]
VM_NOTES = [
    "¹ Prezzo dell'energia bloccato per la durata indicata, dalla data di attivazione.",
    "² PUN e PSV: prezzi all'ingrosso mensili pubblicati dal GME, per fascia (luce) o per mese (gas).",
    "³ Energia 100 % da fonti rinnovabili, certificata con garanzie d'origine.",
]

# --- Hotel Cala Morvedre (Sagunto): Spanish hotel rate table, room types as ROWS, seasons as COLUMNS under a
#     two-level header "Temporada", Spanish number format, a season calendar and a supplements table
MV_SEASONS = ("Baja", "Media", "Alta", "Extra¹")
MV_ROOMS = [  # room, max. occupancy, EUR per room and night per season
    ("Individual", 1, (72.00, 89.00, 118.00, 146.00)),
    ("Doble estándar", 2, (94.00, 116.00, 152.00, 189.00)),
    ("Doble vista mar", 2, (112.00, 138.00, 179.00, 224.00)),
    ("Junior suite", 3, (158.00, 192.00, 246.00, 305.00)),
    ("Suite familiar²", 4, (196.00, 238.00, 312.00, 389.00)),
    ("Ático con terraza", 2, (245.00, 298.00, 385.00, 470.00)),
]
MV_CALENDAR = [  # season, printed dates, [(month, day) ranges inclusive] in 2025
    ("Baja", "7 ene – 13 mar · 3 nov – 19 dic", [((1, 7), (3, 13)), ((11, 3), (12, 19))]),
    ("Media", "14 mar – 13 jun · 15 sep – 2 nov", [((3, 14), (6, 13)), ((9, 15), (11, 2))]),
    ("Alta", "14 jun – 17 jul · 25 ago – 14 sep", [((6, 14), (7, 17)), ((8, 25), (9, 14))]),
    ("Extra¹", "18 jul – 24 ago · 20 dic – 6 ene", [((7, 18), (8, 24)), ((12, 20), (12, 31)), ((1, 1), (1, 6))]),
]
MV_IVA = 10  # %
MV_SUPLEMENTOS = [  # supplement, EUR, basis
    ("Desayuno buffet", 16.50, "por persona y noche"),
    ("Media pensión", 38.00, "por persona y noche"),
    ("Cama supletoria", 32.00, "por noche"),
    ("Aparcamiento cubierto", 14.00, "por noche"),
    ("Mascota (hasta 10 kg)", 20.00, "por estancia"),
    ("Salida tardía (hasta las 16:00)", 35.00, "por habitación"),
]
MV_NOTES = ["¹ Temporada Extra: estancia mínima de 3 noches.",
            "² Máximo 2 adultos y 2 niños menores de 12 años."]

# --- Tollerby Fixings Ltd (Walsall): list price per pack with a TRADE DISCOUNT % column that applies to it
#     (net prices are not printed), sections, a footnote that conditions the discount
TF_SECTIONS = [  # section, [(code, description, pack, GBP list per pack, trade discount %)]
    ("Wood screws", [
        ("TF-WS3516", "Wood screw 3.5 × 16 mm, zinc", "box of 200", 4.80, 35),
        ("TF-WS4030", "Wood screw 4.0 × 30 mm, zinc", "box of 200", 6.90, 35),
        ("TF-WS5060", "Wood screw 5.0 × 60 mm, zinc", "box of 100", 8.40, 35),
        ("TF-WS5080X", "Wood screw 5.0 × 80 mm, A2 stainless", "box of 100", 21.60, 25),
    ]),
    ("Bolts, nuts and washers", [
        ("TF-MS0620", "Hex set screw M6 × 20, 8.8, BZP", "box of 100", 7.25, 40),
        ("TF-MS0830", "Hex set screw M8 × 30, 8.8, BZP", "box of 100", 12.60, 40),
        ("TF-MS1040", "Hex set screw M10 × 40, 8.8, BZP", "box of 50", 13.90, 40),
        ("TF-NU08", "Hex nut M8, grade 8, BZP", "box of 200", 6.40, 45),
        ("TF-WA08", "Flat washer M8, form A, BZP", "box of 500", 7.80, 45),
    ]),
    ("Anchors and plugs", [
        ("TF-AN0850", "Sleeve anchor M8 × 50", "box of 50", 18.40, 30),
        ("TF-AN1075", "Sleeve anchor M10 × 75", "box of 25", 17.20, 30),
        ("TF-CA1090", "Chemical anchor resin, 380 ml*", "1 cartridge", 14.95, 20),
        ("TF-PL0630", "Nylon wall plug 6 × 30 mm", "box of 500", 9.60, 50),
    ]),
    ("Nails", [
        ("TF-RN3075", "Round wire nail 3.0 × 75 mm", "1 kg tub", 4.20, 25),
        ("TF-CN2540", "Clout nail 2.5 × 40 mm, galvanised", "1 kg tub", 5.60, 25),
        ("TF-FN3190", "Framing nail 3.1 × 90 mm, coil", "box of 2,200", 38.50, 15),
    ]),
]
TF_CARRIAGE, TF_FREE_FROM = 12.50, 250.00  # GBP; free from this net order value
TF_NOTE = ("* Trade discount on full outers of 12 cartridges only; cartridges ordered singly are charged at list "
           "price.")
TF_OUTER = 12

# --- Garrowick Plant Hire Ltd (Carlisle): weekly hire rates tiered by CONTRACT LENGTH in months, two-level header,
#     shaded section rows, a delivery column, damage waiver in the text
GP_TERMS = ("Up to 2 months", "3–5 months", "6–11 months", "12 months +")
GP_SECTIONS = [  # section, [(plant, GBP per week per contract length, delivery or collection each way)]
    ("Excavators", [
        ("Micro excavator 0.8 t", (165, 148, 132, 118), 45),
        ("Mini excavator 1.5 t", (195, 176, 158, 141), 55),
        ("Midi excavator 3 t", (265, 238, 214, 190), 65),
        ("Midi excavator 5 t", (345, 310, 279, 248), 85),
        ("Tracked excavator 13 t", (690, 620, 558, 495), 160),
    ]),
    ("Dumpers", [
        ("Hi-tip dumper 1 t", (125, 112, 101, 90), 45),
        ("Site dumper 3 t, swivel", (210, 189, 170, 151), 65),
        ("Site dumper 6 t, swivel", (285, 256, 230, 205), 85),
    ]),
    ("Access", [
        ("Scissor lift 8 m, electric", (240, 216, 194, 172), 75),
        ("Boom lift 16 m, diesel", (520, 468, 421, 375), 140),
        ("Telehandler 14 m*", (610, 549, 494, 440), 150),
    ]),
    ("Compaction", [
        ("Plate compactor 80 kg", (48, 43, 39, 35), 25),
        ("Trench rammer", (62, 56, 50, 45), 25),
        ("Single-drum roller 800 mm", (155, 140, 126, 112), 55),
    ]),
]
GP_WAIVER = 8  # % of the hire charge
GP_NOTE = "* Operated hire only on request; self-drive hire requires a CPCS or NPORS card holder."

# --- Ombersley Lighting Ltd (Worcester): catalogue, SKU in its own column, PRODUCT rows (spanning) with VARIANT
#     sub-rows, continued over a page break inside a product family (parent row not repeated), "(continued)" caption
OL_FAMILIES = [  # product (with IP), [(SKU, variant, W, lm, CCT (number or text), GBP)]
    ("Arden LED panel 600 × 600, IP40", [
        ("OL-AR6-30N", "Standard driver", 30, 3_600, 4000, 38.50),
        ("OL-AR6-30D", "DALI dimmable¹", 30, 3_600, 4000, 54.00),
        ("OL-AR6-30E", "Emergency, 3 h", 30, 3_400, 4000, 79.00),
        ("OL-AR6-40N", "High output", 40, 4_800, 4000, 44.00),
    ]),
    ("Arden LED panel 1200 × 300, IP40", [
        ("OL-AR12-36N", "Standard driver", 36, 4_300, 4000, 46.50),
        ("OL-AR12-36D", "DALI dimmable¹", 36, 4_300, 4000, 62.00),
    ]),
    ("Bredon downlight, 90 mm cut-out, IP65", [
        ("OL-BD9-08W", "Warm white", 8, 720, 3000, 12.40),
        ("OL-BD9-08C", "Cool white", 8, 760, 4000, 12.40),
        ("OL-BD9-08T", "Tunable white", 8, 700, "2700–6500", 18.90),
    ]),
    ("Bredon downlight, 150 mm cut-out, IP65", [
        ("OL-BD15-18W", "Warm white", 18, 1_750, 3000, 21.80),
        ("OL-BD15-18C", "Cool white", 18, 1_850, 4000, 21.80),
        ("OL-BD15-18D", "Cool white, DALI dimmable¹", 18, 1_850, 4000, 34.50),
    ]),
    ("Malvern high bay, IP65", [
        ("OL-MH-100", "90° lens", 100, 15_500, 5000, 112.00),
        ("OL-MH-150", "90° lens", 150, 23_000, 5000, 139.00),
        ("OL-MH-200", "60° lens", 200, 30_500, 5000, 176.00),
        ("OL-MH-200M", "60° lens, microwave sensor", 200, 30_500, 5000, 209.00),
    ]),
    ("Teme batten 1500 mm, IP65", [
        ("OL-TB15-S", "Single", 25, 3_250, 4000, 24.90),
        ("OL-TB15-T", "Twin", 50, 6_500, 4000, 36.50),
        ("OL-TB15-E", "Single, emergency 3 h", 25, 3_100, 4000, 58.00),
    ]),
    ("Teme batten 1800 mm, IP65", [
        ("OL-TB18-S", "Single", 32, 4_150, 4000, 28.40),
        ("OL-TB18-T", "Twin", 64, 8_300, 4000, 42.90),
    ]),
    ("Wyre bulkhead, IP66", [
        ("OL-WB-R", "Round, opal", 15, 1_400, 4000, 19.60),
        ("OL-WB-RS", "Round, opal, PIR sensor", 15, 1_400, 4000, 31.20),
        ("OL-WB-O", "Oval, eyelid", 12, 1_050, 4000, 22.80),
    ]),
    ("Severn floodlight, IP66", [
        ("OL-SF-030", "30 W, black", 30, 3_600, 4000, 24.50),
        ("OL-SF-050", "50 W, black", 50, 6_000, 4000, 33.90),
        ("OL-SF-100", "100 W, black", 100, 12_000, 4000, 59.00),
        ("OL-SF-100P", "100 W, black, photocell", 100, 12_000, 4000, 68.00),
    ]),
    ("Lickey track spotlight, IP20", [
        ("OL-LT-15W", "15 W, white body", 15, 1_300, 3000, 27.50),
        ("OL-LT-15B", "15 W, black body", 15, 1_300, 3000, 27.50),
        ("OL-LT-25W", "25 W, white body", 25, 2_200, 3000, 36.00),
    ]),
]
OL_PAGE_ROWS = 30  # table body rows (product rows included) on page 1: the break falls inside "Wyre bulkhead"
OL_ACCESSORIES = [  # SKU, accessory, GBP
    ("OL-GW2", "DALI-2 gateway, 64 addresses", 145.00),
    ("OL-SM6", "Surface-mount frame for 600 × 600 panel", 18.50),
    ("OL-SUS", "Suspension kit, 2 × 1.5 m wire", 9.80),
    ("OL-MS2", "Microwave sensor, plug-in, for high bays", 33.00),
]
OL_NOTES = [
    "¹ DALI prices exclude the DALI-2 gateway (OL-GW2, Table 2); one gateway controls up to 64 fittings.",
    "All fittings carry a 5-year warranty; emergency variants include a 3-hour battery with a 4-year warranty.",
]

# --- Drieskamp Tuinmeubelen B.V. (Apeldoorn): Dutch garden-furniture catalogue, Dutch number format, prices
#     INCLUDING 21 % btw, collections as section rows, a chair discount in the text
DK_SECTIONS = [  # collection, [(art. no., description, material, dimensions (cm), kg, EUR incl. btw)]
    ("Collectie Texel — teak", [
        ("DK-T101", "Tuinstoel, stapelbaar", "teak", "56 × 60 × 88", 7.5, 189.00),
        ("DK-T102", "Tuinstoel met armleuning", "teak", "60 × 62 × 88", 8.9, 239.00),
        ("DK-T201", "Tuintafel rond", "teak", "Ø 120 × 75", 32.0, 649.00),
        ("DK-T202", "Tuintafel uitschuifbaar", "teak", "180/240 × 100 × 75", 48.5, 1_249.00),
        ("DK-T301", "Tuinbank, 3-zits", "teak", "150 × 62 × 90", 24.0, 459.00),
        ("DK-T401", "Ligbed, verstelbaar¹", "teak", "200 × 70 × 35", 29.5, 689.00),
    ]),
    ("Collectie Zeeland — aluminium", [
        ("DK-Z101", "Tuinstoel, stapelbaar", "aluminium", "55 × 58 × 85", 3.9, 119.00),
        ("DK-Z102", "Standenstoel", "aluminium/textileen", "60 × 75 × 108", 6.2, 179.00),
        ("DK-Z201", "Tuintafel 160 × 90", "aluminium", "160 × 90 × 74", 19.5, 499.00),
        ("DK-Z202", "Tuintafel 220 × 100", "aluminium", "220 × 100 × 74", 26.0, 699.00),
        ("DK-Z501", "Loungeset, 4-delig²", "aluminium/olefin", "—", 68.0, 1_899.00),
    ]),
    ("Collectie Veluwe — eikenhout", [
        ("DK-V101", "Eetstoel", "eiken", "52 × 58 × 86", 6.8, 169.00),
        ("DK-V201", "Picknicktafel", "eiken", "200 × 160 × 75", 78.0, 895.00),
        ("DK-V202", "Tuintafel 200 × 100", "eiken", "200 × 100 × 76", 52.0, 979.00),
        ("DK-V301", "Tuinbank, 2-zits", "eiken", "130 × 60 × 88", 21.0, 389.00),
    ]),
    ("Accessoires", [
        ("DK-A101", "Zitkussen³", "olefin", "45 × 45 × 5", 0.6, 39.00),
        ("DK-A102", "Beschermhoes tafel tot 220 cm", "polyester", "—", 1.2, 59.00),
        ("DK-A201", "Teakolie, 1 liter", "—", "—", 1.0, 24.95),
    ]),
]
DK_BTW = 21  # %
DK_DELIVERY, DK_FREE_FROM = 49.00, 750.00  # EUR; free from this order value
DK_CHAIR_DISCOUNT, DK_CHAIR_MIN = 10, 6  # % off chairs when ordering at least 6 of the same article
DK_NOTES = ["¹ Met wielen; rugleuning in 5 standen verstelbaar.",
            "² Bank, 2 fauteuils en salontafel; kussens inbegrepen.",
            "³ Kleuren: antraciet, zand en olijfgroen."]

# --- Pellowe Instruments Inc.: quarterly report, Q1..Q4 and FY columns with a "% of revenue" column, USD thousands
#     stated in the caption; a key-metrics table whose FY column mixes sums and period-end values
PW_Q = ("Q1", "Q2", "Q3", "Q4")
PW_IS = {  # USD thousands per quarter; expenses negative
    "Revenue": (48_210, 51_985, 50_340, 57_615),
    "Cost of revenue": (-21_470, -22_930, -22_410, -25_080),
    "Research and development": (-7_215, -7_480, -7_610, -7_905),
    "Selling, general and administrative": (-11_890, -12_340, -12_105, -13_260),
    "Amortization of intangibles": (-1_120, -1_120, -1_120, -1_120),
    "Interest expense, net": (-640, -615, -590, -560),
}
PW_TAX_RATE = 23  # % of income before income taxes, rounded half up to a thousand
PW_SHARES = 18_400  # diluted weighted average shares, thousands (all periods)
PW_ORDERS = (49_870, 50_120, 55_960, 58_240)  # USD thousands
PW_BACKLOG_START = 61_300  # backlog at the start of Q1
PW_EMPLOYEES = (1_182, 1_195, 1_214, 1_236)

# --- Harlestone Brewing plc: cash-flow statement (2024, 2023), segment table (segments as COLUMNS with a Group
#     total), free-cash-flow reconciliation; GBP thousands ("£'000")
HB_YEARS = ("2024", "2023")
HB_SEGMENTS = ("Brewing", "Pubs and bars", "Wholesale", "Central")
HB_SEG = {  # 2024, £'000 per segment (Central has no external revenue)
    "Revenue": (86_420, 124_780, 41_260, 0),
    "Adjusted EBITDA": (17_860, 21_460, 3_980, -4_620),
    "Depreciation and amortisation": (-5_240, -8_910, -1_150, -380),
    "Capital expenditure": (6_350, 9_870, 840, 310),
    "Segment assets": (98_400, 176_300, 22_750, 14_200),
}
HB_CF = {  # £'000 (2024, 2023); None: nil. Profit before tax 2024 and D&A 2024 come from the segment table
    "Net finance costs": (4_120, 3_870),
    "Share-based payments": (610, 540),
    "(Increase)/decrease in inventories": (-1_240, -860),
    "(Increase)/decrease in trade receivables": (-2_030, 410),
    "Increase/(decrease) in trade payables": (1_870, -1_120),
    "Interest paid": (-3_980, -3_760),
    "Tax paid": (-4_150, -3_520),
    "Purchase of property, plant and equipment": (-16_420, -14_310),
    "Purchase of intangible assets": (-950, -720),
    "Proceeds from disposal of pubs": (3_150, 1_280),
    "Acquisition of subsidiary, net of cash acquired": (-6_800, None),
    "Interest received": (140, 90),
    "Dividends paid": (-5_620, -5_310),
    "Drawdown of bank loans": (8_000, None),
    "Repayment of bank loans": (-3_500, -4_000),
    "Principal element of lease payments": (-2_240, -2_180),
    "Purchase of own shares": (None, -1_500),
}
HB_PBT_2023, HB_DA_2023 = 16_940, 14_950
HB_CASH_OPEN_2023 = 9_860

# --- Skelgarth Thermal Ltd: air-source heat pump spec sheet, THREE models as columns, units in the ROW LABELS
SK_MODELS = ("SKA-7", "SKA-11", "SKA-16")
SK_ROWS = [  # ("#section",) or (label with unit, values, decimals)
    ("#Heating performance",),
    ("Heating capacity at A7/W35 (kW)¹", (7.0, 11.2, 16.0), 1),
    ("COP at A7/W35¹", (4.85, 4.70, 4.52), 2),
    ("Heating capacity at A-7/W35 (kW)¹", (5.6, 8.9, 12.4), 1),
    ("SCOP, 35 °C flow, average climate", (4.62, 4.55, 4.41), 2),
    ("SCOP, 55 °C flow, average climate", (3.48, 3.41, 3.33), 2),
    ("ErP class (35 °C / 55 °C)", ("A+++ / A++", "A+++ / A++", "A+++ / A++"), 0),
    ("Maximum flow temperature (°C)", (75, 75, 70), 0),
    ("#Acoustics and refrigerant",),
    ("Sound power, outdoor unit (dB(A))²", (54, 57, 61), 0),
    ("Refrigerant", ("R290", "R290", "R290"), 0),
    ("Refrigerant charge (kg)", (0.90, 1.35, 1.90), 2),
    ("#Electrical",),
    ("Power supply", ("230 V, 1~", "230 V, 1~", "400 V, 3~"), 0),
    ("Maximum operating current (A)", (13.5, 19.8, 11.6), 1),
    ("#Physical",),
    ("Dimensions H × W × D (mm)", ("880 × 1,120 × 420", "1,010 × 1,280 × 480", "1,420 × 1,280 × 520"), 0),
    ("Weight (kg)", (98, 128, 176), 0),
    ("Nominal water flow (l/min)", (20.1, 32.2, 45.9), 1),
    ("#Commercial",),
    ("List price excl. VAT (£)", (6_450.00, 7_980.00, 9_850.00), 2),
    ("Warranty (years)", (7, 7, 7), 0),
]
SK_NOTES = ["¹ Measured to EN 14511 with a 5 K temperature difference across the heat exchanger.",
            "² Measured to EN 12102-1 at nominal conditions."]

# --- Orrisdale Software Ltd: SaaS plans as ROWS with MONTHLY and ANNUAL billing columns (two-level header; the
#     annual column is per user per YEAR, stated in the text), features with plans as COLUMNS, add-ons
OR_PLANS = [  # plan, USD per user per month (monthly billing), USD per user per year (annual billing), min users,
    # storage GB per user
    ("Starter", 12.00, 120.00, 1, 10),
    ("Team", 24.00, 240.00, 3, 50),
    ("Business", 39.00, 396.00, 5, 200),
    ("Enterprise", 58.00, 612.00, 25, 1_000),
]
OR_FEATURES = [  # feature, value per plan (str as printed), in plan order
    ("API requests per day", ("1,000", "10,000", "50,000", "Unlimited")),
    ("Single sign-on (SAML)", ("—", "—", "Yes", "Yes")),
    ("Audit log retention (days)", ("30", "90", "365", "2,555")),
    ("Sandbox environments", ("0", "1", "2", "5")),
    ("Uptime SLA (%)", ("—", "99.5", "99.9", "99.95")),
    ("Support channel", ("Email", "Email, chat", "24/7 chat", "24/7 phone")),
    ("First response target (hours)", ("48", "24", "4", "1")),
]
OR_ADDONS = [  # add-on, USD, basis
    ("Extra storage, 100 GB", 5.00, "per month"),
    ("Additional sandbox", 99.00, "per month"),
    ("Premium onboarding", 1_500.00, "one-off"),
    ("Dedicated IP address", 25.00, "per month"),
]
OR_VOLUME_FROM = 250  # Enterprise: volume pricing on request above this many users


# ============================================================================ derived figures
def qh_rate(band: str, zone: str):
    return QH_RATES[band][QH_ZONES.index(zone)]


def pw_is() -> dict[str, tuple[int, ...]]:
    """Quarterly income statement, USD thousands: the given lines, the totals, tax and net income (FY last)."""
    v = {k: tuple(x) for k, x in PW_IS.items()}
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(4))
    v["Gross profit"] = s("Revenue", "Cost of revenue")
    v["Operating income"] = s("Gross profit", "Research and development", "Selling, general and administrative",
                              "Amortization of intangibles")
    v["Income before income taxes"] = s("Operating income", "Interest expense, net")
    v["Income tax expense"] = tuple(-((p * PW_TAX_RATE + 50) // 100) for p in v["Income before income taxes"])
    v["Net income"] = s("Income before income taxes", "Income tax expense")
    return {k: (*x, sum(x)) for k, x in v.items()}


PW_LAYOUT = [  # label, kind: "l" line, "t" total
    ("Revenue", "t"), ("Cost of revenue", "l"), ("Gross profit", "t"), ("Research and development", "l"),
    ("Selling, general and administrative", "l"), ("Amortization of intangibles", "l"), ("Operating income", "t"),
    ("Interest expense, net", "l"), ("Income before income taxes", "t"), ("Income tax expense", "l"),
    ("Net income", "t"),
]
PW_EPS = "Diluted earnings per share ($)"


def pw_pct(label: str) -> float:
    """The '% of revenue' column: the FY figure as a share of FY revenue, positive, one decimal."""
    v = pw_is()
    return round(abs(v[label][4]) / v["Revenue"][4] * 100, 1)


def pw_eps() -> tuple[float, ...]:
    return tuple(round(x / PW_SHARES, 2) for x in pw_is()["Net income"])


def pw_metrics() -> list[tuple[str, tuple, int]]:
    """Key metrics: (label, (Q1..Q4, FY), decimals). FY: orders summed; backlog and employees at year end;
    book-to-bill for the year = FY orders / FY revenue."""
    rev = pw_is()["Revenue"]
    backlog, b = [], PW_BACKLOG_START
    for o, r in zip(PW_ORDERS, rev[:4]):
        b = b + o - r
        backlog.append(b)
    btb = tuple(round(o / r, 2) for o, r in zip((*PW_ORDERS, sum(PW_ORDERS)), rev))
    return [("Orders received ($000)", (*PW_ORDERS, sum(PW_ORDERS)), 0),
            ("Backlog at period end ($000)", (*backlog, backlog[-1]), 0),
            ("Book-to-bill ratio", btb, 2),
            ("Employees at period end", (*PW_EMPLOYEES, PW_EMPLOYEES[-1]), 0)]


def hb_seg() -> dict[str, tuple[int, ...]]:
    """Segment table 2024 with the operating profit line and the Group column (last)."""
    v = {k: tuple(x) for k, x in HB_SEG.items()}
    v["Operating profit"] = tuple(e + d for e, d in zip(v["Adjusted EBITDA"], v["Depreciation and amortisation"]))
    return {k: (*x, sum(x)) for k, x in v.items()}


HB_SEG_ORDER = ["Revenue", "Adjusted EBITDA", "Depreciation and amortisation", "Operating profit",
                "Capital expenditure", "Segment assets"]


def hb_cf() -> dict[str, tuple]:
    """The cash-flow statement, £'000 (2024, 2023), every subtotal computed; None is nil."""
    seg = hb_seg()
    fin_costs = HB_CF["Net finance costs"]
    v = dict(HB_CF)
    v["Profit before tax"] = (seg["Operating profit"][-1] - fin_costs[0], HB_PBT_2023)
    v["Depreciation and amortisation"] = (-seg["Depreciation and amortisation"][-1], HB_DA_2023)
    z = lambda x: x or 0
    s = lambda *keys: tuple(sum(z(v[k][i]) for k in keys) for i in range(2))
    v["Cash generated from operations"] = s("Profit before tax", "Depreciation and amortisation", "Net finance costs",
                                            "Share-based payments", "(Increase)/decrease in inventories",
                                            "(Increase)/decrease in trade receivables",
                                            "Increase/(decrease) in trade payables")
    v["Net cash from operating activities"] = s("Cash generated from operations", "Interest paid", "Tax paid")
    v["Net cash used in investing activities"] = s(
        "Purchase of property, plant and equipment", "Purchase of intangible assets", "Proceeds from disposal of pubs",
        "Acquisition of subsidiary, net of cash acquired", "Interest received")
    v["Net cash used in financing activities"] = s("Dividends paid", "Drawdown of bank loans",
                                                   "Repayment of bank loans", "Principal element of lease payments",
                                                   "Purchase of own shares")
    v["Net increase in cash and cash equivalents"] = s("Net cash from operating activities",
                                                       "Net cash used in investing activities",
                                                       "Net cash used in financing activities")
    inc = v["Net increase in cash and cash equivalents"]
    close23 = HB_CASH_OPEN_2023 + inc[1]
    v["Cash and cash equivalents at 1 January"] = (close23, HB_CASH_OPEN_2023)
    v["Cash and cash equivalents at 31 December"] = (close23 + inc[0], close23)
    capex = -(v["Purchase of property, plant and equipment"][0] + v["Purchase of intangible assets"][0])
    assert capex == seg["Capital expenditure"][-1], "segment capex must equal the cash spent"
    assert all(x > 0 for x in inc), "both years show an increase (the label says so)"
    return v


HB_CF_LAYOUT = [  # label, kind: "h" heading, "l" line, "t" subtotal
    ("Cash flows from operating activities", "h"), ("Profit before tax", "l"),
    ("Depreciation and amortisation", "l"), ("Net finance costs", "l"), ("Share-based payments", "l"),
    ("(Increase)/decrease in inventories", "l"), ("(Increase)/decrease in trade receivables", "l"),
    ("Increase/(decrease) in trade payables", "l"), ("Cash generated from operations", "t"),
    ("Interest paid", "l"), ("Tax paid", "l"), ("Net cash from operating activities", "t"),
    ("Cash flows from investing activities", "h"), ("Purchase of property, plant and equipment", "l"),
    ("Purchase of intangible assets", "l"), ("Proceeds from disposal of pubs", "l"),
    ("Acquisition of subsidiary, net of cash acquired", "l"), ("Interest received", "l"),
    ("Net cash used in investing activities", "t"),
    ("Cash flows from financing activities", "h"), ("Dividends paid", "l"), ("Drawdown of bank loans", "l"),
    ("Repayment of bank loans", "l"), ("Principal element of lease payments", "l"), ("Purchase of own shares", "l"),
    ("Net cash used in financing activities", "t"),
    ("Net increase in cash and cash equivalents", "t"), ("Cash and cash equivalents at 1 January", "l"),
    ("Cash and cash equivalents at 31 December", "t"),
]


def hb_fcf() -> list[tuple[str, tuple[int, int]]]:
    """Free cash flow reconciliation (an alternative performance measure), £'000 (2024, 2023)."""
    v = hb_cf()
    z = lambda x: x or 0
    rows = [(k, tuple(z(x) for x in v[k])) for k in (
        "Net cash from operating activities", "Purchase of property, plant and equipment",
        "Purchase of intangible assets", "Proceeds from disposal of pubs", "Principal element of lease payments")]
    rows.append(("Free cash flow", tuple(sum(r[1][i] for r in rows) for i in range(2))))
    return rows


def ol_rows() -> list[tuple[str, tuple]]:
    """The catalogue's body rows in order: ("p", product) or ("v", variant tuple)."""
    out = []
    for prod, variants in OL_FAMILIES:
        out.append(("p", prod))
        out += [("v", v) for v in variants]
    return out


def ol_pages() -> dict[str, int]:
    """SKU -> page its row is printed on (the table breaks after OL_PAGE_ROWS body rows)."""
    return {r[1][0]: 1 if i < OL_PAGE_ROWS else 2 for i, r in enumerate(ol_rows()) if r[0] == "v"}


def mv_season(month: int, day: int) -> str:
    hits = [s for s, _, ranges in MV_CALENDAR for (a, b) in ranges if a <= (month, day) <= b]
    assert len(hits) == 1, (month, day, hits)
    return hits[0]


def check_calendar() -> None:
    """Every day of 2025 falls in exactly one season."""
    import datetime
    d = datetime.date(2025, 1, 1)
    while d.year == 2025:
        mv_season(d.month, d.day)
        d += datetime.timedelta(days=1)


# ========================================================================================= formatting
HEAD6 = colors.Color(0.36, 0.20, 0.32)  # this set's zebra header band (plum)
FIT_PAD = 6.5  # points of cell padding assumed by fits()


def it(x: float, dec: int = 2) -> str:
    """Italian / Spanish / Dutch number format: 1.249,00 (the same as German)."""
    return de(x, dec)


def fits(rows: list[list], widths: list[float], header_rows: int, size: float, spans: list | None = None,
         skip_rows: tuple = (), indent: dict | None = None) -> None:
    """Assert every plain text cell fits its column (or its span): nothing overflows into a neighbour.
    ``indent`` maps (col, row) to extra left padding in points."""
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
            need = stringWidth(x, font, size) + FIT_PAD + (indent or {}).get((c, r), 0)
            if need > w * mm:
                bad.append(f"cell {x!r} needs {need / mm:.1f} mm, its column has {w} mm")
    assert not bad, "\n".join(bad)


def table(rows: list[list], kind: str, widths: list[float], header_rows: int = 1, extra: list | None = None,
          left_cols: int = 1, size: float = 8.5, spans: list | None = None, skip_fit: tuple = (),
          indent: dict | None = None):
    """held_out_docs.table in this set's colours and ``size``, checked by fits(); ``spans`` are SPAN commands'
    ((c0, r0), (c1, r1)); ``indent`` (col, row) -> extra left padding (points)."""
    assert sum(widths) <= 170.5, f"table {sum(widths)} mm wider than the text frame"
    fits(rows, widths, header_rows, size, spans, skip_fit, indent)
    cmds = [("SPAN", a, b) for a, b in spans or []]
    if size != 8.5:
        cmds += [("FONT", (0, 0), (-1, -1), "Helvetica", size),
                 ("FONT", (0, 0), (-1, header_rows - 1), "Helvetica-Bold", size)]
    cmds += [("LEFTPADDING", (c, r), (c, r), 6 + p) for (c, r), p in (indent or {}).items()]
    return held_out_docs.table(rows, kind, widths, header_rows, cmds + (extra or []), left_cols, head=HEAD6)


def note(text: str) -> Paragraph:
    return Paragraph(text, STYLES["BodyText"].clone("note6", fontSize=7.5, leading=9))


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


def cell(x, dec: int = 2, fmt=en, dash: str = "—") -> str:
    if x is None:
        return dash
    if isinstance(x, str):
        return x
    return fmt(x, dec)


def k(x: int | None) -> str:
    """A £'000 / $000 statement figure: brackets for negatives, a dash for nil."""
    return fin(x, 0)


# ========================================================================================= documents
def quarrington(out: Path) -> None:
    head = ["Consignment weight", *QH_ZONES]
    body = [[b, *(cell(x) for x in QH_RATES[b])] for b in (*QH_BANDS, QH_EXTRA)]
    t1 = table([head, *body], "grid", [64, 24, 24, 24, 24], extra=[("ALIGN", (1, 0), (-1, 0), "CENTER"),
                                                                  ("BACKGROUND", (0, len(body)), (-1, len(body)),
                                                                   colors.Color(0.97, 0.95, 0.88))])
    t2 = table([["Surcharge", "Charge", "Basis"]] +
               [[s, c if isinstance(c, str) else f"£{en(c)}", b] for s, c, b in QH_SURCHARGES], "zebra",
               [56, 22, 40])
    t3 = table([["Zone", "Postcode areas"]] + [list(r) for r in QH_ZONE_MAP], "booktabs", [20, 70], left_cols=2,
               extra=[("ALIGN", (1, 0), (1, -1), "LEFT")])
    build(out / "quarrington_haulage_rate_card_2025.pdf", "Quarrington Haulage rate card 2025",
          "Quarrington Haulage Ltd, Wakefield", [
              para("Quarrington Haulage", "Title"),
              para("Pallet and parcel rate card — effective 1 April 2025", "Heading3"),
              para("Base rates per consignment in pounds sterling, excluding VAT and surcharges, for next-day delivery "
                   "from our Wakefield hub. The weight band is set by the chargeable weight of the consignment "
                   "(actual weight rounded up to the next whole kilogram). The delivery zone follows the postcode "
                   "area of the delivery address (Table 3)."),
              Spacer(1, 3 * mm), para("Table 1: Base rates (GBP per consignment)", "Heading4"), t1,
              Spacer(1, 2 * mm), note(QH_NOTE), Spacer(1, 6 * mm),
              para("Table 2: Surcharges", "Heading4"), t2, Spacer(1, 2 * mm),
              note("The fuel surcharge is reviewed monthly; the rate shown applies from 1 April 2025. Other "
                   "surcharges are added after the fuel surcharge and are not subject to it."),
              Spacer(1, 6 * mm), para("Table 3: Delivery zones", "Heading4"), t3, Spacer(1, 4 * mm),
              para("Collections from customer premises are charged as deliveries to the same postcode. Liability "
                   "is limited to £25.00 per kg under our conditions of carriage."),
          ])


def wendlebury(out: Path) -> None:
    head1 = ["Zone", "Region", "Minimum charge (£)", "Rate per kg (£)", "", ""]
    head2 = ["", "", "", *WE_BANDS]
    body = [[z, r, en(m), *(cell(x) for x in xs)] for z, r, m, xs in WE_ZONES]
    spans = [((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (2, 1)), ((3, 0), (5, 0))]
    t1 = table([head1, head2, *body], "zebra", [14, 48, 32, 24, 26, 24], header_rows=2, left_cols=2, spans=spans,
               extra=[("ALIGN", (2, 0), (-1, 1), "CENTER"), ("ALIGN", (0, 2), (0, -1), "CENTER"),
                      ("LINEBELOW", (3, 0), (5, 0), 0.4, colors.white)])
    t2 = table([["Zone", "Postcode areas"]] + [list(r) for r in WE_AREAS], "grid", [14, 90], left_cols=2,
               extra=[("ALIGN", (1, 0), (1, -1), "LEFT"), ("ALIGN", (0, 0), (0, -1), "CENTER")])
    build(out / "wendlebury_express_tariff_2025.pdf", "Wendlebury Express road freight tariff 2025",
          "Wendlebury Express Ltd, Doncaster", [
              para("Wendlebury Express", "Title"),
              para("Road freight tariff 2025 — palletised and loose freight", "Heading3"),
              para("All rates are in pounds sterling, exclude VAT and include the fuel surcharge. Consignments of up "
                   "to 30 kg pay the minimum charge. Heavier consignments pay their chargeable weight (actual weight "
                   "rounded up to the next whole kg) times the rate per kg of the band that weight falls in; the "
                   "rate applies to the whole weight, and never less than the zone's minimum charge. Tail-lift "
                   f"delivery: £{en(WE_TAIL_LIFT)} per consignment."),
              Spacer(1, 3 * mm), para("Tariff by delivery zone", "Heading4"), t1, Spacer(1, 2 * mm),
              note("POA: price on application."), Spacer(1, 6 * mm),
              para("Postcode areas by zone", "Heading4"), t2, Spacer(1, 4 * mm),
              para("Delivery within 24 hours to zones A to C and 48 hours to zones D to F. Consignments over "
                   "2,000 kg travel as part loads: please ask for a quotation."),
          ])


def valmarina(out: Path) -> None:
    head1 = ["Offerta", "Prezzo", "Quota fissa", "Quota potenza", "Prezzo energia (€/kWh)", "", ""]
    head2 = ["", "", "(€/mese)", "(€/kW/mese)", *VM_BANDS]
    body = [[o, d, it(qf), it(qp), *(cell(x, 4, it) for x in xs)] for o, d, qf, qp, xs in VM_LUCE]
    spans = [((0, 0), (0, 1)), ((1, 0), (1, 1)), ((4, 0), (6, 0))]
    t1 = table([head1, head2, *body], "booktabs", [38, 18, 20, 22, 23, 23, 23], header_rows=2, size=8, spans=spans,
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), ("ALIGN", (1, 2), (1, -1), "CENTER"),
                      ("LINEBELOW", (4, 0), (6, 0), 0.4, colors.black),
                      ("VALIGN", (0, 0), (-1, 1), "BOTTOM")])
    t2 = table([["Offerta", "Prezzo", "Quota fissa (€/mese)", "Prezzo gas (€/Smc)"]] +
               [[o, d, it(qf), cell(p, 4, it)] for o, d, qf, p in VM_GAS], "grid", [44, 20, 34, 32],
               extra=[("ALIGN", (1, 1), (1, -1), "CENTER")])
    t3 = table([["Voce", "Importo (€)", "Applicazione"]] +
               [[v, it(x), a] for v, x, a in VM_ALTRI], "zebra", [58, 24, 44])
    build(out / "valmarina_listino_business_2025.pdf", "Energia Valmarina listino offerte business ottobre 2025",
          "Energia Valmarina S.p.A., Ancona", [
              para("Energia Valmarina", "Title"),
              para("Listino offerte per clienti business — ottobre 2025", "Heading3"),
              para("Prezzi in euro, IVA, accise e oneri di sistema esclusi, per forniture in bassa tensione e gas "
                   "naturale. La quota fissa si applica per punto di fornitura e per mese; la quota potenza per kW "
                   "di potenza impegnata e per mese. Fasce orarie: F1 lunedì–venerdì 8–19; F2 lunedì–venerdì 7–8 "
                   "e 19–23, sabato 7–23; F3 notte, domenica e festivi."),
              Spacer(1, 3 * mm), para("Tabella 1: Energia elettrica", "Heading4"), t1, Spacer(1, 6 * mm),
              para("Tabella 2: Gas naturale", "Heading4"), t2, Spacer(1, 6 * mm),
              para("Tabella 3: Altri corrispettivi", "Heading4"), t3, Spacer(1, 3 * mm),
              *(note(x) for x in VM_NOTES), Spacer(1, 3 * mm),
              para("Le offerte sono valide per adesioni entro il 31 dicembre 2025. Alla scadenza del prezzo "
                   "bloccato si applicano le condizioni comunicate con almeno tre mesi di preavviso."),
          ], page_word="Pagina")


def morvedre(out: Path) -> None:
    head1 = ["Habitación", "Ocupación máx.", "Temporada", "", "", ""]
    head2 = ["", "", *MV_SEASONS]
    body = [[r, str(n), *(it(x) for x in xs)] for r, n, xs in MV_ROOMS]
    spans = [((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (5, 0))]
    t1 = table([head1, head2, *body], "grid", [42, 28, 22, 22, 22, 22], header_rows=2, spans=spans,
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), ("ALIGN", (1, 2), (1, -1), "CENTER")])
    t2 = table([["Temporada", "Fechas 2025"]] + [[s, f] for s, f, _ in MV_CALENDAR], "borderless", [24, 70],
               left_cols=2, extra=[("ALIGN", (1, 0), (1, -1), "LEFT"),
                                   ("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black)])
    t3 = table([["Suplemento", "Precio (€)", "Aplicación"]] + [[s, it(p), a] for s, p, a in MV_SUPLEMENTOS],
               "zebra", [56, 22, 40])
    build(out / "cala_morvedre_tarifas_2025.pdf", "Hotel Cala Morvedre tarifas 2025", "Hotel Cala Morvedre, Sagunto", [
        para("Hotel Cala Morvedre", "Title"),
        para("Tarifas de alojamiento 2025 — empresas y agencias", "Heading3"),
        para(f"Precios en euros por habitación y noche, IVA ({MV_IVA} %) no incluido. El desayuno no está incluido "
             "(véanse los suplementos). La temporada se determina por la fecha de cada noche de la estancia."),
        Spacer(1, 3 * mm), para("Tabla 1: Tarifas por habitación y noche (EUR)", "Heading4"), t1, Spacer(1, 2 * mm),
        *(note(x) for x in MV_NOTES), Spacer(1, 6 * mm),
        para("Tabla 2: Calendario de temporadas", "Heading4"), t2, Spacer(1, 6 * mm),
        para("Tabla 3: Suplementos", "Heading4"), t3, Spacer(1, 4 * mm),
        para("Cancelación gratuita hasta 72 horas antes de la llegada (temporada Extra: 14 días). Grupos a partir "
             "de 10 habitaciones: tarifa bajo petición."),
    ], page_word="Página")


def tollerby(out: Path) -> None:
    head = ["Code", "Description", "Pack", "List price (£)", "Trade discount"]
    rows, secs = [head], []
    for sec, items in TF_SECTIONS:
        rows.append([sec, "", "", "", ""])
        secs.append(len(rows) - 1)
        rows += [[c, d, p, en(x), f"{dc}%"] for c, d, p, x, dc in items]
    t1 = table(rows, "booktabs", [24, 64, 28, 24, 24], left_cols=3, skip_fit=tuple(secs),
               extra=section_rows(secs, 5, font="Helvetica-Oblique") +
               [("LINEABOVE", (0, i), (-1, i), 0.3, colors.grey) for i in secs[1:]])
    build(out / "tollerby_fixings_trade_prices_2025.pdf", "Tollerby Fixings trade price list 2025",
          "Tollerby Fixings Ltd, Walsall", [
              para("Tollerby Fixings", "Title"),
              para("Trade price list 2025 — screws, bolts, anchors and nails", "Heading3"),
              para("List prices per pack in pounds sterling, excluding VAT. Your net price is the list price less "
                   "the trade discount shown on the line. Orders of "
                   f"£{en(TF_FREE_FROM)} or more net are delivered free; smaller orders carry £{en(TF_CARRIAGE)} "
                   "carriage."),
              Spacer(1, 3 * mm), t1, Spacer(1, 2 * mm), note(TF_NOTE), Spacer(1, 4 * mm),
              para("BZP: bright zinc plated. Prices valid from 1 February 2025 until further notice."),
          ])


def garrowick(out: Path) -> None:
    head1 = ["Plant", "Weekly hire rate by contract length (£)", "", "", "", "Delivery (£)"]
    head2 = ["", *GP_TERMS, ""]
    rows, secs = [head1, head2], []
    for sec, items in GP_SECTIONS:
        rows.append([sec, "", "", "", "", ""])
        secs.append(len(rows) - 1)
        rows += [[p, *(en(x) for x in xs), en(dv)] for p, xs, dv in items]
    spans = [((0, 0), (0, 1)), ((1, 0), (4, 0)), ((5, 0), (5, 1))]
    t1 = table(rows, "grid", [44, 26, 26, 26, 26, 22], header_rows=2, spans=spans, skip_fit=tuple(secs),
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER")] +
               section_rows(secs, 6, bg=colors.Color(0.93, 0.90, 0.82)))
    build(out / "garrowick_plant_hire_rates_2025.pdf", "Garrowick Plant Hire rates 2025", "Garrowick Plant Hire Ltd, "
          "Carlisle", [
              para("Garrowick Plant Hire", "Title"),
              para("Self-drive hire rates 2025 — long-term contracts", "Heading3"),
              para("Weekly hire rates in pounds sterling, excluding VAT. The rate is set by the contract length agreed "
                   "at the start of the hire and applies to every week of it. Ending a contract early re-rates the "
                   "whole hire to the band of the period actually used. Delivery and collection are charged each "
                   f"way. A damage waiver of {GP_WAIVER}% of the hire charge is added unless you show proof of your "
                   "own plant insurance."),
              Spacer(1, 3 * mm), t1, Spacer(1, 2 * mm), note(GP_NOTE), Spacer(1, 4 * mm),
              para("Fuel is supplied full and charged on return at the pump price plus 10%. Rates include "
                   "servicing and breakdown cover within 4 working hours."),
          ])


def ombersley(out: Path) -> None:
    head = ["SKU", "Product / variant", "Power (W)", "Flux (lm)", "CCT (K)", "Price (£)"]
    widths = [24, 62, 18, 18, 22, 20]
    body = ol_rows()
    parts = [body[:OL_PAGE_ROWS], body[OL_PAGE_ROWS:]]
    assert parts[1][0][0] == "v", "the break falls inside a product family"
    tables = []
    for part in parts:
        rows, prods, indent = [head], [], {}
        for kind, x in part:
            if kind == "p":
                rows.append([x, "", "", "", "", ""])
                prods.append(len(rows) - 1)
            else:
                sku, var, w, lm, cct, p = x
                rows.append([sku, var, en(w, 0), en(lm, 0), cct if isinstance(cct, str) else str(cct), en(p)])
                indent[(1, len(rows) - 1)] = 8
        tables.append(table(rows, "borderless", widths, left_cols=2, skip_fit=tuple(prods), indent=indent,
                            extra=section_rows(prods, 6, bg=colors.Color(0.92, 0.94, 0.97)) +
                            [("LINEABOVE", (0, i), (-1, i), 0.3, colors.grey) for i in prods] +
                            [("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black),
                             ("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                             ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black)]))
    t2 = table([["SKU", "Accessory", "Price (£)"]] + [[s, a, en(p)] for s, a, p in OL_ACCESSORIES], "booktabs",
               [24, 70, 22], left_cols=2)
    build(out / "ombersley_lighting_catalogue_2025.pdf", "Ombersley Lighting trade catalogue 2025",
          "Ombersley Lighting Ltd, Worcester", [
              para("Ombersley Lighting", "Title"),
              para("Trade catalogue 2025 — commercial LED luminaires", "Heading3"),
              para("Trade prices per fitting in pounds sterling, excluding VAT. Each product is listed with its "
                   "variants below it; order by SKU. CCT: correlated colour temperature. Flux is the luminaire "
                   "output, not the LED chip rating."),
              Spacer(1, 2 * mm), para("Table 1: Luminaires", "Heading4"), tables[0],
              PageBreak(), para("Table 1: Luminaires (continued)", "Heading4"), tables[1], Spacer(1, 6 * mm),
              para("Table 2: Accessories", "Heading4"), t2, Spacer(1, 3 * mm), *(note(x) for x in OL_NOTES),
          ])


def drieskamp(out: Path) -> None:
    head = ["Art.nr.", "Omschrijving", "Materiaal", "Afmetingen (cm)", "Gewicht (kg)", "Prijs (€)"]
    rows, secs = [head], []
    for sec, items in DK_SECTIONS:
        rows.append([sec, "", "", "", "", ""])
        secs.append(len(rows) - 1)
        rows += [[a, o, m, dim, it(kg, 1), it(p)] for a, o, m, dim, kg, p in items]
    t1 = table(rows, "zebra", [18, 46, 30, 30, 20, 20], left_cols=4, size=8, skip_fit=tuple(secs),
               extra=section_rows(secs, 6, font="Helvetica-BoldOblique", bg=colors.Color(0.85, 0.90, 0.84), size=8))
    build(out / "drieskamp_prijslijst_2025.pdf", "Drieskamp Tuinmeubelen prijslijst 2025",
          "Drieskamp Tuinmeubelen B.V., Apeldoorn", [
              para("Drieskamp Tuinmeubelen", "Title"),
              para("Prijslijst tuinmeubelen 2025", "Heading3"),
              para(f"Prijzen in euro per stuk, inclusief {DK_BTW} % btw. Afmetingen in centimeters: lengte × breedte "
                   f"× hoogte. Bij afname van {DK_CHAIR_MIN} of meer stoelen van hetzelfde artikelnummer geven wij "
                   f"{DK_CHAIR_DISCOUNT} % korting op die stoelen. Bezorging in Nederland: € {it(DK_DELIVERY)} per "
                   f"order, gratis vanaf € {it(DK_FREE_FROM)}."),
              Spacer(1, 3 * mm), t1, Spacer(1, 2 * mm), *(note(x) for x in DK_NOTES), Spacer(1, 4 * mm),
              para("Levertijd 2 tot 3 weken; de collectie Veluwe wordt op bestelling gemaakt (6 weken). Prijzen "
                   "geldig tot en met 31 augustus 2025."),
          ], page_word="Pagina")


def pellowe(out: Path) -> None:
    v, eps = pw_is(), pw_eps()
    head = ["", *PW_Q, "FY 2024", "% of revenue"]
    rows = [head]
    totals = []
    for label, kind in PW_LAYOUT:
        rows.append([label, *(k(x) for x in v[label]), en(pw_pct(label), 1)])
        if kind == "t":
            totals.append(len(rows) - 1)
    rows.append([PW_EPS, *(en(x) for x in eps), ""])
    t1 = table(rows, "booktabs", [56, 18, 18, 18, 18, 20, 22], size=8,
               extra=bold_rows(totals, 8) + [("LINEABOVE", (0, i), (-1, i), 0.3, colors.grey) for i in totals[1:]])
    t2 = table([["", *PW_Q, "FY 2024"]] + [[lab, *(en(x, dec) for x in xs)] for lab, xs, dec in pw_metrics()],
               "grid", [56, 18, 18, 18, 18, 20], size=8)
    ni = v["Net income"]
    build(out / "pellowe_instruments_fy2024_quarterly.pdf", "Pellowe Instruments fiscal 2024 quarterly results",
          "Pellowe Instruments Inc., Dayton, Ohio", [
              para("Pellowe Instruments Inc.", "Title"),
              para("Fiscal 2024 results by quarter", "Heading3"),
              para(f"Fourth-quarter revenue was the highest of the year, and net income for fiscal 2024 reached "
                   f"${en(ni[4] / 1000, 1)} million. The fiscal year ended December 31, 2024. Figures are unaudited."),
              Spacer(1, 2 * mm),
              para("Table 1: Condensed statement of operations (in thousands of US dollars, except per-share data)",
                   "Heading4"), t1, Spacer(1, 2 * mm),
              note("% of revenue: the fiscal-year figure as a percentage of fiscal-year revenue. Brackets denote costs. "
                   f"Per-share data are based on {en(PW_SHARES, 0)} thousand diluted shares in every period."),
              Spacer(1, 6 * mm), para("Table 2: Key metrics", "Heading4"), t2, Spacer(1, 2 * mm),
              note("Book-to-bill: orders received divided by revenue for the period. Backlog and employees in the "
                   "FY 2024 column are at December 31, 2024."),
          ])


def harlestone(out: Path) -> None:
    v = hb_cf()
    rows, extra = [["£'000", *HB_YEARS]], [("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black)]
    for label, kind in HB_CF_LAYOUT:
        if kind == "h":
            rows.append([label, "", ""])
            extra.append(("FONT", (0, len(rows) - 1), (0, len(rows) - 1), "Helvetica-BoldOblique", 8.5))
            continue
        rows.append([label, *(k(x) for x in v[label])])
        if kind == "t":
            extra += bold_rows([len(rows) - 1])
            extra.append(("LINEABOVE", (1, len(rows) - 1), (-1, len(rows) - 1), 0.4, colors.black))
    t1 = table(rows, "borderless", [100, 28, 28], extra=extra)
    seg = hb_seg()
    srows = [["2024, £'000", *HB_SEGMENTS, "Group"]] + [[lab, *(k(x) for x in seg[lab])] for lab in HB_SEG_ORDER]
    t2 = table(srows, "grid", [50, 22, 24, 22, 22, 22], size=8,
               extra=bold_rows([HB_SEG_ORDER.index("Operating profit") + 1], 8) +
               [("BACKGROUND", (5, 1), (5, -1), colors.Color(0.95, 0.95, 0.95))])
    t3 = table([["£'000", *HB_YEARS]] + [[lab, *(k(x) for x in xs)] for lab, xs in hb_fcf()], "booktabs",
               [100, 28, 28], extra=bold_rows([len(hb_fcf())]))
    build(out / "harlestone_brewing_annual_report_2024.pdf", "Harlestone Brewing plc Annual Report 2024 extract",
          "Harlestone Brewing plc — Annual Report 2024", [
              para("Harlestone Brewing plc", "Title"),
              para("Annual Report 2024 — cash flow and segment information (extract)", "Heading3"),
              para("Amounts in thousands of pounds sterling (£'000). Figures in brackets are outflows. The Group "
                   "acquired the Coldharbour cider business in July 2024."),
              Spacer(1, 2 * mm), para("Consolidated statement of cash flows for the year ended 31 December 2024",
                                      "Heading4"), t1,
              PageBreak(),
              para("Note 2 — Segment information, year ended 31 December 2024", "Heading4"), t2, Spacer(1, 2 * mm),
              note("Central comprises head-office costs that are not allocated to the trading segments. Capital "
                   "expenditure is additions to property, plant and equipment and intangible assets."),
              Spacer(1, 6 * mm), para("Free cash flow (alternative performance measure)", "Heading4"), t3,
              Spacer(1, 2 * mm),
              note("Free cash flow is net cash from operating activities less capital expenditure and lease principal "
                   "payments, plus disposal proceeds."),
          ])


def skelgarth(out: Path) -> None:
    rows, secs = [["Specification", *SK_MODELS]], []
    for r in SK_ROWS:
        if r[0].startswith("#"):
            rows.append([r[0][1:], "", "", ""])
            secs.append(len(rows) - 1)
            continue
        label, xs, dec = r
        rows.append([label, *(x if isinstance(x, str) else en(x, dec) for x in xs)])
    t1 = table(rows, "zebra", [70, 32, 32, 32], skip_fit=tuple(secs),
               extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")] +
               section_rows(secs, 4, font="Helvetica-Bold", bg=colors.Color(0.86, 0.82, 0.86)))
    build(out / "skelgarth_heat_pumps_technical_data.pdf", "Skelgarth Thermal SKA air-source heat pumps technical data",
          "Skelgarth Thermal Ltd, Penrith", [
              para("Skelgarth Thermal", "Title"),
              para("SKA monobloc air-source heat pumps — technical data", "Heading3"),
              para("Three outputs of the same monobloc design with natural refrigerant R290, weather compensation "
                   "and an integrated circulation pump. Units are given in the specification labels. Data subject "
                   "to change without notice."),
              Spacer(1, 3 * mm), t1, Spacer(1, 3 * mm), *(note(x) for x in SK_NOTES),
          ])


def orrisdale(out: Path) -> None:
    head1 = ["Plan", "Price per user (USD)", "", "Minimum users", "Storage per user (GB)"]
    head2 = ["", "Billed monthly", "Billed annually*", "", ""]
    body = [[p, en(m), en(a), str(n), en(g, 0)] for p, m, a, n, g in OR_PLANS]
    spans = [((0, 0), (0, 1)), ((1, 0), (2, 0)), ((3, 0), (3, 1)), ((4, 0), (4, 1))]
    t1 = table([head1, head2, *body], "grid", [30, 30, 30, 28, 38], header_rows=2, spans=spans,
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER")])
    t2 = table([["Feature", *(p for p, *_ in OR_PLANS)]] + [[f, *xs] for f, xs in OR_FEATURES], "zebra",
               [52, 26, 26, 26, 26], extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")])
    t3 = table([["Add-on", "Price (USD)", "Basis"]] + [[a, en(p), b] for a, p, b in OR_ADDONS], "booktabs",
               [56, 24, 30])
    build(out / "orrisdale_plans_pricing_2025.pdf", "Orrisdale Ledger plans and pricing 2025", "Orrisdale Software Ltd", [
        para("Orrisdale Ledger", "Title"),
        para("Plans and pricing — cloud accounting for growing teams, 2025", "Heading3"),
        para("Prices in US dollars per user, excluding sales tax and VAT. Monthly billing is charged per user per "
             "month and can be cancelled at the end of any month. Annual billing is charged per user per year, in "
             "advance. Each plan is billed for at least its minimum number of users."),
        Spacer(1, 3 * mm), para("Plans", "Heading4"), t1, Spacer(1, 2 * mm),
        note("* Annual prices are for a 12-month term paid in advance; users added during the term are billed pro "
             f"rata. Enterprise: volume pricing on request above {OR_VOLUME_FROM} users."),
        Spacer(1, 6 * mm), para("What each plan includes", "Heading4"), t2, Spacer(1, 6 * mm),
        para("Add-ons (any plan)", "Heading4"), t3, Spacer(1, 4 * mm),
        para("Audit log retention of 2,555 days equals seven years. Uptime SLA credits are set out in the Orrisdale "
             "service level agreement."),
    ])


DOCUMENTS = [quarrington, wendlebury, valmarina, morvedre, tollerby, garrowick, ombersley, drieskamp, pellowe,
             harlestone, skelgarth, orrisdale]


if __name__ == "__main__":
    check_calendar()
    sys.exit(held_out_docs.main(sys.argv[1:], DOCUMENTS, __doc__))
