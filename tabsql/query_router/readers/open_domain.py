"""Open-domain answering: questions that name no document, over every visible table.

Annual-report questions ("What was the change in Sensors in 2019 from 2018?") name a row (or a
column) of one table and the years to read, never the document. The main router needs every
question word accounted for by a linked document; this path instead ranks *lines* of every table
(a row whose members are its year columns, or a column whose members are its year rows) by how
well their label and context explain the question words, weighted by rarity (IDF over tables),
then reads the members the question asks for:

- one value (one year, or the only value of the line);
- the values of several years in the order asked ("X in 2019 and 2018 respectively");
- the year whose value is largest or smallest ("In which year was X larger?");
- an average over years (the years named; "the 2019 average X" = 2019 and the year before, as
  annual reports average opening and closing balances; no year named: every year shown);
- a sum over years, a difference or percent change between two years (later minus earlier; "the
  difference between A and B": A minus B; no year named: the two years a two-year table shows);
- two lines or two members of one table the question names apart, combined by difference, ratio
  (first named over second; a share of a total: over the total) or sum.

A reading is dropped when it passes over a row or column of its own table that the question
names, reads share cells ("% of net revenues") for an amount, divides by the 100 % base of a table
of shares, or splits "A and B over C" anywhere but at "over". A best reading whose label names a
word the question does not (or names nothing but "Total"), or that leaves a question word
unexplained, must lead its rivals by a wider margin.

A ratio the question asks "as a percentage" is given in percent (a formula over the cited cells).
A question that asks a total is never answered by one part of it ("Monetary assets, current").

Every reading is a route.Plan whose operands are cited cells, so answer.ask verifies it exactly as
the main route's plans. When another table explains the question about as well and gives a
different result, or a table that fits as well cannot be read for the years asked, the question
is refused as ambiguous rather than guessed. ``review`` sets this reading against the main
route's: it fills a refusal, and vetoes an answer it cannot confirm.
"""
from __future__ import annotations

import dataclasses
import math
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache

from tabsql.query_router.analyze import Analysis, op_said_twice
from tabsql.query_router.index import NUMERIC, CatalogIndex, ColView, DocView, RowView, TableView
from tabsql.plan import Operand, Plan
from tabsql.query_router import lexicon, statements
from tabsql.query_router.lexicon import contradicts
from tabsql.query_router.left_out import left_out
from tabsql.query_router.money_column import count_beside
from tabsql.query_router.differences import change_size, dated_order, decrease_by, period_date, point_change, unsigned_difference
from tabsql.query_router.terms import Terms
from tabsql.query_router.cells import in_range, within_tier
from tabsql.query_router.tier_columns import column_tier
from tabsql.query_router.readers.subtotal import says_total
from tabsql.query_router.text import STOPWORDS, fiscal_year, fold, phrase_pick, stem, tokens, unbracketed

# Question words that say what to do with the values or how the asker refers to them, not which
# row or column holds them: never required to be matched (but they count when a label prints them).
OPTIONAL = frozenset(tokens(
    "change changed changes increase increased increases decrease decreased decreases difference differences "
    "percentage percent proportion ratio average averages mean respectively respective total totals sum combined "
    "year years yearly annual annually fiscal fy period periods value values amount amounts number numbers figure "
    "both compared relative growth grow grew growing increase/(decrease) increase/decrease decline declined "
    "largest larger highest higher lowest lower smallest smaller greater greatest more less most least biggest bigger "
    "company group entity firm end ended ending as-at dated during over across two three four full level "
    "constitute constitution constitutes represent represented represents share portion accounted account "
    "year-on-year yoy y-o-y between from to and vs versus whole entire overall compute calculate "
    "january february march april may june july august september october november december "
    "1st 2nd 3rd 4th first second third fourth last current previous prior preceding following next"))
_MONTH_DAY = re.compile(r"^\d{1,2}(?:st|nd|rd|th)?$")
MIN_COV = 0.7  # share of a label's (weighted) words the question must name
AMBIGUITY_MARGIN = 0.5  # readings within this score of the best must agree, or the question is ambiguous
MAX_UNEXPLAINED = 2.5  # at most one required question word no label accounts for, and a common one (IDF)
MISSING_PENALTY = 1.0  # per unit weight of a label's words the question does not name
INEXACT_MARGIN = 4.0  # a best reading that leaves a word unnamed either way must lead every rival by this much


_LABEL_KEEP = frozenset({"reported", "balance"})  # function words elsewhere, but they tell columns apart ("As reported")


# The scale a header prints ("Number of Shares (thousands)", "$'000"): no question names it, so it
# must not count as a label word the question leaves unnamed.
_SCALE_WORDS = frozenset({"thousand", "thousands", "million", "millions", "billion", "billions",
                          "m", "mn", "bn", "k", "000", "usd", "eur", "gbp"})  # (fold reads "$" "€" as a code)


# The period a label is counted over ("Granted during the period", "Profit for the year"): a
# question says its period by its years (its own "period" / "year" words are OPTIONAL), so such a
# label word it does not say is not missing from it; said, it names the label as any word does.
_PERIOD_WORDS = frozenset({"during", "period", "periods", "year", "years"})


@lru_cache(maxsize=65536)
def _label_tokens(text: str) -> tuple[str, ...]:
    """A label's words: no function words, scale or currency ("$'000"), years or footnote marks ("Fees(2)")."""
    return tuple(t for t in tokens(text) if (t not in STOPWORDS or t in _LABEL_KEEP)
                 and t not in _SCALE_WORDS and not re.fullmatch(r"(?:19|20)\d\d", t)
                 and not (t[:1].isdigit() and f"({t})" in text))


@dataclass(kw_only=True)
class Q(Terms):
    """The question's words as this reader scores lines by them (the one term matcher, ``Terms``),
    with the words a reading must account for and the years asked."""

    index: CatalogIndex
    required: list[int] = field(default_factory=list)
    years: list[int] = field(default_factory=list)  # every year asked for, in the order asked
    ends: list[int] = field(default_factory=list)  # the years as named (a span's two ends)
    # the month and day of a date said ("December 31, 2021"): they date the year asked, which every
    # reading reads, so a heading printing them ("December 31, 2021 > Total") is no better a line
    dated: frozenset[int] = frozenset()

    @classmethod
    def build(cls, a: Analysis, index: CatalogIndex) -> "Q":
        q = cls(a, index=index)
        q.index_words(index.vocab, frozenset())
        for i, t in enumerate(a.toks):
            if t in STOPWORDS or t in OPTIONAL or i in a.excused or re.fullmatch(r"[\d.,/-]+", t) or _MONTH_DAY.match(t):
                continue
            if re.fullmatch(r"fy ?\d{2,4}|q[1-4]", t):
                continue
            q.required.append(i)
        ys = list(dict.fromkeys(a.years))
        for m in re.finditer(r"\bfy ?'?((?:20)?\d{2})\b|\b(?:19|20)\d\d ?/ ?((?:19|20)?\d\d)\b", a.folded):
            g = m.group(1) or m.group(2)  # "FY18", "FY2019", "2018/2019" (a fiscal year: the later)
            y = int(g) if len(g) == 4 else fiscal_year(g)
            if m.group(2):
                ys = [x for x in ys if x != y - 1 or f"{y - 1}" not in m.group(0)]
            if y not in ys:
                ys.append(y)
        q.ends = list(ys)
        months = lexicon.mapping("month_numbers")
        q.dated = frozenset(i for i, t in enumerate(a.toks) if t in months or (
            _MONTH_DAY.match(t) and i > 0 and a.toks[i - 1] in months))
        if a.year_range:  # "from 2017 to 2019", "2019 to 2017": every year of the span, in the order asked
            span = list(range(a.year_range[0], a.year_range[1] + 1))
            q.ends = [span[-1], span[0]] if a.order_reversed else [span[0], span[-1]]
            if ys and ys[0] > ys[-1] or a.order_reversed:
                span.reverse()
            ys = span
        q.years = ys
        return q

    def weight(self, term: str) -> float:
        return self.index.weight(term)

    def match(self, text: str) -> tuple[float, float, float, frozenset[int]]:
        """(coverage, matched weight, label weight, question positions) of one label; a compound
        question word ("non-audit") is named only by a label that prints all its parts."""
        kept = left_out(self.a.toks, text)
        if kept == text:
            return self.match_tokens(_label_tokens(text))
        # the part the line leaves out ("..., net of tax") names nothing and still weighs in the label
        _, got, _, pos = self.match_tokens(_label_tokens(kept))
        total = self.match_tokens(_label_tokens(text))[2]
        return (got / total if total else 0.0), got, total, pos

    def match_tokens(self, toks: tuple[str, ...], within: frozenset[int] | None = None
                     ) -> tuple[float, float, float, frozenset[int]]:
        """``match`` over a label's tokens, counting only question positions ``within`` when given."""
        if contradicts(toks, self.term_pos.keys()):
            return 0.0, 0.0, float(len(toks)), frozenset()  # "after-tax profit" is no "Profit before tax"
        if not any(self.positions(t) for t in toks):  # no word said (most lines): only the label's weight
            return 0.0, 0.0, sum((self.weight(t) for t in toks), 0.0), frozenset()
        have = set(toks) | {stem(t) for t in toks}
        total = matched = 0.0
        pos: set[int] = set()
        for t in toks:
            w = self.weight(t)
            hit = self.naming(t, have) if within is None else self.naming(t, have) & within
            if not hit and t in _PERIOD_WORDS:
                continue
            total += w
            if hit:
                matched += w
                pos |= hit
        return (matched / total if total else 0.0), matched, total, frozenset(pos)

    def pos_weight(self, positions) -> float:
        return sum(self.weight(self.a.toks[i]) for i in positions)


# --------------------------------------------------------------------------- lines and members
@dataclass
class Member:
    row: RowView
    col: ColView
    years: frozenset[int]
    words: str  # the member's own label, years left out


@dataclass
class Line:
    tv: TableView
    axis: str  # "row": a row whose members are columns; "col": a column whose members are rows
    label: str
    members: list[Member]
    cov: float
    pos: frozenset[int]  # question positions the label accounts for
    missing: float  # weight of label words the question does not name
    ctx: frozenset[int] = frozenset()  # positions the context (group rows, headers, caption) accounts for
    unnamed: float = 0.0  # weight of the words of its own label (not its groups) the question does not name


def _col_words(c: ColView) -> str:
    return " ".join(p for p in c.path if not re.fullmatch(r"(?:19|20)\d\d", p.strip()))


_FY = re.compile(r"\b(?:fy|fiscal(?: year)?)\s?'?(\d{2})\b", re.I)


_SPLIT_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d\s?/\s?((?:19|20)?\d\d)(?!\d)")


def _fy_years(path: list[str]) -> frozenset[int]:
    """"FY19", "Fiscal 19": the year a two-digit fiscal label names; "2018/2019", "2018/19": a
    fiscal year named by both calendar years it spans, which ends in (and is called) the later."""
    out = {fiscal_year(m.group(1)) for p in path for m in _FY.finditer(p)}
    out |= {int(y) if len(y) == 4 else fiscal_year(y) for p in path for y in _SPLIT_YEAR.findall(p)}
    return frozenset(out)


_SPACED_YEAR = re.compile(r"(?<!\d)((?:1 ?9|2 ?0) ?\d ?\d)(?![\d,.])")


def _header_years(tv: TableView, doc_tables: list[TableView]) -> dict[int, frozenset[int]]:
    """Years printed above the numbers of a column whose header path holds none: header cells the
    extractor left in another column (a "$" split off, a year centred over a wider column), kept
    as body rows ("December 31 2019", "2 0 1 8"), or read as a table of their own just above.
    Matched by position on the page: a year goes to the column of numbers nearest below it, when
    no other year claims that column and it is not farther away than the column is wide."""
    undated = [c for c in tv.cols if c.numeric and not c.years]
    if not undated:
        return {}
    page = tv.nt.table.page
    spans: dict[int, tuple[float, float]] = {}
    top = math.inf
    for c in tv.cols:
        if not c.numeric:
            continue
        boxes = [x.bbox for r in tv.rows if (x := tv.cell(r, c)) is not None and x.bbox and x.page == page
                 and x.value.kind in NUMERIC]
        if boxes:  # dated columns too: a year over one of them is its own header, not a stray
            top = min(top, min(b[1] for b in boxes))
            spans[c.col.index] = (min(b[0] for b in boxes), max(b[2] for b in boxes))
    if not spans:
        return {}
    cells = [x for x in tv.nt.table.cells if x.bbox and x.page == page and x.bbox[3] <= top + 0.5]
    for other in doc_tables:  # a header row read as a table of its own, right above this one
        t = other.nt.table
        if other is tv or t.page != page or not t.bbox or any(
                x.value.kind in NUMERIC and not _SPACED_YEAR.fullmatch(x.text.strip()) for x in other.nt.cells):
            continue
        if t.bbox[3] <= top and top - t.bbox[3] < 60:
            cells += [x for x in t.cells if x.bbox and x.page == page]
    claims: dict[int, list[int]] = {}
    for cell in cells:
        years = {int(m.group(1).replace(" ", "")) for m in _SPACED_YEAR.finditer(cell.text)}
        if len(years) != 1:
            continue
        mid = (cell.bbox[0] + cell.bbox[2]) / 2
        k, (a, b) = min(spans.items(), key=lambda kv: abs((kv[1][0] + kv[1][1]) / 2 - mid))
        if abs((a + b) / 2 - mid) <= 2 * max(b - a, 20.0):
            claims.setdefault(k, []).extend(years)
    dated = {c.col.index for c in tv.cols if c.years}
    return {k: frozenset(v) for k, v in claims.items() if len(set(v)) == 1 and k not in dated}


def _terms_by_table(index: CatalogIndex) -> dict[str, frozenset[str]]:
    """Table key -> the terms its labels, headers, captions or text cells print (once per index;
    each table's own set is kept with its view, which outlives an index: one per question)."""
    cache = index.__dict__.get("_open_domain_terms")
    if cache is None:
        single = len(index.docs) == 1
        cache = {}
        for tv in index.tables:
            terms = _table_terms(tv, single)
            cache[tv.key] = cache[tv.key] | terms if tv.key in cache else terms
        index.__dict__["_open_domain_terms"] = cache
    return cache


def _table_terms(tv: TableView, single: bool) -> frozenset[str]:
    """What `_terms_by_table` holds for one table; its lead-in counts for a question asked of its report."""
    own = tv.__dict__.setdefault("_printed_terms", {})
    if single not in own:
        own[single] = frozenset().union(tv.caption_terms, tv.lead_in_new if single else (),
                                        *(r.label_terms for r in tv.rows), *(r.text_terms for r in tv.rows),
                                        *(c.terms for c in tv.cols))
    return own[single]


def _tables_printing(index: CatalogIndex, terms) -> set[str]:
    """The keys of the tables that print one of ``terms``."""
    return {key for key, printed in _terms_by_table(index).items() if not printed.isdisjoint(terms)}


def _cached_header_years(index: CatalogIndex, tv: TableView) -> dict[int, frozenset[int]]:
    """_header_years, computed once per table of an index (the index is rebuilt when documents change)."""
    cache = index.__dict__.setdefault("_open_domain_years", {})
    if tv.key not in cache:
        doc_tables = [t for t in index.tables if t.doc is tv.doc]
        # kept with the view too (views outlive an index over a large scope: one per question),
        # for the same tables of its document loaded beside it
        own = tv.__dict__.setdefault("_header_years", {})
        key = tuple(t.key for t in doc_tables)
        if key not in own:
            own[key] = _header_years(tv, doc_tables)
        cache[tv.key] = own[key]
    return cache[tv.key]


def _unnamed(q: Q, label: str) -> float:
    """The weight of a label's words the question does not name, footnote numbers left out."""
    return sum(q.weight(t) for t in _label_tokens(label)
               if not re.fullmatch(r"[\d,.()]+", t) and t not in _PERIOD_WORDS and not q.positions(t))


def _lines(q: Q, tv: TableView) -> list[Line]:
    out: list[Line] = []
    num_cols = [c for c in tv.cols if c.numeric]
    cap = q.match(" ".join(filter(None, [tv.nt.table.caption, tv.nt.table.section])))[3]
    cap |= {i for i in range(len(q.a.toks)) if q.a.terms_at(i) & tv.kind_only}  # the label column's header: "Number of shares"
    hyears = _cached_header_years(q.index, tv)
    under: Counter[tuple] | None = None  # rows with numbers per heading, counted once a table
    for r in tv.rows:
        if not r.path or not r.label_terms & q.term_pos.keys() or not within_tier(q.a, tv, r):
            continue
        named_by = r.path[-1]
        cov, got, total, pos = q.match(named_by)
        if (cov < MIN_COV or not got) and (alias := bracket_name(named_by)):
            # "Combustion of fuel and operation of facilities (Scope 1)": the name in brackets alone
            a_cov, a_got, a_total, a_pos = q.match(alias)
            if a_cov >= MIN_COV and a_got:
                named_by, (cov, got, total, pos) = alias, (a_cov, a_got, a_total, a_pos)
        groups = r.path[:-1]
        head = groups or r.context
        if under is None and (cov < MIN_COV or not got) and head:
            under = Counter(_heading(o) for o in tv.rows if _has_number(tv, o))
        if (cov < MIN_COV or not got) and head and under[_heading(r)] == 1:
            # the one line under its heading ("Sales: > Product and equipment sales to affiliates"):
            # the heading names it, its own words count as a group's
            cov, got, total, pos = q.match(head[-1])
            groups = groups[:-1] + [r.path[-1]]
        if cov < MIN_COV or not got or q.a.names_only_included(pos):
            continue
        ctx, missing = set(cap), total - got
        for g in groups:
            _, g_got, g_total, g_pos = q.match(g)
            ctx |= g_pos
            missing += 0.5 * (g_total - g_got)  # a group the question does not name counts half
        own = frozenset(r.years) if len(r.years) == 1 else frozenset()  # "As at 31 December 2019 > Monetary assets"
        members = [Member(r, c, _fy_years(c.path) or frozenset(c.years) or hyears.get(c.col.index, own),
                          _col_words(c)) for c in num_cols if not _ruled_out(q.a, c, tv.cols)]
        group = ""
        for m in members:  # a group header ("Domestic") printed once over its year columns
            if m.words:
                group = m.words
            elif group and m.years:
                m.words = group
        out.append(Line(tv, "row", r.path[-1], members, cov, pos, missing, frozenset(ctx - pos), _unnamed(q, named_by)))
    num_rows = tv.rows
    for c in num_cols:
        words = _col_words(c)
        if not words or c.years or not c.terms & q.term_pos.keys():
            continue  # a dated column is a member of a row line, not a line of its own
        cov, got, total, pos = q.match(words)
        if cov < MIN_COV or not got or q.a.names_only_included(pos):
            continue
        members = [Member(r, c, _fy_years(r.path) or frozenset(r.years), " ".join(r.path)) for r in num_rows
                   if r.years or _fy_years(r.path)]
        if len(members) < 1:
            continue
        out.append(Line(tv, "col", words, members, cov, pos, total - got, frozenset(cap - pos), _unnamed(q, words)))
    return out


def _ruled_out(a: Analysis, c: ColView, cols: list[ColView]) -> bool:
    """A column the question's date or quantity rules out: another month's date ("Sep 30, 2025" for
    "the end of June 2025"), a band the quantity lies outside of ("1–4 cases" for 12 cases)."""
    if c.other_month(a.said_months):
        return True
    return a.quantity is not None and not a.range_literal and (tier := column_tier(c, cols)) is not None \
        and not in_range(a, tier)  # (bands the question names, "1-90 and 91-180 days", are each read)


def bracket_name(label: str) -> str | None:
    """The name a label prints in brackets after its description, which a question may say alone:
    "Combustion of fuel and operation of facilities (Scope 1)" -> "Scope 1", "Revenue passenger miles
    (RPMs)" -> "RPMs". Only a closing bracket that ends the label, after words of its own, holding a
    capitalised name: "(1)", "(in millions)" or "Net income (loss)" name no line."""
    text = label.strip()
    start = text.rfind("(")
    if not text.endswith(")") or start <= 0 or not text[:start].strip():
        return None
    inner = text[start + 1:-1].strip()
    return inner if inner[:1].isupper() and any(ch.isalpha() for ch in inner) else None


def _heading(r: RowView) -> tuple:
    """What a row stands under (its path's upper levels and heading rows): the one line with numbers
    under its heading is named by that heading."""
    return tuple(r.path[:-1]), tuple(r.context)


_PER_SHARE = re.compile(r"\bper (?:\w+ )?(?:share|unit)\b|\beps\b", re.I)


def _value(tv: TableView, m: Member) -> float | None:
    """The member's number; none for an empty cell, or for a per-share amount that carries the
    table's "in thousands" scale (a per-share figure is never printed in thousands)."""
    cell = tv.cell(m.row, m.col)
    if cell is None or cell.value.kind not in NUMERIC or cell.value.number is None:
        return None
    if cell.value.scale != 1 and _PER_SHARE.search(" ".join(m.row.path + m.col.path)):
        return None
    return float(cell.value.number)


def _is_pct(tv: TableView, m: Member) -> bool:
    cell = tv.cell(m.row, m.col)
    return cell is not None and (cell.value.kind == "percent" or "%" in " ".join(m.col.path))


def _averaged(line: Line, m: Member, q: Q) -> bool:
    """Whether the member's own heading says it holds an average over the period ("2021 Average
    Balance" of an average balance sheet) where neither the question nor the line says average: the
    year's balance asked is another figure (lexicon ``average_columns``)."""
    if not m.words or q.a.says("average_word"):
        return False
    said = lexicon.cue_pattern("average_columns")
    return bool(said.search(fold(m.words))) and not said.search(fold(line.label))


def _other_kind(m: Member, q: Q) -> bool:
    """Whether the member, taken by its year alone (the question names none of its own words),
    holds no value of that year: the change over the year before printed under it ("2021 >
    Increase/(decrease)") for a question that says no change, or a balance or period ending on
    another day than the report's year-end (an investee's "September 30, 2022"). As
    ``cells.lookup_candidates`` reads them; a bracketed unit note ("(In cents, except percentage
    changes)") says nothing of the column's kind."""
    if m.words and q.match(m.words)[1]:
        return False
    return m.col.off_year_end or not q.a.says("change_or_difference") and bool(m.col.path) and bool(
        lexicon.cue_pattern("change_columns").search(fold(unbracketed(" ".join(m.col.path)))))


def _operand(tv: TableView, m: Member, label: str) -> Operand:
    return Operand(tv, m.row, m.col, tv.cell(m.row, m.col), label=label)


# --------------------------------------------------------------------------- intent
# The cues that shape a reading (which year, best of, change, ratio, sum ...) are the lexicon's
# question_cues, searched once with the question (Analysis.says).
_PCT_ASKED = lexicon.question_cues()["percent_asked"]  # also asked of one side of a share (readers.arithmetic)


def _is_pct_label(text: str) -> bool:
    return bool(re.search(r"%|\bpercent|\brate\b|\bmargin\b|\byield\b|\bratio\b", text, re.I))


def intent(q: Q) -> str:
    a = q.a
    if a.says("which_year") and (a.says("fewer_words") or a.says("more_words")) and not a.thresholds \
            and not a.says("than_number"):
        return "which_year"
    if a.thresholds or a.says("best_of_rows"):
        return "unsupported"  # a filter, or the best of several rows: not read here
    if a.says("respectively"):
        return "values"
    change = a.says("change_or_difference") or a.op == "difference"  # "how much lower ... than"
    if a.op == "average" or a.says("average_word"):
        return "average" if not change else "unsupported"
    if change:
        if a.says("percent_change") or (a.percent_instructed or a.growth_asked) and a.op == "pct_change":  # ("Give a percentage")
            return "pct_change"
        return "difference"
    if a.says("part_of_whole"):
        return "ratio"
    if a.op == "count":
        return "unsupported"
    if a.says("sum_word") and len(q.years) >= 2:
        return "sum"
    if len(q.years) >= 2:
        return "values"
    return "lookup"


# --------------------------------------------------------------------------- readings
@dataclass
class Reading:
    plan: Plan
    explained: frozenset[int]
    key: tuple
    lines: tuple = ()  # the lines it reads
    missing: float = 0.0  # weight of the words of the label it reads that the question does not name


def _by_year(line: Line, year: int, q: Q) -> tuple[Member | None, frozenset[int]]:
    """The member of ``line`` for one year and the question positions its own words explain; no
    member when none holds a number, or several fit equally and differ."""
    ms = [m for m in line.members if m.years == {year}]
    return _pick(line, ms, q)


def _pick(line: Line, ms: list[Member], q: Q) -> tuple[Member | None, frozenset[int]]:
    ms = [m for m in ms if _value(line.tv, m) is not None and not _averaged(line, m, q) and not _other_kind(m, q)]
    if not q.a.says("percent_asked") and not _is_pct_label(line.label):
        ms = [m for m in ms if not _is_pct(line.tv, m)] or ms  # an amount asked for: not its share column
    if not ms:
        return None, frozenset()
    if len(ms) == 1:
        return ms[0], q.match(ms[0].words)[3] if ms[0].words else frozenset()
    scored, parts = [], frozenset()
    for m in ms:
        cov, got, total, pos = q.match(m.words) if m.words else (0.0, 0.0, 0.0, frozenset())
        if q.a.names_only_included(pos):
            if not _is_pct(line.tv, m):  # (a rate left out, "after the trade discount", is no column's figure)
                parts |= pos & q.a.left_out  # "revenue after excise duties": the column "Excise duties" is the
            continue  # part left out, not the figure; it accounts for the part's words
        scored.append((got - 0.5 * (total - got), pos, m))
    if not scored:
        return None, frozenset()
    scored.sort(key=lambda s: -s[0])
    best, pos, m = scored[0]
    if not pos and len({_value(line.tv, s[2]) for s in scored}) > 1:
        totals = [s for s in scored if says_total(s[2].col.path)]
        if len(totals) != 1:  # no member named by any word: the one of fewest words is no choice ("Deductions"
            return None, frozenset()  # beside "Balance at End of Period" for "the allowance at the end of 2018");
        best, pos, m = totals[0]  # the line's total column is its figure ("2017 > Total" beside "Level 2")
    rivals = [s for s in scored[1:] if s[0] >= best - 1e-9]
    if rivals and any(_value(line.tv, s[2]) != _value(line.tv, m) for s in rivals):
        return None, frozenset()
    return m, pos | parts


def _undated(line: Line, q: Q) -> tuple[Member | None, frozenset[int]]:
    """The value of a line when the question names no year: its only value, the only undated one,
    or the one whose own words the question names."""
    ms = [m for m in line.members if _value(line.tv, m) is not None]
    if len(ms) == 1:
        return ms[0], frozenset()
    named = []
    for m in ms:
        cov, got, total, pos = q.match(m.words) if m.words else (0.0, 0.0, 0.0, frozenset())
        if cov >= MIN_COV and got:
            named.append((got, pos, m))
    if named:
        named.sort(key=lambda s: -s[0])
        if len(named) > 1 and named[1][0] >= named[0][0] - 1e-9 and _value(line.tv, named[1][2]) != _value(line.tv, named[0][2]):
            return None, frozenset()
        return named[0][2], named[0][1]
    undated = [m for m in ms if not m.years]
    if len(undated) == 1 and not any(m.years for m in ms):
        return undated[0], frozenset()
    return None, frozenset()


def _single_years(line: Line) -> dict[int, Member]:
    out: dict[int, list[Member]] = {}
    for m in line.members:
        if len(m.years) == 1 and _value(line.tv, m) is not None:
            out.setdefault(next(iter(m.years)), []).append(m)
    return {y: ms[0] for y, ms in out.items() if len(ms) == 1}


def _line_readings(q: Q, line: Line, how: str) -> list[Reading]:
    """Readings that use one line of one table."""
    tv = line.tv
    years = q.years
    plans: list[tuple[Plan, frozenset[int]]] = []
    if how == "which_year":
        per = _single_years(line)
        if years:
            per = {y: m for y, m in per.items() if y in years}
        if len(per) < 2:
            return []
        ops = [_operand(tv, m, str(y)) for y, m in sorted(per.items(), reverse=True)]
        vals = [o.number for o in ops]
        lo = q.a.says("fewer_words") and not q.a.says("more_words")
        best = (min if lo else max)(vals)
        if vals.count(best) > 1:
            return []
        op = "argmin" if lo else "argmax"
        label = ops[vals.index(best)].label
        plans.append((Plan("answered", op, "sql", ops, label, None), frozenset()))
    elif how in ("values", "sum", "difference", "pct_change", "ratio") and len(years) >= 2 or \
            how == "average" and years or how in ("difference", "pct_change") and len(years) <= 1:
        ys = list(years)
        if how == "average" and len(ys) == 1:
            ys = [ys[0], ys[0] - 1]  # "the 2019 average X": the year's opening and closing values
        if how in ("difference", "pct_change", "ratio"):
            # no year named: the change between the two years a two-year table shows; one year named
            # for a change: the change into it from the year before ("the percentage change in X in 2019")
            ys = list(q.ends) if years else sorted(_single_years(line), reverse=True)
            if len(years) == 1 and how != "ratio":
                ys = [years[0], years[0] - 1]
            if len(ys) != 2 or not years and q.a.says("between_and"):
                return []  # (no year named and "between A and B": two things are compared, not two years)
        ops, extra = [], frozenset()
        for y in ys:
            m, pos = _by_year(line, y, q)
            if m is None:
                return []
            ops.append(_operand(tv, m, str(y)))
            extra |= pos
        if len({o.key for o in ops}) < len(ops):
            return []
        nums = [o.number for o in ops]
        if any(n is None for n in nums):
            return []  # a year's cell holding no figure (a dash, a word)
        unit = ops[0].unit
        if how == "values":
            plans.append((Plan("answered", "values", "sql", ops, nums, unit), extra))
        elif how == "sum":
            plans.append((Plan("answered", "sum", "sql", ops, math.fsum(nums), unit), extra))
        elif how == "average":
            plans.append((Plan("answered", "average", "sql", ops, math.fsum(nums) / len(nums), unit), extra))
        else:
            late, early = (0, 1) if ys[0] > ys[1] else (1, 0)
            f = q.a.folded
            if how == "difference" and q.a.says("difference_word") and not q.a.says("change_only") \
                    and not q.a.says("from_to"):
                late, early = 0, 1  # "the difference between 2018 and 2019": the first named minus the second
            elif how == "difference" and decrease_by(f):
                late, early = early, late  # "how much did X decrease by": the amount it went down
            elif how == "difference" and change_size(f) and nums[late] < nums[early]:
                late, early = early, late  # "how much did the attrition rate improve": the size of the change
            x, y = nums[late], nums[early]
            if how == "difference":
                plans.append((Plan("answered", "difference", "sql", ops, x - y, unit, order=[late, early]), extra))
            elif how == "pct_change" and point_change(q.a, ops):  # a change of two percents in points,
                plans.append((Plan("answered", "difference", "sql", ops, x - y, unit, order=[late, early]), extra))
                # as the router reads it (differences.point_change: "as a percentage of revenue" names the line)
            elif how == "pct_change":
                if y <= 0:
                    return []
                plans.append((Plan("answered", "pct_change", "sql", ops, (x - y) / abs(y) * 100.0, "%",
                                   order=[late, early]), extra))
            else:
                first, second = 0, 1  # "ratio of X in 2019 to 2018": the years in the order asked
                if not nums[second]:
                    return []
                plans.append((Plan("answered", "ratio", "sql", ops, nums[first] / nums[second], None,
                                   order=[first, second]), extra))
    elif how == "average" and not years:
        per = _single_years(line)
        if len(per) < 2:
            return []
        ops = [_operand(tv, m, str(y)) for y, m in sorted(per.items(), reverse=True)]
        nums = [o.number for o in ops]
        named = frozenset().union(*(q.match(m.words)[3] for m in per.values() if m.words))  # "... within Appropriation of earnings"
        plans.append((Plan("answered", "average", "sql", ops, math.fsum(nums) / len(nums), ops[0].unit), named))
    elif how == "lookup":
        if len(years) == 1:
            m, pos = _by_year(line, years[0], q)
        elif not years:
            m, pos = _undated(line, q)
        else:
            return []
        if m is None:
            return []
        op = _operand(tv, m, line.label)
        plans.append((Plan("answered", "lookup", "lookup", [op], op.value, op.unit), pos))
    out = []
    for p, extra in plans:
        explained = line.pos | line.ctx | extra
        out.append(Reading(p, explained, tuple(o.key for o in p.operands), (line,)))
    return out


def _anchor(q: Q, pos: frozenset[int]) -> int:
    """Where the question names a label: at its rarest word (a shared word such as "deferred"
    may be said earlier for another label)."""
    return max(pos, key=lambda i: (q.weight(q.a.toks[i]), -i))


def _is_total(line: Line) -> bool:
    head = line.members[0].row if line.axis == "row" and line.members else None
    return bool(head and head.row.is_total) or bool(re.match(r"\s*total\b", line.label, re.I))


def _pair_readings(q: Q, lines: list[Line], how: str) -> list[Reading]:
    """Two lines of one table the question names apart, read at the same member (the year asked,
    or the only/named value), combined by difference, ratio or sum."""
    if how not in ("difference", "ratio", "sum", "values", "pct_change") or len(q.years) > 1:
        return []
    if how in ("difference", "pct_change") and not lexicon.cue_pattern("difference").search(q.a.folded) \
            and not q.a.says("between_and"):
        return []  # a change said with no comparison ("the table games drop in 2019") is one line's, over time
    out = []
    base = _share_base(q)
    by_table: dict[str, list[Line]] = {}
    for ln in lines:
        by_table.setdefault(ln.tv.key + ln.axis, []).append(ln)
    for group in by_table.values():
        if len(group) < 2:
            continue
        for i, l1 in enumerate(group):
            for l2 in group[i + 1:]:
                share = how == "ratio" and _is_total(l1) != _is_total(l2)  # "X among the total X and Y"
                if l1.label == l2.label or l1.pos & l2.pos and not (share and l1.pos != l2.pos):
                    continue
                ops, extra = [], frozenset()
                for ln in (l1, l2):
                    if q.years:
                        m, pos = _by_year(ln, q.years[0], q)
                    else:
                        m, pos = _undated(ln, q)
                    if m is None:
                        break
                    ops.append(_operand(ln.tv, m, ln.label))
                    extra |= pos
                if len(ops) != 2 or ops[0].col.col.index != ops[1].col.col.index and l1.axis == "row":
                    continue
                if share and q.a.says("share_asked") and all(o.unit == "%" for o in ops):
                    continue  # "the gross margin percentage of Products": the line's own rate, no share of the total rate
                first, second = (0, 1) if _anchor(q, l1.pos - l2.pos or l1.pos) < _anchor(q, l2.pos - l1.pos or l2.pos) else (1, 0)
                totals = [_is_total(ln) for ln in (l1, l2)]
                if how == "ratio" and totals.count(True) == 1:
                    first, second = (1, 0) if totals[0] else (0, 1)  # a share of a total: the total divides
                bases = [bool(ln.pos & base) for ln in (l1, l2)]
                if how == "ratio" and bases.count(True) == 1:
                    first, second = (1, 0) if bases[0] else (0, 1)  # "the percentage of sales represented by X"
                if how == "ratio" and (cut := _cut_sides(q, l1.pos, l2.pos, ops)) is not None:
                    first, second = cut  # "what percentage of options outstanding were exercisable": the part over the whole
                p = _combine(how, ops, first, second, unsigned_difference(q.a))
                if p is None or how == "ratio" and _share_over_whole(q, p.value):
                    continue
                explained = l1.pos | l2.pos | l1.ctx | l2.ctx | extra
                out.append(Reading(p, explained, tuple(sorted(o.key for o in ops)), (l1, l2)))
    return out


def _cut_sides(q: Q, pos1: frozenset[int], pos2: frozenset[int], ops: list[Operand]) -> tuple[int, int] | None:
    """(part, whole) indexes of two readings by the question positions naming each, after the one cut
    of the question into a share's part and whole (``Analysis.shapes``): the one named by the part's
    words is the part, the other by the whole's alone. None where the question is cut otherwise or
    not once, or where the part is no share of the whole (a larger value, or one of the other sign:
    "capital expenditures" printed negative against cash from operations is read elsewhere)."""
    cuts = q.a.shapes.shares
    if len(cuts) != 1:
        return None
    part, whole = cuts[0].part, cuts[0].whole
    sides = [(bool(pos & part), bool(pos & whole and not pos & part)) for pos in (pos1, pos2)]
    order = (0, 1) if sides == [(True, False), (False, True)] else (1, 0) if sides == [(False, True), (True, False)] else None
    if order is None:
        return None
    x, y = ops[order[0]].number, ops[order[1]].number
    if x is None or y is None or not y or not 0 <= x / y <= 1:
        return None
    return order


def _share_over_whole(q: Q, value: float) -> bool:
    """Whether a ratio the question asks as a share (lexicon ``share_words``: "what share of cash
    from operations was spent on capital expenditures") comes out above the whole: the two lines
    were set the wrong way round, and no order the words give is to be trusted."""
    return abs(value) > 1 and bool(set(q.a.toks) & set(lexicon.cue("share_words").split("|")))


def _combine(how: str, ops: list[Operand], first: int, second: int, unsigned: bool = False) -> Plan | None:
    """Two operands combined as the question asks; None where the result is undefined
    (a percent change from a base that is not positive, a ratio over zero) or meaningless (a
    percent cell set against an amount: "Ratio of non-audit fees to audit fees 55%" over a total)."""
    if len({o.cell is not None and o.cell.value.kind == "percent" for o in ops}) > 1:
        return None
    x, y = ops[first].number, ops[second].number
    unit = ops[0].unit
    if how == "difference":
        if unsigned and x < y:  # "the difference between A and B": the larger less the smaller
            first, second, x, y = second, first, y, x
        return Plan("answered", "difference", "sql", ops, x - y, unit, order=[first, second])
    if how == "sum":
        return Plan("answered", "sum", "sql", ops, x + y, unit)
    if how == "values":
        ordered = [ops[first], ops[second]]
        return Plan("answered", "values", "sql", ordered, [o.number for o in ordered], unit)
    if how == "pct_change":
        if y <= 0:
            return None
        return Plan("answered", "pct_change", "sql", ops, (x - y) / abs(y) * 100.0, "%", order=[first, second])
    if not y:
        return None
    return Plan("answered", "ratio", "sql", ops, x / y, None, order=[first, second])


def _member_pair_readings(q: Q, line: Line, how: str) -> list[Reading]:
    """Two members of one line that the question names apart ("the domestic and international
    discount rates"), combined by difference, ratio or sum."""
    if how not in ("difference", "ratio", "sum", "values") or len(q.years) > 1:
        return []
    named = []
    for m in line.members:
        if _value(line.tv, m) is None or not m.words:
            continue
        if q.years and m.years and not m.years & set(q.years):
            continue
        cov, got, total, pos = q.match(m.words.split(" > ")[-1])
        if cov >= MIN_COV and got and not pos & line.pos:
            named.append((pos, m))
    out = []
    for i, (p1, m1) in enumerate(named):
        for p2, m2 in named[i + 1:]:
            if not p1 - p2 or not p2 - p1:
                continue  # each must be named by words of its own (a date both headers print is shared)
            ops = [_operand(line.tv, m1, m1.words.split(" > ")[-1]), _operand(line.tv, m2, m2.words.split(" > ")[-1])]
            first, second = (0, 1) if _anchor(q, p1 - p2) < _anchor(q, p2 - p1) else (1, 0)
            if how == "ratio" and (cut := _cut_sides(q, p1, p2, ops)) is not None:
                first, second = cut  # the part over the whole, as the question is cut
            if how == "difference":  # a change between two dates of one year: their order, not the year's
                named_order = [(m1, m2)[k] for k in (first, second)]
                order = dated_order(q.a, [period_date(m.words.split(" > ")[-1]) for m in named_order],
                                    [next(iter(m.years)) if len(m.years) == 1 else None for m in named_order])
                if order is None:
                    continue
                first, second = (first, second) if order == [0, 1] else (second, first)
            p = _combine(how, ops, first, second, unsigned_difference(q.a))
            if p is None:
                continue
            out.append(Reading(p, line.pos | line.ctx | p1 | p2, tuple(sorted(o.key for o in ops)), (line,)))
    return out


def _score(q: Q, r: Reading, missing: float) -> float:
    req = set(q.required)
    unexplained = req - r.explained
    return q.pos_weight(r.explained - q.dated) - q.pos_weight(unexplained) - MISSING_PENALTY * missing


def _same(x, y) -> bool:
    """Whether two results agree; lists as multisets (the same values read in another order are
    the same answer: a reader asked for "2019 to 2017" gets them in that order either way)."""
    if isinstance(x, float) and isinstance(y, float):
        return math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-9)
    if isinstance(x, list) and isinstance(y, list) and len(x) == len(y):
        rest = list(y)
        for a in x:
            k = next((i for i, b in enumerate(rest) if _same(a, b)), None)
            if k is None:
                return False
            rest.pop(k)
        return True
    return x == y


@dataclass
class Ranked:
    """The readings that explain the question well enough, best first, with what they were drawn from."""

    q: Q
    how: str
    lines: list[Line]
    ok: list[tuple[float, Reading]]
    parts: list[tuple[float, Reading]] = field(default_factory=list)  # parts of a total asked: rivals, never answers


def rank(a: Analysis, index: CatalogIndex, named: dict[str, frozenset[int]] | None = None,
         credit: bool = False) -> Ranked | None:
    """Every reading of every line the question's words reach, scored and filtered to those that
    leave at most one (common) required word unexplained; None when nothing can be read.
    ``named``: the question positions that name each document the main route linked (its issuer's
    name, "American Express's total assets"): they say whose report, so a line whose own label
    explains nothing else is not the line asked; with ``credit``, any line of that report
    accounts for them."""
    q = question_terms(a, index)
    how = intent(q)
    if how == "unsupported" or not q.required:
        return None
    naming = frozenset().union(*(named or {}).values()) if credit else frozenset()
    if any(not _tables_printing(index, a.terms_at(i)) for i in q.required if i not in naming):
        return None  # a word no table prints (a name, a product the catalog lacks): nothing to read here
    lines = question_lines(a, index)[1]
    drawn: list[tuple[Reading, float]] = []  # each reading, with the weight of its line's unasked words
    for ln in lines:
        h = _label_operation(q, ln, how)
        for r in _line_readings(q, ln, h) + _member_pair_readings(q, ln, h):
            r.missing = ln.unnamed
            drawn.append((r, ln.missing))
    if how in ("difference", "ratio", "sum", "values", "pct_change"):
        drawn += [(r, 0.0) for r in _pair_readings(q, lines, how)]
    req = set(q.required)
    if named:
        drawn = [(r2, m) for r, m in drawn if (r2 := _named_by_report(r, req, named, credit)) is not None]
    # the issuer's own name too, where it tells no documents apart (one report in scope: a catalog
    # of one filing, or --document), when another required word stays unexplained: "Salesforce's
    # revenue" is no reading of the stock-performance table's line "Salesforce" (USD 204)
    names = {dv.doc.id or dv.doc.name: frozenset(i for i in req if a.terms_at(i) & dv.name_terms) for dv in index.docs}
    drawn = [(r, m) for r, m in drawn if not req - r.explained or _named_by_report(r, req, names, False) is not None]
    readings = [(_score(q, r, m), r) for r, m in drawn]
    fit = [(s, r) for s, r in readings if len(req - r.explained) <= 1 and q.pos_weight(req - r.explained) <= MAX_UNEXPLAINED
           and not _passes_over(q, r) and not _shares_for_amount(q, r) and not _splits_wrong(q, r)
           and not _over_share_base(r) and not _parent_only(q, r)]
    if not fit:
        return None
    fit.sort(key=lambda sr: -sr[0])
    parts = [(s, r) for s, r in fit if _part_for_total(q, r)]
    return Ranked(q, how, lines, [(s, r) for s, r in fit if not _part_for_total(q, r)], parts)


def _parent_only(q: Q, r: Reading) -> bool:
    """Whether the reading reads a table of the parent company's own figures (its heading says so,
    lexicon ``parent_only_headings``: "Schedule I Condensed Financial Information of Parent") for a
    question that does not ask the parent's: a report's figure is its consolidated one."""
    return any(_parent_table(q, o.tv) for o in r.plan.operands)


def _parent_table(q: Q, tv: TableView) -> bool:
    """Whether the table holds the parent company's own figures and the question does not ask them."""
    return _parent_heading(tv.nt.table.section) and not q.a.says("parent_said")


@lru_cache(maxsize=4096)
def _parent_heading(section: str | None) -> bool:
    return bool(section) and bool(lexicon.cue_pattern("parent_only_headings").search(fold(section)))


def _named_by_report(r: Reading, req: set[int], named: dict[str, frozenset[int]], credit: bool) -> Reading | None:
    """None when the reading's labels explain no question word but those naming its report (the
    issuer's own row of a stock-performance table read for "American Express's total assets");
    else the reading, with those words explained when ``credit``."""
    docs = {o.tv.doc.id or o.tv.doc.name for o in r.plan.operands}
    own = frozenset().union(*(named.get(d, frozenset()) for d in docs)) & req
    if not own or len(docs) != 1:
        return r
    if not (r.explained & req) - own:
        return None
    return dataclasses.replace(r, explained=r.explained | own) if credit else r


def question_terms(a: Analysis, index: CatalogIndex) -> Q:
    """The question's `Q` over ``index``, built once for the analysis: this reader and the arithmetic
    one (`arithmetic._question_lines`) both read it."""
    return _held(a, index)[1]


def question_lines(a: Analysis, index: CatalogIndex) -> tuple[Q, list[Line]]:
    """The question's terms and the lines of the tables its required words name, read once for the
    analysis (both readers read the same lines; neither changes them)."""
    held = _held(a, index)
    q = held[1]
    if held[2] is None:
        keys = _tables_printing(index, {t for i in q.required for t in a.terms_at(i)})
        held[2] = [ln for tv in index.tables if tv.key in keys for ln in _lines(q, tv)]
    return q, held[2]


def _held(a: Analysis, index: CatalogIndex) -> list:
    """[analysis, its Q, its lines or None], kept on the index for its last analysis (another
    question on the same index, even in another thread, holds a list of its own)."""
    held = index.__dict__.get("_open_domain_question")
    if held is None or held[0] is not a:
        held = index.__dict__["_open_domain_question"] = [a, Q.build(a, index), None]
    return held


def _label_operation(q: Q, ln: Line, how: str) -> str:
    """An average asked of a line whose own label prints the word ("the average stage length in
    2014" over "Average Stage Length"; lexicon ``label_operations``) is a lookup of the line: the
    word names it, as arbiter rule 1 reads a label, and no average of its values is asked (nor the
    opening and closing values of a year). Not when the question says the word more often than
    the label prints it ("the average average cost"). "Mean" and "average" are one word here, and a
    hyphenated word says each of its parts ("Weighted-average fair value")."""
    if how != "average":
        return how
    said = lexicon.operation_label_words("average")
    asked = [w for t in q.a.toks for w in t.split("-") if w in said]  # "weighted-average": its "average"
    printed = sum(w in said for t in _label_tokens(ln.label) for w in t.split("-"))
    return "lookup" if asked and len(asked) <= printed else how


def _part_for_total(q: Q, r: Reading) -> bool:
    """Whether the question asks a total ("the total USD denominated monetary assets") and the
    reading gives one part of it: a line whose own label names a word the question does not
    ("Monetary assets, current"), and no label that prints the question's "total"."""
    at = {i for i, t in enumerate(q.a.toks) if t == "total"}
    return bool(at) and r.missing > 0 and not at & r.explained


def _share_base(q: Q) -> set[int]:
    """Positions of the words that name the base of a share ("X as a percentage of sales", "the
    percentage of sales represented by X"; not "the percentage of X in the total"): a table of
    shares prints its base as a row of its own (Sales 100%), which the question does not ask for."""
    out: set[int] = set()
    toks = q.a.toks
    for i in range(len(toks) - 1):
        if toks[i] in ("percentage", "percent", "%") and toks[i + 1] == "of":
            j = i + 2
            span = set()
            while j < len(toks) and (toks[j] in ("the", "total") or toks[j] not in STOPWORDS and toks[j] not in OPTIONAL):
                span.add(j)
                j += 1
            if toks[max(i - 2, 0):i] in (["as", "a"], ["as", "the"]) or j < len(toks) and toks[j] in _BASE_NEXT:
                out |= span
    return out


_BASE_NEXT = frozenset({"represented", "accounted", "made", "constituted"})


def _shares_for_amount(q: Q, r: Reading) -> bool:
    """Whether the reading computes over share cells (a "% of net revenues" column) what the
    question asks of an amount: the share of a line is not the line ("the change in Distribution"),
    nor is a row under a heading of shares ("Percentage of loss allocated to: Unvested stock")."""
    ops = r.plan.operands
    if q.a.says("percent_asked"):
        return False
    if r.plan.op == "sum" and ops and all(o.cell is not None and o.cell.value.kind == "percent" for o in ops):
        return True  # shares added up are no amount ("the total net revenue" is not its "Percentage of total")
    if any(_is_pct_label(ln.label) for ln in r.lines):
        return False
    return bool(ops) and all(_SHARE_COL.search(o.col.text) or _SHARE_COL.search(" ".join(o.row.path[:-1]))
                             for o in ops)


_SHARE_COL = re.compile(r"\bpercent(?:age)? (?:of|to)\b|% (?:of|to)\b", re.I)


def _over_share_base(r: Reading) -> bool:
    """Whether a ratio divides by (or into) the 100 % base row of a table of shares: its lines are
    already shares of that base ("the percentage of sales represented by gross profit")."""
    return r.plan.op == "ratio" and any(
        o.cell is not None and o.cell.value.kind == "percent" and o.number is not None and abs(o.number - 100.0) < 1e-9
        for o in r.plan.operands)


_OVER = frozenset({"over", "divided"})


def _splits_wrong(q: Q, r: Reading) -> bool:
    """Whether a ratio of two lines disagrees with the question's "A over B": the first line must
    be named before "over" and account for every word named there (else the numerator is a sum
    of several lines, "X and Y over Z"), the second after it; a "sum of" numerator is never one line."""
    if r.plan.op != "ratio" or len(r.lines) != 2:
        return False
    toks = q.a.toks
    cut = next((i for i, t in enumerate(toks) if t in _OVER), None)
    if cut is None:
        return False
    if re.search(r"\b(?:sum|total) of\b", " ".join(toks[:cut])):
        return True
    first, second = (r.lines[k] for k in (r.plan.order or [0, 1]))
    before = {i for i in q.required if i < cut} - _share_base(q)
    return not (first.pos and second.pos and max(first.pos) < cut < min(second.pos) and before <= first.pos | first.ctx)


_ASIDE = re.compile(r"\((?:[^()]|\([^()]*\))*\)")  # "(Note (b))", "(1)": an aside, not a word the label is named by


def _has_number(tv: TableView, row: RowView) -> bool:
    """Whether a row holds any number (a heading row holds none)."""
    numbered = tv.__dict__.get("_numbered")  # kept with a stored view (`keep_with_views`)
    if numbered is not None:
        return row.row.index in numbered
    return _holds_number(tv, row)


def _holds_number(tv: TableView, row: RowView) -> bool:
    return any((x := tv.cell(row, c)) is not None and x.value.kind in NUMERIC and x.value.number is not None
               for c in tv.cols)


def keep_with_views(tables: list[TableView]) -> None:
    """What this reader reads from a table's cells, computed once when a document's views are stored
    (and stored with them): which tables are the document's primary statements (``statements.mark``),
    each table's header years among all the document's tables (the scope
    of a question asked of the document, `_cached_header_years`) and its rows that hold a number.
    A question over a filing then unpickles the cells of the tables it reads lines of only."""
    key = tuple(t.key for t in tables)
    statements.mark(tables)
    for tv in tables:
        tv.__dict__.setdefault("_header_years", {})[key] = _header_years(tv, tables)
        tv.__dict__["_numbered"] = frozenset(r.row.index for r in tv.rows if _holds_number(tv, r))


def _passes_over(q: Q, r: Reading) -> bool:
    """Whether the reading leaves unexplained a question word that another label of its own table
    prints, a label whose every word the question names: the question then names that row or
    column ("long-lived assets in Korea", "the sale of systems"), and this reading answers
    something else; or that another table of its report joins to a word the reading explains
    (``_named_elsewhere``)."""
    if not r.lines:
        return False
    tv = r.lines[0].tv
    own = {ln.label for ln in r.lines}
    for i in set(q.required) - r.explained - _share_base(q):
        terms = q.a.terms_at(i)
        labels = [row.path[-1] for row in tv.rows if row.path and row.label_terms & terms and _has_number(tv, row)]
        labels += [" ".join(c.path) for c in tv.cols if c.terms & terms]
        for x in labels:
            years = {int(y) for y in re.findall(r"(?<!\d)(?:19|20)\d\d(?!\d)", x)}
            if x in own or years and q.years and not years & set(q.years):
                continue  # its own label, or a row of another year ("Balance at December 31, 2018")
            cov, got, _, pos = q.match(_ASIDE.sub(" ", x))
            if i in pos and got and cov >= 1.0 - 1e-9:
                return True
        if _named_elsewhere(q, r, i, tv):
            return True
    return False


def _named_elsewhere(q: Q, r: Reading, i: int, tv: TableView) -> bool:
    """Whether another table of the reading's report prints, as a line's label or its heading, a
    phrase the question says whole that joins the word left out (``i``) to every other word the
    reading explains (the report's own name aside): that phrase is the fuller name of what the
    reading read, which it then answers without. "McDonald's company-operated sales" names the
    heading "Company-operated sales:", so neither the line "Company-operated" of a table of
    restaurants nor the line "McDonald's Corporation" of a stock graph is asked; a heading "Revenues
    by Business" says nothing against the line "Hardware Revenues: > EMEA" read for "the revenue
    Oracle's hardware business earned in EMEA" (it names neither "hardware" nor "EMEA")."""
    dv = next((d for d in q.index.docs if d.doc is tv.doc), None)
    if dv is None:
        return False
    said = frozenset(j for j in r.explained if not q.a.terms_at(j) & dv.name_terms)
    return bool(said) and any(said <= pos for pos in _phrases_elsewhere(q, i, tv, dv))


def _phrases_elsewhere(q: Q, i: int, tv: TableView, dv: DocView) -> list[frozenset[int]]:
    """The question positions of every label or heading of the report's (``dv``) other tables that
    holds a number, says question word ``i`` and whose every word the question says; once per
    question, word and table (a report's lines are read once, not once a reading)."""
    cache = q.__dict__.setdefault("_phrases_elsewhere", {})
    key = (i, tv.key)
    if key in cache:
        return cache[key]
    word = stem(q.a.toks[i])
    out: list[frozenset[int]] = []
    for other in dv.tables:
        if other is tv:
            continue
        for row in other.rows:
            parts = [p for p in [*row.context, *row.path] if word in {stem(w) for w in tokens(p)}]
            if not parts or not _has_number(other, row):
                continue
            for part in parts:
                cov, got, _, pos = q.match(_ASIDE.sub(" ", part))
                if i in pos and got and cov >= 1.0 - 1e-9:
                    out.append(frozenset(pos))
    cache[key] = out
    return out


def _bare(r: Reading) -> bool:
    """Whether a reading's line is labelled by no word of its own ("Total"): only its column or
    caption says what it totals, which many reports' tables say alike."""
    return any(ln.label and all(t in OPTIONAL for t in _label_tokens(ln.label)) for ln in r.lines)


def _quoted(readings: list[Reading], a: Analysis) -> int | None:
    """Which of several readings of one line each, of the same columns of one table, the question
    quotes (``text.phrase_pick``): "the amounts owed to members" reads "Amounts owed to members of
    Peel", not "... owed by ...". None when a reading reads several lines, the readings read other
    tables or columns, or no label is quoted longer than the others."""
    if any(len({(id(o.tv), o.row.row.index) for o in r.plan.operands}) != 1 for r in readings):
        return None  # a reading of several lines
    if len({(id(r.plan.operands[0].tv), tuple(o.col.col.index for o in r.plan.operands)) for r in readings}) != 1:
        return None  # readings of different tables or columns
    return phrase_pick(tuple(a.toks), ["".join(r.plan.operands[0].row.path[-1:]) for r in readings])


def plan(a: Analysis, index: CatalogIndex, peers: bool = True,
         named: dict[str, frozenset[int]] | None = None, credit: bool = False) -> Plan | None:
    """An answered plan over all visible tables, an ambiguous one naming the rival readings, or
    None when no table explains the question well enough. ``peers``: the question names no
    document, so a reading of another report that fits as well is a rival (``_peer_report``).
    ``named``, ``credit``: the question words naming each linked document (``rank``)."""
    ranked = rank(a, index, named, credit)
    if ranked is None:
        return None
    q, how, lines, ok = ranked.q, ranked.how, ranked.lines, ranked.ok
    if not ok:
        part = ranked.parts[0][1].plan
        return Plan("not_found", part.op, "refused", part.operands,
                    reason="the question asks for a total and the lines that fit it hold parts of it")
    best_s, best = ok[0]
    margin = INEXACT_MARGIN if best.missing > 0 or set(q.required) - best.explained or _bare(best) else AMBIGUITY_MARGIN
    rivals = [r for s, r in ok[1:] if s >= best_s - margin and r.key != best.key
              and not _same(r.plan.value, best.plan.value) and not _dominated(r, s, best, best_s)]
    rivals += [r for s, r in ranked.parts if s >= best_s - margin and r.key != best.key
               and not _same(r.plan.value, best.plan.value)]
    twins = [r for s, r in ok[1:] if s >= best_s - margin and r.key != best.key and _same(r.plan.value, best.plan.value)]
    if rivals and (own := statements.in_statements([best] + twins + rivals, lambda r: r.plan.operands[0].tv)):
        if all(_same(r.plan.value, own[0].plan.value) for r in own):
            best, rivals = own[0], []  # a report's own statement (or a summary agreeing with it) beside its notes
    elif twins and (own := statements.in_statements([best] + twins, lambda r: r.plan.operands[0].tv)):
        best = own[0]  # the same figure in a note and in the statement: the statement's cell is cited
    if peers:
        rivals += [r for s, r in ok[1:] if all(r is not x for x in rivals) and _peer_report(q, r, best)]
    close = [r for s, r in ok[1:] if s >= best_s - margin and r.key != best.key and not _same(r.plan.value, best.plan.value)]
    if close and all(r.explained == best.explained and r.missing == best.missing for r in close) and \
            (k := _quoted([best, *close], a)) is not None:  # readings the words tie: the line whose label the question quotes
        best = [best, *close][k]
        rivals = [r for r in rivals if r is not best and all(r is not c for c in close)]
    if rivals:
        names = [f"{r.plan.operands[0].tv.doc.name} {r.plan.operands[0].tv.nt.table.id} "
                 f"'{r.plan.operands[0].row.text}'" for r in [best] + rivals[:3]]
        return Plan("ambiguous", best.plan.op, "refused", best.plan.operands,
                    reason="several tables fit the question equally well: " + "; ".join(names))
    peer = _unread_peer(q, lines, best, [r for _, r in ok + ranked.parts])
    if peer is not None:
        return Plan("ambiguous", best.plan.op, "refused", best.plan.operands,
                    reason=f"{peer.tv.doc.name} {peer.tv.nt.table.id} '{peer.label}' fits the question as well "
                           "but its values for it could not be read")
    p = best.plan
    p.links = {"open_domain": how, "table": p.operands[0].tv.key, "explained": sorted(best.explained),
               "operands": [{"row": o.row.text, "column": o.col.text, "label": o.label} for o in p.operands]}
    if how == "ratio" and q.a.says("per_cent"):
        _as_percent(p)
    if how == "sum" and _total_in_label(q, best):
        p.links["total_in_label"] = True
    return p


def _peer_report(q: Q, r: Reading, best: Reading) -> bool:
    """Whether a reading of another report names every required question word the best one does,
    with hardly more unasked label words, and gives another value: a question that names no report
    is then not answered from either ("the total assets for 2019" of many reports), whatever
    optional words ("year", "fiscal") the best one's headers happen to print as well."""
    docs = {o.tv.doc.name for o in best.plan.operands}
    return not {o.tv.doc.name for o in r.plan.operands} & docs and not _same(r.plan.value, best.plan.value) and \
        set(q.required) & best.explained <= r.explained and r.missing <= best.missing + 0.5


def _dominated(r: Reading, s: float, best: Reading, best_s: float) -> bool:
    """Whether a rival of the same document explains no question word the best reading leaves
    unexplained and names no fewer unasked label words, yet scores lower: "Total Other operating
    expenses" for "Total Other operating expenses" over "Other operating expenses", "Free cash flow"
    over "Operating free cash flow". A rival in another report is never dominated this way (a
    question naming no report is not answered from one of several that fit)."""
    docs = {o.tv.doc.name for o in best.plan.operands}
    return {o.tv.doc.name for o in r.plan.operands} <= docs and s < best_s and \
        r.explained <= best.explained and r.missing >= best.missing


def _as_percent(p: Plan) -> None:
    p.as_percent()


def _total_in_label(q: Q, r: Reading) -> bool:
    """Whether the only word that makes the question a sum is a "total" the reading's label prints
    and the question quotes with the label's next word ("the Total operating expense in 2019 and
    2018" may ask for both values; "the total value of other assets" asks for their sum)."""
    at = [i for i, t in enumerate(q.a.toks) if t in ("total", "totals")]
    return bool(at) and not q.a.says("sum_words") and all(
        any(i in ln.pos and i + 1 in ln.pos for ln in r.lines) for i in at)


def _unread_peer(q: Q, lines: list[Line], best: Reading, readable: list[Reading]) -> Line | None:
    """A line of another table that names at least the same question words, about as fully, and
    could hold the years asked, yet gave no reading: the answer may be its value (unless it is:
    ``_agrees``)."""
    read = {id(ln) for r in readable for ln in r.lines}
    tables = {ln.tv.key for ln in best.lines}
    printed = _terms_by_table(q.index)
    needed = [i for i in q.required if i in best.explained]
    no_quarter = not q.a.quarters and not q.a.says("one_quarter")
    for ln in lines:
        if ln.tv.key in tables or id(ln) in read or _parent_table(q, ln.tv) or _agrees(q, ln, best):
            continue  # (the parent company's schedule is no rival of the report's own line)
        if not all(not printed[ln.tv.key].isdisjoint(q.a.terms_at(i)) for i in needed):
            continue  # its table prints none of some word the answer rests on
        if all(_value(ln.tv, m) is None for m in ln.members):
            continue  # a heading: its numbers are in the rows below it, each a line of its own
        if no_quarter and ln.members and all(m.row.quarter or m.col.quarter for m in ln.members):
            continue  # quarters' figures ("2015 > Quarter Ended March 31" ...): parts of the year asked, no rival
        named = ln.pos | ln.ctx
        for m in ln.members:
            named |= q.match(m.words)[3] if m.words else frozenset()
        if not set(needed) <= named:
            continue  # it names fewer of the words the answer rests on
        for own in best.lines:
            if not (own.pos <= ln.pos | ln.ctx and ln.missing <= own.missing + 0.5):
                continue
            dated = {y for twin in lines if twin.tv is ln.tv and twin.label == ln.label for m in twin.members
                     if m.years and _value(ln.tv, m) is not None for y in m.years}
            if q.years and dated and not set(q.years) <= dated:
                continue  # its table lacks some of the years asked (in this line or its twin under another year)
            if len(set(q.years)) >= 2 and not dated:
                continue  # a line whose columns date none of its figures holds no two years' values
            return ln
    return None


def _agrees(q: Q, ln: Line, best: Reading) -> bool:
    """Whether the line holds the answer read wherever it holds a figure of the years asked: its
    columns' figures of those years are the answer's value (the statement of comprehensive
    income's "Net income" beside the income statement's); or, where its columns name no year and
    the balances around its row date it (a statement of equity's "Net income" between "Balances as
    of May 31, 2020" and "... 2021"), it is of another year, or one of its columns prints the
    answer's value. Then it is no rival of the answer."""
    if not q.years or len(best.plan.operands) != 1:
        return False
    asked = set(q.years)
    if any(m.years for m in ln.members):
        vals = [_value(ln.tv, m) for m in ln.members if m.years and set(m.years) <= asked]
        return bool(vals) and all(v is not None and _same(v, best.plan.value) for v in vals)
    block = {m.row.block_year for m in ln.members} - {None}
    if not block:
        return False
    return not block & asked or any(v is not None and _same(v, best.plan.value)
                                    for v in (_value(ln.tv, m) for m in ln.members))


def review(a: Analysis, index: CatalogIndex, main: Plan) -> Plan:
    """The open-domain reading set against the main route's plan.

    - The main route found nothing, or several cells it could not tell apart: the open-domain
      answer, when its table is one the main route linked, or the question words that linked
      documents are row or column words of the reading; never when the cells it could not tell
      apart lie in several reports (one reading of one of them does not decide between them).
    - The main route answered "in which year ..." with labels that name no year: refused.
    - The main route answered: its answer stands unless the open-domain reading finds several
      tables that fit the question equally well, or reads a different value from a table that
      explains every question word (then one of the two is wrong: refused as ambiguous). The
      same cells read as a fraction and as the percent asked, or as both values of a quoted
      "Total" label and their sum, are no disagreement; a fraction is then given in percent, and
      values in the order the question asks. Where no reading fits unless the words naming the
      linked report (its issuer's name) are explained, such a reading replaces the answer only
      when its cells lie in the report's statements and the answer's in none (``_from_statement``).
    - Where the main route found nothing, the words naming a linked report are explained by any
      line of it (``rank``'s ``credit``); a line they alone name is never read (``named``).
    - A refusal by the share and percent-change arithmetic is not filled with a plain ratio.
    """
    if main.status == "answered" and a.says("asks_year") and not _names_years(main.value) and not _year_valued(main):
        return Plan("not_found", main.op, "refused", main.operands, reason="the question asks for a year and the "
                    "matching cells are not labelled by years", links={**main.links, "open_domain": "veto"})
    if main.status == "answered" and _half_compound(a, main):
        return Plan("not_found", main.op, "refused", main.operands, reason="the question asks for a change of "
                    "averages or an average of changes, and the cited cells give only one of the two",
                    links={**main.links, "open_domain": "veto"})
    if a.period_ranks:
        return main  # "the second month": lines this reading does not count (route reads the n-th period line)
    linked = main.links.get("documents", "all")
    peers, named = linked == "all" or len(linked) == len(index.docs), _naming(a, index, linked)
    p = plan(a, index, peers=peers, named=named, credit=main.status != "answered")
    if p is not None and p.status == "answered" and _one_cell_for_two(a, p):
        p = None  # one cell for two things named: no reading of the question
    if p is not None and p.status == "answered" and _unasked_years(a, p):
        p = None  # "the average revenue per car in 2019": no mean of 2019 and 2018
    if main.status == "answered":
        if p is None:  # read with the issuer's name explained, only a statement's line may replace the answer
            kinds = _kinds_named(a)
            if not named or not _statement_could_replace(main, index, kinds):
                return main
            own = plan(a, index, peers=peers, named=named, credit=True)
            return _from_statement(main, own, kinds) or main if own is not None and own.status == "answered" \
                and not _unasked_years(a, own) else main
        if p.status == "answered" and _same(_norm(p.value), _norm(main.value)):
            return _in_order(main, p)
        if p.status == "answered" and main.links.get("printed_change") and isinstance(p.value, float) \
                and {o.row.row.index for o in p.operands} == {main.operands[0].row.row.index} \
                and all(o.tv is main.operands[0].tv for o in p.operands):
            return main  # the change the table prints, where the other reading computes it from the same row
        if p.status == "answered" and count_beside(a.toks, main, p):
            return main  # a money question's line read for its count beside the money cited
        if p.status == "answered" and _share_of_sizes(main, p):
            return main  # a share the arithmetic states of sizes, where the other reading keeps the printed signs
        if p.status == "answered" and (_sum_of_values(main, p) or _mean_of_values(a, main, p)):
            p.links = {**main.links, **p.links}
            return p  # "the total value of X between 2018 and 2019": the values read, added up
        if p.status == "answered" and _same_reading(main, p):
            if p.op != "ratio":
                return main
            p.links = {**main.links, **p.links}  # the same quotient, in the percent the question asks
            return p
        if p.status == "answered" and _names_fewer(a, p, main):
            return main  # the linked cells' labels say every question word the other reading's say, and more
        if p.status == "answered" and (own := _from_statement(main, p, _kinds_named(a))) is not None:
            return own
        if p.status == "answered" and _percent_of_the_line(a, main, p):
            p.links = {**main.links, **p.links}
            return p  # "... held one year or more, as % of total inventories": the line's printed share
        if p.status == "answered":
            reason = (f"two readings disagree: {main.value!r} from the linked cells, {p.value!r} from "
                      f"{p.operands[0].tv.doc.name} {p.operands[0].tv.nt.table.id} '{p.operands[0].row.text}'")
        else:
            reason = p.reason or "several tables fit the question"
        return Plan("ambiguous", main.op, "refused", main.operands, reason=reason, links={**main.links, "open_domain": "veto"})
    if p is None or p.status != "answered" or main.links.get("arithmetic") or main.links.get("several_asked") and p.op == "lookup":
        return main  # (a share or percent change arithmetic refused is not a plain ratio to fill in, nor one cell
        # the several values asked: "both segments and both categories")
    tied = {o.tv.doc.name for o in main.operands}
    if main.status == "ambiguous" and len(tied) > 1 and not tied <= {o.tv.doc.name for o in p.operands}:
        return main  # cells of several reports fit alike: one reading of one of them does not decide
    docs = main.links.get("documents", "all")
    if docs != "all" and p.operands[0].tv.doc.name not in docs:
        # the main route linked documents by some question words; another document's table may
        # answer only when those words are row or column words of the reading (not a name)
        named = [dv for dv in index.docs if dv.doc.name in docs]
        naming = {i for i in Q.build(a, index).required if any(a.terms_at(i) & dv.identity for dv in named)}
        if not naming <= set(p.links.get("explained", [])):
            return main
    p.links = {**main.links, **p.links}
    return p


def _unasked_years(a, p: Plan) -> bool:
    """Whether a reading over several cells takes one dated by a year the question does not say,
    where it says years: the years asked bound what an operation runs over."""
    asked = set(a.years) - a.doc_year_mentions
    if not asked or a.year_range or len(p.operands) < 2:
        return False
    return any((years := o.row.years | o.col.years) and not years & asked for o in p.operands)


def _one_cell_for_two(a: Analysis, p: Plan) -> bool:
    """Whether one cell would answer a question that asks an operation over things it names twice
    ("the monthly lease of the Urban Mini plus the Urban Mini e, combined"): a content word said at
    two places, both explained by the one cell's labels, names two members, and one of them is not
    the cell's; or things it counts ("the two digital formats"). It neither fills a refusal nor
    disputes the main route's answer."""
    if a.op in (None, "lookup") or len(p.operands) != 1:
        return False
    if a.member_count is not None and not a.member_periods:
        return True  # "the two digital formats": one cell is none of the things counted
    explained = set(p.links.get("explained", []))
    said = [stem(a.toks[i]) for i in sorted(explained) if a.toks[i] not in STOPWORDS and not a.toks[i].isdigit()]
    return len(said) != len(set(said))


def _naming(a: Analysis, index: CatalogIndex, linked) -> dict[str, frozenset[int]]:
    """The required question positions naming each document the main route linked, by words of its
    identity that tell the documents in scope apart (an issuer's name); none when it linked every one."""
    if linked == "all" or len(linked) >= len(index.docs):
        return {}
    req, n = question_terms(a, index).required, len(index.docs)
    out = {}
    for dv in index.docs:
        if dv.doc.name in linked:
            own = {i for i in req if any(index.identity_df.get(t, n) < n for t in a.terms_at(i) & dv.identity)}
            if own:
                out[dv.doc.id or dv.doc.name] = frozenset(own)
    return out


def _kinds_named(a: Analysis) -> frozenset[str]:
    """The statements the question names ("per its consolidated statement of cash flows"), in its
    reading or in an instruction set aside from it."""
    return frozenset(statements.named(" ".join([a.question, *(a.instructions or [])])))


def _in_statement(tv: TableView, kinds: frozenset[str]) -> bool:
    """A table of the report's primary statements: of one the question names, where it names any."""
    kind = statements.statement_of(tv)
    return bool(kind) and (not kinds or kind in kinds)


def _statement_could_replace(main: Plan, index: CatalogIndex, kinds: frozenset[str] = frozenset()) -> bool:
    """Whether ``_from_statement`` could put another reading in the main answer's place: the answer's
    cells lie in one report, in none of its statements (none of those the question names, where it
    names some: "per its statement of cash flows" answered from the equity statement), and the
    report has such statements. Spares a second reading of the question where it could only keep
    the answer."""
    docs = {o.tv.doc.id for o in main.operands}
    return len(docs) == 1 and not any(_in_statement(o.tv, kinds) for o in main.operands) and \
        any(_in_statement(tv, kinds) for tv in index.tables if tv.doc.id in docs)


def _from_statement(main: Plan, p: Plan, kinds: frozenset[str] = frozenset()) -> Plan | None:
    """Of two readings of one report that disagree on the value of one operation, the one whose cells all lie in the report's
    primary statements (those the question names, where it names some) when the other's lie in none
    (``statements``: its notes, segments, a business sold); None when that does not tell them apart."""
    plans = [main, p]
    own = [x for x in plans if all(_in_statement(o.tv, kinds) for o in x.operands)]
    if main.op != p.op or len(own) != 1 or len({o.tv.doc.id for x in plans for o in x.operands}) != 1:
        return None
    other = p if own[0] is main else main
    if any(_in_statement(o.tv, kinds) for o in other.operands):
        return None
    if own[0] is p:
        p.links = {**main.links, **p.links}
    return own[0]


def _label_stems(p: Plan) -> set[str]:
    """The stems of the words the labels of the plan's cells print (row path and heading, column path)."""
    toks = tokens(" ".join(x for o in p.operands for x in [*o.row.path, *o.row.context, *o.col.path]))
    return {stem(t) for t in toks if t not in STOPWORDS and not t.isdigit()}


def _names_fewer(a: Analysis, p: Plan, main: Plan) -> bool:
    """Whether the question words the labels of ``p``'s cells print are a strict subset of those the
    labels of ``main``'s print, and ``main``'s print no word the question does not say that
    ``p``'s do not (a group's subtotal read for "the current year tax expense" of a line under it),
    or fewer such words ("Operating expenses: > Salaries and employee benefits" for "salaries and
    employee benefits expense", beside the balance sheet's "Accrued salaries and employee benefits"
    under "Current liabilities"). A month the question dates its year by is no such word. The operation's word of a
    mean or a sum the linked cells answer is said by them ("the average occupancy of Cinderbank in 2023 and 2024"
    as the mean of its two "Occupancy" cells, beside its line's "Average daily population")."""
    months = lexicon.mapping("month_numbers")  # "December 31, 2021" dates the year both read; it names no line
    asked = {stem(t) for t in a.toks if t not in STOPWORDS and t not in months}
    operation = {stem(t) for t in a.toks if t in lexicon.operation_label_words(main.op)} \
        if main.op in ("average", "sum") and main.op == a.op else set()
    mine, theirs = _label_stems(p), _label_stems(main) | operation
    return mine & asked < theirs & asked and (theirs - asked <= mine - asked or len(theirs - asked) < len(mine - asked))


def _percent_of_the_line(a: Analysis, main: Plan, p: Plan) -> bool:
    """Whether the question asks a percent ("as % of total inventories") and of two lookups of one line,
    the other reading's is that line's printed percent and the linked cells' an amount."""
    if not (a.says("per_cent") and main.op == p.op == "lookup" and len(main.operands) == len(p.operands) == 1):
        return False
    m, o = main.operands[0], p.operands[0]
    return m.tv is o.tv and m.row is o.row and p.unit == "%" and o.unit == "%" and main.unit != "%"


def _in_order(main: Plan, p: Plan) -> Plan:
    """Of two readings that give the same values from the same cells, the one that lists them in
    the order the question asks ("2019 to 2017 respectively"): the open-domain reading's."""
    if isinstance(main.value, list) and main.value != p.value and p.op == main.op == "values" and \
            sorted(o.key for o in p.operands) == sorted(o.key for o in main.operands):
        p.links = {**main.links, **p.links}
        return p
    return main


def _share_of_sizes(main: Plan, p: Plan) -> bool:
    """Whether both plans divide the same cells and differ only in sign, the linked plan's formula
    taking the sizes ("the percentage of depreciation in EBITDA", depreciation printed negative)."""
    f = main.links.get("formula")
    return main.links.get("arithmetic") == "share" and isinstance(f, tuple) and "abs" in repr(f) and \
        sorted(o.key for o in p.operands) == sorted(o.key for o in main.operands) and \
        isinstance(p.value, float) and isinstance(main.value, float) and _same(abs(p.value), abs(main.value))


def _sum_of_values(main: Plan, p: Plan) -> bool:
    """Whether the linked plan lists the values of the cells the other reading adds up, where the
    question's "total" is no quote of a "Total" label (``_total_in_label``): then a sum is asked."""
    return main.op == "values" and p.op == "sum" and not p.links.get("total_in_label") and \
        sorted(o.key for o in p.operands) == sorted(o.key for o in main.operands)


def _mean_of_values(a: Analysis, main: Plan, p: Plan) -> bool:
    """Whether the linked plan lists the values of the cells the other reading averages, where the
    question says its average word twice ("the average of the average daily rate in 2018 and
    2019"): one names the line, the other asks the mean."""
    return main.op == "values" and p.op == "average" and op_said_twice(a.toks, "average") and \
        sorted(o.key for o in p.operands) == sorted(o.key for o in main.operands)


def _same_reading(main: Plan, p: Plan) -> bool:
    """Whether the two plans read the same cells and differ only in how the question words were
    taken: a ratio given as a fraction and in percent, or both values of a line quoted with its
    "Total" label against their sum."""
    if sorted(o.key for o in p.operands) != sorted(o.key for o in main.operands):
        return False
    if p.op == main.op == "ratio" and p.unit == "%" and "formula" not in main.links and isinstance(main.value, float):
        return _same(main.value * 100.0, p.value)
    return p.op == "sum" and main.op == "values" and bool(p.links.get("total_in_label"))


def _half_compound(a: Analysis, main: Plan) -> bool:
    """Whether the question asks for an average and a change together ("the change in the average
    X between 2017-2018 and 2018-2019", "the average increase in X") while the plan computes one
    of them over cells whose labels do not name the other (a row "Net change in cash" averaged is
    the average of a change; a row "Total current tax expense" averaged is not)."""
    if not (a.says("average_word") and a.says("change_or_difference")) or "formula" in main.links:
        return False  # (a plan with a formula computes both: "the difference of averages")
    labels = " ".join(" ".join([o.row.text, *o.row.context, o.col.text]) for o in main.operands).lower()  # (its heading line too)
    average, change = (lexicon.question_cues()[k] for k in ("average_word", "change_or_difference"))  # said by a label
    if main.op == "average":
        return not change.search(labels)
    if main.op in ("difference", "pct_change"):
        return not average.search(labels)
    return False


def _year_valued(p: Plan) -> bool:
    """Whether an answer to "in which year ..." is one cell holding a year under a heading that says so
    ("Year > Built or > Acquired" 1985)."""
    if len(p.operands) != 1 or not isinstance(p.value, (int, float)) or p.value != int(p.value):
        return False
    o = p.operands[0]
    return 1800 <= p.value <= 2100 and "year" in {stem(t) for t in tokens(" ".join(o.col.path + o.row.path))}


def _names_years(value) -> bool:
    """Whether an answer to "in which year ..." is one or more labels that each name a year."""
    labels = value if isinstance(value, list) else [value]
    return bool(labels) and all(isinstance(x, str) and len(re.findall(r"(?<!\d)(?:19|20)\d\d(?!\d)", x)) == 1
                                for x in labels)


def _norm(v):
    if isinstance(v, int) and not isinstance(v, bool):
        return float(v)
    if isinstance(v, list):
        return [_norm(x) for x in v]
    return v
