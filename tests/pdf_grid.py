"""Canvas-drawn PDFs for the table detection and grid tests (exact positions, no flowables).

    draw_pdf(path, [Text(72, 100, "Item"), Text(200, 100, "Price"), HLine(70, 400, 95)])

Coordinates are from the TOP of the page (like pdfplumber) so the tests read naturally.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas


@dataclass
class Text:
    x: float
    top: float  # baseline sits at top + size
    text: str
    size: float = 9
    font: str = "Helvetica"
    right: bool = False  # x is the right edge (right-aligned numbers)


@dataclass
class HLine:
    x0: float
    x1: float
    y: float


@dataclass
class VLine:
    x: float
    top: float
    bottom: float


@dataclass
class Fill:
    x0: float
    top: float
    x1: float
    bottom: float


def _draw(c: canvas.Canvas, items: list, height: float) -> None:
    for it in items:
        if isinstance(it, Text):
            c.setFont(it.font, it.size)
            y = height - it.top - it.size
            if it.right:
                c.drawRightString(it.x, y, it.text)
            else:
                c.drawString(it.x, y, it.text)
        elif isinstance(it, HLine):
            c.setLineWidth(0.5)
            c.line(it.x0, height - it.y, it.x1, height - it.y)
        elif isinstance(it, VLine):
            c.setLineWidth(0.5)
            c.line(it.x, height - it.top, it.x, height - it.bottom)
        elif isinstance(it, Fill):
            c.setFillColorRGB(0.88, 0.91, 0.96)
            c.rect(it.x0, height - it.bottom, it.x1 - it.x0, it.bottom - it.top, stroke=0, fill=1)
            c.setFillColorRGB(0, 0, 0)


def draw_pdf(path: Path, pages: list[list], *, rotate: int = 0) -> Path:
    """One page per item list. ``rotate=90``: the page gets /Rotate 90 and its content is drawn
    turned so that it reads upright on screen (a landscape table on a portrait sheet)."""
    w, h = A4
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    for items in pages:
        if rotate == 90:
            c.setPageRotation(90)
            # displayed page is h wide and w high; display (x, y_up) maps to user (w - y_up, x)
            c.saveState()
            c.transform(0, 1, -1, 0, w, 0)
            _draw(c, items, w)
            c.restoreState()
        else:
            _draw(c, items, h)
        c.showPage()
    c.save()
    return Path(path)


def simple_table(x: float, top: float, rows: list[list[str]], widths: list[float], pitch: float = 14,
                 numbers_right: bool = True) -> list:
    """Text items for a borderless table: first column left-aligned, the others right-aligned."""
    items: list = []
    for r, row in enumerate(rows):
        cx = x
        for k, cell in enumerate(row):
            if cell:
                if k == 0 or not numbers_right:
                    items.append(Text(cx, top + r * pitch, cell))
                else:
                    items.append(Text(cx + widths[k] - 6, top + r * pitch, cell, right=True))
            cx += widths[k]
    return items


def labelled_lines(top: float, lines: list[tuple[str, int, tuple[str, ...]]], rights: tuple[float, ...],
                   left: float = 55, indent: float = 10, pitch: float = 13) -> list:
    """Text items for a statement's lines: (label, indent level, values), each label set in by its
    level from ``left``, its values right-aligned at ``rights``."""
    items: list = []
    for label, level, values in lines:
        items.append(Text(left + indent * level, top, label))
        items += [Text(x, top, v, right=True) for x, v in zip(rights, values)]
        top += pitch
    return items
