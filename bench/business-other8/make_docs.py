"""An eighth held-out set of business documents from companies the project has never seen (bench/business-other8).

    python bench/business-other8/make_docs.py OUTDIR

Writes twelve PDFs with reportlab, deterministically: no randomness, every figure is a plain Python
structure below, so make_questions.py computes the gold answers from the same data and never from
tabsql (which was neither run nor read while this set was written). It covers the five families of
the business-dev corpus with layouts the earlier held-out sets did not use: five procurement / price
documents (a supplier QUOTATION with numbered line items, a per-line discount, a mixed "each" / "per
100" unit column and a totals block (subtotal, settlement discount, carriage, VAT, total); a competing
quotation for the same enquiry with price breaks "1–99 / 100–499 / 500+" as columns and a carriage
table by order value; a made-to-measure blind price MATRIX, width-up-to columns against drop-up-to
rows, two fabric bands; a French tool price list whose product cells SPAN their three "à partir de"
tier rows, with HT and TTC columns; a tender EVALUATION MATRIX with criteria weights and bidder >
Score / Weighted columns), two catalogues (an export glassware catalogue with EUR / USD / GBP price
columns per pack; a Spanish hospitality-supplies catalogue priced per box of N, continued on page 2
with the header repeated and the section row marked "(cont.)"), three financial documents (a
departmental budget against actual by QUARTER with a full-year variance block, landscape; a Dutch
balance sheet and cash-flow statement "x € 1.000" with minus signs; a monthly KPI dashboard Jan–Dec
+ YTD, landscape, October–December not yet reported), a VDI-style pallet-truck spec sheet with
numbered rows, a Unit column and laden / unladen PAIRS in one cell, and a field-service SaaS plan
comparison with included seats, extra-seat and job-overage prices.
"""
from __future__ import annotations

import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import held_out_docs  # noqa: E402  (bench/held_out_docs.py)
from held_out_docs import STYLES, build, de, en, para, tr_para, turkish_fonts  # noqa: E402

turkish_fonts()  # Bitstream Vera, shipped with reportlab: used for the French, Spanish and Dutch documents' ¹ ² and €


def dec(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(repr(x))


def dmul(*xs) -> Decimal:
    out = Decimal(1)
    for x in xs:
        out *= dec(x)
    return out


def q2(x) -> Decimal:
    return dec(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def r2(x) -> float:
    """Half up to two decimals, exactly (no binary floating point on the way)."""
    return float(q2(x))


def r1(x) -> float:
    return float(dec(x).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def r05(x) -> float:
    """Half up to the nearest 0.05."""
    return float((dec(x) * 20).quantize(Decimal("1"), rounding=ROUND_HALF_UP) / 20)


# ========================================================================================= data
# --- Halvergate Fasteners Ltd (Great Yarmouth): a supplier QUOTATION with line items (unit "each" or "per 100"),
#     a per-line discount, and a totals block (subtotal, settlement discount, carriage, VAT, total)
HF_DOC = "halvergate_quotation_hf_q25_0187.pdf"
HF_CUSTOMER = "Keldholme Marine Ltd"
HF_ENQUIRY = "KM-ENQ-2291"
HF_LINES = [  # part no., description, quantity (pieces), unit ("each" / "per 100"), unit price GBP, discount %
    ("HF-HB1250-A4", "Hex bolt M12 × 50, A4 stainless", 400, "each", 0.62, 5),
    ("HF-HN12-A4", "Hex nut M12, A4 stainless", 800, "each", 0.14, 5),
    ("HF-WS12-A4", "Washer M12, form A, A4 stainless", 800, "each", 0.06, 0),
    ("HF-CS0830-A2", "Countersunk screw M8 × 30, A2", 1_500, "per 100", 9.80, 10),
    ("HF-TR1210-A4", "Threaded rod M12 × 1 m, A4", 60, "each", 7.45, 0),
    ("HF-SB08-A4", "Bow shackle 8 mm, A4 stainless", 24, "each", 6.90, 7.5),
    ("HF-LN10-A4", "Nylon-insert lock nut M10, A4", 1_000, "per 100", 11.20, 10),
    ("HF-EB10-A4", "Eye bolt M10 × 16, A4 stainless", 36, "each", 4.35, 0),
]
HF_SETTLEMENT = 2  # % off the subtotal for payment within 10 days
HF_CARRIAGE = 38.00  # GBP, one pallet, ex VAT
HF_VAT = 20  # %

# --- Brimscombe Fixings Ltd (Stroud): a competing quotation for the same enquiry, price BREAKS as columns
#     (1–99 / 100–499 / 500+ pieces), a "Per" column (each / 100), and a carriage table by order value
BF_DOC = "brimscombe_quotation_km_enq_2291.pdf"
BF_BREAKS = ("1–99", "100–499", "500+")
BF_ITEMS = [  # code, description, per, GBP per break; the matching Halvergate line
    ("BF-1250S", "Hex bolt M12 × 50, A4", "each", (0.74, 0.61, 0.55), 1),
    ("BF-N12S", "Hex nut M12, A4", "each", (0.18, 0.15, 0.12), 2),
    ("BF-W12S", "Flat washer M12, A4", "each", (0.08, 0.06, 0.05), 3),
    ("BF-CSK830", "Csk machine screw M8 × 30, A2", "100", (12.40, 10.20, 8.60), 4),
    ("BF-TR12", "Studding M12 × 1 m, A4", "each", (8.10, 7.20, 6.60), 5),
    ("BF-SH8", "Bow shackle 8 mm, A4", "each", (7.60, 6.95, 6.40), 6),
    ("BF-LN10", "Nyloc nut M10, A4", "100", (13.50, 11.60, 10.10), 7),
    ("BF-EB10", "Collar eye bolt M10, A4", "each", (4.90, 4.40, 3.95), 8),
]
BF_CARRIAGE = [  # order value band (ex VAT) as printed, charge GBP (None: free), (low, high) for the rule
    ("Up to £499.99", 45.00, (0, 499.99)),
    ("£500.00 – £1,999.99", 25.00, (500, 1_999.99)),
    ("£2,000.00 and over", None, (2_000, None)),
]

# --- Yarnfield Blinds (Stafford): made-to-measure roller blinds, a PRICE MATRIX per fabric band, widths "up to"
#     as columns against drops "up to" as rows (the next size up applies), options table
YB_DOC = "yarnfield_roller_blind_prices_2025.pdf"
YB_WIDTHS = (600, 900, 1200, 1500, 1800, 2100, 2400)  # mm, "up to"
YB_DROPS = (1000, 1250, 1500, 1750, 2000, 2500)  # mm, "up to"
YB_MATRIX = {  # band -> rows per drop, GBP per blind per width
    "A": [
        (69.00, 80.50, 92.00, 104.00, 115.50, 127.00, 138.50),
        (73.50, 86.00, 98.50, 110.50, 123.00, 135.50, 147.50),
        (78.00, 91.50, 104.50, 117.50, 131.00, 144.00, 157.00),
        (83.00, 96.50, 110.50, 124.50, 138.50, 152.50, 166.50),
        (87.50, 102.00, 117.00, 131.50, 146.00, 161.00, 175.50),
        (96.50, 113.00, 129.00, 145.50, 161.50, 178.00, 194.00),
    ],
    "B": [
        (86.50, 101.50, 116.50, 132.00, 147.00, 162.00, 177.00),
        (92.00, 108.50, 124.50, 141.00, 157.00, 173.50, 189.50),
        (98.00, 115.50, 133.00, 150.00, 167.50, 185.00, 202.00),
        (104.00, 122.50, 141.00, 159.50, 177.50, 196.00, 214.50),
        (110.00, 129.50, 149.00, 168.50, 188.00, 207.50, 227.00),
        (122.00, 143.50, 165.00, 187.00, 208.50, 230.00, 252.00),
    ],
}
YB_BAND_FABRICS = {"A": "Linen-look plains and dim-out", "B": "Blackout and thermal"}
YB_OPTIONS = [  # option, charge as printed, basis
    ("Cordless spring mechanism", "+12%", "of the blind price"),
    ("Motorised, rechargeable", "£96.00", "per blind"),
    ("Cassette headrail", "£28.50", "per blind"),
    ("Bottom-bar trim", "£6.00", "per blind"),
    ("Fitting (within 25 miles)", "£15.00", "per blind; minimum £45.00 a visit"),
]
YB_CORDLESS, YB_MOTOR, YB_CASSETTE, YB_FIT, YB_FIT_MIN = 12, 96.00, 28.50, 15.00, 45.00

# --- Perrichon Outillage SAS (Saint-Étienne): French tool price list, each product's cells SPAN its three tier rows
#     ("1 à 9", "à partir de 10", "à partir de 50"), prix unitaire HT and TTC (TVA 20 %), decimal commas
PO_DOC = "perrichon_tarif_professionnel_2025.pdf"
PO_TIERS = ("1 à 9", "à partir de 10", "à partir de 50")
PO_TVA = 20
PO_ITEMS = [  # référence, désignation, prix unitaire HT (EUR) per tier
    ("PO-2210", "Clé dynamométrique 1/2\" 40–200 Nm", (189.00, 176.50, 164.00)),
    ("PO-3105", "Perceuse-visseuse 18 V, 2 batteries", (249.00, 232.00, 219.00)),
    ("PO-3320", "Scie sauteuse pendulaire 650 W", (142.50, 133.00, 124.90)),
    ("PO-4012", "Coffret douilles 1/4\" et 1/2\", 94 pièces", (118.00, 109.50, 101.00)),
    ("PO-5230", "Niveau laser croix, portée 30 m", (214.00, 199.00, 188.50)),
    ("PO-6008", "Pince multiprise 250 mm", (21.40, 19.30, 17.60)),
    ("PO-6540", "Mètre ruban 5 m × 25 mm", (9.80, 8.60, 7.70)),
]
PO_PORT = [  # order value band HT as printed, charge HT EUR (None: franco)
    ("Moins de 300,00 € HT", 14.90),
    ("De 300,00 à 799,99 € HT", 7.50),
    ("800,00 € HT et plus", None),
]

# --- Wrenbury Housing Trust (Nantwich): a tender EVALUATION MATRIX, criteria rows with weights, bidders as columns
#     with Score / Weighted sub-columns, total weighted score; tendered prices and the price score derivation
WH_DOC = "wrenbury_tender_wht_2025_07_evaluation.pdf"
WH_BIDDERS = ("Cheriton", "Lydbrook", "Sandbach", "Tolworth")
WH_FULL = {"Cheriton": "Cheriton Facilities Ltd", "Lydbrook": "Lydbrook Cleaning Services",
           "Sandbach": "Sandbach Property Care", "Tolworth": "Tolworth Hygiene Group"}
WH_PRICES = {"Cheriton": 148_600, "Lydbrook": 139_200, "Sandbach": 156_900, "Tolworth": 131_750}  # GBP a year
WH_CRITERIA = [  # criterion, weight %, scores per bidder (0-10); the price row's scores are derived
    ("Price", 40, None),
    ("Method statement and quality", 25, (8.0, 6.5, 9.0, 6.0)),
    ("Staffing and supervision", 15, (7.0, 7.5, 8.5, 5.5)),
    ("Health, safety and COSHH", 10, (8.5, 8.0, 9.0, 7.0)),
    ("Social value", 10, (6.0, 8.5, 7.0, 6.5)),
]
WH_YEARS = 3

# --- Ostervald Glas B.V. (Leerdam): export glassware catalogue, prices per PACK in EUR, USD and GBP columns
#     (USD and GBP converted from EUR at stated rates, rounded half up to 0.05)
OG_DOC = "ostervald_export_catalogue_2025.pdf"
OG_USD, OG_GBP = 1.08, 0.86
OG_SECTIONS = [  # section, [(code, item, capacity cl, pack (glasses per pack), EUR per pack)]
    ("Wine and stemware", [
        ("OG-W201", "Bordeaux glass, lead-free crystal", 58, 6, 41.70),
        ("OG-W202", "Burgundy glass, lead-free crystal", 66, 6, 44.40),
        ("OG-W214", "All-purpose wine glass, tempered", 35, 12, 38.60),
        ("OG-W230", "Champagne flute, tempered", 21, 12, 36.90),
        ("OG-W245", "Tasting glass ISO", 21, 24, 52.80),
    ]),
    ("Tumblers", [
        ("OG-T310", "Highball, heavy base", 36, 12, 27.50),
        ("OG-T318", "Old fashioned, heavy base", 30, 12, 25.80),
        ("OG-T330", "Stackable tumbler, tempered", 25, 24, 31.20),
        ("OG-T345", "Water glass, recycled glass", 33, 12, 22.40),
    ]),
    ("Carafes and jugs", [
        ("OG-C401", "Carafe with stopper", 100, 1, 14.90),
        ("OG-C405", "Water jug, tempered", 130, 4, 33.60),
        ("OG-C410", "Decanter, hand-blown", 75, 1, 24.50),
        ("OG-C420", "Wine carafe, graduated", 50, 6, 39.00),
    ]),
]

# --- Suministros Almedinilla S.L. (Córdoba): Spanish hospitality-supplies catalogue priced PER BOX of N units,
#     IVA (21 %) excluded, two pages: the table continues with its header repeated, no caption, the section row
#     carried over marked "(cont.)"
SA_DOC = "almedinilla_catalogo_hosteleria_2025.pdf"
SA_IVA = 21
SA_SECTIONS = [  # section, [(ref., artículo, medida, unidades por caja, precio caja EUR)]
    ("Vajilla", [
        ("SA-V101", "Plato llano porcelana", "Ø 27 cm", 12, 46.80),
        ("SA-V102", "Plato hondo porcelana", "Ø 23 cm", 12, 43.20),
        ("SA-V103", "Plato postre porcelana", "Ø 20 cm", 12, 34.80),
        ("SA-V110", "Bandeja rectangular", "30 × 20 cm", 6, 41.40),
        ("SA-V115", "Taza café con plato", "9 cl", 24, 62.40),
        ("SA-V116", "Taza desayuno con plato", "25 cl", 12, 45.60),
        ("SA-V120", "Bol multiusos", "Ø 14 cm", 24, 52.80),
        ("SA-V125", "Fuente ovalada", "36 cm", 6, 47.70),
    ]),
    ("Cubertería", [
        ("SA-C201", "Tenedor mesa, acero 18/10", "20,5 cm", 12, 21.60),
        ("SA-C202", "Cuchillo mesa, acero 18/10", "23,5 cm", 12, 30.00),
        ("SA-C203", "Cuchara mesa, acero 18/10", "20,5 cm", 12, 21.60),
        ("SA-C204", "Cucharilla café, acero 18/10", "13,5 cm", 12, 13.20),
        ("SA-C210", "Cuchillo chuletero", "22 cm", 12, 27.60),
        ("SA-C215", "Pala pescado", "20 cm", 12, 25.20),
        ("SA-C220", "Cuchara servir", "25 cm", 6, 19.50),
    ]),
    ("Menaje de cocina", [
        ("SA-M301", "Cazo inox con mango", "Ø 16 cm", 2, 31.90),
        ("SA-M305", "Sartén antiadherente", "Ø 28 cm", 2, 54.60),
        ("SA-M310", "Olla inox con tapa", "20 l", 1, 68.50),
        ("SA-M315", "Cubeta GN 1/1 inox", "65 mm", 4, 58.80),
        ("SA-M316", "Cubeta GN 1/2 inox", "65 mm", 6, 51.00),
        ("SA-M320", "Tabla corte polietileno", "50 × 30 cm", 3, 36.30),
        ("SA-M325", "Cuchillo cocinero", "25 cm", 2, 39.80),
        ("SA-M330", "Espumadera inox", "Ø 12 cm", 4, 23.60),
    ]),
    ("Desechables", [
        ("SA-D401", "Servilleta papel 2 capas", "40 × 40 cm", 1200, 26.40),
        ("SA-D405", "Servilleta cóctel", "20 × 20 cm", 3000, 27.00),
        ("SA-D410", "Mantel papel", "100 × 100 cm", 400, 44.00),
        ("SA-D415", "Vaso cartón café", "12 oz", 1000, 52.00),
        ("SA-D416", "Tapa vaso cartón", "12 oz", 1000, 24.00),
        ("SA-D420", "Envase kraft con tapa", "750 ml", 300, 51.00),
        ("SA-D425", "Pajita papel", "20 cm", 2500, 30.00),
        ("SA-D430", "Guante nitrilo, talla M", "caja 100", 10, 49.50),
    ]),
    ("Limpieza", [
        ("SA-L501", "Lavavajillas máquina", "10 l", 2, 33.80),
        ("SA-L505", "Abrillantador máquina", "5 l", 2, 29.40),
        ("SA-L510", "Desengrasante cocina", "5 l", 3, 31.50),
        ("SA-L515", "Bayeta microfibra", "40 × 40 cm", 20, 24.00),
        ("SA-L520", "Estropajo fibra verde", "15 × 10 cm", 30, 13.50),
        ("SA-L525", "Bolsa basura 120 l", "rollo 10", 25, 37.50),
    ]),
]
SA_PAGE_ROWS = 33  # body rows (section rows included) on page 1: the break falls inside "Desechables"
SA_PORTES, SA_PORTES_GRATIS = 12.00, 250.00  # EUR shipping below this order value (IVA excluded)

# --- Thornaby Logistics Ltd (Stockton-on-Tees): departmental BUDGET vs ACTUAL by QUARTER FY2025 (£'000), landscape;
#     two-level header Q1..Q4 > Budget / Actual, a Full year block Budget / Actual / Variance / Var. %
TL_DOC = "thornaby_budget_vs_actual_fy2025.pdf"
TL_QUARTERS = ("Q1", "Q2", "Q3", "Q4")
TL_QDATES = {"Q1": "Apr–Jun 2024", "Q2": "Jul–Sep 2024", "Q3": "Oct–Dec 2024", "Q4": "Jan–Mar 2025"}
TL_DEPTS = [  # department, budget per quarter, actual per quarter (GBP thousands)
    ("Operations", (2_140, 2_180, 2_260, 2_200), (2_096, 2_231, 2_318, 2_174)),
    ("Warehousing", (1_310, 1_325, 1_410, 1_340), (1_284, 1_342, 1_455, 1_329)),
    ("Fleet", (965, 980, 1_020, 990), (1_012, 1_004, 1_061, 1_038)),
    ("Sales", (420, 430, 450, 440), (398, 436, 441, 452)),
    ("Marketing", (185, 210, 245, 190), (171, 224, 268, 176)),
    ("IT", (310, 305, 330, 315), (296, 318, 327, 341)),
    ("Finance", (240, 240, 250, 245), (236, 243, 247, 241)),
    ("HR and training", (150, 165, 140, 175), (142, 158, 151, 163)),
]
TL_CAPEX = [  # project, budget, actual (GBP thousands, full year)
    ("Warehouse racking, Teesport", 640, 702),
    ("Fleet replacement (12 tractor units)", 1_380, 1_296),
    ("Telematics upgrade", 155, 148),
    ("Yard lighting (LED)", 90, 0),
]

# --- Zuidbroek Techniek B.V. (Groningen): Dutch balance sheet (balans) at two dates and cash-flow statement
#     (kasstroomoverzicht), "bedragen x € 1.000", negatives with a minus sign, "–" for nil
ZT_DOC = "zuidbroek_jaarrekening_2024_balans_kasstroom.pdf"
ZT_BS = {  # line -> (31-12-2024, 31-12-2023), EUR thousands; totals derived
    "Immateriële vaste activa": (1_240, 1_385),
    "Materiële vaste activa": (18_760, 17_420),
    "Financiële vaste activa": (620, 0),
    "Voorraden": (6_380, 5_910),
    "Vorderingen": (8_115, 8_640),
    "Eigen vermogen": (16_905, 15_460),
    "Voorzieningen": (1_180, 1_095),
    "Langlopende schulden": (7_400, 8_200),
    "Kortlopende schulden": (10_545, 10_565),
}
ZT_CF = {  # line -> (2024, 2023), EUR thousands; subtotals derived
    "Bedrijfsresultaat": (3_310, 2_845),
    "Afschrijvingen": (2_265, 2_110),
    "Mutatie voorzieningen": (85, 40),
    "Mutatie werkkapitaal": (-155, -620),
    "Betaalde rente": (-395, -430),
    "Betaalde winstbelasting": (-640, -515),
    "Investeringen in materiële vaste activa": (-3_460, -2_980),
    "Investeringen in immateriële vaste activa": (0, -210),
    "Desinvesteringen materiële vaste activa": (0, 125),
    "Verstrekte leningen": (-620, 0),
    "Aflossing langlopende schulden": (-800, -800),
    "Betaald dividend": (-640, -520),
}
ZT_CASH_OPEN_2023 = 2_920  # liquide middelen at 1 January 2023
ZT_CF_LAYOUT = [  # label, key or None (derived), kind: "sec" heading, "line", "sub" subtotal
    ("Operationele activiteiten", None, "sec"),
    ("Bedrijfsresultaat", "Bedrijfsresultaat", "line"),
    ("Afschrijvingen", "Afschrijvingen", "line"),
    ("Mutatie voorzieningen", "Mutatie voorzieningen", "line"),
    ("Mutatie werkkapitaal", "Mutatie werkkapitaal", "line"),
    ("Betaalde rente", "Betaalde rente", "line"),
    ("Betaalde winstbelasting", "Betaalde winstbelasting", "line"),
    ("Kasstroom uit operationele activiteiten", "op", "sub"),
    ("Investeringsactiviteiten", None, "sec"),
    ("Investeringen in materiële vaste activa", "Investeringen in materiële vaste activa", "line"),
    ("Investeringen in immateriële vaste activa", "Investeringen in immateriële vaste activa", "line"),
    ("Desinvesteringen materiële vaste activa", "Desinvesteringen materiële vaste activa", "line"),
    ("Verstrekte leningen", "Verstrekte leningen", "line"),
    ("Kasstroom uit investeringsactiviteiten", "inv", "sub"),
    ("Financieringsactiviteiten", None, "sec"),
    ("Aflossing langlopende schulden", "Aflossing langlopende schulden", "line"),
    ("Betaald dividend", "Betaald dividend", "line"),
    ("Kasstroom uit financieringsactiviteiten", "fin", "sub"),
    ("Mutatie liquide middelen", "mut", "sub"),
    ("Liquide middelen begin boekjaar", "open", "line"),
    ("Liquide middelen einde boekjaar", "close", "sub"),
]

# --- Penwortham Coffee Roasters Ltd (Preston): a monthly KPI DASHBOARD, months Jan..Dec as columns plus YTD,
#     landscape; reported to 30 September 2025, October to December blank; units in the row labels
PC_DOC = "penwortham_kpi_dashboard_2025.pdf"
PC_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
PC_REPORTED = 9  # months reported (Jan..Sep)
PC_KPIS = {  # row -> values Jan..Sep
    "Wholesale revenue (£000)": (182.4, 176.9, 191.3, 188.0, 196.7, 203.5, 210.2, 198.6, 214.8),
    "Online revenue (£000)": (64.2, 58.7, 61.9, 57.4, 60.3, 55.8, 52.6, 57.1, 63.4),
    "Gross profit (£000)": (148.3, 140.6, 151.2, 146.9, 155.1, 157.6, 160.4, 153.2, 170.5),
    "Online orders": (2_214, 2_031, 2_148, 1_986, 2_092, 1_937, 1_829, 1_984, 2_203),
    "Coffee roasted (kg)": (14_820, 14_160, 15_230, 14_960, 15_640, 15_980, 16_410, 15_370, 16_950),
    "Active wholesale accounts": (412, 415, 421, 424, 431, 436, 438, 441, 449),
}
PC_SUM_ROWS = ("Wholesale revenue (£000)", "Online revenue (£000)", "Gross profit (£000)", "Online orders",
               "Coffee roasted (kg)")
PC_LAYOUT = [  # label, kind: data row, "total" (revenue = wholesale + online), "margin" (GP / revenue), "aov"
    ("Wholesale revenue (£000)", "data"), ("Online revenue (£000)", "data"), ("Total revenue (£000)", "total"),
    ("Gross profit (£000)", "data"), ("Gross margin (%)", "margin"), ("Online orders", "data"),
    ("Average online order (£)", "aov"), ("Coffee roasted (kg)", "data"), ("Active wholesale accounts", "data"),
]

# --- Ravensworth Handling Ltd (Leeds): VDI-style electric pallet-truck spec sheet, NUMBERED rows (1.2, 2.1, ...),
#     models as columns, a Unit column, laden / unladen PAIRS in one cell ("6.0/6.5"), footnoted conditions
RH_DOC = "ravensworth_pallet_trucks_data_sheet.pdf"
RH_MODELS = ("RPT-16", "RPT-20", "RPT-25")
RH_ROWS = [  # ("#section",) or (no., characteristic, unit, values per model as printed)
    ("#Characteristics",),
    ("1.2", "Model designation", "", RH_MODELS),
    ("1.3", "Drive", "", ("Electric", "Electric", "Electric")),
    ("1.4", "Operation", "", ("Pedestrian", "Pedestrian", "Platform")),
    ("1.5", "Rated capacity", "kg", ("1,600", "2,000", "2,500")),
    ("1.6", "Load centre distance", "mm", ("600", "600", "600")),
    ("#Weights",),
    ("2.1", "Service weight incl. battery", "kg", ("215", "298", "465")),
    ("2.2", "Axle load laden, drive / load side", "kg", ("640/1,175", "790/1,508", "1,020/1,945")),
    ("#Dimensions",),
    ("4.4", "Lift height", "mm", ("120", "122", "125")),
    ("4.19", "Overall length", "mm", ("1,620", "1,745", "1,960")),
    ("4.22", "Fork dimensions", "mm", ("55/160/1,150", "60/170/1,150", "65/180/1,150")),
    ("4.35", "Turning radius", "mm", ("1,430", "1,560", "1,795")),
    ("#Performance",),
    ("5.1", "Travel speed, laden / unladen", "km/h", ("4.5/5.0", "5.5/6.0", "8.5/10.0")),
    ("5.2", "Lifting speed, laden / unladen", "m/s", ("0.025/0.035", "0.030/0.045", "0.035/0.050")),
    ("5.8", "Max. gradeability, laden / unladen¹", "%", ("8/16", "8/18", "10/20")),
    ("#Electric",),
    ("6.1", "Drive motor rating S2 60 min", "kW", ("0.75", "1.2", "2.5")),
    ("6.4", "Battery voltage / capacity²", "V/Ah", ("24/65", "24/150", "24/250")),
    ("6.5", "Battery weight", "kg", ("28", "95", "190")),
    ("8.4", "Sound level at driver's ear", "dB(A)", ("68", "69", "70")),
]
RH_PRICES = [  # model, list price GBP ex VAT, standard battery option
    ("RPT-16", 2_890.00, "Li-ion 65 Ah, integrated charger"),
    ("RPT-20", 4_760.00, "Lead-acid 150 Ah"),
    ("RPT-25", 8_340.00, "Lead-acid 250 Ah"),
]
RH_LIION_UPGRADE = 1_150.00  # GBP, Li-ion upgrade for RPT-20 (text only)

# --- Loxbeare Software Ltd (Exeter): field-service scheduling plans, plans as COLUMNS, monthly and annual prices,
#     included seats and an extra-seat price, included jobs and an overage price per 100 jobs or part
LX_DOC = "loxbeare_fieldservice_plans_2025.pdf"
LX_PLANS = ("Starter", "Team", "Business", "Enterprise")
LX_ROWS = [  # ("#section",) or (label, values per plan as printed or number, decimals)
    ("#Price (GBP per month, ex VAT)",),
    ("Billed monthly", (49.00, 189.00, 449.00, "Contact us"), 2),
    ("Billed annually¹", (41.00, 159.00, 379.00, "Contact us"), 2),
    ("#Seats",),
    ("Included seats", (2, 8, 20, "Custom"), 0),
    ("Each additional seat", (19.00, 17.00, 14.50, "Custom"), 2),
    ("#Jobs",),
    ("Jobs per month included", (150, 1_000, 4_000, "Unlimited"), 0),
    ("Overage per 100 jobs or part", (9.00, 7.50, 6.00, "—"), 2),
    ("#Features",),
    ("Customer SMS per month", (100, 750, 3_000, "Custom"), 0),
    ("Route optimisation", ("—", "Yes", "Yes", "Yes"), 0),
    ("API access", ("—", "—", "Yes", "Yes"), 0),
    ("Single sign-on (SSO)", ("—", "—", "Yes", "Yes"), 0),
    ("Storage (GB)", (10, 100, 500, "Custom"), 0),
    ("Support", ("Email", "Email and chat", "Phone, 8–6", "24/7 phone"), 0),
]
LX_ADDONS = [  # add-on, GBP per month, basis
    ("Inventory module", 39.00, "per account"),
    ("Extra 1,000 SMS", 24.00, "per block"),
    ("Dedicated onboarding", 650.00, "once"),
]

# Every document's tables in order (t1, t2, ...): the caption that starts each (check.py finds a table's region on a
# page from these; a table continued on the next page has no caption there)
CAPTIONS = {
    HF_DOC: ["Table 1:", "Table 2:"],
    BF_DOC: ["Table 1:", "Table 2:"],
    YB_DOC: ["Table 1:", "Table 2:", "Table 3:"],
    PO_DOC: ["Tableau 1 :", "Tableau 2 :"],
    WH_DOC: ["Table 1:", "Table 2:"],
    OG_DOC: ["Table 1:"],
    SA_DOC: ["Tabla 1:"],
    TL_DOC: ["Table 1:", "Table 2:"],
    ZT_DOC: ["Tabel 1:", "Tabel 2:"],
    PC_DOC: ["Table 1:"],
    RH_DOC: ["Table 1:", "Table 2:"],
    LX_DOC: ["Table 1:", "Table 2:"],
}


# ============================================================================ derived figures
def hf_units(qty: int, unit: str) -> Decimal:
    """Priced units of a line: pieces, or hundreds for a price per 100."""
    return Decimal(qty) / (100 if unit == "per 100" else 1)


def hf_lines() -> list[dict]:
    """Each quote line with its gross value (units x price) and net value (less the line discount), half up."""
    out = []
    for i, (part, desc, qty, unit, price, disc) in enumerate(HF_LINES, 1):
        gross = q2(dmul(hf_units(qty, unit), price))
        net = q2(gross * (1 - dec(disc) / 100))
        out.append({"line": i, "part": part, "desc": desc, "qty": qty, "unit": unit, "price": price, "disc": disc,
                    "gross": float(gross), "net": float(net)})
    return out


def hf_totals() -> dict[str, float]:
    sub = sum(dec(x["net"]) for x in hf_lines())
    settle = q2(sub * dec(HF_SETTLEMENT) / 100)
    ex = sub - settle + dec(HF_CARRIAGE)
    vat = q2(ex * dec(HF_VAT) / 100)
    return {"subtotal": float(sub), "settlement": float(settle), "carriage": HF_CARRIAGE, "ex_vat": float(ex),
            "vat": float(vat), "total": float(ex + vat)}


HF_TOTALS_LAYOUT = [  # label as printed, key
    ("Subtotal (lines 1–8)", "subtotal"),
    (f"Less settlement discount {HF_SETTLEMENT}%", "settlement"),
    ("Carriage (one pallet)", "carriage"),
    ("Total excluding VAT", "ex_vat"),
    (f"VAT at {HF_VAT}%", "vat"),
    ("Total including VAT", "total"),
]


def yb_price(band: str, width: int, drop: int) -> tuple[float, int, int]:
    """The matrix price for a blind of this size (the next width and drop up), with the column and row used."""
    wi = next(i for i, w in enumerate(YB_WIDTHS) if width <= w)
    di = next(i for i, d_ in enumerate(YB_DROPS) if drop <= d_)
    return YB_MATRIX[band][di][wi], wi, di


def po_ttc(x: float) -> float:
    return r2(dmul(x, 1 + Decimal(PO_TVA) / 100))


def wh_price_scores() -> dict[str, float]:
    """Price score = 10 x lowest price / bidder's price, one decimal half up."""
    low = min(WH_PRICES.values())
    return {b: float((Decimal(10) * low / WH_PRICES[b]).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))
            for b in WH_BIDDERS}


def wh_matrix() -> list[tuple[str, int, dict[str, tuple[float, float]]]]:
    """Criteria rows: (criterion, weight, bidder -> (score, weighted = score x weight / 10, two decimals))."""
    ps = wh_price_scores()
    out = []
    for crit, w, scores in WH_CRITERIA:
        sc = ps if scores is None else dict(zip(WH_BIDDERS, scores))
        out.append((crit, w, {b: (sc[b], r2(dmul(sc[b], w) / 10)) for b in WH_BIDDERS}))
    return out


def wh_totals() -> dict[str, float]:
    return {b: r2(sum(dec(r[2][b][1]) for r in wh_matrix())) for b in WH_BIDDERS}


def og_items() -> dict[str, dict]:
    return {c: {"item": it, "cl": cl, "pack": pk, "eur": e, "usd": r05(dmul(e, OG_USD)), "gbp": r05(dmul(e, OG_GBP)),
                "sec": s} for s, items in OG_SECTIONS for c, it, cl, pk, e in items}


def sa_items() -> dict[str, dict]:
    return {r: {"name": n, "size": m, "box": u, "price": p, "sec": s}
            for s, items in SA_SECTIONS for r, n, m, u, p in items}


def sa_rows() -> list[tuple[str, object]]:
    out = []
    for s, items in SA_SECTIONS:
        out.append(("s", s))
        out += [("i", it_) for it_ in items]
    return out


def sa_pages() -> dict[str, int]:
    return {r[1][0]: 1 if i < SA_PAGE_ROWS else 2 for i, r in enumerate(sa_rows()) if r[0] == "i"}


def tl_table() -> dict[str, dict]:
    """Department (and "Total") -> budget / actual per quarter, full-year budget / actual, variance (budget less
    actual: positive = underspend) and variance % of budget (one decimal, half up)."""
    out = {}
    for dep, b, a in TL_DEPTS:
        out[dep] = {"b": b, "a": a}
    out["Total"] = {"b": tuple(sum(v["b"][i] for v in out.values()) for i in range(4)),
                    "a": tuple(sum(v["a"][i] for v in out.values()) for i in range(4))}
    for v in out.values():
        v["fb"], v["fa"] = sum(v["b"]), sum(v["a"])
        v["var"] = v["fb"] - v["fa"]
        v["pct"] = r1(Decimal(v["var"]) / v["fb"] * 100)
    return out


def zt_bs() -> dict[str, tuple[int, int]]:
    v = dict(ZT_BS)
    cash = zt_cf()["close"]
    v["Liquide middelen"] = cash
    s = lambda *ks: tuple(sum(v[k][i] for k in ks) for i in range(2))  # noqa: E731
    v["Totaal vaste activa"] = s("Immateriële vaste activa", "Materiële vaste activa", "Financiële vaste activa")
    v["Totaal vlottende activa"] = s("Voorraden", "Vorderingen", "Liquide middelen")
    v["Totaal activa"] = s("Totaal vaste activa", "Totaal vlottende activa")
    v["Totaal passiva"] = s("Eigen vermogen", "Voorzieningen", "Langlopende schulden", "Kortlopende schulden")
    assert v["Totaal activa"] == v["Totaal passiva"], (v["Totaal activa"], v["Totaal passiva"])
    return v


ZT_BS_LAYOUT = [  # label, kind
    ("Activa", "sec"), ("Immateriële vaste activa", "line"), ("Materiële vaste activa", "line"),
    ("Financiële vaste activa", "line"), ("Totaal vaste activa", "sub"), ("Voorraden", "line"), ("Vorderingen", "line"),
    ("Liquide middelen", "line"), ("Totaal vlottende activa", "sub"), ("Totaal activa", "sub"),
    ("Passiva", "sec"), ("Eigen vermogen", "line"), ("Voorzieningen", "line"), ("Langlopende schulden", "line"),
    ("Kortlopende schulden", "line"), ("Totaal passiva", "sub"),
]


def zt_cf() -> dict[str, tuple[int, int]]:
    v = dict(ZT_CF)
    s = lambda *ks: tuple(sum(v[k][i] for k in ks) for i in range(2))  # noqa: E731
    v["op"] = s("Bedrijfsresultaat", "Afschrijvingen", "Mutatie voorzieningen", "Mutatie werkkapitaal",
                "Betaalde rente", "Betaalde winstbelasting")
    v["inv"] = s("Investeringen in materiële vaste activa", "Investeringen in immateriële vaste activa",
                 "Desinvesteringen materiële vaste activa", "Verstrekte leningen")
    v["fin"] = s("Aflossing langlopende schulden", "Betaald dividend")
    v["mut"] = s("op", "inv", "fin")
    close23 = ZT_CASH_OPEN_2023 + v["mut"][1]
    v["open"] = (close23, ZT_CASH_OPEN_2023)
    v["close"] = (close23 + v["mut"][0], close23)
    return v


def pc_rows() -> dict[str, dict]:
    """Dashboard rows: label -> {"m": values Jan..Sep, "ytd": YTD}. Revenue total = wholesale + online; gross margin
    = GP / total revenue (one decimal, half up), YTD likewise on YTD sums; average online order = online revenue
    x 1000 / orders (two decimals), YTD likewise; accounts: YTD = the latest month."""
    k = PC_KPIS
    out = {}
    for lab, _ in PC_LAYOUT:
        if lab in k:
            m = k[lab]
            out[lab] = {"m": m, "ytd": float(sum(dec(x) for x in m)) if lab in PC_SUM_ROWS else m[-1]}
    W, O, G = "Wholesale revenue (£000)", "Online revenue (£000)", "Gross profit (£000)"
    tot = tuple(float(dec(a) + dec(b)) for a, b in zip(k[W], k[O]))
    out["Total revenue (£000)"] = {"m": tot, "ytd": float(sum(dec(x) for x in tot))}
    mg = lambda g, r: r1(dec(g) / dec(r) * 100)  # noqa: E731
    out["Gross margin (%)"] = {"m": tuple(mg(g, r) for g, r in zip(k[G], tot)),
                               "ytd": mg(out[G]["ytd"], out["Total revenue (£000)"]["ytd"])}
    aov = lambda rev, n: r2(dec(rev) * 1000 / dec(n))  # noqa: E731
    out["Average online order (£)"] = {"m": tuple(aov(r, n) for r, n in zip(k[O], k["Online orders"])),
                                       "ytd": aov(out[O]["ytd"], out["Online orders"]["ytd"])}
    for v in out.values():
        v["m"] = tuple(float(x) for x in v["m"])
    return out


PC_DECIMALS = {"Wholesale revenue (£000)": 1, "Online revenue (£000)": 1, "Total revenue (£000)": 1,
               "Gross profit (£000)": 1, "Gross margin (%)": 1, "Online orders": 0, "Average online order (£)": 2,
               "Coffee roasted (kg)": 0, "Active wholesale accounts": 0}


# ========================================================================================= formatting
HEAD8 = colors.Color(0.36, 0.20, 0.38)  # this set's zebra header band (plum)
SHADE = colors.Color(0.94, 0.91, 0.95)
FIT_PAD = 6.5  # points of cell padding assumed by fits()


def nl(x: int | None) -> str:
    """Dutch statement figure: 1.234 / -1.234 (minus sign), an en dash for nil."""
    if x is None or x == 0:
        return "–"
    return ("-" if x < 0 else "") + de(abs(x), 0)


def fin(x: int | float | None, dec_: int = 0) -> str:
    if x is None or x == 0:
        return "–"
    return f"({en(-x, dec_)})" if x < 0 else en(x, dec_)


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
          zebra_from: int = 0, bold_rows=(), sections=(), section_bg=SHADE, section_font=None,
          frame: float = 170.5) -> Table:
    """A table in one of four styles (grid, zebra, booktabs, borderless); ``sections`` are body rows spanning the
    whole width (shaded, bold or ``section_font``)."""
    assert sum(widths) <= frame, f"table {sum(widths)} mm wider than the text frame"
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
            cmds += [("BACKGROUND", (0, 0), (-1, header_rows - 1), HEAD8),
                     ("TEXTCOLOR", (0, 0), (-1, header_rows - 1), colors.white)]
        cmds += [("BACKGROUND", (0, r), (-1, r), held_out_docs.GREY)
                 for r in range(header_rows, n) if (r - header_rows + zebra_from) % 2 == 1 and r not in sections]
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
    return Paragraph(text, STYLES["BodyText"].clone(f"note8-{font}", fontSize=7.5, leading=9, fontName=font))


def cap(text: str, vera: bool = False) -> Paragraph:
    return tr_para(text, "Heading4") if vera else para(text, "Heading4")


def vpara(text: str, name: str = "BodyText") -> Paragraph:
    return tr_para(text, name)


def cell(x, dec_: int = 2, fmt=en, dash: str = "—") -> str:
    if x is None:
        return dash
    if isinstance(x, str):
        return x
    return fmt(x, dec_)


def build_landscape(path: Path, title: str, company: str, story: list) -> None:
    """held_out_docs.build on a landscape A4 page."""
    def footer(canvas, doc):
        canvas.saveState()
        canvas.setFont("Helvetica", 7.5)
        canvas.drawString(20 * mm, 12 * mm, company)
        canvas.drawRightString(277 * mm, 12 * mm, f"Page {doc.page}")
        canvas.restoreState()

    doc = SimpleDocTemplate(str(path), pagesize=landscape(A4), leftMargin=20 * mm, rightMargin=20 * mm,
                            topMargin=16 * mm, bottomMargin=20 * mm, title=title, author=company, invariant=1)
    doc.build(story, onFirstPage=footer, onLaterPages=footer)


# ========================================================================================= documents
def halvergate(out: Path) -> None:
    rows = [["Line", "Part no.", "Description", "Qty", "Unit", "Unit price (£)", "Disc. %", "Net (£)"]]
    for x in hf_lines():
        rows.append([str(x["line"]), x["part"], x["desc"], en(x["qty"], 0), x["unit"], en(x["price"]),
                     en(x["disc"], 1) if x["disc"] else "–", en(x["net"])])
    t1 = table(rows, "grid", [10, 26, 50, 13, 15, 20, 14, 20], left_cols=3, size=7.5,
               extra=[("ALIGN", (0, 1), (0, -1), "CENTER"), ("ALIGN", (4, 0), (4, -1), "CENTER")])
    tot = hf_totals()
    trows = [["", "Amount (£)"]] + [[lab, f"({en(tot[k])})" if k == "settlement" else en(tot[k])]
                                     for lab, k in HF_TOTALS_LAYOUT]
    t2 = table(trows, "booktabs", [52, 26], bold_rows=(4, 6),
               extra=[("LINEABOVE", (0, 4), (-1, 4), 0.6, colors.black), ("LINEABOVE", (0, 6), (-1, 6), 0.6, colors.black)])
    t2.hAlign = "RIGHT"
    build(out / HF_DOC, "Halvergate Fasteners quotation HF-Q25-0187", "Halvergate Fasteners Ltd, Great Yarmouth", [
        para("Halvergate Fasteners", "Title"),
        para("Quotation HF-Q25-0187", "Heading3"),
        para(f"To: {HF_CUSTOMER}, Whitby — Purchasing. Your enquiry {HF_ENQUIRY} of 8 October 2025. Date of "
             "quotation: 14 October 2025. Prices are in pounds sterling. Where the unit is \"per 100\" the unit price "
             "is for 100 pieces and the quantity is in pieces. Line discounts are already deducted in the Net "
             "column."),
        Spacer(1, 3 * mm), cap("Table 1: Quoted lines"), t1, Spacer(1, 5 * mm),
        cap("Table 2: Quotation totals (£)"), t2, Spacer(1, 4 * mm),
        note(f"Settlement discount: {HF_SETTLEMENT}% of the subtotal if the invoice is paid within 10 days; the totals "
             "above assume it is taken. Carriage is charged per pallet to one UK mainland address. Delivery 5 working "
             "days from order. This quotation is valid for 30 days. All goods to BS EN ISO 3506 where applicable."),
    ])


def brimscombe(out: Path) -> None:
    rows = [["Code", "Description", "Per", *BF_BREAKS]]
    rows += [[c, desc, per, *(en(x) for x in ps)] for c, desc, per, ps, _ in BF_ITEMS]
    t1 = table(rows, "zebra", [24, 58, 14, 20, 20, 20], left_cols=2, size=8,
               extra=[("ALIGN", (2, 0), (2, -1), "CENTER")])
    crows = [["Order value (ex VAT)", "Carriage (£)"]] + [[lab, cell(x, dash="Free")] for lab, x, _ in BF_CARRIAGE]
    t2 = table(crows, "booktabs", [50, 26])
    build(out / BF_DOC, "Brimscombe Fixings quotation for KM-ENQ-2291", "Brimscombe Fixings Ltd, Stroud", [
        para("Brimscombe Fixings", "Title"),
        para(f"Quotation for {HF_CUSTOMER}: your enquiry {HF_ENQUIRY}", "Heading3"),
        para("Thank you for your enquiry. Our prices for the items requested are below, in GBP, excluding VAT. "
             "The break is set by the number of PIECES of one code on one order; the price applies to every piece "
             "(prices in the \"Per\" column marked 100 are per 100 pieces). Stock items are despatched within 3 "
             "working days."),
        Spacer(1, 3 * mm), cap("Table 1: Prices by quantity break (pieces), £"), t1, Spacer(1, 5 * mm),
        cap("Table 2: Carriage per consignment"), t2, Spacer(1, 4 * mm),
        note("Prices valid for 45 days from 10 October 2025. Payment 30 days from invoice; no settlement discount. "
             "Certificates of conformity supplied free of charge on request."),
    ])


def yarnfield(out: Path) -> None:
    story = [para("Yarnfield Blinds", "Title"),
             para("Made-to-measure roller blinds: trade price matrix 2025", "Heading3"),
             para("Prices are in pounds sterling per blind, excluding VAT, for recess or exact sizes. Find the width "
                  "column and the drop row that are equal to or larger than the blind you need (a blind 1,000 mm "
                  "wide is priced in the 1,200 column). Blinds wider than 2,400 mm or with a drop over 2,500 mm "
                  "are made to quote. Chain control, standard white headrail and standard bottom bar are "
                  "included."),
             Spacer(1, 2 * mm)]
    for k, band in enumerate(("A", "B")):
        head1 = ["Drop up to (mm)", "Width up to (mm)"] + [""] * (len(YB_WIDTHS) - 1)
        head2 = [""] + [en(w, 0) for w in YB_WIDTHS]
        body = [[en(d_, 0), *(en(x) for x in row)] for d_, row in zip(YB_DROPS, YB_MATRIX[band])]
        t = table([head1, head2, *body], "grid" if band == "A" else "zebra", [30] + [19] * 7, header_rows=2,
                  spans=[((0, 0), (0, 1)), ((1, 0), (7, 0))], size=8,
                  extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), ("ALIGN", (0, 0), (0, -1), "CENTER"),
                         ("ALIGN", (1, 0), (1, 0), "LEFT")])  # the spanning width header set flush left
        story += [cap(f"Table {k + 1}: Price band {band} — {YB_BAND_FABRICS[band]} (£ per blind)"), t,
                  Spacer(1, 4 * mm)]
    t3 = table([["Option", "Charge", "Basis"]] + [list(o) for o in YB_OPTIONS], "booktabs", [52, 20, 60],
               extra=[("ALIGN", (2, 0), (2, -1), "LEFT")])
    story += [cap("Table 3: Options and services"), t3, Spacer(1, 3 * mm),
              note("Percentage options are charged on the matrix price of the blind. Fitting is charged per blind with "
                   "a minimum charge per visit. Lead time 8 working days from a confirmed order.")]
    build(out / YB_DOC, "Yarnfield Blinds roller blind price matrix 2025", "Yarnfield Blinds, Stafford", story)


def perrichon(out: Path) -> None:
    rows = [["Référence", "Désignation", "Quantité", "Prix unitaire\nHT (€)", "Prix unitaire\nTTC (€)"]]
    spans, grey = [], []
    for k, (ref, des, ps) in enumerate(PO_ITEMS):
        r0 = len(rows)
        for i, (t, p) in enumerate(zip(PO_TIERS, ps)):
            rows.append([ref if i == 0 else "", des if i == 0 else "", t, de(p), de(po_ttc(p))])
        spans += [((0, r0), (0, r0 + 2)), ((1, r0), (1, r0 + 2))]
        if k % 2 == 1:
            grey.append(("BACKGROUND", (0, r0), (-1, r0 + 2), colors.Color(0.95, 0.95, 0.95)))
    t1 = table(rows, "grid", [22, 62, 28, 24, 24], left_cols=3, spans=spans, size=8, font="Vera", bold="VeraBd",
               extra=[("VALIGN", (0, 1), (1, -1), "TOP"), ("ALIGN", (3, 0), (-1, 0), "CENTER"), *grey])
    prow = [["Montant de la commande", "Frais de port HT (€)"]] + [[a, cell(x, fmt=de, dash="franco")]
                                                                   for a, x in PO_PORT]
    t2 = table(prow, "booktabs", [60, 34], size=8, font="Vera", bold="VeraBd")
    build(out / PO_DOC, "Perrichon Outillage tarif professionnel 2025", "Perrichon Outillage SAS, Saint-Étienne", [
        vpara("Perrichon Outillage", "Title"),
        vpara("Tarif professionnel 2025 — outillage électroportatif et à main", "Heading3"),
        vpara("Prix unitaires en euros, valables du 1er mars au 31 décembre 2025. Le prix dépend de la quantité "
              "commandée d'une même référence : de 1 à 9 pièces, à partir de 10 pièces, à partir de 50 pièces. "
              f"TVA {PO_TVA} % incluse dans la colonne TTC. Commande minimum : 1 pièce."),
        Spacer(1, 3 * mm), cap("Tableau 1 : Prix par référence et par quantité", vera=True), t1, Spacer(1, 5 * mm),
        cap("Tableau 2 : Frais de port (France métropolitaine)", vera=True), t2, Spacer(1, 4 * mm),
        note("Paiement à 30 jours fin de mois. Garantie 2 ans sur l'électroportatif (pièces et main-d'œuvre).", "Vera"),
    ], font="Vera", page_word="Page")


def wrenbury(out: Path) -> None:
    m = wh_matrix()
    tots = wh_totals()
    head1 = ["Criterion", "Weight\n(%)"] + sum(([b, ""] for b in WH_BIDDERS), [])
    head2 = ["", ""] + ["Score", "Weighted"] * len(WH_BIDDERS)
    body = [[crit, en(w, 0), *sum(([en(v[b][0], 1), en(v[b][1])] for b in WH_BIDDERS), [])] for crit, w, v in m]
    body.append(["Total weighted score", en(sum(w for _, w, _ in WH_CRITERIA), 0),
                 *sum((["", en(tots[b])] for b in WH_BIDDERS), [])])
    spans = [((0, 0), (0, 1)), ((1, 0), (1, 1))] + [((2 + 2 * i, 0), (3 + 2 * i, 0)) for i in range(len(WH_BIDDERS))]
    t1 = table([head1, head2, *body], "booktabs", [40, 13] + [13, 16] * 4, header_rows=2, spans=spans, size=7.5,
               bold_rows=(len(body) + 1,),
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), ("LINEABOVE", (0, -1), (-1, -1), 0.6, colors.black)]
               + [("LINEBELOW", (2 + 2 * i, 0), (3 + 2 * i, 0), 0.4, colors.black) for i in range(4)])
    ps = wh_price_scores()
    prow = [["Bidder", "Annual price (£)", f"{WH_YEARS}-year price (£)", "Price score"]]
    prow += [[WH_FULL[b], en(WH_PRICES[b], 0), en(WH_PRICES[b] * WH_YEARS, 0), en(ps[b], 1)] for b in WH_BIDDERS]
    t2 = table(prow, "zebra", [56, 30, 30, 22])
    build(out / WH_DOC, "Wrenbury Housing Trust tender WHT-2025-07 evaluation", "Wrenbury Housing Trust, Nantwich", [
        para("Wrenbury Housing Trust", "Title"),
        para("Tender WHT-2025-07: communal area cleaning, 2026–2028 — evaluation summary", "Heading3"),
        para("Four compliant tenders were received by the deadline of 19 September 2025 and evaluated by a panel of "
             "three. Quality criteria were scored 0–10 by consensus; the price score is 10 × the lowest annual "
             "price ÷ the bidder's annual price. The weighted score is score × weight ÷ 10, so the maximum total "
             "is 100. Bidders are named by their short names in Table 1."),
        Spacer(1, 3 * mm), cap("Table 1: Evaluation matrix"), t1, Spacer(1, 5 * mm),
        cap("Table 2: Tendered prices (GBP, ex VAT, fixed for the contract term)"), t2, Spacer(1, 4 * mm),
        note("Recommendation to the Board on 9 October 2025: award to the bidder with the highest total weighted "
             "score, subject to satisfactory references. The budget for the contract is £150,000 a year."),
    ])


def ostervald(out: Path) -> None:
    items = og_items()
    head1 = ["Code", "Item", "Capacity\n(cl)", "Glasses\nper pack", "Price per pack", "", ""]
    head2 = ["", "", "", "", "EUR", "USD", "GBP"]
    rows, secs = [head1, head2], []
    for s, its in OG_SECTIONS:
        secs.append(len(rows))
        rows.append([s, "", "", "", "", "", ""])
        for c, *_ in its:
            v = items[c]
            rows.append([c, v["item"], en(v["cl"], 0), en(v["pack"], 0), en(v["eur"]), en(v["usd"]), en(v["gbp"])])
    spans = [((i, 0), (i, 1)) for i in range(4)] + [((4, 0), (6, 0))]
    t1 = table(rows, "zebra", [20, 56, 18, 18, 18, 18, 18], header_rows=2, spans=spans, left_cols=2, sections=secs,
               extra=[("ALIGN", (2, 0), (-1, 1), "CENTER"), ("ALIGN", (4, 0), (4, 0), "LEFT")])
    build(out / OG_DOC, "Ostervald Glas export catalogue 2025", "Ostervald Glas B.V., Leerdam", [
        para("Ostervald Glas", "Title"),
        para("Export catalogue 2025 — hospitality glassware", "Heading3"),
        para("All prices are per PACK, ex works Leerdam, excluding VAT and duties. EUR is our price currency; the USD "
             f"and GBP columns are converted at 1 EUR = {OG_USD:.2f} USD and 1 EUR = {OG_GBP:.2f} GBP and rounded to "
             "the nearest 0.05, and are binding for orders invoiced in those currencies until 31 December 2025. "
             "Only full packs are supplied."),
        Spacer(1, 3 * mm), cap("Table 1: Glassware by pack"), t1, Spacer(1, 4 * mm),
        note("Minimum order: one mixed pallet (EUR 1,500.00 or equivalent). Capacities are brim-full. Tempered "
             "glasses are dishwasher-safe for 3,000 cycles; crystal is hand-wash recommended."),
    ])


def almedinilla(out: Path) -> None:
    head = ["Ref.", "Artículo", "Medida", "Uds./caja", "Precio caja (€)"]
    widths = [22, 58, 28, 22, 28]
    rows = sa_rows()
    pages = [rows[:SA_PAGE_ROWS], rows[SA_PAGE_ROWS:]]

    def body(part, cont_section):
        out_, secs = [head], []
        if cont_section:
            secs.append(len(out_))
            out_.append([f"{cont_section} (cont.)", "", "", "", ""])
        for kind, x in part:
            if kind == "s":
                secs.append(len(out_))
                out_.append([x, "", "", "", ""])
            else:
                r, n, m, u, p = x
                out_.append([r, n, m, de(u, 0), de(p)])
        return table(out_, "zebra", widths, left_cols=3, sections=secs, size=8, font="Vera", bold="VeraBd",
                     extra=[("ALIGN", (2, 0), (2, -1), "LEFT")])

    cont = next(x for k, x in reversed(rows[:SA_PAGE_ROWS]) if k == "s")
    assert rows[SA_PAGE_ROWS][0] == "i", "the break must fall inside a section"
    build(out / SA_DOC, "Suministros Almedinilla catálogo hostelería 2025", "Suministros Almedinilla S.L., Córdoba", [
        vpara("Suministros Almedinilla", "Title"),
        vpara("Catálogo de hostelería 2025 — precios por caja", "Heading3"),
        vpara(f"Precios en euros por CAJA completa, IVA ({SA_IVA} %) no incluido. Solo se sirven cajas completas; la "
              "columna Uds./caja indica cuántas unidades contiene cada caja. Portes: "
              f"{de(SA_PORTES)} € por pedido; gratis a partir de {de(SA_PORTES_GRATIS)} € (IVA no incluido)."),
        Spacer(1, 3 * mm), cap("Tabla 1: Artículos", vera=True), body(pages[0], None), PageBreak(),
        body(pages[1], cont), Spacer(1, 4 * mm),
        note("Plazo de entrega: 48 horas en Andalucía, 72 horas en el resto de la península. Precios válidos hasta el "
             "31 de diciembre de 2025.", "Vera"),
    ], font="Vera", page_word="Página")


def thornaby(out: Path) -> None:
    tl = tl_table()
    head1 = ["£'000", *sum(([f"{q} ({TL_QDATES[q]})", ""] for q in TL_QUARTERS), []), "Full year FY2025", "", "", ""]
    head2 = ["Department", *["Budget", "Actual"] * 4, "Budget", "Actual", "Variance", "Var. %"]
    body = []
    for dep in [x[0] for x in TL_DEPTS] + ["Total"]:
        v = tl[dep]
        body.append([dep, *sum(([en(b, 0), en(a, 0)] for b, a in zip(v["b"], v["a"])), []),
                     en(v["fb"], 0), en(v["fa"], 0), fin(v["var"]), fin(v["pct"], 1)])
    spans = [((1 + 2 * i, 0), (2 + 2 * i, 0)) for i in range(4)] + [((9, 0), (12, 0))]
    t1 = table([head1, head2, *body], "grid", [34] + [18] * 8 + [19, 19, 19, 17], header_rows=2, spans=spans,
               size=8, bold_rows=(len(body) + 1,), frame=257,
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), ("BACKGROUND", (9, 2), (12, -1), SHADE)])
    crow = [["Project", "Budget", "Actual", "Variance"]]
    crow += [[p, en(b, 0), fin(a), fin(b - a)] for p, b, a in TL_CAPEX]
    t2 = table(crow, "booktabs", [70, 24, 24, 24], size=8)
    build_landscape(out / TL_DOC, "Thornaby Logistics budget vs actual FY2025", "Thornaby Logistics Ltd — Finance", [
        para("Thornaby Logistics", "Title"),
        para("Departmental operating costs: budget against actual, financial year to 31 March 2025", "Heading3"),
        para("Operating costs by department in thousands of pounds (£'000), excluding depreciation and recharges. "
             "The financial year runs from 1 April 2024 to 31 March 2025. Variance is budget less actual: an "
             "overspend is shown in brackets; Var. % is the variance as a percentage of the full-year budget."),
        Spacer(1, 2 * mm), cap("Table 1: Operating costs by department and quarter"), t1, Spacer(1, 5 * mm),
        cap("Table 2: Capital projects, full year (£'000)"), t2, Spacer(1, 3 * mm),
        note("The yard lighting project was deferred to FY2026. Fleet costs include fuel, which ran above budget "
             "in every quarter; fuel cards are now reconciled weekly."),
    ])


def zuidbroek(out: Path) -> None:
    bs, cf = zt_bs(), zt_cf()
    rows, secs, subs = [["x € 1.000", "31 december 2024", "31 december 2023"]], [], []
    for lab, kind in ZT_BS_LAYOUT:
        if kind == "sec":
            secs.append(len(rows))
            rows.append([lab, "", ""])
        else:
            if kind == "sub":
                subs.append(len(rows))
            rows.append([lab, nl(bs[lab][0]), nl(bs[lab][1])])
    t1 = table(rows, "borderless", [80, 34, 34], sections=secs, section_bg=None, bold_rows=subs, size=8.5,
               font="Vera", bold="VeraBd", extra=[("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black)]
               + [("LINEABOVE", (1, r), (-1, r), 0.4, colors.black) for r in subs])
    rows2, secs2, subs2 = [["x € 1.000", "2024", "2023"]], [], []
    for lab, key, kind in ZT_CF_LAYOUT:
        if kind == "sec":
            secs2.append(len(rows2))
            rows2.append([lab, "", ""])
        else:
            if kind == "sub":
                subs2.append(len(rows2))
            rows2.append([lab, nl(cf[key][0]), nl(cf[key][1])])
    t2 = table(rows2, "borderless", [80, 34, 34], sections=secs2, section_bg=None, bold_rows=subs2, size=8.5,
               font="Vera", bold="VeraBd", section_font="VeraBd",
               extra=[("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black)]
               + [("LINEABOVE", (1, r), (-1, r), 0.4, colors.black) for r in subs2])
    build(out / ZT_DOC, "Zuidbroek Techniek jaarrekening 2024", "Zuidbroek Techniek B.V., Groningen", [
        vpara("Zuidbroek Techniek B.V.", "Title"),
        vpara("Jaarrekening 2024 — balans en kasstroomoverzicht (uittreksel)", "Heading3"),
        vpara("Alle bedragen x € 1.000, tenzij anders vermeld. Negatieve bedragen zijn met een minteken "
              "weergegeven. De balans is opgesteld na voorgestelde resultaatbestemming."),
        Spacer(1, 3 * mm), cap("Tabel 1: Balans per 31 december", vera=True), t1, PageBreak(),
        cap("Tabel 2: Kasstroomoverzicht", vera=True), t2, Spacer(1, 3 * mm),
        note("Het kasstroomoverzicht is opgesteld volgens de indirecte methode. Het dividend over 2024 wordt in 2025 "
             "uitgekeerd. Verstrekte leningen betreft een lening aan een deelneming.", "Vera"),
    ], font="Vera", page_word="Pagina")


def penwortham(out: Path) -> None:
    pc = pc_rows()
    head = ["2025", *PC_MONTHS, "YTD"]
    rows = [head]
    for lab, _ in PC_LAYOUT:
        v, dp = pc[lab], PC_DECIMALS[lab]
        rows.append([lab, *(en(x, dp) for x in v["m"]), *[""] * (12 - PC_REPORTED), en(v["ytd"], dp)])
    t1 = table(rows, "zebra", [44] + [15] * 12 + [19], size=7.5, frame=257, bold_rows=(3,),
               extra=[("ALIGN", (1, 0), (-1, 0), "CENTER"), ("BACKGROUND", (13, 1), (13, -1), SHADE),
                      ("FONT", (13, 1), (13, -1), "Helvetica-Bold", 7.5)])
    build_landscape(out / PC_DOC, "Penwortham Coffee Roasters KPI dashboard 2025",
                    "Penwortham Coffee Roasters Ltd, Preston", [
        para("Penwortham Coffee Roasters", "Title"),
        para("Monthly KPI dashboard 2025 — reported to 30 September 2025", "Heading3"),
        para("Management figures, unaudited. October to December are not yet reported and are left blank. YTD is "
             "January to September: the sum of the months for revenue, gross profit, orders and kilograms; gross "
             "margin and average online order are recomputed from the YTD sums; active wholesale accounts are the "
             "September figure. Total revenue is wholesale plus online."),
        Spacer(1, 2 * mm), cap("Table 1: KPIs by month"), t1, Spacer(1, 4 * mm),
        note("Average online order = online revenue ÷ online orders. Green-coffee prices rose 18% in the second "
             "quarter; wholesale price lists were revised on 1 July 2025."),
    ])


def ravensworth(out: Path) -> None:
    rows, secs = [["No.", "Characteristic", "Unit", *RH_MODELS]], []
    for r in RH_ROWS:
        if r[0].startswith("#"):
            secs.append(len(rows))
            rows.append([r[0][1:], "", "", "", "", ""])
        else:
            no, lab, unit, vals = r
            rows.append([no, lab, unit, *vals])
    t1 = table(rows, "booktabs", [12, 62, 16, 26, 26, 26], left_cols=3, sections=secs, section_bg=SHADE, size=8,
               font="Vera", bold="VeraBd", extra=[("ALIGN", (2, 0), (2, -1), "CENTER")])
    prow = [["Model", "List price (£)", "Standard battery"]] + [[m, en(p), b] for m, p, b in RH_PRICES]
    t2 = table(prow, "grid", [24, 28, 70], extra=[("ALIGN", (2, 0), (2, -1), "LEFT")])
    build(out / RH_DOC, "Ravensworth electric pallet trucks data sheet", "Ravensworth Handling Ltd, Leeds", [
        vpara("Ravensworth Handling", "Title"),
        vpara("RPT electric pallet trucks — technical data to VDI 2198", "Heading3"),
        vpara("Line numbers follow the VDI 2198 type sheet. Where a cell holds two values separated by a slash, the "
              "first is laden and the second unladen (or as the characteristic names them). Prices exclude VAT "
              "and delivery."),
        Spacer(1, 3 * mm), cap("Table 1: Technical data", vera=True), t1, Spacer(1, 2 * mm),
        note("¹ Over 10 m, on a dry concrete surface. ² Standard battery; the RPT-20 is available with a 24 V / 205 "
             f"Ah Li-ion battery for £{en(RH_LIION_UPGRADE)} extra, which adds 6 kg to the service weight.", "Vera"),
        Spacer(1, 5 * mm), cap("Table 2: Prices", vera=True), t2,
    ], font="Vera")


def loxbeare(out: Path) -> None:
    rows, secs = [["", *LX_PLANS]], []
    for r in LX_ROWS:
        if r[0].startswith("#"):
            secs.append(len(rows))
            rows.append([r[0][1:], "", "", "", ""])
        else:
            lab, vals, dp = r
            rows.append([lab, *(cell(v, dp) for v in vals)])
    t1 = table(rows, "grid", [52, 28, 28, 28, 30], sections=secs, size=8, font="Vera", bold="VeraBd",
               extra=[("ALIGN", (1, 0), (-1, 0), "CENTER")])
    t2 = table([["Add-on", "Price (£)", "Basis"]] + [[a, en(p), b] for a, p, b in LX_ADDONS], "booktabs",
               [50, 22, 40], extra=[("ALIGN", (2, 0), (2, -1), "LEFT")])
    build(out / LX_DOC, "Loxbeare field-service plans 2025", "Loxbeare Software Ltd, Exeter", [
        vpara("Loxbeare", "Title"),
        vpara("Field-service scheduling: plans and pricing 2025", "Heading3"),
        vpara("Every plan includes the number of seats shown; further seats are charged per seat per month. Jobs "
              "scheduled beyond the plan's monthly allowance are charged per 100 jobs or part of 100 at the end of "
              "the month. Prices in GBP per account per month, excluding VAT."),
        Spacer(1, 3 * mm), cap("Table 1: Plans", vera=True), t1, Spacer(1, 2 * mm),
        note("¹ Per month, billed as one annual payment in advance. Extra seats and overage are always billed "
             "monthly at the prices shown.", "Vera"),
        Spacer(1, 5 * mm), cap("Table 2: Add-ons", vera=True), t2,
    ], font="Vera")


DOCUMENTS = [halvergate, brimscombe, yarnfield, perrichon, wrenbury, ostervald, almedinilla, thornaby, zuidbroek,
             penwortham, ravensworth, loxbeare]


def self_check() -> None:
    """Invariants the questions rely on."""
    assert len(YB_WIDTHS) == 7 and all(len(r) == 7 for m in YB_MATRIX.values() for r in m)
    assert all(len(m) == len(YB_DROPS) for m in YB_MATRIX.values())
    assert sum(w for _, w, _ in WH_CRITERIA) == 100
    zt_bs()
    assert len(set(sa_items())) == sum(len(i) for _, i in SA_SECTIONS)


if __name__ == "__main__":
    self_check()
    sys.exit(held_out_docs.main(sys.argv[1:], DOCUMENTS, __doc__))
