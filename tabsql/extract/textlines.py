"""Text lines and segments: words grouped into lines, and each line cut at wide gaps.

A *segment* is a run of words on one line whose gaps are word spaces; a gap wider than about
half the font size starts a new segment (two numbers need less: they are two values; in
typewriter fonts one space joins words and two separate columns). Dot leaders (``.......``)
separate a label from its value and are dropped; a small raised integer right after ``10`` is an
exponent (``8.2×10^24``). Table cells are made of segments, so a table row
``"Revenue      1,200     1,350"`` is one line with three segments while a prose line is one.

Example: words ``Total(72) revenue(98) 1,200(300)`` -> one line, segments
``["Total revenue", "1,200"]``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable

SENTENCE_GAP = 0.9  # the same after a full stop (a double space there is still one line of prose)
SEGMENT_GAP = 0.5  # gap (in font sizes) above which two words belong to different segments
NUMBER_GAP = 0.35  # two numbers this far apart are two values (typewriter tables use one space)
LEADER = re.compile(r"^[.…·_=\-–—]{3,}$")
TRAILING_LEADER = re.compile(r"(?<=\S)[.…·_]{3,}$")
MONOSPACE = re.compile(r"courier|mono|typewriter|consol", re.I)
NUMBER = re.compile(r"^[(+\-–−]?[$€£]?\d[\d.,]*%?\)?$")


@dataclass
class Segment:
    x0: float
    x1: float
    top: float
    bottom: float
    words: list[dict[str, Any]]

    @property
    def text(self) -> str:
        return " ".join(w["text"] for w in self.words)

    @property
    def center(self) -> float:
        return (self.x0 + self.x1) / 2


@dataclass
class TextLine:
    top: float
    bottom: float
    words: list[dict[str, Any]]
    segments: list[Segment] = field(default_factory=list)

    @property
    def x0(self) -> float:
        return min(s.x0 for s in self.segments)

    @property
    def x1(self) -> float:
        return max(s.x1 for s in self.segments)

    @property
    def height(self) -> float:
        return self.bottom - self.top

    @property
    def text(self) -> str:
        return " ".join(s.text for s in self.segments)


def _size(w: dict[str, Any]) -> float:
    return float(w.get("size") or (w["bottom"] - w["top"]) or 10.0)


def _exponent(base: dict[str, Any], w: dict[str, Any]) -> bool:
    """``10`` followed by a smaller, raised integer set right against it: ``8.2×10^24``."""
    return (
        base["text"].endswith("10")
        and re.fullmatch(r"[-−]?\d{1,3}", w["text"]) is not None
        and w["x0"] - base["x1"] < 1.5
        and _size(w) < 0.85 * _size(base)
        and w["bottom"] < base["bottom"] - 1
    )


def _sentence_break(seg: Segment, w: dict[str, Any]) -> bool:
    """A sentence ends and the next one starts (``"... government-wide.  E-Gov allows"``): prose set
    with a double space after the full stop, not a column gap."""
    return len(seg.words) >= 3 and seg.words[-1]["text"][-1:] in ".!?;:" and w["text"][:1].isupper()


def segments_of(words: list[dict[str, Any]], gap: float | None = None) -> list[Segment]:
    """Cut x-sorted words of one line into segments at gaps wider than ``gap`` font sizes."""
    gap = SEGMENT_GAP if gap is None else gap
    segs: list[Segment] = []
    cut = False
    for w in sorted(words, key=lambda w: w["x0"]):
        if LEADER.match(w["text"]):
            cut = True  # dot leaders separate a label from its value
            continue
        if TRAILING_LEADER.search(w["text"]):
            w = dict(w, text=TRAILING_LEADER.sub("", w["text"]))
        if segs and not cut and _exponent(segs[-1].words[-1], w):
            prev = segs[-1].words[-1]
            segs[-1].words[-1] = dict(prev, text=f"{prev['text']}^{w['text']}", x1=w["x1"])
            segs[-1].x1 = max(segs[-1].x1, w["x1"])
            continue
        if segs and not cut:
            s = segs[-1]
            size = min(_size(w), _size(s.words[-1]))
            limit = gap * size
            # two values set close together, not a list in running text ("in 2022, 2021 and 2020"):
            # no cell ends in a comma
            numbers = NUMBER.match(w["text"]) and NUMBER.match(s.words[-1]["text"]) \
                and not s.words[-1]["text"].endswith(",")
            if MONOSPACE.search(w.get("fontname", "")):
                # typewriter text: one space is a word gap (two numbers: two values), two are a column gap
                cw = (w["x1"] - w["x0"]) / max(1, len(w["text"]))
                limit = 0.9 * cw if numbers else 1.5 * cw
            elif numbers:
                limit = min(limit, NUMBER_GAP * size)
            elif _sentence_break(s, w):
                limit = SENTENCE_GAP * size
            if w["x0"] - s.x1 <= max(limit, 1.0):
                s.words.append(w)
                s.x1 = max(s.x1, w["x1"])
                s.top = min(s.top, w["top"])
                s.bottom = max(s.bottom, w["bottom"])
                continue
        segs.append(Segment(w["x0"], w["x1"], w["top"], w["bottom"], [w]))
        cut = False
    return segs


def text_lines(words: Iterable[dict[str, Any]], gap: float | None = None) -> list[TextLine]:
    """Group words into lines (a word joins a line when its middle lies within the line's band)."""
    lines: list[TextLine] = []
    for w in sorted(words, key=lambda w: (w["top"] + w["bottom"]) / 2):
        mid = (w["top"] + w["bottom"]) / 2
        placed = False
        for ln in reversed(lines[-3:]):
            if ln.top - 0.5 <= mid <= ln.bottom + 0.5:
                ln.words.append(w)
                # a superscript must not stretch the band of its line
                if w["bottom"] - w["top"] > 0.7 * ln.height:
                    ln.top = min(ln.top, w["top"])
                    ln.bottom = max(ln.bottom, w["bottom"])
                placed = True
                break
        if not placed:
            lines.append(TextLine(w["top"], w["bottom"], [w]))
    for ln in lines:
        ln.segments = segments_of(ln.words, gap)
    lines = [ln for ln in lines if ln.segments]  # a line of dashes or dots only is a drawn rule
    lines.sort(key=lambda ln: ln.top)
    return lines
