#!/usr/bin/env python3
"""Write bench/filings-fresh23/questions.jsonl from the data below.

    /work/main/.venv/bin/python bench/filings-fresh23/make_questions.py

Every gold `value` is computed here from its `raw` string: the printed figure (parentheses mean negative) or a
formula over printed figures (x100 for computed percentages). No value is typed by hand. Pages are 1-based PDF
page indexes (pdfplumber's `pdf.pages[page - 1]`), not the folio printed on the page.

ANCHORS (not written to the jsonl) give, for every answerable question, one label per printed operand; check.py
requires each operand to sit on the same pdfplumber layout line as its label, so a figure cannot pass by being
printed somewhere else on the page. SCALE_TEXT is the scale phrase the evidence page must print for a scaled gold.
UNANSWERABLE maps each unanswerable id to the entity it names, which must occur nowhere in its filing.

No randomness: the same bytes on every run.
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = "filings-fresh23"
PREFIX = "ff23-"
NUM = re.compile(r"\d[\d,]*(?:\.\d+)?")

DOC = {
    "aes": "AES_2021_10K.pdf", "axp": "AMERICANEXPRESS_2022_10K.pdf", "apple": "APPLE_2022_10K.pdf",
    "bxp": "BOSTONPROPERTIES_2015_10K.pdf", "ebay": "EBAY_2022_10K.pdf", "fdx": "FEDEX_2023_10K.pdf",
    "fl": "FOOTLOCKER_2023_10K.pdf", "intc": "INTEL_2020_10K.pdf", "mcd": "MCDONALDS_2022_10K.pdf",
    "orcl": "ORACLE_2023_10K.pdf", "pfe": "PFIZER_2022_10K.pdf", "pcg": "PG_E_2022_10K.pdf",
    "crm": "SALESFORCE_2023_10K.pdf", "vz": "VERIZON_2022_10K.pdf",
}

M, B, K = 1e6, 1e9, 1e3

# (id suffix, filing key, page, category, raw, unit, scale, decimals, accept_abs, hard cases, question)
# category: lookup | change | ratio | derived.   unit: USD | % | shares | units | None (a plain count or a multiple)
Q = [
    # ------------------------------------------------------------------ AES 2021
    ("aes-creditavail21", "aes", 115, "ratio", "837 / 1,250", "%", 1, 2, False,
     ["mda_table", "non_gaap", "percent_of", "derived"],
     "AES reconciles Parent Company Liquidity to cash in its 2021 MD&A. At December 31, 2021, what share of the "
     "commitments under the Parent Company credit facility was still available to borrow? Give a percentage to two "
     "decimal places."),
    ("aes-argfinrec20", "aes", 157, "lookup", "39", "USD", M, None, False,
     ["note_table", "period_column", "column_group"],
     "Per the financing receivables note of AES's 2021 annual report, how much did AES carry as its net receivable "
     "from Argentina at December 31, 2020? Answer in millions of dollars."),
    ("aes-mongduongcecl21", "aes", 145, "lookup", "30", "USD", M, None, False,
     ["note_table", "rollforward", "period_block"],
     "Where did AES's CECL reserve on the Mong Duong loan receivable stand at the end of 2021, in millions?"),
    # ------------------------------------------------------------------ American Express 2022
    ("axp-nivolume22", "axp", 171, "lookup", "2,159", "USD", M, None, False,
     ["statistical_appendix", "column_group", "period_column"],
     "American Express 2022, volume and rate analysis of net interest income: how much of the 2022-versus-2021 "
     "change in net interest income came from volume? Millions of dollars, please."),
    ("axp-apacpretaxchg22", "axp", 155, "change", "376 - 420", "USD", M, None, False,
     ["note_table", "geography", "period_block", "sign", "derived"],
     "By how much did pretax income from continuing operations in American Express's APAC region change from 2021 to "
     "2022, according to the geographic operations table of the 2022 annual report? Answer in millions of dollars, "
     "negative for a decline."),
    ("axp-stbrate22", "axp", 124, "lookup", "0.94", "%", 1, None, False,
     ["note_table", "period_column", "rate"],
     "What year-end stated interest rate applied to American Express's short-term borrowings as of December 31, 2022?"),
    # ------------------------------------------------------------------ Apple FY2022
    ("apple-ratesens22", "apple", 29, "lookup", "201", "USD", M, None, False,
     ["prose", "market_risk", "period_pair"],
     "Apple, fiscal 2022 (year ended September 24, 2022): per the market risk section, a 100 basis point rise in "
     "market interest rates would lift annualized interest expense on the company's debt by how much? Answer in "
     "millions of dollars."),
    ("apple-mfgpolater22", "apple", 28, "derived", "71.1 - 68.4", "USD", B, 1, False,
     ["prose", "obligations", "derived"],
     "Of the manufacturing purchase obligations Apple had as of September 24, 2022, how much was not payable within "
     "12 months? Answer in billions of dollars."),
    # ------------------------------------------------------------------ Boston Properties 2015
    ("bxp-metsqshare15", "bxp", 104, "lookup", "86,144", "USD", K, None, False,
     ["mda_table", "joint_venture", "column_choice"],
     "Boston Properties' unconsolidated joint venture debt at December 31, 2015: what was the carrying amount of its "
     "own share of the Metropolitan Square loan? Answer in thousands of dollars."),
    ("bxp-earnfixchg15", "bxp", 197, "lookup", "2.53", None, 1, None, False,
     ["exhibit", "multiple", "period_column"],
     "Exhibit 12.1 to the 2015 Form 10-K: Boston Properties, Inc. ratio of earnings to fixed charges for 2015?"),
    ("bxp-prefdivpct15", "bxp", 197, "ratio", "10,500 / 481,941", "%", 1, 2, False,
     ["exhibit", "percent_of", "derived"],
     "In the Boston Properties, Inc. calculation of ratios of earnings to fixed charges, what percentage of the 2015 "
     "total combined fixed charges and preferred dividends was made up of preferred dividends? Round to two decimal "
     "places."),
    # ------------------------------------------------------------------ eBay 2022
    ("ebay-dsu22", "ebay", 109, "lookup", "75,260", None, 1, None, False,
     ["prose", "count", "equity_plan"],
     "About how many deferred stock units (the ones granted to non-employee directors) did eBay have outstanding at "
     "December 31, 2022?"),
    ("ebay-notesinterest22", "ebay", 100, "lookup", "231", "USD", M, None, False,
     ["prose", "debt", "period_list"],
     "eBay 2022: interest expense on the senior notes, amortization of debt issuance costs included. Answer in "
     "millions of dollars."),
    # ------------------------------------------------------------------ FedEx FY2023
    ("fdx-dropboxes23", "fdx", 44, "lookup", "29,000", None, 1, None, False,
     ["prose", "count", "properties"],
     "How many Drop Boxes did FedEx Express have as of May 31, 2023?"),
    ("fdx-permstaff23", "fdx", 9, "derived", "328,000 + 201,000", None, 1, None, False,
     ["prose", "count", "sum", "derived"],
     "Combining permanent full-time and permanent part-time staff, roughly how many people did FedEx employ as of "
     "May 31, 2023?"),
    ("fdx-capex24", "fdx", 68, "lookup", "5.7", "USD", B, None, False,
     ["prose", "outlook", "fiscal_year"],
     "FedEx's annual report for fiscal 2023 (ended May 31, 2023) includes an outlook for capital spending. What "
     "amount of capital expenditures is expected for fiscal 2024? Answer in billions of dollars."),
    # ------------------------------------------------------------------ Foot Locker FY2022
    ("fl-nikeshare22", "fl", 29, "lookup", "65", "%", 1, None, False,
     ["prose", "supplier_concentration", "period_pair"],
     "What share of Foot Locker's merchandise purchases in fiscal 2022 (year ended January 28, 2023) came from Nike?"),
    ("fl-europenetassets22", "fl", 62, "lookup", "454", "USD", M, None, False,
     ["prose", "foreign_operations"],
     "How much in net assets of European operations was included in Foot Locker's consolidated balance sheet at "
     "January 28, 2023? Answer in millions of dollars."),
    # ------------------------------------------------------------------ Intel 2020
    ("intc-holders21", "intc", 68, "lookup", "107,222", None, 1, None, False,
     ["prose", "count", "shareholders"],
     "Intel's 2020 annual report gives the number of registered holders of record of its common stock as of "
     "January 15, 2021. What is that number?"),
    ("intc-ratesens20", "intc", 48, "lookup", "132", "USD", M, None, False,
     ["prose", "market_risk", "period_pair"],
     "Per Intel's 2020 market-risk disclosure, a rise in interest rates of up to 1% would increase annual interest "
     "expense on debt outstanding at December 26, 2020 by approximately how much? Answer in millions of dollars."),
    ("intc-buybackchg20", "intc", 46, "change", "14.2 - 13.6", "USD", B, 1, False,
     ["prose", "share_repurchase", "derived"],
     "Intel's 2020 MD&A states, in rounded billions, how much common stock was repurchased under the authorized "
     "repurchase program in 2020 and in 2019. How much more was repurchased in 2020? Give the answer in billions "
     "of dollars, from those MD&A figures."),
    # ------------------------------------------------------------------ McDonald's 2022
    ("mcd-roiic3y22", "mcd", 104, "lookup", "15.5", "%", 1, None, False,
     ["exhibit", "non_gaap", "footnote_trap"],
     "What three-year ROIIC did McDonald's report for the period ended December 31, 2022? I want the reported "
     "figure, not the one that excludes the items named in the footnote."),
    ("mcd-nqplanliab22", "mcd", 54, "change", "380.0 - 456.8", "USD", M, 1, False,
     ["prose", "benefit_plans", "sign", "derived"],
     "McDonald's unfunded nonqualified supplemental benefit plans: what was the change in their total liabilities "
     "from December 31, 2021 to December 31, 2022? Answer in millions of dollars (negative if they fell)."),
    ("mcd-cdshare22", "mcd", 47, "ratio", "1.8 / 2.6", "%", 1, 1, False,
     ["prose", "cash", "percent_of", "derived"],
     "The cash-equivalents policy note in McDonald's 2022 10-K gives cash and equivalents and the part held in "
     "certificates of deposit at December 31, 2022 (both in rounded billions). Using those two figures, what "
     "percentage of cash and equivalents was in certificates of deposit? Round to one decimal."),
    # ------------------------------------------------------------------ Oracle FY2023
    ("orcl-termloanrate23", "orcl", 89, "lookup", "5.76", "%", 1, None, False,
     ["prose", "debt", "rate"],
     "What was the effective interest rate during fiscal 2023 (year ended May 31, 2023) on the borrowings under "
     "Oracle's Term Loan Credit Agreement?"),
    ("orcl-dps23", "orcl", 94, "lookup", "1.36", "USD", 1, None, False,
     ["prose", "per_share", "period_list"],
     "Oracle FY2023 (ended May 31, 2023): cash dividends declared per common share?"),
    # ------------------------------------------------------------------ Pfizer 2022
    ("pfe-tsruout22", "pfe", 95, "lookup", "180,182", "units", K, None, False,
     ["note_table", "equity_awards", "column_choice"],
     "How many total shareholder return units (TSRUs) did Pfizer have outstanding as of December 31, 2022? Answer in "
     "thousands."),
    ("pfe-hctrend22", "pfe", 88, "lookup", "6.4", "%", 1, None, False,
     ["note_table", "assumptions", "period_column"],
     "For its U.S. postretirement benefit plans, what healthcare cost trend rate for the next year did Pfizer assume "
     "at year-end 2022?"),
    ("pfe-tsruintrinsic22", "pfe", 95, "derived", "1,637 + 1,856", "USD", M, None, False,
     ["note_table", "equity_awards", "sum", "derived"],
     "Pfizer, December 31, 2022: what is the aggregate intrinsic value of the TSRUs that had vested plus those "
     "expected to vest? Answer in millions of dollars."),
    # ------------------------------------------------------------------ PG&E 2022
    ("pcg-dixieinsrec22", "pcg", 169, "lookup", "530", "USD", M, None, False,
     ["note_table", "rollforward", "column_choice"],
     "How large was PG&E's insurance receivable for the 2021 Dixie fire at December 31, 2022? In millions of dollars."),
    ("pcg-cctlong22", "pcg", 151, "lookup", "186", "USD", M, None, False,
     ["note_table", "maturity", "similar_table_trap"],
     "PG&E's customer credit trust: what fair value of fixed-income securities with contractual maturities of more "
     "than 10 years did it hold as of December 31, 2022? Answer in millions of dollars."),
    # ------------------------------------------------------------------ Salesforce FY2023
    ("crm-unrealloss23", "crm", 62, "lookup", "(94)", "USD", M, None, True,
     ["statement", "oci", "sign"],
     "In Salesforce's statement of comprehensive income for the fiscal year ended January 31, 2023, how big was the "
     "unrealized loss on marketable securities and privately held debt securities? Answer in millions of dollars."),
    ("crm-crpo23", "crm", 40, "lookup", "24.6", "USD", B, None, False,
     ["prose", "rpo", "synonym"],
     "Salesforce's current remaining performance obligation (cRPO) as of January 31, 2023, in billions of dollars?"),
    # ------------------------------------------------------------------ Verizon 2022
    ("vz-fxfwdnotional22", "vz", 90, "lookup", "10,689", "USD", M, None, False,
     ["note_table", "derivatives", "row_group"],
     "Verizon's undesignated derivatives in 2022: what notional value of foreign exchange forwards was entered into "
     "during the year? Answer in millions of dollars."),
    ("vz-rsuequity22", "vz", 91, "lookup", "7,253", "shares", K, None, False,
     ["note_table", "equity_awards", "column_group"],
     "How many restricted stock units classified as equity awards were outstanding at Verizon on December 31, 2022? "
     "Answer in thousands."),
    ("vz-intangamortchg22", "vz", 35, "change", "826 - 594", "USD", M, None, False,
     ["prose", "special_items", "derived"],
     "By how much did Verizon's pre-tax amortization expense on acquired intangible assets increase in 2022 compared "
     "with 2021? Answer in millions of dollars."),
]

# One label per operand of `raw`, in order: the operand must share a pdfplumber layout line with its label.
ANCHORS = {
    "aes-creditavail21": ["Borrowings available under the Parent Company credit facility",
                          "Commitments under the Parent Company credit facility"],
    "aes-argfinrec20": ["Argentina"],
    "aes-mongduongcecl21": ["CECL reserve balance at end of period"],
    "axp-nivolume22": ["Change in net interest income"],
    "axp-apacpretaxchg22": ["Pretax income (loss) from continuing operations",
                            "Pretax income (loss) from continuing operations"],
    "axp-stbrate22": ["Short-term borrowings"],
    "apple-ratesens22": ["to increase by"],
    "apple-mfgpolater22": ["manufacturing purchase obligations of", "payable within 12 months"],
    "bxp-metsqshare15": ["Metropolitan Square"],
    "bxp-earnfixchg15": ["Ratio of earnings to fixed charges"],
    "bxp-prefdivpct15": ["Preferred dividends", "Total combined fixed charges and preferred dividends"],
    "ebay-dsu22": ["deferred stock units outstanding"],
    "ebay-notesinterest22": ["was approximately"],
    "fdx-dropboxes23": ["Drop Boxes"],
    "fdx-permstaff23": ["permanent full-time", "permanent part-time"],
    "fdx-capex24": ["capital expenditures for 2024"],
    "fl-nikeshare22": ["Nike"],
    "fl-europenetassets22": ["which total"],
    "intc-holders21": ["registered holders of record"],
    "intc-ratesens20": ["increase in annual interest expense"],
    "intc-buybackchg20": ["we repurchased", "compared to"],
    "mcd-roiic3y22": ["Three-year ROIIC"],
    "mcd-nqplanliab22": ["Total liabilities were", "Total liabilities were"],
    "mcd-cdshare22": ["certificates of deposit", "and equivalents was"],
    "orcl-termloanrate23": ["interest rate for these borrowings"],
    "orcl-dps23": ["declared cash dividends of"],
    "pfe-tsruout22": ["TSRUs Outstanding"],
    "pfe-hctrend22": ["Healthcare cost trend rate assumed for next year"],
    "pfe-tsruintrinsic22": ["TSRUs Vested", "TSRUs Expected to vest"],
    "pcg-dixieinsrec22": ["Balance at December 31, 2022"],
    "pcg-cctlong22": ["More than 10 years"],
    "crm-unrealloss23": ["Unrealized gains (losses) on marketable securities"],
    "crm-crpo23": ["Current remaining performance obligation"],
    "vz-fxfwdnotional22": ["Notional value entered into"],
    "vz-rsuequity22": ["Outstanding December 31, 2022"],
    "vz-intangamortchg22": ["pre-tax amortization expense of", "pre-tax amortization expense of"],
}

# the scale phrase the evidence page prints for a scaled gold
SCALE_TEXT = {1e9: r"billion", 1e6: r"million", 1e3: r"thousand"}

# (id suffix, filing key, entity regex (searched in the whole filing and in bench/corpus), question, reason)
NONE = [
    ("apple-qualcomm22", "apple", r"Qualcomm",
     "How much did Apple pay Qualcomm for cellular modem chips in fiscal 2022 (year ended September 24, 2022)? "
     "Answer in billions of dollars.",
     "Apple's fiscal 2022 10-K never names Qualcomm and discloses no purchases from any individual component "
     "supplier."),
    ("fl-underarmour22", "fl", r"Under Armour",
     "What percentage of Foot Locker's fiscal 2022 merchandise purchases came from Under Armour?",
     "Foot Locker's 10-K for the year ended January 28, 2023 gives the Nike share (65%) and the top-five share (86%) "
     "only; Under Armour is not named anywhere in the filing."),
    ("mcd-beyondmeat22", "mcd", r"Beyond Meat",
     "What did McDonald's spend on plant-based patties bought from Beyond Meat in 2022? Answer in millions of dollars.",
     "McDonald's 2022 10-K does not mention Beyond Meat and reports no purchases from individual food suppliers."),
    ("crm-accenture23", "crm", r"Accenture",
     "How much revenue did Salesforce's Accenture alliance generate in fiscal 2023 (year ended January 31, 2023)?",
     "Salesforce's fiscal 2023 10-K does not name Accenture and reports no revenue by partner or alliance."),
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
    v = eval(expr, {"__builtins__": {}})  # noqa: S307  (digits and + - * / ( ) only, checked above)
    return v * 100 if pct else v


def clean(v):
    v = round(v, 9)   # drop float noise such as 2.6999999999999886
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
    for sfx, key, _entity, text, reason in NONE:
        out.append({"id": f"{PREFIX}none-{sfx}", "question": text, "category": "unanswerable",
                    "answer": {"kind": "none", "value": None, "raw": None, "unit": None, "scale": None,
                               "conditions": [], "reason": reason},
                    "evidence": [], "hard_cases": ["unanswerable", "absent_entity"], "source": SOURCE})
    return out


def ordered(recs):
    """By filing in DOC order; a filing's unanswerable question after its answerable ones; otherwise as written."""
    keys = list(DOC)

    def k(r):
        m = re.match(r"ff23-(none-)?([a-z]+)-", r["id"])
        return (keys.index(m.group(2)), bool(m.group(1)))
    return sorted(recs, key=k)


UNANSWERABLE = {f"{PREFIX}none-{sfx}": (key, entity) for sfx, key, entity, _t, _r in NONE}


if __name__ == "__main__":
    recs = ordered(records())
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} questions")
