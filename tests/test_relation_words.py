"""Words no label in scope prints, judged on the documents' evidence, through ingest and ask() on
PDFs made here: a passive verb ("were consumed by") says nothing where another report names the
same measure with it ("Fuel gallons consumed"), but not where the verb tells lines apart ("Aircraft
owned" beside "Aircraft leased") or no report prints it; a derived word ("rental") is read as its
printed base where a label prints the phrase ("Aircraft rent"); a rare word naming something the
documents lack still refuses, naming it."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("relation-words")
    build_pdf(folder / "alder.pdf", [
        Heading("Alder Air"), Note(SOURCE),
        Grid([["", "2018", "2017"],
              ["Fuel gallons consumed (in millions)", "4,113", "4,032"],
              ["Average price per fuel gallon", "$2.20", "$1.68"]], style="booktabs"),
    ])
    build_pdf(folder / "birch.pdf", [
        Heading("Birch Air"), Note(SOURCE),
        Grid([["", "2018", "2017"],
              ["Fuel gallons", "839", "797"],
              ["Aircraft", "120", "112"],
              ["Pilots", "1,830", "1,766"]], style="booktabs"),
    ])
    build_pdf(folder / "cedar.pdf", [
        Heading("Cedar Air"), Note(SOURCE),
        Grid([["", "2018", "2017"],
              ["Aircraft owned", "64", "60"],
              ["Aircraft leased", "31", "29"]], style="booktabs"),
    ])
    build_pdf(folder / "costs.pdf", [
        Heading("Cedar Air"), Note(SOURCE),
        Grid([["", "2017", "2016"],
              ["Aircraft fuel", "6,913", "5,813"],
              ["Landing fees and other rent", "2,240", "2,165"],
              ["Aircraft rent", "621", "680"],
              ["Total operating expenses", "34,238", "32,218"]], style="booktabs"),
    ])
    with ingested(folder, "relation.duckdb") as cat:
        yield cat


def test_a_passive_verb_another_report_names_the_measure_with_says_nothing(catalog):
    a = ask(catalog, "How many gallons of fuel were consumed by Birch Air in 2018?", documents=["birch.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(839)


def test_a_passive_verb_no_report_prints_still_refuses(catalog):
    a = ask(catalog, "How many gallons of fuel were saved by Birch Air in 2018?", documents=["birch.pdf"])
    assert a.status == "not_found" and "'saved'" in a.answer


def test_a_verb_that_tells_lines_apart_elsewhere_still_refuses(catalog):
    # "Aircraft leased" is a line of Cedar's table, beside "Aircraft owned": there the verb says which
    # aircraft, so Birch's "Aircraft" count is no answer to how many were leased
    a = ask(catalog, "How many aircraft were leased by Birch Air in 2018?", documents=["birch.pdf"])
    assert a.status == "not_found" and "'leased'" in a.answer


def test_a_rare_word_naming_something_absent_still_refuses(catalog):
    a = ask(catalog, "How many gallons of hydrogen were consumed by Birch Air in 2018?", documents=["birch.pdf"])
    assert a.status == "not_found" and "'hydrogen'" in a.answer


def test_a_derived_word_reads_as_its_printed_base(catalog):
    a = ask(catalog, "How much did Cedar Air spend on aircraft rental in 2016?", documents=["costs.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(680)
    assert a.citations[0].row == "Aircraft rent"


def test_a_derived_word_no_label_prints_in_its_phrase_still_refuses(catalog):
    a = ask(catalog, "What was Cedar Air's rental income in 2016?", documents=["costs.pdf"])
    assert a.status == "not_found" and "'rental'" in a.answer
