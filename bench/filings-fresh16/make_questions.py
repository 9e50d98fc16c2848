#!/usr/bin/env python3
"""Write bench/filings-fresh16/questions.jsonl from the data below.

    /work/main/.venv/bin/python bench/filings-fresh16/make_questions.py

Every gold `value` is computed here from its `raw` string (the printed figure, parentheses negative, or a
formula over printed figures, x100 for percentages); nothing is typed twice. Pages are 1-based PDF page
indexes, as `pdftotext -f P -l P` counts them (not the printed folio).
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = "filings-fresh16"
NUM = re.compile(r"\d[\d,]*(?:\.\d+)?")

DOC = {
    "apple": "APPLE_2022_10K.pdf", "aes": "AES_2021_10K.pdf", "axp": "AMERICANEXPRESS_2022_10K.pdf",
    "bxp": "BOSTONPROPERTIES_2015_10K.pdf", "ebay": "EBAY_2022_10K.pdf", "fdx": "FEDEX_2023_10K.pdf",
    "fl": "FOOTLOCKER_2023_10K.pdf", "intc": "INTEL_2020_10K.pdf", "mcd": "MCDONALDS_2022_10K.pdf",
    "orcl": "ORACLE_2023_10K.pdf", "pfe": "PFIZER_2022_10K.pdf", "pcg": "PG_E_2022_10K.pdf",
    "crm": "SALESFORCE_2023_10K.pdf", "vz": "VERIZON_2022_10K.pdf",
}

# (id suffix, filing key, page, category, raw, unit, scale, decimals, hard cases, question)
# category: lookup | change | ratio | derived.  unit: USD | % | shares.
Q = [
    # ---------------------------------------------------------------- Apple (FY ended Sep 24, 2022)
    ("apple-mktdebtfv22", "apple", 33, "lookup", "(12,104)", "USD", 1e6, None,
     ["sign", "line_item_name", "period_column"],
     "In Apple's consolidated statement of comprehensive income for fiscal 2022 (year ended September 24, 2022), "
     "what was the change in fair value of marketable debt securities, net of tax? Answer in USD millions and give a "
     "loss as a negative number."),
    ("apple-divpershare21", "apple", 35, "lookup", "0.85", "USD", 1, None,
     ["per_share", "period_column"],
     "According to Apple's statement of shareholders' equity, how much in dividends and dividend equivalents did "
     "Apple declare per share or RSU in fiscal 2021?"),
    ("apple-derivliab22", "apple", 43, "derived", "4,752 + 1,367", "USD", 1e6, None,
     ["derived", "note_table", "hierarchical_header"],
     "Could you add up the total fair value of Apple's derivative liabilities as of September 24, 2022 - the "
     "foreign exchange contracts plus the interest rate contracts? Please answer in millions of dollars."),
    # ---------------------------------------------------------------- AES (2021)
    ("aes-oplsereceipts21", "aes", 170, "lookup", "2,684", "USD", 1e6, None,
     ["note_table", "line_item_name"],
     "As a lessor, how much did AES expect to collect in total undiscounted operating lease receipts, 2022 "
     "onward, as scheduled at December 31, 2021? USD millions."),
    ("aes-mcacothrev21", "aes", 183, "lookup", "100", "USD", 1e6, None,
     ["segment", "hierarchical_header", "note_table"],
     "AES 2021 revenue note: other non-regulated revenue of the MCAC SBU for the year ended Dec 31, 2021, "
     "in $ millions?"),
    ("aes-parentintexp21", "aes", 213, "change", "(74 - 163) / 163", "%", 1, 1,
     ["derived", "schedule", "entity", "period_column"],
     "In AES's Schedule I (condensed financial information of the parent), by what percentage did the parent "
     "company's interest expense change from 2020 to 2021? Use a negative number for a decrease and round to one "
     "decimal place."),
    # ---------------------------------------------------------------- American Express (2022)
    ("axp-rwa22", "axp", 65, "lookup", "194.4", "USD", 1e9, None,
     ["scale", "scale_instruction", "mda_table"],
     "What were American Express Company's risk-weighted assets at December 31, 2022? Answer in billions of "
     "dollars."),
    ("axp-dilshares22", "axp", 149, "lookup", "752", "shares", 1e6, None,
     ["count", "note_table", "scale_instruction"],
     "How many diluted weighted-average common shares did American Express use in its 2022 EPS computation? "
     "Give the number in millions of shares."),
    ("axp-icsgoodwill22", "axp", 121, "lookup", "725", "USD", 1e6, None,
     ["segment", "hierarchical_header", "note_table"],
     "american express goodwill rollforward - ICS (International Card Services) segment balance as of "
     "december 31 2022, $ millions"),
    # ---------------------------------------------------------------- Boston Properties (2015, USD thousands)
    ("bxp-adjdebt15", "bxp", 90, "lookup", "8,400,734", "USD", 1e3, None,
     ["mda_table", "line_item_name", "scale_instruction"],
     "In Boston Properties' debt summary, what was total adjusted debt at December 31, 2015 (consolidated debt "
     "plus its share of unconsolidated joint venture debt, less partners' shares)? Answer in thousands of dollars."),
    ("bxp-dilshares15", "bxp", 166, "lookup", "153,844", "shares", 1e3, None,
     ["count", "entity", "note_table", "scale_instruction"],
     "What diluted weighted-average share count (the denominator) did Boston Properties, Inc. use for its 2015 "
     "diluted earnings per share? Answer in thousands of shares."),
    # ---------------------------------------------------------------- eBay (2022)
    ("ebay-intlrev22", "ebay", 36, "lookup", "4,953", "USD", 1e6, None,
     ["segment", "period_column"],
     "What were eBay's international net revenues in 2022? Answer in USD millions."),
    ("ebay-fxother21", "ebay", 41, "lookup", "90", "USD", 1e6, None,
     ["mda_table", "line_item_name", "period_column"],
     "eBay interest and other, net for 2021: how much came from the 'foreign exchange and other' line? "
     "In millions please."),
    ("ebay-intincomechg22", "ebay", 41, "change", "73 - 19", "USD", 1e6, None,
     ["derived", "mda_table", "period_column"],
     "How much more interest income did eBay earn in 2022 than in 2021? Answer in millions of dollars."),
    # ---------------------------------------------------------------- FedEx (FY ended May 31, 2023)
    ("fdx-facilityleases26", "fdx", 97, "lookup", "2,419", "USD", 1e6, None,
     ["hierarchical_header", "note_table", "fiscal_year_end_column"],
     "FedEx's lease maturity schedule as of May 31, 2023 splits operating leases into aircraft and facilities. "
     "What operating lease payments for facilities and other are due in fiscal 2026? USD millions."),
    ("fdx-antidilopts23", "fdx", 100, "lookup", "7.4", "shares", 1e6, None,
     ["count", "note_table", "scale_instruction"],
     "How many anti-dilutive options were left out of FedEx's diluted earnings per share for fiscal 2023 (year "
     "ended May 31, 2023)? In millions of options."),
    ("fdx-curfedtax23", "fdx", 100, "lookup", "579", "USD", 1e6, None,
     ["note_table", "hierarchical_header", "period_column"],
     "What was the current federal (domestic) component of FedEx's provision for income taxes in fiscal 2023? "
     "Answer in USD millions."),
    # ---------------------------------------------------------------- Foot Locker (FY2022, ended Jan 28, 2023)
    ("fl-retailors22", "fl", 53, "lookup", "(61)", "USD", 1e6, None,
     ["sign", "note_table", "line_item_name"],
     "In Foot Locker's other income / (expense), net note, what did the minority investment in Retailors, Ltd. "
     "contribute in fiscal 2022 (year ended January 28, 2023)? USD millions, negative for a loss."),
    ("fl-tradenames23", "fl", 54, "lookup", "413", "USD", 1e6, None,
     ["note_table", "hierarchical_header", "fiscal_year_end_column"],
     "What was the carrying value of Foot Locker's indefinite-life trademarks/tradenames at January 28, 2023? "
     "Answer in millions of dollars."),
    ("fl-owneddeprpct23", "fl", 54, "ratio", "948 / 1,436", "%", 1, 1,
     ["derived", "note_table", "hierarchical_header", "fiscal_year_end_column"],
     "Foot Locker's owned properties (land, buildings, and furniture, fixtures, equipment and software) had what "
     "share of their gross cost covered by accumulated depreciation at January 28, 2023? Percent, one decimal."),
    # ---------------------------------------------------------------- Intel (2020, ended Dec 26, 2020)
    ("intc-taxobl35y20", "intc", 47, "lookup", "2,478", "USD", 1e6, None,
     ["hierarchical_header", "mda_table", "footnote"],
     "Intel's contractual obligations as of December 26, 2020: how much of the tax obligations falls due in "
     "3-5 years? USD millions."),
    ("intc-leaseinterest20", "intc", 108, "derived", "559 - 527", "USD", 1e6, None,
     ["derived", "note_table"],
     "For Intel's non-cancelable leases at December 26, 2020, what is the difference between total undiscounted "
     "lease payments and their present value (i.e., the imputed interest)? Answer in USD millions."),
    # ---------------------------------------------------------------- McDonald's (2022)
    ("mcd-fxhedgeact22", "mcd", 19, "lookup", "(134)", "USD", 1e6, None,
     ["sign", "mda_table", "line_item_name"],
     "McDonald's nonoperating (income) expense, net table for 2022: what is the foreign currency and hedging "
     "activity figure? Give it as printed, with a bracketed amount as a negative number, in USD millions."),
    ("mcd-sharesrepo21", "mcd", 21, "lookup", "3.4", "shares", 1e6, None,
     ["count", "mda_table", "period_column", "scale_instruction"],
     "How many shares did McDonald's repurchase in 2021? Answer in millions of shares."),
    ("mcd-divpaidgrowth22", "mcd", 21, "change", "(4,168 - 3,919) / 3,919", "%", 1, 2,
     ["derived", "mda_table", "period_column"],
     "Percent increase in McDonald's dividends paid, 2021 to 2022? Round to two decimals."),
    # ---------------------------------------------------------------- Oracle (FY ended May 31, 2023)
    ("orcl-cp23", "orcl", 87, "lookup", "563", "USD", 1e6, None,
     ["note_table", "line_item_name", "fiscal_year_end_column"],
     "How much did Oracle have outstanding in commercial paper notes at May 31, 2023? Answer in USD millions."),
    ("orcl-oplease2425", "orcl", 93, "derived", "906 + 832", "USD", 1e6, None,
     ["derived", "note_table"],
     "Oracle's operating lease maturities as of May 31, 2023: what is the combined amount payable over fiscal "
     "years 2024 and 2025, in millions of dollars?"),
    # ---------------------------------------------------------------- Pfizer (2022)
    ("pfe-adjcogs21", "pfe", 48, "lookup", "30,685", "USD", 1e6, None,
     ["hierarchical_header", "mda_table", "period_column", "definition_given"],
     "In Pfizer's reconciliation of GAAP reported to non-GAAP adjusted results for the year ended December 31, "
     "2021, what was the non-GAAP adjusted cost of sales? USD millions."),
    ("pfe-fxtransl22", "pfe", 55, "lookup", "(2,328)", "USD", 1e6, None,
     ["sign", "line_item_name"],
     "Pfizer's 2022 comprehensive income statement: foreign currency translation adjustments, net - how much "
     "(in $ millions, negative if a loss)?"),
    ("pfe-fincfchg22", "pfe", 49, "change", "(14,834 - 9,816) / 9,816", "%", 1, 1,
     ["derived", "mda_table", "period_column", "sign"],
     "By what percentage did the cash Pfizer used in financing activities from continuing operations grow "
     "between 2021 and 2022? Round to one decimal place."),
    # ---------------------------------------------------------------- PG&E (2022)
    ("pcg-utilmatsupp22", "pcg", 107, "lookup", "751", "USD", 1e6, None,
     ["entity", "line_item_name", "period_column"],
     "On the balance sheet of Pacific Gas and Electric Company (the PG&E utility), what was the materials and "
     "supplies inventory at December 31, 2022? USD millions."),
    ("pcg-parentsubearn22", "pcg", 216, "lookup", "2,154", "USD", 1e6, None,
     ["schedule", "entity", "line_item_name"],
     "What equity in earnings of subsidiaries did PG&E Corporation report in its 2022 parent-only condensed "
     "statement of income (Schedule I)? Please answer in millions of dollars."),
    # ---------------------------------------------------------------- Salesforce (FY ended Jan 31, 2023)
    ("crm-mktgsbc23", "crm", 45, "lookup", "1,256", "USD", 1e6, None,
     ["footnote", "mda_table", "line_item_name"],
     "How much stock-based compensation expense was included in Salesforce's marketing and sales expense in "
     "fiscal 2023 (year ended January 31, 2023)? Answer in millions of dollars."),
    ("crm-grossmargin21", "crm", 45, "ratio", "15,814 / 21,252", "%", 1, 1,
     ["derived", "mda_table", "period_column"],
     "What was Salesforce's gross margin (gross profit divided by total revenues) for fiscal 2021, the year "
     "ended January 31, 2021? Give a percentage rounded to one decimal."),
    # ---------------------------------------------------------------- Verizon (2022)
    ("vz-wirelesseqcost21", "vz", 24, "lookup", "25,067", "USD", 1e6, None,
     ["mda_table", "line_item_name", "period_column"],
     "What was Verizon's cost of wireless equipment for 2021? Answer in USD millions."),
    ("vz-devallowpct22", "vz", 82, "ratio", "445 / 13,374", "%", 1, 2,
     ["derived", "note_table", "hierarchical_header"],
     "At December 31, 2022, Verizon's allowance for credit losses on device payment plan agreement receivables "
     "was what percent of the gross device payment plan accounts receivable? Two decimal places, please."),
]

# (id suffix, filing key, question, reason)
NONE = [
    ("bxp-hudsonyards15", "bxp",
     "How much rental revenue did Boston Properties earn from its Hudson Yards office tower in 2015? Answer in "
     "thousands of dollars.",
     "Boston Properties' 2015 10-K does not mention Hudson Yards: the name occurs nowhere in the filing, and no "
     "property of that name appears in its property listings or Schedule 3."),
    ("intc-foundrysvc20", "intc",
     "What revenue did Intel Foundry Services report for 2020? USD millions.",
     "Intel's 2020 10-K reports no Intel Foundry Services business or revenue: the phrase 'Foundry Services' "
     "occurs nowhere in the filing. Its operating segments (p. 86) are DCG, IOTG, Mobileye, NSG, PSG and CCG."),
    ("orcl-tiktok23", "orcl",
     "How much revenue did Oracle earn from TikTok in fiscal 2023 (year ended May 31, 2023)?",
     "Oracle's fiscal 2023 10-K does not name TikTok (or ByteDance) anywhere; no revenue by customer is disclosed "
     "for it."),
    ("crm-einsteingpt23", "crm",
     "salesforce einstein gpt revenue fiscal 2023 - how much, in millions?",
     "Salesforce's fiscal 2023 10-K does not mention Einstein GPT: neither 'Einstein GPT' nor 'Einstein' occurs "
     "anywhere in the filing. Subscription and support revenue is disaggregated only by service offering (Sales, "
     "Service, Platform and Other, Marketing and Commerce, Data; p. 74), not by this product."),
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
        out.append({"id": f"ff16-{sfx}", "question": text, "category": cat, "answer": ans,
                    "evidence": [{"doc": DOC[key], "page": page}], "hard_cases": hc, "source": SOURCE})
    for sfx, key, text, reason in NONE:
        out.append({"id": f"ff16-none-{sfx}", "question": text, "category": "unanswerable",
                    "answer": {"kind": "none", "value": None, "raw": None, "unit": None, "scale": None,
                               "conditions": [], "reason": reason},
                    "evidence": [], "hard_cases": ["unanswerable", "absent_metric"], "source": SOURCE})
    return out


# order: by filing as in DOC, unanswerable after the answerable ones of its filing
def ordered(recs):
    keys = list(DOC)

    def k(r):
        m = re.match(r"ff16-(none-)?([a-z]+)-", r["id"])
        return (keys.index(m.group(2)), bool(m.group(1)))
    return sorted(recs, key=k)


if __name__ == "__main__":
    recs = ordered(records())
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} questions")
