"""Two readings of a question word (query_router/informative.py, lexicon en.yaml): a misspelling
is read as the frequent word it sounds like ("meny" is "many", not "men"), "max." before a noun is
the label's abbreviation ("Max. pressure"), "max" alone the highest, and "the 2024 accounts"
names the year's report even where a label prints "accounts" ("Accounts payable").

Real PDFs (reportlab) -> real extraction -> real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("typo_accounts")
    build_pdf(d / "pumps.pdf", [
        Heading("Corvin Pumps GmbH - Data sheet"),
        Grid([["Model", "Flow rate (m3/h)", "Noise level (dB)", "Weight (kg)", "Max. pressure (bar)"],
              ["CP-100", "12.5", "61", "18.4", "6"], ["CP-200", "20.0", "64", "24.9", "10"],
              ["CP-300", "31.5", "70", "33.0", "8"]],
             style="grid"),
    ])
    build_pdf(d / "ar2024_orla.pdf", [
        Heading("Orla Tools plc - Annual Report 2024"),
        Heading("Table 1: Consolidated income statement (EUR millions)", level=2),
        Grid([["", "2024", "2023"], ["Revenue", "812.4", "760.1"], ["Cost of sales", "(498.0)", "(471.3)"],
              ["Gross profit", "314.4", "288.8"], ["Profit before tax", "96.2", "84.7"]], style="grid"),
        Heading("Table 2: Consolidated balance sheet (EUR millions)", level=2),
        Grid([["", "2024", "2023"], ["Accounts receivable", "120.5", "111.0"],
              ["Accounts payable", "88.3", "79.9"], ["Total assets", "1,204.0", "1,150.2"]], style="grid"),
    ])
    with ingested(d, "typo_accounts.duckdb") as cat:
        yield cat


def test_a_vowel_misspelt_is_read_as_the_frequent_word(catalog):
    a = ask(catalog, "Models in the Corvin Pumps data sheet with noise level above 62 dB - how meny are there?")
    assert a.status == "answered" and a.value == pytest.approx(2), a.answer


def test_the_years_accounts_are_its_report(catalog):
    a = ask(catalog, "In Orla Tools' 2024 accounts, which figure appears for EBT?")
    assert a.status == "answered" and a.value == pytest.approx(96.2e6), a.answer
    b = ask(catalog, "What were Orla Tools' accounts payable in 2024?")  # the label still links
    assert b.status == "answered" and b.value == pytest.approx(88.3e6), b.answer


def test_max_dot_is_a_label_and_max_the_highest(catalog):
    a = ask(catalog, "Models in the Corvin Pumps data sheet with max. pressure above 7 bar - how many are there?")
    assert a.status == "answered" and a.value == pytest.approx(2), a.answer
    b = ask(catalog, "Max weight in the Corvin Pumps data sheet - which model?")
    assert b.status == "answered" and b.value == "CP-300", b.answer


def test_a_threshold_stated_first_and_referred_back(catalog):
    a = ask(catalog, "If the cut-off is 62 dB, how many models in the Corvin Pumps data sheet are strictly above it on noise level?")
    assert a.status == "answered" and a.value == pytest.approx(2), a.answer
    b = ask(catalog, "7 bar of max. pressure: which models in the Corvin Pumps data sheet go past that?")
    assert b.status == "answered" and sorted(b.value) == ["CP-200", "CP-300"], b.answer
