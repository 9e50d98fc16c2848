"""Financial statements set as 10-K filings set them, drawn with reportlab at the positions filings use:
a ``$`` in its own narrow column before the first and total amounts, a period heading centred over
the sign and the amount and split over lines ("Years ended" / "September 24," / "2022"), row groups
closed by their totals, a grand total, "—" for nil, and a scale note with exceptions. Each test runs
the public path: ``tabsql extract --json`` and ``tabsql inspect`` by subprocess, and ``ask()`` over a
real catalog.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from tabsql.answer import ask
from tests.catalogs import ingested

SIGN_X = {1: 362.0, 2: 431.0, 3: 500.0}  # the "$" of each period column
AMOUNT_X = {1: 421.0, 2: 490.0, 3: 559.0}  # right edge of the amounts

INCOME = [  # label, indent, (amounts), sign printed
    ("Net sales:", 0, None, False),
    ("Products", 1, ("316,199", "297,392", "220,747"), True),
    ("Services", 1, ("78,129", "68,425", "53,768"), False),
    ("Total net sales", 2, ("394,328", "365,817", "274,515"), False),
    ("Cost of sales:", 0, None, False),
    ("Products", 1, ("201,471", "192,266", "151,286"), False),
    ("Services", 1, ("22,075", "20,715", "18,273"), False),
    ("Total cost of sales", 2, ("223,546", "212,981", "169,559"), False),
    ("Gross margin", 0, ("170,782", "152,836", "104,956"), False),
    ("Operating expenses:", 0, None, False),
    ("Research and development", 1, ("26,251", "21,914", "18,752"), False),
    ("Restructuring", 1, ("—", "—", "1,200"), False),
    ("Selling, general and administrative", 1, ("25,094", "21,973", "18,716"), False),
    ("Total operating expenses", 2, ("51,345", "43,887", "38,668"), False),
    ("Operating income", 0, ("119,437", "108,949", "66,288"), False),
    ("Provision for income taxes", 0, ("19,634", "14,269", "8,877"), False),
    ("Net income", 0, ("99,803", "94,680", "57,411"), True),
    ("Earnings per share:", 0, None, False),
    ("Basic", 1, ("6.15", "5.67", "3.31"), True),
    ("Diluted", 1, ("6.11", "5.61", "3.28"), True),
    ("Shares used in computing earnings per share:", 0, None, False),
    ("Basic", 1, ("16,215,963", "16,701,272", "17,352,119"), False),
    ("Diluted", 1, ("16,325,819", "16,864,919", "17,528,214"), False),
]

BALANCE = [
    ("ASSETS:", 0, None, False),
    ("Current assets:", 0, None, False),
    ("Cash and cash equivalents", 1, ("23,646", "34,940"), True),
    ("Inventories", 1, ("4,946", "6,580"), False),
    ("Total current assets", 2, ("28,592", "41,520"), False),
    ("Non-current assets:", 0, None, False),
    ("Property, plant and equipment, net", 1, ("42,117", "39,440"), False),
    ("Other non-current assets", 1, ("54,428", "48,849"), False),
    ("Total assets", 2, ("125,137", "129,809"), True),
]


def _statement(c: canvas.Canvas, title: str, lines: list, head: list[list[tuple[int, str]]], n: int) -> None:
    """One statement page: title, the unit note, a header of centred lines, then the rows."""
    height = letter[1]
    c.setFont("Helvetica-Bold", 10)
    c.drawCentredString(306, height - 50, title)
    c.setFont("Helvetica", 8)
    c.drawCentredString(306, height - 62, "(In millions, except number of shares, which are reflected in thousands, "
                                          "and per-share amounts)")
    y = height - 90
    for i, line in enumerate(head):  # (column or 0 for all of them, text), centred over sign and amount
        for col, text in line:
            left, right = (SIGN_X[1], AMOUNT_X[n]) if col == 0 else (SIGN_X[col], AMOUNT_X[col])
            c.drawCentredString((left + right) / 2, y, text)
        y -= 8 if i == len(head) - 2 else 14  # the year right under its date, as filings set it
    y -= 5
    for label, indent, amounts, sign in lines:
        c.drawString(52 + 9 * indent, y, label)
        for k, text in enumerate(amounts or (), 1):
            if sign:
                c.drawString(SIGN_X[k], y, "$")
            c.drawRightString(AMOUNT_X[k], y, text)
        y -= 14
    c.showPage()


def _filing(path: Path) -> Path:
    c = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    c.setFont("Helvetica-Bold", 12)
    c.drawString(52, 700, "Annual report on Form 10-K for the fiscal year ended September 24, 2022")
    c.showPage()
    _statement(c, "CONSOLIDATED STATEMENTS OF OPERATIONS", INCOME,
               [[(0, "Years ended")], [(1, "September 24,"), (2, "September 25,"), (3, "September 26,")],
                [(1, "2022"), (2, "2021"), (3, "2020")]], 3)
    _statement(c, "CONSOLIDATED BALANCE SHEETS", BALANCE,
               [[(1, "September 24,"), (2, "September 25,")], [(1, "2022"), (2, "2021")]], 2)
    c.save()
    return path


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tabsql.cli", *args], capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def filing(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _filing(tmp_path_factory.mktemp("filing") / "statements-10k.pdf")


@pytest.fixture(scope="module")
def extracted(filing: Path) -> dict:
    run = _cli("extract", str(filing), "--json")
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def _table(extracted: dict, page: int) -> dict:
    tables = [t for t in extracted["tables"] if t["page"] == page]
    assert len(tables) == 1, tables
    return tables[0]


def _row(table: dict, *path: str) -> int:
    return next(i for i, p in enumerate(table["row_paths"]) if p == list(path))


def _cell(table: dict, row: int, col: int) -> str:
    return next(c["text"] for c in table["cells"] if c["row"] == row and c["col"] == col)


def test_sign_columns_join_their_amounts_and_periods_head_them(extracted: dict) -> None:
    income = _table(extracted, 2)
    assert income["column_paths"][1:] == [["Years ended", "September 24,", "2022"],
                                          ["Years ended", "September 25,", "2021"],
                                          ["Years ended", "September 26,", "2020"]]
    products = _row(income, "Net sales:", "Products")
    assert [_cell(income, products, k) for k in (1, 2, 3)] == ["$316,199", "$297,392", "$220,747"]
    for k in range(1, len(income["column_paths"])):  # no column of signs alone
        texts = {c["text"] for c in income["cells"] if c["col"] == k and c["row"] >= income["header_rows"]}
        assert texts - {"$", ""}, k
    balance = _table(extracted, 3)
    assert [" ".join(p) for p in balance["column_paths"][1:]] == ["September 24, 2022", "September 25, 2021"]


def test_totals_close_their_groups_and_grand_totals_stand_at_the_top(extracted: dict) -> None:
    income = _table(extracted, 2)
    paths = income["row_paths"]
    assert ["Cost of sales:", "Total cost of sales"] in paths
    assert ["Gross margin"] in paths and ["Operating income"] in paths and ["Net income"] in paths
    assert ["Operating expenses:", "Total operating expenses"] in paths
    balance = _table(extracted, 3)
    assert ["Current assets:", "Total current assets"] in balance["row_paths"]
    assert ["Total assets"] in balance["row_paths"]


def test_inspect_shows_scales_units_and_concepts_of_statement_lines(filing: Path) -> None:
    run = _cli("inspect", str(filing), "--page", "2")
    assert run.returncode == 0, run.stderr
    facts = [line for line in run.stdout.splitlines() if line.startswith("- ")]

    def fact(path: str, col: str) -> str:
        return next(line for line in facts if f"| {path} | Years ended > {col}:" in line)

    assert "money 3.16199e+11 USD" in fact("Net sales: > Products", "September 24, > 2022")
    assert "concept=revenue_segment" in fact("Net sales: > Products", "September 24, > 2022")
    assert "money 7.8129e+10 USD" in fact("Net sales: > Services", "September 24, > 2022")  # the column's $
    assert "concept=cost_of_sales_segment" in fact("Cost of sales: > Products", "September 24, > 2022")
    eps = fact("Earnings per share: > Diluted", "September 24, > 2022")
    assert "money 6.11 USD (scale 1)" in eps and "concept=eps" in eps
    shares = fact("Shares used in computing earnings per share: > Basic", "September 24, > 2022")
    assert "number 1.6216e+10  (scale 1000)" in shares and "concept=weighted_shares" in shares
    assert "'—' -> money 0 USD" in fact("Restructuring", "September 24, > 2022")
    assert "concept=net_income" in fact("Net income", "September 24, > 2022")


def test_statement_questions_are_answered_from_the_joined_columns(filing: Path, tmp_path: Path) -> None:
    (tmp_path / filing.name).write_bytes(filing.read_bytes())
    with ingested(tmp_path, "s.duckdb") as cat:
        sales = ask(cat, "What were total net sales in 2022?")
        assert sales.status == "answered", sales
        assert sales.value == pytest.approx(394_328e6)
        eps = ask(cat, "What was diluted earnings per share in 2021?")
        assert eps.status == "answered", eps
        assert eps.value == pytest.approx(5.61)
        assets = ask(cat, "What were total assets at September 25, 2021?")
        assert assets.status == "answered", assets
        assert assets.value == pytest.approx(129_809e6)
