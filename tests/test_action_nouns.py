"""The question's main verb after "did" names a label printing its action noun or its irregular
participle: "how much did Wren pay for dividends" is the cash flow line "Payments for dividends", not
the equity statement's "Dividends declared", and "how much did Wren pay in interest" the line "Cash
paid for interest", even where the catalog prints "pay" itself (a "Severance pay" line), which keeps
the verb from being read by its word family. A reportlab report through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("action_nouns")
    build_pdf(d / "wren_2022.pdf", [
        Heading("Wren Retail Inc. - Annual report 2022"),
        Heading("Consolidated statement of stockholders' equity", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Balance, beginning of year", "3,102", "2,877"], ["Net income", "1,250", "1,120"],
              ["Dividends declared", "(506)", "(480)"], ["Balance, end of year", "3,846", "3,517"]], style="booktabs"),
        Heading("Consolidated statement of cash flows", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Net cash provided by operating activities", "2,410", "2,205"],
              ["Repurchases of common stock", "(1,100)", "(900)"], ["Payments for dividends", "(489)", "(466)"],
              ["Net cash used in financing activities", "(1,589)", "(1,366)"],
              ["Supplemental cash flow disclosure:", "", ""], ["Cash paid for interest", "312", "298"]], style="booktabs"),
        Heading("Restructuring", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Severance pay", "42", "18"], ["Facility exits", "11", "7"]], style="booktabs"),
    ])
    with ingested(d, "w.duckdb") as cat:
        yield cat


def test_the_verb_after_did_names_its_action_noun(catalog):
    a = ask(catalog, "How much did Wren pay for dividends in 2022?")
    assert a.status == "answered" and a.value == pytest.approx(-489e6), a.answer
    assert [c.row for c in a.citations] == ["Payments for dividends"]


def test_the_verb_after_did_names_its_irregular_participle(catalog):
    a = ask(catalog, "How much did Wren pay in interest in 2022?")
    assert a.status == "answered" and a.value == pytest.approx(312e6), a.answer
