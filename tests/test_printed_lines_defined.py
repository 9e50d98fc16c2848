"""A measure the question defines over lines tabsql's data file does not know is computed from the
lines the report prints under those labels ("total debt, taken as debt maturing within one year plus
long-term debt"); where two tables print a label with different amounts, the statement the question
reads from ("From the consolidated balance sheet") decides, and with none said the definition is
refused. Words, sizes and a set of suspended compounds ("short- and long-term") are read as said.
Reportlab statements through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("printed_lines")
    build_pdf(d / "corrandale_10k_2022.pdf", [
        Heading("Corrandale Networks Inc. - Annual report on Form 10-K 2022"),
        Note("Consolidated Balance Sheets (dollars in millions)"),
        Grid([["At December 31,", "2022", "2021"], ["Cash and cash equivalents", "2,605", "2,921"],
              ["Debt maturing within one year", "9,963", "7,443"], ["Total current liabilities", "50,171", "47,160"],
              ["Long-term debt", "140,676", "143,425"], ["Total equity", "92,463", "83,200"]], style="grid"),
        Note("Variable interest entities (dollars in millions)"),
        Grid([["At December 31,", "2022", "2021"], ["Debt maturing within one year", "6,809", "5,100"],
              ["Long-term debt", "13,199", "12,010"]], style="grid"),
    ])
    with ingested(d, "printed_lines.duckdb") as cat:
        yield cat


def test_a_definition_over_printed_lines_is_computed_from_the_statement_named(catalog):
    a = ask(catalog, "From the consolidated balance sheet at December 31, 2022, what was Corrandale's total debt, "
                     "taken as debt maturing within one year plus long-term debt? Express the answer in USD millions.")
    assert a.status == "answered" and a.verified and a.value == pytest.approx((9963 + 140676) * 1e6), a.answer
    assert {c.table for c in a.citations} == {"t1"}, a.citations


def test_lines_two_tables_print_otherwise_need_the_statement_named(catalog):
    a = ask(catalog, "What was Corrandale's total debt in 2022, taken as debt maturing within one year plus long-term debt?")
    assert a.status != "answered" or a.value == pytest.approx((9963 + 140676) * 1e6), a.answer
