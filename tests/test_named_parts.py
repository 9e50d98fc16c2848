"""Sums of named parts, quarters printed only in the next report, a subtotal with no total word,
and what a refusal names.

Real reportlab PDFs -> real extraction -> a real Catalog; every question goes through ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    d = tmp_path_factory.mktemp("named_parts")
    build_pdf(d / "ar2024_corvid.pdf", [
        Heading("Corvid Optics plc"), Heading("Annual report 2024", level=2),
        Note("Consolidated income statement (in EUR millions)"),
        Grid([["", "2023", "2024"],
              ["Revenue", "900.0", "1,000.0"],
              ["Cost of sales", "(500.0)", "(550.0)"],
              ["Gross profit", "400.0", "450.0"],
              ["Distribution costs", "(120.0)", "(130.0)"],
              ["General and administrative expenses", "(50.0)", "(55.0)"],
              ["Research and development", "(60.0)", "(70.0)"],
              ["Other operating income (expense), net", "(4.0)", "(6.0)"],
              ["Operating income", "166.0", "189.0"],
              ["Finance costs", "(9.0)", "(8.0)"]], style="booktabs"),
        Note("Support plans (EUR, 2025)"),
        Grid([["Plan", "Annual fee"], ["Basic", "1,200"], ["Business", "2,400"], ["Business Plus", "3,900"],
              ["Campus Plus", "1,500"]], style="grid"),
    ])
    build_pdf(d / "ar2025_corvid.pdf", [
        Heading("Corvid Optics plc"), Heading("Annual report 2025", level=2),
        Note("Quarterly revenue (in EUR millions)"),
        Grid([["", "2024", "", "", "", "2025", "", "", ""], ["", "Q1", "Q2", "Q3", "Q4", "Q1", "Q2", "Q3", "Q4"],
              ["Revenue", "230.0", "260.0", "240.0", "270.0", "250.0", "280.0", "255.0", "290.0"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (4, 0)), ((5, 0), (8, 0))]),
    ])
    build_pdf(d / "ar2024_lindqvist.pdf", [
        Heading("Lindqvist Werke AG"), Heading("Geschäftsbericht 2024", level=2),
        Note("Konzernbilanz (in Tsd. EUR)"),
        Grid([["", "zum 31. Dezember", ""], ["", "2023", "2024"],
              ["Sachanlagen", "800", "820"],
              ["Immaterielle Vermögenswerte", "400", "410"],
              ["Langfristige Vermögenswerte", "1.200", "1.230"],
              ["Vorräte", "300", "310"],
              ["Forderungen aus Lieferungen und Leistungen", "420", "440"],
              ["Zahlungsmittel", "280", "330"],
              ["Kurzfristige Vermögenswerte", "1.000", "1.080"],
              ["Bilanzsumme", "2.200", "2.310"]], style="booktabs", header_rows=2, spans=[((1, 0), (2, 0))]),
    ])
    with ingested(d, "parts.duckdb") as cat:
        yield cat


def _answered(a):
    assert a.status == "answered" and a.verified, a.answer
    return a


def test_sga_plus_rnd_adds_the_selling_administrative_and_rnd_lines(reports):
    """SG&A is no printed line here: selling (distribution) plus administrative, then R&D on top."""
    a = _answered(ask(reports, "Corvid Optics 2024: SG&A plus R&D?"))
    assert float(a.value) == pytest.approx(-255e6)
    assert {c.row for c in a.citations} == {"Distribution costs", "General and administrative expenses",
                                            "Research and development"}


def test_sga_alone_is_the_two_lines(reports):
    a = _answered(ask(reports, "What were Corvid Optics' SG&A expenses in 2024?"))
    assert float(a.value) == pytest.approx(-185e6)


def test_a_sum_of_parts_with_a_word_no_table_holds_refuses(reports):
    a = ask(reports, "Corvid Optics 2024: SG&A plus R&D plus royalties?")
    assert a.status != "answered"
    assert "royalties" in a.answer


def test_quarters_printed_only_in_the_next_report_are_read_there(reports):
    """The 2024 report prints no quarter: the 2025 report's 2024 quarters are no restatement."""
    a = _answered(ask(reports, "Could you total Corvid Optics' revenue for Q1+Q2+Q3 2024?"))
    assert float(a.value) == pytest.approx(730e6)
    b = _answered(ask(reports, "Max revenue of 2024 at Corvid Optics, which quarter?"))
    assert b.value == "Q4"


def test_a_subtotal_printed_with_no_total_word_names_its_lines(reports):
    """"Kurzfristige Vermögenswerte" is the current assets subtotal: its lines are the ones above it."""
    a = _answered(ask(reports, "Max balance at 31 December 2024 in Lindqvist's balance sheet: which current asset line?"))
    assert a.value == "Forderungen aus Lieferungen und Leistungen"
    assert "Sachanlagen" not in {c.row for c in a.citations}


def test_a_one_letter_name_is_named_whole(reports):
    a = ask(reports, "What was the revenue of Supplier Z in 2024?")
    assert a.status == "not_found"
    assert "'Supplier Z'" in a.answer and "'z'" not in a.answer


def test_a_word_printed_only_in_prose_is_not_called_absent_from_the_documents(tmp_path):
    build_pdf(tmp_path / "support.pdf", [
        Heading("Nimbus Support price sheet 2025"),
        Note("The Business plan was launched in 2023 at an introductory price of EUR 2,246."),
        Grid([["Plan", "EUR"], ["Basic", "1,560"], ["Business", "2,800"]], style="grid"),
    ])
    with ingested(tmp_path, "s.duckdb") as cat:
        a = ask(cat, "What was the introductory price of the Business plan?")
    assert a.status == "not_found"
    assert "the documents name nothing" not in a.answer
    assert "no table of the documents names anything matching 'introductory'" in a.answer


def test_costs_compared_by_what_was_spent_are_compared_by_size(reports):
    """Both lines are printed as deductions; "spend more" / "the higher cost" means the larger cost."""
    a = _answered(ask(reports, "In 2024, did Corvid Optics spend more on administrative expenses or on "
                               "selling and distribution expenses?"))
    assert a.value == "Distribution costs"
    b = _answered(ask(reports, "Administration overheads versus S&D expenses at Corvid Optics in 2024: "
                               "which one was the higher cost?"))
    assert b.value == "Distribution costs"


def test_negative_lines_that_are_not_all_costs_stay_ambiguous(reports):
    a = ask(reports, "Which was higher at Corvid Optics in 2024: other operating income or finance costs?")
    assert a.status != "answered", a.answer


def _pricelist(path, supplier: str, year: int, prices: list[list[str]], tiers: list[list[str]]):
    return build_pdf(path, [
        Heading(f"{supplier} - Price list {year}"),
        Note("Table 1: Unit prices"),
        Grid([["SKU", "Description", "Unit price", "Min. order qty"], *prices], style="grid"),
        Note("Table 2: Delivery fees per order"),
        Grid([["Order quantity (units)", "Standard", "Express"], *tiers], style="grid"),
        Note("* Prices exclude VAT."),
    ])


@pytest.fixture(scope="module")
def pricelists(tmp_path_factory):
    d = tmp_path_factory.mktemp("pricelists")
    _pricelist(d / "pricelist_alpha_2024.pdf", "Alpha Supplies", 2024,
               [["AL-1001", "Copy paper A4", "EUR 5.00", "10"], ["AL-1002", "Packing tape", "EUR 2.00", "n/a"]],
               [["1-99", "EUR 20.00", "EUR 40.00"], ["100-999", "EUR 30.00", "EUR 55.00"], ["1,000+", "EUR 45.00", "EUR 80.00"]])
    _pricelist(d / "pricelist_alpha_2025.pdf", "Alpha Supplies", 2025,
               [["AL-1001", "Copy paper A4", "EUR 5.50", "10"], ["AL-1002", "Packing tape", "EUR 2.10", "n/a"]],
               [["1-99", "EUR 21.00", "EUR 41.00"], ["100-999", "EUR 31.00", "EUR 56.00"], ["1,000+", "EUR 46.00", "EUR 81.00"]])
    _pricelist(d / "pricelist_beta_2025.pdf", "Beta Trading", 2025,
               [["BT-2001", "Copy paper A4", "EUR 5.20", "5"]],
               [["1-99", "EUR 15.00", "EUR 35.00"], ["100-499", "EUR 25.00", "EUR 45.00"], ["500-2,999", "EUR 35.00", "EUR 60.00"]])
    _pricelist(d / "pricelist_gamma_2025.pdf", "Gamma Goods", 2025,
               [["GG-3001", "Copy paper A4", "EUR 5.40", "20"]],
               [["1-499", "EUR 22.00", "EUR 42.00"], ["500+", "EUR 40.00", "EUR 70.00"]])
    with ingested(d, "prices.duckdb") as cat:
        yield cat


def test_a_row_named_with_no_column_is_read_at_its_one_amount_of_money(pricelists):
    """"SKU AL-1001 from 2024 to 2025": the price list's one money column is the SKU's value."""
    a = _answered(ask(pricelists, "What percentage increase or decrease did SKU AL-1001 see at Alpha Supplies "
                                  "from 2024 to 2025?"))
    assert float(a.value) == pytest.approx(10.0)
    assert {c.column for c in a.citations} == {"Unit price"}


def test_a_list_whose_tiers_stop_short_of_the_quantity_quotes_no_fee_for_it(pricelists):
    """Beta's tiers end at 2,999: for 3,500 units only Alpha and Gamma quote a fee."""
    a = _answered(ask(pricelists, "Which supplier has the cheapest standard delivery for 3,500 units in 2025?"))
    assert a.value == "Gamma Goods"
    assert not any("beta" in c.document for c in a.citations)
    b = _answered(ask(pricelists, "Which supplier has the cheapest standard delivery for 2,500 units in 2025?"))
    assert b.value == "Beta Trading"


def test_a_cost_line_named_by_its_concept_is_compared_by_size(reports):
    """"Research and development" prints no cost word; its concept's phrases do."""
    a = _answered(ask(reports, "Selling costs versus R&D expenditure at Corvid Optics in 2024: which one was the higher cost?"))
    assert a.value == "Distribution costs"


def test_an_item_said_twice_is_one_item(reports):
    """"is A above B, or is B the higher one?": the second "Business plan" names the same row."""
    a = _answered(ask(reports, "Quick check in Corvid Optics' support plans: is the Campus Plus plan's fee above the "
                               "Business plan's, or is the Business plan the higher one?"))
    assert a.value == "Business"


def test_a_minimum_said_after_its_noun_names_the_minimum_order_column(pricelists):
    """"an order minimum" is "Min. order qty", said the other way round; n/a is no minimum."""
    a = _answered(ask(pricelists, "For 2025, at Alpha Supplies: product count with an order minimum?"))
    assert float(a.value) == 1.0
    assert {c.column for c in a.citations} == {"Min. order qty"}


def test_sga_is_never_selling_costs_alone(tmp_path):
    """A report printing distribution costs and R&D but no administrative line holds no SG&A: the
    sum is refused, never answered as distribution costs plus R&D."""
    build_pdf(tmp_path / "ar2024_halvard.pdf", [
        Heading("Halvard Instruments plc"), Heading("Annual report 2024", level=2),
        Note("Consolidated income statement (in EUR millions)"),
        Grid([["", "2023", "2024"],
              ["Revenue", "700.0", "760.0"],
              ["Cost of sales", "(400.0)", "(430.0)"],
              ["Distribution costs", "(90.0)", "(95.0)"],
              ["Research and development", "(40.0)", "(45.0)"],
              ["Operating income", "170.0", "190.0"]], style="booktabs"),
    ])
    with ingested(tmp_path, "halvard.duckdb") as cat:
        for q in ["Halvard Instruments 2024: selling, general and administrative expenses plus R&D?",
                  "What were Halvard Instruments' SG&A expenses in 2024?"]:
            a = ask(cat, q)
            assert a.status != "answered", a.answer
