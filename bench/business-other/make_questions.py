"""Writes bench/business-other/questions.jsonl: the held-out questions and their gold answers.

    python bench/business-other/make_questions.py

Every gold is computed from the data structures of make_docs.py (never from tabsql's output), so a
figure changed there changes its answers here. Questions were written before tabsql was run on them.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_docs as d  # noqa: E402
from held_out_gold import lst, none, num, pct, pct_change, text, write  # noqa: E402  (bench/held_out_gold.py)

ORV, TES, KRO = "orvane_pricelist_2025.pdf", "tessaline_prices_2025.pdf", "kronwald_preisliste_2025.pdf"
VEL, PAL, LIN = "veldhaven_annual_report_2025.pdf", "pallister_10k_summary_fy2025.pdf", "lindqvist_geschaeftsbericht_2025.pdf"
COR, HAL, NIM, ASH = ("corvid_chillers_datasheet.pdf", "halden_electric_forklifts.pdf", "nimbra_support_plans.pdf",
                      "ashgrove_catalogue_2025.pdf")
K_EUR = {"scale": 1000, "scale_note": "in thousands of EUR"}
M_USD = {"scale": 1_000_000, "scale_note": "USD million"}
TSD = {"scale": 1000, "scale_note": "in Tsd. EUR"}

QUESTIONS: list[dict] = []


# The second (or third) table of a document; every other cited cell is in its first table, t1.
SECOND = {(ORV, "Next-day"), (TES, "Discount on list price"), (KRO, "Versandkosten in EUR"),
          (LIN, "Mitarbeiter zum 31.12."), (NIM, "Severity 2 (major)")}


def ev(doc: str, row: str, column: str = "", page: int = 1) -> dict:
    if (doc == VEL and page == 2) or (doc == PAL and (row in d.PALLISTER_BS or row == "Shareholders' equity")):
        table = "t2"
    else:
        table = "t2" if (doc, column) in SECOND or (doc, row) in SECOND else "t1"
    if doc == VEL and column.startswith(("Revenue >", "Operating profit >")):
        table = "t3"
    if doc == PAL and row in d.pallister_segments():
        table = "t3"
    return {"doc": doc, "page": page, "table": table, "row": row, "column": column}


def q(question: str, category: str, answer: dict, evidence: list[dict]) -> None:
    QUESTIONS.append({"id": f"bo-{len(QUESTIONS) + 1:03d}", "question": question, "category": category,
                      "answer": answer, "evidence": evidence, "hard_cases": [], "family": "",
                      "template_key": "other", "source": "business-other"})


# ------------------------------------------------------------------------------------ price lists
orv = {name: (no, prices) for no, name, _, prices in d.ORVANE_ITEMS}
tes = {name: (code, price, mo) for code, name, _, price, mo in d.TESSALINE_ITEMS}
kro = {no: (name, prices) for no, name, _, prices in d.KRONWALD_ITEMS}

q("Hi, what would Orvane charge per box of nitrile gloves in size M if we order 250 boxes?", "range_lookup",
  num(orv["Nitrile gloves, size M"][1][1], "USD", "8.95"), [ev(ORV, "OLS-1102", "Unit price (USD) by order quantity > 100–499")])
q("We need 600 racks of the 1000 µl pipette tips from Orvane. Unit price?", "range_lookup",
  num(orv["Pipette tips 1000 µl"][1][2], "USD", "5.85"), [ev(ORV, "OLS-2215", "Unit price (USD) by order quantity > 500+")])
top = max(d.ORVANE_ITEMS, key=lambda r: r[3][2])
q("Which Orvane product is the most expensive per unit in the 500+ quantity band?", "argmax",
  text(top[1], top[0]), [ev(ORV, top[0], "Unit price (USD) by order quantity > 500+")])
cheap = [r for r in d.ORVANE_ITEMS if r[3][0] < 8.00]
q("How many items on Orvane's 2025 price list cost under USD 8 each when ordering fewer than 100?", "count",
  num(len(cheap), None), [ev(ORV, r[0], "Unit price (USD) by order quantity > 1–99") for r in cheap])
q("orvane next-day delivery fee, order value $600", "range_lookup",
  num(d.ORVANE_DELIVERY[1][2], "USD", "22.00"), [ev(ORV, d.ORVANE_DELIVERY[1][0], "Next-day")])
g = orv["Safety goggles, anti-fog"][1]
q("Orvane safety goggles: how much cheaper per pair is the 500+ price than the 1–99 price?", "difference",
  num(round(g[0] - g[2], 2), "USD", "2.25", tolerance=0.001, accept_abs=True),
  [ev(ORV, "OLS-6604", "Unit price (USD) by order quantity > 1–99"), ev(ORV, "OLS-6604", "Unit price (USD) by order quantity > 500+")])
q("Could you give me Orvane's 2026 price for the 200 µl pipette tips (OLS-2210)?", "unanswerable",
  none("The Orvane list covers 2025 only."), [])
w = orv["Disinfectant wipes"][1][1]
q("What would 120 tubs of Orvane disinfectant wipes cost in total, before delivery?", "product",
  num(round(120 * w, 2), "USD", "1368.00", tolerance=0.01), [ev(ORV, "OLS-7712", "Unit price (USD) by order quantity > 100–499")])

q("Tessaline list price for FFP2 face masks?", "lookup",
  num(tes["Face masks FFP2"][1], "USD", "15.20"), [ev(TES, "TS-0815", "List price (USD)")])
q("What discount does Tessaline Supply give on an order line of 250 units?", "range_lookup",
  num(d.TESSALINE_DISCOUNTS[2][1], "%", "7.5"), [ev(TES, "200 – 999", "Discount on list price")])
top = max(d.TESSALINE_ITEMS, key=lambda r: r[3])
q("Which item has the highest list price in the Tessaline Supply Co. price list?", "argmax",
  text(top[1], top[0]), [ev(TES, top[0], "List price (USD)")])
q("How much does Tessaline charge for delivery on a small order?", "unanswerable",
  none("Tessaline's list prints no delivery charges."), [])

orv_m, tes_m = orv["Nitrile gloves, size M"][1][0], tes["Nitrile gloves, size M"][1]
q("For a single box of size M nitrile gloves, who is cheaper, Orvane or Tessaline?", "cross_document",
  text("Tessaline Supply Co." if tes_m < orv_m else "Orvane Lab Supplies Ltd",
       *(["Tessaline", "TS-0481"] if tes_m < orv_m else ["Orvane", "OLS-1102"])),
  [ev(ORV, "OLS-1102", "Unit price (USD) by order quantity > 1–99"), ev(TES, "TS-0481", "List price (USD)")])
best = min(orv["Safety goggles, anti-fog"][1][0], tes["Safety goggles, anti-fog"][1])
q("Lowest price I can get for one pair of anti-fog safety goggles, comparing Orvane and Tessaline?", "cross_document",
  num(best, "USD", f"{best:.2f}"), [ev(ORV, "OLS-6604", "Unit price (USD) by order quantity > 1–99"), ev(TES, "TS-0744", "List price (USD)")])
diff = round(tes["Petri dishes 90 mm"][1] - orv["Petri dishes 90 mm"][1][0], 2)
q("Petri dishes 90 mm, one sleeve: how much more does Tessaline ask than Orvane's small-quantity price?",
  "cross_document", num(diff, "USD", f"{diff:.2f}", tolerance=0.001),
  [ev(TES, "TS-0610", "List price (USD)"), ev(ORV, "OLS-3307", "Unit price (USD) by order quantity > 1–99")])

q("Was kostet bei Kronwald eine VE Dübel 6 x 30 bei einer Abnahme von 20 VE?", "range_lookup",
  num(kro["KW-40006"][1][1], "EUR", "4,40"), [ev(KRO, "KW-40006", "Preis je VE in EUR (netto) > 10–49 VE")])
q("Kronwald Preisliste 2025: Preis je VE für Artikel KW-10060 ab 50 VE?", "lookup_header_path",
  num(kro["KW-10060"][1][2], "EUR", "17,60"), [ev(KRO, "KW-10060", "Preis je VE in EUR (netto) > ab 50 VE")])
low = min(d.KRONWALD_ITEMS, key=lambda r: r[3][0])
q("Welcher Artikel ist bei Kronwald in der Staffel 1–9 VE am günstigsten?", "argmin",
  text(low[1], low[0]), [ev(KRO, low[0], "Preis je VE in EUR (netto) > 1–9 VE")])
q("Wie hoch sind die Versandkosten bei Kronwald für einen Bestellwert von 320 € netto?", "range_lookup",
  num(d.KRONWALD_SHIPPING[1][1], "EUR", "5,90"), [ev(KRO, d.KRONWALD_SHIPPING[1][0], "Versandkosten in EUR")])
q("How much is one pack of M8 hex nuts from Kronwald if I only order 5 packs?", "range_lookup",
  num(kro["KW-20008"][1][0], "EUR", "7,45"), [ev(KRO, "KW-20008", "Preis je VE in EUR (netto) > 1–9 VE")])
over = [r for r in d.KRONWALD_ITEMS if r[3][0] > 20]
q("Wie viele Kronwald-Artikel kosten in der Staffel 1–9 VE mehr als 20 € je VE?", "count",
  num(len(over), None), [ev(KRO, r[0], "Preis je VE in EUR (netto) > 1–9 VE") for r in over])

# --------------------------------------------------------------------------------- annual reports
vis = {k: v for k, v, _ in d.veldhaven_is_rows()}
vbs = d.veldhaven_bs()
seg = d.VELDHAVEN_SEGMENTS
q("Veldhaven Marine Systems revenue for 2025?", "lookup_header_path",
  num(vis["Revenue"][0], "EUR", "412,580", **K_EUR), [ev(VEL, "Revenue", "2025")])
q("By what percentage did Veldhaven's revenue grow from 2024 to 2025?", "percent_change",
  pct(pct_change(vis["Revenue"][0], vis["Revenue"][1])), [ev(VEL, "Revenue", "2025"), ev(VEL, "Revenue", "2024")])
q("Veldhaven gross margin 2025 in percent, rounded to one decimal please.", "ratio",
  pct(vis["Gross profit"][0] / vis["Revenue"][0] * 100, 1), [ev(VEL, "Gross profit", "2025"), ev(VEL, "Revenue", "2025")])
inc = vis["Operating profit"][0] - vis["Operating profit"][1]
q("How much did Veldhaven's operating profit go up in 2025 compared with 2024? Answer in EUR thousands.", "difference",
  num(inc, "EUR", f"{inc:,}", **K_EUR), [ev(VEL, "Operating profit", "2025"), ev(VEL, "Operating profit", "2024")])
q("Cash and cash equivalents of Veldhaven Marine Systems at 31 December 2025", "lookup_header_path",
  num(vbs["Cash and cash equivalents"][0], "EUR", "39,870", **K_EUR), [ev(VEL, "Cash and cash equivalents", "2025", 2)])
q("veldhaven total assets end of 2024", "lookup_header_path",
  num(vbs["Total assets"][1], "EUR", "378,040", **K_EUR), [ev(VEL, "Total assets", "2024", 2)])
q("What was Veldhaven's equity ratio (total equity over total assets) at year-end 2025?", "ratio",
  pct(vbs["Total equity"][0] / vbs["Total assets"][0] * 100), [ev(VEL, "Total equity", "2025", 2), ev(VEL, "Total assets", "2025", 2)])
top = max(seg, key=lambda s: seg[s][2])
q("Which of Veldhaven's operating segments earned the most operating profit in 2025?", "argmax",
  text(top), [ev(VEL, top, "Operating profit > 2025", 2)])
big = [s for s, v in seg.items() if v[0] > 100_000]
q("List Veldhaven's segments with 2025 revenue above EUR 100 million.", "filter_list",
  lst(big), [ev(VEL, s, "Revenue > 2025", 2) for s in big])
dm = seg["Deck machinery"]
q("Deck machinery at Veldhaven: operating margin in 2025?", "ratio",
  pct(dm[2] / dm[0] * 100), [ev(VEL, "Deck machinery", "Operating profit > 2025", 2), ev(VEL, "Deck machinery", "Revenue > 2025", 2)])
q("What dividend per share did Veldhaven propose for 2025?", "unanswerable",
  none("The excerpt holds no dividend figures."), [])
q("Veldhaven's Navigation electronics revenue in 2024, please.", "lookup_header_path",
  num(seg["Navigation electronics"][1], "EUR", "112,480", **K_EUR), [ev(VEL, "Navigation electronics", "Revenue > 2024", 2)])

pis, pbs, pseg = d.pallister_is(), d.pallister_bs(), d.pallister_segments()
q("Pallister Foods net sales in fiscal 2025?", "lookup_header_path",
  num(pis["Net sales"][1], "USD", "2,563.2", **M_USD), [ev(PAL, "Net sales", "Fiscal 2025")])
q("Percent change in Pallister's net income from FY2024 to FY2025?", "percent_change",
  pct(pct_change(pis["Net income"][1], pis["Net income"][0])), [ev(PAL, "Net income", "Fiscal 2025"), ev(PAL, "Net income", "Fiscal 2024")])
q("What operating margin did Pallister Foods achieve in fiscal 2025?", "ratio",
  pct(pis["Operating income"][1] / pis["Net sales"][1] * 100),
  [ev(PAL, "Operating income", "Fiscal 2025"), ev(PAL, "Net sales", "Fiscal 2025")])
paid = round(pbs["Long-term debt"][0] - pbs["Long-term debt"][1], 1)
q("By how much did Pallister reduce its long-term debt between fiscal 2024 and fiscal 2025?", "difference",
  num(paid, "USD", f"{paid:.1f}", accept_abs=True, **M_USD), [ev(PAL, "Long-term debt", "Fiscal 2024"), ev(PAL, "Long-term debt", "Fiscal 2025")])
small = min((s for s in pseg if s != "Total net sales"), key=lambda s: pseg[s][1])
q("Which Pallister segment had the smallest net sales in FY2025?", "argmin",
  text(small), [ev(PAL, small, "Fiscal 2025")])
fb = round(pseg["Frozen"][1] + pseg["Bakery"][1], 1)
q("Frozen plus Bakery net sales at Pallister in fiscal 2025, combined?", "sum",
  num(fb, "USD", f"{fb:.1f}", **M_USD), [ev(PAL, "Frozen", "Fiscal 2025"), ev(PAL, "Bakery", "Fiscal 2025")])
q("How many employees does Pallister Foods have?", "unanswerable", none("No headcount in the summary."), [])
q("Pallister Foods: interest expense for fiscal 2025 in USD million", "lookup_header_path",
  num(-pis["Interest expense"][1], "USD", "38.9", accept_abs=True, **M_USD), [ev(PAL, "Interest expense", "Fiscal 2025")])
q("Pallister shareholders' equity at the end of fiscal 2025?", "lookup_header_path",
  num(pbs["Shareholders' equity"][1], "USD", "980.5", **M_USD),
  [ev(PAL, "Shareholders' equity", "Fiscal 2025")])

lg = {k: v for k, v, _ in d.lindqvist_guv()}
q("Wie hoch waren die Umsatzerlöse der Lindqvist Antriebstechnik AG im Jahr 2025?", "lookup_header_path",
  num(lg["Umsatzerlöse"][0], "EUR", "96.480", **TSD), [ev(LIN, "Umsatzerlöse", "2025")])
q("Um wie viel Prozent ist der Jahresüberschuss von Lindqvist 2025 gegenüber dem Vorjahr gestiegen?", "percent_change",
  pct(pct_change(lg["Jahresüberschuss"][0], lg["Jahresüberschuss"][1])), [ev(LIN, "Jahresüberschuss", "2025"), ev(LIN, "Jahresüberschuss", "2024")])
q("Wie viele Mitarbeiter hatte Lindqvist zum Jahresende 2025?", "lookup",
  num(d.LINDQVIST_KENNZAHLEN[1][2], None, "612"), [ev(LIN, "Mitarbeiter zum 31.12.", "2025")])
q("Lindqvist Antriebstechnik EBIT margin for 2025, in %", "ratio",
  pct(lg["Betriebsergebnis (EBIT)"][0] / lg["Umsatzerlöse"][0] * 100),
  [ev(LIN, "Betriebsergebnis (EBIT)", "2025"), ev(LIN, "Umsatzerlöse", "2025")])
q("Wie hoch war der Personalaufwand von Lindqvist im Geschäftsjahr 2024?", "lookup_header_path",
  num(-lg["Personalaufwand"][1], "EUR", "27.310", accept_abs=True, **TSD), [ev(LIN, "Personalaufwand", "2024")])
q("Wie hoch war die Eigenkapitalquote der Lindqvist AG Ende 2025?", "unanswerable",
  none("The excerpt has no balance sheet."), [])

# ----------------------------------------------------------------------------------- spec sheets
spec = {p: dict(zip(d.CORVID_MODELS, vals)) for p, _, vals in d.CORVID_SPECS}
q("Cooling capacity of the Corvid CT-40 chiller?", "transposed_lookup",
  num(spec["Cooling capacity"]["CT-40"], "kW", "39.5"), [ev(COR, "Cooling capacity", "CT-40")])
r32 = [m for m, v in spec["Refrigerant"].items() if v == "R32"]
q("Which Corvid CT-series models run on R32 refrigerant?", "filter_list",
  lst(r32), [ev(COR, "Refrigerant", m) for m in r32])
avg = sum(spec["Operating weight"].values()) / len(d.CORVID_MODELS)
q("What's the average operating weight across Corvid's CT chillers?", "average",
  num(avg, "kg", f"{avg:g}", tolerance=0.5), [ev(COR, "Operating weight", m) for m in d.CORVID_MODELS])
gap = spec["List price"]["CT-60"] - spec["List price"]["CT-40"]
q("How much more does a Corvid CT-60 cost than a CT-40?", "difference",
  num(gap, "EUR", f"{gap:,}"), [ev(COR, "List price", "CT-60"), ev(COR, "List price", "CT-40")])
above = [m for m, v in spec["Cooling capacity"].items() if v > 30]
q("corvid chillers: how many models have more than 30 kW cooling capacity", "count",
  num(len(above), None), [ev(COR, "Cooling capacity", m) for m in above])
q("What is the list price of the Corvid CT-120?", "unanswerable", none("The range ends at CT-90."), [])

fast = max(d.HALDEN_TRUCKS, key=lambda r: r[4])
q("Which Halden electric forklift has the highest laden travel speed?", "argmax",
  text(fast[0]), [ev(HAL, fast[0], "Travel speed, laden (km/h)")])
q("Price of the Halden HL-E30, please.", "lookup",
  num(d.HALDEN_TRUCKS[3][5], "EUR", "41,200"), [ev(HAL, "HL-E30", "Price (EUR)")])
fit = [r[0] for r in d.HALDEN_TRUCKS if r[1] >= 2500 and r[5] < 45_000]
q("Which Halden trucks are rated for at least 2,500 kg and cost less than EUR 45,000?", "filter_list",
  lst(fit), [ev(HAL, m, "Price (EUR)") for m in fit])
q("Max lift height of the Halden HL-E20 in mm?", "lookup",
  num(d.HALDEN_TRUCKS[1][2], "mm", "5,500"), [ev(HAL, "HL-E20", "Max. lift height (mm)")])

# --------------------------------------------------------------------------------- support plans
nim = {p: (a, b, h, c) for p, a, b, h, c in d.NIMBRA_PLANS}
q("Nimbra Enterprise support: what's the per-year fee on a 3-year term?", "lookup_header_path",
  num(nim["Enterprise"][1], "USD", "10,620"), [ev(NIM, "Enterprise", "Annual fee (USD) > 3-year term, per year")])
save = nim["Enterprise Plus"][0] - nim["Enterprise Plus"][1]
q("How much per year does Nimbra's Enterprise Plus plan save on the 3-year term versus the 1-year term?", "difference",
  num(save, "USD", f"{save:,}"), [ev(NIM, "Enterprise Plus", "Annual fee (USD) > 1-year term"),
                                  ev(NIM, "Enterprise Plus", "Annual fee (USD) > 3-year term, per year")])
q("Target initial response for a Severity 2 issue on Nimbra Professional?", "lookup",
  num(d.NIMBRA_RESPONSE[1][1][1], "h", "8"), [ev(NIM, "Severity 2 (major)", "Professional")])
allday = [p for p, v in nim.items() if v[2] == "24x7"]
q("Which Nimbra support plans give 24x7 service hours?", "filter_list",
  lst(allday), [ev(NIM, p, "Coverage > Service hours") for p in allday])
q("What does the Nimbra Professional plan cost in euros?", "unanswerable",
  none("Fees are printed in USD only."), [])
es = nim["Essentials"]
q("By what percent is the 3-year per-year fee of Nimbra Essentials below its 1-year fee?", "percent_change",
  dict(pct((es[0] - es[1]) / es[0] * 100), accept_abs=True), [ev(NIM, "Essentials", "Annual fee (USD) > 1-year term"),
                                       ev(NIM, "Essentials", "Annual fee (USD) > 3-year term, per year")])

# ------------------------------------------------------------------------------------- catalogue
rows = d.ashgrove_rows()
page = {r[0]: 1 if i < d.ASHGROVE_PAGE1_ROWS else 2 for i, r in enumerate(rows)}
by_name = {r[1]: r for r in rows}
hose = by_name["Hose reel, 50 m"]
q("Ashgrove catalogue: price of the 50 m hose reel?", "lookup",
  num(hose[4], "GBP", f"{hose[4]:.2f}"), [ev(ASH, hose[0], "Price (GBP)", page[hose[0]])])
cutting = [r for r in rows if r[2] == "Cutting"]
q("How many products does Ashgrove list in the Cutting category?", "count",
  num(len(cutting), None), [ev(ASH, r[0], "Category", page[r[0]]) for r in cutting])
heavy = max(rows, key=lambda r: r[3])
q("What is the heaviest item in the Ashgrove 2025 catalogue?", "argmax",
  text(heavy[1], heavy[0]), [ev(ASH, heavy[0], "Weight (g)", page[heavy[0]])])
gloves = [r for r in rows if r[1].startswith("Garden gloves")]
tot = round(sum(r[4] for r in gloves), 2)
q("Ashgrove garden gloves: total price if I buy one pair in each size?", "sum",
  num(tot, "GBP", f"{tot:.2f}", tolerance=0.001), [ev(ASH, r[0], "Price (GBP)", page[r[0]]) for r in gloves])
wat = [r for r in rows if r[2] == "Watering" and r[4] > 15]
q("Which watering products in Ashgrove's catalogue cost more than £15?", "filter_list",
  lst([r[1] for r in wat]), [ev(ASH, r[0], "Price (GBP)", page[r[0]]) for r in wat])
q("Does Ashgrove sell a cordless leaf blower, and at what price?", "unanswerable",
  none("No leaf blower in the catalogue."), [])
planter = by_name["Bulb planter, long-handled"]
q("weight of ashgrove item AG-142 in grams", "lookup",
  num(planter[3], "g", f"{planter[3]:,}"), [ev(ASH, planter[0], "Weight (g)", page[planter[0]])])


if __name__ == "__main__":
    sys.exit(write(QUESTIONS, HERE / "questions.jsonl"))
