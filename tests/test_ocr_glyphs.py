"""ocr_glyphs: dashes and separators decided from real rendered glyphs (reportlab -> pdfium, 300 dpi)."""
from __future__ import annotations

import io

import numpy as np
import pypdfium2 as pdfium
import pytest
from reportlab.pdfgen import canvas

from tabsql.extract.ocr_glyphs import digit_height, fix_number_glyphs, needs_check


def word_ink(text: str, font: str = "Helvetica", size: float = 10, speck: bool = False) -> np.ndarray:
    """The ink (255) of ``text`` printed at ``size`` pt and rendered at 300 dpi, cropped like a word box."""
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(200, 40))
    c.setFont(font, size)
    c.drawString(10, 15, text)
    if speck:  # a thin speck of dust just after the word, on the baseline
        end = 10 + c.stringWidth(text, font, size)
        c.rect(end + 1.2, 15, 0.3, 1.2, stroke=0, fill=1)
    c.save()
    gray = np.asarray(pdfium.PdfDocument(buf.getvalue())[0].render(scale=300 / 72, grayscale=True).to_pil().convert("L"))
    ink = np.where(gray < 128, 255, 0).astype(np.uint8)
    ys, xs = np.nonzero(ink)
    return ink[max(0, ys.min() - 2): ys.max() + 3, max(0, xs.min() - 2): xs.max() + 3]


@pytest.mark.parametrize("font", ["Helvetica", "Times-Roman"])
@pytest.mark.parametrize("printed, misread", [("10.000+", "10,000+"), ("1,999", "1.999"), ("12.400,50", "12,400.50")])
def test_separator_follows_the_printed_mark(font, printed, misread):
    ink = word_ink(printed, font)
    assert fix_number_glyphs(misread, ink) == printed
    assert fix_number_glyphs(printed, ink) == printed


@pytest.mark.parametrize("font", ["Helvetica", "Times-Roman"])
@pytest.mark.parametrize("printed, misread", [("100–499", "100-499"), ("12-34", "12–34"), ("5—9", "5-9")])
def test_dash_kind_follows_the_printed_width(font, printed, misread):
    assert fix_number_glyphs(misread, word_ink(printed, font)) == printed


def test_lone_dash_measured_against_the_line_digits():
    height = digit_height(word_ink("1,000"))
    assert height is not None
    assert fix_number_glyphs("—", word_ink("–"), reference_height=height) == "–"
    assert fix_number_glyphs("-", word_ink("—"), reference_height=height) == "—"


def test_speck_after_a_number_is_dropped_but_a_real_period_is_kept():
    assert fix_number_glyphs("2,000+,", word_ink("2,000+", speck=True)) == "2,000+"
    assert fix_number_glyphs("2025.", word_ink("2025.")) == "2025."


@pytest.mark.parametrize("font", ["Helvetica", "Times-Roman"])
def test_plus_read_as_four(font):
    assert fix_number_glyphs("10,0004", word_ink("10,000+", font)) == "10,000+"
    assert fix_number_glyphs("10,0004", word_ink("10,0004", font)) == "10,0004"
    assert fix_number_glyphs("2,014", word_ink("2,014", font)) == "2,014"


def test_only_numeric_tokens_are_measured():
    assert not needs_check("CST-1078") and not needs_check("Preis") and not needs_check("A-B")
    assert needs_check("1-99") and needs_check("12.400,50") and needs_check("–") and needs_check("2025.")
