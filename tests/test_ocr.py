"""OCR of scanned pages: a reportlab table is rasterised to an image-only PDF and read back.

The text-layer words of the original PDF are the ground truth for both text and position.
"""
from __future__ import annotations

import io
from pathlib import Path

import numpy as np
import pdfplumber
import pypdfium2 as pdfium
import pytest
from PIL import Image
from pypdf import PdfWriter
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from tabsql.extract import ocr

PAGE = (595.0, 420.0)  # a short page keeps Tesseract fast
COLS = [60, 200, 300, 420, 530]  # column rules (x) of the ruled table
ROW_H = 22
TABLE_TOP = 100  # from the top of the page

ROWS = [
    ("Product", "Range", "Net price", "Change"),
    ("CST-1078 Envelope", "1–99", "12.400,50 €", "7,5 %"),
    ("CST-1171 Label", "100–499", "1.234,00 €", "-2,1 %"),
    ("Pallet wrap", "500–1,999", "EUR 37.72", "12%"),
    ("Kabelbinder", "2,000+", "USD 905.10", "0.5%"),
    ("Şerit bant", "10–20", "88,25 €", "3,0 %"),
    ("Stretch film", "n/a", "EUR 5,540.00", "15.25%"),
    ("Marker set", "5–9", "64,90 €", "1,1 %"),
]


def table_pdf() -> bytes:
    """A ruled table with English and German number formats, euro signs and percentages.

    The euro sign only follows numbers: reportlab's Helvetica metrics give it no width, so a
    leading one would shift the text layer's positions away from what is drawn.
    """
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=PAGE)
    height = PAGE[1]
    c.setFont("Helvetica-Bold", 14)
    c.drawString(COLS[0], height - 60, "Table 1: Prices 2025")
    bottom = TABLE_TOP + ROW_H * len(ROWS)
    c.setLineWidth(0.8)
    for i in range(len(ROWS) + 1):
        y = height - (TABLE_TOP + i * ROW_H)
        c.line(COLS[0], y, COLS[-1], y)
    for x in COLS:
        c.line(x, height - TABLE_TOP, x, height - bottom)
    for r, row in enumerate(ROWS):
        c.setFont("Helvetica-Bold" if r == 0 else "Helvetica", 11)
        y = height - (TABLE_TOP + r * ROW_H + 15)
        c.drawString(COLS[0] + 5, y, row[0])
        c.drawString(COLS[1] + 5, y, row[1])
        for k in (2, 3):
            c.drawRightString(COLS[k + 1] - 6, y, row[k])
    c.save()
    return buf.getvalue()


def scan(pdf: bytes, *, dpi: int = 150, tilt: float = 0.0, sideways: bool = False) -> bytes:
    """Rasterise page 1 to a gray JPEG and wrap it in an image-only PDF, like a scanner does.

    ``tilt`` skews the scan by some degrees; ``sideways`` puts the page in the scanner turned by
    90 degrees counter-clockwise.
    """
    page = pdfium.PdfDocument(pdf)[0]
    image = page.render(scale=dpi / 72, grayscale=True).to_pil().convert("L")
    if tilt:
        image = image.rotate(tilt, resample=Image.BICUBIC, fillcolor=255)
    rng = np.random.default_rng(7)
    pixels = np.asarray(image).astype(float) * 0.95 + 6 + rng.normal(0, 5, image.size[::-1])
    image = Image.fromarray(np.clip(pixels, 0, 255).astype(np.uint8))
    width, height = PAGE
    if sideways:
        image = image.rotate(90, expand=True)  # counter-clockwise: text now reads bottom to top
        width, height = height, width
    jpeg = io.BytesIO()
    image.save(jpeg, "JPEG", quality=80)
    jpeg.seek(0)
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(width, height))
    c.drawImage(ImageReader(jpeg), 0, 0, width, height)
    c.save()
    return buf.getvalue()


@pytest.fixture(scope="module")
def source() -> bytes:
    return table_pdf()


@pytest.fixture(scope="module")
def truth(source) -> list[dict]:
    with pdfplumber.open(io.BytesIO(source)) as pdf:
        return pdf.pages[0].extract_words()


@pytest.fixture(scope="module")
def scanned(source, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("scan") / "scan.pdf"
    path.write_bytes(scan(source, tilt=0.4))
    return path


@pytest.fixture(scope="module")
def scanned_words(scanned_read) -> list[dict]:
    return scanned_read[0]


@pytest.fixture(scope="module")
def scanned_rules(scanned_read) -> list[dict]:
    return scanned_read[1]


@pytest.fixture(scope="module")
def scanned_read(scanned) -> tuple[list[dict], list[dict]]:
    """Words and rules of one page object: the second call reuses the first OCR run."""
    with pdfplumber.open(scanned) as pdf:
        page = pdf.pages[0]
        return ocr.page_words(page), ocr.page_rules(page)


def numeric(words: list[dict]) -> list[dict]:
    return [w for w in words if any(ch.isdigit() for ch in w["text"])]


def nearest(word: dict, words: list[dict]) -> dict:
    cx, cy = (word["x0"] + word["x1"]) / 2, (word["top"] + word["bottom"]) / 2
    return min(words, key=lambda w: abs((w["x0"] + w["x1"]) / 2 - cx) + abs((w["top"] + w["bottom"]) / 2 - cy))


def test_is_scanned(source, scanned):
    with pdfplumber.open(scanned) as pdf:
        assert ocr.is_scanned(pdf.pages[0])
    with pdfplumber.open(io.BytesIO(source)) as pdf:
        assert not ocr.is_scanned(pdf.pages[0])


def test_numbers_recovered_at_their_positions(truth, scanned_words):
    expected = numeric(truth)
    found = []
    for word in expected:
        match = nearest(word, scanned_words)
        if match["text"] == word["text"]:
            found.append(match)
            # a 0.4 degree tilt is straightened: positions agree within a few points
            assert abs(match["x0"] - word["x0"]) < 4 and abs(match["top"] - word["top"]) < 4
    assert len(found) >= 0.9 * len(expected), [w["text"] for w in scanned_words]
    order = [scanned_words.index(w) for w in found]
    assert order == sorted(order), "numbers come back in reading order (rows, then left to right)"


def test_number_formats_and_symbols(scanned_words):
    texts = [w["text"] for w in scanned_words]
    joined = " ".join(texts)
    for token in ("12.400,50", "1.234,00", "5,540.00", "15.25%", "7,5", "€"):
        assert token in joined, (token, texts)


def test_en_dash_ranges_and_hyphens(scanned_words):
    texts = {w["text"] for w in scanned_words}
    assert {"100–499", "500–1,999", "CST-1078"} <= texts, texts


def test_words_have_pdfplumber_keys_and_confidence(scanned_words):
    assert scanned_words
    for w in scanned_words:
        assert {"text", "x0", "x1", "top", "bottom", "doctop", "width", "height", "upright", "direction"} <= set(w)
        assert ocr.MIN_CONF <= w["conf"] <= 100
        assert 0 <= w["x0"] < w["x1"] <= PAGE[0] and 0 <= w["top"] < w["bottom"] <= PAGE[1]
        assert w["text"].strip() == w["text"] and w["text"] not in {"|", "||"}


def test_rules_follow_the_grid(scanned_rules):
    edges = scanned_rules
    horizontal = [e for e in edges if e["orientation"] == "h" and e["width"] > 300]
    vertical = [e for e in edges if e["orientation"] == "v" and e["height"] > 100]
    assert len(horizontal) == len(ROWS) + 1
    assert len(vertical) == len(COLS)
    for i, edge in enumerate(sorted(horizontal, key=lambda e: e["top"])):
        assert abs(edge["top"] - (TABLE_TOP + i * ROW_H)) < 3
        assert edge["top"] == edge["bottom"] and abs(edge["x0"] - COLS[0]) < 4
    for x, edge in zip(COLS, sorted(vertical, key=lambda e: e["x0"])):
        assert abs(edge["x0"] - x) < 3 and edge["x0"] == edge["x1"]


def test_deterministic(scanned, scanned_words):
    with pdfplumber.open(scanned) as pdf:
        again = ocr.page_words(pdf.pages[0])
    assert again == scanned_words


def test_page_with_rotate_attribute_reads_in_displayed_frame(source, truth, tmp_path):
    path = tmp_path / "rotated.pdf"
    writer = PdfWriter(clone_from=io.BytesIO(scan(source, sideways=True)))
    writer.pages[0].rotate(90)  # /Rotate 90: viewers turn the sideways scan upright
    writer.write(path)
    with pdfplumber.open(path) as pdf:
        page = pdf.pages[0]
        assert (page.width, page.height) == PAGE
        words = ocr.page_words(page)
    target = next(w for w in truth if w["text"] == "5,540.00")
    match = nearest(target, words)
    assert match["text"] == "5,540.00" and match["upright"]
    assert abs(match["x0"] - target["x0"]) < 4 and abs(match["top"] - target["top"]) < 4


def test_sideways_scan_is_read_upright(source, truth, tmp_path):
    path = tmp_path / "sideways.pdf"
    path.write_bytes(scan(source, sideways=True))
    with pdfplumber.open(path) as pdf:
        result = ocr.scan_page(pdf.pages[0])
        page_h = pdf.pages[0].height
    assert result.rotation == 90
    texts = [w["text"] for w in result.words]
    assert "12.400,50" in texts and "5,540.00" in texts
    word = next(w for w in result.words if w["text"] == "5,540.00")
    target = next(w for w in truth if w["text"] == "5,540.00")
    # the image was turned counter-clockwise: original (x, y) is now at (y, page_h - x)
    assert word["direction"] == "btt" and not word["upright"]
    assert abs(word["x0"] - target["top"]) < 4 and abs(word["bottom"] - (page_h - target["x0"])) < 4


def test_missing_tesseract_raises_ocr_error(scanned, monkeypatch):
    monkeypatch.setattr(ocr.pytesseract.pytesseract, "tesseract_cmd", "/nonexistent/tesseract")
    ocr.languages.cache_clear()
    try:
        with pdfplumber.open(scanned) as pdf, pytest.raises(ocr.OcrError, match="tesseract"):
            ocr.page_words(pdf.pages[0])
    finally:
        ocr.languages.cache_clear()
