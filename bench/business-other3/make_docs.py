"""A third held-out set of business documents from companies the project has never seen (bench/business-other3).

    python bench/business-other3/make_docs.py OUTDIR

Writes twelve PDFs with reportlab, deterministically: no randomness, every figure is a plain Python
structure below, so make_questions.py computes the gold answers from the same data and never from
tabsql (which was neither run nor read while this set was written). Families, all different from
business-other2's: a car-rental tariff (vehicle group x rental-length bands), an annual travel-insurance
premium table (age bands x region x cover level), a bank's tariff of charges, a mobile plan comparison
(plans as columns), a caterer's menus priced per guest by guest-count tier, two password-manager
licence price lists (seat bands as rows in one, as columns under a billing-period header in the other),
a weekly metal price sheet, a town's operating budget (actual vs budget with variances, continued on a
second page), a Swiss manufacturer's half-year report in CHF thousands (income statement, balance sheet,
footnotes on cells), a courier's parcel price grid (weight bands x zones, continued on a second page,
with surcharges) and a Turkish building-materials price list (Turkish headings and number format).
"""
from __future__ import annotations

import sys
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import PageBreak, Paragraph, Spacer, Table

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
import held_out_docs  # noqa: E402  (bench/held_out_docs.py)
from held_out_docs import STYLES, build, de, en, fin, para, tr_para, turkish_fonts  # noqa: E402

NA, ON_REQUEST = "n/a", "on request"

# ========================================================================================= data
# --- Moorvale Car & Van Rental: daily rates, vehicle group x rental-length band (two-level header), GBP in header
MOORVALE_BANDS = ("1–2 days", "3–6 days", "7–13 days", "14–27 days", "28+ days")
MOORVALE_GROUPS = [  # group, vehicle (or similar), daily rate GBP per band (str = printed as is), deposit GBP
    ("A", "Mini — Fiat 500", (42.00, 38.50, 33.00, 29.50, 26.00), 250),
    ("B", "Economy — VW Polo", (48.00, 44.00, 38.00, 34.00, 30.00), 250),
    ("C", "Compact — Ford Focus", (56.00, 51.50, 44.50, 39.50, 35.00), 300),
    ("D", "Intermediate estate — Skoda Octavia", (64.00, 59.00, 51.00, 45.50, 40.00), 300),
    ("E", "Premium — BMW 3 Series", (89.00, 82.00, 71.00, 63.00, ON_REQUEST), 500),
    ("F", "7-seat MPV — VW Touran", (78.00, 72.00, 62.50, 55.50, 49.00), 350),
    ("G", "Electric compact — MG4", (59.00, 53.00, 45.00, 39.00, 34.50), 300),
    ("V1", "Small van — Ford Transit Connect", (61.00, 56.00, 48.50, 43.00, 38.00), 400),
    ("V2", "Large van — Ford Transit LWB", (84.00, 77.50, 67.00, 59.50, 52.50), 400),
]
MOORVALE_EXTRAS = [  # extra, cars GBP, vans GBP (None = n/a), charged
    ("Additional driver", 12.50, 12.50, "per day"),
    ("Child seat or booster", 9.00, None, "per day"),
    ("Roof box", 15.00, None, "per day"),
    ("Young driver surcharge (age 21–24)", 18.00, 22.00, "per day"),
    ("Excess reduction cover", 19.50, 24.00, "per day"),
    ("Delivery and collection (within 15 miles)", 35.00, 35.00, "per rental"),
]

# --- Thistlebrook Assurance: annual multi-trip premiums, age band x region x cover level, "€" in every cell
THISTLEBROOK_LEVELS = ("Essential", "Plus", "Premier")
THISTLEBROOK_REGIONS = ("Europe", "Worldwide")
THISTLEBROOK_AGES = [  # age band, EUR: Europe (E, P, Pr), Worldwide (E, P, Pr); str = printed as is
    ("0–17", (49.00, 64.00, 88.00, 79.00, 102.00, 139.00)),
    ("18–34", (62.00, 81.00, 112.00, 104.00, 136.00, 184.00)),
    ("35–49", (71.00, 93.00, 128.00, 121.00, 158.00, 213.00)),
    ("50–64", (94.00, 122.00, 167.00, 168.00, 219.00, 296.00)),
    ("65–69", (138.00, 179.00, 244.00, 259.00, 337.00, 455.00)),
    ("70–74", (186.00, 242.00, 329.00, 362.00, 471.00, 636.00)),
    ("75–79", (264.00, 343.00, 467.00, 528.00, 687.00, ON_REQUEST)),
    ("80–84", (389.00, 506.00, ON_REQUEST, ON_REQUEST, ON_REQUEST, ON_REQUEST)),
]
THISTLEBROOK_STAR_ROW = "0–17"  # its label carries "*"
THISTLEBROOK_FOOTNOTES = [
    "* Travellers under 18 must be insured on the same policy as an adult. Children under 2 are covered free of charge.",
    "† Subject to a medical screening call; the premium is quoted individually.",
]
THISTLEBROOK_EXTENSIONS = [  # extension, EUR per person per policy
    ("Winter sports", 31.50), ("Cruise cover", 42.00), ("Business equipment", 24.00),
    ("Cancellation upgrade to €10,000", 18.50), ("Golf cover", 15.00),
]

# --- Harbourne Savings Bank: tariff of charges, "–" for no charge, "n/a" for not available
HARBOURNE_ACCOUNTS = ("Everyday", "Everyday Plus", "Premier")
HARBOURNE_CHARGES = [  # service, (Everyday, Everyday Plus, Premier); None = "–" (no charge), str printed as is; decimals
    ("Monthly account fee", (None, 4.00, 15.00), 2),
    ("Arranged overdraft interest (EAR %)", (39.9, 29.9, 19.9), 1),
    ("Returned or unpaid item", (10.00, 10.00, None), 2),
    ("CHAPS payment", (25.00, 25.00, 15.00), 2),
    ("Banker's draft", (12.00, 12.00, 8.00), 2),
    ("Replacement debit card", (5.00, None, None), 2),
    ("Non-sterling card transaction (% of amount)", (2.99, 2.99, None), 2),
    ("Cash withdrawal abroad (% of amount)", (2.99, 1.50, None), 2),
    ("Copy statement (each)", (3.00, 3.00, None), 2),
    ("Travel money order (% of amount)", (NA, 1.50, None), 2),
]
HARBOURNE_INTL = [  # amount sent, fee GBP online & app, fee GBP in branch or by phone
    ("Up to £500.00", 6.00, 12.00),
    ("£500.01 – £5,000.00", 12.00, 20.00),
    ("£5,000.01 – £25,000.00", 20.00, 30.00),
    ("Over £25,000.00", 30.00, 40.00),
]
HARBOURNE_RECEIVE = [("Up to £100.00", None), ("Over £100.00", 7.00)]  # None = "–"

# --- Nimbrel Mobile: plan comparison, plans as COLUMNS (transposed), AUD
NIMBREL_PLANS = ("Lite 10", "Everyday 40", "Plus 80", "Max", "Family 200")
NIMBREL_FEATURES = [  # feature, cell per plan (float -> 2 decimals, int -> 0 decimals, None -> "—", str as is)
    ("Monthly price (AUD)", (25.00, 39.00, 52.00, 69.00, 115.00)),
    ("Data allowance (GB)", (10, 40, 80, "Unlimited*", 200)),
    ("Minimum term (months)", ("None", 12, 12, 12, 24)),
    ("International minutes (20 countries)", (None, 100, 300, 500, 1_000)),
    ("Roaming days included per year", (None, None, 10, 30, 30)),
    ("5G network access", ("No", "Yes", "Yes", "Yes", "Yes")),
    ("SIMs included", (1, 1, 1, 1, 4)),
    ("Extra SIM (AUD per month)", (NA, NA, NA, NA, 15.00)),
    ("5 GB data top-up (AUD)", (10.00, 10.00, 10.00, NA, 10.00)),
]
NIMBREL_FOOTNOTE = "* Speeds are reduced to 1.5 Mbps once 300 GB has been used in a billing month."
NIMBREL_HANDSETS = [("Halcyon 9 Lite 64 GB", 589.00), ("Halcyon 9 128 GB", 899.00), ("Corvid X2 128 GB", 1_199.00),
                    ("Corvid X2 Pro 256 GB", 1_649.00)]  # outright AUD; 24 monthly repayments = price / 24
NIMBREL_TERM = 24

# --- Mistlewood Catering: price per guest by guest-count tier (COLUMNS), GBP in the header
MISTLEWOOD_TIERS = ("20–49", "50–99", "100–199", "200+")
MISTLEWOOD_MENUS = [  # menu, GBP per guest per tier (str printed as is)
    ("Working lunch (sandwich platters)", (14.50, 13.25, 12.40, 11.80)),
    ("Hot fork buffet", (24.00, 22.50, 21.00, 19.75)),
    ("Afternoon tea", (19.50, 18.25, 17.00, 16.20)),
    ("Canapé reception (8 pieces)", (21.00, 19.50, 18.00, 17.20)),
    ("Summer BBQ", (27.50, 25.50, 23.75, ON_REQUEST)),
    ("Three-course dinner", (48.00, 44.50, 41.00, 38.50)),
    ("Vegan tasting menu", (39.00, 36.50, 34.00, ON_REQUEST)),
]
MISTLEWOOD_MARKED = "Summer BBQ"  # its name carries "¹"
MISTLEWOOD_FOOTNOTE = "¹ Available from 1 May to 30 September only."
MISTLEWOOD_SERVICES = [  # service, GBP, basis
    ("Waiting staff", 22.00, "per person per hour"),
    ("Event chef", 35.00, "per hour"),
    ("Crockery and glassware hire", 3.20, "per guest"),
    ("Table linen", 8.50, "per table"),
    ("Delivery beyond 20 miles", 1.80, "per mile"),
]
MISTLEWOOD_VAT = 20  # %, stated in the note: prices exclude VAT

# --- Lanternfish Labs: password manager licences, seat bands as ROWS, USD per user per year, "$" in every cell
LANTERNFISH_EDITIONS = ("Team", "Business", "Enterprise")
LANTERNFISH_BANDS = [  # users, USD per user per year per edition (str printed as is)
    ("1–9", (36.00, 60.00, NA)),
    ("10–49", (33.00, 54.00, NA)),
    ("50–249", (30.00, 48.00, 84.00)),
    ("250–999", (27.00, 43.20, 75.60)),
    ("1,000+", (24.00, 38.40, ON_REQUEST)),
]
LANTERNFISH_ADDONS = [  # add-on, price text, basis
    ("Advanced reporting", 6.00, "per user per year"),
    ("Dark-web monitoring (Business and Enterprise)", 9.00, "per user per year"),
    ("Guided onboarding", 1_500.00, "one-off"),
]

# --- Vantora Systems: password manager, seat bands as COLUMNS under "Billed annually" / "Billed monthly", USD/user/month
VANTORA_BANDS = ("1–24", "25–99", "100–499", "500+")
VANTORA_BILLING = ("Billed annually", "Billed monthly")
VANTORA_PLANS = [  # plan, annual billing per band, monthly billing per band (None = "—": not offered)
    ("Starter", (2.60, 2.40, 2.20, 1.95), (3.10, 2.90, 2.60, 2.35)),
    ("Professional", (4.50, 4.10, 3.70, 3.40), (5.40, 4.90, 4.50, 4.10)),
    ("Enterprise", (7.00, 6.40, 5.80, 5.20), (None, None, None, None)),
]
VANTORA_ADDONS = [  # add-on, Starter, Professional, Enterprise (USD per user per month; str as is)
    ("SSO (SAML) connector", NA, 0.80, "Included"),
    ("Priority support", 1.00, 1.00, "Included"),
    ("Audit log export", NA, 0.50, "Included"),
]

# --- Ferrovane Metals: weekly average prices, week-ending dates as COLUMNS
FERROVANE_WEEKS = ("7 Feb", "14 Feb", "21 Feb", "28 Feb", "7 Mar")
FERROVANE_BASE = [  # metal, USD per tonne per week
    ("Copper", (9_182.50, 9_347.00, 9_411.25, 9_298.75, 9_526.00)),
    ("Aluminium", (2_617.25, 2_642.50, 2_688.00, 2_655.75, 2_701.25)),
    ("Zinc", (2_795.00, 2_841.50, 2_812.25, 2_768.00, 2_859.75)),
    ("Nickel", (15_410.00, 15_285.50, 15_622.00, 15_718.25, 15_964.50)),
    ("Lead", (1_962.75, 1_978.00, 1_991.50, 2_004.25, 1_987.00)),
    ("Tin", (30_845.00, 31_420.50, 32_115.00, 31_876.25, 32_640.00)),
]
FERROVANE_PRECIOUS = [  # metal, USD per troy ounce per week
    ("Gold", (2_861.40, 2_912.85, 2_938.20, 2_874.60, 2_905.15)),
    ("Silver", (32.14, 32.58, 32.96, 31.47, 32.71)),
    ("Platinum", (962.50, 981.20, 975.80, 941.30, 958.60)),
    ("Palladium", (978.40, 1_004.70, 987.10, 932.80, 947.25)),
]
FERROVANE_STOCKS = [  # metal, tonnes at the end of each week
    ("Copper", (268_450, 262_175, 259_900, 254_325, 249_150)),
    ("Aluminium", (563_800, 558_225, 551_050, 547_600, 540_975)),
    ("Zinc", (171_325, 169_400, 172_650, 174_100, 170_875)),
    ("Nickel", (192_600, 195_450, 197_825, 199_300, 201_175)),
]

# --- Town of Harrowby Falls: operating budget, CAD thousands; variance = favourable (unfavourable)
HARROWBY_REVENUE = [  # line, 2024 actual, 2025 budget, 2025 actual
    ("Property taxes", 18_412, 19_350, 19_286),
    ("Payments in lieu of taxes", 642, 660, 671),
    ("User fees and charges", 4_875, 5_120, 5_342),
    ("Licences and permits", 1_138, 1_200, 1_047),
    ("Provincial grants", 2_960, 3_050, 3_050),
    ("Investment income", 712, 540, 806),
    ("Fines and penalties", 318, 300, 287),
]
HARROWBY_EXPENDITURE = [
    ("General government", 3_412, 3_580, 3_496),
    ("Fire services", 4_126, 4_310, 4_388),
    ("Policing contract", 3_214, 3_350, 3_350),
    ("By-law enforcement", 565, 580, 679),
    ("Roads maintenance", 3_148, 3_260, 3_214),
    ("Winter control", 1_702, 1_690, 2_338),
    ("Public transit", 1_380, 1_460, 1_436),
    ("Water and wastewater", 2_946, 3_080, 2_987),
    ("Solid waste and recycling", 1_172, 1_220, 1_165),
    ("Health and social services", 812, 850, 838),
    ("Parks", 1_288, 1_340, 1_327),
    ("Recreation facilities and programs", 1_402, 1_470, 1_418),
    ("Library services", 356, 380, 360),
    ("Planning and development", 1_274, 1_350, 1_219),
    ("Debt servicing (interest)", 486, 470, 470),
]
HARROWBY_PAGE1_EXPENDITURE = 9  # the budget table breaks to page 2 after this many expenditure lines
HARROWBY_HIGHLIGHTS = (
    "Revenue finished above budget, led by recreation user fees and investment income; building permit volumes "
    "fell short of plan as two large subdivisions were deferred to 2026.",
    "Expenditure exceeded budget. Winter control was the main overspend; most other departments came in at or "
    "below budget, helped by staff vacancies in planning and parks.",
    "The year closed with an operating surplus, which Council will allocate to reserves once the audit is "
    "complete. Reserve movements during the year are shown in Schedule 2.",
)
HARROWBY_RESERVES = [  # reserve, balance 1 Jan 2025, transfers in, transfers out (negative)
    ("Capital works reserve", 6_840, 1_250, -2_175),
    ("Winter control reserve", 925, 300, -540),
    ("Fire equipment reserve", 1_410, 220, 0),
    ("Tax rate stabilization reserve", 2_035, 0, -400),
]

# --- Albula Mechatronik AG: half-year report, CHF thousands; H1 2025 vs H1 2024; expenses negative
ALBULA_SHARES = 4_250_000  # shares outstanding, both periods
ALBULA_IS = {  # (H1 2025, H1 2024)
    "Net sales": (148_326, 139_874),
    "Cost of goods sold": (-94_711, -90_258),
    "Research and development": (-11_842, -10_967),
    "Selling and marketing": (-14_305, -13_880),
    "General and administrative": (-9_618, -9_402),
    "Other operating income (expense), net": (412, -286),
    "Financial income": (238, 191),
    "Financial expenses": (-1_964, -1_427),
    "Income taxes": (-3_126, -2_584),
}
ALBULA_IS_MARKS = {"Other operating income (expense), net": "¹", "Financial expenses": "²"}  # on the H1 2025 cell
ALBULA_IS_NOTES = [
    "¹ H1 2025 includes a gain of CHF 0.6 million on the sale of a warehouse in Thusis; H1 2024 included "
    "restructuring costs of CHF 0.5 million.",
    "² Includes foreign exchange losses of CHF 0.9 million (H1 2024: CHF 0.4 million).",
]
ALBULA_BS = {  # (30 June 2025, 31 December 2024)
    "Cash and cash equivalents": (38_417, 44_962),
    "Trade receivables": (41_286, 36_540),
    "Inventories": (52_903, 47_118),
    "Other current assets": (6_174, 5_391),
    "Property, plant and equipment": (88_645, 86_210),
    "Intangible assets": (14_382, 15_027),
    "Deferred tax assets": (2_115, 2_240),
    "Trade payables": (22_473, 25_806),
    "Short-term financial debt": (12_000, 0),  # 0 printed as a dash
    "Other current liabilities": (13_592, 14_128),
    "Long-term financial debt": (40_000, 50_000),
    "Pension liabilities": (7_284, 7_511),
    "Share capital": (4_250, 4_250),
}
ALBULA_BS_MARK = ("Short-term financial debt", "³")
ALBULA_BS_NOTE = "³ Bridge loan drawn in March 2025 and repayable in March 2026."
ALBULA_REGIONS = {  # net sales by customer location (H1 2025, H1 2024); "Asia/Pacific" is the rest
    "Switzerland": (31_704, 30_915),
    "Germany": (42_118, 41_562),
    "Rest of Europe": (29_845, 26_380),
    "Americas": (24_931, 21_874),
}

# --- Swiftlark Couriers: parcel prices, weight bands (ROWS) x zones, GBP excl. VAT, continued on page 2
SWIFTLARK_ZONES = [  # zone, destinations
    ("Zone 1", "UK mainland (England, Wales, Scottish Lowlands)"),
    ("Zone 2", "Scottish Highlands and islands, Isle of Man, Northern Ireland"),
    ("Zone 3", "Ireland, France, Belgium, Netherlands, Luxembourg"),
    ("Zone 4", "Germany, Austria, Denmark, Italy, Spain, Portugal"),
    ("Zone 5", "Rest of Europe (incl. Switzerland, Norway, Poland, Greece)"),
    ("Zone 6", "USA and Canada"),
    ("Zone 7", "Rest of the world"),
]
SWIFTLARK_LIMITS = (0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30)  # kg
SWIFTLARK_BANDS = [  # label, upper limit kg
    ("Up to 0.5" if i == 0 else f"{SWIFTLARK_LIMITS[i - 1] + 0.01:.2f} – {kg:.1f}", kg)
    for i, kg in enumerate(SWIFTLARK_LIMITS)]
SWIFTLARK_EXTRA_KG = "Each additional kg over 30 kg"
_SWIFT_BASE = (420, 790, 980, 1160, 1490, 1950, 2480)  # pence
_SWIFT_SLOPE = (38, 85, 125, 155, 210, 340, 460)  # pence per kg


def _swiftlark_rates() -> list[tuple[str, tuple]]:
    """The printed grid: GBP per parcel, rounded to 5p; the over-30-kg row per kg, n/a for zones 6 and 7."""
    rows = []
    for label, kg in SWIFTLARK_BANDS:
        rows.append((label, tuple(round((b + s * kg) / 5) * 5 / 100 for b, s in zip(_SWIFT_BASE, _SWIFT_SLOPE))))
    extra = tuple(round(s * 1.1 / 5) * 5 / 100 for s in _SWIFT_SLOPE[:5]) + (NA, NA)
    rows.append((SWIFTLARK_EXTRA_KG, extra))
    return rows


SWIFTLARK_RATES = _swiftlark_rates()
SWIFTLARK_PAGE1_ROWS = 17  # the grid continues on page 2 after this many weight bands
SWIFTLARK_MAX_KG = (40, 40, 40, 40, 40, 30, 30)
SWIFTLARK_SURCHARGES = [  # surcharge, amount text, applies to
    ("Fuel surcharge", "12.5% of the carriage charge", "All zones"),
    ("Residential delivery", "£0.85 per parcel", "Zones 1 and 2"),
    ("Saturday delivery", "£9.50 per parcel", "Zone 1 only"),
    ("Signature on delivery", "£1.20 per parcel", "All zones"),
    ("Oversize parcel (any side over 120 cm)", "£18.00 per parcel", "All zones"),
]
SWIFTLARK_FUEL = 12.5  # % of the carriage charge

# --- Yıldıztepe Yapı Market: Turkish price list, TL excl. KDV, Turkish number format, tiers as columns
YILDIZTEPE_TIERS = ("1–9 adet", "10–49 adet", "50+ adet")
YILDIZTEPE_URUNLER = [  # kod, ürün adı, birim, TL per tier (str printed as is)
    ("YT-1001", "Alçı sıva 35 kg", "torba", (289.90, 274.50, 259.00)),
    ("YT-1002", "Portland çimento 50 kg", "torba", (214.75, 203.40, 192.80)),
    ("YT-2010", "İç cephe boyası 15 L, beyaz", "kova", (1_849.00, 1_749.00, 1_659.00)),
    ("YT-2011", "Dış cephe boyası 15 L, beyaz", "kova", (2_395.00, 2_269.00, 2_149.00)),
    ("YT-3020", "Seramik yapıştırıcısı 25 kg", "torba", (164.50, 155.90, 147.30)),
    ("YT-4030", "Matkap ucu seti, 13 parça", "set", (749.90, 712.40, "talep üzerine")),
    ("YT-5040", "PVC atık su borusu Ø100 mm, 3 m", "adet", (312.60, 296.00, 281.20)),
    ("YT-6050", "Silikon 280 ml, şeffaf", "adet", (89.90, 82.50, 76.40)),
]
YILDIZTEPE_KARGO = [("0 – 2.499,99 TL", 350.00), ("2.500,00 – 9.999,99 TL", 150.00), ("10.000,00 TL ve üzeri", 0.0)]
YILDIZTEPE_KDV = 20  # %


# ============================================================================ derived figures
def nimbrel_repayments() -> dict[str, float]:
    return {m: round(p / NIMBREL_TERM, 2) for m, p in NIMBREL_HANDSETS}


def harrowby_budget() -> dict[str, tuple]:
    """line -> (2024 actual, 2025 budget, 2025 actual, variance, variance %); totals and surplus included.
    Variance is favourable (+) / unfavourable (−): actual − budget for revenue, budget − actual for spending."""
    out = {}
    tot = lambda rows: tuple(sum(r[i] for r in rows) for i in (1, 2, 3))
    def line(a24, b25, a25, revenue):
        var = a25 - b25 if revenue else b25 - a25
        return (a24, b25, a25, var, round(var / b25 * 100, 1))
    for r in HARROWBY_REVENUE:
        out[r[0]] = line(*r[1:], True)
    out["Total revenue"] = line(*tot(HARROWBY_REVENUE), True)
    for r in HARROWBY_EXPENDITURE:
        out[r[0]] = line(*r[1:], False)
    out["Total expenditure"] = line(*tot(HARROWBY_EXPENDITURE), False)
    rv, ex = out["Total revenue"], out["Total expenditure"]
    out["Surplus for the year"] = line(rv[0] - ex[0], rv[1] - ex[1], rv[2] - ex[2], True)
    return out


def harrowby_reserves() -> dict[str, tuple[int, int, int, int]]:
    out = {r: (a, i, o, a + i + o) for r, a, i, o in HARROWBY_RESERVES}
    out["Total reserves"] = tuple(sum(v[k] for v in out.values()) for k in range(4))
    return out


def albula_is() -> dict[str, tuple]:
    v = dict(ALBULA_IS)
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(2))
    v["Gross profit"] = s("Net sales", "Cost of goods sold")
    v["Operating result (EBIT)"] = s("Gross profit", "Research and development", "Selling and marketing",
                                     "General and administrative", "Other operating income (expense), net")
    v["Profit before taxes"] = s("Operating result (EBIT)", "Financial income", "Financial expenses")
    v["Net profit"] = s("Profit before taxes", "Income taxes")
    v["Earnings per share (CHF)"] = tuple(round(v["Net profit"][i] * 1000 / ALBULA_SHARES, 2) for i in range(2))
    return v


ALBULA_IS_ORDER = ["Net sales", "Cost of goods sold", "Gross profit", "Research and development",
                   "Selling and marketing", "General and administrative", "Other operating income (expense), net",
                   "Operating result (EBIT)", "Financial income", "Financial expenses", "Profit before taxes",
                   "Income taxes", "Net profit", "Earnings per share (CHF)"]
ALBULA_IS_TOTALS = {"Gross profit", "Operating result (EBIT)", "Profit before taxes", "Net profit"}


def albula_bs() -> dict[str, tuple]:
    v = dict(ALBULA_BS)
    s = lambda *keys: tuple(sum(v[k][i] for k in keys) for i in range(2))
    v["Total current assets"] = s("Cash and cash equivalents", "Trade receivables", "Inventories", "Other current assets")
    v["Total non-current assets"] = s("Property, plant and equipment", "Intangible assets", "Deferred tax assets")
    v["Total assets"] = s("Total current assets", "Total non-current assets")
    v["Total current liabilities"] = s("Trade payables", "Short-term financial debt", "Other current liabilities")
    v["Total non-current liabilities"] = s("Long-term financial debt", "Pension liabilities")
    v["Total equity"] = tuple(v["Total assets"][i] - v["Total current liabilities"][i]
                              - v["Total non-current liabilities"][i] for i in range(2))
    v["Retained earnings and reserves"] = tuple(v["Total equity"][i] - v["Share capital"][i] for i in range(2))
    v["Total liabilities and equity"] = v["Total assets"]
    return v


ALBULA_BS_LAYOUT = [  # label, level (None = heading, 1 = line, 2 = total)
    ("Assets", None), ("Cash and cash equivalents", 1), ("Trade receivables", 1), ("Inventories", 1),
    ("Other current assets", 1), ("Total current assets", 2), ("Property, plant and equipment", 1),
    ("Intangible assets", 1), ("Deferred tax assets", 1), ("Total non-current assets", 2), ("Total assets", 2),
    ("Liabilities and equity", None), ("Trade payables", 1), ("Short-term financial debt", 1),
    ("Other current liabilities", 1), ("Total current liabilities", 2), ("Long-term financial debt", 1),
    ("Pension liabilities", 1), ("Total non-current liabilities", 2), ("Share capital", 1),
    ("Retained earnings and reserves", 1), ("Total equity", 2), ("Total liabilities and equity", 2),
]


def albula_regions() -> dict[str, tuple]:
    """region -> (H1 2025, H1 2024, change % printed with one decimal); Asia/Pacific is the rest; Total."""
    inc = albula_is()
    reg = dict(ALBULA_REGIONS)
    reg["Asia/Pacific"] = tuple(inc["Net sales"][i] - sum(r[i] for r in ALBULA_REGIONS.values()) for i in range(2))
    reg["Total"] = inc["Net sales"]
    return {k: (a, b, round((a / b - 1) * 100, 1)) for k, (a, b) in reg.items()}


# ========================================================================================= formatting
TEAL = colors.Color(0.10, 0.35, 0.38)  # this set's zebra header band


def table(rows: list[list], kind: str, widths: list[float], header_rows: int = 1, extra: list | None = None,
          left_cols: int = 1) -> Table:
    return held_out_docs.table(rows, kind, widths, header_rows, extra, left_cols, head=TEAL)


def head_cell(text: str, white: bool = False, align: str = "CENTER") -> Paragraph:
    st = STYLES["BodyText"].clone("hc3", fontName="Helvetica-Bold", fontSize=8.5, leading=10,
                                  alignment={"LEFT": 0, "CENTER": 1, "RIGHT": 2}[align],
                                  textColor=colors.white if white else colors.black)
    return Paragraph(text, st)


def note(text: str) -> Paragraph:
    return Paragraph(text, STYLES["BodyText"].clone("note3", fontSize=7.5, leading=9))


def cell(x, dec: int = 2, fmt=en, prefix: str = "") -> str:
    """A price cell: numbers formatted, None a dash, text as is."""
    if x is None:
        return "–"
    if isinstance(x, str):
        return x
    return prefix + fmt(x, dec)


def bold_rows(indices, n_cols: int = -1) -> list:
    return [("FONT", (0, i), (n_cols, i), "Helvetica-Bold", 8.5) for i in indices]


# ========================================================================================= documents
def moorvale(out: Path) -> None:
    head1 = ["Group", "Vehicle (or similar)", "Daily rate (GBP) by rental length", "", "", "", "",
             head_cell("Deposit<br/>(GBP)")]
    head2 = ["", "", *MOORVALE_BANDS, ""]
    body = [[g, v, *(cell(r) for r in rates), en(dep, 0)] for g, v, rates, dep in MOORVALE_GROUPS]
    t1 = table([head1, head2, *body], "grid", [12, 54, 17, 17, 17, 17, 17, 19], header_rows=2, left_cols=2,
               extra=[("SPAN", (2, 0), (6, 0)), ("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1)),
                      ("SPAN", (7, 0), (7, 1)), ("ALIGN", (0, 0), (0, -1), "CENTER"),
                      ("ALIGN", (2, 0), (-1, 1), "CENTER")])
    ex = [["Extra", "Cars, groups A–G (GBP)", "Vans, V1–V2 (GBP)", "Charged"]] + \
         [[e, cell(c), cell(v if v is not None else NA), b] for e, c, v, b in MOORVALE_EXTRAS]
    t2 = table(ex, "zebra", [66, 34, 30, 30], extra=[("ALIGN", (3, 0), (3, -1), "LEFT")])
    build(out / "moorvale_car_rental_tariff_2025.pdf", "Moorvale Car & Van Rental tariff 2025",
          "Moorvale Car & Van Rental Ltd, Harrogate", [
              para("Moorvale Car &amp; Van Rental — Tariff 2025/26", "Title"),
              para("Rates per day in pounds sterling, including VAT at 20%, unlimited mileage and collision damage "
                   "waiver (excess £1,250). Valid for rentals starting between 1 March 2025 and 28 February 2026. "
                   "The rate band is set by the total length of the rental; part days are charged as full days."),
              Spacer(1, 3 * mm), para("Daily rates", "Heading4"), t1, Spacer(1, 6 * mm),
              para("Extras and optional cover", "Heading4"), t2, Spacer(1, 3 * mm),
              para("Drivers must be 21 or over and have held a full licence for at least one year. "
                   "Rentals of more than 60 days: please contact our business desk."),
          ])


def thistlebrook(out: Path) -> None:
    head1 = ["Age on start date", "Europe", "", "", "Worldwide (incl. USA and Canada)", "", ""]
    head2 = ["", *THISTLEBROOK_LEVELS, *THISTLEBROOK_LEVELS]
    body = []
    for age, prem in THISTLEBROOK_AGES:
        label = age + ("*" if age == THISTLEBROOK_STAR_ROW else "")
        body.append([label, *(p + "†" if p == ON_REQUEST else f"€{p:,.2f}" for p in prem)])
    t1 = table([head1, head2, *body], "grid", [30, 22, 22, 22, 24, 24, 24], header_rows=2,
               extra=[("SPAN", (1, 0), (3, 0)), ("SPAN", (4, 0), (6, 0)), ("SPAN", (0, 0), (0, 1)),
                      ("ALIGN", (1, 0), (-1, 1), "CENTER")])
    t2 = table([["Optional extension", "Premium per person"]] + [[e, f"€{p:,.2f}"] for e, p in THISTLEBROOK_EXTENSIONS],
               "booktabs", [70, 40])
    build(out / "thistlebrook_annual_travel_premiums_2025.pdf", "Thistlebrook Assurance annual travel premiums 2025",
          "Thistlebrook Assurance DAC, Dublin", [
              para("Thistlebrook Assurance", "Title"),
              para("Annual Multi-Trip Travel Insurance — Premium Table for policies starting from 1 January 2025", "Heading3"),
              para("Premium per insured person for twelve months of cover, including insurance premium tax. Trips "
                   "of up to 45 days each. Age is the traveller's age on the policy start date. Cover is not "
                   "available for travellers aged 85 or over."),
              Spacer(1, 3 * mm), para("Table 1 — Annual premium per person", "Heading4"), t1, Spacer(1, 1 * mm),
              *(note(n) for n in THISTLEBROOK_FOOTNOTES), Spacer(1, 6 * mm),
              para("Table 2 — Optional extensions (added to the annual premium)", "Heading4"), t2,
          ])


def harbourne(out: Path) -> None:
    rows = [["Service (£ unless stated)", *HARBOURNE_ACCOUNTS]]
    rows += [[s, *(cell(x, d) for x in xs)] for s, xs, d in HARBOURNE_CHARGES]
    t1 = table(rows, "booktabs", [78, 28, 30, 28], extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")])
    t2 = table([["Amount sent (sterling equivalent)", "Online and app (£)", "In branch or by phone (£)"]] +
               [[b, en(a), en(c)] for b, a, c in HARBOURNE_INTL], "grid", [62, 36, 44])
    t3 = table([["Amount received", "Fee per payment (£)"]] + [[b, cell(f)] for b, f in HARBOURNE_RECEIVE],
               "grid", [62, 36])
    build(out / "harbourne_tariff_of_charges_2025.pdf", "Harbourne Savings Bank tariff of charges",
          "Harbourne Savings Bank plc", [
              para("Harbourne Savings Bank", "Title"),
              para("Personal current accounts — Tariff of charges, effective 1 April 2025", "Heading3"),
              para("“–” means there is no charge for this service; “n/a” means it is not available with this "
                   "account. Premier requires a monthly credit of at least £5,000."),
              Spacer(1, 2 * mm), para("1. Account charges", "Heading4"), t1, Spacer(1, 6 * mm),
              para("2. Sending money abroad — fee per payment", "Heading4"), t2, Spacer(1, 1 * mm),
              note("Premier customers pay no fee for international payments sent online or in the app."),
              Spacer(1, 6 * mm), para("3. Receiving money from abroad", "Heading4"), t3,
          ])


def nimbrel(out: Path) -> None:
    def c(x):
        if x is None:
            return "—"
        if isinstance(x, float):
            return en(x)
        if isinstance(x, int):
            return en(x, 0)
        return x
    rows = [["", *NIMBREL_PLANS]] + [[f, *(c(x) for x in xs)] for f, xs in NIMBREL_FEATURES]
    t1 = table(rows, "zebra", [60, 22, 24, 22, 22, 24], extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")])
    rep = nimbrel_repayments()
    t2 = table([["Handset", "Outright price (AUD)", f"Monthly repayment over {NIMBREL_TERM} months (AUD)"]] +
               [[m, en(p), en(rep[m])] for m, p in NIMBREL_HANDSETS], "grid", [46, 34, 72])
    build(out / "nimbrel_mobile_plans_2025.pdf", "Nimbrel Mobile plans 2025", "Nimbrel Mobile Pty Ltd", [
        para("Nimbrel Mobile — Compare our plans", "Title"),
        para("Prices in Australian dollars, including GST. Unlimited standard national calls and texts on every "
             "plan. Plans with a minimum term can be cancelled early by paying the remaining months."),
        Spacer(1, 3 * mm), t1, Spacer(1, 1 * mm), note(NIMBREL_FOOTNOTE), Spacer(1, 7 * mm),
        para("Phones on interest-free repayments", "Heading4"),
        para(f"Available with Everyday 40 and above. Repayments run for {NIMBREL_TERM} months and are billed with "
             "the plan."), t2,
    ])


def mistlewood(out: Path) -> None:
    head1 = ["Menu", "Price per guest (GBP) by number of guests", "", "", ""]
    head2 = ["", *MISTLEWOOD_TIERS]
    body = [[m + ("¹" if m == MISTLEWOOD_MARKED else ""), *(cell(p) for p in ps)] for m, ps in MISTLEWOOD_MENUS]
    t1 = table([head1, head2, *body], "zebra", [66, 24, 24, 24, 24], header_rows=2,
               extra=[("SPAN", (1, 0), (4, 0)), ("SPAN", (0, 0), (0, 1)), ("ALIGN", (1, 0), (-1, 1), "CENTER")])
    t2 = table([["Service", "Price (GBP)", "Charged"]] + [[s, en(p), b] for s, p, b in MISTLEWOOD_SERVICES],
               "booktabs", [66, 26, 46], extra=[("ALIGN", (2, 0), (2, -1), "LEFT")])
    build(out / "mistlewood_catering_menus_2025.pdf", "Mistlewood Catering event menus 2025",
          "Mistlewood Catering Ltd, Bath", [
              para("Mistlewood Catering — Event Menus 2025", "Title"),
              para(f"Prices per guest in pounds sterling, excluding VAT at {MISTLEWOOD_VAT}%. The price band is set by "
                   "the confirmed number of guests seven days before the event. Minimum 20 guests. Prices include "
                   "delivery within 20 miles of Bath, disposable serviceware and clearing."),
              Spacer(1, 3 * mm), para("Menus", "Heading4"), t1, Spacer(1, 1 * mm), note(MISTLEWOOD_FOOTNOTE),
              Spacer(1, 6 * mm), para("Staff, hire and delivery", "Heading4"), t2,
          ])


def lanternfish(out: Path) -> None:
    rows = [["Number of users", *LANTERNFISH_EDITIONS]]
    rows += [[b, *(cell(p, prefix="$") for p in ps)] for b, ps in LANTERNFISH_BANDS]
    t1 = table(rows, "booktabs", [44, 34, 34, 34], extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")])
    t2 = table([["Add-on", "Price", "Billing"]] + [[a, f"${p:,.2f}", b] for a, p, b in LANTERNFISH_ADDONS],
               "grid", [76, 28, 40], extra=[("ALIGN", (2, 0), (2, -1), "LEFT")])
    build(out / "lanternfish_keyward_price_list_2025.pdf", "Lanternfish Keyward licence price list 2025",
          "Lanternfish Labs, Inc.", [
              para("Lanternfish Labs — Keyward Password Manager", "Title"),
              para("Licence price list 2025", "Heading3"),
              para("Subscription prices per user per year in US dollars, billed annually in advance, excluding sales "
                   "tax. The band is set by the total number of users on the subscription, and every user is "
                   "charged at that band's price. Enterprise requires at least 50 users."),
              Spacer(1, 3 * mm), para("Annual subscription price per user", "Heading4"), t1, Spacer(1, 7 * mm),
              para("Add-ons", "Heading4"), t2,
          ])


def vantora(out: Path) -> None:
    n = len(VANTORA_BANDS)
    head1 = ["Plan", VANTORA_BILLING[0], *[""] * (n - 1), VANTORA_BILLING[1], *[""] * (n - 1)]
    head2 = ["", *VANTORA_BANDS, *VANTORA_BANDS]
    body = [[p, *(cell(x) for x in a), *(cell(x) if x is not None else "—" for x in m)] for p, a, m in VANTORA_PLANS]
    t1 = table([head1, head2, *body], "grid", [30, 17, 17, 17, 17, 17, 17, 17, 17], header_rows=2,
               extra=[("SPAN", (1, 0), (n, 0)), ("SPAN", (n + 1, 0), (2 * n, 0)), ("SPAN", (0, 0), (0, 1)),
                      ("ALIGN", (1, 0), (-1, -1), "CENTER")])
    t2 = table([["Add-on (USD per user per month)", "Starter", "Professional", "Enterprise"]] +
               [[a, *(cell(x) for x in xs)] for a, *xs in VANTORA_ADDONS], "zebra", [62, 28, 28, 28],
               extra=[("ALIGN", (1, 0), (-1, -1), "CENTER")])
    build(out / "vantora_lockbox_pricing_2025.pdf", "Vantora Lockbox pricing 2025", "Vantora Systems Ltd", [
        para("Vantora Lockbox — Business Pricing", "Title"),
        para("All prices in US dollars per user per month, excluding taxes. The user band is set by the number of "
             "users in your organisation; all users pay the band price. Enterprise is available on annual billing only."),
        Spacer(1, 3 * mm), para("Plans", "Heading4"), t1, Spacer(1, 7 * mm), para("Add-ons", "Heading4"), t2,
        Spacer(1, 3 * mm), para("Prices effective 1 January 2025. Non-profit organisations receive 50% off Starter "
                                "and Professional on request."),
    ])


def ferrovane(out: Path) -> None:
    def weekly(rows, label, dec, fmt_int=False):
        n = len(FERROVANE_WEEKS)
        head1 = [label, "Week ending (2025)", *[""] * (n - 1)]
        head2 = ["", *FERROVANE_WEEKS]
        body = [[m, *(en(x, 0) if fmt_int else en(x, dec) for x in xs)] for m, xs in rows]
        return table([head1, head2, *body], "borderless", [44, 24, 24, 24, 24, 24], header_rows=2,
                     extra=[("SPAN", (1, 0), (n, 0)), ("SPAN", (0, 0), (0, 1)), ("ALIGN", (1, 0), (-1, 1), "CENTER"),
                            ("LINEABOVE", (0, 0), (-1, 0), 0.8, colors.black),
                            ("LINEBELOW", (1, 0), (-1, 0), 0.4, colors.black),
                            ("LINEBELOW", (0, 1), (-1, 1), 0.8, colors.black),
                            ("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.black)])
    build(out / "ferrovane_metals_weekly_prices_feb_mar_2025.pdf", "Ferrovane Metals weekly price sheet",
          "Ferrovane Metals Trading S.A., Geneva", [
              para("Ferrovane Metals — Weekly Price Sheet", "Title"),
              para("Weekly averages of daily official prices for the five weeks to 7 March 2025. For information "
                   "only; not an offer to buy or sell."),
              para("Base metals — cash settlement (USD per tonne)", "Heading4"),
              weekly(FERROVANE_BASE, "Metal", 2), Spacer(1, 6 * mm),
              para("Precious metals — afternoon fix (USD per troy ounce)", "Heading4"),
              weekly(FERROVANE_PRECIOUS, "Metal", 2), Spacer(1, 6 * mm),
              para("Exchange warehouse stocks at end of week (tonnes)", "Heading4"),
              weekly(FERROVANE_STOCKS, "Metal", 0, True),
          ])


def harrowby(out: Path) -> None:
    b = harrowby_budget()
    head1 = ["$ thousands", "2024", "2025", "", "", ""]
    head2 = ["", "Actual", "Budget", "Actual", "Variance", "Variance %"]
    widths = [58, 20, 20, 20, 22, 22]
    span = [("SPAN", (2, 0), (5, 0)), ("SPAN", (0, 0), (0, 1)), ("ALIGN", (1, 0), (-1, 1), "CENTER"),
            ("LINEBELOW", (2, 0), (5, 0), 0.4, colors.white)]

    def line(label):
        a24, b25, a25, var, vp = b[label]
        return [label, en(a24, 0), en(b25, 0), en(a25, 0), fin(var), fin(vp, 1)]

    def part(labels_and_headings):
        rows, extra = [head1, head2], list(span)
        for item in labels_and_headings:
            if item.startswith("#"):
                rows.append([item[1:], "", "", "", "", ""])
                extra.append(("FONT", (0, len(rows) - 1), (0, len(rows) - 1), "Helvetica-BoldOblique", 8.5))
            else:
                rows.append(line(item))
                if item.startswith("Total") or item.startswith("Surplus"):
                    extra += bold_rows([len(rows) - 1])
        return table(rows, "zebra", widths, header_rows=2, extra=extra)

    exp = [r[0] for r in HARROWBY_EXPENDITURE]
    k = HARROWBY_PAGE1_EXPENDITURE
    first = part(["#Revenue", *(r[0] for r in HARROWBY_REVENUE), "Total revenue", "#Expenditure", *exp[:k]])
    rest = part([*exp[k:], "Total expenditure", "Surplus for the year"])
    res = harrowby_reserves()
    rrows = [["$ thousands", "Balance 1 Jan 2025", "Transfers in", "Transfers out", "Balance 31 Dec 2025"]]
    rrows += [[r, en(a, 0), fin(i), fin(o), en(c, 0)] for r, (a, i, o, c) in res.items()]
    t2 = table(rrows, "grid", [52, 32, 24, 26, 34], extra=bold_rows([len(rrows) - 1]))
    build(out / "harrowby_falls_operating_budget_2025.pdf", "Town of Harrowby Falls 2025 operating results",
          "Town of Harrowby Falls, Ontario", [
              para("Town of Harrowby Falls", "Title"),
              para("Report of the Treasurer — 2025 Operating Fund: Budget and Actual Results", "Heading3"),
              para("This report compares the Town's operating results for the year ended December 31, 2025 with "
                   "the budget approved by Council and with the prior year's results. Amounts are in thousands of "
                   "Canadian dollars. Variances are shown as favourable, or (unfavourable) in brackets: for revenue, "
                   "actual less budget; for expenditure, budget less actual. A dash means no variance."),
              para("Higher-than-planned winter control costs in January and February and the resulting overtime "
                   "drove the overspend in transportation services, while investment income benefited from higher "
                   "short-term interest rates. Unaudited; the audited consolidated financial statements will be "
                   "presented to Council in May."),
              para("Highlights", "Heading4"),
              *(para("• " + h) for h in HARROWBY_HIGHLIGHTS),
              Spacer(1, 3 * mm), para("Schedule 1 — Operating fund", "Heading4"), first,
              PageBreak(), rest, Spacer(1, 8 * mm),
              para("Schedule 2 — Reserves", "Heading4"), t2, Spacer(1, 2 * mm),
              note("Transfers out are shown in brackets."),
          ])


def albula(out: Path) -> None:
    v = albula_is()
    rows = [["", "H1 2025", "H1 2024"]]
    for k in ALBULA_IS_ORDER:
        if k == "Earnings per share (CHF)":
            rows.append([k, en(v[k][0]), en(v[k][1])])
        else:
            rows.append([k, fin(v[k][0]) + ALBULA_IS_MARKS.get(k, ""), fin(v[k][1])])
    t1 = table(rows, "booktabs", [90, 30, 30],
               extra=bold_rows([i + 1 for i, k in enumerate(ALBULA_IS_ORDER) if k in ALBULA_IS_TOTALS]))
    bs = albula_bs()
    brows = [["CHF thousands", "30.06.2025", "31.12.2024"]]
    extra = [("LINEBELOW", (0, 0), (-1, 0), 0.8, colors.black)]
    for label, level in ALBULA_BS_LAYOUT:
        if level is None:
            brows.append([label, "", ""])
            extra.append(("FONT", (0, len(brows) - 1), (0, len(brows) - 1), "Helvetica-Bold", 8.5))
            continue
        mark = ALBULA_BS_MARK[1] if label == ALBULA_BS_MARK[0] else ""
        brows.append([label, fin(bs[label][0]) + mark, fin(bs[label][1])])
        if level == 2:
            extra += bold_rows([len(brows) - 1])
            extra.append(("LINEABOVE", (1, len(brows) - 1), (-1, len(brows) - 1), 0.4, colors.black))
    t2 = table(brows, "borderless", [90, 30, 30], extra=extra)
    reg = albula_regions()
    rrows = [["Net sales by region", "H1 2025", "H1 2024", "Change in %"]]
    rrows += [[r, en(a, 0), en(b_, 0), f"{c:+.1f}"] for r, (a, b_, c) in reg.items()]
    t3 = table(rrows, "zebra", [60, 28, 28, 28], extra=bold_rows([len(rrows) - 1]))
    build(out / "albula_mechatronik_half_year_report_2025.pdf", "Albula Mechatronik AG half-year report 2025",
          "Albula Mechatronik AG, Chur", [
              para("Albula Mechatronik AG", "Title"),
              para("Half-Year Report 2025", "Heading2"),
              para("Condensed consolidated interim financial statements for the six months ended 30 June 2025 "
                   "(unaudited), prepared in accordance with Swiss GAAP FER 31."),
              para("Consolidated income statement (in CHF thousands)", "Heading4"), t1, Spacer(1, 1 * mm),
              *(note(n) for n in ALBULA_IS_NOTES),
              note(f"Earnings per share are based on {ALBULA_SHARES:,} registered shares outstanding in both periods; "
                   "there are no dilutive instruments."),
              PageBreak(),
              para("Consolidated balance sheet", "Heading4"), t2, Spacer(1, 1 * mm), note(ALBULA_BS_NOTE),
              Spacer(1, 6 * mm), para("Segment note — net sales by customer location (in CHF thousands)", "Heading4"),
              t3,
          ])


def swiftlark(out: Path) -> None:
    zones = table([["Zone", "Destinations"]] + [list(z) for z in SWIFTLARK_ZONES], "booktabs", [22, 130],
                  extra=[("ALIGN", (1, 0), (1, -1), "LEFT")])
    n = len(SWIFTLARK_ZONES)
    head = ["Weight (kg)", *(z for z, _ in SWIFTLARK_ZONES)]
    rows = [[label, *(cell(x) for x in xs)] for label, xs in SWIFTLARK_RATES]
    widths = [40] + [18] * n
    extra = [("LINEBELOW", (0, -1), (-1, -1), 0.5, colors.black)]
    first = table([head, *rows[:SWIFTLARK_PAGE1_ROWS]], "zebra", widths, extra=extra)
    rest = table([head, *rows[SWIFTLARK_PAGE1_ROWS:]], "zebra", widths, extra=extra)
    sur = table([["Surcharge", "Amount", "Applies to"]] + [list(s) for s in SWIFTLARK_SURCHARGES], "grid",
                [62, 56, 34], left_cols=3)
    build(out / "swiftlark_parcel_prices_2025.pdf", "Swiftlark Couriers parcel prices 2025", "Swiftlark Couriers Ltd",
          [para("Swiftlark Couriers — Parcel Price Guide 2025", "Title"),
           para("Door-to-door parcel collection and delivery from anywhere in the UK mainland. Prices per parcel in "
                "pounds sterling, excluding VAT and the fuel surcharge, for parcels booked from 6 January 2025. Charged "
                "on the greater of actual and volumetric weight (L × W × H in cm / 5,000)."),
           para("Delivery zones", "Heading4"), zones, Spacer(1, 4 * mm),
           para("Surcharges", "Heading4"), sur, Spacer(1, 4 * mm),
           para("Price per parcel (GBP)", "Heading4"), first,
           PageBreak(), rest, Spacer(1, 1 * mm),
           note("Maximum weight per parcel: 40 kg to Zones 1–5, 30 kg to Zones 6 and 7."), Spacer(1, 6 * mm),
           para("Collection", "Heading4"),
           para("Book by 6 pm for collection the next working day. Collections are free of charge for three or more "
                "parcels; a single-parcel collection is included in the price above. Delivery times are estimates "
                "and are not guaranteed outside Zone 1.")])


def yildiztepe(out: Path) -> None:
    turkish_fonts()
    vera = lambda header_rows: [("FONT", (0, 0), (-1, -1), "Vera", 8.5),
                                ("FONT", (0, 0), (-1, header_rows - 1), "VeraBd", 8.5)]
    head1 = ["Ürün kodu", "Ürün adı", "Birim", "Birim fiyat (TL, KDV hariç)", "", ""]
    head2 = ["", "", "", *YILDIZTEPE_TIERS]
    body = [[k, a, b, *(cell(p, fmt=de) for p in ps)] for k, a, b, ps in YILDIZTEPE_URUNLER]
    t1 = table([head1, head2, *body], "grid", [20, 58, 16, 24, 24, 24], header_rows=2, left_cols=3,
               extra=vera(2) + [("SPAN", (3, 0), (5, 0)), ("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1)),
                      ("SPAN", (2, 0), (2, 1)), ("ALIGN", (3, 0), (-1, 1), "CENTER")])
    t2 = table([["Sipariş tutarı (KDV hariç)", "Teslimat ücreti (TL)"]] +
               [[b, de(f) if f else "Ücretsiz"] for b, f in YILDIZTEPE_KARGO], "zebra", [60, 40], extra=vera(1))
    build(out / "yildiztepe_fiyat_listesi_2025.pdf", "Yıldıztepe Yapı Market fiyat listesi 2025",
          "Yıldıztepe Yapı Market Ltd. Şti., Eskişehir", [
              tr_para("Yıldıztepe Yapı Market", "Title"),
              tr_para("Bayi Fiyat Listesi — 1 Mart 2025 tarihinden itibaren geçerlidir", "Heading3"),
              tr_para(f"Fiyatlar Türk lirası cinsindendir ve %{YILDIZTEPE_KDV} KDV hariçtir. Adet kademesi, tek bir "
                   "siparişteki aynı ürünün miktarına göre belirlenir. Stoklarla sınırlıdır."),
              Spacer(1, 3 * mm), tr_para("Tablo 1: Ürün fiyatları", "Heading4"), t1, Spacer(1, 7 * mm),
              tr_para("Tablo 2: Teslimat ücretleri (Eskişehir il merkezi)", "Heading4"), t2, Spacer(1, 3 * mm),
              tr_para("İl dışı teslimatlar için lütfen satış ekibimizden fiyat alınız."),
          ], font="Vera", page_word="Sayfa")


DOCUMENTS = [moorvale, thistlebrook, harbourne, nimbrel, mistlewood, lanternfish, vantora, ferrovane, harrowby,
             albula, swiftlark, yildiztepe]


if __name__ == "__main__":
    sys.exit(held_out_docs.main(sys.argv[1:], DOCUMENTS, __doc__))
