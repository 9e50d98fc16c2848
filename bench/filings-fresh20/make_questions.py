#!/usr/bin/env python3
"""Write bench/filings-fresh20/questions.jsonl from the data below.

    /work/main/.venv/bin/python bench/filings-fresh20/make_questions.py

Every gold `value` is computed here from its `raw` string (the printed figure, parentheses negative, or a
formula over printed figures, x100 for computed percentages); nothing is typed twice. Pages are 1-based PDF
page indexes, exactly as `pdftotext -f P -l P` counts them (not the folio printed on the page).

ANCHORS (not written to the jsonl) give, for every answerable question, the row label that check.py must find
on the same `pdftotext -layout` line as each printed operand, so a figure cannot pass by sitting elsewhere on
the page.
"""
import json
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = "filings-fresh20"
PREFIX = "ff20-"
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
    ("aes-irderivliab20", "aes", 156, "lookup", "506", "USD", 1e6, None, False,
     ["note_table", "hierarchical_header", "fiscal_year_end_column"],
     "In AES's table of derivative fair values, what were the interest rate derivative liabilities designated as "
     "hedging instruments at December 31, 2020? USD millions."),
    ("aes-ventanasloss21", "aes", 154, "lookup", "649", "USD", 1e6, None, False,
     ["note_table", "line_item_name", "hierarchical_header"],
     "AES nonrecurring fair value measurements for the year ended December 31, 2021: what pre-tax loss did the "
     "company record on the Ventanas 3 & 4 long-lived assets? Answer in millions of dollars."),
    ("aes-eurasiaadjom21v19", "aes", 100, "change", "162 - 148", "USD", 1e6, None, False,
     ["derived", "segment", "period_column"],
     "By how many million dollars did the Adjusted Operating Margin (non-GAAP) of AES's Eurasia SBU in 2021 exceed "
     "its 2019 level?"),
    # ---------------------------------------------------------------- American Express (2022)
    ("axp-icsspend21", "axp", 62, "lookup", "16,689", "USD", 1, None, False,
     ["per_unit", "segment", "period_column"],
     "American Express ICS segment (International Card Services), 2021: average spend per proprietary basic "
     "card member, in dollars?"),
    ("axp-sbloans6089-22", "axp", 109, "lookup", "49", "USD", 1e6, None, False,
     ["note_table", "hierarchical_header", "entity"],
     "amex aging table, Dec 31 2022: small business Card Member LOANS that were 60-89 days past due - amount in "
     "$ millions?"),
    ("axp-consumer90plus22", "axp", 109, "ratio", "383 / 84,964", "%", 1, 2, False,
     ["derived", "note_table", "hierarchical_header"],
     "Based on the aging of Card Member loans, what percentage of American Express's consumer Card Member loans "
     "was 90 or more days past due at December 31, 2022? Please give two decimals."),
    # ---------------------------------------------------------------- Boston Properties (2015, USD thousands)
    ("bxp-w55rent15", "bxp", 63, "lookup", "64,539", "USD", 1e3, None, False,
     ["hierarchical_header", "period_column", "scale_instruction"],
     "Boston Properties lists the properties it placed in service in 2014-2015. How much rental revenue did 250 "
     "West 55th Street generate in 2015? Answer in thousands of dollars."),
    ("bxp-classaleased15", "bxp", 37, "lookup", "91.6", "%", 1, None, False,
     ["line_item_name", "fiscal_year_end_column"],
     "What was the leased percentage of Boston Properties' Class A office properties taken together (the "
     "subtotal in Item 2, Properties) as of December 31, 2015?"),
    ("bxp-debtextloss14", "bxp", 60, "lookup", "10,633", "USD", 1e3, None, False,
     ["entity", "mda_table", "period_column"],
     "Could you tell me the losses from early extinguishments of debt that Boston Properties, Inc. reported for "
     "2014? In thousands, please."),
    # ---------------------------------------------------------------- eBay (2022)
    ("ebay-stubhubdisc20", "ebay", 75, "lookup", "2,930", "USD", 1e6, None, False,
     ["note_table", "entity", "period_column"],
     "How much income from discontinued operations, net of income taxes, did eBay attribute to StubHub for 2020? "
     "USD millions."),
    ("ebay-afs2to3yr22", "ebay", 82, "lookup", "357", "USD", 1e6, None, False,
     ["debt_maturity", "note_table", "line_item_name"],
     "eBay's available-for-sale debt securities by contractual maturity at December 31, 2022: what estimated fair "
     "value falls in the two-years-through-three-years bucket? $ in millions"),
    ("ebay-eqinvchg22", "ebay", 82, "change", "(3,377 - 7,984) / 7,984", "%", 1, 1, False,
     ["derived", "sign", "fiscal_year_end_column"],
     "By what percentage did eBay's total equity investments change from December 31, 2021 to December 31, 2022? "
     "Report a decline as a negative number, to one decimal place."),
    # ---------------------------------------------------------------- FedEx (FY ended May 31, 2023)
    ("fdx-intldiscrate23", "fdx", 69, "lookup", "4.21", "%", 1, None, False,
     ["hierarchical_header", "entity", "period_column"],
     "For FedEx's international pension plans, what discount rate was used to determine the benefit obligation "
     "for fiscal 2023 (measured at May 31, 2023)?"),
    ("fdx-maintchg23", "fdx", 56, "change", "3,357 - 3,372", "USD", 1e6, None, False,
     ["derived", "sign", "mda_table"],
     "FedEx's operating expense table shows the change in maintenance and repairs only as a rounded percentage. "
     "What was the dollar change from fiscal 2022 to fiscal 2023 (FY ended May 31, 2023)? Millions; negative if "
     "it went down."),
    # ---------------------------------------------------------------- Foot Locker (FY2022, ended Jan 28, 2023)
    ("fl-corpexp22", "fl", 27, "lookup", "151", "USD", 1e6, None, False,
     ["mda_table", "period_column", "line_item_name"],
     "foot locker corporate expense fiscal 2022 (year ended jan 28 2023), millions of dollars"),
    ("fl-stockplanshares21", "fl", 38, "lookup", "353", "shares", 1e3, None, False,
     ["count", "hierarchical_header", "scale_instruction"],
     "How many shares of common stock did Foot Locker issue under director and stock plans during fiscal 2021 "
     "(the year ended January 29, 2022)? Answer in thousands of shares."),
    ("fl-restrictedcash23", "fl", 42, "derived", "13 + 33", "USD", 1e6, None, False,
     ["derived", "note_table", "fiscal_year_end_column"],
     "What was Foot Locker's total restricted cash, adding the part in other current assets and the part in "
     "other non-current assets, at January 28, 2023? In millions of dollars."),
    # ---------------------------------------------------------------- Intel (2020, ended Dec 26, 2020)
    ("intc-mga20", "intc", 39, "lookup", "6,180", "USD", 1e6, None, False,
     ["mda_table", "period_column", "line_item_name"],
     "Intel's marketing, general and administrative expense for the year ended December 26, 2020 - please "
     "answer in millions of dollars."),
    ("intc-buybackshares20", "intc", 80, "lookup", "275", "shares", 1e6, None, True,
     ["count", "hierarchical_header", "sign"],
     "Intel bought back stock in 2020. Per the number-of-shares column of its stockholders' equity statement, how "
     "many shares did it repurchase that year? Answer in millions of shares."),
    ("intc-etr18", "intc", 39, "ratio", "2,264 / 23,317", "%", 1, 1, False,
     ["derived", "mda_table", "period_column"],
     "Intel 2018: effective tax rate computed as provision for taxes over income before taxes, in percent, "
     "rounded to 1 decimal?"),
    # ---------------------------------------------------------------- McDonald's (2022)
    ("mcd-cfhedgegain21", "mcd", 37, "lookup", "57.6", "USD", 1e6, None, False,
     ["hierarchical_header", "line_item_name", "period_column"],
     "In McDonald's consolidated statement of comprehensive income, what gain on cash flow hedges was recognized "
     "in AOCI during 2021 (before reclassifications)? Answer in millions of dollars."),
    ("mcd-compincome20", "mcd", 37, "lookup", "4,626.4", "USD", 1e6, None, False,
     ["period_column", "line_item_name", "scale_instruction"],
     "McDonald's total comprehensive income for the year 2020 - how much was it, in $ millions?"),
    # ---------------------------------------------------------------- Oracle (FY ended May 31, 2023)
    ("orcl-proformarev22", "orcl", 83, "lookup", "48,218", "USD", 1e6, None, False,
     ["note_table", "definition_given", "period_column"],
     "Had Cerner been acquired at the start of fiscal 2022, what would Oracle's unaudited pro forma total revenues "
     "have been for fiscal 2022 (year ended May 31, 2022)? In USD millions."),
    ("orcl-rsugrantfv22", "orcl", 96, "lookup", "85.07", "USD", 1, None, False,
     ["per_share", "hierarchical_header", "period_column"],
     "Oracle granted restricted stock-based awards in fiscal 2022 (year ended May 31, 2022). At what "
     "weighted-average fair value per share, measured on the grant date, were they granted?"),
    ("orcl-proformani23", "orcl", 83, "change", "(8,456 - 4,988) / 4,988", "%", 1, 1, False,
     ["derived", "note_table", "definition_given"],
     "Using Oracle's unaudited pro forma results (Cerner treated as acquired at the beginning of fiscal 2022), by "
     "what percentage did pro forma net income rise from fiscal 2022 to fiscal 2023? One decimal."),
    # ---------------------------------------------------------------- Pfizer (2022)
    ("pfe-restruct21", "pfe", 41, "lookup", "802", "USD", 1e6, None, False,
     ["mda_table", "line_item_name", "period_column"],
     "Pfizer restructuring charges and certain acquisition-related costs, 2021 -- millions of USD?"),
    ("pfe-discrev20", "pfe", 69, "lookup", "7,572", "USD", 1e6, None, False,
     ["note_table", "entity", "period_column"],
     "What revenues are shown for Pfizer's discontinued operations in 2020 in the table of components of "
     "discontinued operations? Give the amount in millions."),
    ("pfe-discetr20", "pfe", 69, "ratio", "349 / 2,879", "%", 1, 1, False,
     ["derived", "note_table", "line_item_name"],
     "For 2020, divide the provision for taxes on income from Pfizer's discontinued operations by the pre-tax "
     "income from discontinued operations (leave out the gain/loss on sale lines). What rate is that, in percent "
     "to one decimal?"),
    # ---------------------------------------------------------------- PG&E (2022)
    ("pcg-corpinterestpaid21", "pcg", 103, "lookup", "1,404", "USD", 1e6, None, True,
     ["entity", "line_item_name", "sign"],
     "Per PG&E Corporation's consolidated statement of cash flows (rather than the Utility's), how much cash was "
     "paid for interest, net of amounts capitalized, in 2021? USD millions"),
    ("pcg-utilfinancing22", "pcg", 110, "lookup", "6,879", "USD", 1e6, None, False,
     ["entity", "period_column", "line_item_name"],
     "On the Utility's own cash flow statement (Pacific Gas and Electric Company, not the PG&E Corporation "
     "consolidated one), what was net cash provided by financing activities in 2022? Give $ millions."),
    ("pcg-utildividends22", "pcg", 110, "derived", "1,275 + 70", "USD", 1e6, None, True,
     ["derived", "entity", "sign"],
     "Add up the common stock dividends and the preferred stock dividends that Pacific Gas and Electric Company "
     "(the PG&E Utility) paid in 2022, per its statement of cash flows. Total in $ millions?"),
    # ---------------------------------------------------------------- Salesforce (FY ended Jan 31, 2023)
    ("crm-stratgains22", "crm", 49, "lookup", "1,211", "USD", 1e6, None, False,
     ["mda_table", "period_column", "line_item_name"],
     "Salesforce: gains (losses) on strategic investments, net, for fiscal 2022 (year ended January 31, 2022), in "
     "millions?"),
    ("crm-bizcomboshares22", "crm", 63, "lookup", "46", "shares", 1e6, None, False,
     ["count", "hierarchical_header", "period_column"],
     "How many shares of common stock did Salesforce issue in connection with business combinations during "
     "fiscal 2022 (ended January 31, 2022)? Answer in millions of shares."),
    ("crm-netflows22", "crm", 50, "derived", "6,000 - 14,536 + 7,838", "USD", 1e6, None, False,
     ["derived", "sign", "mda_table"],
     "Add Salesforce's operating, investing and financing cash flows for fiscal 2022 (year ended January 31, "
     "2022) as shown in the MD&A cash flow table. What net amount results, in millions? Use a negative number "
     "for a net outflow."),
    # ---------------------------------------------------------------- Verizon (2022)
    ("vz-treasuryacq21", "vz", 58, "lookup", "57,597", "shares", 1e3, None, False,
     ["count", "hierarchical_header", "scale_instruction"],
     "Verizon's statement of changes in equity shows treasury shares used for acquisitions (Note 3) in 2021. How "
     "many shares was that? Give the number in thousands of shares."),
    ("vz-wirelesslic21", "vz", 72, "lookup", "147,619", "USD", 1e6, None, False,
     ["note_table", "fiscal_year_end_column", "line_item_name"],
     "What carrying amount did Verizon report for its wireless licenses at December 31, 2021? in $ millions"),
]

# answerable id suffix -> row label that must share a pdftotext -layout line with every printed operand
ANCHORS = {
    "aes-irderivliab20": "Interest rate derivatives",
    "aes-ventanasloss21": "Ventanas 3 & 4",
    "aes-eurasiaadjom21v19": "Adjusted Operating Margin",
    "axp-icsspend21": "Average proprietary basic Card Member spending",
    "axp-sbloans6089-22": "Small Business",
    "axp-consumer90plus22": "Consumer",
    "bxp-w55rent15": "250 West 55th Street",
    "bxp-classaleased15": "Subtotal for Class A Office Properties",
    "bxp-debtextloss14": "Losses from early extinguishments of debt",
    "ebay-stubhubdisc20": "StubHub income (loss) from discontinued operations",
    "ebay-afs2to3yr22": "Two years through three years",
    "ebay-eqinvchg22": "Total equity investments",
    "fdx-intldiscrate23": "obligation",
    "fdx-maintchg23": "Maintenance and repairs",
    "fl-corpexp22": "Corporate expense",
    "fl-stockplanshares21": "Issued under director and stock plans",
    "fl-restrictedcash23": "Restricted cash included in other",
    "intc-mga20": "Marketing, general and administrative",
    "intc-buybackshares20": "Repurchase of common stock",
    "intc-etr18": "",
    "mcd-cfhedgegain21": "Gain (loss) recognized in AOCI",
    "mcd-compincome20": "Comprehensive income",
    "orcl-proformarev22": "Total revenues",
    "orcl-rsugrantfv22": "Granted",
    "orcl-proformani23": "Net income",
    "pfe-restruct21": "costs(a)",
    "pfe-discrev20": "Revenues",
    "pfe-discetr20": "",
    "pcg-corpinterestpaid21": "Interest, net of amounts capitalized",
    "pcg-utilfinancing22": "Net cash provided by financing activities",
    "pcg-utildividends22": "dividends paid",
    "crm-stratgains22": "Gains (losses) on strategic investments, net",
    "crm-bizcomboshares22": "Shares issued related to business combinations",
    "crm-netflows22": "",
    "vz-treasuryacq21": "Acquisitions (Note 3)",
    "vz-wirelesslic21": "Wireless licenses",
}
# For computations whose operands sit on different rows, one label per operand (in raw order).
ANCHORS_PER_OPERAND = {
    "crm-netflows22": ["Net cash provided by operating activities", "Net cash used in investing activities",
                       "Net cash provided by (used in) financing activities"],
    "intc-etr18": ["Provision for taxes", "Income before taxes"],
    "pfe-discetr20": ["Provision/(benefit) for taxes on income", "Pre-tax income/(loss) from discontinued operations"],
}

# (id suffix, filing key, question, reason)
NONE = [
    ("apple-germany22", "apple",
     "What were Apple's net sales in Germany in fiscal 2022? Answer in millions of dollars.",
     "Apple's fiscal 2022 10-K never mentions Germany: the word occurs nowhere in the filing. Net sales are "
     "reported by geographic segment (Americas, Europe, Greater China, Japan, Rest of Asia Pacific) and by "
     "country only for the U.S. and China."),
    ("mcd-happymeal22", "mcd",
     "how much did McDonald's make from Happy Meal sales in 2022? USD millions",
     "McDonald's 2022 10-K does not mention the Happy Meal anywhere and gives no sales figure for any individual "
     "menu item; revenues are reported by segment and by company-operated sales versus franchised revenues."),
    ("fdx-shopify23", "fdx",
     "What revenue did FedEx earn from its Shopify relationship in fiscal 2023 (year ended May 31, 2023)? In "
     "millions of dollars.",
     "FedEx's fiscal 2023 10-K does not mention Shopify: the word occurs nowhere in the filing, and revenue is "
     "reported by segment and service, not by customer or partner."),
    ("vz-disney22", "vz",
     "How much revenue did Verizon record from its Disney+ bundles in 2022? Please answer in USD millions.",
     "Verizon's 2022 10-K does not mention Disney (or Disney+) anywhere; revenue is disaggregated by segment and "
     "by service and product type, with no figure for any content partnership."),
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
        m = re.match(r"ff20-(none-)?([a-z]+)-", r["id"])
        return (keys.index(m.group(2)), bool(m.group(1)))
    return sorted(recs, key=k)


if __name__ == "__main__":
    recs = ordered(records())
    with open(os.path.join(HERE, "questions.jsonl"), "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} questions")
