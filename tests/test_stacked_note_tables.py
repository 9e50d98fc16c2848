"""Two borderless note tables one under the other, as a 10-K prints them (drawn with reportlab, read
through the CLI ``tabsql extract --json`` and ``ask()``):

- a maturity schedule (label, ``$``, amount under "December 31, 2022"), then a heading and a sentence
  introducing the next table, then a table with a text column ("Balance Sheet Location") and two
  years, each amount right-aligned far from the ``$`` set before it;
- the gap after a column of ``$`` signs is the widest on the page, but it is the space between a
  sign and its amount, not a gutter between two tables side by side: each table keeps its labels
  and its amounts, and the heading and sentence between them are neither table's rows;
- a schedule with no header ("2024  $  47" / "2025  46" ...): its first line, a year then an amount
  with its sign, is a record, not a header over the amounts.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.cli_tables import extract_json as _extract
from tests.cli_tables import grid as _grid

SIGN = re.compile(r"^(?:[A-Z]{0,2}\$|€|£|\))$")
HEIGHT = letter[1]


def _notes_page(path: str) -> None:
    c = canvas.Canvas(path, pagesize=letter, invariant=1)

    def text(x: float, top: float, s: str, right: bool = False) -> None:
        (c.drawRightString if right else c.drawString)(x, HEIGHT - top - 7, s)

    def rule(x0: float, x1: float, top: float) -> None:  # the rule under a heading, as wide as its column
        c.setLineWidth(0.75)
        c.line(x0, HEIGHT - top - 9.5, x1, HEIGHT - top - 9.5)

    def band(top: float, pieces: tuple[tuple[float, float], ...]) -> None:
        """The light shading under every other line, drawn cell by cell as filings' HTML-to-PDF does."""
        c.setFillColorRGB(0.9, 0.9, 0.9)
        for x0, x1 in pieces:
            c.rect(x0, HEIGHT - top - 9, x1 - x0, 10.8, stroke=0, fill=1)
        c.setFillColorRGB(0, 0, 0)

    c.setFont("Helvetica", 9)  # prose at 9 pt, headings 7.65 pt bold, lines 8.1 pt, as the filing
    text(42, 210, "The following table presents estimated fair values of our short-term and long-term investments")
    text(18, 221, "by date of contractual maturity as of the date indicated, the fair values being in millions of dollars:")
    c.setFont("Helvetica-Bold", 7.65)
    text(589, 239, "December 31, 2022", right=True)
    rule(505, 590, 239)
    c.setFont("Helvetica", 8.1)
    top = 251.0
    for i, (label, amount, signed) in enumerate((
            ("One year or less (including restricted cash of $36)", "2,521", True),
            ("One year through two years (including restricted cash of $13)", "730", False),
            ("Two years through three years", "357", False), ("Three years through four years", "113", False),
            ("Four years through five years", "16", False), ("Thereafter", "—", False), ("Total", "3,737", True))):
        if i % 2 == 0:
            band(top, ((18, 514), (521, 593)))
        text(19 if label != "Total" else 29, top, label)
        if signed:
            text(516, top, "$")
        text(590, top, amount, right=True)
        top += 10.8
    c.setFont("Helvetica-Bold", 9)
    text(18, 345, "Equity Investments")
    c.setFont("Helvetica", 9)
    text(42, 366, "The following table summarizes our equity investments as of the dates indicated (in millions):")
    c.setFont("Helvetica-Bold", 7.65)
    text(538, 384, "December 31,", right=True)
    rule(440, 590, 384)
    text(427, 395, "Balance Sheet Location", right=True)
    text(480, 395, "2022", right=True)
    text(563, 395, "2021", right=True)
    for x0, x1 in ((330, 427), (440, 507), (515, 590)):
        rule(x0, x1, 395)
    c.setFont("Helvetica", 8.1)
    top = 407.0
    for i, (label, where, a, b, signed) in enumerate((
            ("Equity investments with readily determinable fair values", "Short-term investments", "104", "1,745", True),
            ("Equity investment in Northwind", "Equity investment in Northwind", "2,692", "5,391", False),
            ("Equity investments under the fair value option", "Long-term investments", "461", "725", False),
            ("Equity investments under the equity method of accounting", "Long-term investments", "34", "38", False),
            ("Equity investments without readily determinable fair values", "Long-term investments", "86", "85", False),
            ("Total equity investments", "", "3,377", "7,984", True))):
        if i % 2 == 0 and where:
            band(top, ((18, 286), (286, 427), (438, 510), (521, 593)))
        text(19 if where else 29, top, label)
        if where:
            text(427, top, where, right=True)
        if signed:
            text(433, top, "$")
            text(517, top, "$")
        text(507, top, a, right=True)
        text(590, top, b, right=True)
        top += 10.8
    text(42, 490, "We account for equity investments through which we exercise significant influence under the fair value option.")
    c.showPage()
    c.save()


def _schedule(path: str) -> None:
    c = canvas.Canvas(path, pagesize=letter, invariant=1)
    c.setFont("Helvetica", 9)
    c.drawString(42, 704, "Expected amortization expense for the next five years is as follows (in millions):")
    c.setFont("Helvetica", 8.1)
    for i, (year, amount) in enumerate((("2024", "47"), ("2025", "46"), ("2026", "46"), ("2027", "44"), ("2028", "42"))):
        y = 682 - 10.8 * i
        c.drawString(19, y, year)
        if i == 0:
            c.drawString(516, y, "$")
        c.drawRightString(590, y, amount)
    c.showPage()
    c.save()


def _row(table: dict, label: str) -> list[str]:
    return [t for t in next(row for row in _grid(table) if row[0] == label)[1:] if t]


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("stacked") / "investments-10k.pdf"
    _notes_page(str(path))
    return path


def test_each_table_keeps_its_labels_beside_its_amounts(page: Path) -> None:
    maturities, equity = _extract(page)["tables"]
    assert _row(maturities, "One year or less (including restricted cash of $36)") == ["$2,521"]
    assert _row(maturities, "Total") == ["$3,737"]
    assert _row(equity, "Equity investments with readily determinable fair values") == [
        "Short-term investments", "$104", "$1,745"]
    assert _row(equity, "Total equity investments") == ["$3,377", "$7,984"]
    for table in (maturities, equity):
        grid = _grid(table)
        for k in range(1, table["n_cols"]):
            texts = [row[k] for row in grid[table["header_rows"]:] if row[k]]
            assert not texts or not all(SIGN.match(t) for t in texts), (k, texts)


def test_the_heading_and_sentence_between_them_are_no_rows(page: Path) -> None:
    maturities, equity = _extract(page)["tables"]
    labels = [row[0] for t in (maturities, equity) for row in _grid(t)]
    assert "Equity Investments" not in labels
    assert not any(label.startswith("The following table") for label in labels)
    assert [row[0] for row in _grid(maturities)][-1] == "Total"


def test_a_schedule_without_header_starts_with_its_first_record(tmp_path: Path) -> None:
    _schedule(str(tmp_path / "amortization-10k.pdf"))
    (table,) = _extract(tmp_path / "amortization-10k.pdf")["tables"]
    assert table["header_rows"] == 0
    assert _row(table, "2024") == ["$47"]
    assert [row[0] for row in _grid(table)] == ["2024", "2025", "2026", "2027", "2028"]


def test_ask_reads_the_second_table_in_millions(page: Path, tmp_path: Path) -> None:
    (tmp_path / page.name).write_bytes(page.read_bytes())
    with ingested(tmp_path, "stacked.duckdb") as cat:
        total = ask(cat, "What were total equity investments as of December 31, 2021?")
        assert total.status == "answered", total
        assert total.value == pytest.approx(7_984e6)
