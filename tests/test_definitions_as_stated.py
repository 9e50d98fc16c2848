"""A measure the question defines is computed as the question defines it, from the lines it names:
"gross margin, computed as (total revenue - cost of sales) / total revenue", "net debt (current plus
non-current borrowings, less cash)"; a definition that qualifies a line in words the reader cannot
join ("excluding ...") is refused. A subtotal printed with no label under its group's heading
("Current assets:") is that group's total. A part the figure includes ("total equity, including
non-controlling interests") never answers for the figure. Reportlab statements through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf

REPORT = "wrenfield_annual_report_2024.pdf"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("stated_definitions")
    build_pdf(d / REPORT, [
        Heading("Wrenfield Instruments plc - Annual report 2024"),
        Note("Consolidated income statement (GBP millions)"),
        Grid([["", "2024", "2023"], ["Revenue", "412.0", "380.5"], ["Cost of sales", "(251.3)", "(236.0)"],
              ["Gross profit", "160.7", "144.5"], ["Operating profit", "48.2", "41.9"], ["Net income", "33.0", "29.4"]],
             style="booktabs"),
        Note("Consolidated balance sheet (GBP millions)"),
        Grid([["", "2024", "2023"], ["Current assets:", "", ""], ["Inventories", "61.0", "57.2"],
              ["Cash and cash equivalents", "36.5", "30.1"], ["", "97.5", "87.3"],
              ["Current liabilities:", "", ""], ["Trade payables", "40.2", "38.8"], ["Borrowings (current)", "12.0", "10.0"],
              ["", "52.2", "48.8"], ["Borrowings (non-current)", "95.0", "101.0"],
              ["Equity attributable to owners", "150.3", "131.0"], ["Non-controlling interests", "7.7", "6.1"],
              ["Total equity", "158.0", "137.1"]],
             style="grid"),
    ])
    with ingested(d, "definitions.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What was Wrenfield's gross margin in 2024, computed as (total revenue - cost of sales) / total revenue?",
     (412.0 - 251.3) / 412.0 * 100),
    ("What was Wrenfield's net debt at the end of 2024 (current plus non-current borrowings, less cash)?",
     (12.0 + 95.0 - 36.5) * 1e6),
    ("What was Wrenfield's net debt in 2023?", (10.0 + 101.0 - 30.1) * 1e6),
    ("Compute Wrenfield's current ratio for 2024 as total current assets divided by total current liabilities.",
     97.5 / 52.2),
], ids=["gross-margin-defined", "net-debt-defined", "net-debt-named", "current-ratio-unlabelled-subtotals"])
def test_a_stated_definition_is_computed_as_stated(catalog, question, value):
    a = ask(catalog, question)
    assert a.status == "answered" and a.value == pytest.approx(value, rel=1e-3), a.answer


def test_a_definition_with_a_qualifier_it_cannot_join_is_refused(catalog):
    a = ask(catalog, "What was Wrenfield's gross margin in 2024, computed as total revenue less cost of sales "
                     "excluding inventories, divided by total revenue?")
    assert a.status != "answered", a.answer


@pytest.mark.parametrize("question", [
    "What was Wrenfield's total equity including non-controlling interests in 2024?",
    "What was Wrenfield's equity, including the non-controlling interests, at the end of 2024?",
])
def test_a_part_the_figure_includes_is_not_the_figure(catalog, question):
    a = ask(catalog, question)
    assert a.value != pytest.approx(7.7e6), a.answer  # the non-controlling interests alone
    assert a.status != "answered" or a.value == pytest.approx(158.0e6), a.answer
