#!/usr/bin/env python3
"""Generate bench/filings-fresh19/questions.jsonl: 40 held-out questions over the 14 real 10-K filings.

    /work/main/.venv/bin/python bench/filings-fresh19/make_questions.py

The documents are the real filings in /work/shared/corpus/filings, so nothing is generated but the questions.
The data below are the strings printed in the filings' tables (`raw`), with their table scale; every gold `value`
is computed from them in code (`evaluate`): a printed figure as it stands (parentheses negative), or the formula
over the printed operands, times 100 when the gold is a computed percentage. Pages are 1-based PDF page indexes,
exactly as `pdftotext -f P -l P` counts them (not the folios printed on the pages). No randomness: the output is
byte-identical on every run.
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = "filings-fresh19"
M, K = 1e6, 1e3

APPLE, AES, AXP = "APPLE_2022_10K.pdf", "AES_2021_10K.pdf", "AMERICANEXPRESS_2022_10K.pdf"
BXP, EBAY, FDX = "BOSTONPROPERTIES_2015_10K.pdf", "EBAY_2022_10K.pdf", "FEDEX_2023_10K.pdf"
FL, INTC, MCD = "FOOTLOCKER_2023_10K.pdf", "INTEL_2020_10K.pdf", "MCDONALDS_2022_10K.pdf"
ORCL, PFE, PCG = "ORACLE_2023_10K.pdf", "PFIZER_2022_10K.pdf", "PG_E_2022_10K.pdf"
CRM, VZ = "SALESFORCE_2023_10K.pdf", "VERIZON_2022_10K.pdf"

# (id, doc, page, category, raw, unit, scale, decimals, hard_cases, question)
# category: lookup | derived (sum or difference) | change (percentage change) | ratio (share or ratio, in %)
Q = [
    # ------------------------------------------------------------------ Apple (fiscal year ended Sep 24, 2022)
    ("ff19-apple-exh417rate", APPLE, 59, "lookup", "2.513", "%", 1, None,
     ["exhibit_index", "line_item_name"],
     "Apple's fiscal 2022 Form 10-K exhibit index lists an Officer's Certificate dated August 18, 2017 "
     "(Exhibit 4.17). What coupon rate do the notes it covers carry?"),
    # ------------------------------------------------------------------ AES (2021)
    ("ff19-aes-fxchile21", AES, 89, "lookup", "20", "USD", M, None,
     ["mda_table", "period_column", "sign"],
     "In The AES Corporation's 2021 annual report, what foreign currency transaction gain or loss is shown "
     "for Chile for the year 2021? Answer in $ millions (a loss would be negative)."),
    ("ff19-aes-nonrecourselevel2-21", AES, 155, "lookup", "16,065", "USD", M, None,
     ["fair_value_level", "hierarchical_header", "note_table"],
     "AES, Dec 31 2021 - fair value of non-recourse debt that falls in Level 2 (financial instruments not "
     "measured at fair value on the balance sheet), $ millions"),
    ("ff19-aes-parentlocs21", AES, 167, "derived", "119 + 48", "USD", M, None,
     ["derived", "note_table", "line_item_name"],
     "Could you add up the letters of credit that the AES Parent Company had outstanding at December 31, "
     "2021 under its unsecured credit facilities and under its revolving credit facility? Millions of USD, please."),
    # ------------------------------------------------------------------ American Express (2022)
    ("ff19-axp-lendingtrust2025", AXP, 126, "lookup", "7,250", "USD", M, None,
     ["debt_maturity", "entity", "hierarchical_header"],
     "How much of American Express's long-term debt issued by the Lending Trust matures in 2025, according "
     "to the aggregate annual maturities as of December 31, 2022? Answer in millions."),
    ("ff19-axp-utbcurrentyr22", AXP, 148, "lookup", "119", "USD", M, None,
     ["tax_note", "hierarchical_header", "period_column"],
     "american express 2022 unrecognized tax benfits rollforward - increase from current year tax "
     "positions, $ millions"),
    ("ff19-axp-parentltdchg22", AXP, 156, "derived", "29,432 - 22,314", "USD", M, None,
     ["derived", "entity", "period_column"],
     "Parent company only (American Express's condensed balance sheets): what was the increase in long-term "
     "debt from Dec 31, 2021 to Dec 31, 2022, in millions of dollars?"),
    # ------------------------------------------------------------------ Boston Properties (2015, USD thousands)
    ("ff19-bxp-capgaindiv15", BXP, 135, "lookup", "1.70", "USD", 1, None,
     ["per_share", "tax_note", "hierarchical_header"],
     "For federal income tax purposes, how much of Boston Properties, Inc.'s 2015 common dividend per share "
     "was treated as capital gain income? Dollars per share."),
    ("ff19-bxp-notes2024effrate", BXP, 91, "lookup", "3.916", "%", 1, None,
     ["debt_table", "hierarchical_header", "footnote"],
     "Boston Properties unsecured senior notes outstanding at Dec 31, 2015: what is the effective rate "
     "(not the coupon) on the notes that mature on February 1, 2024?"),
    ("ff19-bxp-debtfvexcess15", BXP, 106, "derived", "9,357,587 - 9,036,513", "USD", K, None,
     ["derived", "market_risk_table", "scale"],
     "At December 31, 2015, Boston Properties' market-risk table gives its total consolidated debt and an "
     "estimated fair value for it. How far above the debt total was the fair value? Respond in thousands of "
     "dollars."),
    # ------------------------------------------------------------------ eBay (2022)
    ("ff19-ebay-investingcf22", EBAY, 43, "lookup", "2,459", "USD", M, None,
     ["cash_flow", "sign", "mda_table"],
     "What net cash did eBay's continuing investing activities provide in 2022? (USD millions)"),
    ("ff19-ebay-ppashare22", EBAY, 97, "ratio", "336 / 1,056", "%", 1, 1,
     ["derived", "note_table", "line_item_name"],
     "What share of eBay's other current assets at December 31, 2022 consisted of payment processor "
     "advances? Percent, one decimal."),
    # ------------------------------------------------------------------ FedEx (fiscal year ended May 31, 2023)
    ("ff19-fdx-principal2027", FDX, 95, "lookup", "1,398", "USD", M, None,
     ["debt_maturity", "fiscal_year_end_column", "note_table"],
     "Per FedEx's schedule of future principal payments on long-term debt (as of May 31, 2023), how much "
     "principal comes due in fiscal 2027? $ millions"),
    ("ff19-fdx-intlservicecost22", FDX, 109, "lookup", "56", "USD", M, None,
     ["hierarchical_header", "period_column", "note_table"],
     "FedEx international pension plans: service cost for fiscal 2022 (twelve months to May 31, 2022), "
     "millions of dollars?"),
    ("ff19-fdx-dcplancostchg23", FDX, 103, "derived", "955 - 824", "USD", M, None,
     ["derived", "note_table", "period_column"],
     "FedEx's defined contribution plan costs - how much higher were they in fiscal 2023 than in fiscal "
     "2022? In millions of dollars."),
    # ------------------------------------------------------------------ Foot Locker (fiscal 2022, ended Jan 28, 2023)
    ("ff19-fl-sga22", FL, 26, "lookup", "1,903", "USD", M, None,
     ["income_statement_line", "mda_table", "fiscal_year_end_column"],
     "How much SG&A did Foot Locker report for fiscal 2022 (year ended January 28, 2023)? $ millions."),
    ("ff19-fl-benefitpay2025", FL, 67, "lookup", "47", "USD", M, None,
     ["pension_table", "period_column", "note_table"],
     "What estimated future benefit payment does Foot Locker's 10-K for fiscal 2022 (year ended Jan 28, "
     "2023) show for the year 2025? answer in $ millions"),
    ("ff19-fl-utbgrowth22", FL, 60, "change", "(52 - 41) / 41", "%", 1, 1,
     ["derived", "tax_note", "fiscal_year_end_column"],
     "Foot Locker's unrecognized tax benefits at the start of fiscal 2022 versus at its end (Jan 28, 2023): "
     "what percentage increase is that? Round to one decimal."),
    # ------------------------------------------------------------------ Intel (2020, ended Dec 26, 2020)
    ("ff19-intc-utbcurrent20", INTC, 93, "lookup", "257", "USD", M, None,
     ["tax_note", "fiscal_year_end_column", "line_item_name"],
     "Intel 2020 (year ended Dec 26, 2020): change in gross unrecognized tax benefits related to tax "
     "positions taken during the current period, in millions of dollars?"),
    ("ff19-intc-dcgplatformvol20", INTC, 24, "lookup", "2,316", "USD", M, None,
     ["segment", "mda_table", "hierarchical_header"],
     "In Intel's 2020 10-K, what dollar impact did higher platform volume have on DCG revenue in 2020 "
     "compared with 2019? In $ millions."),
    ("ff19-intc-pensionfunded20", INTC, 105, "ratio", "2,878 / 4,929", "%", 1, 1,
     ["derived", "pension_table", "fiscal_year_end_column"],
     "What was the funded ratio of Intel's pension benefit plans at December 26, 2020, i.e. the ending fair "
     "value of plan assets divided by the ending projected benefit obligation? Percent, 1 decimal."),
    # ------------------------------------------------------------------ McDonald's (2022)
    ("ff19-mcd-debtcap22", MCD, 22, "lookup", "120", "%", 1, None,
     ["mda_table", "footnote", "percent_column"],
     "What was McDonald's total debt as a percent of total capitalization at the end of 2022?"),
    ("ff19-mcd-rsugrantfv22", MCD, 57, "lookup", "242.82", "USD", 1, None,
     ["per_share", "hierarchical_header", "note_table"],
     "McDonald's RSUs granted during 2022 - their weighted-average fair value at the grant date, per unit?"),
    ("ff19-mcd-derivassetdecline22", MCD, 45, "derived", "289.6 - 282.5", "USD", M, None,
     ["derived", "hierarchical_header", "decimals_in_millions"],
     "McDonald's total derivative assets on the balance sheet fell between year-end 2021 and year-end 2022. "
     "By how much? State the answer in millions of dollars."),
    # ------------------------------------------------------------------ Oracle (fiscal year ended May 31, 2023)
    ("ff19-orcl-foreignpretax23", ORCL, 99, "lookup", "7,634", "USD", M, None,
     ["tax_note", "fiscal_year_end_column", "line_item_name"],
     "Oracle's foreign income before income taxes in fiscal 2023 (year ended May 31, 2023), millions of USD?"),
    ("ff19-orcl-interestincome23", ORCL, 81, "lookup", "285", "USD", M, None,
     ["note_table", "line_item_name", "fiscal_year_end_column"],
     "What interest income is included in Oracle's non-operating (expenses) income, net for fiscal 2023, "
     "the year ending May 31, 2023? answer in millions"),
    ("ff19-orcl-cloudsupportdeferred23", ORCL, 92, "ratio", "7,983 / 8,970", "%", 1, 1,
     ["derived", "note_table", "subtotal"],
     "At May 31, 2023, what percentage of Oracle's current deferred revenues came from cloud services and "
     "license support? one decimal place please"),
    # ------------------------------------------------------------------ Pfizer (2022)
    ("ff19-pfe-dilutedshares22", PFE, 96, "lookup", "5,733", "shares", M, None,
     ["share_count", "note_table", "period_column"],
     "Pfizer 2022: weighted-average number of common shares outstanding, diluted - how many, in millions?"),
    ("ff19-pfe-intlpension2025", PFE, 91, "lookup", "372", "USD", M, None,
     ["pension_table", "hierarchical_header", "period_column"],
     "Pfizer's expected 2025 benefit payments for its international pension plans, per its 2022 10-K - "
     "in millions?"),
    # ------------------------------------------------------------------ PG&E (2022)
    ("ff19-pcg-2023debtcost", PCG, 82, "lookup", "4.31", "%", 1, None,
     ["hierarchical_header", "regulatory_table", "percent_column"],
     "Under the CPUC's 2023 Cost of Capital decision described in PG&E's 2022 Form 10-K, what cost of "
     "long-term debt was adopted?"),
    ("ff19-pcg-conventionalppa2025", PCG, 180, "lookup", "715", "USD", M, None,
     ["commitments", "hierarchical_header", "period_column"],
     "PG&E, as of December 31, 2022: undiscounted expected obligations under conventional energy power "
     "purchase agreements for 2025, $ millions?"),
    # ------------------------------------------------------------------ Salesforce (fiscal year ended Jan 31, 2023)
    ("ff19-crm-utbcurrent23", CRM, 91, "lookup", "227", "USD", M, None,
     ["tax_note", "hierarchical_header", "fiscal_year_end_column"],
     "Salesforce fiscal 2023 (ended January 31, 2023): gross increases in unrecognized tax benefits for tax "
     "positions taken in the current period, in millions?"),
    ("ff19-crm-realizedgains23", CRM, 77, "lookup", "71", "USD", M, None,
     ["note_table", "line_item_name", "fiscal_year_end_column"],
     "How much did Salesforce record as realized gains on sales of securities, net (strategic investments) "
     "in fiscal 2023, ended Jan 31, 2023? $M"),
    ("ff19-crm-basicsharesgrowth23", CRM, 92, "change", "(992 - 955) / 955", "%", 1, 1,
     ["derived", "share_count", "fiscal_year_end_column"],
     "Salesforce's weighted-average shares used for basic EPS: percent growth in fiscal 2023 (year ended "
     "January 31, 2023) over the prior fiscal year? Round to 1 decimal."),
    # ------------------------------------------------------------------ Verizon (2022)
    ("ff19-vz-exportcredit22", VZ, 41, "lookup", "6,735", "USD", M, None,
     ["debt_table", "hierarchical_header", "mda_table"],
     "How much principal was outstanding under Verizon's various export credit facilities at December 31, "
     "2022? In millions."),
    ("ff19-vz-statecurrenttax22", VZ, 98, "lookup", "938", "USD", M, None,
     ["tax_note", "hierarchical_header", "period_column"],
     "What was Verizon's current (not deferred) state and local income tax provision for 2022, USD millions?"),
]

# (id, doc, question, reason)
NONE = [
    ("ff19-none-apple-visionpro22", APPLE,
     "What net sales did Apple book from Vision Pro headsets in fiscal 2022? In millions of dollars.",
     "Apple's fiscal 2022 10-K never mentions Vision Pro (the words occur nowhere in the filing). Net sales are "
     "reported for iPhone, Mac, iPad, Wearables, Home and Accessories, and Services."),
    ("ff19-none-ebay-mexico22", EBAY,
     "How much net revenue did eBay generate from Mexico in 2022? Answer in USD millions.",
     "eBay's 2022 10-K never mentions Mexico (the word occurs nowhere in the filing). Net revenues by "
     "geography are given only for the U.S., the U.K., Germany and the rest of the world."),
    ("ff19-none-pfe-litfulo22", PFE,
     "What revenues did Pfizer report for Litfulo in 2022? Answer in millions of dollars.",
     "Pfizer's 2022 10-K never mentions Litfulo (the name occurs nowhere in the filing); no revenue line for "
     "it is printed."),
    ("ff19-none-vz-straighttalk22", VZ,
     "What were Verizon's 2022 operating revenues from its Straight Talk brand, in millions of dollars?",
     "Verizon's 2022 10-K never mentions Straight Talk (the words occur nowhere in the filing); revenues are "
     "reported by segment (Consumer, Business) and service type, not by brand."),
]

NUM = re.compile(r"\d[\d,]*(?:\.\d+)?")


def to_float(s):
    s = s.strip().replace(",", "").replace("$", "")
    neg = s.startswith("(") and s.endswith(")")
    x = float(s.strip("()"))
    return -x if neg else x


def evaluate(raw, pct):
    """The gold value from the printed strings: a figure as printed, or the formula (x100 for percentages)."""
    if re.fullmatch(r"\(?-?\$?[\d,]+(\.\d+)?\)?", raw.strip()):
        return to_float(raw)
    if not re.fullmatch(r"[\d,.\s()+\-*/]+", raw):
        raise ValueError(f"not a formula: {raw!r}")
    expr = NUM.sub(lambda m: repr(float(m.group(0).replace(",", ""))), raw)
    v = eval(expr, {"__builtins__": {}})  # noqa: S307 - digits and + - * / ( ) only
    v = v * 100 if pct else v
    return v if pct or "/" in raw else round(v, 10)


def records():
    out = []
    for qid, doc, page, cat, raw, unit, scale, dec, hc, text in Q:
        pct = unit == "%" and cat != "lookup"
        value = evaluate(raw, pct)
        if float(value).is_integer() and "." not in raw:
            value = int(value)
        ans = {"kind": "number", "value": value, "raw": raw, "unit": unit, "scale": scale, "conditions": []}
        if dec is not None:
            ans["decimals"] = dec
        out.append({"id": qid, "question": text, "category": cat, "answer": ans,
                    "evidence": [{"doc": doc, "page": page}], "hard_cases": hc, "source": SOURCE})
    for qid, doc, text, reason in NONE:
        out.append({"id": qid, "question": text, "category": "unanswerable",
                    "answer": {"kind": "none", "value": None, "raw": None, "unit": None, "scale": None,
                               "conditions": [], "reason": reason},
                    "evidence": [], "hard_cases": ["unanswerable", "absent_metric"], "source": SOURCE})
    order = [APPLE, AES, AXP, BXP, EBAY, FDX, FL, INTC, MCD, ORCL, PFE, PCG, CRM, VZ]
    key = {r["id"]: i for i, r in enumerate(out)}

    def doc_of(r):
        return r["evidence"][0]["doc"] if r["evidence"] else next(d for i, d, *_ in NONE if i == r["id"])
    return sorted(out, key=lambda r: (order.index(doc_of(r)), key[r["id"]]))


def main():
    path = os.path.join(HERE, "questions.jsonl")
    with open(path, "w", encoding="utf-8") as f:
        for r in records():
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {path}: {len(records())} questions")


if __name__ == "__main__":
    main()
