"""Context: the printed text around a table that is needed to read its numbers.

    Tabelle 2: Versandkosten (in Tsd. EUR)        <- caption; unit note "in Tsd. EUR"
    | Menge | Standard* | Express |
    | 1–99  | 27,59     | 61,25   |
    * Alle Preise zzgl. MwSt.                     <- footnote, marker "*"
    Gebühren je Lieferung an eine Anschrift.      <- unmarked note (set small, right under the table)
    Der Versand erfolgt ab Lager ...              <- prose (body-size text): not a note

``attach(table, page_words, other_tables)`` looks only at text in the table's own column band (so two tables
side by side keep their own captions and notes), stops at the next table, and takes unmarked lines under
the table as notes only while they are set no larger than the table's own text: prose in the body size
that follows a table is left alone. Rows the grid pass swept into the table that are really its caption
(first row) or its footnotes (last rows) are moved out of the grid.
"""
from __future__ import annotations

import functools
import re
import statistics
from collections.abc import Sequence
from importlib import resources

import yaml

from tabsql.models import BBox, Cell, Footnote, Table

from . import headers
from .headers import clean
from tabsql.schema_normalize.units import measure_note

CAPTION_RE = re.compile(
    r"^(?:T\s?able|Tabelle|Tab\.|Tablo|Tableau|Tabla|Tabella|Exhibit|Schedule|Übersicht|Abbildung)\s*"
    r"[A-Z]?\d+(?:[.\-]\d+)*[a-z]?\s*(?:[:.\-–—|]|\(|$)",
    re.I,
)
_BARE_LABEL = re.compile(r"^\S+(?:\s\S+)?\s*[A-Z]?\d+(?:[.\-]\d+)*[a-z]?[.:]?$")  # "Table 6", "T ABLE 6."
CONTINUED_RE = re.compile(
    r"\b(?:continued|cont(?:'d|\.|inued)?|fortsetzung|fortgesetzt|forts\.|devam(?:ı)?|suite)\b", re.I
)
_CUR = (r"(?:EUR|USD|GBP|CHF|TRY|TL|JPY|SEK|NOK|DKK|PLN|CAD|AUD|NZD|HKD|SGD|€|\$|£|¥|₺|euros?|Euro|"
        r"(?:(?:Canadian|Australian|New\s+Zealand|Hong\s+Kong|Singapore|U\.S\.|US)\s+)?dollars?)")
_SCALE = (
    r"(?:thousands?|millions?|billions?|Tausend|Millionen|Milliarden|Tsd\.?|TEUR|Mio\.?|Mrd\.?|"
    r"bin|milyon|milyar|bn|mn|'000s?|000s)"
)
UNIT_NOTE_RES = [
    re.compile(p, re.I)
    for p in (
        rf"\bin\s+{_CUR}\s*{_SCALE}(?=\W|$)",  # in EUR thousands
        rf"\bin\s+{_SCALE}\s*(?:of\s+)?{_CUR}(?=\W|$)",  # in Tsd. EUR, in thousands of euros
        rf"(?<!\w){_CUR}\s+in\s+{_SCALE}(?=\W|$)",  # dollars in thousands, $ in millions
        rf"\bin\s+{_SCALE}(?=\W|$)",  # in thousands
        rf"(?<!\w){_CUR}\s*{_SCALE}(?=\W|$)",  # USD millions, € millions
        rf"(?<!\w){_SCALE}\s*{_CUR}(?=\W|$)",  # Tsd. EUR, Mio. €, bin TL
        r"(?<!\w)(?:TEUR|TUSD|kEUR|MEUR|T€|Mio€)(?!\w)",
        rf"(?<!\w)(?:€|\$|£)\s?(?:m|k|bn)(?!\w)",
    )
]
FOOTNOTE_RE = re.compile(
    r"^(?P<m>\*{1,3}|[†‡§¶]+|[¹²³⁴⁵⁶⁷⁸⁹⁰]+\)?|\(\d{1,2}\)|\d{1,2}\)|\([a-z]\)|[a-z]\))\s*(?P<t>\S.*)$"
)
_SUPERSCRIPT_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹", "0123456789")
NOTE_LEAD_RE = re.compile(r"^(?:Notes?|Source|Sources|Quelle|Anmerkung|Hinweis|Kaynak|Not)\s*[:.]", re.I)
_PAGE_FURNITURE = re.compile(r"^(?:(?:page|seite|sayfa)\s*\d+.*|\d{1,4}|-\s*\d+\s*-|\d+\s*/\s*\d+)$", re.I)


def unit_note_in(text: str) -> str | None:
    """The scale/unit phrase of a caption or note: ``"(USD millions, except employees)"`` -> ``"USD millions"``."""
    for rx in UNIT_NOTE_RES:
        m = rx.search(text or "")
        if m:
            return clean(m.group(0)).strip("() ,;")
    return None


def scale_note(text: str) -> bool:
    """A line that is one bracketed note stating a scale ("(in millions, except per share data)")."""
    text = text.strip()
    return text.startswith("(") and text.endswith(")") and unit_note_in(text) is not None


def split_footnote(text: str) -> Footnote:
    """``"* Prices exclude VAT."`` -> marker ``"*"``, text ``"Prices exclude VAT."``."""
    text = clean(text)
    m = FOOTNOTE_RE.match(text)
    if m:  # a superscript marker as the cells' markers are read ("¹" -> "1": "Summer BBQ¹" points to it)
        marker = m.group("m").strip("()").translate(_SUPERSCRIPT_DIGITS)
        return Footnote(marker=marker, text=m.group("t"))
    return Footnote(marker=None, text=text)


# --------------------------------------------------------------------------- lines of words
class _Seg:
    """A run of words on one printed line with no wide gap inside (one column band of a line)."""

    __slots__ = ("x0", "x1", "top", "bottom", "size", "bold", "text")

    def __init__(self, words: list[dict]):
        self.x0 = min(w["x0"] for w in words)
        self.x1 = max(w["x1"] for w in words)
        self.top = min(w["top"] for w in words)
        self.bottom = max(w["bottom"] for w in words)
        self.size = statistics.median(_size(w) for w in words)
        self.bold = sum("bold" in str(w.get("fontname", "")).lower() for w in words) > len(words) / 2
        self.text = clean(" ".join(w["text"] for w in words))


def _size(w: dict) -> float:
    return float(w.get("size") or (w["bottom"] - w["top"]))


def _segments(words: list[dict]) -> list[_Seg]:
    """Words grouped into lines, each line split where the gap between words is wide."""
    segs: list[_Seg] = []
    lines: list[list[dict]] = []
    for w in sorted(words, key=lambda w: (w["top"], w["x0"])):
        mid = (w["top"] + w["bottom"]) / 2
        if lines and abs(mid - (lines[-1][0]["top"] + lines[-1][0]["bottom"]) / 2) < 0.4 * _size(w):
            lines[-1].append(w)
        else:
            lines.append([w])
    for line in lines:
        line.sort(key=lambda w: w["x0"])
        run = [line[0]]
        for w in line[1:]:
            if w["x0"] - run[-1]["x1"] > max(12.0, 1.6 * _size(w)):
                segs.append(_Seg(run))
                run = []
            run.append(w)
        segs.append(_Seg(run))
    return segs


def _inside(seg: _Seg, box: BBox, tol: float = 1.5) -> bool:
    mid_y = (seg.top + seg.bottom) / 2
    mid_x = (seg.x0 + seg.x1) / 2
    return box[1] - tol <= mid_y <= box[3] + tol and box[0] - tol <= mid_x <= box[2] + tol


def _bbox_of(table: Table) -> BBox | None:
    if table.bbox:
        return table.bbox
    boxes = [c.bbox for c in table.cells if c.bbox and c.page == table.page]
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))


# --------------------------------------------------------------------------- grid clean-up
def _row_texts(table: Table, r: int) -> list[Cell]:
    return [c for c in table.cells if c.row == r and clean(c.text)]


def _drop_row(table: Table, r: int) -> Table:
    cells = [c.model_copy(update={"row": c.row - (c.row > r)}) for c in table.cells if c.row != r]
    return table.model_copy(update={"cells": cells, "n_rows": max(0, table.n_rows - 1)})


def _peel(table: Table) -> tuple[Table, str | None, list[Footnote]]:
    """Move a caption swept in as the first row, and footnotes swept in as the last rows, out of the grid."""
    caption = None
    notes: list[Footnote] = []
    unit_only = None
    while table.n_rows > 2:
        first = sorted(_row_texts(table, 0), key=lambda c: c.col)
        joined = " ".join(clean(c.text) for c in first)
        text = clean(first[0].text) if len(first) == 1 else ""
        if caption is None and joined and CAPTION_RE.match(joined) and not any(headers.is_value(c.text) for c in first[1:]):
            caption = joined
        elif caption is not None and text and (text[:1].islower() or _BARE_LABEL.match(caption)):
            caption = f"{caption} {text}"  # the title under a bare "Table 6", or a wrapped caption line
        elif text and (note := unit_note_in(text)) and len(note) >= len(text.strip("() ")) - 2:
            unit_only = note
        elif text and first[0].col == 0 and _titles_header(table):
            if not _sentence_tail(text):  # (the last words of the paragraph above, "2025.", are no title)
                caption = f"{caption} {text}" if caption else text
        else:
            break
        table = _drop_row(table, 0)
    if unit_only and not table.unit_note:
        table = table.model_copy(update={"unit_note": unit_only})
    while table.n_rows > 2:
        last = _row_texts(table, table.n_rows - 1)
        if len(last) != 1:
            break
        text = clean(last[0].text)
        if not (FOOTNOTE_RE.match(text) or NOTE_LEAD_RE.match(text)) or len(text) < 8:
            break
        notes.insert(0, split_footnote(text))
        table = _drop_row(table, table.n_rows - 1)
    if caption or notes or unit_only:
        boxes = [c.bbox for c in table.cells if c.bbox and c.page == table.page]
        if boxes:
            table = table.model_copy(update={"bbox": (
                min(b[0] for b in boxes), min(b[1] for b in boxes),
                max(b[2] for b in boxes), max(b[3] for b in boxes))})
    return table, caption, notes


_TITLE_LINES = 3  # at most this many lines of a title and its lead-in swept in above a header


def _sentence_tail(text: str) -> bool:
    """The end of the paragraph above, wrapped onto its own line: a word or two closing a sentence
    ("2025."), or words going on from a line above in lower case ("in constant currency."). Not a
    title ending in an abbreviation ("BOSTON PROPERTIES, INC.")."""
    t = clean(text)
    return t.endswith(".") and not t.endswith("..") and (len(t.split()) <= 2 and not t[:1].isalpha() or t[:1].islower())


def _title_words(text: str) -> int:
    """How many words of a line are not a dateline's ("Years Ended" has none)."""
    return len(_DATELINE_WORDS.sub(" ", text).strip(" ,.:").split())


def _titles_header(table: Table) -> bool:
    """The first row is a line of two words or more set from the label column alone ("Significant Product
    Revenues", "The following provides ... :") over a column header: a row with headings in the value
    columns and no values, the first of a few such lines at most. The table's title, not a group of
    lines: a group heads values."""
    occ = headers._grid(table)
    for r in range(min(_TITLE_LINES, table.n_rows - 2)):
        cells = _row_texts(table, r)
        text = cells[0].text if len(cells) == 1 and cells[0].col == 0 else None
        if text is not None and (_sentence_tail(text) or not headers.is_value(text) and _title_words(text) >= 2):
            continue  # (a line that only dates the columns, "Years Ended", or one word, "Consolidated", is
            # the header's stub: the heading of the columns the grid set in the labels' column)
        return r > 0 and headers._header_like_row(occ, r, table.n_cols, 1)
    return False


# --------------------------------------------------------------------------- attach
def attach(table: Table, page_words: list[dict], other_tables: Sequence[Table] = ()) -> Table:
    """Fill caption, section, unit_note and footnotes of ``table`` from the words of its first page.

    ``page_words``: pdfplumber words of ``table.page`` (``x0, x1, top, bottom, text``; ``size`` and
    ``fontname`` used when present, e.g. ``page.extract_words(extra_attrs=["size", "fontname"])``; OCR words
    work too). ``other_tables``: the other tables found on the same page, so that their text is never taken
    as this table's context. Returns a new Table; the input is not changed.
    """
    table, peeled_caption, peeled_notes = _peel(table)
    box = _bbox_of(table)
    if box is None:
        return table.model_copy(update={"caption": table.caption or peeled_caption})
    others = [b for t in other_tables if t.page == table.page and t is not table and (b := _bbox_of(t))]
    segs = [s for s in _segments(page_words) if not _inside(s, box) and not any(_inside(s, b) for b in others)]
    inner = [_size(w) for w in page_words if _inside_word(w, box)]
    table_size = statistics.median(inner) if inner else 9.0
    body_size = statistics.mode(round(_size(w), 1) for w in page_words) if page_words else table_size
    beside = [b for b in others if b[1] < box[3] and b[3] > box[1]]  # a table side by side with this one
    band = [s for s in segs if (s.x0 < box[2] - 2 and s.x1 > box[0] + 2) or not beside]

    above = sorted((s for s in band if s.bottom <= box[1] + 1), key=lambda s: -s.bottom)
    below = sorted((s for s in band if s.top >= box[3] - 1), key=lambda s: s.top)
    blockers_below = [b[1] for b in others if b[1] >= box[3] - 1 and b[0] < box[2] and b[2] > box[0]]
    next_table_top = min(blockers_below, default=float("inf"))
    blockers_above = [b[3] for b in others if b[3] <= box[1] + 1 and b[0] < box[2] and b[2] > box[0]]
    prev_table_bottom = max(blockers_above, default=float("-inf"))

    caption, near_above = _caption_above(above, box, prev_table_bottom)
    caption = table.caption or peeled_caption or caption
    if caption is None:
        caption = _caption_below(below, box, next_table_top)
    carried = " ".join([caption or ""] + [c.text for c in table.cells])
    notes = peeled_notes + _notes_below(below, box, table_size, next_table_top, caption, carried)
    unit_note = table.unit_note or _find_unit_note(table, caption, near_above, notes)
    section = table.section or _section_above(segs, box, body_size, caption)
    footnotes = table.footnotes or notes
    lead_in = table.lead_in
    if lead_in is None and caption is None:
        lead_in = _lead_in(band, box, prev_table_bottom, next_table_top, alone=not others)
    return table.model_copy(update={"caption": caption, "unit_note": unit_note, "section": section,
                                    "footnotes": footnotes, "lead_in": lead_in})


_LEAD_MAX_WORDS = 45
_SENTENCE_END = re.compile(r"(?<=[.:;!?])\s+(?=[A-Z\"“‘(0-9ÄÖÜÇŞİ])")


@functools.lru_cache(maxsize=1)
def _lead_in_phrases() -> tuple[re.Pattern, re.Pattern]:
    """The phrases of tabsql/data/lead_in.yaml (every language), as one whole-word pattern."""
    data = yaml.safe_load(resources.files("tabsql").joinpath("data/lead_in.yaml").read_text("utf-8"))
    phrases = sorted({p for ps in data["phrases"].values() for p in ps}, key=len, reverse=True)
    table = sorted(data.get("table_words") or [], key=len, reverse=True)
    return (re.compile(r"(?<!\w)(?:" + "|".join(re.escape(p) for p in phrases) + r")(?!\w)", re.I),
            re.compile(r"(?<!\w)(?:" + "|".join(re.escape(p) for p in table) + r")(?!\w)", re.I))


def _sentences(lines: list[_Seg]) -> list[str]:
    """The sentences of lines read in order (a line ending in a hyphen joined to the next word)."""
    text = ""
    for s in lines:
        text = f"{text[:-1]}{s.text}" if text.endswith("-") and s.text[:1].islower() else f"{text} {s.text}"
    return [x.strip() for x in _SENTENCE_END.split(text.strip()) if x.strip()]


def lead_in_score(sentence: str) -> int:
    """How surely a sentence announces a table: 2 for a phrase such as "as follows" or "the following
    table" (``data/lead_in.yaml``), 1 more when it ends with a colon, 1 more when it names a table;
    0: no lead-in (a colon alone announces a list as often as a table; a long sentence is prose about
    something else).

    >>> lead_in_score("Personnel expenses for employees were as follows:")
    3
    >>> lead_in_score("The following table shows the high and low sale prices per share:")
    4
    >>> lead_in_score("Revenue grew by 4% in 2019.")
    0
    """
    words = sentence.split()
    phrases, table = _lead_in_phrases()
    if len(words) < 3 or len(words) > _LEAD_MAX_WORDS or not phrases.search(sentence):
        return 0
    return 2 + sentence.rstrip().endswith(":") + bool(table.search(sentence))


def _lead_in(band: list[_Seg], box: BBox, prev_bottom: float, next_top: float, alone: bool) -> str | None:
    """The sentence that announces the table: the surest lead-in among the sentences of the prose right
    above it (a report sets it there, often last), else, for a table alone on its page, the surest lead-in of the prose under it
    (a page that prints the table first and its context after it); the first of equals."""
    above = sorted((s for s in band if prev_bottom < s.bottom <= box[1] + 1), key=lambda s: s.top)
    near: list[_Seg] = []
    edge = box[1]
    for s in reversed(above):
        if edge - s.bottom > max(2.0 * s.size, 14.0) or len(near) >= 6:
            break
        near.insert(0, s)
        edge = s.top
    scored = [(lead_in_score(x), k, x) for k, x in enumerate(_sentences(near))] if near else []
    if scored and max(scored)[0]:
        return max(scored)[2]  # the surest, the last of equals: "The table below shows the effect of a 10%
        # strengthening of sterling ..." before "A 10% weakening would have an equal and opposite effect."
    if not alone:
        return None
    below = sorted((s for s in band if s.top >= box[3] - 1 and s.top < next_top), key=lambda s: (s.top, s.x0))
    best, best_score = None, 0
    for sent in _sentences(below):
        score = lead_in_score(sent)
        if score > best_score:
            best, best_score = sent, score
    return best


def _inside_word(w: dict, box: BBox) -> bool:
    mx, my = (w["x0"] + w["x1"]) / 2, (w["top"] + w["bottom"]) / 2
    return box[0] <= mx <= box[2] and box[1] <= my <= box[3]


def _caption_above(above: list[_Seg], box: BBox, stop: float) -> tuple[str | None, list[_Seg]]:
    """The nearest "Table N: ..." line within a few lines above (with its wrapped second line); also the
    other short lines between it and the table."""
    near: list[_Seg] = []
    edge = box[1]
    for s in above:
        if s.bottom <= stop or edge - s.bottom > max(3.0 * s.size, 24.0) or len(near) >= 4:
            break
        if CAPTION_RE.match(s.text):
            text = s.text
            if near and _wraps(s, near[-1]):
                text = f"{text} {near.pop().text}"
            return text, near
        near.append(s)
        edge = s.top
    return None, near


def _wraps(line: _Seg, nxt: _Seg) -> bool:
    """nxt is the wrapped rest of line: set the same way, right under it, going on mid-sentence."""
    return (abs(line.size - nxt.size) < 0.3 and line.bold == nxt.bold and nxt.top - line.bottom < 0.6 * line.size
            and (nxt.text[:1].islower() or nxt.text[:1] in "—–-(") and unit_note_in(nxt.text) != nxt.text)


def _caption_below(below: list[_Seg], box: BBox, stop: float) -> str | None:
    """A caption set under the table, unless it sits closer to the next table below (then it is that one's)."""
    edge = box[3]
    for s in below[:3]:
        if s.top >= stop or s.top - edge > max(3.0 * s.size, 24.0):
            break
        if CAPTION_RE.match(s.text):
            return s.text if stop - s.bottom > s.top - box[3] else None
        edge = s.bottom
    return None


def _notes_below(below: list[_Seg], box: BBox, table_size: float, stop: float, caption: str | None,
                 carried: str = "") -> list[Footnote]:
    """Lines right under the table that are footnotes or notes (marked, or set no larger than the table).

    A note whose marker the table itself carries ("Delivery fees*" ... "* Prices exclude VAT.") may
    stand a paragraph's distance below it; any other line must follow the table closely.
    """
    notes: list[Footnote] = []
    edge = box[3]
    prev: _Seg | None = None
    for s in below:
        mark = FOOTNOTE_RE.match(s.text)
        gap = max(3.0 * s.size, 24.0) if mark and not notes and mark.group("m") in carried else max(1.6 * s.size, 10.0)
        if s.top >= stop - 1 or s.top - edge > gap:
            break
        if CAPTION_RE.match(s.text) or _PAGE_FURNITURE.match(s.text):
            break
        marked = FOOTNOTE_RE.match(s.text) or NOTE_LEAD_RE.match(s.text)
        small = s.size <= table_size + 0.25 and not s.bold
        if not (marked or small):
            break
        if s.x0 > box[0] + 15:  # not at the table's left edge: a stray line of a cell, not a note
            edge = s.bottom
            continue
        wrapped = prev is not None and notes[-1].text[-1:] not in ".!?:" and (
            s.text[:1].islower() or prev.x1 - prev.x0 >= 0.8 * (box[2] - box[0]))
        if not marked and wrapped:
            notes[-1] = Footnote(marker=notes[-1].marker, text=f"{notes[-1].text} {s.text}")
        else:
            notes.append(split_footnote(s.text))
        edge, prev = s.bottom, s
    return notes


def _find_unit_note(table: Table, caption: str | None, near_above: list[_Seg], notes: list[Footnote]) -> str | None:
    """Scale note from the caption, a unit line just above the table, the header cells, or a note."""
    heads = [c for c in table.cells if c.row < max(1, table.header_rows)]
    header_texts = [clean(c.text) for c in heads if c.col < table.label_cols or not measure_note(
        clean(c.text), [clean(o.text) for o in heads if o.row == c.row and o.col >= table.label_cols])]
    prose = {s.text for s in near_above if _quantity_in_prose(s.text)}
    for text in [caption or "", *(s.text for s in near_above), *header_texts, *(n.text for n in notes)]:
        found = unit_note_in(text)
        if found and text not in prose:
            return _with_exceptions(clean(text), found)
    return None


PROSE_WORDS = 8  # a line above a table this long is prose (a sentence, or a line of one), not a note on the table


def _quantity_in_prose(text: str) -> bool:
    """A sentence above the table stating one quantity's unit ("Nameplate capacity is stated in million
    tonnes per annum (mtpa)."): its scale word is that unit's ("million tonnes"), no scale of the table."""
    found = unit_note_in(text)
    if not found or len(text.split()) < PROSE_WORDS:
        return False
    after = text[text.find(found) + len(found):].split()
    return bool(after) and after[0].isalpha() and after[0].islower() and after[0] not in ("of", "unless", "except")


_EXCEPT_CLAUSE = re.compile(r"\b(?:except|other than|excluding|außer|ausgenommen|hariç)\b", re.I)


def _with_exceptions(text: str, found: str) -> str:
    """The note with the rows it exempts, as printed: "In millions, except number of shares, which are
    reflected in thousands, and per-share amounts", not "In millions" alone; and with the measure it
    names ("(Revenue in thousands)", whose scale a column of counts beside revenue does not take)."""
    for inner in re.findall(r"\(([^()]*)\)", text) or [text]:
        if found in inner and (_EXCEPT_CLAUSE.search(inner) or _measure_named(clean(inner).strip(" ,;"), found)):
            return clean(inner).strip(" ,;")
    return found


MEASURE_WORDS = 8  # words of a measure's name before its scale in a note: "(Wash Club members and car washes sold in thousands)"


def _measure_named(note: str, found: str) -> bool:
    """Whether a note is a measure's name (up to ``MEASURE_WORDS`` words) and then its scale, perhaps of a unit:
    "Revenue in thousands", "Feedstock in thousands of tonnes"."""
    head, _, tail = note.partition(found)
    return (not tail or _OF_UNIT.fullmatch(tail) is not None) and 1 <= len(words := head.split()) <= MEASURE_WORDS \
        and all(w[:1].isalpha() for w in words)


_OF_UNIT = re.compile(r"\s+of(?:\s+[A-Za-z.]+){1,3}")  # " of tonnes", " of US dollars": the unit the scale is of


def _section_above(segs: list[_Seg], box: BBox, body_size: float, caption: str | None) -> str | None:
    """Nearest heading above the table: a short line in bold or larger than the page's body text. A
    heading that only dates the table ("Years ended December 31, 2021, 2020, and 2019") is the dateline
    under its title: the title set right above it ("Consolidated Statements of Cash Flows") leads it."""
    dateline = None
    for s in sorted((s for s in segs if s.bottom <= box[1] + 1), key=lambda s: -s.bottom):
        if CAPTION_RE.match(s.text) or s.text == caption or scale_note(s.text):
            continue  # (a bracketed scale note over the headings, "(IN MILLIONS)", is the table's note, no title)
        if dateline is not None and dateline.top - s.bottom > 2.0 * dateline.size:
            break
        heading = (s.bold and s.size >= body_size - 0.1) or s.size >= body_size + 1.5
        if heading and 2 < len(s.text) <= 90 and not s.text.endswith((".", ",", ";")) and not _PAGE_FURNITURE.match(s.text):
            if dateline is None and _DATELINE_WORDS.sub(" ", s.text).strip(" ,.") == "" and headers.ANY_YEAR.search(s.text):
                dateline = s
                continue
            title = f"{first.text} {s.text}" if (first := _heading_first_line(segs, s)) is not None else s.text
            return f"{title} {dateline.text}" if dateline is not None else title
    return dateline.text if dateline is not None else None


def _heading_first_line(segs: list[_Seg], s: _Seg) -> _Seg | None:
    """The line a heading wrapped from: set right over it (closer than half a line), in its style and
    size, from the same left edge, going on without a stop ("Tolsworth Engineering plc — 31. Key
    management personnel" over "compensation")."""
    above = [o for o in segs if o.bottom <= s.top + 1 and s.top - o.bottom <= 0.5 * s.size and o is not s]
    first = max(above, key=lambda o: o.bottom, default=None)
    if first is None or first.bold != s.bold or abs(first.size - s.size) > 0.2 or abs(first.x0 - s.x0) > 2:
        return None
    short = all(len(x.text.split()) <= HEADING_WORDS for x in (first, s))  # a title, not two lines of a paragraph
    return first if short and not first.text.endswith((".", ":", ";")) else None


HEADING_WORDS = 12  # words a line of a heading holds at most (a paragraph's lines run longer)


# the words of a line that only dates a table: its periods ("Years ended", "As of"), months, days, years
_DATELINE_WORDS = re.compile(
    r"\b(?:for|the|fiscal|years?|quarters?|months|weeks|three|six|nine|twelve|fifty-(?:two|three)|ended|ending|"
    r"as|of|at|and|january|february|march|april|may|june|july|august|september|october|november|december|"
    r"\d{1,4})\b|[,.]", re.I)
