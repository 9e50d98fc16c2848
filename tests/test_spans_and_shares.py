"""Lines labelled by a span of years, a header whose last words stand on the stub heading's line,
columns of a statement in percent of sales, shares read at the whole's column, and the "Amount"
column a question names with a word that says little by itself.

Real reportlab PDFs -> real extraction -> a real Catalog; every question goes through ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.extract import extract_document
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf

EXPIRIES = [["", "", "Land and"], ["", "Ground", "Building"], ["Fiscal Year", "Leases", "Leases"],
            ["2020 – 2024", "381", "697"], ["2025 – 2029", "198", "270"], ["2030 – 2034", "40", "135"]]
PCT_OF_SALES = [["", "2019", "2018"], ["Sales", "100.0 %", "100.0 %"], ["Gross profit", "40.0", "50.9"],
                ["Operating expenses", "33.1", "27.0"], ["Provision for income taxes", "1.4", "3.5"],
                ["Net income", "7.2 %", "20.5 %"]]
SECURITIES = [["", "Amortized Cost", "Unrealized Losses", "Fair Value"],
              ["Foreign government obligations", "$ 73,798", "235", "87,797"],
              ["U.S. government obligations", "97,223", "6,436", "91,203"],
              ["Total", "$ 171,021", "6,671", "179,000"]]
CARRYFORWARDS = [["(dollars in thousands)", "Last Fiscal Year of Expiration", "Amount"],
                 ["Net operating loss carryforwards:", "", ""],
                 ["Domestic-state", "2039", "$57,299"],
                 ["Foreign", "2039 or indefinite", "$565,609"]]
OBLIGATIONS = [["", "Total", "2020", "2021-2022", "2023-2024"],
               ["Operating leases", "$19,437", "$4,143", "$7,111", "$3,686"],
               ["Capital leases", "65", "27", "38", "—"],
               ["Total contractual obligations", "$19,502", "$4,170", "$7,149", "$3,686"]]
MONETARY = [["", "USD denominated", "Non-USD denominated"],
            ["As at 31 December 2018", "", ""],
            ["Monetary assets, current", "18,041", "1,994"],
            ["Monetary assets, non-current", "2,642", "—"],
            ["Monetary liabilities, current", "(3,434)", "(9,610)"],
            ["Monetary liabilities, non-current", "(3,733)", "(4,052)"]]
MONETARY_TOTAL = MONETARY[:4] + [["Total monetary assets", "20,683", "1,994"]] + MONETARY[4:]
BORROWINGS = [["", "Carrying Amount", "Fair Value"],
              ["Senior notes", "3,900.0", "3,920.0"],
              ["Other foreign borrowings", "12.6", "12.6"],
              ["Other domestic borrowings", "89.0", "89.0"],
              ["Total debt", "4,001.6", "4,021.6"]]


@pytest.fixture(scope="module")
def cat(tmp_path_factory):
    d = tmp_path_factory.mktemp("spans")
    build_pdf(d / "leases.pdf", [Heading("Annual report (extract)"), Grid(EXPIRIES, style="booktabs"),
                                 Note("As of September 29, 2019, our restaurant leases had initial terms expiring as follows:")])
    build_pdf(d / "sales.pdf", [Heading("Annual report (extract)"),
                                Note("The following table sets forth, for the periods indicated, the percentage of sales "
                                     "represented by certain items reflected in our Consolidated Statements of Operations:"),
                                Grid(PCT_OF_SALES, style="booktabs")])
    build_pdf(d / "securities.pdf", [Heading("Annual report (extract)"), Grid(SECURITIES, style="booktabs")])
    build_pdf(d / "carryforwards.pdf", [Heading("Annual report (extract)"), Grid(CARRYFORWARDS, style="booktabs")])
    build_pdf(d / "obligations.pdf", [Heading("Annual report (extract)"), Note("(in thousands)"),
                                      Grid(OBLIGATIONS, style="booktabs")])
    build_pdf(d / "debt.pdf", [Heading("Annual report (extract)"), Note("(in millions)"), Grid(BORROWINGS, style="booktabs")])
    build_pdf(d / "monetary.pdf", [Heading("Annual report (extract)"), Note("(RMB million)"),
                                   Grid(MONETARY, style="booktabs")])
    build_pdf(d / "monetary-total.pdf", [Heading("Annual report (extract)"), Note("(RMB million)"),
                                         Grid(MONETARY_TOTAL, style="booktabs")])
    with ingested(d, "spans.duckdb") as c:
        yield c


def _num(a) -> float:
    assert a.status == "answered" and a.verified, a.answer
    return float(a.value)


def test_the_last_heading_words_on_the_stub_headings_line_end_the_header(tmp_path):
    pdf = build_pdf(tmp_path / "p.pdf", [Heading("Annual report (extract)"), Grid(EXPIRIES, style="booktabs")])
    (t,) = extract_document(pdf).tables
    assert ["Ground", "Leases"] in t.column_paths, t.column_paths
    assert not any("Leases" in " ".join(p) for p in t.row_paths), t.row_paths


def test_a_span_of_years_a_line_prints_names_that_line(cat):
    a = ask(cat, "What is the number of ground leases expiring between fiscal year 2020 - 2024?", documents=["leases.pdf"])
    assert _num(a) == 381
    a = ask(cat, "What is the difference of ground leases expiring between the periods 2020 - 2024 and 2025 - 2029?",
            documents=["leases.pdf"])
    assert _num(a) == 381 - 198


def test_a_year_said_beside_a_printed_span_keeps_both_as_periods(cat):
    # "from 2020 to 2021-2022": the two columns of one line, never two lines of the 2020 column
    a = ask(cat, "What was the increase / (decrease) in the contractual obligation for operating leases from 2020 "
                 "to 2021-2022?", documents=["obligations.pdf"])
    assert a.status != "answered" or a.value == pytest.approx((7111 - 4143) * 1000), a.answer
    assert {c.row for c in a.citations} <= {"Operating leases"}, a.citations


def test_percent_signs_on_the_first_and_last_lines_make_the_column_percent(cat):
    a = ask(cat, "What was the percentage of sales represented by operating expenses in 2019?", documents=["sales.pdf"])
    assert _num(a) == pytest.approx(33.1)
    assert a.unit == "%"
    a = ask(cat, "What was the change in percentage of sales represented by gross profit between 2018 and 2019?",
            documents=["sales.pdf"])
    assert _num(a) == pytest.approx(40.0 - 50.9)


def test_a_share_whose_part_does_not_repeat_the_wholes_column(cat):
    a = ask(cat, "What percentage of the total amortized cost is made up of foreign government obligations?",
            documents=["securities.pdf"])
    assert _num(a) == pytest.approx(73798 / 171021 * 100, abs=0.01)
    assert {c.column for c in a.citations} == {"Amortized Cost"}, a.citations


def test_a_part_of_two_items_is_not_one_of_them(cat):
    a = ask(cat, "What is the percentage of other foreign borrowings and other domestic borrowings as a percentage of "
                 "Total debt in fair values?", documents=["debt.pdf"])
    assert a.status != "answered" or a.value == pytest.approx((12.6 + 89.0) / 4021.6 * 100, abs=0.01), a.answer


def test_the_amount_column_named_by_amount(cat):
    a = ask(cat, "What was the amount of domestic-state net operating loss carryforwards?", documents=["carryforwards.pdf"])
    assert _num(a) == pytest.approx(57299 * 1000)
    assert {c.column for c in a.citations} == {"Amount"}, a.citations


def test_the_total_of_lines_that_name_it_alike(cat):
    q = "What was the total USD denominated monetary assets as at 31 December 2018?"
    a = ask(cat, q, documents=["monetary.pdf"])
    assert _num(a) == pytest.approx(18041 + 2642)
    assert {c.row for c in a.citations} == {"Monetary assets, current", "Monetary assets, non-current"}, a.citations
    # a printed total line is the one asked, never a sum of its parts
    a = ask(cat, q, documents=["monetary-total.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(20683), a.answer
    assert a.route != "sql" or len(a.citations) == 1, a.citations
    # lines printed as deductions: their total's sign is not told by the question
    a = ask(cat, "What was the total USD denominated monetary liabilities as at 31 December 2018?", documents=["monetary.pdf"])
    assert a.status != "answered", a.answer
    # without "total" the tie stays a tie
    a = ask(cat, "What were the USD denominated monetary assets as at 31 December 2018?", documents=["monetary.pdf"])
    assert a.status != "answered", a.answer
