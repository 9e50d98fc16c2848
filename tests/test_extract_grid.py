"""Table detection and grid recovery on small PDFs made here with reportlab."""
from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest

from tabsql.errors import DocumentError
from tabsql.extract import extract_document
from tabsql.extract.pages import analyze
from tabsql.models import Table

from pdf_grid import Fill, HLine, Text, draw_pdf, simple_table
from pdfs import Break, Grid, Note, build_pdf


def rows_of(t: Table) -> list[list[str]]:
    grid = [[""] * t.n_cols for _ in range(t.n_rows)]
    for c in t.cells:
        grid[c.row][c.col] = c.text
    return grid


PARAGRAPH = [
    "This price list applies to all orders placed in the calendar year and replaces every earlier",
    "edition. Quantities are counted per order and per delivery address, as agreed in the contract.",
]


def test_ruled_table(tmp_path: Path) -> None:
    rows = [["Item", "Unit", "Price"], ["Gloves", "box", "9.90"], ["Tape", "roll", "2.15"], ["Folder", "pack", "26.03"]]
    pdf = build_pdf(tmp_path / "ruled.pdf", [Note("Price list 2025"), Grid(rows, style="grid")])
    doc = extract_document(pdf)
    assert len(doc.tables) == 1
    t = doc.tables[0]
    assert t.method == "ruled"
    assert rows_of(t) == rows
    assert t.id == "t1" and t.page == 1 and t.pages == [1]


def test_borderless_table_between_paragraphs(tmp_path: Path) -> None:
    items = [Text(60, 60 + 12 * i, line) for i, line in enumerate(PARAGRAPH)]
    rows = [["Product", "2024", "2025"], ["Pumps", "1,200", "1,350"], ["Valves", "830", "910"], ["Total", "2,030", "2,260"]]
    items += simple_table(60, 120, rows, [150, 80, 80])
    items += [Text(60, 200 + 12 * i, line) for i, line in enumerate(PARAGRAPH)]
    doc = extract_document(draw_pdf(tmp_path / "borderless.pdf", [items]))
    assert len(doc.tables) == 1
    assert rows_of(doc.tables[0]) == rows


def test_merged_header_spans_its_columns(tmp_path: Path) -> None:
    rows = [["Region", "Sales", ""], ["", "2024", "2025"], ["North", "10", "12"], ["South", "7", "9"]]
    pdf = build_pdf(tmp_path / "merged.pdf", [Grid(rows, style="grid", header_rows=2, spans=[((1, 0), (2, 0)), ((0, 0), (0, 1))])])
    t = extract_document(pdf).tables[0]
    sales = next(c for c in t.cells if c.text == "Sales")
    assert (sales.row, sales.col, sales.col_span) == (0, 1, 2)
    region = next(c for c in t.cells if c.text == "Region")
    assert region.row_span == 2
    assert t.cell_at(3, 2).text == "9"


def test_borderless_spanning_header(tmp_path: Path) -> None:
    items = [Text(241, 100, "Revenue"), HLine(215, 300, 112)]
    items += simple_table(60, 116, [["Segment", "2024", "2025"], ["Retail", "410", "455"], ["Online", "220", "301"]], [120, 65, 65])
    t = extract_document(draw_pdf(tmp_path / "span.pdf", [items])).tables[0]
    rev = next(c for c in t.cells if c.text == "Revenue")
    assert rev.row == 0 and rev.col == 1 and rev.col_span == 2
    assert rows_of(t)[1] == ["Segment", "2024", "2025"]
    assert rows_of(t)[3] == ["Online", "220", "301"]


def test_wrapped_cells_are_joined(tmp_path: Path) -> None:
    items = [Text(60, 100, "Code"), Text(130, 100, "Description"), Text(330, 100, "Price", right=True)]
    body = [
        ("A-1", ["Nitrile gloves, powder", "free, size L"], "9.90"),
        ("A-2", ["Pallet truck"], "491.55"),
        ("A-3", ["Edge protector 35 x 35 mm,", "1200 mm long"], "58.28"),
        ("A-4", ["Stretch film"], "14.82"),
    ]
    top = 114
    for code, desc, price in body:
        items += [Text(60, top, code), Text(330, top, price, right=True)]
        for i, line in enumerate(desc):
            items.append(Text(130, top + i * 11, line))
        top += 11 * len(desc) + 4
    t = extract_document(draw_pdf(tmp_path / "wrapped.pdf", [items])).tables[0]
    assert rows_of(t) == [
        ["Code", "Description", "Price"],
        ["A-1", "Nitrile gloves, powder free, size L", "9.90"],
        ["A-2", "Pallet truck", "491.55"],
        ["A-3", "Edge protector 35 x 35 mm, 1200 mm long", "58.28"],
        ["A-4", "Stretch film", "14.82"],
    ]


def test_wrapped_label_continues_in_lower_case(tmp_path: Path) -> None:
    rows = [["Item", "Q1", "Q2"], ["Cost of goods", "40", "42"], ["sold and services", "", ""], ["Other", "5", "6"]]
    items = simple_table(60, 100, rows, [130, 60, 60], pitch=12)
    t = extract_document(draw_pdf(tmp_path / "label.pdf", [items])).tables[0]
    assert rows_of(t) == [["Item", "Q1", "Q2"], ["Cost of goods sold and services", "40", "42"], ["Other", "5", "6"]]


@pytest.mark.parametrize("captions", [False, True])
def test_two_tables_side_by_side(tmp_path: Path, captions: bool) -> None:
    left = simple_table(50, 100, [["Quantity", "Standard", "Express"], ["1-99", "27.59", "61.25"], ["100-249", "42.76", "86.38"]], [70, 60, 60])
    right = simple_table(330, 100, [["Order value", "Discount"], ["2,000+", "3 %"], ["10,000+", "6 %"]], [80, 60])
    if captions:
        left += [Text(50, 84, "Table 2: Delivery"), Text(330, 84, "Table 3: Discounts")]
    doc = extract_document(draw_pdf(tmp_path / "side.pdf", [left + right]))
    assert len(doc.tables) == 2
    a, b = sorted(doc.tables, key=lambda t: t.bbox[0])
    assert rows_of(a)[0] == ["Quantity", "Standard", "Express"] and a.n_cols == 3
    assert rows_of(b) == [["Order value", "Discount"], ["2,000+", "3 %"], ["10,000+", "6 %"]]


def test_table_right_after_another(tmp_path: Path) -> None:
    first = simple_table(60, 100, [["Plan", "Users", "Storage", "Price"], ["Basic", "5", "100 GB", "9"], ["Team", "25", "1 TB", "29"]], [80, 60, 70, 60])
    caption = [Text(60, 146, "Table 2: Add-ons", font="Helvetica-Bold")]
    second = simple_table(60, 162, [["Add-on", "Monthly fee"], ["Extra user", "4.50"], ["Priority support", "19.00"]], [170, 120])
    doc = extract_document(draw_pdf(tmp_path / "stacked.pdf", [first + caption + second]))
    assert [t.n_cols for t in doc.tables] == [4, 2]
    assert rows_of(doc.tables[1])[2] == ["Priority support", "19.00"]


def test_zebra_table(tmp_path: Path) -> None:
    rows = [["Model", "Power", "Weight"], ["P-100", "1.1 kW", "12 kg"], ["P-200", "2.2 kW", "18 kg"], ["P-300", "4.0 kW", "25 kg"]]
    items: list = [Fill(55, 97 + 14 * r, 300, 110 + 14 * r) for r in (0, 2)]
    items += simple_table(60, 100, rows, [90, 70, 70])
    t = extract_document(draw_pdf(tmp_path / "zebra.pdf", [items])).tables[0]
    assert rows_of(t) == rows


def test_bulleted_list_is_not_a_table(tmp_path: Path) -> None:
    items = [Text(60, 80, "What is included:")]
    for i, line in enumerate(["Delivery to the kerb within five working days", "Returns within 30 days of receipt",
                              "Telephone support on working days", "Free replacement of damaged goods"]):
        items += [Text(66, 100 + 14 * i, "•"), Text(84, 100 + 14 * i, line)]
    doc = extract_document(draw_pdf(tmp_path / "bullets.pdf", [items]))
    assert doc.tables == []
    assert "Returns within 30 days" in doc.page_texts[0]


def test_rotated_page_reads_upright(tmp_path: Path) -> None:
    rows = [["Country", "2023", "2024", "2025"], ["Austria", "1.2", "1.4", "1.5"], ["Belgium", "0.8", "0.9", "1.1"]]
    items = simple_table(60, 100, rows, [120, 70, 70, 70])
    pdf = draw_pdf(tmp_path / "rotated.pdf", [items], rotate=90)
    with pdfplumber.open(pdf) as p:
        info = analyze(p.pages[0])
    words = {w["text"]: w for w in info.words}
    assert all(w["upright"] for w in info.words)
    assert words["Country"]["x0"] < words["2023"]["x0"] < words["2025"]["x0"]
    assert words["Country"]["top"] < words["Austria"]["top"] < words["Belgium"]["top"]
    t = extract_document(pdf).tables[0]
    assert rows_of(t) == rows


def test_sideways_text_is_turned(tmp_path: Path) -> None:
    """Text drawn running up the page (no /Rotate) is turned to read left to right."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    path = tmp_path / "sideways.pdf"
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    w, _ = A4
    c.saveState()
    c.transform(0, 1, -1, 0, w, 0)  # display of a landscape page drawn onto a portrait one
    c.setFont("Helvetica", 9)
    rows = [["Country", "2023", "2024"], ["Austria", "1.2", "1.4"], ["Belgium", "0.8", "0.9"], ["Czechia", "2.0", "2.1"]]
    for r, row in enumerate(rows):
        for k, cell in enumerate(row):
            c.drawString(60 + 110 * k, w - 100 - 14 * r, cell)
    c.restoreState()
    c.showPage()
    c.save()
    with pdfplumber.open(path) as p:
        info = analyze(p.pages[0])
    assert info.rotated != 0
    assert rows_of(extract_document(path).tables[0]) == rows


def test_not_a_pdf_raises_document_error(tmp_path: Path) -> None:
    bad = tmp_path / "x.pdf"
    bad.write_text("hello")
    with pytest.raises(DocumentError):
        extract_document(bad)


def test_centred_group_label_spans_its_rows(tmp_path: Path) -> None:
    items = [Text(60, 100, "Tier"), Text(130, 100, "Plan"), Text(300, 100, "Fee", right=True)]
    plans = [("Basic", "990.00"), ("Business", "1,780.00"), ("Plus", "2,570.00"), ("Campus", "590.00"), ("Campus Plus", "940.00")]
    for i, (plan, fee) in enumerate(plans):
        items += [Text(130, 114 + 14 * i, plan), Text(300, 114 + 14 * i, fee, right=True)]
    items += [Text(60, 128, "Standard"), Text(60, 163, "Education")]  # centred on 3 rows and on 2 rows
    t = extract_document(draw_pdf(tmp_path / "groups.pdf", [items])).tables[0]
    std = next(c for c in t.cells if c.text == "Standard")
    edu = next(c for c in t.cells if c.text == "Education")
    assert (std.row, std.row_span) == (1, 3)
    assert (edu.row, edu.row_span) == (4, 2)
    assert t.cell_at(5, 1).text == "Campus Plus"


def test_typewriter_table_with_dot_leaders(tmp_path: Path) -> None:
    lines = ["Proportion          1.0     1.1     1.2", "0.99 ..........     800     880     960",
             "0.95 ..........     160     176     192", "0.90 ..........      80      88      96"]
    items = [Text(60, 100 + 12 * i, line, font="Courier") for i, line in enumerate(lines)]
    t = extract_document(draw_pdf(tmp_path / "typewriter.pdf", [items])).tables[0]
    assert rows_of(t) == [["Proportion", "1.0", "1.1", "1.2"], ["0.99", "800", "880", "960"],
                          ["0.95", "160", "176", "192"], ["0.90", "80", "88", "96"]]


def test_chart_axis_labels_are_not_a_table(tmp_path: Path) -> None:
    items: list = [Text(60, 80, "Figure 3: Sales by region (EUR m)")]
    for i, v in enumerate(["400", "300", "200", "100", "0"]):
        items += [Text(80, 100 + 30 * i, v, right=True), HLine(85, 400, 105 + 30 * i)]
    items += [Text(120, 250, "North"), Text(220, 250, "South"), Text(320, 250, "West")]
    items += [Fill(120 + 100 * k, 160 - 20 * k, 160 + 100 * k, 225) for k in range(3)]
    doc = extract_document(draw_pdf(tmp_path / "chart.pdf", [items]))
    assert doc.tables == []


SMALL_TABLES = {
    "fees": [["Order quantity (units)", "Standard", "Express"], ["1-99", "EUR 45.00", "EUR 85.00"],
             ["100-499", "EUR 120.00", "EUR 150.00"], ["500+", "EUR 30.00", "EUR 75.00"]],
    "plans": [["Plan", "Users", "Storage", "Monthly fee"], ["Basic", "5", "100 GB", "9.00"],
              ["Team", "25", "1 TB", "29.00"]],
    "words": [["Grade", "Finish"], ["A", "Polished steel"], ["B", "Brushed steel"]],
}


@pytest.mark.parametrize("style", ["grid", "booktabs", "zebra", "borderless"])
@pytest.mark.parametrize("name", sorted(SMALL_TABLES))
def test_small_table_in_every_style(tmp_path: Path, style: str, name: str) -> None:
    """A small table (2-3 body rows) between prose, a caption, a note and a list comes out cell by cell."""
    from pdfs import Heading

    rows = SMALL_TABLES[name]
    pdf = build_pdf(tmp_path / f"{name}-{style}.pdf", [
        Heading("Supplier B - Price list 2025"),
        Note(" ".join(PARAGRAPH)),
        Heading("Table 2: Delivery fees per order*", level=2),
        Grid(rows, style=style),
        Note("* Prices exclude VAT."),
        Note("• Delivery to the kerb within five working days"),
        Note("• Returns within 30 days of receipt"),
        Note("Orders are confirmed by e-mail within one working day."),
    ])
    doc = extract_document(pdf)
    assert len(doc.tables) == 1, [rows_of(t) for t in doc.tables]
    t = doc.tables[0]
    assert rows_of(t) == rows
    assert all(c.row_span == 1 and c.col_span == 1 for c in t.cells)
    assert t.caption == "Table 2: Delivery fees per order*"
    assert not any("VAT" in c.text or "Returns" in c.text for c in t.cells)


def test_list_with_an_unusual_bullet_glyph_is_not_a_table(tmp_path: Path) -> None:
    """Bullets set in a symbol font often come out as some other glyph; one glyph repeated is a bullet."""
    items = [Text(60, 80, "Other sources of money:")]
    for i, line in enumerate(["scholarships,", "prepaid or college savings plans,", "personal savings, and",
                              "money from work (summer, part-time, etc.)."]):
        items += [Text(66, 100 + 14 * i, "»"), Text(84, 100 + 14 * i, line)]
    assert extract_document(draw_pdf(tmp_path / "glyph.pdf", [items])).tables == []


def test_chart_value_axis_is_not_a_table(tmp_path: Path) -> None:
    """Evenly stepped tick labels with a legend beside them, no figure caption and no drawn bars."""
    items: list = []
    for x in (80, 330):  # two panels side by side, as in a report's chart pair
        items += [Text(x, 90 + 16 * i, str(v), right=True) for i, v in enumerate(range(450, -100, -50))]
        items += [Text(x + 50, 106, "Diff 5-y CDS spread"), Text(x + 50, 122, "Diff 5-y bond yield")]
        items += [Text(x + 10 + 50 * k, 90 + 16 * 11 + 4, m) for k, m in enumerate(["Jan-08", "Jul-08", "Jan-09", "Jul-09"])]
    assert extract_document(draw_pdf(tmp_path / "axis.pdf", [items])).tables == []


def test_year_column_with_filled_rows_is_a_table(tmp_path: Path) -> None:
    rows = [["Year", "Sales", "Staff"]] + [[str(2015 + i), f"{100 + 7 * i * i}", f"{20 + i % 3}"] for i in range(6)]
    t = extract_document(draw_pdf(tmp_path / "years.pdf", [simple_table(60, 100, rows, [80, 70, 70])])).tables[0]
    assert rows_of(t) == rows


def test_prose_with_double_spaces_after_full_stops_stays_out(tmp_path: Path) -> None:
    """A paragraph set with a wide space after each full stop is prose, not a two-column table above it."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    prose = [("improve operational efficiency and effectiveness government-wide.", "E-Gov allows"),
             ("development of solutions that can be leveraged outside the mission of", ""),
             ("any single agency.", "E-Gov initiatives enable billions of dollars in savings,"),
             ("many orders of magnitude above the FY 11 budget.", "")]
    items: list = []
    for i, (a, b) in enumerate(prose):
        items.append(Text(60, 80 + 14 * i, a, size=11))
        if b:
            items.append(Text(60 + stringWidth(a, "Helvetica", 11) + 7, 80 + 14 * i, b, size=11))
    rows = [["Program", "Budget"], ["Performance.gov", "$1.1M"], ["IT Dashboard", "$1.06M"], ["Data.gov", "$0.9M"]]
    items += simple_table(60, 150, rows, [300, 80])
    doc = extract_document(draw_pdf(tmp_path / "prose.pdf", [items]))
    assert [rows_of(t) for t in doc.tables] == [rows]


def test_text_shade_inside_a_shaded_cell_does_not_split_its_row(tmp_path: Path) -> None:
    """Word shades each line of a wrapped cell inside the cell's own shade; the row stays one row."""
    items: list = [HLine(55, 330, 97)]
    body = [("Performance.gov", [], "$1.1M"), ("Federal Risk Authorization and", ["Management Program (FedRAMP)"], "$0.3M"),
            ("IT Dashboard", [], "$1.06M")]
    items += [Text(60, 100, "Program"), Text(320, 100, "Budget", right=True), HLine(55, 330, 113)]
    top = 116
    for label, more, fee in body:
        h = 14 * (1 + len(more))
        items.append(Fill(55, top - 2, 330, top - 2 + h))
        for k in range(1 + len(more)):  # one shade per printed line, inside the cell shade
            items.append(Fill(58, top - 2 + 14 * k, 327, top - 2 + 14 * (k + 1)))
        items += [Text(60, top, label), Text(320, top + 14 * len(more), fee, right=True)]
        items += [Text(60, top + 14 * (k + 1), m) for k, m in enumerate(more)]
        top += h
        items.append(HLine(55, 330, top - 2))
    t = extract_document(draw_pdf(tmp_path / "shade.pdf", [items])).tables[0]
    assert rows_of(t) == [["Program", "Budget"], ["Performance.gov", "$1.1M"],
                          ["Federal Risk Authorization and Management Program (FedRAMP)", "$0.3M"], ["IT Dashboard", "$1.06M"]]


def test_pages_read_in_parallel_match_a_serial_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocks: list = []
    for k in range(4):
        blocks += [Note(f"Section {k + 1}"), Grid([["Item", "Price"], [f"A-{k}", f"{k}.10"], [f"B-{k}", f"{k}.20"]], style="grid"), Break()]
    pdf = build_pdf(tmp_path / "pages.pdf", blocks[:-1])
    parallel = extract_document(pdf)
    monkeypatch.setenv("TABSQL_EXTRACT_WORKERS", "1")
    serial = extract_document(pdf)
    assert parallel.model_dump() == serial.model_dump()
    assert [t.page for t in parallel.tables] == [1, 2, 3, 4]
    assert rows_of(parallel.tables[3])[2] == ["B-3", "3.20"]


def test_numbered_headings_are_not_a_table(tmp_path: Path) -> None:
    items = [Text(74, 100, "4", size=12), Text(103, 100, "Empirical strategies and results", size=12),
             Text(74, 130, "4.1", size=11), Text(110, 130, "Who is affected by financial losses?", size=11),
             Text(74, 156, "4.1.1"), Text(115, 156, "Model to test hypothesis 1")]
    items += [Text(74, 176 + 12 * i, line) for i, line in enumerate(PARAGRAPH)]
    assert extract_document(draw_pdf(tmp_path / "headings.pdf", [items])).tables == []


def test_three_columns_of_running_text_are_not_a_table(tmp_path: Path) -> None:
    words = ("the estimates in this report are based on responses from a sample of the population and may "
             "differ from actual values because of sampling variability or other factors as a result apparent "
             "differences between the estimates for two or more groups may not be statistically significant").split()
    items: list = []
    for k, x in enumerate((60, 230, 400)):
        for i in range(12):
            line = " ".join(words[(5 * i + 7 * k) % 40:(5 * i + 7 * k) % 40 + 4 + (i + k) % 3])
            items.append(Text(x, 100 + 12 * i, line.capitalize()))  # sentences start on many lines
    assert extract_document(draw_pdf(tmp_path / "columns.pdf", [items])).tables == []


def _centred(cx: float, top: float, text: str) -> Text:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    return Text(cx - stringWidth(text, "Helvetica", 9) / 2, top, text)


@pytest.mark.parametrize("style", ["borderless", "booktabs"])
def test_two_level_header_spanning_label_over_years(tmp_path: Path, style: str) -> None:
    """``Year ended 31 December`` over ``2022 2023 2024``, with a ``Note`` column header set
    half-way between the two header lines: both levels kept, ``Note`` is a column, not a note."""
    x_label, x_note, x_years = 60, 330, 380
    items: list = [Text(60, 60, "Table 1: Income statement (USD millions)")]
    items.append(_centred(x_years + 73, 80, "Year ended 31 December"))  # over the figures
    items.append(Text(x_note, 88.5, "Note"))
    rows = [["", "", "2022", "2023", "2024"], ["Product sales", "", "767.1", "640.7", "682.2"],
            ["Services", "", "211.3", "368.2", "339.1"], ["Cost of goods sold", "4", "(816.7)", "(631.1)", "(627.7)"],
            ["Gross profit", "", "161.7", "377.8", "393.6"]]
    items += simple_table(x_label, 97, rows, [x_note - x_label, x_years - x_note, 45, 45, 45])
    if style == "booktabs":
        items += [HLine(55, 565, 76), HLine(55, 565, 110), HLine(55, 565, 97 + 14 * len(rows))]
    t = extract_document(draw_pdf(tmp_path / f"years_{style}.pdf", [items])).tables[0]
    assert t.header_rows == 2
    year = next(c for c in t.cells if c.text == "Year ended 31 December")
    assert (year.row, year.col, year.col_span) == (0, 2, 3)
    assert t.column_paths[1] == ["Note"]
    assert t.column_paths[2:] == [["Year ended 31 December", y] for y in ("2022", "2023", "2024")]
    assert rows_of(t)[-1] == ["Gross profit", "", "161.7", "377.8", "393.6"]


@pytest.mark.parametrize("style", ["borderless", "booktabs", "zebra"])
def test_two_level_header_years_over_quarters(tmp_path: Path, style: str) -> None:
    """``2024`` and ``2025`` each centred over their four quarter columns (over the gap between
    Q2 and Q3): each year spans its quarters, and the year and quarter rows stay apart."""
    w, x0 = 36, 150
    quarters = ["Q1", "Q2", "Q3", "Q4"] * 2
    items: list = [Text(60, 60, "Table 5: Quarterly data, USD millions")]
    for g, year in enumerate(("2024", "2025")):
        items.append(_centred(x0 + 4 * w * g + 1.5 * w + 19, 80, year))  # over its quarters' figures
    rows = [[""] + quarters, ["Net sales", "236.0", "251.0", "245.0", "289.3", "241.7", "272.6", "264.2", "292.5"],
            ["Gross profit", "90.7", "92.2", "93.6", "117.1", "89.7", "102.8", "100.5", "105.3"],
            ["Operating income", "32.1", "31.6", "31.0", "47.1", "29.2", "36.4", "35.9", "37.9"]]
    items += simple_table(60, 96, rows, [x0 - 60] + [w] * 8)
    if style == "booktabs":
        items += [HLine(55, 450, 76), HLine(55, 450, 109), HLine(55, 450, 96 + 14 * len(rows))]
    if style == "zebra":
        items.insert(0, Fill(55, 76, 450, 109))
    t = extract_document(draw_pdf(tmp_path / f"quarters_{style}.pdf", [items])).tables[0]
    assert t.header_rows == 2
    for k, year in ((1, "2024"), (5, "2025")):
        cell = next(c for c in t.cells if c.text == year)
        assert (cell.row, cell.col, cell.col_span) == (0, k, 4)
    assert t.column_paths[1:] == [[y, q] for y in ("2024", "2025") for q in ("Q1", "Q2", "Q3", "Q4")]
    assert rows_of(t)[1] == ["", *quarters]
    assert rows_of(t)[-1] == rows[-1]
