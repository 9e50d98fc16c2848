"""The lookup: the one cell a question names, scored over the linked tables' rows and columns.

``lookup_candidates`` scores every cell whose row and column the question names, under the
question's constraints (years, quarters, a quantity in a tier, the currency); ``best_lookup`` picks
one, or says why none (not found) or which tie (ambiguous). ``Scope`` is what the question links to;
``printed_spans`` reads a span of years a table prints as one label ("2020 - 2024") as that label;
``same_line``, ``ambiguous_text`` and ``op_links`` say what cited operands share, tie on and link.

    Scope(docs, doc_pos, named) -> best_lookup(qt, scope) -> (Operand | None, reason, tied)
"""
from __future__ import annotations

import copy
import math
import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

import yaml

from tabsql.models import TypedValue
from tabsql.plan import Operand
from tabsql.query_router import lexicon, statements
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.label_bounds import excluded
from tabsql.query_router.index import CatalogIndex, ColView, DocView, RowView, TableView, years_in
from tabsql.query_router.stated_year import stated_year
from tabsql.query_router.link import (NO_MATCH, Match, generic_at, QuestionTerms, caption_positions, col_match, head_rivals,
                                     recurring_match, relation_positions, row_match)
from tabsql.query_router.text import STOPWORDS, content_tokens, fold, phrase_pick, said_run, stem, tokens, unasked_rate, unbracketed
from tabsql.query_router.tier_columns import column_tier
from tabsql.schema_normalize.numbers import DASHES

CURRENCY_CODES = {"EUR", "USD", "GBP", "CHF", "TRY", "JPY", "SEK", "NOK", "DKK", "PLN", "CAD", "AUD", "CNY", "INR"}


def _rank_ok(row: RowView, ranks: set[int]) -> bool:
    """The line is the n-th (or the last, -1) of its table's period lines for one n asked."""
    return row.period_rank is not None and (row.period_rank in ranks or (-1 in ranks and row.period_last))


def cell_ok(a: Analysis, tv: TableView, row: RowView, col: ColView, years: set[int] | None,
             quarters: set[int] | None, allow_quarterly: bool, ranks: set[int] | None = None) -> bool:
    rs = set(a.period_ranks) if ranks is None else ranks
    if rs and not _rank_ok(row, rs):
        return False  # "the second month": only the second of the lines labelled by periods
    ys = set(a.years) if years is None else years
    cell_years = row.years | col.years | _block_year(tv, row, col)
    if ys and not cell_years and (row.quarter or col.quarter):
        cell_years = stated_year(tv.nt.table.caption or "", tv.nt.table.lead_in or "")
        if not cell_years:
            return False  # a quarter whose year the table no longer says
    if ys:
        if cell_years:
            if not cell_years & ys:
                return False
        elif tv.doc_years and not tv.doc_years & ys:
            return False
    qs = a.quarters if quarters is None else quarters
    q = row.quarter or col.quarter or (row.said_quarter if qs else None)  # "Q2 2019 ... Program" ~ "Second Quarter 2019 ... Program"
    if q is not None and a.says("half_year"):
        return False  # "the first half of 2018": no one quarter's figure ("First Quarter" says "first" too)
    if qs:
        if q not in qs:
            return False
    elif q is not None and not allow_quarterly:
        return False
    elif q is None and a.says("one_quarter") and not _dates_quarter_asked(a, tv, row, col):
        return False  # "the quarter ended September 30": the year's column is no quarter's figure
    if ys and not qs and not cell_years and _one_quarter_table(tv):
        return False  # "repurchases during the three months ended September 24, 2022": no year's figure
    if a.currencies:
        path_cur = {p.upper() for p in col.path + row.path if p.upper() in CURRENCY_CODES}
        if path_cur and not path_cur & a.currencies:
            return False
        cell = tv.cell(row, col)
        unit = (cell.value.unit if cell else None) or col.col.unit or tv.nt.unit
        if not path_cur and unit in CURRENCY_CODES and unit not in a.currencies:
            return False
    if tv.has_ranges and row.rng is not None and _band_fits(a, tv, row.rng) is False:
        return False
    if a.thresholds and a.op == "lookup" and excluded([(th.cmp, th.value) for th in a.thresholds], row.text):
        return False  # "a grand piano up to 6 ft" is no line "Grand piano over 6 ft"
    if not within_tier(a, tv, row):
        return False  # a quantity outside the line's "From | To" tier ("Cases ordered > From 2, To 9" for one case)
    if (tier := column_tier(col, tv.cols)) is not None and (a.quantity is not None or a.range_literal) and not in_range(a, tier):
        return False  # a tier column ("Unit price > 100–499") the quantity asked lies outside of
    return True


def _dates_quarter_asked(a: Analysis, tv: TableView, row: RowView, col: ColView) -> bool:
    """Whether the cell's line is dated by the day the quarter asked ends, among lines dated by
    quarter-ends, and nothing makes it a year's: "June 30, 2015" among a share-price table's quarter-end
    rows for "the quarter ended June 30, 2015", not "Year Ended December 31, 2015" (lexicon
    ``whole_period_labels``) nor a statement's "December 31, 2021" beside "December 31, 2020"."""
    if not a.said_months & (row.months | col.months):
        return False
    lines = tv.rows if a.said_months & row.months else tv.cols
    months = {m for line in lines for m in line.months}
    if len(months) < 2 or any((x - y) % 3 for x in months for y in months):
        return False  # no series of quarter-ends ("December 31, 2021 | December 31, 2020" are year-ends)
    said = tokens(" ".join([*row.path, *col.path, tv.nt.table.caption or ""]))
    return not any(said_run(said, p) == len(tokens(p)) for p in lexicon.phrases("whole_period_labels") if p != "total")


def _one_quarter_table(tv: TableView) -> bool:
    """The table's caption or lead-in sentence says it covers one quarter ("Share repurchase activity
    during the three months ended September 24, 2022 was as follows"; the question cue
    ``one_quarter``): its lines without a year of their own are that quarter's, not its year's."""
    return _says_one_quarter(tv.nt.table.caption or "", tv.nt.table.lead_in or "")


@lru_cache(maxsize=4096)
def _says_one_quarter(caption: str, lead_in: str) -> bool:
    """``_one_quarter_table``'s reading, once a table's texts (cell_ok asks it once a cell)."""
    said = f"{caption} {lead_in}".strip()
    return bool(said) and bool(lexicon.question_cues()["one_quarter"].search(fold(said)))


def _block_year(tv: TableView, row: RowView, col: ColView) -> set[int]:
    """The year of a roll-forward's movement cell (``index._block_periods``), when it prints an
    amount: a dash states no movement in the period ("Net income" under "Accumulated other
    comprehensive income" in a statement of equity), so it answers for no year a question asks."""
    cell = tv.cell(row, col) if row.block_year else None
    if cell is None or cell.value.number is None or cell.text.strip() in DASHES:
        return set()
    return {row.block_year}


def is_change_column(col: ColView) -> bool:
    """A column whose header says it holds a change ("Increase (Decrease) 2016-2015", "% Change";
    lexicon ``change_columns``)."""
    return bool(col.path) and bool(lexicon.cue_pattern("change_columns").search(fold(" ".join(col.path))))


def _asks_band(a: Analysis) -> bool:
    """Whether the question says what a table's bands are read by: a quantity, an order's value, or
    a tier by its bounds."""
    return a.quantity is not None or a.order_value is not None or bool(a.range_literal)


def _band_fits(a: Analysis, tv: TableView, rng: TypedValue) -> bool | None:
    """Whether the band ``rng`` of the table holds what the question says (None: it says nothing a
    band is read by). Bands of money (an order's value) hold an order's value, never a number of units
    ("320 units" is no order of USD 320), and bands of units no order's value."""
    if not _asks_band(a):
        if (q := band_unit_number(a, tv)) is None:
            return None
        return (rng.low is None or q >= rng.low) and (rng.high is None or q <= rng.high)
    money = _money_bands(frozenset(tv.row_kind))
    if money != (a.order_value is not None) and not a.range_literal:
        return False
    if a.quantity is not None and a.quantity_is_age != bool(lexicon.words("age_band_words") & set(tv.row_kind)):
        return False  # "a 67-year-old member" is read by bands of ages, never by "Members covered 50–249"
    return in_range(a, rng, money)


def band_unit_number(a: Analysis, tv: TableView) -> float | None:
    """The number the question says in the unit every band label of the table ends in ("10 PE" beside the
    lines "up to 6 PE", "7–12 PE", "13–30 PE"): the band it falls in is the line asked, as a quantity of
    units would be. None where the bands end in no one word, a bound is said, or the question says that word
    after no number or after two.

        "Complete plan, 10 PE plant: what's the annual fee?" over "7–12 PE" -> 10.0
    """
    word = _band_word(tv)
    if word is None or a.thresholds or a.range_literal:
        return None  # "more than 20 years" names the band of its bound ("More than 20 years"), not the one 20 lies in
    said = [n for i in range(1, len(a.toks)) if a.toks[i] == word and i - 1 not in a.consumed
            and (n := _plain_number(a.toks[i - 1])) is not None]
    return said[0] if len(said) == 1 else None


def _plain_number(tok: str) -> float | None:
    """A token that is a number and nothing else ("10", "2.5"): no code, no range."""
    try:
        return float(tok) if tok[:1].isdigit() else None
    except ValueError:
        return None


def _band_word(tv: TableView) -> str | None:
    """The one word every band label of the table ends in, read once a table (``_band_fits`` asks per line)."""
    if "_band_word" not in tv.__dict__:
        ends = {toks[-1] for r in tv.rows if r.rng is not None and (toks := tokens(r.path[-1] if r.path else ""))}
        word = next(iter(ends)) if len(ends) == 1 else None
        bands = sum(r.rng is not None for r in tv.rows)
        tv.__dict__["_band_word"] = word if word and word.isalpha() and bands >= 2 else None
    return tv.__dict__["_band_word"]


@lru_cache(maxsize=1024)
def _money_bands(row_kind: frozenset[str]) -> bool:
    """Whether a table's bands are amounts of money, an order's value ("Under 150.00" under "Order
    value (USD, net)"): the header of its row-label column (``TableView.row_kind``) says a currency or
    a value (lexicon ``money_band_words``) and no quantity (``quantity_band_words``)."""
    kind = set(row_kind) | {stem(w) for w in row_kind}
    money = {c.lower() for c in CURRENCY_CODES} | {stem(w) for w in lexicon.words("money_band_words")}
    counted = {stem(w) for w in lexicon.words("quantity_band_words")}
    return bool(kind & money) and not kind & counted


def _bound_columns(tv: TableView) -> tuple[ColView, ColView] | None:
    """A tier printed as two columns of numbers under one heading, its bounds' leaf headings "From" and
    "To" (lexicon ``tier_bound_headings``): each line's quantities run between them."""
    heads = lexicon.mapping("tier_bound_headings")
    low = [c for c in tv.cols if c.path and heads.get(fold(c.path[-1]).strip()) == "low"]
    high = [c for c in tv.cols if c.path and heads.get(fold(c.path[-1]).strip()) == "high"]
    if len(low) != 1 or len(high) != 1 or low[0].path[:-1] != high[0].path[:-1]:
        return None
    return low[0], high[0]


def within_tier(a: Analysis, tv: TableView, row: RowView) -> bool:
    """Whether the quantity asked lies in the line's tier printed as two columns (``_bound_columns``);
    True where no quantity is asked, the line has a tier label of its own, or the table prints no such
    columns. A bound not printed as a number ("and over") is open."""
    if a.quantity is None or row.rng is not None or (bounds := _bound_columns(tv)) is None:
        return True
    q = a.quantity
    lo, hi = (tv.cell(row, c) for c in bounds)
    low = lo.value.number if lo is not None else None
    high = hi.value.number if hi is not None else None
    return (low is None or q >= low) and (high is None or q <= high)


def in_range(a: Analysis, r: TypedValue | None, money: bool = False) -> bool:
    """Whether the quantity (or the order's value, for bands of money; or the tier's bounds) the
    question states lies in the tier ``r``."""
    if r is None:
        return False
    if a.range_literal:
        lo, hi = a.range_literal
        return r.low == lo and (r.high == hi or (hi is None and r.high is None))
    q = a.order_value if money else a.quantity
    if q is None:
        return False
    return (r.low is None or q >= r.low) and (r.high is None or q <= r.high)


_SHARE_WORDS = frozenset(lexicon.cue("share_words").split("|"))
_GROUP_NOUNS = lexicon.words("group_nouns")
_RETRIEVAL_WEIGHT = 0.2  # at most what retrieval's 0..1 score adds to a cell's: it breaks near-ties only
_SPENT_WORDS = lexicon.words("spent_words")
_EARNED_WORDS = lexicon.words("earned_words")


def _value_words(qt: QuestionTerms, tv: TableView, row: RowView, col: ColView,
                 rms: dict[int, Match]) -> frozenset[int]:
    """Question words the value itself accounts for: a money cell answers "price"/"fee"/"cost",
    a percent cell "share"/"proportion", a cell in kg answers "kg". ``rms``: the table's row matches."""
    from tabsql.query_router.link import MONEY_WORDS, headed
    from tabsql.query_router.text import tokens as _tokens

    cell = tv.cell(row, col)
    kind = cell.value.kind if cell else col.col.type
    unit = (cell.value.unit if cell else None) or col.col.unit or row.row.unit
    unit_toks = set(_tokens(unit)) if unit else set()
    pos = set()
    toks = qt.a.toks
    for i in qt.content:
        t = toks[i]
        if kind == "percent" and t in _SHARE_WORDS and not any(t in r.label_terms for r in tv.rows) \
                and not any(t in c.terms for c in tv.cols) and not _other_percent_measure(qt, col):
            pos.add(i)  # "what share of revenue": a percent cell is the share asked (no label prints "share";
            # not a rate of its own the question does not name, "Yield (%)")
        elif (kind == "money" or col.col.type == "money") and t in _SPENT_WORDS \
                and (t not in qt.index.vocab or _spent_in_total(tv, row, rms, i, t)):
            pos.add(i)  # "fuel expense" over a line "Aircraft fuel" of amounts of money, no label saying "expense"
        elif i + 1 < len(toks) and toks[i + 1] == "of":
            continue  # "cost of revenue": the head of a named item, not a word for "amount"
        elif (kind == "money" or col.col.type == "money") and t in MONEY_WORDS and not headed(qt, tv, t, col):
            pos.add(i)  # "the price": any amount of money, unless a column prints it ("Average Repurchase Price")
        elif i in unit_words(qt, unit_toks):
            pos.add(i)
    return frozenset(pos)


def unit_words(qt: QuestionTerms, unit_toks: set[str]) -> frozenset[int]:
    """The question's words that say a unit the cells are in: "kg", "watts" of cells in "W" (a unit
    spelled out: lexicon ``equivalents``), or the quantity it measures ("length" of cells in "cm":
    ``unit_dimensions``)."""
    equivalents, dimensions = lexicon.equivalents(), lexicon.mapping("unit_dimensions")
    return frozenset(i for i in qt.content if qt.a.toks[i] in unit_toks
                     or equivalents.get(qt.a.toks[i], frozenset()) & unit_toks
                     or set(dimensions.get(qt.a.toks[i]) or ()) & unit_toks)  # "length" of cells in "cm"


def _spent_in_total(tv: TableView, row: RowView, rms: dict[int, Match], i: int, word: str) -> bool:
    """A word for the amount spent ("expenses") that this table prints only in lines that do not name
    the line asked: "regional fuel expenses" over "Aircraft fuel and related taxes - regional" of a
    table whose "Total operating expenses" prints the word. The word says what the table's amounts
    are, as where no label prints it, and is compared by its stem ("expense" and "expenses" alike).
    Not when a line of the table names the word with every word that names this line ("Less Voyage
    expenses" beside "Voyage Revenue"): that line is the one asked; nor for a line of money earned
    (lexicon ``earned_words``: "Interest revenue" is no "interest expense")."""
    own = rms[row.row.index].pos
    root = stem(word)
    if row.label_terms & _EARNED_WORDS or any(_EARNED_WORDS.intersection(content_tokens(c)) for c in row.context):
        return False
    if not any(word in r.label_terms or root in r.label_terms for r in tv.rows):
        return False  # a table that never says it: the catalog-wide test alone decides
    return not any(i in m.pos and own <= m.pos for k, m in rms.items() if k != row.row.index)


def _share_part(qt: QuestionTerms, tv: TableView, col: ColView, cm: Match, explained: frozenset[int]) -> frozenset[int]:
    """A column of percentages of a whole ("Percentage of Total Operating Expense") beside the one
    other column whose heading names a part by the whole's head noun ("Fuel Expense"): the
    percentages are that part's share of the whole, so the question words its heading prints before
    the head ("what percentage of operating expense was on fuel") are accounted for. Only a heading
    that starts with a percent word and "of" (``proof_cues.percent_headers``), and only where one
    column alone shares the whole's head noun."""
    if not cm.ok or cm.via != "words" or not col.path or col.col.type != "percent":
        return frozenset()
    said = tokens(unbracketed(col.path[-1]) or col.path[-1])
    if len(said) < 3 or said[0] not in _pct_headers() or said[1] != "of":
        return frozenset()
    whole = said[2:]
    parts = []
    for other in tv.cols:
        words = tokens(unbracketed(other.path[-1]) or other.path[-1]) if other is not col and other.path else ()
        if other.numeric and len(words) >= 2 and stem(words[-1]) == stem(whole[-1]):
            parts.append(words[:-1])
    if len(parts) != 1:
        return frozenset()
    part = {stem(w) for w in parts[0]} - {stem(w) for w in whole}
    return frozenset(i for i in qt.content if i not in explained and stem(qt.a.toks[i]) in part)


def _other_percent_measure(qt: QuestionTerms, c: ColView) -> bool:
    """A column of percents headed by a measure of its own the question does not say ("Yield (%)"
    beside "Output"): a rate, not the share of the amount beside it that "what share ..." asks."""
    skip = _pct_headers() | _SHARE_WORDS | lexicon.words("share_headings") | {"total", "of", "in"}
    said = {stem(t) for t in qt.a.toks}

    def words(level: str) -> set[str]:
        return {t for t in tokens(level) if t not in STOPWORDS and t not in skip and not any(ch.isdigit() for ch in t)}
    # its own heading, the last level that says more than a period ("Yield (%)" over "2024"; "%" under "FY24
    # Cases", whose amount beside it is the whole it is a share of)
    own: set[str] = set()
    for level in reversed(c.path):
        said_as = level.lower().replace("%", " % ").split()
        if any(x in _pct_headers() | _SHARE_WORDS and y == "of" for x, y in zip(said_as, said_as[1:])):
            return False  # "% of Segment Total": the share of a whole, which the words after "of" name
        own = words(level)
        if own or not years_in([level]):
            break  # (a level that only dates the column is passed over)
    return any(stem(t) not in said for t in own)


@lru_cache(maxsize=1)
def _pct_headers() -> frozenset[str]:
    """Column header words that make a column one of percentages (tabsql/data/proof_cues.yaml)."""
    return frozenset(str(w).lower() for w in _proof_cues()["percent_headers"])


def word_weight(qt: QuestionTerms, i: int) -> float:
    return qt.index.weight(qt.a.toks[i])


def the_part_left_out(a: Analysis, path: list[str]) -> bool:
    """Whether a label names only the part the question leaves out of its figure ("Contracted firm
    capacity (Bcf)" for "working gas capacity net of contracted firm capacity"): every word of its leaf is
    said in that part, and it prints no lead of its own ("Net of reinsurance" names the figure asked)."""
    if not a.left_out or _lead_figure(a) == "gross":
        return False  # ("income before income taxes": the gross figure, no part to take away)
    leaf = set(content_tokens(unbracketed(path[-1]))) if path else set()
    part = {stem(a.toks[i]) for i in a.left_out}
    leads = lexicon.words("exclusion_leads") | {p.split()[0] for p in lexicon.phrases("exclusion_phrases")}
    return bool(leaf) and {stem(w) for w in leaf} <= part and not set(tokens(" ".join(path))) & leads


def _lead_figure(a: Analysis) -> str | None:
    """The figure the lead of the part left out names ("before" -> "gross"; lexicon ``part_lead_figures``)."""
    k = min(a.left_out) - 1
    while k > 0 and a.toks[k] in ("of", "the", "its", "their"):
        k -= 1
    return lexicon.mapping("part_lead_figures").get(a.toks[k]) if k >= 0 else None


def unexplained_words(qt: QuestionTerms, explained: frozenset[int] | set[int], mask: frozenset[int] = frozenset()) -> list[str]:
    """The question's content words the reading leaves unexplained. A bare number is none, unless it
    is said after a name ("ATA 52", "Route 66") or numbers a thing ("unit 2", "line 3": a short number
    right after a noun), whose number the reading must name too."""
    a = qt.a
    return [a.toks[i] for i in qt.content
            if i not in explained and i not in a.consumed and i not in mask and not generic_at(a, i)
            and not (a.toks[i].isdigit() and not (i and (a.toks[i - 1] in a.proper_names or _numbers_a_thing(a, i))))
            and not (i and i - 1 in explained and a.toks[i] in _GROUP_NOUNS)]  # "the Darjeeling section"


NUMBERING_DIGITS = 2  # "unit 2", "line 14": a number this short after a noun names one of several things


def _numbers_a_thing(a: Analysis, i: int) -> bool:
    """The number at ``i`` follows a noun, as its designation ("Hvitanes unit 2"), not a quantity or a year."""
    prev = a.toks[i - 1]
    said = a.folded.split()  # as written: "plan, 10 PE" is no "plan 10"
    return len(a.toks[i]) <= NUMBERING_DIGITS and prev.isalpha() and prev not in STOPWORDS \
        and (i - 1) not in a.consumed and any(x == prev and y == a.toks[i] for x, y in zip(said, said[1:]))


def label_leaf(path: list[str]) -> str:
    return path[-1] if path else ""


def _year_span(text: str) -> tuple[int, int] | None:
    """Two years joined by a dash or "to" and nothing else: "2020 – 2024", "2020-2024", "2021 to 2022"."""
    words = text.replace("–", " - ").replace("—", " - ").replace("-", " - ").lower().split()
    if len(words) == 3 and words[1] in ("-", "to") and all(len(w) == 4 and w.isdigit() and w[:2] in ("19", "20")
                                                            for w in (words[0], words[2])):
        return int(words[0]), int(words[2])
    return None


def printed_spans(a: Analysis, index: CatalogIndex) -> Analysis:
    """Years said as a span that a table prints as one label ("ground leases expiring between 2020 -
    2024" over the line "2020 – 2024" of a table of expiries): the span names that line (its label
    matches the question's word) and is no range of years to read one by one. Every other reading
    of the question is kept.

        "2020-2024" with a line "2020 – 2024" -> years [], year_range None
    """
    said = {i: sp for i, t in enumerate(a.toks) if (sp := _year_span(t)) is not None}
    if not said:
        return a
    printed = {sp for tv in index.tables for v in (*tv.rows, *tv.cols) if v.path and (sp := _year_span(v.path[-1]))}
    named = set(said.values())
    if not named <= printed:
        return a  # a span no label prints ("from 2021-2022 to 2022-2023" over "2023-2024") is read as said
    span_years = {y for sp in named for y in sp}
    if any(y not in span_years for y in a.years):
        return a  # "from 2020 to 2021-2022": a year said besides the span; the span stays a period
    b = copy.copy(a)
    b.years = []
    if a.year_range and set(a.year_range) <= span_years:
        b.year_range, b.order_reversed, b.span_from = None, False, False
    return b


# --------------------------------------------------------------------------- lookup
@dataclass
class Scope:
    """What one question links to: documents, their identity words, tables."""

    docs: list[DocView]
    doc_pos: dict[str, frozenset[int]]
    named: bool  # the question names a document
    all_docs: list[DocView] = field(default_factory=list)

    @property
    def tables(self) -> list[TableView]:
        return [tv for dv in self.docs for tv in dv.tables]


def lookup_candidates(qt: QuestionTerms, tables: list[TableView], doc_pos: dict[str, frozenset[int]], *,
                      years: set[int] | None = None, mask: frozenset[int] = frozenset(),
                      force_row: tuple[str, int] | None = None, force_col: tuple[str, int] | None = None,
                      need_col_words: bool = False, ranks: set[int] | None = None) -> list[Operand]:
    a = qt.a
    ys = set(a.years) if years is None else years
    rs = set(a.period_ranks) if ranks is None else ranks
    qys = set(a.years)
    out: list[Operand] = []
    # "by what percentage did revenues grow": the percent is the change's unit, asking no percent cell;
    # "the change in wholesale net sales": a difference's own word asks none either
    no_pct = not any(qt.a.terms_at(i) & _pct_words() for i in range(len(a.toks))
                     if not (a.op in ("pct_change", "difference") and i in a.op_words))
    asks_change = a.says("change_or_difference")
    # a word an amount of money answers ("pay") that some label prints ("Cash paid ..."): said of that
    # label, so it weighs nothing for a cell it names only by holding money
    by_money: list[frozenset[int]] = []  # per candidate of ``out``: the words only its money explains
    labelled: set[int] = set()
    band = _asks_band(a)
    for tv in tables:
        has_ranges = tv.has_ranges  # once a table, not once a cell
        cap = caption_positions(qt, tv)
        dpos = doc_pos.get(tv.doc.id or tv.doc.name, frozenset())
        owner = _owner_words(a, dpos)
        value_cols = [c for c in tv.cols if c.numeric or c.col.type in ("text", "date")]
        numeric_cols = [c for c in tv.cols if c.numeric]
        rms = {r.row.index: row_match(qt, r) for r in tv.rows}
        cms = {c.col.index: m if (m := col_match(qt, tv, c)).ok else recurring_match(qt, tv, c) for c in value_cols}
        if any(m.ok and m.via != "money" for m in cms.values()):  # a named column beats "price"/"fee"
            cms = {k: (NO_MATCH if m.via == "money" else m) for k, m in cms.items()}
        # an item code named with no column ("SKU NGD-5515 from 2024 to 2025"): the table's one amount of
        # money is its value, as a price list's price (a line named by words needs its column named)
        money_cols = [c for c in numeric_cols if c.col.type == "money"]
        only_money = money_cols[0] if len(money_cols) == 1 and len(numeric_cols) > 1 and not need_col_words \
            and not any(m.ok for m in cms.values()) and not money_cols[0].years else None
        quarterly = ys and not a.quarters and not rs and sum(1 for r in tv.rows if r.quarter) >= 2
        whole = lexicon.phrases("whole_period_labels")

        def year_line(r) -> bool:
            """The line of the whole year under a table's quarters ("Full year" below "Fourth quarter"): the
            year's figure a question asks by its year alone."""
            return bool(quarterly) and r.quarter is None and bool(r.path) and fold(r.path[-1]).strip(" :") in whole
        for r in tv.rows:
            if force_row and (tv.key, r.row.index) != force_row:
                continue
            rm = rms[r.row.index]
            if _set_apart(a, rm, r.text):
                continue  # a line named by what the question sets apart ("not the Company's revenues from ...")
            r_range = has_ranges and r.rng is not None and bool(_band_fits(a, tv, r.rng))
            r_time = bool((r.years and r.years & ys) or (r.quarter and r.quarter in a.quarters)) or bool(rs and _rank_ok(r, rs))
            row_id = rm.ok or r_range or r_time or len(tv.rows) == 1 or bool(force_row) or year_line(r)
            if not row_id:
                continue
            if not force_row and all(tv.cell(r, c) is None for c in value_cols):
                continue  # a heading over its lines ("REVENUES" over "Total revenues"), holding no value itself
            for c in value_cols:
                if force_col and (tv.key, c.col.index) != force_col:
                    continue
                cm = cms[c.col.index]
                if cm.via == "cells" and cm.pos & rm.pos or cm.pos and (cm.pos <= qt.a.sale_units or not c.numeric
                                                                         and cm.pos - qt.a.consumed <= rm.pos) \
                        or cm.pos and r.path and cm.pos <= qt.match_text(r.path[-1]).pos \
                        and any(m.ok and m.pos - rm.pos - dated_words(a) for m in cms.values()):
                    cm = NO_MATCH  # the words that name the row by its text ("Stretch film ...") name no column of
                    # it, nor a column of text only they name ("Pack size" by the row "Nitrile gloves, size M"), nor
                    # the quantity ordered and its unit of sale ("20 VE" the pack-size column "VE"), nor a column
                    # beside one other words name ("sales" of "Hardware sales" no "Revenue" beside "Gross Profit")
                if cm.ok and owner and cm.pos <= owner:
                    cm = NO_MATCH  # "Boston Properties' total revenue": the owner named, not its "Boston" column
                if cm.ok and a.included and ((named := cm.pos - dated_words(a)) and named <= a.included
                                             or _set_apart(a, cm, c.text)):
                    cm = NO_MATCH  # named only by the part the figure includes or leaves out ("fuel expense before
                    # hedges": the "Hedge Offset" column is the part, not the figure), or by a part set apart
                if not c.path and len(value_cols) > 1:
                    continue  # a column without a header cannot be told from its neighbours
                c_time = bool((c.years and c.years & ys) or (c.quarter and c.quarter in a.quarters))
                c_range = (a.quantity is not None or a.range_literal) and in_range(a, column_tier(c, tv.cols))
                col_id = cm.ok or bool(force_col) or (c_time and (rm.ok or r_range)) or (c_range and rm.ok) or \
                    (len(numeric_cols) == 1 and c.numeric and not need_col_words) or (c is only_money and rm.ok and _is_code(r))
                if not col_id or not (c.numeric or cm.ok):
                    continue
                if c_time and _one_part_of_year(qt, tv, c):
                    continue  # "2022 > Revenues and Costs: > That Did Not Impact" beside "Revenues and Costs: > Total
                    # Utility": the year spans a group of parts; read by its year alone, no part is the year's figure
                if not cm.ok and c.off_year_end and c_time:
                    continue  # "Twelve Months Ending September 30, 2022" of a report closing in December: an
                    # investee's or a trailing year, not the report's 2022
                if not (cm.ok and cm.via != "money" and cm.pos - dated_words(a)) and not asks_change \
                        and is_change_column(c) and not _bare_year(c):
                    continue  # "2021 > Increase/(decrease)" holds 2021's change over 2020, not a 2021 value:
                    # taken by its year alone (or named by it, "2017 vs. 2016", or as a column of money by "fee"), it
                    # answers no question that says no change
                if len(qys) >= 2 and len(c.years) >= 2 and (c.years - qys or len(ys) == 1 and c.years == qys and is_change_column(c)):
                    continue  # comparing 2017 and 2019: "2018 over 2017" is a change, not the 2017 value (nor,
                    # read for one of the two years asked, "Increase (Decrease) 2016-2015" the 2016 value)
                if not (rm.ok or cm.ok or r_range):
                    continue  # a cell named by time alone is no answer
                if _modifier_only(qt, tv, c, cm, cms):
                    continue  # "capacity utilisation": the Utilisation column, not Capacity beside it
                named_quarter = cm.ok and cm.via == "words" and c.quarter is not None and r.quarter is None
                if not cell_ok(a, tv, r, c, ys, None, named_quarter, rs):
                    continue  # (a quarter's column the question names by its words: "the June quarter")
                if has_ranges and band and r.rng is None and not rm.ok:
                    continue
                cell = tv.cell(r, c)
                if cell is not None and r.path and fold(cell.text).strip(" :") == fold(r.path[-1]).strip(" :"):
                    continue  # a heading set across the row's cells ("Revenue" over its lines): no value of any column
                if cell is not None and not c.numeric and rm.via == "text" and not rm.pos - qt.match_text(cell.text).pos:
                    continue  # the line is named by this very text ("does IBT represent"): it is the question's, no answer
                if cell is not None and not cap and lexicon.cue_pattern("rounded_figures").search((cell.value.raw or cell.text).lower()):
                    continue  # a rounded highlight ("EUR 1.9bn") only when its table is asked for
                if a.names_only_included((rm.pos | cm.pos) - dated_words(a)):
                    continue  # the part the figure asked includes ("including noncontrolling interests"), not the figure
                if a.left_out and (the_part_left_out(a, r.path) or the_part_left_out(a, c.path)):
                    continue  # "working gas capacity net of contracted firm capacity": the part's own column is
                    # no reading of the figure, though the line's other words name it
                row_pos = rm.pos - dated_words(a) if c.years else rm.pos  # the column dates the cell: a year
                # its label prints too ("..., current portion of long-term debt: 2022—$2,560") names no more of it
                by_value = _value_words(qt, tv, r, c, rms)
                explained = row_pos | cm.pos | cap | dpos | by_value
                explained |= frozenset().union(*(m.pos & a.left_out for k, m in cms.items() if m.ok and k != c.col.index
                                                 and _percent_col(tv, k) == _percent_col(tv, c.col.index)))
                # the part left out, which another column holds ("before hedges" beside "Hedge Offset"); a rate
                # ("after the trade discount" beside "Trade discount (%)") leaves its figure to be computed
                explained |= _share_part(qt, tv, c, cm, explained)
                explained |= _changed_measure(qt, tv, c, cms, asks_change)
                explained |= _compound_modifier(qt, tv, c, cm, cms, explained)
                # the only column of numbers, taken as such: the question words its header prints are
                # accounted for (not held against it), though they name it too little to weigh (a
                # column taken by its year is one of several, and the others may print them better)
                sole = len(numeric_cols) == 1 and c.numeric and not need_col_words
                printed = _printed_by(qt, c) - explained if sole and not cm.ok else _over_all(qt, tv, numeric_cols) - explained
                if _names_a_text(cell, c, cm):  # "which union represents X": the verb says what the table records
                    printed |= relation_positions(qt, tv) - explained
                unexpl = unexplained_words(qt, explained | printed, mask)
                score = sum(word_weight(qt, i) for i in explained if i in qt.content and i not in mask)
                score -= sum(qt.index.weight(t) for t in unexpl)
                # a roll-forward's movement of the year asked, its whole label said ("granted"): as dated as
                # the balance line that closes its block ("goodwill" alone may ask that balance)
                in_block = bool(_block_year(tv, r, c) & ys) and (rm.cov >= 1 - 1e-9 or _label_said(qt, r))
                score += 0.5 * (rm.cov + cm.cov) + (2.0 if r_range else 0.0) + (0.5 if c_time or r_time or in_block else 0.0)
                score += 0.3 * (rm.via == "concept") + 0.3 * (cm.via == "concept")
                score += _RETRIEVAL_WEIGHT * qt.bm25.get((tv.key, r.row.index, c.col.index), 0.0)  # breaks near-ties
                if no_pct and _percent_cell(cell, c) and not r.label_terms & _pct_words() \
                        and not _own_measure_said(qt, tv, c, cms, rm):
                    # "total external revenue" asks the amount, not the share beside it, whose header's words
                    # ("% of Total") the question says of the line: their coverage earns the share nothing
                    score -= 0.25 + 0.5 * cm.cov
                elif not asks_change and is_change_column(c) and not _bare_year(c):
                    # "load factor 2019" asks the figure, not "Load Factor Change (pts) > 2019 vs. 2018"
                    # beside it, whose header says the measure's words and the year as fully: they earn it nothing
                    score -= 0.25 + 0.5 * cm.cov + sum(word_weight(qt, i) for i in cm.pos & dated_words(a))
                if c.fiscal & qys:
                    score += _FISCAL_NAME  # "at the end of fiscal 2022": the day closing the year the report calls 2022
                if c.other_month(a.said_months) or a.said_months and r.months and not r.months & a.said_months:
                    continue  # "at the end of June 2025": not the column of September 30, 2025; "repurchased in
                    # April 2023": not the line "March 1, 2023—March 31, 2023"
                if qys:  # "Marrow & Finch's 2025 segment information": the document's year counts too
                    score += 0.5 * len(qys & (r.years | c.years | tv.doc_years | ({r.block_year} if in_block else set()))) \
                        + 0.3 * bool(tv.doc_years and tv.doc_years <= qys)
                op = Operand(tv, r, c, tv.cell(r, c), score, frozenset(explained | printed))
                out.append(op)
                named = row_pos | (frozenset() if cm.via == "money" else cm.pos)  # "money": a column of amounts
                by_money.append((by_value | cm.pos) - named - cap)
                labelled |= named
    for op, only in zip(out, by_money):  # "how much did Apple pay in income taxes": "Cash paid for income taxes"
        op.score -= sum(word_weight(qt, i) for i in only & labelled)
    out.sort(key=lambda o: -o.score)
    return out


# how much a column dated to the day that closes the report's fiscal year the question names (by the
# report's own name for it, not the calendar year of the day: ``index.fiscal_label_years``) gains over
# the column of the calendar year: more than the retrieval's near-tie breaking, less than any word
_FISCAL_NAME = 0.1


def _owner_words(a: Analysis, dpos: frozenset[int]) -> frozenset[int]:
    """The positions of a document's issuer said as a possessive of two words or more ("Boston Properties'
    total revenue", "Foot Locker's sales"): the whole name owns what follows, and no label that prints a
    part of it ("Boston", a market's column) is named by it. Empty otherwise."""
    run = sorted(dpos)
    if len(run) < 2 or run[-1] - run[0] != len(run) - 1:
        return frozenset()
    last = re.escape(a.toks[run[-1]])
    return frozenset(run) if re.search(rf"\b{last}(?:'s|’s|'|’)(?!\w)", a.folded) else frozenset()


def _own_measure_said(qt: QuestionTerms, tv: TableView, c: ColView, cms: dict, rm) -> bool:
    """Whether a column of percents is named by a word of its own that no column of amounts beside it prints
    ("wet slip occupancy" of "Wet Slips > 2019 > Occupancy" beside "Rate per Foot"): a measure kept in
    percents, asked by its name, not the share of an amount."""
    if set(tokens(c.text)) & _pct_headers() or "%" in c.text:
        return False  # "Percent of Total Revenue": the share of an amount, named by the amount's words
    others = frozenset().union(*(m.pos for k, m in cms.items() if m.ok and k != c.col.index and not _percent_col(tv, k)))
    return bool(cms[c.col.index].pos - others - rm.pos - dated_words(qt.a))


def _whole_of_its_parts(tied: list[Operand]) -> Operand | None:
    """Of cells tied on one line, the one that is the sum of the others' values on that line, where those
    are two or more columns whose headings differ from its own at one level only: under the same heading
    ("December 31, 2017 > Total" 118 beside "> Level 1" —, "> Level 2" 118, "> Level 3" —), or of the same
    period under other headings ("Total > 2019" 23 beside "Company-Operated > 2019" 10 and "Franchised >
    2019" 13). The question names none of its parts."""
    rows = {(c.tv.key, c.row.row.index) for c in tied}
    if len(rows) != 1 or len(tied) < 2:
        return None
    for c in tied:
        if c.number is None or not c.col.path:
            continue
        own = c.col.path
        for level in range(len(own)):
            parts = [o for o in c.tv.cols if o is not c.col and o.numeric and len(o.path) == len(own)
                     and o.path[level] != own[level]
                     and o.path[:level] + o.path[level + 1:] == own[:level] + own[level + 1:]]
            values = [cell.value.number or 0.0 for o in parts if (cell := c.tv.cell(c.row, o)) is not None]
            if len(parts) >= 2 and math.isclose(sum(values), c.number, rel_tol=1e-6, abs_tol=0.5) \
                    and all(t is c or t.col in parts for t in tied):
                return c
    return None


def _bare_year(c: ColView) -> bool:
    """A column headed by a year alone under a change heading, no other year in its path ("Increase >
    2016" where extraction set the change's heading over the year beside it; not "... 2017 vs. > 2016"):
    it holds the year's values."""
    leaf = c.path[-1].strip() if c.path else ""
    return len(c.years) == 1 and leaf.isdigit() and int(leaf) in c.years


def _percent_col(tv: TableView, index: int) -> bool:
    """Whether the table's column holds percents (its unit, or "%" in its heading)."""
    c = next((c for c in tv.cols if c.col.index == index), None)
    return c is not None and (c.col.unit == "%" or "%" in c.text)


def dated_words(a: Analysis) -> frozenset[int]:
    """The positions of the years the question says ("2022"): a dated column's own words."""
    return frozenset(i for i, t in enumerate(a.toks) if t.isdigit() and len(t) == 4 and int(t) in a.years)


def _changed_measure(qt: QuestionTerms, tv: TableView, c: ColView, cms: dict, asks_change: bool) -> frozenset[int]:
    """The words a change column's heading says of the measure it changes ("Per ASM change" beside
    "2019" and "2018": the per-ASM figures): said of the period columns it compares (under the same
    heading, where both have one), where the question asks no change. Never the change words
    themselves, nor a percent word ("Percent change" says how the change is given, not the values)."""
    if asks_change or not c.years or is_change_column(c):
        return frozenset()
    skip = _pct_headers() | frozenset(str(w) for w in _proof_cues()["change_headers"])
    out: set[int] = set()
    # "Completion Factor > Change (pts)" says nothing of "Departures > 2018" beside it (of "Year ended
    # December 31, > 2019" beside "Per ASM > change" it does: a heading of dates names no measure)
    own = c.path[:-1] if len(c.path) > 1 and not _dating(c.path[0]) else None
    for k in tv.cols:
        m = cms.get(k.col.index)
        if own is not None and len(k.path) > 1 and k.path[:-1] != own:
            continue
        if k is not c and m is not None and m.ok and is_change_column(k) and not k.years:
            out |= {i for i in m.pos if qt.a.toks[i] not in skip}
    return frozenset(out)


def _compound_modifier(qt: QuestionTerms, tv: TableView, c: ColView, cm: Match, cms: dict,
                       explained: frozenset[int]) -> frozenset[int]:
    """The word right before the words that name the column, which names a column of the table
    beside it: a compound whose head the column is ("capacity utilisation" of "Utilisation (%)"
    beside "Capacity"; "sales volume" of "Volume" beside "Sales"). English puts the head of a
    compound last, so the modifier says what the column measures, not which column. The modifier's
    column holds another kind of figure (a count beside a percent, money beside volumes): a column of
    the same kind is an alternative to the one read ("USD price" beside "Price per pack EUR").

        question "capacity utilisation at Pilecross"; columns Output, Capacity, Utilisation (%)
        -> "capacity" explained by the Utilisation column's cell (it no longer needs Capacity's)
    """
    if not cm.ok or cm.via != "words" or not cm.pos:
        return frozenset()
    i = min(cm.pos) - 1
    if i < 0 or i in explained or i not in qt.content or not _compound_modifier_word(qt, i):
        return frozenset()  # ("USD price" beside "Price per pack EUR": a currency or a unit picks a column)
    for k in tv.cols:
        m = cms.get(k.col.index)
        if k is not c and k.numeric and k.col.type != c.col.type and m is not None and m.ok and m.pos == {i}:
            return frozenset({i})
    return frozenset()


def _modifier_only(qt: QuestionTerms, tv: TableView, c: ColView, cm: Match, cms: dict) -> bool:
    """The column is named by one word only, which modifies the next word of the question, itself
    naming a column of another kind of figure (``_compound_modifier``): the compound asks that column."""
    own = cm.pos - dated_words(qt.a)
    if not cm.ok or cm.via not in ("words", "concept") or len(own) != 1:
        return False
    j = next(iter(own))
    if _compound_modifier_word(qt, j) is False:
        return False
    return any(k is not c and k.numeric and k.col.type != c.col.type and (m := cms.get(k.col.index)) is not None
               and m.ok and j + 1 in m.pos and min(m.pos - dated_words(qt.a), default=-1) == j + 1 for k in tv.cols)


def _compound_modifier_word(qt: QuestionTerms, i: int) -> bool:
    """Whether the question word at ``i`` may modify a compound's head: no currency or unit (those pick
    one of several columns of the same figure)."""
    t = qt.a.toks[i]
    return t not in lexicon.mapping("currencies") and not lexicon.cue_pattern("units").fullmatch(t)


@lru_cache(maxsize=4096)
def _dating(heading: str) -> bool:
    """Whether a heading says a period and nothing else ("Year ended December 31,", "Fiscal Years";
    lexicon ``dating_words``, months, years), not a measure ("Departures (000s)")."""
    words = lexicon.words("dating_words") | set(lexicon.mapping("month_numbers"))
    toks = tokens(heading)
    return bool(toks) and all(t in words or t in STOPWORDS or t.isdigit() for t in toks)


def _set_apart(a: Analysis, m: Match, label: str) -> bool:
    """Whether a label is named by a word of what the question says is not asked ("... (not the
    Utility)"; ``Analysis.set_apart``), the label printing no negation itself ("That Did Not Impact")."""
    return bool(m.pos & a.set_apart) and not lexicon.words("negations") & set(tokens(label))


def _one_part_of_year(qt: QuestionTerms, tv: TableView, c: ColView) -> bool:
    """Whether the column, headed by a year over a group's heading ("2022 > Revenues and Costs: That
    Did Not Impact Earnings"), is one part of a group whose other columns print the same heading
    without the year ("Revenues and Costs: Total Utility"): the year heading spans the group (read
    over one column of it), so the column holds a part of the year's figure, and a question saying
    none of the words that tell the part apart ("not impact earnings") does not ask it."""
    if len(c.path) < 2 or not c.years or years_in([c.path[0]]) != c.years:
        return False
    own = tokens(" ".join(c.path[1:]))
    said = {stem(t) for t in qt.a.toks}
    totals = lexicon.words("total_words")
    for k in tv.cols:
        if k is c or not k.path or k.years and (k.years != c.years or years_in([k.path[0]]) != k.years):
            continue
        other = tokens(" ".join(k.path[1:] if k.years else k.path))  # a sibling under the same year heads it too
        n = next((i for i, (x, y) in enumerate(zip(own, other)) if x != y), min(len(own), len(other)))
        part = content_tokens(" ".join(own[n:]))
        if k.years and not set(other[n:]) & totals:
            continue  # beside another part of the year, not its total ("Total Utility")
        if content_tokens(" ".join(own[:n])) and part and not any(stem(t) in said for t in part):
            return True
        below = content_tokens(" ".join(c.path[2:]))  # "2022 > Revenues and Costs: > That Impacted > Earnings"
        if k.years and not n and below and not set(own) & totals and not any(stem(t) in said for t in below):
            return True  # beside "2022 > Total Utility": the group's part under its heading, unsaid
    return False


@lru_cache(maxsize=256)
def _said_stems(toks: tuple[str, ...]) -> frozenset[str]:
    """The stems of the question's words, once a question (label checks ask them per candidate)."""
    return frozenset(stem(t) for t in toks)


def _label_said(qt: QuestionTerms, r: RowView) -> bool:
    """Whether the question says every content word of the line's label but a bracketed note
    ("Acquisitions (see Note 2)" for "the acquisitions")."""
    said = _said_stems(tuple(qt.a.toks))
    words = content_tokens(unbracketed(r.path[-1])) if r.path else []
    return bool(words) and all(stem(w) in said for w in words)


@lru_cache(maxsize=1)
def _pct_words() -> frozenset[str]:
    """Words that ask for (or label) a percentage: the proof's cues (tabsql/data/proof_cues.yaml)."""
    return proof_cue_words("percent") | proof_cue_words("percent_measures")


@lru_cache(maxsize=None)
def proof_cue_words(key: str) -> frozenset[str]:
    """One list of the proof's cue words ("money": the words that ask an amount of money), folded."""
    return frozenset(str(w).lower() for w in _proof_cues()[key])


@lru_cache(maxsize=1)
def _proof_cues() -> dict:
    """The proof's cue words (tabsql/data/proof_cues.yaml), read once."""
    return yaml.safe_load(resources.files("tabsql").joinpath("data/proof_cues.yaml").read_text("utf-8"))


def _percent_cell(cell, col: ColView) -> bool:
    """A percentage: a percent cell, or a cell of a column typed percent."""
    return (cell is not None and cell.value.kind == "percent") or col.col.type == "percent"


def _names_a_text(cell, col: ColView, cm) -> bool:
    """A text cell of a column of names the question names ("which union", "the representatives"):
    the answer is a name, so a verb a heading of its table states accounts for the question's
    (``link.relation_positions``)."""
    return cm.ok and col.col.type == "text" and cell is not None and cell.value.kind == "text"


def _printed_by(qt: QuestionTerms, col: ColView) -> frozenset[int]:
    """The question words a column's header prints, however few of its words the question says
    ("represented" under "Approximate Number of Active Employees Represented")."""
    out: set[int] = set()
    for part in col.path:
        if not (part.isdigit() and len(part) == 4):  # years are constraints, checked apart
            out |= qt.match_text(part).pos
    return frozenset(out)


def _over_all(qt: QuestionTerms, tv: TableView, numeric_cols: list[ColView]) -> frozenset[int]:
    """The question words a heading over every column of numbers prints ("Payments Due by Period"
    over "Total", "2020", "2021"): it names the table, as a caption would, however few of its words
    the question says (once a question and table)."""
    key = ("over_all", tv.key)
    hit = qt._memo.get(key)
    if hit is None:
        shared = set.intersection(*(set(c.path[:-1]) for c in numeric_cols)) if len(numeric_cols) > 1 else set()
        hit = qt._memo[key] = frozenset(i for part in shared if not (part.isdigit() and len(part) == 4)
                                        for i in qt.match_text(part).pos)
    return hit


def _is_code(r: RowView) -> bool:
    """A row labelled by an item code ("NGD-5515", "FW-20822"): one token of letters and digits."""
    leaf = label_leaf(r.path).strip()
    return bool(leaf) and " " not in leaf and any(ch.isdigit() for ch in leaf) and any(ch.isalpha() for ch in leaf)


def precise_pick(cands: list[Operand]) -> Operand | None:
    """Among equally good cells that agree up to rounding, the most precise; None when they differ."""
    nums = [c for c in cands if c.number is not None]
    if len(nums) != len(cands):
        vals = {str(c.value) for c in cands}
        return cands[0] if len(vals) == 1 else None
    def digits(c: Operand) -> int:
        return sum(ch.isdigit() for ch in (c.cell.value.raw or c.cell.text))
    best = max(nums, key=digits)
    for c in nums:
        if abs(c.number - best.number) > max(abs(best.number) * 0.06, 1e-9):
            return None
    return best


def _statement_near_tie(top: Operand, cands: list[Operand]) -> list[Operand]:
    """The report's statement lines that read the question as fully as a note's line led by
    retrieval alone (its score higher by less than retrieval adds, every question word the note's
    line explains explained too): a note ("Inventories" of a business held for sale) outranks the
    balance sheet's line only by how its words resemble the question, which tells no figure of the
    company's own apart; [] when the top is a statement's line or none is that near. A statement
    is known by its lines or, printing too few of them, by its title ("Consolidated Statements of
    Income" beside a stock-compensation table's "Cost of net revenues")."""
    if statements.kind_of(top.tv) is not None:
        return []
    return _near(top, cands, lambda tv: statements.kind_of(tv) is not None)


def _balance_near(qt: QuestionTerms, top: Operand, cands: list[Operand]) -> list[Operand]:
    """The balance sheet's line of the label a cash flow statement's top line prints ("Inventories"
    under operating activities: the change in that balance), read as fully and near it, where the
    question asks no change: the balance asked, not its change in the year. [] otherwise."""
    if qt.a.says("change_or_difference") or statements.kind_of(top.tv) != "cash_flow_statement":
        return []
    leaf = label_leaf(top.row.path).strip().lower()
    return [c for c in _near(top, cands, lambda tv: statements.kind_of(tv) == "balance_sheet")
            if label_leaf(c.row.path).strip().lower() == leaf]


def _near(top: Operand, cands: list[Operand], keep) -> list[Operand]:
    """The candidates of the top's report in tables ``keep`` accepts, every question word the top
    explains explained too, scored below it by less than retrieval adds."""
    return [c for c in cands if c.key != top.key and c.tv.doc is top.tv.doc
            and c.score > top.score - _RETRIEVAL_WEIGHT and c.explained >= top.explained and keep(c.tv)]


def best_lookup(qt: QuestionTerms, scope: Scope, **kw) -> tuple[Operand | None, str | None, list[Operand]]:
    """The best cell, or (None, reason, tied) when nothing fits or several fit differently."""
    cands = lookup_candidates(qt, scope.tables, scope.doc_pos, **kw)
    if not cands:
        return None, "no table row and column match the question", []
    top = cands[0]
    unexpl = unexplained_words(qt, top.explained, kw.get("mask", frozenset()))
    if unexpl:
        return None, f"the documents name nothing matching {', '.join(repr(t) for t in unexpl[:3])}", []
    tied = [c for c in cands if c.score >= top.score - 1e-6 and c.key != top.key]
    if tied:
        plain = [c for c in [top] + tied if not _unasked_rate(qt, c.col)]
        if plain and len(plain) <= len(tied) and not lexicon.words("rate_nouns") & set(qt.a.toks):
            # "Dollars" beside "Cost/Gal": the amount, not the rate, unless a rate is asked ("two-day yield")
            top, tied = plain[0], plain[1:]
    if tied and qt.a.in_percent and qt.a.op == "lookup" and not qt.a.says("change_or_difference"):
        shares = [c for c in [top] + tied if c.unit == "%" and not is_change_column(c.col)
                  and not _other_percent_measure(qt, c.col)]
        if len(shares) == 1:  # "what percentage of 2015 revenue came from X": its "% of Total", not its "Amount"
            top, tied = shares[0], []
    if tied and _one_column([top] + tied) and \
            (k := phrase_pick(tuple(qt.a.toks), [label_leaf(c.row.path) for c in [top] + tied])) is not None:
        top, tied = ([top] + tied)[k], []  # the line whose label the question quotes
    if not tied and (own := _statement_near_tie(top, cands) or _balance_near(qt, top, cands)):
        top, tied = own[0], own[1:]
    if not tied and (said := _said_over_synonym(qt, top, cands) or _quoted_line(qt, top, cands, kw.get("mask", frozenset()))):
        top = said
    if tied and (own := statements.in_statements([top] + tied, lambda c: c.tv)):
        top, tied = own[0], own[1:]  # a report's own statement beside its notes and segments
    if tied and (whole := _whole_of_its_parts([top] + tied)) is not None:
        top, tied = whole, []  # "Total" beside "Level 1 | Level 2 | Level 3" on the line: no part said, the whole
    if tied:
        pick = precise_pick([top] + tied)
        if pick is None:
            return None, "ambiguous", [top] + tied
        top = pick
    if (sibling := _untold_sibling(qt, top, cands) or _same_head(qt, top)) is not None:
        return None, "ambiguous", [top, sibling]
    if not scope.named:  # no document named: a close reading in another document is a rival
        rivals = [c for c in cands if c.tv.doc is not top.tv.doc and c.score >= top.score - 2.0
                  and not unexplained_words(qt, c.explained, kw.get("mask", frozenset()))]
        if rivals and precise_pick([top] + rivals) is None:
            return None, "ambiguous", [top] + rivals[:3]
    return _more_precise(top, cands), None, []


SYNONYM_MARGIN = 0.5  # how far below a synonym's line a line the question says whole may score and still be taken


def _said_over_synonym(qt: QuestionTerms, top: Operand, cands: list[Operand]) -> Operand | None:
    """A line whose whole label the question says, scored close under a top line named through a
    concept (a synonym of the question's measure, in its label or a heading above it) whose own
    label the question does not say: the words printed are surer than a synonym. "income from operations" is the line "Income
    from operations", not the line "Income from continuing operations before income taxes" under
    "Calculation of Earnings Before Interest and Taxes (EBIT):" (EBIT a synonym of operating income).
    None when there is no such line."""
    if _label_said(qt, top.row) or row_match(qt, top.row).via != "concept":
        return None
    said = []
    for c in cands[1:]:
        if c.score < top.score - SYNONYM_MARGIN:
            break
        if _label_said(qt, c.row) and c.number is not None and c.col.years == top.col.years \
                and _unsaid_col_words(qt, c.col) <= _unsaid_col_words(qt, top.col) \
                and any(ch.isdigit() for ch in c.cell.text):
            said.append(c)  # (a printed amount, in a column that says nothing the top's does not: not a dash
            # under "2021 Deferred Tax > (Liabilities)" for the spending "Research and development")
    # of such lines, a report's own statement's before a note's ("Inventories" of the balance sheet, not of a
    # business held for sale scored a hair above it)
    return next((c for c in said if statements.kind_of(c.tv) is not None), said[0] if said else None)


QUOTED_MARGIN = 1.0  # how far below the top a line whose whole label the question quotes may score and still be taken


def _quoted_line(qt: QuestionTerms, top: Operand, cands: list[Operand], mask: frozenset[int]) -> Operand | None:
    """A line whose whole label of two or more words the question quotes, explaining every word of it,
    scored close under a top line whose label the question does not say (named by its column and a
    date): "Oracle's total stockholders' equity (deficit) as of May 31, 2022" is the balance sheet's
    "Total stockholders' equity (deficit)", not the equity statement's "Balances as of May 31, 2022"
    in a column of the Oracle shareholders' part. None when there is no such line."""
    if _label_said(qt, top.row):
        return None
    for c in cands[1:]:
        if c.score < top.score - QUOTED_MARGIN:
            return None
        if c.number is not None and _label_said(qt, c.row) and len(content_tokens(unbracketed(c.row.path[-1]))) >= 2 \
                and not unexplained_words(qt, c.explained, mask) \
                and _unsaid_col_words(qt, c.col) <= _unsaid_col_words(qt, top.col):
            return c  # (in a column that says nothing the top's does not: not "2021 Deferred Tax > Assets"
            # for "how much did Pfizer spend on research and development in FY2021")
    return None


def _unsaid_col_words(qt: QuestionTerms, col: ColView) -> set[str]:
    """The stems of the column header's words (years aside) that the question does not say."""
    return {stem(t) for t in content_tokens(" ".join(col.path)) if not t.isdigit()} - _said_stems(tuple(qt.a.toks))


def _one_column(cands: list[Operand]) -> bool:
    """Cells of one column of one table, on different lines: a tie only their labels can break."""
    return len({(c.tv.key, c.col.col.index) for c in cands}) == 1 and len({c.row.row.index for c in cands}) == len(cands)


def _unasked_rate(qt: QuestionTerms, col: ColView) -> bool:
    """The column heads a rate whose base the question does not say (``text.unasked_rate``), at any
    level of its header ("Revenue per Ton > 2018")."""
    return any(unasked_rate(level, qt.a.toks) for level in col.path)


def _untold_sibling(qt: QuestionTerms, top: Operand, cands: list[Operand]) -> Operand | None:
    """A row of the same group and column that the question's words name just as well, when neither
    row is named in full ("total monetary liabilities" beside "Monetary liabilities, current" and
    "..., non-current"): the question does not tell them apart, and the words the labels add decide
    nothing. A row whose label says all that the top's says and more ("..., excluding fuel and
    profitsharing" beside "..., excluding fuel") adds only words the question does not say: no
    sibling. None when there is none."""
    if top.number is None or row_match(qt, top.row).cov >= 0.999:
        return None
    own = set(content_tokens(top.row.path[-1])) if top.row.path else set()
    for c in cands[1:]:
        if c.score < top.score - 1.0:
            break
        if c.row.path and own < set(content_tokens(c.row.path[-1])):
            continue
        if c.tv is top.tv and c.col.col.index == top.col.col.index and c.row.row.index != top.row.row.index \
                and c.row.path[:-1] == top.row.path[:-1] and c.explained == top.explained \
                and c.number is not None and c.number != top.number and row_match(qt, c.row).cov < 0.999:
            return c
    return None


def _same_head(qt: QuestionTerms, top: Operand) -> Operand | None:
    """Another line of the top's table that says the head noun the top is named by alone
    (``link.head_rivals``), however little the question names it: the question does not tell them
    apart. That line's cell of the top's column, or None when there is none."""
    if row_match(qt, top.row).via != "head":
        return None
    for r in head_rivals(top.tv, top.row):
        if (cell := top.tv.cell(r, top.col)) is not None:
            return Operand(top.tv, r, top.col, cell, top.score, top.explained)
    return None


def _more_precise(top: Operand, cands: list[Operand]) -> Operand:
    """A rounded highlight figure ("EUR 336.0M") gives way to the same figure printed in full
    elsewhere in the issuer's documents ("335,994" in EUR thousands)."""
    if top.number is None or top.cell is None:
        return top
    def digits(c: Operand) -> int:
        return sum(ch.isdigit() for ch in c.cell.value.raw or c.cell.text)
    best = top
    for c in cands[1:40]:
        if c.number is None or c.cell is None or c.score < top.score - 4.0:
            continue
        if c.tv.doc.meta.issuer != top.tv.doc.meta.issuer or (c.row.row.concept or c.row.text) != (top.row.row.concept or top.row.text) \
                and (c.col.col.concept or c.col.text) != (top.col.col.concept or top.col.text):
            continue
        if abs(c.number - top.number) <= 0.006 * abs(top.number) and digits(c) > digits(best):
            best = c
    return best


def same_line(ops: list[Operand]) -> bool:
    """Values of one item over years: the same issuer and the same row (label or concept)."""
    if not ops:
        return False
    first = ops[0]
    for o in ops[1:]:
        same_doc = o.tv.doc is first.tv.doc or (first.tv.doc.meta.issuer and o.tv.doc.meta.issuer == first.tv.doc.meta.issuer)
        same_row = (o.row.row.concept and o.row.row.concept == first.row.row.concept) or \
            label_leaf(o.row.path).lower() == label_leaf(first.row.path).lower() or o.row.row.index == first.row.row.index and o.tv is first.tv
        if not same_doc or not same_row:
            return False
    return True


def ambiguous_text(tied: list[Operand]) -> str:
    """The refusal of a tie, naming the first four tied cells (document, table, row, column, value)."""
    names = [f"{o.tv.doc.name} {o.tv.nt.table.id} '{o.row.text}' / '{o.col.text}' = {o.cell.text if o.cell else 'empty'}"
             for o in tied[:4]]
    return "several cells fit equally well: " + "; ".join(names)


def op_links(op: Operand) -> dict:
    """An operand as the plan's links show it: its table, row and column."""
    return {"table": op.tv.key, "row": op.row.text, "column": op.col.text}
