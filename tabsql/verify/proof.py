"""The proof of the cells: the cited cells are the ones the question asks about.

``prove(plan, terms)`` links every term of the question (``tabsql.plan.Term``) to the cited cells:
a name to a cited row label path, column header path, table caption, document (file name, issuer,
title) or unit; a year to a year the cells' labels or document carry; a quantity to a tier row that
holds it; a superlative to the plan's comparison (or to a cited label printing it: "Lowest"). It
fails when a term links to nothing, and, for a cell the question names (a lookup, a side of a
difference, change or ratio), when another cell of its row or column matches the question as well (the same terms, no more unasked label words, a unit as fitting) with
a different value: "Carrefour's foreign turnover in 1997" is not proven by the "%" column when the
"FFr bn" column beside it names the turnover as well, and fits a question that asks no percent.

    >>> # prove(plan, [Term(text="express", pos=4)]).links
    >>> # [Link(term='express', matched='column', text='Express')]

Scope of the rival check: the row and column of each cited cell (the router has weighed the rest).
A name that no row or column label of the cited tables prints tells none of their cells apart and
is left to the router's linking (it is not listed in ``links``). A name may link to a key cell the
plan cites beside its operands (``Plan.keys``: the zone chart's "France, Austria, Denmark" for
"Austria"), never computed and never a rival.
"""
from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources
from collections.abc import Callable
from dataclasses import dataclass
from typing import Iterable

import yaml
from pydantic import BaseModel, Field
from rapidfuzz import fuzz
from wordfreq import zipf_frequency

from tabsql.models import Link
from tabsql.plan import Operand, Plan, Term, is_currency
from tabsql.query_router.counted import said_at
from tabsql.query_router.dimension_initials import names_initial
from tabsql.query_router.index import dated_months, half_year_words, unit_notes
from tabsql.query_router.informative import affixed_word, family
from tabsql.query_router.label_bounds import excluded
from tabsql.query_router.left_out import left_out
from tabsql.query_router.lexicon import contradicts, equivalents, phrases, question_cues
from tabsql.query_router.lexicon import cue_pattern as lexicon_cue_pattern, mapping as lexicon_mapping, words as lexicon_words
from tabsql.query_router.said_numbers import question_number
from tabsql.query_router.spelled_initialisms import printed_initialisms
from tabsql.query_router.stated_year import stated_year
from tabsql.query_router.statements import title_of as statement_title
from tabsql.query_router.tier_columns import column_tier
from tabsql.query_router.text import (STOPWORDS, fiscal_end, fold, initials_span, month_of, parts, phrase_pick, quarter_months,
                                     stem, tokens, RATE_RUN, rate_bases, rate_runs, unasked_rate, unbracketed, verb_root)
from tabsql.query_router.verbs import said_verb
from tabsql.schema_normalize.synonyms import default_synonyms

COMPARISONS = {"argmin", "argmax", "compare", "filter"}  # operations that answer a superlative
SINGLE_CELLS = {"lookup", "difference", "pct_change", "ratio", "values"}  # each operand a cell the question names
ACRONYM_ZIPF = 4.0  # a question word rarer than this may be a label's initials ("RPM", "CASM")
FUZZY = 88  # a mild typo of a label word still links ("EBITDA" / "EBIDTA")
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")
_PERIOD_TOKEN = re.compile(r"(?:fy|f|q[1-4])?'?\d{2,4}")  # "FY18", "2019", "Q4"
SCALE_WORDS = frozenset(tokens("thousand thousands million millions billion billions bn mn m k mio mrd tsd "
                               "usd eur gbp chf try jpy ffr dm sek nok dkk cad aud cny inr"))


class Proof(BaseModel):
    ok: bool
    links: list[Link] = Field(default_factory=list)
    reason: str | None = None


@lru_cache(maxsize=1)
def cues() -> dict:
    """The operation and unit cue words (tabsql/data/proof_cues.yaml), loaded once."""
    return yaml.safe_load(resources.files("tabsql").joinpath("data/proof_cues.yaml").read_text("utf-8"))


NEGATORS = frozenset({"non", "un"})


@lru_cache(maxsize=65536)
def variants(word: str) -> frozenset[str]:
    """A word, its stem and its compound parts (with theirs): what a label may print of it; a
    negated compound ("non-usd") keeps its parts together, as "usd" alone says the opposite."""
    out = {word, stem(word), verb_root(word), *equivalents().get(word, ())}  # "ending" may be printed as "end"
    ps = parts(word)
    if ps and ps[0] in NEGATORS:
        return frozenset(out | {" ".join(ps)})
    for p in ps:
        out |= {p, stem(p)}
    return frozenset(out)


def terms_of(texts: Iterable[str | None]) -> set[str]:
    """The terms a cell's label texts print, as question words are matched against them (also by
    ``rival_lines``, which weighs another report's line the same way)."""
    out: set[str] = set()
    for text in texts:
        out |= _text_terms(text or "")
    return out


@lru_cache(maxsize=65536)
def _text_terms(text: str) -> frozenset[str]:
    """The variants of a printed text's words (and a half year's words: "H1" prints "first half"), once
    a text: every proof reads the labels of the tables it cites (and the rows beside them), the same
    labels question after question."""
    return frozenset(v for t in tokens(text) for v in (*variants(t), *half_year_words(t)))


class _Sources:
    """The words each place of one cited cell prints, by the contract's link kinds."""

    def __init__(self, op: Operand, toks: tuple[str, ...] = ()):
        self.op = op
        row, col, tv, doc = op.row, op.col, op.tv, op.tv.doc
        # a label's part its line leaves out ("..., net of current portion") names it only where the question says so
        path = [*row.path[:-1], left_out(list(toks), row.path[-1])] if toks and row.path else row.path
        self.row = terms_of([*path, *row.texts, *row.context, *row.part_of])
        self.row_own = terms_of([*path, *row.texts, *row.context])  # what tells it from its total
        unsaid = terms_of(row.path[-1:]) - terms_of(path[-1:]) if row.path else set()
        self.column = terms_of(col.path)
        title = statement_title(tv)  # a primary statement is called by its kind, whatever title extraction kept
        self.caption = terms_of([tv.nt.table.caption, title])
        # what the index adds to a label (header words above it, caption words it carries)
        self.enriched = (("row", row.label_terms - unsaid), ("column", col.terms), ("caption", tv.caption_terms | tv.lead_in_terms))
        self.document = terms_of([re.sub(r"[_.\-]+", " ", doc.name), doc.meta.issuer, doc.meta.title])
        notes = [n for label in (*row.row.label_path, *col.col.path) for n in unit_notes(label)]
        self.unit = terms_of([op.unit, *notes])  # and what the labels' unit notes count in ("FEUs in thousands")
        self.texts = {"row": row.text, "column": col.text,
                      "caption": tv.nt.table.caption or title or tv.nt.table.lead_in or tv.nt.table.section or "",
                      "document": doc.meta.issuer or doc.name, "unit": op.unit or ""}
        # a roll-forward's movement line is dated by the balance line closing its block (``RowView.period_line``)
        self.pieces = {"row": [*row.path, *row.texts, *row.context, *row.part_of, *filter(None, [row.period_line])],
                       "column": list(col.path),
                       "caption": [tv.nt.table.caption or "", title or "", tv.nt.table.lead_in or "", tv.nt.table.section or ""],
                       "unit": [op.unit or "", *notes],
                       "document": [doc.meta.issuer or "", doc.meta.title or "", doc.name]}

    def text(self, kind: str, word: str | None = None) -> str:
        """The printed piece (a path level, the issuer) that holds ``word``, else the whole place."""
        if word is not None:
            vs = _base(word) | variants(word)
            for piece in self.pieces[kind]:
                if piece and terms_of([piece]) & vs:
                    return piece
        return self.texts[kind]

    def places(self, own_labels: bool = False):
        """Where a word may be printed; ``own_labels``: only what tells the cells of a table apart."""
        if own_labels:
            return (("row", self.row_own), ("column", self.column), ("unit", self.unit))
        return (("row", self.row), ("column", self.column), ("caption", self.caption),
                ("document", self.document), ("unit", self.unit))


def _fuzzy(word: str, words: set[str]) -> bool:
    return len(word) >= 5 and not any(c.isdigit() for c in word) and any(
        len(w) >= 5 and fuzz.ratio(word, w) >= FUZZY and not affixed_word(word, w) for w in words)


def _year_link(t: Term, s: _Sources, own_labels: bool = False, one_report: bool = False) -> Link | None:
    y = int(t.text)
    op = s.op
    for kind, years in (("row", op.row.years | {op.row.block_year} - {None}), ("column", op.col.years)):
        if y in years:
            return Link(term=t.text, matched=kind, text=s.text(kind, t.text))
    if own_labels:
        return None  # comparing cells: only their own labels count
    if (op.row.quarter or op.col.quarter) and y in stated_year(op.tv.nt.table.caption or "", op.tv.nt.table.lead_in or ""):
        return Link(term=t.text, matched="caption", text=s.texts["caption"])  # "Q1" under a caption stating 2025
    if not t.names_document and _prints_period(op, y):
        return None  # a period the cited line has a value for: the cell is another period's, whatever year the report is
    if op.row.period_line:
        return None  # a movement of another period of its roll-forward, whatever year the report is
    if y in stated_year(op.tv.nt.table.caption or "", op.tv.nt.table.lead_in or ""):
        return Link(term=t.text, matched="caption", text=s.texts["caption"])  # the date a schedule is drawn up at
        # ("... lease payments as of December 31, 2022:" over the years 2023 .. Thereafter)
    if y in op.tv.doc_years:  # the report's year ("the 2025 segment information"); a cell of another
        # year than asked loses to the cell of that year in the rival check
        return Link(term=t.text, matched="document", text=s.text("document", t.text))
    if op.tv.doc.meta.year == y:
        return Link(term=t.text, matched="document", text=s.texts["document"])
    for kind, words in s.places():
        if t.text in words:
            return Link(term=t.text, matched=kind, text=s.text(kind, t.text))
    if one_report and _undated(op.tv):  # asked of one report that prints no period: the year is its own
        return Link(term=t.text, matched="document", text=f"{s.texts['document']} (no period printed)")
    return None


def _change_year_link(t: Term, s: _Sources, plan: Plan) -> Link | None:
    """A year of the two a cited change column covers: "Increase (decrease) from 2017" printed in a
    table of changes is the change from 2017 to 2018, so it names 2018 too when the plan reads it as
    the change between those two years (``links["change_years"]``, consecutive, the column naming
    the earlier one)."""
    pair = plan.links.get("change_years") or []
    y, col = int(t.text), s.op.col
    if len(pair) != 2 or y not in pair or max(pair) != min(pair) + 1 or col.years != {min(pair)}:
        return None
    if not terms_of(col.path) & set(cues()["change_headers"]):
        return None
    return Link(term=t.text, matched="column", text=f"{s.texts['column']} (the change from {min(pair)} to {max(pair)})")


def _prints_period(op, y: int) -> bool:
    """Whether the cited cell's row has a number under another column the year heads ("2019" beside
    the cited "2018"): the year then names that period, not the report the table is in."""
    for c in op.tv.cols:
        if c.col.index != op.col.col.index and c.numeric and y in c.years:
            cell = op.tv.cell(op.row, c)
            if cell is not None and cell.value.number is not None:
                return True
    return False


def _undated(tv) -> bool:
    """Whether a table's report prints no period anywhere a year could be matched: no year in the
    document's identity or title, the caption, the sentence announcing it ("... at December 31, 2019
    (in thousands):"), or any row or column label. Asked of that report
    alone, a year the question names then tells none of its cells apart from another year's and no
    cell in scope says otherwise; over several reports another one may print the year, and a report
    that prints any year must print the one asked."""
    return not tv.doc_years and tv.doc.meta.year is None and not _YEAR.search(tv.nt.table.caption or "") \
        and not _YEAR.search(tv.nt.table.lead_in or "") \
        and not any(r.years for r in tv.rows) and not any(c.years for c in tv.cols)


def _number_link(t: Term, s: _Sources, quantity: float | None = None) -> Link | None:
    """A number the question says, linked to the cited cell: a tier the quantity ordered lies in
    (a row's, or a column's when ``quantity`` is that number: "1000 µl" is no quantity), or a
    label printing it."""
    rng, place = s.op.row.rng, "row"
    m = re.match(r"\d[\d,.]*", t.text)
    said = question_number(m.group(0).rstrip(",.")) if m else None
    if rng is None and (tier := column_tier(s.op.col, s.op.tv.cols)) is not None and (said == quantity or "-" in t.text):
        rng, place = tier, "column"  # a tier column's quantity ("Unit price > 100–499")
    bounds = re.fullmatch(r"(\d[\d,.]*)-(\d[\d,.]*)", t.text)
    if bounds is not None:  # a tier asked by its bounds: the row of exactly those
        lo, hi = (question_number(x) for x in bounds.groups())
        if rng is not None and rng.low == lo and rng.high == hi:
            return Link(term=t.text, matched=place, text=s.texts[place])
        return next((Link(term=t.text, matched=kind, text=s.text(kind, t.text)) for kind, words in s.places()
                     if t.text in words), None)  # or a label printing them ("2-5 years")
    if said is None:
        return None
    q = said  # "1.500 Stück" is the router's 1,500, not 1.5
    if rng is not None and (rng.low is None or q >= rng.low) and (rng.high is None or q <= rng.high):
        return Link(term=t.text, matched=place, text=s.texts[place])
    for kind, words in s.places():
        if t.text in words:
            return Link(term=t.text, matched=kind, text=s.text(kind, t.text))
    return None


def _base(word: str) -> set[str]:
    """A superlative's base as a label may print it: "lowest" -> "low", "cheapest" -> "cheap"."""
    out = set()
    for suf in cues()["superlative_suffixes"]:
        if word.endswith(suf) and len(word) - len(suf) >= 3:
            b = word[: -len(suf)]
            out |= {b, b[:-1] if len(b) > 3 and b[-1] == b[-2] else b}  # "biggest" -> "big"
    return out


def label_says(word: str, words: set[str]) -> bool:
    """The label words print the question word: whole, by its stem, or every part of a compound."""
    if {word, stem(word)} & words:
        return True
    ps = parts(word)
    if ps and ps[0] in NEGATORS:
        return " ".join(ps) in words
    return bool(ps) and all({p, stem(p)} & words for p in ps)


def _name_link(t: Term, s: _Sources, explained: bool, own_labels: bool = False) -> Link | None:
    vs = variants(t.text)
    for kind, words in s.places(own_labels):
        if label_says(t.text, words):
            return Link(term=t.text, matched=kind, text=s.text(kind, t.text))
    for kind, words in (() if own_labels else s.enriched):
        if label_says(t.text, words):
            return Link(term=t.text, matched=kind, text=s.text(kind, t.text))
    for kind, words in s.places(own_labels):
        if _fuzzy(t.text, words):
            return Link(term=t.text, matched=kind, text=s.text(kind, t.text))
    if (f := family(t.text)) is not None and not _prints(s.op.tv, variants(t.text)):
        # "operations" for a label's "Operating": the word family, where no label of the table prints the word
        for kind, words in s.places(own_labels):
            if any(family(w) == f for w in words):
                return Link(term=t.text, matched=kind, text=s.text(kind, t.text))
    if zipf_frequency(t.text, "en") < ACRONYM_ZIPF:  # "ASM" for a label's "available seat mile"
        for kind in ("row", "column"):
            if piece := next((p for p in s.pieces[kind] if p and (initials_span(t.text, p) or initials_span(t.text, unbracketed(p)))), None):
                return Link(term=t.text, matched=kind, text=piece)
    if t.initials:  # "available seat mile" for a label's "ASM": the initialism its run of words spells
        for kind in ("row", "column"):
            if piece := next((p for p in s.pieces[kind] if p and set(printed_initialisms(p)) & set(t.initials)), None):
                return Link(term=t.text, matched=kind, text=piece)
    for kind, concept in (("row", s.op.row.row.concept), ("column", s.op.col.col.concept)):
        if concept and concept in t.concepts:  # a synonym of the label ("net sales" for "Revenue")
            return Link(term=t.text, matched=kind, text=s.texts[kind])
    if not own_labels and (header := _relation(t.text, s.op)) is not None:
        return Link(term=t.text, matched="column", text=header)
    if names_initial(t.text, s.op.col.col.path, s.op.col.col.unit):  # "height" for "Size (mm) > H"
        return Link(term=t.text, matched="column", text=s.texts["column"])
    if explained:  # the router matched it by a concept or synonym of a cited label
        kind = "column" if s.op.col.col.concept and not s.op.row.row.concept else "row"
        return Link(term=t.text, matched=kind, text=s.text(kind, t.text))
    return None


def _relation(word: str, op: Operand) -> str | None:
    """The heading of the cited cell's table whose verb the question word says, when the cell holds
    a name ("which union represents X" answered by "AFA" under "Union", beside "... Employees
    Represented"; ``query_router.verbs``): the word says what the table records. None otherwise."""
    if op.number is not None or not isinstance(op.value, str):
        return None
    return said_verb(word, [" ".join(c.path) for c in op.tv.nt.columns if c.path])


def _link(t: Term, plan: Plan, sources: list[_Sources], explained: set[int], own_labels: bool = False,
          one_report: bool = False) -> Link | None:
    if t.role == "operation":
        if plan.op in COMPARISONS:
            return Link(term=t.text, matched="operation", text=plan.op)
        if t.pos in explained and sources:  # part of a measure's name the router matched
            kind = "column" if sources[0].op.col.col.concept and not sources[0].op.row.row.concept else "row"
            return Link(term=t.text, matched=kind, text=sources[0].text(kind, t.text))
        base = _base(t.text) | variants(t.text)
        for s in sources:
            for kind, words in s.places():
                if base & words:
                    return Link(term=t.text, matched=kind, text=s.text(kind, t.text))
        return None
    for s in sources:
        if t.role in ("year", "quarter") and _span_read(t, s.op, plan):
            hit = Link(term=t.text, matched="row", text=s.texts["row"])
        elif t.role == "year":
            hit = _year_link(t, s, own_labels, one_report) or _change_year_link(t, s, plan)
        elif t.role == "quarter":
            q = int(t.text[1:])
            said = set(cues()["quarters"][q])
            hit = next((Link(term=t.text, matched=kind, text=s.texts[kind]) for kind, got, words in
                        (("row", s.op.row.quarter, s.row), ("column", s.op.col.quarter, s.column))
                        if got == q or (got is None and said & words)), None)
        elif t.role == "span":
            return _span_link(t, plan)
        elif t.role == "period":
            n, row = int(t.text.split()[-1]), s.op.row
            ok = row.period_rank is not None and (row.period_rank == n or (n == -1 and row.period_last))
            hit = Link(term=t.text, matched="row", text=s.texts["row"]) if ok else None
        elif t.role == "number":
            hit = _number_link(t, s, plan.links.get("quantity"))
        else:
            hit = _name_link(t, s, t.pos in explained and not own_labels, own_labels)
        if hit is not None:
            return hit
    return None


def _span_link(t: Term, plan: Plan) -> Link | None:
    """A span of months asked ("2018-10..2018-12": the last 3 months of 2018) links the cited
    cells when together they cover exactly those months: a line labelled by the period or the total
    under such lines (``RowView.span``), or quarters of the year (Q1 .. Q3 for the first nine
    months). A cell of one month of it, or of the whole year, does not."""
    lo, hi = (month_of(x) for x in t.text.split(".."))
    covered: set[int] = set()
    for op in plan.operands:
        months = _months(op)
        if not months:
            return None
        covered |= months
    if covered != set(range(lo, hi + 1)):
        return None
    op = plan.operands[0]
    return Link(term=t.text, matched="row" if op.row.span else "column", text=op.row.text if op.row.span else op.col.text)


def _months(op: Operand) -> set[int]:
    """The months a cited cell covers: its line's span, or its quarter of the one year its labels
    (or report) name, counted from the month the report's fiscal year ends (December unless said)."""
    if op.row.span:
        return set(range(op.row.span[0], op.row.span[1] + 1))
    q = op.row.quarter or op.col.quarter
    years = op.row.years | op.col.years or op.tv.doc_years
    if not q or len(years) != 1:
        return set()
    first, last = quarter_months(next(iter(years)), q, fiscal_end(op.tv.doc.meta.period_end))
    return set(range(first, last + 1))


def _span_read(t: Term, op: Operand, plan: Plan) -> bool:
    """A quarter or year asked, linked by the line the plan read as the span of months asked (a
    "Total" under "October 2018" .. "December 2018" lines for "Q4 2018"): the line's months are
    that quarter, or lie in that fiscal year, by the report's fiscal calendar."""
    span = plan.links.get("period_span")
    if not span or op.row.span != tuple(span):
        return False
    first, last = span
    fy = fiscal_end(op.tv.doc.meta.period_end)
    if t.role == "quarter":
        q = int(t.text[1:])
        return any(quarter_months(y, q, fy) == (first, last) for y in range(first // 12 - 1, last // 12 + 2))
    y = int(t.text)
    return quarter_months(y, 1, fy)[0] <= first and last <= quarter_months(y, 4, fy)[1]


def _wants_percent(question_words: set[str]) -> bool:
    return bool(question_words & set(cues()["percent"]))


def _is_money(op: Operand) -> bool:
    return is_currency(op.unit)


def _money_asked(words: set[str], terms: list[Term], toks: tuple[str, ...] = ()) -> set[str]:
    """The words by which the question asks an amount of money: a verb or noun of spending said
    anywhere, or a price noun among its naming words ("net price per box", not "the 2025 price list").
    Said as the question says it (``toks``, where given): "did X pay" asks no money by the "paid" a
    label may print for it ("What did Tamberlow pay per kilowatt-hour, in cents?")."""
    nouns = {t.text for t in terms if t.role == "name"} & set(cues()["money_nouns"])
    return ((set(toks) if toks else words) & set(cues()["money"])) | nouns


def _not_money(op: Operand, money: set[str], words: set[str]) -> bool:
    """The question asks an amount of money and the cell holds none (nor a percent the question asks:
    "what share of expenses was spent on fuel"), while a cell of its row does ("Shares" beside
    "Amount" and "Total"; a "Trade discount 40%" beside the "List price" asked for the net price):
    the cell is another measure of that line. ``money``: the words asking money (``_money_asked``)."""
    if not money or _is_money(op) or op.number is None or _is_percent(op) and _wants_percent(words):
        return False
    if terms_of([*op.row.path, *op.col.path]) & set(cues()["money_subunits"]):
        return False  # "Cents per Pound": money, in its hundredths
    if op.unit and not is_currency(op.unit) and op.unit != "%":
        return True  # a price asked, a cell in watt-hours or kilograms: another measure of the item
    if not money & set(cues()["money"]) and not _is_percent(op):
        return False  # a price asked ("Preis je VE") of a number typed without its currency: a price still
    return any(c is not op.col and (cell := op.tv.cell(op.row, c)) is not None and _is_money(Operand(op.tv, op.row, c, cell))
               for c in op.tv.cols)


def _is_percent(op: Operand) -> bool:
    return op.unit == "%" or (op.cell is not None and op.cell.value.kind == "percent") or \
        bool(terms_of(op.col.path) & set(cues()["percent_headers"]))


def _unit_fits(op: Operand, wants_pct: bool) -> bool:
    """A percent cell fits a question asking a percent, or one whose cited labels name a rate."""
    is_pct = _is_percent(op)
    if is_pct == wants_pct:
        return True
    return is_pct and bool(terms_of(op.row.path) & set(cues()["percent_measures"]))  # the measure: "Gross margin"


def _matched(op: Operand, terms: list[Term], explained: set[int], links: dict | None = None,
             toks: tuple[str, ...] = ()) -> frozenset[int]:
    """The positions of the terms this cell's own row and column (and table, document) link."""
    s = _Sources(op)
    plan = Plan("answered", operands=[op], links=links or {})
    return frozenset(t.pos for t in terms if t.role != "operation" and (
        _link(t, plan, [s], explained, True) is not None or _later_years(t, plan, toks) is not None))


def _extras(op: Operand, words: set[str], full: bool = False, concepts: frozenset[str] = frozenset()) -> int:
    """Label words of the cell's row leaf and column leaf the question does not say (an unasked
    year included; units, scale words and "total" are not names a question must repeat). A leaf
    that prints a concept the question names by another phrase ("Total revenue" for "sales") says
    nothing unasked."""
    neutral = set(cues()["neutral_label_words"])
    leaves = []
    for path, concept in ((op.row.path, op.row.row.concept), (op.col.path, op.col.col.concept)):
        if not path:
            continue
        if not (concept in concepts and default_synonyms().says(path[-1], concept)):
            leaves.append(path[-1])
        if full:  # a heading of the groups' total ("Total Mainline and Regional") that the question
            # says no word of restricts nothing: its words say what the total covers, not which lines
            leaves += [h for h in path[:-1] if not (_totals(h) and not any(
                label_says(t, words) for t in tokens(h) if t not in STOPWORDS and t not in neutral))]
    toks = [t for text in leaves for t in tokens(text)]
    return sum(1 for t in toks if t not in STOPWORDS and t not in SCALE_WORDS and t not in neutral
               and not label_says(t, words) and not (re.fullmatch(r"[\d,.]+", t) and len(t) != 4))  # "(1,2)": notes


def _totals(heading: str) -> bool:
    """Whether a group heading opens with a word for a total ("Total Mainline and Regional")."""
    toks = tokens(heading)
    return bool(toks) and toks[0] in set(cues()["neutral_label_words"])


def _spelled(op: Operand, terms: list[Term], toks: tuple[str, ...]) -> set[str]:
    """The stems of the question words whose run spells an initialism the cell's labels print
    ("revenue ton mile" beside "Yield per RTM"): its labels say them. A rate's base ("Expense per ASM")
    says them only where the question says them as a base too ("yield per revenue ton mile"): "how many
    available seat miles" asks no expense per ASM."""
    labels = [*op.row.path, *op.col.path]
    measure = terms_of([re.split(r"\bper\b", p, maxsplit=1, flags=re.I)[0] for p in labels])
    printed = terms_of(labels)
    per = {i for i, t in enumerate(toks) if t == "per"}
    return {stem(t.text) for t in terms if set(t.initials) & (printed if per & set(range(t.pos - 3, t.pos)) else measure)}


def _said(op: Operand, words: set[str]) -> set[str]:
    """The stems of the words the cell's row (path, text cells, heading) and column print that the question says."""
    return {stem(t) for t in tokens(" ".join([*op.row.path, *op.row.texts, *op.row.context, *op.col.path]))
            if t not in STOPWORDS and not t.isdigit() and label_says(t, words)}


def _rival(op: Operand, terms: list[Term], words: set[str], cited: set[tuple], links: dict | None = None,
           question: tuple[str, ...] = ()) -> Operand | None:
    """Another cell of the operand's row or column that matches the question as well (the same
    terms, no more unasked label words, a unit as fitting, a label the question quotes no less of:
    ``text.phrase_pick`` over the ``question``'s tokens), with another value."""
    if op.number is None:
        return None
    wants_pct = _wants_percent(words)
    # "gross margin" said with no percent word: its amount's cell fits as well as its percent's
    either = wants_pct and not words & (set(cues()["percent"]) - set(cues()["percent_or_amount"]))
    money = _money_asked(words, terms, question)
    mine = _matched(op, terms, set(), links, question)  # both sides by what their labels print (the line read as a span, by it)
    if not any(t.role == "name" and t.pos in mine for t in terms):
        return None  # a cell a definition picked ("debt-to-asset": total liabilities), not the words
    concepts = frozenset(c for t in terms for c in t.concepts)
    fit, extra, said = _unit_fits(op, wants_pct), _extras(op, words, concepts=concepts), _said(op, words)
    rate = _unasked_rate(op, words)
    keyed = {fold(label) for label in ((links or {}).get("keyed") or {}).values()}
    changes = frozenset(cues()["change_headers"])
    change_asked = bool(words & changes) or _prints_change(op.col, changes)
    tv = op.tv
    only_period = bool(op.col.years) and _period_only(op.col.path[-1] if op.col.path else "")
    asked = set((links or {}).get("years") or [])
    months = set((links or {}).get("months") or [])
    bounds = [(cmp, v) for cmp, v in (links or {}).get("thresholds") or []]  # "up to 6 ft"
    currencies = set((links or {}).get("currencies") or [])  # "in euros": a price in dollars is no rival
    quarters_asked = any(t.role == "quarter" for t in terms)
    when = _a_year(op) and bool(question_cues()["asks_when"].search(" ".join(question)))
    related = {int(t.text) for t in terms if t.role == "year" and t.text.isdigit() and 0 < t.pos <= len(question)
               and question[t.pos - 1] in lexicon_words("period_relations")}  # "after 2025", "before 2019"

    # the sentence that introduces the table ("Costs, estimated earnings and billings on uncompleted contracts
    # consisted of the following"), not its heading or the company's name, which a line may say to tell it apart
    identity = _Sources(op).document
    introduced = (tv.lead_in_terms | terms_of([tv.nt.table.lead_in])) - identity
    lead_in_said = frozenset(t.pos for t in terms if t.role == "name" and label_says(t.text, introduced))
    lead_in_words = list(tokens(tv.nt.table.lead_in or ""))  # a line it names word for word (once a proof)

    def by_period(other: Operand) -> bool:
        """A column of the cited row printing the cited period too, when the cited column's header is
        that period alone: the question names both by it, so the other's further words ("Emissions
        reported in tonnes CO2e* FY18" beside "FY18") do not make it less what the question asks."""
        return only_period and other.row is op.row and other.col.years == op.col.years and other.col.quarter == op.col.quarter \
            and all(level in other.col.path for level in op.col.path[:-1])  # (not "Members > 2022" beside
        # "Monthly yield per member > 2022": the cited column's heading is no word of the other's)
    for row, col in [(op.row, c) for c in tv.cols] + [(r, op.col) for r in tv.rows]:
        if row is op.row and col is op.col:
            continue
        cell = tv.cell(row, col)
        if cell is None:
            continue
        other = Operand(tv, row, col, cell)
        if other.key in cited:
            continue  # another operand of the plan: named by the question too
        x = other.number
        if x is None or abs(x - op.number) <= 1e-9 * max(1.0, abs(x)):
            continue
        if not either and _unit_fits(other, wants_pct) < fit:
            continue
        theirs_said = _said(other, words)  # (read once a rival: the lacking check below uses it too)
        better_named = bool(theirs_said - said)  # its labels print a question word the cited ones do not
        if not by_period(other) and (_extras(other, words, concepts=concepts) > extra or not better_named and
                                     _extras(other, words, True, concepts) > _extras(op, words, True, concepts)):
            continue  # (its group heading's unsaid words weigh nothing against a question word it prints: "tariff"
            # of "Average tariff (per barrel)" over the line, beside "Throughput (thousand barrels per day)")
        if _not_money(other, money, words) and not _not_money(op, money, words):
            continue  # a money question's count beside the line's money ("Shares received" by "Cash paid")
        if _unasked_rate(other, words) > rate and not better_named:
            continue  # a rate whose base the question does not say ("Cost/Gal" beside "Dollars"), unless its labels
            # print a word of the question the cited labels do not ("tariff" of "Average tariff (per barrel)")
        if currencies and is_currency(other.unit) and other.unit not in currencies and op.unit in currencies:
            continue  # the "USD per reel" beside the "EUR per reel" asked "in euros"
        if when and not _a_year(other):
            continue  # "when did X open its crew base": the year "Opened", not the pilots based there
        if not change_asked and _prints_change(col, changes):
            continue  # "2021 > Increase/(decrease)" beside "2021": a change, which the question does not ask
        # a line the sentence introducing the table names ("estimated earnings" of "Costs, estimated earnings
        # and billings on uncompleted contracts"), saying fewer unasked words than the cited one: the
        # sentence's other words name it too
        fewer = col is op.col and row is not op.row and _extras(other, words, concepts=concepts) < extra \
            and bool(said_at(lead_in_words, list(tokens(leaf := row.path[-1] if row.path else "")))) \
            and bool(terms_of([leaf]) - STOPWORDS - identity)  # (not a piece of the company's name: "Inc.)")
        if (lacking := said - theirs_said) and (lacking := lacking - _spelled(other, terms, question)) and not (fewer and all(label_says(x, introduced) for x in lacking)):
            continue  # the question repeats a word the cited labels print and this one's do not ("Total"),
            # unless the sentence introducing the table says it of every line
        if row is not op.row and op.row.path[-1:] != row.path[-1:] and \
                phrase_pick(question, ["".join(op.row.path[-1:]), "".join(row.path[-1:])]) == 0:
            continue  # the question quotes the cited line's label ("owed to members"), not this one's ("owed by")
        if len(row.years | col.years) > len(op.row.years | op.col.years) >= 1:
            continue  # a change between years ("2019 over 2018"), not a value of one
        if (row.quarter or col.quarter) and not (op.row.quarter or op.col.quarter) and not quarters_asked:
            continue  # a quarter's line beside the year's ("First quarter" over "Full year"): no quarter is asked
        if row is not op.row and bounds and excluded(bounds, row.text):
            continue  # "Grand piano over 6 ft" beside the cited "... up to 6 ft" asked "up to 6 ft"
        if row is op.row and months and op.col.months & months and not other.col.months & months:
            continue  # the column of the date the question says, beside another date's
        if row is op.row and asked and col.years and not col.years & asked and not op.col.years & asked \
                and min(asked) - 1 in op.col.years and other.col.years != op.col.years:
            continue  # the year before the one said ("the % change in 2023": 2022), beside a year never said (2021)
        if row is op.row and op.col.fiscal & asked and not other.col.fiscal & asked:
            continue  # the day closing the fiscal year asked by the report's name for it, beside its calendar year's
        if _outside_band(other, op, _band_asked(links or {})):
            continue  # a tier the quantity asked lies outside of ("1–99" for 300 units; "2 to 5 nights" for "15+")
        if keyed and _heads(op, keyed) and not _heads(other, keyed):
            continue  # the key row's label the question's words stand for ("Zone C" for "Austria") heads the cited cell only
        if related & (row.years | col.years) and not related & (op.row.years | op.col.years):
            continue  # the line of the year said "after 2025": the question asks the years after it
        theirs = _matched(other, terms, set(), links, question)
        if not mine <= theirs and fewer and theirs & {t.pos for t in terms if t.role == "name"}:
            theirs |= lead_in_said  # the introducing sentence's words name its every line: a line saying less
            # beside them ("Estimated earnings") fits as well as one spelling them out among unasked words
            # ("Billings in excess of costs and estimated earnings on uncompleted contracts")
        if mine <= theirs:
            return other
    return None


def _grand_total(op: Operand, words: set[str]) -> Operand | None:
    """The table's grand total in the cited column, where the cited line is a group's total ("Total
    weekday" under "Weekday:") that the question names by "total" alone, saying no word of its group:
    "total green fee revenue" asks the total of the table ("Total public golf"), or is ambiguous."""
    row = op.row
    if not row.row.is_total or not row.context or op.number is None:
        return None
    totals = lexicon_words("total_words")
    own = [t for t in tokens(" ".join([*row.path, *row.context])) if t not in STOPWORDS and t not in totals]
    if any(label_says(t, words) for t in own):
        return None
    for r in op.tv.rows:
        if r is not row and r.row.is_total and not r.context and (cell := op.tv.cell(r, op.col)) is not None \
                and cell.value.number is not None and abs(cell.value.number - op.number) > 1e-9 * max(1.0, abs(op.number)):
            return Operand(op.tv, r, op.col, cell)
    return None


def _a_year(op: Operand) -> bool:
    """Whether the cell holds a year ("2012" under "Year Opened"): what a question asking when reads."""
    x = op.number
    return x is not None and float(x).is_integer() and 1800 <= x <= 2100


def _heads(op: Operand, labels: set[str]) -> bool:
    """Whether a label of the cell's column or row path is one of ``labels`` (folded)."""
    return any(fold(p) in labels for p in [*op.col.path, *op.row.path])


def _band_asked(links: dict) -> float | None:
    """The quantity a question asks by, or the low end of a range it says ("15+ night cruises")."""
    if links.get("quantity") is not None:
        return links["quantity"]
    said = links.get("range")
    return said[0] if said and said[0] is not None else None


def _outside_band(other: Operand, op: Operand, quantity: float | None) -> bool:
    """Whether the other cell's tier (its row's band, or its column's: "Unit price > 1–49") leaves
    out the quantity the question asks while the cited cell's tier holds it: the question names the
    cited tier by its quantity, so the other is no rival however alike their labels read."""
    def holds(rng) -> bool | None:
        return None if rng is None else (rng.low is None or quantity >= rng.low) and (rng.high is None or quantity <= rng.high)
    if quantity is None:
        return False
    return any(holds(tier(op)) is True and holds(tier(other)) is False
               for tier in (lambda o: o.row.rng, lambda o: column_tier(o.col, o.tv.cols)))


def _prints_change(col, changes: frozenset[str]) -> bool:
    """Whether a column's header says it holds a change (proof_cues ``change_headers``)."""
    return bool(terms_of(col.path) & changes)


def _borrowed_word(plan: Plan, terms: list[Term]) -> str | None:
    """A word inside the measure's phrase that the cited line's own label does not print, while
    another line of its table prints it in its own label: "net other income" is not proven by
    "Net income" (nor by a line under a heading "Other Financial Data:") when a line "Other income"
    is printed beside it. The word sits between two question words the cited label prints ("net" ..
    "income"), or next to such words when the other line's label prints every word of the phrase
    the cited label prints ("Landing fees and other rent" is no "aircraft rental fees"). A heading that
    links it and prints a question word beside it too ("Passenger revenue:" over "Loyalty revenue",
    for "loyalty revenue ... of the passenger revenue") names the group the line is in, a phrase
    of its own; a word the report's name prints ("Southwest airline") names the company, and a word
    beside an initialism the label prints that repeats a word of it ("per available ASM") is said by
    it. Only a plan over one line's cells. The reason, or None."""
    lines = {(o.tv.key, o.row.row.index) for o in plan.operands}
    if len(lines) != 1 or not plan.operands[0].row.path:
        return None
    op = plan.operands[0]
    names = {t.pos: t for t in terms if t.role == "name"}
    own = terms_of([op.row.path[-1], *op.row.texts])
    document = _Sources(op).document
    shorts = set(printed_initialisms(op.row.path[-1]))
    headings = [*op.row.path[:-1], *op.row.context, *op.row.part_of, op.tv.nt.table.caption or ""]
    for t in names.values():
        if label_says(t.text, own | terms_of(op.col.path) | op.col.terms | document) or _fuzzy(t.text, own):
            continue  # the line's (a mild typo of it too), its column's, or the company's name ("Southwest Airlines")
        beside = [names[p] for p in (t.pos - 1, t.pos + 1) if p in names]
        run = [n for n in beside if label_says(n.text, own)]
        if not run or _abbreviated(t, names, shorts) or _group_phrase(t, beside, headings):
            continue
        said = [] if len(run) == 2 else [n for n in _phrase(names, t.pos) if label_says(n.text, own)]
        for r in op.tv.rows:
            if r.row.index == op.row.row.index or not r.path:
                continue
            label = terms_of([r.path[-1]])
            if label_says(t.text, label) and all(label_says(n.text, label) for n in said):
                return (f"the question says {t.text!r} within the measure and the cited line "
                        f"'{op.row.text}' does not print it, while '{r.text}' does")
    return None


def _year_unnamed(plan: Plan, terms: list[Term], sources: list[_Sources]) -> str | None:
    """One line read over several years ("mean of Keelstone Point occupancy, 2022 and 2023"): a name
    word one year's cell prints in its labels must be printed by every year's cell where another column
    of that year prints it, or that year was read off another line ("Storage spaces at December 31, 2023
    > Dry storage" for occupancy's 2023, beside a 2023 occupancy column). None when the operands are not
    one per year, or no cell prints the word itself (a word the router matched by a concept or a synonym
    is its to prove); a heading spread over one year's column only ("Units Sold > 2018/19" beside
    "2019/20") refuses nothing."""
    ops = plan.operands
    years = [frozenset(o.row.years | o.col.years) for o in ops]
    one_row = len({(id(o.tv), o.row.row.index) for o in ops}) == 1
    one_col = len({(id(o.tv), o.col.col.index) for o in ops}) == 1
    if len(ops) < 2 or not all(years) or len(set(years)) < len(ops) or not (one_row or one_col):
        return None
    for t in terms:
        if t.role != "name" or t.text in lexicon_words("period_heading_words") \
                or not any(variants(t.text) & _undated_terms([*o.row.path, *o.col.path]) for o in ops):
            continue  # (a word of a dated heading, "Year Ended December 31, 2019", dates the cell, not its line)
        said = [_name_link(t, s, False) is not None for s in sources]
        for k, op in enumerate(ops):
            if not said[k] and _printed_elsewhere(op, years[k], variants(t.text), one_row):
                year = "/".join(map(str, sorted(years[k])))
                return f"the question names {t.text!r} and the cell read for {year} does not"
    return None


def _printed_elsewhere(op: Operand, years: frozenset[int], vs: set[str], by_column: bool) -> bool:
    """Whether another column (``by_column``; else row) of the cell's line, of the same year, prints one
    of ``vs`` outside a dated heading: the year's cell of the line named so was there to read."""
    if by_column:
        return any(c is not op.col and c.years & years and vs & _undated_terms(c.path) for c in op.tv.cols)
    return any(r is not op.row and r.years & years and vs & _undated_terms(r.path) for r in op.tv.rows)


def _undated_terms(levels: list[str]) -> set[str]:
    """The terms of the label levels that print no year or month (a dated heading dates a cell, not its line)."""
    months = lexicon_mapping("month_numbers")
    return terms_of([x for x in levels if not re.search(r"\b(?:19|20)\d\d\b", x) and not any(w in months for w in tokens(x))])


def _group_phrase(t: Term, beside: list[Term], headings: list[str]) -> bool:
    """Whether a heading over the line prints the word and a question word beside it: the phrase
    names the line's group ("Passenger revenue:" over "Loyalty revenue - travel")."""
    return any(label_says(t.text, words := terms_of([h])) and any(label_says(n.text, words) for n in beside)
               for h in headings)


def _abbreviated(t: Term, names: dict[int, Term], shorts: set[str]) -> bool:
    """Whether the word repeats one that an initialism the cited label prints abbreviates, said
    beside it ("per available ASM"): just before it and begun by its first letter, or just after it
    and begun by its last (as the router reads it: ``link.QuestionTerms._initial_beside``)."""
    for n, letter in ((names.get(t.pos + 1), 0), (names.get(t.pos - 1), -1)):
        if n is None:
            continue
        short = n.text if n.text in shorts else n.text[:-1]  # "ASMs": "asm"
        if short in shorts and t.text.startswith(short[letter]):
            return True
    return False


def _phrase(names: dict[int, Term], pos: int) -> list[Term]:
    """The run of consecutive question name words around position ``pos`` ("aircraft rental fees")."""
    lo = hi = pos
    while lo - 1 in names:
        lo -= 1
    while hi + 1 in names:
        hi += 1
    return [names[p] for p in range(lo, hi + 1)]


def _period_only(leaf: str) -> bool:
    """Whether a column's own header prints a period and nothing else ("FY18", "December 28, 2019";
    not "Amount", "As reported")."""
    toks = tokens(leaf)
    months = set(cues()["months"])
    return any(_PERIOD_TOKEN.fullmatch(t) for t in toks) and all(
        _PERIOD_TOKEN.fullmatch(t) or t in months or t in STOPWORDS for t in toks)


def _rate_heading(op: Operand, words: set[str], toks: tuple[str, ...]) -> str | None:
    """The heading over the cited line that makes its lines a rate whose base the question does not
    say ("Income (loss) per share - basic:" over "Continuing operations", read for "eBay's net
    income from continuing operations"): its lines are amounts per share, not the amount asked.
    None when no heading does (a line's own label is matched by the question's words as it is)."""
    return next((h for h in [*op.row.context, *op.row.path[:-1]] if _rate_unsaid(h, words, toks)), None)


def _rate_column(op: Operand, words: set[str], toks: tuple[str, ...]) -> str | None:
    """The heading of the cited column that makes its cells a rate whose base the question does not
    say ("Revenue per Ton" read for "mail revenue 2018"), beside a column of the same measure's amount
    ("Cargo Revenue"), where the question asks no rate by a noun of its own (lexicon ``rate_nouns``:
    "the two-day yield", "the average fare"): the amount per ton is not the revenue asked. None
    otherwise."""
    if lexicon_words("rate_nouns") & words:
        return None
    heading = next((h for h in op.col.path if _rate_unsaid(h, words, toks)), None)
    if heading is None:
        return None
    per = lexicon_words("rate_words")
    said = tokens(heading)
    measure = {stem(t) for t in said[:next((k for k, t in enumerate(said) if t in per), len(said))]}  # before "per"
    amounts = [c for c in op.tv.cols if c is not op.col and c.numeric and not any(_rate_unsaid(h, words, toks) for h in c.path)]
    # only beside an amount of the same measure ("Cargo Revenue" by "Revenue per Ton"); "Seats per Aircraft" read
    # for "how many seats does the E175 have" has no amount beside it, and its line is one aircraft
    return heading if any(measure & {stem(t) for h in c.path for t in tokens(h)} for c in amounts) else None


def _rate_unsaid(heading: str, words: set[str], toks: tuple[str, ...]) -> bool:
    """Whether the heading prints a rate word ("per") whose base the question says in no way: not a
    word of what follows the rate word ("Earnings Per Common Share" for "earnings per share"), not
    spelled out by the question's words ("Fuel per ASM" for "per available seat mile"), not as an
    initialism of the heading's words, bracketed ones aside ("EPS" for "Earnings (loss) per share";
    ``text.initials_span`` both ways)."""
    per = lexicon_words("rate_words")  # as text.unasked_rate reads it
    heads = [t.strip(".,'-:()") for t in heading.lower().split()]
    if not any(t in per for t in heads) or not unasked_rate(heading, words):
        return False
    after = [t for i, t in enumerate(heads) if any(p in per for p in heads[:i])]
    said = {w for w in words if len(w) >= 3}
    question = " ".join(toks)
    return not (any(t.startswith(w) or w.startswith(t) for t in after if len(t) >= 3 for w in said)
                or any(initials_span(t, question) is not None for t in after)
                or any(initials_span(w, unbracketed(heading)) is not None for w in said))


def _unasked_rate(op: Operand, words: set[str]) -> bool:
    """The cell's column heads a rate whose base the question does not say, at any level of its
    header ("Revenue per Ton > 2018")."""
    return any(unasked_rate(level, words) for level in op.col.path)


def _other_group(t: Term, plan: Plan) -> str | None:
    """A group heading of a cited table (a heading line over others: "Options clearing:") that prints a
    word of the question no cited cell's labels print, where no cited cell stands under it: "margin
    deposits, equities and options clearing together" names the options group too, which one line of
    the equities group is not. A kind word ("options", "plans") a label need not print still names that
    heading where the table prints it so."""
    vs = variants(t.text)
    for op in plan.operands:
        heads = {h for r in op.tv.rows for h in r.context}
        for h in heads:
            if vs & terms_of([h]) and not any(h in o.row.context or h in o.row.path for o in plan.operands):
                return h
    return None


def _names_other_kind(t: Term, op: Operand, words: set[str], one_word: bool = False) -> bool:
    """Whether the question names in full a heading of two words or more (of one word too, ``one_word``, for a
    mean or sum of the line's cells) of another column of the cited line holding another kind of figure, the term
    among its words ("time utilization" of "Time
    Utilization > 2018", percents, beside the cited "Fleet Units > 2018", counts): the word picks that
    column, so no caption says it of the cited cell."""
    vs, kind = variants(t.text), op.cell.value.kind if op.cell is not None else None
    derived = _prints_change(op.col, frozenset(cues()["change_headers"]))  # "% Change" beside the attendances: theirs
    for c in op.tv.cols:
        cell = op.tv.cell(op.row, c)
        if c is op.col or cell is None or cell.value.kind in (kind, "null", "text"):
            continue
        for level in c.path:
            said = [w for w in tokens(unbracketed(level)) if w not in STOPWORDS and not w.isdigit()]
            if (len(said) >= 2 or said and one_word and not derived) and vs & terms_of([level]) \
                    and all(label_says(w, words) for w in said):
                return True  # ("Occupancy 2024", percents, beside the cited "Average daily population 2024")
    return False


def _one_line(plan: Plan) -> bool:
    """Whether every cited cell lies on one line of one table (a lookup, or a mean of the line's years)."""
    ops = plan.operands
    return bool(ops) and all(o.tv is ops[0].tv and o.row is ops[0].row for o in ops)


def _told_apart(t: Term, plan: Plan, columns_only: bool = False) -> bool:
    """Whether some row or column label of the cited tables prints the word. ``columns_only``: a
    column header alone (an aggregate's cells are picked by rows the router linked, but its column
    must be the one the question names: "the total average cost per gallon" is no sum of the
    "Cost (Millions)" column beside "Average Cost Per Gallon")."""
    vs = variants(t.text)
    return any(_prints(tv, vs, columns_only) for tv in {id(op.tv): op.tv for op in plan.operands}.values())


def _variant_elsewhere(t: Term, plan: Plan, tables: Iterable) -> str | None:
    """A word telling a line's variants apart (lexicon ``variant_qualifiers``: "foreign" / "domestic",
    "basic" / "diluted") that no cited label prints, where a label of another table of a cited
    document does: the question asks that variant, which those cells are not ("Oracle's foreign income
    before income taxes" is no answer from the statement of operations' total when the tax note prints
    "Foreign"). The label that prints it, or None."""
    if t.text not in lexicon_words("variant_qualifiers"):
        return None
    cited = {op.tv.key for op in plan.operands}
    docs = {op.tv.doc.id for op in plan.operands}
    for tv in tables:
        if tv.doc.id in docs and tv.key not in cited:
            for label in [*(r.path for r in tv.rows), *(c.path for c in tv.cols)]:
                if t.text in terms_of(label):
                    return " > ".join(label)
    return None


def _prints(tv, vs: set[str], columns_only: bool = False) -> bool:
    """Whether a row label (unless ``columns_only``) or column header of the table prints one of ``vs``."""
    return not columns_only and any(vs & terms_of(r.path) for r in tv.rows) or any(vs & terms_of(c.path) for c in tv.cols)


def _direction(plan: Plan) -> str | None:
    """The direction a comparison plan answers (min / max), None for any other."""
    return {"argmin": "min", "argmax": "max"}.get(plan.op) or (plan.links.get("direction") if plan.op == "compare" else None)


def _later_years(t: Term, plan: Plan, toks: tuple[str, ...]) -> Link | None:
    """A year said after "after" ("due after 2025") links a cited line of later years ("Thereafter";
    lexicon ``later_years_labels``) printed under the table's line of that year, its last."""
    if not t.text.isdigit() or not _said_after(t, toks):
        return None
    y = int(t.text)
    for op in plan.operands:
        label = fold(op.row.path[-1]).strip(" :") if op.row.path else ""
        years = [r for r in op.tv.rows if y in r.years]
        if label in phrases("later_years_labels") and years and max(x for r in op.tv.rows for x in r.years) == y \
                and op.row.row.index > years[-1].row.index:
            return Link(term=t.text, matched="row", text=f"{op.row.path[-1]} (after {t.text})")
        head = fold(op.col.path[-1]).strip(" :") if op.col.path else ""  # "Payments Due by Period > Thereafter"
        cols = [c for c in op.tv.cols if y in c.years]
        if head in phrases("later_years_labels") and cols and max(x for c in op.tv.cols for x in c.years) == y \
                and op.col.col.index > cols[-1].col.index:
            return Link(term=t.text, matched="column", text=f"{op.col.path[-1]} (after {t.text})")
    return None


def _said_after(t: Term, toks: tuple[str, ...]) -> bool:
    """A year said after "after" ("owe under operating leases after 2023"): the years after it, never its own."""
    return t.role == "year" and 0 < t.pos <= len(toks) and toks[t.pos - 1] in lexicon_words("after_words")


def _years_counted(t: Term, plan: Plan, toks: tuple[str, ...]) -> Link | None:
    """A number of years said ("the 3 year period", "for the 3 years from 2017 to 2019") links the
    cited cells when they run over exactly that many years."""
    if t.role != "number" or not t.text.isdigit() or t.pos + 1 >= len(toks) or toks[t.pos + 1] not in ("year", "years"):
        return None
    years = sorted({y for o in plan.operands for y in (o.row.years | o.col.years)})
    if len(years) != int(t.text) or len(plan.operands) < len(years):
        return None
    return Link(term=t.text, matched="column", text=", ".join(map(str, years)))


def _other_months(plan: Plan) -> str | None:
    """A question that names a month of a year ("in September 2019"; the analysis's said months, in
    ``links["months"]``) answered by cells whose labels date them to months (``index.dated_months``),
    none of them one it names ("October 1 – October 31, 2019" ... "December 1 – December 31, 2019"): the
    document prints no figure for the month asked."""
    said = set(plan.links.get("months") or ())
    printed = {m for op in plan.operands for m in dated_months(" ".join([*op.row.path, *op.col.path]))}
    if said and printed and not printed & said:
        return f"the question names a month the cited cells' labels do not ({', '.join(op.row.text for op in plan.operands[:2])})"
    return None


def _other_half(plan: Plan, toks: tuple[str, ...]) -> str | None:
    """A cell of a half year ("H1 2025") answers only a question that says that half, in its words
    ("the first half of 2025") or its abbreviation: a document titled "... first half of 2025" says
    nothing of which half a question about "the second half" or the year means."""
    said = {" ".join(toks[i:i + 2]) for i in range(len(toks) - 1)} | set(toks) | _half_by_its_end(toks)
    for op in plan.operands:
        halves = {(t, " ".join(w)) for t in tokens(" ".join([*op.row.path, *op.col.path])) if (w := half_year_words(t))}
        if halves and not any(t in said or words in said for t, words in halves):
            return f"the cited cell '{op.row.text}' / '{op.col.text}' is a half year's, which the question does not name"
    return None


HALF_ENDS = {6: "first half", 12: "second half"}  # the month a calendar half ends in


def _half_by_its_end(toks: tuple[str, ...]) -> set[str]:
    """The half a question names by its length and end ("the six months to 30 June 2025": the first
    half; "... ended December 31": the second); none for other months (a fiscal half of its own).

        >>> _half_by_its_end(("revenue", "for", "the", "six", "months", "to", "30", "june", "2025"))
        {'first half'}
    """
    if not any(a == "six" and b == "months" or a == "6" and b == "months" for a, b in zip(toks, toks[1:])):
        return set()
    months = lexicon_mapping("month_numbers")
    return {HALF_ENDS[m] for t in toks if (m := months.get(t)) in HALF_ENDS}


def _issuers_line(op: Operand, links: list[Link]) -> str | None:
    """A line named only by part of the issuer's name ("Aurelind" of "Aurelind Cruises", a brand of
    Aurelind Cruise Holdings) beside a total line of the same column: the question names the
    company, whose figure the total is, or the brand; which is not told. The total's label, else None."""
    if op.row.row.is_total or op.row.path and fold(op.row.path[-1]).startswith("total"):
        return None  # "Total Tolvarren" below "Total theme parks": the company's own total line
    said = [link.term for link in links if link.matched == "row"]
    own = {t for t in tokens(op.row.path[-1]) if t not in STOPWORDS} if op.row.path else set()
    identity = _Sources(op).document
    if not said or not all(variants(t) & identity for t in said) or own <= {v for t in said for v in variants(t)}:
        return None
    total = next((r for r in op.tv.rows if r is not op.row and r.path and (r.row.is_total or fold(r.path[-1]).startswith("total"))
                  and op.tv.cell(r, op.col) is not None), None)
    return total.path[-1] if total is not None else None


def _same_base(run: list[str], printed: list[str]) -> bool:
    """Whether a rate's printed base (the words after its "per": "run", "available seat mile") is the one
    a question says after "per" (``run``): the same first word or a start of it, or one the initials of
    the other ("ASM" for "available seat mile", either way round)."""
    first, b = run[0], printed[0]
    if first in lexicon_words("per_unit_words") or first in ("item", "piece"):
        return True  # "per unit": whatever the line sells by
    people = lexicon_words("per_person_words")
    if any(variants(w) & variants(x) or w.startswith(x) or x.startswith(w) or w in people and x in people
           for w in run[:3] for x in printed[:3]):
        return True  # (a word said before the base: "per available ASM", "per common share"; "per head" a guest)
    def spells(short: str, words: list[str]) -> bool:
        short = short.rstrip("s")
        return len(short) >= 2 and "".join(w[:1] for w in words[:len(short)]) == short
    return spells(b, run) or spells(first, printed)


def _base_counted(plan: Plan, toks: tuple[str, ...]) -> str | None:
    """A rate asked ("the average price per gallon") is never the line counting its base ("Gallons
    consumed", where a money word names its year columns only by their type): a cited line whose labels
    print the base, name no rate (nothing "per" anything) and do not print the measure is the
    base's own figure, not the rate. Nor is it a cell its labels or caption state per another base
    ("the price per card" of a table "price per run")."""
    per = lexicon_words("rate_words")
    asked = [(toks[k - 1], toks[k + 1]) for k in range(1, len(toks) - 1)
             if toks[k] in per and toks[k - 1] not in STOPWORDS and toks[k + 1] not in STOPWORDS]
    runs = {toks[k + 1]: list(toks[k + 1:k + 1 + RATE_RUN]) for k in range(1, len(toks) - 1) if toks[k] in per}
    for op in plan.operands if asked else ():
        labels = [*op.row.path, *op.col.path]
        stated = [run for text in [*labels, op.tv.nt.table.caption or ""] for run in rate_runs(text)]
        for measure, base in asked:
            if stated and not any(_same_base(runs[base], printed) for printed in stated):
                return f"the question asks the {measure} per {base} and the cited cells are per {stated[0][0]}"
        if any(rate_bases(label) for label in labels):
            continue
        table = op.tv.nt.table
        if any(_same_base(runs[base], printed) for _, base in asked
               for text in (table.section or "", table.lead_in or "") for printed in rate_runs(text)):
            continue  # the heading over the table says what its cells are per ("Price per net bag of 25 bulbs")
        printed = terms_of(labels)
        for measure, base in asked:
            if variants(base) & terms_of(op.row.path) and not variants(measure) & printed:
                return f"the question asks the {measure} per {base} and the cited line '{op.row.text}' is no rate"
    return None


def _base_only(plan: Plan, terms: list[Term], toks: tuple[str, ...]) -> str | None:
    """A line that is a ratio to its base ("As a percentage of net sales", "% of revenue"; lexicon
    ``ratio_leads``) is no figure of the base: where the question's naming words are only the base's
    and it says no ratio of anything ("By what percentage did net sales grow from 2018 to 2019?"),
    it asks the base, which the line is not. None when no cited line is such a ratio."""
    leads, gaps = lexicon_words("ratio_leads"), lexicon_words("ratio_lead_gaps")
    if any(t == "of" and (leads & set(toks[max(k - 2, 0):k]) or toks[k - 1] in gaps) for k, t in enumerate(toks) if k):
        return None  # "advertising as a percentage of net sales", "what % of revenue" (the reading may put
        # a word between: "percentage change of")
    names = [variants(t.text) for t in terms if t.role == "name"]
    for op in plan.operands:
        said = tokens(op.row.text.replace("%", " percent "))
        at = next((k for k in range(1, len(said)) if said[k] == "of" and said[k - 1] in leads), None)
        if at is None:
            continue
        lead, base = terms_of([" ".join(said[:at])]), terms_of([" ".join(said[at + 1:])])
        named = [v for v in names if v & (lead | base)]
        if named and not any(v & lead for v in named):
            base_said = " ".join(said[at + 1:])
            return f"the cited line '{op.row.text}' is a ratio to {base_said}, and the question asks {base_said} itself"
    return None


def _sums_its_total(plan: Plan) -> str | None:
    """A sum of one line's cells that takes a column headed as their total ("Airframe | Engines |
    Total") beside its parts counts them twice (lexicon ``total_words``). None otherwise."""
    ops = plan.operands
    if plan.op != "sum" or len(ops) < 3 or len({(id(o.tv), o.row.row.index) for o in ops}) != 1:
        return None
    totals = lexicon_words("total_words")
    heads = [o for o in ops if any(tokens(level)[:1] and tokens(level)[0] in totals for level in o.col.path)]
    if heads and len(heads) < len(ops):
        return f"the cited cells include their total ('{heads[0].col.text}') beside its parts"
    return None


def prove(plan: Plan, terms: list[Term], question_words: set[str] | None = None, *, strict: bool = False,
          one_report: bool = False, toks: tuple[str, ...] = (), tables: Iterable = ()) -> Proof:
    """Link every term to the cited cells, and for a lookup rule out an equally fitting rival cell.
    ``one_report``: the question is asked of one report alone (the caller named it and the scope
    holds nothing else), so a year it names is that report's own where the report prints none.
    ``toks``: the question's tokens in order, which tell apart lines whose labels differ in a
    function word ("owed to" / "owed by"). ``strict``: the plan was not linked by the router (a
    language model read the question), so no term is left to the router's linking: each naming
    term must link to the cited cells, and so must a word that may name something ("express") where a label of the cited tables prints it;
    a superlative's direction must be the plan's. ``tables``: the tables in scope (index views), where a
    word naming a line's variant may be printed by another table of a cited document."""
    words = question_words if question_words is not None else {v for t in terms for v in variants(t.text)}
    sources = [_Sources(op, toks) for op in plan.operands]
    explained = set(plan.links.get("explained") or ()) | {i for op in plan.operands for i in op.explained}
    links: list[Link] = []
    computed = plan.op != "lookup" or bool(plan.links.get("printed_change"))  # (a printed change stands for its computation)
    parts = lexicon_words("part_words")
    qualifiers = {t.pos - 1 for t in terms if t.text in parts}  # "current" of "the current portion of X"
    for t in terms:
        if strict and t.role == "operation" and t.direction and _direction(plan) not in (None, t.direction):
            return Proof(ok=False, links=links, reason=f"the question asks for the {t.text} and the reading "
                                                        f"for the {'highest' if t.direction == 'min' else 'lowest'}")
        hit = (None if _said_after(t, toks) else _link(t, plan, sources, explained, one_report=one_report)) \
            or _years_counted(t, plan, toks) or _later_years(t, plan, toks)
        if hit is not None and hit.matched == "caption" and t.role == "name" \
                and (plan.op == "lookup" or plan.op in ("average", "sum") and _one_line(plan)) \
                and _names_other_kind(t, plan.operands[0], {v for tk in toks for v in variants(tk)},
                                      one_word=plan.op in ("average", "sum")):
            hit = None  # "time utilization" said by the caption, while a column of percents prints it beside counts
        if hit is None and t.role == "name" and plan.keys:  # a word a key table lists: its cell says what it stands for
            hit = _link(t, plan, [_Sources(k) for k in plan.keys], set())
        picks_part = t.pos in qualifiers  # "the current portion of X": the part the labels must print
        if hit is None and not t.required and t.role == "name" and (group := _other_group(t, plan)) is not None:
            return Proof(ok=False, links=links, reason=f"the question names {t.text!r}, the heading '{group}' the "
                                                        f"cited cells are not under")
        if hit is None and t.role == "name" and (printed := _variant_elsewhere(t, plan, tables)) is not None:
            return Proof(ok=False, links=links, reason=f"the question names {t.text!r}, which the cited cells do not "
                                                        f"print and the document's '{printed}' does")
        if hit is None and not picks_part and (
                not strict and (not t.required or (t.role == "name" and not _told_apart(t, plan, computed)))
                or strict and not t.required and not _told_apart(t, plan)):
            continue  # a word no label of the cited tables prints tells none of their cells apart
        if hit is None:
            what = "asks for the " + t.text if t.role == "operation" else f"names {t.text!r}"
            return Proof(ok=False, links=links, reason=f"the question {what} and the cited cells do not")
        links.append(hit)
    case = _Case(plan, terms, words, toks, sources, links)
    for check in PLAN_CHECKS:
        if (reason := check(case)) is not None:
            return Proof(ok=False, links=links, reason=reason)
    return Proof(ok=True, links=links)


@dataclass
class _Case:
    """What the plan-wide checks read once every term is linked: the plan, the question's terms, words
    (with their variants) and tokens, each operand's sources, and the links made."""
    plan: Plan
    terms: list[Term]
    words: set[str]
    toks: tuple[str, ...]
    sources: list[_Sources]
    links: list[Link]


def _opposite_label(c: _Case) -> str | None:
    """A looked-up cell labelled the opposite of a question word ("payable" asked, "Receivable > ..." read)."""
    for op in c.plan.operands if c.plan.op == "lookup" else ():
        if contradicts(tokens(" ".join([*op.row.path, *op.col.path])), {t.text for t in c.terms}):
            return f"the cited cell '{op.row.text}' / '{op.col.text}' is labelled the opposite of what the question names"
    return None


def _issuers_part(c: _Case) -> str | None:
    """A looked-up line that is a part of the company the question names, beside its total line."""
    if c.plan.op == "lookup" and c.plan.operands and (total := _issuers_line(c.plan.operands[0], c.links)) is not None:
        return f"the question names the company, which '{c.plan.operands[0].row.text}' is a part of beside its '{total}' line"
    return None


def _rate_base_unsaid(c: _Case) -> str | None:
    """A looked-up rate whose base the question does not say."""
    if c.plan.op == "lookup" and c.plan.operands and (rate := _rate_heading(c.plan.operands[0], c.words, c.toks)
                                                       or _rate_column(c.plan.operands[0], c.words, c.toks)):
        return f"the cited line is a rate, '{rate}', whose base the question does not say"
    return None


def _money_missing(c: _Case) -> str | None:
    """An amount of money asked and a looked-up cell that holds none."""
    if c.plan.op == "lookup" and c.plan.operands \
            and _not_money(op := c.plan.operands[0], _money_asked(c.words, c.terms, c.toks), c.words):
        return f"the question asks an amount of money and the cited cell '{op.row.text}' / '{op.col.text}' holds none"
    return None


def _rival_cell(c: _Case) -> str | None:
    """A cell of a named operand's row or column (or, for a lookup, the grand total of a group total)
    that fits the question as well with another value."""
    plan = c.plan
    if plan.op not in SINGLE_CELLS or len(plan.operands) > 4 or plan.links.get("definition"):
        return None
    named = plan.operands[:1] if plan.links.get("printed_change") else plan.operands  # the rest confirm it
    spelled = c.words | {i for t in c.terms for i in t.initials}  # "revenue ton mile" says a label's "RTM"
    if plan.op == "pct_change" and question_cues()["percent_change"].search(" ".join(c.toks)):
        spelled -= set(cues()["percent_headers"])  # "by what percentage did revenues grow": the change's unit,
        # asking no percent cell (not "the increase in stores' % of total net sales", a share named)
    for op in named:
        rival = _rival(op, c.terms, spelled, {o.key for o in plan.operands}, plan.links, c.toks) \
            or (_grand_total(op, spelled) if plan.op == "lookup" else None)
        if rival is not None:
            return (f"'{rival.row.text}' / '{rival.col.text}' = {rival.cell.text} fits the question as well as the "
                    f"cited cell '{op.row.text}' / '{op.col.text}'")
    return None


def _unnamed_columns_summed(c: _Case) -> str | None:
    """One line's cells added (or averaged) across columns of different headings, where the question
    names one of them and no word of another, the words every heading prints aside ("the net change in
    company-owned stores in 2018, in total" is no sum of that line's Opened, Closed and Net Change cells;
    "helium ... extensions and discoveries" no sum of its Helium and Natural Gas columns)."""
    ops = c.plan.operands
    if c.plan.op not in ("sum", "average") or len(ops) < 2 or len({(o.tv.key, o.row.row.index) for o in ops}) != 1 \
            or len({frozenset(o.col.years) for o in ops}) > 1:
        return None  # (one line's figures of several years: a sum or average over periods)
    headings = {o.col.text: terms_of([_YEAR.sub("", level) for level in o.col.path]) - SCALE_WORDS for o in ops}
    if len({frozenset(h) for h in headings.values()}) < 2:
        return None  # one heading over several years or quarters
    shared = frozenset.intersection(*(frozenset(h) for h in headings.values()))  # ("Proved" over every column)
    named = [text for text, heading in headings.items() if (heading - shared) & c.words]
    unnamed = [text for text, heading in headings.items() if heading - shared and not (heading - shared) & c.words]
    if named and unnamed:  # (members set out as columns, "AQ-110 | AQ-220", "Q1 | Q2", are named by none)
        return f"the cells added are one line's, and the question names the column '{named[0]}' and no word of '{unnamed[0]}'"
    return None


def _change_across_lines(c: _Case) -> str | None:
    """A change the question asks with a verb of change ("by what percent did surgery revenues grow in
    fiscal 2019") read between two lines of one period: a change runs in time along one line, so
    "Total revenues" over "Surgery and dentistry" of fiscal 2019 answers another question (unless the
    question sets the two side by side: "than", "compared with", "versus", "between")."""
    ops = c.plan.operands
    if c.plan.op not in ("pct_change", "difference") or len(ops) != 2 or ops[0].tv.key != ops[1].tv.key \
            or ops[0].col.col.index != ops[1].col.col.index or ops[0].row.row.index == ops[1].row.row.index \
            or any(_a_period_line(o.row) for o in ops) or ops[0].row.path[-1:] == ops[1].row.path[-1:]:
        return None  # (lines of two periods, "2021" over "2020", one line in two years' blocks: a change in time)
    said = " ".join(c.toks)
    if not lexicon_cue_pattern("change_stems").search(said) or set(c.toks) & _SIDE_BY_SIDE:
        return None
    return f"the question asks how a figure changed, and the cells read are two lines ('{ops[0].row.text}', " \
           f"'{ops[1].row.text}') of one period"


_SIDE_BY_SIDE = frozenset({"than", "compared", "versus", "vs", "between", "relative"})


def _a_period_line(row) -> bool:
    """Whether a line is dated: its label or heading names a year, months, a quarter, a span of months,
    or it is one of the table's lines of periods or a year's block."""
    return bool(row.years or row.months or row.quarter or row.span or row.period_rank is not None
                or row.block_year is not None or row.said_quarter)


# The checks ``prove`` runs once every term is linked, in this order; the first to find a fault refuses
# the proof with its reason:
#  1. a label word the cited cell owes another line (``_borrowed_word``);
#  2. a looked-up cell labelled the opposite of a question word;
#  3. a year operand whose column the question names no word of (``_year_unnamed``);
#  4. the other half of a year, 5. other months than those asked (``_other_half``, ``_other_months``);
#  6. a count of the base, a base alone, a sum that adds its own total (``_base_counted``, ``_base_only``,
#     ``_sums_its_total``);
#  7. a company's part beside its total line; 8. a rate whose base is unsaid; 9. money asked of a cell
#     holding none;
# 10. a rival cell that fits the question as well with another value;
# 11. one line's cells added across columns the question does not name;
# 12. a change asked with a verb of change, read between two lines of one period.
PLAN_CHECKS: tuple[Callable[[_Case], str | None], ...] = (
    lambda c: _borrowed_word(c.plan, c.terms),
    _opposite_label,
    lambda c: _year_unnamed(c.plan, c.terms, c.sources),
    lambda c: _other_half(c.plan, c.toks),
    lambda c: _other_months(c.plan),
    lambda c: _base_counted(c.plan, c.toks) or _base_only(c.plan, c.terms, c.toks) or _sums_its_total(c.plan),
    _issuers_part,
    _rate_base_unsaid,
    _money_missing,
    _rival_cell,
    _unnamed_columns_summed,
    _change_across_lines,
)
