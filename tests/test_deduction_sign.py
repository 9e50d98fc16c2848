"""The change of a cost, expense or loss printed in parentheses is refused: the question does not say
whether it asks the change of the amount or of the signed figure, and the two differ in sign
(verify.deduction_sign). Other lines printed in parentheses, an average, a percent change and a
lookup keep the printed sign.

Real reportlab PDFs -> real extraction -> a real Catalog; every question goes through ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    d = tmp_path_factory.mktemp("deduction_sign")
    build_pdf(d / "shipping.pdf", [Heading("Annual report (extract)"), Grid([
        ["", "2019", "2018"],
        ["Revenues", "601,256", "510,762"],
        ["Voyage expenses", "(21,387)", "(28,237)"],
        ["Net cash used in investing activities", "(1,172)", "(1,468)"],
        ["Net income (loss)", "(242)", "(538)"]], style="booktabs"),
        Note("Voyage expenses fell as fewer vessels traded on the spot market.")])
    with ingested(d, "deduction_sign.duckdb") as cat:
        yield cat


def test_the_change_of_a_deduction_is_refused_naming_both_figures(report):
    ans = ask(report, "What was the change in voyage expenses from 2018 to 2019?")
    assert ans.status == "ambiguous", ans.answer
    assert "amount (-6,850)" in ans.answer and "signed figure (6,850)" in ans.answer, ans.answer


def test_other_lines_averages_percent_changes_and_lookups_keep_the_printed_sign(report):
    ans = ask(report, "What was the change in net cash used in investing activities from 2018 to 2019?")
    assert ans.status == "answered" and ans.value == pytest.approx(296), ans.answer
    ans = ask(report, "What was the change in net income (loss) from 2018 to 2019?")
    assert ans.status == "answered" and ans.value == pytest.approx(296), ans.answer
    ans = ask(report, "What was the average voyage expenses in 2018 and 2019?")
    assert ans.status == "answered" and ans.value == pytest.approx(-24_812), ans.answer
    ans = ask(report, "What was the percentage change in voyage expenses from 2018 to 2019?")
    assert ans.status == "answered" and ans.value == pytest.approx(-24.26, abs=0.01), ans.answer
    ans = ask(report, "What were the voyage expenses in 2019?")
    assert ans.status == "answered" and ans.value == pytest.approx(-21_387), ans.answer
