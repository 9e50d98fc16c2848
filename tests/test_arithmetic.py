"""Arithmetic over named cells: shares of a total and percent changes from a negative base.

Real reportlab PDFs -> real extraction -> a real Catalog; questions go through ask() (the
arithmetic planner is one of its hooks) and through arithmetic.share directly; verify recomputes
each formula from the cited cells.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask, index_for
from tabsql.query_router.readers import arithmetic
from tabsql.query_router.analyze import analyze
from tabsql.plan import pct_change
from tabsql.verify import check, evaluate
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


def build_reports(d: Path) -> Path:
    build_pdf(d / "fees.pdf", [
        Heading("Annual report (extract)"),
        Grid([["", "2019", "2018", "2017"], ["Audit fees", "1,092", "1,050", "990"],
              ["Non-audit fees", "598", "470", "420"], ["Total fees paid to auditor", "1,690", "1,520", "1,410"]],
             style="booktabs"),
        Note("Fees paid to the auditor were as follows."),
    ])
    build_pdf(d / "cash.pdf", [
        Heading("Annual report (extract)"),
        Grid([["", "2019", "2018"], ["Net cash used in investing activities", "(97,727)", "(20,876)"],
              ["Net income (loss)", "800", "(1,200)"], ["Dividends paid", "(5,000)", "(4,000)"]],
             style="booktabs"),
        Note("Cash flows were as follows."),
    ])
    build_pdf(d / "obligations.pdf", [
        Heading("Contractual obligations"),
        Grid([["", "Total", "Less than 1 year", "1-3 years", "More than 5 years"],
              ["Operating leases", "98,389", "20,114", "40,210", "11,825"],
              ["Purchase obligations", "424,561", "300,000", "87,886", "36,675"]], style="grid"),
        Note("Payments due by period."),
    ])
    build_pdf(d / "shares.pdf", [
        Heading("Restricted stock"),
        Grid([["", "Shares", "Fair value"],
              ["Non-vested at December 31, 2018", "1,187,586", "10.12"], ["Granted", "473,550", "12.40"],
              ["Vested", "(365,223)", "9.80"], ["Forfeited", "(12,632)", "10.50"],
              ["Non-vested at December 31, 2019", "1,283,281", "11.02"]], style="booktabs"),
        Note("Non-vested share activity for 2019."),
    ])
    build_pdf(d / "segments.pdf", [
        Heading("Net sales by segment"),
        Grid([["", "2018", "2017"], ["Retail", "3,287.0", "3,100.5"], ["Wholesale", "2,753.0", "2,600.0"],
              ["Online", "1,898.3", "1,500.2"], ["Total net sales", "7,938.3", "7,200.7"]], style="booktabs"),
        Note("Net sales by reporting segment."),
    ])
    return d


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = build_reports(tmp_path_factory.mktemp("arithmetic"))
    with ingested(d, "ar.duckdb") as cat:
        yield cat


def _ask(catalog, question: str, doc: str):
    return ask(catalog, question, documents=[doc])


def test_share_of_a_total_in_percent(catalog):
    a = _ask(catalog, "What percentage of the total fees paid to auditor is made up of non-audit fees in 2018?", "fees.pdf")
    assert a.status == "answered" and a.verified
    assert float(a.value) == pytest.approx(470 / 1520 * 100)
    assert a.unit == "%" and "30.92%" in a.answer
    assert sorted(c.text for c in a.citations) == ["1,520", "470"]
    # "non-audit" is not named by "Audit fees": the compound's every part must be printed
    idx = index_for(catalog, None, ["fees.pdf"])
    p = arithmetic.share(analyze("What is the percentage of non-audit fees in the total fees paid to auditor in 2019?"), idx)
    assert p is not None and p.status == "answered" and p.value == pytest.approx(598 / 1690 * 100)


def test_part_expressed_as_a_percentage_of_the_whole(catalog):
    a = _ask(catalog, "What is Audit fees for 2018 expressed as a percentage of Total fees paid to auditor for 2018?",
             "fees.pdf")
    assert a.status == "answered" and a.verified
    assert float(a.value) == pytest.approx(1050 / 1520 * 100)


def test_share_read_within_one_row_by_its_columns(catalog):
    a = _ask(catalog, "What is the percentage of the operating leases of more than 5 years in the total operating leases?",
             "obligations.pdf")
    assert a.status == "answered" and a.verified
    assert float(a.value) == pytest.approx(11825 / 98389 * 100)


def test_a_deduction_is_a_part_by_its_size(catalog):
    q = "What is the percentage of non-vested shares vested in 2019 as a percentage of the total non-vested shares at December 31, 2019?"
    a = _ask(catalog, q, "shares.pdf")
    assert a.status == "answered" and a.verified
    assert float(a.value) == pytest.approx(365223 / 1283281 * 100)
    assert sorted(c.text for c in a.citations) == ["(365,223)", "1,283,281"]


def test_a_share_of_named_items_summed_within_the_total(catalog):
    q = "What is the proportion (in percentage) of the sum of Retail and Wholesale net sales over total net sales in 2018?"
    a = _ask(catalog, q, "segments.pdf")
    assert a.status == "answered" and a.verified
    assert float(a.value) == pytest.approx((3287.0 + 2753.0) / 7938.3 * 100)
    assert sorted(c.text for c in a.citations) == ["2,753.0", "3,287.0", "7,938.3"]
    # an item the table does not hold leaves the sum unread
    a = _ask(catalog, "What is the proportion (in percentage) of the sum of Retail and Catalog net sales over "
                      "total net sales in 2018?", "segments.pdf")
    assert a.status != "answered"


def test_a_ratio_asked_without_percent_stays_a_fraction(catalog):
    idx = index_for(catalog, None, ["fees.pdf"])
    p = arithmetic.share(analyze("What is the proportion of non-audit fees over total fees paid to auditor in 2017?"), idx)
    assert p is not None and p.status == "answered" and p.unit is None
    assert p.value == pytest.approx(420 / 1410)


def test_a_part_no_label_names_is_refused(catalog):
    a = _ask(catalog, "What is the percentage of consulting fees in the total fees paid to auditor in 2019?", "fees.pdf")
    assert a.status != "answered"
    idx = index_for(catalog, None, ["fees.pdf"])
    p = arithmetic.share(analyze("What is the percentage of consulting fees in the total fees paid to auditor in 2019?"), idx)
    assert p is not None and p.status != "answered"


def test_percent_change_from_a_negative_base(catalog):
    a = _ask(catalog, "What is the percentage change in Net cash used in investing activities between 2018 and 2019?",
             "cash.pdf")
    assert a.status == "answered" and a.verified
    assert float(a.value) == pytest.approx((-97727 - -20876) / -20876 * 100)
    a = _ask(catalog, "What was the percentage change in dividends paid from 2018 to 2019?", "cash.pdf")
    assert a.status == "answered" and float(a.value) == pytest.approx(25.0)


def test_percent_change_across_a_change_of_sign_is_refused(catalog):
    a = _ask(catalog, "What was the percentage change in net income (loss) between 2018 and 2019?", "cash.pdf")
    assert a.status != "answered"


def _means(catalog, question: str, doc: str):
    """arithmetic.mean_difference over one document, with its verification (ask() also lets the
    open-domain review veto it; that hook is not this module's)."""
    p = arithmetic.mean_difference(analyze(question), index_for(catalog, None, [doc]))
    return p, (check(p, f"{p.value}.", None, False) if p is not None and p.status == "answered" else None)


def test_difference_of_two_averages(catalog):
    p, ver = _means(catalog, "What is the difference between 2019 average audit fees and 2019 average non-audit fees?",
                    "fees.pdf")
    assert p.status == "answered" and ver.ok
    assert p.value == pytest.approx((1092 + 1050) / 2 - (598 + 470) / 2)
    assert sorted(o.cell.text for o in p.operands) == ["1,050", "1,092", "470", "598"]


def test_change_between_two_years_averages(catalog):
    # the 2019 average (2019 and 2018) minus the 2018 average (2018 and 2017): three cells
    p, ver = _means(catalog, "What is the change between 2018 and 2019 average audit fees?", "fees.pdf")
    assert p.status == "answered" and ver.ok
    assert p.value == pytest.approx((1092 + 1050) / 2 - (1050 + 990) / 2)
    assert sorted(o.cell.text for o in p.operands) == ["1,050", "1,092", "990"]
    p, _ = _means(catalog, "What is the change in the average audit fees between 2017-2018, and 2018-2019?", "fees.pdf")
    assert p.status == "answered" and p.value == pytest.approx(51.0)
    p, _ = _means(catalog, "What is the change between 2018 and 2019 average consulting fees?", "fees.pdf")
    assert p.status != "answered"
    assert ask(catalog, "What is the change between 2018 and 2019 average consulting fees?",
               documents=["fees.pdf"]).status != "answered"


def test_formulas_and_the_readers_convention():
    assert evaluate(("*", ("/", 0, 1), ("const", 100)), [1.0, 4.0]) == pytest.approx(25.0)
    assert evaluate(("/", ("+", 0, 1), 2), [1.0, 3.0, 8.0]) == pytest.approx(0.5)
    assert evaluate(("-", ("mean", 0, 1), ("mean", 1, 2)), [4.0, 2.0, 0.0]) == pytest.approx(2.0)
    assert evaluate(("/", 0, 1), [1.0, 0.0]) is None and evaluate(("+", 0, 1), [1.0, None]) is None
    assert pct_change(-18668, -9166) == pytest.approx(103.666, rel=1e-4)  # a loss that grew: positive
    assert pct_change(-1.3, -1.9) == pytest.approx(-31.58, rel=1e-3)  # a loss that shrank: negative
    assert pct_change(800, -1200) is None and pct_change(5, 0) is None
    assert pct_change(80, 100) == pytest.approx(-20.0)


def test_verify_rejects_a_formula_value_the_cells_do_not_give(catalog):
    idx = index_for(catalog, None, ["fees.pdf"])
    p = arithmetic.share(analyze("What is the percentage of non-audit fees in the total fees paid to auditor in 2019?"), idx)
    assert p is not None and p.status == "answered"
    assert check(p, "35.38%.", 598 / 1690 * 100, True).ok  # the SQL computes the plan's formula
    assert not check(p, "35.38%.", 598 / 1690, True).ok  # a query of another formula
    assert not check(p, "35.38%.", 598 / 1000 * 100, True).ok  # the SQL computed another ratio
    p.value = 0.3538
    assert not check(p, "0.35.", None, False).ok  # the plan's value is no percentage of the cells


@pytest.fixture(scope="module")
def balance(tmp_path_factory):
    d = tmp_path_factory.mktemp("named_ratios")
    build_pdf(d / "balance.pdf", [
        Heading("Annual report (extract)"),
        Grid([["", "2019", "2018"], ["Total current assets", "121,041", "73,202"], ["Total assets", "383,665", "336,032"],
              ["Total current liabilities", "154,619", "90,392"], ["Total liabilities", "155,521", "92,364"],
              ["Total equity", "228,144", "243,668"]], style="booktabs"),
        Note("Consolidated balance sheet (US$'000)."),
    ])
    build_pdf(d / "cashflow.pdf", [
        Heading("Annual report (extract)"),
        Grid([["", "2019", "2018", "2017"], ["Operating free cash flow", "7,071", "7,001", "5,627"],
              ["Taxation", "(1,040)", "(1,010)", "(761)"], ["Free cash flow", "4,411", "4,044", "3,316"]],
             style="booktabs"),
        Note("Free cash flow (EUR million)."),
    ])
    build_pdf(d / "nonvested.pdf", [
        Heading("Restricted stock units"),
        Grid([["", "Shares", "Fair value"],
              ["Nonvested as of December 31, 2018", "5,974", "41.30"], ["Granted", "2,410", "52.10"],
              ["Vested", "(2,080)", "39.90"], ["Forfeited", "(156)", "44.00"],
              ["Nonvested as of December 31, 2019", "6,148", "45.20"]], style="booktabs"),
        Note("Restricted stock unit activity."),
    ])
    with ingested(d, "nr.duckdb") as cat:
        yield cat


def test_current_ratio_is_current_assets_over_current_liabilities(balance):
    a = _ask(balance, "What is the current ratio in 2019?", "balance.pdf")
    assert a.status == "answered" and a.verified
    assert float(a.value) == pytest.approx(121041 / 154619)
    assert sorted(c.text for c in a.citations) == ["121,041", "154,619"]


def test_debt_to_asset_ratio_is_total_liabilities_over_total_assets(balance):
    a = _ask(balance, "What is the debt-to-asset ratio in 2018?", "balance.pdf")
    assert a.status == "answered" and a.verified
    assert float(a.value) == pytest.approx(92364 / 336032)


def test_change_of_a_named_ratio_is_recomputed_from_four_cells(balance):
    idx = index_for(balance, None, ["balance.pdf"])
    p = arithmetic.named_ratio(analyze("What is the change in current ratio from 2018 to 2019?"), idx)
    assert p is not None and p.status == "answered"
    assert p.value == pytest.approx(121041 / 154619 - 73202 / 90392)
    assert len(p.operands) == 4
    assert check(p, f"{p.value:.4f}.").ok
    p.value = 121041 / 154619 - 90392 / 73202  # the earlier ratio read upside down: verify must notice
    assert not check(p, f"{p.value:.4f}.").ok


def test_named_ratio_without_its_lines_is_not_answered(balance):
    a = _ask(balance, "What is the current ratio in 2019?", "cashflow.pdf")
    assert a.status != "answered"


def test_year_average_is_the_year_and_the_one_before(balance):
    idx = index_for(balance, None, ["cashflow.pdf"])
    p = arithmetic.year_mean(analyze("What is the 2019 average free cash flow?"), idx)
    assert p is not None and p.status == "answered"
    # "Free cash flow" is named word for word; "Operating free cash flow" has a word the question does not say
    assert sorted(o.cell.text for o in p.operands) == ["4,044", "4,411"]
    assert p.value / p.operands[0].number == pytest.approx(4227.5 / 4411)  # in the table's scale, whatever it is
    assert check(p, "").ok


@pytest.mark.parametrize("question", ["What was the 2019 average free cash flow?", "What's the 2019 average free cash flow?",
                                      "How much was the 2019 average free cash flow?"])
def test_year_average_read_whatever_the_lead_in(balance, question):
    idx = index_for(balance, None, ["cashflow.pdf"])
    p = arithmetic.year_mean(analyze(question), idx)
    assert p is not None and p.status == "answered"
    assert sorted(o.cell.text for o in p.operands) == ["4,044", "4,411"]


def test_sum_over_years_printed_in_row_labels(balance):
    a = _ask(balance, "What is the total number of nonvested shares as of December 31, 2019 and 2018?", "nonvested.pdf")
    assert a.status == "answered" and a.verified
    assert sorted(c.text for c in a.citations) == ["5,974", "6,148"]
    assert float(a.value) == pytest.approx(6148 + 5974)


def test_a_total_line_asked_for_two_years_is_not_summed(balance):
    idx = index_for(balance, None, ["balance.pdf"])
    assert arithmetic.year_aggregate(analyze("What were the total assets in 2019 and 2018?"), idx) is None
    a = _ask(balance, "What were the total assets in 2019 and 2018?", "balance.pdf")
    assert a.status != "answered" or isinstance(a.value, list)  # each year's total, never their sum


def test_percent_change_of_a_total_of_items(catalog):
    a = _ask(catalog, "What is the percentage change in total net sales of Retail and Wholesale from 2017 to 2018?",
             "segments.pdf")
    assert a.status == "answered" and a.verified
    assert float(a.value) == pytest.approx(((3287.0 + 2753.0) - (3100.5 + 2600.0)) / (3100.5 + 2600.0) * 100)
    assert sorted(c.text for c in a.citations) == ["2,600.0", "2,753.0", "3,100.5", "3,287.0"]


def test_change_of_a_total_of_items_is_recomputed(catalog):
    idx = index_for(catalog, None, ["segments.pdf"])
    p = arithmetic.sum_change(analyze("What is the change in the combined net sales of Retail and Online from 2017 to 2018?"),
                              idx)
    assert p is not None and p.status == "answered" and p.op == "difference"
    scale = p.operands[0].number / 3287.0
    assert p.value == pytest.approx(((3287.0 + 1898.3) - (3100.5 + 1500.2)) * scale)
    assert check(p, "").ok
    p.value = (3287.0 + 1898.3 - 3100.5) * scale  # an item left out: verify must notice
    assert not check(p, "").ok


def test_change_of_a_total_with_an_item_the_table_lacks_is_refused(catalog):
    a = _ask(catalog, "What is the percentage change in total net sales of Retail and Catering from 2017 to 2018?",
             "segments.pdf")
    assert a.status != "answered"


@pytest.mark.parametrize("question", [
    "What percentage of the total fees paid to auditor were non-audit fees in 2018?",
    "What were non-audit fees as a percentage of the total fees paid to auditor in 2018?",
    "What's the percentage of non-audit fees in the total fees paid to auditor in 2018",
])
def test_other_phrasings_of_a_share_of_a_total(catalog, question):
    a = _ask(catalog, question, "fees.pdf")
    assert a.status == "answered" and a.verified
    assert float(a.value) == pytest.approx(470 / 1520 * 100)
    assert sorted(c.text for c in a.citations) == ["1,520", "470"]


def test_a_share_asked_whole_first_is_not_read_as_a_lookup_of_the_part(catalog):
    a = _ask(catalog, "What percentage of the total purchase obligations are purchase obligations of more than 5 years?",
             "obligations.pdf")
    assert a.status == "answered" and a.verified
    assert float(a.value) == pytest.approx(36675 / 424561 * 100)
    assert sorted(c.text for c in a.citations) == ["36,675", "424,561"]


def test_how_much_of_a_total_in_percent_is_no_lookup_of_the_part(catalog):
    a = _ask(catalog, "How much of the total fees paid to auditor were non-audit fees in 2018, in percent?", "fees.pdf")
    assert a.status != "answered" or float(a.value) == pytest.approx(470 / 1520 * 100)
