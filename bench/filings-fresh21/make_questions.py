#!/usr/bin/env python3
"""Write bench/filings-fresh21/questions.jsonl from the data below.

    /work/main/.venv/bin/python bench/filings-fresh21/make_questions.py

Every gold `value` is computed here from its `raw` string (the printed figure, parentheses negative, or a
formula over printed figures, x100 for computed percentages); nothing is typed twice. Pages are 1-based PDF
page indexes, exactly as `pdftotext -f P -l P` counts them (not the folio printed on the page).

ANCHORS (not written to the jsonl) give, for every answerable question, one row label per printed operand;
check.py requires each operand to sit on the same `pdftotext -layout` line as its label, so a figure cannot pass
by appearing elsewhere on the page. SCALE_TEXT names the scale phrase the evidence page prints for each scaled
gold (check.py looks for it on the page).
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = "filings-fresh21"
PREFIX = "ff21-"
NUM = re.compile(r"\d[\d,]*(?:\.\d+)?")

DOC = {
    "apple": "APPLE_2022_10K.pdf", "aes": "AES_2021_10K.pdf", "axp": "AMERICANEXPRESS_2022_10K.pdf",
    "bxp": "BOSTONPROPERTIES_2015_10K.pdf", "ebay": "EBAY_2022_10K.pdf", "fdx": "FEDEX_2023_10K.pdf",
    "fl": "FOOTLOCKER_2023_10K.pdf", "intc": "INTEL_2020_10K.pdf", "mcd": "MCDONALDS_2022_10K.pdf",
    "orcl": "ORACLE_2023_10K.pdf", "pfe": "PFIZER_2022_10K.pdf", "pcg": "PG_E_2022_10K.pdf",
    "crm": "SALESFORCE_2023_10K.pdf", "vz": "VERIZON_2022_10K.pdf",
}

# (id suffix, filing key, page, category, raw, unit, scale, decimals, accept_abs, hard cases, question)
# category: lookup | change | ratio | derived.  unit: USD | % | shares.
Q = [
    # ---------------------------------------------------------------- AES (2021)
    ("aes-usuadjptc21", "aes", 97, "lookup", "660", "USD", 1e6, None, False,
     ["segment", "mda_table", "period_column"],
     "What was the Adjusted PTC of AES's US and Utilities SBU for the year ended December 31, 2021, in millions of "
     "dollars?"),
    ("aes-parentmat26", "aes", 216, "lookup", "1,165", "USD", 1e6, None, False,
     ["debt_maturity", "entity", "note_table"],
     "AES parent company only (Schedule I notes): as of December 31, 2021, how much of the Parent's recourse debt "
     "falls due in 2026? $ millions"),
    ("aes-affilliab21", "aes", 160, "derived", "1,414 + 3,602", "USD", 1e6, None, False,
     ["derived", "hierarchical_header", "entity", "note_table"],
     "aes equity method investees, 50%-or-less owned affiliates summarized balance sheet: total liabilities "
     "(current + noncurrent) at dec 31 2021, in millions"),
    # ---------------------------------------------------------------- American Express (2022)
    ("axp-loanprov22", "axp", 116, "lookup", "1,514", "USD", 1e6, None, False,
     ["note_table", "line_item_name", "period_column"],
     "In the roll-forward of American Express's Card Member loans reserve for credit losses, what provisions were "
     "recorded for 2022? Please answer in millions."),
    ("axp-ust1to5-22", "axp", 119, "lookup", "1,109", "USD", 1e6, None, False,
     ["debt_maturity", "hierarchical_header", "note_table"],
     "At December 31, 2022, how much of American Express's available-for-sale U.S. Government treasury obligations "
     "(estimated fair value) was due after 1 year but within 5 years? USD millions."),
    ("axp-totcapchg22", "axp", 150, "change", "24,926 - 21,506", "USD", 1e6, None, False,
     ["derived", "entity", "hierarchical_header"],
     "By how much did American Express Company's total capital (the dollar amount of Tier 1 plus Tier 2 capital, "
     "not the ratio) increase from December 31, 2021 to December 31, 2022? Give it in millions of dollars."),
    # ---------------------------------------------------------------- Boston Properties (2015, USD thousands)
    ("bxp-tstnci15", "bxp", 70, "lookup", "26,858", "USD", 1e3, None, False,
     ["mda_table", "line_item_name", "scale_instruction"],
     "How much partners' noncontrolling interest in property partnerships did Boston Properties record for Times "
     "Square Tower for the year ended December 31, 2015? Answer in thousands."),
    ("bxp-innovproceeds15", "bxp", 69, "lookup", "199.3", "USD", 1e6, None, False,
     ["scale_in_table", "hierarchical_header", "line_item_name"],
     "Boston Properties sold Innovation Place in December 2015 - what were the cash proceeds from that sale? Give "
     "the answer in millions of dollars."),
    ("bxp-oct14nci15", "bxp", 70, "derived", "21,763 + 3,986 + 9,404", "USD", 1e3, None, False,
     ["derived", "mda_table", "period_column"],
     "Three of Boston Properties' property partnerships were consolidated on October 30, 2014: 601 Lexington "
     "Avenue, 100 Federal Street and Atlantic Wharf Office Building. What partners' noncontrolling interest did the "
     "three record in total for 2015? In thousands of dollars."),
    # ---------------------------------------------------------------- eBay (2022)
    ("ebay-nrdfvdown21", "ebay", 85, "lookup", "170", "USD", 1e6, None, True,
     ["note_table", "sign", "line_item_name"],
     "For eBay's equity investments without readily determinable fair values, how much in downward adjustments "
     "(observable price changes and impairment) reduced their carrying value during 2021? USD millions."),
    ("ebay-fxnondesig21", "ebay", 91, "lookup", "3,159", "USD", 1e6, None, False,
     ["note_table", "fiscal_year_end_column", "line_item_name"],
     "notional amount of eBay foreign exchange contracts NOT designated as hedging instruments, Dec 31 2021, $ "
     "millions"),
    ("ebay-level1share22", "ebay", 93, "ratio", "4,999 / 9,454", "%", 1, 1, False,
     ["derived", "hierarchical_header", "note_table"],
     "Of eBay's total financial assets measured at fair value on a recurring basis at December 31, 2022, what "
     "percentage was measured with Level 1 inputs? Round to one decimal place."),
    # ---------------------------------------------------------------- FedEx (FY ended May 31, 2023)
    ("fdx-treasbuy23", "fdx", 84, "lookup", "1,418", "USD", 1e6, None, True,
     ["hierarchical_header", "sign", "line_item_name"],
     "FedEx repurchased stock in fiscal 2023 (year ended May 31, 2023). In its statement of changes in common "
     "stockholders' investment, what amount did that purchase of treasury stock record in the Treasury Stock column "
     "alone (not the row total)? In millions."),
    ("fdx-intlexpret22", "fdx", 105, "lookup", "2.39", "%", 1, None, False,
     ["hierarchical_header", "entity", "period_column"],
     "Pension assumptions: which expected long-term rate of return on assets did FedEx use for the international "
     "plans in fiscal 2022 (FY ended May 31, 2022)?"),
    ("fdx-uslevel1share22", "fdx", 107, "ratio", "4,595 / 25,970", "%", 1, 1, False,
     ["derived", "hierarchical_header", "fiscal_year_end_column"],
     "Looking at FedEx's U.S. pension plan assets at the 2022 measurement date (May 31, 2022), what percentage of "
     "total U.S. plan assets was valued using Level 1 inputs (quoted prices in active markets)? One decimal, please."),
    # ---------------------------------------------------------------- Foot Locker (FY2022, ended Jan 28, 2023)
    ("fl-atmostrade21", "fl", 49, "lookup", "130", "USD", 1e6, None, False,
     ["note_table", "line_item_name", "entity"],
     "In the final purchase price allocation for Foot Locker's 2021 acquisition of atmos, what fair value was "
     "assigned to tradenames? $ millions"),
    ("fl-debtfv23", "fl", 63, "lookup", "338", "USD", 1e6, None, False,
     ["note_table", "fiscal_year_end_column", "definition_given"],
     "What was the fair value (not the carrying value) of Foot Locker's long-term debt as of January 28, 2023, in "
     "millions of dollars?"),
    ("fl-dtcshare22", "fl", 49, "ratio", "1,528 / 8,747", "%", 1, 1, False,
     ["derived", "note_table", "period_column"],
     "Foot Locker fiscal 2022 (ended Jan 28, 2023): direct-to-customers sales as a percentage of total sales "
     "(licensing revenue excluded)? 1 decimal"),
    # ---------------------------------------------------------------- Intel (2020, ended Dec 26, 2020)
    ("intc-pensionaoci20", "intc", 101, "lookup", "(1,565)", "USD", 1e6, None, False,
     ["hierarchical_header", "note_table", "sign"],
     "What was the balance of the actuarial valuation and other pension expenses component of Intel's accumulated "
     "other comprehensive income (loss) at December 26, 2020? Millions of dollars."),
    ("intc-rsuout20", "intc", 107, "lookup", "82.7", "shares", 1e6, None, False,
     ["count", "note_table", "fiscal_year_end_column"],
     "How many restricted stock units did Intel have outstanding at December 26, 2020? Answer in millions of units."),
    # ---------------------------------------------------------------- McDonald's (2022)
    ("mcd-availsec22", "mcd", 62, "lookup", "21,782,732", "shares", 1, None, False,
     ["count", "hierarchical_header", "definition_given"],
     "Per McDonald's equity compensation plan information as of December 31, 2022, how many securities remained "
     "available for future issuance under plans approved by security holders?"),
    ("mcd-octbuyprice22", "mcd", 26, "lookup", "241.61", "USD", 1, None, False,
     ["per_share", "period_column", "line_item_name"],
     "What average price per share did McDonald's pay for the common stock it repurchased in October 2022?"),
    # ---------------------------------------------------------------- Oracle (FY ended May 31, 2023)
    ("orcl-restruct23", "orcl", 52, "lookup", "490", "USD", 1e6, None, False,
     ["mda_table", "line_item_name", "period_column"],
     "oracle restructuring expenses fy2023 (year ended may 31 2023), $M"),
    ("orcl-optionsout23", "orcl", 97, "lookup", "64", "shares", 1e6, None, False,
     ["count", "note_table", "fiscal_year_end_column"],
     "How many stock options were outstanding at Oracle as of May 31, 2023 (service-based and performance-based "
     "options together, including those assumed in acquisitions)? Answer in millions of shares."),
    ("orcl-mmfchg23", "orcl", 84, "change", "(1,694 - 12,842) / 12,842", "%", 1, 1, False,
     ["derived", "sign", "hierarchical_header"],
     "Oracle's money market funds measured at fair value fell sharply during fiscal 2023. What was the percentage "
     "change from May 31, 2022 to May 31, 2023? One decimal, negative for a decrease."),
    # ---------------------------------------------------------------- Pfizer (2022)
    ("pfe-utbsettle22", "pfe", 78, "lookup", "842", "USD", 1e6, None, False,
     ["tax_note", "line_item_name", "period_column"],
     "In Pfizer's reconciliation of gross unrecognized tax benefits, what decrease based on settlements for a prior "
     "period was recorded in 2022? Answer in millions."),
    ("pfe-derivaoci22", "pfe", 79, "lookup", "(412)", "USD", 1e6, None, False,
     ["hierarchical_header", "note_table", "sign"],
     "Could you give me the accumulated other comprehensive loss balance attributable to net unrealized gains/(losses) "
     "on derivative financial instruments at Pfizer as of December 31, 2022? In millions of dollars."),
    ("pfe-stinvchg22", "pfe", 80, "change", "(20,331 - 27,379) / 27,379", "%", 1, 2, False,
     ["derived", "sign", "note_table"],
     "By what percent did Pfizer's total short-term investments measured at fair value on a recurring basis change "
     "between December 31, 2021 and December 31, 2022? Round to two decimals; a decline is negative."),
    # ---------------------------------------------------------------- PG&E (2022)
    ("pcg-lease24", "pcg", 124, "lookup", "150", "USD", 1e6, None, False,
     ["lease_table", "entity", "period_column"],
     "PG&E 2022 10-K lease note: the Utility's future expected operating lease payments falling due in 2024 (as of "
     "year-end 2022), in millions?"),
    ("pcg-grcreq25", "pcg", 80, "lookup", "17.18", "USD", 1e9, None, False,
     ["scale_in_table", "period_column", "entity"],
     "In its 2023 General Rate Case, what revenue requirement did PG&E's Utility request for the year 2025? Answer "
     "in billions of dollars."),
    ("pcg-distfacchg22", "pcg", 116, "change", "41,061 - 37,723", "USD", 1e6, None, False,
     ["derived", "note_table", "fiscal_year_end_column"],
     "How much did the gross balance of the Utility's (PG&E) electricity distribution facilities grow from December "
     "31, 2021 to December 31, 2022? Millions USD."),
    # ---------------------------------------------------------------- Salesforce (FY ended Jan 31, 2023)
    ("crm-custrelnet23", "crm", 83, "lookup", "4,529", "USD", 1e6, None, False,
     ["hierarchical_header", "note_table", "fiscal_year_end_column"],
     "What was the net carrying amount of the customer relationships intangible assets Salesforce had acquired "
     "through business combinations, as of January 31, 2023? In millions."),
    ("crm-taxpaid22", "crm", 65, "lookup", "196", "USD", 1e6, None, False,
     ["period_column", "line_item_name", "scale_instruction"],
     "salesforce cash paid for income taxes net of tax refunds in fiscal 2022 (FY ended Jan 31 2022), in $ millions"),
    # ---------------------------------------------------------------- Verizon (2022)
    ("vz-tracfonegw21", "vz", 71, "lookup", "3,823", "USD", 1e6, None, False,
     ["hierarchical_header", "note_table", "entity"],
     "After measurement period adjustments, what goodwill did Verizon recognize in the purchase price allocation "
     "for TracFone (acquired November 23, 2021)? Answer in millions of dollars."),
    ("vz-finlease22", "vz", 75, "lookup", "1,732", "USD", 1e6, None, False,
     ["lease_table", "fiscal_year_end_column", "line_item_name"],
     "Total finance lease liabilities reported by Verizon at December 31, 2022 - in millions?"),
    ("vz-devicerecchg22", "vz", 83, "change", "(24,828 - 20,186) / 20,186", "%", 1, 1, False,
     ["derived", "note_table", "fiscal_year_end_column"],
     "How much did Verizon's device payment plan agreement recievables, net, grow in percentage terms from Dec 31, "
     "2021 to Dec 31, 2022? One decimal."),
]

# id suffix -> one row label per operand of `raw` (same -layout line as the figure)
ANCHORS = {
    "aes-usuadjptc21": ["Adjusted PTC"],
    "aes-parentmat26": ["2026"],
    "aes-affilliab21": ["Current liabilities", "Noncurrent liabilities"],
    "axp-loanprov22": ["Provisions"],
    "axp-ust1to5-22": ["U.S. Government treasury obligations"],
    "axp-totcapchg22": ["American Express Company", "American Express Company"],
    "bxp-tstnci15": ["Times Square Tower"],
    "bxp-innovproceeds15": ["Innovation Place"],
    "bxp-oct14nci15": ["601 Lexington Avenue", "100 Federal Street", "Atlantic Wharf Office Building"],
    "ebay-nrdfvdown21": ["Downward adjustments for observable price changes"],
    "ebay-fxnondesig21": ["not designated as hedging instruments"],
    "ebay-level1share22": ["Total financial assets", "Total financial assets"],
    "fdx-treasbuy23": ["Purchase of treasury stock"],
    "fdx-intlexpret22": ["Expected long-term rate of return on assets"],
    "fdx-uslevel1share22": ["Total U.S. plan assets", "Total U.S. plan assets"],
    "fl-atmostrade21": ["Tradenames"],
    "fl-debtfv23": ["Fair value"],
    "fl-dtcshare22": ["Direct-to-customers", "Total sales"],
    "intc-pensionaoci20": ["December 26, 2020"],
    "intc-rsuout20": ["December 26, 2020"],
    "mcd-availsec22": ["approved by security holders"],
    "mcd-octbuyprice22": ["October 1-31, 2022"],
    "orcl-restruct23": ["Restructuring expenses"],
    "orcl-optionsout23": ["Balance, May 31, 2023"],
    "orcl-mmfchg23": ["Money market funds", "Money market funds", "Money market funds"],
    "pfe-utbsettle22": ["settlements for a prior period"],
    "pfe-derivaoci22": ["Balance, December 31, 2022"],
    "pfe-stinvchg22": ["Total short-term investments"] * 3,
    "pcg-lease24": ["2024"],
    "pcg-grcreq25": ["Requested revenue requirement"],
    "pcg-distfacchg22": ["Electricity distribution facilities"] * 2,
    "crm-custrelnet23": ["Customer relationships"],
    "crm-taxpaid22": ["Income taxes, net of tax refunds"],
    "vz-tracfonegw21": ["Goodwill"],
    "vz-finlease22": ["Total Finance lease liabilities"],
    "vz-devicerecchg22": ["Device payment plan agreement receivables, net"] * 3,
}

# scale of a scaled gold -> phrase the evidence page prints (case-insensitive regex)
SCALE_TEXT = {1e9: r"in billions", 1e6: r"millions", 1e3: r"thousands"}

NONE = [
    ("apple-google22", "apple",
     "How much did Apple receive from Google in fiscal 2022 for making Google the default search engine? Answer in "
     "millions of dollars.",
     "Apple's fiscal 2022 10-K never mentions Google: the name occurs nowhere in the filing, and Services net sales "
     "are reported only as one total, with no figure for any licensing partner."),
    ("intc-tesla20", "intc",
     "What revenue did Intel (including Mobileye) record from Tesla in 2020? Answer in millions of dollars.",
     "Intel's 2020 10-K does not mention Tesla anywhere; revenue is reported by operating segment and by the "
     "country of the customer's billing address, and the only customers named with revenue shares are Dell, Lenovo "
     "and HP."),
    ("mcd-krispykreme22", "mcd",
     "How much did McDonald's U.S. restaurants make selling Krispy Kreme doughnuts in 2022? $M",
     "McDonald's 2022 10-K does not mention Krispy Kreme (or doughnuts) anywhere and gives no sales figure for any "
     "individual menu item or partner product."),
    ("orcl-zoom23", "orcl",
     "How much cloud revenue did Oracle earn from Zoom Video Communications in fiscal 2023 (year ended May 31, "
     "2023)? In USD millions.",
     "Oracle's fiscal 2023 10-K does not mention Zoom anywhere; revenues are disaggregated by business, by cloud "
     "services and license support versus other offerings, and by geography, never by customer."),
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
    for sfx, key, page, cat, raw, unit, scale, dec, absok, hc, text in Q:
        value = evaluate(raw, unit == "%" and cat != "lookup")
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
        m = re.match(r"ff21-(none-)?([a-z]+)-", r["id"])
        return (keys.index(m.group(2)), bool(m.group(1)))
    return sorted(recs, key=k)


if __name__ == "__main__":
    recs = ordered(records())
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} questions")
