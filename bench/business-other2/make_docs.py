"""A second held-out set of business documents from companies the project has never seen (bench/business-other2).

    python bench/business-other2/make_docs.py OUTDIR

Writes eleven PDFs with reportlab, deterministically: no randomness, every figure is a plain Python
structure below, so make_questions.py computes the gold answers from the same data and never from
tabsql (which was neither run nor read while this set was written). Families: two supplier price
lists with quantity tiers (tiers as columns in one, as rows in the other), a freight rate card
(weight bands x zones, continued on a second page with its header repeated), two annual-report
extracts (EUR thousands newest-year-first, USD millions oldest-year-first), a quarterly results
table, a SaaS plan comparison, an inverter spec sheet, a hotel tariff, a ferry fare table and a
German electricity tariff sheet (German number format). Layouts vary on purpose: full grid,
borderless, zebra stripes, booktabs rules, two-level column headers, footnote markers on cells,
currency in the header vs in every cell, negatives in parentheses, dashes for nil.
"""
from __future__ import annotations

import sys
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.platypus import PageBreak, Paragraph, Spacer, Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import held_out_docs  # noqa: E402  (bench/held_out_docs.py)
from held_out_docs import STYLES, build, de, en, fin, para  # noqa: E402

# ========================================================================================= data
# --- Quarrystone Packaging Ltd: price list, quantity tiers as COLUMNS, USD in the header, full grid
QUARRYSTONE_TIERS = ("1–49", "50–199", "200–999", "1,000+")
QUARRYSTONE_ITEMS = [  # item no., description, unit, unit price USD per tier
    ("QP-1010", "Single-wall carton 300 x 200 x 150 mm", "each", (0.92, 0.78, 0.64, 0.55)),
    ("QP-1020", "Single-wall carton 400 x 300 x 250 mm", "each", (1.35, 1.16, 0.97, 0.84)),
    ("QP-1030", "Double-wall carton 600 x 400 x 400 mm", "each", (2.88, 2.49, 2.12, 1.86)),
    ("QP-2040", "Bubble wrap 500 mm x 100 m", "roll", (24.50, 22.10, 19.80, 18.30)),
    ("QP-2050", "Packing tape 48 mm x 66 m, brown", "roll", (1.95, 1.72, 1.49, 1.31)),
    ("QP-3060", "Stretch film 500 mm x 300 m", "roll", (14.90, 13.40, 12.20, 11.10)),
    ("QP-3070", "Void-fill paper", "box of 5 kg", (18.60, 16.90, 15.30, 14.20)),
    ("QP-4080", "Mailing bag 325 x 440 mm", "pack of 100", (9.40, 8.30, 7.35, 6.60)),
]
QUARRYSTONE_FOOTNOTE_CELL = ("QP-4080", 1)  # the 50–199 price of the mailing bags carries "*"
QUARRYSTONE_FOOTNOTE = "* Introductory price, valid until 30 June 2025."
QUARRYSTONE_DELIVERY = [("Under 150.00", 12.50), ("150.00 – 499.99", 6.90), ("500.00 and over", 0.0)]  # 0 = Free

# --- Fernhollow Industrial Supplies: quantity tiers as ROWS, products as columns, "$" in every cell, zebra
FERNHOLLOW_BANDS = ("1–99", "100–249", "250–499", "500 and over")
FERNHOLLOW_PRODUCTS = [  # code, description, price per unit USD per band (same order as FERNHOLLOW_BANDS)
    ("FH-C43", "Shipping carton, single wall, 400 × 300 × 250 mm", (1.29, 1.12, 0.99, 0.86)),
    ("FH-D64", "Shipping carton, double wall, 600 × 400 × 400 mm", (2.95, 2.45, 2.20, 1.98)),
    ("FH-T48", "Packing tape, brown, 48 mm × 66 m", (1.89, 1.65, 1.52, 1.38)),
    ("FH-B50", "Bubble wrap roll, 500 mm × 100 m", (25.90, 23.40, 21.00, 19.60)),
    ("FH-S53", "Stretch film roll, 500 mm × 300 m", (15.20, 13.10, 12.40, 11.50)),
]
FERNHOLLOW_DELIVERY = [  # service, charge per order USD, free from order value USD (None = never free)
    ("Standard (3–4 working days)", 9.95, 400.00),
    ("Express (next working day)", 24.50, None),
]

# --- Saltmarsh Freight B.V.: rate card, weight bands x zones, EUR per consignment, two pages
SALTMARSH_ZONES = [  # zone, destination countries, transit time in working days
    ("Zone A", "Netherlands", "1"),
    ("Zone B", "Belgium, Luxembourg, Germany", "1–2"),
    ("Zone C", "France, Austria, Denmark", "2–3"),
    ("Zone D", "Italy, Spain, Poland, Czech Republic", "3–4"),
    ("Zone E", "Portugal, Ireland, Sweden, Finland, Greece", "4–6"),
]
SALTMARSH_RATES = [  # weight band, rate EUR for Zone A..E
    ("up to 1 kg", (6.90, 8.10, 9.70, 11.50, 13.50)),
    ("1.01 – 2 kg", (8.40, 9.90, 11.80, 14.00, 16.50)),
    ("2.01 – 5 kg", (10.90, 12.90, 15.40, 18.20, 21.40)),
    ("5.01 – 10 kg", (14.60, 17.20, 20.60, 24.40, 28.60)),
    ("10.01 – 20 kg", (19.80, 23.40, 27.90, 33.10, 38.80)),
    ("20.01 – 30 kg", (25.40, 30.00, 35.80, 42.40, 49.80)),
    ("30.01 – 50 kg", (34.90, 41.20, 49.20, 58.30, 68.40)),
    ("50.01 – 75 kg", (47.20, 55.70, 66.60, 78.80, 92.50)),
    ("75.01 – 100 kg", (58.60, 69.10, 82.60, 97.90, 114.90)),
    ("100.01 – 150 kg", (79.50, 93.80, 112.10, 132.80, 155.80)),
    ("150.01 – 200 kg", (98.30, 116.00, 138.60, 164.20, 192.70)),
    ("200.01 – 300 kg", (132.40, 156.20, 186.70, 221.10, 259.50)),
    ("300.01 – 500 kg", (189.70, 223.80, 267.50, 316.80, 371.80)),
    ("500.01 – 750 kg", (256.80, 303.00, 362.10, 428.90, 503.30)),
    ("750.01 – 1,000 kg", (318.50, 375.80, 449.10, 531.90, 624.30)),
]
SALTMARSH_PAGE1_ROWS = 8  # the rate table continues on page 2 after this many bands
SALTMARSH_SURCHARGES = [  # surcharge, how charged, amount (number), unit printed
    ("Fuel surcharge", "on the consignment rate", 14.5, "%"),
    ("Remote area delivery", "per consignment", 18.00, "EUR"),
    ("Tail-lift delivery", "per consignment", 35.00, "EUR"),
    ("Saturday delivery", "per consignment", 45.00, "EUR"),
    ("Proof of delivery, signed copy", "per consignment", 2.50, "EUR"),
]

# --- Eskerfield Components N.V.: annual report extract, in thousands of EUR, 2025 then 2024 (newest first)
ESKERFIELD_IS = {  # line item: (2025, 2024); expenses negative, printed in parentheses
    "Revenue": (284_615, 261_930),
    "Cost of sales": (-187_240, -174_105),
    "Distribution costs": (-22_480, -20_915),
    "Administrative expenses": (-18_730, -17_860),
    "Other operating income": (1_245, 2_310),
    "Finance income": (620, 410),
    "Finance costs": (-3_915, -4_480),
    "Income tax expense": (-12_390, -10_240),
}
ESKERFIELD_BS = {  # at 31 December (2025, 2024)
    "Property, plant and equipment": (142_380, 135_960),
    "Right-of-use assets": (11_240, 12_870),
    "Intangible assets": (27_615, 29_040),
    "Inventories": (48_920, 45_310),
    "Trade and other receivables": (52_370, 49_880),
    "Cash and cash equivalents": (31_460, 22_715),
    "Share capital": (20_000, 20_000),
    "Non-current borrowings": (64_000, 72_000),
    "Lease liabilities": (9_850, 11_320),
    "Trade and other payables": (41_275, 38_940),
    "Current tax liabilities": (4_180, 3_560),
    "Short-term borrowings": (8_000, 8_000),
}
ESKERFIELD_SEGMENTS = {  # segment: (revenue 2025, revenue 2024, operating profit 2025, operating profit 2024)
    "Hydraulics": (128_440, 121_300, 24_870, 22_940),
    "Motion control": (97_615, 88_420, 21_350, 18_610),
    # "Sensors" is the rest of group revenue; "Unallocated costs" the rest of operating profit
}
ESKERFIELD_SENSORS_OP = (14_115, 12_830)

# --- Redcliff Outdoor Brands, Inc.: USD millions, fiscal 2023, 2024, 2025 (oldest first); expenses positive
REDCLIFF_YEARS = ("Fiscal 2023", "Fiscal 2024", "Fiscal 2025")
REDCLIFF_IS = {
    "Net sales": (1_486.2, 1_552.7, 1_618.9),
    "Cost of sales": (861.4, 889.3, 917.6),
    "Selling, general and administrative expenses": (452.9, 471.6, 489.2),
    "Impairment charges": (0.0, 23.5, 0.0),  # 0 printed as a dash
    "Interest expense, net": (28.6, 31.2, 27.4),
    "Income tax expense": (33.0, 30.8, 42.5),
}
REDCLIFF_DILUTED_SHARES = (51.5, 51.4, 51.0)  # millions
REDCLIFF_BS = {  # Fiscal 2024, Fiscal 2025 (year end)
    "Cash and cash equivalents": (142.8, 198.5),
    "Accounts receivable, net": (211.4, 224.9),
    "Inventories": (318.7, 305.2),
    "Other current assets": (41.3, 38.6),
    "Property, plant and equipment, net": (402.5, 431.8),
    "Goodwill and intangible assets": (276.0, 268.4),
    "Accounts payable": (164.2, 171.5),
    "Accrued liabilities": (96.8, 102.3),
    "Long-term debt": (520.0, 470.0),
}
REDCLIFF_SEGMENT_SALES = {"Camping & hiking": (642.5, 668.1, 701.4), "Apparel": (538.9, 561.3, 590.2)}  # + Water sports
REDCLIFF_SEGMENT_OI = {  # operating income (loss); Corporate and other = the rest of operating income
    "Camping & hiking": (104.6, 118.3, 131.5),
    "Apparel": (73.9, 81.7, 88.2),
    "Water sports": (15.2, -9.8, 16.4),
}

# --- Brisklane Logistics plc: quarterly results, £ thousands
BRISKLANE_2025 = {  # Q1..Q4 2025; costs negative
    "Revenue": (48_215, 51_380, 53_940, 57_125),
    "Cost of services": (-34_870, -36_940, -38_210, -40_385),
    "Operating expenses": (-12_960, -13_240, -13_105, -13_870),
    "Net finance costs": (-610, -585, -560, -540),
    "Income tax (expense) / credit": (45, -150, -495, -560),
}
BRISKLANE_2024 = {  # condensed comparatives, Q1..Q4 2024
    "Revenue": (44_610, 46_925, 49_380, 52_045),
    "Operating profit": (410, 980, 2_140, 2_515),
    "Profit (loss) for the period": (-95, 390, 1_265, 1_540),
}
BRISKLANE_KPIS = [  # label (unit in the label), Q1..Q4 2025, decimals printed
    ("Employees at quarter end (number)", (1_284, 1_302, 1_341, 1_376), 0),
    ("Shipments handled (thousands)", (612.4, 648.9, 671.3, 702.8), 1),
    ("On-time delivery rate (%)", (94.1, 95.3, 96.0, 96.8), 1),
]

# --- Tallyforge: SaaS plan comparison, plans as columns
TALLYFORGE_PLANS = ("Starter", "Team", "Business", "Enterprise")
TALLYFORGE_FEATURES = [  # row label, cell per plan (numbers where the cell is a number; None prints "—")
    ("Price per user / month, billed monthly (USD)", (12, 24, 42, "Contact sales")),
    ("Price per user / month, billed annually (USD)", (10, 20, 35, "Contact sales")),
    ("Minimum users", (1, 3, 10, 50)),
    ("Maximum users", (5, 50, 250, "Unlimited")),
    ("Projects", (3, 25, "Unlimited", "Unlimited")),
    ("Storage per workspace", ("10 GB", "100 GB", "1 TB", "Unlimited*")),
    ("API requests per month", (None, 50_000, 500_000, "Unlimited")),
    ("Single sign-on (SAML)", (None, None, "Included", "Included")),
    ("Audit log retention", (None, "30 days", "1 year", "7 years")),
    ("Uptime SLA", (None, None, "99.9%", "99.95%")),
    ("Support", ("Email", "Email and chat", "Priority, 24/5", "Dedicated, 24/7")),
    ("Free trial", ("14 days", "14 days", "30 days", None)),
]
TALLYFORGE_FOOTNOTE = "* Subject to the fair-use policy above 50 TB per workspace."
TALLYFORGE_ADDONS = [  # add-on, price USD, billing
    ("Extra storage, per 100 GB", 5.00, "per month"),
    ("Additional API requests, per 100,000", 15.00, "per month"),
    ("Sandbox workspace", 49.00, "per month"),
    ("Premium onboarding", 1_500.00, "one-off"),
]

# --- Kelderwick Solar: inverter spec sheet, models as columns (transposed)
KELDERWICK_MODELS = ("KS-3.0", "KS-4.6", "KS-6.0", "KS-8.0", "KS-10.0")
KELDERWICK_SPECS = [  # property, cell per model (float/int/str), decimals for numbers
    ("Rated AC output (kW)", (3.0, 4.6, 6.0, 8.0, 10.0), 1),
    ("Max. PV input power (kWp)", (4.5, 6.9, 9.0, 12.0, 15.0), 1),
    ("Max. efficiency (%)", (97.6, 97.8, 98.0, 98.1, 98.2), 1),
    ("European efficiency (%)", (96.8, 97.1, 97.4, 97.3, 97.2), 1),
    ("MPP trackers", (1, 2, 2, 2, 3), 0),
    ("Weight (kg)", (10.8, 12.5, 15.6, 17.9, 21.3), 1),
    ("Dimensions W × H × D (mm)", ("355 × 420 × 145", "355 × 420 × 160", "410 × 460 × 175", "410 × 460 × 175",
                                  "440 × 510 × 190"), 0),
    ("Protection class", ("IP65",) * 5, 0),
    ("Warranty (years)", (10, 10, 10, 12, 12), 0),
    ("List price (EUR, excl. VAT)", (1_090, 1_390, 1_680, 2_140, 2_590), 0),
]
KELDERWICK_MARKED = {"KS-8.0", "KS-10.0"}  # their warranty cell carries "¹"
KELDERWICK_FOOTNOTE = "¹ Extendable to 20 years for an additional EUR 290 when registered within 60 days."

# --- Corran Bay Hotel: room rates by season, "€" in every cell
CORRAN_SEASONS = [
    ("Low season", "6 January – 31 March; 1 November – 19 December"),
    ("Mid season", "1 April – 30 June; 1 September – 31 October"),
    ("High season", "1 July – 31 August; 20 December – 5 January"),
]
CORRAN_ROOMS = [  # room type, max. guests, EUR per room per night: low, mid, high
    ("Single room", 1, (92, 109, 142)),
    ("Classic double", 2, (118, 146, 189)),
    ("Superior double", 2, (139, 172, 224)),
    ("Sea-view double", 2, (164, 198, 259)),
    ("Family room", 4, (182, 221, 289)),
    ("Junior suite", 3, (215, 262, 338)),
]
CORRAN_MARKED = ("Junior suite", 2)  # high-season junior suite rate carries "†"
CORRAN_FOOTNOTE = "† Minimum stay of three nights in high season."
CORRAN_EXTRAS = [  # item, EUR, basis
    ("Breakfast buffet", 18.50, "per person per day"),
    ("Half-board supplement", 34.00, "per person per day"),
    ("Extra bed", 35.00, "per night"),
    ("Cot for infants", 0.0, "per night"),  # 0 = free
    ("Parking", 12.00, "per day"),
    ("Late check-out until 4 pm", 25.00, "per stay"),
    ("Dog", 15.00, "per night"),
]

# --- Skerrow Ferries: fares by route, two-level header Single / Return, GBP in the header
SKERROW_ROUTES = [  # route, single adult, single car + driver, return adult, return car + driver
    ("Portmair – Inchdarra", 7.40, 38.50, 12.60, 69.30),
    ("Portmair – Skerrow", 11.90, 62.00, 20.20, 111.60),
    ("Ardvane – Skerrow", 9.80, 51.40, 16.70, 92.50),
    ("Ardvane – Colmsay", 14.60, 78.90, 24.80, 142.00),
    ("Inchdarra – Colmsay", 6.20, 31.70, 10.50, 57.10),
]
SKERROW_SUPPLEMENTS = [("Bicycle", 2.50), ("Motorcycle and rider", 21.40), ("Trailer or caravan up to 6 m", 41.00),
                       ("Dog", 0.0)]  # GBP per single journey; 0 = free

# --- Stadtwerke Wendelsrode: Stromtarife 2025 (German number format)
WENDELSRODE_TARIFE = [  # Tarif, Arbeitspreis ct/kWh brutto, Grundpreis EUR/Jahr brutto, Laufzeit, Preisgarantie bis
    ("WendelStrom Basis", 34.89, 158.40, "1 Monat", None),
    ("WendelStrom Fix 12", 31.45, 142.80, "12 Monate", "31.12.2025"),
    ("WendelStrom Fix 24", 30.12, 189.60, "24 Monate", "31.12.2026"),
    ("WendelStrom Öko", 32.97, 149.40, "12 Monate", "31.12.2025"),
    ("WendelStrom Wärmepumpe", 26.38, 118.80, "12 Monate", "31.12.2025"),
    ("WendelStrom Gewerbe", 29.74, 1_186.20, "24 Monate", "31.12.2026"),
]
WENDELSRODE_BEISPIEL_TARIFE = ("WendelStrom Basis", "WendelStrom Fix 12", "WendelStrom Fix 24", "WendelStrom Öko")
WENDELSRODE_VERBRAUCH = (1_500, 2_500, 3_500, 5_000)  # kWh per year


# ============================================================================ derived figures
def eskerfield_is() -> dict[str, tuple[int, int]]:
    """Every printed income statement line (2025, 2024), subtotals computed."""
    v = dict(ESKERFIELD_IS)
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(2))
    v["Gross profit"] = s("Revenue", "Cost of sales")
    v["Operating profit"] = s("Gross profit", "Distribution costs", "Administrative expenses", "Other operating income")
    v["Profit before tax"] = s("Operating profit", "Finance income", "Finance costs")
    v["Profit for the year"] = s("Profit before tax", "Income tax expense")
    return v


ESKERFIELD_IS_ORDER = ["Revenue", "Cost of sales", "Gross profit", "Distribution costs", "Administrative expenses",
                       "Other operating income", "Operating profit", "Finance income", "Finance costs",
                       "Profit before tax", "Income tax expense", "Profit for the year"]
ESKERFIELD_IS_TOTALS = {"Gross profit", "Operating profit", "Profit before tax", "Profit for the year"}


def eskerfield_bs() -> dict[str, tuple[int, int]]:
    v = dict(ESKERFIELD_BS)
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(2))
    v["Total non-current assets"] = s("Property, plant and equipment", "Right-of-use assets", "Intangible assets")
    v["Total current assets"] = s("Inventories", "Trade and other receivables", "Cash and cash equivalents")
    v["Total assets"] = s("Total non-current assets", "Total current assets")
    v["Total non-current liabilities"] = s("Non-current borrowings", "Lease liabilities")
    v["Total current liabilities"] = s("Trade and other payables", "Current tax liabilities", "Short-term borrowings")
    v["Total equity"] = tuple(v["Total assets"][i] - v["Total non-current liabilities"][i]
                              - v["Total current liabilities"][i] for i in range(2))
    v["Retained earnings"] = tuple(v["Total equity"][i] - v["Share capital"][i] for i in range(2))
    v["Total equity and liabilities"] = v["Total assets"]
    return v


ESKERFIELD_BS_LAYOUT = [  # label, level (None = group heading, 1 = line, 2 = total)
    ("Assets", None), ("Property, plant and equipment", 1), ("Right-of-use assets", 1), ("Intangible assets", 1),
    ("Total non-current assets", 2), ("Inventories", 1), ("Trade and other receivables", 1),
    ("Cash and cash equivalents", 1), ("Total current assets", 2), ("Total assets", 2),
    ("Equity and liabilities", None), ("Share capital", 1), ("Retained earnings", 1), ("Total equity", 2),
    ("Non-current borrowings", 1), ("Lease liabilities", 1), ("Total non-current liabilities", 2),
    ("Trade and other payables", 1), ("Current tax liabilities", 1), ("Short-term borrowings", 1),
    ("Total current liabilities", 2), ("Total equity and liabilities", 2),
]


def eskerfield_segments() -> dict[str, tuple[int, int, int | None, int | None]]:
    """Segment rows (revenue 2025, revenue 2024, operating profit 2025, operating profit 2024) incl. the
    Sensors rest, 'Unallocated costs' (no revenue: None) and the Group total."""
    inc = eskerfield_is()
    seg = dict(ESKERFIELD_SEGMENTS)
    rev = [inc["Revenue"][i] - sum(s[i] for s in ESKERFIELD_SEGMENTS.values()) for i in range(2)]
    seg["Sensors"] = (rev[0], rev[1], *ESKERFIELD_SENSORS_OP)
    unalloc = [inc["Operating profit"][i] - sum(s[2 + i] for s in seg.values()) for i in range(2)]
    seg["Unallocated costs"] = (None, None, unalloc[0], unalloc[1])
    seg["Group"] = (*inc["Revenue"], *inc["Operating profit"])
    return seg


def redcliff_is() -> dict[str, tuple[float, ...]]:
    v = dict(REDCLIFF_IS)
    r = lambda f: tuple(round(f(i), 1) for i in range(3))
    v["Gross profit"] = r(lambda i: v["Net sales"][i] - v["Cost of sales"][i])
    v["Operating income"] = r(lambda i: v["Gross profit"][i] - v["Selling, general and administrative expenses"][i]
                              - v["Impairment charges"][i])
    v["Income before income taxes"] = r(lambda i: v["Operating income"][i] - v["Interest expense, net"][i])
    v["Net income"] = r(lambda i: v["Income before income taxes"][i] - v["Income tax expense"][i])
    v["Diluted weighted average shares (millions)"] = REDCLIFF_DILUTED_SHARES
    v["Diluted earnings per share (USD)"] = tuple(round(v["Net income"][i] / REDCLIFF_DILUTED_SHARES[i], 2)
                                                  for i in range(3))
    return v


REDCLIFF_IS_ORDER = ["Net sales", "Cost of sales", "Gross profit", "Selling, general and administrative expenses",
                     "Impairment charges", "Operating income", "Interest expense, net", "Income before income taxes",
                     "Income tax expense", "Net income", "Diluted weighted average shares (millions)",
                     "Diluted earnings per share (USD)"]


def redcliff_bs() -> dict[str, tuple[float, float]]:
    v = dict(REDCLIFF_BS)
    s = lambda *keys: tuple(round(sum(v[k][i] for k in keys), 1) for i in range(2))
    v["Total current assets"] = s("Cash and cash equivalents", "Accounts receivable, net", "Inventories",
                                  "Other current assets")
    v["Total assets"] = s("Total current assets", "Property, plant and equipment, net", "Goodwill and intangible assets")
    v["Total current liabilities"] = s("Accounts payable", "Accrued liabilities")
    v["Stockholders' equity"] = tuple(round(v["Total assets"][i] - v["Total current liabilities"][i]
                                            - v["Long-term debt"][i], 1) for i in range(2))
    v["Total liabilities and stockholders' equity"] = v["Total assets"]
    return v


REDCLIFF_BS_ORDER = ["Cash and cash equivalents", "Accounts receivable, net", "Inventories", "Other current assets",
                     "Total current assets", "Property, plant and equipment, net", "Goodwill and intangible assets",
                     "Total assets", "Accounts payable", "Accrued liabilities", "Total current liabilities",
                     "Long-term debt", "Stockholders' equity", "Total liabilities and stockholders' equity"]


def redcliff_segments() -> dict[str, tuple[tuple[float | None, ...], tuple[float, ...]]]:
    """segment: ((net sales FY23, FY24, FY25), (operating income FY23, FY24, FY25)); None = no sales."""
    inc = redcliff_is()
    sales = dict(REDCLIFF_SEGMENT_SALES)
    sales["Water sports"] = tuple(round(inc["Net sales"][i] - sum(s[i] for s in REDCLIFF_SEGMENT_SALES.values()), 1)
                                  for i in range(3))
    corp = tuple(round(inc["Operating income"][i] - sum(s[i] for s in REDCLIFF_SEGMENT_OI.values()), 1)
                 for i in range(3))
    out = {k: (sales[k], REDCLIFF_SEGMENT_OI[k]) for k in REDCLIFF_SEGMENT_OI}
    out["Corporate and other"] = ((None, None, None), corp)
    out["Total"] = (inc["Net sales"], inc["Operating income"])
    return out


def brisklane_2025() -> dict[str, tuple[int, ...]]:
    """Every printed line, Q1..Q4 and FY 2025 (five values)."""
    v = {k: tuple(x) for k, x in BRISKLANE_2025.items()}
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(4))
    v["Gross profit"] = s("Revenue", "Cost of services")
    v["Operating profit (loss)"] = s("Gross profit", "Operating expenses")
    v["Profit (loss) before tax"] = s("Operating profit (loss)", "Net finance costs")
    v["Profit (loss) for the period"] = s("Profit (loss) before tax", "Income tax (expense) / credit")
    return {k: (*x, sum(x)) for k, x in v.items()}


BRISKLANE_ORDER = ["Revenue", "Cost of services", "Gross profit", "Operating expenses", "Operating profit (loss)",
                   "Net finance costs", "Profit (loss) before tax", "Income tax (expense) / credit",
                   "Profit (loss) for the period"]


def brisklane_2024() -> dict[str, tuple[int, ...]]:
    return {k: (*x, sum(x)) for k, x in BRISKLANE_2024.items()}


def wendelsrode_jahreskosten() -> dict[int, dict[str, float]]:
    """Printed example annual cost (EUR, 2 decimals): consumption kWh -> tariff -> Grundpreis + kWh x AP."""
    t = {name: (ap, gp) for name, ap, gp, _, _ in WENDELSRODE_TARIFE}
    return {kwh: {name: round(t[name][1] + kwh * t[name][0] / 100, 2) for name in WENDELSRODE_BEISPIEL_TARIFE}
            for kwh in WENDELSRODE_VERBRAUCH}


# ========================================================================================= formatting
NAVY = colors.Color(0.16, 0.27, 0.40)  # this set's zebra header band


def table(rows: list[list], kind: str, widths: list[float], header_rows: int = 1, extra: list | None = None,
          left_cols: int = 1) -> Table:
    return held_out_docs.table(rows, kind, widths, header_rows, extra, left_cols, head=NAVY)


def head_cell(text: str, white: bool = False, align: str = "CENTER") -> Paragraph:
    """A wrapped bold header cell."""
    st = STYLES["BodyText"].clone("hc", fontName="Helvetica-Bold", fontSize=8.5, leading=10,
                                  alignment={"LEFT": 0, "CENTER": 1, "RIGHT": 2}[align],
                                  textColor=colors.white if white else colors.black)
    return Paragraph(text, st)


def note(text: str) -> Paragraph:
    return Paragraph(text, STYLES["BodyText"].clone("note", fontSize=7.5, leading=9))


# ========================================================================================= documents
def quarrystone(out: Path) -> None:
    head1 = ["Item no.", "Description", "Unit", "Unit price (USD) by quantity ordered", "", "", ""]
    head2 = ["", "", "", *QUARRYSTONE_TIERS]
    body = []
    for no, name, unit, prices in QUARRYSTONE_ITEMS:
        cells = [en(p) for p in prices]
        if no == QUARRYSTONE_FOOTNOTE_CELL[0]:
            cells[QUARRYSTONE_FOOTNOTE_CELL[1]] += "*"
        body.append([no, name, unit, *cells])
    t1 = table([head1, head2, *body], "grid", [18, 58, 22, 18, 18, 18, 18], header_rows=2, left_cols=3,
               extra=[("SPAN", (3, 0), (6, 0)), ("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1)),
                      ("SPAN", (2, 0), (2, 1)), ("ALIGN", (3, 0), (6, 1), "CENTER")])
    deliv = [["Order value (USD, net)", "Delivery charge (USD)"]] + \
            [[band, en(c) if c else "Free"] for band, c in QUARRYSTONE_DELIVERY]
    t2 = table(deliv, "grid", [60, 40])
    build(out / "quarrystone_pricelist_2025.pdf", "Quarrystone Packaging price list 2025", "Quarrystone Packaging Ltd", [
        para("Quarrystone Packaging Ltd", "Title"),
        para("Trade price list 2025 — valid from 1 February 2025. All prices in US dollars, excluding sales tax. "
             "The quantity band applies to the number of units of one item on a single order."),
        Spacer(1, 4 * mm), para("Table 1: Cartons, protective packaging and tape", "Heading4"), t1,
        Spacer(1, 1 * mm), note(QUARRYSTONE_FOOTNOTE),
        Spacer(1, 6 * mm), para("Table 2: Delivery charge per order", "Heading4"), t2,
        Spacer(1, 3 * mm), para("Orders received by 1 p.m. are dispatched the same working day."),
    ])


def fernhollow(out: Path) -> None:
    head = [head_cell("Quantity ordered (units of one item)", True, "LEFT")] + \
           [head_cell(f"{code}<br/>{name}", True) for code, name, _ in FERNHOLLOW_PRODUCTS]
    body = [[band, *(f"${p[i]:,.2f}" for _, _, p in FERNHOLLOW_PRODUCTS)] for i, band in enumerate(FERNHOLLOW_BANDS)]
    t1 = table([head, *body], "zebra", [30, 28, 28, 28, 28, 28], extra=[("VALIGN", (0, 0), (-1, 0), "BOTTOM")])
    deliv = [["Delivery service", "Charge per order", "Free for orders from"]] + \
            [[s, f"${c:,.2f}", f"${f:,.2f}" if f else "—"] for s, c, f in FERNHOLLOW_DELIVERY]
    t2 = table(deliv, "zebra", [60, 35, 40])
    build(out / "fernhollow_packaging_prices_2025.pdf", "Fernhollow packaging prices 2025",
          "Fernhollow Industrial Supplies Inc.", [
              para("Fernhollow Industrial Supplies Inc.", "Title"),
              para("Packaging consumables — volume pricing, effective 1 March 2025. Price per unit in US dollars, "
                   "excluding sales tax. The volume band is set by the quantity of one item per order."),
              Spacer(1, 4 * mm), t1, Spacer(1, 8 * mm),
              para("Delivery", "Heading4"), t2,
              Spacer(1, 3 * mm), para("Orders are delivered to business addresses in the contiguous United States only."),
          ])


def saltmarsh(out: Path) -> None:
    zones = [["Zone", "Destination countries", "Transit time (working days)"]] + [list(z) for z in SALTMARSH_ZONES]
    t1 = table(zones, "booktabs", [22, 90, 45], left_cols=2)
    head1 = ["Weight of consignment", "Rate per consignment (EUR), excluding fuel surcharge", "", "", "", ""]
    head2 = ["", *(z[0] for z in SALTMARSH_ZONES)]
    rows = [[band, *(en(r) for r in rates)] for band, rates in SALTMARSH_RATES]
    extra = [("SPAN", (1, 0), (5, 0)), ("SPAN", (0, 0), (0, 1)), ("ALIGN", (1, 0), (5, 1), "CENTER"),
             ("LINEBELOW", (0, 1), (-1, 1), 0.8, colors.black), ("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black)]
    widths = [40, 26, 26, 26, 26, 26]
    first = table([head1, head2, *rows[:SALTMARSH_PAGE1_ROWS]], "borderless", widths, header_rows=2, extra=extra)
    rest = table([head1, head2, *rows[SALTMARSH_PAGE1_ROWS:]], "borderless", widths, header_rows=2, extra=extra)
    sur = [["Surcharge", "Basis", "Amount"]] + \
          [[s, b, f"{a:.1f} %" if u == "%" else f"EUR {a:,.2f}"] for s, b, a, u in SALTMARSH_SURCHARGES]
    t3 = table(sur, "booktabs", [60, 60, 30], left_cols=2)
    build(out / "saltmarsh_rate_card_2025.pdf", "Saltmarsh Freight road rate card 2025", "Saltmarsh Freight B.V.", [
        para("Saltmarsh Freight B.V. — Road Freight Rate Card 2025", "Title"),
        para("Groupage road freight from our Rotterdam hub. Rates per consignment in euros, excluding VAT, valid "
             "1 January to 31 December 2025. Weight bands refer to the gross weight of the whole consignment."),
        para("Table 1: Delivery zones", "Heading4"), t1, Spacer(1, 5 * mm),
        para("Table 2: Consignment rates by weight and zone", "Heading4"), first,
        PageBreak(),
        para("Table 2: Consignment rates by weight and zone (continued)", "Heading4"), rest,
        Spacer(1, 6 * mm), para("Table 3: Surcharges", "Heading4"), t3,
        Spacer(1, 3 * mm),
        para("Consignments over 1,000 kg and destinations not listed in Table 1: quotation on request."),
    ])


def eskerfield(out: Path) -> None:
    v = eskerfield_is()
    rows = [["", "2025", "2024"]] + [[k, fin(v[k][0]), fin(v[k][1])] for k in ESKERFIELD_IS_ORDER]
    bold = [("FONT", (0, i + 1), (-1, i + 1), "Helvetica-Bold", 8.5) for i, k in enumerate(ESKERFIELD_IS_ORDER)
            if k in ESKERFIELD_IS_TOTALS]
    t1 = table(rows, "grid", [90, 30, 30], extra=bold)
    bs = eskerfield_bs()
    bs_rows = [["EUR thousands", "31 Dec 2025", "31 Dec 2024"]]
    extra = [("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black), ("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black)]
    for label, level in ESKERFIELD_BS_LAYOUT:
        if level is None:
            bs_rows.append([label, "", ""])
            extra.append(("FONT", (0, len(bs_rows) - 1), (0, len(bs_rows) - 1), "Helvetica-BoldOblique", 8.5))
        else:
            bs_rows.append([label, en(bs[label][0], 0), en(bs[label][1], 0)])
            if level == 2:
                extra.append(("FONT", (0, len(bs_rows) - 1), (-1, len(bs_rows) - 1), "Helvetica-Bold", 8.5))
                extra.append(("LINEABOVE", (1, len(bs_rows) - 1), (-1, len(bs_rows) - 1), 0.4, colors.black))
    t2 = table(bs_rows, "borderless", [90, 30, 30], extra=extra)
    seg = eskerfield_segments()
    seg_rows = [["Segment", "Revenue", "", "Operating profit", ""], ["", "2025", "2024", "2025", "2024"]]
    seg_rows += [[s, fin(r[0]), fin(r[1]), fin(r[2]), fin(r[3])] for s, r in seg.items()]
    t3 = table(seg_rows, "zebra", [56, 26, 26, 26, 26], header_rows=2,
               extra=[("SPAN", (1, 0), (2, 0)), ("SPAN", (3, 0), (4, 0)), ("ALIGN", (1, 0), (-1, 1), "CENTER"),
                      ("FONT", (0, -1), (-1, -1), "Helvetica-Bold", 8.5)])
    build(out / "eskerfield_annual_report_2025.pdf", "Eskerfield Components Annual Report 2025",
          "Eskerfield Components N.V.", [
              para("Eskerfield Components N.V. — Annual Report 2025", "Title"),
              para("Extract from the consolidated financial statements for the year ended 31 December 2025 "
                   "(IFRS as adopted by the EU)."),
              para("Consolidated income statement", "Heading3"),
              para("in thousands of EUR"), t1,
              note("Figures in brackets are expenses or negative amounts."),
              PageBreak(),
              para("Consolidated statement of financial position", "Heading3"), t2, Spacer(1, 6 * mm),
              para("Note 4 — Segment information", "Heading3"),
              para("Revenue and operating profit by reportable segment, in thousands of EUR. Unallocated costs "
                   "are head-office costs not charged to the segments."), t3,
          ])


def redcliff(out: Path) -> None:
    v = redcliff_is()
    def cell(k, x):
        if k == "Diluted earnings per share (USD)":
            return en(x, 2)
        return fin(x, 1)
    rows = [["", *REDCLIFF_YEARS]] + [[k, *(cell(k, x) for x in v[k])] for k in REDCLIFF_IS_ORDER]
    bold = [("FONT", (0, i + 1), (-1, i + 1), "Helvetica-Bold", 8.5) for i, k in enumerate(REDCLIFF_IS_ORDER)
            if k in ("Gross profit", "Operating income", "Net income")]
    t1 = table(rows, "booktabs", [86, 26, 26, 26], extra=bold)
    b = redcliff_bs()
    rows2 = [["", "Fiscal 2024", "Fiscal 2025"]] + [[k, en(b[k][0], 1), en(b[k][1], 1)] for k in REDCLIFF_BS_ORDER]
    bold2 = [("FONT", (0, i + 1), (-1, i + 1), "Helvetica-Bold", 8.5) for i, k in enumerate(REDCLIFF_BS_ORDER)
             if k.startswith("Total")]
    t2 = table(rows2, "zebra", [96, 30, 30], extra=bold2)
    seg = redcliff_segments()
    head1 = ["Segment", "Net sales", "", "", "Operating income (loss)", "", ""]
    head2 = ["", "FY2023", "FY2024", "FY2025", "FY2023", "FY2024", "FY2025"]
    rows3 = [head1, head2] + [[s, *(fin(x, 1) for x in sales), *(fin(x, 1) for x in oi)] for s, (sales, oi) in seg.items()]
    t3 = table(rows3, "grid", [40, 21, 21, 21, 21, 21, 21], header_rows=2,
               extra=[("SPAN", (1, 0), (3, 0)), ("SPAN", (4, 0), (6, 0)), ("SPAN", (0, 0), (0, 1)),
                      ("ALIGN", (1, 0), (-1, 1), "CENTER"), ("FONT", (0, -1), (-1, -1), "Helvetica-Bold", 8.5)])
    build(out / "redcliff_annual_report_fy2025.pdf", "Redcliff Outdoor Brands fiscal 2025 annual report",
          "Redcliff Outdoor Brands, Inc.", [
              para("Redcliff Outdoor Brands, Inc.", "Title"),
              para("Annual Report — Selected Financial Data. Fiscal years end on the Saturday closest to 31 January."),
              para("Consolidated Statements of Income", "Heading3"),
              para("(USD millions, except per-share data)"), t1,
              PageBreak(),
              para("Consolidated Balance Sheets", "Heading3"),
              para("(USD millions, at fiscal year end)"), t2, Spacer(1, 6 * mm),
              para("Segment Information", "Heading3"),
              para("(USD millions; losses shown in parentheses)"), t3,
          ])


def brisklane(out: Path) -> None:
    v = brisklane_2025()
    head = ["£ thousands", "Q1", "Q2", "Q3", "Q4", "FY 2025"]
    rows = [head] + [[k, *(fin(x) for x in v[k])] for k in BRISKLANE_ORDER]
    bold = [("FONT", (0, i + 1), (-1, i + 1), "Helvetica-Bold", 8.5) for i, k in enumerate(BRISKLANE_ORDER)
            if k in ("Gross profit", "Operating profit (loss)", "Profit (loss) for the period")]
    t1 = table(rows, "grid", [62, 21, 21, 21, 21, 24], extra=bold)
    w = brisklane_2024()
    rows2 = [["£ thousands", "Q1", "Q2", "Q3", "Q4", "FY 2024"]] + [[k, *(fin(x) for x in w[k])] for k in w]
    t2 = table(rows2, "borderless", [62, 21, 21, 21, 21, 24],
               extra=[("LINEBELOW", (0, 0), (-1, 0), 0.6, colors.black)])
    rows3 = [["Operating data", "Q1", "Q2", "Q3", "Q4"]] + [[k, *(en(x, d) for x in xs)] for k, xs, d in BRISKLANE_KPIS]
    t3 = table(rows3, "zebra", [62, 21, 21, 21, 21])
    build(out / "brisklane_q4_2025_results.pdf", "Brisklane Logistics fourth quarter 2025 results",
          "Brisklane Logistics plc", [
              para("Brisklane Logistics plc — Q4 and Full-Year 2025 Results", "Title"),
              para("Unaudited quarterly financial information. All figures in £ thousands unless otherwise stated; "
                   "losses and costs are shown in brackets."),
              para("Table 1: Quarterly income statement, 2025 (three months ended)", "Heading4"), t1,
              Spacer(1, 5 * mm),
              para("Table 2: Comparative quarters, 2024 (three months ended)", "Heading4"), t2,
              Spacer(1, 5 * mm),
              para("Table 3: Operating data, 2025", "Heading4"), t3,
          ])


def tallyforge(out: Path) -> None:
    def cell(x):
        if x is None:
            return "—"
        if isinstance(x, int):
            return en(x, 0)
        return x
    rows = [["", *TALLYFORGE_PLANS]] + [[f, *(cell(x) for x in xs)] for f, xs in TALLYFORGE_FEATURES]
    t1 = table(rows, "zebra", [62, 24, 24, 26, 34], extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")])
    rows2 = [["Add-on", "Price (USD)", "Billing"]] + [[a, en(p), b] for a, p, b in TALLYFORGE_ADDONS]
    t2 = table(rows2, "booktabs", [70, 30, 30])
    build(out / "tallyforge_plans_2025.pdf", "Tallyforge plans and pricing", "Tallyforge Inc.", [
        para("Tallyforge — Plans &amp; Pricing", "Title"),
        para("Project accounting for growing teams. Prices in US dollars per user per month, excluding taxes. "
             "Annual billing is charged upfront for twelve months."),
        Spacer(1, 3 * mm), para("Compare plans", "Heading4"), t1,
        Spacer(1, 1 * mm), note(TALLYFORGE_FOOTNOTE), Spacer(1, 6 * mm),
        para("Add-ons (all paid plans)", "Heading4"), t2,
    ])


def kelderwick(out: Path) -> None:
    rows = [["Model", *KELDERWICK_MODELS]]
    for prop, vals, dec in KELDERWICK_SPECS:
        cells = [v if isinstance(v, str) else en(v, dec) for v in vals]
        if prop == "Warranty (years)":
            cells = [c + ("¹" if m in KELDERWICK_MARKED else "") for c, m in zip(cells, KELDERWICK_MODELS)]
        rows.append([prop, *cells])
    t = table(rows, "grid", [44, 25, 25, 25, 25, 25], extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")])
    build(out / "kelderwick_inverters_datasheet.pdf", "Kelderwick KS series inverters", "Kelderwick Solar GmbH", [
        para("Kelderwick Solar — KS Series Hybrid Inverters", "Title"),
        para("Single-phase hybrid inverters for residential PV systems with battery storage. Technical data at "
             "230 V AC and 25 °C."), Spacer(1, 4 * mm), t,
        Spacer(1, 1 * mm), note(KELDERWICK_FOOTNOTE),
        Spacer(1, 4 * mm), para("Prices are recommended list prices for installers and exclude VAT and installation."),
    ])


def corran(out: Path) -> None:
    t1 = table([["Season", "Periods"]] + [list(s) for s in CORRAN_SEASONS], "borderless", [35, 110],
               extra=[("ALIGN", (1, 0), (-1, -1), "LEFT"), ("LINEBELOW", (0, 0), (-1, 0), 0.5, colors.black)])
    head1 = ["Room type", "Max. guests", "Rate per room per night", "", ""]
    head2 = ["", "", "Low season", "Mid season", "High season"]
    body = []
    for room, guests, rates in CORRAN_ROOMS:
        cells = [f"€{r:,}" for r in rates]
        if room == CORRAN_MARKED[0]:
            cells[CORRAN_MARKED[1]] += "†"
        body.append([room, str(guests), *cells])
    t2 = table([head1, head2, *body], "booktabs", [50, 24, 28, 28, 28], header_rows=2,
               extra=[("SPAN", (2, 0), (4, 0)), ("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1)),
                      ("ALIGN", (1, 0), (-1, 1), "CENTER"), ("LINEBELOW", (2, 0), (4, 0), 0.4, colors.black)])
    rows3 = [["Extra", "Price", "Charged"]] + [[e, f"€{p:,.2f}" if p else "Free", b] for e, p, b in CORRAN_EXTRAS]
    t3 = table(rows3, "booktabs", [60, 30, 45], extra=[("ALIGN", (2, 0), (2, -1), "LEFT")])
    build(out / "corran_bay_hotel_rates_2025.pdf", "Corran Bay Hotel room rates 2025", "Corran Bay Hotel, Kinsale", [
        para("Corran Bay Hotel — Room Rates 2025", "Title"),
        para("Best available rates per room per night in euros, including VAT, room only. Local tourist tax "
             "is charged separately on departure."),
        para("Seasons", "Heading4"), t1, Spacer(1, 5 * mm),
        para("Room rates", "Heading4"), t2,
        Spacer(1, 1 * mm), note(CORRAN_FOOTNOTE), Spacer(1, 6 * mm),
        para("Extras", "Heading4"), t3,
    ])


def skerrow(out: Path) -> None:
    head1 = ["Route", "Single (GBP)", "", "Return (GBP)", ""]
    head2 = ["", "Adult", "Car + driver", "Adult", "Car + driver"]
    body = [[r, en(a), en(b), en(c), en(e)] for r, a, b, c, e in SKERROW_ROUTES]
    t1 = table([head1, head2, *body], "borderless", [50, 26, 28, 26, 28], header_rows=2,
               extra=[("SPAN", (1, 0), (2, 0)), ("SPAN", (3, 0), (4, 0)), ("SPAN", (0, 0), (0, 1)),
                      ("ALIGN", (1, 0), (-1, 1), "CENTER"),
                      ("LINEBELOW", (1, 0), (2, 0), 0.4, colors.black), ("LINEBELOW", (3, 0), (4, 0), 0.4, colors.black),
                      ("LINEBELOW", (0, 1), (-1, 1), 0.8, colors.black)])
    t2 = table([["Supplement", "GBP per single journey"]] + [[s, en(p) if p else "Free"] for s, p in SKERROW_SUPPLEMENTS],
               "grid", [60, 40])
    build(out / "skerrow_ferries_fares_2025.pdf", "Skerrow Ferries fares 2025", "Skerrow Ferries Ltd", [
        para("Skerrow Ferries — Fares 2025", "Title"),
        para("Fares valid for sailings from 1 April 2025 until further notice. Return tickets are valid for one "
             "month. Children aged 5 to 15 travel at half the adult fare; under-5s travel free."),
        Spacer(1, 3 * mm), para("Passenger and vehicle fares", "Heading4"), t1, Spacer(1, 6 * mm),
        para("Supplements", "Heading4"), t2,
    ])


def wendelsrode(out: Path) -> None:
    rows = [[head_cell(h, True, a) for h, a in (("Tarif", "LEFT"), ("Arbeitspreis<br/>(ct/kWh)", "RIGHT"),
                                                 ("Grundpreis<br/>(€/Jahr)", "RIGHT"), ("Vertragslaufzeit", "RIGHT"),
                                                 ("Preisgarantie bis", "RIGHT"))]]
    rows += [[t, de(ap), de(gp), lz, pg or "—"] for t, ap, gp, lz, pg in WENDELSRODE_TARIFE]
    t1 = table(rows, "zebra", [50, 26, 28, 30, 32], extra=[("VALIGN", (0, 0), (-1, 0), "BOTTOM")])
    jk = wendelsrode_jahreskosten()
    short = [t.replace("WendelStrom ", "") for t in WENDELSRODE_BEISPIEL_TARIFE]
    head1 = ["Jahresverbrauch", "Jahreskosten in € (brutto) je Tarif", "", "", ""]
    head2 = ["", *short]
    body = [[f"{de(k, 0)} kWh", *(de(jk[k][t]) for t in WENDELSRODE_BEISPIEL_TARIFE)] for k in WENDELSRODE_VERBRAUCH]
    t2 = table([head1, head2, *body], "grid", [36, 30, 30, 30, 30], header_rows=2,
               extra=[("SPAN", (1, 0), (4, 0)), ("SPAN", (0, 0), (0, 1)), ("ALIGN", (1, 0), (-1, 1), "CENTER")])
    build(out / "wendelsrode_stromtarife_2025.pdf", "Stadtwerke Wendelsrode Stromtarife 2025",
          "Stadtwerke Wendelsrode GmbH", [
              para("Stadtwerke Wendelsrode — Preisblatt Strom 2025", "Title"),
              para("Gültig ab 1. Januar 2025 für Lieferstellen im Netzgebiet Wendelsrode. Alle Preise brutto "
                   "inkl. 19 % Umsatzsteuer, Stromsteuer, Netzentgelte und Konzessionsabgabe."),
              para("Tabelle 1: Unsere Stromtarife", "Heading4"), t1, Spacer(1, 6 * mm),
              para("Tabelle 2: Beispielrechnung Jahreskosten", "Heading4"),
              para("Jahreskosten = Grundpreis + Jahresverbrauch × Arbeitspreis, für Haushaltskunden."), Spacer(1, 2 * mm), t2,
              Spacer(1, 3 * mm), para("Die Tarife Wärmepumpe und Gewerbe setzen einen gesonderten Zähler voraus."),
          ])


DOCUMENTS = [quarrystone, fernhollow, saltmarsh, eskerfield, redcliff, brisklane, tallyforge, kelderwick, corran,
             skerrow, wendelsrode]


if __name__ == "__main__":
    sys.exit(held_out_docs.main(sys.argv[1:], DOCUMENTS, __doc__))
