"""A roll-forward prints its movements once a period, undated, between balance lines dated in
order ("Balances at December 31, 2018" / "Goodwill acquired" / .. / "Balances at December 31,
2019"): the movement lines of a block are of the period the balance line below them closes, so
"the goodwill acquired in 2019" is the line above "Balances at December 31, 2019", and the proof
cites that line for the year. On main each movement line tied with its namesake of the other
period and the question was refused. A movement whose whole label the question says competes with
the dated balance line ("granted in 2019" beside "Outstanding at September 30, 2019"); a line dated
by its own label ("Reassignment on April 1, 2019") is no balance line, and a label's bracketed note
("Acquisitions (see Note 2)") does not keep it from its namesake of the next block.

Real reportlab PDFs -> real extraction -> a real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("roll_forward")
    build_pdf(folder / "report.pdf", [
        Heading("Annual report 2019"),
        Note("The carrying value of goodwill by segment was as follows (in millions):"),
        Grid([["", "Industrial Sensors", "Field Services", "Total"],
              ["Balances at December 31, 2017", "$ 1,210.5", "$ 640.2", "$ 1,850.7"],
              ["Goodwill acquired", "84.3", "12.6", "96.9"],
              ["Currency translation adjustments", "(7.1)", "(2.4)", "(9.5)"],
              ["Balances at December 31, 2018", "$ 1,287.7", "$ 650.4", "$ 1,938.1"],
              ["Goodwill acquired", "215.9", "48.2", "264.1"],
              ["Currency translation adjustments", "3.6", "1.1", "4.7"],
              ["Balances at December 31, 2019", "$ 1,507.2", "$ 699.7", "$ 2,206.9"]], style="booktabs"),
    ])
    build_pdf(folder / "options.pdf", [
        Heading("Stock options"),
        Note("The following table summarizes stock option activity during the fiscal years ended September 30:"),
        Grid([["", "Shares", "Price"],
              ["Outstanding at September 30, 2017", "2,410,600", "$4.20"],
              ["Granted", "188,250", "$7.35"],
              ["Exercised", "(301,420)", "$2.95"],
              ["Outstanding at September 30, 2018", "2,297,430", "$4.80"],
              ["Granted", "264,900", "$9.10"],
              ["Exercised", "(412,055)", "$3.30"],
              ["Outstanding at September 30, 2019", "2,150,275", "$5.60"]], style="booktabs"),
    ])
    build_pdf(folder / "segments.pdf", [
        Heading("Goodwill"),
        Note("Changes in goodwill for the two years ended September 30, 2019 are as follows (in thousands):"),
        Grid([["", "Transit Systems", "Mission Systems", "Total"],
              ["Net balances at September 30, 2017", "$ 48,110", "$ 251,300", "$ 299,410"],
              ["Reassignment on October 1, 2017", "—", "(20,500)", "(20,500)"],
              ["Acquisitions (see Note 2)", "9,870", "4,215", "14,085"],
              ["Foreign currency exchange rate changes", "(912)", "(331)", "(1,243)"],
              ["Net balances at September 30, 2018", "57,068", "234,684", "291,752"],
              ["Reassignment on April 1, 2019", "2,640", "(2,640)", "—"],
              ["Acquisitions", "188,450", "31,905", "220,355"],
              ["Foreign currency exchange rate changes", "(1,604)", "(488)", "(2,092)"],
              ["Net balances at September 30, 2019", "$ 246,554", "$ 263,461", "$ 510,015"]], style="booktabs"),
    ])
    with ingested(folder, "roll_forward.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value, cited", [
    ("How much goodwill was acquired in the Field Services segment in 2019?", 48.2e6, {"48.2"}),
    ("What were the currency translation adjustments for Industrial Sensors in 2018?", -7.1e6, {"(7.1)"}),
    ("What is the change in goodwill acquired in Industrial Sensors from 2018 to 2019?", 131.6e6, {"84.3", "215.9"}),
])
def test_a_movement_line_is_of_the_period_its_block_closes(catalog, question, value, cited):
    a = ask(catalog, question, documents=["report.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer
    assert {c.text for c in a.citations} == cited
    assert any(link.text == "Balances at December 31, " + question[-5:-1] for link in a.links), a.links



def test_a_movement_line_against_the_dated_balance_line(catalog):
    # "Outstanding at September 30, 2019" prints the year and the shares; the question says "granted"
    a = ask(catalog, "What was the number of shares granted in 2019?", documents=["options.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(264900), a.answer
    assert [c.row for c in a.citations] == ["Granted"]


@pytest.mark.parametrize("question, value, cited", [
    ("What were the acquisitions of Transit Systems in 2018?", 9870, {"9,870"}),
    ("What were the foreign currency exchange rate changes of Mission Systems in 2019?", -488, {"(488)"}),
])
def test_a_block_with_a_dated_movement_and_a_label_note(catalog, question, value, cited):
    # "Reassignment on April 1, 2019" is a movement dated by its own label, not a balance line;
    # "Acquisitions (see Note 2)" is the 2019 block's "Acquisitions" with a note
    a = ask(catalog, question, documents=["segments.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(value * 1000), a.answer
    assert {c.text for c in a.citations} == cited

