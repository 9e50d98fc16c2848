"""Currency signs the column rules leave, a header band that runs into the first record, and the
per-share lines of an income statement, in the layouts of real 10-K filings, drawn with reportlab and
read through the CLI (``tabsql extract --json``, ``tabsql inspect``) and ``ask()``:

- a totals line glued to a maturity schedule: the schedule's ``$`` stands where the lines above set
  the sign of another column, so no column holds only signs; each sign joins the amount after it;
- a header of three lines whose rule and shading are drawn cell by cell (no full-width band), the
  first record right under it and ruled rows further down: the header's last line and the first
  record are two rows, each sign joins its amount;
- "Diluted Earnings Per Common Share" over "Net income attributable to ..." and "Weighted-average
  shares outstanding": the first is diluted EPS, the second stays a share count;
- "(dollars in millions, except per share amounts)": the per-share lines are as printed, the income
  attributable to common shareholders and the count of common shares are in millions.
"""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.cli_tables import extract_json as _extract
from tests.cli_tables import grid as _grid

SIGN = re.compile(r"^(?:[A-Z]{0,2}\$|€|£|\))$")

def _maturities(path: str) -> None:
    """A totals line glued to a maturity schedule: the schedule's signs stand before another column."""
    c = canvas.Canvas(path, pagesize=letter, invariant=1)
    c.setFont("Helvetica", 8)
    c.drawString(52, 740, "Intangible assets (in millions):")
    c.drawRightString(330, 726, "Gross")
    c.drawRightString(410, 726, "Amortization")
    c.drawRightString(490, 726, "Net")
    y = 712
    for label, vals in (("Developed technology", ("3,966", "(2,407)", "1,559")), ("Customer relationships", ("5,260", "(4,194)", "1,066"))):
        c.drawString(52, y, label)
        c.drawString(272, y, "$"); c.drawRightString(330, y, vals[0])
        c.drawString(352, y, "$"); c.drawRightString(410, y, vals[1])
        c.drawString(432, y, "$"); c.drawRightString(490, y, vals[2])
        y -= 13
    c.drawString(52, y, "Total intangible assets, net")
    c.drawString(272, y, "$"); c.drawRightString(330, y, "9,226")
    c.drawString(352, y, "$"); c.drawRightString(410, y, "(6,601)")
    c.drawString(432, y, "$"); c.drawRightString(490, y, "2,625")
    y -= 13
    for label, v, signed in (("Fiscal 2024", "994", True), ("Fiscal 2025", "683", False), ("Fiscal 2026", "520", False),
                             ("Thereafter", "428", False), ("Total future amortization", "2,625", True)):
        c.drawString(52, y, label)
        if signed:
            c.drawString(352, y, "$")
        c.drawRightString(490, y, v)
        y -= 13
    c.showPage(); c.save()

def _banded(path: str) -> None:
    """Headers of three lines over the columns, the first record right under them with no full rule
    between (rules drawn column by column), shaded records below."""
    c = canvas.Canvas(path, pagesize=letter, invariant=1)
    c.setFont("Helvetica", 8)
    c.drawString(40, 760, "Changes in accumulated other comprehensive income (loss) were as follows:")
    cols = ((230, 300), (320, 390), (410, 480), (500, 570))
    heads = (("Net Unrealized", "Gains (Losses) on", "Securities"), ("Foreign Currency", "Translation", "Adjustments"),
             ("Pension and Other", "Postretirement", "Benefits"), ("Accumulated Other", "Comprehensive", "Income (Loss)"))
    for (a, b), lines in zip(cols, heads):
        for i, t in enumerate(lines):
            c.drawRightString(b, 733 - 8 * i, t)
    c.drawString(40, 717, "(Millions), net of tax")
    rows = [("Balances as of December 31, 2020", True, ("65", "(2,229)", "(731)", "(2,895)")),
            ("Net change", False, ("(42)", "(163)", "155", "(50)")),
            ("Balances as of December 31, 2021", False, ("23", "(2,392)", "(576)", "(2,945)")),
            ("Net change", False, ("(87)", "(230)", "52", "(265)")),
            ("Balances as of December 31, 2022", True, ("(64)", "(2,622)", "(524)", "(3,210)"))]
    y = 706.5
    c.setLineWidth(1.2)
    pieces = ((40, 210), *cols)
    for a, b in pieces:  # the rule under the header, drawn column by column
        c.line(a, 714.5, b, 714.5)
    for i, (label, signed, vals) in enumerate(rows):
        if i % 2 == 0:  # shading drawn cell by cell, as filings' HTML-to-PDF does
            c.setFillColorRGB(0.85, 0.92, 0.98)
            for a, b in pieces:
                c.rect(a, y - 3, b - a, 10.5, stroke=0, fill=1)
            c.setFillColorRGB(0, 0, 0)
        c.drawString(42, y, label)
        for (a, b), v in zip(cols, vals):
            if signed:
                c.drawString(a, y, "$")
            c.drawRightString(b, y, v)
        y -= 10.5
    # the tax effects table right below it, ruled across the page
    y -= 8
    c.drawString(40, y, "(Millions)")
    for (a, b), yr in zip(cols[1:], ("2022", "2021", "2020")):
        c.drawRightString(b, y, yr)
    for label, vals in (("Net unrealized gains on securities", ("(27)", "(13)", "9")),
                        ("Foreign currency translation adjustments", ("75", "51", "(62)")),
                        ("Pension and other postretirement benefits", ("27", "52", "(28)")),
                        ("Total tax impact", ("75", "90", "(81)"))):
        c.line(40, y - 3, 570, y - 3)
        y -= 10.5
        c.drawString(42, y, label)
        for (a, b), v in zip(cols[1:], vals):
            c.drawRightString(b, y, v)
    c.line(40, y - 3, 570, y - 3)
    c.showPage(); c.save()

def _eps(path: str) -> None:
    c = canvas.Canvas(path, pagesize=letter, invariant=1)
    c.setFont("Helvetica", 8)
    c.drawCentredString(306, 750, "EXAMPLE TELECOM INC.")
    c.drawCentredString(306, 740, "CONSOLIDATED STATEMENTS OF INCOME")
    c.drawCentredString(306, 730, "(dollars in millions, except per share amounts)")
    c.drawString(52, 710, "Years Ended December 31,")
    for x, yr in ((400, "2022"), (470, "2021"), (540, "2020")):
        c.drawRightString(x, 710, yr)
    lines = [("Operating Revenues", ("$ 136,835", "$ 133,613", "$ 128,292"), 52),
             ("Operating Income", ("30,467", "32,448", "28,798"), 52),
             ("Net Income", ("$ 21,748", "$ 22,618", "$ 18,348"), 52),
             ("Net income attributable to noncontrolling interests", ("$ 492", "$ 553", "$ 547"), 60),
             ("Net income attributable to Example Telecom", ("21,256", "22,065", "17,801"), 60),
             ("Income Attributable to Common Shareholders", ("$ 21,242", "$ 22,051", "$ 17,787"), 60),
             ("Weighted Average Common Shares Outstanding, Diluted", ("4,204", "4,150", "4,142"), 60),
             ("Basic Earnings Per Common Share", None, 52),
             ("Net income attributable to Example Telecom", ("$ 5.06", "$ 5.32", "$ 4.30"), 60),
             ("Weighted-average shares outstanding (in millions)", ("4,202", "4,148", "4,140"), 60),
             ("Diluted Earnings Per Common Share", None, 52),
             ("Net income attributable to Example Telecom", ("$ 5.05", "$ 5.31", "$ 4.29"), 60),
             ("Weighted-average shares outstanding (in millions)", ("4,204", "4,150", "4,142"), 60)]
    y = 696
    for label, vals, x in lines:
        c.drawString(x, y, label)
        for xr, v in zip((400, 470, 540), vals or ()):
            c.drawRightString(xr, y, v)
        y -= 12
    c.showPage(); c.save()


def _row(table: dict, label: str) -> list[str]:
    return [t for t in next(row for row in _grid(table) if row[0] == label)[1:] if t]


def _no_sign_column(table: dict) -> None:
    grid = _grid(table)
    for k in range(1, table["n_cols"]):
        texts = [row[k] for row in grid[table["header_rows"]:] if row[k]]
        assert not texts or not all(SIGN.match(t) for t in texts), (k, texts)


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("residue")
    _maturities(str(root / "intangibles-10k.pdf"))
    _banded(str(root / "aoci-10k.pdf"))
    _eps(str(root / "income-10k.pdf"))
    return root


def test_a_sign_before_another_column_than_its_neighbours_joins_the_amount_after_it(folder: Path) -> None:
    (table,) = _extract(folder / "intangibles-10k.pdf")["tables"]
    _no_sign_column(table)
    assert _row(table, "Total intangible assets, net") == ["$9,226", "$(6,601)", "$2,625"]
    assert _row(table, "Fiscal 2024") == ["$994"]
    assert _row(table, "Total future amortization") == ["$2,625"]
    grid = _grid(table)
    net = next(k for k in range(table["n_cols"]) if grid[0][k] == "Net")
    assert [row[net] for row in grid if row[0] in ("Fiscal 2024", "Fiscal 2025")] == ["$994", "683"]


def test_the_header_band_and_the_first_record_are_two_rows(folder: Path) -> None:
    table = _extract(folder / "aoci-10k.pdf")["tables"][0]
    _no_sign_column(table)
    labels = [row[0] for row in _grid(table)]
    assert "(Millions), net of tax" in labels
    assert _row(table, "Balances as of December 31, 2020") == ["$65", "$(2,229)", "$(731)", "$(2,895)"]
    assert table["n_cols"] == 5


def test_diluted_eps_under_its_heading_and_the_share_count_beside_it(folder: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "tabsql.cli", "inspect", str(folder / "income-10k.pdf")],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    lines = [ln for ln in run.stdout.splitlines() if ln.startswith("- ")]
    eps = [ln for ln in lines if "Diluted Earnings Per Common Share > Net income attributable" in ln and "'$ 5.05'" in ln]
    shares = [ln for ln in lines if "Diluted Earnings Per Common Share > Weighted-average shares" in ln and "'4,204'" in ln]
    assert len(eps) == 1 and "concept=eps" in eps[0], eps
    assert len(shares) == 1 and "concept=weighted_shares" in shares[0], shares


def test_ask_reads_the_amounts_the_signs_joined(folder: Path, tmp_path: Path) -> None:
    for name in ("intangibles-10k.pdf", "aoci-10k.pdf"):
        (tmp_path / name).write_bytes((folder / name).read_bytes())
    with ingested(tmp_path, "residue.duckdb") as cat:
        first = ask(cat, "What is the Net amount for Fiscal 2024?")
        assert first.status == "answered", first
        assert first.value == pytest.approx(994e6)
        aoci = ask(cat, "What was the foreign currency translation adjustments balance as of December 31, 2020?")
        assert aoci.status == "answered", aoci
        assert aoci.value == pytest.approx(-2_229e6)


def test_except_per_share_amounts_exempts_the_per_share_lines_only(folder: Path) -> None:
    run = subprocess.run([sys.executable, "-m", "tabsql.cli", "inspect", str(folder / "income-10k.pdf")],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    lines = [ln for ln in run.stdout.splitlines() if ln.startswith("- ")]

    def value(label: str, printed: str) -> str:
        (line,) = [ln for ln in lines if f"| {label} |" in ln and f"'{printed}'" in ln]
        return line.split("->", 1)[1]

    assert "money 2.1242e+10 USD" in value("Income Attributable to Common Shareholders", "$ 21,242")
    assert "number 4.204e+09" in value("Weighted Average Common Shares Outstanding, Diluted", "4,204")
    assert "money 5.05 USD (scale 1)" in value("Diluted Earnings Per Common Share > Net income attributable to Example Telecom", "$ 5.05")
