"""Column headers of annual-report tables: the year row, a shaded header band with a ``Notes`` column,
a header cell wrapped over several lines, a period heading centred over the year columns, and the page
heading above the table. Each test renders a PDF with reportlab and runs the whole extraction.
"""
from __future__ import annotations

from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer
from reportlab.platypus import Table as RLTable
from reportlab.platypus import TableStyle

from tabsql.extract import extract_document
from tabsql.extract.headers import is_value
from tabsql.models import Table

STYLES = getSampleStyleSheet()


def _report(path: Path, rows: list[list[str]], header_rows: int, style: str = "borderless",
            valign: str = "BOTTOM", header_align: str = "RIGHT") -> Path:
    """A one-table report page: a bold heading in a large font, then the table (a wide label column, as
    annual reports set it), then a paragraph."""
    values = len(rows[0]) - 1
    table = RLTable(rows, colWidths=[480 - 60 * values] + [60] * values)
    cmds: list = [("FONT", (0, 0), (-1, -1), "Helvetica", 9),
                  ("FONT", (0, 0), (-1, header_rows - 1), "Helvetica-Bold", 9),
                  ("ALIGN", (1, 0), (-1, -1), "RIGHT"),
                  ("ALIGN", (1, 0), (-1, header_rows - 1), header_align),
                  ("VALIGN", (0, 0), (-1, header_rows - 1), valign)]
    if style == "zebra":
        cmds += [("BACKGROUND", (0, 0), (-1, header_rows - 1), colors.HexColor("#c9d6ea")),
                 ("ROWBACKGROUNDS", (0, header_rows), (-1, -1), [colors.white, colors.HexColor("#e8eef7")])]
    table.setStyle(TableStyle(cmds))
    story = [Paragraph("Annual report (extract)", STYLES["Heading1"]), table, Spacer(1, 12),
             Paragraph("The table above shows the figures of the last fiscal years as reported.", STYLES["BodyText"])]
    SimpleDocTemplate(str(path), pagesize=A4, invariant=1, leftMargin=50, rightMargin=50,
                      topMargin=50, bottomMargin=50).build(story)
    return path


def _table(path: Path) -> Table:
    doc = extract_document(path)
    assert len(doc.tables) == 1, [t.column_paths for t in doc.tables]
    return doc.tables[0]


def _body_value(table: Table, label: str, col: int) -> str:
    row = next(r for r, p in enumerate(table.row_paths) if p and p[-1] == label)
    return next(c.text for c in table.cells if c.row == row and c.col == col)


def test_year_row_beside_a_stub_heading_is_header_and_the_page_heading_is_not(tmp_path: Path) -> None:
    rows = [["", "June 1,", "June 2,", "June 3,"],
            ["Fiscal Year ended", "2019", "2018", "2017"],
            ["Gross profit (in thousands)", "222,859", "361,046", "45,550"],
            ["Feed cost per dozen produced", "0.415", "0.394", "0.399"]]
    table = _table(_report(tmp_path / "years.pdf", rows, header_rows=2))
    assert table.header_rows == 2
    assert table.column_paths[1:] == [["June 1,", "2019"], ["June 2,", "2018"], ["June 3,", "2017"]]
    assert not any("Annual report" in " ".join(p) for p in table.column_paths)
    assert _body_value(table, "Gross profit (in thousands)", 2) == "361,046"


def test_shaded_header_band_with_a_notes_column_stays_with_its_table(tmp_path: Path) -> None:
    rows = [["", "", "2019", "2018"],
            ["", "Notes", "$'000", "$'000"],
            ["Current", "", "", ""],
            ["Trade receivables", "", "3,770", "3,054"],
            ["Receivables from related parties", "17", "11,880", "8,039"],
            ["Other receivables", "", "4,223", "4,082"]]
    table = _table(_report(tmp_path / "zebra.pdf", rows, header_rows=2, style="zebra"))
    paths = [" ".join(p) for p in table.column_paths]
    assert any("2019" in p for p in paths) and any("2018" in p for p in paths)
    assert any(p.startswith("Notes") for p in paths)
    col_2019 = next(k for k, p in enumerate(paths) if "2019" in p)
    assert _body_value(table, "Trade receivables", col_2019) == "3,770"


def test_header_cell_wrapped_over_lines_keeps_header_and_body_together(tmp_path: Path) -> None:
    rows = [["Years ended August 31,", "2019", "2018"],
            ["(In thousands of Canadian dollars)", "$", "$\n(restated,\nNote 3)"],
            ["Salaries and outsourced services", "345,041", "317,118"],
            ["Service delivery costs", "661,214", "615,267"],
            ["Customer related costs", "83,401", "68,744"]]
    table = _table(_report(tmp_path / "wrapped.pdf", rows, header_rows=2, valign="TOP"))
    assert table.column_paths[1][0] == "2019" and table.column_paths[2][0] == "2018"
    assert _body_value(table, "Customer related costs", 2) == "68,744"


def test_period_heading_centred_over_the_year_columns_heads_each_of_them(tmp_path: Path) -> None:
    rows = [["", "", "Year Ended\nDecember\n31,", ""],
            ["", "2019", "2018", "2017"],
            ["Realized losses", "(5,062)", "(6,533)", "(18,494)"],
            ["Unrealized (losses) gains", "(13,239)", "21,240", "82,668"],
            ["Total", "(18,301)", "14,707", "64,174"]]
    table = _table(_report(tmp_path / "period.pdf", rows, header_rows=2, header_align="CENTER"))
    for k, year in ((1, "2019"), (2, "2018"), (3, "2017")):
        assert " ".join(table.column_paths[k]) == f"Year Ended December 31, {year}"


def test_date_pieces_and_year_headings_are_not_values() -> None:
    for text in ("31,", "3, 2020", "2 0 1 8", "2019 %", "2019 $'000", "2018 (4)"):
        assert not is_value(text), text
    for text in ("1,234", "(135)", "2,019", "45.5%", "–"):
        assert is_value(text), text


def test_upper_header_over_repeated_sub_headers_heads_its_whole_group(tmp_path: Path) -> None:
    rows = [["", "Financial assets", "", "Financial liabilities", ""],
            ["", "2019", "2018", "2019", "2018"],
            ["Opening balance", "83,934", "100,107", "4,466", "2,154"],
            ["Additions", "39,116", "51,185", "75", "3,301"],
            ["Disposals", "(6,714)", "(9,899)", "(1,193)", "–"]]
    table = _table(_report(tmp_path / "groups.pdf", rows, header_rows=2, header_align="CENTER"))
    assert table.column_paths[1:] == [["Financial assets", "2019"], ["Financial assets", "2018"],
                                      ["Financial liabilities", "2019"], ["Financial liabilities", "2018"]]
