#!/usr/bin/env python3
"""Write bench/filings-fresh18/questions.jsonl from the data below.

    /work/main/.venv/bin/python bench/filings-fresh18/make_questions.py

Every gold `value` is computed here from its `raw` string (the printed figure, parentheses negative, or a
formula over printed figures, x100 for computed percentages); nothing is typed twice. Pages are 1-based PDF
page indexes, exactly as `pdftotext -f P -l P` counts them (not the folio printed on the page).
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = "filings-fresh18"
PREFIX = "ff18-"
NUM = re.compile(r"\d[\d,]*(?:\.\d+)?")

DOC = {
    "apple": "APPLE_2022_10K.pdf", "aes": "AES_2021_10K.pdf", "axp": "AMERICANEXPRESS_2022_10K.pdf",
    "bxp": "BOSTONPROPERTIES_2015_10K.pdf", "ebay": "EBAY_2022_10K.pdf", "fdx": "FEDEX_2023_10K.pdf",
    "fl": "FOOTLOCKER_2023_10K.pdf", "intc": "INTEL_2020_10K.pdf", "mcd": "MCDONALDS_2022_10K.pdf",
    "orcl": "ORACLE_2023_10K.pdf", "pfe": "PFIZER_2022_10K.pdf", "pcg": "PG_E_2022_10K.pdf",
    "crm": "SALESFORCE_2023_10K.pdf", "vz": "VERIZON_2022_10K.pdf",
}

# (id suffix, filing key, page, category, raw, unit, scale, decimals, hard cases, question)
# category: lookup | change | ratio | derived.  unit: USD | % | shares | None (a plain ratio).
Q = [
    # ---------------------------------------------------------------- Apple (FY ended Sep 24, 2022)
    ("apple-notes2042rate", "apple", 1, "lookup", "3.600", "%", 1, None,
     ["cover_page", "line_item_name"],
     "On the cover page of Apple's fiscal 2022 Form 10-K, in the list of securities registered under Section "
     "12(b), what interest rate do the Notes due 2042 carry?"),
    # ---------------------------------------------------------------- AES (2021)
    ("aes-debt3to5yr21", "aes", 116, "lookup", "4,273", "USD", 1e6, None,
     ["debt_maturity", "hierarchical_header", "mda_table"],
     "AES contractual obligations as of Dec 31, 2021: debt obligations falling due in the 3-5 years bucket, "
     "in $ millions?"),
    ("aes-adjeps20", "aes", 96, "lookup", "1.44", "USD", 1, None,
     ["per_share", "definition_given", "period_column"],
     "What Adjusted EPS (the non-GAAP figure) did The AES Corporation report for the year 2020? Give it in "
     "dollars per share."),
    ("aes-fuelnearterm21", "aes", 116, "ratio", "1,882 / 5,509", "%", 1, 1,
     ["derived", "debt_maturity", "hierarchical_header"],
     "Of the total fuel obligations AES listed among its contractual obligations at December 31, 2021, what "
     "percentage is due in less than 1 year? Round to one decimal place."),
    # ---------------------------------------------------------------- American Express (2022)
    ("axp-gmnsexpenses21", "axp", 63, "lookup", "3,292", "USD", 1e6, None,
     ["segment", "mda_table", "period_column"],
     "Total expenses of American Express's Global Merchant and Network Services (GMNS) segment for 2021, in "
     "millions of dollars?"),
    ("axp-dtlintangibles21", "axp", 147, "lookup", "1,320", "USD", 1e6, None,
     ["tax_note", "line_item_name", "fiscal_year_end_column"],
     "In the income tax note of American Express's 2022 annual report, what deferred tax liability for "
     "intangibles and fixed assets was recorded as of December 31, 2021? USD millions."),
    ("axp-equitychange22", "axp", 100, "derived", "24,711 - 22,177", "USD", 1e6, None,
     ["derived", "hierarchical_header", "period_column"],
     "Using the Total column of American Express's consolidated statements of shareholders' equity, by how much "
     "did total shareholders' equity grow between December 31, 2021 and December 31, 2022? Answer in millions."),
    # ---------------------------------------------------------------- Boston Properties (2015, USD thousands)
    ("bxp-txcostpsf15", "bxp", 52, "lookup", "45.41", "USD", 1, None,
     ["per_unit", "hierarchical_header", "footnote"],
     "Boston Properties' leasing statistics for second generation leases commencing in the twelve months ended "
     "December 31, 2015: what were the total transaction costs per square foot? Answer in dollars per square foot."),
    ("bxp-bplpdepamort15", "bxp", 61, "lookup", "631,549", "USD", 1e3, None,
     ["entity", "mda_table", "scale_instruction"],
     "What depreciation and amortization did Boston Properties Limited Partnership record for 2015 in its "
     "reconciliation of consolidated net operating income to net income? Please answer in thousands of dollars."),
    ("bxp-bplpdiscgain13", "bxp", 73, "lookup", "115,459", "USD", 1e3, None,
     ["entity", "period_column", "scale_instruction"],
     "boston properties limited partnership (the operating partnership, not Boston Properties, Inc.) - gains on "
     "sales of real estate from discontinued operations in 2013, $ thousands"),
    # ---------------------------------------------------------------- eBay (2022)
    ("ebay-koreagain21", "ebay", 76, "lookup", "3,240", "USD", 1e6, None,
     ["note_table", "entity", "period_column"],
     "How big was the pre-tax gain on sale that eBay booked in 2021 for eBay Korea, which it reports in "
     "discontinued operations? In USD millions."),
    ("ebay-adevintarev22", "ebay", 86, "lookup", "1,742", "USD", 1e6, None,
     ["note_table", "entity", "period_column"],
     "eBay's 2022 10-K includes summarized financial information for Adevinta on a one-quarter lag. What revenue "
     "did Adevinta have for the twelve months ended September 30, 2022? Answer in millions of US dollars."),
    ("ebay-classifiedsgm20", "ebay", 77, "ratio", "877 / 980", "%", 1, 1,
     ["derived", "entity", "note_table"],
     "Gross margin (gross profit / net revenues) of eBay's Classifieds business for 2020, from the discontinued "
     "operations note - as a percentage with one decimal?"),
    # ---------------------------------------------------------------- FedEx (FY ended May 31, 2023)
    ("fdx-intlprifreight23", "fdx", 61, "lookup", "3,060", "USD", 1e6, None,
     ["segment", "hierarchical_header", "period_column"],
     "For fiscal 2023 (year ended May 31, 2023), how much FedEx Express revenue came from international priority "
     "freight - the freight line, not the package line? Answer in millions of dollars."),
    ("fdx-buybackprice22", "fdx", 66, "lookup", "253.85", "USD", 1, None,
     ["per_share", "hierarchical_header", "period_column"],
     "FedEx bought back its own common stock in fiscal 2022 (year ended May 31, 2022). On average, what price "
     "per share did it pay?"),
    ("fdx-freightcapexgrowth23", "fdx", 66, "change", "(556 - 319) / 319", "%", 1, 1,
     ["derived", "segment", "period_column"],
     "Calculate the percentage increase in capital expenditures of the FedEx Freight segment from fiscal 2022 to "
     "fiscal 2023. Round to 1 decimal."),
    # ---------------------------------------------------------------- Foot Locker (FY2022, ended Jan 28, 2023)
    ("fl-adjebit21", "fl", 23, "lookup", "1,049", "USD", 1e6, None,
     ["definition_given", "mda_table", "period_column"],
     "Foot Locker adjusted EBIT (non-GAAP) for fiscal 2021, the year that ended January 29, 2022 - how much, in "
     "$ millions?"),
    ("fl-russellmidcap23", "fl", 19, "lookup", "149.11", "USD", 1, None,
     ["per_unit", "period_column", "line_item_name"],
     "In the performance graph data of Foot Locker's 2022 annual report, what was $100 invested in the Russell "
     "Midcap Index on 2/3/2018 worth on 1/28/2023 (dividends reinvested)? Dollar value please."),
    # ---------------------------------------------------------------- Intel (2020, ended Dec 26, 2020)
    ("intc-dilshares17", "intc", 52, "lookup", "4,835", "shares", 1e6, None,
     ["count", "period_column", "scale_instruction"],
     "Intel's 2020 10-K, five-year selected financial data: weighted average diluted shares of common stock "
     "outstanding for the year ended December 30, 2017. Answer in millions of shares."),
    ("intc-cashinvest19", "intc", 44, "lookup", "13,123", "USD", 1e6, None,
     ["mda_table", "fiscal_year_end_column", "line_item_name"],
     "Intel liquidity: cash and cash equivalents, short-term investments, and trading assets as of December 28, "
     "2019 - amount in USD millions?"),
    ("intc-debtgrowth20", "intc", 44, "change", "(36,401 - 29,001) / 29,001", "%", 1, 1,
     ["derived", "mda_table", "fiscal_year_end_column"],
     "By what percentage did Intel's total debt rise between December 28, 2019 and December 26, 2020? Give one "
     "decimal."),
    # ---------------------------------------------------------------- McDonald's (2022)
    ("mcd-retearnings21", "mcd", 40, "lookup", "57,534.7", "USD", 1e6, None,
     ["hierarchical_header", "period_column", "scale_instruction"],
     "What retained earnings balance did McDonald's show at December 31, 2021 in its consolidated statement of "
     "shareholders' equity? Answer in millions of dollars."),
    ("mcd-cadexposurechg22", "mcd", 23, "change", "(575 - 904) / 904", "%", 1, 1,
     ["derived", "sign", "mda_table"],
     "McDonald's reports its largest foreign currency net asset exposures. How much did the Canadian Dollars "
     "exposure change from 2021 to 2022, in percent? Negative for a decrease; one decimal."),
    # ---------------------------------------------------------------- Oracle (FY ended May 31, 2023)
    ("orcl-utbcurrentinc22", "orcl", 101, "lookup", "919", "USD", 1e6, None,
     ["tax_note", "line_item_name", "period_column"],
     "Oracle gross unrecognized tax benefits rollforward: how much was added in fiscal 2022 (the year to May 31, "
     "2022) for tax positions taken during the current fiscal year? $ millions"),
    ("orcl-infragrowth23", "orcl", 47, "change", "(18,656 - 17,562) / 17,562", "%", 1, 1,
     ["derived", "segment", "mda_table"],
     "How fast did Oracle's infrastructure cloud services and license support revenues grow in fiscal 2023 over "
     "fiscal 2022? Work it out from the dollar amounts in the cloud and license business table (not constant "
     "currency), in percent to one decimal."),
    # ---------------------------------------------------------------- Pfizer (2022)
    ("pfe-uspensioncorpl2-22", "pfe", 90, "lookup", "3,507", "USD", 1e6, None,
     ["note_table", "hierarchical_header", "fiscal_year_end_column"],
     "Pfizer's U.S. pension plan assets at December 31, 2022: how much of the corporate debt securities were "
     "measured using Level 2 inputs? In millions of dollars."),
    ("pfe-equitymethod21", "pfe", 81, "lookup", "16,472", "USD", 1e6, None,
     ["note_table", "line_item_name", "fiscal_year_end_column"],
     "What was the carrying amount of Pfizer's equity-method investments as of December 31, 2021? Please answer in "
     "millions."),
    ("pfe-alliancesharecollab22", "pfe", 72, "ratio", "8,537 / 8,974", "%", 1, 1,
     ["derived", "note_table", "line_item_name"],
     "Alliance revenues as a share of Pfizer's total revenues from collaborative arrangements in 2022 - what "
     "percentage is that (one decimal)?"),
    # ---------------------------------------------------------------- PG&E (2022)
    ("pcg-revolveravail22", "pcg", 129, "lookup", "1,472", "USD", 1e6, None,
     ["entity", "debt_maturity", "hierarchical_header"],
     "How much availability was left on the Utility revolving credit facility (Pacific Gas and Electric Company, "
     "PG&E's utility) at December 31, 2022? Answer in millions of dollars."),
    ("pcg-energyprocpayable22", "pcg", 128, "lookup", "428", "USD", 1e6, None,
     ["note_table", "hierarchical_header", "fiscal_year_end_column"],
     "PG&E 2022 10-K: current regulatory balancing accounts PAYABLE for energy procurement at December 31, 2022, "
     "in USD millions?"),
    ("pcg-utilityopleases22", "pcg", 108, "derived", "231 + 1,243", "USD", 1e6, None,
     ["derived", "entity", "lease_table"],
     "Add up the current and noncurrent operating lease liabilities on Pacific Gas and Electric Company's (the "
     "PG&E Utility's) balance sheet at December 31, 2022. What is the total, in millions of dollars?"),
    # ---------------------------------------------------------------- Salesforce (FY ended Jan 31, 2023)
    ("crm-finlease2025", "crm", 81, "lookup", "265", "USD", 1e6, None,
     ["lease_table", "hierarchical_header", "period_column"],
     "Salesforce's maturities of lease liabilities as of January 31, 2023: what minimum payments are due on "
     "finance leases in fiscal 2025? $ millions"),
    ("crm-notes2041rate23", "crm", 54, "lookup", "2.70", "%", 1, None,
     ["debt_maturity", "line_item_name"],
     "What contractual interest rate do Salesforce's 2041 Senior Notes carry, per the debt table in its 10-K for "
     "the fiscal year ended January 31, 2023?"),
    ("crm-gashare23", "crm", 48, "ratio", "2,553 / 21,962", "%", 1, 1,
     ["derived", "mda_table", "period_column"],
     "General and administrative expense as a percentage of Salesforce's total operating expenses in fiscal 2023 "
     "(year ended January 31, 2023)? Compute from the dollar amounts, one decimal."),
    # ---------------------------------------------------------------- Verizon (2022)
    ("vz-debtfvlevel2-21", "vz", 88, "lookup", "62,606", "USD", 1e6, None,
     ["note_table", "hierarchical_header", "fiscal_year_end_column"],
     "What was the Level 2 portion of the fair value of Verizon's short-term and long-term debt (excluding finance "
     "leases) at December 31, 2021? Answer in millions of dollars."),
    ("vz-bizequipcost21", "vz", 33, "lookup", "4,544", "USD", 1e6, None,
     ["segment", "mda_table", "period_column"],
     "verizon business segment - cost of wireless equipmnet for 2021, in millions"),
]

# (id suffix, filing key, question, reason)
NONE = [
    ("apple-brazil22", "apple",
     "How much did Apple's net sales in Brazil amount to in fiscal 2022? USD millions please.",
     "Apple's fiscal 2022 10-K never mentions Brazil: the word occurs nowhere in the filing. Net sales are "
     "reported by segment (Americas, Europe, Greater China, Japan, Rest of Asia Pacific) and by country only for "
     "the U.S. and China."),
    ("mcd-mcplant22", "mcd",
     "What were McDonald's McPlant sales in 2022? Answer in millions of dollars.",
     "McDonald's 2022 10-K does not mention the McPlant (nor plant-based products at all); no sales figure for "
     "any individual menu item is given."),
    ("orcl-fy21plan23", "orcl",
     "What initial restructuring costs did Oracle record in fiscal 2023 (year ended May 31, 2023) under its Fiscal "
     "2021 Oracle Restructuring Plan? In USD millions.",
     "Oracle's 2023 10-K has no Fiscal 2021 Oracle Restructuring Plan: its restructuring tables list only the "
     "Fiscal 2022 and Fiscal 2019 Oracle Restructuring Plans and 'other restructuring plans'; the plan named in "
     "the question occurs nowhere in the filing."),
    ("vz-yahoo22", "vz",
     "How much revenue did Yahoo contribute to Verizon in 2022? Answer in USD millions.",
     "Verizon's 2022 10-K does not mention Yahoo: the word occurs nowhere in the filing (it refers only to the "
     "former Verizon Media business, sold in 2021), and no such revenue is reported."),
]


def to_float(s):
    s = s.strip().replace(",", "").replace("$", "")
    neg = s.startswith("(") and s.endswith(")")
    x = float(s.strip("()"))
    return -x if neg else x


def evaluate(raw, pct):
    """The printed figure (parentheses negative) or the formula over printed figures (x100 if pct)."""
    if re.fullmatch(r"\(?-?\$?[\d,]+(\.\d+)?\)?", raw.strip()):
        return to_float(raw)
    if not re.fullmatch(r"[\d,.\s()+\-*/]+", raw):
        raise ValueError(f"not a formula: {raw!r}")
    expr = NUM.sub(lambda m: repr(float(m.group(0).replace(",", ""))), raw)
    v = eval(expr, {"__builtins__": {}})
    return v * 100 if pct else v


def clean(v):
    return int(v) if float(v).is_integer() else v


def records():
    out = []
    for sfx, key, page, cat, raw, unit, scale, dec, hc, text in Q:
        value = evaluate(raw, unit == "%" and cat != "lookup")
        ans = {"kind": "number", "value": clean(value), "raw": raw, "unit": unit, "scale": scale,
               "conditions": []}
        if dec is not None:
            ans["decimals"] = dec
        out.append({"id": f"{PREFIX}{sfx}", "question": text, "category": cat, "answer": ans,
                    "evidence": [{"doc": DOC[key], "page": page}], "hard_cases": hc, "source": SOURCE})
    for sfx, key, text, reason in NONE:
        out.append({"id": f"{PREFIX}none-{sfx}", "question": text, "category": "unanswerable",
                    "answer": {"kind": "none", "value": None, "raw": None, "unit": None, "scale": None,
                               "conditions": [], "reason": reason},
                    "evidence": [], "hard_cases": ["unanswerable", "absent_metric"], "source": SOURCE})
    return out


def ordered(recs):
    """By filing as in DOC; the unanswerable question after the answerable ones of its filing."""
    keys = list(DOC)

    def k(r):
        m = re.match(r"ff18-(none-)?([a-z]+)-", r["id"])
        return (keys.index(m.group(2)), bool(m.group(1)))
    return sorted(recs, key=k)


if __name__ == "__main__":
    recs = ordered(records())
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} questions")
