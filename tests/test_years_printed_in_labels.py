"""A year printed inside a line's label beside a figure of its own ("Short-term borrowings, including
current portion of long-term debt: 2022—$2,560; 2021—$1,636") says nothing more of a cell whose column
is dated: the column gives the cell its year, so the label's year does not lift that line over the line
the question names ("Long-term debt"). Reportlab reports through ingest and ask(): the report asked
about among other companies' reports of other years, as in a catalog of filings."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, build_pdf

BALANCE = [["", "As of December 31,", ""], ["(In Millions)", "2022", "2021"],
           ["Cash and cash equivalents", "416", "1,944"],
           ["Short-term borrowings, including current portion of long-term debt: 2022—$2,560; 2021—$1,636", "2,945", "2,241"],
           ["Total current liabilities", "42,138", "42,671"],
           ["Long-term debt", "32,884", "36,195"],
           ["Total liabilities", "101,288", "104,013"]]

INCOME = ["Revenues", "Cost of sales", "Selling, informational and administrative expenses", "Research and development expenses",
          "Amortization of intangible assets", "Restructuring charges", "Other income, net",
          "Income before provision for taxes on income", "Provision for taxes on income", "Net income"]


@pytest.fixture(scope="module")
def filings(tmp_path_factory):
    d = tmp_path_factory.mktemp("quill")
    build_pdf(d / "quill_2022.pdf", [
        Heading("Quill Pharma Inc. - Annual report on Form 10-K for the fiscal year ended December 31, 2022"),
        Heading("Consolidated Balance Sheets", level=2),
        Grid(BALANCE, style="booktabs", header_align="RIGHT", header_rows=2, col_widths=[400, 50, 50])])
    for name, year in [("Brindle Tools", 2016), ("Corvid Foods", 2017), ("Dunmore Rail", 2018), ("Eskers Media", 2019)]:
        build_pdf(d / f"{name.split()[0].lower()}_{year}.pdf", [
            Heading(f"{name} Inc. - Annual report on Form 10-K for the fiscal year ended December 31, {year}"),
            Heading("Consolidated Statements of Income", level=2),
            Grid([["(In Millions)", str(year), str(year - 1)], *[[label, f"{100 + i},000", f"{90 + i},000"]
                                                               for i, label in enumerate(INCOME)]],
                 style="booktabs", header_align="RIGHT"),
            Heading("Consolidated Balance Sheets", level=2),
            Grid([["(In Millions)", f"Dec 31, {year}", f"Dec 31, {year - 1}"], ["Total assets", "9,870", "9,215"],
                  ["Long-term debt", "3,400", "3,100"], ["Total liabilities", "6,870", "6,215"]],
                 style="booktabs", header_align="RIGHT")])
    with ingested(d, "q.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question", ["What was Quill Pharma's long-term debt at December 31, 2022?",
                                      "What long-term debt did Quill Pharma carry at December 31, 2022?"])
def test_a_year_in_a_labels_own_figures_does_not_name_the_line(filings, question):
    a = ask(filings, question)
    assert a.status == "answered" and a.value == pytest.approx(32_884e6), a.answer
