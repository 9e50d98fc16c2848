"""Currency signs and period headings of real filings, drawn with reportlab and read through the CLI
(``tabsql extract --json``) and ``ask()``:

- a ``$`` set well left of its amount, with the year centred over both, so that the grid gives sign,
  year and amount a column each (and a second header block further down, "December 31," over the
  balances): the sign joins its amount, the year heads it;
- a year heading with a footnote marker the grid put over the amounts ("2021 (1)"), the years read
  as body lines: sign, year and marker are one column;
- a balance sheet printed over two pages, each headed with the statement's title and its periods
  (assets on one, liabilities and equity on the next), is one table.
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

SIGN = re.compile(r"^(?:[A-Z]{0,2}\$|€|£)$")

# (sign x, amount right edge) per period: the sign stands far left of its amount, as in 10-K notes
SLOTS = ((262.0, 322.0), (352.0, 412.0), (442.0, 502.0))

AFFILIATES_INCOME = [
    ("Revenue", True, ("1,316", "1,880", "1,122")),
    ("Operating margin (loss)", False, ("(53)", "213", "124")),
    ("Net income (loss)", False, ("(242)", "(538)", "(724)")),
]
AFFILIATES_BALANCE = [
    ("Current assets", True, ("1,180", "1,017")),
    ("Noncurrent assets", False, ("6,497", "6,230")),
    ("Current liabilities", False, ("1,414", "1,294")),
    ("Stockholders' equity", False, ("2,660", "2,282")),
]
DISCONTINUED = [
    ("Net revenues", True, ("—", "1,409", "1,377")),
    ("Cost of net revenues", False, ("—", "815", "676")),
    ("Gross profit", False, ("—", "594", "701")),
    ("Sales and marketing", False, ("—", "529", "548")),
    ("Product development", False, ("—", "64", "59")),
    ("Income from discontinued operations, net of income taxes", True, ("—", "2,870", "55")),
]


def _years(c: canvas.Canvas, y: float, years: tuple[str, ...]) -> None:
    for (sx, ax), year in zip(SLOTS, years):
        c.drawCentredString((sx + ax) / 2, y, year)


def _lines(c: canvas.Canvas, lines: list, y: float) -> float:
    for label, signed, amounts in lines:
        c.drawString(52, y, label)
        for (sx, ax), text in zip(SLOTS, amounts):
            if signed:
                c.drawString(sx, y, "$")
            c.drawRightString(ax, y, text)
        y -= 13
    return y


ASSETS = [("ASSETS", None), ("CURRENT ASSETS", None), ("Cash and cash equivalents", ("$ 6,856", "$ 6,897")),
          ("Receivables, net", ("10,188", "11,863")), ("Total current assets", ("17,044", "18,760")),
          ("Goodwill", ("6,435", "6,544")), ("TOTAL ASSETS", ("$ 23,479", "$ 25,304"))]
LIABILITIES = [("LIABILITIES AND STOCKHOLDERS' INVESTMENT", None), ("CURRENT LIABILITIES", None),
               ("Accounts payable", ("$ 3,848", "$ 4,030")), ("Accrued expenses", ("4,747", "5,188")),
               ("Total current liabilities", ("8,595", "9,218")), ("Long-term debt", ("14,884", "16,086")),
               ("TOTAL LIABILITIES AND STOCKHOLDERS' INVESTMENT", ("$ 23,479", "$ 25,304"))]


def _balance_page(c: canvas.Canvas, unit: str, lines: list) -> None:
    c.setFont("Helvetica", 8)
    c.drawCentredString(306, 750, "EXAMPLE CORPORATION")
    c.drawCentredString(306, 740, "CONSOLIDATED BALANCE SHEETS")
    c.drawCentredString(306, 730, unit)
    c.drawCentredString(510, 712, "May 31,")
    c.drawRightString(480, 702, "2023")
    c.drawRightString(560, 702, "2022")
    y = 688
    for label, amounts in lines:
        c.drawString(52, y, label)
        for x, text in zip((480, 560), amounts or ()):
            c.drawRightString(x, y, text)
        y -= 13
    c.showPage()


def _filing(path: Path) -> Path:
    c = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    c.setFont("Helvetica", 8)
    c.drawString(52, 740, "The following table summarizes financial information of the Company's affiliates (in millions):")
    c.drawCentredString(380, 716, "Owned Affiliates")
    c.drawString(52, 703, "Years ended December 31,")
    _years(c, 703, ("2021", "2020", "2019"))
    y = _lines(c, AFFILIATES_INCOME, 690)
    c.drawString(52, y, "December 31,")
    _years(c, y, ("2021", "2020"))
    _lines(c, AFFILIATES_BALANCE, y - 13)
    c.showPage()
    c.setFont("Helvetica", 8)
    c.drawString(52, 740, "The following table presents the financial results of the business sold (in millions):")
    c.drawCentredString(382, 720, "Year ended December 31,")
    _years(c, 707, ("2022", "2021", "2020"))
    c.drawString(402, 707, "(1)")  # the year's footnote marker, printed over the amounts' column
    _lines(c, DISCONTINUED, 694)
    c.showPage()
    c.save()
    return path


def _two_pages(path: Path) -> Path:
    c = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    c.drawString(52, 740, "Item 8. Financial Statements and Supplementary Data")
    c.showPage()
    _balance_page(c, "(IN MILLIONS)", ASSETS)
    _balance_page(c, "(IN MILLIONS, EXCEPT SHARE DATA)", LIABILITIES)
    c.save()
    return path


@pytest.fixture(scope="module")
def pdf(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _filing(tmp_path_factory.mktemp("signs") / "affiliates-10k.pdf")


@pytest.fixture(scope="module")
def extracted(pdf: Path) -> dict:
    return _extract(pdf)


@pytest.fixture(scope="module")
def balance(tmp_path_factory: pytest.TempPathFactory) -> dict:
    pdf = _two_pages(tmp_path_factory.mktemp("balance") / "balance-10k.pdf")
    return _extract(pdf)


def _row(table: dict, label: str) -> list[str]:
    return next(row for row in _grid(table) if row[0] == label)


def _no_sign_column(table: dict) -> None:
    grid = _grid(table)
    for k in range(table["n_cols"]):
        texts = [row[k] for row in grid[table["header_rows"]:] if row[k]]
        assert not texts or not all(SIGN.match(t) for t in texts), (k, texts)


def test_a_sign_set_apart_joins_its_amount_and_the_year_over_both_heads_it(extracted: dict) -> None:
    (table,) = [t for t in extracted["tables"] if t["page"] == 1]
    _no_sign_column(table)
    assert table["n_cols"] == 4
    assert _row(table, "Revenue")[1:] == ["$1,316", "$1,880", "$1,122"]
    assert _row(table, "Current assets")[1:3] == ["$1,180", "$1,017"]
    assert [p[-1] for p in table["column_paths"][1:]] == ["2021", "2020", "2019"]
    assert ["December 31,", "2021", "2020", ""] in _grid(table)  # the second block's header, over its amounts


def test_a_year_with_its_marker_over_the_amounts_is_one_column(extracted: dict) -> None:
    (table,) = [t for t in extracted["tables"] if t["page"] == 2]
    _no_sign_column(table)
    assert table["n_cols"] == 4
    assert _row(table, "Net revenues")[1:] == ["$—", "$1,409", "$1,377"]
    assert [p[-1] for p in table["column_paths"][1:]] == ["2022", "2021", "2020"]


def test_ask_reads_the_signed_amount_under_its_year(pdf: Path, tmp_path: Path) -> None:
    (tmp_path / pdf.name).write_bytes(pdf.read_bytes())
    with ingested(tmp_path, "signs.duckdb") as cat:
        revenue = ask(cat, "What was the revenue of the owned affiliates in 2020?")
        assert revenue.status == "answered", revenue
        assert revenue.value == pytest.approx(1_880e6)
        sales = ask(cat, "What were net revenues in 2021?")
        assert sales.status == "answered", sales
        assert sales.value == pytest.approx(1_409e6)
        profit = ask(cat, "What was the gross profit in 2020?")
        assert profit.status == "answered", profit
        assert profit.value == pytest.approx(701e6)


def test_a_statement_over_two_pages_headed_alike_is_one_table(balance: dict) -> None:
    (table,) = balance["tables"]
    grid = _grid(table)
    labels = [row[0] for row in grid]
    assert labels.count("TOTAL ASSETS") == 1 and "Accounts payable" in labels
    assert [row[1] for row in grid].count("May 31,") == 1  # the second page's header is not a row of it
    assert [t.replace(" ", "") for t in _row(table, "TOTAL LIABILITIES AND STOCKHOLDERS' INVESTMENT")[1:]] == ["$23,479", "$25,304"]
