"""A question naming its report's issuer ("Kestrel's revenue") is not answered from a line labelled
with the issuer's name (the stock-performance table's "Kestrel") when its measure word stays
unexplained, even when that report is the only one in scope (no other report to tell it apart
from), as a catalog of one filing or ``--document`` makes it. The line still answers what it holds."""
from __future__ import annotations

from pathlib import Path

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, stacked_filing


def test_the_issuers_own_line_does_not_answer_its_revenue(tmp_path: Path) -> None:
    stacked_filing(tmp_path / "kestrel-10k-2022.pdf", "Kestrel Robotics, Inc. Annual Report 2022", before=[
        Heading("Revenues by product line", level=2),
        Grid([["(in millions)", "2022", "2021"], ["Revenues:", "", ""],
              ["Industrial arms", "1,210", "1,034"], ["Service contracts", "412", "377"]], style="booktabs")])
    with ingested(tmp_path, "one.duckdb") as cat:
        ans = ask(cat, "What was Kestrel's revenue in 2022?")
        assert ans.value != 204.0, ans.model_dump()
        stock = ask(cat, "What was the value for Kestrel at 12/31/2022?")
        assert stock.status == "answered" and stock.value == 204.0, stock.model_dump()
