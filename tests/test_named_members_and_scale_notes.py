"""Readings session 33 found, through ingest and ask() on reportlab tables, each asked of its own document:

- a scale note that names a measure ("(Revenue in thousands)") scales that measure's columns, not the
  counts or percents beside them; a note's exception ("außer Mitarbeiter") is still no measure it scales;
- members the question names one by one ("posters and transit shelters combined") are added up though
  the column prints a total of all its lines;
- "the two digital formats" are the two lines whose labels print "digital"; a count the labels do not
  meet ("the three digital formats") answers no number;
- two members named with "and" and no "respectively" are two values; "the total X of A and B" their sum.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("namedmembers")
    build_pdf(d / "signs.pdf", [
        Heading("Annual report (extract)"), Note("Quillmoor Signage Group plc"),
        Heading("Sign faces by format", level=2),
        Note("We lease sign faces in 14 regional markets. Faces are counted at year end."),
        Note("(Revenue in thousands)"),
        Grid([["", "Faces", "", "Revenue", "", "Occupancy", ""],
              ["Format", "2023", "2024", "2023", "2024", "2023", "2024"],
              ["Digital bulletins", "2,114", "2,530", "$96,410", "$118,772", "70.2%", "73.9%"],
              ["Static bulletins", "7,208", "6,951", "151,306", "147,020", "61.8%", "60.4%"],
              ["Wallscapes", "412", "398", "18,227", "17,540", "55.1%", "57.0%"],
              ["Digital kiosks", "960", "1,204", "12,045", "15,880", "49.3%", "52.6%"],
              ["Total", "10,694", "11,083", "$277,988", "$299,212", "", ""]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0)), ((5, 0), (6, 0))],
             header_align="CENTER")])
    build_pdf(d / "segmente.pdf", [
        Heading("Brennwald Technik AG"),
        Note("Die Segmente werden nach Produktgruppen gesteuert. Der Umsatz stieg im Geschäftsjahr um 4,2 %."),
        Heading("Segmentinformationen (in Tsd. EUR, außer Mitarbeiter)", level=2),
        Grid([["Segment", "Umsatz 2024", "EBIT 2024", "Mitarbeiter"],
              ["Antriebe", "412.880", "38.104", "1.214"],
              ["Sensorik", "226.315", "19.772", "644"],
              ["Gesamt", "639.195", "57.876", "1.858"]], style="booktabs")])
    with ingested(d, "namedmembers.duckdb") as cat:
        yield cat


def _ask(catalog, question: str, document: str):
    return ask(catalog, question, documents=[document])


@pytest.mark.parametrize("question, expected", [
    ("How many static bulletin faces did Quillmoor have at the end of 2024?", 6951.0),
    ("What was the total number of faces in 2023?", 10694.0),
    ("Revenue from wallscapes in 2024?", 17_540_000.0),
])
def test_a_note_naming_a_measure_scales_that_measure_alone(catalog, question, expected):
    a = _ask(catalog, question, "signs.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == expected


@pytest.mark.parametrize("question, expected", [
    ("How many employees does the Sensorik segment have?", 644.0),
    ("Umsatz 2024 im Segment Antriebe?", 412_880_000.0),
])
def test_a_notes_exception_is_no_measure_it_scales(catalog, question, expected):
    a = _ask(catalog, question, "segmente.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == expected


def test_members_named_one_by_one_are_added_beside_the_total(catalog):
    a = _ask(catalog, "What was the 2024 revenue of wallscapes and digital kiosks combined?", "signs.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(33_420_000.0)
    assert {c.row for c in a.citations} == {"Wallscapes", "Digital kiosks"}


@pytest.mark.parametrize("question, expected", [
    ("In aggregate, how much revenue did the two digital formats bring in during 2024?", 134_652_000.0),
    ("What was the average 2023 occupancy of the two digital formats?", 59.75),
])
def test_the_n_kind_are_the_lines_printing_the_kind(catalog, question, expected):
    a = _ask(catalog, question, "signs.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(expected)
    assert {c.row for c in a.citations} == {"Digital bulletins", "Digital kiosks"}


def test_a_count_the_labels_do_not_meet_answers_no_number(catalog):
    a = _ask(catalog, "What was the total 2024 revenue of the three digital formats?", "signs.pdf")
    assert a.status != "answered" and a.value is None, a.answer


def test_two_members_named_with_and_are_two_values(catalog):
    a = _ask(catalog, "What was the revenue of wallscapes and digital kiosks in 2023?", "signs.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == [18_227_000.0, 12_045_000.0]


def test_the_total_of_two_members_named_with_and_is_their_sum(catalog):
    a = _ask(catalog, "total revenue of wallscapes and digital kiosks in 2023", "signs.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(30_272_000.0)
