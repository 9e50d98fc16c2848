"""The drawn objects of one page as the passes use them: chars, ruling lines, boxes, other shapes.

Two readers fill a ``PageObjects``: ``pages.read_pdfminer`` (pdfminer's layout; the default) and
``pdfium_objects.read`` (pdfium's C++ text layer and page objects, with ``TABSQL_PDF_READER=pdfium``;
pdfminer still for a page it does not read the same way). Both give the same dicts: pdfplumber's keys, top-left origin, in points.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

RULE_MAX_THICKNESS = 2.5  # a filled box thinner than this is a rule, not a fill
MIN_RULE_LENGTH = 3.0
LONG_RULE = 20.0  # a thin object at least this long is a table rule; shorter ones (ticks, plot strokes) are drawing


@dataclass
class PageObjects:
    chars: list[dict[str, Any]] = field(default_factory=list)
    lines: list[dict[str, Any]] = field(default_factory=list)
    rects: list[dict[str, Any]] = field(default_factory=list)
    images: int = 0
    graphics: list[tuple[float, float]] = field(default_factory=list)  # centre of every shape but long rules

    def add_shape(self, kind: str, box: dict[str, Any], stroke: bool = False, fill: bool = False,
                  color: Any = None) -> None:
        """One painted path: ``kind`` is "line", "rect" or "curve" (pdfminer's LTLine/LTRect/LTCurve)."""
        w, h = box["x1"] - box["x0"], box["bottom"] - box["top"]
        if min(w, h) > RULE_MAX_THICKNESS or max(w, h) < LONG_RULE:
            self.graphics.append(((box["x0"] + box["x1"]) / 2, (box["top"] + box["bottom"]) / 2))
        if kind == "rect":
            box.update(stroke=stroke, fill=fill, non_stroking_color=color)
            self.rects.append(box)
        elif kind == "line":
            self.lines.append(box)
