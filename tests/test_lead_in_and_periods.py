"""A table's lead-in sentence, lines counted as periods ("the second month"), and a question that
names a Total line whose parts carry its words.

Real reportlab PDFs -> real extraction -> a real Catalog; every question goes through ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.extract import extract_document
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf

PERSONNEL = [["", "2018", "2019"], ["Wages and salaries", "158,371", "191,459"], ["Social security", "14,802", "17,214"],
             ["Pension expenses", "6,937", "8,408"], ["Total", "180,110", "217,081"]]
REPURCHASES = [["Period", "Total Number of Shares Purchased", "Average Price Paid per Share"],
               ["January 26, 2019 - February 22, 2019", "262", "$ 64.77"],
               ["February 23, 2019 - March 22, 2019", "3,380", "$ 65.53"],
               ["March 23, 2019 - April 26, 2019", "3,608", "$72.49"],
               ["Total", "7,250", "$68.97"]]
OPEX = [["", "2019", "2018"], ["Impairment charges", "94.2", "394.0"], ["Other operating expenses", "27.0", "33.7"],
        ["Total Other operating expenses", "121.2", "427.7"]]


@pytest.fixture(scope="module")
def cat(tmp_path_factory):
    d = tmp_path_factory.mktemp("lead_in")
    # the page prints the table first and the prose announcing it after it
    build_pdf(d / "staff-costs.pdf", [Heading("Annual report (extract)"), Grid(PERSONNEL, style="booktabs"),
                                    Note("Personnel expenses for employees were as follows:"),
                                    Note("Personnel expenses are included in cost of sales and in operating expenses.")])
    build_pdf(d / "repurchases.pdf", [Heading("Annual report (extract)"),
                                      Note("The following table provides information with respect to the shares of "
                                           "common stock repurchased by us during the three months ended April 26, 2019:"),
                                      Grid(REPURCHASES, style="booktabs")])
    build_pdf(d / "opex.pdf", [Heading("Annual report (extract)"), Grid(OPEX, style="booktabs"),
                               Note("Other operating expenses, net, are shown below.")])
    with ingested(d, "lead_in.duckdb") as c:
        yield c


def _num(a) -> float:
    assert a.status == "answered" and a.verified, a.answer
    return float(a.value)


def test_the_lead_in_sentence_is_read_with_the_table(tmp_path):
    pdf = build_pdf(tmp_path / "p.pdf", [Heading("Annual report (extract)"), Grid(PERSONNEL, style="booktabs"),
                                         Note("Personnel expenses for employees were as follows:")])
    (t,) = extract_document(pdf).tables
    assert t.lead_in == "Personnel expenses for employees were as follows:"
    assert t.caption is None


def test_plain_prose_is_no_lead_in(tmp_path):
    pdf = build_pdf(tmp_path / "p.pdf", [Heading("Annual report (extract)"), Grid(PERSONNEL, style="booktabs"),
                                         Note("Personnel expenses rose because the headcount grew in 2019.")])
    (t,) = extract_document(pdf).tables
    assert t.lead_in is None


def test_a_word_only_the_lead_in_prints_names_the_table(cat):
    a = ask(cat, "What is the percentage change in total personnel expenses from 2018 to 2019?", documents=["staff-costs.pdf"])
    assert _num(a) == pytest.approx((217081 - 180110) / 180110 * 100, abs=0.01)
    assert {c.row for c in a.citations} == {"Total"}
    assert any(link.term == "personnel" and link.matched == "caption" and "Personnel expenses" in link.text
               for link in a.links), a.links


def test_a_word_the_labels_print_is_not_taken_from_the_lead_in(cat):
    """"expenses" alone is the labels' word ("Pension expenses"): the lead-in does not make every
    line an expense line, so "social security expenses" is still the "Social security" line only
    by its own words, and a line the table does not hold is not answered."""
    a = ask(cat, "What were the severance expenses in 2019?", documents=["staff-costs.pdf"])
    assert a.status != "answered"


def test_the_n_th_period_line(cat):
    a = ask(cat, "What was the total number of shares purchased in the second month?", documents=["repurchases.pdf"])
    assert _num(a) == pytest.approx(3380)
    assert a.citations[0].row.startswith("February 23, 2019")
    a = ask(cat, "What was the average price paid per share in the last month?", documents=["repurchases.pdf"])
    assert _num(a) == pytest.approx(72.49)


def test_a_change_between_two_period_lines(cat):
    a = ask(cat, "What was the change in average price paid per share between the first to second month period?",
            documents=["repurchases.pdf"])
    assert _num(a) == pytest.approx(65.53 - 64.77, abs=1e-6)
    a = ask(cat, "What is the percentage change in the average price paid per share from the first month to the "
                 "third month?", documents=["repurchases.pdf"])
    assert _num(a) == pytest.approx((72.49 - 64.77) / 64.77 * 100, abs=0.01)


def test_a_period_the_table_does_not_count_is_refused(cat):
    a = ask(cat, "What was the total number of shares purchased in the fifth month?", documents=["repurchases.pdf"])
    assert a.status != "answered"


def test_the_total_line_the_question_names_whole(cat):
    """"Other operating expenses" is part of what "Total Other operating expenses" adds up; the
    question says the total's whole label, so the total is meant."""
    a = ask(cat, "What was the percentage change in Total Other operating expenses between 2018 and 2019?",
            documents=["opex.pdf"])
    assert _num(a) == pytest.approx((121.2 - 427.7) / 427.7 * 100, abs=0.01)
    assert {c.row for c in a.citations} == {"Total Other operating expenses"}
    a = ask(cat, "What was the percentage change in Other operating expenses between 2018 and 2019?",
            documents=["opex.pdf"])  # the part alone: never the total's change
    assert a.status != "answered" or float(a.value) == pytest.approx((27.0 - 33.7) / 33.7 * 100, abs=0.01)
