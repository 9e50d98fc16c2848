"""A measure or a role said by its initials or by another form of the printed words, through ingest
and ask() on PDFs made here: an initialism that skips the label's function words ("CASM": cost per
available seat mile) or contains a printed initialism ("CASM": expenses per ASM); a word of the
label's family ("income from operations": "Operating income"); an officer named by name and
position together; "how old" asking an age and "when did X become Y" the year X holds Y since."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"
INCOME = Grid([["", "2019", "2018"],
               ["Operating revenues", "$22,428", "$21,965"],
               ["Operating expenses", "19,471", "18,759"],
               ["Operating income", "2,957", "3,206"],
               ["Net income", "$2,300", "$2,465"]], style="booktabs")


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("initialisms")
    build_pdf(folder / "traffic.pdf", [
        Heading("Kestrel Air Group"), Note(SOURCE),
        Grid([["", "2019", "2018"],
              ["Available seat miles (millions)", "285,088", "282,054"],
              ["Passenger revenue per available seat mile (cents)", "14.74", "14.42"],
              ["Total revenue per available seat mile (cents)", "16.05", "15.79"],
              ["Operating cost per available seat mile (cents)", "14.98", "14.85"]], style="booktabs"),
    ])
    build_pdf(folder / "unit_costs.pdf", [
        Heading("Kestrel Air Group"), Note(SOURCE),
        Grid([["", "2019", "2018"],
              ["Available seat miles (ASMs) (in millions)", "157,254", "159,795"],
              ["Operating expenses per ASM (cents)", "12.38", "11.74"],
              ["Operating expenses per ASM, excluding fuel (cents)", "9.62", "8.85"],
              ["Operating expenses per ASM, excluding fuel and profitsharing (cents)", "9.19", "8.51"]],
             style="booktabs"),
    ])
    build_pdf(folder / "income.pdf", [
        Heading("Kestrel Air Group"), Note(SOURCE),
        INCOME,
        Note("Operating data"),
        Grid([["", "2019", "2018"],
              ["Trips flown", "1,367,727", "1,375,030"],
              ["Load factor", "83.5%", "83.4%"]], style="booktabs"),
    ])
    build_pdf(folder / "statement.pdf", [
        Heading("Kestrel Air Group"), Note(SOURCE),
        INCOME,
    ])
    build_pdf(folder / "officers.pdf", [
        Heading("Kestrel Air Group"), Note("Executive officers of the registrant"),
        Grid([["Name", "Position", "Age", "Officer Since"],
              ["Marta J. Olsen", "Chairman and Chief Executive Officer of Kestrel Air Group, Inc.", "58", "1994"],
              ["Tomas Reyes", "President and Chief Operating Officer of Kestrel Airlines, Inc., "
                              "Chief Executive Officer of Wren Express Inc.", "52", "2004"],
              ["Ana B. Lindqvist", "Executive Vice President/Finance and Chief Financial Officer of "
                                   "Kestrel Air Group, Inc.", "49", "2011"]],
             style="booktabs", col_widths=[100, 480, 40, 70]),
    ], landscape_page=True)
    build_pdf(folder / "quarters.pdf", [
        Heading("Kestrel Air Group"), Note("Selected quarterly financial data (unaudited)"),
        Grid([["", "First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter"],
              ["2017", "", "", "", ""],
              ["Operating revenues", "$9,820", "$11,227", "$10,965", "$10,611"],
              ["Earnings (loss) per share:", "", "", "", ""],
              ["2017", "", "", "", ""],
              ["    Basic", "$0.67", "$1.76", "$1.37", "$(1.22)"],
              ["    Diluted", "$0.67", "$1.75", "$1.36", "$(1.22)"],
              ["Shares used for computation (in thousands):", "", "", "", ""],
              ["2017", "", "", "", ""],
              ["    Basic", "503,902", "490,818", "484,772", "477,165"],
              ["    Diluted", "507,797", "492,965", "486,625", "477,165"]], style="booktabs"),
    ])
    with ingested(folder, "initialisms.duckdb") as cat:
        yield cat


def _ask(cat: Catalog, question: str, doc: str):
    return ask(cat, question, documents=[doc])


def test_an_initialism_skips_the_function_words_of_the_label_it_abbreviates(catalog):
    casm = _ask(catalog, "What was the CASM in 2019?", "traffic.pdf")
    assert casm.status == "answered" and casm.verified and casm.value == pytest.approx(14.98)
    assert "Operating cost per available seat mile" in casm.citations[0].row


def test_an_initialism_may_contain_an_initialism_the_label_prints_and_a_synonym_s_initial(catalog):
    ex_fuel = _ask(catalog, "What was the CASM excluding fuel in 2019?", "unit_costs.pdf")
    assert ex_fuel.status == "answered" and ex_fuel.verified and ex_fuel.value == pytest.approx(9.62)
    assert ex_fuel.citations[0].row == "Operating expenses per ASM, excluding fuel (cents)"


def test_a_heading_above_a_year_heading_still_names_the_lines_below_them(catalog):
    """"Earnings (loss) per share:" over "2017" over "Diluted": EPS is the heading's initialism
    (its bracket aside), and the diluted shares under another heading are no rival."""
    eps = _ask(catalog, "What was the diluted EPS in Q3 2017?", "quarters.pdf")
    assert eps.status == "answered" and eps.verified and eps.value == pytest.approx(1.36)


def test_a_word_of_the_label_s_family_names_it_and_a_label_lacking_it_is_no_rival(catalog):
    ans = _ask(catalog, "How much was the income of Kestrel from operations, in 2018?", "income.pdf")
    assert ans.status == "answered" and ans.verified and ans.value == pytest.approx(3_206)
    other = _ask(catalog, "How much was the income from financing in 2018?", "income.pdf")
    assert other.status != "answered" or not other.verified  # a word of no printed family still refuses


def test_a_word_of_a_printed_family_is_no_subject_word_of_a_one_table_report(catalog):
    """Asked of a report of one table, a common word no label prints names the table's subject,
    but not one whose family a label prints: "operations" tells "Operating income" from "Net income"."""
    ans = _ask(catalog, "How much was the income of Kestrel from operations, in 2018?", "statement.pdf")
    assert ans.status == "answered" and ans.verified and ans.value == pytest.approx(3_206)


def test_how_old_asks_the_age_column(catalog):
    ans = _ask(catalog, "How old is the Executive Vice President/Finance and Chief Financial Officer?",
               "officers.pdf")
    assert ans.status == "answered" and ans.verified and ans.value == pytest.approx(49)


def test_when_someone_became_a_role_is_the_year_since_and_said_as_a_year(catalog):
    ans = _ask(catalog, "When did Tomas Reyes become the President and Chief Operating Officer?", "officers.pdf")
    assert ans.status == "answered" and ans.verified and ans.value == pytest.approx(2004)
    assert ans.answer.startswith("2004")
    coo = _ask(catalog, "When was Tomas Reyes made COO of Kestrel Airlines?", "officers.pdf")
    assert coo.status == "answered" and coo.verified and coo.value == pytest.approx(2004)
