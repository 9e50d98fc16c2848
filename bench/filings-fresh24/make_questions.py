#!/usr/bin/env python3
"""Write bench/filings-fresh24/questions.jsonl from the data below.

    /work/main/.venv/bin/python bench/filings-fresh24/make_questions.py

Every gold `value` is computed here from its `raw` string: the printed figure (parentheses mean negative) or a
formula over printed figures (x100 for computed percentages). No value is typed by hand. Pages are 1-based PDF
page indexes (pdfplumber's `pdf.pages[page - 1]`), not the folio printed on the page.

ANCHORS (not written to the jsonl) give, for every answerable question, one label per printed operand; check.py
requires each operand to sit on the same pdfplumber layout line as its label, so a figure cannot pass by being
printed somewhere else on the page. SCALE_TEXT is the scale word the evidence page must print for a scaled gold.
UNANSWERABLE maps each unanswerable id to the entity it names, which must occur nowhere in its filing and nowhere
else under /work/main/bench or /work/shared/corpus.

No randomness: the same bytes on every run.
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = "filings-fresh24"
PREFIX = "ff24-"
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
# category: lookup | change | ratio | derived.
# unit: USD | % | shares | units | None (a plain count).  Scale-1 USD carries per_share or plain_dollars;
# scale-1 shares/units/None carry count or per_contract.
Q = [
    # ------------------------------------------------------------------ AES 2021
    ("aes-clesacust21", "aes", 16, "lookup", "446,000", None, 1, None, False,
     ["business_section", "count", "look_alike_rows"],
     "Roughly how many customers was AES's CLESA distribution utility in El Salvador serving as of 12/31/2021?"),
    ("aes-redeemchg21", "aes", 174, "change", "1,257 - 872", "USD", M, None, False,
     ["note_table", "change", "derived"],
     "In AES's 2021 10-K, by how much did total redeemable stock of subsidiaries increase between December 31, "
     "2020 and December 31, 2021? Answer in millions of dollars."),
    ("aes-fluencecv21", "aes", 158, "lookup", "304", "USD", M, None, False,
     ["note_table", "equity_method", "column_group"],
     "What was the carrying value of AES's equity-method investment in Fluence at the end of 2021? "
     "Answer in millions of dollars."),
    # ------------------------------------------------------------------ American Express 2022
    ("axp-consimpaired22", "axp", 111, "lookup", "2,286", "USD", M, None, False,
     ["note_table", "look_alike_rows", "look_alike_blocks", "column_group"],
     "American Express, as of December 31, 2022: what was the total impaired balance of Consumer Card Member "
     "loans? Answer in millions of dollars."),
    ("axp-sbloanchg22", "axp", 107, "change", "22,947 - 18,040", "USD", M, None, False,
     ["note_table", "change", "derived"],
     "How much did American Express's Small Business Card Member loans grow from year-end 2021 to year-end 2022? "
     "Answer in millions of dollars."),
    ("axp-seriesdcv22", "axp", 143, "lookup", "1,584", "USD", M, None, False,
     ["note_table", "look_alike_rows"],
     "What carrying value does American Express report for its Series D preferred shares outstanding at "
     "December 31, 2022 (the carrying value, not the liquidation preference)? Answer in millions of dollars."),
    # ------------------------------------------------------------------ Apple FY2022
    ("apple-var22", "apple", 30, "lookup", "1.0", "USD", B, None, False,
     ["market_risk", "prose", "two_years_in_sentence"],
     "Apple runs a VAR model on its foreign currency derivative positions. At 95% confidence, what maximum "
     "one-day loss in fair value did it estimate as of September 24, 2022? Answer in billions of dollars."),
    ("apple-buybackauthpct22", "apple", 23, "ratio", "(405 - 315) / 315", "%", 1, 1, False,
     ["mda_prose", "percent_change", "derived"],
     "Apple enlarged its share repurchase program authorization in April 2022. By what percentage did the "
     "authorization go up? Round to one decimal."),
    # ------------------------------------------------------------------ Boston Properties 2015
    ("bxp-fountaindist15", "bxp", 156, "lookup", "(2,900)", "USD", K, None, True,
     ["note_table", "roll_forward", "sign", "look_alike_rows"],
     "How much did Boston Properties' Fountain Square joint venture distribute in 2015 to the holder of the "
     "redeemable noncontrolling interest, per the roll-forward in the 2015 10-K? Answer in thousands of dollars."),
    ("bxp-patriotsrev14", "bxp", 64, "lookup", "18,722", "USD", K, None, False,
     ["mda_table", "column_group", "look_alike_columns"],
     "Boston Properties sold Patriots Park in October 2014. How much rental revenue did the property bring in "
     "during 2014, according to the sold-portfolio table in the 2015 10-K? Answer in thousands of dollars."),
    ("bxp-lpunitsop15", "bxp", 161, "lookup", "420,187", "units", 1, None, False,
     ["note_table", "count", "column_group", "look_alike_rows"],
     "During 2015, how many limited partner units did Boston Properties Limited Partnership issue to Boston "
     "Properties, Inc. in connection with common stock issued in exchange for OP Units?"),
    # ------------------------------------------------------------------ eBay 2022
    ("ebay-fxnondesigsens22", "ebay", 52, "lookup", "(111)", "USD", M, None, True,
     ["market_risk", "mda_table", "sign", "look_alike_rows"],
     "eBay's 2022 10-K tests a 20% adverse move in exchange rates. How big is the fair value sensitivity of the "
     "foreign exchange contracts that are not designated for hedge accounting? Answer in millions of dollars."),
    ("ebay-swamort22", "ebay", 66, "lookup", "129", "USD", M, None, False,
     ["accounting_policy", "prose", "three_years_in_sentence"],
     "How much amortization of previously capitalized internal-use software and platform development costs did "
     "eBay recognize in 2022? Answer in millions of dollars."),
    # ------------------------------------------------------------------ FedEx FY2023
    ("fdx-jetfuelchg23", "fdx", 15, "change", "4,515 - 3,867", "USD", M, None, False,
     ["business_section", "table", "change", "derived"],
     "How much more did FedEx Express spend on jet fuel in fiscal 2023 than in fiscal 2022 (fiscal years ended "
     "May 31)? Answer in millions of dollars."),
    ("fdx-guaricpay23", "fdx", 67, "lookup", "11,011", "USD", M, None, False,
     ["mda_table", "look_alike_blocks", "column_group"],
     "In FedEx's fiscal 2023 10-K, the summarized balance sheet for the Parent Guarantor and Subsidiary Issuer "
     "shows what intercompany payable as of May 31, 2023? Answer in millions of dollars."),
    ("fdx-intransitca23", "fdx", 86, "lookup", "686", "USD", M, None, False,
     ["revenue_note", "prose", "two_years_in_sentence"],
     "What were FedEx's gross contract assets related to in-transit shipments at May 31, 2023? Answer in "
     "millions of dollars."),
    # ------------------------------------------------------------------ Foot Locker FY2022
    ("fl-wssgwpct22", "fl", 48, "ratio", "407 / 809", "%", 1, 1, False,
     ["note_table", "purchase_price_allocation", "percent_of", "derived"],
     "Looking at the final WSS purchase price allocation in Foot Locker's 10-K for fiscal 2022, goodwill is what "
     "percent of the total purchase price? Round to one decimal."),
    ("fl-treasretired22", "fl", 47, "lookup", "6,019,212", "shares", 1, None, False,
     ["accounting_policy", "prose", "count", "two_years_in_sentence"],
     "How many shares of common stock held in treasury did Foot Locker retire during fiscal 2022 (the year "
     "ended January 28, 2023)?"),
    # ------------------------------------------------------------------ Intel 2020
    ("intc-vlsidel20", "intc", 110, "lookup", "4.13", "USD", B, None, False,
     ["legal_proceedings", "prose", "look_alike_sentences"],
     "According to Intel's 2020 10-K, how much in damages was VLSI seeking in the Delaware case for the '027 and "
     "'331 patents (before enhanced damages)? Answer in billions of dollars."),
    ("intc-dcmatchchg20", "intc", 104, "change", "398 - 379", "USD", M, None, False,
     ["benefit_note", "prose", "change", "derived"],
     "Intel's expense for contributions to its U.S. qualified defined contribution and non-qualified deferred "
     "compensation plans: how much higher was it in 2020 than in 2019? Answer in millions of dollars."),
    ("intc-unisoc20", "intc", 49, "lookup", "658", "USD", M, None, False,
     ["market_risk", "prose", "two_years_in_sentence"],
     "Intel holds a non-marketable stake in Beijing Unisoc Technology. What was its carrying amount as of "
     "December 26, 2020? Answer in millions of dollars."),
    # ------------------------------------------------------------------ McDonald's 2022
    ("mcd-opmarginoutlook23", "mcd", 10, "lookup", "45", "%", 1, None, False,
     ["mda_prose", "outlook"],
     "In the outlook section of its 2022 annual report, what operating margin percent did McDonald's say it "
     "expected for 2023?"),
    ("mcd-bordenyears22", "mcd", 34, "lookup", "28", None, 1, None, False,
     ["executive_officers", "prose", "count"],
     "Per McDonald's 2022 10-K, how many years had CFO Ian Borden served the company?"),
    # ------------------------------------------------------------------ Oracle FY2023
    ("orcl-rdheadpct23", "orcl", 15, "ratio", "47,000 / 164,000", "%", 1, 2, False,
     ["business_section", "percent_of", "derived", "synonym"],
     "What share of Oracle's full-time headcount at May 31, 2023 worked in research and development? Give the "
     "percentage to two decimals."),
    ("orcl-fxtxloss23", "orcl", 80, "lookup", "249", "USD", M, None, False,
     ["accounting_policy", "prose", "three_years_in_sentence"],
     "What were Oracle's net foreign exchange transaction losses, included in non-operating expenses, for fiscal "
     "2023 (year ended May 31, 2023)? Answer in millions of dollars."),
    # ------------------------------------------------------------------ Pfizer 2022
    ("pfe-valnevastake22", "pfe", 71, "lookup", "6.9", "%", 1, None, False,
     ["licensing_note", "prose"],
     "What equity stake in Valneva did Pfizer hold at the end of 2022?"),
    ("pfe-contconschg22", "pfe", 103, "change", "645 - 697", "USD", M, None, False,
     ["commitments_note", "prose", "change", "derived", "sign"],
     "How did the estimated fair value of Pfizer's contingent consideration for acquisitions change from "
     "December 31, 2021 to December 31, 2022? Answer in millions of dollars, negative for a decrease."),
    ("pfe-biohavengw22", "pfe", 67, "lookup", "797", "USD", M, None, False,
     ["acquisitions_note", "prose"],
     "How much goodwill did Pfizer provisionally record for its October 2022 acquisition of Biohaven? Answer in "
     "millions of dollars."),
    # ------------------------------------------------------------------ PG&E 2022
    ("pcg-thirdpartyrenew22", "pcg", 30, "lookup", "38", "%", 1, None, False,
     ["business_section", "table", "look_alike_rows", "column_group"],
     "What percent of the PG&E Utility's 2022 customer retail sales came from renewable resources bought under "
     "third-party purchase agreements?"),
    ("pcg-equnitshares22", "pcg", 238, "lookup", "9.5238", "shares", 1, None, False,
     ["exhibit", "table", "per_contract"],
     "Under the description of PG&E Corporation's Equity Units filed with the 2022 10-K, how many common shares "
     "would be delivered per purchase contract if the applicable market value were $10.50?"),
    ("pcg-2022bterm22", "pcg", 73, "derived", "125 + 400", "USD", M, None, False,
     ["mda_prose", "sum", "derived"],
     "PG&E's Utility signed the 2022B term loan credit agreement in April 2022. What was the combined principal "
     "of its 364-day and two-year tranches? Answer in millions of dollars."),
    # ------------------------------------------------------------------ Salesforce FY2023
    ("crm-leaddirfee24", "crm", 106, "lookup", "150,000", "USD", 1, None, False,
     ["exhibit", "table", "plain_dollars"],
     "Under Salesforce's Fiscal 2024 Non-Employee Director Compensation Policy, what annual cash fee goes to the "
     "Lead Independent Director?"),
    ("crm-top2stratinv23", "crm", 67, "lookup", "16", "%", 1, None, False,
     ["accounting_policy", "prose", "two_years_in_sentence"],
     "At January 31, 2023, Salesforce had two privately held strategic investments each worth more than five "
     "percent of the portfolio. Together they made up what percent of the strategic investment portfolio?"),
    # ------------------------------------------------------------------ Verizon 2022
    ("vz-netequippct22", "vz", 19, "lookup", "77.2", "%", 1, None, False,
     ["properties", "table", "column_group"],
     "What share of Verizon's gross investment in property, plant and equipment was network equipment at "
     "December 31, 2022?"),
    ("vz-newcustdpppct22", "vz", 84, "ratio", "3,689 / 25,709", "%", 1, 2, False,
     ["note_table", "percent_of", "derived", "column_group"],
     "Of Verizon's device payment plan agreement receivables at amortized cost on December 31, 2022, what "
     "percentage were from new customers? Two decimal places, please."),
    ("vz-unionpct22", "vz", 16, "lookup", "22.5", "%", 1, None, False,
     ["risk_factors", "prose", "synonym"],
     "About what proportion of Verizon's workforce was represented by the CWA or the IBEW at the end of 2022?"),
]

# One label per operand of `raw`, in order: the operand must share a pdfplumber layout line with its label.
ANCHORS = {
    "aes-clesacust21": ["CLESA"],
    "aes-redeemchg21": ["Total redeemable stock of subsidiaries", "Total redeemable stock of subsidiaries"],
    "aes-fluencecv21": ["Fluence"],
    "axp-consimpaired22": ["Consumer"],
    "axp-sbloanchg22": ["Small Business", "Small Business"],
    "axp-seriesdcv22": ["Carrying value"],
    "apple-var22": ["maximum one-day loss in fair value of"],
    "apple-buybackauthpct22": ["Program authorization from", "Program authorization from",
                               "Program authorization from"],
    "bxp-fountaindist15": ["Distributions"],
    "bxp-patriotsrev14": ["Patriots Park"],
    "bxp-lpunitsop15": ["exchange for OP Units"],
    "ebay-fxnondesigsens22": ["Not designated for hedge accounting"],
    "ebay-swamort22": ["Amortization of previously capitalized amounts was"],
    "fdx-jetfuelchg23": ["2023", "2022"],
    "fdx-guaricpay23": ["Intercompany Payable"],
    "fdx-intransitca23": ["Gross contract assets related to in-transit shipments totaled"],
    "fl-wssgwpct22": ["Goodwill", "Total purchase price"],
    "fl-treasretired22": ["We retired"],
    "intc-vlsidel20": ["VLSI is seeking damages of approximately"],
    "intc-dcmatchchg20": ["We expensed", "in 2019"],
    "intc-unisoc20": ["Beijing Unisoc Technology"],
    "mcd-opmarginoutlook23": ["operating margin percent to be about"],
    "mcd-bordenyears22": ["Mr. Borden has served the Company for"],
    "orcl-rdheadpct23": ["Research and development", "we employed approximately"],
    "orcl-fxtxloss23": ["in fiscal 2023"],
    "pfe-valnevastake22": ["equity stake of Valneva"],
    "pfe-contconschg22": ["contingent consideration as of December 31, 2022 is",
                          "December 31, 2021 was"],
    "pfe-biohavengw22": ["of Goodwill"],
    "pcg-thirdpartyrenew22": ["Renewable (3)"],
    "pcg-equnitshares22": ["$10.50"],
    "pcg-2022bterm22": ["364-Day 2022B Tranche Loans", "2-Year 2022B Tranche Loans"],
    "crm-leaddirfee24": ["Lead Independent Director"],
    "crm-top2stratinv23": ["percent of the portfolio in"],
    "vz-netequippct22": ["Network equipment"],
    "vz-newcustdpppct22": ["New customers", "Total"],
    "vz-unionpct22": ["of our workforce is represented by the Communications Workers"],
}

# the scale word the evidence page prints for a scaled gold
SCALE_TEXT = {1e9: r"billion", 1e6: r"million", 1e3: r"thousand"}

# (id suffix, filing key, entity regex (searched in the whole filing and in bench/corpus), question, reason)
NONE = [
    ("apple-pegatron22", "apple", r"Pegatron",
     "What share of Apple's iPhone final assembly did Pegatron handle in fiscal 2022 (year ended September 24, "
     "2022)?",
     "Apple's fiscal 2022 10-K does not name Pegatron and gives no split of assembly among its outsourcing "
     "partners."),
    ("fl-yeezy22", "fl", r"Yeezy",
     "How much did Yeezy products contribute to Foot Locker's fiscal 2022 sales? Answer in millions of dollars.",
     "Foot Locker's fiscal 2022 10-K does not name Yeezy; it reports purchases only for Nike and its top five "
     "suppliers combined."),
    ("mcd-goldenstate22", "mcd", r"Golden State Foods",
     "How much did McDonald's and its U.S. restaurants buy from supplier Golden State Foods in 2022? Answer in "
     "millions of dollars.",
     "McDonald's 2022 10-K does not name Golden State Foods and reports no purchases by supplier."),
    ("crm-databricks23", "crm", r"Databricks",
     "What was the carrying value of Salesforce's strategic investment in Databricks at January 31, 2023? "
     "Answer in millions of dollars.",
     "Salesforce's fiscal 2023 10-K does not name Databricks or any individual privately held strategic "
     "investment."),
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
        m = re.match(r"ff24-(none-)?([a-z]+)-", r["id"])
        return (keys.index(m.group(2)), bool(m.group(1)))
    return sorted(recs, key=k)


UNANSWERABLE = {f"{PREFIX}none-{sfx}": (key, entity) for sfx, key, entity, _t, _r in NONE}


if __name__ == "__main__":
    recs = ordered(records())
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} questions")
