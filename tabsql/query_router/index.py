"""An in-memory view of the caller's documents, shaped for linking questions to cells.

Assembled by `tabsql.term_index` from what the catalog stores per document (each table's model and
terms), over the tables a question touches and with the term statistics of its whole scope.
"""
from __future__ import annotations

from functools import cached_property
import re
from collections import Counter
from dataclasses import dataclass, field
from datetime import date

from tabsql.models import Column, NormalizedDocument, NormalizedTable, NormCell, Row, TypedValue
from tabsql.query_router import lexicon
from tabsql.query_router.text import (STOPWORDS, clean_label, fiscal_year, fold, month_index, month_name, parts, stem, tokens,
                                     unbracketed)

NUMERIC = {"number", "money", "percent"}
YEAR = re.compile(r"(?<!\d)(?<![A-Za-z]-)((?:19|20)\d\d)(?!\d)")  # not an item code's digits ("PL-2050")
QUARTER = re.compile(r"^(?:q|quartal\s*|quarter\s*)([1-4])$|^([1-4])\.?\s*(?:q|quartal|quarter)$", re.I)
_LEGAL = re.compile(
    r"[\s,]+(?:gmbh(?:\s*&\s*co\.?\s*kg)?|ag|se|kg|ltd\.?|limited|plc|inc\.?|corp\.?|co\.?|llc|bv|b\.v\.|nv|"
    r"a\.?\s?ş\.?|s\.?a\.?|sarl|s\.?p\.?a\.?|oy|ab|as)$", re.I)


FISCAL_TAG = re.compile(r"\b(?:FY\s?|F)'?(\d\d)(?![\d%]|[.,]\d)", re.I)  # "FY19", "F18", "FY '19": years in a header


def years_in(texts: list[str]) -> set[int]:
    return {int(y) for t in texts for y in YEAR.findall(t)} | {fiscal_year(y) for t in texts for y in FISCAL_TAG.findall(t)}


def heading_years(path: list[str]) -> set[int]:
    """The years a column's headings name. Where a heading over every column names all the years
    ("For the Years Ended May 31, 2023, 2022 and 2021") and the column's own heading one of them
    ("2023"), the column is its own heading's year."""
    above, own = years_in(path[:-1]), years_in(path[-1:])
    return own if own and len(above) >= 2 and own < above else above | own  # "Variation 2019 vs > 2018": both


_ORDINAL_QUARTER = re.compile(r"^(first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:fiscal\s+)?quarter(?:\s+(?:of\s+)?(?:19|20)\d\d)?$", re.I)
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
_QUARTER_END = re.compile(r"\b(?:three\s+months|quarter|13\s+weeks)\s+ended\b\W*([a-z]{3})", re.I)
_MONTH_NO = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}


def quarter_ended(path_text: str, fiscal_end_month: int = 12) -> int | None:
    """The fiscal quarter a "Three months ended June 30" header means, counted from the month the
    fiscal year ends (December unless the document says otherwise: Apple's quarter ended
    December 31 is its first)."""
    m = _QUARTER_END.search(path_text)
    month = _MONTH_NO.get(m.group(1).lower()) if m else None
    if month is None:
        return None
    return (month - fiscal_end_month - 1) % 12 // 3 + 1


def off_year_end(path_text: str, period_end: str | None) -> bool:
    """A heading dated to a day ("For the Twelve Months Ending September 30, 2022", "September 30,
    2022") that lies more than ``_YEAR_END_DAYS`` from the day the report closes its fiscal year
    (``period_end``): an investee's year, a trailing twelve months, an interim balance date. Its year
    is not the report's fiscal year of that number. A 52/53-week year ends within a week of the
    same day (Foot Locker's January 28, 2023 and February 1, 2020), so those days agree. False
    when the report's year-end or the heading's day is not known."""
    if not period_end:
        return False
    months = lexicon.mapping("month_numbers")
    toks = tokens(path_text)
    for m, d, y in zip(toks, toks[1:], toks[2:]):
        if m in months and d.isdigit() and 1 <= int(d) <= 31 and len(y) == 4 and y.isdigit():
            try:  # a February 29 year-end has no day in the neighbouring years: compare its March 1
                day = date(int(y), months[m], int(d))
                ends = [date(int(y) + k, int(period_end[5:7]), int(period_end[8:10])) if
                        (period_end[5:10] != "02-29") else date(int(y) + k, 3, 1) for k in (-1, 0, 1)]
            except ValueError:
                return False
            return min(abs((day - end).days) for end in ends) > _YEAR_END_DAYS
    return False


_YEAR_END_DAYS = 10


def dated_months(text: str) -> set[int]:
    """The month of each date a heading prints, month named and year after it ("Jun 30, 2025": 6, "As
    of September 24, 2022": 9), and every month of a span of them ("Q4 (Jan–Mar 2025)": 1, 2, 3; "March 1,
    2023—March 31, 2023": 3): what the month of a date the question says is matched against (the year is
    matched as any year is)."""
    months = lexicon.mapping("month_numbers")
    toks = [p for t in tokens(text) for p in parts(t) or [t]]  # "March 1, 2023—March 31, 2023": a span
    out = set()
    for i, t in enumerate(toks[:-1]):  # "Q4 (Jan–Mar 2025)": every month of the span
        if t in months and toks[i + 1] in months and any(len(y) == 4 and y.isdigit() for y in toks[i + 2:i + 4]):
            first, last = months[t], months[toks[i + 1]]
            out |= {(first - 1 + k) % 12 + 1 for k in range((last - first) % 12 + 1)}
    for i, t in enumerate(toks):
        if t in months and any(len(y) == 4 and y.isdigit() and y[:2] in ("19", "20") for y in toks[i + 1:i + 3]):
            out.add(months[t])
    return out


def fiscal_label_years(path_text: str, period_end: str | None, fiscal_year: int | None) -> set[int]:
    """The fiscal year a heading dated to the report's year-end closes, where the report names its
    fiscal years otherwise than by the calendar year they end in: Foot Locker's fiscal 2022 ends
    January 28, 2023, so "January 29, 2022" closes its fiscal 2021, the year its other statements'
    columns name "2021". The column is read as of both years, its fiscal year preferred where the
    question names no day (the balance "at the end of fiscal 2022" is January 28, 2023's). Empty
    where the names agree (Salesforce's fiscal 2023 ends January 31, 2023) or the heading is no such day."""
    if not period_end or not fiscal_year or (offset := fiscal_year - int(period_end[:4])) == 0:
        return set()
    months = lexicon.mapping("month_numbers")
    toks = tokens(path_text)
    for m, d, y in zip(toks, toks[1:], toks[2:]):
        if m in months and d.isdigit() and 1 <= int(d) <= 31 and len(y) == 4 and y.isdigit():
            return set() if off_year_end(path_text, period_end) else {int(y) + offset}
    return set()


def quarter_of(text: str) -> int | None:
    m = QUARTER.match(clean_label(text).strip())
    if m:
        return int(m.group(1) or m.group(2))
    m = _ORDINAL_QUARTER.match(clean_label(text).strip())  # "Second Quarter"
    if m:
        return _ORDINALS[m.group(1).lower()]
    m = re.search(r"\b[Qq]([1-4])\b", text)  # "2025 Q2" when two header levels merged
    return int(m.group(1)) if m else None


def said_quarter(text: str) -> int | None:
    """The quarter a label names in words among other words, an ordinal before a quarter noun
    ("Second Quarter 2019 Accelerated Share Repurchase Program", "4th fiscal qtr"; lexicon:
    ``ordinals``, ``quarter_nouns``); None when it names none or several. Unlike ``quarter_of`` (a
    label that is a quarter: a period line), such a line is an item of its own, so it answers a
    question that asks its quarter and is not kept from one that asks none.

        >>> said_quarter("Second Quarter 2019 Program"), said_quarter("Second lien notes")
        (2, None)
    """
    words = tokens(text)
    ordinals, nouns = lexicon.mapping("ordinals"), lexicon.words("quarter_nouns")
    said = {ordinals[w] for w, *after in zip(words, words[1:], words[2:] + ("",))
            if ordinals.get(w) in (1, 2, 3, 4) and (after[0] in nouns or after[0] == "fiscal" and after[1] in nouns)}
    return said.pop() if len(said) == 1 else None


_DESCRIPTOR = re.compile(
    r"\s+(?:holdings?|group|gruppe|werke|software|systems|analytics|solutions|technologies|office supply|"
    r"distribution|international|industries|services|networks|labs)$", re.I)


def short_name(issuer: str | None) -> str | None:
    """The name people use for an issuer: no legal form, no generic trade descriptor
    ("Brenner & Kast GmbH" -> "Brenner & Kast", "Northgate Distribution BV" -> "Northgate")."""
    if not issuer:
        return None
    name = issuer.strip()
    while (new := _DESCRIPTOR.sub("", _LEGAL.sub("", name))) != name:
        name = new
    return name.strip(" ,") or issuer


_PAREN = re.compile(r"\s*\(([^()]*)\)")


def name_part(label: str) -> str:
    """A header or row label without the unit note it prints in brackets ("Fuel Expense (in
    millions)" -> "Fuel Expense", "RPMs (000s)" -> "RPMs"): the unit says how a value is counted,
    never what it is, so a question need not say it. The label is kept when nothing else is left."""
    core = _PAREN.sub(lambda m: "" if _unit_note(m.group(1)) else m.group(0), label).strip()
    return core or label


def unit_notes(label: str) -> list[str]:
    """The unit notes ``name_part`` drops from a label ("Ocean freight volume (FEUs in thousands)" ->
    ["FEUs in thousands"]): what the values are counted in, which a question may still say ("ocean FEUs")."""
    return [inner for m in _PAREN.finditer(label) if _unit_note(inner := m.group(1).strip())] if "(" in label else []


def _unit_note(inner: str) -> bool:
    from tabsql.schema_normalize.units import read_unit_note

    note = read_unit_note(f"({inner.strip()})")
    return note.scale is not None or note.currency is not None


def _spared_dropped(note: str | None) -> str | None:
    """A unit note (or a stub heading holding one) without what its scale spares ("in millions,
    except repurchase price" -> "in millions, except"): those words name the table's other columns,
    not the table or its rows, so they join neither its caption nor its row kind (the note's scale
    and currency still do: "in USD millions")."""
    from tabsql.schema_normalize.units import read_unit_note

    if not note:
        return note
    for spared in read_unit_note(note).exceptions:
        note = note.replace(spared, " ")
    return note


def _joined_pairs(text: str | None) -> str:
    """Adjacent words of a name joined ("Delta Air Lines" -> "airlines", "Foot Locker" ->
    "footlocker"): how people write a two-word name as one."""
    words = re.findall(r"[^\W\d_]+", text or "")
    return " ".join(a + b for a, b in zip(words, words[1:]))


def term_set(text: str) -> set[str]:
    """Folded tokens of a label plus their stems and compound parts, a month's name where the label
    abbreviates it ("Jun 30, 2025" for "June") and a half year's words ("H1 2025": "first", "half"):
    what a question can meet."""
    out: set[str] = set()
    for t in tokens(text):
        out.add(t)
        out.add(stem(t))
        if t in _MONTH_NAMES:
            out.add(_MONTH_NAMES[t])
        out.update(half_year_words(t))
        for p in parts(t):
            out.add(p)
            out.add(stem(p))
    return out


def _month_names() -> dict[str, str]:
    """Each abbreviated month (lexicon ``month_numbers``: "jun", "sept") -> its full name ("june")."""
    by_number: dict[int, str] = {}
    for name, n in lexicon.mapping("month_numbers").items():
        if len(name) > len(by_number.get(n, "")):
            by_number[n] = name
    return {name: by_number[n] for name, n in lexicon.mapping("month_numbers").items() if name != by_number[n]}


_MONTH_NAMES = _month_names()
_HALF_YEARS = {k: tuple(str(v).split()) for k, v in lexicon.mapping("half_year_words").items()}


def half_year_words(token: str) -> tuple[str, ...]:
    """The words a question says a half year's abbreviation with (lexicon ``half_year_words``):
    ``half_year_words("h1") == ("first", "half")``; none for any other token."""
    return _HALF_YEARS.get(token, ())


@dataclass
class ColView:
    col: Column
    path: list[str]
    text: str  # path joined " > "
    years: set[int]
    quarter: int | None
    numeric: bool
    terms: set[str]
    off_year_end: bool = False  # dated to a day other than the report's fiscal year-end (``off_year_end``)
    fiscal: set[int] = field(default_factory=set)  # the fiscal year its day closes, named otherwise (``fiscal_label_years``)
    months: set[int] = field(default_factory=set)  # the month of each date it prints (``dated_months``)

    def other_month(self, said: set[int]) -> bool:
        """Dated to another month than every date the question says ("Sep 30, 2025" for "the end of
        June 2025"); False where either says no date."""
        return bool(said) and bool(self.months) and not self.months & said


@dataclass
class RowView:
    row: Row
    path: list[str]
    text: str
    years: set[int]
    quarter: int | None
    rng: TypedValue | None  # a tier label ("100-499")
    label_terms: set[str]
    texts: list[str]  # text cells of the row (description, category, unit ...)
    text_terms: set[str]
    context: list[str] = field(default_factory=list)  # a heading row above it that holds no values
    part_of: list[str] = field(default_factory=list)  # the total below it that adds it up
    period_rank: int | None = None  # the n-th of the table's lines labelled by periods ("the second month")
    period_last: bool = False  # the last of them
    said_quarter: int | None = None  # a quarter its label names among other words (``said_quarter``)
    span: tuple[int, int] | None = None  # the months it covers: a period line's, a total's of such lines (``_period_spans``)
    naming: tuple[frozenset[str], bool, tuple[str, ...]] | None = None  # what a question must say to name it (``link.naming_words``)
    # a movement line of a roll-forward printed once a period: the year of its block and the dated
    # balance line closing it (``_block_periods``); its label itself names no period
    block_year: int | None = None
    period_line: str | None = None
    months: set[int] = field(default_factory=set)  # the month of each date its label prints (``dated_months``)
    # other ways to say its group headings: with the unit their note counts in ("Ocean freight volume FEUs"
    # of "Ocean freight volume (FEUs in thousands)"), by the words that tell them from their siblings
    group_aliases: dict[str, list[str]] = field(default_factory=dict)


@dataclass
class TableView:
    doc: NormalizedDocument
    nt: NormalizedTable
    key: str  # "<doc id>/<table id>"
    cols: list[ColView]
    rows: list[RowView]
    grid: dict[tuple[int, int], NormCell]
    caption_terms: set[str]
    doc_years: set[int]
    footnotes: dict[str, str]  # marker -> text
    conditions: list[str]
    caption_concepts: set[str] = field(default_factory=set)
    row_kind: set[str] = field(default_factory=set)  # terms of the row-label column headers ("Support plan")
    kind_only: set[str] = field(default_factory=set)  # those no item row prints: they tell no row apart
    lost_rows: bool = False  # a note under the table holds what looks like one of its rows
    scale_doubt: bool = False  # the table states a scale ("in Tsd. EUR") that no value carries
    cell_records: object = None  # its body cells as BM25 records (retrieval.table_records), built once
    # its lead-in sentence ("Personnel expenses were as follows:"): the terms no label prints, the
    # neighbouring word pairs, every term (``_lead_in_terms``); they name the table for a question
    # asked of its report (``link.caption_positions``), not among many reports, whose prose says alike
    lead_in_new: set[str] = field(default_factory=set)
    lead_in_pairs: set[tuple[str, str]] = field(default_factory=set)
    lead_in_terms: set[str] = field(default_factory=set)  # every content term of its lead-in sentence

    def cell(self, row: RowView, col: ColView) -> NormCell | None:
        return self.grid.get((row.row.index, col.col.index))

    def __getattr__(self, name: str):
        # a stored view's grid is unpickled on first use (`term_index._unpack` defers it)
        stored = self.__dict__.get("_stored_grid") if name == "grid" else None
        if stored is None:
            raise AttributeError(name)
        grid = self.__dict__["grid"] = stored.part(0)
        return grid

    @property
    def has_ranges(self) -> bool:
        return any(r.rng is not None for r in self.rows)

    @cached_property
    def printed(self) -> frozenset[str]:
        """Every term its own labels, column headings and text cells print (not its caption)."""
        return frozenset().union(*(r.label_terms | r.text_terms for r in self.rows), *(c.terms for c in self.cols))


@dataclass
class DocView:
    doc: NormalizedDocument
    name: str  # short issuer name, as users say it
    identity: set[str]  # terms naming the document (issuer, title, file name)
    years: set[int]
    tables: list[TableView] = field(default_factory=list)
    name_terms: set[str] = field(default_factory=set)  # terms of the issuer's name alone (no title, no file name)


class CatalogIndex:
    """Documents, tables, rows, columns and cells with the terms questions link through.

    ``docs`` hold the tables a question is read over (all of the scope's, or the ones its words
    touch: ``tabsql.term_index``); ``stats`` are the term statistics of the whole scope (idf,
    identity frequencies, vocabulary), so a label weighs the same whichever tables are loaded."""

    def __init__(self, docs: list[DocView], stats):
        self.docs = docs
        self.tables: list[TableView] = [tv for dv in docs for tv in dv.tables]
        self._stats = stats
        self.idf: dict[str, float] = stats.idf
        self.default_idf: float = stats.default_idf
        self.identity_df: Counter[str] = stats.identity_df
        self.vocab: set[str] = stats.vocab
        self._records = None

    @property
    def records(self):
        """The cell records ranked by BM25 (built on first use)."""
        if self._records is None:
            from tabsql.query_router.retrieval import CellRecords

            self._records = CellRecords(self.tables)
        return self._records

    def fuzzy_vocab(self) -> list[str]:
        """Label words long enough for a spelling-tolerant match."""
        return self._stats.fuzzy_vocab()

    def weight(self, term: str) -> float:
        return self.idf.get(term, self.default_idf)

    @staticmethod
    def table_terms(tv: TableView) -> set[str]:
        """The terms one table adds to the vocabulary (its document frequency counts it once)."""
        vocab: set[str] = set(tv.caption_terms)
        for r in tv.rows:
            vocab |= r.label_terms | r.text_terms
        for c in tv.cols:
            vocab |= c.terms
        return vocab

    @staticmethod
    def _doc_view(doc: NormalizedDocument) -> DocView:
        meta = doc.meta
        stem_name = re.sub(r"\.pdf$", "", doc.name, flags=re.I)
        ident_text = " ".join(filter(None, [meta.issuer, _joined_pairs(short_name(meta.issuer)), meta.title,
                                            re.sub(r"[_\-.]+", " ", stem_name)]))
        identity = {t for t in term_set(ident_text) if t not in STOPWORDS and not YEAR.fullmatch(t)}
        years = years_in([meta.title or "", stem_name]) | ({meta.year} if meta.year else set())
        for v in (meta.valid_from, meta.valid_to):
            years |= years_in([v or ""])
        name = short_name(meta.issuer) or (meta.title or stem_name)
        name_terms = {t for t in term_set(" ".join(filter(None, [meta.issuer, _joined_pairs(short_name(meta.issuer))])))
                      if t not in STOPWORDS}
        return DocView(doc=doc, name=name, identity=identity, years=years, name_terms=name_terms)

    @staticmethod
    def _table_view(doc: NormalizedDocument, nt: NormalizedTable, doc_years: set[int]) -> TableView:
        t = nt.table
        borrowed = _borrowed_scale(nt)
        grid = {(c.row, c.col): c for c in nt.cells}
        for c in nt.cells:  # no value in base units where another measure's header note scaled it
            if c.col in borrowed and c.value.number is not None and c.value.number != c.value.printed:
                grid[(c.row, c.col)] = c.model_copy(update={"value": c.value.model_copy(update={"number": None})})
        label_idx = set(range(t.label_cols)) | ({t.unit_col} if t.unit_col is not None else set())
        end = doc.meta.period_end
        fy_month = int(end[5:7]) if end else 12
        cols = []
        for c in nt.columns:
            if c.index in label_idx:
                continue
            path = [name_part(clean_label(p)) for p in c.path if clean_label(p)]
            text = " > ".join(path)
            terms = term_set(text) | (term_set(c.concept.replace("_", " ")) if c.concept else set())
            if c.unit:
                terms |= term_set(c.unit)
            quarter = next((q for p in path if (q := quarter_of(p))), None) or quarter_ended(text, fy_month)
            fiscal = fiscal_label_years(text, end, doc.meta.year)
            cols.append(ColView(col=c, path=path, text=text, years=heading_years(path) | fiscal, fiscal=fiscal,
                                months=dated_months(text), quarter=quarter,
                                numeric=c.type in NUMERIC or c.type == "null", terms=terms,
                                off_year_end=off_year_end(text, end)))
        rows = []
        for r in nt.rows:
            path = [name_part(clean_label(p)) for p in r.label_path if clean_label(p)]
            text = " > ".join(path)
            label_cells = [grid[(r.index, ci)] for ci in range(t.label_cols) if (r.index, ci) in grid]
            rng = next((c.value for c in label_cells if c.value.kind == "range"), None)
            texts = [grid[(r.index, c.index)].text for c in nt.columns
                     if c.index not in label_idx and (r.index, c.index) in grid and grid[(r.index, c.index)].value.kind == "text"]
            label_terms = term_set(text) | (term_set(r.concept.replace("_", " ")) if r.concept else set())
            text_terms: set[str] = set()
            for x in texts:
                text_terms |= term_set(x)
            rows.append(RowView(row=r, path=path, text=text, years=years_in(path),
                                quarter=next((q for p in path if (q := quarter_of(p))), None), rng=rng,
                                label_terms=label_terms, texts=texts, text_terms=text_terms,
                                said_quarter=said_quarter(text), months=dated_months(text),
                                group_aliases=_counted_in(r.label_path[:-1])))
        _heading_context(rows, grid, [c.col.index for c in cols])
        _heading_cores(rows)
        _period_ranks(rows, grid, [c.col.index for c in cols])
        _period_spans(rows, grid, [c.col.index for c in cols])
        _block_periods(rows, grid, cols)
        footnotes = {f.marker: f.text for f in t.footnotes if f.marker}
        notes = [f.text for f in t.footnotes if not f.marker]
        conditions = notes + [c for c in nt.conditions if not any(c.strip(" .") in n for n in notes)]
        caption = " ".join(filter(None, [t.caption, t.section, _spared_dropped(t.unit_note)]))
        kind = " ".join(_spared_dropped(p) for c in nt.columns if c.index < t.label_cols for p in c.path)
        lead_in, pairs, lead_all = _lead_in_terms(
            t.lead_in, set().union(*(r.label_terms | r.text_terms for r in rows), *(c.terms for c in cols)))
        lost = _lost_rows(rows, [f.text for f in t.footnotes] + list(nt.conditions))
        row_kind = {x for x in term_set(kind) if x not in STOPWORDS}
        printed = set().union(*(r.label_terms for r in rows if not r.row.is_total))  # a total restates the kind
        return TableView(doc=doc, nt=nt, key=f"{doc.id or doc.name}/{t.id}", cols=cols, rows=rows, grid=grid,
                         row_kind=row_kind, kind_only=row_kind - printed, lost_rows=lost,
                         scale_doubt=_scale_doubt(nt),
                         caption_terms={x for x in term_set(caption) if x not in STOPWORDS},
                         doc_years=doc_years, footnotes=footnotes, conditions=conditions,
                         lead_in_new={x for x in lead_in if x not in STOPWORDS}, lead_in_pairs=pairs,
                         lead_in_terms=lead_all)


def _lead_in_terms(sentence: str | None, printed: set[str]) -> tuple[set[str], set[tuple[str, str]], set[str]]:
    """What the sentence announcing a table gives it: the terms its labels leave unsaid, the
    neighbouring word pairs of the sentence (by stem; ``link.caption_positions`` lets a printed word
    said next to an unsaid one count too: "personnel expenses" from "Personnel expenses ... as
    follows:" over "Wages and salaries | Pension expenses"), and all its terms (what the proof may
    link to the caption). A word the labels print, said alone, is the labels' to name ("monetary
    assets" by the row "Monetary assets, current", not by "... the Group's monetary assets and
    liabilities are listed below"); dates and numbers name no period.

    >>> new, pairs, _ = _lead_in_terms("Personnel expenses were as follows:", {"pension", "expens", "expenses"})
    >>> sorted(new), ("personnel", "expens") in pairs
    (['follow', 'follows', 'personnel'], True)
    """
    toks = [x for x in tokens(sentence or "") if x not in STOPWORDS and not any(ch.isdigit() for ch in x)
            and x not in _MONTHS]
    new: set[str] = set()
    every: set[str] = set()
    for x in toks:
        terms = term_set(x)
        every |= terms
        if not terms & printed:
            new |= terms
    pairs = {(stem(x), stem(y)) for x, y in zip(toks, toks[1:])}
    return new, pairs, every


def _counted_in(headings: list[str]) -> dict[str, list[str]]:
    """Each group heading that prints a unit note, said with the unit it counts in and without the
    scale: "Ocean freight volume (FEUs in thousands)" -> "Ocean freight volume FEUs" ("ocean FEUs").

        >>> _counted_in(["Ocean freight volume (FEUs in thousands)"])
        {'Ocean freight volume': ['Ocean freight volume feus']}
    """
    out: dict[str, list[str]] = {}
    for raw in headings:
        counted = [t for note in unit_notes(clean_label(raw)) for t in tokens(note)
                   if t not in STOPWORDS and not _unit_note(t)]
        if counted:
            out[name_part(clean_label(raw))] = [f"{name_part(clean_label(raw))} {' '.join(counted)}"]
    return out


def _heading_cores(rows: list[RowView]) -> None:
    """The words of a group heading that tell it from the other headings of its depth in the table:
    "Same-community portfolio (c):" beside "Consolidated portfolio:" is "same-community", as "portfolio"
    is what every heading there groups. A question names the group by those words alone.

        >>> rs = [RowView(None, [h, "Independent Living"], "", set(), None, None, set(), [], set())
        ...       for h in ("Same-community portfolio (c):", "Consolidated portfolio:")]
        >>> _heading_cores(rs); rs[0].group_aliases
        {'Same-community portfolio (c):': ['same-community']}
    """
    depths: dict[int, set[str]] = {}
    for r in rows:
        for k, heading in enumerate(r.path[:-1]):
            depths.setdefault(k, set()).add(heading)
    cores: dict[str, str] = {}
    for headings in depths.values():
        if len(headings) < 2:
            continue
        words = {h: [t for t in tokens(unbracketed(h) or h) if t not in STOPWORDS] for h in headings}
        shared = set.intersection(*(set(w) for w in words.values()))
        for h, w in words.items():
            if shared and (core := [t for t in w if t not in shared]):
                cores[h] = " ".join(core)
    for r in rows:
        for h in r.path[:-1]:
            if h in cores:
                r.group_aliases[h] = [*r.group_aliases.get(h, []), cores[h]]


def _heading_context(rows: list[RowView], grid: dict[tuple[int, int], NormCell], value_cols: list[int]) -> None:
    """A row that holds a label and no values ("Interest rate swaps", "Deferred tax assets") heads
    the rows below it up to the next such row; when the extractor did not make it their group, it
    is still their context ("the notional amount of the interest rate swaps")."""
    heading: str | None = None
    outer: str | None = None  # a heading right above this one: "Earnings per share:" over "2017" over "Diluted"
    outer_at: float | None = None  # where the outer heading's label starts, when this one is set in from it
    last_heading = False
    at: float | None = None  # where the heading's label starts
    indented = False  # a line under it was set in from it
    seen: list[str] = []  # the headings so far: a total naming an outer one ("Total passenger revenue") ends this one's block
    under = 0  # lines with values since the heading
    for k, r in enumerate(rows):
        if not r.path:
            continue
        x0 = _label_x0(grid, r)
        if not any((r.row.index, ci) in grid and grid[(r.row.index, ci)].text.strip() for ci in value_cols):
            inner = r.path[-1].endswith(":") or _heads_block(rows[k + 1:], grid, x0)
            if heading and len(r.path) == 1 and at is not None and x0 is not None and x0 > at + _INDENT \
                    and heading.endswith(":") and inner:
                outer, outer_at = heading, at  # set in under the heading: "International:" under "Passenger revenue:"
                # (the inner one closed by a colon too, or heading lines set in from it: a label wrapped onto a
                # set-in line is no heading under another)
            elif heading and outer and at is not None and x0 is not None and abs(x0 - at) <= _INDENT \
                    and (heading.endswith(":") or outer_at is not None) and inner and outer.endswith(":"):
                pass  # the next inner heading set in as far ("Iowa:" after "Nebraska:" under "Owned plants:";
                # "Southeast" after "Northeast" under "Harrowgild Grill:"): the outer goes on
            else:
                outer, outer_at = (heading if last_heading and len(r.path) == 1 else None), None
            heading, last_heading, at, indented, under = r.path[-1], True, x0, False, 0
            seen.append(heading)
            continue
        last_heading = False
        if heading and under >= 2 and fold(r.path[-1]).startswith("total") and not r.row.is_total and len(r.path) == 1 \
                and not _totals_heading(r.path[-1], heading) and not _abbreviates(r.path[-1], heading) \
                and not (at is not None and x0 is not None and x0 > at + _INDENT):
            heading = outer = None  # "Total assets acquired" after the lines of "Identifiable intangible
            outer_at = None  # assets:", set no further in: another total, which ends that heading's block
        under += 1
        if heading and at is not None and x0 is not None:
            if x0 > at + _INDENT:
                indented = True
            elif indented and (r.row.is_total or r.row.is_subtotal or fold(r.path[-1]).startswith("total")) \
                    and not any(_totals_heading(r.path[-1], h) for h in seen if h != heading):
                indented = False  # the total of its set-in lines ("Total wireless retail"): the block goes on
            elif indented and outer_at is not None and x0 > outer_at + _INDENT \
                    and not any(_totals_heading(r.path[-1], h) for h in seen):
                heading, at, outer, outer_at = outer, outer_at, None, None  # the inner block has ended, the outer goes on
                indented = True
            elif indented:  # its lines were set in, and this one is not: the heading's block has ended
                heading = outer = None  # ("Earnings per share" over "Basic", "Diluted"; then "Net cash provided ...")
                outer_at = None
        if heading and len(r.path) == 1 and heading != r.path[0] and not r.row.is_total:  # a total spans blocks
            r.context = [heading, outer] if outer_at is not None else [heading]
        if heading and not r.years and (year := _year_heading(heading)) is not None \
                and (not r.row.is_total or at is not None and x0 is not None and x0 > at + _INDENT):
            r.years = {year}  # "2018" over "Domestic", "Pacific" ... and their set-in "Total": that year's lines
        elif outer and len(r.path) >= 2 and r.path[0] == heading and not r.row.is_total:
            r.context = [outer]  # the extractor made the inner heading their group; the outer one is still said
    _total_context(rows, grid, value_cols)


HEADED_LINES = 2  # lines set in under a heading row that make it a heading (a wrapped label has one)


def _heads_block(below: list[RowView], grid: dict[tuple[int, int], NormCell], x0: float | None) -> bool:
    """The lines right below a label set at ``x0`` are set in from it, at least ``HEADED_LINES`` of
    them before one is not ("Northeast" over "Connecticut", "Massachusetts" ...): a heading row."""
    if x0 is None:
        return False
    under = 0
    for r in below:
        at = _label_x0(grid, r)
        if at is None or at <= x0 + _INDENT:
            break
        under += 1
    return under >= HEADED_LINES


def _abbreviates(label: str, heading: str) -> bool:
    """A total line says the heading by some of its words only ("Total incurred" of "Incurred losses and
    loss adjustment expenses related to:"): every word of its own is the heading's."""
    own = {stem(t) for t in tokens(label) if t not in STOPWORDS} - {"total"}
    return bool(own) and own <= {stem(t) for t in tokens(heading) if t not in STOPWORDS}


def _year_heading(label: str) -> int | None:
    """The year a heading row is, when it says nothing else ("2018", "2019:")."""
    bare = label.strip().rstrip(":.").strip()
    return int(bare) if bare.isdigit() and int(bare) in years_in([bare]) else None


def _totals_heading(label: str, heading: str) -> bool:
    """A total line names a heading ("Total passenger revenue" of "Passenger revenue:"): its words
    are all the total's."""
    own = {stem(t) for t in tokens(label) if t not in STOPWORDS} - {"total"}
    words = {stem(t) for t in tokens(heading) if t not in STOPWORDS}
    return bool(own) and bool(words) and words <= own


_MONTHS = frozenset(lexicon.cue("months").split("|"))
_INDENT = 2.0  # points a label is set in from its heading's to count as under it


def _label_x0(grid: dict[tuple[int, int], NormCell], r: RowView) -> float | None:
    """Where the row's label starts on the page (its first label cell's box), when known."""
    cell = grid.get((r.row.index, 0))
    return cell.bbox[0] if cell is not None and cell.bbox else None


def _period_ranks(rows: list[RowView], grid: dict[tuple[int, int], NormCell], value_cols: list[int]) -> None:
    """Lines labelled by periods ("January 26, 2019 - February 22, 2019", "October 2019"), every line
    with values but the total being one, are counted in the order printed: "the second month" is the
    second of them. A table that mixes them with other lines ("Balance at January 1", "Additions")
    counts none."""
    lines = [r for r in rows if r.path and not r.row.is_total
             and any((r.row.index, ci) in grid and grid[(r.row.index, ci)].text.strip() for ci in value_cols)]
    if len(lines) < 2 or not all(set(tokens(r.path[-1])) & _MONTHS for r in lines):
        return
    for k, r in enumerate(lines, 1):
        r.period_rank = k
    lines[-1].period_last = True


_SPAN_JOINS = frozenset({"to", "through", "thru", "bis", "-"})


def period_span(label: str) -> tuple[int, int] | None:
    """The months a label that is nothing but a period covers, as ``analyze.month_index`` pairs
    ("October 1, 2018 - October 31, 2018", "November 2018", "Oct. 2018 to Dec. 2018"; lexicon
    ``month_numbers``): each month the year said after it (or the last one before it). None for
    any other label ("May 2015 Program", "2018").

        >>> [month_name(m) for m in period_span("October 1, 2018 - December 31, 2018")]
        ['2018-10', '2018-12']
    """
    months = lexicon.mapping("month_numbers")
    words = tokens(label)
    said: list[tuple[int, int]] = []  # (position, month)
    years: list[tuple[int, int]] = []
    for i, w in enumerate(words):
        if w in months:
            said.append((i, months[w]))
        elif YEAR.fullmatch(w):
            years.append((i, int(w)))
        elif not (w.isdigit() and 1 <= int(w) <= 31 or w in _SPAN_JOINS):
            return None
    if not said or not years:
        return None
    at = [month_index(next((y for j, y in years if j > i), years[-1][1]), m) for i, m in said]
    return (min(at), max(at)) if min(at) == at[0] and max(at) == at[-1] else None


def _period_spans(rows: list[RowView], grid: dict[tuple[int, int], NormCell], value_cols: list[int]) -> None:
    """The months each line covers: a line labelled by a period its own; a total line right below
    two or more such lines that follow one another month after month (headings without values
    between them aside) theirs together: "Total" under "October 2018" .. "December 2018" is the
    line of the last three months of 2018, whatever it prints (a sum, or an average price)."""
    run: list[RowView] = []
    for r in rows:
        if not any((r.row.index, ci) in grid and grid[(r.row.index, ci)].text.strip() for ci in value_cols):
            continue
        if r.row.is_total:
            if len(run) >= 2 and all(y.span[0] == x.span[1] + 1 for x, y in zip(run, run[1:])):
                r.span = (run[0].span[0], run[-1].span[1])
            run = []
            continue
        r.span = period_span(r.text) if r.path else None
        run = run + [r] if r.span is not None else []


def _dated_balance(label: str) -> tuple[str, tuple[int, int, int]] | None:
    """A label that names a balance at a date ("Balances at December 31, 2018", "Outstanding at
    September 30, 2017"): its words without the date, and the date (month and day 0 when unsaid).
    None for a label without exactly one year, or with words beside a date it cannot read, or that
    is nothing but a period (a line of a monthly table, ``period_span``)."""
    words = tokens(label)
    months = lexicon.mapping("month_numbers")
    years = [int(w) for w in words if YEAR.fullmatch(w)]
    said = [months[w] for w in words if w in months]
    if len(years) != 1 or len(said) > 1 or period_span(label) is not None:
        return None
    days = [int(w) for w in words if w.isdigit() and not YEAR.fullmatch(w)]
    if len(days) > 1 or days and not (said and 1 <= days[0] <= 31):
        return None
    rest = " ".join(w for w in words if not w.isdigit() and w not in months)
    return (rest, (years[0], said[0] if said else 0, days[0] if days else 0)) if rest else None


def _block_periods(rows: list[RowView], grid: dict[tuple[int, int], NormCell], cols: list[ColView]) -> None:
    """A roll-forward ("Balances at December 31, 2017" / "Goodwill acquired" / .. / "Balances at
    December 31, 2018" / "Goodwill acquired" / ..) prints its movements once a period, undated: each
    line between two balance lines (the dated lines of the words most of them print, dated in
    order) is of the period the lower one closes ("the goodwill acquired in 2019" is the line above
    "Balances at December 31, 2019"), and the proof cites that line for its year. A line dated by
    its own label ("Reassignment on April 1, 2019") keeps its date. Only for a movement whose label
    (without a bracketed note) repeats in another block: with one block the report's year tells it
    already. Not where a column names a year (the columns are then the periods), nor for a period
    closing in January or February, whose year the report's fiscal calendar may name either way (the
    52 weeks to "January 1, 2018" are its 2017). The year keeps a question's cells to their period
    (``cells.cell_ok``); it does not make the line a dated one (``RowView.years``)."""
    value_cols = [c.col.index for c in cols]
    if any(c.years for c in cols if c.numeric):
        return
    valued = [r for r in rows if r.path and any((r.row.index, ci) in grid and grid[(r.row.index, ci)].text.strip()
                                                for ci in value_cols)]
    dated = {r.row.index: d for r in valued if (d := _dated_balance(r.text))}
    kinds = Counter(words for words, _ in dated.values()).most_common(2)
    if not kinds or kinds[0][1] < 2 or len(kinds) == 2 and kinds[1][1] == kinds[0][1]:
        return
    balance = kinds[0][0]
    block: list[RowView] = []
    opening: tuple[int, int, int] | None = None
    blocks: list[tuple[list[RowView], RowView, int]] = []
    for r in valued:
        d = dated.get(r.row.index)
        if d is None or d[0] != balance:
            if not r.years:
                block.append(r)
            continue
        when = d[1]
        if opening is not None:
            if when <= opening:
                return  # not in date order
            if block and when[1] not in (1, 2):
                blocks.append((block, r, when[0]))
        opening, block = when, []
    labels = Counter(unbracketed(x.text) for b, _, _ in blocks for x in b)
    for b, closing, year in blocks:
        for x in b:
            if labels[unbracketed(x.text)] >= 2:
                x.block_year, x.period_line = year, closing.text


def _total_context(rows: list[RowView], grid: dict[tuple[int, int], NormCell], value_cols: list[int]) -> None:
    """Lines with no heading that a total adds up ("Salaries", "Aircraft rent" .. "Total operating
    expense") are parts of what it totals: its label names them too ("the operating expense for
    aircraft rent"), as a heading above them would, though it never tells them from the total
    itself. Only a total that is their sum in some column ("Total revenue per available seat mile"
    totals nothing above it). Its head noun names them too ("the revenue from X"). A total that is
    the sum of every line with values since the last total, headed blocks included ("Codeshare
    Agreements:" / "American Airlines" .. "Total Operating Revenue" 100%), names each of them alike. A
    total set right under the lines of one group that it adds up ("Tidewater Commuter Rail District" over
    "Coastal Line" .. "Western Branch", then "Contract total") is that group's: the group names it."""
    block: list[RowView] = []
    span: list[RowView] = []  # every line with values since the last total
    grouped: list[RowView] = []  # the valued lines of the group just read ("Coastal Line" .. under "Tidewater ...")
    for r in rows:
        valued = any((r.row.index, ci) in grid and grid[(r.row.index, ci)].text.strip() for ci in value_cols)
        group = (r.path[:-1] or r.context or [None])[0]
        if r.row.is_total and group is None and len(grouped) >= 2 and _adds_up(grouped, r, grid, value_cols):
            r.context = [(grouped[0].path[:-1] or grouped[0].context)[0]]  # "Contract total" right under them
        if group is not None and valued:
            grouped = [*grouped, r] if grouped and (grouped[0].path[:-1] or grouped[0].context)[0] == group else [r]
        else:
            grouped = []
        if len(r.path) != 1 or r.context:
            block = []
        elif r.row.is_total:
            if parts := _summed_tail(block, r, grid, value_cols):
                for x in parts:
                    x.part_of = _total_names(r.path[0])
            elif len(span) > len(block) and len(span) >= 2 and _adds_up(span, r, grid, value_cols):
                for x in span:
                    x.part_of = x.part_of or _total_names(r.path[0])
            block = []
        else:
            block.append(r)
        if r.row.is_total or r.row.is_subtotal or len(r.path) != 1:
            span = []
        elif valued:
            span.append(r)


def _total_names(label: str) -> list[str]:
    """The names a total gives the lines it adds up: its label, and its head noun alone ("Total
    Operating Revenue" -> "revenue": "the revenue share from international interline")."""
    words = [t for t in tokens(label) if t.isalpha() and len(t) > 1]
    return [label] + ([words[-1]] if len(words) >= 2 else [])


def _summed_tail(block: list[RowView], total: RowView, grid: dict[tuple[int, int], NormCell],
                 value_cols: list[int]) -> list[RowView]:
    """The lines right above a total that it adds up: the whole block, or else its longest run of
    two or more last lines that does (two tables the extractor stacked into one: "Segment EBITDA
    margin" above "Small and Medium Business" .. "Wholesale" over "Total Operating Revenues"). Such
    a run holds no subtotal ("Total current liabilities", "Long-term debt", "Stockholders' equity"
    over "Total liabilities and stockholders' equity" sum two levels: the total's name is no name of
    each)."""
    if len(block) >= 2 and _adds_up(block, total, grid, value_cols):
        return block
    totals = lexicon.words("total_words")
    run: list[RowView] = []
    for x in reversed(block):
        if x.row.is_subtotal or x.row.is_total or set(tokens(x.path[-1])) & totals:
            break
        run.insert(0, x)
    for k in range(len(run), 1, -1):
        if _adds_up(run[-k:], total, grid, value_cols):
            return run[-k:]
    return []


def _adds_up(block: list[RowView], total: RowView, grid: dict[tuple[int, int], NormCell], value_cols: list[int]) -> bool:
    for ci in value_cols:
        t = grid.get((total.row.index, ci))
        parts = [grid.get((x.row.index, ci)) for x in block]
        if t is None or t.value.number is None or any(p is None or p.value.number is None for p in parts):
            continue
        if abs(sum(p.value.number for p in parts) - t.value.number) <= max(1.0, abs(t.value.number)) * 0.002:
            return True
    return False


def _scale_doubt(nt: NormalizedTable) -> bool:
    """A scale printed with the table that none of its columns took: its values are not in base units."""
    try:
        from tabsql.schema_normalize.units import read_unit_note
    except ImportError:  # pragma: no cover
        return False
    t = nt.table
    stated = None
    for text in (t.unit_note, t.caption):
        if text and (x := read_unit_note(text).scale):  # (not a scale it declines: "not in thousands")
            stated = x
            break
    if not stated or stated == 1:
        return False
    return nt.scale == 1 and all(c.scale == 1 for c in nt.columns)


def _borrowed_scale(nt: NormalizedTable) -> set[int]:
    """Columns of measures scaled by a unit note printed in another measure's own header ("Cost
    (Millions)" beside "Average Cost Per Gallon"), the table stating no scale of its own: that
    note says how one column is counted, not the next, so their values are not known in base
    units. A note under one of several year columns ("2019 (in thousands)") is the header's."""
    from tabsql.schema_normalize.units import header_unit, scale_in

    t = nt.table
    stated_elsewhere = [t.unit_note, t.caption] + [p for c in nt.columns if c.index < t.label_cols for p in c.path] + \
        [c.text for c in nt.cells if c.col < t.label_cols]  # the table's note, the stub's heading or a line ("(Millions), net of tax")
    if any(text and scale_in(text) for text in stated_elsewhere):
        return set()
    own = {c.index: {header_unit(p).scale for p in c.path} - {None} for c in nt.columns if c.index >= t.label_cols}
    stating = [c for c in nt.columns if own.get(c.index)]
    if not stating or any(years_in(c.path) for c in stating):
        return set()
    return {c.index for c in nt.columns if c.index in own and c.scale != 1 and not own[c.index] and not years_in(c.path)}


def _shape(label: str) -> str:
    return re.sub(r"[A-Za-z]", "A", re.sub(r"\d", "9", label))


def _lost_rows(rows: list[RowView], notes: list[str]) -> bool:
    """Whether a note holds a token shaped like the row labels ("MRM-9798" under a list of SKUs):
    the extractor then read the table's last row as a footnote."""
    leaves = [r.path[-1] for r in rows if r.path]
    if len(leaves) < 3 or not any(ch.isdigit() for ch in "".join(leaves)):
        return False
    shapes = Counter(_shape(x) for x in leaves)
    shape, n = shapes.most_common(1)[0]
    if n < 0.8 * len(leaves) or not re.search(r"\d", shape) or not re.search(r"A", shape):
        return False
    known = set(leaves)
    return any(_shape(tok) == shape and tok not in known for note in notes for tok in re.findall(r"[\w-]+", note))


def cell_conditions(tv: TableView, row: RowView, col: ColView, cell: NormCell | None) -> list[str]:
    """Notes that qualify one value: the table's notes and the footnotes its markers point to."""
    out = list(tv.conditions)
    markers = list(col.col.markers) + list(row.row.markers) + (list(cell.value.markers) if cell else [])
    for m in markers:
        text = tv.footnotes.get(m)
        if text and text not in out:
            out.append(text)
    return out


def folded(text: str) -> str:
    return fold(text)
