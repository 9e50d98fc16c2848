"""Typed models at the component boundaries.

Data flows one way: extract -> schema_normalize -> catalog -> query_router -> sql_agent -> verify.
Each stage hands the next one of these models, never a bare dict.

Coordinates: every bbox is ``(x0, top, x1, bottom)`` in PDF points, measured from the top-left of
the page as displayed (pdfplumber's convention). Pages are 1-based.
"""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

BBox = tuple[float, float, float, float]


# --------------------------------------------------------------------------- extract
class Cell(BaseModel):
    """One grid cell as printed. A merged cell is stored once, at its top-left position."""

    row: int
    col: int
    row_span: int = 1
    col_span: int = 1
    text: str = ""
    page: int = 1
    bbox: BBox | None = None
    confidence: float | None = None  # OCR word confidence (0-100) when the page was scanned


class Footnote(BaseModel):
    """A note printed under (or beside) a table; ``marker`` links it to cells that carry it."""

    marker: str | None = None  # "*", "†", "1", "a" ... None for an unmarked note
    text: str


class Table(BaseModel):
    """A table recovered from a PDF, with the context needed to read its numbers."""

    id: str  # "t1", "t2" ... in reading order within the document
    page: int  # where the table starts
    pages: list[int] = Field(default_factory=list)  # every page it covers
    bbox: BBox | None = None  # on the first page
    n_rows: int = 0
    n_cols: int = 0
    cells: list[Cell] = Field(default_factory=list)
    header_rows: int = 1  # leading rows that form the column header
    label_cols: int = 1  # leading columns that hold row labels
    column_paths: list[list[str]] = Field(default_factory=list)  # per column: ["2026", "EUR"]
    row_paths: list[list[str]] = Field(default_factory=list)  # per row: ["Support plans", "Premium"]
    unit_col: int | None = None  # a narrow column that holds each row's unit
    caption: str | None = None  # "Table 2: Delivery fees"
    lead_in: str | None = None  # the prose sentence announcing the table: "Personnel expenses were as follows:"
    section: str | None = None  # nearest heading above the table
    unit_note: str | None = None  # "in EUR thousands", "Tsd. EUR" as printed near the table
    footnotes: list[Footnote] = Field(default_factory=list)
    method: str = "text"  # which pass recovered the grid: ruled / text / ocr / camelot-...
    quality: float = 1.0  # 0..1, how sure the grid is

    def cell_at(self, row: int, col: int) -> Cell | None:
        """The cell covering (row, col), following spans."""
        for c in self.cells:
            if c.row <= row < c.row + c.row_span and c.col <= col < c.col + c.col_span:
                return c
        return None


class PageIssue(BaseModel):
    """A page that could not be read; the rest of the document still is."""

    page: int
    error: str


class ExtractedDocument(BaseModel):
    name: str  # file name, "supplier-b-pricelist-2025.pdf"
    sha256: str
    pages: int
    tables: list[Table] = Field(default_factory=list)
    page_texts: list[str] = Field(default_factory=list)  # text of each page (for metadata/prose)
    issues: list[PageIssue] = Field(default_factory=list)


# --------------------------------------------------------------------------- normalize
ValueKind = Literal["number", "money", "percent", "range", "date", "text", "null"]


class TypedValue(BaseModel):
    """A cell's value as typed by schema_normalize. ``raw`` always keeps the printed text."""

    kind: ValueKind
    raw: str = ""
    number: float | None = None  # base units: scale applied (12,400 in EUR thousands -> 12400000)
    printed: float | None = None  # the number as printed, before scale
    low: float | None = None  # ranges: "100-499" -> 100..499, "10000+" -> 10000..None
    high: float | None = None
    unit: str | None = None  # EUR, USD, %, kg, units ...
    scale: float = 1.0
    markers: list[str] = Field(default_factory=list)  # footnote markers attached to the cell


class Column(BaseModel):
    index: int
    path: list[str]  # header path, footnote markers removed
    sql_name: str  # column name in the typed table
    type: ValueKind = "text"
    concept: str | None = None  # canonical concept from the synonym layer
    concept_rule: str | None = None  # how the concept link was made ("exact", "fuzzy:92", "user")
    unit: str | None = None
    scale: float = 1.0
    markers: list[str] = Field(default_factory=list)


class Row(BaseModel):
    index: int
    label_path: list[str]  # ["Support plans", "Premium"]
    concept: str | None = None
    concept_rule: str | None = None
    is_total: bool = False
    is_subtotal: bool = False
    unit: str | None = None  # from a units column (transposed spec sheets)
    markers: list[str] = Field(default_factory=list)


class NormCell(BaseModel):
    row: int
    col: int
    text: str
    page: int
    bbox: BBox | None = None
    value: TypedValue


class DocumentMeta(BaseModel):
    issuer: str | None = None  # "Supplier B", "Kestrel Dynamics"
    doc_type: str | None = None  # price_list, annual_report, catalogue, spec_sheet, ...
    year: int | None = None
    valid_from: str | None = None
    valid_to: str | None = None
    language: str | None = None  # en, de, tr
    title: str | None = None
    form: str | None = None  # the filing form a cover names: "10-K", "10-Q", "20-F"
    period_end: str | None = None  # ISO date the reported fiscal year ends ("2023-05-31")
    currency: str | None = None  # the currency most amounts are stated in ("USD")


class NormalizedTable(BaseModel):
    """A table with typed body cells, labelled rows and conceptualised columns."""

    table: Table
    sql_name: str = ""  # name of the typed DuckDB table, set by the catalog
    columns: list[Column]
    rows: list[Row]  # body rows only (header rows are not here)
    cells: list[NormCell]  # body cells, one per (row, col) that holds text
    scale: float = 1.0
    unit: str | None = None  # table-wide unit (currency) when stated
    conditions: list[str] = Field(default_factory=list)  # notes that qualify every value


class NormalizedDocument(BaseModel):
    id: str = ""  # set by the catalog
    name: str
    sha256: str
    pages: int
    meta: DocumentMeta = Field(default_factory=DocumentMeta)
    tables: list[NormalizedTable] = Field(default_factory=list)
    groups: list[str] = Field(default_factory=list)


# --------------------------------------------------------------------------- ingest
class IngestedItem(BaseModel):
    document: str
    pages: int
    tables: int


class FailedItem(BaseModel):
    document: str
    error: str
    status: int = Field(422, exclude=True)  # the HTTP status an upload reports for it; not in the summary


class IngestSummary(BaseModel):
    ingested: list[IngestedItem] = Field(default_factory=list)
    skipped: list[IngestedItem] = Field(default_factory=list)
    failed: list[FailedItem] = Field(default_factory=list)


# --------------------------------------------------------------------------- answer
Status = Literal["answered", "not_found", "ambiguous", "error"]
Route = Literal["lookup", "sql", "refused"]


class Citation(BaseModel):
    document: str
    page: int
    table: str
    row: str  # row label path, " > " joined
    column: str  # column header path, " > " joined
    text: str  # the cell as printed
    bbox: BBox | None = None


class Link(BaseModel):
    """How one term of the question is matched by the cited cells (the contract's ``links``)."""

    term: str
    matched: Literal["row", "column", "caption", "document", "unit", "operation"]
    text: str


class Answer(BaseModel):
    """The contract's answer object (../shared/CONTRACT.md); extra fields are additions."""

    id: str | None = None
    question: str
    status: Status
    answer: str | None = None
    value: float | str | list[str] | list[float] | None = None  # list[float]: several numbers ("X in 2019 and 2018 respectively")
    unit: str | None = None
    conditions: list[str] = Field(default_factory=list)
    citations: list[Citation] = Field(default_factory=list)
    route: Route | None = None
    sql: str | None = None
    verified: bool = False
    links: list[Link] = Field(default_factory=list)
    explain: dict[str, Any] | None = None

    def contract_dict(self) -> dict[str, Any]:
        """The JSON object of the contract (``explain`` only when asked for)."""
        data = self.model_dump(exclude={"explain"})
        if self.id is None:
            data.pop("id")
        if self.explain is not None:
            data["explain"] = self.explain
        return data
