"""What the held-out business sets' document writers share (bench/business-other,
bench/business-other2): number formats, the four table styles (grid, zebra, booktabs, borderless)
and a page footer naming the company. Deterministic (``invariant=1``): a set's PDFs are the same
bytes on every run.

    from held_out_docs import build, fin, para, table
    build(out / "acme.pdf", "Acme price list", "Acme Ltd", [para("Prices in EUR"), table(rows, "zebra", [40, 30])])
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import reportlab
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

STYLES = getSampleStyleSheet()
GREY = colors.Color(0.93, 0.93, 0.93)
HEAD = colors.Color(0.2, 0.3, 0.45)  # a zebra table's header band, unless a set chooses its own


def en(x: float, dec: int = 2) -> str:
    return f"{x:,.{dec}f}"


def de(x: float, dec: int = 2) -> str:
    return f"{x:,.{dec}f}".replace(",", "_").replace(".", ",").replace("_", ".")


def fin(x: float | None, dec: int = 0, fmt=en) -> str:
    """A statement figure: negatives in parentheses, nil (or none) as a dash."""
    if x is None or x == 0:
        return "–"
    return f"({fmt(-x, dec)})" if x < 0 else fmt(x, dec)


def style(kind: str, n_rows: int, header_rows: int = 1, extra: list | None = None, head=HEAD) -> TableStyle:
    cmds: list = [("FONT", (0, 0), (-1, -1), "Helvetica", 8.5),
                  ("FONT", (0, 0), (-1, header_rows - 1), "Helvetica-Bold", 8.5),
                  ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                  ("ALIGN", (1, 0), (-1, -1), "RIGHT")]
    if kind == "grid":
        cmds += [("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("BACKGROUND", (0, 0), (-1, header_rows - 1), GREY)]
    elif kind == "zebra":
        cmds += [("BACKGROUND", (0, 0), (-1, header_rows - 1), head),
                 ("TEXTCOLOR", (0, 0), (-1, header_rows - 1), colors.white)]
        cmds += [("BACKGROUND", (0, r), (-1, r), GREY) for r in range(header_rows + 1, n_rows, 2)]
    elif kind == "booktabs":
        cmds += [("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black),
                 ("LINEBELOW", (0, header_rows - 1), (-1, header_rows - 1), 0.6, colors.black),
                 ("LINEBELOW", (0, -1), (-1, -1), 1.2, colors.black)]
    # "borderless": no rules at all
    return TableStyle(cmds + (extra or []))


def table(rows: list[list], kind: str, widths: list[float], header_rows: int = 1, extra: list | None = None,
          left_cols: int = 1, head=HEAD) -> Table:
    t = Table(rows, colWidths=[w * mm for w in widths], repeatRows=header_rows)
    cmds = list(extra or [])
    if left_cols > 1:
        cmds.append(("ALIGN", (1, 0), (left_cols - 1, -1), "LEFT"))
    t.setStyle(style(kind, len(rows), header_rows, cmds, head))
    return t


def para(text: str, name: str = "BodyText") -> Paragraph:
    return Paragraph(text, STYLES[name])


def turkish_fonts() -> None:
    """Bitstream Vera (shipped with reportlab, so the bytes do not depend on the machine): the standard
    Helvetica has no ı, ş, ğ or İ."""
    fonts = Path(reportlab.__file__).parent / "fonts"
    for name, file in (("Vera", "Vera.ttf"), ("VeraBd", "VeraBd.ttf")):
        if name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(name, str(fonts / file)))


def tr_para(text: str, name: str = "BodyText") -> Paragraph:
    """A paragraph set in Vera (``turkish_fonts``), bold where its style is."""
    base = STYLES[name]
    bold = "Bold" in base.fontName or name in ("Title", "Heading3", "Heading4")
    return Paragraph(text, base.clone(f"tr-{name}", fontName="VeraBd" if bold else "Vera"))


def build(path: Path, title: str, company: str, story: list, font: str = "Helvetica", page_word: str = "Page") -> None:
    """The PDF, its footer naming the company and the page (in ``font``, ``page_word``: a document in
    another language says its own word for a page)."""
    def footer(canvas, doc):
        canvas.saveState()
        canvas.setFont(font, 7.5)
        canvas.drawString(20 * mm, 12 * mm, company)
        canvas.drawRightString(190 * mm, 12 * mm, f"{page_word} {doc.page}")
        canvas.restoreState()

    doc = SimpleDocTemplate(str(path), pagesize=A4, leftMargin=20 * mm, rightMargin=20 * mm, topMargin=18 * mm,
                            bottomMargin=20 * mm, title=title, author=company, invariant=1)
    doc.build(story, onFirstPage=footer, onLaterPages=footer)


def main(argv: list[str], documents: list[Callable[[Path], None]], usage: str) -> int:
    """A set's ``make_docs.py OUTDIR``: every document written into OUTDIR (made if missing)."""
    if len(argv) != 1:
        print(usage, file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    for make in documents:
        make(out)
    return 0
