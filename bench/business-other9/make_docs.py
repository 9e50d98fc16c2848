"""A ninth held-out set of business documents from companies the project has never seen (bench/business-other9).

    python bench/business-other9/make_docs.py OUTDIR

Writes twelve PDFs with reportlab, deterministically: no randomness, every figure is a plain Python
structure below, so make_questions.py computes the gold answers from the same data and never from
tabsql (which was neither run nor read while this set was written). It covers the five families of
the business-dev corpus with layouts the earlier held-out sets did not use: four price documents (a
wholesale list whose quantity tiers are ROWS under each product with the tier bounds in separate
"Cases ordered > From / To" columns, a minimum order (MOQ) column and a price per unit in PENCE, plus
a rebate table by annual spend; a business electricity price list whose consumption BANDS are section
rows with the same four charge rows repeated under each band, contract lengths as columns and prices
in pence per day / per kWh; a conference-venue rate card mixing room CAPACITIES by layout and room-hire
PRICES under two two-level headers, with delegate packages by group size; a group-insurance RATE
TABLE per £1,000 of cover by age band with smoker / non-smoker pairs and a scheme-size discount),
two catalogues (a Portuguese laboratory-chemicals catalogue with CAS numbers, UN hazard classes and
PACK-SIZE columns, continued on page 2; a spare-parts list by ASSEMBLY with position numbers that
restart in every table, SUPERSEDED parts pointing to their replacement and service kits), three
financial documents (a Swedish income statement over three years with an amount / % of net sales
PAIR per year and true minus signs; a segment note with EXTERNAL / INTER-SEGMENT / TOTAL revenue, an
eliminations row and a group row, one table per year; an AGED CREDITORS report by supplier with
ageing buckets, credit limits and a % of total row, landscape), two spec sheets (an IE3 motor range
with MODELS AS ROWS grouped by pole number and efficiency at 4/4, 3/4 and 2/4 load, landscape; an
ISO container table with two "Width" columns under different parents and a hire-rate table by hire
period) and a managed-print plan comparison (plans as columns, page allowances and excess prices in
pence with the same row labels under two sections).
"""
from __future__ import annotations

import math
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
from held_out_docs import STYLES, build, en, para, tr_para, turkish_fonts  # noqa: E402

turkish_fonts()  # Bitstream Vera, shipped with reportlab: the Portuguese and Swedish documents (ã, õ, å, ö, −, ³)


def dec(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(repr(x))


def q2(x) -> Decimal:
    return dec(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def r1(x) -> float:
    return float(dec(x).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def r2(x) -> float:
    return float(q2(x))


def comma(x: float, dp: int = 2) -> str:
    """Decimal comma without a thousands separator (Portuguese and Swedish tables here stay below 1,000)."""
    assert abs(x) < 1000, x
    return f"{x:.{dp}f}".replace(".", ",")


def sv(x: float | None, dp: int = 1) -> str:
    """Swedish statement figure: decimal comma, a true minus sign (U+2212) for negatives, an en dash for nil."""
    if x is None or x == 0:
        return "–"
    return ("−" if x < 0 else "") + comma(abs(x), dp)


def fin(x: float | None, dp: int = 1) -> str:
    """English statement figure: brackets for negatives, an en dash for nil."""
    if x is None or x == 0:
        return "–"
    return f"({en(-x, dp)})" if x < 0 else en(x, dp)


# ========================================================================================= data
# --- Hockerill Wholesale Ltd (Bishop's Stortford): catering disposables, price per CASE with quantity tiers as ROWS
#     under each product, the tier bounds in two columns "Cases ordered > From / To", a MOQ column, price per unit in p
HW_DOC = "hockerill_wholesale_trade_prices_2025.pdf"
HW_ITEMS = [  # code, product, units per case, MOQ (cases), [(from, to or None, GBP per case)]
    ("HW-4410", "Kraft soup container 16 oz", 500, 2, [(2, 9, 48.50), (10, 49, 44.20), (50, None, 40.90)]),
    ("HW-4412", "Kraft soup container 24 oz", 500, 2, [(2, 9, 56.80), (10, 49, 51.90), (50, None, 47.60)]),
    ("HW-4420", "Vented lid, 16 / 24 oz containers", 500, 2, [(2, 9, 21.40), (10, 49, 19.60), (50, None, 18.10)]),
    ("HW-5108", "Compostable hot cup 8 oz, double wall", 500, 1, [(1, 4, 39.60), (5, 24, 36.10), (25, None, 33.40)]),
    ("HW-5112", "Compostable hot cup 12 oz, double wall", 500, 1, [(1, 4, 47.90), (5, 24, 43.60), (25, None, 40.20)]),
    ("HW-5190", "Sip-through lid 80 mm (8 oz cups)", 1_000, 1, [(1, 4, 24.80), (5, 24, 22.50), (25, None, 20.70)]),
    ("HW-6201", "Birchwood fork 160 mm", 1_000, 5, [(5, 19, 14.60), (20, 99, 12.90), (100, None, 11.70)]),
    ("HW-6202", "Birchwood knife 165 mm", 1_000, 5, [(5, 19, 14.90), (20, 99, 13.20), (100, None, 11.90)]),
    ("HW-7350", "Greaseproof sheet 250 × 190 mm", 5_000, 1, [(1, 9, 38.40), (10, None, 34.90)]),
    ("HW-8040", "Blue nitrile glove, size M (10 × 100)", 1_000, 1,
     [(1, 4, 42.00), (5, 19, 38.50), (20, 59, 35.80), (60, None, 33.90)]),
]
HW_DELIVERY, HW_FREE_FROM = 9.95, 150.00  # GBP per drop below the threshold (goods ex VAT)
HW_VAT = 20
HW_REBATE = [  # annual spend band as printed, rebate % (None: nil), (low, high) for the rule
    ("Up to £24,999.99", None, (0, 24_999.99)),
    ("£25,000.00 – £74,999.99", 1.5, (25_000, 74_999.99)),
    ("£75,000.00 – £149,999.99", 2.5, (75_000, 149_999.99)),
    ("£150,000.00 and over", 3.5, (150_000, None)),
]

# --- Marbury Energy Ltd (Chester): business electricity prices, consumption BANDS as section rows, the same four
#     charge rows under each band, contract lengths as columns (Fixed price > 1 / 2 / 3 years, Flexible), pence
ME_DOC = "marbury_business_electricity_prices_oct2025.pdf"
ME_TERMS = ("1 year", "2 years", "3 years", "Flexible")
ME_BANDS = [  # label as printed, (low, high) kWh a year
    ("Band 1 (up to 20,000 kWh a year)", (0, 20_000)),
    ("Band 2 (20,001–60,000 kWh a year)", (20_001, 60_000)),
    ("Band 3 (60,001–150,000 kWh a year)", (60_001, 150_000)),
]
ME_CHARGES = ("Standing charge (p/day)", "Single-rate unit rate (p/kWh)", "Day unit rate (p/kWh)",
              "Night unit rate (p/kWh)")
ME_PRICES = {  # band index -> charge -> (1 year, 2 years, 3 years, flexible), pence
    0: {"Standing charge (p/day)": (62.40, 60.15, 58.90, 65.80),
        "Single-rate unit rate (p/kWh)": (27.84, 26.95, 26.41, 29.62),
        "Day unit rate (p/kWh)": (29.31, 28.40, 27.86, 31.05),
        "Night unit rate (p/kWh)": (19.72, 19.10, 18.85, 21.40)},
    1: {"Standing charge (p/day)": (88.50, 85.20, 83.75, 92.10),
        "Single-rate unit rate (p/kWh)": (25.96, 25.12, 24.68, 27.90),
        "Day unit rate (p/kWh)": (27.40, 26.55, 26.02, 29.25),
        "Night unit rate (p/kWh)": (18.35, 17.80, 17.46, 19.95)},
    2: {"Standing charge (p/day)": (135.00, 129.60, 126.40, 141.20),
        "Single-rate unit rate (p/kWh)": (24.37, 23.58, 23.11, 26.34),
        "Day unit rate (p/kWh)": (25.82, 24.96, 24.43, 27.70),
        "Night unit rate (p/kWh)": (17.08, 16.54, 16.21, 18.63)},
}
ME_CCL = 0.775  # p/kWh, Climate Change Levy (text only)
ME_VAT = 20
ME_OTHER = [  # charge, amount as printed, basis
    ("Half-hourly meter operation", "£18.50", "per meter per month"),
    ("Meter exchange (day/night to single-rate)", "£95.00", "once"),
    ("Paper bill", "£2.50", "per bill"),
]

# --- Ellingstring Hall (North Yorkshire): conference rate card, rooms with CAPACITY by layout and room-hire PRICES
#     under two two-level headers; delegate packages per person by group size
EH_DOC = "ellingstring_hall_conference_rates_2026.pdf"
EH_LAYOUTS = ("Theatre", "Classroom", "Cabaret", "Boardroom")
EH_SESSIONS = ("Half day", "Full day", "Evening")
EH_ROOMS = [  # room, m², capacities by layout (None: layout not offered), hire GBP by session (None: not offered)
    ("Kirkby Ballroom", 310, (280, 150, 180, None), (1_450.00, 2_400.00, 1_900.00)),
    ("Coverdale Room", 145, (120, 64, 80, 40), (690.00, 1_150.00, 880.00)),
    ("Ashby Suite", 118, (100, 54, 64, 36), (560.00, 940.00, 720.00)),
    ("Orchard Pavilion", 96, (80, 40, 56, 30), (420.00, 720.00, None)),
    ("Brough Room", 72, (60, 30, 40, 26), (340.00, 575.00, 450.00)),
    ("Garth Library", 54, (40, 20, 24, 20), (290.00, 480.00, 390.00)),
    ("Dales Boardroom", 38, (None, None, None, 16), (210.00, 350.00, 280.00)),
]
EH_PACKAGES = ("Half-day delegate", "Day delegate", "24-hour delegate¹")
EH_BANDS = [  # label, (low, high), GBP per delegate per package
    ("10–24 delegates", (10, 24), (42.00, 58.00, 189.00)),
    ("25–49 delegates", (25, 49), (39.50, 54.50, 182.00)),
    ("50–99 delegates", (50, 99), (37.00, 51.00, 176.00)),
    ("100 delegates and over", (100, None), (34.50, 48.00, 169.00)),
]
EH_VAT = 20

# --- Trethowan Assurance (Truro): group life and critical-illness RATES per £1,000 of cover a year by age band,
#     smoker / non-smoker pairs under each benefit; scheme-size discount table; IPT and minimum premium in the text
TA_DOC = "trethowan_group_risk_rates_2026.pdf"
TA_BANDS = [("Under 30", (18, 29)), ("30–34", (30, 34)), ("35–39", (35, 39)), ("40–44", (40, 44)),
            ("45–49", (45, 49)), ("50–54", (50, 54)), ("55–59", (55, 59)), ("60–64", (60, 64))]
TA_RATES = [  # per band: life non-smoker, life smoker, CI non-smoker, CI smoker (GBP per £1,000 a year)
    (0.38, 0.61, 0.74, 1.22), (0.44, 0.72, 0.93, 1.58), (0.57, 0.95, 1.26, 2.15), (0.83, 1.41, 1.84, 3.17),
    (1.24, 2.16, 2.71, 4.66), (1.93, 3.38, 4.05, 6.98), (3.02, 5.27, 6.12, 10.44), (4.71, 8.20, 9.38, 15.86),
]
TA_DISCOUNTS = [("2–9", (2, 9), None), ("10–49", (10, 49), 5), ("50–249", (50, 249), 10), ("250 and over", (250, None), 15)]
TA_MIN_PREMIUM = 60.00  # GBP per member per benefit a year
TA_IPT = 12  # % on critical illness only

# --- Reagentes Alvaiázere, Lda. (Coimbra): Portuguese laboratory-chemicals catalogue, CAS and UN class columns,
#     prices per PACK under "Preço por embalagem (€)" > pack sizes; liquids continue on page 2, then solids
RA_DOC = "alvaiazere_catalogo_reagentes_2025.pdf"
RA_CLASSES = [("3", "Líquidos inflamáveis"), ("5.1", "Matérias comburentes"), ("6.1", "Matérias tóxicas"),
              ("8", "Matérias corrosivas"), ("9", "Matérias perigosas diversas"),
              ("—", "Não sujeito às regras de transporte de mercadorias perigosas")]
RA_LIQ_PACKS = ("500 ml", "1 l", "2,5 l", "5 l")
RA_LIQ_LITRES = (0.5, 1, 2.5, 5)
RA_LIQUIDS = [  # ref, produto, grau, CAS, classe ONU, prices per pack (None: not supplied)
    ("RA-1001", "Acetona", "p.a.", "67-64-1", "3", (9.80, 14.60, 31.50, 56.90)),
    ("RA-1002", "Acetona", "técnico", "67-64-1", "3", (None, 8.40, 17.90, 31.20)),
    ("RA-1003", "Acetona", "HPLC", "67-64-1", "3", (16.20, 25.90, 57.40, None)),
    ("RA-1010", "Etanol absoluto", "p.a.", "64-17-5", "3", (12.90, 19.80, 44.50, 82.00)),
    ("RA-1011", "Etanol 96 %", "técnico", "64-17-5", "3", (None, 9.60, 21.40, 38.50)),
    ("RA-1020", "Metanol", "HPLC", "67-56-1", "3", (14.20, 21.90, 47.80, None)),
    ("RA-1021", "Metanol", "p.a.", "67-56-1", "3", (8.90, 12.70, 27.60, 49.80)),
    ("RA-1030", "2-Propanol", "p.a.", "67-63-0", "3", (10.40, 15.30, 33.20, 59.90)),
    ("RA-1040", "Acetonitrilo", "HPLC", "75-05-8", "3", (24.60, 39.80, 89.50, None)),
    ("RA-1050", "n-Hexano", "p.a.", "110-54-3", "3", (13.70, 20.90, 46.30, 84.10)),
    ("RA-1060", "Tolueno", "p.a.", "108-88-3", "3", (11.80, 17.40, 38.60, 69.70)),
    ("RA-1070", "Acetato de etilo", "p.a.", "141-78-6", "3", (10.90, 16.20, 35.40, 63.50)),
    ("RA-1080", "Diclorometano", "p.a.", "75-09-2", "6.1", (12.30, 18.70, 41.20, 74.60)),
    ("RA-1090", "Clorofórmio", "p.a.", "67-66-3", "6.1", (16.80, 26.40, 58.90, None)),
    ("RA-1110", "Ácido clorídrico 37 %", "p.a.", "7647-01-0", "8", (11.20, 16.90, 36.80, 66.40)),
    ("RA-1120", "Ácido sulfúrico 95–97 %", "p.a.", "7664-93-9", "8", (12.60, 18.90, 41.70, 75.20)),
    ("RA-1130", "Ácido nítrico 65 %", "p.a.", "7697-37-2", "8", (14.10, 21.30, 47.20, 85.60)),
    ("RA-1140", "Ácido acético glacial", "p.a.", "64-19-7", "8", (10.70, 15.90, 34.80, 62.30)),
    ("RA-1150", "Ácido fosfórico 85 %", "p.a.", "7664-38-2", "8", (15.40, 23.60, 52.40, None)),
    ("RA-1160", "Amoníaco 25 %", "p.a.", "1336-21-6", "8", (9.60, 13.90, 30.10, 53.80)),
    ("RA-1170", "Hidróxido de sódio 50 %", "técnico", "1310-73-2", "8", (None, 11.30, 24.60, 43.90)),
    ("RA-1180", "Peróxido de hidrogénio 30 %", "p.a.", "7722-84-1", "5.1", (13.20, 19.70, 43.40, None)),
    ("RA-1200", "Dimetilsulfóxido", "p.a.", "67-68-5", "—", (18.40, 29.80, 66.20, None)),
    ("RA-1210", "Tetra-hidrofurano", "HPLC", "109-99-9", "3", (21.60, 35.20, 78.90, None)),
    ("RA-1220", "Éter dietílico", "p.a.", "60-29-7", "3", (15.90, 24.70, 54.80, None)),
    ("RA-1240", "Xileno (mistura de isómeros)", "técnico", "1330-20-7", "3", (None, 10.80, 23.70, 42.10)),
    ("RA-1250", "Glicerol", "p.a.", "56-81-5", "—", (9.40, 14.10, 30.60, 55.20)),
    ("RA-1260", "Água desionizada", "tipo II", "7732-18-5", "—", (None, 3.20, 6.90, 11.40)),
]
RA_SOL_PACKS = ("100 g", "500 g", "1 kg")
RA_SOLIDS = [
    ("RA-2010", "Cloreto de sódio", "p.a.", "7647-14-5", "—", (6.80, 14.20, 23.90)),
    ("RA-2020", "Hidróxido de sódio, pastilhas", "p.a.", "1310-73-2", "8", (7.90, 16.80, 28.40)),
    ("RA-2030", "Carbonato de sódio anidro", "p.a.", "497-19-8", "—", (7.20, 15.10, 25.60)),
    ("RA-2040", "Sulfato de cobre(II) penta-hidratado", "p.a.", "7758-99-8", "9", (11.40, 29.60, 49.80)),
    ("RA-2050", "Nitrato de prata", "p.a.", "7761-88-8", "5.1", (89.50, None, None)),
    ("RA-2060", "Permanganato de potássio", "p.a.", "7722-64-7", "5.1", (9.70, 24.80, 41.30)),
    ("RA-2070", "Cloreto de potássio", "p.a.", "7447-40-7", "—", (7.10, 14.90, 24.70)),
    ("RA-2080", "EDTA, sal dissódico di-hidratado", "p.a.", "6381-92-6", "—", (12.60, 31.40, 54.20)),
    ("RA-2090", "Glucose anidra", "p.a.", "50-99-7", "—", (6.40, 13.20, 21.80)),
    ("RA-2100", "Ácido cítrico mono-hidratado", "p.a.", "5949-29-1", "—", (6.90, 14.60, 24.30)),
    ("RA-2110", "Sulfato de amónio", "p.a.", "7783-20-2", "—", (6.20, 12.80, 20.90)),
    ("RA-2120", "Iodeto de potássio", "p.a.", "7681-11-0", "—", (24.80, 98.60, 179.00)),
    ("RA-2130", "Tiossulfato de sódio penta-hidratado", "p.a.", "10102-17-7", "—", (7.60, 16.40, 27.90)),
    ("RA-2140", "Hidrogenocarbonato de sódio", "p.a.", "144-55-8", "—", (5.90, 11.80, 19.40)),
]
RA_PAGE1_ROWS = 24  # liquids on page 1; the rest continue on page 2 under the repeated header
RA_PORTES, RA_PORTES_GRATIS, RA_IVA = 15.00, 250.00, 23  # EUR shipping (subject to IVA) below the threshold

# --- Dunkeswell Warewashing Ltd (Honiton): spare-parts list for DW-500 / DW-700 hood dishwashers, one table per
#     ASSEMBLY, position numbers restarting in each, superseded parts pointing to their replacement, service kits
DW_DOC = "dunkeswell_spare_parts_dw500_dw700_2025.pdf"
DW_ASSEMBLIES = [  # caption, [(pos, part, description, qty per machine, fits, replaced by, price or None, availability)]
    ("Wash and rinse system", [
        (1, "DWP-1041", "Wash arm, upper", 1, "Both", None, 64.80, "Stock"),
        (2, "DWP-1042", "Wash arm, lower", 1, "Both", None, 71.50, "Stock"),
        (3, "DWP-1045", "Wash arm bearing", 2, "Both", "DWP-1049", None, "Superseded"),
        (4, "DWP-1049", "Wash arm bearing kit", 2, "Both", None, 18.90, "Stock"),
        (5, "DWP-1051", "Rinse arm, upper", 1, "Both", None, 58.20, "Stock"),
        (6, "DWP-1052", "Rinse arm, lower", 1, "Both", None, 58.20, "Stock"),
        (7, "DWP-1060", "Rinse jet (pack of 10)", 1, "Both", None, 22.40, "Stock"),
        (8, "DWP-1072", "Wash arm end cap", 4, "Both", None, 3.60, "Stock"),
        (9, "DWP-1080", "Filter basket", 1, "DW-500", None, 46.90, "3–5 days"),
        (10, "DWP-1081", "Filter basket", 1, "DW-700", None, 54.30, "3–5 days"),
    ]),
    ("Pumps and heating", [
        (1, "DWP-2010", "Wash pump 0.75 kW", 1, "DW-500", None, 412.00, "3–5 days"),
        (2, "DWP-2011", "Wash pump 1.1 kW", 1, "DW-700", None, 486.00, "3–5 days"),
        (3, "DWP-2020", "Drain pump", 1, "Both", "DWP-2024", None, "Superseded"),
        (4, "DWP-2024", "Drain pump with non-return valve", 1, "Both", None, 168.50, "Stock"),
        (5, "DWP-2030", "Rinse booster pump", 1, "DW-700", None, 224.00, "Stock"),
        (6, "DWP-2040", "Tank heating element 4.5 kW", 1, "Both", None, 96.40, "Stock"),
        (7, "DWP-2041", "Boiler heating element 6 kW", 1, "DW-500", None, 118.60, "Stock"),
        (8, "DWP-2042", "Boiler heating element 9 kW", 1, "DW-700", None, 134.80, "Stock"),
        (9, "DWP-2050", "Safety thermostat", 2, "Both", None, 27.30, "Stock"),
        (10, "DWP-2060", "Pump seal kit", 1, "Both", None, None, "Discontinued"),
    ]),
    ("Door, hood and controls", [
        (1, "DWP-3010", "Hood spring", 2, "Both", None, 38.70, "Stock"),
        (2, "DWP-3015", "Hood handle", 1, "Both", None, 29.50, "Stock"),
        (3, "DWP-3020", "Door microswitch", 1, "Both", "DWP-3022", None, "Superseded"),
        (4, "DWP-3022", "Door microswitch with bracket", 1, "Both", None, 41.20, "Stock"),
        (5, "DWP-3030", "Control board (PCB)", 1, "DW-500", None, 289.00, "3–5 days"),
        (6, "DWP-3031", "Control board (PCB)", 1, "DW-700", None, 324.00, "3–5 days"),
        (7, "DWP-3040", "Touch panel overlay", 1, "Both", None, 36.80, "Stock"),
        (8, "DWP-3050", "Hood seal, 1.8 m", 1, "Both", None, 44.60, "Stock"),
    ]),
]
DW_KITS = [  # kit, description, contents [(part, n)], kit price GBP
    ("SK-W", "Wash-system service kit", [("DWP-1049", 2), ("DWP-1060", 1), ("DWP-1072", 4), ("DWP-3050", 1)], 99.50),
    ("SK-H", "Heating service kit, DW-700", [("DWP-2042", 1), ("DWP-2050", 2)], 172.00),
]
DW_CARRIAGE, DW_FREE_FROM = 8.50, 100.00

# --- Ljungskile Industri AB (Ljungskile): Swedish consolidated income statement, three years, each year an
#     amount (Mkr) / % of net sales PAIR, costs with a true minus sign; key figures below
LI_DOC = "ljungskile_industri_resultatrakning_2025.pdf"
LI_YEARS = ("2025", "2024", "2023")
LI_LINES = {  # line -> (2025, 2024, 2023), SEK million; subtotals derived
    "Nettoomsättning": (948.6, 905.3, 811.4),
    "Kostnad för sålda varor": (-592.3, -578.4, -520.6),
    "Försäljningskostnader": (-118.4, -109.6, -101.2),
    "Administrationskostnader": (-64.7, -61.3, -58.9),
    "Forsknings- och utvecklingskostnader": (-52.1, -47.8, -41.5),
    "Övriga rörelseintäkter": (6.8, 3.1, 4.4),
    "Övriga rörelsekostnader": (-2.9, -5.2, -1.7),
    "Finansiella intäkter": (2.4, 1.9, 0.8),
    "Finansiella kostnader": (-11.6, -13.2, -9.7),
    "Skatt": (-24.3, -19.9, -17.4),
}
LI_LAYOUT = [  # label, kind: "line" (data) or "sub" (derived subtotal, bold)
    ("Nettoomsättning", "line"), ("Kostnad för sålda varor", "line"), ("Bruttoresultat", "sub"),
    ("Försäljningskostnader", "line"), ("Administrationskostnader", "line"),
    ("Forsknings- och utvecklingskostnader", "line"), ("Övriga rörelseintäkter", "line"),
    ("Övriga rörelsekostnader", "line"), ("Rörelseresultat", "sub"), ("Finansiella intäkter", "line"),
    ("Finansiella kostnader", "line"), ("Resultat före skatt", "sub"), ("Skatt", "line"), ("Årets resultat", "sub"),
]
LI_KEY = [  # key figure, values per year as printed (not in Mkr), decimals
    ("Resultat per aktie, kr", (4.62, 3.78, 3.31), 2),
    ("Utdelning per aktie, kr¹", (1.80, 1.50, 1.30), 2),
    ("Medelantal anställda", (612, 588, 571), 0),
]

# --- Harnhill Group plc (Cirencester): segment note, £m, EXTERNAL / INTER-SEGMENT / TOTAL revenue under "Revenue",
#     central costs, an ELIMINATIONS row and a Group row; one table per year (same labels twice); FTE not in £m
HG_DOC = "harnhill_group_segment_information_2025.pdf"
HG_SEGMENTS = ("Building Products", "Water Systems", "Rail Services", "Specialist Coatings")
HG_DATA = {  # year -> segment -> (external, inter-segment, adjusted operating profit, capex, FTE)
    "2025": {"Building Products": (412.6, 18.4, 47.8, 14.2, 1_840), "Water Systems": (286.3, 4.1, 39.6, 11.8, 1_120),
             "Rail Services": (198.7, 0.0, 15.1, 6.3, 1_460), "Specialist Coatings": (143.2, 9.7, 21.4, 5.9, 610)},
    "2024": {"Building Products": (389.4, 16.9, 41.2, 12.7, 1_795), "Water Systems": (262.8, 3.6, 33.4, 9.6, 1_080),
             "Rail Services": (205.1, 0.0, 18.9, 7.1, 1_505), "Specialist Coatings": (131.6, 8.8, 18.2, 4.4, 585)},
}
HG_CENTRAL = {"2025": (-12.6, 0.8, 95), "2024": (-11.9, 0.6, 90)}  # adjusted operating profit, capex, FTE

# --- Polstead Foods Ltd (Sudbury): AGED CREDITORS at 30 September 2025, suppliers as rows, terms and credit limit,
#     "Not yet due" and "Overdue" > 1–30 / 31–60 / 61–90 / Over 90 days, balance; Total and % of total rows; landscape
PF_DOC = "polstead_foods_aged_creditors_2025_09.pdf"
PF_BUCKETS = ("Not yet due", "1–30 days", "31–60 days", "61–90 days", "Over 90 days")
PF_SUPPLIERS = [  # supplier, terms, credit limit, amounts per bucket (GBP; 0 = nil)
    ("Brettenham Bakery Ingredients Ltd", "30 days", 15_000, (6_842.10, 2_315.40, 0, 0, 0)),
    ("Gwinear Dairies Ltd", "14 days", 12_000, (4_118.75, 3_906.20, 1_244.60, 0, 0)),
    ("Hockerill Wholesale Ltd", "30 days EOM", 8_000, (2_964.30, 1_872.00, 0, 486.20, 0)),
    ("Inkpen Document Services Ltd", "30 days", 2_500, (612.48, 0, 612.48, 612.48, 0)),
    ("Kildwick Engineering Ltd", "60 days", 5_000, (1_450.00, 0, 0, 0, 2_180.00)),
    ("Marbury Energy Ltd", "14 days", 10_000, (3_286.91, 0, 0, 0, 0)),
    ("Quernmore Meats Ltd", "21 days", 20_000, (11_634.80, 7_218.45, 2_906.30, 0, 0)),
    ("Ruthwell Logistics Ltd", "30 days", 9_000, (3_450.00, 3_655.00, 1_945.00, 0, 0)),
    ("Saxlingham Farms", "14 days", 18_000, (8_905.60, 6_112.30, 0, 0, 0)),
    ("Tarlscough Produce Ltd", "21 days", 14_000, (5_410.25, 4_288.90, 2_377.15, 1_106.40, 0)),
    ("Wixoe Cleaning Supplies Ltd", "30 days", 4_000, (-185.40, 948.20, 0, 0, 0)),
]

# --- Oakhanger Drives Ltd (Bordon): IE3 motor range, MODELS AS ROWS grouped by pole number (section rows), efficiency
#     at 4/4, 3/4, 2/4 load under "Efficiency (%)", ratio columns Is/In and Ts/Tn; landscape
OD_DOC = "oakhanger_od3_ie3_motors_2025.pdf"
OD_POLES = [("2 poles — 3000 rpm synchronous", [  # type, kW, frame, rpm, eff 4/4, 3/4, 2/4, pf, Is/In, Ts/Tn, kg, GBP
    ("OD3-80A-2", 0.75, "80", 2860, 80.7, 80.9, 78.6, 0.82, 6.8, 2.9, 10.5, 214.00),
    ("OD3-80B-2", 1.1, "80", 2865, 82.7, 83.0, 81.2, 0.83, 7.3, 3.0, 12.0, 236.00),
    ("OD3-90S-2", 1.5, "90S", 2880, 84.2, 84.6, 83.1, 0.84, 7.6, 3.1, 15.5, 268.00),
    ("OD3-90L-2", 2.2, "90L", 2885, 85.9, 86.3, 85.0, 0.85, 7.8, 3.2, 18.5, 312.00),
    ("OD3-100L-2", 3.0, "100L", 2895, 87.1, 87.5, 86.4, 0.86, 8.1, 3.0, 25.0, 398.00),
    ("OD3-112M-2", 4.0, "112M", 2910, 88.1, 88.6, 87.7, 0.87, 8.4, 2.9, 31.0, 472.00),
    ("OD3-132SA-2", 5.5, "132S", 2920, 89.2, 89.8, 89.0, 0.88, 8.2, 2.7, 43.0, 598.00),
    ("OD3-132SB-2", 7.5, "132S", 2925, 90.1, 90.6, 89.9, 0.88, 8.5, 2.8, 48.0, 712.00),
    ("OD3-160MA-2", 11.0, "160M", 2940, 91.2, 91.6, 91.0, 0.89, 7.9, 2.6, 98.0, 1_086.00),
]), ("4 poles — 1500 rpm synchronous", [
    ("OD3-80B-4", 0.75, "80", 1430, 82.5, 82.9, 81.0, 0.75, 6.1, 2.6, 12.5, 228.00),
    ("OD3-90S-4", 1.1, "90S", 1440, 84.1, 84.6, 83.2, 0.77, 6.5, 2.7, 16.0, 256.00),
    ("OD3-90L-4", 1.5, "90L", 1445, 85.3, 85.8, 84.6, 0.78, 6.8, 2.8, 18.5, 289.00),
    ("OD3-100LA-4", 2.2, "100L", 1450, 86.7, 87.2, 86.1, 0.80, 7.0, 2.9, 24.0, 338.00),
    ("OD3-100LB-4", 3.0, "100L", 1450, 87.7, 88.1, 87.2, 0.81, 7.2, 2.9, 27.0, 386.00),
    ("OD3-112M-4", 4.0, "112M", 1460, 88.6, 89.1, 88.3, 0.82, 7.5, 2.8, 33.0, 458.00),
    ("OD3-132S-4", 5.5, "132S", 1465, 89.6, 90.1, 89.4, 0.83, 7.6, 2.7, 46.0, 586.00),
    ("OD3-132M-4", 7.5, "132M", 1470, 90.4, 90.9, 90.3, 0.84, 7.8, 2.8, 57.0, 724.00),
    ("OD3-160M-4", 11.0, "160M", 1475, 91.4, 91.8, 91.2, 0.85, 7.4, 2.5, 104.0, 1_118.00),
])]
OD_VOLTS = 400
OD_B5_SURCHARGE = 4  # % on the list price for flange mounting (text only)

# --- Crossrigg Containers Ltd (Hull): ISO container specifications, types as rows, "Internal dimensions (mm)" and
#     "Door opening (mm)" both with a Width child; payload and capacity derived; hire rates by hire period
CC_DOC = "crossrigg_container_specifications_2025.pdf"
CC_TYPES = [  # type, ISO code, internal L, W, H, door W, H (None: no doors), tare, max gross (kg)
    ("20' Standard", "22G1", 5_898, 2_352, 2_393, 2_340, 2_280, 2_230, 30_480),
    ("40' Standard", "42G1", 12_032, 2_352, 2_393, 2_340, 2_280, 3_750, 30_480),
    ("40' High Cube", "45G1", 12_032, 2_352, 2_698, 2_340, 2_585, 3_900, 30_480),
    ("45' High Cube", "L5G1", 13_556, 2_352, 2_698, 2_340, 2_585, 4_800, 32_500),
    ("20' Reefer", "22R1", 5_444, 2_294, 2_276, 2_290, 2_264, 3_080, 30_480),
    ("40' Reefer High Cube", "45R1", 11_583, 2_294, 2_544, 2_290, 2_569, 4_480, 34_000),
    ("20' Open Top", "22U1", 5_898, 2_352, 2_348, 2_340, 2_280, 2_350, 30_480),
    ("40' Open Top", "42U1", 12_032, 2_352, 2_348, 2_340, 2_280, 3_850, 30_480),
    ("20' Flat Rack", "22P3", 5_638, 2_228, 2_233, None, None, 2_750, 34_000),
    ("40' Flat Rack", "45P3", 11_652, 2_228, 1_955, None, None, 5_000, 45_000),
]
CC_PERIODS = ("1–29 days", "30–179 days", "180 days and over")
CC_PERIOD_BANDS = [(1, 29), (30, 179), (180, None)]
CC_HIRE = [  # type, GBP per container per day by hire period
    ("20' Standard", (4.20, 2.90, 2.10)), ("40' Standard", (6.10, 4.30, 3.20)), ("40' High Cube", (6.60, 4.70, 3.50)),
    ("20' Reefer", (18.50, 14.20, 11.80)), ("40' Reefer High Cube", (27.40, 21.60, 17.90)),
]
CC_DELIVERY = 185.00  # GBP per container each way within 50 miles of Hull (text)

# --- Inkpen Document Services Ltd (Newbury): managed print plans, plans as COLUMNS, monthly charge by agreement
#     length, page allowances and excess prices in PENCE with "Mono" / "Colour" rows under both sections
IP_DOC = "inkpen_managed_print_plans_2025.pdf"
IP_PLANS = ("Essentials", "Office", "Office Plus", "Production")
IP_ROWS = [  # ("#section",) or (label, values per plan, decimals)
    ("#Monthly charge (£, ex VAT)",),
    ("36-month agreement", (89.00, 149.00, 245.00, 420.00), 2),
    ("60-month agreement", (79.00, 134.00, 219.00, 379.00), 2),
    ("Each additional device", (34.00, 32.00, 29.00, 26.00), 2),
    ("#Pages included per month",),
    ("Mono", (2_000, 5_000, 12_000, 30_000), 0),
    ("Colour", (250, 1_000, 3_000, 8_000), 0),
    ("#Excess pages (pence per page)",),
    ("Mono", (0.95, 0.85, 0.75, 0.60), 2),
    ("Colour", (6.50, 5.50, 4.80, 3.90), 2),
    ("#Equipment and service",),
    ("Devices included", (1, 2, 3, 5), 0),
    ("Engineer response (working hours)", (16, 8, 4, 4), 0),
    ("Toner and parts", ("Included", "Included", "Included", "Included"), 0),
    ("Secure print release", ("—", "—", "Yes", "Yes"), 0),
    ("Scan to cloud", ("—", "Yes", "Yes", "Yes"), 0),
]

# Every document's tables in order (t1, t2, ...): the caption that starts each (check.py finds a table's region on a
# page from these; a table continued on the next page has no caption there)
CAPTIONS = {
    HW_DOC: ["Table 1:", "Table 2:"],
    ME_DOC: ["Table 1:", "Table 2:"],
    EH_DOC: ["Table 1:", "Table 2:"],
    TA_DOC: ["Table 1:", "Table 2:"],
    RA_DOC: ["Tabela 1:", "Tabela 2:", "Tabela 3:"],
    DW_DOC: ["Table 1:", "Table 2:", "Table 3:", "Table 4:"],
    LI_DOC: ["Tabell 1:", "Tabell 2:"],
    HG_DOC: ["Table 1:", "Table 2:"],
    PF_DOC: ["Table 1:"],
    OD_DOC: ["Table 1:"],
    CC_DOC: ["Table 1:", "Table 2:"],
    IP_DOC: ["Table 1:"],
}


# ============================================================================ derived figures
def hw_unit_p(price: float, units: int) -> float:
    """Price per unit in pence, two decimals half up."""
    return r2(dec(price) * 100 / units)


def hw_items() -> dict[str, dict]:
    return {c: {"name": n, "units": u, "moq": m, "tiers": t} for c, n, u, m, t in HW_ITEMS}


def hw_tier(code: str, cases: int) -> tuple[int, float]:
    """The tier (index, price per case) for so many cases; below the MOQ there is none."""
    for i, (lo, hi, p) in enumerate(hw_items()[code]["tiers"]):
        if cases >= lo and (hi is None or cases <= hi):
            return i, p
    raise ValueError((code, cases))


def me_band(kwh: int) -> int:
    for i, (_, (lo, hi)) in enumerate(ME_BANDS):
        if lo <= kwh <= hi:
            return i
    raise ValueError(kwh)


def cc_specs() -> dict[str, dict]:
    out = {}
    for t, iso, L, W, H, dw, dh, tare, gross in CC_TYPES:
        cap = (dec(L) * dec(W) * dec(H) / dec(10 ** 9)).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
        out[t] = {"iso": iso, "L": L, "W": W, "H": H, "dw": dw, "dh": dh, "tare": tare, "gross": gross,
                  "payload": gross - tare, "cap": float(cap) if dw is not None else None}
    return out


def li_table() -> dict[str, tuple[float, float, float]]:
    """Every line of the income statement (SEK million), subtotals derived exactly."""
    v = dict(LI_LINES)
    s = lambda *ks: tuple(float(sum(dec(v[k][i]) for k in ks)) for i in range(3))  # noqa: E731
    v["Bruttoresultat"] = s("Nettoomsättning", "Kostnad för sålda varor")
    v["Rörelseresultat"] = s("Bruttoresultat", "Försäljningskostnader", "Administrationskostnader",
                             "Forsknings- och utvecklingskostnader", "Övriga rörelseintäkter", "Övriga rörelsekostnader")
    v["Resultat före skatt"] = s("Rörelseresultat", "Finansiella intäkter", "Finansiella kostnader")
    v["Årets resultat"] = s("Resultat före skatt", "Skatt")
    return v


def li_pct(line: str, i: int) -> float:
    """The line as a percentage of the year's net sales, one decimal half up."""
    t = li_table()
    return r1(dec(t[line][i]) / dec(t["Nettoomsättning"][i]) * 100)


def hg_table(year: str) -> dict[str, dict]:
    """Rows of the segment note for a year: ext, inter, total, aop, margin (aop / total revenue, 1 dp), capex, fte."""
    out = {}
    for s in HG_SEGMENTS:
        ext, inter, aop, capex, fte = HG_DATA[year][s]
        tot = float(dec(ext) + dec(inter))
        out[s] = {"ext": ext, "inter": inter, "total": tot, "aop": aop, "margin": r1(dec(aop) / dec(tot) * 100),
                  "capex": capex, "fte": fte}
    aop, capex, fte = HG_CENTRAL[year]
    out["Central costs"] = {"ext": 0, "inter": 0, "total": 0, "aop": aop, "margin": None, "capex": capex, "fte": fte}
    elim = -float(sum(dec(HG_DATA[year][s][1]) for s in HG_SEGMENTS))
    out["Eliminations"] = {"ext": 0, "inter": elim, "total": elim, "aop": 0, "margin": None, "capex": 0, "fte": None}
    g = {k: float(sum(dec(out[r][k] or 0) for r in out)) for k in ("ext", "inter", "total", "aop", "capex")}
    g["fte"] = sum(out[r]["fte"] or 0 for r in out)
    g["margin"] = r1(dec(g["aop"]) / dec(g["total"]) * 100)
    assert g["inter"] == 0 and g["ext"] == g["total"], g
    out["Group"] = g
    return out


def pf_table() -> dict[str, dict]:
    """Supplier rows (and Total): buckets, balance, terms, limit; "% of total" per bucket (1 dp)."""
    out = {}
    for s, terms, limit, b in PF_SUPPLIERS:
        out[s] = {"terms": terms, "limit": limit, "b": b, "bal": float(sum(dec(x) for x in b))}
    tot = tuple(float(sum(dec(v["b"][i]) for v in out.values())) for i in range(len(PF_BUCKETS)))
    out["Total"] = {"terms": None, "limit": None, "b": tot, "bal": float(sum(dec(x) for x in tot))}
    out["% of total"] = {"b": tuple(r1(dec(x) / dec(out["Total"]["bal"]) * 100) for x in tot), "bal": 100.0}
    return out


def od_rows() -> dict[str, dict]:
    """Motor rows: rated current In = P / (sqrt(3) U eff pf) (2 dp below 10 A, else 1 dp), Tn = 9550 P / n (1 dp)."""
    out = {}
    for sec, rows in OD_POLES:
        for t, kw, frame, rpm, e1, e2, e3, pf, isin, tstn, kg, gbp in rows:
            i_n = kw * 1000 / (math.sqrt(3) * OD_VOLTS * e1 / 100 * pf)
            i_n = r2(i_n) if i_n < 10 else r1(i_n)
            out[t] = {"sec": sec, "kw": kw, "frame": frame, "rpm": rpm, "eff": (e1, e2, e3), "pf": pf, "in": i_n,
                      "isin": isin, "tn": r1(dec(9550) * dec(kw) / rpm), "tstn": tstn, "kg": kg, "gbp": gbp}
    return out


def od_in_text(x: float) -> str:
    return en(x, 2) if x < 10 else en(x, 1)


# ========================================================================================= formatting
HEAD9 = colors.Color(0.13, 0.36, 0.33)  # this set's zebra header band (teal)
SHADE = colors.Color(0.90, 0.95, 0.94)
FIT_PAD = 6.5  # points of cell padding assumed by fits()


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
          bold_rows=(), sections=(), section_bg=SHADE, section_font=None, frame: float = 170.5,
          zebra_from: int = 0) -> Table:
    """A table in one of four styles (grid, zebra, booktabs, borderless); ``sections`` are body rows spanning the
    whole width (shaded, bold or ``section_font``)."""
    assert sum(widths) <= frame, f"table {sum(widths)} mm wider than the text frame"
    fits(rows, widths, header_rows, size, spans, tuple(skip_fit) + tuple(sections), font, bold)
    n, last = len(rows), len(rows[0]) - 1
    cmds: list = [("FONT", (0, 0), (-1, -1), font, size), ("LEADING", (0, 0), (-1, -1), size + 2),
                  ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("ALIGN", (left_cols, 0), (-1, -1), "RIGHT"),
                  ("ALIGN", (0, 0), (left_cols - 1, -1), "LEFT"),
                  ("TOPPADDING", (0, 0), (-1, -1), 2.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.2)]
    if header_rows:
        cmds.append(("FONT", (0, 0), (-1, header_rows - 1), bold, size))
    if kind == "grid":
        cmds.append(("GRID", (0, 0), (-1, -1), 0.5, colors.black))
        if header_rows:
            cmds.append(("BACKGROUND", (0, 0), (-1, header_rows - 1), held_out_docs.GREY))
    elif kind == "zebra":
        if header_rows:
            cmds += [("BACKGROUND", (0, 0), (-1, header_rows - 1), HEAD9),
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
    return Paragraph(text, STYLES["BodyText"].clone(f"note9-{font}", fontSize=7.5, leading=9, fontName=font))


def cap(text: str, vera: bool = False) -> Paragraph:
    return tr_para(text, "Heading4") if vera else para(text, "Heading4")


def vpara(text: str, name: str = "BodyText") -> Paragraph:
    return tr_para(text, name)


def cell(x, dp: int = 2, fmt=en, dash: str = "—") -> str:
    if x is None:
        return dash
    if isinstance(x, str):
        return x
    return fmt(x, dp)


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
def hockerill(out: Path) -> None:
    head1 = ["Code", "Product", "Units\nper case", "MOQ\n(cases)", "Cases ordered", "", "Price per\ncase (£)",
             "Per unit\n(p)"]
    head2 = ["", "", "", "", "From", "To", "", ""]
    rows, firsts = [head1, head2], []
    for code, name, units, moq, tiers in HW_ITEMS:
        assert tiers[0][0] == moq, code
        firsts.append(len(rows))
        for i, (lo, hi, p) in enumerate(tiers):
            rows.append([code if i == 0 else "", name if i == 0 else "", en(units, 0) if i == 0 else "",
                         str(moq) if i == 0 else "", en(lo, 0), "and over" if hi is None else en(hi, 0), en(p),
                         en(hw_unit_p(p, units))])
    spans = [((c, 0), (c, 1)) for c in (0, 1, 2, 3, 6, 7)] + [((4, 0), (5, 0))]
    t1 = table(rows, "booktabs", [20, 54, 15, 15, 13, 15, 19, 16], header_rows=2, spans=spans, left_cols=2, size=7.5,
               extra=[("ALIGN", (2, 0), (-1, 1), "CENTER"), ("ALIGN", (4, 0), (4, 0), "LEFT"), ("VALIGN", (0, 2), (-1, -1), "TOP"),
                      ("TOPPADDING", (0, 2), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 2), (-1, -1), 1.5)]
               + [("LINEABOVE", (0, r), (-1, r), 0.3, colors.grey) for r in firsts[1:]]
               + [("LINEBELOW", (4, 0), (5, 0), 0.4, colors.black)])
    rrows = [["Annual spend with us (ex VAT)", "Rebate"]] + [[lab, "–" if x is None else f"{x:g}%"]
                                                              for lab, x, _ in HW_REBATE]
    t2 = table(rrows, "zebra", [62, 24], size=8)
    build(out / HW_DOC, "Hockerill Wholesale trade price list 2025", "Hockerill Wholesale Ltd, Bishop's Stortford", [
        para("Hockerill Wholesale", "Title"),
        para("Catering disposables — trade price list, November 2025", "Heading3"),
        para("Prices are per CASE in pounds sterling, excluding VAT (20%). Goods are sold in whole cases only. "
             "The price per case depends on the number of cases of that product on one order: find the row whose "
             "From and To include your quantity. MOQ is the minimum order per product line, in cases. The price "
             "per unit (in pence) is for comparison only. Delivery is free on orders of £150.00 or more (goods, ex "
             "VAT); below that a delivery charge of £9.95 per drop applies."),
        Spacer(1, 3 * mm), cap("Table 1: Trade prices by quantity"), t1, Spacer(1, 5 * mm),
        cap("Table 2: Annual retrospective rebate"), t2, Spacer(1, 3 * mm),
        note("The rebate is paid as a credit note in January on the whole of the previous calendar year's spend (goods, "
             "ex VAT), at the rate for the band that spend falls in. Payment terms 30 days end of month."),
    ])


def marbury(out: Path) -> None:
    head1 = ["Pence, ex CCL and VAT", "Fixed price", "", "", "Flexible"]
    head2 = ["", *ME_TERMS[:3], ""]
    rows, secs = [head1, head2], []
    for b, (lab, _) in enumerate(ME_BANDS):
        secs.append(len(rows))
        rows.append([lab, "", "", "", ""])
        for ch in ME_CHARGES:
            rows.append([ch, *(en(x) for x in ME_PRICES[b][ch])])
    spans = [((0, 0), (0, 1)), ((1, 0), (3, 0)), ((4, 0), (4, 1))]
    t1 = table(rows, "booktabs", [64, 24, 24, 24, 24], header_rows=2, spans=spans, sections=secs, size=8,
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), ("ALIGN", (1, 0), (1, 0), "LEFT"), ("LINEBELOW", (1, 0), (3, 0), 0.4, colors.black)])
    t2 = table([["Other charge", "Amount", "Basis"]] + [list(x) for x in ME_OTHER], "grid", [66, 22, 40],
               extra=[("ALIGN", (2, 0), (2, -1), "LEFT")])
    build(out / ME_DOC, "Marbury Energy business electricity prices October 2025", "Marbury Energy Ltd, Chester", [
        para("Marbury Energy", "Title"),
        para("Business electricity: fixed and flexible prices from 1 October 2025", "Heading3"),
        para("Your band is set by the site's estimated annual consumption (all units, day and night together). Sites "
             "using more than 150,000 kWh a year are priced individually. The standing charge is per day; unit rates "
             "are per kWh. Day/night meters pay the day and night unit rates; single-rate meters pay the single-rate "
             "unit rate. Fixed prices hold for the whole contract; flexible prices can change on 30 days' notice."),
        Spacer(1, 3 * mm), cap("Table 1: Prices by consumption band (pence)"), t1, Spacer(1, 5 * mm),
        cap("Table 2: Other charges (ex VAT)"), t2, Spacer(1, 3 * mm),
        note(f"All prices exclude the Climate Change Levy, charged at {ME_CCL}p per kWh on all units, and VAT at "
             f"{ME_VAT}%. Prices for new contracts agreed by 31 December 2025."),
    ])


def ellingstring(out: Path) -> None:
    head1 = ["Room", "Size\n(m²)", "Capacity by layout (people)", "", "", "", "Room hire (£)", "", ""]
    head2 = ["", "", *EH_LAYOUTS, *EH_SESSIONS]
    rows = [head1, head2]
    for room, m2, caps, hire in EH_ROOMS:
        rows.append([room, en(m2, 0), *(cell(c, 0) for c in caps), *(cell(h) for h in hire)])
    spans = [((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (5, 0)), ((6, 0), (8, 0))]
    t1 = table(rows, "grid", [34, 13, 17, 17, 16, 18, 17, 17, 17], header_rows=2, spans=spans, size=7.5,
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), ("ALIGN", (2, 0), (2, 0), "LEFT"),
                      ("ALIGN", (6, 0), (6, 0), "LEFT")])
    prow = [["Group size", "Half-day\ndelegate (£)", "Day\ndelegate (£)", "24-hour\ndelegate¹ (£)"]]
    prow += [[lab, *(en(x) for x in ps)] for lab, _, ps in EH_BANDS]
    t2 = table(prow, "zebra", [46, 26, 26, 26], size=8, font="Vera", bold="VeraBd",
               extra=[("ALIGN", (1, 0), (-1, 0), "CENTER")])
    build(out / EH_DOC, "Ellingstring Hall conference and meeting rates 2026", "Ellingstring Hall, Masham", [
        para("Ellingstring Hall", "Title"),
        para("Conference and meeting rates 2026", "Heading3"),
        para("Room hire is per room per session: half day (up to 4 hours, 08:00–12:30 or 13:30–18:00), full day "
             "(08:00–18:00) or evening (18:00–midnight). A dash means the room is not offered in that layout or for "
             "that session. When a delegate package is booked for 10 or more delegates, hire of the main meeting room "
             "is included and not charged. All prices exclude VAT at 20%."),
        Spacer(1, 3 * mm), cap("Table 1: Meeting rooms"), t1, Spacer(1, 5 * mm),
        cap("Table 2: Delegate packages (£ per delegate)"), t2, Spacer(1, 3 * mm),
        note("Packages include the main room, projector and screen, flip charts, Wi-Fi, refreshments on arrival and "
             "twice during the day, and a two-course lunch (half day: lunch or afternoon tea). ¹ Also includes dinner, "
             "a standard double room for single occupancy and breakfast; subject to availability.", "Vera"),
    ])


def trethowan(out: Path) -> None:
    head1 = ["£ per £1,000 of cover a year", "Life assurance", "", "Critical illness", ""]
    head2 = ["Age at renewal date", "Non-smoker", "Smoker", "Non-smoker", "Smoker"]
    rows = [head1, head2] + [[lab, *(en(x) for x in r)] for (lab, _), r in zip(TA_BANDS, TA_RATES)]
    spans = [((1, 0), (2, 0)), ((3, 0), (4, 0))]
    t1 = table(rows, "zebra", [52, 26, 26, 26, 26], header_rows=2, spans=spans, size=8,
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), ("ALIGN", (1, 0), (1, 0), "LEFT"), ("ALIGN", (3, 0), (3, 0), "LEFT"),
                      ("LINEBELOW", (1, 0), (2, 0), 0.5, colors.white), ("LINEBELOW", (3, 0), (4, 0), 0.5, colors.white)])
    drows = [["Members covered", "Discount on premium"]] + [[lab, "–" if x is None else f"{x}%"]
                                                            for lab, _, x in TA_DISCOUNTS]
    t2 = table(drows, "booktabs", [50, 36], size=8)
    build(out / TA_DOC, "Trethowan Assurance group risk rates 2026", "Trethowan Assurance, Truro", [
        para("Trethowan Assurance", "Title"),
        para("Group life assurance and critical illness: premium rates for schemes renewing in 2026", "Heading3"),
        para("Rates are annual premiums in pounds per £1,000 of sum assured, by the member's age at the scheme "
             "renewal date and smoker status. Cover ends at the member's 65th birthday; members aged 65 or over cannot "
             "be insured. The premium for each member and each benefit is the sum assured ÷ 1,000 × the rate, subject "
             f"to a minimum premium of £{en(TA_MIN_PREMIUM)} per member per benefit a year. Insurance Premium Tax at "
             f"{TA_IPT}% is added to critical illness premiums only; life assurance is exempt."),
        Spacer(1, 3 * mm), cap("Table 1: Annual premium rates"), t1, Spacer(1, 5 * mm),
        cap("Table 2: Scheme-size discount"), t2, Spacer(1, 3 * mm),
        note("The scheme-size discount applies to the whole scheme premium (before Insurance Premium Tax), by the number "
             "of members covered at the renewal date. Rates are guaranteed for two years from the renewal date."),
    ])


def alvaiazere(out: Path) -> None:
    t1 = table([["Classe ONU", "Significado"]] + [list(x) for x in RA_CLASSES], "booktabs", [24, 100], size=8,
               font="Vera", bold="VeraBd", extra=[("ALIGN", (1, 0), (1, -1), "LEFT")])
    head1 = ["Ref.", "Produto", "Grau", "N.º CAS", "Classe\nONU", "Preço por embalagem (€)", "", "", ""]
    head2 = ["", "", "", "", "", *RA_LIQ_PACKS]
    spans = [((c, 0), (c, 1)) for c in range(5)] + [((5, 0), (8, 0))]
    widths = [16, 44, 15, 20, 13, 15, 15, 15, 15]

    def liq(part):
        rows = [head1, head2] + [[r, p, g, cas, cl, *(cell(x, fmt=comma) for x in ps)]
                                 for r, p, g, cas, cl, ps in part]
        return table(rows, "zebra", widths, header_rows=2, spans=spans, left_cols=3, size=7.5, font="Vera",
                     bold="VeraBd", extra=[("ALIGN", (3, 0), (-1, 1), "CENTER"), ("ALIGN", (5, 0), (5, 0), "LEFT"),
                                           ("ALIGN", (4, 2), (4, -1), "CENTER")])
    head1s = head1[:5] + ["Preço por embalagem (€)", "", ""]
    rows3 = [head1s, ["", "", "", "", "", *RA_SOL_PACKS]]
    rows3 += [[r, p, g, cas, cl, *(cell(x, fmt=comma) for x in ps)] for r, p, g, cas, cl, ps in RA_SOLIDS]
    t3 = table(rows3, "zebra", [16, 54, 15, 20, 13, 17, 17, 17], header_rows=2,
               spans=[((c, 0), (c, 1)) for c in range(5)] + [((5, 0), (7, 0))], left_cols=3, size=7.5, font="Vera",
               bold="VeraBd", extra=[("ALIGN", (3, 0), (-1, 1), "CENTER"), ("ALIGN", (5, 0), (5, 0), "LEFT"),
                                     ("ALIGN", (4, 2), (4, -1), "CENTER")])
    build(out / RA_DOC, "Reagentes Alvaiázere catálogo de reagentes 2025", "Reagentes Alvaiázere, Lda., Coimbra", [
        vpara("Reagentes Alvaiázere", "Title"),
        vpara("Catálogo de reagentes para laboratório 2025", "Heading3"),
        vpara(f"Preços em euros por EMBALAGEM, IVA ({RA_IVA} %) não incluído. Cada produto é identificado pela "
              "referência e pelo número CAS; o mesmo composto pode existir em vários graus (p.a. = pró-análise, "
              "HPLC, técnico), com preços diferentes. Um travessão (—) indica que a embalagem não é fornecida. "
              f"Portes: {comma(RA_PORTES)} € por encomenda, grátis a partir de {comma(RA_PORTES_GRATIS)} € (valor "
              "dos produtos sem IVA); os portes estão sujeitos a IVA. A classe ONU é a classe de perigo para o "
              "transporte (ADR); as matérias das classes 3, 5.1, 6.1 e 8 são enviadas em embalagem homologada."),
        Spacer(1, 2 * mm), cap("Tabela 1: Classes de perigo", vera=True), t1, Spacer(1, 4 * mm),
        cap("Tabela 2: Solventes, ácidos, bases e outros líquidos", vera=True), liq(RA_LIQUIDS[:RA_PAGE1_ROWS]),
        PageBreak(), liq(RA_LIQUIDS[RA_PAGE1_ROWS:]), Spacer(1, 6 * mm),
        cap("Tabela 3: Sais e reagentes sólidos", vera=True), t3, Spacer(1, 3 * mm),
        note("Prazo de entrega: 2 dias úteis em Portugal continental. Fichas de dados de segurança disponíveis no nosso "
             "sítio. Preços válidos até 31 de dezembro de 2025.", "Vera"),
    ], font="Vera", page_word="Página")


def dw_parts() -> dict[str, dict]:
    return {p: {"table": k + 1, "pos": pos, "desc": dsc, "qty": qty, "fits": fits_, "repl": repl, "price": price,
                "avail": av, "assy": cap_}
            for k, (cap_, rows) in enumerate(DW_ASSEMBLIES) for pos, p, dsc, qty, fits_, repl, price, av in rows}


def dunkeswell(out: Path) -> None:
    head = ["Pos.", "Part no.", "Description", "Qty", "Fits", "Replaced by", "Price (£)", "Availability"]
    widths = [10, 20, 50, 10, 16, 22, 18, 22]
    tabs = []
    for k, (caption, rows) in enumerate(DW_ASSEMBLIES):
        body = [[str(pos), p, dsc, str(qty), f, repl or "—", cell(price), av]
                for pos, p, dsc, qty, f, repl, price, av in rows]
        kind = ("grid", "zebra", "grid")[k]
        t = table([head, *body], kind, widths, left_cols=3, size=7.5,
                  extra=[("ALIGN", (0, 0), (0, -1), "CENTER"), ("ALIGN", (3, 0), (5, -1), "CENTER"),
                         ("ALIGN", (7, 0), (7, -1), "LEFT")])
        tabs.append((f"Table {k + 1}: {caption}", t))
    krows = [["Kit", "Description", "Contents (part no. × quantity)", "Kit price (£)"]]
    krows += [[k, dsc, ", ".join(f"{p} × {n}" for p, n in parts), en(price)] for k, dsc, parts, price in DW_KITS]
    t4 = table(krows, "booktabs", [14, 44, 86, 22], left_cols=3, size=7.5)
    story = [para("Dunkeswell Warewashing", "Title"),
             para("Spare parts price list: DW-500 and DW-700 hood-type dishwashers, 2025", "Heading3"),
             para("Parts are listed by assembly; the position number (Pos.) refers to the exploded drawing of that "
                  "assembly in the service manual, so position numbers start again at 1 in each table. Qty is the "
                  "number fitted per machine. Fits: DW-500, DW-700 or Both. A superseded part is no longer supplied: "
                  "order the part shown under Replaced by. Prices in GBP excluding VAT; carriage £8.50 per order, free "
                  "on orders of £100.00 or more ex VAT."),
             Spacer(1, 3 * mm)]
    for i, (c, t) in enumerate(tabs):
        if i == 2:
            story.append(PageBreak())
        story += [cap(c), t, Spacer(1, 5 * mm)]
    story += [cap("Table 4: Service kits"), t4, Spacer(1, 3 * mm),
              note("Discontinued parts have no replacement; please contact our service desk for a repair option.")]
    build(out / DW_DOC, "Dunkeswell Warewashing spare parts DW-500 DW-700", "Dunkeswell Warewashing Ltd, Honiton", story)


def ljungskile(out: Path) -> None:
    t = li_table()
    head1 = ["", *sum(([y, ""] for y in LI_YEARS), [])]
    head2 = ["", *["Mkr", "%"] * 3]
    rows, subs = [head1, head2], []
    for lab, kind in LI_LAYOUT:
        if kind == "sub":
            subs.append(len(rows))
        rows.append([lab, *sum(([sv(t[lab][i]), sv(li_pct(lab, i))] for i in range(3)), [])])
    spans = [((1 + 2 * i, 0), (2 + 2 * i, 0)) for i in range(3)]
    t1 = table(rows, "borderless", [64, 18, 14, 18, 14, 18, 14], header_rows=2, spans=spans, size=8, font="Vera",
               bold="VeraBd", bold_rows=subs,
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), *[("ALIGN", (c, 0), (c, 0), "LEFT") for c in (1, 3, 5)], ("LINEBELOW", (0, 1), (-1, 1), 0.6, colors.black)]
               + [("LINEBELOW", (1 + 2 * i, 0), (2 + 2 * i, 0), 0.4, colors.black) for i in range(3)]
               + [("LINEABOVE", (1, r), (-1, r), 0.4, colors.black) for r in subs]
               + [("TEXTCOLOR", (2 + 2 * i, 2), (2 + 2 * i, -1), colors.Color(0.3, 0.3, 0.3)) for i in range(3)])
    krows = [["", *LI_YEARS]] + [[lab, *(sv(x, dp) if dp else en(x, 0) for x in vals)] for lab, vals, dp in LI_KEY]
    t2 = table(krows, "grid", [64, 22, 22, 22], size=8, font="Vera", bold="VeraBd")
    build(out / LI_DOC, "Ljungskile Industri resultaträkning 2023–2025", "Ljungskile Industri AB, Ljungskile", [
        vpara("Ljungskile Industri AB", "Title"),
        vpara("Koncernens resultaträkning 2023–2025 (sammandrag)", "Heading3"),
        vpara("Belopp i miljoner kronor (Mkr). Kolumnen % visar posten i procent av årets nettoomsättning. Kostnader "
              "redovisas med minustecken. Räkenskapsåret följer kalenderåret."),
        Spacer(1, 3 * mm), cap("Tabell 1: Resultaträkning", vera=True), t1, Spacer(1, 6 * mm),
        cap("Tabell 2: Nyckeltal", vera=True), t2, Spacer(1, 3 * mm),
        note("¹ För 2025 styrelsens förslag till årsstämman. Medelantal anställda omräknat till heltidstjänster.", "Vera"),
    ], font="Vera", page_word="Sida")


def hg_rows(year: str) -> list[list[str]]:
    tab = hg_table(year)
    out = []
    for r, v in tab.items():
        out.append([r, fin(v["ext"]), fin(v["inter"]), fin(v["total"]), fin(v["aop"]),
                    "" if v["margin"] is None else en(v["margin"], 1), fin(v["capex"]),
                    "" if v["fte"] is None else en(v["fte"], 0)])
    return out


def harnhill(out: Path) -> None:
    head1 = ["£m", "Revenue", "", "", "Adjusted\noperating profit", "Margin\n(%)", "Capital\nexpenditure",
             "Employees\n(FTE)"]
    head2 = ["", "External", "Inter-segment", "Total", "", "", "", ""]
    spans = [((0, 0), (0, 1)), ((1, 0), (3, 0))] + [((c, 0), (c, 1)) for c in range(4, 8)]
    tabs = []
    for year in ("2025", "2024"):
        rows = [head1, head2] + hg_rows(year)
        n = len(rows)
        tabs.append(table(rows, "grid", [34, 17, 23, 17, 25, 14, 21, 18], header_rows=2, spans=spans, size=8,
                          bold_rows=(n - 1,), skip_fit=(0,),
                          extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), ("ALIGN", (1, 0), (1, 0), "LEFT"), ("BACKGROUND", (0, n - 1), (-1, n - 1), SHADE)]))
    build(out / HG_DOC, "Harnhill Group segment information 2025", "Harnhill Group plc, Cirencester", [
        para("Harnhill Group plc", "Title"),
        para("Annual report 2025 — Note 4: Segment information", "Heading3"),
        para("The Group has four operating segments. Inter-segment sales are made at arm's length and eliminated on "
             "consolidation. Adjusted operating profit is before amortisation of acquired intangibles and "
             "exceptional items; margin is adjusted operating profit as a percentage of total segment revenue. "
             "Central costs are head-office costs not allocated to segments. Amounts in £ million except employees "
             "(average full-time equivalents)."),
        Spacer(1, 3 * mm), cap("Table 1: Segment information, year ended 31 December 2025"), tabs[0], Spacer(1, 6 * mm),
        cap("Table 2: Segment information, year ended 31 December 2024"), tabs[1], Spacer(1, 3 * mm),
        note("Group revenue is entirely external. Capital expenditure is additions to property, plant and equipment "
             "and software."),
    ])


def polstead(out: Path) -> None:
    pf = pf_table()
    head1 = ["Supplier", "Terms", "Credit\nlimit (£)", "Not yet\ndue (£)", "Overdue (£)", "", "", "", "Balance (£)"]
    head2 = ["", "", "", "", *PF_BUCKETS[1:], ""]
    rows = [head1, head2]
    for s, *_ in PF_SUPPLIERS:
        v = pf[s]
        rows.append([s, v["terms"], en(v["limit"]), *(fin(x, 2) for x in v["b"]), fin(v["bal"], 2)])
    v = pf["Total"]
    rows.append(["Total", "", "", *(fin(x, 2) for x in v["b"]), fin(v["bal"], 2)])
    v = pf["% of total"]
    rows.append(["% of total", "", "", *(en(x, 1) for x in v["b"]), en(v["bal"], 1)])
    n = len(rows)
    spans = [((c, 0), (c, 1)) for c in (0, 1, 2, 3, 8)] + [((4, 0), (7, 0))]
    t1 = table(rows, "zebra", [62, 24, 24, 25, 24, 24, 24, 24, 26], header_rows=2, spans=spans, size=8, frame=257,
               left_cols=2, bold_rows=(n - 2,),
               extra=[("ALIGN", (2, 0), (-1, 1), "CENTER"), ("ALIGN", (4, 0), (4, 0), "LEFT"), ("LINEABOVE", (0, n - 2), (-1, n - 2), 0.8, colors.black),
                      ("LINEBELOW", (4, 0), (7, 0), 0.5, colors.white)])
    build_landscape(out / PF_DOC, "Polstead Foods aged creditors 30 September 2025", "Polstead Foods Ltd, Sudbury", [
        para("Polstead Foods", "Title"),
        para("Purchase ledger: aged creditors at 30 September 2025", "Heading3"),
        para("Balances owed to suppliers at the close of business on 30 September 2025, in pounds sterling, by the due "
             "date of each invoice under the supplier's terms. Days overdue are counted from the due date. Credit "
             "notes not yet allocated are shown in brackets and reduce the balance. A dash means nil."),
        Spacer(1, 2 * mm), cap("Table 1: Aged creditors by supplier"), t1, Spacer(1, 3 * mm),
        note("Credit limit: the limit each supplier has set on our account. Suppliers over their limit may hold "
             "deliveries. Inkpen Document Services invoices monthly in advance."),
    ])


def oakhanger(out: Path) -> None:
    od = od_rows()
    head1 = ["Type", "Output\n(kW)", "Frame", "Speed\n(rpm)", "Efficiency (%)", "", "", "Power\nfactor",
             "In at\n400 V (A)", "Is/In", "Tn\n(Nm)", "Ts/Tn", "Weight\n(kg)", "List\nprice (£)"]
    head2 = ["", "", "", "", "4/4", "3/4", "2/4", "", "", "", "", "", "", ""]
    rows, secs = [head1, head2], []
    for sec, rs in OD_POLES:
        secs.append(len(rows))
        rows.append([sec] + [""] * 13)
        for r in rs:
            v = od[r[0]]
            rows.append([r[0], en(v["kw"], 2 if v["kw"] < 1 else 1), v["frame"], en(v["rpm"], 0),
                         *(en(e, 1) for e in v["eff"]), en(v["pf"], 2), od_in_text(v["in"]), en(v["isin"], 1),
                         en(v["tn"], 1), en(v["tstn"], 1), en(v["kg"], 1), en(v["gbp"])])
    spans = [((c, 0), (c, 1)) for c in (0, 1, 2, 3, *range(7, 14))] + [((4, 0), (6, 0))]
    t1 = table(rows, "grid", [30, 17, 15, 17, 15, 15, 15, 17, 19, 14, 16, 14, 17, 21], header_rows=2, spans=spans,
               size=8, sections=secs, frame=257, extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), ("ALIGN", (4, 0), (4, 0), "LEFT"),
                                                        ("ALIGN", (2, 2), (2, -1), "CENTER")])
    build_landscape(out / OD_DOC, "Oakhanger Drives OD3 IE3 motors 2025", "Oakhanger Drives Ltd, Bordon", [
        para("Oakhanger Drives", "Title"),
        para("OD3 series: IE3 premium-efficiency three-phase motors, 400 V 50 Hz, aluminium frame, IP55", "Heading3"),
        para("Efficiency to IEC 60034-2-1 at rated voltage and frequency: 4/4, 3/4 and 2/4 are full, three-quarter and "
             "half load. In is the rated current at 400 V; Is/In the locked-rotor (starting) current as a multiple of "
             "In; Tn the rated torque and Ts/Tn the locked-rotor torque as a multiple of Tn. Weights and prices are "
             f"for foot-mounted (B3) motors; flange mounting (B5 or B35) adds {OD_B5_SURCHARGE}% to the list price. "
             "Prices in GBP excluding VAT, delivered UK mainland."),
        Spacer(1, 2 * mm), cap("Table 1: Technical data and prices"), t1, Spacer(1, 3 * mm),
        note("Motors from 5.5 kW are supplied with a terminal box suitable for star-delta starting. Tolerances to "
             "IEC 60034-1."),
    ])


def crossrigg(out: Path) -> None:
    cc = cc_specs()
    head1 = ["Type", "ISO\ncode", "Internal dimensions (mm)", "", "", "Door opening (mm)", "", "Tare\n(kg)",
             "Max. gross\n(kg)", "Payload\n(kg)", "Capacity\n(m³)"]
    head2 = ["", "", "Length", "Width", "Height", "Width", "Height", "", "", "", ""]
    rows = [head1, head2]
    for t, *_ in CC_TYPES:
        v = cc[t]
        rows.append([t, v["iso"], en(v["L"], 0), en(v["W"], 0), en(v["H"], 0), cell(v["dw"], 0), cell(v["dh"], 0),
                     en(v["tare"], 0), en(v["gross"], 0), en(v["payload"], 0), cell(v["cap"], 1)])
    spans = [((c, 0), (c, 1)) for c in (0, 1, 7, 8, 9, 10)] + [((2, 0), (4, 0)), ((5, 0), (6, 0))]
    t1 = table(rows, "booktabs", [29, 12, 14, 13, 14, 14, 14, 13, 17, 15, 15], header_rows=2, spans=spans, size=7.5,
               left_cols=2, extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), ("ALIGN", (2, 0), (2, 0), "LEFT"),
                                   ("ALIGN", (5, 0), (5, 0), "LEFT"),
                                   ("LINEBELOW", (2, 0), (4, 0), 0.4, colors.black),
                                   ("LINEBELOW", (5, 0), (6, 0), 0.4, colors.black)])
    hrows = [["Type", "Daily hire rate (£) by hire period", "", ""], ["", *CC_PERIODS]]
    hrows += [[t, *(en(x) for x in r)] for t, r in CC_HIRE]
    t2 = table(hrows, "zebra", [44, 30, 30, 32], header_rows=2, spans=[((0, 0), (0, 1)), ((1, 0), (3, 0))], size=8,
               extra=[("ALIGN", (1, 0), (-1, 1), "CENTER"), ("ALIGN", (1, 0), (1, 0), "LEFT")])
    build(out / CC_DOC, "Crossrigg Containers specifications and hire rates 2025", "Crossrigg Containers Ltd, Hull", [
        para("Crossrigg Containers", "Title"),
        para("ISO container specifications and hire rates, 2025", "Heading3"),
        para("Typical dimensions and weights of our fleet; individual units may vary slightly by manufacturer. Payload is "
             "the maximum gross weight less the tare. Flat racks have no doors or roof, so no door opening or cubic "
             "capacity is given. Reefer internal dimensions are inside the insulated lining."),
        Spacer(1, 3 * mm), cap("Table 1: Container specifications"), t1, Spacer(1, 6 * mm),
        cap("Table 2: Hire rates (ex VAT)"), t2, Spacer(1, 3 * mm),
        note(f"The daily rate for the whole hire is set by the hire period booked. Delivery or collection within 50 "
             f"miles of Hull: £{en(CC_DELIVERY)} per container each way. Reefer hire includes the refrigeration unit; "
             "electricity is supplied by the hirer."),
    ])


def inkpen(out: Path) -> None:
    rows, secs = [["", *IP_PLANS]], []
    for r in IP_ROWS:
        if r[0].startswith("#"):
            secs.append(len(rows))
            rows.append([r[0][1:], "", "", "", ""])
        else:
            lab, vals, dp = r
            rows.append([lab, *(cell(v, dp) for v in vals)])
    t1 = table(rows, "grid", [58, 27, 27, 27, 27], sections=secs, size=8,
               extra=[("ALIGN", (1, 0), (-1, 0), "CENTER")])
    build(out / IP_DOC, "Inkpen managed print plans 2025", "Inkpen Document Services Ltd, Newbury", [
        para("Inkpen Document Services", "Title"),
        para("Managed print: plans and prices 2025", "Heading3"),
        para("Each plan includes the devices shown (A4 colour multifunction printers), all toner, parts and labour, and "
             "the number of pages shown each month. Pages above a month's allowance are charged at the excess price, "
             "in pence per page, on the next invoice; unused pages do not carry over. Agreements run for 36 or 60 "
             "months. Prices exclude VAT."),
        Spacer(1, 3 * mm), cap("Table 1: Plans"), t1, Spacer(1, 3 * mm),
        note("Page allowances are per plan and shared by all its devices, additional devices included. Engineer "
             "response is measured in working hours (08:30–17:30, Monday to Friday)."),
    ])


DOCUMENTS = [hockerill, marbury, ellingstring, trethowan, alvaiazere, dunkeswell, ljungskile, harnhill, polstead,
             oakhanger, crossrigg, inkpen]


def self_check() -> None:
    """Invariants the questions rely on."""
    for code, _, _, moq, tiers in HW_ITEMS:
        assert tiers[0][0] == moq and tiers[-1][1] is None
        assert all(tiers[i][1] + 1 == tiers[i + 1][0] for i in range(len(tiers) - 1)), code
    assert len({p for p in dw_parts()}) == sum(len(r) for _, r in DW_ASSEMBLIES)
    for y in HG_DATA:
        hg_table(y)
    pf_table()
    assert len(RA_LIQUIDS) > RA_PAGE1_ROWS


if __name__ == "__main__":
    self_check()
    sys.exit(held_out_docs.main(sys.argv[1:], DOCUMENTS, __doc__))
