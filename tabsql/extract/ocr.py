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
from tabsql.extract import ocr_glyphs

DPI = 300
MAX_SIDE_PX = 7000  # larger pages (posters, drawings) are rendered at a lower resolution
LANGUAGES = ("eng", "deu", "tur")  # used where installed, in this order
MIN_CONF = 30.0  # words Tesseract is less sure of are mostly speckles and rule fragments
SCAN_MAX_CHARS = 20  # a page with more text-layer characters is not treated as scanned
SCAN_MIN_COVER = 0.5  # share of the page the images must cover
TIMEOUT_S = 120  # one Tesseract call on one page; a page that takes longer becomes a PageIssue

# Tesseract's OpenMP threads make it slower, not faster, when other work shares the cores (the
# Tesseract docs recommend one thread per process); set before the first tesseract call.
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
    dpi = min(DPI, int(MAX_SIDE_PX * 72 / max(page.width, page.height, 1)))
    gray = _render(page, dpi)
    rotation = 0
    if _sideways(gray, dpi):
        rotation = _orientation(gray)
        rotation = rotation if rotation in (90, 270) else 0  # unsure: the fallback below decides
    read = _read(_turn(gray, rotation), lang, dpi)
    if not rotation and _looks_unreadable(read.data):
        rotation = _orientation(read.clean)  # upside down (or sideways and missed above)
        if rotation:
            read = _read(_turn(gray, rotation), lang, dpi)
    size = gray.shape[1], gray.shape[0]
    return ScanResult(
        words=_words(read, page, rotation, size, dpi),
        rules=_rules(read, page, rotation, size, dpi),
        skew=read.skew,
        rotation=rotation,
    )


@dataclass
class _Read:
    """One Tesseract pass over an upright, straightened image."""

    data: dict  # image_to_data output
    clean: np.ndarray  # the image Tesseract saw
    h_mask: np.ndarray
    v_mask: np.ndarray
    skew: float


def _read(gray: np.ndarray, lang: str, dpi: int) -> _Read:
    """Straighten, find and erase ruling lines, drop fills and specks, then OCR."""
    skew = _skew_angle(_ink(gray))
    if abs(skew) >= 0.05:
        gray = _rotate_small(gray, skew)
    faint = _faint_ink(gray)
    h_mask, v_mask = _line_masks(faint, dpi)
    clean = gray.copy()
    clean[faint == 0] = 255  # paper, light fills and zebra stripes become plain white
    clean[cv2.dilate(h_mask | v_mask, np.ones((5, 5), np.uint8)) > 0] = 255
    clean = _despeckle(clean, dpi)
    data = _tesseract(clean, lang, psm=11)
    _read_leftovers(clean, data, lang)
    return _Read(data, clean, h_mask, v_mask, skew)


def _read_leftovers(clean: np.ndarray, data: dict, lang: str) -> None:
    """OCR the ink Tesseract's sparse mode skipped (it drops lone short tokens such as "5").

    Every uncovered patch of text-sized ink is cut out and stacked into one column image, read in
    one call as a block of lines, and its words are appended to ``data`` in page pixels.
    """
    ink = _ink(clean)
    covered = np.zeros_like(ink)
    heights = []
    for i, text in enumerate(data["text"]):
        if text.strip() and float(data["conf"][i]) >= MIN_CONF:
            x, y, w, h = (int(data[k][i]) for k in ("left", "top", "width", "height"))
            covered[y: y + h, x: x + w] = 255
            heights.append(h)
    if not heights:
        return
    line_h = float(np.median(heights))
    joined = cv2.dilate(ink, np.ones((max(1, int(line_h * 0.25)), max(3, int(line_h * 0.6))), np.uint8))
    n, _, stats, _ = cv2.connectedComponentsWithStats(joined, connectivity=8)
    patches = []
    for j in range(1, n):
        x, y, w, h = (int(stats[j, k]) for k in range(4))
        if h < 0.5 * line_h or h > 3 * line_h or w > 40 * line_h:
            continue  # specks and punctuation, or pictures
        box = ink[y: y + h, x: x + w]
        if covered[y: y + h, x: x + w][box > 0].mean() > 0.3 * 255:
            continue
        patches.append((x, y, w, h))
    if not patches:
        return
    pad = int(line_h)
    width = max(w for _, _, w, _ in patches) + 2 * pad
    height = sum(h + pad for _, _, _, h in patches) + pad
    sheet = np.full((height, width), 255, np.uint8)
    slots = []  # (sheet top, patch)
    top = pad
    for x, y, w, h in patches:
        sheet[top: top + h, pad: pad + w] = clean[y: y + h, x: x + w]
        slots.append((top, (x, y, w, h)))
        top += h + pad
    extra = _tesseract(sheet, lang, psm=6)
    for i, text in enumerate(extra["text"]):
        if not text.strip():
            continue
        sx, sy, sw, sh = (int(extra[k][i]) for k in ("left", "top", "width", "height"))
        middle = sy + sh / 2
        for slot_top, (x, y, w, h) in slots:
            if slot_top - pad / 2 <= middle < slot_top + h + pad / 2:
                for key, value in (("text", text), ("conf", extra["conf"][i]), ("left", x + sx - pad),
                                   ("top", y + sy - slot_top), ("width", sw), ("height", sh)):
                    data[key].append(value)
                break


def _turn(gray: np.ndarray, rotation: int) -> np.ndarray:
    """The image turned ``rotation`` degrees clockwise."""
    return np.ascontiguousarray(np.rot90(gray, k=-(rotation // 90))) if rotation else gray


def _sideways(gray: np.ndarray, dpi: int) -> bool:
    """Text lines run vertically: the ink's column profile is more peaked than its row profile.

    Ruling lines are left out: a grid's vertical rules would make any ruled table look sideways.
    """
    h_mask, v_mask = _line_masks(_faint_ink(gray), dpi)
    ink = (_ink(gray) > 0) & ((h_mask | v_mask) == 0)
    if ink.sum() < 500:
        return False

    def peakedness(profile: np.ndarray) -> float:
        profile = profile.astype(np.float64)
        return float(profile.var() / max(profile.mean(), 1e-9) ** 2)

    return peakedness(ink.sum(axis=0)) > peakedness(ink.sum(axis=1))


def _render(page: pdfplumber.page.Page, dpi: int) -> np.ndarray:
    """The page as displayed (page rotation applied, crop box honoured), gray."""
    image = page.to_image(resolution=dpi).original.convert("L")
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


def _line_masks(ink: np.ndarray, dpi: int) -> tuple[np.ndarray, np.ndarray]:
    """Horizontal and vertical strokes much longer than any glyph (about 1/5 inch and more)."""
    length = dpi // 5
    h_mask = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (length, 1)))
    v_mask = cv2.morphologyEx(ink, cv2.MORPH_OPEN, cv2.getStructuringElement(cv2.MORPH_RECT, (1, length)))
    return h_mask, v_mask


def _despeckle(gray: np.ndarray, dpi: int) -> np.ndarray:
    """Erase tiny ink specks far from any glyph (scanner dust); dots of i, j and periods stay."""
    ink = _ink(gray)
    n, labels, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    area = stats[:, cv2.CC_STAT_AREA]
    small = np.flatnonzero(area[1:] < (dpi / 300) ** 2 * 60) + 1
    if len(small) == 0:
        return gray
    keep = np.ones(n, dtype=bool)
    keep[small] = False
    big = (keep[labels] & (labels > 0)).astype(np.uint8)
    summed = cv2.integral(big)  # (h+1, w+1) prefix sums: ink of glyphs in any window in O(1)
    h, w = ink.shape
    reach = dpi // 12  # about 6 pt: specks this far from every glyph are not punctuation
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


def _tesseract(image: np.ndarray, lang: str, psm: int) -> dict:
    try:
        return pytesseract.image_to_data(
            image, lang=lang, config=f"--psm {psm}", output_type=pytesseract.Output.DICT, timeout=TIMEOUT_S
        )
    except pytesseract.TesseractNotFoundError as exc:
        raise OcrError("OCR unavailable: the tesseract program is not installed") from exc
    except (pytesseract.TesseractError, OSError, RuntimeError) as exc:
        raise OcrError(f"OCR failed: {_one_line(exc)}") from exc  # RuntimeError: the timeout


def _looks_unreadable(data: dict) -> bool:
    """Few confident words: the scan may be sideways or upside down."""
    confs = [float(c) for c, t in zip(data["conf"], data["text"]) if t.strip() and float(c) >= 0]
    if len(confs) < 5:
        return True
    return float(np.median(confs)) < 60


def _orientation(image: np.ndarray) -> int:
    """Clockwise degrees to turn the image to read it upright (Tesseract OSD), 0 when unsure."""
    try:
        osd = pytesseract.image_to_osd(
            image, config="--psm 0", output_type=pytesseract.Output.DICT, timeout=TIMEOUT_S
        )
    except (pytesseract.TesseractError, OSError, RuntimeError):
        return 0  # too little text to tell, or no osd data installed
    if float(osd.get("orientation_conf", 0)) < 2.0:
        return 0
    return int(osd.get("rotate", 0)) % 360


# --------------------------------------------------------------------------- output
_NOISE = re.compile(r"^[.,:;'`‘’‚\"“”„~_^°·•!¡]{1,2}$")  # specks read as punctuation
_RULE_BITS = re.compile(r"^[|¦]+$")  # leftovers of ruling lines, never table content
_SYMBOL = re.compile(r"^[^\w€$£%]{1,2}$")  # a lone symbol; kept only when Tesseract is fairly sure


def _words(read: _Read, page, rotation: int, size: tuple[int, int], dpi: int) -> list[dict]:
    """Tesseract's word rows -> pdfplumber words in page points, noise dropped, glyphs checked."""
    scale = 72.0 / dpi
    off_x, off_y = page.bbox[0], page.bbox[1]
    data = read.data
    ink = _ink(read.clean)
    kept = []  # (text, conf, (left, top, right, bottom)) in the upright image's pixels
    for i, raw in enumerate(data["text"]):
        text = unicodedata.normalize("NFC", raw.strip())
        conf = float(data["conf"][i])
        if (
            not text or conf < MIN_CONF or _RULE_BITS.match(text)
            or (_NOISE.match(text) and conf < 80) or (_SYMBOL.match(text) and conf < 50)
        ):
            continue
        left, top, width, height = (int(data[k][i]) for k in ("left", "top", "width", "height"))
        kept.append((text, conf, (left, top, left + width, top + height)))
    for k, (text, conf, box) in enumerate(kept):
        if ocr_glyphs.needs_check(text):
            kept[k] = (ocr_glyphs.fix_number_glyphs(text, _crop(ink, box), _line_digit_height(box, kept, ink)), conf, box)
    words = []
    for line in _lines(kept):
        top, bottom = _font_box(line)
        for text, conf, (left, _, right, _) in sorted(line, key=lambda item: item[2][0]):
            x0, y0, x1, y1 = _unrotate((left, top, right, bottom), rotation, size)
            word = {
                "text": text,
                "x0": off_x + x0 * scale,
                "x1": off_x + x1 * scale,
                "top": off_y + y0 * scale,
                "bottom": off_y + y1 * scale,
                "upright": rotation in (0, 180),
                "direction": {0: "ltr", 90: "btt", 180: "rtl", 270: "ttb"}[rotation],
                "size": (bottom - top) * scale,
                "conf": conf,
            }
            word["width"] = word["x1"] - word["x0"]
            word["height"] = word["bottom"] - word["top"]
            word["doctop"] = page.initial_doctop + word["top"]
            words.append(word)
    return words


def _crop(ink: np.ndarray, box: tuple[int, int, int, int], pad: int = 2) -> np.ndarray:
    left, top, right, bottom = box
    return ink[max(0, top - pad): bottom + pad, max(0, left - pad): right + pad]


def _line_digit_height(box: tuple[int, int, int, int], kept: list, ink: np.ndarray) -> float | None:
    """Digit height of the nearest number on the same line (the yardstick for a lone dash)."""
    if not ocr_glyphs.is_lone_dash(next((t for t, _, b in kept if b == box), "")):
        return None
    middle = (box[1] + box[3]) / 2
    same_line = [
        b for t, _, b in kept
        if b != box and b[1] <= middle <= b[3] and any(ch.isdigit() for ch in t)
    ]
    if not same_line:
        return None
    nearest = min(same_line, key=lambda b: min(abs(b[0] - box[2]), abs(box[0] - b[2])))
    return ocr_glyphs.digit_height(_crop(ink, nearest, pad=0))


def _lines(kept: list[tuple[str, float, tuple[int, int, int, int]]]) -> list[list]:
    """Group words into lines, top to bottom: a word joins a line when its middle is within half a
    word height of the middle of the line's first word."""
    if not kept:
        return []
    tolerance = 0.5 * float(np.median([box[3] - box[1] for _, _, box in kept]))
    lines: list[tuple[float, list]] = []
    for item in sorted(kept, key=lambda item: (item[2][1] + item[2][3]) / 2):
        middle = (item[2][1] + item[2][3]) / 2
        if lines and middle - lines[-1][0] <= tolerance:
            lines[-1][1].append(item)
        else:
            lines.append((middle, [item]))
    return [line for _, line in lines]


_DESCENDS = re.compile(r"[gjpqyµ,;()\[\]{}/@$çşŞÇğ]")
_REACHES_CAP = re.compile(r"[A-Z0-9bdfhklt]")
CAP_HEIGHT = 0.7  # of the font size, for the usual text faces
DESCENT = 0.21  # of the font size below the baseline, as pdfminer's font boxes have it


def _font_box(line: list) -> tuple[float, float]:
    """The font box (top, bottom) shared by a line's words, the way pdfplumber's words have it.

    Tesseract's boxes hug the ink, so "ream" is shorter than "EUR 4.84" on the same row; the grid
    passes compare heights and gaps with the font size, so every word of a line gets the box of
    the font: from the baseline and the capital height, size = cap height / 0.7.
    """
    tops = [box[1] for _, _, box in line]
    bottoms = [box[3] for _, _, box in line]
    flat = [box[3] for text, _, box in line if not _DESCENDS.search(text)]
    height = float(np.median([b - t for t, b in zip(tops, bottoms)]))
    baseline = float(np.median(flat)) if flat else float(np.median(bottoms)) - 0.2 * height
    caps = [box[1] for text, _, box in line if _REACHES_CAP.search(text)]
    cap_top = float(np.median(caps)) if caps else float(np.median(tops)) - 0.4 * (baseline - float(np.median(tops)))
    size = max(baseline - cap_top, 1.0) / CAP_HEIGHT
    bottom = baseline + DESCENT * size
    return bottom - size, bottom


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


def _rules(read: _Read, page, rotation: int, size: tuple[int, int], dpi: int) -> list[dict]:
    """Connected line strokes -> pdfplumber edges along each stroke's centre line, in page points."""
    scale = 72.0 / dpi
    off_x, off_y = page.bbox[0], page.bbox[1]
    edges = []
    for mask, along in ((read.h_mask, "h"), (read.v_mask, "v")):
        n, _, stats, _ = cv2.connectedComponentsWithStats(mask, connectivity=8)
        for j in range(1, n):
            x, y, w, h = (int(stats[j, k]) for k in range(4))
            x0, y0, x1, y1 = _unrotate((x, y, x + w, y + h), rotation, size)
            orientation = along if rotation in (0, 180) else {"h": "v", "v": "h"}[along]
            if orientation == "h":
                mid = off_y + (y0 + y1) / 2 * scale
                edge = {"x0": off_x + x0 * scale, "x1": off_x + x1 * scale, "top": mid, "bottom": mid,
                        "linewidth": (y1 - y0) * scale}
            else:
                mid = off_x + (x0 + x1) / 2 * scale
                edge = {"x0": mid, "x1": mid, "top": off_y + y0 * scale, "bottom": off_y + y1 * scale,
                        "linewidth": (x1 - x0) * scale}
            edge.update(
                object_type="line",
                orientation=orientation,
                width=edge["x1"] - edge["x0"],
                height=edge["bottom"] - edge["top"],
                doctop=page.initial_doctop + edge["top"],
                page_number=page.page_number,
            )
            edges.append(edge)
    edges.sort(key=lambda e: (e["orientation"], e["top"], e["x0"]))
    return edges


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0][:200] if text else type(exc).__name__
