"""business-other11: twelve generated business PDFs from twelve fictional companies.

    /work/main/.venv/bin/python bench/business-other11/make_docs.py OUTDIR

Deterministic (reportlab rl_config.invariant = 1, no randomness, no clock, fonts shipped with reportlab).
All figures live in plain Python structures in this file; make_questions.py imports them and computes the
golds from them. Derived figures (subtotals, totals, change columns, margins, catalogue prices) are computed
here by functions, so what is printed always adds up.

Families (as in business-dev): price_list, catalogue, spec_sheet, support_plans, financial.
"""
from __future__ import annotations

import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab import rl_config

rl_config.invariant = 1

import reportlab  # noqa: E402
from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_LEFT  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle  # noqa: E402

FONT_DIR = Path(reportlab.__file__).parent / "fonts"
pdfmetrics.registerFont(TTFont("Vera", str(FONT_DIR / "Vera.ttf")))
pdfmetrics.registerFont(TTFont("VeraBd", str(FONT_DIR / "VeraBd.ttf")))
pdfmetrics.registerFont(TTFont("VeraIt", str(FONT_DIR / "VeraIt.ttf")))
REG, BOLD = "Vera", "VeraBd"


# =============================================================================== number formatting
def dec(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(str(x))


def r2(x, dp: int = 2) -> float:
    return float(dec(x).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP))


def fen(x, dp: int = 2) -> str:
    """1,234.50"""
    return f"{dec(x).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP):,.{dp}f}"


def fde(x, dp: int = 2) -> str:
    """1.234,50 (German and Turkish)"""
    return fen(x, dp).replace(",", "_").replace(".", ",").replace("_", ".")


def fpar(x, dp: int = 0) -> str:
    """UK accounts: (1,234) for negatives, – for nil."""
    if x == 0:
        return "–"
    return f"({fen(-x, dp)})" if x < 0 else fen(x, dp)


# =============================================================================== A. Tichborne quote pack
TF_DOC = "tichborne_rfq_tf25_118_quote_comparison.pdf"
TF_RFQ = [  # line, item requested, estimated packs per year
    (1, "Centrefeed roll, blue, 2-ply (6 rolls)", 420),
    (2, "C-fold hand towel, white, 2-ply (2,400 sheets)", 380),
    (3, "Toilet tissue, 2-ply, 320 sheets (36 rolls)", 260),
    (4, "Mini jumbo toilet roll, 200 m (12 rolls)", 150),
    (5, "Foam hand soap cartridge, 800 ml (6)", 90),
    (6, "Refuse sack, black, 90 l (200)", 110),
    (7, "Antibacterial surface spray, 750 ml (6)", 70),
]
MT_TIERS = [(1, 49, "1–49"), (50, 199, "50–199"), (200, None, "200+")]
MT_ITEMS = [  # RFQ line, code, description, pack, price per pack by tier (GBP)
    (1, "MTS-CF206", "Blue centrefeed 2 ply, 150 m", "6 rolls", [21.40, 19.85, 18.60]),
    (2, "MTS-HT240", "Hand towel C-fold white 2 ply", "2,400 sheets", [24.95, 23.10, 21.75]),
    (3, "MTS-TT362", "Toilet roll 2 ply, 320 sheet", "36 rolls", [17.80, 16.45, 15.30]),
    (4, "MTS-MJ212", "Mini jumbo roll 200 m, 2 ply", "12 rolls", [15.60, 14.40, 13.25]),
    (5, "MTS-FS806", "Foam soap cartridge 800 ml", "6 × 800 ml", [27.50, 25.90, 24.20]),
    (6, "MTS-RS902", "Refuse sacks, black, heavy duty 90 l", "200 sacks", [19.90, 18.30, 16.95]),
    (7, "MTS-AS756", "Antibacterial surface sanitiser", "6 × 750 ml", [14.85, 13.60, 12.70]),
]
MT_CARRIAGE = 12.50      # per order under MT_FREE_FROM net
MT_FREE_FROM = 250.00
BJ_TIERS = [(1, 99, "1–99 packs"), (100, 499, "100–499 packs"), (500, None, "500+ packs")]
BJ_ITEMS = [  # our ref, product, pack size, RFQ line, prices by tier (GBP)
    ("BJ-7710", "Centrefeed roll blue 2-ply", "6", 1, [22.10, 19.40, 18.10]),
    ("BJ-7724", "Interfold C-fold towel, white", "2,400", 2, [23.90, 22.80, 21.95]),
    ("BJ-7731", "Toilet tissue 320 sheets 2-ply", "36", 3, [18.20, 15.95, 14.90]),
    ("BJ-7745", "Mini jumbo 200 m", "12", 4, [16.10, 14.05, 13.40]),
    ("BJ-7790", "Refuse sack 90 l black", "200", 6, [18.75, 18.40, 17.20]),
    ("BJ-7802", "Sanitiser spray 750 ml", "6", 7, [15.20, 13.35, 12.10]),
]

# =============================================================================== B. Lindale hygiene chemicals
LH_DOC = "lindale_hygiene_chemicals_trade_prices_2025.pdf"
LH_TIERS = [(1, 4, "1–4"), (5, 19, "5–19"), (20, None, "20+")]
LH_RAW_PCT = 6          # footnote ¹: raw-material surcharge on the listed price
LH_IBC_DEPOSIT = 150.00  # footnote ²
LH_DG_FEE = 4.20        # footnote ³: dangerous-goods handling per item
LH_SECTIONS = [  # section, items: code, product (with footnote markers), size, gross weight kg, prices
    ("Washroom", [
        ("LH-1006", "Foam hand soap cartridge 800 ml", "case of 6", 5.6, [26.40, 25.10, 24.60]),
        ("LH-1012", "Antibacterial surface sanitiser 750 ml", "case of 6", 5.2, [15.45, 14.30, 13.75]),
        ("LH-1040", "Toilet and urinal descaler³", "5 l", 5.9, [18.60, 17.20, 16.10]),
    ]),
    ("Floor care", [
        ("LH-2010", "Neutral floor cleaner", "5 l", 5.3, [11.80, 10.90, 10.20]),
        ("LH-2025", "Floor polish, high-speed", "5 l", 5.4, [24.50, 22.75, 21.30]),
        ("LH-2031", "Heavy-duty floor stripper¹", "5 l", 5.6, [19.90, 18.40, 17.25]),
        ("LH-2090", "Neutral floor cleaner, IBC²", "1,000 l", 1040, [1480.00, 1420.00, 1365.00]),
    ]),
    ("Kitchen", [
        ("LH-3002", "Washing-up liquid", "5 l", 5.2, [8.95, 8.20, 7.60]),
        ("LH-3015", "Oven and grill cleaner¹ ³", "5 l", 6.1, [22.40, 20.80, 19.50]),
        ("LH-3020", "Dishwasher detergent¹", "20 l", 24.5, [46.90, 43.50, 40.80]),
        ("LH-3028", "Rinse aid", "20 l", 21.0, [39.60, 36.70, 34.40]),
    ]),
    ("Industrial", [
        ("LH-4011", "Degreaser, solvent-free", "25 l", 27.2, [58.70, 54.30, 50.90]),
        ("LH-4018", "Caustic tank cleaner¹ ³", "25 l", 31.5, [64.20, 59.80, 56.10]),
        ("LH-4035", "Hand cleaner with grit", "4 × 4 l", 17.4, [34.80, 32.20, 30.10]),
    ]),
]
LH_CARRIAGE = [  # label, lower (exclusive) kg, upper (inclusive) kg, charge (None = on request)
    ("up to 25 kg", 0, 25, 8.95), ("25.1–100 kg", 25, 100, 19.50), ("100.1–300 kg", 100, 300, 42.00),
    ("300.1–1,000 kg", 300, 1000, 78.00), ("over 1,000 kg", 1000, None, None)]


def lh_items() -> list[dict]:
    return [{"code": c, "name": nm, "size": sz, "kg": kg, "prices": ps, "section": sec}
            for sec, items in LH_SECTIONS for c, nm, sz, kg, ps in items]


# =============================================================================== C. Dereköy (Turkish)
DH_DOC = "derekoy_havlu_toptan_fiyat_listesi_2025.pdf"
DH_TIERS = [(1, 99, "1–99 adet"), (100, 499, "100–499 adet"), (500, None, "500+ adet")]
DH_ITEMS = [  # kod, ürün, ölçü (cm), gramaj (g/m²), fiyat TL by tier
    ("DH-101", "El havlusu, beyaz", "50 × 90", 500, [142.50, 128.00, 116.75]),
    ("DH-102", "Banyo havlusu, beyaz", "70 × 140", 500, [298.00, 268.50, 244.00]),
    ("DH-103", "Banyo havlusu, jakarlı", "80 × 150", 550, [372.00, 336.00, 305.50]),
    ("DH-110", "Ayak havlusu", "50 × 70", 650, [118.00, 106.25, 96.50]),
    ("DH-120", "Yüz havlusu", "30 × 50", 450, [46.80, 42.10, 38.25]),
    ("DH-201", "Bornoz, şal yaka, S/M", "—", 380, [865.00, 779.00, 712.00]),
    ("DH-202", "Bornoz, şal yaka, L/XL", "—", 380, [912.00, 821.00, 749.00]),
    ("DH-301", "Çarşaf, tek kişilik", "160 × 240", 130, [214.00, 193.00, 176.50]),
    ("DH-302", "Çarşaf, çift kişilik", "240 × 260", 130, [338.00, 304.00, 278.00]),
    ("DH-310", "Nevresim, çift kişilik", "200 × 220", 130, [472.00, 425.00, 389.00]),
]
DH_KARGO = [  # label, lower (exclusive), upper (inclusive), fee (None = Ücretsiz)
    ("0,00 – 2.500,00 TL", -1, 2500, 185.00), ("2.500,01 – 10.000,00 TL", 2500, 10000, 95.00),
    ("10.000,00 TL üzeri", 10000, None, None)]

# =============================================================================== D. Ashwellthorpe electrical
AE_DOC = "ashwellthorpe_electrical_trade_prices_2026.pdf"
AE_SECTIONS = [  # section, items: cat no, description, per, 2025 price, 2026 price (GBP)
    ("Wiring accessories", [
        ("AE-1010", "Single switched socket, 13 A, white", "each", 2.85, 2.99),
        ("AE-1012", "Double switched socket, 13 A, white", "each", 3.95, 4.19),
        ("AE-1030", "1-gang 2-way light switch, 10 A", "each", 1.62, 1.69),
        ("AE-1045", "Switched fused spur, 13 A", "each", 4.80, 5.05),
        ("AE-1060", "Flush back box 25 mm, 1-gang", "pack of 10", 3.40, 3.55),
    ]),
    ("Cable", [
        ("AE-2015", "Twin and earth 1.5 mm², grey", "100 m", 58.20, 61.40),
        ("AE-2025", "Twin and earth 2.5 mm², grey", "100 m", 88.60, 94.10),
        ("AE-2060", "Three core and earth 1.5 mm²", "100 m", 96.40, 101.80),
        ("AE-2100", "SWA cable, 3 core 2.5 mm²", "50 m", 142.00, 149.50),
    ]),
    ("Lighting", [
        ("AE-3005", "LED downlight 6 W, fire rated", "each", 9.75, 9.45),
        ("AE-3012", "LED batten 1500 mm, 50 W", "each", 24.60, 23.90),
        ("AE-3030", "Emergency bulkhead, 3 h", "each", 31.50, 33.20),
    ]),
    ("Protection", [
        ("AE-4001", "RCBO 32 A, type A, 30 mA", "each", 18.90, 19.60),
        ("AE-4010", "Consumer unit, 10-way, metal", "each", 78.00, 82.50),
    ]),
]
AE_DELIVERY = [("up to £75.00", 9.50), ("£75.01 – £200.00", 4.95), ("over £200.00", None)]


def ae_items() -> list[dict]:
    return [{"code": c, "name": nm, "per": per, "p25": a, "p26": b, "section": sec}
            for sec, items in AE_SECTIONS for c, nm, per, a, b in items]


# =============================================================================== E. Combwich pneumatics (3 pages)
CP_DOC = "combwich_pneumatics_catalogue_2025.pdf"
CP_THREADS = {"M5": ("M5", 0.00), "G1/8": ("18", 0.40), "G1/4": ("14", 0.90), "G3/8": ("38", 1.70),
              "G1/2": ("12", 2.80)}
CP_PAIRS = [(4, "M5"), (4, "G1/8"), (6, "M5"), (6, "G1/8"), (6, "G1/4"), (8, "G1/8"), (8, "G1/4"), (8, "G3/8"),
            (10, "G1/4"), (10, "G3/8"), (10, "G1/2"), (12, "G1/4"), (12, "G3/8"), (12, "G1/2")]
CP_ODS = [4, 6, 8, 10, 12]
CP_TUBE_ID = {4: "2.5", 6: "4", 8: "5.5", 10: "7", 12: "8"}
CP_SILENCER = {"M5": 5.60, "G1/8": 6.40, "G1/4": 7.90, "G3/8": 10.60, "G1/2": 13.80}
CP_VALVE = {"G1/4": 8.95, "G3/8": 11.40, "G1/2": 15.75}
CP_PAGE_ROWS = [27, 30]  # body rows (section rows included) on page 1 and page 2; the rest on page 3


def cp_rows() -> list[dict]:
    """Section rows ({'section': name}) and item rows in printed order."""
    out: list[dict] = []

    def item(code, desc, od, thread, pack, price):
        out.append({"code": code, "desc": desc, "od": od, "thread": thread, "pack": pack, "price": r2(price)})

    out.append({"section": "Straight male connectors"})
    for od, th in CP_PAIRS:
        item(f"CP-S{od:02d}{CP_THREADS[th][0]}", f"Straight male {od} mm – {th}", od, th, "10",
             dec("4.20") + dec("0.55") * od + dec(str(CP_THREADS[th][1])))
    out.append({"section": "Elbow male connectors"})
    for od, th in CP_PAIRS:
        base = dec("4.20") + dec("0.55") * od + dec(str(CP_THREADS[th][1]))
        item(f"CP-E{od:02d}{CP_THREADS[th][0]}", f"Elbow male {od} mm – {th}", od, th, "10", base * dec("1.35"))
    out.append({"section": "Tee connectors, equal"})
    for od in CP_ODS:
        item(f"CP-T{od:02d}", f"Equal tee {od} mm", od, None, "10", dec("6.80") + dec("0.95") * od)
    out.append({"section": "Straight unions"})
    for od in CP_ODS:
        item(f"CP-U{od:02d}", f"Straight union {od} mm", od, None, "10", dec("3.90") + dec("0.50") * od)
    out.append({"section": "Bulkhead connectors"})
    for od in CP_ODS:
        item(f"CP-B{od:02d}", f"Bulkhead union {od} mm", od, None, "5", dec("9.40") + dec("1.10") * od)
    out.append({"section": "Polyurethane tube, 25 m rolls"})
    for od in CP_ODS:
        for col, suf, add in (("blue", "BL", 0), ("black", "BK", dec("0.60"))):
            item(f"CP-PU{od:02d}-{suf}", f"PU tube {od} × {CP_TUBE_ID[od]} mm, {col}", od, None, "25 m",
                 dec("11.50") + dec("2.35") * od + add)
    out.append({"section": "Sintered bronze silencers"})
    for th, p in CP_SILENCER.items():
        item(f"CP-SL{CP_THREADS[th][0]}", f"Silencer {th}", None, th, "10", p)
    out.append({"section": "Brass ball valves, female / female"})
    for th, p in CP_VALVE.items():
        item(f"CP-BV{CP_THREADS[th][0]}", f"Ball valve {th}", None, th, "1", p)
    out.append({"section": "Blanking plugs"})
    for od in CP_ODS:
        item(f"CP-PL{od:02d}", f"Blanking plug {od} mm", od, None, "20", dec("3.10") + dec("0.30") * od)
    # stock and page
    k = 0
    pos = 0
    for row in out:
        pos += 1
        row["page"] = 1 if pos <= CP_PAGE_ROWS[0] else 2 if pos <= CP_PAGE_ROWS[0] + CP_PAGE_ROWS[1] else 3
        if "code" in row:
            k += 1
            s = (k * 47 + (row["od"] or 5) * 13) % 173
            row["stock"] = 0 if s < 16 else s
    return out


def cp_items() -> list[dict]:
    sec = None
    out = []
    for row in cp_rows():
        if "section" in row:
            sec = row["section"]
        else:
            out.append(dict(row, section=sec))
    return out


# =============================================================================== F. Stathern power tools (2 pages)
ST_DOC = "stathern_cordless_tools_catalogue_2025.pdf"
ST_SECTIONS = [  # section, items: code, tool, no-load speed rpm (None = –), weight kg, bare, kit (None = —)
    ("18 V tools", [
        ("ST-1801", "Combi drill, brushless", 2100, 1.6, 129.00, 239.00),
        ("ST-1802", "Drill driver, compact", 1800, 1.2, 89.00, 169.00),
        ("ST-1805", "Impact driver, 4-mode", 3400, 1.3, 119.00, 229.00),
        ("ST-1808", "Impact wrench, 1/2 in", 2400, 2.1, 159.00, None),
        ("ST-1811", "SDS-plus hammer, 2 J", 1300, 2.6, 169.00, 289.00),
        ("ST-1815", "Circular saw 165 mm", 5000, 3.1, 139.00, None),
        ("ST-1818", "Jigsaw, pendulum action", 3000, 2.4, 119.00, None),
        ("ST-1820", "Reciprocating saw", 3000, 3.0, 129.00, 249.00),
        ("ST-1824", "Angle grinder 115 mm", 8500, 2.2, 99.00, 199.00),
        ("ST-1827", "Oscillating multi-tool", 20000, 1.5, 109.00, None),
        ("ST-1830", "Random orbit sander 125 mm", 11000, 1.7, 119.00, None),
        ("ST-1833", "Planer 82 mm", 15000, 2.8, 149.00, None),
        ("ST-1836", "Router, 1/4 in collet", 25000, 2.0, 179.00, None),
        ("ST-1840", "LED work light, 2,000 lm", None, 0.9, 49.00, None),
        ("ST-1842", "Wet and dry vacuum, 7.5 l", None, 4.3, 139.00, None),
        ("ST-1845", "Grease gun, 690 bar", None, 2.9, 159.00, 259.00),
    ]),
    ("36 V tools", [
        ("ST-3601", "Rotary hammer SDS-max, 8 J", 400, 6.8, 449.00, 649.00),
        ("ST-3604", "Circular saw 190 mm", 5200, 4.0, 229.00, None),
        ("ST-3607", "Mitre saw 216 mm", 4600, 13.8, 469.00, None),
        ("ST-3610", "Angle grinder 230 mm", 6500, 5.6, 259.00, 429.00),
        ("ST-3613", "Chain saw, 350 mm bar", None, 4.9, 299.00, 469.00),
        ("ST-3616", "Cut-off saw 305 mm", 5000, 10.8, 549.00, 789.00),
        ("ST-3619", "Core drill, wet and dry", 1900, 7.9, 699.00, None),
        ("ST-3622", "Hedge trimmer 650 mm", None, 3.7, 219.00, 379.00),
    ]),
    ("Batteries and chargers", [
        ("ST-B185", "Battery 18 V, 5.0 Ah", None, 0.7, 89.00, None),
        ("ST-B188", "Battery 18 V, 8.0 Ah", None, 1.1, 139.00, None),
        ("ST-B362", "Battery 36 V, 4.0 Ah", None, 1.3, 159.00, None),
        ("ST-B366", "Battery 36 V, 6.0 Ah", None, 1.7, 219.00, None),
        ("ST-C180", "Fast charger 18 V", None, 0.6, 59.00, None),
        ("ST-C360", "Dual-port charger 36 V", None, 1.4, 119.00, None),
    ]),
]
ST_PAGE1_ROWS = 23  # body rows (section rows included) on page 1; the rest continue on page 2 with no header


def st_items() -> list[dict]:
    out, pos = [], 0
    for sec, items in ST_SECTIONS:
        pos += 1
        for c, tool, rpm, kg, bare, kit in items:
            pos += 1
            out.append({"code": c, "tool": tool, "rpm": rpm, "kg": kg, "bare": bare, "kit": kit, "section": sec,
                        "page": 1 if pos <= ST_PAGE1_ROWS else 2})
    return out


# =============================================================================== G. Wetheral scrubber-dryers (spec)
WM_DOC = "wetheral_scrubber_dryers_technical_data.pdf"
WM_MODELS = ["WC-430B", "WC-530B", "WC-650B", "WC-760R", "WC-900R"]
WM_ROWS = [  # (section,) or (characteristic, unit, values, decimals or None for text)
    ("Performance",),
    ("Cleaning width", "mm", [430, 530, 650, 760, 900], 0),
    ("Squeegee width", "mm", [680, 780, 900, 1050, 1200], 0),
    ("Theoretical productivity", "m²/h", [1720, 2650, 3900, 5300, 7200], 0),
    ("Brush pressure (max.)", "kg", [18, 24, 32, 45, 60], 0),
    ("Tanks",),
    ("Solution tank", "l", [40, 55, 75, 100, 140], 0),
    ("Recovery tank", "l", [45, 60, 80, 110, 150], 0),
    ("Power",),
    ("Battery", "", ["24 V / 105 Ah", "24 V / 140 Ah", "24 V / 200 Ah", "36 V / 240 Ah", "36 V / 320 Ah"], None),
    ("Run time (max.)¹", "min", [120, 150, 180, 210, 240], 0),
    ("Sound pressure level", "dB(A)", [64, 66, 63, 69, 68], 0),
    ("Dimensions and price",),
    ("Weight without batteries", "kg", [92, 118, 165, 310, 420], 0),
    ("Machine length", "mm", [1180, 1260, 1380, 1540, 1720], 0),
    ("List price", "EUR", [6450, 7980, 10900, 18600, 24300], 0),
]
WM_TYPE = {"WC-430B": "walk-behind", "WC-530B": "walk-behind", "WC-650B": "walk-behind", "WC-760R": "ride-on",
           "WC-900R": "ride-on"}

# =============================================================================== I. Nettlecombe hosting support
NH_DOC = "nettlecombe_hosting_support_plans_2026.pdf"
NH_GROUPS = [("Shared hosting", ["Lite", "Plus", "Pro"]), ("Managed cloud", ["Cloud Core", "Cloud Scale", "Cloud Elite"])]
NH_FEE = {"Lite": (19, 21), "Plus": (39, 42), "Pro": (79, 85), "Cloud Core": (240, 255), "Cloud Scale": (590, 620),
          "Cloud Elite": (1450, 1490)}  # EUR per month: 2025, 2026
NH_RESP = {"Lite": (240, 1440), "Plus": (120, 480), "Pro": (60, 240), "Cloud Core": (60, 240),
           "Cloud Scale": (30, 120), "Cloud Elite": (15, 60)}  # minutes: critical, standard
NH_HOURS = {"Lite": "Mon–Fri 9–17", "Plus": "Mon–Fri 8–20", "Pro": "24/7", "Cloud Core": "Mon–Fri 8–20",
            "Cloud Scale": "24/7", "Cloud Elite": "24/7"}
NH_ADDONS = [("Daily off-site backup", 9.00, "All plans"), ("Managed web application firewall", 35.00,
             "Managed cloud only"), ("Extra support contact", 12.00, "All plans"),
             ("Quarterly security review", 180.00, "Cloud Scale, Cloud Elite")]

# =============================================================================== J. Rodmersham lift trucks
RM_DOC = "rodmersham_lift_truck_service_plans_2025.pdf"
RM_PLANS = ["Inspect", "Maintain", "Complete Care"]
RM_FEES = [  # truck class, annual fee per truck (GBP) by plan
    ("Pallet truck or stacker, electric", [195, 340, 520]),
    ("Counterbalance up to 2.5 t", [310, 560, 890]),
    ("Counterbalance over 2.5 t", [380, 690, 1120]),
    ("Reach truck", [360, 650, 1040]),
]
RM_SERVICE = [  # label, values by plan
    ("Planned service visits per year", ["1", "2", "4"]),
    ("Breakdown response target (hours)", ["24", "8", "4"]),
    ("Parts and wear items", ["Charged", "10% off list", "Included"]),
    ("LOLER thorough examination", ["£65.00 per truck", "Included", "Included"]),
    ("Out-of-hours call-out", ["£145.00", "£125.00", "Included"]),
]
RM_FLEET = [(1, 4, "1–4", 0), (5, 9, "5–9", 5), (10, 24, "10–24", 8), (25, None, "25 and over", 12)]

# =============================================================================== K. Gatcombe Instruments (UK, £'000)
GI_DOC = "gatcombe_instruments_annual_report_2025_extract.pdf"
GI_YEARS = ["2025", "2024"]
GI_SHARES_M = 61.2  # million shares, for EPS
GI_IS_IN = {  # £'000, year ended 31 March; note numbers
    "Revenue": ([48612, 44905], "3"),
    "Cost of sales": ([-29877, -27960], ""),
    "Distribution costs": ([-4215, -3890], ""),
    "Administrative expenses": ([-7940, -7512], ""),
    "Other operating income": ([320, 0], ""),
    "Finance income": ([85, 42], ""),
    "Finance costs": ([-612, -745], "4"),
    "Taxation": ([-1542, -1180], "5"),
}
GI_REGIONS = [("United Kingdom", [17240, 16880]), ("Rest of Europe", [12905, 11760]),
              ("North America", [13118, 11402]), ("Asia Pacific", [5349, 4863])]
GI_BS_IN = {
    "Property, plant and equipment": [14320, 13875],
    "Intangible assets": [3410, 3655],
    "Inventories": [9862, 8945],
    "Trade and other receivables": [10214, 9530],
    "Cash and cash equivalents": [4118, 2964],
    "Trade and other payables": [-8406, -7912],
    "Borrowings due within one year": [-2000, -2000],
    "Borrowings due after one year": [-7500, -9500],
    "Share capital": [612, 612],
}
GI_INVENTORIES = [("Raw materials", [3940, 3615]), ("Work in progress", [2187, 1990]),
                  ("Finished goods", [3735, 3340])]


def gi_is() -> list[tuple[str, str, list[int], bool]]:
    """label, note, [2025, 2024] in £'000, bold"""
    g = {k: v[0] for k, v in GI_IS_IN.items()}
    gp = [a + b for a, b in zip(g["Revenue"], g["Cost of sales"])]
    op = [a + b + c + d for a, b, c, d in zip(gp, g["Distribution costs"], g["Administrative expenses"],
                                               g["Other operating income"])]
    pbt = [a + b + c for a, b, c in zip(op, g["Finance income"], g["Finance costs"])]
    pat = [a + b for a, b in zip(pbt, g["Taxation"])]
    n = {k: v[1] for k, v in GI_IS_IN.items()}
    return [("Revenue", n["Revenue"], g["Revenue"], False), ("Cost of sales", "", g["Cost of sales"], False),
            ("Gross profit", "", gp, True), ("Distribution costs", "", g["Distribution costs"], False),
            ("Administrative expenses", "", g["Administrative expenses"], False),
            ("Other operating income", "", g["Other operating income"], False),
            ("Operating profit", "", op, True), ("Finance income", "", g["Finance income"], False),
            ("Finance costs", n["Finance costs"], g["Finance costs"], False),
            ("Profit before tax", "", pbt, True), ("Taxation", n["Taxation"], g["Taxation"], False),
            ("Profit for the year", "", pat, True)]


def gi_eps() -> list[float]:
    pat = gi_is()[-1][2]
    return [r2(dec(p) / dec(str(GI_SHARES_M)) / 10, 2) for p in pat]  # pence: £'000 / m shares / 10


def gi_bs() -> list[tuple[str, str, list[int] | None, bool]]:
    b = GI_BS_IN
    nca = ["Property, plant and equipment", "Intangible assets"]
    ca = ["Inventories", "Trade and other receivables", "Cash and cash equivalents"]
    li = ["Trade and other payables", "Borrowings due within one year", "Borrowings due after one year"]
    ta = [sum(b[k][i] for k in nca + ca) for i in range(2)]
    tl = [sum(b[k][i] for k in li) for i in range(2)]
    na = [a + l_ for a, l_ in zip(ta, tl)]
    re_ = [x - s for x, s in zip(na, b["Share capital"])]
    assert [sum(v[i] for _, v in GI_INVENTORIES) for i in range(2)] == b["Inventories"]
    rows = [("Non-current assets", "", None, True)] + [(k, "", b[k], False) for k in nca]
    rows += [("Current assets", "", None, True)] + [(k, "6" if k == "Inventories" else "", b[k], False) for k in ca]
    rows += [("Total assets", "", ta, True), ("Liabilities", "", None, True)]
    rows += [(k, "", b[k], False) for k in li] + [("Total liabilities", "", tl, True), ("Net assets", "", na, True)]
    rows += [("Equity", "", None, True), ("Share capital", "", b["Share capital"], False),
             ("Retained earnings", "", re_, False), ("Total equity", "", na, True)]
    return rows


# =============================================================================== L. Wiesentheid (German, TEUR)
WK_DOC = "wiesentheid_kunststofftechnik_jahresabschluss_2025.pdf"
WK_GUV_IN = {  # TEUR: 2025, 2024
    "Umsatzerlöse": [86420, 79115],
    "Bestandsveränderungen": [1240, -860],
    "Sonstige betriebliche Erträge": [2310, 1975],
    "Materialaufwand": [-41870, -38940],
    "Personalaufwand": [-24650, -22810],
    "Abschreibungen": [-5980, -5420],
    "Sonstige betriebliche Aufwendungen": [-9340, -8720],
    "Finanzergebnis": [-1120, -1310],
    "Ertragsteuern": [-2105, -910],
}
WK_KPI = [  # label, 2025, 2024, decimals
    ("Mitarbeiter (Jahresdurchschnitt)", 512, 488, 0),
    ("Eigenkapitalquote (%)", 41.8, 39.5, 1),
    ("Investitionen (TEUR)", 7860, 6240, 0),
    ("Auftragsbestand 31.12. (TEUR)", 23400, 19850, 0),
]


def wk_change(a: int, b: int) -> float | None:
    """Change in % of the unsigned amounts, one decimal; None (n. a.) when the sign changes."""
    if (a < 0) != (b < 0) or b == 0:
        return None
    return r2((dec(abs(a)) - abs(b)) / abs(b) * 100, 1)


def wk_guv() -> list[tuple[str, list[int], bool]]:
    g = WK_GUV_IN
    ops = ["Umsatzerlöse", "Bestandsveränderungen", "Sonstige betriebliche Erträge", "Materialaufwand",
           "Personalaufwand", "Abschreibungen", "Sonstige betriebliche Aufwendungen"]
    ebit = [sum(g[k][i] for k in ops) for i in range(2)]
    ebt = [e + f for e, f in zip(ebit, g["Finanzergebnis"])]
    ju = [e + t for e, t in zip(ebt, g["Ertragsteuern"])]
    return [(k, g[k], False) for k in ops] + [
        ("Betriebsergebnis (EBIT)", ebit, True), ("Finanzergebnis", g["Finanzergebnis"], False),
        ("Ergebnis vor Steuern", ebt, True), ("Ertragsteuern", g["Ertragsteuern"], False),
        ("Jahresüberschuss", ju, True)]


# =============================================================================== M. Kirkoswald Foods (five-year record)
KF_DOC = "kirkoswald_foods_five_year_record_2025.pdf"
KF_YEARS = ["2021", "2022", "2023", "2024", "2025"]
KF_ROWS_IN = [  # label, values, decimals, scaled (£m) or not
    ("Revenue", [412.6, 438.9, 471.3, 502.8, 529.4], 1, True),
    ("Gross profit", [118.2, 124.7, 130.5, 142.9, 153.1], 1, True),
    ("Operating profit", [31.4, 29.8, 33.6, 38.2, 41.7], 1, True),
    ("Profit before tax", [27.9, 25.1, 28.4, 32.6, 36.9], 1, True),
    ("Capital expenditure", [18.4, 22.7, 25.1, 19.6, 21.3], 1, True),
    ("Net debt", [84.2, 91.5, 88.0, 79.4, 72.8], 1, True),
    ("Basic earnings per share (pence)", [11.8, 10.6, 12.0, 13.9, 15.6], 1, False),
    ("Dividend per share (pence)", [5.2, 5.2, 5.5, 6.0, 6.6], 1, False),
    ("Average number of employees", [2914, 3020, 3148, 3205, 3262], 0, False),
]


def kf_rows() -> list[tuple[str, list[float], int, bool]]:
    rows = list(KF_ROWS_IN)
    rev, op = rows[0][1], rows[2][1]
    margin = [r2(dec(str(o)) / dec(str(r)) * 100, 1) for o, r in zip(op, rev)]
    rows.insert(4, ("Operating margin (%)", margin, 1, False))
    return rows


# =============================================================================== registry
COMPANIES = {
    TF_DOC: "Tichborne Facilities Group", LH_DOC: "Lindale Hygiene Chemicals Ltd",
    DH_DOC: "Dereköy Havlu Tekstil San. ve Tic. A.Ş.", AE_DOC: "Ashwellthorpe Electrical Wholesale",
    CP_DOC: "Combwich Pneumatics Ltd", ST_DOC: "Stathern Power Tools", WM_DOC: "Wetheral Cleaning Machines",
    NH_DOC: "Nettlecombe Hosting B.V.", RM_DOC: "Rodmersham Lift Truck Services",
    GI_DOC: "Gatcombe Instruments plc", WK_DOC: "Wiesentheid Kunststofftechnik GmbH",
    KF_DOC: "Kirkoswald Foods plc",
}
FAMILY = {TF_DOC: "price_list", LH_DOC: "price_list", DH_DOC: "price_list", AE_DOC: "price_list",
          CP_DOC: "catalogue", ST_DOC: "catalogue", WM_DOC: "spec_sheet", NH_DOC: "support_plans",
          RM_DOC: "support_plans", GI_DOC: "financial", WK_DOC: "financial", KF_DOC: "financial"}
LANG = {d: "en" for d in FAMILY}
LANG[DH_DOC] = "tr"
LANG[WK_DOC] = "de"
PAGES = {d: 1 for d in FAMILY}
PAGES.update({TF_DOC: 2, CP_DOC: 3, ST_DOC: 2, GI_DOC: 2})
# company names checked for uniqueness (check.py repeats the grep); the two quoting suppliers are included
NAMES = ["Tichborne", "Maddiford", "Brasted", "Lindale", "Dereköy", "Derekoy", "Ashwellthorpe", "Combwich",
         "Stathern", "Wetheral", "Nettlecombe", "Rodmersham", "Gatcombe", "Wiesentheid", "Kirkoswald"]

CAPTIONS: list[tuple[str, str, int, str]] = []   # (doc, table id, page, caption text as printed)
HEADERLESS: dict[tuple[str, str, int], int] = {}  # continuation page without header -> page holding the header


# =============================================================================== rendering helpers
def pstyle(name, size=9, lead=None, font=REG, space_after=2, space_before=0):
    return ParagraphStyle(name, fontName=font, fontSize=size, leading=lead or size * 1.25, alignment=TA_LEFT,
                          spaceAfter=space_after, spaceBefore=space_before)


S_TITLE = pstyle("t", 16, 20, BOLD, 4)
S_SUB = pstyle("s", 11, 14, BOLD, 4)
S_BODY = pstyle("b", 9, 11.5)
S_NOTE = pstyle("n", 7.5, 9.5)
S_CAP = pstyle("c", 10, 13, BOLD, 3, 4)


def P(text, st=S_BODY):
    return Paragraph(text, st)


def cap(doc, tid, page, text):
    CAPTIONS.append((doc, tid, page, text))
    return P(text, S_CAP)


def check_fit(rows, widths, spans, size, bold_rows):
    covered, span_width = set(), {}
    for (c0, r0), (c1, r1) in spans:
        span_width[(c0, r0)] = sum(widths[c0:c1 + 1])
        covered |= {(c, r) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)} - {(c0, r0)}
    for r, row in enumerate(rows):
        font = BOLD if r in bold_rows else REG
        for c, cell in enumerate(row):
            if (c, r) in covered or not isinstance(cell, str):
                continue
            room = span_width.get((c, r), widths[c]) * mm - 6.5
            for part in cell.split("\n"):
                w = pdfmetrics.stringWidth(part, font, size)
                assert w <= room, f"cell does not fit: {part!r} {w:.1f} > {room:.1f}"


def tbl(rows, widths, style, head=1, spans=(), sections=(), bold=(), left=1, size=8, extra=(), valign_head="BOTTOM",
        pad=2.0):
    spans = list(spans) + [((0, r), (len(widths) - 1, r)) for r in sections]
    bold_rows = set(range(head)) | set(bold) | set(sections)
    check_fit(rows, widths, spans, size, bold_rows)
    cmd = [("FONT", (0, 0), (-1, -1), REG, size), ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
           ("ALIGN", (0, 0), (left - 1, -1), "LEFT"), ("ALIGN", (left, 0), (-1, -1), "RIGHT"),
           ("TOPPADDING", (0, 0), (-1, -1), pad), ("BOTTOMPADDING", (0, 0), (-1, -1), pad),
           ("LEFTPADDING", (0, 0), (-1, -1), 3.3), ("RIGHTPADDING", (0, 0), (-1, -1), 3.3)]
    if head:
        cmd.append(("VALIGN", (0, 0), (-1, head - 1), valign_head))
    for r in bold_rows:
        cmd.append(("FONT", (0, r), (-1, r), BOLD, size))
    for s in spans:
        cmd.append(("SPAN", s[0], s[1]))
        if s[0][1] < head and s[0][1] == s[1][1] and s[0][0] != s[1][0]:
            cmd.append(("ALIGN", s[0], s[1], "CENTER"))
    n = len(rows)
    if style == "grid":
        cmd += [("GRID", (0, 0), (-1, -1), 0.4, colors.black)]
        if head:
            cmd.append(("BACKGROUND", (0, 0), (-1, head - 1), colors.Color(0.87, 0.89, 0.91)))
    elif style == "zebra":
        if head:
            cmd += [("BACKGROUND", (0, 0), (-1, head - 1), colors.Color(0.16, 0.33, 0.29)),
                    ("TEXTCOLOR", (0, 0), (-1, head - 1), colors.white)]
        k = 0
        for r in range(head, n):
            if r in sections:
                k = 0
                continue
            if k % 2:
                cmd.append(("BACKGROUND", (0, r), (-1, r), colors.Color(0.92, 0.95, 0.93)))
            k += 1
    elif style == "booktabs":
        cmd += [("LINEABOVE", (0, 0), (-1, 0), 1.1, colors.black),
                ("LINEBELOW", (0, head - 1), (-1, head - 1), 0.6, colors.black),
                ("LINEBELOW", (0, -1), (-1, -1), 1.1, colors.black)]
    elif style == "rules":  # borderless body, one rule under the header
        cmd += [("LINEBELOW", (0, head - 1), (-1, head - 1), 0.7, colors.black)]
    for r in sections:
        cmd += [("ALIGN", (0, r), (-1, r), "LEFT")]
        if style in ("grid", "zebra"):
            cmd.append(("BACKGROUND", (0, r), (-1, r), colors.Color(0.82, 0.85, 0.86)))
    t = Table(rows, colWidths=[w * mm for w in widths], hAlign="LEFT")
    t.setStyle(TableStyle(cmd + list(extra)))
    return t


def build(out: Path, doc: str, title: str, story: list, page_word="Page", pagesize=A4):
    company = COMPANIES[doc]

    def deco(canvas, d):
        canvas.saveState()
        canvas.setFont(REG, 7.5)
        canvas.drawString(18 * mm, 10 * mm, company)
        canvas.drawRightString(pagesize[0] - 18 * mm, 10 * mm, f"{page_word} {d.page}")
        canvas.restoreState()

    t = SimpleDocTemplate(str(out / doc), pagesize=pagesize, leftMargin=18 * mm, rightMargin=18 * mm,
                          topMargin=15 * mm, bottomMargin=17 * mm, title=title, author=company, invariant=1)
    t.build(story, onFirstPage=deco, onLaterPages=deco)


# =============================================================================== documents
def tichborne(out: Path):
    t1 = tbl([["Line", "Item requested", "Est. packs per year"]] +
             [[str(n), it, fen(v, 0)] for n, it, v in TF_RFQ], [14, 92, 34], "grid", left=2,
             extra=[("ALIGN", (0, 0), (0, -1), "CENTER")])
    h1 = ["RFQ line", "Code", "Description", "Pack", "Price per pack (£)", "", ""]
    h2 = ["", "", "", "", *[t[2] for t in MT_TIERS]]
    rows = [h1, h2] + [[str(ln), c, ds, pk, *[fen(p) for p in ps]] for ln, c, ds, pk, ps in MT_ITEMS]
    t2 = tbl(rows, [17, 23, 55, 22, 19, 19, 19], "booktabs", head=2, left=4,
             spans=[((4, 0), (6, 0)), ((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (2, 1)), ((3, 0), (3, 1))],
             extra=[("ALIGN", (0, 0), (0, -1), "CENTER"), ("LINEBELOW", (4, 0), (6, 0), 0.4, colors.black)])
    rows3 = [["Our ref.", "Product", "Pack size", "RFQ line", *[t[2] for t in BJ_TIERS]]] + [
        [r, p, pk, str(ln), *[fen(x) for x in ps]] for r, p, pk, ln, ps in BJ_ITEMS]
    t3 = tbl(rows3, [20, 48, 18, 16, 22, 27, 22], "grid", left=2,
             extra=[("ALIGN", (3, 0), (3, -1), "CENTER")])
    build(out, TF_DOC, "RFQ TF-25-118 quote comparison", [
        P("Tichborne Facilities Group", S_TITLE),
        P("Procurement — quote comparison pack, RFQ TF-25-118 (washroom consumables)", S_SUB),
        P("Two suppliers replied to RFQ TF-25-118 for our three sites. Both quotations are reproduced below as "
          "submitted, each in the supplier's own layout and product naming; the RFQ line column links every quoted "
          "product to the line it answers. All prices are per pack in pounds sterling and exclude VAT. Each "
          "supplier's quantity breaks apply to the number of packs of one line on a single order."),
        cap(TF_DOC, "t1", 1, "RFQ lines and expected annual volumes"), t1, Spacer(1, 5 * mm),
        cap(TF_DOC, "t2", 1, "Quotation A — Maddiford Trade Supplies, ref. MTS/Q/4471"), t2, Spacer(1, 2 * mm),
        P(f"Maddiford terms: carriage £{fen(MT_CARRIAGE)} per order below £{fen(MT_FREE_FROM)} net, free at or "
          "above that value; payment 30 days; prices held until 30 September 2025.", S_NOTE),
        PageBreak(),
        cap(TF_DOC, "t3", 2, "Quotation B — Brasted Janitorial, ref. BJ-20931"), t3, Spacer(1, 2 * mm),
        P("Brasted terms: delivery free on orders of £400.00 or more, otherwise £18.00 per drop; payment 45 days. "
          "Brasted did not quote RFQ line 5 (foam soap cartridges): their dispensers take a different cartridge.",
          S_NOTE),
        Spacer(1, 4 * mm),
        P("Evaluation note: the buyer compares each line at the expected order size, not at the annual volume. "
          "Last year's contract price for line 3 was £16.95 per pack.", S_NOTE),
    ])


def lindale(out: Path):
    h1 = ["Code", "Product", "Size", "Gross\nweight (kg)", "Price per item (£)", "", ""]
    h2 = ["", "", "", "", *[t[2] for t in LH_TIERS]]
    rows, secs = [h1, h2], []
    for sec, items in LH_SECTIONS:
        secs.append(len(rows))
        rows.append([sec, "", "", "", "", "", ""])
        for c, nm, sz, kg, ps in items:
            rows.append([c, nm, sz, fen(kg, 1), *[fen(p) for p in ps]])
    t1 = tbl(rows, [19, 60, 20, 21, 18, 18, 18], "zebra", head=2, left=3, sections=secs,
             spans=[((4, 0), (6, 0)), ((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (2, 1)), ((3, 0), (3, 1))])
    crow = [["Consignment weight", "Charge (£)"]] + [[lab, "on request" if f is None else fen(f)]
                                                    for lab, _, _, f in LH_CARRIAGE]
    t2 = tbl(crow, [42, 28], "grid")
    build(out, LH_DOC, "Lindale Hygiene Chemicals trade prices 2025", [
        P("Lindale Hygiene Chemicals Ltd", S_TITLE),
        P("Trade price list 2025 — cleaning and hygiene chemicals", S_SUB),
        P("Prices are in GBP per item (container or case as shown under Size) and exclude VAT. The price column "
          "is set by the number of items of one code on an order. Products marked with a superscript carry the "
          "surcharges explained in the notes under the table."),
        cap(LH_DOC, "t1", 1, "Products and prices"), t1, Spacer(1, 1.5 * mm),
        P(f"¹ Caustic-based product: a raw-material surcharge of {LH_RAW_PCT}% is added to the listed price.<br/>"
          f"² Returnable IBC: a deposit of £{fen(LH_IBC_DEPOSIT)} per IBC is invoiced and refunded when the empty "
          "container is collected.<br/>"
          f"³ Dangerous goods: a handling surcharge of £{fen(LH_DG_FEE)} per item applies.", S_NOTE),
        Spacer(1, 4 * mm),
        cap(LH_DOC, "t2", 1, "Carriage charges by consignment weight"), t2, Spacer(1, 1.5 * mm),
        P("Carriage is charged once per consignment on the total gross weight of the items shipped together. "
          "Surcharges are not discounted.", S_NOTE),
    ])


def derekoy(out: Path):
    h1 = ["Ürün kodu", "Ürün", "Ölçü (cm)", "Gramaj (g/m²)", "Birim fiyat (TL)", "", ""]
    h2 = ["", "", "", "", *[t[2] for t in DH_TIERS]]
    rows = [h1, h2] + [[c, u, o, fde(g, 0), *[fde(p) for p in ps]] for c, u, o, g, ps in DH_ITEMS]
    t1 = tbl(rows, [19, 43, 21, 26, 20, 24, 20], "grid", head=2, left=3,
             spans=[((4, 0), (6, 0)), ((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (2, 1)), ((3, 0), (3, 1))])
    krow = [["Sipariş tutarı (KDV hariç)", "Kargo ücreti"]] + [
        [lab, "Ücretsiz" if f is None else f"{fde(f)} TL"] for lab, _, _, f in DH_KARGO]
    t2 = tbl(krow, [52, 30], "booktabs")
    build(out, DH_DOC, "Dereköy Havlu 2025 toptan fiyat listesi", [
        P("Dereköy Havlu Tekstil San. ve Tic. A.Ş.", S_TITLE),
        P("2025 Toptan Fiyat Listesi — otel ve konaklama tekstili", S_SUB),
        P("Fiyatlar adet başına Türk lirası (TL) olarak verilmiştir ve KDV hariçtir. Uygulanacak fiyat, aynı "
          "üründen tek siparişte alınan adede göre belirlenir. Ürünlerin tamamı %100 pamuktur."),
        cap(DH_DOC, "t1", 1, "Otel tekstili fiyatları"), t1, Spacer(1, 5 * mm),
        cap(DH_DOC, "t2", 1, "Kargo ücretleri (sipariş tutarına göre)"), t2, Spacer(1, 2 * mm),
        P("Logo nakışı adet başına 28,00 TL'dir (en az 100 adet). Fiyatlara KDV dahil değildir. Teslim süresi "
          "stoktaki ürünler için 3 iş günüdür.", S_NOTE),
    ], page_word="Sayfa")


def ashwellthorpe(out: Path):
    h1 = ["Cat. no.", "Description", "Per", "Trade price (£)", ""]
    h2 = ["", "", "", "2025", "2026"]
    rows, secs = [h1, h2], []
    for sec, items in AE_SECTIONS:
        secs.append(len(rows))
        rows.append([sec, "", "", "", ""])
        for c, nm, per, a, b in items:
            rows.append([c, nm, per, fen(a), fen(b)])
    t1 = tbl(rows, [22, 66, 22, 22, 22], "rules", head=2, left=3, sections=secs,
             spans=[((3, 0), (4, 0)), ((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (2, 1))],
             extra=[("LINEBELOW", (3, 0), (4, 0), 0.4, colors.black)])
    drow = [["Order value (ex VAT)", "Delivery charge"]] + [[lab, "Free" if f is None else f"£{fen(f)}"]
                                                           for lab, f in AE_DELIVERY]
    t2 = tbl(drow, [44, 30], "zebra")
    build(out, AE_DOC, "Ashwellthorpe Electrical trade prices 2026", [
        P("Ashwellthorpe Electrical Wholesale", S_TITLE),
        P("Trade price list 2026 — effective 5 January 2026", S_SUB),
        P("The 2026 column replaces all earlier prices; 2025 prices are shown for reference only. Prices are in GBP "
          "per unit of sale given in the Per column and exclude VAT. Cable is sold in whole drums only."),
        cap(AE_DOC, "t1", 1, "Wiring accessories, cable, lighting and protection"), t1, Spacer(1, 5 * mm),
        cap(AE_DOC, "t2", 1, "Delivery (next working day, mainland UK)"), t2, Spacer(1, 2 * mm),
        P("Collection from our trade counters is free. Prices exclude VAT.", S_NOTE),
    ])


def combwich(out: Path):
    head = ["Part no.", "Description", "Tube OD (mm)", "Thread", "Pack", "Price per pack (£)", "In stock"]
    widths = [22, 49, 26, 15, 13, 32, 16]
    rows = cp_rows()
    story = [P("Combwich Pneumatics Ltd", S_TITLE), P("Catalogue 2025 — push-in fittings, tubing and accessories",
                                                      S_SUB),
             P("Prices are in GBP per pack and exclude VAT. Tube OD is the outside diameter of the tube the fitting "
               "takes. Stock figures are packs on the shelf at our Bridgwater warehouse when this list was printed.")]
    for page in (1, 2, 3):
        body = [r for r in rows if r["page"] == page]
        trows, secs = [head], []
        for r in body:
            if "section" in r:
                secs.append(len(trows))
                trows.append([r["section"]] + [""] * 6)
            else:
                trows.append([r["code"], r["desc"], "—" if r["od"] is None else str(r["od"]),
                              r["thread"] or "—", r["pack"], fen(r["price"]), fen(r["stock"], 0)])
        text = "Push-in fittings, tubing and accessories" + ("" if page == 1 else " (continued)")
        story += [cap(CP_DOC, "t1", page, text),
                  tbl(trows, widths, "booktabs", left=2, sections=secs,
                      extra=[("ALIGN", (2, 0), (4, -1), "CENTER")])]
        if page < 3:
            story.append(PageBreak())
    story += [Spacer(1, 3 * mm),
              P("Orders over £150.00 net are delivered free within the UK; below that a £7.50 carriage charge "
                "applies.", S_NOTE)]
    build(out, CP_DOC, "Combwich Pneumatics catalogue 2025", story)


def stathern(out: Path):
    h1 = ["Code", "Tool", "No-load\nspeed (rpm)", "Weight (kg)", "Price (£)", ""]
    h2 = ["", "", "", "", "Bare tool", "Kit"]
    widths = [20, 60, 26, 24, 22, 22]
    body, secs = [], []
    pos = 0
    for sec, items in ST_SECTIONS:
        body.append([sec, "", "", "", "", ""])
        for c, tool, rpm, kg, bare, kit in items:
            body.append([c, tool, "–" if rpm is None else fen(rpm, 0), fen(kg, 1), fen(bare),
                         "—" if kit is None else fen(kit)])
    sec_idx = [i for i, r in enumerate(body) if r[0] in [s for s, _ in ST_SECTIONS]]
    p1, p2 = body[:ST_PAGE1_ROWS], body[ST_PAGE1_ROWS:]
    hdr_spans = [((4, 0), (5, 0)), ((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (2, 1)), ((3, 0), (3, 1))]
    t1 = tbl([h1, h2] + p1, widths, "zebra", head=2, left=2, spans=hdr_spans, size=9, pad=4.2,
             sections=[i + 2 for i in sec_idx if i < ST_PAGE1_ROWS])
    t1b = tbl(p2, widths, "zebra", head=0, left=2, size=9, pad=4.2,
              sections=[i - ST_PAGE1_ROWS for i in sec_idx if i >= ST_PAGE1_ROWS],
              extra=[("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.Color(0.16, 0.33, 0.29))])
    HEADERLESS[(ST_DOC, "t1", 2)] = 1
    del pos
    build(out, ST_DOC, "Stathern cordless tools 2025", [
        P("Stathern Power Tools", S_TITLE),
        P("Cordless range 2025 — trade catalogue", S_SUB),
        P("Prices in GBP excluding VAT. Bare tool = tool only, no battery or charger. Kit = tool with two batteries "
          "(18 V: 5.0 Ah; 36 V: 4.0 Ah), a charger and a carry case; — means the tool is sold bare only. Weights are "
          "without battery."),
        cap(ST_DOC, "t1", 1, "Cordless range"), t1, PageBreak(), t1b, Spacer(1, 4 * mm),
        P("All tools carry a three-year warranty when registered within 30 days of purchase.", S_NOTE),
    ])


def wetheral(out: Path):
    rows, secs = [["Characteristic", "Unit", *WM_MODELS]], []
    for r in WM_ROWS:
        if len(r) == 1:
            secs.append(len(rows))
            rows.append([r[0], "", "", "", "", "", ""])
            continue
        lab, unit, vals, dp = r
        rows.append([lab, unit or "—", *[v if dp is None else fen(v, dp) for v in vals]])
    t1 = tbl(rows, [44, 14, 23, 23, 23, 23, 23], "grid", left=2, sections=secs,
             extra=[("ALIGN", (1, 0), (1, -1), "CENTER")])
    build(out, WM_DOC, "Wetheral scrubber-dryers technical data", [
        P("Wetheral Cleaning Machines", S_TITLE),
        P("Battery scrubber-dryers — technical data and list prices", S_SUB),
        P("Models ending in B are walk-behind machines; models ending in R are ride-on machines. List prices are in "
          "EUR excluding VAT and include batteries and an on-board charger."),
        cap(WM_DOC, "t1", 1, "Technical data by model"), t1, Spacer(1, 2 * mm),
        P("¹ Measured at 50% brush pressure with the standard battery fitted.", S_NOTE),
    ])


def nettlecombe(out: Path):
    h1 = ["Service line", "Plan", "Monthly fee (EUR)", "", "Initial response (minutes)", "", "Support hours"]
    h2 = ["", "", "2025", "2026", "Critical", "Standard", ""]
    rows, spans = [h1, h2], [((2, 0), (3, 0)), ((4, 0), (5, 0)), ((0, 0), (0, 1)), ((1, 0), (1, 1)),
                             ((6, 0), (6, 1))]
    for grp, plans in NH_GROUPS:
        start = len(rows)
        for i, p in enumerate(plans):
            a, b = NH_FEE[p]
            c, s = NH_RESP[p]
            rows.append([grp if i == 0 else "", p, fen(a, 0), fen(b, 0), fen(c, 0), fen(s, 0), NH_HOURS[p]])
        spans.append(((0, start), (0, len(rows) - 1)))
    t1 = tbl(rows, [28, 24, 17, 17, 24, 24, 28], "grid", head=2, left=2, spans=spans,
             extra=[("ALIGN", (6, 2), (6, -1), "LEFT")])
    arow = [["Add-on", "Price per month (EUR)", "Available on"]] + [[a, fen(p), w] for a, p, w in NH_ADDONS]
    t2 = tbl(arow, [62, 40, 48], "booktabs", extra=[("ALIGN", (2, 0), (2, -1), "LEFT")])
    build(out, NH_DOC, "Nettlecombe Hosting support plans 2026", [
        P("Nettlecombe Hosting B.V.", S_TITLE),
        P("Support plans — fees for 2026 (2025 fees for comparison)", S_SUB),
        P("Fees are per hosting account per month in euro, excluding VAT, billed monthly in advance. Initial "
          "response is the time to a first reply from an engineer, measured within the plan's support hours. "
          "Critical means the site or service is down."),
        cap(NH_DOC, "t1", 1, "Support plans"), t1, Spacer(1, 5 * mm),
        cap(NH_DOC, "t2", 1, "Optional add-ons"), t2, Spacer(1, 2 * mm),
        P("New 2026 fees apply from the first invoice after 1 February 2026. Prices exclude VAT.", S_NOTE),
    ])


def rodmersham(out: Path):
    rows, secs = [["", *RM_PLANS]], []
    secs.append(len(rows))
    rows.append(["Annual fee per truck (£)", "", "", ""])
    for lab, fees in RM_FEES:
        rows.append([lab, *[fen(f, 0) for f in fees]])
    secs.append(len(rows))
    rows.append(["Service", "", "", ""])
    for lab, vals in RM_SERVICE:
        rows.append([lab, *vals])
    t1 = tbl(rows, [64, 34, 34, 34], "zebra", sections=secs)
    frow = [["Trucks on contract", "Discount on annual fees"]] + [[lab, "none" if p == 0 else f"{p}%"]
                                                                for _, _, lab, p in RM_FLEET]
    t2 = tbl(frow, [40, 42], "grid")
    build(out, RM_DOC, "Rodmersham service plans 2025", [
        P("Rodmersham Lift Truck Services", S_TITLE),
        P("Planned maintenance contracts 2025", S_SUB),
        P("Fees are per truck per year in GBP, excluding VAT, invoiced quarterly in advance. The fleet discount "
          "applies to the annual fees of all trucks on one contract, according to the number of trucks covered."),
        cap(RM_DOC, "t1", 1, "Plans compared"), t1, Spacer(1, 5 * mm),
        cap(RM_DOC, "t2", 1, "Fleet discount"), t2, Spacer(1, 2 * mm),
        P("Response targets apply Monday to Friday, 07:00–19:00, within 40 miles of our Sittingbourne depot.",
          S_NOTE),
    ])


def gatcombe(out: Path):
    def fin(lines, with_note=True):
        h1 = ["", "Note", "2025", "2024"] if with_note else ["", "2025", "2024"]
        h2 = ["", "", "£'000", "£'000"] if with_note else ["", "£'000", "£'000"]
        rows, bold, secs = [h1, h2], [], []
        for lab, note_, vals, b in lines:
            if vals is None:
                secs.append(len(rows))
                rows.append([lab] + [""] * (len(h1) - 1))
                continue
            if b:
                bold.append(len(rows))
            rows.append([lab] + ([note_] if with_note else []) + [fpar(v) for v in vals])
        return rows, bold, secs

    rows, bold, _ = fin(gi_is())
    eps = gi_eps()
    rows.append(["Basic earnings per share (pence)", "", fen(eps[0]), fen(eps[1])])
    line_above = [("LINEABOVE", (2, r), (3, r), 0.5, colors.black) for r in bold]
    t1 = tbl(rows, [80, 14, 26, 26], "rules", head=2, bold=bold, extra=line_above +
             [("ALIGN", (1, 0), (1, -1), "CENTER")])
    nrow = [["Revenue by destination", "2025", "2024"]] + [[r, fen(v[0], 0), fen(v[1], 0)] for r, v in GI_REGIONS]
    nrow.append(["Total revenue", fen(sum(v[0] for _, v in GI_REGIONS), 0), fen(sum(v[1] for _, v in GI_REGIONS), 0)])
    t2 = tbl(nrow, [60, 26, 26], "booktabs", bold=[len(nrow) - 1])
    brows, bbold, bsecs = fin(gi_bs())
    t3 = tbl(brows, [80, 14, 26, 26], "rules", head=2, bold=bbold, sections=bsecs,
             extra=[("ALIGN", (1, 0), (1, -1), "CENTER")] +
             [("LINEABOVE", (2, r), (3, r), 0.5, colors.black) for r in bbold])
    irow = [["", "2025", "2024"]] + [[k, fen(v[0], 0), fen(v[1], 0)] for k, v in GI_INVENTORIES]
    irow.append(["Total inventories", fen(GI_BS_IN["Inventories"][0], 0), fen(GI_BS_IN["Inventories"][1], 0)])
    t4 = tbl(irow, [60, 26, 26], "booktabs", bold=[len(irow) - 1])
    build(out, GI_DOC, "Gatcombe Instruments annual report 2025 (extract)", [
        P("Gatcombe Instruments plc", S_TITLE),
        P("Annual report and accounts for the year ended 31 March 2025 — extract", S_SUB),
        P("Amounts are in thousands of pounds sterling (£'000) unless stated otherwise. Figures in brackets are "
          "deductions or liabilities; a dash means nil. Notes referred to in the Note column follow the "
          "statements. Revenue rose in every region, and the order book at 31 March 2025 stood at £21.4 million."),
        cap(GI_DOC, "t1", 1, "Consolidated income statement for the year ended 31 March"), t1, Spacer(1, 5 * mm),
        cap(GI_DOC, "t2", 1, "Note 3  Revenue (£'000)"), t2, Spacer(1, 2 * mm),
        P("Note 4: finance costs are interest on the bank term loan and on leases. Note 5: the effective tax rate "
          "was 24.2% (2024: 24.4%).", S_NOTE),
        PageBreak(),
        cap(GI_DOC, "t3", 2, "Consolidated balance sheet at 31 March"), t3, Spacer(1, 5 * mm),
        cap(GI_DOC, "t4", 2, "Note 6  Inventories (£'000)"), t4, Spacer(1, 2 * mm),
        P("Inventories are stated at the lower of cost and net realisable value. The term loan is repayable in "
          "instalments of £2.0 million a year.", S_NOTE),
    ])


def wiesentheid(out: Path):
    rows, bold = [["in TEUR", "2025", "2024", "Veränderung in %"]], []
    for lab, vals, b in wk_guv():
        if b:
            bold.append(len(rows))
        ch = wk_change(*vals)
        rows.append([lab, fde(vals[0], 0), fde(vals[1], 0), "n. a." if ch is None else fde(ch, 1)])
    t1 = tbl(rows, [70, 26, 26, 32], "booktabs", bold=bold,
             extra=[("LINEABOVE", (0, r), (-1, r), 0.4, colors.grey) for r in bold])
    krows = [["Kennzahl", "2025", "2024"]] + [[lab, fde(a, dp), fde(b, dp)] for lab, a, b, dp in WK_KPI]
    t2 = tbl(krows, [70, 26, 26], "zebra")
    build(out, WK_DOC, "Wiesentheid Kunststofftechnik Jahresabschluss 2025", [
        P("Wiesentheid Kunststofftechnik GmbH", S_TITLE),
        P("Jahresabschluss zum 31. Dezember 2025 — Auszug", S_SUB),
        P("Die Gewinn- und Verlustrechnung ist nach dem Gesamtkostenverfahren aufgestellt. Alle Beträge in "
          "Tausend Euro (TEUR); Aufwendungen sind mit negativem Vorzeichen dargestellt. Die Veränderung in % bezieht "
          "sich auf die Beträge ohne Vorzeichen; bei Vorzeichenwechsel wird keine Veränderung angegeben (n. a.)."),
        cap(WK_DOC, "t1", 1, "Gewinn- und Verlustrechnung 1. Januar bis 31. Dezember 2025"), t1,
        Spacer(1, 5 * mm),
        cap(WK_DOC, "t2", 1, "Kennzahlen"), t2, Spacer(1, 2 * mm),
        P("Der Umsatz im Inland betrug 51,3 Mio. EUR. Die Eigenkapitalquote ist auf die Bilanzsumme zum "
          "Stichtag bezogen.", S_NOTE),
    ], page_word="Seite")


def kirkoswald(out: Path):
    rows, bold = [["£m unless stated", *KF_YEARS]], []
    for lab, vals, dp, _ in kf_rows():
        rows.append([lab, *[fen(v, dp) for v in vals]])
    t1 = tbl(rows, [62, 21, 21, 21, 21, 21], "zebra",
             extra=[("BACKGROUND", (5, 1), (5, -1), colors.Color(0.85, 0.90, 0.87)),
                    ("FONT", (5, 1), (5, -1), BOLD, 8)])
    build(out, KF_DOC, "Kirkoswald Foods five-year record", [
        P("Kirkoswald Foods plc", S_TITLE),
        P("Annual report 2025 — five-year record", S_SUB),
        P("Financial years end on 31 December. Figures are in millions of pounds unless a row states another unit. "
          "Operating margin is operating profit as a percentage of revenue. 2022 includes the costs of closing the "
          "Carlisle bakery."),
        cap(KF_DOC, "t1", 1, "Five-year record"), t1, Spacer(1, 2 * mm),
        P("Net debt excludes lease liabilities. Employee numbers are monthly averages over the year.", S_NOTE),
    ])


BUILDERS = [tichborne, lindale, derekoy, ashwellthorpe, combwich, stathern, wetheral, nettlecombe, rodmersham,
            gatcombe, wiesentheid, kirkoswald]


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    CAPTIONS.clear()
    HEADERLESS.clear()
    for b in BUILDERS:
        b(out)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
