"""Questions worded another way than the labels print them: concept phrases said with another head
word ("earnings after tax"), by their stems ("expenditures"), by initials ("S&D") or without "and";
operation cues said otherwise ("minus", "climb or drop", "collectively"); a year before a singular
"unit" that is no quantity; quarters listed for one year of several; a rounded threshold that a
value passes only read exactly. Each reworded question gives the number its plain wording gives, or
is refused; never another number.

Real PDFs (reportlab) -> real extraction -> real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("paraphrase")
    build_pdf(d / "ar2025_orrin.pdf", [
        Heading("Orrin Works plc - Annual Report 2025"),
        Heading("Table 1: Consolidated income statement (in EUR millions)", level=2),
        Grid([["", "2024", "2025"], ["Product sales", "700.0", "760.0"], ["Services", "300.0", "340.0"],
              ["Total revenue", "1,000.0", "1,100.0"], ["Cost of goods sold", "(600.0)", "(650.0)"],
              ["Gross profit", "400.0", "450.0"], ["Distribution costs", "(100.0)", "(110.0)"],
              ["General and administrative expenses", "(50.0)", "(55.0)"],
              ["Research and development expenses", "(30.0)", "(35.0)"], ["Operating income", "220.0", "250.0"],
              ["Profit before tax", "200.0", "230.0"], ["Net income", "150.0", "172.5"]], style="booktabs"),
        Heading("Table 2: Quarterly order intake (in EUR thousands)", level=2),
        Grid([["", "2024", "", "", "", "2025", "", "", ""], ["", "Q1", "Q2", "Q3", "Q4", "Q1", "Q2", "Q3", "Q4"],
              ["Order intake", "50,100", "55,848", "54,000", "60,052", "58,000", "61,000", "63,000", "68,000"]],
             style="grid", header_rows=2, spans=[((1, 0), (4, 0)), ((5, 0), (8, 0))],
             col_widths=[110] + [48] * 8),
    ])
    build_pdf(d / "halden-2025.pdf", [
        Heading("Halden Supplies Ltd - Price List 2025"),
        Note("This price list of Halden Supplies Ltd is valid from 1 January to 31 December 2025."),
        Heading("Table 1: Unit prices by product", level=2),
        Grid([["SKU", "Description", "Unit price"], ["HS-1001", "Cable ties 300 x 5 mm", "EUR 5.50"],
              ["HS-1002", "Packing tape 50 mm", "EUR 9.00"], ["HS-1003", "Bubble wrap roll", "EUR 14.20"]], style="grid"),
        Heading("Table 2: Delivery fees per order by quantity", level=2),
        Grid([["Order quantity (units)", "Standard", "Express"], ["1-99", "EUR 45.00", "EUR 95.00"],
              ["100-999", "EUR 65.00", "EUR 120.00"], ["1,000+", "EUR 85.00", "EUR 175.00"]], style="grid",
             col_widths=[165, 165, 165]),
    ])
    build_pdf(d / "specs_druck.pdf", [
        Heading("Druckwerk Nord AG - Datenblatt Kompressoren"),
        Grid([["Kenngröße", "DN 15", "DN 30", "DN 37"], ["Nennleistung (kW)", "30,5", "18,0", "21,2"],
              ["Schalldruckpegel (dB(A))", "74", "70", "72"]], style="grid"),
    ])
    with ingested(d, "paraphrase.duckdb") as cat:
        yield cat


def _value(catalog, question: str):
    a = ask(catalog, question)
    assert a.status == "answered", (question, a.answer)
    return a.value


@pytest.mark.parametrize("question, value", [
    ("What were Orrin Works' earnings after tax in 2025?", 172_500_000),  # "profit after tax" ~ net income
    ("Orrin Works' 2024 result before taxes?", 200_000_000),
    ("How much was Orrin Works' R&D expenditure in 2025?", -35_000_000),
    ("What were Orrin Works' S&D expenses in 2024?", -100_000_000),  # initials of "selling and distribution"
    ("Orrin Works 2025 research & development expenses?", -35_000_000),
    ("What was Orrin Works' gross result in 2025?", 450_000_000),
])
def test_a_concept_said_another_way_links_its_line(catalog, question, value):
    assert _value(catalog, question) == pytest.approx(value)


def test_a_synonym_of_the_total_is_no_rival_of_a_part_printing_the_word(catalog):
    # "sales" names revenue (Total revenue); "Product sales" prints the word but is a part of it
    a = ask(catalog, "By what percentage did Orrin Works' sales change from 2024 to 2025?")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(10.0)
    assert {c.row for c in a.citations} == {"Total revenue"}


@pytest.mark.parametrize("question", [
    "Orrin Works net income: 2025 minus 2024?",
    "Did Orrin Works' net income climb or drop between 2024 and 2025, and by what amount?",
])
def test_a_difference_said_another_way(catalog, question):
    assert _value(catalog, question) == pytest.approx(22_500_000)


def test_a_percent_change_said_another_way(catalog):
    plain = _value(catalog, "What is the percentage change in Orrin Works' net income from 2024 to 2025?")
    for q in ("Taking 2024 as the base, what percentage change in net income did Orrin Works record by 2025?",
              "Orrin Works net income, 2024 vs 2025: % up or down?",
              "YoY % for Orrin Works' net income, 2024 to 2025?"):
        a = ask(catalog, q)
        assert a.status != "answered" or a.value == pytest.approx(plain), (q, a.answer)
    assert plain == pytest.approx(15.0)


def test_an_aside_saying_mean_is_no_average(catalog):
    a = ask(catalog, "Higher unit price - SKU HS-1002 or SKU HS-1003? (I mean in Halden Supplies' 2025 price list.)")
    assert a.status == "answered", a.answer
    assert a.value == "HS-1003"


def test_a_year_before_a_singular_unit_is_no_quantity(catalog):
    a = ask(catalog, "What is the 2025 unit price of SKU HS-1002 in Halden Supplies' price list?")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(9.0)
    assert {c.column for c in a.citations} == {"Unit price"}


def test_quarters_listed_for_one_year_of_several(catalog):
    a = ask(catalog, "Orrin Works 2025 order intake, Q1 + Q2 + Q3?")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(182_000_000)
    assert all("2025" in c.column for c in a.citations)


def test_a_value_passing_a_rounded_threshold_only_read_exactly_is_not_counted(catalog):
    # 55,848 thousand is above EUR 55.8 million read exactly, and not above it rounded as the question rounds
    a = ask(catalog, "How many quarters of 2024 at Orrin Works have an order intake above EUR 55.8 million?")
    assert a.status == "ambiguous", a.answer
    assert a.value is None
    # a threshold no value rounds to is counted as ever
    assert _value(catalog, "How many quarters of 2024 at Orrin Works have an order intake above EUR 54.5 million?") == 2


def test_a_term_the_documents_lack_still_refuses(catalog):
    a = ask(catalog, "What were Orrin Works' earnings from shipping in 2025?")
    assert a.status != "answered", a.answer


def test_a_number_a_column_prints_tells_it_apart(catalog):
    # "DN 37" names its column by the number; "DN 15" prints the same word and another number
    a = ask(catalog, "Hello, working from the Druckwerk Nord AG data sheet: DN 37, rated power please.")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(21.2)
