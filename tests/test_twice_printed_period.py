"""A table that prints one period in two columns: a question naming only the period cannot tell
them apart, whatever further words the second column's header prints (verify.proof's rival check).

Real reportlab PDFs -> real extraction -> a real Catalog; every question goes through ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    d = tmp_path_factory.mktemp("twice_printed_period")
    build_pdf(d / "emissions.pdf", [
        Heading("Annual report (extract)"),
        Grid([["Emissions from:", "FY19", "Emissions reported in tonnes FY18", "FY18"],
              ["Combustion of fuel (Scope 1)", "59,495", "66,336", "75,600"],
              ["Total gross emissions (Scope 1 and 2)", "87,128", "98,725", "143,354"],
              ["Energy used (MWh)", "120,400", "131,900", "131,900"]], style="booktabs"),
        Note("Emissions are summarised below.")])
    with ingested(d, "emissions.duckdb") as cat:
        yield cat


def test_a_period_printed_twice_with_two_values_is_not_answered_by_either(report):
    ans = ask(report, "What is the total gross emissions (Scope 1 and 2) for FY18?", documents=["emissions.pdf"])
    assert ans.status != "answered", ans.answer
    assert "98,725" in ans.answer and [c.text for c in ans.citations] == ["143,354"]

    # the period printed once, or twice with one value, answers
    ans = ask(report, "What is the total gross emissions (Scope 1 and 2) for FY19?", documents=["emissions.pdf"])
    assert ans.status == "answered" and ans.value == pytest.approx(87_128)
    ans = ask(report, "What was the energy used in FY18?", documents=["emissions.pdf"])
    assert ans.status == "answered" and ans.value == pytest.approx(131_900)
