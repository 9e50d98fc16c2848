"""Open-domain answering: annual-report extracts whose questions name no document.

Real reportlab PDFs -> real extraction -> a real Catalog on a DuckDB file; the questions are
answered by ask() (the open-domain path is its fallback) and by open_domain.plan directly.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask, index_for
from tabsql.query_router.readers import open_domain
from tabsql.query_router.analyze import analyze
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


def _extract(path: Path, rows: list[list[str]], years: list[str], prose: str) -> Path:
    return build_pdf(path, [
        Heading("Annual report (extract)"),
        Grid([[""] + years, *rows], style="booktabs"),
        Note(prose),
    ])


def build_reports(d: Path) -> Path:
    """Four extracts with different row labels, each with a "Total" row (so a bare "Total" is
    ambiguous across documents)."""
    _extract(d / "a1.pdf", [["Automotive", "5,686", "6,092", "5,228"], ["Sensors", "914", "918", "814"],
                            ["Appliances", "680", "774", "676"], ["Total", "7,280", "7,784", "6,718"]],
             ["2019", "2018", "2017"], "Net sales by market were as follows.")
    _extract(d / "b2.pdf", [["Operating loss carryforward", "73,260", "57,768"],
                            ["Valuation allowance", "(19,911)", "(15,916)"], ["Total", "53,349", "41,852"]],
             ["2019", "2018"], "The deferred tax position was as follows.")
    _extract(d / "c3.pdf", [["Defined contribution schemes", "152", "131"], ["Defined benefit schemes", "40", "38"],
                            ["Total", "192", "169"]],
             ["2019", "2018"], "Pension costs recognised in the year.")
    _extract(d / "d4.pdf", [["Inventory reserves", "1,120", "948"], ["Accrued compensation", "402", "358"],
                            ["Total", "1,522", "1,306"]],
             ["2019", "2018"], "Accrued liabilities consisted of the following.")
    return d


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = build_reports(tmp_path_factory.mktemp("open_domain"))
    with ingested(d, "od.duckdb") as cat:
        yield cat


def _od(catalog, question: str):
    return open_domain.plan(analyze(question), index_for(catalog, None))


def _num(x) -> float:
    return float(x)


def test_finds_the_table_among_several(catalog):
    q = "What was the amount of Sensors in 2019?"
    p = _od(catalog, q)
    assert p is not None and p.status == "answered"
    assert p.operands[0].tv.doc.name == "a1.pdf" and p.value == pytest.approx(914)
    a = ask(catalog, q)
    assert a.status == "answered" and a.verified
    assert _num(a.value) == pytest.approx(914)
    assert a.citations and a.citations[0].document == "a1.pdf" and a.citations[0].text == "914"


def test_in_which_year_largest(catalog):
    q = "In which year was the amount for Sensors the largest?"
    p = _od(catalog, q)
    assert p is not None and p.status == "answered" and p.op == "argmax" and p.value == "2018"
    a = ask(catalog, q)
    assert a.status == "answered" and str(a.value) == "2018"
    p = _od(catalog, "In which year was the amount for Sensors the smallest?")
    assert p is not None and p.value == "2017"


def test_values_respectively_in_the_order_asked(catalog):
    q = "What was the operating loss carryforward amount in 2019 and 2018 respectively?"
    p = _od(catalog, q)
    assert p is not None and p.status == "answered" and p.op == "values"
    assert p.value == [pytest.approx(73260), pytest.approx(57768)]
    a = ask(catalog, q)
    assert a.status == "answered" and a.verified
    assert [float(v) for v in a.value] == [pytest.approx(73260), pytest.approx(57768)]
    p = _od(catalog, "What was the operating loss carryforward amount in 2018 and 2019 respectively?")
    assert p.value == [pytest.approx(57768), pytest.approx(73260)]


def test_average_over_years(catalog):
    # one year named: that year and the one before (an average balance)
    p = _od(catalog, "What is the 2019 average defined contribution schemes?")
    assert p is not None and p.op == "average" and p.value == pytest.approx((152 + 131) / 2)
    # no year named: every year shown
    p = _od(catalog, "What is the average amount of Appliances?")
    assert p is not None and p.value == pytest.approx((680 + 774 + 676) / 3)
    a = ask(catalog, "What is the 2019 average defined contribution schemes?")
    assert a.status == "answered" and a.verified and _num(a.value) == pytest.approx(141.5)
    assert len(a.citations) == 2


def test_ratio_of_two_rows(catalog):
    q = "What is the ratio of inventory reserves to accrued compensation in 2018?"
    p = _od(catalog, q)
    assert p is not None and p.status == "answered" and p.op == "ratio"
    assert p.value == pytest.approx(948 / 358)
    a = ask(catalog, q)
    assert a.status == "answered" and a.verified and _num(a.value) == pytest.approx(948 / 358, rel=1e-6)


def test_change_and_percent_change_between_years(catalog):
    p = _od(catalog, "What was the change in the amount for Appliances in 2019 from 2018?")
    assert p is not None and p.value == pytest.approx(680 - 774)
    p = _od(catalog, "What was the percentage change in the amount for Appliances in 2019 from 2018?")
    assert p is not None and p.unit == "%" and p.value == pytest.approx((680 - 774) / 774 * 100)


def test_a_label_in_several_documents_is_not_guessed(catalog):
    p = _od(catalog, "What was the Total in 2019?")
    assert p is None or p.status != "answered"
    a = ask(catalog, "What was the Total in 2019?")
    assert a.status != "answered"


def test_a_label_no_table_holds_is_refused(catalog):
    assert _od(catalog, "What was the amount of Turbines in 2019?") is None
    assert ask(catalog, "What was the amount of Turbines in 2019?").status == "not_found"


def test_review_fills_a_refusal_and_vetoes_a_disagreeing_answer(catalog):
    from tabsql.plan import Plan

    idx = index_for(catalog, None)
    a = analyze("What was the amount of Sensors in 2019?")
    refused = Plan("not_found", reason="no table row and column match the question", links={"documents": "all"})
    filled = open_domain.review(a, idx, refused)
    assert filled.status == "answered" and filled.value == pytest.approx(914)
    other = open_domain.plan(analyze("What was the amount of Appliances in 2019?"), idx)  # a cited cell, wrong row
    vetoed = open_domain.review(a, idx, other)
    assert vetoed.status == "ambiguous" and "disagree" in vetoed.reason
    agreeing = open_domain.plan(a, idx)
    assert open_domain.review(a, idx, agreeing) is agreeing


def test_review_refuses_a_year_question_answered_without_years(catalog):
    from tabsql.plan import Plan

    idx = index_for(catalog, None)
    a = analyze("In which year was the amount for Sensors the largest?")
    rows = open_domain.plan(analyze("What was the amount of Sensors in 2019?"), idx)
    wrong_kind = Plan("answered", "filter", "sql", rows.operands, ["Sensors"], links={"documents": "all"})
    assert open_domain.review(a, idx, wrong_kind).status == "not_found"
    right_kind = Plan("answered", "argmax", "sql", rows.operands, "2018", links={"documents": "all"})
    assert open_domain.review(a, idx, right_kind) is right_kind


def build_fee_reports(d: Path) -> Path:
    """Extracts whose questions quote a compound label, a "Total" label, a share in percent, years
    named from the last to the first, and a scale printed in a column header."""
    _extract(d / "fees.pdf", [["Audit fees", "1,092", "823"], ["Non-audit fees", "598", "281"],
                              ["Total fees paid to auditor", "1,690", "1,104"],
                              ["Ratio of non-audit fees to audit fees", "55%", "34%"]],
             ["2019", "2018"], "Fees paid to the auditor, in GBP thousands.")
    _extract(d / "opex.pdf", [["Research, development and engineering expense", "7,496,012", "3,766,160"],
                              ["Total operating expense", "31,867,361", "18,560,365"]],
             ["2019", "2018"], "Operating expenses for the years ended December 31.")
    _extract(d / "eps.pdf", [["Net income", "1,204", "1,352", "6,180"],
                             ["Earnings per common share - Basic", "2.41", "2.70", "12.30"],
                             ["Earnings per common share - Diluted", "2.40", "2.68", "12.21"]],
             ["2019", "2018", "2017"], "Earnings per share for fiscal years ended October 31.")
    build_pdf(d / "nonvested.pdf", [
        Heading("Restricted stock (extract)"),
        Grid([["", "Number of Shares (thousands)", "Fair Value"],
              ["Nonvested as of December 31, 2018", "5,974", "65.10"], ["Granted", "2,960", "71.32"],
              ["Nonvested as of December 31, 2019", "6,148", "66.90"]], style="grid"),
        Note("Restricted stock activity was as follows."),
    ])
    return d


@pytest.fixture(scope="module")
def fees(tmp_path_factory):
    d = build_fee_reports(tmp_path_factory.mktemp("open_domain_fees"))
    with ingested(d, "fees.duckdb") as cat:
        yield cat


def test_a_share_asked_in_percent_is_given_in_percent(fees):
    """"The percentage of audit fees in total fees" is 64.62 %, never the fraction 0.6462 (read as
    0.65 %); verify recomputes it from the cited cells by the plan's formula."""
    q = "What is the percentage of audit fees in the total fees paid to auditor in 2019?"
    p = _od(fees, q)
    assert p is not None and p.status == "answered" and p.unit == "%"
    assert p.value == pytest.approx(1092 / 1690 * 100)
    a = ask(fees, q)
    assert a.status == "answered" and a.verified and a.unit == "%"
    assert _num(a.value) == pytest.approx(1092 / 1690 * 100) and "64.62%" in a.answer
    p = _od(fees, "What is the proportion of audit fees in the total fees paid to auditor in 2019?")
    assert p is not None and p.unit is None and p.value == pytest.approx(1092 / 1690)  # no percent asked


def test_a_compound_word_is_not_named_by_one_of_its_parts(fees):
    """"non-audit fees" is not named by the label "Audit fees", and the "Ratio of non-audit fees to
    audit fees" (a percent) is no share of the total fees: one reading, not an ambiguity."""
    q = "What is the percentage of non-audit fees in the total fees paid to auditor in 2019?"
    p = _od(fees, q)
    assert p is not None and p.status == "answered"
    assert [o.row.text for o in p.operands] == ["Non-audit fees", "Total fees paid to auditor"]
    assert p.value == pytest.approx(598 / 1690 * 100)
    a = ask(fees, q)
    assert a.status == "answered" and a.verified and _num(a.value) == pytest.approx(598 / 1690 * 100)


def test_a_quoted_total_label_with_two_years_gives_both_values(fees):
    """"The Total operating expense in 2019 and 2018" quotes the label: both values stand, and the
    open-domain sum over the same cells does not veto them; "the total value of" asks the sum."""
    a = ask(fees, "What was the Total operating expense in 2019 and 2018?")
    assert a.status == "answered" and a.verified
    assert [float(v) for v in a.value] == [pytest.approx(31_867_361), pytest.approx(18_560_365)]
    p = _od(fees, "What was the total value of operating expense in 2019 and 2018?")
    assert p is not None and p.op == "sum" and not p.links.get("total_in_label")


def test_values_from_the_last_year_to_the_first(fees):
    """"2019 to 2017 respectively": the values in that order; the same cells listed in another order
    by the main route are the same answer, not a disagreement."""
    a = ask(fees, "What is the earnings per common basic share for fiscal years 2019 to 2017 respectively?")
    assert a.status == "answered" and a.verified
    assert [float(v) for v in a.value] == [pytest.approx(2.41), pytest.approx(2.70), pytest.approx(12.30)]


def test_a_scale_in_a_column_header_is_no_unnamed_word(fees):
    """"Number of Shares (thousands)": "thousands" names the scale, so the column is the line the
    question's "number of nonvested shares" reads, at the rows dated 2019 and 2018."""
    q = "What is the total number of nonvested shares as of December 31, 2019 and 2018?"
    p = _od(fees, q)
    assert p is not None and p.status == "answered" and p.op == "sum"
    assert p.value == pytest.approx((6_148 + 5_974) * 1000)
    a = ask(fees, q)
    assert a.status == "answered" and a.verified and _num(a.value) == pytest.approx(12_122_000)
