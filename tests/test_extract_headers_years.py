"""Column headers of annual-report tables: the year row, a shaded header band with a ``Notes`` column,
a header cell wrapped over several lines, a period heading centred over the year columns, and the page
heading above the table. Each test renders a PDF with reportlab and runs the whole extraction.
"""
from __future__ import annotations

from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.pdfgen import canvas
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer
from reportlab.platypus import Table as RLTable
from reportlab.platypus import TableStyle

from tabsql.extract import extract_document
from tabsql.extract.headers import is_value
from tabsql.models import Table

STYLES = getSampleStyleSheet()


def _report(path: Path, rows: list[list[str]], header_rows: int, style: str = "borderless",
            valign: str = "BOTTOM", header_align: str = "RIGHT", widths: list[float] | None = None,
            extra: list | None = None) -> Path:
    """A one-table report page: a bold heading in a large font, then the table (a wide label column, as
    annual reports set it, unless ``widths`` says otherwise), then a paragraph."""
    values = len(rows[0]) - 1
    table = RLTable(rows, colWidths=widths or [480 - 60 * values] + [60] * values)
    cmds: list = [("FONT", (0, 0), (-1, -1), "Helvetica", 9),
                  ("FONT", (0, 0), (-1, header_rows - 1), "Helvetica-Bold", 9),
                  ("ALIGN", (1, 0), (-1, -1), "RIGHT"),
                  ("ALIGN", (1, 0), (-1, header_rows - 1), header_align),
                  ("VALIGN", (0, 0), (-1, header_rows - 1), valign)]
    cmds += extra or []
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


def _tables(path: Path) -> list[Table]:
    return extract_document(path).tables


def _placed(path: Path, lines: list[list[tuple[float, str]]], shades: tuple[tuple[int, int], ...] = ()) -> Path:
    """A page of text set at given places, one line every 15 points: ``(x, text)`` starts a label at x,
    ``(-x, text)`` ends a figure at x (right-aligned), as a typesetter places columns of an annual report.
    ``shades``: (first line, number of lines) set on a shaded band."""
    pdf = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    top = A4[1] - 100
    pdf.setFillColor(colors.HexColor("#dde5f0"))
    for first, n in shades:
        pdf.rect(60, top - 15 * (first + n - 1) - 4, 490, 15 * n, stroke=0, fill=1)
    pdf.setFillColor(colors.black)
    pdf.setFont("Helvetica", 9)
    y = top
    for line in lines:
        for x, text in line:
            if x < 0:
                pdf.drawRightString(-x, y, text)
            else:
                pdf.drawString(x, y, text)
        y -= 15
    pdf.save()
    return path


def test_year_over_an_amount_and_its_share_heads_those_two_columns_only(tmp_path: Path) -> None:
    # each year is set over its amount column, a little left of it; the columns are spaced unevenly
    lines = [[(338, "2019"), (457, "2018")],
             [(347, "$"), (-413, "%"), (466, "$"), (-532, "%")],
             [(64, "Canada"), (-386, "96,168"), (-424, "6.1%"), (-504, "70,774"), (-543, "6.6%")],
             [(64, "United States"), (-386, "1,079,520"), (-424, "68.4%"), (-504, "755,454"), (-543, "70.4%")],
             [(64, "United Kingdom"), (-386, "103,498"), (-424, "6.6%"), (-504, "69,596"), (-543, "6.5%")],
             [(64, "Rest of World"), (-386, "230,416"), (-424, "14.6%"), (-504, "129,468"), (-543, "12.0%")]]
    table = _table(_placed(tmp_path / "shares.pdf", lines))
    years = [next((t[:4] for t in p if t[:4] in ("2019", "2018")), None) for p in table.column_paths[1:]]
    assert years == ["2019", "2019", "2018", "2018"], table.column_paths
    assert table.column_paths[2][-1] == "%" and table.column_paths[4][-1] == "%"
    assert _body_value(table, "Canada", 2) == "6.1%"


def test_blank_headed_share_columns_take_the_heading_of_their_amount(tmp_path: Path) -> None:
    rows = [["(Dollars in thousands)", "2019", "", "2018", "", "Change", ""],
            ["Software license", "$275,792", "99%", "$282,950", "98%", "$(7,158)", "(3)%"],
            ["Maintenance", "254,924", "91%", "239,310", "91%", "15,614", "7%"],
            ["Cloud", "67,918", "51%", "45,218", "55%", "22,700", "50%"]]
    table = _table(_report(tmp_path / "blank_shares.pdf", rows, header_rows=1,
                           widths=[150, 60, 35, 60, 35, 60, 35]))
    assert table.column_paths[1:] == [["2019"], ["2019", "%"], ["2018"], ["2018", "%"], ["Change"], ["Change", "%"]]


def test_a_lone_percent_column_after_the_years_is_not_given_a_year(tmp_path: Path) -> None:
    rows = [["", "2019", "2018", "%"],
            ["Revenue", "1,200", "1,000", "20%"],
            ["Costs", "(800)", "(700)", "14%"],
            ["Profit", "400", "300", "33%"]]
    table = _table(_report(tmp_path / "change.pdf", rows, header_rows=1))
    assert table.column_paths[3] == ["%"]


def test_a_header_row_of_day_bands_is_the_header(tmp_path: Path) -> None:
    rows = [["Days past due", "1\u201390", "91\u2013180", "181\u2013360", ">360", "Total"],
            ["Country risk: Low", "1,347", "125", "127", "313", "1,912"],
            ["Country risk: Medium", "891", "725", "600", "819", "3,035"],
            ["Total past due", "2,821", "1,215", "944", "2,447", "7,427"]]
    table = _table(_report(tmp_path / "bands.pdf", rows, header_rows=1))
    assert table.header_rows == 1
    assert table.column_paths[1:] == [["1\u201390"], ["91\u2013180"], ["181\u2013360"], [">360"], ["Total"]]


def test_a_balance_label_broken_before_its_year_is_one_row(tmp_path: Path) -> None:
    rows = [["", "Software", "Systems", "Total"],
            ["Balances at December 31,", "", "", ""],
            ["2017", "$ 4,565.4", "$ 2,591.3", "$ 7,156.7"],
            ["Goodwill acquired", "684.4", "33.1", "717.5"],
            ["Balances at December 31,", "", "", ""],
            ["2018", "$ 5,236.1", "$ 2,623.7", "$ 7,859.8"]]
    table = _table(_report(tmp_path / "balances.pdf", rows, header_rows=1))
    labels = [p[-1] for p in table.row_paths if p]
    assert labels == ["Balances at December 31, 2017", "Goodwill acquired", "Balances at December 31, 2018"]
    assert _body_value(table, "Balances at December 31, 2018", 1) == "$ 5,236.1"


def test_year_blocks_stacked_under_their_own_headers_are_separate_tables(tmp_path: Path) -> None:
    rows = [["", "As of December 31, 2019", "", ""],
            ["", "Amortized Cost", "Unrealized Gains", "Fair Value"],
            ["Foreign government obligations", "$129,499", "$\u2014", "$126,066"],
            ["Total", "$229,199", "$\u2014", "$223,785"],
            ["", "As of December 31, 2018", "", ""],
            ["", "Amortized Cost", "Unrealized Gains", "Fair Value"],
            ["Foreign government obligations", "$73,798", "$14,234", "$87,797"],
            ["Total", "$171,021", "$14,650", "$179,000"]]
    tables = _tables(_report(tmp_path / "stacked.pdf", rows, header_rows=2, header_align="CENTER"))
    assert len(tables) == 2
    for table, year, total in ((tables[0], "2019", "$229,199"), (tables[1], "2018", "$171,021")):
        assert all(year in " ".join(p) for p in table.column_paths[1:]), table.column_paths
        assert _body_value(table, "Total", 1) == total


def test_a_year_with_its_unit_over_a_restated_column_heads_that_column_only(tmp_path: Path) -> None:
    # "2018 $'000" is the first line of the restated column's heading, set a little left of its figures
    lines = [[(436, "2018 $\u2019000")],
             [(365, "2019 $\u2019000"), (435, "RESTATED"), (505, "CHANGE")],
             [(64, "Operating revenue"), (-417, "154,159"), (-497, "176,931"), (-543, "(13%)")],
             [(64, "Gross profit"), (-417, "52,963"), (-497, "45,139"), (-543, "17%")],
             [(64, "EBITDA"), (-417, "7,202"), (-497, "10,878"), (-543, "(34%)")],
             [(64, "EBIT"), (-417, "(1,040)"), (-497, "1,405"), (-543, "(174%)")]]
    table = _table(_placed(tmp_path / "restated.pdf", lines))
    paths = [" ".join(p) for p in table.column_paths]
    assert "2018" not in paths[1] and "2018" not in paths[3] and "2018" in paths[2], paths
    assert _body_value(table, "Operating revenue", 2) == "176,931"


def test_the_only_year_of_the_header_heads_every_quarter_wherever_it_is_set(tmp_path: Path) -> None:
    rows = [["", "", "", "", "Fiscal 2019", ""],
            ["", "First\nQuarter", "Second\nQuarter", "Third\nQuarter", "Fourth\nQuarter", "Total"],
            ["Revenues", "$ 94,888", "$ 96,037", "$ 88,495", "$84,380", "$363,800"],
            ["Gross margin", "40.1%", "41.5%", "41.1%", "39.7%", "40.6%"]]
    table = _table(_report(tmp_path / "quarters.pdf", rows, header_rows=2, header_align="CENTER"))
    assert all(p and p[0] == "Fiscal 2019" for p in table.column_paths[1:]), table.column_paths


def test_a_tall_shaded_header_band_ends_where_the_first_body_row_begins(tmp_path: Path) -> None:
    # the header band is five lines tall; body rows are shaded in turn from the second one on
    lines = [[(64, "(\u2018CO2e\u2019)")], [(441, "Emissions")], [(438, "reported in")], [(433, "tonnes CO2e*")],
             [(64, "Emissions from:"), (-420, "FY19**"), (-479, "FY18**"), (-543, "FY18***")],
             [(64, "Combustion of fuel (Scope 1)"), (-420, "59,495"), (-500, "66,336"), (-543, "75,600")],
             [(64, "Electricity purchased (Scope 2)"), (-420, "27,633"), (-500, "32,389"), (-543, "67,754")],
             [(64, "Total gross emissions"), (-420, "87,128"), (-500, "98,725"), (-543, "143,354")],
             [(64, "Green tariff"), (-420, "-27,603"), (-500, "0"), (-543, "0")],
             [(64, "Total net emissions"), (-420, "59,525"), (-500, "98,725"), (-543, "143,354")]]
    table = _table(_placed(tmp_path / "band.pdf", lines, shades=((0, 5), (6, 1), (8, 1))))
    assert not any(is_value(t) for p in table.column_paths for t in p), table.column_paths
    assert _body_value(table, "Combustion of fuel (Scope 1)", 3) == "75,600"
