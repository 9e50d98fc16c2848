"""What a question names of a report's parts and periods is honoured, or the question is refused:
a segment's measure is never the company's computed from the consolidated lines, a quarter named
by its end is never the year's figure, a count is never the money of the thing counted, "the total
of A and B" is never one line naming words of both, a growth asked in percent is never the change
of a share line, "by how much did X grow" is a change, not the two values, a depreciation line
printed beside its amortization is no depreciation and amortization, a change asked of one year is
not the year's amount, "total X" is neither one line of a group X nor the "Total" of columns the
question does not name, "Total shareholders' equity" is in the note's millions, not under its
exception for numbers of shares, a member said word for word ("cloud services and license support")
lends none of its words to another ("Services"), and a part's rate ("the gross margin percentage of
Products") is neither a share of the total rate nor the company's margin, "company-operated sales"
is no count of company-operated restaurants, and a line under a per-share heading is no amount. Reportlab reports through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("parts_and_periods")
    build_pdf(d / "marlow_2022.pdf", [
        Heading("Marlow Telecom Inc. - Annual report 2022"),
        Heading("Consolidated statements of income", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Total operating revenues", "$ 13,680", "$ 13,360"],
              ["Depreciation and amortization expense", "1,720", "1,620"], ["Operating income", "3,130", "3,240"],
              ["Net income", "2,150", "2,250"]], style="booktabs"),
        Break(), Heading("Consumer segment", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Segment operating revenues", "10,410", "10,050"],
              ["Depreciation and amortization expense", "1,250", "1,170"], ["Segment operating income", "2,540", "2,660"]],
             style="booktabs"),
        Break(), Heading("Capital expenditures by business unit", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["North Unit", "410", "380"], ["South Unit", "650", "590"],
              ["Total capital expenditures", "1,060", "970"]], style="booktabs"),
        Break(), Heading("Consolidated statements of cash flows", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Net income", "2,150", "2,250"],
              ["Depreciation and amortization expense", "1,720", "1,620"],
              ["Net cash provided by operating activities", "4,020", "3,900"],
              ["Capital expenditures", "(1,060)", "(970)"]], style="booktabs"),
        Break(), Heading("Capital expenditures by segment", level=2), Note("(In millions)"),
        Grid([["", "Fibre Network", "Mobile Network", "Total"], ["2022", "390", "670", "1,060"], ["2021", "350", "620", "970"]],
             style="booktabs"),
        Break(), Heading("Quarterly financial data (unaudited)", level=2), Note("(In millions)"),
        Grid([["Quarter ended 2022", "Mar 31", "Jun 30", "Sep 30", "Dec 31"],
              ["Total operating revenues", "3,310", "3,390", "3,460", "3,520"]], style="booktabs"),
        Break(), Heading("Revenues by business", level=2), Note("(Dollars in millions)"),
        Grid([["", "2022", "2021"], ["Total Revenues by Business:", "", ""], ["Network", "12,100", "12,085"],
              ["Services", "1,580", "1,275"], ["% Revenues by Business:", "", ""], ["Network", "88%", "90%"],
              ["Services", "12%", "10%"]], style="booktabs"),
        Break(), Heading("Revenue by sales channel", level=2), Note("($ in millions)"),
        Grid([["", "2022", "2021"], ["Stores", "$ 7,219", "$ 7,029"], ["Direct-to-customers", "1,528", "1,929"],
              ["Total sales", "8,747", "8,958"]], style="booktabs"),
        Break(), Heading("Consolidated balance sheets", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Cash and cash equivalents", "2,154", "1,379"], ["Short-term investments", "2,625", "5,944"],
              ["Total current assets", "7,990", "9,120"]], style="booktabs"),
        Break(), Heading("Fair value of debt", level=2), Note("(In millions)"),
        Grid([["", "Carrying", "Fair Value", "", ""], ["", "Amount", "Level 1", "Level 2", "Total"],
              ["At December 31, 2022", "9,840", "6,100", "2,950", "9,050"],
              ["At December 31, 2021", "9,910", "6,800", "3,400", "10,200"]],
             style="grid", header_rows=2, spans=[((2, 0), (4, 0))]),
        Break(), Heading("Assets and liabilities measured at fair value", level=2), Note("(In millions)"),
        Grid([["December 31, 2022", "Level 1", "Level 2", "Total"], ["Assets:", "", "", ""],
              ["Money market funds", "1,200", "—", "1,200"], ["Liabilities:", "", "", ""],
              ["Derivative financial instruments", "—", "126", "126"]], style="booktabs"),
        Break(), Heading("Reconciliation of cash, cash equivalents and restricted cash", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Cash, cash equivalents and restricted cash", "", ""],
              ["Cash and cash equivalents", "2,154", "1,379"],
              ["Restricted cash included in short-term investments", "36", "29"],
              ["Total cash, cash equivalents and restricted cash", "2,190", "1,408"]], style="booktabs"),
    ])
    build_pdf(d / "corran_2022.pdf", [  # a second company: the questions name which report they ask
        Heading("Corran Foods plc - Annual report 2022"),
        Heading("Consolidated statements of income", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Total revenues", "$ 5,210", "$ 4,980"], ["Gross profit", "2,080", "1,990"],
              ["Operating income", "610", "590"], ["Net income", "402", "388"]], style="booktabs"),
        Break(), Heading("Products and Services Performance", level=2),
        Grid([["", "2022", "2021"], ["Gross margin percentage:", "", ""], ["Products", "36.3%", "35.1%"],
              ["Services", "71.7%", "69.8%"], ["Total gross margin percentage", "43.3%", "41.8%"]], style="booktabs"),
        Break(), Heading("Consolidated statements of cash flows", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Net income", "402", "388"], ["Depreciation", "210", "200"],
              ["Amortization of intangibles", "55", "50"], ["Net cash provided by operating activities", "700", "650"]],
             style="booktabs"),
        Break(), Heading("Consolidated balance sheets", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Cash and cash equivalents", "880", "940"], ["Short-term investments", "120", "150"],
              ["Restricted cash", "14", "12"], ["Number of stores", "1,310", "1,290"]], style="booktabs"),
        Break(), Heading("Restaurants by ownership type", level=2),
        Grid([["Restaurants at December 31,", "2022", "2021"], ["Conventional franchised", "21,720", "21,607"],
              ["Company-operated", "2,106", "2,736"], ["Total restaurants", "23,826", "24,343"]], style="booktabs"),
        Break(), Heading("Revenues by market", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Company-operated sales:", "", ""], ["U.S.", "2,617", "2,790"],
              ["International", "6,131", "6,998"], ["Total", "8,748", "9,788"]], style="booktabs"),
        Break(), Heading("Net income (loss) per share", level=2),
        Note("The following table presents the computation of basic net income (loss) per share (in millions, except per share amounts):"),
        Grid([["", "2022", "2021"], ["Income (loss) per share - basic:", "", ""], ["Continuing operations", "$ (2.28)", "$ 0.53"],
              ["Discontinued operations", "0.86", "20.61"], ["Net income (loss) per share - basic", "$ (1.42)", "$ 21.14"]],
             style="booktabs"),
        Break(), Heading("Revenues by offering", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Cloud services and license support", "3,530", "3,180"], ["Hardware", "327", "318"],
              ["Services", "559", "320"]], style="booktabs"),
        Break(), Heading("Consolidated statements of shareholders' equity", level=2),
        Note("(In millions, except number of shares which are reflected in thousands and par value)"),
        Grid([["", "2022", "2021"], ["Common stock issued, shares", "15,943", "16,426"],
              ["Retained earnings", "3,068", "5,562"], ["Total shareholders' equity", "50,672", "63,090"]], style="booktabs"),
    ])
    with ingested(d, "c.duckdb") as cat:
        yield cat


def test_the_companys_measure_still_answers(catalog):
    a = ask(catalog, "What was Marlow's EBITDA in 2022?")
    assert a.status == "answered" and a.value == pytest.approx(4_850e6), a.answer


@pytest.mark.parametrize("question, company", [
    ("What was Marlow's Consumer segment EBITDA in 2022?", 4_850e6),
    ("What were the South Unit's capital expenditures in 2022?", -1_060e6),
    ("What were Marlow's capital expenditures for its Mobile Network in 2022?", -1_060e6),
])
def test_a_parts_measure_is_not_the_companys(catalog, question, company):
    a = ask(catalog, question)
    assert a.value not in (company, -company), a.answer


def test_a_quarter_named_by_its_end_is_not_the_year(catalog):
    a = ask(catalog, "What total operating revenues did Marlow report for the quarter ended September 30, 2022?")
    assert a.value != pytest.approx(13_680e6), a.answer
    assert a.status != "answered" or a.value == pytest.approx(3_460e6), a.answer


def test_by_how_much_did_it_grow_is_a_change(catalog):
    a = ask(catalog, "By how much did Marlow's net cash provided by operating activities grow from 2021 to 2022?")
    assert a.status == "answered" and a.value == pytest.approx(120e6), a.answer


def test_a_growth_in_percent_is_not_the_change_of_a_share_line(catalog):
    a = ask(catalog, "By what percentage did Marlow's services business revenues grow from 2021 to 2022?")
    assert a.value != pytest.approx(2.0), a.answer
    assert a.status != "answered" or a.value == pytest.approx((1580 - 1275) / 1275 * 100), a.answer


def test_a_number_of_things_is_not_their_money(catalog):
    a = ask(catalog, "What was Marlow's number of stores at the end of 2022?")
    assert a.unit != "USD" and a.value != pytest.approx(7_219e6), a.answer


def test_the_total_of_two_lines_is_not_one_line_naming_both(catalog):
    a = ask(catalog, "What was the total of Marlow's cash and cash equivalents and short-term investments at the end of 2022?")
    assert a.value != pytest.approx(36e6), a.answer
    assert a.status != "answered" or a.value == pytest.approx(4_779e6), a.answer


def test_depreciation_beside_its_amortization_is_not_both(catalog):
    a = ask(catalog, "What was Corran's EBITDA in 2022?")
    assert a.value != pytest.approx(820e6), a.answer  # operating income + depreciation, its amortization left out
    assert a.status != "answered" or a.value == pytest.approx(875e6), a.answer


def test_a_change_in_one_year_is_not_the_years_amount(catalog):
    a = ask(catalog, "How much did Marlow's net income grow in 2022?")
    assert a.value != pytest.approx(2_150e6), a.answer
    assert a.status != "answered" or a.value == pytest.approx(-100e6), a.answer


def test_total_liabilities_is_not_one_line_of_the_group(catalog):
    a = ask(catalog, "What were Marlow's total liabilities at December 31, 2022?")
    assert a.value != pytest.approx(126e6), a.answer


def test_a_total_of_unnamed_columns_is_one_reading_of_two(catalog):
    a = ask(catalog, "What was Marlow's total debt at the end of 2022?")
    assert a.value != pytest.approx(9_050e6), a.answer


def test_shareholders_equity_is_in_the_notes_millions_not_its_share_exception(catalog):
    a = ask(catalog, "What was Corran's total shareholders' equity in 2022?")
    assert a.status == "answered" and a.value == pytest.approx(50_672e6), a.answer


def test_a_member_said_word_for_word_keeps_its_words(catalog):
    a = ask(catalog, "What was the sum of Corran's cloud services and license support revenues and hardware revenues in 2022?")
    assert a.value != pytest.approx(4_416e6), a.answer  # "Services" is no third member
    assert a.status != "answered" or a.value == pytest.approx(3_857e6), a.answer


def test_a_parts_rate_is_no_share_of_the_total_rate_nor_the_companys(catalog):
    a = ask(catalog, "What was the gross margin percentage of Corran's Products in 2022?")
    assert a.value not in (pytest.approx(36.3 / 43.3 * 100, abs=0.01), pytest.approx(2080 / 5210 * 100, abs=0.01)), a.answer
    assert a.status != "answered" or a.value == pytest.approx(36.3), a.answer


def test_a_line_that_leaves_out_a_word_another_table_joins_to_it_is_not_asked(catalog):
    a = ask(catalog, "What was the change in Corran's company-operated sales from 2021 to 2022?")
    assert a.value != pytest.approx(-630), a.answer  # the change of the count of restaurants
    assert a.status != "answered" or a.value == pytest.approx(-1_040e6), a.answer


def test_a_line_under_a_per_share_heading_is_no_amount(catalog):
    a = ask(catalog, "What was Corran's net income from continuing operations in 2022?")
    assert a.value != pytest.approx(-2.28), a.answer
    b = ask(catalog, "What was Corran's basic income per share from continuing operations in 2022?")
    assert b.status == "answered" and b.value == pytest.approx(-2.28), b.answer
