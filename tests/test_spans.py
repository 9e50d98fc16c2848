"""Names, years, lists and counts read off a table's structure (tabsql.query_router.readers.spans), end to end:
reportlab PDFs -> real extraction -> a real Catalog -> ask(), one report per question."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, build_pdf

REPORT = "kappa-ar-2019.pdf"


def _statement(path: Path, issuer: str, rows: list[list[str]]) -> Path:
    return build_pdf(path, [
        Heading(f"{issuer} - Annual Report 2019"),
        Heading("Table 4: Revenue and assets (in millions)", level=2),
        Grid([["", "2019", "2018", "2017"], *rows], style="booktabs"),
    ])


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("spans")
    _statement(d / REPORT, "Kappa Industrial plc", [
        ["Automotive", "5,686", "6,092", "5,228"],
        ["Sensors", "914", "918", "814"],
        ["Current assets:", "", "", ""],
        ["Cash", "120", "110", "100"],
        ["Receivables", "340", "310", "290"],
        ["Inventories", "95", "90", "85"],
        ["Total current assets", "555", "510", "475"],
        ["Other liabilities:", "", "", ""],
        ["Provisions", "40", "42", "44"],
        ["Accruals", "10", "12", "14"],
        ["Total other liabilities", "70", "55", "60"],
    ])
    _statement(d / "lambda-ar-2019.pdf", "Lambda Tools plc", [
        ["Services", "300", "280", "260"],
        ["Licences", "150", "160", "170"],
    ])
    with ingested(d, "spans.duckdb") as cat:
        yield cat


def _ask(catalog, question: str, documents: list[str] | None = None):
    return ask(catalog, question, documents=[REPORT] if documents is None else documents)


def test_year_of_the_largest_value_of_a_row(catalog):
    a = _ask(catalog, "In which year was the amount for Sensors the largest?")
    assert a.status == "answered" and a.verified
    assert a.value == "2018"
    assert sorted(c.text for c in a.citations) == ["814", "914", "918"]
    assert {c.row for c in a.citations} == {"Sensors"}


def test_years_below_a_threshold_in_the_tables_scale(catalog):
    a = _ask(catalog, "In which year was Sensors less than 900 million?")
    assert a.status == "answered" and a.verified
    assert a.value == ["2017"]


def test_years_the_table_shows(catalog):
    a = _ask(catalog, "Which years are shown in the table?")
    assert a.status == "answered" and a.verified
    assert sorted(a.value) == ["2017", "2018", "2019"]


def test_components_of_a_total_that_they_add_up_to(catalog):
    a = _ask(catalog, "What are the components of total current assets?")
    assert a.status == "answered" and a.verified
    assert a.value == ["Cash", "Receivables", "Inventories"]
    assert [c.row for c in a.citations] == ["Cash", "Receivables", "Inventories"]


def test_count_of_the_items_under_a_heading(catalog):
    a = _ask(catalog, "How many components are there under current assets?")
    assert a.status == "answered" and a.verified
    assert a.value == 3.0


def test_a_total_its_items_do_not_add_up_to_is_not_read_as_their_group(catalog):
    a = _ask(catalog, "What are the components of total other liabilities?")
    assert a.status != "answered" or a.value != ["Provisions", "Accruals"]


def test_a_row_the_table_does_not_have_is_refused(catalog):
    a = _ask(catalog, "In which year was the amount for Actuators the largest?")
    assert a.status != "answered"


def test_the_years_of_the_table_need_one_table(catalog):
    a = _ask(catalog, "Which years are shown in the table?", documents=[REPORT, "lambda-ar-2019.pdf"])
    assert a.status != "answered"


@pytest.fixture(scope="module")
def groups(tmp_path_factory):
    d = tmp_path_factory.mktemp("span_groups")
    build_pdf(d / "plan-assets.pdf", [
        Heading("Mu Pensions plc - Annual Report 2019"),
        Heading("Plan assets (in millions)", level=2),
        Grid([["", "2019", "2018"],
              ["Equity securities", "", ""], ["Canadian", "1,017", "844"], ["Foreign", "4,534", "3,770"],
              ["Alternative investments", "", ""], ["Private equities", "2,119", "1,804"],
              ["Hedge funds", "1,001", "1,014"], ["Real estate", "948", "758"], ["Other", "91", "93"],
              ["Total", "9,710", "8,283"]], style="booktabs"),
    ])
    build_pdf(d / "intangibles.pdf", [
        Heading("Nu Brands plc - Annual Report 2019"),
        Heading("Intangible assets (in millions)", level=2),
        Grid([["", "Gross", "Net"],
              ["June 30, 2019", "", ""], ["Brand licences", "", ""], ["Customer relationships", "1,597.6", "1,098.9"],
              ["Underlying rights", "3.4", "1.9"], ["Total", "1,601.0", "1,100.8"],
              ["June 30, 2018", "", ""], ["Brand licences", "", ""], ["Customer relationships", "1,597.0", "1,191.4"],
              ["Underlying rights", "2.7", "2.1"], ["Total", "1,599.7", "1,193.5"]], style="booktabs"),
    ])
    build_pdf(d / "segments.pdf", [
        Heading("Xi Components plc - Annual Report 2019"),
        Heading("Revenue by segment (in millions)", level=2),
        Grid([["", "2019", "2018"], ["Automotive", "5,686", "6,092"], ["Sensors", "914", "918"],
              ["Appliances", "680", "774"], ["Industrial", "1,250", "1,100"], ["Total", "8,530", "8,884"]],
             style="booktabs"),
    ])
    build_pdf(d / "prices.pdf", [
        Heading("Omicron Tech Inc - Annual Report 2018"),
        Heading("Common stock price range", level=2),
        Grid([["", "Low", "High"], ["First Quarter", "$ 5.99", "$ 8.40"], ["Second Quarter", "$ 4.79", "$ 6.48"],
              ["Third Quarter", "$ 2.66", "$ 4.63"], ["Fourth Quarter", "$ 1.88", "$ 3.39"]], style="booktabs"),
    ])
    with ingested(d, "groups.duckdb") as cat:
        yield cat


def test_group_closed_by_a_grand_total_counts_its_own_rows(groups):
    a = _ask(groups, "How many components are there under alternative investments?", ["plan-assets.pdf"])
    assert a.status == "answered" and a.verified
    assert a.value == 4.0
    assert {c.row.split(" > ")[-1] for c in a.citations} == {"Private equities", "Hedge funds", "Real estate", "Other"}


def test_group_printed_once_a_date_is_counted_once(groups):
    a = _ask(groups, "How many types of brand licences are there?", ["intangibles.pdf"])
    assert a.status == "answered" and a.verified
    assert a.value == 2.0


def test_count_of_the_items_of_a_total_above_a_threshold(groups):
    a = _ask(groups, "How many segments had revenue above 1,000 in 2019?", ["segments.pdf"])
    assert a.status == "answered" and a.verified
    assert a.value == 2.0  # Automotive 5,686 and Industrial 1,250; the Total row is no segment
    assert sorted(c.text for c in a.citations) == ["1,250", "5,686", "680", "914"]


def test_count_of_rows_named_by_the_kind_asked(groups):
    a = _ask(groups, "How many quarters had a low price lower than $2.00?", ["prices.pdf"])
    assert a.status == "answered" and a.verified
    assert a.value == 1.0
    assert {c.column for c in a.citations} == {"Low"}


def test_count_over_a_measure_the_table_does_not_hold_is_refused(groups):
    a = _ask(groups, "How many segments had operating income above 1,000 in 2019?", ["segments.pdf"])
    assert a.status != "answered"


@pytest.mark.parametrize("question", [
    "Which year had the largest amount for Sensors?",
    "in what year was the amount for sensors the highest",
    "Sensors was larger in which year?",
])
def test_other_phrasings_of_the_year_of_the_largest_value(catalog, question):
    a = _ask(catalog, question)
    assert a.status == "answered" and a.verified
    assert a.value == "2018"


@pytest.mark.parametrize("question", [
    "What makes up total current assets?",
    "Which items make up total current assets?",
    "Which items does total current assets consist of?",
])
def test_other_phrasings_of_the_components_of_a_total(catalog, question):
    a = _ask(catalog, question)
    assert a.status == "answered" and a.verified
    assert a.value == ["Cash", "Receivables", "Inventories"]
