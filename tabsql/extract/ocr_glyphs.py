"""Fix the characters Tesseract confuses in numbers by measuring the printed glyphs themselves.

Tesseract reads a hyphen, an en dash and an em dash alike, and at scan resolution it often swaps
the comma and the period that separate thousands and decimals. Both decide a value ("1–99" is a
range, "12.400,50" is twelve thousand). The glyphs differ in shape in every common typeface:

- dashes by width against the digit height: hyphen ~0.5, en dash ~0.75, em dash ~1.4;
- a comma reaches below the baseline and is taller than a period, which sits on the baseline.

A mark whose shape does not clearly decide keeps Tesseract's reading.

    fix_number_glyphs("10,000+", ink_of_word)   # -> "10.000+" when the printed mark is a period
    fix_number_glyphs("100-499", ink_of_word)   # -> "100–499" when the dash is as wide as an en dash
    fix_number_glyphs("2,000+,", ink_of_word)   # -> "2,000+" when the last mark is a thin speck
    fix_number_glyphs("10,0004", ink_of_word)   # -> "10,000+" when the last glyph is a raised cross
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import cv2
import numpy as np

_DASH_CHARS = "-–—"
_DASH_BETWEEN_DIGITS = re.compile(r"(?<=\d)[-–—](?=\d)")
_SEPARATOR_IN_NUMBER = re.compile(r"(?<=\d)[.,](?=\d)")
_NUMBER_THEN_MARK = re.compile(r"[\d%+][.,;:'`]$")
_PLUS_READ_AS_FOUR = re.compile(r"\d[.,]?\d*4$")
SPECK_WIDTH = 0.12  # of the digit height: thinner than any period or comma of the same type
EN_DASH_RATIO = 0.62  # dash width / digit height at and above which a dash is an en dash
EM_DASH_RATIO = 1.1


@dataclass
class _Blob:
    x: int
    y: int
    w: int
    h: int

    @property
    def bottom(self) -> int:
        return self.y + self.h


def needs_check(text: str) -> bool:
    """Only tokens with a dash or separator between digits, a lone dash, or a number followed by
    a punctuation mark (which may be a speck of dust) are measured."""
    return bool(
        _DASH_BETWEEN_DIGITS.search(text) or _SEPARATOR_IN_NUMBER.search(text) or _NUMBER_THEN_MARK.search(text)
        or _PLUS_READ_AS_FOUR.search(text)
    ) or is_lone_dash(text)


def is_lone_dash(text: str) -> bool:
    return len(text) == 1 and text in _DASH_CHARS


def digit_height(ink: np.ndarray) -> float | None:
    """Median height of the tall glyphs (digits, capitals) of a word's ink, or None."""
    blobs = _blobs(ink)
    tall = [b.h for b in blobs if b.h >= 0.6 * ink.shape[0]]
    return float(np.median(tall)) if tall else None


def fix_number_glyphs(text: str, ink: np.ndarray, reference_height: float | None = None) -> str:
    """``text`` with dashes and separators set from the glyph shapes in ``ink`` (the word's pixels).

    ``reference_height`` is the digit height to use when the token has no digits of its own (a
    lone dash between two numbers). Anything that does not line up one to one is left as read.
    """
    if ink.size == 0:
        return text
    blobs = _blobs(ink)
    tall = [b for b in blobs if b.h >= 0.6 * ink.shape[0]]
    if tall:
        height = float(np.median([b.h for b in tall]))
        baseline = float(np.median([b.bottom for b in tall]))
    elif reference_height:
        height, baseline = reference_height, None
    else:
        return text
    if is_lone_dash(text):
        flat = [b for b in blobs if b.w >= 1.5 * b.h]
        return _dash_for(max(b.w for b in flat) / height) if flat else text
    if _NUMBER_THEN_MARK.search(text) and blobs and blobs[-1].h <= 0.5 * height and blobs[-1].w < SPECK_WIDTH * height:
        text, blobs = text[:-1], blobs[:-1]  # "2,000+," where the "," is a speck of dust
    text = _fix_dashes(text, blobs, height, baseline)
    if baseline is not None:
        text = _fix_separators(text, blobs, height, baseline)
        text = _fix_trailing_plus(text, blobs, height, baseline)
    return text


def _fix_trailing_plus(text: str, blobs: list[_Blob], height: float, baseline: float) -> str:
    """"10,0004" -> "10,000+": a final "4" whose glyph is a square cross clearly shorter than a digit."""
    if not _PLUS_READ_AS_FOUR.search(text) or not blobs:
        return text
    last = blobs[-1]
    square = 0.7 <= last.w / max(last.h, 1) <= 1.4
    if square and 0.5 * height <= last.h <= 0.8 * height and last.bottom <= baseline + 0.05 * height:
        return text[:-1] + "+"
    return text


def _fix_dashes(text: str, blobs: list[_Blob], height: float, baseline: float | None) -> str:
    positions = [k for k, ch in enumerate(text) if ch in _DASH_CHARS]
    if not positions or not _DASH_BETWEEN_DIGITS.search(text):
        return text
    dashes = [b for b in blobs if _is_dash(b, height, baseline)]
    if len(dashes) != len(positions):
        return text
    between = {m.start() for m in _DASH_BETWEEN_DIGITS.finditer(text)}
    chars = list(text)
    for k, blob in zip(positions, dashes):
        if k in between:
            chars[k] = _dash_for(blob.w / height)
    return "".join(chars)


def _fix_separators(text: str, blobs: list[_Blob], height: float, baseline: float) -> str:
    positions = [k for k, ch in enumerate(text) if ch in ".,"]
    inside = {m.start() for m in _SEPARATOR_IN_NUMBER.finditer(text)}
    if not inside:
        return text
    marks = [
        b for b in blobs
        if b.h <= 0.5 * height and b.w <= 0.4 * height and b.bottom >= baseline - 0.15 * height
        and not _is_dash(b, height, baseline)
    ]
    if len(marks) != len(positions):
        return text
    chars = list(text)
    for k, blob in zip(positions, marks):
        if k in inside:
            below = (blob.bottom - baseline) / height
            if below >= 0.1 and blob.h >= 0.28 * height:
                chars[k] = ","
            elif below <= 0.03 and blob.h <= 0.24 * height:
                chars[k] = "."
            # in between: the shape does not decide, Tesseract's reading stands
    return "".join(chars)


def _is_dash(blob: _Blob, height: float, baseline: float | None) -> bool:
    if blob.h > 0.3 * height or blob.w < 1.5 * blob.h:
        return False
    if baseline is None:
        return True
    middle = blob.y + blob.h / 2
    return baseline - 0.8 * height <= middle <= baseline - 0.15 * height


def _dash_for(ratio: float) -> str:
    if ratio >= EM_DASH_RATIO:
        return "—"
    return "–" if ratio >= EN_DASH_RATIO else "-"


def _blobs(ink: np.ndarray) -> list[_Blob]:
    """Connected ink components left to right (specks of one or two pixels ignored)."""
    n, _, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    blobs = [
        _Blob(int(stats[j, 0]), int(stats[j, 1]), int(stats[j, 2]), int(stats[j, 3]))
        for j in range(1, n)
        if stats[j, cv2.CC_STAT_AREA] > 2
    ]
    blobs.sort(key=lambda b: b.x)
    return blobs
