"""The answer index kept in the catalog: what ask needs, stored per document at ingest.

Each document gets, in the same transaction that writes it, a row in ``index_documents`` (its model
without tables: name, identity, metadata) and one row per table in ``index_tables`` (the table's
model and the terms it adds to the vocabulary: labels, headers, captions, text cells, with stems
and compound parts). A question then reads no document model: the scope (the documents ``groups``
may see, narrowed to ``documents``) is listed from the ``documents`` table, each document's terms
are loaded once per process (kept while its id, name and content stay the same), the scope's term
statistics (idf, identity frequencies, vocabulary) are summed from them, and only the tables the
question's words touch are parsed and viewed. A scope of at most ``FULL_SCAN_TABLES`` tables is read
whole, as every reader expects of a small catalog; a larger one loads the ``CANDIDATES`` tables whose
terms weigh most in the question (its words, and the words of the synonym concepts it names; within
the documents it names, when it names some), every table scoring nearly as high (up to
``MAX_CANDIDATES``), and the best table of up to ``CANDIDATES`` further documents it touches.

A catalog written before the index existed, or by code whose terms are computed differently
(``VERSION``), is indexed again when it is opened for writing (one transaction a document); opened
read-only, such documents are indexed in memory from their stored models, so answers stay the same.
"""
from __future__ import annotations

import contextlib
import gc
import hashlib
from importlib import resources
import inspect
import io
import math
import pickle
import struct
import sys
import threading
import zlib
from collections import Counter, OrderedDict
from dataclasses import dataclass, field, replace
from pathlib import Path

from tabsql.models import NormalizedDocument, NormalizedTable
from tabsql.query_router.index import CatalogIndex, DocView, TableView
from tabsql.query_router.text import STOPWORDS, fold

SCHEMA = """
CREATE TABLE IF NOT EXISTS index_documents (doc_id VARCHAR PRIMARY KEY, version VARCHAR, head JSON);
CREATE TABLE IF NOT EXISTS index_tables (doc_id VARCHAR, ord INTEGER, terms VARCHAR[], model JSON);
CREATE TABLE IF NOT EXISTS index_store (doc_id VARCHAR, ord INTEGER, version VARCHAR, view BLOB);
"""
# Read whole up to here: the candidate path proves a cell against the loaded tables only (forced on the
# dev catalogs it lost 19 answers and added a wrong one), so an archive of ~40 whole 10-Ks (~3,500
# tables) stays exact; larger scopes trade that for latency.
FULL_SCAN_TABLES = 5000
CANDIDATES = 40
MAX_CANDIDATES = 160
NEAR = 0.6  # a table scoring at least this share of the best one's is loaded too


def _version() -> str:
    """A fingerprint of the code that computes the stored terms and heads: a change there
    re-indexes (other edits of the router do not)."""
    from tabsql.query_router import index

    root = Path(__file__).resolve().parent
    digest = hashlib.sha256()
    for rel in ("query_router/text.py", "schema_normalize/units.py", "models.py"):
        digest.update((root / rel).read_bytes())
    for fn in (index.term_set, index.name_part, index.short_name, index._joined_pairs, index.years_in,
               CatalogIndex._doc_view, CatalogIndex._table_view, CatalogIndex.table_terms):
        digest.update(inspect.getsource(fn).encode())
    for pattern in (index.YEAR, index.FISCAL_TAG, index._LEGAL, index._DESCRIPTOR, index._PAREN):
        digest.update(pattern.pattern.encode())
    return digest.hexdigest()[:16]


VERSION = _version()


def _store_version() -> str:
    """A fingerprint of the code that makes a stored view (the index terms' code, the view and
    its records' builders, the models, the packing here): any change there stores views again.
    The ranking over records (`retrieval.CellRecords`) is not stored and may change freely."""
    from tabsql.query_router import index, lexicon, link, retrieval, statements, text
    from tabsql.query_router.readers import open_domain

    digest = hashlib.sha256(VERSION.encode())
    digest.update(Path(index.__file__).read_bytes())
    for obj in (retrieval._terms, retrieval.Record, retrieval.TableRecords, retrieval.table_records,
                link.naming_words, text.unbracketed, link._qualified_head, link.acronyms, link._content,
                text.initial_letters, text._spellings,
                open_domain.keep_with_views, open_domain._header_years, open_domain._holds_number,
                statements.mark, statements._count, _pack, _unpack, _parts, _Packer, _ViewLoader, _StoredCells, _Unpickler.find_class, write):
        digest.update(inspect.getsource(obj).encode())
    for section in ("label_qualifiers", "label_accessories"):  # the data `link._qualified_head` reads
        digest.update(repr([p.pattern for p in lexicon.patterns(section)]).encode())
    digest.update(repr(sorted(lexicon.words("total_words"))).encode())  # index._summed_tail's subtotals
    digest.update(text._PARENS.pattern.encode())
    # the interchangeable words `text._spellings` gives initials of
    digest.update(resources.files("tabsql").joinpath("data/synonyms.yaml").read_bytes())
    digest.update(resources.files("tabsql").joinpath("data/statements.yaml").read_bytes())  # `statements.mark`'s words
    digest.update(open_domain._SPACED_YEAR.pattern.encode())
    digest.update(repr((_DEFERRED, _GROUPS, _SIZE.format)).encode())
    digest.update(repr(sorted((module, sorted(names)) for module, names in _ALLOWED.items())).encode())  # sets: sorted
    return digest.hexdigest()[:16]


# ---------------------------------------------------------------------------- writing (catalog)
def _head(doc: NormalizedDocument) -> NormalizedDocument:
    return doc.model_copy(update={"tables": [], "groups": []})


def write(cur, doc: NormalizedDocument) -> None:
    """Store the index rows of one document (the caller holds its write transaction)."""
    delete(cur, doc.id)
    head = _head(doc)
    years = CatalogIndex._doc_view(head).years
    cur.execute("INSERT INTO index_documents VALUES (?, ?, ?)", [doc.id, VERSION, head.model_dump_json()])
    views = [CatalogIndex._table_view(head, nt, years) for nt in doc.tables]
    rows = [[doc.id, i, sorted(CatalogIndex.table_terms(tv)), nt.model_dump_json()]
            for i, (tv, nt) in enumerate(zip(views, doc.tables))]
    if rows:
        cur.executemany("INSERT INTO index_tables VALUES (?, ?, ?, ?)", rows)
    # each table's view with its BM25 records, packed: a question unpacks it instead of parsing the
    # model, viewing and tokenising again (ord -1 marks the document's views as stored)
    from tabsql.query_router.link import naming_words
    from tabsql.query_router.readers.open_domain import keep_with_views
    from tabsql.query_router.retrieval import table_records

    keep_with_views(views)
    packed = [[doc.id, -1, STORE_VERSION, None]]
    for i, tv in enumerate(views):
        table_records(tv)
        for r in tv.rows:
            r.naming = naming_words(r)
        packed.append([doc.id, i, STORE_VERSION, _pack(tv)])
    cur.executemany("INSERT INTO index_store VALUES (?, ?, ?, ?)", packed)


def delete(cur, doc_id: str) -> None:
    cur.execute("DELETE FROM index_tables WHERE doc_id = ?", [doc_id])
    cur.execute("DELETE FROM index_store WHERE doc_id = ?", [doc_id])
    cur.execute("DELETE FROM index_documents WHERE doc_id = ?", [doc_id])


# ---------------------------------------------------------------------------- the view store
# A view is pickled without its document (each table would carry a copy; the reader's document is
# set on unpacking, as `_view` sets it) and without its caption concepts (they follow the synonym
# data, which may change without a re-index). Only the classes of the view and of the models are
# unpickled: a stored blob cannot name any other callable.
_ALLOWED = {"builtins": {"set", "frozenset", "dict", "list", "tuple"}, "collections": {"Counter", "OrderedDict", "defaultdict"},
            "datetime": {"date", "datetime"}, "decimal": {"Decimal"}}
# Its cells are packed apart and unpickled on first use: the grid, the model's typed and printed
# cells, the text of its BM25 records. They are most of a view's objects, and a question over one
# filing reads the cells of a few of its ~150 tables (its labels, headers and term counts are read
# from the rest); unpickling them all was most of a filing's first question.
_DEFERRED = ("grid", "nt.cells", "nt.table.cells", "records")
_GROUPS = ((0, 1), (2,), (3,))  # unpickled together: the grid and the model's cells share their cells
_SIZE = struct.Struct("<IIII")  # the packed view's length, then each group's


class _Unpickler(pickle.Unpickler):
    def find_class(self, module, name):
        if module.startswith("tabsql.") or name in _ALLOWED.get(module, ()):
            return super().find_class(module, name)
        raise pickle.UnpicklingError(f"a stored view names {module}.{name}")


class _Packer(pickle.Pickler):
    """Pickles a view with its deferred parts left out (each named by its place in `_DEFERRED`)."""

    def __init__(self, file, parts: list):
        super().__init__(file, protocol=5)
        self.at = {id(part): k for k, part in enumerate(parts) if part is not None}

    def persistent_id(self, obj):
        return self.at.get(id(obj))


class _ViewLoader(_Unpickler):
    """Unpickles a view's packed part, each deferred part in place as a `_StoredCells` stand-in."""

    def __init__(self, file, cells: "_StoredCells"):
        super().__init__(file)
        self.cells = cells

    def persistent_load(self, pid):
        return _GRID if pid == 0 else _CellList(self.cells, pid)


_GRID = object()  # the grid's place in a packed view: the view reads it on first use (`TableView.__getattr__`)
_CELLS_LOCK = threading.RLock()


class _StoredCells:
    """A stored view's deferred parts, each group unpickled the first time one of its parts is read."""
    __slots__ = ("blobs", "parts")

    def __init__(self, blobs: list[memoryview | None]):
        self.blobs, self.parts = blobs, [None] * len(blobs)

    def part(self, k: int):
        g, at = next((g, group.index(k)) for g, group in enumerate(_GROUPS) if k in group)
        with _CELLS_LOCK:
            if self.parts[g] is None:
                self.parts[g] = _Unpickler(io.BytesIO(zlib.decompress(self.blobs[g]))).load()
                self.blobs[g] = None
        return self.parts[g][at]


class _CellList(list):
    """A deferred list of a stored view (a model's cells, the records' texts): filled on the first
    use of any list operation, and pickled as the plain list it stands for. Only the question path
    reads a stored view's model, never serialising it (pydantic would read the list unfilled)."""
    __slots__ = ("_cells", "_k")

    def __init__(self, cells: _StoredCells, k: int):
        super().__init__()
        self._cells, self._k = cells, k

    def _fill(self) -> None:
        if self._cells is not None:
            with _CELLS_LOCK:
                if self._cells is not None:
                    list.extend(self, self._cells.part(self._k))
                    self._cells = None

    def __reduce_ex__(self, protocol):
        self._fill()
        return list, (list(self),)


def _filled(name: str):
    method = getattr(list, name)

    def call(self, *args, **kwargs):
        self._fill()
        return method(self, *args, **kwargs)
    call.__name__ = name
    return call


for _name in ("__iter__", "__len__", "__getitem__", "__contains__", "__reversed__", "__eq__", "__ne__", "__lt__",
              "__le__", "__gt__", "__ge__", "__add__", "__mul__", "__rmul__", "__iadd__", "__imul__", "__setitem__",
              "__delitem__", "__repr__", "__sizeof__", "append", "extend", "insert", "pop", "remove", "clear", "copy",
              "count", "index", "reverse", "sort"):
    setattr(_CellList, _name, _filled(_name))


def _parts(tv: TableView) -> list:
    records = tv.cell_records.records if tv.cell_records is not None else None
    return [tv.grid, tv.nt.cells, tv.nt.table.cells, records]


def _pack(tv: TableView) -> bytes:
    doc, concepts = tv.doc, tv.caption_concepts
    tv.doc, tv.caption_concepts = None, set()
    try:
        parts = _parts(tv)
        out = io.BytesIO()
        _Packer(out, parts).dump(tv)
        blobs = [zlib.compress(out.getvalue(), 1)] + [
            zlib.compress(pickle.dumps([parts[k] for k in group], protocol=5), 1) for group in _GROUPS]
        return _SIZE.pack(*map(len, blobs)) + b"".join(blobs)
    finally:
        tv.doc, tv.caption_concepts = doc, concepts


def _unpack(blob: bytes, e: "DocEntry", syn) -> TableView:
    blobs, at, whole = [], _SIZE.size, memoryview(blob)  # no copies: the entry holds the blob
    for n in _SIZE.unpack_from(blob):
        blobs.append(whole[at:at + n])
        at += n
    cells = _StoredCells(blobs[1:])
    tv = _ViewLoader(io.BytesIO(zlib.decompress(blobs[0])), cells).load()
    if tv.__dict__.get("grid") is _GRID:
        del tv.__dict__["grid"]
        tv.__dict__["_stored_grid"] = cells
    tv.doc = e.view.doc
    tv.doc_years = e.view.years
    if syn is not None:
        caption = " ".join(filter(None, [tv.nt.table.caption, tv.nt.table.section]))
        tv.caption_concepts = {c for c, _ in syn.concepts_in(caption)}
    return tv


def unpacked(blob: bytes) -> TableView:
    """A stored view with its deferred parts read (no document set): for tools comparing catalogs."""
    tv = _unpack(blob, DocEntry(view=DocView(doc=None, name="", identity=set(), years=set()), terms=[], postings={}), None)
    tv.grid  # noqa: B018 - read now
    for part in (tv.nt.cells, tv.nt.table.cells, getattr(tv.cell_records, "records", None)):
        if isinstance(part, _CellList):
            part._fill()
    return tv


_GC_LOCK = threading.Lock()
_GC_HELD = 0
_GC_WAS = True
COLLECT_EVERY = 256  # large-scope questions between two full collections of the frozen heap
_SETTLES = 0


@contextlib.contextmanager
def _no_gc():
    """No cyclic collection while views are unpacked or built: they hold tens of thousands of new
    objects, none in a cycle, and each collection would walk every object of a large scope."""
    global _GC_HELD, _GC_WAS
    with _GC_LOCK:
        _GC_HELD += 1
        if _GC_HELD == 1:
            _GC_WAS = gc.isenabled()
            gc.disable()
    try:
        yield
    finally:
        with _GC_LOCK:
            _GC_HELD -= 1
            if _GC_HELD == 0 and _GC_WAS:
                gc.enable()


_LARGE: set[str] = set()  # catalogs with a scope over FULL_SCAN_TABLES: their heap is kept frozen


def _settle(path: str, n_tables: int) -> None:
    """Leave what a large scope holds (its entries, the views just unpacked into the cache) out of
    the cyclic collector's full collections: at 10,000 tables a collection walked a heap of ~2 GB
    (~1.5 CPU-s each, seven in 100 questions: more than half their CPU). None of it is in a cycle,
    so reference counting still frees what the caches drop. Cyclic garbage frozen with it would
    never be freed in a long-running server, so every `COLLECT_EVERY` settles the heap is thawed and
    collected once (one full walk, ~1.5 CPU-s at 10,000 tables, spread over those questions).
    In a large catalog a small scope's views are frozen too (a question over one filing of it
    unpacks ~150 views: ~30,000 objects the young collections walked again and again)."""
    global _SETTLES
    if n_tables > FULL_SCAN_TABLES:
        _LARGE.add(path)
    if path in _LARGE:
        _SETTLES += 1
        if _SETTLES % COLLECT_EVERY == 0:
            gc.unfreeze()
            gc.collect()
        gc.freeze()


def stale(con) -> list[str]:
    """Ids of the documents whose index or stored views are missing or were computed by other code."""
    return [r[0] for r in con.execute(
        "SELECT d.id FROM documents d LEFT JOIN index_documents i ON i.doc_id = d.id AND i.version = ? "
        "LEFT JOIN index_store s ON s.doc_id = d.id AND s.ord = -1 AND s.version = ? "
        "WHERE i.doc_id IS NULL OR s.doc_id IS NULL ORDER BY d.name, d.id", [VERSION, STORE_VERSION]).fetchall()]


def _has_index(con) -> bool:
    return bool(con.execute("SELECT count(*) FROM duckdb_tables() WHERE table_name = 'index_tables' "
                            "AND database_name = current_database()").fetchone()[0])


def _has_store(con) -> bool:
    return bool(con.execute("SELECT count(*) FROM duckdb_tables() WHERE table_name = 'index_store' "
                            "AND database_name = current_database()").fetchone()[0])


# ---------------------------------------------------------------------------- reading
@dataclass(frozen=True)
class DocRef:
    """One row of the documents table: enough to scope a question without loading the document."""
    id: str
    name: str
    sha256: str
    groups: tuple[str, ...]


@dataclass
class DocEntry:
    """One document's index in memory: its view (no tables), each table's terms, and postings."""
    view: DocView
    terms: list[frozenset[str]]
    postings: dict[str, list[int]]
    models: list[NormalizedTable] | None = None  # held only for a document indexed in memory
    packed: list[bytes] | None = None  # each table's stored view (None: not stored by this code)
    # each table's content (its stored model less its SQL name, hashed): tables printed alike in
    # two documents have the same one (None: not known, never taken for another table's twin)
    contents: list[str] | None = None
    _alike: str | None = None

    def alike(self) -> str:
        """The document as a reader sees it, less its name and ids: two documents that differ only
        there (a report filed twice under two names) read the same."""
        if self._alike is None:
            self._alike = self.view.doc.model_dump_json(exclude={"id", "name", "sha256", "groups", "tables"}) \
                + repr((self.view.name, sorted(self.view.years)))
        return self._alike


_LOCK = threading.Lock()
_BUILDING = threading.Lock()
_DOCS: dict[tuple, DocEntry] = {}
_VIEWS: OrderedDict[tuple, TableView] = OrderedDict()
_SCOPES: OrderedDict[tuple, "Scope"] = OrderedDict()
MAX_VIEWS = 6000


_GENERATIONS: dict[str, int] = {}
_LISTINGS: dict[str, tuple[int, list[DocRef]]] = {}


def changed(path: Path) -> None:
    """Called by the catalog when it opens a file and after every write to it: what this process
    remembers of the file's documents is read again. (DuckDB lets one process write a file, and
    no other process open it meanwhile, so a catalog's own writes are all the changes there are.)"""
    key = str(path.resolve())
    with _LOCK:
        _GENERATIONS[key] = _GENERATIONS.get(key, 0) + 1


def listing(catalog, groups: list[str] | None = None, documents: list[str] | None = None) -> list[DocRef]:
    """The documents ``groups`` may see (None: all), narrowed to ``documents`` (names, ids or names
    without ".pdf") when given, in the catalog's order; read from the documents table alone, once
    per write."""
    path = str(catalog.path.resolve())
    with _LOCK:
        generation = _GENERATIONS.get(path, 0)
        known = _LISTINGS.get(path)
    if known is not None and known[0] == generation:
        refs = known[1]
    else:
        refs = [DocRef(i, n, s, tuple(g or [])) for i, n, s, g in catalog.cursor().execute(
            "SELECT id, name, sha256, groups FROM documents ORDER BY name, id").fetchall()]
        with _LOCK:
            if _GENERATIONS.get(path, 0) == generation:  # no write since the read began
                _LISTINGS[path] = (generation, refs)
    if groups is not None:
        wanted = set(groups)
        refs = [r for r in refs if wanted & set(r.groups)]
    if documents is not None:
        asked = {d.strip() for d in documents if d and d.strip()}
        named = _named(path, generation, refs) if groups is None else None
        if named is not None:  # the whole catalog's documents by name and id: no visit of each
            return [refs[k] for k in sorted({k for d in asked for k in named.get(d, ())})]
        refs = [r for r in refs if r.name in asked or r.id in asked or r.name.rsplit(".", 1)[0] in asked]
    return refs


_NAMED: dict[str, tuple[int, list[DocRef], dict[str, list[int]]]] = {}


def _named(path: str, generation: int, refs: list[DocRef]) -> dict[str, list[int]]:
    """The positions in the listing ``refs`` of the documents each name a caller may give (name,
    id, name without ".pdf") stands for, made once per write generation."""
    known = _NAMED.get(path)
    if known is not None and known[0] == generation and known[1] is refs:
        return known[2]
    by: dict[str, list[int]] = {}
    for k, r in enumerate(refs):
        for name in {r.name, r.id, r.name.rsplit(".", 1)[0]}:
            by.setdefault(name, []).append(k)
    with _LOCK:
        _NAMED[path] = (generation, refs, by)
    return by


def _key(path: str, ref: DocRef) -> tuple:
    return (path, ref.id, ref.name, ref.sha256, VERSION)


def _entry(head: NormalizedDocument, terms: list[frozenset[str]], models=None) -> DocEntry:
    postings: dict[str, list[int]] = {}
    for i, ts in enumerate(terms):
        for t in ts:
            postings.setdefault(t, []).append(i)
    return DocEntry(view=CatalogIndex._doc_view(head), terms=terms, postings=postings, models=models)


# a table's content as stored (its model less the SQL table name, which names its document), hashed
_CONTENT = """md5(regexp_replace(CAST(model AS VARCHAR), '"sql_name":"[^"]*"', ''))"""


def _load(catalog, refs: list[DocRef]) -> dict[str, DocEntry]:
    """The index entries of ``refs``: from the process cache, else from the stored index rows, else
    (a document indexed by older code, in a catalog opened read-only) computed from its model."""
    out: dict[str, DocEntry] = {}
    missing = []
    path = str(catalog.path.resolve())
    with _LOCK:
        for r in refs:
            if (e := _DOCS.get(_key(path, r))) is not None:
                out[r.id] = e
            else:
                missing.append(r)
    if not missing:
        return out
    cur = catalog.cursor()
    ids = [r.id for r in missing]
    found: dict[str, DocEntry] = {}
    if _has_index(cur):
        heads = dict(cur.execute("SELECT doc_id, head FROM index_documents WHERE version = ? AND doc_id IN "
                                 "(SELECT unnest(?::VARCHAR[]))", [VERSION, ids]).fetchall())
        terms: dict[str, list[frozenset[str]]] = {i: [] for i in heads}
        contents: dict[str, list[str]] = {i: [] for i in heads}
        for doc_id, ts, content in cur.execute(
                f"SELECT doc_id, terms, {_CONTENT} FROM index_tables WHERE doc_id IN "
                "(SELECT unnest(?::VARCHAR[])) ORDER BY doc_id, ord", [list(heads)]).fetchall():
            terms[doc_id].append(frozenset(sys.intern(t) for t in ts))
            contents[doc_id].append(content)
        packed: dict[str, list[bytes]] = {}
        if _has_store(cur):
            for doc_id, ordinal, blob in cur.execute(
                    "SELECT doc_id, ord, view FROM index_store WHERE version = ? AND ord >= 0 AND doc_id IN "
                    "(SELECT unnest(?::VARCHAR[])) ORDER BY doc_id, ord", [STORE_VERSION, list(heads)]).fetchall():
                packed.setdefault(doc_id, []).append(blob)
        for doc_id, head in heads.items():
            found[doc_id] = _entry(NormalizedDocument.model_validate_json(head), terms[doc_id])
            found[doc_id].contents = contents[doc_id]
            blobs = packed.get(doc_id, [])
            if len(blobs) == len(terms[doc_id]) and blobs:
                found[doc_id].packed = blobs
    for r in missing:
        if r.id in found:
            continue
        (model,) = cur.execute("SELECT model FROM documents WHERE id = ?", [r.id]).fetchone()
        doc = NormalizedDocument.model_validate_json(model)
        head = _head(doc)
        years = CatalogIndex._doc_view(head).years
        found[r.id] = _entry(head, [frozenset(CatalogIndex.table_terms(CatalogIndex._table_view(head, nt, years)))
                                    for nt in doc.tables], models=list(doc.tables))
    with _LOCK:
        for r in missing:
            _DOCS[_key(path, r)] = out[r.id] = found[r.id]
    return out


def _synonyms():
    try:
        from tabsql.schema_normalize.synonyms import default_synonyms

        return default_synonyms()
    except ImportError:  # the synonym layer is optional for answering
        return None


@dataclass
class Stats:
    """The term statistics of a whole scope: what a label weighs, whichever tables are loaded."""
    n_tables: int
    idf: dict[str, float]
    default_idf: float
    identity_df: Counter
    vocab: set[str]
    _fuzzy: list[str] | None = None
    # term -> the scope's documents (their positions) with a table / an identity holding it: a large
    # scope's candidates are found from the question's words, not by visiting every document
    doc_postings: dict[str, list[int]] = field(default_factory=dict)
    identity_postings: dict[str, list[int]] = field(default_factory=dict)
    doc_groups: dict = field(default_factory=dict)  # the router's groupings of the scope's documents (link._doc_groups)

    def fuzzy_vocab(self) -> list[str]:
        if self._fuzzy is None:
            self._fuzzy = sorted(t for t in self.idf if len(t) >= 5 and not any(c.isdigit() for c in t))
        return self._fuzzy


@dataclass
class Scope:
    """The documents one question may read, with their entries and statistics."""
    catalog_path: str
    refs: list[DocRef]
    entries: list[DocEntry]
    stats: Stats
    _full: CatalogIndex | None = field(default=None, repr=False)
    _views: list[DocView] | None = field(default=None, repr=False)  # each entry's view (no tables)
    _building: threading.Lock = field(default_factory=threading.Lock, repr=False)  # one build, others wait

    @property
    def empty(self) -> bool:
        return not self.refs

    def full(self, catalog) -> CatalogIndex:
        """The index over every table of the scope (built once per scope)."""
        with self._building:
            if self._full is None:
                full = self._index(catalog, {d: list(range(len(e.terms))) for d, e in enumerate(self.entries)})
                full.records  # the BM25 records now, not on the first question
                self._full = full
        return self._full

    def for_question(self, catalog, question: str) -> CatalogIndex:
        """The index a question is read over: the whole scope when it is small, else the tables its
        words weigh most in."""
        if self.stats.n_tables <= FULL_SCAN_TABLES:
            return self.full(catalog)
        return self._index(catalog, self._candidates(question))

    def _candidates(self, question: str) -> dict[int, list[int]]:
        """Document position -> the positions of its tables the question reads (only the documents
        it reads any of: a question's work follows its words' postings, not the scope's size)."""
        from tabsql.query_router.index import term_set

        words = {t for t in term_set(question) if t not in STOPWORDS}
        if (syn := _synonyms()) is not None:  # "COGS" touches the tables whose rows are cost of revenue
            for concept, _ in syn.concepts_in(question):
                words |= term_set(concept.replace("_", " ")) - STOPWORDS
        stats = self.stats
        n_docs = len(self.entries)
        # the documents the question names (by a word not naming every document); when it names
        # some, only their tables compete
        named: set[int] = set()
        for t in words:
            if 0 < stats.identity_df.get(t, 0) < n_docs:
                named.update(stats.identity_postings.get(t, ()))
        score: dict[tuple[int, int], float] = {}
        weights = [(t, stats.idf.get(t, stats.default_idf)) for t in words]  # in the order of the words,
        if named:  # as each table's sum always was: the same sums whichever loop is outside
            for d in named:  # the named documents' tables only, not every table a common word is in
                postings = self.entries[d].postings
                for t, w in weights:
                    for i in postings.get(t, ()):
                        score[(d, i)] = score.get((d, i), 0) + w
        else:
            for t, w in weights:
                for d in stats.doc_postings.get(t, ()):
                    for i in self.entries[d].postings[t]:
                        score[(d, i)] = score.get((d, i), 0) + w
        scored = sorted((-s, d, i) for (d, i), s in score.items())
        chosen: dict[int, set[int]] = {}
        twin = self._twins(question)
        # the best tables, and every other table that fits nearly as well (up to MAX_CANDIDATES): a
        # reader that finds two cells fitting equally well refuses, so both must be there to see
        best = -scored[0][0] if scored else 0.0
        k = CANDIDATES
        while k < min(len(scored), MAX_CANDIDATES) and -scored[k][0] >= NEAR * best:
            k += 1
        for _, d, i in scored[:k]:
            if not twin(d, i):
                chosen.setdefault(d, set()).add(i)
        # and the best table of each of the next documents the words touch: a comparison across
        # issuers reads one table per issuer, its product perhaps named in another language
        others = 0
        taken = {d for _, d, _ in scored[:k]}  # (a twin's document too: main's set less twins, no more)
        for _, d, i in scored[k:]:
            if others >= CANDIDATES:
                break
            if d not in taken:
                taken.add(d)
                others += 1
                if not twin(d, i):
                    chosen[d] = {i}
        return {d: sorted(c) for d, c in chosen.items()}

    def _twins(self, question: str):
        """``twin(d, i)``: whether table i of document d is a twin of a table chosen before it: the
        same content, in a document with the same metadata whose naming terms differ from the other
        one's only in words the question does not say (not even inside a longer word: "copy" of
        "alpha-copy.pdf" is said by "copyright"). A twin adds no cell a reader could weigh
        differently (the first one, which a reader cites, is kept), so a table repeated in many
        documents is read once, not once per copy."""
        said = fold(question)
        kept: dict[tuple[str, str], list[int]] = {}

        def twin(d: int, i: int) -> bool:
            e = self.entries[d]
            if e.contents is None:
                return False
            others = kept.setdefault((e.contents[i], e.alike()), [])
            for k in others:
                if not any(t in said for t in e.view.identity ^ self.entries[k].view.identity):
                    return True
            others.append(d)
            return False
        return twin

    def _index(self, catalog, chosen: dict[int, list[int]]) -> CatalogIndex:
        if self._views is None:
            self._views = [e.view for e in self.entries]
        docs = list(self._views)  # every document of the scope, with the chosen ones' tables
        for d, views in _table_views(catalog, self, chosen).items():
            if views:
                docs[d] = replace(docs[d], tables=views)
        return CatalogIndex(docs, self.stats)


def _table_views(catalog, scope: Scope, chosen: dict[int, list[int]]) -> dict[int, list[TableView]]:
    """The views of the chosen tables (cached per process): unpacked from the stored views, else
    parsed from their stored models (and viewed and tokenised again)."""
    syn = _synonyms()
    path = scope.catalog_path
    out: dict[int, list[TableView | None]] = {}
    todo: dict[tuple[str, int], tuple[int, int]] = {}
    touched = sorted(d for d, c in chosen.items() if c)  # of a large scope, a few documents
    with _LOCK:
        for d in touched:
            ref = scope.refs[d]
            row: list[TableView | None] = []
            for i in chosen[d]:
                key = (*_key(path, ref), i, id(syn))
                tv = _VIEWS.get(key)
                if tv is not None:
                    _VIEWS.move_to_end(key)
                row.append(tv)
            out[d] = row
    with _no_gc():
        for d in touched:
            ref, e = scope.refs[d], scope.entries[d]
            for k, i in enumerate(chosen[d]):
                if out[d][k] is not None:
                    continue
                if e.models is not None:  # indexed in memory: its models are held
                    out[d][k] = _view(e, e.models[i], syn)
                elif e.packed is not None:
                    try:
                        out[d][k] = _unpack(e.packed[i], e, syn)
                    except Exception:  # noqa: BLE001 - a damaged blob: the model is read instead
                        todo[(ref.id, i)] = (d, k)
                else:
                    todo[(ref.id, i)] = (d, k)
        if todo:
            ids = sorted({doc_id for doc_id, _ in todo})
            for doc_id, ordinal, model in catalog.cursor().execute(
                    "SELECT doc_id, ord, model FROM index_tables WHERE doc_id IN (SELECT unnest(?::VARCHAR[]))"
                    " AND list_contains(?::VARCHAR[], doc_id || ':' || ord)",
                    [ids, [f"{a}:{b}" for a, b in todo]]).fetchall():
                d, k = todo[(doc_id, ordinal)]
                out[d][k] = _view(scope.entries[d], NormalizedTable.model_validate_json(model), syn)
        _settle(path, scope.stats.n_tables)  # before the collector is on again: never walked once
    with _LOCK:
        for d in touched:
            ref = scope.refs[d]
            for k, i in enumerate(chosen[d]):
                _VIEWS[(*_key(path, ref), i, id(syn))] = out[d][k]
        while len(_VIEWS) > MAX_VIEWS:
            _VIEWS.popitem(last=False)
    return out  # type: ignore[return-value]


def _view(e: DocEntry, nt: NormalizedTable, syn) -> TableView:
    tv = CatalogIndex._table_view(e.view.doc, nt, e.view.years)
    if syn is not None:
        caption = " ".join(filter(None, [nt.table.caption, nt.table.section]))
        tv.caption_concepts = {c for c, _ in syn.concepts_in(caption)}
    return tv


class _ScopeKey(tuple):
    """A scope's key (its file and every document's identity), hashed once: a question finds its
    scope without hashing thousands of documents' ids again."""

    def __new__(cls, items):
        key = super().__new__(cls, items)
        key._hash = tuple.__hash__(key)
        return key

    def __hash__(self) -> int:
        return self._hash


_ASKED: OrderedDict[tuple, tuple] = OrderedDict()  # (file, write generation, groups, documents) -> scope key


def scope(catalog, groups: list[str] | None = None, documents: list[str] | None = None) -> Scope:
    """The scope of a question: its documents' entries and the statistics summed over them."""
    path = str(catalog.path.resolve())
    with _LOCK:
        asked = (path, _GENERATIONS.get(path, 0), None if groups is None else tuple(groups),
                 None if documents is None else tuple(documents))
        key = _ASKED.get(asked)
        if key is not None and (hit := _SCOPES.get(key)) is not None:  # the same scope as a question before
            _SCOPES.move_to_end(key)
            return hit
    refs = listing(catalog, groups, documents)
    key = _ScopeKey((path, tuple(_key(path, r)[1:] for r in refs)))
    with _LOCK:
        if _GENERATIONS.get(path, 0) == asked[1]:  # no write since: the listing read belongs to it
            _ASKED[asked] = key
            while len(_ASKED) > 256:
                _ASKED.popitem(last=False)
    with _LOCK:
        if (hit := _SCOPES.get(key)) is not None:
            _SCOPES.move_to_end(key)
            return hit
    with _BUILDING:  # concurrent questions after a write wait for one build of the new scope
        with _LOCK:
            if (hit := _SCOPES.get(key)) is not None:
                return hit
        return _build_scope(catalog, path, key, refs, whole=groups is None and documents is None)


def _build_scope(catalog, path: str, key: tuple, refs: list[DocRef], whole: bool) -> Scope:
    loaded = _load(catalog, refs)
    entries = [loaded[r.id] for r in refs]
    df: Counter[str] = Counter()
    id_df: Counter[str] = Counter()
    doc_postings: dict[str, list[int]] = {}
    identity_postings: dict[str, list[int]] = {}
    n = 0
    for d, e in enumerate(entries):
        df.update({t: len(ix) for t, ix in e.postings.items()})
        id_df.update(e.view.identity)
        for t in e.postings:
            doc_postings.setdefault(t, []).append(d)
        for t in e.view.identity:
            identity_postings.setdefault(t, []).append(d)
        n += len(e.terms)
    size = max(1, n)
    stats = Stats(n_tables=n, idf={t: math.log(1 + size / (1 + f)) for t, f in df.items()},
                  default_idf=math.log(1 + size), identity_df=id_df, vocab=set(df) | set(id_df),
                  doc_postings=doc_postings, identity_postings=identity_postings)
    made = Scope(path, refs, entries, stats)
    _settle(path, n)
    with _LOCK:
        _SCOPES[key] = made
        while len(_SCOPES) > 8:
            _SCOPES.popitem(last=False)
        if whole:  # every document: an entry not listed was deleted or replaced
            live = {(path, *k) for k in key[1]}
            for gone in [k for k in _DOCS if k[0] == path and k not in live]:
                _DOCS.pop(gone, None)
    return made


STORE_VERSION = _store_version()


def warm(catalog) -> None:
    """Load every document's entry now and, for a catalog read whole, every table's view and
    records: a server's first questions (of any group: views are shared) then wait for nothing."""
    whole = scope(catalog)
    if whole.stats.n_tables <= FULL_SCAN_TABLES:
        whole.full(catalog)
