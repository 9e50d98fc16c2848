"""A line whose whole label the question says is named no less than a line a synonym of the
question's measure names: "income from operations" is the line "Income from operations", not a line
under the heading "Calculation of Earnings Before Interest and Taxes (EBIT):" (EBIT being a synonym
of operating income), which prints pre-tax income."""
from __future__ import annotations

from pathlib import Path

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, build_pdf


def test_the_line_said_whole_beats_a_line_its_synonym_names(tmp_path: Path) -> None:
    build_pdf(tmp_path / "strand-2022.pdf", [
        Heading("Strand Outfitters, Inc. Annual Report 2022"),
        Heading("Overview of consolidated results", level=2),
        Grid([["($ in millions)", "2022", "2021"], ["Sales", "8,747", "8,958"],
              ["Income from operations", "581", "870"], ["Net income", "342", "893"]], style="booktabs"),
        Break(),
        Heading("Non-GAAP reconciliation", level=2),
        Grid([["($ in millions)", "2022", "2021"],
              ["Calculation of Earnings Before Interest and Taxes (EBIT):", "", ""],
              ["Income from continuing operations before income taxes", "524", "1,240"],
              ["Interest expense, net", "(15)", "(14)"], ["EBIT", "539", "1,254"]], style="booktabs"),
    ])
    with ingested(tmp_path, "strand.duckdb") as cat:
        ans = ask(cat, "What was Strand's income from operations in 2021?")
        assert ans.status == "answered" and ans.value == 870e6, ans.model_dump()
