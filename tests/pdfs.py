"""Builders for the small PDFs the tests make with reportlab (no file from ../shared is needed).

    pdf = build_pdf(tmp_path / "x.pdf", [
        Heading("Supplier B - Price list 2025"),
        Grid([["Qty", "Fee"], ["1-99", "EUR 45.00"]], style="grid"),
        Note("* Prices exclude VAT"),
    ])
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle


@dataclass
class Heading:
    text: str
    level: int = 1


@dataclass
class Note:
    text: str
    centred: bool = False  # set centred, as a table's title or scale note over its headings
    space_after: float | None = None  # points below it (the body text's own spacing when None)


@dataclass
class Grid:
    """A table; ``style`` is grid (all rules), booktabs (three rules), zebra (fills) or borderless."""

    rows: list[list[str]]
    style: str = "grid"
    header_rows: int = 1
    spans: list[tuple[tuple[int, int], tuple[int, int]]] = field(default_factory=list)  # ((c0,r0),(c1,r1))
    col_widths: list[float] | None = None
    repeat_header: bool = True
    header_align: str | None = None  # "RIGHT": headings over the value columns set flush with the values
    indented_rows: list[int] = field(default_factory=list)  # rows whose label is set in (an item under a heading)
    indent_levels: dict[int, int] = field(default_factory=dict)  # row -> how many steps its label is set in
    shaded_rows: list[int] | None = None  # rows filled, in place of the zebra style's alternate rows
    underlined: list[tuple[tuple[int, int], tuple[int, int]]] = field(default_factory=list)  # partial rules under
    header_band: bool = False  # grid style: the header rows boxed on their own, a hair above the body's box,
    # whose grid draws no divider between the labels and the first column (needs ``col_widths``)


@dataclass
class Break:
    pass


def _table_style(grid: Grid) -> TableStyle:
    cmds: list = [
        ("FONT", (0, 0), (-1, -1), "Helvetica", 9),
        ("FONT", (0, 0), (-1, grid.header_rows - 1), "Helvetica-Bold", 9),
        ("ALIGN", (1, grid.header_rows), (-1, -1), "RIGHT"),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
    ]
    if grid.style == "grid":
        cmds.append(("GRID", (0, 0), (-1, -1), 0.5, colors.black))
    elif grid.style == "booktabs":
        cmds += [
            ("LINEABOVE", (0, 0), (-1, 0), 1.0, colors.black),
            ("LINEBELOW", (0, grid.header_rows - 1), (-1, grid.header_rows - 1), 0.5, colors.black),
            ("LINEBELOW", (0, -1), (-1, -1), 1.0, colors.black),
        ]
    elif grid.style == "zebra":
        if grid.shaded_rows is None:
            cmds.append(("ROWBACKGROUNDS", (0, grid.header_rows), (-1, -1), [colors.white, colors.HexColor("#e8eef7")]))
        cmds += [("BACKGROUND", (0, r), (-1, r), colors.HexColor("#e8eef7")) for r in grid.shaded_rows or []]
        cmds.append(("BACKGROUND", (0, 0), (-1, grid.header_rows - 1), colors.HexColor("#c9d6ea")))
    cmds += [("LEFTPADDING", (0, r), (0, r), 16) for r in grid.indented_rows]
    cmds += [("LEFTPADDING", (0, r), (0, r), 6 + 10 * level) for r, level in grid.indent_levels.items()]
    cmds += [("LINEBELOW", start, end, 0.5, colors.black) for start, end in grid.underlined]
    if grid.header_align:
        cmds.append(("ALIGN", (1, 0), (-1, grid.header_rows - 1), grid.header_align))
    for start, end in grid.spans:
        cmds.append(("SPAN", start, end))
    return TableStyle(cmds)


def _banded(grid: Grid) -> list:
    """A grid drawn as a shaded header band over the body's own box, 3 points apart."""
    h = grid.header_rows
    head = Table(grid.rows[:h], colWidths=grid.col_widths)
    head.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Helvetica-Bold", 9), ("ALIGN", (1, 0), (-1, -1), "CENTER"),
                              ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
                              ("BACKGROUND", (0, 0), (-1, -1), colors.HexColor("#e6e6e6")),
                              *[("SPAN", a, b) for a, b in grid.spans]]))
    body = Table(grid.rows[h:], colWidths=grid.col_widths)
    body.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Helvetica", 9), ("ALIGN", (1, 0), (-1, -1), "RIGHT"),
                              ("BOX", (0, 0), (-1, -1), 0.5, colors.black),
                              ("LINEBELOW", (0, 0), (-1, -2), 0.25, colors.black),
                              *[("LINEBEFORE", (c, 0), (c, -1), 0.5, colors.black) for c in range(2, len(grid.rows[0]))]]))
    return [head, Spacer(1, 3), body, Spacer(1, 6)]


def build_pdf(path: Path, blocks: list, *, landscape_page: bool = False) -> Path:
    """Render headings, notes, tables and page breaks to ``path`` and return it."""
    styles = getSampleStyleSheet()
    size = landscape(A4) if landscape_page else A4
    story: list = []
    for block in blocks:
        if isinstance(block, Heading):
            story.append(Paragraph(block.text, styles["Heading1" if block.level == 1 else "Heading3"]))
        elif isinstance(block, Note):
            style = styles["BodyText"]
            if block.centred or block.space_after is not None:
                style = ParagraphStyle("note", parent=style, alignment=1 if block.centred else style.alignment,
                                       spaceAfter=style.spaceAfter if block.space_after is None else block.space_after)
            story.append(Paragraph(block.text, style))
        elif isinstance(block, Grid) and block.header_band:
            story += _banded(block)
        elif isinstance(block, Grid):
            table = Table(block.rows, colWidths=block.col_widths,
                          repeatRows=block.header_rows if block.repeat_header else 0)
            table.setStyle(_table_style(block))
            story.append(table)
            story.append(Spacer(1, 6))
        elif isinstance(block, Break):
            story.append(PageBreak())
        else:
            raise TypeError(f"unknown block {block!r}")
    doc = SimpleDocTemplate(str(path), pagesize=size, invariant=1,
                            leftMargin=50, rightMargin=50, topMargin=50, bottomMargin=50)
    doc.build(story)
    return Path(path)


def report_pdf(path: Path, title: str, rows: list[list[str]], style: str = "booktabs", header_rows: int = 1) -> Path:
    """One annual-report page: a heading and one table."""
    return build_pdf(path, [Heading(title), Grid(rows, style=style, header_rows=header_rows)])


def annual_report(folder: Path, company: str, revenue: str, staff: str) -> Path:
    """``<company>-2024.pdf``: one company's 2024 report, revenue and staff as given, the rest alike."""
    return report_pdf(folder / f"{company.lower()}-2024.pdf", f"{company} Holdings Annual Report 2024", [
        ["in EUR thousand", "2024", "2023"],
        ["Revenue", revenue, "900"],
        ["Operating costs", "700", "650"],
        ["Employees", staff, "110"],
    ])


# small tables a filing stacks on one page under section headings, each printing "revenue"
STACKED_REVENUE_TABLES = [
    ("Revenue by region", [["Americas revenue", "902", "811"], ["Europe revenue", "720", "600"]]),
    ("Deferred revenue", [["Deferred revenue, current", "88", "71"], ["Deferred revenue, non-current", "23", "19"]]),
    ("Cost of revenue", [["Cost of revenue, products", "610", "540"], ["Cost of revenue, services", "190", "170"]]),
    ("Revenue recognized", [["Revenue recognized at a point in time", "1,100", "950"],
                            ["Revenue recognized over time", "522", "461"]]),
    ("Unbilled revenue", [["Unbilled revenue, opening", "40", "35"], ["Unbilled revenue, closing", "44", "40"]]),
]


def stacked_filing(path: Path, title: str, before: list | None = None) -> Path:
    """A filing's page: ``title``, a stock-performance table of four columns (the issuer "Kestrel"
    and an index over three dates), the blocks ``before``, then ``STACKED_REVENUE_TABLES`` (three
    columns each) under their headings."""
    return build_pdf(path, [
        Heading(title),
        Grid([["", "12/31/2020", "12/31/2021", "12/31/2022"],
              ["Kestrel", "$131", "$187", "$204"],
              ["S&P 500 Index", "$118", "$152", "$124"]], style="booktabs"),
        *(before or []),
        *[block for name, rows in STACKED_REVENUE_TABLES for block in
          (Heading(name, level=2), Grid([["(in millions)", "2022", "2021"], *rows], style="booktabs"))],
    ])
