"""Which things a line's text cells pick, and how many: "Which plans have unlimited projects?" over a
plan comparison (features as rows, plans as columns), "How many products are sold by the roll?" over
a price list's "Unit" column, "How many plans include single sign-on?" over a feature line of
"Included" and dashes. The SQL states the filter (the printed text it selects), the answer is what
it returns, and a question ordering the values ("or better") or naming no line of several that
print the value is refused. Reportlab documents through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("text_values")
    build_pdf(d / "quorvik_plans_2025.pdf", [
        Heading("Quorvik Cloud - Compare plans 2025"),
        Grid([["", "Basic", "Growth", "Scale", "Corporate"],
              ["Price per user / month (USD)", "9", "19", "39", "Contact sales"],
              ["Maximum users", "5", "50", "Unlimited", "Unlimited"],
              ["Workspaces", "2", "20", "200", "Unlimited"],
              ["Audit log", "—", "—", "Included", "Included"],
              ["Single sign-on", "—", "Included", "Included", "Included"],
              ["Support hours", "Business hours", "Business hours", "24/7", "24/7"]], style="grid"),
    ])
    build_pdf(d / "brackwater_packaging_prices_2025.pdf", [
        Heading("Brackwater Packaging - Price list 2025"),
        Note("Prices per unit in GBP by quantity ordered."),
        Grid([["Code", "Product", "Unit", "1-99", "100+"],
              ["BW-101", "Single-wall carton 305 x 229 mm", "each", "0.62", "0.54"],
              ["BW-301", "Packing tape 48 mm x 66 m", "roll", "1.45", "1.22"],
              ["BW-402", "Stretch film 400 mm x 250 m", "roll", "7.90", "6.95"],
              ["BW-620", "Mailing bags 250 x 350 mm", "pack of 100", "6.80", "6.10"],
              ["BW-700", "Void-fill paper 420 mm x 360 m", "roll", "24.50", "22.30"]], style="booktabs"),
    ])
    with ingested(d, "text_values.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, names", [
    ("Which Quorvik plans have unlimited workspaces?", ["Corporate"]),
    ("Which of Quorvik's plans offer 24/7 support hours?", ["Scale", "Corporate"]),
    ("Which Quorvik plans include an audit log?", ["Scale", "Corporate"]),
], ids=["value-said-row", "value-said-support", "feature-granted"])
def test_which_things_a_line_picks(catalog, question, names):
    a = ask(catalog, question)
    assert a.status == "answered" and a.verified, a.answer
    assert sorted(a.value) == sorted(names), a.answer
    assert "raw IN" in (a.sql or ""), a.sql  # the query selects the printed text


@pytest.mark.parametrize("question, count", [
    ("How many of Brackwater's products are sold by the roll?", 3),
    ("How many Quorvik plans come with single sign-on?", 3),
], ids=["column-value", "feature-line"])
def test_how_many_things_a_line_picks(catalog, question, count):
    a = ask(catalog, question)
    assert a.status == "answered" and a.verified and a.value == count, a.answer


def test_a_value_several_lines_print_needs_the_line_named(catalog):
    a = ask(catalog, "Which Quorvik plans are unlimited?")  # "Maximum users" and "Workspaces" both print it
    assert a.status != "answered" or a.value not in (["Scale", "Corporate"], ["Corporate"]), a.answer


def test_an_ordering_of_the_values_is_no_filter_by_the_value(catalog):
    a = ask(catalog, "How many Quorvik plans have 24/7 support hours or better?")
    assert a.status != "answered", a.answer
