"""Prices compared the way buyers ask: "is Harlow or Denby cheaper for 250 mailer boxes?" reads one
price per named supplier (their lists laid out differently: tiers as columns, tiers as rows) and
compares or subtracts them; a product is named by its description without its item code and size,
but a size the question states must be the product's; "250 corrugated 300 x 200 x 100 mm mailer
boxes" is a quantity of 250 with the words that describe the boxes between; the other tiers of the
cited product's line are no rivals of the tier the quantity falls in. A quarter's column answers for
the one year its table's caption states ("Quarterly results, 2025"), and a change "from Q1 to Q4"
runs forward in time. Reportlab price lists and results through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("price_comparisons")
    build_pdf(d / "harlow_prices_2026.pdf", [
        Heading("Harlow Paper Co. Ltd - Price list 2026"),
        Note("All prices in USD per unit, excluding VAT."),
        Grid([["Item", "Description", "Unit price (USD) by quantity", "", ""],
              ["", "", "1–99", "100–499", "500+"],
              ["HP-220", "Corrugated mailer box 300 x 200 x 100 mm", "0.84", "0.71", "0.58"],
              ["HP-340", "Corrugated mailer box 400 x 300 x 150 mm", "1.26", "1.05", "0.93"],
              ["HP-510", "Kraft paper roll 750 mm x 200 m", "31.50", "28.90", "26.40"]],
             header_rows=2, spans=[((2, 0), (4, 0))]),
    ])
    build_pdf(d / "denby_supplies_2026.pdf", [
        Heading("Denby Supplies Inc. - 2026 prices"),
        Grid([["Quantity ordered (units)", "DB-7 Mailer box, corrugated, 300 × 200 × 100 mm",
               "DB-9 Kraft paper roll, 750 mm × 200 m"],
              ["1–199", "$0.79", "$33.20"], ["200–999", "$0.66", "$29.80"], ["1,000 and over", "$0.55", "$27.10"]],
             style="zebra"),
    ])
    build_pdf(d / "tollgate_results_2025.pdf", [
        Heading("Tollgate Freight plc - Results for the year 2025"),
        Note("Table 1: Quarterly income statement, 2025 (£ thousands)"),
        Grid([["", "Q1", "Q2", "Q3", "Q4", "FY 2025"],
              ["Revenue", "21,410", "22,905", "24,380", "25,120", "93,815"],
              ["Operating profit", "1,210", "1,655", "2,040", "2,315", "7,220"],
              ["Profit (loss) for the period", "(140)", "395", "1,180", "1,410", "2,845"]]),
        Note("Table 2: Comparative quarters, 2024 (£ thousands)"),
        Grid([["", "Q1", "Q2", "Q3", "Q4", "FY 2024"],
              ["Revenue", "19,870", "20,640", "22,015", "23,460", "85,985"]]),
        Note("Table 3: Operating data, 2025"),
        Grid([["Operating data", "Q1", "Q2", "Q3", "Q4"],
              ["On-time delivery rate (%)", "93.4", "94.0", "95.2", "96.1"]]),
    ])
    with ingested(d, "c.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What is Harlow's unit price for 250 units of HP-220?", 0.71),
    ("What is Harlow's price for 250 corrugated 300 x 200 x 100 mm mailer boxes?", 0.71),
    ("What does Denby charge per mailer box for 250 units?", 0.66),
    ("Denby price for 1,200 kraft paper rolls?", 27.10),
])
def test_a_product_priced_by_the_tier_its_quantity_falls_in(catalog, question, value):
    a = ask(catalog, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer


def test_a_size_the_question_states_must_be_the_products(catalog):
    a = ask(catalog, "What does Denby charge for 250 mailer boxes 400 x 300 x 150 mm?")
    assert a.value != pytest.approx(0.66), a.answer


@pytest.mark.parametrize("question, winner", [
    ("Is Harlow or Denby cheaper for 250 mailer boxes, 300 x 200 x 100 mm?", "Denby"),
    ("For 150 corrugated 300 x 200 x 100 mm mailer boxes, which is cheaper per box: Harlow Paper or Denby?", "Harlow"),
    ("We need 600 kraft paper rolls. Which costs less per roll, Harlow or Denby?", "Harlow"),
])
def test_two_named_suppliers_compared(catalog, question, winner):
    a = ask(catalog, question)
    assert a.status == "answered" and winner in str(a.value), a.answer
    assert {c.document for c in a.citations} == {"harlow_prices_2026.pdf", "denby_supplies_2026.pdf"}


def test_a_supplier_listing_two_such_products_decides_nothing(catalog):
    a = ask(catalog, "Is Harlow or Denby cheaper for 250 mailer boxes?")  # Harlow lists two mailer boxes
    assert a.status != "answered", a.answer


def test_the_price_difference_between_two_named_suppliers(catalog):
    a = ask(catalog, "Buying 600 kraft paper rolls: what's the per-roll price difference between Harlow and Denby?")
    assert a.status == "answered" and a.value == pytest.approx(29.80 - 26.40), a.answer


@pytest.mark.parametrize("question, value", [
    ("What was Tollgate's revenue in Q2 2025?", 22_905e3),
    ("Q3 revenue, Tollgate, 2025?", 24_380e3),
    ("What was Tollgate's revenue in Q2 2024?", 20_640e3),
    ("What was Tollgate's bottom line in the first quarter of 2025?", -140e3),
    ("For the board pack: what was Tollgate's operating profit in Q4 2025?", 2_315e3),
])
def test_a_quarter_answers_for_the_year_its_caption_states(catalog, question, value):
    a = ask(catalog, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer


def test_a_quarter_of_a_year_the_tables_do_not_state_is_not_found(catalog):
    a = ask(catalog, "What was Tollgate's revenue in Q2 2023?")
    assert a.status != "answered", a.answer


@pytest.mark.parametrize("question", [
    "By how much did Tollgate's on-time delivery rate change from Q1 to Q4 2025?",
    "By how much did Tollgate's on-time delivery rate change from Q1 to Q4?",
])
def test_a_change_from_one_quarter_to_a_later_one_runs_forward(catalog, question):
    a = ask(catalog, question)
    assert a.value != pytest.approx(93.4 - 96.1), a.answer  # never the change read backwards
    if a.status == "answered":
        assert a.value == pytest.approx(96.1 - 93.4), a.answer


@pytest.mark.parametrize("question", ["What was Tollgate's revenue per head in 2025?",
                                      "What was Tollgate's revenue per user in Q2 2025?"])
def test_a_measure_per_person_is_not_the_measure(catalog, question):
    a = ask(catalog, question)  # "per head" names no price's unit here: no quantity of people is asked
    assert a.status != "answered", a.answer
