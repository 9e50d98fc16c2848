"""Words and ruling lines of a scanned page (no text layer), so the grid passes can run on them.

The page is rendered at 300 dpi, straightened (skew from the text lines' projection profile),
its ruling lines are found and erased (they make Tesseract read "|" and split cells), and Tesseract
reads the rest. Words come back in pdfplumber's word format, in page points::

    if is_scanned(page):
        words = page_words(page)   # [{"text": "12.400,50", "x0": 320.1, "x1": 361.9,
                                   #   "top": 219.0, "bottom": 229.4, "conf": 93.0, ...}, ...]
        edges = page_rules(page)   # [{"orientation": "h", "x0": 56.2, "x1": 433.0,
                                   #   "top": 218.8, "bottom": 218.8, ...}, ...]

Coordinates are those of the straightened page: a scan tilted by 0.3 degrees moves points by at most
a few points, and straight rows are what the grid passes need. A page scanned sideways or upside
down is detected (Tesseract's orientation script) and read upright; its words are given back in the
page's own frame, marked like pdfplumber marks rotated text (``upright``/``direction``).
"""
from __future__ import annotations

import os
import re
import shutil
import unicodedata
import weakref
from dataclasses import dataclass, field
from functools import lru_cache

import cv2
import numpy as np
import pdfplumber
import pytesseract

from tabsql.errors import TabsqlError

DPI = 300
LANGUAGES = ("eng", "deu", "tur")  # used where installed, in this order
MIN_CONF = 30.0  # words Tesseract is less sure of are mostly speckles and rule fragments
SCAN_MAX_CHARS = 20  # a page with more text-layer characters is not treated as scanned
SCAN_MIN_COVER = 0.5  # share of the page the images must cover

# Tesseract runs one process per page; OpenMP threads inside it only compete with the other
# pages and make timings noisy. One thread per process is the documented recommendation.
os.environ.setdefault("OMP_THREAD_LIMIT", "1")


class OcrError(TabsqlError):
    """OCR could not run (Tesseract missing or failing); the caller records a PageIssue."""


@dataclass
class ScanResult:
    """What one OCR pass produced for a page."""

    words: list[dict] = field(default_factory=list)
    rules: list[dict] = field(default_factory=list)
    skew: float = 0.0  # degrees the image was turned to straighten it
    rotation: int = 0  # 0/90/180/270: clockwise turn applied to read a sideways scan upright


_cache: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def page_words(page: pdfplumber.page.Page) -> list[dict]:
    """Words of a scanned page in pdfplumber's format plus ``conf`` (0-100), in reading order."""
    return [dict(w) for w in scan_page(page).words]


def page_rules(page: pdfplumber.page.Page) -> list[dict]:
    """Ruling lines seen in the page image, as pdfplumber-style edges (``orientation`` h or v)."""
    return [dict(e) for e in scan_page(page).rules]


def scan_page(page: pdfplumber.page.Page) -> ScanResult:
    """Run OCR once per page object; words and rules share the render and the straightening."""
    try:
        return _cache[page]
    except (KeyError, TypeError):
        pass
    result = _scan(page)
    try:
        _cache[page] = result
    except TypeError:
        pass
    return result


def is_scanned(page: pdfplumber.page.Page) -> bool:
    """True when the page has (almost) no text layer but images covering most of it."""
    if len(page.chars) > SCAN_MAX_CHARS:
        return False
    x0, top, x1, bottom = page.bbox
    area = max((x1 - x0) * (bottom - top), 1.0)
    covered = 0.0
    for im in page.images:
        w = min(im["x1"], x1) - max(im["x0"], x0)
        h = min(im["bottom"], bottom) - max(im["top"], top)
        if w > 0 and h > 0:
            covered += w * h
    return covered / area >= SCAN_MIN_COVER


@lru_cache(maxsize=1)
def languages() -> str:
    """The Tesseract language string, e.g. ``eng+deu+tur``; raises OcrError without Tesseract."""
    if shutil.which(pytesseract.pytesseract.tesseract_cmd) is None:
        raise OcrError(
            "OCR unavailable: the tesseract program is not installed "
            "(Debian: apt-get install tesseract-ocr tesseract-ocr-deu tesseract-ocr-tur)"
        )
    try:
        installed = set(pytesseract.get_languages(config=""))
    except (pytesseract.TesseractError, OSError) as exc:
        raise OcrError(f"OCR unavailable: tesseract does not run ({_one_line(exc)})") from exc
    langs = [lang for lang in LANGUAGES if lang in installed]
    if not langs:
        raise OcrError("OCR unavailable: no Tesseract language data for eng, deu or tur is installed")
    return "+".join(langs)


# --------------------------------------------------------------------------- pipeline
def _scan(page: pdfplumber.page.Page) -> ScanResult:
    lang = languages()
    gray = _render(page)
    skew = _skew_angle(_ink(gray))
    if abs(skew) >= 0.05:
        gray = _rotate_small(gray, skew)
    faint = _faint_ink(gray)
    h_mask, v_mask = _line_masks(faint)
    clean = gray.copy()
    clean[faint == 0] = 255  # paper, light fills and zebra stripes become plain white
    lines = cv2.dilate(h_mask | v_mask, np.ones((5, 5), np.uint8))
    clean[lines > 0] = 255
    clean = _despeckle(clean)

    rotation = 0
    data = _tesseract(clean, lang)
    if _looks_unreadable(data):
        rotation = _orientation(clean)
        if rotation:
            data = _tesseract(np.ascontiguousarray(np.rot90(clean, k=-rotation // 90)), lang)
    img_h, img_w = clean.shape
    words = _words(data, clean, page, rotation, (img_w, img_h))
    rules = _rules(h_mask, v_mask, page)
    return ScanResult(words=words, rules=rules, skew=skew, rotation=rotation)


def _render(page: pdfplumber.page.Page) -> np.ndarray:
    """The page as displayed (page rotation applied, crop box honoured), gray, at DPI."""
    image = page.to_image(resolution=DPI).original.convert("L")
    return np.asarray(image, dtype=np.uint8).copy()


def _ink(gray: np.ndarray) -> np.ndarray:
    """Dark pixels as 255 (Otsu threshold, kept below paper white so light fills stay paper)."""
    otsu, _ = cv2.threshold(gray, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    limit = min(otsu, 200)
    return np.where(gray < limit, 255, 0).astype(np.uint8)


def _faint_ink(gray: np.ndarray) -> np.ndarray:
    """Anything clearly darker than the paper (255), including thin gray rules and their fringes.

    The paper level is the page's most common brightness; fills a little darker than it (table
    shading) stay paper, so they neither become rules nor confuse Tesseract's binarisation.
    """
    hist = np.bincount(gray.ravel(), minlength=256)
    paper = int(np.argmax(hist[64:])) + 64
    return np.where(gray < paper - 45, 255, 0).astype(np.uint8)


def _skew_angle(ink: np.ndarray) -> float:
    """Degrees (counter-clockwise positive) that maximise the sharpness of the row profile.

    Shearing the ink pixels' coordinates stands in for rotating the image: for small angles the
    row profile is the same, and a bincount per candidate angle is cheap.
    """
    ys, xs = np.nonzero(ink)
    if len(ys) < 500:
        return 0.0
    step = max(1, len(ys) // 100_000)
    ys = ys[::step].astype(np.float64)
    xs = xs[::step].astype(np.float64) - ink.shape[1] / 2

    def score(angle: float) -> float:
        rows = np.round(ys + xs * np.tan(np.radians(angle))).astype(np.int64)
        rows -= rows.min()
        hist = np.bincount(rows).astype(np.float64)
        return float((hist * hist).sum())

    best = max(np.arange(-5.0, 5.01, 0.5), key=score)
    best = max(np.arange(best - 0.5, best + 0.51, 0.05), key=score)
    return float(round(best, 3))


def _rotate_small(gray: np.ndarray, angle: float) -> np.ndarray:
    """Turn the image by ``angle`` degrees about its centre, filling with paper white."""
    h, w = gray.shape
    matrix = cv2.getRotationMatrix2D((w / 2, h / 2), -angle, 1.0)
    return cv2.warpAffine(gray, matrix, (w, h), flags=cv2.INTER_LINEAR, borderValue=255)


def _line_masks(ink: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Horizontal and vertical strokes much longer than any glyph (about 1/5 inch and more)."""
    length = DPI // 5
    h_mask = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (length, 1)))
    v_mask = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (1, length)))
    return h_mask, v_mask


def _despeckle(gray: np.ndarray) -> np.ndarray:
    """Erase tiny ink specks far from any glyph (scanner dust); dots of i, j and periods stay."""
    ink = _ink(gray)
    n, labels, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    area = stats[:, cv2.CC_STAT_AREA]
    small = np.flatnonzero(area[1:] < (DPI / 300) ** 2 * 60) + 1
    if len(small) == 0:
        return gray
    keep = np.ones(n, dtype=bool)
    keep[small] = False
    big = (keep[labels] & (labels > 0)).astype(np.uint8)
    summed = cv2.integral(big)  # (h+1, w+1) prefix sums: ink of glyphs in any window in O(1)
    h, w = ink.shape
    reach = DPI // 12  # about 6 pt: specks this far from every glyph are not punctuation
    x, y = stats[small, cv2.CC_STAT_LEFT], stats[small, cv2.CC_STAT_TOP]
    x0, y0 = np.clip(x - reach, 0, w), np.clip(y - reach, 0, h)
    x1 = np.clip(x + stats[small, cv2.CC_STAT_WIDTH] + reach, 0, w)
    y1 = np.clip(y + stats[small, cv2.CC_STAT_HEIGHT] + reach, 0, h)
    near = summed[y1, x1] - summed[y0, x1] - summed[y1, x0] + summed[y0, x0]
    lonely = np.zeros(n, dtype=bool)
    lonely[small[near == 0]] = True
    out = gray.copy()
    out[lonely[labels]] = 255
    return out


def _tesseract(image: np.ndarray, lang: str) -> dict:
    try:
        return pytesseract.image_to_data(
            image, lang=lang, config="--psm 11", output_type=pytesseract.Output.DICT
        )
    except pytesseract.TesseractNotFoundError as exc:
        raise OcrError("OCR unavailable: the tesseract program is not installed") from exc
    except (pytesseract.TesseractError, OSError, RuntimeError) as exc:
        raise OcrError(f"OCR failed: {_one_line(exc)}") from exc


def _looks_unreadable(data: dict) -> bool:
    """Few confident words: the scan may be sideways or upside down."""
    confs = [float(c) for c, t in zip(data["conf"], data["text"]) if t.strip() and float(c) >= 0]
    if len(confs) < 5:
        return True
    return float(np.median(confs)) < 60


def _orientation(image: np.ndarray) -> int:
    """Clockwise degrees to turn the image to read it upright (Tesseract OSD), 0 when unsure."""
    try:
        osd = pytesseract.image_to_osd(image, config="--psm 0", output_type=pytesseract.Output.DICT)
    except (pytesseract.TesseractError, OSError):
        return 0  # too little text to tell, or no osd data installed
    if float(osd.get("orientation_conf", 0)) < 2.0:
        return 0
    return int(osd.get("rotate", 0)) % 360


# --------------------------------------------------------------------------- output
_DASHES = re.compile(r"(?<=\d)-(?=\d)")
_NOISE = re.compile(r"^[\W_]{1,2}$")


def _words(data: dict, image: np.ndarray, page, rotation: int, size: tuple[int, int]) -> list[dict]:
    """Tesseract's word rows -> pdfplumber words in page points, noise dropped, dashes fixed."""
    scale = 72.0 / DPI
    off_x, off_y = page.bbox[0], page.bbox[1]
    upright_image = image if not rotation else np.ascontiguousarray(np.rot90(image, k=-rotation // 90))
    ink = _ink(upright_image)
    words = []
    for i, raw in enumerate(data["text"]):
        text = unicodedata.normalize("NFC", raw.strip())
        conf = float(data["conf"][i])
        if not text or conf < 0:
            continue
        if conf < MIN_CONF or (_NOISE.match(text) and conf < 80):
            continue
        left, top, width, height = (int(data[k][i]) for k in ("left", "top", "width", "height"))
        if _DASHES.search(text):
            text = _fix_dashes(text, ink[top: top + height, left: left + width])
        x0, y0, x1, y1 = _unrotate((left, top, left + width, top + height), rotation, size)
        word = {
            "text": text,
            "x0": off_x + x0 * scale,
            "x1": off_x + x1 * scale,
            "top": off_y + y0 * scale,
            "bottom": off_y + y1 * scale,
            "upright": rotation in (0, 180),
            "direction": {0: "ltr", 90: "btt", 180: "rtl", 270: "ttb"}[rotation],
            "conf": conf,
        }
        word["width"] = word["x1"] - word["x0"]
        word["height"] = word["bottom"] - word["top"]
        word["doctop"] = page.initial_doctop + word["top"]
        words.append(word)
    return _reading_order(words)


def _reading_order(words: list[dict]) -> list[dict]:
    """Lines top to bottom (words whose middles lie within half a line height), each left to right."""
    if not words:
        return words
    tolerance = 0.5 * float(np.median([w["height"] for w in words]))
    lines: list[tuple[float, list[dict]]] = []  # (middle of the line's first word, words)
    for word in sorted(words, key=lambda w: (w["top"] + w["bottom"]) / 2):
        middle = (word["top"] + word["bottom"]) / 2
        if lines and middle - lines[-1][0] <= tolerance:
            lines[-1][1].append(word)
        else:
            lines.append((middle, [word]))
    return [w for _, line in lines for w in sorted(line, key=lambda w: w["x0"])]


def _unrotate(box: tuple[int, int, int, int], rotation: int, size: tuple[int, int]) -> tuple[float, ...]:
    """A box in the image turned ``rotation`` degrees clockwise -> the same box in the page image."""
    x0, y0, x1, y1 = box
    w, h = size  # of the page image (not turned)
    if rotation == 90:  # turned clockwise: page (x, y) -> (h - y, x)
        return y0, h - x1, y1, h - x0
    if rotation == 180:
        return w - x1, h - y1, w - x0, h - y0
    if rotation == 270:  # page (x, y) -> (y, w - x)
        return w - y1, x0, w - y0, x1
    return x0, y0, x1, y1


def _fix_dashes(text: str, ink: np.ndarray) -> str:
    """Tell a hyphen from an en dash between digits by the printed width ("1-99" -> "1–99").

    Tesseract reads both as "-". In every common typeface a hyphen is about half as wide as a
    digit is tall and an en dash about three quarters, so the glyph's own size decides.
    """
    if ink.size == 0:
        return text
    n, _, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    heights = stats[1:, cv2.CC_STAT_HEIGHT]
    widths = stats[1:, cv2.CC_STAT_WIDTH]
    tall = heights[heights >= 0.6 * ink.shape[0]]
    if n < 2 or len(tall) == 0:
        return text
    digit_h = float(np.median(tall))
    dash_order = np.argsort(stats[1:, cv2.CC_STAT_LEFT])
    dashes = [
        widths[j] / digit_h
        for j in dash_order
        if heights[j] <= 0.3 * digit_h and widths[j] >= 1.5 * heights[j]
        and 0.25 * ink.shape[0] <= stats[j + 1, cv2.CC_STAT_TOP] + heights[j] / 2 <= 0.8 * ink.shape[0]
    ]
    positions = [m.start() for m in _DASHES.finditer(text)]
    if len(dashes) != text.count("-") or not positions:
        return text
    chars = list(text)
    hyphen_index = [k for k, ch in enumerate(text) if ch == "-"]
    for k, ratio in zip(hyphen_index, dashes):
        if k in positions and ratio >= 0.62:
            chars[k] = "—" if ratio >= 1.1 else "–"
    return "".join(chars)


def _rules(h_mask: np.ndarray, v_mask: np.ndarray, page) -> list[dict]:
    """Connected line strokes -> pdfplumber edges along each stroke's centre line."""
    scale = 72.0 / DPI
    off_x, off_y = page.bbox[0], page.bbox[1]
    edges = []
    for mask, orientation in ((h_mask, "h"), (v_mask, "v")):
        n, _, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
        for j in range(1, n):
            x, y, w, h = (int(stats[j, k]) for k in range(4))
            if orientation == "h":
                x0, x1 = off_x + x * scale, off_x + (x + w) * scale
                top = bottom = off_y + (y + h / 2) * scale
                thickness = h * scale
            else:
                x0 = x1 = off_x + (x + w / 2) * scale
                top, bottom = off_y + y * scale, off_y + (y + h) * scale
                thickness = w * scale
            edges.append({
                "object_type": "line",
                "orientation": orientation,
                "x0": x0, "x1": x1, "top": top, "bottom": bottom,
                "width": x1 - x0, "height": bottom - top,
                "doctop": page.initial_doctop + top,
                "linewidth": thickness,
                "page_number": page.page_number,
            })
    edges.sort(key=lambda e: (e["orientation"], e["top"], e["x0"]))
    return edges


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0][:200] if text else type(exc).__name__
