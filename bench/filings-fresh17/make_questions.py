#!/usr/bin/env python3
"""Write bench/filings-fresh17/questions.jsonl from the data below.

    /work/main/.venv/bin/python bench/filings-fresh17/make_questions.py

Every gold `value` is computed here from its `raw` string (the printed figure, parentheses negative, or a
formula over printed figures, x100 for computed percentages); nothing is typed twice. Pages are 1-based PDF
page indexes, exactly as `pdftotext -f P -l P` counts them (not the folio printed on the page).
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = "filings-fresh17"
PREFIX = "ff17-"
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
    ("apple-sp500tsr21", "apple", 22, "lookup", "184", "USD", 1, None,
     ["per_unit", "period_column", "line_item_name"],
     "Apple's fiscal 2022 10-K compares five-year cumulative total shareholder returns. In that table, what was "
     "$100 invested in the S&P 500 Index in September 2017 (dividends reinvested) worth in September 2021? Give "
     "the dollar value."),
    ("apple-tsrgap22", "apple", 22, "derived", "411 - 156", "USD", 1, None,
     ["derived", "per_unit", "period_column"],
     "Using the stock performance table in Apple's 2022 annual report: by September 2022, how many dollars more "
     "was $100 put into Apple stock in September 2017 worth than the same $100 put into the S&P 500 Index?"),
    # ---------------------------------------------------------------- AES (2021)
    ("aes-cashsources20", "aes", 109, "lookup", "14,894", "USD", 1e6, None,
     ["mda_table", "line_item_name", "period_column"],
     "In the summary of cash-based activities in AES's 2021 10-K, what were Total Cash Sources for the year "
     "ended December 31, 2020? Answer in millions of dollars."),
    ("aes-irderivl2liab21", "aes", 153, "lookup", "286", "USD", 1e6, None,
     ["note_table", "hierarchical_header", "fiscal_year_end_column"],
     "AES fair value hierarchy at Dec 31 2021 - interest rate derivative liabilities valued with Level 2 inputs, "
     "$ millions?"),
    # ---------------------------------------------------------------- American Express (2022)
    ("axp-uscsspend21", "axp", 56, "lookup", "16,498", "USD", 1, None,
     ["per_unit", "segment", "mda_table", "period_column"],
     "In 2021, how much did the average proprietary basic Card Member of American Express's U.S. Consumer "
     "Services (USCS) segment spend? Answer in dollars."),
    ("axp-icsprovision21", "axp", 60, "lookup", "(43)", "USD", 1e6, None,
     ["sign", "segment", "mda_table", "period_column"],
     "How much did American Express's International Card Services segment record as provisions for credit losses "
     "in 2021? Give the figure in millions as printed, with a net release (bracketed) as a negative number."),
    ("axp-totreserves22", "axp", 51, "derived", "3,747 + 229", "USD", 1e6, None,
     ["derived", "mda_table", "hierarchical_header"],
     "Adding the ending credit loss reserve for Card Member loans to the one for Card Member receivables, what "
     "total credit loss reserve did American Express carry at December 31, 2022? USD millions please."),
    # ---------------------------------------------------------------- Boston Properties (2015, USD thousands)
    ("bxp-bplphotelopex12", "bxp", 46, "lookup", "28,120", "USD", 1e3, None,
     ["entity", "period_column", "scale_instruction"],
     "boston properties limited partnership selected financial data (2015 10-K) - hotel operating expenses for "
     "2012, in thousands of dollars"),
    ("bxp-towoaksleased15", "bxp", 36, "lookup", "60.9", "%", 1, None,
     ["line_item_name", "footnote"],
     "According to Boston Properties' list of properties, what percentage of 2600 Tower Oaks Boulevard in "
     "Rockville, Maryland was leased as of December 31, 2015?"),
    # ---------------------------------------------------------------- eBay (2022)
    ("ebay-gmarketfv22", "ebay", 40, "lookup", "(294)", "USD", 1e6, None,
     ["sign", "mda_table", "line_item_name"],
     "What unrealized change in the fair value of its Gmarket equity investment did eBay record in 2022? Answer "
     "in millions of dollars, using a negative number for a loss."),
    ("ebay-kakaototal22", "ebay", 40, "derived", "-(218 + 75)", "USD", 1e6, None,
     ["derived", "sign", "mda_table"],
     "Taking the unrealized and the realized fair-value changes on its KakaoBank shares together, what was the "
     "net effect of eBay's KakaoBank holding on its 2022 results? USD millions, negative if a loss."),
    ("ebay-sharesout21", "ebay", 61, "lookup", "594", "shares", 1e6, None,
     ["count", "period_column", "scale_instruction"],
     "How many eBay common shares were outstanding at the end of 2021, according to the statement of "
     "stockholders' equity? In millions of shares."),
    # ---------------------------------------------------------------- FedEx (FY ended May 31, 2023)
    ("fdx-intlpensioncontrib22", "fdx", 108, "lookup", "135", "USD", 1e6, None,
     ["note_table", "hierarchical_header", "period_column"],
     "How much did FedEx contribute to its international pension plans in fiscal 2022 (the year ended May 31, "
     "2022)? USD millions."),
    ("fdx-utbpriorinc21", "fdx", 102, "lookup", "69", "USD", 1e6, None,
     ["note_table", "line_item_name", "period_column"],
     "In FedEx's reconciliation of unrecognized tax benefits, what were the increases for tax positions taken in "
     "prior years during fiscal 2021 (year ended May 31, 2021)? Answer in millions of dollars."),
    ("fdx-stockissuegrowth23", "fdx", 65, "change", "(231 - 184) / 184", "%", 1, 2,
     ["derived", "mda_table", "period_column"],
     "fedex proceeds from stock issuances - % change fiscal 2022 to fiscal 2023 (years ended May 31)? two "
     "decimals pls"),
    # ---------------------------------------------------------------- Foot Locker (FY2022, ended Jan 28, 2023)
    ("fl-investedcap22", "fl", 24, "lookup", "6,356", "USD", 1e6, None,
     ["mda_table", "definition_given", "period_column"],
     "In Foot Locker's return on invested capital (ROIC) calculation for fiscal 2022, the year ended January 28, "
     "2023, what was average invested capital? Answer in USD millions."),
    ("fl-pensionfunded22", "fl", 64, "ratio", "546 / 566", "%", 1, 1,
     ["derived", "note_table", "period_column"],
     "At the end of fiscal 2022 (January 28, 2023), what percent of the benefit obligation of Foot Locker's "
     "pension plans was covered by the fair value of their assets? Round to one decimal place."),
    # ---------------------------------------------------------------- Intel (2020, ended Dec 26, 2020)
    ("intc-nbvolume20", "intc", 38, "lookup", "5,770", "USD", 1e6, None,
     ["segment", "hierarchical_header", "mda_table"],
     "Intel's Client Computing Group revenue walk: how much revenue did higher notebook platform volume add in "
     "2020 compared with 2019, in $ millions?"),
    ("intc-fcf17", "intc", 51, "lookup", "10,332", "USD", 1e6, None,
     ["mda_table", "period_column", "definition_given"],
     "Intel's 2020 10-K reconciles free cash flow over five years. What free cash flow does it show for the year "
     "ended December 30, 2017? Answer in millions of dollars."),
    ("intc-taxprovchg20", "intc", 43, "change", "(4,179 - 3,010) / 3,010", "%", 1, 1,
     ["derived", "mda_table", "period_column"],
     "By what percentage did Intel's provision for taxes increase from 2019 to 2020? Round to 1 decimal."),
    # ---------------------------------------------------------------- McDonald's (2022)
    ("mcd-dilshares20", "mcd", 11, "lookup", "750.1", "shares", 1e6, None,
     ["count", "mda_table", "period_column", "scale_instruction"],
     "McDonald's weighted-average common shares outstanding, diluted, for 2020: how many, in millions?"),
    ("mcd-idlfranrev20", "mcd", 13, "lookup", "1,117", "USD", 1e6, None,
     ["segment", "hierarchical_header", "period_column"],
     "In 2020, what franchised revenues came from McDonald's International Developmental Licensed Markets & "
     "Corporate (IDL) segment? $ millions."),
    ("mcd-usopincshare22", "mcd", 17, "ratio", "5,136 / 9,371", "%", 1, 1,
     ["derived", "segment", "mda_table"],
     "What share of McDonald's total 2022 operating income came from its U.S. segment? Express it as a "
     "percentage with one decimal."),
    # ---------------------------------------------------------------- Oracle (FY ended May 31, 2023)
    ("orcl-restrcloud23", "orcl", 91, "lookup", "288", "USD", 1e6, None,
     ["note_table", "hierarchical_header", "period_column"],
     "Under Oracle's Fiscal 2022 Restructuring Plan, what initial costs were recorded for the cloud and license "
     "business during fiscal 2023 (year ended May 31, 2023)? USD millions."),
    ("orcl-amort26", "orcl", 46, "lookup", "1,620", "USD", 1e6, None,
     ["footnote", "mda_table", "fiscal_year_end_column"],
     "As of May 31, 2023, how much amortization of intangible assets did Oracle estimate for fiscal 2026? "
     "Please answer in millions of dollars."),
    ("orcl-svcsnonamer23", "orcl", 50, "derived", "1,246 + 645", "USD", 1e6, None,
     ["derived", "segment", "mda_table"],
     "Could you total Oracle's services revenues from outside the Americas (EMEA plus Asia Pacific) for fiscal "
     "2023? In millions of dollars."),
    # ---------------------------------------------------------------- Pfizer (2022)
    ("pfe-sharesissued22", "pfe", 57, "lookup", "9,519", "shares", 1e6, None,
     ["count", "hierarchical_header", "scale_instruction"],
     "Per Pfizer's consolidated statement of equity, how many shares of common stock had been issued as of "
     "December 31, 2022? Give the count in millions of shares."),
    ("pfe-viivcurratio22", "pfe", 70, "ratio", "4,043 / 3,780", None, 1, 2,
     ["derived", "entity", "note_table"],
     "Compute the current ratio (current assets divided by current liabilities) of ViiV, the equity-method "
     "investee shown in Pfizer's 2022 10-K, as of December 31, 2022. Two decimals."),
    # ---------------------------------------------------------------- PG&E (2022)
    ("pcg-fmb2024bal22", "pcg", 132, "lookup", "1,800", "USD", 1e6, None,
     ["entity", "note_table", "fiscal_year_end_column"],
     "First mortgage bonds of the PG&E Utility with a 2024 stated maturity: what balance was outstanding at "
     "December 31, 2022? In millions of dollars."),
    ("pcg-gasrevearn22", "pcg", 65, "lookup", "3,939", "USD", 1e6, None,
     ["entity", "hierarchical_header", "mda_table"],
     "Of the PG&E Utility's 2022 natural gas operating revenues, how much was revenue that impacted earnings? "
     "Answer in millions of dollars."),
    # ---------------------------------------------------------------- Salesforce (FY ended Jan 31, 2023)
    ("crm-curleaseliab22", "crm", 80, "lookup", "686", "USD", 1e6, None,
     ["note_table", "line_item_name", "fiscal_year_end_column"],
     "Salesforce current operating lease liabilities as of January 31, 2022 - amount in millions?"),
    ("crm-optionfv21", "crm", 86, "lookup", "41.24", "USD", 1, None,
     ["per_share", "note_table", "period_column"],
     "What was the weighted-average fair value per share of the stock options Salesforce granted in fiscal 2021 "
     "(the year ended January 31, 2021)?"),
    ("crm-fvassetsgrowth23", "crm", 78, "change", "(10,006 - 8,146) / 8,146", "%", 1, 1,
     ["derived", "note_table", "fiscal_year_end_column"],
     "Salesforce's total assets measured at fair value: percentage growth between the January 31, 2022 and "
     "January 31, 2023 balance sheet dates? Round to one decimal."),
    # ---------------------------------------------------------------- Verizon (2022)
    ("vz-adjebitda21", "vz", 27, "lookup", "48,380", "USD", 1e6, None,
     ["mda_table", "definition_given", "period_column"],
     "verizon consolidated adjusted EBITDA (non-GAAP) for 2021, $ millions"),
    ("vz-ccsliab21", "vz", 87, "lookup", "1,406", "USD", 1e6, None,
     ["note_table", "hierarchical_header", "fiscal_year_end_column"],
     "In Verizon's table of liabilities measured at fair value as of December 31, 2021, what amount of cross "
     "currency swaps sat under other liabilities (not other current liabilities)? Answer in millions of dollars."),
    ("vz-capintshare21", "vz", 25, "ratio", "1,841 / 5,326", "%", 1, 1,
     ["derived", "mda_table", "period_column"],
     "Of Verizon's 2021 total interest costs on debt balances, what percentage was capitalized rather than "
     "expensed? One decimal place."),
]

# (id suffix, filing key, question, reason)
NONE = [
    ("aes-australia21", "aes",
     "Please give the revenue AES earned from its businesses in Australia in 2021, in USD millions.",
     "AES's 2021 10-K reports no business in Australia: the word 'Australia' occurs nowhere in the filing. Its "
     "revenue is disaggregated by SBU (US and Utilities, South America, MCAC, Eurasia) and by country only for the "
     "countries where it operates."),
    ("fl-mexico22", "fl",
     "How much did Foot Locker's stores in Mexico sell in fiscal 2022? USD millions",
     "Foot Locker's fiscal 2022 10-K does not mention Mexico anywhere; sales are reported for North America, EMEA "
     "and Asia Pacific and no Mexican figure is given."),
    ("pfe-abrysvo22", "pfe",
     "What were Pfizer's Abrysvo (RSV vaccine) revenues in 2022, in millions of dollars?",
     "Pfizer's 2022 10-K does not name Abrysvo (the product was approved only in 2023): the name occurs nowhere in "
     "the filing and its product revenue tables list no such product."),
    ("pcg-hydrogen22", "pcg",
     "How much capital did PG&E's Utility spend on hydrogen projects in 2022? USD millions.",
     "PG&E's 2022 10-K does not mention hydrogen: the word occurs nowhere in the filing, and capital expenditures "
     "are not broken out for any such project."),
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
        m = re.match(r"ff17-(none-)?([a-z]+)-", r["id"])
        return (keys.index(m.group(2)), bool(m.group(1)))
    return sorted(recs, key=k)


if __name__ == "__main__":
    recs = ordered(records())
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} questions")
