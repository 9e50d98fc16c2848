"""A ratio measure of one member (a segment's operating margin from its own line's sales and operating
income, or from the lines under its heading), and half-year columns ("H1 2025") named by "the first
half of 2025" and by nothing else. Reportlab documents through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("member_measures")
    build_pdf(d / "tallowmere_annual_report_2024.pdf", [
        Heading("Tallowmere Industries plc - Annual Report 2024"),
        Note("Net sales and operating income (loss) by segment were as follows (in millions):"),
        Grid([["", "Net Sales", "", "Operating Income (Loss)", ""],
              ["", "2024", "2023", "2024", "2023"],
              ["Coatings", "1,250.0", "1,180.0", "150.0", "130.0"],
              ["Adhesives", "640.0", "655.0", "48.0", "61.0"],
              ["Corporate and eliminations", "(20.0)", "(18.0)", "(55.0)", "(50.0)"],
              ["Total", "1,870.0", "1,817.0", "143.0", "141.0"]], style="booktabs", header_rows=2,
             spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))]),
    ])
    build_pdf(d / "pellbrook_regions_2024.pdf", [
        Heading("Pellbrook Outdoor Inc. - Form 10-K 2024"),
        Note("Note 9 - Segment information. The following table shows information by reportable segment (in millions):"),
        Grid([["", "2024", "2023"],
              ["North America:", "", ""],
              ["Net sales", "820", "790"],
              ["Operating income", "205", "180"],
              ["Asia Pacific:", "", ""],
              ["Net sales", "400", "350"],
              ["Operating income", "60", "49"]], style="borderless"),
    ])
    build_pdf(d / "wendmoor_interim_2025.pdf", [
        Heading("Wendmoor Freight N.V. - Interim report, second quarter 2025"),
        Grid([["(EUR thousands)", "Q2 2025", "Q2 2024", "H1 2025", "H1 2024"],
              ["Revenue", "90,400", "85,100", "176,300", "166,900"],
              ["Operating profit", "7,210", "6,050", "13,480", "11,920"]], style="booktabs"),
    ])
    with ingested(d, "member_measures.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What was the operating margin of Tallowmere's Coatings segment in 2024?", 150.0 / 1250.0 * 100),
    ("Tallowmere: Adhesives operating margin 2024?", 48.0 / 640.0 * 100),
    ("What was the operating margin of Pellbrook's Asia Pacific segment in 2024?", 60 / 400 * 100),
], ids=["members-as-lines", "terse", "members-as-headings"])
def test_a_members_margin_is_computed_from_its_own_cells(catalog, question, value):
    a = ask(catalog, question)
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(value, abs=0.01), a.answer
    assert len(a.citations) == 2 and "/" in (a.sql or ""), a.sql


@pytest.mark.parametrize("question", [
    "What was the operating margin of Tallowmere's corporate and eliminations in 2024?",  # a negative denominator
    "What was the gross margin of Tallowmere's Coatings segment in 2024?",  # no gross profit printed
    "What was the operating margin of Tallowmere's Sealants segment in 2024?",  # no such member
])
def test_a_member_margin_the_cells_do_not_give_is_refused(catalog, question):
    a = ask(catalog, question)
    assert a.status != "answered", a.answer


@pytest.mark.parametrize("question, name", [
    ("Which Tallowmere segment had the highest operating margin in 2024?", "Coatings"),
    ("Which of Tallowmere's segments had the lowest operating margin in 2024?", "Adhesives"),  # not eliminations
    ("Which of Pellbrook's segments earned the lowest operating margin in 2024?", "Asia Pacific"),
], ids=["highest", "lowest-over-eliminations", "members-as-headings"])
def test_the_member_with_the_best_margin_is_named(catalog, question, name):
    a = ask(catalog, question)
    assert a.status == "answered" and a.verified and a.value == name, a.answer
    assert "GROUP BY label" in (a.sql or ""), a.sql  # the query computes each member's margin
    assert len(a.citations) >= 4


@pytest.mark.parametrize("question, value", [
    ("What was Wendmoor's revenue in the first half of 2025?", 176_300_000),
    ("Wendmoor operating profit H1 2024?", 11_920_000),
])
def test_a_half_year_column_answers_its_half(catalog, question, value):
    a = ask(catalog, question)
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer


@pytest.mark.parametrize("question", [
    "What was Wendmoor's revenue in the second half of 2024?",
    "What was Wendmoor's revenue in 2025?",
])
def test_a_half_year_column_answers_no_other_period(catalog, question):
    a = ask(catalog, question)
    assert a.status != "answered", a.answer
