"""How the answer reads what the question says around the figure:

- a sign instruction ("use a negative number for a deficit", "report the outflow as a positive
  amount") is honoured where the cell allows, and a line that names the deficit alone refuses;
- "what percentage of A were B" is B over A (the share's part over its whole);
- "which segment had the largest X" never picks the "Total" column, nor does a sum over a line add it;
- a duration said ("due within 3 years") must be printed by the cells read, and "the 3 year period"
  is three years of cells;
- "the number of employees" is no amount under a "2020 £m" column;
- a label's "net of current portion" names what the line leaves out, not the line;
- "includes $10.31 billion related to VIEs" in a label states an amount, not the line's scale.

Reportlab documents through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("signs_shares")
    build_pdf(d / "hallowmere_annual_report_2022.pdf", [
        Heading("Hallowmere Holdings Inc. - Annual report 2022"),
        Note("Consolidated balance sheet (in millions)"),
        Grid([["", "2022", "2021"], ["Cash and cash equivalents", "1,250", "1,410"],
              ["Long-term debt (includes $10.31 billion related to VIEs)", "47,742", "38,225"],
              ["Accumulated deficit", "3,068", "2,120"],
              ["Total shareholders' equity (deficit)", "(6,003)", "(4,601)"]], style="grid"),
        Note("Consolidated statement of cash flows (in millions)"),
        Grid([["", "2022", "2021"], ["Net cash provided by operating activities", "9,540", "8,120"],
              ["Payments for repurchases of common stock", "(16,248)", "(20,971)"]], style="grid"),
    ])
    build_pdf(d / "hallowmere_notes_2022.pdf", [
        Heading("Hallowmere Holdings Inc. - Notes to the financial statements 2022"),
        Note("Stock options"),
        Grid([["", "Number of Options", "Weighted Average Exercise Price"],
              ["Outstanding at December 31, 2022", "2,865", "$41.20"],
              ["Exercisable at December 31, 2022", "1,588", "$35.75"]], style="grid"),
        Note("The changes in the carrying amount of goodwill by reportable segment were as follows:"),
        Grid([["Goodwill by segment", "Consumer", "Business", "Wholesale", "Total"],
              ["Balance as of December 31, 2021", "2,391", "1,560", "346", "4,297"],
              ["Balance as of December 31, 2022", "2,473", "1,594", "346", "4,413"]], style="grid"),
        Note("Contractual obligations (in thousands)"),
        Grid([["", "Total", "Less than 1 year", "1-3 years", "3-5 years"],
              ["Long-term debt", "2,350,000", "125,000", "310,000", "1,915,000"],
              ["Operating lease obligations", "48,200", "9,100", "17,300", "21,800"]], style="grid"),
        Note("Employee costs"),
        Grid([["", "2022 £m", "2021 £m"], ["Production", "2,410", "2,288"], ["Distribution", "1,936", "1,902"]],
             style="grid"),
        Note("Borrowings of the subsidiaries"),
        Grid([["", "2022", "2021"], ["Senior notes", "1,150.0", "1,150.0"], ["Term loan", "287.5", "300.0"],
              ["Less: current portion", "(33.8)", "(30.0)"], ["Borrowings, net of current portion", "1,403.7", "1,420.0"]],
             style="grid"),
        Note("Assumptions"),
        Grid([["", "2022", "2021", "2020"], ["Dividend yield", "1.6%", "1.5%", "1.7%"],
              ["Expected volatility", "24.0%", "22.5%", "25.1%"]], style="grid"),
    ])
    build_pdf(d / "obligations.pdf", [
        Heading("Annual report (extract)"),
        Grid([["", "Payments Due by Period", "", "", "", ""],
              ["", "Total", "Less than 1 Year", "1-3 Years", "3-5 Years", "More than 5 Years"],
              ["Long-term debt", "2,350,000", "125,000", "310,000", "415,000", "1,500,000"],
              ["Interest on long-term debt", "1,139,341", "96,418", "178,902", "151,336", "712,685"]],
             style="grid", header_rows=2),
        Note("Amounts are in thousands."),
    ])
    with ingested(d, "signs_shares.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What was Hallowmere's total shareholders' equity (deficit) in 2022? Answer in USD millions; use a negative "
     "number for a deficit.", -6003e6),
    ("What were Hallowmere's payments for repurchases of common stock in 2022? Report the outflow as a positive "
     "amount in USD millions.", 16248e6),
], ids=["signed-as-printed", "outflow-as-positive"])
def test_a_sign_instruction_is_honoured(catalog, question, value):
    a = ask(catalog, question)
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer


def test_a_line_naming_the_deficit_alone_is_no_signed_figure(catalog):
    a = ask(catalog, "What was Hallowmere's accumulated deficit at the end of 2022? Use a negative number for a deficit.")
    assert a.status != "answered" or a.value == pytest.approx(-3068e6), a.answer


def test_a_share_is_its_part_over_its_whole(catalog):
    a = ask(catalog, "What percentage of options outstanding at December 31, 2022 were exercisable?")
    assert a.status == "answered" and a.value == pytest.approx(1588 / 2865 * 100, rel=1e-4), a.answer


def test_the_total_column_is_no_segment(catalog):
    a = ask(catalog, "Which segment had the largest goodwill balance as of December 31, 2022?")
    assert a.status == "answered" and a.value == "Consumer", a.answer


def test_a_duration_said_must_be_printed(catalog):
    a = ask(catalog, "What is the total long-term debt payments due within 3 years?")
    assert a.value != pytest.approx(2_350_000e3), a.answer  # the Total column is no "within 3 years"


def test_a_total_column_is_no_part_of_a_sum_over_the_line(catalog):
    a = ask(catalog, "What is the sum interest on long-term debt?", documents=["obligations.pdf"])
    assert a.value != pytest.approx(2 * 1_139_341e3), a.answer  # the parts and their printed total added again
    assert a.status == "answered" and a.value == pytest.approx(1_139_341e3), a.answer


def test_a_number_of_years_is_the_years_read(catalog):
    a = ask(catalog, "What was the average dividend yield for the 3 years from 2020 to 2022?")
    assert a.status == "answered" and a.value == pytest.approx((1.6 + 1.5 + 1.7) / 3), a.answer


def test_a_count_is_no_amount_under_a_currency_column(catalog):
    a = ask(catalog, "What was the average number of employees in distribution in 2021 and 2022?")
    assert a.value != pytest.approx((1936 + 1902) / 2 * 1e6) and a.value != pytest.approx((1936 + 1902) / 2), a.answer


def test_what_a_label_leaves_out_does_not_name_it(catalog):
    a = ask(catalog, "What was the current portion of borrowings in 2022?")
    assert a.value != pytest.approx(1403.7e6) and a.value != pytest.approx(1403.7), a.answer


def test_an_amount_in_a_label_is_no_scale(catalog):
    a = ask(catalog, "By how much did Hallowmere's long-term debt increase from 2021 to 2022? Answer in USD millions.")
    assert a.status == "answered" and a.value == pytest.approx((47742 - 38225) * 1e6), a.answer
