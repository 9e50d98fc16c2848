"""The shipped examples end to end: the questions `make demo` asks get cited, verified answers."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "pdfs"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory: pytest.TempPathFactory):
    with Catalog(tmp_path_factory.mktemp("examples") / "demo.duckdb") as cat:
        summary = cat.ingest([EXAMPLES])
        assert len(summary.ingested) == 3 and not summary.failed
        yield cat


def test_tier_lookup_with_condition(catalog: Catalog) -> None:
    ans = ask(catalog, "What is the standard delivery fee for 250 units from Supplier B?")
    assert (ans.status, ans.value, ans.unit, ans.verified) == ("answered", 120.0, "EUR", True)
    cite = ans.citations[0]
    assert (cite.document, cite.row, cite.column, cite.text) == \
        ("supplier-b-pricelist-2025.pdf", "100-499", "Standard", "EUR 120.00")
    assert any("VAT" in c for c in ans.conditions)


def test_cheapest_supplier_across_documents(catalog: Catalog) -> None:
    ans = ask(catalog, "Which supplier has the cheapest standard delivery for 250 units?")
    assert (ans.status, ans.value, ans.route, ans.verified) == ("answered", "Supplier A", "sql", True)
    assert ans.sql and {c.text for c in ans.citations} == {"EUR 95.00", "EUR 120.00"}


def test_label_that_starts_with_an_operation_word(catalog: Catalog) -> None:
    ans = ask(catalog, "What is the mean radius of Jupiter?")
    assert (ans.status, ans.value, ans.unit) == ("answered", 69911.0, "km")
    assert (ans.citations[0].row, ans.citations[0].column) == ("Mean radius", "Jupiter")


def test_average_is_still_an_average(catalog: Catalog) -> None:
    ans = ask(catalog, "What is the average density of the planets?")
    assert ans.status == "answered" and ans.value == pytest.approx((5.51 + 3.93 + 1.33) / 3)
    assert len(ans.citations) == 3


def test_unknown_supplier_is_not_found(catalog: Catalog) -> None:
    ans = ask(catalog, "What is the delivery fee of Supplier Z for 10 units?")
    assert ans.status == "not_found" and ans.value is None and ans.citations == []
