"""ExtractedDocument -> NormalizedDocument: typed cells in base units, labelled rows, typed columns.

Per table: header paths and row label paths (derived when the extractor left them empty), the
number format per column, unit and scale for every cell (cell > units column > column header >
row label > table note), totals, concepts, and the notes that qualify every value.

    >>> from tabsql.models import Cell, ExtractedDocument, Table
    >>> t = Table(id="t1", page=1, n_rows=2, n_cols=2, caption="Revenue (in EUR thousands)",
    ...           cells=[Cell(row=0, col=0, text="Segment"), Cell(row=0, col=1, text="2024"),
    ...                  Cell(row=1, col=0, text="Rail"), Cell(row=1, col=1, text="1,250")])
    >>> nd = normalize_document(ExtractedDocument(name="x.pdf", sha256="0", pages=1, tables=[t]))
    >>> c = nd.tables[0].cells[-1].value
    >>> (c.number, c.unit, c.scale, nd.tables[0].columns[1].sql_name)
    (1250000.0, 'EUR', 1000.0, 'y2024')
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from tabsql.models import (
    Column,
    ExtractedDocument,
    Footnote,
    NormalizedDocument,
    NormalizedTable,
    NormCell,
    Row,
    Table,
    TypedValue,
)
from tabsql.schema_normalize import numbers, units
from tabsql.schema_normalize.metadata import FINANCIAL_TYPES, read_meta
from tabsql.schema_normalize.ranges import parse_range
from tabsql.schema_normalize.synonyms import MEASURED, SynonymSet, default_synonyms, norm_label
from tabsql.schema_normalize.totals import label_kind, mark_totals

NUMERIC = {"number", "money", "percent"}
_FIN_CAPTION = re.compile(
    r"income statement|statement of (?:financial position|profit|comprehensive income|cash flows?)|"
    r"balance sheet|cash flow|segment|quarterly financial|key figures|gewinn- und verlust|bilanz|"
    r"kapitalfluss|segmentinformation|quartalszahlen|kennzahlen|gelir tablosu|bilanço|nakit akış",
    re.I,
)
_DASH_NOTE = re.compile(r"(?:[–—-]\s*=\s*(?:nil|zero|0|null|none|nicht vorhanden|sıfır))|(?:dash(?:es)?\s+(?:mean|denote|indicate)s?\s+(?:nil|zero))", re.I)
# labels whose values are rates or ages: a dash there means "not applicable", never nil
_RATE_OR_AGE = re.compile(r"^(?!.*\b(?:change|effect|impact)\b).*\b(?:rates?|ages?|yields?)$", re.I)
_LEGEND = re.compile(r"^\s*(?:n/a|k\.\s?a\.|–|—|-|\*|blank|leer|boş|empty|x)\s*[=:]", re.I)
_SQL_RESERVED = {
    "all", "and", "any", "array", "as", "asc", "between", "both", "by", "case", "cast", "check", "collate",
    "column", "constraint", "create", "default", "delete", "desc", "distinct", "do", "drop", "else", "end",
    "except", "false", "fetch", "for", "foreign", "from", "grant", "group", "having", "in", "insert",
    "intersect", "into", "is", "join", "key", "lateral", "leading", "limit", "not", "null", "offset", "on",
    "only", "or", "order", "primary", "references", "returning", "select", "some", "table", "then", "to",
    "trailing", "true", "union", "unique", "update", "user", "using", "when", "where", "window", "with",
}


@dataclass
class _Ctx:
    """What the whole document tells each table."""

    locale: str | None
    financial: bool
    synonyms: SynonymSet
    page_texts: list[str]
    tables_per_page: Counter
    n_tables: int


def normalize_document(doc: ExtractedDocument, synonyms: SynonymSet | None = None) -> NormalizedDocument:
    """Type every table of a document (see module docstring)."""
    syn = synonyms or default_synonyms()
    captions = [t.caption for t in doc.tables if t.caption]
    meta = read_meta(doc.page_texts, captions, doc.name)
    body_texts = [c.text for t in doc.tables for c in t.cells if c.row >= t.header_rows]
    doc_locale = numbers.infer_locale(body_texts, numbers.locale_for_language(meta.language))
    per_page: Counter = Counter()
    for t in doc.tables:
        for p in t.pages or [t.page]:
            per_page[p] += 1
    ctx = _Ctx(doc_locale, meta.doc_type in FINANCIAL_TYPES, syn, doc.page_texts, per_page, len(doc.tables))
    tables = [_normalize_table(t, ctx) for t in doc.tables]
    if (dollar := _local_dollar(meta.currency, doc.page_texts)) is not None:
        tables = [_in_dollars(nt, dollar) for nt in tables]
    return NormalizedDocument(name=doc.name, sha256=doc.sha256, pages=doc.pages, meta=meta, tables=tables)


_US_DOLLAR_MARK = re.compile(r"US\$|\bUSD\b|\bU\.S\. dollars?\b|\bUS dollars?\b", re.I)


def _local_dollar(currency: str | None, page_texts: list[str]) -> str | None:
    """The dollars a document's "$" are, where it names them by their country ("in thousands of
    Canadian dollars") and prints no US dollar anywhere; None for any other document."""
    if currency not in units.LOCAL_DOLLARS or any(_US_DOLLAR_MARK.search(t or "") for t in page_texts):
        return None
    return currency


def _in_dollars(nt: NormalizedTable, dollar: str) -> NormalizedTable:
    """The table with the US dollars its "$" signs were read as made the document's own dollars."""
    def swap(unit: str | None) -> str | None:
        return dollar if unit == "USD" else unit
    return nt.model_copy(update={
        "unit": swap(nt.unit),
        "columns": [c.model_copy(update={"unit": swap(c.unit)}) for c in nt.columns],
        "rows": [r.model_copy(update={"unit": swap(r.unit)}) for r in nt.rows],
        "cells": [c.model_copy(update={"value": c.value.model_copy(update={"unit": swap(c.value.unit)})}) for c in nt.cells]})


# --------------------------------------------------------------------------- structure
class _Cover(dict):
    """(row, col) -> the cell covering it (spans followed), with each cell's cleaned text."""

    texts: dict[int, str]


def _grid(t: Table) -> tuple[int, int, _Cover]:
    n_rows = max([t.n_rows] + [c.row + c.row_span for c in t.cells])
    n_cols = max([t.n_cols] + [c.col + c.col_span for c in t.cells])
    cover = _Cover()
    cover.texts = {}
    for c in t.cells:
        cover.texts[id(c)] = numbers.clean(c.text)
        for r in range(c.row, c.row + c.row_span):
            for k in range(c.col, c.col + c.col_span):
                cover.setdefault((r, k), c)
    return n_rows, n_cols, cover


def _text(cover: _Cover, r: int, c: int) -> str:
    cell = cover.get((r, c))
    return cover.texts[id(cell)] if cell else ""


def _column_paths(t: Table, n_cols: int, cover: dict) -> tuple[list[list[str]], list[list[str]]]:
    """Header path per column (markers removed) and the markers found on it."""
    raw = t.column_paths if len(t.column_paths) == n_cols and any(t.column_paths) else None
    paths, marks = [], []
    for c in range(n_cols):
        parts = raw[c] if raw else [_text(cover, r, c) for r in range(t.header_rows)]
        path: list[str] = []
        mk: list[str] = []
        for p in parts:
            text, m = numbers.split_markers(numbers.clean(p))
            mk += m
            if text and (not path or path[-1] != text):
                path.append(text)
        if not mk and raw:  # the extractor's paths come without markers: the header cells over the column
            # still print them ("Managed Fleet (b)" spanning its "Cars" and "Utilization")
            mk = list(dict.fromkeys(m for r in range(t.header_rows) for m in numbers.split_markers(_text(cover, r, c))[1]))
        paths.append(path)
        marks.append(mk)
    return paths, marks


def _label_cols(t: Table, n_cols: int, cover: dict) -> int:
    lc = max(0, min(t.label_cols, n_cols - 1))
    if lc == 1 and not t.row_paths and n_cols > 2:
        # a first column of merged row groups (tier > plan, year > quarter) is part of the label
        first = [c for c in t.cells if c.col == 0 and c.row >= t.header_rows]
        if any(c.row_span > 1 for c in first):
            lc = 2
    return lc


# dot leaders a label runs out in, spaced or not ("Homes delivered . . . . . ."): no part of its name
_LEADERS = re.compile(r"(?:\s*[.…·]){2,}\s*$")


def _row_path(t: Table, r: int, lc: int, cover: dict) -> tuple[list[str], list[str]]:
    if t.row_paths and len(t.row_paths) in (t.n_rows, t.n_rows - t.header_rows):
        idx = r if len(t.row_paths) == t.n_rows else r - t.header_rows
        parts = t.row_paths[idx] if 0 <= idx < len(t.row_paths) else []
    else:
        parts = [_text(cover, r, c) for c in range(lc)]
    path, marks = [], []
    for p in parts:
        text, m = numbers.split_markers(_LEADERS.sub("", numbers.clean(p)))
        marks += m
        if text and (not path or path[-1] != text):
            path.append(text)
    if not marks:  # the extractor's row paths come without markers: the label cells still print them ("Garden barbecue¹")
        marks = [m for c in range(lc) for m in numbers.split_markers(_text(cover, r, c))[1]]
    return path, marks


INDENT_TOLERANCE = 2.0  # points two label cells' left edges may differ by and be set in as far


def _indented_as(cell, x0: float | None) -> bool:
    """Whether a label cell is set in as far as the total that opened its group (``x0``)."""
    return x0 is not None and cell is not None and cell.bbox is not None and abs(cell.bbox[0] - x0) <= INDENT_TOLERANCE


def _heading_rows(body: list[int], lc: int, n_cols: int, cover: _Cover) -> dict[int, str]:
    """Body rows that only name a section ("ASSETS", "Aktiva"): a label, no values, no merged row group."""
    out: dict[int, str] = {}
    for r in body:
        first = cover.get((r, 0))
        if first is None or first.row_span > 1:
            continue
        label = " ".join(x for x in (_text(cover, r, c) for c in range(lc)) if x)
        values = [_text(cover, r, c) for c in range(lc, n_cols) if cover.get((r, c)) is not first]
        text = numbers.split_markers(label)[0]
        if text and not any(values) and re.search(r"[^\W\d_]", text):
            out[r] = text
    return out


def _row_labels(t: Table, body: list[int], lc: int, n_cols: int, cover: _Cover) -> dict[int, tuple[list[str], list[str]]]:
    """Label path and markers per body row.

    A merged row-group cell is part of the path ("Standard > Basic"); a section heading row
    ("Aktiva") is not, as a reader names the row "Sachanlagen". The heading stays in front only
    where the label alone would name two rows ("Current assets > Other", "Non-current assets > Other").
    """
    heads = _heading_rows(body, lc, n_cols, cover)
    names = set(heads.values())
    own, full, under = {}, {}, {}
    current = None
    grouped = bool(t.row_paths) and len(t.row_paths) in (t.n_rows, t.n_rows - t.header_rows)
    for r in body:
        path, marks = _row_path(t, r, lc, cover)
        if r in heads:
            current = heads[r]
            own[r] = full[r] = ([p for p in path[:-1] if p not in names] + path[-1:], marks)  # (a heading set in under
            continue  # another is named alone too: "International:" under "Passenger revenue:")
        if grouped and len(path) < 2:
            current = None  # the extractor closed the group (a total ended it)
        stripped = [p for p in path[:-1] if p not in names] + path[-1:]
        own[r], full[r], under[r] = (stripped, marks), (path, marks), current
    seen = Counter(tuple(own[r][0]) for r in under)
    for r, head in under.items():
        if seen[tuple(own[r][0])] > 1:
            path, marks = full[r]
            if path == own[r][0] and head and head not in path:
                path = [head, *path]
            own[r] = (path, marks)
    return own


def _unit_col(t: Table, lc: int, n_cols: int, paths: list[list[str]], cover: dict, body: list[int]) -> int | None:
    if t.unit_col is not None:  # trusted unless it holds values rather than units
        vals = [_text(cover, r, t.unit_col) for r in body]
        vals = [v for v in vals if v]
        valued = sum(1 for v in vals if numbers.read(v).kind in NUMERIC | {"range"})
        return t.unit_col if 0 <= t.unit_col < n_cols and valued * 2 <= len(vals) else None
    if lc >= n_cols - 1:
        return None
    head = norm_label(" ".join(paths[lc]))
    if head not in {"unit", "units", "einheit", "birim", "uom", "unite", "unit of measure", "dimension"}:
        return None
    vals = [_text(cover, r, lc) for r in body]
    vals = [v for v in vals if v]
    known = sum(1 for v in vals if units.unit_word(v) is not None or v.strip() in {"–", "—", "-"})
    return lc if vals and known * 2 >= len(vals) else None


# --------------------------------------------------------------------------- naming
def sql_name_for(path: list[str], index: int, taken: set[str]) -> str:
    """A safe, unique, lower-case SQL identifier from a header path ("2025 > EUR" -> "y2025_eur")."""
    s = "_".join(numbers.normalize_text(p) for p in path)
    s = re.sub(r"%", " pct ", s)
    s = re.sub(r"[^a-z0-9]+", "_", s).strip("_")[:48].strip("_")
    if not s:
        s = f"col{index}"
    if s[0].isdigit():
        s = ("y" if re.match(r"(19|20)\d{2}(?!\d)", s) else "c") + s
    if s in _SQL_RESERVED:
        s += "_col"
    name, k = s, 2
    while name in taken or name.startswith("_"):
        name, k = f"{s}_{k}", k + 1
    taken.add(name)
    return name


# --------------------------------------------------------------------------- table
def _table_note(t: Table, corner: list[str], ctx: _Ctx, allow_prose: bool) -> tuple[units.UnitNote, list[str]]:
    """Scale/currency stated for the whole table, and its conditions. The table's own header corner
    ("(in thousands of USD, except per-share data)") is read before a note found in the text around it
    ("Annual recurring revenue is shown in millions." above it)."""
    sources = [*_notes_joined(corner), t.unit_note, t.caption]
    sources += [f.text for f in t.footnotes if f.marker is None]
    note = units.UnitNote()
    for s in sources:
        n = units.read_unit_note(s)
        if note.scale is None and n.scale is not None:
            note.scale, note.said = n.scale, s or ""
            note.exceptions += n.exceptions
        if note.currency is None and n.currency is not None:
            note.currency = n.currency
        note.exceptions += [e for e in n.exceptions if e not in note.exceptions]
        note.rescaled = {**n.rescaled, **note.rescaled}
    if note.currency is None and note.scale is not None and t.lead_in:
        said = units.read_unit_note(t.lead_in)  # "Amounts are in thousands of Canadian dollars.": the note cut from it
        if said.scale == note.scale:
            note.currency = said.currency
    if note.scale is None and allow_prose and ctx.tables_per_page[t.page] == 1:
        # the table's own page(s); the whole document when it holds only this table
        pages = range(1, len(ctx.page_texts) + 1) if ctx.n_tables == 1 else (t.pages or [t.page])
        own = frozenset(text for c in t.cells if len(text := (c.text or "").strip()) > 3)
        prose = _prose_scale([ctx.page_texts[p - 1] for p in pages if 0 < p <= len(ctx.page_texts)], own)
        if prose is not None:
            note.scale = prose.scale
            note.currency = note.currency or prose.currency
            note.exceptions += prose.exceptions
    return note, _conditions([f for f in t.footnotes if f.marker is None and terse_note(f.text)])


def _notes_joined(texts: list[str]) -> list[str]:
    """A note wrapped over several cells of the header corner read whole: "(in thousands, except per share
    amounts and" over "operating data)" is one note, whose exceptions run on into its second line.

        >>> _notes_joined(["(in thousands, except per share amounts and", "operating data)", "Fiscal"])
        ['(in thousands, except per share amounts and operating data)', 'Fiscal']
    """
    out: list[str] = []
    for text in texts:
        if out and out[-1].count("(") > out[-1].count(")"):
            out[-1] = f"{out[-1]} {text}"  # the bracket opened above is still open
        else:
            out.append(text)
    return out


def _measure_columns(note: units.UnitNote, paths: list[list[str]], lc: int, n_cols: int,
                     row_labels: list[list[str]]) -> list[int]:
    """The columns a table note's scale belongs to where the note names a measure that some column
    headings print and the other columns' headings name other measures ("(Revenue in thousands)" over
    "Displays | Revenue | Occupancy": the revenue columns). Empty where the note names no measure, where
    a column's heading names none (a bare year) or where a row label names the measure too: the note
    is then the whole table's.

        "(Revenue in thousands)", columns Displays > 2023, Revenue > 2023 -> [the Revenue column]

    A heading stating a rate of the measure ("Trips per vehicle per day") names another measure.
    """
    named = units.note_measures(note.said) if note.scale is not None and note.said else set()
    if not named or any(named & units.heading_measures(x) for label in row_labels for x in label):
        return []
    hits, others = [], 0
    for c in range(lc, n_cols):
        said = [units.heading_measures(x) for x in paths[c]]
        if _RATE_OF.search(" ".join(paths[c])):
            others += 1  # "Trips per vehicle per day" under "(Trips in thousands)": a rate of the measure
        elif any(named & m for m in said):
            hits.append(c)
        elif any(said):
            others += 1
        else:
            return []
    return hits if hits and others else []


_RATE_OF = re.compile(r"\w\s+per\s+\w", re.I)  # "Revenue per visit": a rate, not the measure a note scales


NOTE_WORDS = 25  # words an unmarked line under a table may hold and still be a note on it, not page text


def terse_note(text: str) -> bool:
    """An unmarked note that states a condition ("Prices exclude VAT.", "zzgl. MwSt."): at most
    ``NOTE_WORDS`` words, and no heading of what follows (a colon at its end). A 10-K sets its
    commentary right under a table in the table's type ("The increase in revenues across all regions
    was due primarily to ..."): page text, which would otherwise qualify every answer from the table."""
    text = text.strip()
    return len(text.split()) <= NOTE_WORDS and not text.endswith(":")


def _conditions(notes: list[Footnote]) -> list[str]:
    """The sentences of notes that qualify values; legends ("n/a = not available") are not conditions."""
    out: list[str] = []
    for f in notes:
        if _LEGEND.match(f.text):
            continue
        for sent in _SENTENCE.split(f.text.strip()):
            sent = sent.strip().rstrip(".;").strip()
            if sent and not _LEGEND.match(sent) and sent not in out:
                out.append(sent)
    return out


def _table_wide_marked(t: Table, columns: list[Column], rows: list[Row], cells: list[NormCell]) -> list[Footnote]:
    """Marked notes that qualify the whole table: the caption carries the marker, or nothing does."""
    _, on_caption = numbers.split_markers(numbers.clean(t.caption or ""))
    used = {m for c in columns for m in c.markers} | {m for r in rows for m in r.markers}
    used |= {m for c in cells for m in c.value.markers}
    return [f for f in t.footnotes if f.marker and (f.marker in on_caption or f.marker not in used)]


# sentence ends: ". " before a capital or digit, unless the period ends a short abbreviation ("zzgl. MwSt.")
_SENTENCE = re.compile(r"(?<![\s.][a-zäöü]{2}\.)(?<![\s.][a-zäöü]{3}\.)(?<![\s.][a-zäöü]{4}\.)(?<=[.;])\s+(?=[A-ZÄÖÜÇĞİŞ0-9])")

_PROSE_SCALE = re.compile(
    r"(?:\(|^|\b(?:amounts?|figures|values|all amounts|dollars|in)\b)[^.\n]{0,30}?\bin\s+(?:[$€£]\s*|(?:US\s*)?dollars\s+|EUR\s+|USD\s+)?"
    r"(thousands|millions|billions)\b|\(\s*(?:[$€£]|EUR|USD)\s*(?:in\s+)?(thousands|millions|billions|000s|'000)\s*\)|"
    r"\b(?:Alle\s+)?Angaben\s+in\s+(Tsd\.|Mio\.|Mrd\.)|\bin\s+(Tsd\.|Mio\.|Mrd\.)\s*(?:EUR|€|USD)",
    re.I,
)


CLAUSE_CHARS = 150  # how far a prose scale's clause may run on to its exceptions


def _whole_clause(text: str, m: re.Match) -> str:
    """A prose scale with the rest of its clause, where its exceptions are said ("(in thousands of
    U.S. dollars, except metres):" over a line "Metres drilled"): to the bracket it opened, else to
    the end of its sentence, on one line.

        >>> text = "as follows (in thousands of U.S. dollars, except metres): Drilling"
        >>> _whole_clause(text, _PROSE_SCALE.search(text))
        'as follows (in thousands of U.S. dollars, except metres)'
    """
    rest = text[m.end():m.end() + CLAUSE_CHARS]
    said = m.group(0)
    end = rest.find(")") + 1 if said.rfind("(") > said.rfind(")") else 0
    if end <= 0:
        stop = re.search(r"[.;](?=\s+[A-Z]|\s*$)|\n\s*\n", rest)
        end = stop.start() if stop else 0
    return " ".join((said + rest[:end]).split())


def _prose_scale(texts: list[str], own: frozenset[str] = frozenset()) -> units.UnitNote | None:
    """The one scale some prose states ("in millions"), or None when it states none or several. A
    scale said in one of the table's own labels (``own``: "Skier visits (in thousands)", a group
    heading that scales its own lines) is no prose about the table."""
    found = {}
    for text in texts:
        for m in _PROSE_SCALE.finditer(text or ""):
            line = text[text.rfind("\n", 0, m.start()) + 1:(text.find("\n", m.end()) + 1 or len(text) + 1) - 1]
            if any(m.group(0).strip() in label and label in line for label in own):
                continue
            n = units.read_unit_note(_whole_clause(text, m))
            if n.scale:
                found[n.scale] = n
    return next(iter(found.values())) if len(found) == 1 else None


def _is_repeat_header(row_texts: list[str], header_rows: list[list[str]]) -> bool:
    filled = [x for x in row_texts if x]
    if len(filled) < 2:
        return False
    return any(filled == [x for x in h if x] for h in header_rows)


def _decimals(text: str) -> int:
    m = re.search(r"[.,](\d+)\D*$", numbers.clean(text))
    return len(m.group(1)) if m and len(m.group(1)) != 3 else 0


_MONTH_DAY = re.compile(
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?|"
    r"\b\d{1,2}(?:st|nd|rd|th)?\.?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|märz|juni|juli|"
    r"okt|dez)[a-zä]*\.?|\b\d{1,2}\s+weeks\b|^\d{1,2},(?=\s*(?:19|20)\d{2}$)",  # "1, 2019" under "As of August"
    re.I,
)


def _header_like(text: str) -> tuple[bool, bool]:
    """(reads as a header cell, states a unit or scale): years, quarters, words, "2019 €m", "$M"."""
    rest = _MONTH_DAY.sub(" ", text)
    rest = re.sub(r"(?<![\d.,])(?:FY\s?)?(?:19|20)\d{2}(?![\d.,])[*†]?|\bQ[1-4]\b|\bH[12]\b", " ", rest).strip()
    if re.search(r"\d", re.sub(r"'000|000s", "", rest)):
        return False, False  # a value, not a header
    note = units.read_unit_note(rest) if rest else units.UnitNote()
    states = note.scale is not None or note.currency is not None or rest in {"%", "(%)"}
    if not rest or states:
        return True, states
    return numbers.read(rest).kind in {"text", "date"}, False


def _more_header_rows(t: Table, h: int, n_rows: int, n_cols: int, lc: int, cover: _Cover) -> int:
    """Header rows the extractor left in the body: rows of years, words or units above the data."""
    i = h
    while i < n_rows - 1:
        texts = [_text(cover, i, c) for c in range(n_cols)]
        values = [x for x in texts[lc:] if x]
        i += 1
        if not values:  # a heading line may sit between header rows; it counts only if one follows
            continue
        looks = [_header_like(x) for x in values]
        if not all(ok for ok, _ in looks):
            break
        label_states = any(not units.header_unit(x).empty() for x in texts[:lc] if x)
        if (any(texts[:lc]) and not label_states and not any(states for _, states in looks)
                and not _year_run(values)):
            continue  # a labelled row of words is data ("On-site visit | Included") unless units follow
        h = i
    return h


def _year_run(values: list[str]) -> bool:
    """Consecutive years, one per column ("2022 | 2021 | 2020"), words beside them at most: the period
    row of a header even beside a stub heading ("PRODUCT | 2022 | 2021 | 2020"); years a row states as
    data ("Founded | 1998 | 2004") are not a run."""
    years = [int(v) for v in values if re.fullmatch(r"(?:19|20)\d\d", v)]
    if len(years) < 2 or any(re.search(r"\d", v) for v in values if not re.fullmatch(r"(?:19|20)\d\d", v)):
        return False  # besides the years, only words ("PRIMARY INDICATION OR CLASS", a text column's heading)
    steps = {b - a for a, b in zip(years, years[1:])}
    return steps in ({1}, {-1})


def _normalize_table(t: Table, ctx: _Ctx) -> NormalizedTable:
    n_rows, n_cols, cover = _grid(t)
    h = max(0, min(t.header_rows, n_rows))
    lc = _label_cols(t, n_cols, cover)
    h2 = _more_header_rows(t, h, n_rows, n_cols, lc, cover) if h else h
    if h2 != h:
        t = t.model_copy(update={"header_rows": h2, "column_paths": [], "row_paths": []})
        h = h2
    paths, col_marks = _column_paths(t, n_cols, cover)
    header_texts = [[_text(cover, r, c) for c in range(n_cols)] for r in range(h)]
    body = []
    for r in range(h, n_rows):
        texts = [_text(cover, r, c) for c in range(n_cols)]
        if not any(texts) or _is_repeat_header(texts, header_texts):
            continue  # spacer rows and headers repeated on continuation pages
        body.append(r)
    ucol = _unit_col(t, lc, n_cols, paths, cover, body)
    corner = [_text(cover, r, c) for r in range(h) for c in range(lc)]
    labels_state_scale = any(units.header_unit(_text(cover, r, c)).scale for r in body for c in range(lc))
    # a scale in a column's own heading ("Freight Revenues (in millions)") says which columns it scales:
    # the page's text, the table's own headings among it, says no more of the others
    heads_state_scale = any(units.header_unit(x).scale for row in header_texts for x in row[lc:] if x)
    note, conditions = _table_note(t, corner, ctx, allow_prose=not (labels_state_scale or heads_state_scale))
    if note.scale is None:  # "(in thousands)" printed under one year applies to the whole header,
        # not a measure's own heading beside others ("Freight Revenues (in millions)" beside "Carloads")
        joined = [" ".join(dict.fromkeys(x for x in paths[c] if x)) for c in range(n_cols)]  # a heading set on
        # several lines ("Aggregate Capacity (thousand dwt)") is read whole, as its column's path
        # (and with its unit line, which a path may leave out: "Annual base rent 2023" over "($ in" / "thousands)")
        full = [" ".join(dict.fromkeys(header_texts[r][c] for r in range(h) if header_texts[r][c])) for c in range(n_cols)]
        stated = {units.header_unit(text).scale for r in range(h) for c in range(lc, n_cols)
                  if not units.measure_note(text := _text(cover, r, c), header_texts[r][lc:])
                  and not units.measure_note(joined[c], joined[lc:]) and not units.measure_note(full[c], full[lc:])} - {None}
        if len(stated) == 1:
            note.scale = stated.pop()
    caption = t.caption or ""
    dash_zero = ctx.financial or bool(_FIN_CAPTION.search(caption) and note.scale) or any(
        _DASH_NOTE.search(f.text) for f in t.footnotes
    )
    syn = ctx.synonyms

    # columns
    taken: set[str] = set()
    columns: list[Column] = []
    col_note: list[units.UnitNote] = []
    for c in range(n_cols):
        path = paths[c]
        name_path = path or ([] if c >= lc else [f"label{c + 1}" if lc > 1 else "label"])
        concept = None
        for part in reversed(path):
            hit = syn.concept_of(part)
            if hit:
                concept = hit
                break
        cn = units.UnitNote()
        header_cells = [_text(cover, r, c) for r in range(h)]  # unit-only rows may be left out of a path
        for part in [*reversed(paths[c]), *reversed(header_cells)]:
            u = units.header_unit(part)
            cn.scale = cn.scale if cn.scale is not None else u.scale
            cn.currency = cn.currency or u.currency
            cn.unit = cn.unit or u.unit
        col_note.append(cn)
        columns.append(Column(
            index=c, path=path, sql_name=sql_name_for(name_path, c, taken), concept=concept[0] if concept else None,
            concept_rule=concept[1] if concept else None, markers=col_marks[c],
        ))

    for c in range(lc, n_cols):  # an unnamed column of small integers is a note reference column
        texts = [_text(cover, r, c) for r in body]
        if not paths[c] and any(texts) and all(re.fullmatch(r"[1-9]\d?[a-z]?", x) for x in texts if x) \
                and len([x for x in texts if x]) < len(texts):
            columns[c].concept, columns[c].concept_rule = "note_ref", "layout"

    # rows
    rows: list[Row] = []
    row_note: dict[int, units.UnitNote] = {}
    section = units.UnitNote()  # "Profit used in EPS ($M)" above its rows states their unit
    labels = _row_labels(t, body, lc, n_cols, cover)
    contexts = {r: _row_path(t, r, lc, cover)[0] for r in body}  # with the group heading above the row
    heading, closed = "", False  # the heading that set ``section``; whether its own total line closed it
    lines, opened_at, heading_x = 0, None, None  # lines under the heading so far; the indent of a total that
    # opened the group; the heading's
    for r in body:
        label, marks = labels[r]
        concept = _row_concept(label, contexts[r], syn)
        rn = units.header_unit(label[-1]) if label else units.UnitNote()
        under = bool(heading) and heading in contexts[r][:-1] or _indented_as(cover.get((r, 0)), opened_at)
        if closed and not under:  # "Effective ticket price" after "Lift revenue (in thousands) > Total lift
            section, heading, closed = units.UnitNote(), "", False  # revenue": the heading's scale ends there
        closed = under and bool(label) and label_kind(label[-1]) == "total"  # (a total set apart from the
        # group's lines, "Total wireless retail" under "Connections ('000):", does not close it)
        if closed and not lines and (cell := cover.get((r, 0))) is not None and cell.bbox is not None \
                and heading_x is not None and cell.bbox[0] > heading_x + INDENT_TOLERANCE:
            opened_at = cell.bbox[0]  # "Client assets (in billions)" over "Total client assets" set in, then
            # "Margin loans" set in as far: the total opens the group, its lines keep the heading's scale
        lines += under
        if label and not any(_text(cover, r, c) for c in range(lc, n_cols) if c != ucol):
            if re.search(r"[^\W\d_]", label[-1]):  # "(1)" is a stray marker, not a new section
                section, heading, closed = rn, label[-1], False
                lines, opened_at = 0, None
                heading_x = cell.bbox[0] if (cell := cover.get((r, 0))) is not None and cell.bbox is not None else None
        elif rn.empty():
            rn = section
        if ucol is not None:
            utext = _text(cover, r, ucol)
            if utext and utext not in numbers.DASHES:
                rn = _units_cell(utext)
        row_note[r] = rn
        rows.append(Row(
            index=r, label_path=label, concept=concept[0] if concept else None,
            concept_rule=concept[1] if concept else None, markers=marks,
            unit=(rn.currency or rn.unit) if ucol is not None else None,
        ))
    row_by_index = {row.index: row for row in rows}
    if (named := _measure_columns(note, paths, lc, n_cols, [label for label, _ in labels.values()])):
        for c in named:  # "(Revenue in thousands)" over "Displays | Revenue | Occupancy": revenue's scale alone
            col_note[c].scale = col_note[c].scale or note.scale
        note.scale = None

    # cells
    locales = {
        c: numbers.infer_locale([_text(cover, r, c) for r in body], ctx.locale) for c in range(n_cols)
    }
    cells: list[NormCell] = []
    for r in body:
        row = row_by_index[r]
        for c in range(n_cols):
            cell = cover.get((r, c))
            if cell is None or not (cell.text or "").strip() and cell.row != r:
                continue
            text = cell.text or ""
            if c < lc or c == ucol:
                tv = _label_value(text, locales[c], c == ucol)
            else:
                tv = _typed(text, locales[c], dash_zero, columns[c], col_note[c], row, row_note[r], note, syn,
                            contexts[r])
            cells.append(NormCell(row=r, col=c, text=text, page=cell.page, bbox=cell.bbox, value=tv))
    _column_currency(cells, {r: _row_class(contexts[r]) for r in body}, lc)
    _column_percent(cells, lc, columns)
    _tier_grouping(cells)
    _type_columns(columns, cells, col_note)
    conditions += [c for c in _conditions(_table_wide_marked(t, columns, rows, cells)) if c not in conditions]
    _mark_totals(rows, cells, columns, ctx)
    if len(t.column_paths) != n_cols or len(t.row_paths) not in (n_rows, n_rows - h):
        # keep the paths this table was read with (derived here when the extractor had none)
        by_row = {row.index: row.label_path for row in rows}
        t = t.model_copy(update={"column_paths": [c.path for c in columns],
                                 "row_paths": [by_row.get(r, []) for r in range(n_rows)]})
    return NormalizedTable(
        table=t, columns=columns, rows=rows, cells=cells, scale=note.scale or 1.0, unit=note.currency,
        conditions=conditions,
    )


def _row_concept(label: list[str], context: list[str], syn: SynonymSet) -> tuple[str, str] | None:
    """A row's concept from its own label read under its heading, as a reader of a statement does.

    "Earnings per share: > Basic" is "basic earnings per share"; a line under a heading whose concept
    names what its lines are (``member`` in the vocabulary: "Net sales: > Products" is revenue of a
    segment, "Cost of sales: > Services" cost of sales of one) takes that concept, unless its own is
    part of the heading's ("Net sales: > Services" stays services revenue); a total keeps its own.
    """
    if not label:
        return None
    leaf = label[-1]
    own = syn.concept_of(leaf)
    heads = [h for h in context[:-1] if h != leaf]
    if not heads:
        return own
    head = heads[-1].rstrip(" :")
    for phrase in (f"{leaf} {head}", f"{head} {leaf}"):
        hit = syn.concept_of(phrase)
        if hit and hit[1].startswith("exact"):
            return hit[0], "path"
    group = syn.concept_of(head)
    member = syn.attrs(group[0]).get("member") if group else None
    if not member or label_kind(leaf) or (own and own[0] == group[0]):
        return own
    if own and syn.attrs(own[0]).get("part_of") == group[0]:
        return own
    if own and syn.attrs(own[0]).get("member"):
        return own  # a measure with lines of its own ("Weighted-average shares" under "Diluted earnings per share")
    return member, "path"


def _units_cell(text: str) -> units.UnitNote:
    """What a units column says for its row: "kg", "%", "EUR", "EUR thousands", "dB(A)"."""
    un = units.read_unit_note(text)
    if un.scale is not None:
        return un
    if un.currency is not None and len(text.split()) == 1:
        return units.UnitNote(currency=un.currency)
    if text.strip() in {"%", "in %", "(%)"}:
        return units.UnitNote(unit="%")
    return units.UnitNote(unit=units.unit_word(text) or text.strip())


def _label_value(text: str, locale: str | None, is_unit: bool) -> TypedValue:
    """Row labels stay text unless they are tiers ("100-499") or dates; units column is text."""
    if is_unit:
        return TypedValue(kind="text" if text.strip() else "null", raw=text)
    r = numbers.read(text, locale=locale)
    if r.kind == "range":
        return TypedValue(kind="range", raw=text, low=r.low, high=r.high, unit=units.unit_word(r.unit) if r.unit else None, markers=r.markers)
    if r.kind == "null":
        return TypedValue(kind="null", raw=text)
    return TypedValue(kind="text", raw=text, markers=r.markers)


_OWNERS = re.compile(r"\b(?:share|stock)holders?\b'?|\baktion(?:ä|ae|a)re?\w*", re.I)


def _owners_apart(label: str) -> str:
    """A label without its owners' words, for a note's exceptions: "except number of shares" does not
    reach "Total shareholders' equity", the owners' money in the table's millions (the exception's
    test finds "share" inside "shareholders")."""
    return _OWNERS.sub(" ", label)


def _less_exceptions(label: str) -> str:
    """A label less the exceptions its own unit note lists: the lines under "Financial Data (in
    millions, except per share amounts):" are amounts in millions, not per-share lines."""
    for exception in units.header_unit(label).exceptions:
        label = label.replace(exception, " ")
    return label


def _row_class(path: list[str]) -> str | None:
    """"per_share", "ratio" or "count" of a row: its own label's, else its heading's ("Earnings per
    share: > Basic" is per share, "Shares used in computing earnings per share: > Basic" a count).
    A unit note's exceptions name no class: "(in millions, except per share amounts)" over a heading."""
    for i, label in enumerate(reversed(path)):
        cls = units.label_class(_less_exceptions(label))
        if cls or i == 0 and re.search(r"\d|%", label):  # "at 17.0%" names no ratio row
            return cls
    return None


def _column_currency(cells: list[NormCell], row_class: dict[int, str | None], lc: int) -> None:
    """A currency printed on some amounts of a column ("$316,199" on its first and total lines) is the
    currency of its other amounts too, except counts and ratios: as statements print it, on the
    column's first amount, and for the lines down to the last amount that prints it (all of them
    when only the first does). Lines below that last sign (the operating statistics under a
    statement's last total), and a column whose first amount prints none (a price per gallon
    among counts, miles and cents), keep their own units; so do the cells beside an amount whose
    row label alone states the currency ("... (dollars per gallon)")."""
    by_col: dict[int, list[NormCell]] = {}
    for cell in cells:
        if cell.col >= lc:
            by_col.setdefault(cell.col, []).append(cell)
    for cs in by_col.values():
        amounts = sorted((x for x in cs if x.value.kind in ("money", "number")), key=lambda x: x.row)
        signed = [x for x in amounts if x.value.kind == "money" and numbers.read(x.text).kind == "money"]
        money = {x.value.unit for x in signed}
        if len(money) != 1 or not any(x.value.kind == "number" for x in cs) or amounts[0] is not signed[0]:
            continue
        currency = money.pop()
        last = signed[-1].row if len(signed) > 1 else max(x.row for x in cs)
        for x in cs:
            v = x.value
            if v.kind == "number" and v.unit is None and x.row <= last and \
                    row_class.get(x.row) not in {"count", "ratio", "shares"}:
                x.value = v.model_copy(update={"kind": "money", "unit": currency})


def _column_percent(cells: list[NormCell], lc: int, columns: list[Column]) -> None:
    """A column whose first and last amounts print "%" ("100.0 %" on the sales line, "7.2 %" on the
    last line of a statement in percent of sales) holds percentages on the lines between too, as
    statements print the sign, when those are bare numbers (no currency, no scale word) no larger
    than 100 or the largest percentage printed. So does a column headed a rate whose first amount
    prints "%" ("Contractual Interest Rate": 3.25% | 3.75 | 0.625), which no table scale applies to.

        100.0 % | 40.0 | 33.1 | 7.2 %  ->  100.0 % | 40.0 % | 33.1 % | 7.2 %
    """
    by_col: dict[int, list[NormCell]] = {}
    for cell in cells:
        if cell.col >= lc:
            by_col.setdefault(cell.col, []).append(cell)
    for cs in by_col.values():
        amounts = sorted((x for x in cs if x.value.kind in ("money", "number", "percent")), key=lambda x: x.row)
        rate = any(_RATE_HEADING.search(level) for level in columns[cs[0].col].path)
        if len(amounts) < 3 or amounts[0].value.kind != "percent" or amounts[-1].value.kind != "percent" and not rate:
            continue
        bare = [x for x in amounts if x.value.kind == "number"]
        if not bare or any(x.value.kind == "money" for x in amounts):
            continue
        bound = max(100.0, max(abs(x.value.printed or 0.0) for x in amounts if x.value.kind == "percent"))
        if any(x.value.unit is not None or x.value.printed is None or abs(x.value.printed) > bound
               or x.value.number != x.value.printed and not rate for x in bare):
            continue
        for x in bare:
            x.value = x.value.model_copy(update={"kind": "percent", "unit": "%", "scale": 1.0, "number": x.value.printed})


_RATE_HEADING = re.compile(r"\brates?\b", re.I)  # "Contractual Interest Rate", "Tax rate"


def _tier_grouping(cells: list[NormCell]) -> None:
    """A tier whose lower bound prints another locale's grouping sign ("2.000+" under "500-1,999", as
    OCR reads a comma) starts where the tier above it ends: the bound is read in the locale that makes
    it continue the column's tiers, when exactly one does, and kept as printed otherwise.

        1-99 | 100-499 | 500-1,999 | 2.000+  ->  low 1, 100, 500, 2000
    """
    by_col: dict[int, list[NormCell]] = {}
    for cell in cells:
        if cell.value.kind == "range":
            by_col.setdefault(cell.col, []).append(cell)
    for cs in by_col.values():
        cs.sort(key=lambda x: x.row)
        for above, cell in zip(cs, cs[1:]):
            prev, low = above.value.high, cell.value.low
            if prev is None or low is None or low > prev:
                continue
            lows = {rng.low for loc in numbers.LOCALES if (rng := parse_range(cell.value.raw, locale=loc))
                    and rng.low is not None and 0 < rng.low - prev <= 1 and (rng.high is None or rng.high >= rng.low)}
            if len(lows) == 1:
                cell.value = cell.value.model_copy(update={"low": lows.pop()})


def _typed(
    text: str, locale: str | None, dash_zero: bool, col: Column, cn: units.UnitNote, row: Row,
    rn: units.UnitNote, note: units.UnitNote, syn: SynonymSet, context: list[str] | None = None,
) -> TypedValue:
    r = numbers.read(text, locale=locale, dash_zero=dash_zero)
    markers = list(dict.fromkeys(r.markers + col.markers + row.markers))
    labels = [*row.label_path[-1:], *col.path]
    context = context or row.label_path
    row_class = _row_class(context)
    classes = ({units.label_class(x) for x in col.path} | {row_class}) - {None}
    concept_attrs = syn.attrs(row.concept) or syn.attrs(col.concept)
    percent = r.kind == "percent" or "%" in (rn.unit, cn.unit) or concept_attrs.get("unit") == "%"
    years = any(units.year_label(x) for x in col.path)
    if r.kind == "number" and numbers.split_markers(numbers.clean(text))[0] in numbers.DASHES and (
        row_class in {"per_share", "count"} or any(units.label_class(x) for x in col.path) or percent or years
        or any(_RATE_OR_AGE.search(x) for x in labels)
    ):  # a dash is nil only among amounts; for rates, years, share data or counts it is "not applicable"
        return TypedValue(kind="null", raw=text, markers=markers)
    if r.kind in {"null", "text", "date"}:
        return TypedValue(kind=r.kind, raw=text, markers=markers)
    if r.kind == "range":
        return TypedValue(kind="range", raw=text, low=r.low, high=r.high, unit=r.unit, markers=markers)
    if col.concept == "note_ref":  # note references are plain numbers, never money or scaled
        return TypedValue(kind="number", raw=text, number=r.value, printed=r.value, markers=markers)
    if years and r.kind == "number" and re.fullmatch(r"(?:19|20)\d{2}", numbers.split_markers(numbers.clean(text))[0]):
        return TypedValue(kind="number", raw=text, number=r.value, printed=r.value, markers=markers)
    if classes <= {"per_share", "rate"} and row_class in {"per_share", "rate"} \
            and not units.header_unit(row.label_path[-1] if row.label_path else "").scale:
        rn = units.UnitNote(currency=rn.currency, unit=rn.unit)  # a section's "($M)", "(in thousands)" does not
        # scale a per-share row or a rate ("Average monthly revenue per user" under "Subscribers (in thousands):")
    elif classes <= {"ratio"} and row_class == "ratio" and not units.header_unit(row.label_path[-1] if row.label_path else "").scale:
        rn = units.UnitNote(unit=rn.unit)  # nor is a ratio money: "Distribution coverage ratio" under "Cash flow
        # measures ($ in millions)" is 1.24, no USD 1.24 million
    cell_currency = r.unit if r.kind == "money" else None
    currency = cell_currency or rn.currency or cn.currency
    unit = r.unit if r.unit and r.kind != "money" else None
    unscaled_label = bool(classes - {"shares"}) or bool(
        syn.attrs(row.concept).get("unscaled") or syn.attrs(col.concept).get("unscaled")
    ) or any(units.exempt_by(_owners_apart(x), note.exceptions) for x in labels) or r.kind != "money" and any(
        units.exempt_by(_owners_apart(x), note.exceptions) for x in context[:-1])
    # (a heading's words too: "except lease terms" over "Weighted-average remaining lease term: > Operating leases";
    # "except ... operating data" over "Operating Data:" leaves a line printing dollars in the table's thousands)
    default_unit = concept_attrs.get("unit")
    carrier = row.label_path[-1:] if row.concept else col.path[-1:]
    if default_unit in MEASURED and carrier and len(carrier[0].split()) == 1:
        default_unit = None  # "Capacity" of a carpet plant is no airline's seat miles: a one-word label says no unit
    if percent:
        unit = "%"
    elif unit is None:
        unit = currency or rn.unit or cn.unit
        if unit is None and default_unit:
            unit = default_unit
        # the table's currency: also for per-share amounts, never for counts and ratios
        if unit is None and (not unscaled_label or classes == {"per_share"}) and "shares" not in classes:
            unit = note.currency
            currency = note.currency
    # scale: the cell's own word ("€1.8bn") wins; then units column, header, row label, table note
    if r.magnitude != 1.0:
        scale = r.magnitude
    elif percent:
        scale = 1.0
    elif rn.scale or cn.scale and not (row_class in {"per_share", "ratio", "count"} and cn.scale == note.scale):
        scale = rn.scale or cn.scale or 1.0  # "Shares (in thousands)" states its own scale; a header
        # that repeats the table's "(In millions, except per share amounts)" keeps its exceptions
    elif row_class == "shares" and (own := units.share_scale(note)) is not None:
        scale = own  # "except number of shares, which are reflected in thousands"
    elif row.label_path and units.bracketed_currency(row.label_path[-1]) and r.kind != "money":
        scale = 1.0  # "Average ticket price (£)" under a "£'000" statement: the line states its unit, in pounds
    elif unscaled_label or not note.scale:
        scale = 1.0
    else:  # "in EUR thousands" does not scale kilograms
        other_unit = unit not in (None, note.currency) and not (currency and unit == currency)
        scale = 1.0 if note.currency and other_unit else note.scale
    kind = "percent" if percent else ("money" if currency and unit == currency else "number")
    value = r.value
    return TypedValue(
        kind=kind, raw=text, number=None if value is None else value * scale, printed=value, unit=unit,
        scale=scale, markers=markers,
    )


def _type_columns(columns: list[Column], cells: list[NormCell], col_note: list[units.UnitNote]) -> None:
    """Each column's type (the kind most of its values have), unit (only when all values share it) and scale."""
    by_col: dict[int, list[NormCell]] = {}
    for cell in cells:
        by_col.setdefault(cell.col, []).append(cell)
    for col in columns:
        cs = [x for x in by_col.get(col.index, []) if x.value.kind != "null"]
        kinds = Counter(x.value.kind for x in cs)
        if not kinds:
            col.type = "number" if col_note[col.index].currency else "text"
            col.unit = col_note[col.index].currency or col_note[col.index].unit
            continue
        numeric = sum(kinds[k] for k in NUMERIC)
        if kinds["range"] and (kinds["range"] + numeric == len(cs) or kinds["range"] * 2 > len(cs)):
            col.type = "range"
            for x in cs:  # a plain number in a tier column is a one-point tier
                if x.value.kind in NUMERIC and x.value.number is not None:
                    x.value.low = x.value.high = x.value.number
        elif numeric and numeric >= kinds["text"] + kinds["date"]:
            num_kinds = Counter({k: kinds[k] for k in NUMERIC if kinds[k]})
            col.type = num_kinds.most_common(1)[0][0] if len(num_kinds) == 1 else (
                "money" if set(num_kinds) == {"money", "number"} and col_note[col.index].currency else "number")
        else:
            col.type = kinds.most_common(1)[0][0] if kinds.most_common(1)[0][0] != "range" else "text"
        # a column's unit holds for every value in it; a transposed spec sheet varies it per row
        valued = {x.value.unit for x in cs if x.value.kind in NUMERIC | {"range"}}
        cn = col_note[col.index]
        col.unit = (cn.currency or cn.unit) if valued <= {None} else (valued.pop() if len(valued) == 1 else None)
        scale_counts = Counter(x.value.scale for x in cs if x.value.kind in NUMERIC)
        col.scale = scale_counts.most_common(1)[0][0] if scale_counts else 1.0


def _mark_totals(rows: list[Row], cells: list[NormCell], columns: list[Column], ctx: _Ctx) -> None:
    numeric_cols = [
        col.index for col in columns
        if col.type in {"number", "money"} and col.concept != "note_ref" and not _note_like(col, cells)
    ]
    by_pos = {(c.row, c.col): c for c in cells}
    labels = [" ".join(r.label_path) for r in rows]
    values = [[(by_pos[(r.index, k)].value.printed if (r.index, k) in by_pos else None) for k in numeric_cols] for r in rows]
    decimals = [max([_decimals(by_pos[(r.index, k)].text) for r in rows if (r.index, k) in by_pos] + [0]) for k in numeric_cols]
    if len(numeric_cols) < 2 and not ctx.financial:
        values = [[None] * len(numeric_cols) for _ in rows]  # one column: sums coincide too easily
    for row, (is_total, is_sub) in zip(rows, mark_totals(labels, values, decimals)):
        row.is_total, row.is_subtotal = is_total, is_sub


def _note_like(col: Column, cells: list[NormCell]) -> bool:
    """A column of note references ("Note", "Anhang", or small integers under an empty header)."""
    if col.path and re.fullmatch(r"(notes?|anhang|anmerkung|dipnot|ref\.?)", norm_label(col.path[-1])):
        return True
    vals = [c.value.printed for c in cells if c.col == col.index and c.value.printed is not None]
    return not col.path and bool(vals) and all(float(v).is_integer() and 0 < v < 100 for v in vals)
