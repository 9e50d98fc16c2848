#!/usr/bin/env python3
"""Write bench/filings-fresh22/questions.jsonl from the data below.

    /work/main/.venv/bin/python bench/filings-fresh22/make_questions.py

Every gold `value` is computed here from its `raw` string (the printed figure, parentheses negative, or a
formula over printed figures, x100 for computed percentages); nothing is typed twice. Pages are 1-based PDF
page indexes (pdfplumber's `pdf.pages[page - 1]`, the same index `pdftotext -f P -l P` uses), not the folio
printed on the page.

ANCHORS (not written to the jsonl) give, for every answerable question, one row label per printed operand;
check.py requires each operand to sit on the same pdfplumber layout line as its label, so a figure cannot pass
by appearing elsewhere on the page. SCALE_TEXT names the scale phrase the evidence page prints for each scaled
gold (check.py looks for it on the page).
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = "filings-fresh22"
PREFIX = "ff22-"
NUM = re.compile(r"\d[\d,]*(?:\.\d+)?")

DOC = {
    "apple": "APPLE_2022_10K.pdf", "aes": "AES_2021_10K.pdf", "axp": "AMERICANEXPRESS_2022_10K.pdf",
    "bxp": "BOSTONPROPERTIES_2015_10K.pdf", "ebay": "EBAY_2022_10K.pdf", "fdx": "FEDEX_2023_10K.pdf",
    "fl": "FOOTLOCKER_2023_10K.pdf", "intc": "INTEL_2020_10K.pdf", "mcd": "MCDONALDS_2022_10K.pdf",
    "orcl": "ORACLE_2023_10K.pdf", "pfe": "PFIZER_2022_10K.pdf", "pcg": "PG_E_2022_10K.pdf",
    "crm": "SALESFORCE_2023_10K.pdf", "vz": "VERIZON_2022_10K.pdf",
}

# (id suffix, filing key, page, category, raw, unit, scale, decimals, accept_abs, hard cases, question)
# category: lookup | change | ratio | derived.  unit: USD | % | shares | None (a plain count).
Q = [
    # ---------------------------------------------------------------- AES (2021)
    ("aes-mcacptc21", "aes", 99, "lookup", "314", "USD", 1e6, None, False,
     ["segment", "mda_table", "period_column"],
     "For AES's MCAC strategic business unit, what Adjusted PTC (a non-GAAP measure) was reported for 2021? "
     "Give it in millions of dollars."),
    ("aes-leaseliab21", "aes", 168, "lookup", "448", "USD", 1e6, None, False,
     ["lease_table", "note_table", "fiscal_year_end_column"],
     "AES lease note: what were total lease liabilities (finance plus operating) on the consolidated balance sheet "
     "at December 31, 2021? USD millions."),
    ("aes-othincchg21", "aes", 184, "change", "410 - 75", "USD", 1e6, None, False,
     ["derived", "note_table", "period_column"],
     "How much higher was AES's total other income in 2021 than in 2020, according to the other income and "
     "expense note? Answer in millions."),
    # ---------------------------------------------------------------- American Express (2022)
    ("axp-leaselateshare22", "axp", 133, "ratio", "892 / 1,512", "%", 1, 1, False,
     ["derived", "lease_table", "debt_maturity"],
     "What proportion of American Express's total outstanding fixed lease payments at December 31, 2022 falls "
     "due after 2027 (the thereafter bucket)? Give a percentage with one decimal."),
    ("axp-sharesbuy21", "axp", 142, "lookup", "(46)", "shares", 1e6, None, True,
     ["count", "sign", "share_repurchase"],
     "Per the common shares roll-forward in its 2022 10-K, how many common shares did American Express "
     "repurchase during 2021? Answer in millions of shares."),
    ("axp-finsvcconc22", "axp", 152, "lookup", "36", "USD", 1e9, None, False,
     ["scale_in_table", "note_table", "fiscal_year_end_column"],
     "In American Express's significant credit concentrations note, what on-balance-sheet exposure to "
     "financial services institutions was reported as of December 31, 2022? State it in billions of dollars."),
    # ---------------------------------------------------------------- Boston Properties (2015, USD thousands)
    ("bxp-888boylston15", "bxp", 84, "lookup", "271,500", "USD", 1e3, None, False,
     ["mda_table", "hierarchical_header", "line_item_name"],
     "Boston Properties' development pipeline at December 31, 2015: what estimated total investment (its share) "
     "was shown for 888 Boylston Street, in thousands of dollars?"),
    ("bxp-embarcadero4-15", "bxp", 92, "lookup", "348,886", "USD", 1e3, None, False,
     ["debt_maturity", "mda_table", "line_item_name"],
     "What principal amount was outstanding on the Embarcadero Center Four mortgage loan of Boston Properties "
     "at December 31, 2015? Please answer in thousands of dollars."),
    ("bxp-capinvest15", "bxp", 87, "derived", "374,664 + 112,755 + 144,572", "USD", 1e3, None, True,
     ["derived", "sign", "mda_table"],
     "Adding up construction in progress, building and other capital improvements, and tenant improvements from "
     "Boston Properties' 2015 investing cash flow breakdown, how much cash went into those three uses in 2015? "
     "Express the total in thousands."),
    # ---------------------------------------------------------------- eBay (2022)
    ("ebay-octbuyback22", "ebay", 32, "lookup", "2,626,397", "shares", 1, None, False,
     ["count", "share_repurchase", "period_column"],
     "In the month ended October 31, 2022, how many shares of its common stock did eBay purchase in total?"),
    ("ebay-fxneutralgmv22", "ebay", 42, "lookup", "77,740", "USD", 1e6, None, False,
     ["mda_table", "hierarchical_header", "definition_given"],
     "Stripping out the exchange rate effect, what was eBay's FX-Neutral GMV for 2022? In millions of USD."),
    ("ebay-paytmimpair21", "ebay", 114, "lookup", "(160)", "USD", 1e6, None, True,
     ["sign", "note_table", "line_item_name"],
     "How large an impairment did eBay record in 2021 on its equity investment in Paytm Mall? Answer in millions."),
    # ---------------------------------------------------------------- FedEx (FY ended May 31, 2023)
    ("fdx-memphissort23", "fdx", 43, "lookup", "484,000", None, 1, None, False,
     ["count", "line_item_name", "fiscal_year_end_column"],
     "At May 31, 2023, what hourly sorting capacity (documents and packages per hour) did FedEx Express's "
     "primary Memphis, Tennessee hub have?"),
    ("fdx-intlpay24to26", "fdx", 110, "derived", "54 + 47 + 50", "USD", 1e6, None, False,
     ["derived", "hierarchical_header", "period_column"],
     "Per FedEx's fiscal 2023 10-K, what is the combined amount of benefit payments expected from its "
     "international pension plans over fiscal years 2024, 2025 and 2026? USD millions."),
    ("fdx-aircraft25", "fdx", 115, "lookup", "30", None, 1, None, False,
     ["count", "note_table", "period_column"],
     "Across all aircraft types FedEx was committed to purchase as of May 31, 2023, how many are expected to be "
     "delivered in 2025?"),
    # ---------------------------------------------------------------- Foot Locker (FY2022, ended Jan 28, 2023)
    ("fl-headcount23", "fl", 5, "derived", "15,200 + 31,680", None, 1, None, False,
     ["derived", "count", "definition_given"],
     "What was Foot Locker's total workforce (full-time plus part-time employees) as of January 28, 2023?"),
    ("fl-pensionexpret22", "fl", 65, "lookup", "(31)", "USD", 1e6, None, True,
     ["sign", "note_table", "period_column"],
     "Within Foot Locker's net periodic pension benefit cost for 2022 (fiscal year ended January 28, 2023), how "
     "large was the expected return on plan assets component? Answer in millions."),
    ("fl-nonvestedrsu23", "fl", 70, "lookup", "1,992", "shares", 1e3, None, False,
     ["count", "note_table", "fiscal_year_end_column"],
     "How many restricted stock units and performance stock units were nonvested at Foot Locker as of January "
     "28, 2023? Answer in thousands of shares."),
    # ---------------------------------------------------------------- Intel (2020, ended Dec 26, 2020)
    ("intc-gm10nmstartup20", "intc", 41, "lookup", "630", "USD", 1e6, None, False,
     ["mda_table", "line_item_name", "period_column"],
     "In Intel's bridge from 2019 to 2020 gross margin, how much did lower factory start-up costs for its 10nm "
     "process technology contribute? In millions of dollars."),
    ("intc-nandinvshare20", "intc", 95, "ratio", "962 / 5,325", "%", 1, 1, False,
     ["derived", "note_table", "fiscal_year_end_column"],
     "Of the total assets held for sale for Intel's NAND memory business at December 26, 2020, what percentage "
     "were inventories? Round to one decimal place."),
    ("intc-fxundesig20", "intc", 103, "lookup", "(572)", "USD", 1e6, None, False,
     ["sign", "note_table", "period_column"],
     "What gain or loss did Intel record in 2020 on foreign currency contracts not designated as hedging "
     "instruments? Give the amount in millions, negative if a loss."),
    # ---------------------------------------------------------------- McDonald's (2022)
    ("mcd-fixedratedebt22", "mcd", 102, "lookup", "34,604.1", "USD", 1e6, None, False,
     ["line_item_name", "fiscal_year_end_column", "definition_given"],
     "In the ratio computations exhibit of McDonald's 2022 10-K, how much fixed-rate debt did the company have "
     "at year-end 2022? Dollars in millions."),
    ("mcd-fxdebtchg22", "mcd", 102, "change", "13,010.4 - 12,778.7", "USD", 1e6, None, False,
     ["derived", "fiscal_year_end_column", "line_item_name"],
     "By how much did McDonald's foreign currency-denominated debt change between year-end 2021 and year-end "
     "2022? In millions of dollars, positive for an increase."),
    ("mcd-oplseint22", "mcd", 103, "lookup", "453.2", "USD", 1e6, None, False,
     ["definition_given", "line_item_name", "period_column"],
     "What operating lease interest did McDonald's add back in its 2022 after-tax ROIC calculation? $ millions"),
    # ---------------------------------------------------------------- Oracle (FY ended May 31, 2023)
    ("orcl-aprbuyprice23", "orcl", 35, "lookup", "94.72", "USD", 1, None, False,
     ["per_share", "share_repurchase", "period_column"],
     "What was the average price Oracle paid per share for the stock it repurchased in April 2023?"),
    ("orcl-fxsens23", "orcl", 59, "lookup", "(2,037)", "USD", 1e6, None, True,
     ["sign", "mda_table", "hierarchical_header"],
     "Oracle's market-risk sensitivity analysis for fiscal 2023 (year ended May 31, 2023): by how much would a 10% "
     "decrease in foreign exchange rates have reduced earnings through total revenues? Millions of dollars."),
    # ---------------------------------------------------------------- Pfizer (2022)
    ("pfe-decbuyback22", "pfe", 31, "lookup", "415,886", "shares", 1, None, False,
     ["count", "share_repurchase", "period_column"],
     "How many shares of its common stock did Pfizer purchase between December 1 and December 31, 2022?"),
    ("pfe-usplanreturn22", "pfe", 38, "lookup", "(22.4)", "%", 1, None, False,
     ["sign", "mda_table", "entity"],
     "What actual annual rate of return did Pfizer's U.S. pension plans earn on plan assets in 2022? Use a "
     "negative number for a loss."),
    ("pfe-rebateaccrchg22", "pfe", 62, "change", "(6,722 - 5,850) / 5,850", "%", 1, 1, False,
     ["derived", "note_table", "fiscal_year_end_column"],
     "Pfizer's total accrued rebates and other sales-related accruals: percentage increase from December 31, 2021 "
     "to December 31, 2022, to one decimal place?"),
    # ---------------------------------------------------------------- PG&E (2022)
    ("pcg-b4rate22", "pcg", 134, "lookup", "5.212", "%", 1, None, False,
     ["debt_maturity", "entity", "line_item_name"],
     "PG&E Wildfire Recovery Funding LLC issued its Series 2022-B Recovery Bonds in July 2022. What interest rate "
     "does tranche B-4 carry?"),
    ("pcg-rsuexp22", "pcg", 137, "lookup", "60", "USD", 1e6, None, False,
     ["note_table", "line_item_name", "period_column"],
     "How much pre-tax compensation expense did PG&E Corporation recognize for restricted stock units under its "
     "long-term incentive plans in 2022? Answer in millions."),
    ("pcg-pensionfunded22", "pcg", 152, "ratio", "16,369 / 16,608", "%", 1, 1, False,
     ["derived", "entity", "note_table"],
     "Dividing plan assets at fair value by the benefit obligation, both at year-end, how well funded was PG&E "
     "Corporation's pension plan at December 31, 2022? Percent, one decimal."),
    # ---------------------------------------------------------------- Salesforce (FY ended Jan 31, 2023)
    ("crm-2013planavail23", "crm", 88, "lookup", "72", "shares", 1e6, None, False,
     ["count", "note_table", "line_item_name"],
     "As of January 31, 2023, how many shares of Salesforce common stock were reserved and available for future "
     "grant under the 2013 Equity Incentive Plan? Answer in millions of shares."),
    # ---------------------------------------------------------------- Verizon (2022)
    ("vz-spectrumdtl22", "vz", 99, "lookup", "25,851", "USD", 1e6, None, False,
     ["tax_note", "line_item_name", "fiscal_year_end_column"],
     "In Verizon's income tax note, what deferred tax liability was attributed to spectrum and other intangible "
     "amortization at December 31, 2022? In millions."),
    ("vz-tendercash22", "vz", 78, "lookup", "5,587", "USD", 1e6, None, False,
     ["note_table", "hierarchical_header", "line_item_name"],
     "How much cash consideration did Verizon pay in its 2022 tender offers for Verizon and subsidiary notes and "
     "debentures? Please give the figure in millions of dollars."),
    ("vz-absvidebt22", "vz", 81, "derived", "6,809 + 13,199", "USD", 1e6, None, False,
     ["derived", "entity", "fiscal_year_end_column"],
     "Summing debt maturing within one year and long-term debt, how much debt was carried by the variable "
     "interest entities (ABS Entities) consolidated by Verizon at December 31, 2022? USD millions."),
]

# id suffix -> one row label per operand of `raw` (same pdfplumber layout line as the figure)
ANCHORS = {
    "aes-mcacptc21": ["Adjusted PTC"],
    "aes-leaseliab21": ["Total lease liabilities"],
    "aes-othincchg21": ["Total other income", "Total other income"],
    "axp-leaselateshare22": ["Thereafter", "Total Outstanding Fixed Lease Payments"],
    "axp-sharesbuy21": ["Repurchases of common shares"],
    "axp-finsvcconc22": ["Financial services"],
    "bxp-888boylston15": ["888 Boylston Street"],
    "bxp-embarcadero4-15": ["Embarcadero Center Four"],
    "bxp-capinvest15": ["Construction in progress", "Building and other capital improvements",
                        "Tenant improvements"],
    "ebay-octbuyback22": ["October 31, 2022"],
    "ebay-fxneutralgmv22": ["GMV"],
    "ebay-paytmimpair21": ["Impairment of equity investment in Paytm Mall"],
    "fdx-memphissort23": ["Memphis, Tennessee"],
    "fdx-intlpay24to26": ["2024", "2025", "2026"],
    "fdx-aircraft25": ["2025"],
    "fl-headcount23": ["full-time", "part-time"],
    "fl-pensionexpret22": ["Expected return on plan assets"],
    "fl-nonvestedrsu23": ["Nonvested at January 28, 2023"],
    "intc-gm10nmstartup20": ["Lower factory start-up costs"],
    "intc-nandinvshare20": ["Inventories", "Total assets held for sale"],
    "intc-fxundesig20": ["Foreign currency contracts"],
    "mcd-fixedratedebt22": ["Fixed-rate debt"],
    "mcd-fxdebtchg22": ["Foreign currency-denominated debt", "Foreign currency-denominated debt"],
    "mcd-oplseint22": ["Operating lease interest"],
    "orcl-aprbuyprice23": ["April 1, 2023"],
    "orcl-fxsens23": ["Total revenues"],
    "pfe-decbuyback22": ["December 1 through December 31, 2022"],
    "pfe-usplanreturn22": ["Actual annual rate of return on plan assets"],
    "pfe-rebateaccrchg22": ["Total accrued rebates and other sales-related accruals"] * 3,
    "pcg-b4rate22": ["B-4"],
    "pcg-rsuexp22": ["Restricted stock units"],
    "pcg-pensionfunded22": ["Fair value of plan assets at end of year", "Benefit obligation at end of year"],
    "crm-2013planavail23": ["2013 Equity Incentive Plan"],
    "vz-spectrumdtl22": ["Spectrum and other intangible amortization"],
    "vz-tendercash22": ["2056"],
    "vz-absvidebt22": ["Debt maturing within one year", "Long-term debt"],
}

# scale of a scaled gold -> phrase the evidence page prints (case-insensitive regex)
SCALE_TEXT = {1e9: r"billions", 1e6: r"millions", 1e3: r"thousands"}

NONE = [
    ("apple-foxconn22", "apple",
     "How much did Apple pay Foxconn (Hon Hai Precision) for iPhone assembly in fiscal 2022? Answer in millions "
     "of dollars.",
     "Apple's fiscal 2022 10-K names no outsourcing partner: neither Foxconn nor Hon Hai occurs anywhere in the "
     "filing, and no payment to any individual manufacturing partner is disclosed."),
    ("orcl-nvidia23", "orcl",
     "What did Oracle spend on Nvidia GPUs for Oracle Cloud Infrastructure during fiscal 2023 (year ended May 31, "
     "2023)? In USD millions.",
     "Oracle's fiscal 2023 10-K does not mention Nvidia anywhere; capital expenditures are reported only in total, "
     "with no breakdown by supplier or component."),
    ("crm-snowflake23", "crm",
     "How much revenue did Salesforce generate through its data-sharing partnership with Snowflake in fiscal 2023 "
     "(ended January 31, 2023)? Answer in millions.",
     "Salesforce's fiscal 2023 10-K never mentions Snowflake; revenue is disaggregated by service offering and by "
     "geography, never by partner or customer."),
    ("vz-netflix22", "vz",
     "What did Verizon pay Netflix in 2022 for the streaming subscriptions bundled into its wireless plans? $ "
     "millions",
     "Verizon's 2022 10-K does not mention Netflix anywhere and discloses no payments to individual content "
     "partners."),
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
    v = round(v, 9)   # drop float noise such as 231.70000000000073
    return int(v) if float(v).is_integer() else v


def records():
    out = []
    for sfx, key, page, cat, raw, unit, scale, dec, absok, hc, text in Q:
        value = evaluate(raw, unit == "%" and cat != "lookup")
        if absok:
            value = abs(value)
        ans = {"kind": "number", "value": clean(value), "raw": raw, "unit": unit, "scale": scale,
               "conditions": []}
        if dec is not None:
            ans["decimals"] = dec
        if absok:
            ans["accept_abs"] = True
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
        m = re.match(r"ff22-(none-)?([a-z]+)-", r["id"])
        return (keys.index(m.group(2)), bool(m.group(1)))
    return sorted(recs, key=k)


if __name__ == "__main__":
    recs = ordered(records())
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} questions")
