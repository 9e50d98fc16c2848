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

MAX_HEADER_ROWS = 5

# A footnote marker printed after a header or label: "2026*", "Revenue¹", "Total †", "Margin a)", "EBIT (1)".
_MARKER_TAIL = re.compile(
    r"(?:\s*(?:\*{1,3}|[†‡§¶]+|[¹²³⁴⁵⁶⁷⁸⁹⁰]+\)?|\s[a-z]\)|\s\(\d{1,2}\)|\s\([a-z]\)))+$"
)
_YEAR = re.compile(r"^(?:FY\s?)?(?:1[89]|20)\d\d(?:\s?[/–-]\s?\d{2,4})?[A-Za-z]?$")
# Pieces of a date heading that look numeric: "31," (a day before a wrapped year), "3, 2020".
_DATE_PART = re.compile(r"^\d{1,2},(?:\s?(?:19|20)\d\d)?$")
_SPACED_YEAR = re.compile(r"^(?:1 9|2 0) \d \d$")  # a letter-spaced year heading: "2 0 1 8"
_PLACEHOLDER = re.compile(r"^(?:n/?a|n\.\s?a\.|k\.\s?A\.|–|—|-|−|nil|none|—)$", re.I)
_NUMBER_CHARS = re.compile(r"[\d.,'\s]+")
_CURRENCY = re.compile(r"(?:EUR|USD|GBP|CHF|TRY|TL|JPY|€|\$|£|¥|₺)", re.I)


def clean(text: str | None) -> str:
    """Whitespace collapsed, NFC."""
    return " ".join(unicodedata.normalize("NFC", text or "").split())


def split_markers(text: str) -> tuple[str, list[str]]:
    """``"2026*"`` -> ``("2026", ["*"])``; text without a trailing marker comes back unchanged."""
    text = clean(text)
    m = _MARKER_TAIL.search(text)
    if not m or m.start() == 0:
        return text, []
    tail = m.group(0)
    markers = re.findall(r"\*{1,3}|[†‡§¶]|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|(?<=\()[a-z\d]{1,2}(?=\))|[a-z](?=\))", tail)
    return text[: m.start()].rstrip(), markers


def strip_markers(text: str) -> str:
    return split_markers(text)[0]


def _year_heading(text: str) -> bool:
    """A year with its unit under it, read as one cell: "2019 %", "2019 $'000", "FY2024 EUR m"."""
    m = re.match(r"^(?:FY\s?)?(?:19|20)\d\d\s+(\S.*)$", text)
    return m is not None and not any(ch.isdigit() for ch in m.group(1).replace("000", ""))


def is_value(text: str) -> bool:
    """A body value: a number that is not a year, a percentage, an amount, or a nil placeholder."""
    t = clean(text)
    if not t:
        return False
    if _PLACEHOLDER.match(t):
        return True
    if _is_year(t) or _DATE_PART.match(t):
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
    if any(is_value(t) for t in texts[first_data:]):
        return False
    return any(texts[first_data:])


def _is_year(text: str) -> bool:
    """A year heading: "2019", "FY2024", "2019/20", "2018 (4)", "2019 %", a letter-spaced "2 0 1 8"."""
    t = strip_markers(text)
    return bool(_YEAR.match(t) or _year_heading(t) or _SPACED_YEAR.match(t))


def _year_row(occ, r: int, n_cols: int, first_data: int) -> bool:
    """Every value cell of row r is a year (two at least): the year row of the column header, even with
    a stub heading beside it ("Fiscal Year ended | 2019 | 2018 | 2017"), never a body row."""
    texts = [t for k in range(first_data, n_cols) if (t := _origin_text(occ, r, k))]
    return len(texts) >= 2 and all(_is_year(t) for t in texts)


def _fills_gap(occ, upper: int, r: int, n_cols: int, first_data: int) -> bool:
    """Row r has text under a blank of the row above: it is the lower level of a two-level header."""
    for k in range(first_data, n_cols):
        above = occ.get((upper, k))
        if (above is None or not clean(above.text)) and _origin_text(occ, r, k):
            return True
    return False


def count_header_rows(table: Table, occ=None) -> int:
    """Leading rows that form the column header (0 for a body-only fragment)."""
    occ = occ if occ is not None else _grid(table)
    n, m = table.n_rows, table.n_cols
    if n < 2 or m < 1:
        return 0
    first_data = 1 if m > 1 else 0
    row0 = [_origin_text(occ, 0, k) for k in range(m)]
    data0 = [t for t in row0[first_data:] if t]
    if data0 and sum(is_value(t) for t in data0) > len(data0) / 2:
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
        label_empty = all(not _origin_text(occ, h, k) for k in range(first_data))
        if _header_like_row(occ, h, m, first_data) and (
            spanning_above or label_empty or _fills_gap(occ, h - 1, h, m, first_data) or _year_row(occ, h, m, first_data)
        ):
            h += 1
            continue
        break
    return h


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
    return bool(note) and len(note) >= len(text.strip("() ")) - 2


def column_paths(table: Table, header_rows: int, occ=None) -> list[list[str]]:
    """Per column, the header texts from top to bottom (markers removed, a merged cell named once).

    An upper header cell without a span that is printed across several columns (centred over them, its
    box reaching a quarter of its width into their slots) still heads each of them.
    """
    occ = occ if occ is not None else _grid(table)
    slots = _column_slots(table, header_rows) if header_rows > 1 and any(c.bbox for c in table.cells) else {}
    periods = _period_headings(table, header_rows)
    grouped = _repeated_groups(table, header_rows, occ)
    paths: list[list[str]] = []
    for k in range(table.n_cols):
        path: list[str] = []
        seen: set[int] = set()
        for r in range(header_rows):
            cell = occ.get((r, k))
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
                path.append(text)
        paths.append(path)
    return paths


_PERIOD = re.compile(
    r"\b(?:years?|months?|weeks?|quarters?|ended|ending|as of|as at|fiscal|period|january|february|march|april"
    r"|may|june|july|august|september|october|november|december)\b", re.I)


def _repeated_groups(table: Table, header_rows: int, occ) -> dict[tuple[int, int], Cell]:
    """(row, column) -> the upper header cell that heads it as one of a group whose sub-headers repeat.

    ``| Financial assets |      | Financial liabilities |      |`` over ``| 2019 | 2018 | 2019 | 2018 |``:
    the same run of sub-headers under each upper cell says each upper cell heads its whole run, though
    it is printed over the first column of the run only.
    """
    out: dict[tuple[int, int], Cell] = {}
    for r in range(header_rows - 1):
        texts = {k: _origin_text(occ, r, k) for k in range(1, table.n_cols)}
        starts = [k for k, t in texts.items() if t]
        if len(starts) < 2 or any(occ[(r, k)].col_span > 1 for k in starts):
            continue
        width = starts[1] - starts[0]
        if width < 2 or any(b - a != width for a, b in zip(starts, starts[1:])) or starts[-1] + width > table.n_cols:
            continue
        below = [[strip_markers(_origin_text(occ, r + 1, k + i)) for i in range(width)] for k in starts]
        if not all(below[0]) or any(run != below[0] for run in below[1:]):
            continue
        for k in starts:
            out.update({(r, k + i): occ[(r, k)] for i in range(1, width)})
    return out


def _period_headings(table: Table, header_rows: int) -> dict[int, Cell]:
    """Upper header rows holding one period heading ("Year Ended December" / "31,") set centred over all
    the value columns together: it heads each of them, though the grid put it in the middle one."""
    body = [c for c in table.cells if c.row >= header_rows and c.col >= 1 and c.bbox and clean(c.text)]
    if header_rows < 2 or not body:
        return {}
    lo, hi = min(c.bbox[0] for c in body), max(c.bbox[2] for c in body)
    out: dict[int, Cell] = {}
    for r in range(header_rows - 1):
        row = [c for c in table.cells if c.row == r and clean(c.text)]
        if len(row) != 1 or row[0].col < 1 or row[0].bbox is None:
            continue
        if not _PERIOD.search(row[0].text) and r - 1 not in out:  # "31," under "Year Ended December"
            continue
        centre = (row[0].bbox[0] + row[0].bbox[2]) / 2
        if abs(centre - (lo + hi) / 2) <= 0.08 * (hi - lo) + 4:
            out[r] = row[0]
    return out


def _overhanging(table: Table, r: int, k: int, slot: tuple[float, float]) -> Cell | None:
    """An upper header cell of row r, placed in another column, printed a good part over column k."""
    lo, hi = slot
    for c in table.cells:
        if c.row <= r < c.row + c.row_span and c.bbox and clean(c.text) and c.col != k:
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
    for r in body:
        labels: list[str] = []
        for k in range(n_labels):
            text = grouping[k].get(r, "") if k in grouping else strip_markers(_text(occ, r, k))
            if text and text not in labels:
                labels.append(text)
        data = [_text(occ, r, k) for k in range(n_labels, m)]
        if labels and m > 1 and not any(data) and r < table.n_rows - 1:
            group = labels[-1]
            paths[r] = [group]
            continue
        paths[r] = ([group] if group and group not in labels else []) + labels
    return paths


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
        moved = [c.model_copy(update={"col": c.col - 1}) if c.col > k else c for c in table.cells
                 if not (c.col == k + 1 and not c.text.strip()) and not (c.col == k and c.row in filled)]
        return join_split_columns(table.model_copy(update={"cells": moved, "n_cols": table.n_cols - 1}), h, gap)
    return table


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
    joined = join_split_columns(table, h)
    if joined is not table:
        table, occ = joined, _grid(joined)
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
