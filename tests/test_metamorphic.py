"""Metamorphic answering: a question reworded the way bench/robustness.py rewords it (a request frame
before it, its context clause moved first, an operation word swapped for a synonym) gives the same
answer or a refusal, never another number.

Real PDFs (reportlab) -> real extraction -> real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


def _build(d: Path) -> Path:
    build_pdf(d / "brightwater-2019.pdf", [
        Heading("Brightwater Solar Inc. - Annual Report 2019"),
        Note("For the fiscal year ended December 31, 2019. Amounts in USD thousands."),
        Heading("Net sales by product", level=2),
        Grid([["(in thousands)", "2019", "2018", "2017"],
              ["Systems", "1,020,450", "1,310,880", "1,552,375"],
              ["Modules", "2,041,600", "1,633,900", "1,387,882"],
              ["Total net sales", "3,062,050", "2,944,780", "2,940,257"]], style="grid"),
        Heading("Cost of revenue", level=2),
        Grid([["(in thousands)", "2019", "2018"],
              ["Cost of product revenue", "41,200", "38,150"],
              ["Cost of service revenue", "15,310", "13,746"],
              ["Total cost of revenue", "56,510", "51,896"]], style="grid"),
        Heading("Reconciliation of EBITDA", level=2),
        Grid([["(in thousands)", "2019", "2018"],
              ["Net income", "52,000", "47,300"],
              ["Depreciation and amortisation", "(18,500)", "(17,200)"],
              ["EBITDA", "62,000", "58,400"]], style="grid"),
        Heading("Contractual obligations", level=2),
        Grid([["(in thousands)", "Total", "Less Than 1 Year", "1-3 Years", "More Than 5 Years"],
              ["Operating leases", "24,750", "6,100", "9,400", "2,975"],
              ["Purchase obligations", "81,300", "40,200", "28,900", "7,025"]], style="grid"),
    ])
    return d


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    with ingested(_build(tmp_path_factory.mktemp("metamorphic")), "metamorphic.duckdb") as cat:
        yield cat


def _kept_or_refused(catalog, question: str, variant: str, expected=None):
    base = ask(catalog, question)
    assert base.status == "answered", base.answer
    if expected is not None:
        assert base.value == pytest.approx(expected), base.answer
    got = ask(catalog, variant)
    assert got.status != "answered" or got.value == base.value, (got.answer, base.answer)
    return base, got


def test_a_net_gap_is_a_net_difference(catalog):
    """"net difference between 2017 and 2019" is a change (2019 less 2017); "net gap" the same."""
    for item, change in (("systems", 1_020_450e3 - 1_552_375e3), ("modules", 2_041_600e3 - 1_387_882e3)):
        _, gap = _kept_or_refused(catalog, f"What is the net difference in sale of {item} between 2017 and 2019?",
                                  f"What is the net gap in sale of {item} between 2017 and 2019?", change)
        assert gap.status == "answered", gap.answer


def test_a_sum_over_two_years_is_never_one_years_sum(catalog):
    """A year the table prints as a column is a period, not the report's identity: "the sum cost of
    revenue in both 2019 and 2018" is the two years' total or a refusal, never the 2018 lines summed."""
    _kept_or_refused(catalog, "What is the total cost of revenue in both 2019 and 2018?",
                     "What is the sum cost of revenue in both 2019 and 2018?", 56_510e3 + 51_896e3)
    one_year = ask(catalog, "What is the sum cost of revenue in both 2019 and 2018?")
    assert one_year.value != pytest.approx(51_896e3) and one_year.value != pytest.approx(56_510e3), one_year.answer


def test_a_year_that_names_the_report_still_links_it(catalog):
    """"Brightwater's 2019 annual report, what 2018 ...": 2019 names the document, 2018 the column."""
    a = ask(catalog, "In Brightwater Solar's 2019 annual report, what was the 2018 total cost of revenue?")
    assert a.status == "answered" and a.value == pytest.approx(51_896e3), a.answer


def test_a_request_frame_before_a_share_changes_nothing(catalog):
    q = "What is the percentage of the operating leases of more than 5 years in the total operating leases?"
    base, got = _kept_or_refused(catalog, q, "Could you please tell me: " + q[0].lower() + q[1:], 2_975 / 24_750 * 100)
    assert got.status == "answered", got.answer


def test_a_share_with_its_clause_moved_first_is_the_same_share(catalog):
    q = "What is the percentage constitution of Depreciation and Amortisation in EBITDA in 2019?"
    _, got = _kept_or_refused(catalog, q, "Could you please tell me: what is the percentage constitution of "
                                          "Depreciation and Amortisation in EBITDA in 2019?", 18_500 / 62_000 * 100)
    assert got.status == "answered", got.answer
    _kept_or_refused(catalog, q, "In EBITDA in 2019, what is the percentage constitution of Depreciation and Amortisation?")


def test_a_ratio_asked_as_a_percentage_is_in_percent_whichever_reader_reads_it(catalog):
    q = "What is the Systems for 2019 expressed as a percentage of Total net sales for 2019?"
    _kept_or_refused(catalog, q, "What is the Systems for 2019 expressed as a percentage of sum net sales for 2019?",
                     1_020_450 / 3_062_050 * 100)
    _, got = _kept_or_refused(catalog, q, "What is Systems divided by Total net sales in 2019, in percent?")
    assert got.status == "answered", got.answer
    plain = ask(catalog, "What is Systems divided by Total net sales in 2019?")  # no percent asked: the quotient
    assert plain.status != "answered" or plain.value == pytest.approx(1_020_450 / 3_062_050), plain.answer


def test_a_list_of_years_is_in_the_tables_order(catalog):
    """The same members in the same order (the table's), whichever reader lists them."""
    base, got = _kept_or_refused(catalog, "In which year was Systems less than 1,400,000?",
                                 "In which year were Systems below 1,400,000?")
    assert base.value == ["2019", "2018"], base.answer
