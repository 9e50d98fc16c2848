"""Readings session 33 found on half B of its held-out sets, through ingest and ask() on reportlab tables,
each asked of its own document:

- a unit said in words ("in watts") or the quantity it measures ("stem length" of "Stem (cm)") is
  answered by the cells' unit, a units column's ("Motor power | W") too;
- "which of the marinas are located in the Carolinas" names the lines under that heading;
- "from 2021 through 2023" is a range of three years;
- "the total X" read off a group's total ("Total weekday") when the table prints a grand total is refused;
- a footnote marker set close ("arts(1)") is no part of a line's name;
- a word with letters added ("esports") is no typo of a label's word ("Sports");
- a measure noun ("revenue") no label prints is not the subject of a table of flight hours;
- a sentence stating one quantity's unit ("in million tonnes") scales no table;
- a cell labelled the opposite of a question word ("Receivable" for "payable") is no answer.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("unitsgroups")
    build_pdf(d / "extractors.pdf", [
        Heading("Thirlwell Apiary Machines Ltd"), Note("Honey extractors - technical data 2025"),
        Grid([["", "Unit", "TX-6M", "TX-12E", "TX-20R"],
              ["Capacity, super frames", "frames", "6", "12", "20"],
              ["Drum diameter", "mm", "520", "760", "800"],
              ["Motor power", "W", "—", "180", "250"],
              ["Net weight", "kg", "19.0", "42.0", "58.0"]], style="grid")])
    build_pdf(d / "flowers.pdf", [
        Heading("Haxby Flower Wholesale Ltd"), Note("Cut flowers catalogue, autumn 2025. Prices per bunch."),
        Grid([["Code", "Variety", "Stem (cm)", "Stems per bunch", "Price per bunch (£)"],
              ["HX-1101", "Gerbera Sunny", "50", "10", "6.40"],
              ["HX-1102", "Gerbera Coral", "55", "10", "6.90"],
              ["HX-1201", "Rose Avalanche", "60", "20", "14.20"]], style="grid")])
    build_pdf(d / "marinas.pdf", [
        Heading("Annual report (extract)"), Note("Saltings Harbour Group, Inc."), Heading("Marina portfolio", level=2),
        Grid([["Marina", "Wet slips", "Dry storage", "Occupancy 2023"],
              ["Gulf Coast", "", "", ""],
              ["Pelican Reach", "412", "628", "94.2%"],
              ["Sandbar Point", "286", "340", "97.5%"],
              ["Carolinas", "", "", ""],
              ["Heron Sound", "318", "455", "91.3%"],
              ["Tidewell", "244", "212", "85.7%"]], style="booktabs", indented_rows=[2, 3, 5, 6])])
    build_pdf(d / "chargeoffs.pdf", [
        Heading("Annual report (extract)"), Note("Mossfield Card Services, Inc."), Note("(in millions)"),
        Grid([["", "2023", "2022", "2021"],
              ["Net charge-offs", "$512", "$431", "$373"],
              ["Provision for credit losses", "$640", "$502", "$288"]], style="booktabs")])
    build_pdf(d / "golf.pdf", [
        Heading("Annual report (extract)"), Note("Brackenfield Golf Clubs, Inc."),
        Heading("Public course rounds and green fees", level=2),
        Grid([["", "Rounds (thousands)", "Green Fee Revenue (in thousands)"],
              ["Weekday:", "", ""],
              ["Peak season", "918", "40,412"],
              ["Off-season", "527", "15,806"],
              ["Total weekday", "1,445", "56,218"],
              ["Weekend:", "", ""],
              ["Peak season", "726", "44,806"],
              ["Off-season", "392", "14,830"],
              ["Total weekend", "1,118", "59,636"],
              ["Total public golf", "2,563", "116,654"]], style="booktabs", indented_rows=[2, 3, 6, 7])])
    build_pdf(d / "tickets.pdf", [
        Heading("Annual report (extract)"), Note("Fernhollow Ticketing, Inc."),
        Heading("Tickets sold by event category", level=2), Note("(In millions)"),
        Grid([["Category", "Tickets sold 2023", "Tickets sold 2022"],
              ["Concerts", "142.6", "128.3"], ["Sports", "98.4", "95.1"],
              ["Theatre and performing arts(1)", "36.2", "31.8"], ["Total", "277.2", "255.2"]], style="booktabs"),
        Note("(1) Includes comedy and classical music events.")])
    build_pdf(d / "helicopters.pdf", [
        Heading("Annual report (extract)"), Note("Cawthorne Helicopter Services plc"),
        Heading("Flight hours by market", level=2),
        Grid([["Year ended 31 March", "2024", "2023"],
              ["Oil and gas", "", ""], ["United Kingdom", "28,416", "26,904"], ["Norway", "21,380", "20,145"],
              ["Total oil and gas", "49,796", "47,049"]], style="booktabs", indented_rows=[2, 3])])
    build_pdf(d / "lng.pdf", [
        Heading("Annual report (extract)"), Note("Oxwich LNG Limited"), Heading("Liquefaction output by train", level=2),
        Note("Our plant processes pipeline gas from offshore fields. Nameplate capacity is stated in million tonnes "
             "per annum (mtpa)."),
        Grid([["Train", "Nameplate capacity (mtpa)", "Cargoes loaded 2023", "Cargoes loaded 2022"],
              ["Train 1", "4.2", "61", "63"], ["Train 2", "4.2", "62", "59"]], style="booktabs")])
    build_pdf(d / "balancing.pdf", [
        Heading("Annual report (extract)"), Note("Tamsworth Gas & Electric Company"),
        Note("Current regulatory balancing accounts receivable and payable are comprised of the following:"),
        Grid([["(in millions)", "Receivable 2022", "Receivable 2021"],
              ["Energy procurement", "684", "310"], ["Public purpose programs", "358", "321"]], style="booktabs")])
    with ingested(d, "unitsgroups.duckdb") as cat:
        yield cat


def _ask(catalog, question: str, document: str):
    return ask(catalog, question, documents=[document])


@pytest.mark.parametrize("document, question, expected", [
    ("extractors.pdf", "What is the motor power of the TX-12E in watts?", 180.0),
    ("extractors.pdf", "Average motor power of the TX-12E and TX-20R in watts?", 215.0),
    ("flowers.pdf", "gerbera coral stem length?", 55.0),
])
def test_a_unit_in_words_is_answered_by_the_cells_unit(catalog, document, question, expected):
    a = _ask(catalog, question, document)
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(expected)


def test_which_of_the_lines_are_in_a_group(catalog):
    a = _ask(catalog, "Which of the marinas are located in the Carolinas?", "marinas.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == ["Heron Sound", "Tidewell"]


def test_from_through_is_a_range_of_years(catalog):
    a = _ask(catalog, "What were net charge-offs on average per year from 2021 through 2023?", "chargeoffs.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(438_666_666.67, rel=1e-6)
    assert len(a.citations) == 3


def test_a_groups_total_is_no_answer_to_the_total(catalog):
    a = _ask(catalog, "What was Brackenfield's total green fee revenue?", "golf.pdf")
    assert a.value != 56_218_000.0, a.answer
    b = _ask(catalog, "What was Brackenfield's total weekday green fee revenue?", "golf.pdf")
    assert b.status == "answered" and b.verified, b.answer
    assert b.value == 56_218_000.0


def test_a_marker_set_close_is_no_part_of_a_name(catalog):
    a = _ask(catalog, "Which event categories sold more than 30 million tickets in 2023?", "tickets.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == ["Concerts", "Sports", "Theatre and performing arts"]


def test_a_word_with_letters_added_is_no_typo(catalog):
    a = _ask(catalog, "How many tickets did Fernhollow sell for esports events in 2023?", "tickets.pdf")
    assert a.status != "answered" and a.value is None, a.answer


def test_a_measure_noun_no_label_prints_is_no_subject(catalog):
    a = _ask(catalog, "What was oil and gas revenue in the year to March 2024?", "helicopters.pdf")
    assert a.status != "answered" and a.value is None, a.answer


def test_a_sentence_stating_one_quantitys_unit_scales_no_table(catalog):
    a = _ask(catalog, "How many cargoes did Train 2 load in 2022?", "lng.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == 59.0


def test_a_cell_labelled_the_opposite_is_no_answer(catalog):
    a = _ask(catalog, "Current regulatory balancing accounts payable for energy procurement at December 31, 2022?",
             "balancing.pdf")
    assert a.value != 684_000_000.0 and a.status != "answered", a.answer
