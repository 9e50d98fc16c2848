"""A seventh held-out set of business documents from companies the project has never seen (bench/business-other7).

    python bench/business-other7/make_docs.py OUTDIR

Writes twelve PDFs with reportlab, deterministically: no randomness, every figure is a plain Python
structure below, so make_questions.py computes the gold answers from the same data and never from
tabsql (which was neither run nor read while this set was written). It covers the five families of
the business-dev corpus with layouts the earlier held-out sets did not use: five price lists (a
buyer's RFQ bid tabulation with the SUPPLIERS as columns and quantity tiers as rows, one small table
per item, "no bid" cells and a commercial-terms table with suppliers as columns; a supplier's price
revision notice whose two-level header is period > tier ("Until 30 June 2025" / "From 1 July 2025",
the same tier labels under both); a German welding-supplies list with Staffelpreise whose every tier
has a netto / brutto pair; a Turkish tile list priced per m² AND per box with a dealer-discount class
table; a print price matrix priced per RUN at fixed quantities with a run-on row), two catalogues (a
workwear catalogue with a colour-availability matrix and size-band prices, its table continued on
page 2 WITHOUT the header; a seed catalogue folded into two side-by-side blocks under "Vegetables" /
"Flowers"), three financial documents (a UK property, plant and equipment roll-forward with asset
classes as columns and repeated row labels under Cost / Accumulated depreciation / Net book value,
plus a statement of changes in equity and a maturity table on page 2, the scale stated once in the
text of page 1; US quarterly data with the eight quarters as ROWS of a fiscal year ending in June and
a fiscal-year table oldest year first; a German Plan/Ist comparison with signed deviations), a
sensor data sheet with Min / Typ / Max columns and a Conditions column, and a managed-IT plan
comparison with graduated per-user bands and the annual-billing discount only in a footnote.
"""
from __future__ import annotations

import math
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import PageBreak, Paragraph, Spacer, Table, TableStyle

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import held_out_docs  # noqa: E402  (bench/held_out_docs.py)
from held_out_docs import STYLES, build, de, en, para, tr_para, turkish_fonts  # noqa: E402

turkish_fonts()  # Bitstream Vera, shipped with reportlab: the Turkish list needs ı, ş, ğ, İ


def dec(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(repr(x))


def dmul(*xs) -> Decimal:
    """An exact product of printed figures (no binary floating point: 289.00 x 1.065 is 307.785, not 307.78499...)."""
    out = Decimal(1)
    for x in xs:
        out *= dec(x)
    return out


def r2(x) -> float:
    """Half up to two decimals (prices derived in a document: new prices, gross prices, box prices)."""
    return float(dec(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def r1(x) -> float:
    return float(dec(x).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


# ========================================================================================= data
# --- Ellerbeck Foods Ltd (Malton): a buyer's RFQ bid tabulation. SUPPLIERS as columns, quantity tiers as rows,
#     one table per item, prices in GBP per 1,000 units, "no bid" cells, a commercial-terms table
EF_DOC = "ellerbeck_rfq_041_bid_tabulation.pdf"
EF_SUPPLIERS = ("Cantlow Packaging", "Moxhay Cartons", "Pitchford Board")
EF_TIERS = ("1,000–4,999", "5,000–9,999", "10,000–24,999", "25,000 +")
NB = None  # "no bid"
EF_ITEMS = [  # caption (item), estimated annual volume, supplier -> GBP per 1,000 per tier (None: no bid)
    ("Item 1: Shipper carton 400 × 300 × 250 mm, single wall", 60_000, {
        "Cantlow Packaging": (468.00, 431.50, 402.00, 379.00),
        "Moxhay Cartons": (455.00, 419.00, 396.50, 384.00),
        "Pitchford Board": (NB, 440.00, 398.00, 371.50)}),
    ("Item 2: Shipper carton 600 × 400 × 300 mm, double wall", 24_000, {
        "Cantlow Packaging": (1_142.00, 1_068.00, 1_001.00, 958.00),
        "Moxhay Cartons": (1_120.00, 1_051.00, 1_012.00, 975.00),
        "Pitchford Board": (NB, 1_079.00, 994.00, 949.50)}),
    ("Item 3: Die-cut tray 390 × 290 × 80 mm, printed one colour", 40_000, {
        "Cantlow Packaging": (612.00, 566.00, 529.00, 503.00),
        "Moxhay Cartons": (NB, NB, NB, NB),
        "Pitchford Board": (NB, 588.00, 541.00, 512.00)}),
]
EF_TERMS = [  # term, value per supplier (str as printed, or a number)
    ("Lead time (working days)", (10, 15, 8)),
    ("Minimum order per item (units)", (1_000, 1_000, 5_000)),
    ("Delivery charge per drop (£)", (45.00, "Free", 38.00)),
    ("Payment terms (days)", (30, 60, 45)),
    ("Quote valid until", ("30 Sep 2025", "31 Aug 2025", "15 Sep 2025")),
]
EF_CURRENT_ITEM1 = 447.00  # the 2024 contract price for item 1 (a figure in the prose only)

# --- Moxhay Cartons Ltd (Stockton-on-Tees): price revision notice, two-level header PERIOD > TIER, the same
#     tier labels under both periods, the increase % per line; new prices = old x (1 + increase), half up
MX_DOC = "moxhay_cartons_price_revision_2025.pdf"
MX_TIERS = ("1,000–4,999", "5,000 +")
MX_OLD, MX_NEW = "Until 30 June 2025", "From 1 July 2025"
MX_ITEMS = [  # code, description, (GBP per 1,000 in each tier until 30 June), increase %
    ("MX-S3020", "RSC 300 × 200 × 150 mm, single wall (B)", (318.00, 289.00), 6.5),
    ("MX-S4030", "RSC 400 × 300 × 250 mm, single wall (B)", (472.00, 438.00), 6.5),
    ("MX-S4540", "RSC 450 × 450 × 400 mm, single wall (C)", (689.00, 642.00), 6.5),
    ("MX-D6040", "RSC 600 × 400 × 300 mm, double wall (BC)", (1_164.00, 1_089.00), 7.5),
    ("MX-D8060", "RSC 800 × 600 × 500 mm, double wall (BC)", (2_085.00, 1_948.00), 8.0),
    ("MX-T3929", "Die-cut tray 390 × 290 × 80 mm, plain", (544.00, 507.00), 5.0),
    ("MX-L4030", "Lid for 400 × 300 mm boxes, single wall", (211.00, 194.00), 6.5),
    ("MX-P1208", "Pallet box 1,200 × 800 × 1,000 mm, triple wall", (9_850.00, 9_310.00), 4.0),
]
MX_EXTRAS = [  # extra, GBP, basis (unchanged on 1 July)
    ("One-colour flexo print", 38.00, "per 1,000"),
    ("Two-colour flexo print", 61.00, "per 1,000"),
    ("Printing plate", 95.00, "per colour, once"),
    ("Pallet charge", 12.00, "per pallet"),
]

# --- Ebersthal Schweißtechnik GmbH (Siegen): German welding supplies, Staffelpreise per VE as COLUMN TIERS, each
#     tier with a netto / brutto pair (brutto = netto x 1.19, half up), German number format, gas-cylinder table
EB_DOC = "ebersthal_staffelpreise_2025.pdf"
EB_TIERS = ("ab 1 VE", "ab 10 VE", "ab 50 VE")
EB_MWST = 19  # %
EB_SECTIONS = [  # section, [(Art.-Nr., Bezeichnung, VE, netto EUR per VE per tier)]
    ("Schweißzusätze", [
        ("EB-SG2-08", "MIG/MAG-Draht G3Si1, 0,8 mm", "Spule 15 kg", (58.40, 54.90, 51.20)),
        ("EB-SG2-10", "MIG/MAG-Draht G3Si1, 1,0 mm", "Spule 15 kg", (56.80, 53.40, 49.90)),
        ("EB-E13-25", "Stabelektrode E 6013, 2,5 mm", "Karton 4,5 kg", (32.60, 30.10, 27.90)),
        ("EB-E13-32", "Stabelektrode E 6013, 3,2 mm", "Karton 4,5 kg", (31.40, 28.90, 26.80)),
        ("EB-WIG-24", "WIG-Stab 1.4316, 2,4 mm", "Karton 5 kg", (96.50, 90.20, 84.70)),
    ]),
    ("Schleifmittel", [
        ("EB-TS-125", "Trennscheibe Inox 125 × 1,0 mm", "Pack 25 St.", (24.75, 21.90, 19.40)),
        ("EB-FS-125", "Fächerschleifscheibe K60, 125 mm", "Pack 10 St.", (27.30, 24.60, 22.00)),
        ("EB-SR-125", "Schruppscheibe 125 × 6,0 mm", "Pack 10 St.", (22.40, 20.10, 18.30)),
    ]),
    ("Arbeitsschutz", [
        ("EB-HS-10", "Schweißerhandschuh Rindspalt, Gr. 10", "Paar", (8.95, 7.80, 6.90)),
        ("EB-SH-913", "Automatik-Schweißhelm DIN 9–13", "Stück", (129.00, 119.00, 109.00)),
        ("EB-SG-110", "Vorsatzglas 110 × 90 mm, klar", "Pack 10 St.", (6.20, 5.40, 4.80)),
    ]),
]
EB_GAS = [  # code, gas, cylinder, rent per month netto EUR, deposit netto EUR
    ("F-AR10", "Argon 4.6", "10 l / 200 bar", 6.50, 120.00),
    ("F-AR20", "Argon 4.6", "20 l / 200 bar", 8.90, 150.00),
    ("F-MG20", "Mischgas 82/18 (Ar/CO2)", "20 l / 200 bar", 9.40, 150.00),
    ("F-CO20", "Kohlendioxid", "20 kg", 7.80, 150.00),
]
EB_MINDER, EB_MINDER_BELOW = 12.50, 150.00  # small-order surcharge (netto) below this order value (netto)
EB_VERSAND, EB_FREI_AB = 9.90, 250.00

# --- Gökçeova Seramik (Çanakkale): Turkish tile price list, TL per m² AND per box, m² per box, KDV excluded,
#     Turkish number format and "%12" percentages, a dealer-class discount table; Vera font
GS_DOC = "gokceova_seramik_fiyat_listesi_2025.pdf"
GS_KDV = 20  # %
GS_SECTIONS = [  # section, [(code, series, size (cm), surface, m² per box, TL per m²)]
    ("Porselen yer ve duvar karoları", [
        ("GS-3060-BE", "Ege bej", "30 × 60", "Mat", 1.44, 389.00),
        ("GS-3060-GR", "Ege gri", "30 × 60", "Mat", 1.44, 389.00),
        ("GS-6060-BE", "Truva bej", "60 × 60", "Mat", 1.44, 468.00),
        ("GS-6060-AN", "Truva antrasit", "60 × 60", "Parlak", 1.44, 512.00),
        ("GS-60120-MR", "Assos mermer", "60 × 120", "Parlak", 1.44, 795.00),
        ("GS-60120-GR", "Assos gri", "60 × 120", "Mat", 1.44, 742.00),
        ("GS-20120-MS", "Kazdağı meşe", "20 × 120", "Rölyef", 1.20, 624.00),
        ("GS-80160-MR", "Bozcaada mermer", "80 × 160", "Parlak", 2.56, 1_185.00),
    ]),
    ("Duvar seramikleri", [
        ("GS-2560-BY", "Tenedos beyaz", "25 × 60", "Parlak", 1.50, 298.00),
        ("GS-2560-YS", "Tenedos yeşil", "25 × 60", "Parlak", 1.50, 334.00),
        ("GS-3090-KR", "Lapseki krem", "30 × 90", "Mat", 1.62, 412.00),
        ("GS-3090-TR", "Lapseki terrazzo", "30 × 90", "Rölyef", 1.62, 456.00),
    ]),
]
GS_BAYI = [  # dealer class, annual purchases (TL, KDV hariç) as printed, discount %
    ("A", "5.000.000 ve üzeri", 18),
    ("B", "2.000.000 – 4.999.999", 12),
    ("C", "500.000 – 1.999.999", 7),
]

# --- Quenington Press Ltd (Cirencester): print price matrix, price per RUN at fixed quantities (rows), two-level
#     header size > sides, a run-on row, business cards by finish, extras
QP_DOC = "quenington_press_print_prices_2025.pdf"
QP_QTY = ("250", "500", "1,000", "2,500", "5,000")
QP_RUNON = "Each extra 1,000 over 5,000"
QP_SIZES = ("A6", "A5", "A4")
QP_SIDES = ("Single-sided", "Double-sided")
QP_FLYERS = {  # (size, sides) -> GBP per run for each quantity, then the run-on price
    ("A6", "Single-sided"): (28.00, 34.50, 45.00, 78.00, 122.00, 21.50),
    ("A6", "Double-sided"): (33.00, 41.00, 54.00, 94.00, 148.00, 26.00),
    ("A5", "Single-sided"): (36.00, 46.50, 64.00, 118.00, 192.00, 34.00),
    ("A5", "Double-sided"): (43.00, 56.00, 78.00, 145.00, 236.00, 42.00),
    ("A4", "Single-sided"): (58.00, 79.00, 112.00, 219.00, 368.00, 66.00),
    ("A4", "Double-sided"): (71.00, 97.00, 139.00, 271.00, 455.00, 82.00),
}
QP_CARD_QTY = ("100", "250", "500", "1,000")
QP_FINISHES = ("Standard", "Matt laminated", "Soft-touch", "Spot UV")
QP_CARDS = {  # quantity -> GBP per run per finish
    "100": (19.00, 26.00, 31.00, 44.00),
    "250": (24.00, 33.00, 39.00, 55.00),
    "500": (31.00, 43.00, 51.00, 69.00),
    "1,000": (45.00, 62.00, 74.00, 96.00),
}
QP_EXTRAS = [  # extra, charge as printed, basis
    ("Express turnaround (next working day)", "+30%", "of the print price"),
    ("Printed proof", "£12.00", "per job"),
    ("Folding, A4 to A5 or DL", "£11.00", "per 1,000 or part"),
    ("Delivery to one UK address", "£8.50", "per order; free over £150.00"),
]
QP_PROOF, QP_EXPRESS = 12.00, 30  # GBP; % of the print price

# --- Tuckwell Workwear Ltd (Kettering): catalogue with a COLOUR-AVAILABILITY MATRIX (• / —) and two size-band
#     price columns, a size guide, continued on page 2 WITHOUT the header row (explicit break)
TW_DOC = "tuckwell_workwear_catalogue_2025.pdf"
TW_COLOURS = ("Navy", "Black", "Grey", "Royal", "Bottle", "Red")
TW_BANDS = ("XS–XL", "2XL–4XL")
ALL6 = set(TW_COLOURS)
TW_SECTIONS = [  # section, [(code, garment, colours offered, GBP XS–XL, GBP 2XL–4XL or None)]
    ("Polo shirts", [
        ("TW-P100", "Classic polo, 65/35 poly-cotton, 200 gsm", ALL6, 9.80, 11.60),
        ("TW-P110", "Premium polo, 100% cotton piqué", {"Navy", "Black", "Grey", "Royal"}, 14.20, 16.40),
        ("TW-P120", "Coolmax sports polo", {"Navy", "Black", "Royal", "Red"}, 12.60, 14.50),
        ("TW-P130", "Long-sleeve polo", {"Navy", "Black", "Grey"}, 13.40, 15.40),
        ("TW-P140", "Ladies' fitted polo", {"Navy", "Black", "Royal", "Red"}, 10.40, 12.20),
        ("TW-P150", "Recycled polyester polo", {"Navy", "Black", "Grey", "Bottle"}, 11.90, 13.70),
    ]),
    ("T-shirts", [
        ("TW-C160", "Heavy cotton T-shirt", ALL6, 4.60, 5.80),
        ("TW-C170", "Performance T-shirt", {"Navy", "Black", "Royal", "Red"}, 6.20, 7.40),
        ("TW-C180", "Long-sleeve T-shirt", {"Navy", "Black", "Grey"}, 6.90, 8.10),
    ]),
    ("Sweatshirts and hoodies", [
        ("TW-S200", "Set-in sweatshirt, 280 gsm", ALL6, 15.90, 18.40),
        ("TW-S210", "Quarter-zip sweatshirt", {"Navy", "Black", "Grey", "Bottle"}, 21.50, 24.80),
        ("TW-S220", "Pullover hoodie", {"Navy", "Black", "Grey", "Royal", "Red"}, 22.90, 26.30),
        ("TW-S230", "Zip-through hoodie", {"Navy", "Black", "Grey"}, 26.40, 30.20),
        ("TW-S240", "Heavyweight sweatshirt, 350 gsm", {"Navy", "Black"}, 24.60, 28.10),
    ]),
    ("Fleeces and softshells", [
        ("TW-F300", "Micro fleece jacket", {"Navy", "Black", "Royal", "Bottle", "Red"}, 17.80, 20.50),
        ("TW-F310", "Anti-pill fleece gilet", {"Navy", "Black", "Grey"}, 19.20, 22.10),
        ("TW-F320", "Softshell jacket, 3-layer", {"Navy", "Black", "Grey"}, 34.50, 39.60),
        ("TW-F330", "Softshell gilet", {"Navy", "Black"}, 28.90, 33.20),
        ("TW-F340", "Padded bodywarmer", {"Navy", "Black", "Bottle"}, 27.60, 31.70),
    ]),
    ("Shirts", [
        ("TW-H400", "Oxford shirt, long sleeve", {"Black", "Grey", "Royal"}, 18.40, 21.20),
        ("TW-H410", "Oxford shirt, short sleeve", {"Black", "Grey", "Royal"}, 16.90, 19.50),
        ("TW-H420", "Drill work shirt", {"Navy", "Black", "Grey", "Bottle"}, 17.30, 19.90),
    ]),
    ("Work trousers", [
        ("TW-T500", "Cargo trousers, poly-cotton", {"Navy", "Black", "Grey", "Bottle"}, 18.90, 21.70),
        ("TW-T510", "Stretch work trousers, knee-pad pockets", {"Navy", "Black", "Grey"}, 29.50, 33.90),
        ("TW-T520", "Chino trousers", {"Navy", "Black"}, 21.80, 25.10),
        ("TW-T530", "Work shorts", {"Navy", "Black", "Grey"}, 15.60, 17.90),
        ("TW-T540", "Bib and brace overall", {"Navy", "Royal", "Bottle"}, 24.40, 28.00),
    ]),
    ("Aprons and tabards", [
        ("TW-A600", "Bib apron, poly-cotton", {"Navy", "Black", "Bottle", "Red"}, 6.80, None),
        ("TW-A610", "Waist apron with pocket", {"Navy", "Black", "Red"}, 5.40, None),
        ("TW-A620", "Tabard with side poppers", {"Navy", "Royal", "Bottle", "Red"}, 7.80, 8.90),
    ]),
    ("Headwear", [
        ("TW-K700", "Baseball cap, 5-panel", ALL6, 3.90, None),
        ("TW-K710", "Knitted beanie", {"Navy", "Black", "Grey"}, 3.40, None),
    ]),
]
TW_PAGE_ROWS = 30  # garment-table body rows (section rows included) on page 1: the break falls inside Work trousers
TW_SIZES = ("XS", "S", "M", "L", "XL", "2XL", "3XL", "4XL")
TW_GUIDE = [  # measure, (low, high) cm per size
    ("Chest to fit (cm)", ((84, 89), (90, 95), (96, 101), (102, 107), (108, 113), (114, 119), (120, 125), (126, 131))),
    ("Waist to fit (cm)", ((66, 71), (72, 77), (78, 83), (84, 89), (90, 95), (96, 101), (102, 107), (108, 113))),
]
TW_DECORATION = [  # service, GBP, basis
    ("Logo embroidery, up to 5,000 stitches", 3.40, "per garment, per position"),
    ("Logo embroidery, 5,001–10,000 stitches", 4.60, "per garment, per position"),
    ("Digitising a new logo", 25.00, "per logo, once"),
    ("Name embroidery", 2.90, "per garment"),
    ("Transfer print, one position", 2.60, "per garment"),
]
TW_MIN_ORDER = 10  # garments per order

# --- Wintersett Seeds Ltd (Ripon): seed catalogue FOLDED into two side-by-side blocks (Vegetables | Flowers),
#     each with Code / Variety / Seeds / Price (£); prices include VAT; multi-buy discount and postage in the text
WS_DOC = "wintersett_seeds_catalogue_2025.pdf"
WS_VEG = [  # code, variety, seeds per packet, GBP per packet
    ("WS-V101", "Carrot 'Autumn King 2'", 1_000, 1.95),
    ("WS-V102", "Carrot 'Nantes 5'", 1_000, 1.85),
    ("WS-V110", "Beetroot 'Boltardy'", 200, 1.75),
    ("WS-V120", "Lettuce 'Little Gem'", 500, 1.65),
    ("WS-V121", "Lettuce 'All Year Round'", 500, 1.55),
    ("WS-V130", "Tomato 'Gardener's Delight'", 30, 2.45),
    ("WS-V131", "Tomato 'Sungold' F1", 8, 3.95),
    ("WS-V140", "Runner bean 'Scarlet Emperor'", 40, 2.65),
    ("WS-V141", "French bean 'Cobra'", 50, 2.85),
    ("WS-V150", "Courgette 'Defender' F1", 10, 3.25),
    ("WS-V160", "Onion 'Bedfordshire Champion'", 300, 1.70),
    ("WS-V170", "Parsnip 'Gladiator' F1", 250, 2.95),
    ("WS-V180", "Leek 'Musselburgh'", 250, 1.80),
    ("WS-V190", "Pea 'Kelvedon Wonder'", 150, 2.40),
]
WS_FLOWERS = [
    ("WS-F201", "Sweet pea 'Cupani'", 20, 2.75),
    ("WS-F202", "Sweet pea 'Spencer Mixed'", 25, 2.55),
    ("WS-F210", "Sunflower 'Russian Giant'", 25, 1.95),
    ("WS-F211", "Sunflower 'Teddy Bear'", 20, 2.35),
    ("WS-F220", "Cosmos 'Purity'", 50, 2.15),
    ("WS-F230", "Nasturtium 'Empress of India'", 30, 1.95),
    ("WS-F240", "Zinnia 'Benary's Giant Mixed'", 40, 2.65),
    ("WS-F250", "Cornflower 'Blue Ball'", 150, 1.85),
    ("WS-F260", "Calendula 'Indian Prince'", 60, 1.90),
    ("WS-F270", "Foxglove 'Excelsior Mixed'", 500, 2.20),
    ("WS-F280", "Nigella 'Miss Jekyll'", 300, 1.75),
    ("WS-F290", "Poppy 'Ladybird'", 500, 1.95),
    ("WS-F295", "Snapdragon 'Royal Bride'", 100, 2.45),
    ("WS-F299", "Wildflower meadow mix", 1_500, 3.80),
]
WS_MULTI_MIN, WS_MULTI_PCT = 5, 10  # 5 or more packets: 10 % off the seed total
WS_POSTAGE, WS_FREE_FROM = 2.95, 20.00  # free on seed orders of GBP 20.00 or more after the discount

# --- Brigsteer Engineering plc (Kendal): notes extract, £ thousands stated ONLY in the text of page 1. PP&E
#     roll-forward with asset classes as COLUMNS and repeated row labels under Cost / Accumulated depreciation /
#     Net book value; page 2: statement of changes in equity (components as columns) and a maturity table
BR_DOC = "brigsteer_engineering_notes_2024.pdf"
BR_CLASSES = ("Land and buildings", "Plant and machinery", "Fixtures and vehicles", "Assets under construction")
BR_COST_OPEN = (38_420, 61_750, 8_960, 2_140)
BR_ADDITIONS = (1_260, 4_880, 1_140, 3_950)
BR_TRANSFERS = (0, 3_410, 0, -3_410)
BR_COST_DISPOSALS = (0, -3_920, -1_215, 0)
BR_DEP_OPEN = (9_870, 34_260, 5_140, 0)
BR_DEP_CHARGE = (1_020, 5_870, 1_310, 0)
BR_DEP_DISPOSALS = (0, -3_610, -1_060, 0)
BR_EQ_COLS = ("Share capital", "Share premium", "Hedging reserve", "Retained earnings")
BR_EQ_OPEN_2023 = (6_250, 18_400, 320, 71_860)
BR_EQ_MOVES = {  # year -> [(movement, per component)]
    "2023": [("Profit for the year", (0, 0, 0, 9_480)),
             ("Other comprehensive income", (0, 0, -540, 210)),
             ("Dividends paid", (0, 0, 0, -4_125)),
             ("Share-based payments", (0, 0, 0, 380)),
             ("Shares issued", (50, 610, 0, 0))],
    "2024": [("Profit for the year", (0, 0, 0, 11_240)),
             ("Other comprehensive income", (0, 0, 415, -160)),
             ("Dividends paid", (0, 0, 0, -4_500)),
             ("Share-based payments", (0, 0, 0, 440)),
             ("Shares issued", (30, 390, 0, 0))],
}
BR_MAT_COLS = ("Within one year", "One to two years", "Two to five years", "After five years")
BR_MATURITY = [("Bank loans", (3_000, 3_000, 9_000, 0)), ("Lease liabilities", (1_140, 1_020, 2_460, 1_880))]

# --- Tuscarora Devices Inc.: selected quarterly data with the EIGHT QUARTERS AS ROWS (fiscal year ends June 30),
#     USD millions in tenths (ints) to keep the sums exact; a fiscal-year table with the years oldest first
TD_DOC = "tuscarora_devices_fy2025_quarterly_data.pdf"
TD_QUARTERS = [  # label, quarter ended, revenue, gross profit, operating income, net income (USD m x 10), shares m
    ("Q1 FY2024", "Sep 30, 2023", 1426, 791, 124, 91, 48.2),
    ("Q2 FY2024", "Dec 30, 2023", 1513, 846, 158, 119, 48.4),
    ("Q3 FY2024", "Mar 30, 2024", 1389, 758, -36, -42, 48.4),
    ("Q4 FY2024", "Jun 30, 2024", 1634, 923, 197, 153, 48.7),
    ("Q1 FY2025", "Sep 28, 2024", 1582, 894, 173, 132, 48.9),
    ("Q2 FY2025", "Dec 28, 2024", 1705, 976, 219, 168, 49.1),
    ("Q3 FY2025", "Mar 29, 2025", 1497, 831, 98, 71, 49.2),
    ("Q4 FY2025", "Jun 30, 2025", 1816, 1049, 264, 205, 49.4),
]
TD_FY2023 = {"rev": 5618, "gp": 3069, "oi": 382, "ni": 276}
TD_SHARES_FY = {"FY2023": 48.1, "FY2024": 48.5, "FY2025": 49.2}
TD_CASH = {"FY2023": 2124, "FY2024": 1987, "FY2025": 2365}  # USD m x 10, at June 30
TD_EMPLOYEES = {"FY2023": 2_140, "FY2024": 2_215, "FY2025": 2_290}
TD_FYS = ("FY2023", "FY2024", "FY2025")

# --- Wernsdorf Kunststoffwerk GmbH (Lüdenscheid): German Plan/Ist comparison H1 2025 with the prior-year actual,
#     Tsd. EUR stated in the caption, costs positive, signed deviations (+/-), a headcount table not in thousands
WK_DOC = "wernsdorf_plan_ist_h1_2025.pdf"
WK_LINES = {  # Tsd. EUR: (Plan H1 2025, Ist H1 2025, Ist H1 2024)
    "Umsatzerlöse Inland": (18_400, 17_862, 17_105),
    "Umsatzerlöse Export": (9_600, 10_418, 8_944),
    "Materialaufwand": (11_760, 12_035, 10_980),
    "Personalaufwand": (8_250, 8_122, 7_840),
    "Abschreibungen": (1_480, 1_496, 1_410),
    "Energiekosten": (1_320, 1_187, 1_562),
    "Sonstige betriebliche Aufwendungen": (2_150, 2_284, 2_035),
    "Finanzergebnis": (-210, -236, -248),
}
WK_COSTS = ("Materialaufwand", "Personalaufwand", "Abschreibungen", "Energiekosten",
            "Sonstige betriebliche Aufwendungen")
WK_HEADCOUNT = [("Spritzguss", 142, 148), ("Extrusion", 64, 61), ("Werkzeugbau", 28, 27), ("Logistik", 35, 38),
                ("Verwaltung", 31, 30)]  # department, Plan, Ist (heads at 30 June)

# --- Carnsew Sensing Ltd (Redruth): CPT-200 pressure transmitter data sheet, MIN / TYP / MAX columns with a
#     Conditions column and a Unit column, "—" for not specified, "±" values; transposed ordering table
CS_DOC = "carnsew_cpt200_datasheet.pdf"
CS_ROWS = [  # ("#section",) or (parameter, conditions, (min, typ, max) with None = not specified, decimals, ±, unit)
    ("#Electrical",),
    ("Supply voltage", "", (9.0, 24.0, 32.0), 1, False, "V DC"),
    ("Current consumption, voltage output", "Vs = 24 V, no load", (None, 3.2, 5.0), 1, False, "mA"),
    ("Load resistance, current output", "Vs = 24 V", (None, None, 700), 0, False, "ohm"),
    ("Response time", "10–90 % FS step", (None, 1.5, 3.0), 1, False, "ms"),
    ("#Performance",),
    ("Non-linearity (BFSL)", "at 25 °C", (None, 0.05, 0.10), 2, True, "% FS"),
    ("Total error band", "-20 to 80 °C", (None, 0.25, 0.50), 2, True, "% FS"),
    ("Long-term stability", "per year", (None, 0.08, 0.15), 2, True, "% FS"),
    ("Zero offset", "at 25 °C", (None, None, 0.10), 2, True, "% FS"),
    ("#Environmental",),
    ("Operating temperature", "medium and ambient", (-40, None, 105), 0, False, "°C"),
    ("Storage temperature", "", (-50, None, 115), 0, False, "°C"),
    ("Vibration", "IEC 60068-2-6, 20–2,000 Hz", (None, None, 20), 0, False, "g"),
    ("Shock", "IEC 60068-2-27, 11 ms", (None, None, 100), 0, False, "g"),
]
CS_MODELS = ("CPT-2010", "CPT-2025", "CPT-2100", "CPT-2250", "CPT-2600")
CS_ORDER = [  # attribute, per model (str as printed, or number with decimals)
    ("Measuring range (bar)", ("0–10", "0–25", "0–100", "0–250", "0–600"), None),
    ("Overpressure (bar)", (20, 50, 200, 500, 1_000), 0),
    ("Burst pressure (bar)", (50, 125, 500, 1_000, 1_500), 0),
    ("Process connection", ("G 1/4 A", "G 1/4 A", "G 1/2 B", "G 1/2 B", "M20 × 1.5"), None),
    ("Weight (g)", (95, 95, 110, 110, 140), 0),
    ("List price, 4–20 mA output (£)", (168.00, 168.00, 184.00, 205.00, 246.00), 2),
]
CS_VOLT_OPTION = 14.00  # GBP per transmitter for the 0–10 V output, in the text

# --- Stainforth Managed IT Ltd (Wakefield): plans as COLUMNS, graduated per-user bands, a platform fee, service
#     levels with text cells, the annual-billing discount only in a footnote, add-ons
ST_DOC = "stainforth_managed_it_plans_2025.pdf"
ST_PLANS = ("Essentials", "Professional", "Premier")
ST_ROWS = [  # ("#section",) or (label, values per plan as printed or numbers, decimals)
    ("#Price (£, excluding VAT)¹",),
    ("Platform fee, per month", (95.00, 145.00, 245.00), 2),
    ("Users 1–10, per user per month", (38.00, 52.00, 74.00), 2),
    ("Users 11–50, per user per month", (33.00, 46.00, 66.00), 2),
    ("Users 51 and over, per user per month", (29.00, 41.00, 59.00), 2),
    ("#Service levels",),
    ("Service desk hours", ("Mon–Fri 08:00–18:00", "Mon–Sat 07:00–20:00", "24/7"), None),
    ("P1 response target (hours)", ("4", "2", "0.5"), None),
    ("P2 response target (hours)", ("8", "4", "2"), None),
    ("On-site visits included per quarter", ("0", "1", "3"), None),
    ("Remote project hours per month", ("—", "2", "6"), None),
    ("Named account manager", ("—", "Yes", "Yes"), None),
    ("Cyber Essentials support", ("—", "—", "Yes"), None),
]
ST_BANDS = [(1, 10), (11, 50), (51, None)]
ST_ANNUAL_DISCOUNT = 12  # % off the user fees for annual billing in advance (footnote); platform fee not discounted
ST_MIN_USERS = 5
ST_ADDONS = [  # add-on, GBP, basis
    ("Additional on-site visit", 295.00, "per visit, up to 4 hours"),
    ("Out-of-hours call-out", 180.00, "per hour, minimum 1 hour"),
    ("Microsoft 365 backup", 2.40, "per user per month"),
    ("Managed firewall", 65.00, "per site per month"),
    ("Device onboarding", 35.00, "per device, once"),
]

# Every document's tables in order (t1, t2, ...): the caption that starts each (check.py finds a table's region
# on a page from these; a table continued on the next page has no caption there)
CAPTIONS = {
    EF_DOC: ["Item 1:", "Item 2:", "Item 3:", "Table 4:"],
    MX_DOC: ["Table 1:", "Table 2:"],
    EB_DOC: ["Tabelle 1:", "Tabelle 2:"],
    GS_DOC: ["Tablo 1:", "Tablo 2:"],
    QP_DOC: ["Table 1:", "Table 2:", "Table 3:"],
    TW_DOC: ["Table 1:", "Table 2:", "Table 3:"],
    WS_DOC: ["Table 1:"],
    BR_DOC: ["Note 12", "Consolidated statement", "Note 21"],
    TD_DOC: ["Table 1:", "Table 2:"],
    WK_DOC: ["Tabelle 1:", "Tabelle 2:"],
    CS_DOC: ["Table 1:", "Table 2:"],
    ST_DOC: ["Table 1:", "Table 2:"],
}


# ============================================================================ derived figures
def mx_new(old: float, inc: float) -> float:
    return r2(dmul(old, 1 + dec(inc) / 100))


def mx_prices() -> dict[str, dict]:
    """code -> {"desc", "old": (t1, t2), "new": (t1, t2), "inc"}"""
    return {c: {"desc": d_, "old": p, "new": tuple(mx_new(x, inc) for x in p), "inc": inc}
            for c, d_, p, inc in MX_ITEMS}


def eb_brutto(x: float) -> float:
    return r2(dmul(x, 1 + Decimal(EB_MWST) / 100))


def eb_items() -> dict[str, dict]:
    return {a: {"desc": b, "ve": ve, "netto": ps, "brutto": tuple(eb_brutto(x) for x in ps), "sec": s}
            for s, items in EB_SECTIONS for a, b, ve, ps in items}


def gs_items() -> dict[str, dict]:
    """code -> {series, size, surface, m2 (per box), m2price, box (price per box, half up), sec}"""
    return {c: {"series": s, "size": z, "surface": y, "m2": m, "m2price": p, "box": r2(dmul(p, m)), "sec": sec}
            for sec, items in GS_SECTIONS for c, s, z, y, m, p in items}


def tw_items() -> dict[str, dict]:
    return {c: {"name": n, "colours": cs, "std": a, "big": b, "sec": s}
            for s, items in TW_SECTIONS for c, n, cs, a, b in items}


def tw_rows() -> list[tuple[str, object]]:
    out = []
    for s, items in TW_SECTIONS:
        out.append(("s", s))
        out += [("g", it_) for it_ in items]
    return out


def tw_pages() -> dict[str, int]:
    return {r[1][0]: 1 if i < TW_PAGE_ROWS else 2 for i, r in enumerate(tw_rows()) if r[0] == "g"}


def br_ppe() -> dict[str, tuple[int, ...]]:
    """PP&E roll-forward, £'000, per class and the Total (last)."""
    z = lambda *xs: tuple(sum(t) for t in zip(*xs))
    v = {"cost_open": BR_COST_OPEN, "additions": BR_ADDITIONS, "transfers": BR_TRANSFERS,
         "cost_disposals": BR_COST_DISPOSALS, "dep_open": BR_DEP_OPEN, "charge": BR_DEP_CHARGE,
         "dep_disposals": BR_DEP_DISPOSALS}
    v["cost_close"] = z(v["cost_open"], v["additions"], v["transfers"], v["cost_disposals"])
    v["dep_close"] = z(v["dep_open"], v["charge"], v["dep_disposals"])
    v["nbv_2024"] = tuple(a - b for a, b in zip(v["cost_close"], v["dep_close"]))
    v["nbv_2023"] = tuple(a - b for a, b in zip(v["cost_open"], v["dep_open"]))
    assert sum(BR_TRANSFERS) == 0
    return {k: (*x, sum(x)) for k, x in v.items()}


BR_PPE_LAYOUT = [  # label, key (None: section heading), bold
    ("Cost", None, True), ("At 1 January 2024", "cost_open", False), ("Additions", "additions", False),
    ("Transfers", "transfers", False), ("Disposals", "cost_disposals", False),
    ("At 31 December 2024", "cost_close", True),
    ("Accumulated depreciation", None, True), ("At 1 January 2024", "dep_open", False),
    ("Charge for the year", "charge", False), ("Disposals", "dep_disposals", False),
    ("At 31 December 2024", "dep_close", True),
    ("Net book value", None, True), ("At 31 December 2024", "nbv_2024", True), ("At 31 December 2023", "nbv_2023", False),
]


def br_equity() -> list[tuple[str, str | None, tuple[int, ...] | None]]:
    """Statement of changes in equity rows: (label, section it sits under or None, values incl. Total equity);
    a section heading has values None."""
    bal = tuple(BR_EQ_OPEN_2023)
    rows = [("At 1 January 2023", None, (*bal, sum(bal)))]
    for year in ("2023", "2024"):
        sec = f"Year ended 31 December {year}"
        rows.append((sec, None, None))
        for lab, xs in BR_EQ_MOVES[year]:
            rows.append((lab, sec, (*xs, sum(xs))))
            bal = tuple(a + b for a, b in zip(bal, xs))
        rows.append((f"At 31 December {year}", None, (*bal, sum(bal))))
    return rows


def br_maturity() -> list[tuple[str, tuple[int, ...]]]:
    rows = [(lab, (*xs, sum(xs))) for lab, xs in BR_MATURITY]
    rows.append(("Total", tuple(sum(r[1][i] for r in rows) for i in range(5))))
    return rows


def td_fy() -> dict[str, dict]:
    """Fiscal-year totals in tenths of USD m (FY2024 and FY2025 are the sums of their quarters), EPS, cash, staff."""
    out = {"FY2023": dict(TD_FY2023)}
    for fy in ("FY2024", "FY2025"):
        qs = [q for q in TD_QUARTERS if q[0].endswith(fy)]
        out[fy] = {"rev": sum(q[2] for q in qs), "gp": sum(q[3] for q in qs), "oi": sum(q[4] for q in qs),
                   "ni": sum(q[5] for q in qs)}
    for fy, v in out.items():
        v["eps"] = r2(v["ni"] / 10 / TD_SHARES_FY[fy])
        v["shares"] = TD_SHARES_FY[fy]
        v["cash"] = TD_CASH[fy]
        v["emp"] = TD_EMPLOYEES[fy]
    return out


def td_q() -> dict[str, dict]:
    return {q[0]: {"ended": q[1], "rev": q[2], "gp": q[3], "oi": q[4], "ni": q[5], "shares": q[6],
                   "gm": r1(q[3] / q[2] * 100), "eps": r2(q[5] / 10 / q[6])} for q in TD_QUARTERS}


def wk_pl() -> dict[str, tuple[int, int, int]]:
    """The Plan/Ist statement, Tsd. EUR, with the totals: (Plan, Ist, Vorjahr)."""
    v = dict(WK_LINES)
    s = lambda f: tuple(f(i) for i in range(3))
    v["Umsatzerlöse gesamt"] = s(lambda i: v["Umsatzerlöse Inland"][i] + v["Umsatzerlöse Export"][i])
    v["Betriebsergebnis (EBIT)"] = s(lambda i: v["Umsatzerlöse gesamt"][i] - sum(v[c][i] for c in WK_COSTS))
    v["Ergebnis vor Steuern"] = s(lambda i: v["Betriebsergebnis (EBIT)"][i] + v["Finanzergebnis"][i])
    return v


WK_LAYOUT = [("Umsatzerlöse Inland", False), ("Umsatzerlöse Export", False), ("Umsatzerlöse gesamt", True),
             ("Materialaufwand", False), ("Personalaufwand", False), ("Abschreibungen", False),
             ("Energiekosten", False), ("Sonstige betriebliche Aufwendungen", False),
             ("Betriebsergebnis (EBIT)", True), ("Finanzergebnis", False), ("Ergebnis vor Steuern", True)]


def wk_dev(label: str) -> tuple[int, float]:
    """Abweichung: Ist minus Plan, and in % of the (absolute) plan, one decimal half up."""
    p, i, _ = wk_pl()[label]
    d_ = i - p
    assert d_ != 0
    return d_, r1(d_ / abs(p) * 100)


def st_user_fees(plan: str, users: int) -> float:
    """Graduated: the first 10 users at the 1–10 rate, users 11 to 50 at the 11–50 rate, the rest at the 51+ rate."""
    rates = [r[1][ST_PLANS.index(plan)] for r in ST_ROWS if r[0].startswith("Users ")]
    billed = max(users, ST_MIN_USERS)
    tot = 0.0
    for (lo, hi), rate in zip(ST_BANDS, rates):
        top = billed if hi is None else min(billed, hi)
        if top >= lo:
            tot += (top - lo + 1) * rate
    return tot


# ========================================================================================= formatting
HEAD7 = colors.Color(0.10, 0.36, 0.38)  # this set's zebra header band (teal)
SHADE = colors.Color(0.90, 0.94, 0.93)
FIT_PAD = 6.5  # points of cell padding assumed by fits()


def sde(x: float, dec: int = 0) -> str:
    """German signed figure: +1.234 / -567 (explicit plus)."""
    return ("+" if x > 0 else "-" if x < 0 else "") + de(abs(x), dec)


def fin(x: int | float | None, dec: int = 0) -> str:
    """An English statement figure: brackets for negatives, an en dash for nil."""
    if x is None or x == 0:
        return "–"
    return f"({en(-x, dec)})" if x < 0 else en(x, dec)


def fits(rows, widths, header_rows, size, spans, skip_rows, font, bold) -> None:
    """Assert every plain text cell (each of its lines) fits its column or span: nothing runs into a neighbour."""
    spanned = {}
    for (c0, r0), (c1, r1_) in spans:
        spanned[(c0, r0)] = sum(widths[c0:c1 + 1])
        for r in range(r0, r1_ + 1):
            for c in range(c0, c1 + 1):
                if (c, r) != (c0, r0):
                    spanned.setdefault((c, r), None)
    bad = []
    for r, row in enumerate(rows):
        if r in skip_rows:
            continue
        f = bold if r < header_rows else font
        for c, x in enumerate(row):
            if not isinstance(x, str) or not x:
                continue
            w = spanned.get((c, r), widths[c])
            if w is None:
                continue
            for line in x.split("\n"):
                need = stringWidth(line, f, size) + FIT_PAD
                if need > w * mm:
                    bad.append(f"cell {line!r} needs {need / mm:.1f} mm, its column has {w} mm")
    assert not bad, "\n".join(bad)


def table(rows: list[list], kind: str, widths: list[float], header_rows: int = 1, spans=(), extra=(),
          left_cols: int = 1, size: float = 8, skip_fit=(), font: str = "Helvetica", bold: str = "Helvetica-Bold",
          zebra_from: int = 0, bold_rows=(), sections=(), section_bg=SHADE, section_font=None) -> Table:
    """A table in one of four styles (grid, zebra, booktabs, borderless). ``header_rows`` may be 0 (a table
    continued without its header); ``zebra_from`` shifts the stripes so a continuation keeps its parity;
    ``sections`` are body rows spanning the whole width (shaded, bold or ``section_font``)."""
    assert sum(widths) <= 170.5, f"table {sum(widths)} mm wider than the text frame"
    fits(rows, widths, header_rows, size, spans, tuple(skip_fit) + tuple(sections), font, bold)
    n, last = len(rows), len(rows[0]) - 1
    cmds: list = [("FONT", (0, 0), (-1, -1), font, size), ("LEADING", (0, 0), (-1, -1), size + 2),
                  ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("ALIGN", (left_cols, 0), (-1, -1), "RIGHT"),
                  ("ALIGN", (0, 0), (left_cols - 1, -1), "LEFT")]
    if header_rows:
        cmds.append(("FONT", (0, 0), (-1, header_rows - 1), bold, size))
    if kind == "grid":
        cmds.append(("GRID", (0, 0), (-1, -1), 0.5, colors.black))
        if header_rows:
            cmds.append(("BACKGROUND", (0, 0), (-1, header_rows - 1), held_out_docs.GREY))
    elif kind == "zebra":
        if header_rows:
            cmds += [("BACKGROUND", (0, 0), (-1, header_rows - 1), HEAD7),
                     ("TEXTCOLOR", (0, 0), (-1, header_rows - 1), colors.white)]
        cmds += [("BACKGROUND", (0, r), (-1, r), held_out_docs.GREY)
                 for r in range(header_rows, n) if (r - header_rows + zebra_from) % 2 == 1]
    elif kind == "booktabs":
        if header_rows:
            cmds += [("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black),
                     ("LINEBELOW", (0, header_rows - 1), (-1, header_rows - 1), 0.6, colors.black)]
        cmds.append(("LINEBELOW", (0, -1), (-1, -1), 1.2, colors.black))
    cmds += [("SPAN", a, b) for a, b in spans]
    for r in sections:
        cmds += [("SPAN", (0, r), (last, r)), ("ALIGN", (0, r), (0, r), "LEFT"),
                 ("FONT", (0, r), (-1, r), section_font or bold, size)]
        if section_bg is not None:
            cmds.append(("BACKGROUND", (0, r), (-1, r), section_bg))
    cmds += [("FONT", (0, r), (-1, r), bold, size) for r in bold_rows]
    t = Table(rows, colWidths=[w * mm for w in widths], repeatRows=header_rows)
    t.setStyle(TableStyle(cmds + list(extra)))
    return t


def note(text: str, font: str = "Helvetica") -> Paragraph:
    return Paragraph(text, STYLES["BodyText"].clone(f"note7-{font}", fontSize=7.5, leading=9, fontName=font))


def cap(text: str, turkish: bool = False) -> Paragraph:
    return tr_para(text, "Heading4") if turkish else para(text, "Heading4")


def cell(x, dec: int = 2, fmt=en, dash: str = "—") -> str:
    if x is None:
        return dash
    if isinstance(x, str):
        return x
    return fmt(x, dec)


# ========================================================================================= documents
def ellerbeck(out: Path) -> None:
    story = [para("Ellerbeck Foods", "Title"),
             para("RFQ EF-2025-041: secondary packaging for the Malton bakery — bid tabulation", "Heading3"),
             para("Bids received by 13 June 2025. Prices are in pounds sterling per 1,000 units, excluding VAT, "
                  "delivered to Malton. The tier is set by the quantity of one item in a single call-off; "
                  "\"no bid\" means the supplier declined that tier. Estimated annual volumes are shown with each "
                  f"item. For reference, the current contract price for Item 1 is £{en(EF_CURRENT_ITEM1)} per 1,000 "
                  "(Cantlow Packaging, 2024 contract)."),
             Spacer(1, 2 * mm)]
    for caption, vol, bids in EF_ITEMS:
        rows = [["Quantity per call-off", *EF_SUPPLIERS]]
        rows += [[t, *(cell(bids[s][i], dash="no bid") for s in EF_SUPPLIERS)] for i, t in enumerate(EF_TIERS)]
        story += [cap(f"{caption} — est. {en(vol, 0)} a year"),
                  table(rows, "booktabs", [46, 36, 36, 36], extra=[("ALIGN", (1, 0), (-1, 0), "CENTER")]),
                  Spacer(1, 4 * mm)]
    trows = [["Term", *EF_SUPPLIERS]]
    for term, xs in EF_TERMS:
        dec = 2 if "£" in term else 0
        trows.append([term, *(x if isinstance(x, str) else en(x, dec) for x in xs)])
    story += [cap("Table 4: Commercial terms"),
              table(trows, "zebra", [58, 36, 36, 36], extra=[("ALIGN", (1, 0), (-1, 0), "CENTER")]),
              Spacer(1, 3 * mm),
              note("Award criteria: price 60 %, lead time and service 25 %, sustainability 15 %. The award will be made "
                   "per item; split awards are possible above 25,000 units a year.")]
    build(out / EF_DOC, "Ellerbeck Foods RFQ EF-2025-041 bid tabulation", "Ellerbeck Foods Ltd, Malton — Purchasing",
          story)


def moxhay(out: Path) -> None:
    mx = mx_prices()
    head1 = ["Code", "Description", MX_OLD, "", MX_NEW, "", "Increase"]
    head2 = ["", "", *MX_TIERS, *MX_TIERS, ""]
    body = [[c, v["desc"], *(en(x) for x in v["old"]), *(en(x) for x in v["new"]), f"{en(v['inc'], 1)}%"]
            for c, v in mx.items()]
    spans = [((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (3, 0)), ((4, 0), (5, 0)), ((6, 0), (6, 1))]
    t1 = table([head1, head2, *body], "grid", [20, 60, 19, 19, 19, 19, 14], header_rows=2, spans=spans, left_cols=2,
               size=7.5, extra=[("ALIGN", (2, 0), (-1, 1), "CENTER"),
                                ("BACKGROUND", (4, 0), (5, -1), colors.Color(0.99, 0.95, 0.86))])
    t2 = table([["Extra", "Price (£)", "Basis"]] + [[a, en(p), b] for a, p, b in MX_EXTRAS], "booktabs",
               [50, 22, 40])
    build(out / MX_DOC, "Moxhay Cartons price revision 1 July 2025", "Moxhay Cartons Ltd, Stockton-on-Tees", [
        para("Moxhay Cartons", "Title"),
        para("Price revision notice — standard range, effective 1 July 2025", "Heading3"),
        para("Dear customer, board and energy costs have risen again this year, and we must pass part of the rise on. "
             "The table shows your current prices and the prices that apply to orders confirmed from 1 July 2025. "
             "Prices are in pounds sterling per 1,000 cartons, excluding VAT, delivered to mainland England. The tier "
             "is the quantity of one code on one order. Orders confirmed before 1 July 2025 are invoiced at the "
             "current prices."),
        Spacer(1, 3 * mm), cap("Table 1: Standard range, £ per 1,000"), t1, Spacer(1, 2 * mm),
        note("Increase: the percentage applied to both tiers of the line; new prices are rounded to the penny. "
             "Flute grades: B 3 mm, C 4 mm, BC 7 mm."),
        Spacer(1, 6 * mm), cap("Table 2: Print and extras (unchanged from 1 July 2025)"), t2, Spacer(1, 4 * mm),
        para("Bespoke sizes and quoted contract prices are not affected by this notice; they are reviewed on the "
             "dates agreed in each contract."),
    ])


def ebersthal(out: Path) -> None:
    items = eb_items()
    head1 = ["Art.-Nr.", "Bezeichnung", "VE", EB_TIERS[0], "", EB_TIERS[1], "", EB_TIERS[2], ""]
    head2 = ["", "", "", *(["netto", "brutto"] * 3)]
    rows, secs = [head1, head2], []
    for sec, its in EB_SECTIONS:
        rows.append([sec] + [""] * 8)
        secs.append(len(rows) - 1)
        for a, *_ in its:
            v = items[a]
            rows.append([a, v["desc"], v["ve"], *(de(x) for pair in zip(v["netto"], v["brutto"]) for x in pair)])
    spans = [((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (2, 1)), ((3, 0), (4, 0)), ((5, 0), (6, 0)),
             ((7, 0), (8, 0))]
    t1 = table(rows, "zebra", [20, 50, 22, 13, 13, 13, 13, 13, 13], header_rows=2, spans=spans, left_cols=3, size=7.5,
               sections=secs, section_bg=colors.Color(0.82, 0.90, 0.89),
               extra=[("ALIGN", (3, 0), (-1, 1), "CENTER"), ("LINEBELOW", (3, 0), (-1, 0), 0.4, colors.white),
                      ("LINEAFTER", (4, 0), (4, -1), 0.4, colors.grey), ("LINEAFTER", (6, 0), (6, -1), 0.4, colors.grey)])
    t2 = table([["Flasche", "Gas", "Inhalt", "Miete je Monat netto (€)", "Pfand netto (€)"]] +
               [[c, g, i, de(m), de(p)] for c, g, i, m, p in EB_GAS], "booktabs", [18, 46, 28, 38, 28], left_cols=3)
    build(out / EB_DOC, "Ebersthal Schweißtechnik Preisliste 2025", "Ebersthal Schweißtechnik GmbH, Siegen", [
        para("Ebersthal Schweißtechnik", "Title"),
        para("Preisliste 2025 — Schweißzusätze, Schleifmittel, Arbeitsschutz", "Heading3"),
        para("Staffelpreise in Euro je Verpackungseinheit (VE). Netto: ohne Mehrwertsteuer; brutto: einschließlich "
             f"{EB_MWST} % MwSt. Die Staffel gilt je Artikel und Auftrag. Bei einem Auftragswert unter "
             f"{de(EB_MINDER_BELOW)} € netto berechnen wir einen Mindermengenzuschlag von {de(EB_MINDER)} € netto. "
             f"Versand {de(EB_VERSAND)} € netto, frei ab {de(EB_FREI_AB)} € netto Warenwert."),
        Spacer(1, 3 * mm), cap("Tabelle 1: Staffelpreise je VE (€)"), t1, Spacer(1, 6 * mm),
        cap("Tabelle 2: Gasflaschen — Miete und Pfand"), t2, Spacer(1, 3 * mm),
        note("Flaschenmiete wird je angefangenen Monat berechnet; das Pfand wird bei Rückgabe der Flasche erstattet. "
             "Gasfüllungen nach Tagespreis."),
        Spacer(1, 3 * mm),
        para("Preise gültig ab 1. März 2025. Es gelten unsere Allgemeinen Verkaufs- und Lieferbedingungen."),
    ], page_word="Seite")


def gokceova(out: Path) -> None:
    items = gs_items()
    rows, secs = [["Ürün kodu", "Seri", "Ebat (cm)", "Yüzey", "m²/kutu", "m² fiyatı (TL)", "Kutu fiyatı (TL)"]], []
    for sec, its in GS_SECTIONS:
        rows.append([sec] + [""] * 6)
        secs.append(len(rows) - 1)
        for c, *_ in its:
            v = items[c]
            rows.append([c, v["series"], v["size"], v["surface"], de(v["m2"]), de(v["m2price"]), de(v["box"])])
    t1 = table(rows, "grid", [26, 32, 20, 18, 18, 26, 28], left_cols=4, size=8, font="Vera", bold="VeraBd",
               sections=secs, section_bg=colors.Color(0.93, 0.89, 0.83))
    t2 = table([["Bayi sınıfı", "Yıllık alım (TL, KDV hariç)", "İskonto"]] +
               [[k, a, f"%{p}"] for k, a, p in GS_BAYI], "zebra", [24, 56, 20], size=8, font="Vera", bold="VeraBd",
               extra=[("ALIGN", (1, 0), (1, -1), "LEFT")])
    build(out / GS_DOC, "Gökçeova Seramik fiyat listesi 2025", "Gökçeova Seramik San. ve Tic. A.Ş., Çanakkale", [
        tr_para("Gökçeova Seramik", "Title"),
        tr_para("2025 fiyat listesi — porselen karo ve duvar seramiği", "Heading3"),
        tr_para(f"Fiyatlar Türk lirası olup KDV hariçtir (KDV oranı %{GS_KDV}). Satış yalnızca tam kutu olarak yapılır; "
                "kutu fiyatı, m² fiyatının kutudaki m² ile çarpımıdır. Bayilerimize yıllık alım tutarına göre Tablo 2'deki "
                "iskonto uygulanır; perakende satışlarda iskonto uygulanmaz."),
        Spacer(1, 3 * mm), cap("Tablo 1: Ürünler ve fiyatlar", True), t1, Spacer(1, 6 * mm),
        cap("Tablo 2: Bayi iskontoları", True), t2, Spacer(1, 3 * mm),
        note("Nakliye: 30 m² ve üzeri siparişlerde Marmara bölgesine ücretsizdir; diğer bölgeler için teklif alınız. "
             "Ebat toleransı ±1 mm.", font="Vera"),
        Spacer(1, 3 * mm),
        tr_para("Fiyatlar 1 Nisan 2025 tarihinden itibaren geçerlidir. Gökçeova Seramik fiyat değişikliği hakkını "
                "saklı tutar."),
    ], font="Vera", page_word="Sayfa")


def quenington(out: Path) -> None:
    head1 = ["Quantity", *(x for s in QP_SIZES for x in (s, ""))]
    head2 = ["", *(QP_SIDES * 3)]
    body = [[q, *(en(QP_FLYERS[(s, d_)][i]) for s in QP_SIZES for d_ in QP_SIDES)]
            for i, q in enumerate((*QP_QTY, QP_RUNON))]
    spans = [((0, 0), (0, 1)), ((1, 0), (2, 0)), ((3, 0), (4, 0)), ((5, 0), (6, 0))]
    t1 = table([head1, head2, *body], "booktabs", [38, 22, 22, 22, 22, 22, 22], header_rows=2, spans=spans,
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), ("LINEBELOW", (1, 0), (2, 0), 0.4, colors.black),
                      ("LINEBELOW", (3, 0), (4, 0), 0.4, colors.black), ("LINEBELOW", (5, 0), (6, 0), 0.4, colors.black),
                      ("LINEABOVE", (0, len(body) + 1), (-1, len(body) + 1), 0.3, colors.grey)])
    t2 = table([["Quantity", *QP_FINISHES]] + [[q, *(en(x) for x in QP_CARDS[q])] for q in QP_CARD_QTY], "grid",
               [30, 26, 30, 26, 26], extra=[("ALIGN", (1, 0), (-1, 0), "CENTER")])
    t3 = table([["Extra", "Charge", "Basis"]] + [list(r) for r in QP_EXTRAS], "borderless", [62, 22, 50],
               extra=[("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black), ("ALIGN", (2, 0), (2, -1), "LEFT")])
    build(out / QP_DOC, "Quenington Press trade print prices 2025", "Quenington Press Ltd, Cirencester", [
        para("Quenington Press", "Title"),
        para("Trade print prices 2025 — flyers, leaflets and business cards", "Heading3"),
        para("Prices are for the whole run (not per item), in pounds sterling excluding VAT, printed full colour with "
             "artwork supplied print-ready. Standard turnaround is 3 working days. Other quantities on request."),
        Spacer(1, 3 * mm), cap("Table 1: Flyers and leaflets, 170 gsm silk — price per run (£)"), t1, Spacer(1, 2 * mm),
        note("Runs over 5,000 are priced as 5,000 plus the run-on price for each extra 1,000."),
        Spacer(1, 6 * mm), cap("Table 2: Business cards, 400 gsm, printed both sides — price per run (£)"), t2,
        Spacer(1, 6 * mm), cap("Table 3: Extras"), t3, Spacer(1, 4 * mm),
        para("Files: PDF/X-1a with 3 mm bleed. Colour-critical work should be proofed; we cannot accept claims for "
             "colour variation on unproofed jobs."),
    ])


def tuckwell(out: Path) -> None:
    items = tw_items()
    guide = table([["Size", *TW_SIZES]] + [[m, *(f"{a}–{b}" for a, b in xs)] for m, xs in TW_GUIDE], "zebra",
                  [34, *([17] * 8)], extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")])
    head1 = ["Code", "Garment", "Colours", "", "", "", "", "", "Price (£)", ""]
    head2 = ["", "", *TW_COLOURS, *TW_BANDS]
    widths = [18, 58, 11, 11, 11, 11, 11, 11, 14, 14]
    body = tw_rows()
    parts = [body[:TW_PAGE_ROWS], body[TW_PAGE_ROWS:]]
    assert parts[1][0][0] == "g", "the break falls inside a section"
    tables = []
    for k, part in enumerate(parts):
        rows, secs = ([head1, head2] if k == 0 else []), []
        for kind, x in part:
            if kind == "s":
                rows.append([x] + [""] * 9)
                secs.append(len(rows) - 1)
            else:
                v = items[x[0]]
                rows.append([x[0], v["name"], *("•" if c in v["colours"] else "—" for c in TW_COLOURS),
                             en(v["std"]), cell(v["big"])])
        hr = 2 if k == 0 else 0
        spans = [((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (7, 0)), ((8, 0), (9, 0))] if k == 0 else []
        tables.append(table(rows, "grid", widths, header_rows=hr, spans=spans, left_cols=2, size=7.5, sections=secs,
                            section_bg=colors.Color(0.86, 0.90, 0.95),
                            extra=[("ALIGN", (2, 0), (7, -1), "CENTER"), ("FONT", (2, hr), (7, -1), "Vera", 7.5)] +
                            ([("ALIGN", (2, 0), (-1, 1), "CENTER")] if k == 0 else [])))
    t3 = table([["Decoration", "Price (£)", "Basis"]] + [[a, en(p), b] for a, p, b in TW_DECORATION], "booktabs",
               [62, 22, 46], extra=[("ALIGN", (2, 0), (2, -1), "LEFT")])
    build(out / TW_DOC, "Tuckwell Workwear catalogue 2025", "Tuckwell Workwear Ltd, Kettering", [
        para("Tuckwell Workwear", "Title"),
        para("Trade catalogue 2025 — branded workwear and uniforms", "Heading3"),
        para("Prices per garment in pounds sterling, excluding VAT and decoration. The price depends on the size: "
             "XS to XL at the first price, 2XL to 4XL at the second. A dot shows the colours each garment is made "
             f"in. Minimum order {TW_MIN_ORDER} garments, which may be mixed across styles, colours and sizes."),
        Spacer(1, 2 * mm), cap("Table 1: Size guide (body measurements)"), guide, Spacer(1, 5 * mm),
        cap("Table 2: Garments"), tables[0],
        PageBreak(), tables[1], Spacer(1, 2 * mm),
        note("One-size items (aprons, caps, beanies) are priced in the XS–XL column; — in a price column: size not made."),
        Spacer(1, 6 * mm), cap("Table 3: Decoration"), t3, Spacer(1, 3 * mm),
        note("Embroidery stitch counts are confirmed when the logo is digitised. Decoration prices apply per position "
             "(left chest, right chest, back, sleeve)."),
    ])


def wintersett(out: Path) -> None:
    n = max(len(WS_VEG), len(WS_FLOWERS))
    head1 = ["Vegetables", "", "", "", "Flowers", "", "", ""]
    head2 = ["Code", "Variety", "Seeds", "Price (£)"] * 2
    rows = [head1, head2]
    for i in range(n):
        row = []
        for block in (WS_VEG, WS_FLOWERS):
            if i < len(block):
                c, v, s, p = block[i]
                row += [c, v, en(s, 0), en(p)]
            else:
                row += ["", "", "", ""]
        rows.append(row)
    spans = [((0, 0), (3, 0)), ((4, 0), (7, 0))]
    t1 = table(rows, "borderless", [16, 44, 12, 13, 16, 44, 12, 13], header_rows=2, spans=spans, size=7.5,
               extra=[("ALIGN", (1, 0), (1, -1), "LEFT"), ("ALIGN", (4, 0), (5, -1), "LEFT"),
                      ("ALIGN", (0, 0), (-1, 0), "CENTER"),
                      ("LINEBELOW", (0, 0), (3, 0), 0.6, colors.Color(0.25, 0.45, 0.2)),
                      ("LINEBELOW", (4, 0), (7, 0), 0.6, colors.Color(0.55, 0.25, 0.45)),
                      ("LINEBELOW", (0, 1), (-1, 1), 0.4, colors.black),
                      ("LINEAFTER", (3, 0), (3, -1), 0.8, colors.grey),
                      ("LINEBELOW", (0, -1), (-1, -1), 0.4, colors.black)])
    build(out / WS_DOC, "Wintersett Seeds catalogue 2025", "Wintersett Seeds Ltd, Ripon", [
        para("Wintersett Seeds", "Title"),
        para("Seed catalogue 2025 — vegetables and cut flowers", "Heading3"),
        para("All prices are per packet and include VAT. Seed counts are approximate minimums per packet. "
             f"Order any {WS_MULTI_MIN} packets or more and we take {WS_MULTI_PCT}% off your seed total. Postage is "
             f"£{en(WS_POSTAGE)} per order, free when your seeds come to £{en(WS_FREE_FROM)} or more after the "
             "discount."),
        Spacer(1, 3 * mm), cap("Table 1: Seed packets"), t1, Spacer(1, 4 * mm),
        note("F1: first-generation hybrid; seed saved from F1 plants does not come true. All seed is tested for "
             "germination to UK standards and packed for the 2025 season."),
        Spacer(1, 4 * mm),
        para("Orders are dispatched within two working days by second-class post. Seed potatoes, onion sets and "
             "garlic are sold in our autumn catalogue."),
    ])


def brigsteer(out: Path) -> None:
    v = br_ppe()
    rows, extra, bold = [["", "Land and\nbuildings", "Plant and\nmachinery", "Fixtures and\nvehicles",
                          "Assets under\nconstruction", "Total"]], [], []
    secs = []
    for label, key, b in BR_PPE_LAYOUT:
        if key is None:
            rows.append([label, "", "", "", "", ""])
            secs.append(len(rows) - 1)
            continue
        rows.append([label, *(fin(x) for x in v[key])])
        if b:
            bold.append(len(rows) - 1)
            extra.append(("LINEABOVE", (1, len(rows) - 1), (-1, len(rows) - 1), 0.4, colors.black))
    extra += [("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black), ("LINEBELOW", (1, -1), (-1, -1), 0.8, colors.black),
              ("VALIGN", (0, 0), (-1, 0), "BOTTOM")]
    t1 = table(rows, "borderless", [52, 23, 23, 23, 27, 20], sections=secs, section_bg=None,
               section_font="Helvetica-BoldOblique", bold_rows=bold, extra=extra)
    eq = br_equity()
    erows = [["", "Share\ncapital", "Share\npremium", "Hedging\nreserve", "Retained\nearnings", "Total\nequity"]]
    esecs, ebold = [], []
    for label, sec, xs in eq:
        if xs is None:
            erows.append([label, "", "", "", "", ""])
            esecs.append(len(erows) - 1)
            continue
        erows.append([label, *(fin(x) for x in xs)])
        if sec is None:
            ebold.append(len(erows) - 1)
    t2 = table(erows, "booktabs", [62, 21, 21, 21, 21, 21], sections=esecs, section_bg=None,
               section_font="Helvetica-Oblique", bold_rows=ebold, extra=[("VALIGN", (0, 0), (-1, 0), "BOTTOM")])
    mrows = [["", *BR_MAT_COLS, "Total"]] + [[lab, *(fin(x) for x in xs)] for lab, xs in br_maturity()]
    t3 = table(mrows, "grid", [36, 24, 26, 26, 24, 20], bold_rows=[len(mrows) - 1],
               extra=[("ALIGN", (1, 0), (-1, 0), "CENTER")])
    build(out / BR_DOC, "Brigsteer Engineering plc notes to the financial statements 2024",
          "Brigsteer Engineering plc — Annual Report 2024", [
              para("Brigsteer Engineering plc", "Title"),
              para("Notes to the consolidated financial statements for the year ended 31 December 2024 (extract)",
                   "Heading3"),
              para("All amounts in these notes are presented in thousands of pounds sterling unless otherwise stated. "
                   "Figures in brackets are deductions."),
              Spacer(1, 2 * mm), cap("Note 12 Property, plant and equipment"), t1, Spacer(1, 3 * mm),
              note("Transfers are completed projects moved from assets under construction into use. Land is not "
                   "depreciated; buildings are depreciated over 50 years, plant and machinery over 5 to 10 years, "
                   "fixtures and vehicles over 3 to 5 years, all on a straight-line basis."),
              Spacer(1, 3 * mm),
              para("Additions include £1,950,000 for the new paint line at the Mintsfeet site, of which £1,120,000 was "
                   "still under construction at the year end. Capital commitments contracted but not provided for "
                   "amounted to £2,300,000 (2023: £1,640,000)."),
              PageBreak(),
              
              cap("Consolidated statement of changes in equity for the two years ended 31 December 2024"), t2, Spacer(1, 3 * mm),
              note("The hedging reserve holds the effective portion of changes in the fair value of forward currency "
                   "contracts. Dividends paid in 2024 were 7.1p per share (2023: 6.5p)."),
              Spacer(1, 6 * mm), cap("Note 21 Borrowings by maturity at 31 December 2024"), t3, Spacer(1, 3 * mm),
              note("Bank loans are a term loan repayable in equal half-yearly instalments; lease liabilities are shown "
                   "at their discounted amounts."),
          ])


def tuscarora(out: Path) -> None:
    q, fy = td_q(), td_fy()
    m = lambda x: fin(x / 10, 1)
    head = ["Fiscal\nquarter", "Quarter\nended", "Revenue", "Gross\nprofit", "Gross\nmargin (%)",
            "Operating\nincome (loss)", "Net income\n(loss)", "Diluted\nEPS ($)"]
    rows = [head] + [[k, v["ended"], m(v["rev"]), m(v["gp"]), en(v["gm"], 1), m(v["oi"]), m(v["ni"]),
                      fin(v["eps"], 2)] for k, v in q.items()]
    t1 = table(rows, "zebra", [20, 24, 18, 18, 20, 24, 22, 18], left_cols=2,
               extra=[("ALIGN", (0, 0), (-1, 0), "CENTER"), ("LINEBELOW", (0, 4), (-1, 4), 0.8, HEAD7)])
    r2rows = [["", *TD_FYS]]
    for lab, key, dec, scale in [("Revenue", "rev", 1, True), ("Gross profit", "gp", 1, True),
                                 ("Operating income", "oi", 1, True), ("Net income", "ni", 1, True),
                                 ("Diluted EPS ($)", "eps", 2, False), ("Diluted shares (millions)", "shares", 1, False),
                                 ("Cash, cash equivalents and investments", "cash", 1, True),
                                 ("Employees at June 30", "emp", 0, False)]:
        r2rows.append([lab, *(fin(fy[y][key] / 10, dec) if scale else fin(fy[y][key], dec) for y in TD_FYS)])
    t2 = table(r2rows, "booktabs", [70, 24, 24, 24])
    growth = (fy["FY2025"]["rev"] / fy["FY2024"]["rev"] - 1) * 100
    build(out / TD_DOC, "Tuscarora Devices fiscal 2025 quarterly financial data", "Tuscarora Devices Inc., Utica, NY", [
        para("Tuscarora Devices Inc.", "Title"),
        para("Fiscal 2025 supplementary financial data", "Heading3"),
        para(f"Fiscal 2025 revenue rose {en(growth, 1)}% to ${en(fy['FY2025']['rev'] / 10, 1)} million. Our fiscal "
             "year ends on June 30; fiscal 2025 ran from July 1, 2024 to June 30, 2025, and each quarter ends on the "
             "Saturday nearest the end of the calendar quarter (the fourth quarter ends on June 30). The third quarter "
             "of fiscal 2024 includes restructuring charges of $14.2 million."),
        Spacer(1, 3 * mm),
        cap("Table 1: Selected quarterly financial data, unaudited (in millions of US dollars, except per-share "
            "amounts and percentages)"), t1, Spacer(1, 2 * mm),
        note("Quarterly per-share amounts are computed independently for each quarter and may not add to the "
             "fiscal-year amount. Losses are shown in brackets."),
        Spacer(1, 6 * mm),
        cap("Table 2: Fiscal years ended June 30 (in millions of US dollars, except per-share data, shares and "
            "employees)"), t2,
    ])


def wernsdorf(out: Path) -> None:
    v = wk_pl()
    head1 = ["Position", "Plan\nH1 2025", "Ist\nH1 2025", "Abweichung", "", "Ist\nH1 2024"]
    head2 = ["", "", "", "absolut", "in %", ""]
    rows, bold = [head1, head2], []
    for label, b in WK_LAYOUT:
        p, i, vj = v[label]
        d_, pc = wk_dev(label)
        rows.append([label, de(p, 0), de(i, 0), sde(d_), sde(pc, 1), de(vj, 0)])
        if b:
            bold.append(len(rows) - 1)
    spans = [((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (2, 1)), ((3, 0), (4, 0)), ((5, 0), (5, 1))]
    t1 = table(rows, "grid", [62, 22, 22, 20, 18, 22], header_rows=2, spans=spans, bold_rows=bold,
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"),
                      *[("BACKGROUND", (0, r), (-1, r), colors.Color(0.94, 0.94, 0.90)) for r in bold]])
    hrows = [["Abteilung", "Plan", "Ist", "Abweichung"]]
    for dep, p, i in WK_HEADCOUNT:
        hrows.append([dep, str(p), str(i), sde(i - p)])
    tp, ti = sum(x[1] for x in WK_HEADCOUNT), sum(x[2] for x in WK_HEADCOUNT)
    hrows.append(["Gesamt", str(tp), str(ti), sde(ti - tp)])
    t2 = table(hrows, "zebra", [46, 22, 22, 24], bold_rows=[len(hrows) - 1])
    build(out / WK_DOC, "Wernsdorf Kunststoffwerk Plan-Ist-Vergleich 1. Halbjahr 2025",
          "Wernsdorf Kunststoffwerk GmbH, Lüdenscheid", [
              para("Wernsdorf Kunststoffwerk GmbH", "Title"),
              para("Plan-Ist-Vergleich 1. Halbjahr 2025 — Bericht an die Geschäftsführung", "Heading3"),
              para("Der Umsatz lag im ersten Halbjahr leicht über Plan: Das Exportgeschäft glich den schwächeren "
                   "Inlandsabsatz mehr als aus. Höhere Granulatpreise belasteten den Materialaufwand, während die "
                   "Energiekosten nach dem neuen Stromliefervertrag deutlich unter Plan blieben."),
              Spacer(1, 3 * mm), cap("Tabelle 1: Ergebnisrechnung, 1. Halbjahr 2025 (in Tsd. €)"), t1,
              Spacer(1, 2 * mm),
              note("Aufwendungen sind positiv ausgewiesen. Abweichung = Ist minus Plan; die prozentuale Abweichung "
                   "bezieht sich auf den Betrag des Plans. Ein Pluszeichen bei Aufwendungen bedeutet eine "
                   "Überschreitung."),
              Spacer(1, 6 * mm), cap("Tabelle 2: Personal (Köpfe, Stichtag 30. Juni 2025)"), t2, Spacer(1, 3 * mm),
              note("Köpfe einschließlich Auszubildender, ohne Leiharbeitnehmer."),
          ], page_word="Seite")


def carnsew(out: Path) -> None:
    rows, secs = [["Parameter", "Conditions", "Min", "Typ", "Max", "Unit"]], []
    for r in CS_ROWS:
        if r[0].startswith("#"):
            rows.append([r[0][1:]] + [""] * 5)
            secs.append(len(rows) - 1)
            continue
        label, cond, xs, dec, pm, unit = r
        rows.append([label, cond or "—",
                     *("—" if x is None else ("±" if pm else "") + (f"-{en(-x, dec)}" if x < 0 else en(x, dec))
                       for x in xs), unit])
    t1 = table(rows, "booktabs", [58, 46, 14, 14, 14, 18], left_cols=2, sections=secs, section_bg=SHADE,
               extra=[("ALIGN", (2, 0), (4, -1), "CENTER"), ("ALIGN", (5, 0), (5, -1), "LEFT")])
    orows = [["Model", *CS_MODELS]]
    for lab, xs, dec in CS_ORDER:
        orows.append([lab, *(x if isinstance(x, str) else en(x, dec) for x in xs)])
    t2 = table(orows, "grid", [50, 22, 22, 22, 22, 24], extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")])
    build(out / CS_DOC, "Carnsew Sensing CPT-200 pressure transmitter data sheet", "Carnsew Sensing Ltd, Redruth", [
        para("Carnsew Sensing", "Title"),
        para("CPT-200 series industrial pressure transmitters — data sheet", "Heading3"),
        para("Stainless-steel gauge-pressure transmitters with a ceramic thick-film cell, 4–20 mA two-wire output as "
             f"standard or a 0–10 V three-wire output (add £{en(CS_VOLT_OPTION)} to the list price). Values apply to "
             "all ranges at Vs = 24 V and 25 °C unless the conditions say otherwise. FS: full scale."),
        Spacer(1, 3 * mm), cap("Table 1: Electrical, performance and environmental characteristics"), t1,
        Spacer(1, 6 * mm), cap("Table 2: Ranges and ordering"), t2, Spacer(1, 3 * mm),
        note("Prices in pounds sterling per transmitter, excluding VAT; quantity prices on request. Electrical "
             "connection: M12 × 1, 4-pin, on all models."),
    ])


def stainforth(out: Path) -> None:
    rows, secs = [["", *ST_PLANS]], []
    for r in ST_ROWS:
        if r[0].startswith("#"):
            rows.append([r[0][1:], "", "", ""])
            secs.append(len(rows) - 1)
            continue
        label, xs, dec = r
        rows.append([label, *(x if isinstance(x, str) else en(x, dec) for x in xs)])
    t1 = table(rows, "grid", [62, 34, 34, 34], sections=secs, section_bg=colors.Color(0.88, 0.92, 0.96),
               extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")])
    t2 = table([["Add-on", "Price (£)", "Basis"]] + [[a, en(p), b] for a, p, b in ST_ADDONS], "booktabs",
               [52, 22, 50], extra=[("ALIGN", (2, 0), (2, -1), "LEFT")])
    build(out / ST_DOC, "Stainforth Managed IT support plans 2025", "Stainforth Managed IT Ltd, Wakefield", [
        para("Stainforth Managed IT", "Title"),
        para("Managed IT support plans 2025 — for offices of 5 to 250 people", "Heading3"),
        para("Every plan covers remote support for your users' devices, patching, monitoring and antivirus. Prices "
             "are per month. User fees are graduated: the first 10 users are charged at the 1–10 rate, users 11 to "
             "50 at the 11–50 rate and every further user at the 51-and-over rate. The platform fee is charged once "
             f"per month per customer. Every plan is billed for at least {ST_MIN_USERS} users."),
        Spacer(1, 3 * mm), cap("Table 1: Plans compared"), t1, Spacer(1, 2 * mm),
        note(f"¹ Annual billing, paid in advance: {ST_ANNUAL_DISCOUNT}% off the user fees. The platform fee is not "
             "discounted. Response targets apply within the service desk hours."),
        Spacer(1, 6 * mm), cap("Table 2: Add-ons (any plan)"), t2, Spacer(1, 4 * mm),
        para("Priority definitions: P1, the whole office cannot work; P2, one user or one service cannot work. "
             "Contracts run for 12 months and renew monthly after that."),
    ])


DOCUMENTS = [ellerbeck, moxhay, ebersthal, gokceova, quenington, tuckwell, wintersett, brigsteer, tuscarora,
             wernsdorf, carnsew, stainforth]


def self_check() -> None:
    """Invariants the questions rely on."""
    assert all(abs(st_user_fees(p, 10) - 10 * dict(zip(ST_PLANS, ST_ROWS[2][1]))[p]) < 1e-9 for p in ST_PLANS)
    for _, items in GS_SECTIONS:
        assert len({c for c, *_ in items}) == len(items)
    for lab in WK_LINES:
        wk_dev(lab)
    assert math.isclose(sum(BR_TRANSFERS), 0)


if __name__ == "__main__":
    self_check()
    sys.exit(held_out_docs.main(sys.argv[1:], DOCUMENTS, __doc__))
