"""Header analysis: which rows form the column header, and the path that names each column and row.

Runs after grid recovery, on a ``Table`` whose cells (with spans) are final::

    | Tier     | Plan     | 2025*       |            |      header row 0 ("2025*" spans 2 columns)
    |          |          | EUR         | USD        |      header row 1
    | Standard | Basic    | 1,580.00    | 1,675.00   |      "Standard" spans the rows of its group
    |          | Business | 2,840.00    | 3,015.00   |

    analyze(table) -> header_rows=2, label_cols=2,
        column_paths=[["Tier"], ["Plan"], ["2025", "EUR"], ["2025", "USD"]]   (marker "*" removed)
        row_paths[3] == ["Standard", "Business"]

A row that holds only a label and no values ("ASSETS", "Support plans") is a group label: it governs the
rows below it until the next such row. A narrow column of units (kg, m³/h, %) right after the labels of a
transposed spec sheet becomes ``unit_col``.
"""
from __future__ import annotations

import re
import unicodedata

from tabsql.models import Cell, Table
from tabsql.schema_normalize.totals import label_kind

MAX_HEADER_ROWS = 5

# A footnote marker printed after a header or label: "2026*", "Revenue¹", "Total †", "Margin a)", "EBIT (1)".
_MARKER_TAIL = re.compile(
    r"(?:\s*(?:\*{1,3}|[†‡§¶]+|[¹²³⁴⁵⁶⁷⁸⁹⁰]+\)?|\s[a-z]\)|\s\(\d{1,2}\)|(?<=[a-z])\(\d{1,2}\)|\s\([a-z]\)))+$"
)
_YEAR = re.compile(r"^(?:FY\s?)?(?:1[89]|20)\d\d(?:\s?[/–-]\s?\d{2,4})?[A-Za-z]?$")
# Pieces of a date heading that look numeric: "31," (a day before a wrapped year), "3, 2020".
_DATE_PART = re.compile(r"^\d{1,2},(?:\s?(?:19|20)\d\d)?$")
_SPACED_YEAR = re.compile(r"^(?:1 9|2 0) \d \d$")  # a letter-spaced year heading: "2 0 1 8"
# The unit heading of a column of amounts in thousands: "$'000", "€’000", "RMB'000", "US$000", "'000".
_THOUSANDS_UNIT = re.compile(r"^\(?(?:[A-Z]{0,3}[$€£¥]|[A-Z]{2,3})?\s?(?:['’]000s?|000s)\)?$|^(?:[A-Z]{0,3}[$€£¥])000s?$")
_PLACEHOLDER = re.compile(r"^(?:n/?a|n\.\s?a\.|k\.\s?A\.|–|—|-|−|nil|none|—)$", re.I)
_NUMBER_CHARS = re.compile(r"[\d.,'\s]+")
_CURRENCY = re.compile(r"(?:EUR|USD|GBP|CHF|TRY|TL|JPY|€|\$|£|¥|₺)", re.I)


def clean(text: str | None) -> str:
    """Whitespace collapsed, NFC."""
    return " ".join(unicodedata.normalize("NFC", text or "").split())


def split_markers(text: str) -> tuple[str, list[str]]:
    """``"2026*"`` -> ``("2026", ["*"])``; text without a trailing marker comes back unchanged, and so
    does a bracket's closing letter (``"Capacity ('000 t)"``: "t)" closes the unit, no marker "t")."""
    text = clean(text)
    m = _MARKER_TAIL.search(text)
    if not m or m.start() == 0:
        return text, []
    head = text[: m.start()]
    if head.count("(") > head.count(")"):
        return text, []  # the tail's ")" closes a bracket the text opened
    tail = m.group(0)
    markers = re.findall(r"\*{1,3}|[†‡§¶]|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|(?<=\()[a-z\d]{1,2}(?=\))|[a-z](?=\))", tail)
    return text[: m.start()].rstrip(), markers


def strip_markers(text: str) -> str:
    return split_markers(text)[0]


def year_heading(text: str) -> bool:
    """A year with its unit under it, read as one cell: "2019 %", "2019 $'000", "FY2024 EUR m"."""
    m = re.match(r"^(?:FY\s?)?(?:19|20)\d\d\s+(\S.*)$", text)
    return m is not None and not any(ch.isdigit() for ch in m.group(1).replace("000", ""))


def is_value(text: str) -> bool:
    """A body value: a number that is not a year, a percentage, an amount, or a nil placeholder."""
    t = clean(text)
    if not t:
        return False
    if _PLACEHOLDER.match(t) or _PLACEHOLDER.match(_CURRENCY.sub("", t).strip()):
        return True  # "—", "n/a", "$—"
    if is_year(t) or _DATE_PART.match(t) or _THOUSANDS_UNIT.match(t):
        return False
    core = _CURRENCY.sub("", t)
    core = re.sub(r"[()%+\-–−±~≈<>*]|\b(?:pp|bp|x|bn|m|k|mn)\b", "", core, flags=re.I)
    core = core.replace("×10^", "").replace("×10", "")
    return bool(core.strip()) and any(ch.isdigit() for ch in core) and bool(_NUMBER_CHARS.fullmatch(core))


def _grid(table: Table) -> dict[tuple[int, int], Cell]:
    """(row, col) -> the cell that covers it (spans followed)."""
    occ: dict[tuple[int, int], Cell] = {}
    for c in table.cells:
        for r in range(c.row, c.row + max(1, c.row_span)):
            for k in range(c.col, c.col + max(1, c.col_span)):
                occ.setdefault((r, k), c)
    return occ


def _text(occ: dict[tuple[int, int], Cell], r: int, k: int) -> str:
    c = occ.get((r, k))
    return clean(c.text) if c else ""


def _origin_text(occ: dict[tuple[int, int], Cell], r: int, k: int) -> str:
    """Text of the cell that starts at (r, k); empty when (r, k) is covered by a span from elsewhere."""
    c = occ.get((r, k))
    return clean(c.text) if c is not None and c.row == r and c.col == k else ""


def _header_like_row(occ, r: int, n_cols: int, first_data: int) -> bool:
    """No values, some text in the data columns: a sub-header row such as "EUR | USD | EUR | USD"."""
    texts = [_origin_text(occ, r, k) for k in range(n_cols)]
    if any(is_value(t) for t in texts[first_data:]) and not _range_headings(texts[first_data:]):
        return False
    return any(texts[first_data:])


def is_year(text: str) -> bool:
    """A year heading: "2019", "FY2024", "2019/20", "2018 (4)", "2019 %", a letter-spaced "2 0 1 8"."""
    t = strip_markers(text)
    return bool(_YEAR.match(t) or year_heading(t) or _SPACED_YEAR.match(t))


def _year_row(occ, r: int, n_cols: int, first_data: int) -> bool:
    """Every value cell of row r is a year (two at least): the year row of the column header, even with
    a stub heading beside it ("Fiscal Year ended | 2019 | 2018 | 2017"), never a body row."""
    texts = [t for k in range(first_data, n_cols) if (t := _origin_text(occ, r, k))]
    if len(texts) >= 2 and all(is_year(t) for t in texts):
        return True
    # the years of the columns of amounts beside a heading over a column of its own ("Franchise | Released
    # | 2019 | 2018 | 2019 | 2018"): years that follow one another, more of them than headings, no value
    years = [t for t in texts if is_year(t)]
    others = [t for t in texts if not is_year(t)]
    said = {int(m.group(0)) for t in years if (m := re.search(r"(?:19|20)\d\d", t))}
    return len(years) >= 2 and len(years) > len(others) and not any(is_value(t) for t in others) \
        and len(said) >= 2 and max(said) - min(said) < len(said)


def _fills_gap(occ, upper: int, r: int, n_cols: int, first_data: int) -> bool:
    """Row r has text under a blank of the row above: it is the lower level of a two-level header."""
    for k in range(first_data, n_cols):
        above = occ.get((upper, k))
        if (above is None or not clean(above.text)) and _origin_text(occ, r, k):
            return True
    return False


_RANGE = re.compile(r"^\d[\d,.]*\s?[–-]\s?\d[\d,.]*(?:\s?[A-Za-z]+)?$")
_BOUND = re.compile(r"^(?:[<>≤≥]\s?|(?:over|under|above|below|more than|less than|up to)\s)\d[\d,.]*(?:\s?[A-Za-z]+)?$"
                    r"|^\d[\d,.]*\s?\+(?:\s?[A-Za-z]+)?$", re.I)


def _range_headings(texts: list[str]) -> bool:
    """A row of bands (``1–90 | 91–180 | 181–360 | >360 | Total``, ``1–5 | 6+``): two bands at least, one
    of them a range, and besides them only words. Column headings (days past due, age bands, price
    tiers), not values."""
    filled = [t for t in texts if t]
    ranges = sum(bool(_RANGE.match(t)) for t in filled)
    bounds = sum(bool(_BOUND.match(t)) for t in filled)
    return ranges >= 1 and ranges + bounds >= 2 and all(_RANGE.match(t) or _BOUND.match(t) or not is_value(t) for t in filled)


def count_header_rows(table: Table, occ=None) -> int:
    """Leading rows that form the column header (0 for a body-only fragment)."""
    occ = occ if occ is not None else _grid(table)
    n, m = table.n_rows, table.n_cols
    if n < 2 or m < 1:
        return 0
    first_data = 1 if m > 1 else 0
    row0 = [_origin_text(occ, 0, k) for k in range(m)]
    data0 = [t for t in row0[first_data:] if t and not _SIGN_CELL.match(t)]  # a lone "$" is its amount's
    if data0 and sum(is_value(t) for t in data0) > len(data0) / 2 and not _range_headings(data0):
        return 0
    h = 1
    limit = min(MAX_HEADER_ROWS, n - 1)
    while h < limit:
        spanned = max((c.row + c.row_span for c in table.cells if c.row < h and c.row_span > 1), default=h)
        if h < spanned <= limit:  # a header cell merged down over the next rows
            h = spanned
            continue
        spanning_above = any(
            c.row == h - 1 and c.col_span > 1 and c.col + c.col_span > first_data and clean(c.text)
            for c in table.cells
        )
        # (a stub cell stating only the scale, "(in millions)", on the header's last line labels no record)
        label_empty = all(not (t := _origin_text(occ, h, k)) or _is_unit_note(t) for k in range(first_data))
        if label_empty and _first_record_lines(occ, h, n, m, first_data):
            break
        if _header_like_row(occ, h, m, first_data) and (
            spanning_above or label_empty or _fills_gap(occ, h - 1, h, m, first_data) or _year_row(occ, h, m, first_data)
            or _ends_headings(occ, h, n, m, first_data) or _stub_on_last_line(occ, h, n, m, first_data)
        ):
            h += 1
            continue
        break
    return h


_HEADING_WORD = re.compile(r"^[A-Z][a-z]{2,}(?:[ -][A-Za-z][a-z]*)*$")


def _ends_headings(occ, h: int, n: int, m: int, first_data: int) -> bool:
    """Row h, set on the line of the stub heading ("Fiscal Year"), holds the last words of every
    column's heading ("Ground" over "Leases", "Land and Building" over "Leases"): each value column
    is headed in the row above, holds a word here, and only values below. The header's last line,
    not a body line.

        |             | Ground | Building |
        | Fiscal Year | Leases | Leases   |  -> column paths "Ground Leases", "Building Leases"
        | 2020 – 2024 | 381    | 697      |
    """
    if h + 1 >= n:
        return False
    kinds = _body_kinds(occ, h + 1, n, m, first_data)
    for k in range(first_data, m):
        t = _origin_text(occ, h, k)
        above = occ.get((h - 1, k))
        if not t or not _HEADING_WORD.match(t) or above is None or not clean(above.text) or not kinds.get(k):
            return False
    return True


def _stub_on_last_line(occ, h: int, n: int, m: int, first_data: int) -> bool:
    """Row h carries the stub heading ("Tenant") under a blank stub, and words only over columns of
    numbers: the last line of a two-line header whose headings wrap ("Number of" over "leases",
    "Weighted average remaining lease term" over "(years)"), not a first record.

        |        | Number of | Leased square | ... |
        | Tenant | leases    | feet          | ... |  -> "Number of leases", "Leased square feet"
        | Glenstowe Grocers | 24 | 1,412     | ... |
    """
    if first_data < 1 or any((t := _origin_text(occ, h - 1, k)) and not _is_unit_note(t) for k in range(first_data)):
        return False  # (a stub stating only the scale, "(in thousands)", is blank here)
    stub = [t for k in range(first_data) if (t := _origin_text(occ, h, k))]
    if not stub or any(is_value(t) for t in stub):
        return False
    valued = next((r for r in range(h + 1, n) if any(is_value(_origin_text(occ, r, k)) for k in range(first_data, m))), n)
    kinds = _body_kinds(occ, valued, n, m, first_data)
    filled = [k for k in range(first_data, m) if _origin_text(occ, h, k)]
    return len(filled) >= 2 and all(kinds.get(k) for k in filled) and \
        all(clean(c.text) for k in filled if (c := occ.get((h - 1, k))) is not None) and \
        all(occ.get((h - 1, k)) is not None for k in filled)


def _body_kinds(occ, start: int, n: int, m: int, first_data: int) -> dict[int, bool]:
    """Per value column, whether its body cells (rows ``start``..) are mostly values (True) or text."""
    kinds = {}
    for k in range(first_data, m):
        texts = [t for r in range(start, n) if (t := _origin_text(occ, r, k))]
        if texts:
            kinds[k] = sum(is_value(t) for t in texts) > len(texts) / 2
    return kinds


def _first_record_lines(occ, h: int, n: int, m: int, first_data: int) -> bool:
    """Row h, under a header that already names every column, holds text only in columns whose body
    is text and leaves every column of numbers blank: the first lines of the first record, whose
    cells are set to end on its line of numbers (a text column's cell wrapping upwards, "Southwest
    Airlines Pilots'" over "Association ("SWAPA")"), not a lower header level."""
    valued = next((r for r in range(h + 1, n) if any(is_value(_origin_text(occ, r, k)) for k in range(first_data, m))), n)
    kinds = _body_kinds(occ, valued, n, m, first_data)  # (from the first line of values: a heading's last line, set
    # in a column of its own apart from its amounts, is no text of the body)
    filled = [k for k in range(first_data, m) if _origin_text(occ, h, k)]
    if not filled or not any(kinds.values()) or any(kinds.get(k, True) for k in filled):
        return False
    named = all(any((c := occ.get((r, k))) is not None and clean(c.text) for r in range(h)) for k in range(first_data, m))
    return named and not any(is_value(_origin_text(occ, h, k)) for k in filled)


def join_first_record(table: Table, h: int) -> Table:
    """A first body row with no label and no values, over a labelled row, is that row's first
    lines (its text cells wrap upwards to end on the line of its numbers): one row. Records set so
    end on their line of numbers all through the table: every later row of such text lines (no
    label, no values, text only in columns of text) joins the labelled row under it, not the one
    above.

        |       |       | Southwest Airlines Pilots' |     | Southwest Pilots | 8,600 | Southwest Airlines Pilots' Association |
        | Southwest Pilots | 8,600 | Association | ->
    """
    occ = _grid(table)
    if h <= 0 or table.n_cols < 3 or not _first_record_lines(occ, h, table.n_rows, table.n_cols, 1):
        return table
    joined = _join_down(table, h)
    if joined is None:
        return table
    table, r = joined, h + 1
    while r < table.n_rows - 1:
        occ = _grid(table)
        kinds = _body_kinds(occ, h, table.n_rows, table.n_cols, 1)
        texts = {k: _origin_text(occ, r, k) for k in range(1, table.n_cols)}
        filled = [k for k, t in texts.items() if t]
        label = _origin_text(occ, r, 0)
        wraps = ((filled or label) and not any(kinds.get(k, True) for k in filled)
                 and not any(is_value(texts[k]) for k in filled)
                 and any(kinds.get(k) and is_value(_origin_text(occ, r + 1, k)) for k in range(1, table.n_cols)))
        nxt = _join_down(table, r, labelled=True) if wraps else None
        if nxt is None:
            r += 1
        else:  # the row above may wrap onto this one now that it holds the values
            table, r = nxt, max(h + 1, r - 1)
    return table


def _join_down(table: Table, r: int, labelled: bool = False) -> Table | None:
    """Row r (no values; no label unless ``labelled``) joined into the labelled row r + 1: its
    texts put before that row's in the same columns. None where a span or a missing label forbids it."""
    occ = _grid(table)
    m = table.n_cols
    if r + 1 >= table.n_rows or (_origin_text(occ, r, 0) and not labelled) or not _origin_text(occ, r + 1, 0):
        return None
    upper = {k: c for k in range(0 if labelled else 1, m)
             if (c := occ.get((r, k))) is not None and c.row == r and clean(c.text)}
    if not upper or any(is_value(clean(c.text)) for c in upper.values()):
        return None
    if any(c.row_span > 1 and c.row <= r + 1 < c.row + c.row_span or c.row_span > 1 and c.row < r < c.row + c.row_span
           for c in table.cells) or any(c.col_span > 1 for c in upper.values()):
        return None
    lower = {c.col: c for c in table.cells if c.row == r + 1}
    cells = []
    for c in table.cells:
        if c.row == r:
            if c.col in upper and c.col not in lower:
                cells.append(c.model_copy(update={"row": r}))  # the cell moves down, then the rows close up
            continue
        if c.row == r + 1 and c.col in upper:
            top = upper[c.col]
            box = c.bbox
            if top.bbox and c.bbox:
                box = (min(top.bbox[0], c.bbox[0]), top.bbox[1], max(top.bbox[2], c.bbox[2]), c.bbox[3])
            c = c.model_copy(update={"text": f"{clean(top.text)} {clean(c.text)}", "bbox": box})
        if c.row > r:
            c = c.model_copy(update={"row": c.row - 1})
        cells.append(c)
    return table.model_copy(update={"cells": cells, "n_rows": table.n_rows - 1})


def _is_group_column(occ, k: int, rows: range) -> bool:
    """A column of row-group labels: merged over several rows, or filled only where a group starts."""
    if any(c.col == k and c.row_span > 1 for c in {id(c): c for c in occ.values()}.values() if c.row in rows):
        return True
    filled = sum(1 for r in rows if _origin_text(occ, r, k))
    return 0 < filled <= 0.6 * len(rows)


def count_label_cols(table: Table, header_rows: int, occ=None) -> int:
    """Leading columns that name the rows: the first one, plus any it groups ("Tier | Plan")."""
    occ = occ if occ is not None else _grid(table)
    m = table.n_cols
    if m < 2:
        return 0
    rows = range(header_rows, table.n_rows)
    if not len(rows):
        return 1

    def value_share(k: int) -> float:
        texts = [_origin_text(occ, r, k) for r in rows]
        texts = [t for t in texts if t]
        return sum(is_value(t) for t in texts) / len(texts) if texts else 0.0

    labels = 1
    while labels < m - 1 and _is_group_column(occ, labels - 1, rows) and value_share(labels) <= 0.5:
        labels += 1
    return labels


_UNIT_TOKEN = re.compile(
    r"^(?:%|‰|°C|°F|°|K|pp|rpm|U/min|dB\(A\)|dB|ppm|AU|pc|ly|h|min|s|ms|d|days?|Tage|gün|years?|Jahre|yıl|"
    r"(?:[kMGTmcµnd]?(?:W|Wh|V|A|Ah|Hz|g|m|l|L|N|Nm|Pa|bar|J|t|Ω|B|bit|b/s|bps))(?:[²³2-3])?|"
    r"EUR|USD|GBP|CHF|TRY|TL|€|\$|£|pcs|Stk\.?|adet|mi|mph|in|ft|lb|oz|gal|psi|hp|PS|cal|kcal)$"
)


def _is_unit(text: str) -> bool:
    """``"m³/h"``, ``"g/cm³"``, ``"kg"``, ``"l/100 km"``, ``"dB(A)"``: every part is a known unit."""
    t = clean(text)
    if not t or len(t) > 12:
        return False
    parts = [p for p in re.split(r"[/·⋅*\s]", t) if p]
    return bool(parts) and all(_UNIT_TOKEN.match(p) or p.isdigit() for p in parts) and not t.isdigit()


def find_unit_col(table: Table, header_rows: int, label_cols: int, occ=None) -> int | None:
    """The column right after the labels when nearly all its body cells are units (transposed sheets)."""
    occ = occ if occ is not None else _grid(table)
    k = max(label_cols, 1)
    if k >= table.n_cols - 1:
        return None
    texts = [_origin_text(occ, r, k) for r in range(header_rows, table.n_rows)]
    texts = [t for t in texts if t]
    if len(texts) < 2:
        return None
    share = sum(_is_unit(t) for t in texts) / len(texts)
    return k if share >= 0.75 else None


def _column_slots(table: Table, header_rows: int) -> dict[int, tuple[float, float]]:
    """Per column, the x-range between the midpoints to its neighbours (single-column cells below the
    upper header rows)."""
    ext: dict[int, tuple[float, float]] = {}
    for c in table.cells:
        if c.col_span == 1 and c.bbox and clean(c.text) and c.row >= header_rows - 1:
            x0, x1 = ext.get(c.col, (c.bbox[0], c.bbox[2]))
            ext[c.col] = (min(x0, c.bbox[0]), max(x1, c.bbox[2]))
    cols = sorted(ext)
    slots: dict[int, tuple[float, float]] = {}
    for i, k in enumerate(cols):
        lo = (ext[cols[i - 1]][1] + ext[k][0]) / 2 if i else float("-inf")
        hi = (ext[k][1] + ext[cols[i + 1]][0]) / 2 if i + 1 < len(cols) else float("inf")
        slots[k] = (lo, hi)
    return slots


def _is_unit_note(text: str) -> bool:
    """A header cell that only states the table's scale ("in EUR thousands"): not part of any path."""
    from .context import unit_note_in

    note = unit_note_in(text)
    if not note:
        return False
    text = _EXCEPTIONS.sub("", text)  # "(In millions, except per share amounts)" states the scale only
    rest = _CURRENCY_WORDS.sub("", text.replace(note, "")).strip("() ,")
    return len(note) >= len(text.strip("() ")) - 2 or not rest


_EXCEPTIONS = re.compile(r",?\s*\b(?:except|other than|excluding)\b[^()]*", re.I)
_STATEMENT_TITLE = re.compile(
    r"\b(?:statements?\s+of\s+(?:consolidated\s+)?(?:operations|income|earnings|comprehensive|cash\s+flows?|"
    r"financial\s+(?:position|condition)|(?:changes\s+in\s+)?(?:stockholders|shareholders)|equity)|balance\s+sheets?)\b", re.I)


def lift_title(table: Table, h: int) -> Table:
    """A statement's title printed above its header and caught in the header's top row ("eBay Inc.
    CONSOLIDATED STATEMENT OF INCOME" beside "Year Ended December 31,") is the table's caption."""
    titles = [c for c in table.cells if c.row < h and c.col >= 1 and _STATEMENT_TITLE.search(c.text)
              and not ANY_YEAR.search(c.text)]
    if len(titles) != 1:
        return table
    title = titles[0]
    cells = [c for c in table.cells if c is not title]
    update: dict = {"cells": cells}
    if not table.caption:
        update["caption"] = clean(title.text)
    return table.model_copy(update=update)


_CURRENCY_WORDS = re.compile(r"\b(?:dollars?|euros?|pounds?|US|USD|EUR|GBP|AUD|CAD)\b|[$€£]", re.I)


def column_paths(table: Table, header_rows: int, occ=None) -> list[list[str]]:
    """Per column, the header texts from top to bottom (markers removed, a merged cell named once).

    An upper header cell without a span that is printed across several columns (centred over them, its
    box reaching a quarter of its width into their slots) still heads each of them.
    """
    occ = occ if occ is not None else _grid(table)
    slots = _column_slots(table, header_rows) if header_rows > 1 and any(c.bbox for c in table.cells) else {}
    periods = _period_headings(table, header_rows)
    grouped = _repeated_groups(table, header_rows, occ)
    grouped = {**_centred_runs(table, header_rows, occ), **grouped}
    paths: list[list[str]] = []
    for k in range(table.n_cols):
        path: list[str] = []
        seen: set[int] = set()
        own = False  # whether the last level is a cell of this column alone, printed in it
        for r in range(header_rows):
            cell = occ.get((r, k))
            printed = cell is not None and bool(clean(cell.text))
            if (cell is None or not clean(cell.text)) and r in periods and k >= 1:
                cell = periods[r]
            if (cell is None or not clean(cell.text)) and (r, k) in grouped:
                cell = grouped[(r, k)]
            if (cell is None or not clean(cell.text)) and r < header_rows - 1 and k in slots:
                cell = _overhanging(table, r, k, slots[k])
            if cell is None or id(cell) in seen:
                continue
            seen.add(id(cell))
            text = strip_markers(cell.text)
            text = text.replace(" ", "") if _SPACED_YEAR.match(text) else text
            if text and not _is_unit_note(text) and (not path or path[-1] != text):
                alone = printed and cell.col_span == 1
                if own and alone and _wrapped(path[-1], text):
                    path[-1] = f"{path[-1]} {text}"  # one heading set on two lines ("Price per" over "Acre")
                else:
                    path.append(text)
                own = alone
        paths.append(_bracket_closed(path))
    return _whole_runs(_share_columns_named(table, header_rows, occ, _group_prefix_shared(_period_prefix_shared(paths))))


_MONTH_FIRST = re.compile(r"^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d", re.I)
_WRAP_ENDS = re.compile(r"\b(?:of|per|in|and|to|for|the|a|an|on|at|by|from|with|&)$", re.I)


def _wrapped(upper: str, lower: str) -> bool:
    """Whether two header lines of one column alone are one heading wrapped: the upper line ends in a
    word that needs the next ("Price per" over "Acre", "Number of" over "leases"), or the lower one
    starts in lower case; not a year, nor a heading over its own measure ("Owned Fleet" over "Cars").

        >>> _wrapped("Price per", "Acre"), _wrapped("Number of", "leases"), _wrapped("Owned Fleet", "Cars")
        (True, True, False)
    """
    if is_year(upper) or is_year(lower) or upper.endswith(":") or _MONTH_FIRST.match(lower):
        return False  # (a date under a heading is its period: "Headroom at" over "December 31,")
    return bool(_WRAP_ENDS.search(upper.strip())) or lower[:1].islower()


def _bracket_closed(path: list[str]) -> list[str]:
    """A heading wrapped inside its brackets ("Entries Filed (in" over "thousands)") as one heading: the
    line that opens a bracket it does not close goes on in the line under it.

        >>> _bracket_closed(["Entries Filed (in", "thousands)", "2018"])
        ['Entries Filed (in thousands)', '2018']
    """
    out: list[str] = []
    for text in path:
        if out and out[-1].count("(") > out[-1].count(")") and text.count(")") >= text.count("("):
            out[-1] = f"{out[-1]} {text}"
        else:
            out.append(text)
    return out


_SERIES = re.compile(r"^([A-Za-z]+)\s+(?:[A-Z]|\d{1,2})$")  # "Zone A", "Zone 6", "Tier 2": one of a lettered series


def _run_kind(leaf: str) -> str | None:
    """What kind of sibling a column's own heading is: a band ("20–49", "200+", "up to 1 kg"), or a
    member of a lettered or numbered series ("Zone C"); None for any other heading."""
    if _RANGE.match(leaf) or _BOUND.match(leaf):
        return "band"
    m = _SERIES.match(leaf)
    return f"series {m.group(1).lower()}" if m else None


def _whole_runs(paths: list[list[str]]) -> list[list[str]]:
    """A group heading printed over part of a run of sibling columns of one kind (bands, or a lettered
    series), whose other columns have no heading above them, heads the whole run: a heading set over the
    middle of a borderless table, or shorter than the span it was set across.

    ``| Zone A | Rate (EUR) > Zone B | Rate (EUR) > Zone C | Zone E |`` -> every zone under "Rate (EUR)";
    ``| Price per guest > 20–49 | Price per guest > 50–99 | 200+ |`` -> "200+" under "Price per guest" too.
    Only where two columns at least under the heading are of the kind, and every one under it is.
    """
    out = [list(p) for p in paths]
    k = 0
    while k < len(paths):
        p = paths[k]
        if len(p) != 2 or (kind := _run_kind(p[1])) is None:
            k += 1
            continue
        end = k
        while end + 1 < len(paths) and len(paths[end + 1]) == 2 and paths[end + 1][0] == p[0]:
            end += 1
        if end > k and all(_run_kind(paths[j][1]) == kind for j in range(k, end + 1)):
            lo = k
            while lo - 1 >= 1 and len(paths[lo - 1]) == 1 and _run_kind(paths[lo - 1][0]) == kind:
                lo -= 1
                out[lo] = [p[0], paths[lo][0]]
            hi = end
            while hi + 1 < len(paths) and len(paths[hi + 1]) == 1 and _run_kind(paths[hi + 1][0]) == kind:
                hi += 1
                out[hi] = [p[0], paths[hi][0]]
        k = end + 1
    return out


_PERIOD_AND_YEAR = re.compile(r"^(?P<period>.*\b(?:ended|ending|as of|as at|at)\b.*?,?)\s+(?P<year>(?:19|20)\d\d)$", re.I)


def _period_prefix_shared(paths: list[list[str]]) -> list[list[str]]:
    """A period printed on one line with the first year and the other years alone beside it
    ("Years ended December 31, 2022 | 2021 | 2020") heads every year: it is one heading set before them."""
    cols = [k for k in range(1, len(paths)) if paths[k]]
    if len(cols) < 2:
        return paths
    first = _PERIOD_AND_YEAR.match(paths[cols[0]][-1])
    rest = [paths[k] for k in cols[1:]]
    if not first or not all(len(p) == len(paths[cols[0]]) and _YEAR.match(p[-1]) for p in rest):
        return paths
    period = first.group("period").strip()
    out = [list(p) for p in paths]
    out[cols[0]] = [*paths[cols[0]][:-1], period, first.group("year")]
    for k in cols[1:]:
        out[k] = [*paths[k][:-1], period, paths[k][-1]]
    return out


_HEADING_AND_YEAR = re.compile(r"^(?P<heading>.*[^\W\d].*?,?)\s+(?P<year>(?:FY\s?)?(?:19|20)\d\d)$")


def _group_prefix_shared(paths: list[list[str]]) -> list[list[str]]:
    """Groups of year columns that repeat, each group's heading printed on one line with its first year
    and the other years alone beside it ("Domestic September 30, 2019 | 2018 | International September
    30, 2019 | 2018"): each heading heads its whole group. Only when two groups at least run the same
    years in the same order, every column of a group bare but its first."""
    cols = [k for k in range(1, len(paths)) if paths[k]]
    starts = [i for i, k in enumerate(cols) if _HEADING_AND_YEAR.match(paths[k][-1])]
    if len(starts) < 2 or starts[0] != 0:
        return paths
    runs = [cols[a:b] for a, b in zip(starts, [*starts[1:], len(cols)])]
    if any(len(run) < 2 or any(k2 != k1 + 1 for k1, k2 in zip(run, run[1:])) for run in runs):
        return paths
    depth = len(paths[cols[0]])
    if any(len(paths[k]) != depth for k in cols) or any(not _YEAR.match(paths[k][-1]) for run in runs for k in run[1:]):
        return paths
    years = [[_HEADING_AND_YEAR.match(paths[run[0]][-1]).group("year"), *(paths[k][-1] for k in run[1:])] for run in runs]
    if any(y != years[0] for y in years[1:]) or len(set(years[0])) != len(years[0]):
        return paths
    out = [list(p) for p in paths]
    for run, ys in zip(runs, years):
        heading = _HEADING_AND_YEAR.match(paths[run[0]][-1]).group("heading").strip()
        for k, year in zip(run, ys):
            out[k] = [*paths[k][:-1], heading, year]
    return out


_SHARE_HEADING = re.compile(r"^\(?%\)?$|^(?:in )?(?:%|percent)$", re.I)


def _share_column(table: Table, header_rows: int, occ, k: int) -> bool:
    """Most body values of column k are percentages ("6.1%", "(3)%")."""
    texts = [t for r in range(header_rows, table.n_rows) if (t := _origin_text(occ, r, k))]
    return bool(texts) and sum(t.rstrip(")").endswith("%") for t in texts) >= 0.6 * len(texts)


def _share_columns_named(table: Table, header_rows: int, occ, paths: list[list[str]]) -> list[list[str]]:
    """A column of percentages headed by "%" alone or by nothing, right of an amount column, is that
    amount's share: it takes the amount column's heading, without its unit, then "%".

    ``| 2019 $ | % | 2018 $ | % |`` -> ``["2019", "%"]`` for the second column; in ``| 2019 | | 2018 | |``
    over ``$275,792 | 99% | ...`` the blank-headed percentage columns are read the same way. Only when
    amounts and shares alternate (two pairs at least): a lone "%" after ``2019 | 2018`` is the change.
    """
    out = [list(p) for p in paths]
    named: list[int] = []
    for k in range(2, table.n_cols):
        own, left = paths[k], paths[k - 1]
        if not left or not all(_SHARE_HEADING.match(t) for t in own) or own == left:
            continue
        if not _share_column(table, header_rows, occ, k) or _share_column(table, header_rows, occ, k - 1):
            continue
        if not any(is_value(_origin_text(occ, r, k - 1)) for r in range(header_rows, table.n_rows)):
            continue
        out[k] = left[:-1] + [_year_of(left[-1]), "%"]
        named.append(k)
    return out if len(named) >= 2 else paths


def _year_of(text: str) -> str:
    """``"2018 $"`` -> ``"2018"`` (a year heading with its unit); any other heading unchanged."""
    m = re.match(r"^((?:FY\s?)?(?:19|20)\d\d)\s", text)
    return m.group(1) if m and year_heading(text) else text


_PERIOD = re.compile(
    r"\b(?:years?|months?|weeks?|quarters?|ended|ending|as of|as at|fiscal|period|january|february|march|april"
    r"|may|june|july|august|september|october|november|december)\b", re.I)


def _repeated_groups(table: Table, header_rows: int, occ) -> dict[tuple[int, int], Cell]:
    """(row, column) -> the upper header cell that heads it as one of a group whose sub-headers repeat.

    ``| Financial assets |      | Financial liabilities |      |`` over ``| 2019 | 2018 | 2019 | 2018 |``:
    the same run of sub-headers under each upper cell says each upper cell heads its whole run, though
    it is printed over the first column of the run only. The run is read in the lowest header row, so
    a year over a wrapped heading ("2019" / "Carrying" / "Amount | Fair Value") heads the run too.
    """
    out: dict[tuple[int, int], Cell] = {}
    for r in range(header_rows - 1):
        texts = {k: _origin_text(occ, r, k) for k in range(1, table.n_cols)}
        starts = [k for k, t in texts.items() if t]
        if len(starts) < 2 or any(occ[(r, k)].col_span > 1 for k in starts):
            continue
        width = starts[1] - starts[0]
        while len(starts) > 2 and starts[-1] - starts[-2] < width:
            starts = starts[:-1]  # a heading of its own after the groups ("Change in Total %" beside "2019 | 2018")
        if width < 2 or any(b - a != width for a, b in zip(starts, starts[1:])):
            continue
        leaf = header_rows - 1  # the run repeats in the lowest header row ("Amount | Fair Value")
        # the upper cell sits over its run's first column, or, set centred over the run, over a later one
        # ("2019" centred over "Passengers | RPMs | ASMs | Load Factor" lands in the RPMs column)
        for shift in range(width):
            bases = [k - shift for k in starts]
            if bases[0] < 1 or bases[-1] + width > table.n_cols:
                continue
            below = [[strip_markers(_origin_text(occ, leaf, b + i)) for i in range(width)] for b in bases]
            if not all(below[0]) or any(run != below[0] for run in below[1:]):
                continue
            if shift and not all(_centred_over(occ[(r, k)], [occ.get((leaf, b + i)) for i in range(width)])
                                 for k, b in zip(starts, bases)):
                continue
            for k, b in zip(starts, bases):
                out.update({(r, b + i): occ[(r, k)] for i in range(width) if b + i != k})
            break
    return out


_DATED = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def _centred_runs(table: Table, header_rows: int, occ) -> dict[tuple[int, int], Cell]:
    """(row, column) -> an upper header cell dating a run of columns (a year or a date), set centred over
    the run though printed in its middle column only: ``|  | 2023 |  | 2022 |`` over ``| Purchase | Refinance |
    Total | Total |`` heads the
    first three. The run is the widest one between its neighbours in that row, every column of it headed
    in the lowest row, over whose cells the upper one is centred (``_centred_over``), and none of them headed
    by a year of its own ("% Change" over "2019 | 2018 to 2019 | 2018" heads its own column only)."""
    out: dict[tuple[int, int], Cell] = {}
    leaf = header_rows - 1
    for r in range(header_rows - 1):
        starts = [k for k in range(1, table.n_cols) if _origin_text(occ, r, k)]
        if any(occ[(r, k)].col_span > 1 for k in starts):
            continue
        for n, k in enumerate(starts):
            if not _DATED.search(_origin_text(occ, r, k)):
                continue  # (a measure's heading wrapped over its own column, "% of Net" over "Revenue", spans none)
            lo_bound = starts[n - 1] + 1 if n else 1
            hi_bound = starts[n + 1] - 1 if n + 1 < len(starts) else table.n_cols - 1
            runs = [(lo, hi) for lo in range(lo_bound, k + 1) for hi in range(k, hi_bound + 1)
                    if hi > lo and all(_origin_text(occ, leaf, j) and (j == k or not _DATED.search(_origin_text(occ, leaf, j)))
                                       for j in range(lo, hi + 1))
                    and _centred_over(occ[(r, k)], [occ.get((leaf, j)) for j in range(lo, hi + 1)])]
            if runs:
                lo, hi = max(runs, key=lambda run: run[1] - run[0])
                out.update({(r, j): occ[(r, k)] for j in range(lo, hi + 1) if j != k})
    return out


def _centred_over(cell: Cell, under: list[Cell | None]) -> bool:
    """Whether a header cell's text is set centred over the run of cells under it (its centre within
    a quarter of the run's width of the run's centre)."""
    boxes = [c.bbox for c in under if c is not None and c.bbox]
    if cell.bbox is None or not boxes:
        return False
    lo, hi = min(b[0] for b in boxes), max(b[2] for b in boxes)
    return abs((cell.bbox[0] + cell.bbox[2]) / 2 - (lo + hi) / 2) <= 0.25 * (hi - lo)


def _period_headings(table: Table, header_rows: int) -> dict[int, Cell]:
    """Upper header rows holding one period heading ("Year Ended December" / "31,") set centred over all
    the value columns together: it heads each of them, though the grid put it in the middle one. So
    does the only year of the header, alone in its row ("Fiscal 2019" over the quarters), wherever it
    is set."""
    body = [c for c in table.cells if c.row >= header_rows and c.col >= 1 and c.bbox and clean(c.text)]
    if header_rows < 2 or not body:
        return {}
    lo, hi = min(c.bbox[0] for c in body), max(c.bbox[2] for c in body)
    dated = [c for c in table.cells if c.row < header_rows and ANY_YEAR.search(c.text)]
    out: dict[int, Cell] = {}
    for r in range(header_rows - 1):
        row = [c for c in table.cells if c.row == r and clean(c.text)]
        if len(row) != 1 or row[0].col < 1 or row[0].bbox is None:
            continue
        if dated == row:
            out[r] = row[0]
            continue
        if not _PERIOD.search(row[0].text) and (r - 1 not in out or not any(ch.isdigit() for ch in row[0].text)):
            continue  # "31," under "Year Ended December" (never "Percent Change" under "Year Ended May 31,")
        centre = (row[0].bbox[0] + row[0].bbox[2]) / 2
        if abs(centre - (lo + hi) / 2) <= 0.15 * (hi - lo) + 4:
            out[r] = row[0]
    return out


def _overhanging(table: Table, r: int, k: int, slot: tuple[float, float]) -> Cell | None:
    """An upper header cell of row r, placed in another column, printed a good part over column k."""
    lo, hi = slot
    for c in table.cells:
        if c.row <= r < c.row + c.row_span and c.bbox and clean(c.text) and c.col != k and c.col_span == 1:
            # (a heading the grid spans over its columns heads those, not a neighbour its box reaches into)
            width = max(c.bbox[2] - c.bbox[0], 1.0)
            if min(hi, c.bbox[2]) - max(lo, c.bbox[0]) >= 0.25 * width:
                return c
    return None


def _row_centre(table: Table, q: int) -> float | None:
    ys = sorted((c.bbox[1] + c.bbox[3]) / 2 for c in table.cells if c.row == q and c.row_span == 1 and c.bbox)
    return ys[len(ys) // 2] if ys else None


def _group_spans(table: Table, occ, k: int, rows: range) -> list[tuple[Cell, int, int, bool]]:
    """The groups of grouping column k: (label cell, first row, last row, set centred beside them).

    A merged cell covers its rows. A label printed without a merge is read the way it is set: at the
    top of its group it holds until the next label; centred beside its group (blank rows above it)
    it covers as many rows below it as above it, measured on the page.
    """
    out: list[tuple[Cell, int, int, bool]] = []
    starts = [r for r in rows if _text(occ, r, k) and (occ[(r, k)].row == r or r == rows.start)]
    end_prev = rows.start - 1
    for i, r in enumerate(starts):
        cell = occ[(r, k)]
        nxt = starts[i + 1] if i + 1 < len(starts) else rows.stop
        first, centred = end_prev + 1, False
        if cell.row_span > 1 or cell.row < r:  # merged: exactly its rows
            first, last = max(cell.row, rows.start), min(cell.row + cell.row_span, rows.stop) - 1
        elif r <= first:  # set at the top of its group
            first, last = r, nxt - 1
        else:  # blank rows above it: centred beside its group
            yc = (cell.bbox[1] + cell.bbox[3]) / 2 if cell.bbox else _row_centre(table, r)
            y0 = _row_centre(table, first)
            ys = {q: y for q in range(r, nxt) if (y := _row_centre(table, q)) is not None}
            if yc is None or y0 is None or not ys:
                first, last = r, nxt - 1
            else:
                last = min(ys, key=lambda q: abs(ys[q] - (2 * yc - y0)))
                centred = True
        out.append((cell, first, last, centred))
        end_prev = max(end_prev, last)
    return out


def _group_labels(table: Table, occ, k: int, rows: range) -> dict[int, str]:
    """Row -> label of grouping column k (see ``_group_spans``)."""
    return {q: strip_markers(cell.text) for cell, first, last, _ in _group_spans(table, occ, k, rows)
            for q in range(first, last + 1)}


def merge_centred_groups(table: Table, header_rows: int, label_cols: int) -> Table:
    """A group label set centred beside its rows, blank above and below, is one merged cell over them.

    ``| | Basic |`` / ``| Standard | Business |`` / ``| | Plus |``  ->  "Standard" spans the three rows.
    Labels set at the top of their group are left as they are (the grid cannot tell those from blanks),
    and so are ruled grids, whose rules already say which cells are merged.
    """
    if table.method == "ruled":
        return table
    occ = _grid(table)
    body = range(header_rows, table.n_rows)
    moved: dict[int, tuple[int, int]] = {}
    dropped: set[int] = set()
    for k in range(max(1, label_cols) - 1):
        for cell, first, last, centred in _group_spans(table, occ, k, body):
            span = range(first, last + 1)
            others = [occ.get((q, k)) for q in span if q != cell.row]
            if not centred or cell.row_span != 1 or cell.col_span != 1 or any(o and clean(o.text) for o in others):
                continue
            moved[id(cell)] = (first, len(span))
            dropped |= {id(o) for o in others if o is not None}
    if not moved:
        return table
    cells = []
    for c in table.cells:
        if id(c) in dropped:
            continue
        if id(c) in moved:
            first, span = moved[id(c)]
            c = c.model_copy(update={"row": first, "row_span": span})
        cells.append(c)
    return table.model_copy(update={"cells": cells})


def row_paths(table: Table, header_rows: int, label_cols: int, occ=None) -> list[list[str]]:
    """Per row, its label path: group label (merged cell or label-only row) then the row's own labels.

    Header rows get an empty path.
    """
    occ = occ if occ is not None else _grid(table)
    m = table.n_cols
    paths: list[list[str]] = [[] for _ in range(table.n_rows)]
    if m == 0:
        return paths
    n_labels = max(1, label_cols) if m > 1 else 1
    body = range(header_rows, table.n_rows)
    grouping = {k: _group_labels(table, occ, k, body) for k in range(n_labels - 1)}
    group: str | None = None
    heading_x: float | None = None  # the group heading's left edge
    member_x: float | None = None  # its first line's, when that is set further in (the layout is indented)
    outer: list[tuple[str, float, float | None]] = []  # the headings the group is set in under, outermost first
    # ("Current provision" over "Domestic:" over "Federal"), each with its left edge and its first line's
    restored = False  # the group is an outer one again, its inner group closed by a line set back

    def ends_block(q: int) -> bool:  # row q is a heading (a label, no values), set back, or past the end
        if q >= table.n_rows:
            return True
        x = _label_left(occ, q)
        return (bool(_text(occ, q, 0)) and not any(_text(occ, q, k) for k in range(n_labels, m))) or (
            x is not None and heading_x is not None and x <= heading_x + _INDENT / 2)

    for r in body:
        labels: list[str] = []
        for k in range(n_labels):
            text = grouping[k].get(r, "") if k in grouping else strip_markers(_text(occ, r, k))
            if text and text not in labels:
                labels.append(text)
        data = [_text(occ, r, k) for k in range(n_labels, m)]
        x = _label_left(occ, r)
        if labels and m > 1 and not any(data) and r < table.n_rows - 1:
            if group and heading_x is not None and x is not None and x > heading_x + _INDENT:
                outer.append((group, heading_x, member_x))  # a heading set in under the group's: a level below it
            else:
                outer = [o for o in outer if x is not None and x > o[1] + _INDENT]
            group, heading_x, member_x, restored = labels[-1], x, None, False
            paths[r] = [o[0] for o in outer] + [group]
            continue
        if group and heading_x is not None and member_x is None:
            member_x = x if x is not None and x > heading_x + _INDENT else None  # the first line sets the layout
            if member_x is None:
                heading_x = None
        if group and labels and (label_kind(labels[-1]) or _CLOSING_LINE.match(labels[-1])) and any(data):
            # a total closes its group: it is the group's last line when it names the group
            # ("Current assets:" .. "Total current assets"), else a total above it ("Total assets")
            named = _names_group(labels[-1], group) and group not in labels
            paths[r] = [o[0] for o in outer] * named + ([group] if named else []) + labels
            group, heading_x, member_x = outer.pop() if outer else (None, None, None)
            continue
        if group and member_x is not None and x is not None and any(data) and (
                x <= heading_x + _INDENT / 2 or (x > member_x + _INDENT and ends_block(r + 1))):
            # a line set back to the heading's edge, or set further in than the lines as the last line
            # before the next heading, is no line of the group but the result under it: it closes the
            # group ("Cost of sales:" .. "Gross margin", "Changes in ...:" .. "Cash generated by ...")
            set_back = x <= heading_x + _INDENT / 2
            group = None
            outer = [o for o in outer if set_back and x > o[1] + _INDENT / 2]  # (a result line closes them all)
            if outer:  # still set in under an outer heading: a line of that group ("Foreign" under "Current provision")
                group, heading_x, member_x = outer.pop()
                restored = True
        paths[r] = [o[0] for o in outer] + ([group] if group and group not in labels else []) + labels
        if restored and not labels and any(data):
            group, restored = None, False  # the outer group's subtotal, printed with no label, closes it
    return paths


_INDENT = 3.0  # points a group's lines are set in from its heading, at least


def _label_left(occ, r: int) -> float | None:
    """Left edge of row r's label as printed (None when the grid kept no box)."""
    c = occ.get((r, 0))
    return c.bbox[0] if c is not None and c.row == r and c.bbox and clean(c.text) else None


# lines that close a section of a cash flow statement though no "total" names them
_CLOSING_LINE = re.compile(r"^net\s+(?:cash\b|(?:increase|decrease|change)\s+in\s+cash\b)", re.I)
_TOTAL_WORDS = {"total", "totals", "subtotal", "sub", "grand", "net", "of", "the", "for", "in"}
_SIDE_WORDS = {"non", "noncurrent", "current", "long", "short", "term", "and"}


def _words(text: str) -> set[str]:
    words = re.findall(r"[^\W\d_]+", strip_markers(text).lower().replace("’", "").replace("'", ""))
    return {w[:-1] if len(w) > 3 and w.endswith("s") else w for w in words} - _TOTAL_WORDS


def _names_group(total: str, group: str) -> bool:
    """Whether a total line is the sum of its group: its words are the group's, give or take one
    qualifier ("Total operating expenses" for "Operating expenses:", "Total revenue" for "Net
    revenues:"), never one side or two sides of the statement ("Total assets" for "Non-current
    assets:", "Total liabilities and equity" for "Equity:")."""
    own, heading = _words(total), _words(group)
    if not own or own == heading:
        return True
    if heading <= own:
        extra = own - heading
        return len(extra) <= 1 and not extra & _SIDE_WORDS
    if own <= heading:
        missing = heading - own
        return len(missing) <= 1 and not missing & _SIDE_WORDS
    return False


def join_split_columns(table: Table, h: int, gap: float = 6.0) -> Table:
    """A column holding only a header, right beside a column holding only body values, is one column
    whose header and values the grid cut apart (a wide header over narrow right-aligned numbers):

        | Lead time (days) |     |            | Lead time (days) |
        |                  |   5 |    ->      |                5 |

    Only when both sides are single cells with boxes no more than ``gap`` points apart.
    """
    if h < 1 or table.n_cols < 3:
        return table
    cols: dict[int, list] = {}
    for c in table.cells:
        if c.col_span == 1 and c.text.strip():
            cols.setdefault(c.col, []).append(c)
    for k in range(table.n_cols - 1):
        left, right = cols.get(k, []), cols.get(k + 1, [])
        if not left or not right or any(c.row >= h for c in left) or any(c.row < h for c in right):
            continue
        if any(c.bbox is None for c in left + right):
            continue
        if min(c.bbox[0] for c in right) - max(c.bbox[2] for c in left) > gap:
            continue
        if any(c.col == k + 1 and c.col_span == 1 for c in table.cells if c.row < h and c.text.strip()):
            continue
        filled = {c.row for c in right}
        moved = [c.model_copy(update={"col": c.col - 1}) if c.col > k else
                 c.model_copy(update={"col_span": c.col_span - 1}) if c.col + c.col_span > k + 1 else c
                 for c in table.cells
                 if not (c.col == k + 1 and not c.text.strip()) and not (c.col == k and c.row in filled)]
        # (a heading spanning both columns spans one column fewer: "2019" over its three measures)
        return join_split_columns(table.model_copy(update={"cells": moved, "n_cols": table.n_cols - 1}), h, gap)
    return table


# Year headings run together in one header cell ("2019 €m 2018 €m"): each a year with the same unit
# after it (no digits but "000"), so "2019 vs 2018" or "2019 compared with 2018 %" never split.
_GLUED_YEAR = re.compile(r"(?:FY\s?)?(?:19|20)\d\d(?:\s+(?:(?!(?:FY\s?)?(?:19|20)\d\d\b)\S)+)*")


def _glued_years(text: str) -> list[str] | None:
    """``"2019 €m 2018 €m"`` -> ``["2019 €m", "2018 €m"]``; None unless the text is two or more year
    headings with one and the same unit (or none)."""
    t = clean(text)
    pieces = [m.group(0) for m in _GLUED_YEAR.finditer(t)]
    if len(pieces) < 2 or " ".join(pieces) != t:
        return None
    units = {p.split(" ", 1)[1] if " " in p else "" for p in pieces}
    if len(units) != 1 or not all(is_year(p) for p in pieces):
        return None
    return pieces


def _body_extents(table: Table, h: int) -> dict[int, tuple[float, float]]:
    """Column -> the horizontal extent of its single-column body values."""
    ext: dict[int, tuple[float, float]] = {}
    for c in table.cells:
        if c.row >= h and c.col_span == 1 and c.bbox is not None and is_value(c.text):
            lo, hi = ext.get(c.col, (c.bbox[0], c.bbox[2]))
            ext[c.col] = (min(lo, c.bbox[0]), max(hi, c.bbox[2]))
    return ext


def _gap(box, extent: tuple[float, float]) -> float:
    return max(box[0] - extent[1], extent[0] - box[2], 0.0)


def _under(cell: Cell, row: list[Cell], ext: dict[int, tuple[float, float]], reach: float = 12.0) -> list[int]:
    """The columns whose body values stand nearer to this heading's box than to any other heading of
    its row, and within ``reach`` points of it."""
    boxes = [o.bbox for o in row if o.bbox is not None and o.text.strip()]
    return sorted(k for k, e in ext.items()
                  if _gap(cell.bbox, e) <= reach and all(_gap(cell.bbox, e) <= _gap(b, e) for b in boxes))


def split_glued_years(table: Table, h: int) -> Table:
    """A header cell that prints several year headings run together ("2019 €m 2018 €m"), over as many
    columns of values as it names, is that many headings, one per column, in reading order; the grid
    gave it to one column and the next heading a span over the other:

        | 2019 €m 2018 €m | 2017 €m    |            | 2019 €m | 2018 €m | 2017 €m |
        |  4              |  4  |  4   |    ->      |  4      |  4      |  4      |

    Only when the values under the cell's box are exactly as many adjacent columns as it names years,
    the cell's own among them, and every other heading of its row keeps a column its box is over."""
    ext = _body_extents(table, h)
    for c in table.cells:
        if c.row >= h or c.bbox is None or not (pieces := _glued_years(c.text)):
            continue
        row = [o for o in table.cells if o.row <= c.row < o.row + o.row_span]
        cols = _under(c, row, ext)
        if len(cols) != len(pieces) or cols != list(range(cols[0], cols[0] + len(cols))):
            continue
        if not cols[0] <= c.col <= cols[-1] or c.row_span != 1:
            continue
        cells, ok = [], True
        for o in table.cells:
            if o is c:
                continue
            if o.row > c.row or o.row + o.row_span <= c.row:
                cells.append(o)
                continue
            own = range(o.col, o.col + o.col_span)
            if not any(k in own for k in cols):
                cells.append(o)
                continue
            keep = [k for k in own if k not in cols]
            if not o.text.strip():
                continue  # an empty heading over the split columns goes
            if o.bbox is None or not keep or keep != list(range(keep[0], keep[0] + len(keep))) \
                    or not set(_under(o, row, ext)) & set(keep):
                ok = False
                break
            cells.append(o.model_copy(update={"col": keep[0], "col_span": len(keep)}))
        if not ok:
            continue
        x0, y0, x1, y1 = c.bbox
        width, at = x1 - x0, 0
        total = len(clean(c.text))
        for k, piece in zip(cols, pieces):
            lo = x0 + width * at / total
            at += len(piece) + 1
            hi = min(x1, x0 + width * (at - 1) / total)
            cells.append(c.model_copy(update={"col": k, "col_span": 1, "text": piece, "bbox": (lo, y0, hi, y1)}))
        cells.sort(key=lambda x: (x.row, x.col))
        return split_glued_years(table.model_copy(update={"cells": cells}), h)
    return table


# A cell that is only a currency sign set before its amount ("$ | 316,199"), or only the close of an
# amount set after it ("(3.2 | )%", "12.5 | %").
_SIGN_CELL = re.compile(r"^(?:[A-Z]{0,2}\$|€|£|¥|₹|₺|CHF|EUR|USD|GBP|JPY|RMB|TL)$")
_CLOSE_CELL = re.compile(r"^(?:%|\)|\)%|%\)|pts?\.?|bps)$")


def _header_fits(occ, c: Cell, j: int) -> bool:
    """Header cell ``c`` can join column ``j``: the cell facing it there starts in that row and column,
    or there is none (a span reaching over from elsewhere would be cut)."""
    t = occ.get((c.row, j))
    return t is None or (t.row == c.row and t.col == j and t.row_span == c.row_span)


def _sign_columns(table: Table, h: int) -> tuple[int, int] | None:
    """The first (column, column it belongs to) where every filled body cell is a sign or a close."""
    occ = _grid(table)
    body: dict[int, list[Cell]] = {}
    for c in table.cells:
        if c.row >= h and clean(c.text):
            for k in range(c.col, c.col + c.col_span):
                body.setdefault(k, []).append(c)
    for k in range(1, table.n_cols):
        cells = [c for c in body.get(k, []) if c.col_span == 1]  # a line across the table is no column's
        if not cells:
            continue
        texts = [clean(c.text) for c in cells]
        filled = [q for q in range(1, table.n_cols) if q != k and any(c.col == q and c.col_span == 1 for c in body.get(q, []))]
        after, before = [q for q in filled if q > k], [q for q in filled if q < k]
        # the amounts' column: the next one that holds anything (the grid may leave an empty one between)
        for pattern, j in ((_SIGN_CELL, after[0] if after else -1), (_CLOSE_CELL, before[-1] if before else -1)):
            if not 1 <= j < table.n_cols or not all(pattern.match(t) for t in texts):
                continue
            beside = {c.row: c for c in body.get(j, []) if c.col == j and c.col_span == 1}
            if not all(c.row in beside and is_value(beside[c.row].text) for c in cells if c.row_span == 1):
                continue
            if all(_header_fits(occ, c, j) for c in table.cells if c.row < h and c.col == k and c.col_span == 1):
                return k, j
        for pattern, step in ((_SIGN_CELL, 1), (_CLOSE_CELL, -1)):
            j = _facing_column(occ, cells, step, table.n_cols) if all(pattern.match(t) for t in texts) else None
            if j is not None and j >= 1 and all(
                    _header_fits(occ, c, j) for c in table.cells if c.row < h and c.col == k and c.col_span == 1):
                return k, j
    # a first column holding nothing but signs: the rows' labels were printed apart (wrapped prose
    # beside a block of amounts); the signs are the amounts', the column stays as the labels' place
    first = [c for c in table.cells if c.col == 0 and clean(c.text)]
    if table.n_cols > 1 and first and all(c.col_span == 1 and c.row >= h and _SIGN_CELL.match(clean(c.text)) for c in first):
        j = _facing_column(occ, first, 1, table.n_cols)
        if j is not None:
            return 0, j
    return None


def _facing_column(occ, cells: list[Cell], step: int, n_cols: int) -> int | None:
    """The one column where each sign's amount stands: the nearest text on its line in direction
    ``step`` (a sign precedes its amount, a close follows it), a value in a cell of its own, in the
    same column for every sign. The grid may put a heading or an empty column between them (a year
    set over the sign and its amount, a second header block further down)."""
    found: set[int] = set()
    for c in cells:
        if c.row_span != 1:
            return None
        q = c.col + step
        while 0 <= q < n_cols and not _text(occ, c.row, q):
            q += step
        t = occ.get((c.row, q))
        if t is None or t.row != c.row or t.col != q or t.col_span != 1 or t.row_span != 1 or not is_value(t.text):
            return None
        found.add(q)
    return found.pop() if len(found) == 1 else None


def _union(a, b):
    if a is None or b is None:
        return a or b
    return (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))


def _joined_text(first: Cell, second: Cell, sign_first: bool, header: bool) -> str:
    """A sign and its amount as one value ("$316,199", "12.5%", "(3.2)"); two header cells top to bottom."""
    if header:
        a, b = sorted((first, second), key=lambda c: (c.bbox[1], c.bbox[0]) if c.bbox else (0.0, 0.0))
        return f"{clean(a.text)} {clean(b.text)}"
    sign, amount = (first, second) if sign_first else (second, first)
    s, v = clean(sign.text), clean(amount.text)
    if sign_first:
        return f"{s}{v}" if not s.isalpha() else f"{s} {v}"
    return f"{v}{s}" if not s[0].isalpha() else f"{v} {s}"


def merge_sign_columns(table: Table, h: int) -> Table:
    """A column holding only currency signs is part of the amounts after it, and a column holding only
    closing ``%`` or ``)`` part of the amounts before it, as a reader sees them:

        |          | September 24, | 2022    |          |          | September 24, 2022 |
        | Products | $             | 316,199 |    ->    | Products | $316,199           |
        | Services |               | 78,129  |          | Services | 78,129             |

    Header cells over the sign column join the header over the amounts (top line first), so a period
    printed centred over both becomes one heading. Every sign must stand beside a value.
    """
    # lines above the first amount are headings, whatever the header count says ("San" / "Francisco"
    # over a sign and its amount, the header's lower lines read as body rows)
    h = max(h, min((c.row for c in table.cells if c.col >= 1 and is_value(c.text)), default=h))
    merged = False
    while (found := _sign_columns(table, h)) is not None:
        k, j = found
        occ = _grid(table)
        into: dict[int, Cell] = {}  # id of a target cell -> its joined copy
        gone: set[int] = set()  # sign cells joined into their target, and blank targets replaced
        for c in table.cells:
            if c.col != k or c.col_span != 1 or not clean(c.text):
                continue
            target = occ.get((c.row, j))
            if target is None:
                continue
            if not clean(target.text):
                gone.add(id(target))
                continue
            base = into.get(id(target), target)
            if c.row < h:
                text = _joined_text(c, base, True, header=True)
            else:
                text = _joined_text(c, base, True, False) if j > k else _joined_text(base, c, False, False)
            into[id(target)] = base.model_copy(update={"text": text, "bbox": _union(base.bbox, c.bbox)})
            gone.add(id(c))
        cells = []
        for c in table.cells:
            if id(c) in gone:
                continue
            c = into.get(id(c), c)
            if c.col <= k < c.col + c.col_span and c.col_span > 1:
                c = c.model_copy(update={"col_span": c.col_span - 1})
            elif c.col == k:
                c = c.model_copy(update={"col": j - 1 if j > k else j})
            elif c.col > k:
                c = c.model_copy(update={"col": c.col - 1})
            cells.append(c)
        if k == 0:  # the labels' column stays, blank
            cells = [into.get(id(c), c) for c in table.cells if id(c) not in gone]
        table = table.model_copy(update={"cells": cells, "n_cols": table.n_cols - (k > 0)})
        merged = True
    lone = join_lone_signs(table, h)
    if lone is not table:
        table, merged = lone, True
    return join_heading_columns(_drop_empty_columns(table, h), h) if merged else table


# a close that follows what it closes whatever that is ("(3.2 | )", a deed's "SIGNED BY | )"); the
# others ("%", "pts") only close an amount
_BRACKET_CLOSE = re.compile(r"^\)$")
_SIGN_TAIL = re.compile(r"^(.*\S)\s+([A-Z]{0,2}\$)$")  # a dollar sign is set before its amount, never after
_DOLLAR = re.compile(r"^[A-Z]{0,2}\$$")


def join_lone_signs(table: Table, h: int) -> Table:
    """A body cell that is only a currency sign, left over where its column also holds other things
    (two tables glued by the grid, a sign spread over two columns, signs before two different amount
    columns), joins the amount it precedes on its line; a lone close joins what it follows:

        | Fiscal 2024 | $ |       | 2,994 |    ->    | Fiscal 2024 |  |  | $2,994 |

    The amount must be the nearest text on the line (empty cells between are skipped), a value in a
    cell of its own; a sign with text other than an amount beside it stays (it is no amount's)."""
    occ = _grid(table)
    into: dict[int, Cell] = {}  # id of a target cell -> its joined copy
    gone: set[int] = set()
    # a units column ("kW", "bar", "EUR"): words on most of its filled body lines; a heading line of a
    # second block further down ("Designated") does not make one
    words: dict[int, int] = {}
    filled: dict[int, int] = {}
    for c in table.cells:
        t = clean(c.text)
        if c.row >= h and c.col_span == 1 and t:
            filled[c.col] = filled.get(c.col, 0) + 1
            if not (_SIGN_CELL.match(t) or _CLOSE_CELL.match(t) or is_value(t) or is_year(t)):
                words[c.col] = words.get(c.col, 0) + 1
    worded = {k for k, n in words.items() if n >= 2 and 2 * n >= filled[k]}
    for c in sorted(table.cells, key=lambda c: (c.row, c.col)):
        if c.row < h or c.row_span != 1:
            continue
        s = clean(c.text)
        sign, close = bool(_SIGN_CELL.match(s)), bool(_CLOSE_CELL.match(s))
        if (sign or close) and any(k in worded for k in range(c.col, c.col + c.col_span)):
            continue
        tail = _SIGN_TAIL.match(clean(into.get(id(c), c).text))
        if tail and is_value(tail.group(1)):
            # the next amount's sign read onto the end of this one ("(581) $ | (2,737)")
            q = c.col + c.col_span
            while 0 <= q < table.n_cols and not _text(occ, c.row, q):
                q += 1
            t = occ.get((c.row, q)) if q < table.n_cols else None
            if (t is not None and t.row == c.row and t.col == q and t.col_span == 1 and t.row_span == 1
                    and id(t) not in into and is_value(t.text) and not _CURRENCY.search(t.text)):
                into[id(c)] = into.get(id(c), c).model_copy(update={"text": tail.group(1)})
                into[id(t)] = t.model_copy(update={"text": f"{tail.group(2)}{clean(t.text)}"})
            continue
        if not (sign or close):
            continue
        step = 1 if sign else -1
        q = c.col + c.col_span if sign else c.col - 1
        while 0 <= q < table.n_cols and not _text(occ, c.row, q):
            q += step
        t = occ.get((c.row, q)) if 0 <= q < table.n_cols else None
        if t is None or id(t) in gone or t.row != c.row or t.row_span != 1 or (t.col != q and sign):
            continue
        base = into.get(id(t), t)
        if sign and not (t.col_span == 1 and is_value(base.text)):
            continue
        if sign and not _DOLLAR.match(s):  # "9,33 | € | 10": a euro may close the amount before it
            p = c.col - 1
            while p >= 0 and not _text(occ, c.row, p):
                p -= 1
            if p >= 0 and is_value(_text(occ, c.row, p)):
                continue
        if close and not (is_value(base.text) or _BRACKET_CLOSE.match(s)):
            continue
        text = _joined_text(c, base, True, False) if sign else _joined_text(base, c, False, False)
        into[id(t)] = base.model_copy(update={"text": text, "bbox": _union(base.bbox, c.bbox)})
        gone.add(id(c))
    if not gone and not into:
        return table
    return table.model_copy(update={"cells": [into.get(id(c), c) for c in table.cells if id(c) not in gone]})


_BARE_MARKER = re.compile(r"^(?:\(\d{1,2}\)|\([a-z]\)|\*{1,3}|[†‡§¶])+$")


def join_heading_columns(table: Table, h: int) -> Table:
    """A column that holds headings and no values ("2021" set centred over a sign and its amount, the
    grid giving it a column of its own), beside a column of amounts that is blank on those lines, is
    part of that column: the heading is the amounts' period, wherever in the table it stands (the
    header, or the header of a second block further down).

        | December 31, | 2021 |        |        | December 31, | 2021   |
        | Inventory    |      | $1,180 |   ->   | Inventory    | $1,180 |
        | Other        |      | 6,497  |        | Other        | 6,497  |

    Every heading must be printed over the amounts (half its width at least within their extent); a
    footnote marker the grid put on the heading's line over the amounts ("2021 | (1)")
    joins the heading.
    """
    occ = _grid(table)
    cols: dict[int, list[Cell]] = {}
    for c in table.cells:
        if clean(c.text):
            for k in range(c.col, c.col + c.col_span):
                cols.setdefault(k, []).append(c)

    extents = _body_extents(table, h)
    for k in range(1, table.n_cols):
        own = [c for c in cols.get(k, []) if c.col_span == 1]
        over = [c for c in cols.get(k, []) if c.col_span > 1]  # headings across k and others, lines of prose
        if not own or any(c.row_span != 1 or c.bbox is None for c in own):
            continue
        if any(c.row >= h and is_value(c.text) and not _BARE_MARKER.match(clean(c.text)) for c in own):
            continue
        choices = []
        for j in (k - 1, k + 1):
            span = extents.get(j) if 1 <= j < table.n_cols else None
            if span is None or any(c.col > 0 and not c.col <= j < c.col + c.col_span and not _ends_at(c, k, j, h)
                                   for c in over):
                continue
            facing = [occ.get((c.row, j)) for c in own]
            if any(f is not None and clean(f.text) and not (
                    f.row == c.row and f.col == j and f.col_span == 1 and f.row_span == 1
                    and _BARE_MARKER.match(clean(f.text))) for c, f in zip(own, facing)):
                continue
            if any(f is not None and not clean(f.text) and (f.row != c.row or f.col != j or f.col_span != 1)
                   for c, f in zip(own, facing)):
                continue
            # every heading printed over the amounts: half its width at least within their extent
            over_share = min((min(c.bbox[2], span[1]) - max(c.bbox[0], span[0])) / max(c.bbox[2] - c.bbox[0], 1.0)
                             for c in own)
            if over_share >= 0.5:
                choices.append((over_share, j))
        if not choices:
            continue
        j = max(choices)[1]
        moved: dict[int, Cell] = {}  # id of a heading cell -> its copy in column j
        gone: set[int] = set()  # the cells of column j it replaces
        for c in own:
            f = occ.get((c.row, j))
            new = c
            if f is not None and f.row == c.row and f.col == j:
                gone.add(id(f))
                if clean(f.text):  # a marker beside the heading: "2021 (1)"
                    a, b = (c, f) if j > k else (f, c)
                    new = c.model_copy(update={"text": f"{clean(a.text)} {clean(b.text)}", "bbox": _union(c.bbox, f.bbox)})
            moved[id(c)] = new.model_copy(update={"col": j})
        cells = []
        for c in table.cells:
            if id(c) in gone or (c.col == k and c.col_span == 1 and id(c) not in moved):
                continue  # replaced, or an empty cell of the heading's column
            c = moved.get(id(c), c)
            if _ends_at(c, k, j, h):
                pass  # a heading ending over k heads the amounts k joins: it keeps its span
            elif c.col <= k < c.col + c.col_span and c.col_span > 1:
                c = c.model_copy(update={"col_span": c.col_span - 1})  # a span over k keeps its start
            elif c.col > k:
                c = c.model_copy(update={"col": c.col - 1})
            cells.append(c)
        return join_heading_columns(table.model_copy(update={"cells": cells, "n_cols": table.n_cols - 1}), h)
    return table


def _ends_at(c: Cell, k: int, j: int, h: int) -> bool:
    """A header cell across several columns whose last is ``k``, the amounts ``k``'s heading joins
    being the next column: "Fiscal Year Ended January 31," centred over "2023" and "2022", the
    grid ending it over the heading "2022" set apart from its amounts. It heads them too."""
    return c.row < h and c.col_span > 1 and c.col + c.col_span - 1 == k and j == k + 1


def _drop_empty_columns(table: Table, h: int) -> Table:
    """Columns the signs leave empty: no text of their own, only spans that go on into a neighbour
    (a year centred over a sign and its amount, a line of prose across the table)."""
    for k in range(table.n_cols - 1, 0, -1):
        if any(c.col == k and c.col_span == 1 and clean(c.text) for c in table.cells):
            continue
        cells = []
        for c in table.cells:
            if c.col <= k < c.col + c.col_span:
                if c.col_span == 1:
                    continue  # an empty cell
                c = c.model_copy(update={"col_span": c.col_span - 1})
            elif c.col > k:
                c = c.model_copy(update={"col": c.col - 1})
            cells.append(c)
        table = table.model_copy(update={"cells": cells, "n_cols": table.n_cols - 1})
    return table


WRAP_LEADING = 0.75  # a label line this close under another (share of the row pitch) continues it
WRAP_LINE_STEP = 1.4  # ... and at most this many times the line's own height below it (a paragraph's spacing)
_BRACKETS_ONLY = re.compile(r"(?:\s*\([^()]*\))+\s*")  # "(a)", "(cents) (e)": no label of its own
_DANGLING_DATE = re.compile(
    r"(?:,|\b(?:as of|as at|at|ended|ending|on)|\b(?:January|February|March|April|May|June|July|August"
    r"|September|October|November|December)(?:\s\d{1,2},?)?)$", re.I)


def _row_pitch(occ, h: int, n: int, m: int) -> float | None:
    """The usual distance between the tops of two consecutive body rows that both print values (the
    median; None under three such pairs): the leading of the table's records."""
    tops = {}
    for r in range(max(h, 0) + 1, n):
        label = occ.get((r, 0))
        if label is not None and label.row == r and label.bbox and any(is_value(_origin_text(occ, r, k)) for k in range(1, m)):
            tops[r] = label.bbox[1]
    steps = sorted(tops[r + 1] - tops[r] for r in tops if r + 1 in tops and tops[r + 1] > tops[r])
    return steps[len(steps) // 2] if len(steps) >= 3 else None


def _set_as_one_label(upper: Cell, lower: Cell, pitch: float | None) -> bool:
    """The lower label line sits closer under the upper one than the table's records sit apart, and
    at a paragraph's line spacing (``WRAP_LINE_STEP`` times the line's height: 1.2 for a wrap, 1.6
    or more for a heading over its first line, "Sentenced" over "No Prison Term"), at the same indent
    or deeper, and the upper line opens no group (no colon): one label's two lines."""
    if pitch is None or not upper.bbox or not lower.bbox or upper.page != lower.page:
        return False
    step, height = lower.bbox[1] - upper.bbox[1], upper.bbox[3] - upper.bbox[1]
    return (0 < step <= WRAP_LEADING * pitch and step <= WRAP_LINE_STEP * height
            and lower.bbox[0] >= upper.bbox[0] - 1 and not clean(upper.text).endswith(":"))


def join_wrapped_labels(table: Table, h: int) -> Table:
    """A label-only row followed by a row that holds the values under a label that cannot stand alone
    is one row whose label wrapped: the upper label breaks off before its year ("Balances at
    December 31," over "2017"), the lower label is only brackets, a unit or a footnote marker
    ("Revenue passenger miles (in millions)" over "(a)", "... per available seat mile" over
    "(cents) (e)"), or the two lines sit closer together than the table's records do ("Keystone
    Warehouse Workers Pension" 11 pt over "Fund" in a table whose rows are 17 pt apart). Read as a
    group heading instead, the upper line would head (and scale) the lines below it.

        | Balances at December 31, |           |      | Balances at December 31, 2017 | $ 4,565.4 |
        | 2017                     | $ 4,565.4 |  ->
    """
    if table.n_cols < 2:
        return table
    occ = _grid(table)
    pitch = _row_pitch(occ, h, table.n_rows, table.n_cols)
    for r in range(max(h, 0) + 1, table.n_rows):
        upper, lower = occ.get((r - 1, 0)), occ.get((r, 0))
        if upper is None or lower is None or upper.row != r - 1 or lower.row != r:
            continue
        if upper.row_span != 1 or upper.col_span != 1 or lower.row_span != 1 or lower.col_span != 1:
            continue
        dated = _DANGLING_DATE.search(clean(upper.text)) and _YEAR.match(strip_markers(lower.text))
        if not dated and not _BRACKETS_ONLY.fullmatch(clean(lower.text)) and not _set_as_one_label(upper, lower, pitch):
            continue
        if any(_text(occ, r - 1, k) for k in range(1, table.n_cols)):
            continue
        if not any(is_value(_origin_text(occ, r, k)) for k in range(1, table.n_cols)):
            continue
        if any(c.row < r - 1 < c.row + c.row_span - 1 or c.row < r < c.row + c.row_span for c in table.cells if c.row_span > 1):
            continue
        text = f"{clean(upper.text)} {clean(lower.text)}"
        box = lower.bbox
        if upper.bbox and lower.bbox:
            box = (min(upper.bbox[0], lower.bbox[0]), upper.bbox[1], max(upper.bbox[2], lower.bbox[2]), lower.bbox[3])
        cells = []
        for c in table.cells:
            if c.row == r - 1:
                continue
            if c is lower:
                c = c.model_copy(update={"text": text, "bbox": box})
            if c.row >= r:
                c = c.model_copy(update={"row": c.row - 1})
            elif c.row + c.row_span > r - 1:
                c = c.model_copy(update={"row_span": c.row_span - 1})
            cells.append(c)
        joined = table.model_copy(update={"cells": cells, "n_rows": table.n_rows - 1})
        return join_wrapped_labels(joined, h)
    return table


ANY_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def _restarts_header(table: Table, occ, r: int, first_data: int) -> bool:
    """Row r holds no label and no values, only headings, one naming a year: a new header block
    (dates such as "11/4/2024" on a wrapped line are values, not headings); or it is a year row, its
    stub beside it ("At December 31, | 2022 | 2021" under a table of the years ended), right under a
    line of words introducing it ("Supplemental disclosures ... were as follows:"), not right under
    the first block's lines (a statement's second block, "December 31," over the balances)."""
    texts = [t for k in range(first_data, table.n_cols) if (t := _origin_text(occ, r, k))]
    return (_heading_only(table, occ, r, first_data) and any(ANY_YEAR.search(t) for t in texts)
            and all(is_year(t) or any(ch.isalpha() for ch in t) for t in texts)) \
        or (_year_row(occ, r, table.n_cols, first_data) and bool(_origin_text(occ, r - 1, 0))
            and _no_values(table, occ, r - 1, first_data))


def _heading_only(table: Table, occ, r: int, first_data: int) -> bool:
    """Row r has text in the value columns, none of it a value, and no label."""
    if _origin_text(occ, r, 0):
        return False
    texts = [_origin_text(occ, r, k) for k in range(first_data, table.n_cols)]
    return any(texts) and not any(is_value(t) for t in texts)


def _no_values(table: Table, occ, r: int, first_data: int) -> bool:
    """Row r has no value in the value columns (a label, a sentence, a scale note "(dollars in millions)")."""
    return not any(is_value(_origin_text(occ, r, k)) for k in range(first_data, table.n_cols))


def split_stacked(table: Table) -> list[Table]:
    """A table printed as blocks, one per year, each under its own header, is one table per block:

        | | As of December 31, 2019 | |            | | As of December 31, 2019 | |
        | | Cost | Gains |                         | | Cost | Gains |
        | Bonds | 129 | — |                 ->     | Bonds | 129 | — |
        | | As of December 31, 2018 | |            ----------------------------------
        | | Cost | Gains |                         | | As of December 31, 2018 | |   ...
        | Bonds | 73 | 14 |

    Only when the first header names a year too and both blocks hold values; a merged cell across
    the cut keeps the table whole. Lines with no values right above the next block's header (a
    heading, a sentence introducing it, its scale note) belong to neither block: they are the page text
    the next table's context reads.
    """
    occ = _grid(table)
    h = count_header_rows(table, occ)
    first_data = 1 if table.n_cols > 1 else 0
    if h < 1 or table.n_cols < 2:
        return [table]
    head = " ".join(_origin_text(occ, q, k) for q in range(h) for k in range(table.n_cols))
    if not ANY_YEAR.search(head):
        return [table]

    def has_values(rows: range) -> bool:
        return any(is_value(_origin_text(occ, q, k)) for q in rows for k in range(first_data, table.n_cols))

    for r in range(h + 1, table.n_rows - 1):
        if not _restarts_header(table, occ, r, first_data) or not has_values(range(h, r)):
            continue
        while r - 1 > h and _heading_only(table, occ, r - 1, first_data):
            r -= 1  # the upper lines of the block's header ("September 30," over "2018")
        end = r  # the upper block ends above the next block's title or lead-in (labels, no values)
        while end - 1 > h and _no_values(table, occ, end - 1, first_data):
            end -= 1
        if not has_values(range(r + 1, table.n_rows)) or any(c.row < q < c.row + c.row_span for c in table.cells
                                                             for q in (r, end)):
            continue
        upper = [c for c in table.cells if c.row < end]
        lower = [c.model_copy(update={"row": c.row - r}) for c in table.cells if c.row >= r]
        return [_part(table, upper, end), *split_stacked(_part(table, lower, table.n_rows - r))]
    return [table]


def _part(table: Table, cells: list[Cell], n_rows: int) -> Table:
    """A block of ``table``: its cells, its rows, and a box from the table's sides and the cells' tops and bottoms."""
    boxes = [c.bbox for c in cells if c.bbox]
    box = table.bbox
    if box and boxes:
        box = (box[0], min(b[1] for b in boxes), box[2], max(b[3] for b in boxes))
    return table.model_copy(update={"cells": cells, "n_rows": n_rows, "bbox": box})


def analyze(table: Table) -> Table:
    """Fill ``header_rows``, ``label_cols``, ``column_paths``, ``row_paths`` and ``unit_col``; merge group
    labels set centred beside their rows into cells spanning them."""
    if not table.cells:
        return table
    occ = _grid(table)
    n_rows = max(table.n_rows, max(c.row + c.row_span for c in table.cells))
    n_cols = max(table.n_cols, max(c.col + c.col_span for c in table.cells))
    table = table.model_copy(update={"n_rows": n_rows, "n_cols": n_cols})
    h = count_header_rows(table, occ)
    joined = join_first_record(join_wrapped_labels(merge_sign_columns(
        split_glued_years(join_split_columns(lift_title(table, h), h), h), h), h), h)
    if joined is not table:
        table, occ = joined, _grid(joined)
        h = count_header_rows(table, occ)
    labels = count_label_cols(table, h, occ)
    merged = merge_centred_groups(table, h, labels)
    if merged is not table:
        table, occ = merged, _grid(merged)
    unit_col = find_unit_col(table, h, labels, occ)
    return table.model_copy(
        update={
            "header_rows": h,
            "label_cols": labels,
            "unit_col": unit_col,
            "column_paths": column_paths(table, h, occ),
            "row_paths": row_paths(table, h, labels, occ),
        }
    )
