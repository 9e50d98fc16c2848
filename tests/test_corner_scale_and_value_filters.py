"""A statement's header corner ("(in thousands of USD, except per-share data)") states its scale
before a sentence of the text above that scales one other figure ("Annual recurring revenue is shown
in millions."): 48,912 is USD 48.9 million, not billion; a paragraph starting "Figures are ..." above
the table is no figure's caption (the table is read, not taken for a chart). A question that picks a line's cells by a
value it prints ("Which plans give you 24/7 support?") is not answered by another cell of that line
("Business hours"). Reportlab PDFs through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("corner_scale")
    build_pdf(d / "tallowmere_q3_2025.pdf", [
        Heading("Tallowmere Software Inc. - Third quarter 2025 results"),
        Note("Figures are unaudited and in thousands of US dollars unless otherwise noted. Annual recurring "
             "revenue is shown in millions."),
        Grid([["", "Three months ended Sep 30", "", "Nine months ended Sep 30", ""],
              ["(in thousands of USD, except per-share data)", "2025", "2024", "2025", "2024"],
              ["Revenue", "", "", "", ""],
              ["Subscription", "48,912", "40,276", "139,804", "114,530"],
              ["Professional services", "6,184", "6,905", "18,622", "20,417"],
              ["Total revenue", "55,096", "47,181", "158,426", "134,947"]],
             style="grid", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))]),
    ])
    build_pdf(d / "kestwick_support_plans.pdf", [
        Heading("Kestwick Cloud - Support plans"),
        Grid([["", "Developer", "Business", "Premium", "Enterprise"],
              ["Price per month (USD)", "29.00", "149.00", "690.00", "on request"],
              ["Support hours", "Business hours", "Business hours", "24/7", "24/7"],
              ["Channels", "Email", "Email, chat", "Email, chat, phone", "Email, chat, phone"]], style="zebra"),
    ])
    with ingested(d, "corner.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What was Tallowmere's subscription revenue for the three months ended September 30, 2025?", 48_912e3),
    ("Tallowmere total revenue, nine months ended Sep 30, 2024?", 134_947e3),
])
def test_the_header_corner_states_the_scale(catalog, question, value):
    a = ask(catalog, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer


def test_a_value_the_question_picks_by_is_no_cell_to_read(catalog):
    a = ask(catalog, "Which Kestwick plans give you 24/7 support?")
    assert not (a.status == "answered" and a.value == "Business hours"), a.answer
    assert a.status != "answered" or "Premium" in str(a.value), a.answer


def test_a_text_cell_the_question_names_by_its_line_and_column_is_read(catalog):
    a = ask(catalog, "What are the support hours of Kestwick's Business plan?")
    assert a.status == "answered" and a.value == "Business hours", a.answer
