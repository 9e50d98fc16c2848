"""Routing: from an analysed question to a plan of cited operands, or to a reasoned refusal.

- lookup: the single best cell (row retrieval over the linked tables).
- aggregate / comparison: a measure line (a column, or a row in a transposed table) and its members,
  filtered by what the question names (listed entities, a group, a category, years, quarters);
  across documents when the question asks which issuer (one operand per issuer).
- nothing links with confidence -> not_found; equally good readings with different values -> ambiguous.
"""
from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

import yaml

from tabsql.plan import Operand, Plan, pct_change
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.index import NUMERIC, YEAR, CatalogIndex, ColView, DocView, RowView, TableView, years_in
from tabsql.query_router.link import GENERIC, NO_MATCH, Match, QuestionTerms, caption_positions, col_match, doc_links, row_match
from tabsql.query_router.readers.enumeration import concept_members
from tabsql.query_router.readers.product_match import product_operands
from tabsql.query_router.readers.subtotal import subtotal_block
from tabsql.query_router import lexicon
from tabsql.query_router.text import STOPWORDS, tokens, unasked_rate

CURRENCY_CODES = {"EUR", "USD", "GBP", "CHF", "TRY", "JPY", "SEK", "NOK", "DKK", "PLN", "CAD", "AUD", "CNY", "INR"}
NON_MEMBER = ("corporate", "consolidation", "elimination", "reconciliation", "unallocated", "konzernfunktion",
              "konsolidierung", "uberleitung", "uberleitungs")


# --------------------------------------------------------------------------- constraints
def _rank_ok(row: RowView, ranks: set[int]) -> bool:
    """The line is the n-th (or the last, -1) of its table's period lines for one n asked."""
    return row.period_rank is not None and (row.period_rank in ranks or (-1 in ranks and row.period_last))


def _cell_ok(a: Analysis, tv: TableView, row: RowView, col: ColView, years: set[int] | None,
             quarters: set[int] | None, allow_quarterly: bool, ranks: set[int] | None = None) -> bool:
    rs = set(a.period_ranks) if ranks is None else ranks
    if rs and not _rank_ok(row, rs):
        return False  # "the second month": only the second of the lines labelled by periods
    ys = set(a.years) if years is None else years
    cell_years = row.years | col.years
    if ys and not cell_years and (row.quarter or col.quarter):
        return False  # a quarter whose year the table no longer says
    if ys:
        if cell_years:
            if not cell_years & ys:
                return False
        elif tv.doc_years and not tv.doc_years & ys:
            return False
    q = row.quarter or col.quarter
    qs = a.quarters if quarters is None else quarters
    if qs:
        if q not in qs:
            return False
    elif q is not None and not allow_quarterly:
        return False
    if a.currencies:
        path_cur = {p.upper() for p in col.path + row.path if p.upper() in CURRENCY_CODES}
        if path_cur and not path_cur & a.currencies:
            return False
        cell = tv.cell(row, col)
        unit = (cell.value.unit if cell else None) or col.col.unit or tv.nt.unit
        if not path_cur and unit in CURRENCY_CODES and unit not in a.currencies:
            return False
    if tv.has_ranges and row.rng is not None and (a.quantity is not None or a.range_literal):
        if not _in_range(a, row):
            return False
    return True


def _in_range(a: Analysis, row: RowView) -> bool:
    r = row.rng
    if r is None:
        return False
    if a.range_literal:
        lo, hi = a.range_literal
        return r.low == lo and (r.high == hi or (hi is None and r.high is None))
    q = a.quantity
    return (r.low is None or q >= r.low) and (r.high is None or q <= r.high)


_ROUNDED = re.compile(r"\d\s*(?:bn|m|mn|mio\.?|mrd\.?|k)\b", re.I)


_SHARE_WORDS = frozenset(lexicon.cue("share_words").split("|"))


def _value_words(qt: QuestionTerms, tv: TableView, row: RowView, col: ColView) -> frozenset[int]:
    """Question words the value itself accounts for: a money cell answers "price"/"fee"/"cost",
    a percent cell "share"/"proportion", a cell in kg answers "kg"."""
    from tabsql.query_router.link import MONEY_WORDS
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
                and not any(t in c.terms for c in tv.cols):
            pos.add(i)  # "what share of revenue": a percent cell is the share asked (no label prints "share")
        elif i + 1 < len(toks) and toks[i + 1] == "of":
            continue  # "cost of revenue": the head of a named item, not a word for "amount"
        elif (kind == "money" or col.col.type == "money") and t in MONEY_WORDS:
            pos.add(i)
        elif t in unit_toks:
            pos.add(i)
    return frozenset(pos)


def _weight(qt: QuestionTerms, i: int) -> float:
    return qt.index.weight(qt.a.toks[i])


def _unexplained(qt: QuestionTerms, explained: frozenset[int] | set[int], mask: frozenset[int] = frozenset()) -> list[str]:
    a = qt.a
    return [a.toks[i] for i in qt.content
            if i not in explained and i not in a.consumed and i not in mask and a.toks[i] not in GENERIC
            and not a.toks[i].isdigit()]


def _leaf(path: list[str]) -> str:
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
    no_pct = not any(qt.a.terms_at(i) & _pct_words() for i in range(len(a.toks)))
    for tv in tables:
        has_ranges = tv.has_ranges  # once a table, not once a cell
        cap = caption_positions(qt, tv)
        dpos = doc_pos.get(tv.doc.id or tv.doc.name, frozenset())
        value_cols = [c for c in tv.cols if c.numeric or c.col.type in ("text", "date")]
        numeric_cols = [c for c in tv.cols if c.numeric]
        rms = {r.row.index: row_match(qt, r) for r in tv.rows}
        cms = {c.col.index: col_match(qt, tv, c) for c in value_cols}
        if any(m.ok and m.via != "money" for m in cms.values()):  # a named column beats "price"/"fee"
            cms = {k: (NO_MATCH if m.via == "money" else m) for k, m in cms.items()}
        # an item code named with no column ("SKU NGD-5515 from 2024 to 2025"): the table's one amount of
        # money is its value, as a price list's price (a line named by words needs its column named)
        money_cols = [c for c in numeric_cols if c.col.type == "money"]
        only_money = money_cols[0] if len(money_cols) == 1 and len(numeric_cols) > 1 and not need_col_words \
            and not any(m.ok for m in cms.values()) and not money_cols[0].years else None
        for r in tv.rows:
            if force_row and (tv.key, r.row.index) != force_row:
                continue
            rm = rms[r.row.index]
            r_range = has_ranges and r.rng is not None and (a.quantity is not None or a.range_literal) and _in_range(a, r)
            r_time = bool((r.years and r.years & ys) or (r.quarter and r.quarter in a.quarters)) or bool(rs and _rank_ok(r, rs))
            row_id = rm.ok or r_range or r_time or len(tv.rows) == 1 or bool(force_row)
            if not row_id:
                continue
            for c in value_cols:
                if force_col and (tv.key, c.col.index) != force_col:
                    continue
                cm = cms[c.col.index]
                if not c.path and len(value_cols) > 1:
                    continue  # a column without a header cannot be told from its neighbours
                c_time = bool((c.years and c.years & ys) or (c.quarter and c.quarter in a.quarters))
                col_id = cm.ok or bool(force_col) or (c_time and (rm.ok or r_range)) or \
                    (len(numeric_cols) == 1 and c.numeric and not need_col_words) or (c is only_money and rm.ok and _is_code(r))
                if not col_id or not (c.numeric or cm.ok):
                    continue
                if len(qys) >= 2 and len(c.years) >= 2 and c.years - qys:
                    continue  # comparing 2017 and 2019: "2018 over 2017" is a change, not the 2017 value
                if not (rm.ok or cm.ok or r_range):
                    continue  # a cell named by time alone is no answer
                named_quarter = cm.ok and cm.via == "words" and c.quarter is not None and r.quarter is None
                if not _cell_ok(a, tv, r, c, ys, None, named_quarter, rs):
                    continue  # (a quarter's column the question names by its words: "the June quarter")
                if has_ranges and (a.quantity is not None or a.range_literal) and r.rng is None and not rm.ok:
                    continue
                cell = tv.cell(r, c)
                if cell is not None and not cap and _ROUNDED.search(cell.value.raw or cell.text):
                    continue  # a rounded highlight ("EUR 1.9bn") only when its table is asked for
                explained = rm.pos | cm.pos | cap | dpos | _value_words(qt, tv, r, c)
                # the only column of numbers, taken as such: the question words its header prints are
                # accounted for (not held against it), though they name it too little to weigh (a
                # column taken by its year is one of several, and the others may print them better)
                sole = len(numeric_cols) == 1 and c.numeric and not need_col_words
                printed = _printed_by(qt, c) - explained if sole and not cm.ok else frozenset()
                unexpl = _unexplained(qt, explained | printed, mask)
                score = sum(_weight(qt, i) for i in explained if i in qt.content and i not in mask)
                score -= sum(qt.index.weight(t) for t in unexpl)
                score += 0.5 * (rm.cov + cm.cov) + (2.0 if r_range else 0.0) + (0.5 if c_time or r_time else 0.0)
                score += 0.3 * (rm.via == "concept") + 0.3 * (cm.via == "concept")
                score += 0.2 * qt.bm25.get((tv.key, r.row.index, c.col.index), 0.0)  # retrieval breaks near-ties
                if no_pct and _percent_cell(cell, c) and not r.label_terms & _pct_words():
                    score -= 0.25  # "total external revenue" asks the amount, not the share beside it
                if qys:  # "Marrow & Finch's 2025 segment information": the document's year counts too
                    score += 0.5 * len(qys & (r.years | c.years | tv.doc_years)) + 0.3 * bool(tv.doc_years and tv.doc_years <= qys)
                op = Operand(tv, r, c, tv.cell(r, c), score, frozenset(explained | printed))
                out.append(op)
    out.sort(key=lambda o: -o.score)
    return out


@lru_cache(maxsize=1)
def _pct_words() -> frozenset[str]:
    """Words that ask for (or label) a percentage: the proof's cues (tabsql/data/proof_cues.yaml)."""
    data = yaml.safe_load(resources.files("tabsql").joinpath("data/proof_cues.yaml").read_text("utf-8"))
    return frozenset(str(w).lower() for key in ("percent", "percent_measures") for w in data[key])


def _percent_cell(cell, col: ColView) -> bool:
    """A percentage: a percent cell, or a cell of a column typed percent."""
    return (cell is not None and cell.value.kind == "percent") or col.col.type == "percent"


def _printed_by(qt: QuestionTerms, col: ColView) -> frozenset[int]:
    """The question words a column's header prints, however few of its words the question says
    ("represented" under "Approximate Number of Active Employees Represented")."""
    out: set[int] = set()
    for part in col.path:
        if not (part.isdigit() and len(part) == 4):  # years are constraints, checked apart
            out |= qt.match_text(part).pos
    return frozenset(out)


def _is_code(r: RowView) -> bool:
    """A row labelled by an item code ("NGD-5515", "FW-20822"): one token of letters and digits."""
    leaf = _leaf(r.path).strip()
    return bool(leaf) and " " not in leaf and any(ch.isdigit() for ch in leaf) and any(ch.isalpha() for ch in leaf)


def _precise_pick(cands: list[Operand]) -> Operand | None:
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


def best_lookup(qt: QuestionTerms, scope: Scope, **kw) -> tuple[Operand | None, str | None, list[Operand]]:
    """The best cell, or (None, reason, tied) when nothing fits or several fit differently."""
    cands = lookup_candidates(qt, scope.tables, scope.doc_pos, **kw)
    if not cands:
        return None, "no table row and column match the question", []
    top = cands[0]
    unexpl = _unexplained(qt, top.explained, kw.get("mask", frozenset()))
    if unexpl:
        return None, f"the documents name nothing matching {', '.join(repr(t) for t in unexpl[:3])}", []
    tied = [c for c in cands if c.score >= top.score - 1e-6 and c.key != top.key]
    if tied:
        plain = [c for c in [top] + tied if not _unasked_rate(qt, c.col)]
        if plain and len(plain) <= len(tied):  # "Dollars" beside "Cost/Gal": the amount, not the rate
            top, tied = plain[0], plain[1:]
    if tied:
        pick = _precise_pick([top] + tied)
        if pick is None:
            return None, "ambiguous", [top] + tied
        top = pick
    if (sibling := _untold_sibling(qt, top, cands)) is not None:
        return None, "ambiguous", [top, sibling]
    if not scope.named:  # no document named: a close reading in another document is a rival
        rivals = [c for c in cands if c.tv.doc is not top.tv.doc and c.score >= top.score - 2.0
                  and not _unexplained(qt, c.explained, kw.get("mask", frozenset()))]
        if rivals and _precise_pick([top] + rivals) is None:
            return None, "ambiguous", [top] + rivals[:3]
    return _more_precise(top, cands), None, []


def _unasked_rate(qt: QuestionTerms, col: ColView) -> bool:
    """The column heads a rate whose base the question does not say (``text.unasked_rate``)."""
    return bool(col.path) and unasked_rate(col.path[-1], qt.a.toks)


def _untold_sibling(qt: QuestionTerms, top: Operand, cands: list[Operand]) -> Operand | None:
    """A row of the same group and column that the question's words name just as well, when neither
    row is named in full ("total monetary liabilities" beside "Monetary liabilities, current" and
    "..., non-current"): the question does not tell them apart, and the words the labels add decide
    nothing. None when there is none."""
    if top.number is None or row_match(qt, top.row).cov >= 0.999:
        return None
    for c in cands[1:]:
        if c.score < top.score - 1.0:
            break
        if c.tv is top.tv and c.col.col.index == top.col.col.index and c.row.row.index != top.row.row.index \
                and c.row.path[:-1] == top.row.path[:-1] and c.explained == top.explained \
                and c.number is not None and c.number != top.number and row_match(qt, c.row).cov < 0.999:
            return c
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


# --------------------------------------------------------------------------- members
@dataclass
class Line:
    tv: TableView
    axis: str  # "col": measure is a column, members are rows; "row": the reverse
    measure: RowView | ColView
    match: Match
    members: list[Operand]
    explained: frozenset[int]
    score: float
    filtered: bool = False  # members narrowed by a named list, group or category


def _phrase_members(qt: QuestionTerms, items: list, texts: list[str | tuple[str, ...]],
                    concepts: list[str | None]) -> list[tuple[int, frozenset[int]]]:
    """Items whose whole label occurs in the question, longest first, without overlaps. An item may
    offer several names (a column's leaf, then its own upper header: "F19" over "53 weeks")."""
    hits = []
    for k, (names, concept) in enumerate(zip(texts, concepts)):
        for j, text in enumerate((names,) if isinstance(names, str) else names):
            if not text:
                continue
            m = qt.match_text(text, concept if j == 0 else None)
            if m.cov >= 0.8 and (m.exact_phrase or m.via == "concept" or len(m.pos) == 1):
                pos = m.span or m.pos  # a phrase's own occurrence: a word it shares with a neighbour stays theirs
                core = frozenset(qt.concept_pos.get(concept, ())) if m.via == "concept" and j == 0 else frozenset()
                hits.append((len(pos), m.strength, k, pos, core))
                break
    # a word inside the phrase that names another item's concept ("S&D expenses") is that item's,
    # not one more word of a label that merely prints it too ("General and administrative expenses")
    cores = [h[4] for h in hits]
    hits = [(n, st, k, frozenset(pos - frozenset().union(*(c for i, c in enumerate(cores) if i != x and c)) | core) or pos, core)
            for x, (n, st, k, pos, core) in enumerate(hits)]
    hits = [(len(pos), st, k, pos) for _, st, k, pos, _ in hits]
    hits.sort(key=lambda h: (-h[0], -h[1]))
    taken: set[int] = set()
    out = []
    for _, _, k, pos in hits:
        if pos & taken:
            continue
        taken |= pos
        out.append((k, pos))
    # an item said again in a comparison ("is A above B, or is B the higher one?"): the repeat names
    # it too. Not in arithmetic: "X of the first month as a share of X of the quarter" names two cells
    toks = qt.a.toks
    for n, (k, pos) in enumerate(out if qt.a.op in ("compare", "argmax", "argmin") else []):
        first = sorted(pos)
        if first != list(range(first[0], first[-1] + 1)):
            continue
        said = toks[first[0]:first[-1] + 1]
        for start in range(len(toks) - len(said) + 1):
            again = frozenset(range(start, start + len(said)))
            if toks[start:start + len(said)] == said and not again & taken:
                taken |= again
                pos = pos | again
        out[n] = (k, pos)
    return out


def _members_of(qt: QuestionTerms, tv: TableView, axis: str, measure, explicit_ok: bool) -> tuple[list[Operand], frozenset[int]]:
    a = qt.a
    ys = set(a.all_years)
    allow_q = a.quarterly or bool(a.quarters)
    if axis == "col":
        items = [r for r in tv.rows if not r.row.is_total and not r.row.is_subtotal]
        pairs = [(r, measure) for r in items]
    else:
        items = [c for c in tv.cols if c.numeric]
        pairs = [(measure, c) for c in items]
    pos: set[int] = set()
    # listed members ("SKUs A, B and C", "the Campus Plus and Business plans")
    if explicit_ok:
        leaves = [_leaf(r.path) for r in items] if axis == "col" else _col_names(items)
        concepts = [r.row.concept if axis == "col" else r.col.concept for r in items]
        if ys:  # "Q1 + Q2 + Q3" of 2025: the quarters of another year are not the ones listed
            leaves = [x if not (it.years and not it.years & ys) else "" for x, it in zip(leaves, items)]
        listed = _phrase_members(qt, items, leaves, concepts)
        if axis == "col" and len(by_concept := concept_members(qt, items, concepts)) > len(listed):
            listed = by_concept  # "selling, G&A and R&D expenses": each item of the list, its head shared
        if len(listed) >= 2:
            keep = {k for k, _ in listed}
            pairs = [p for k, p in enumerate(pairs) if k in keep]
            for _, p in listed:
                pos |= p
            return _operands(qt, tv, pairs, ys, allow_q, axis), frozenset(pos)
    if axis == "col" and (block := subtotal_block(qt, tv, measure)):  # "the individual current asset items"
        return _operands(qt, tv, [(r, measure) for r in block[0]], ys, allow_q, axis), block[1]
    if axis == "col":
        # a group ("the Education plans") or a category ("Belts items")
        groups = {}
        for k, r in enumerate(items):
            for g in r.path[:-1]:
                groups.setdefault(g, []).append(k)
        values: dict[str, list[int]] = {}
        for k, r in enumerate(items):
            for t in r.texts:
                values.setdefault(t, []).append(k)
        best = _named_set(qt, groups) or _named_set(qt, values, min_members=2)
        if best:
            pairs = [pairs[k] for k in best[0]]
            pos |= best[1].pos
        pairs = [(r, c) for r, c in pairs if not any(w in " ".join(r.path).lower() for w in NON_MEMBER)]
    return _operands(qt, tv, pairs, ys, allow_q, axis), frozenset(pos)


def _col_names(cols: list[ColView]) -> list[tuple[str, ...]]:
    """Each column's names, leaf first, then the upper header parts it alone carries (a group
    header over several columns names none of them apart); bare years are left to the year filter."""
    paths = [[p for p in c.path if not p.isdigit()] for c in cols]
    shared: dict[str, int] = {}
    for path in paths:
        for p in set(path[:-1]):
            shared[p] = shared.get(p, 0) + 1
    return [tuple([path[-1]] if path else []) + tuple(p for p in reversed(path[:-1]) if shared[p] == 1) or ("",)
            for path in paths]


def _named_set(qt: QuestionTerms, named: dict[str, list[int]], min_members: int = 1):
    """(member indexes, match) of the group or category the question names exactly, the strongest
    link first; None when it names none."""
    best = None
    for name, ks in named.items():
        if len(ks) < min_members:
            continue
        m = qt.match_text(name)
        if m.cov >= 0.999 and m.exact_phrase and (best is None or m.strength > best[1].strength):
            best = (ks, m)
    return best


def _operands(qt, tv, pairs, ys, allow_q, axis) -> list[Operand]:
    a = qt.a
    out = []
    for r, c in pairs:
        if not _cell_ok(a, tv, r, c, ys, None, allow_q):
            continue
        if axis == "row" and ys and not (r.years | c.years):
            continue  # an undated column ("Change (%)") is no member of a run of years
        if (a.quarterly or a.quarters) and (r.quarter or c.quarter) is None:
            continue
        if axis == "col":
            label = _leaf(r.path)
        else:
            label = _leaf(c.path)
        out.append(Operand(tv, r, c, tv.cell(r, c), label=label))
    return _run_of_years(qt, out) if axis == "row" else out


def _run_of_years(qt: QuestionTerms, ops: list[Operand]) -> list[Operand]:
    """A row read across its year columns: a column dated by one year each is a member; a column
    of changes beside them ("Variation 2019 vs 2018", "Change") is not. Where one year heads
    several columns ("2019 > Number of shares", "2019 > Fair value"), the one whose own words the
    question names best; the members are kept as read when that does not single one out per year."""
    dated = [o for o in ops if len(o.col.years) == 1]
    if not dated:
        return ops
    by_year: dict[int, list[Operand]] = {}
    for o in dated:
        by_year.setdefault(next(iter(o.col.years)), []).append(o)
    out = []
    for same in by_year.values():
        if len(same) == 1:
            out.extend(same)
            continue
        named = [(_col_words_named(qt, o), o) for o in same]
        top = max(s for s, _ in named)
        best = [o for s, o in named if s == top]
        if top <= 0 or len(best) > 1:
            return ops
        out.extend(best)
    keep = {id(o) for o in out}
    return [o for o in ops if id(o) in keep]


def _col_words_named(qt: QuestionTerms, o: Operand) -> float:
    """How well the question names a member's own column words, the operation and years left out:
    the weight it names less half the weight it leaves unnamed ("the average shares vested" names
    "2019 > Number of Shares" over "2019 > Weighted Average Grant Date Fair Value"); 0 when it names none."""
    words = [t for p in o.col.path if not years_in([p]) for t in tokens(p) if t not in STOPWORDS]
    named = [t for t in words if qt.positions(t) - qt.a.consumed]
    if not named:
        return 0.0
    return sum(qt.index.weight(t) for t in named) - 0.5 * sum(qt.index.weight(t) for t in words if t not in named)


def best_line(qt: QuestionTerms, scope: Scope, *, explicit_ok: bool = True, text_ok: bool = False) -> Line | None:
    a = qt.a
    ys = set(a.all_years)
    lines: list[Line] = []
    for tv in scope.tables:
        cap = caption_positions(qt, tv)
        for c in tv.cols:
            if not (c.numeric or text_ok):
                continue
            cm = col_match(qt, tv, c)
            if not cm.ok and a.op == "count" and c.col.concept == "category":
                cm = Match(0.5, 0.5, frozenset(), False, "category")  # "Dichtungen items": rows of a named category
            if not cm.ok and c.numeric and c.years and c.years & ys and explicit_ok:
                # a year column of a statement is the measure when the question lists its rows
                listed = _phrase_members(qt, tv.rows, [_leaf(r.path) for r in tv.rows], [r.row.concept for r in tv.rows])
                if len(listed) < 2:
                    listed = concept_members(qt, tv.rows, [r.row.concept for r in tv.rows])
                if len(listed) >= 2 or subtotal_block(qt, tv, c):
                    cm = Match(0.5, 0.5, frozenset(), False, "year")
            if not cm.ok:
                continue
            if c.years and ys and not c.years & ys:
                continue
            members, mpos = _members_of(qt, tv, "col", c, explicit_ok)
            if cm.via == "category" and not mpos:
                continue  # no category value named: not a count of one
            lines.append(_line(qt, tv, "col", c, cm, members, mpos, cap, scope.doc_pos))
        for r in tv.rows:
            rm = row_match(qt, r)
            if not rm.ok or rm.via == "text" and _shared_text(qt, tv, r):
                continue
            if r.years and ys and not r.years & ys:
                continue
            members, mpos = _members_of(qt, tv, "row", r, explicit_ok)
            lines.append(_line(qt, tv, "row", r, rm, members, mpos, cap, scope.doc_pos))
    lines = [ln for ln in lines if ln.members and (len(ln.members) > 1 or a.op in ("count", "filter"))]
    if a.year_range:  # "from 2023 to 2025": every year asked for must be among the members
        want = set(range(a.year_range[0], a.year_range[1] + 1))
        lines = [ln for ln in lines if want <= {y for m in ln.members for y in (m.row.years | m.col.years)}
                 or not any(m.row.years | m.col.years for m in ln.members)]
    if not lines:
        return None
    lines.sort(key=lambda ln: -ln.score)
    if not scope.named:  # no document named: a close reading in another document is a rival
        top = lines[0]
        for other in lines[1:]:
            if other.tv.doc is not top.tv.doc and other.score >= top.score - 2.0 and not _same_values(top, other):
                return None
    return lines[0] if len(lines) == 1 or lines[0].score > lines[1].score + 1e-6 or \
        _same_values(lines[0], lines[1]) else _tie(lines)


def _shared_text(qt: QuestionTerms, tv: TableView, r: RowView) -> bool:
    """The row is named only by a value several rows share (its category): it is no measure line."""
    return any(qt.match_text(t).ok and sum(t in o.texts for o in tv.rows) >= 2 for t in r.texts)


def _same_values(x: Line, y: Line) -> bool:
    vx = sorted(str(m.value) for m in x.members)
    vy = sorted(str(m.value) for m in y.members)
    return vx == vy


def _tie(lines: list[Line]) -> Line | None:
    """Equal readings (a fact sheet and a report holding the same quarters) are fine when they agree."""
    top = lines[0]
    for other in lines[1:]:
        if other.score < top.score - 1e-6:
            break
        a = sorted(m.number or 0 for m in top.members)
        b = sorted(m.number or 0 for m in other.members)
        if len(a) != len(b) or any(abs(x - y) > 1e-6 * max(1, abs(x)) for x, y in zip(a, b)):
            return None
    return top


def _unit_positions(qt: QuestionTerms, measure: RowView | ColView) -> frozenset[int]:
    """Question words the measure's printed unit accounts for ("more than 256 g/km", "54 working
    days"): the unit of a threshold is a word of the measure, not a label the table must hold."""
    unit = measure.row.unit if isinstance(measure, RowView) else measure.col.unit
    if not unit:
        return frozenset()
    from tabsql.query_router.text import tokens as _tokens

    unit_toks = set(_tokens(unit))
    return frozenset(i for i in qt.content if qt.a.toks[i] in unit_toks)


def _line(qt, tv, axis, measure, m: Match, members, mpos, cap, doc_pos) -> Line:
    explained = m.pos | mpos | cap | doc_pos.get(tv.doc.id or tv.doc.name, frozenset()) | _unit_positions(qt, measure)
    if axis == "col":  # "which contractual obligation": the kind of line the label column holds
        explained |= {i for i in qt.content if qt.a.terms_at(i) & tv.row_kind}
    unexpl = _unexplained(qt, explained)
    score = sum(_weight(qt, i) for i in explained if i in qt.content) - sum(qt.index.weight(t) for t in unexpl)
    score += 0.5 * m.cov + 0.3 * (m.via == "concept")
    if measure.years and measure.years & set(qt.a.all_years):
        score += 1.0
    qys = set(qt.a.years)
    if qys:  # the document's own year counts too ("the 2024 segment information")
        score += 0.5 * len(qys & (measure.years | tv.doc_years)) + 1.0 * bool(tv.doc_years and tv.doc_years <= qys)
    if axis == "col" and any(qt.a.terms_at(i) & tv.row_kind for i in range(len(qt.a.toks))):
        score += 1.5  # "which of the plans": the members are what the label column holds
    return Line(tv, axis, measure, m, members, frozenset(explained), score, bool(mpos))


# --------------------------------------------------------------------------- top level
def plan(a: Analysis, index: CatalogIndex, synonyms=None) -> Plan:
    qt = QuestionTerms.build(a, index, synonyms)
    pool = index.docs
    if a.doc_types:
        pool = [dv for dv in pool if dv.doc.meta.doc_type is None or dv.doc.meta.doc_type in a.doc_types] or pool
    docs, doc_pos, named = doc_links(qt, pool)
    if a.wants_issuer:  # a best-of across issuers weighs every document of the kind
        docs, doc_pos = _kind_peers(docs, doc_pos, pool)
    scope = Scope(docs, doc_pos, named > 0, index.docs)
    links = {"documents": [dv.doc.name for dv in docs] if scope.named else "all",
             "years": a.years, "quarters": sorted(a.quarters), "quantity": a.quantity,
             "range": a.range_literal, "thresholds": [(t.cmp, t.value) for t in a.thresholds],
             "currencies": sorted(a.currencies), "operation": a.op}
    p = _dispatch(qt, scope)
    p = _one_of_several(a, p)
    if scope.named and p.status == "not_found" and len(docs) < len(pool):
        # the words that seemed to name a document may be row words: try every document, where the
        # unexplained-word check still refuses if the name really was a document's
        wide = _dispatch(qt, Scope(pool, {}, False, index.docs))
        if wide.status == "answered":
            p = wide
    p.links = {**links, **p.links}
    return p


_SEVERAL = re.compile(r"\brespective(?:ly)?\b|\bboth\b|\b(?:components|constituents|types|kinds|categories)\s+(?:of|under|in)\b")


def _one_of_several(a: Analysis, p: Plan) -> Plan:
    """A question that asks for several values ("the respective values of A and B", "in both
    years", "the components of X") answered by one looked-up cell read only part of it: refused."""
    if p.status == "answered" and p.op == "lookup" and len(p.operands) == 1 and _SEVERAL.search(a.folded):
        return Plan("not_found", p.op, "refused", p.operands, reason="the question asks for several values and one "
                    "cell was found", links=p.links)
    return p


def _kind_peers(docs: list[DocView], doc_pos: dict[str, frozenset[int]], pool: list[DocView]):
    """Words that link documents of several issuers ("price", "support") name a kind of document,
    not one: every document of that kind belongs, whatever language its title is in."""
    issuers = {dv.name for dv in docs}
    kinds = {dv.doc.meta.doc_type for dv in docs}
    if not doc_pos or len(issuers) < 2 or None in kinds or len(set(doc_pos.values())) > 1:
        return docs, doc_pos  # no links, one issuer, or some document is named by more (its name)
    words = frozenset().union(*doc_pos.values())
    more = [dv for dv in pool if dv.doc.meta.doc_type in kinds and dv not in docs]
    return docs + more, {**doc_pos, **{dv.doc.id or dv.doc.name: words for dv in more}}


def _dispatch(qt: QuestionTerms, scope: Scope) -> Plan:
    a = qt.a
    if a.op == "unsupported":
        return Plan("not_found", a.op, "refused", reason="a comparison whose two sides could not be read")
    if a.op in ("argmin", "argmax") and a.wants_issuer:
        p = _by_issuer(qt, scope)
    elif a.op in ("difference", "pct_change", "compare", "ratio"):
        p = _two(qt, scope)
    elif a.op in ("sum", "average", "count", "argmin", "argmax", "filter"):
        p = _aggregate(qt, scope)
        if _counts_a_measure(p):
            p = _lookup(qt, scope)
    elif len(set(a.years) - a.doc_year_mentions) >= 2 or a.year_range:
        p = _per_year(qt, scope)
    elif _SEVERAL.search(a.folded) and (two := _respective(qt, scope)) is not None:
        p = two
    else:
        p = _lookup(qt, scope)
    return p


def _respective(qt: QuestionTerms, scope: Scope) -> Plan | None:
    """"The respective values of X that are less than one year and between 2-5 years": two labels
    of one table named apart, one value each, in the order asked; None when the question names no
    such pair. Each value must stand clear of its line's other cells (an unnamed year column)."""
    for tv, axis, e1, e2 in _entities(qt, scope):
        ops, failure = _entity_operands(qt, scope, tv, axis, e1, e2)
        if failure is not None:
            return failure if failure.status == "ambiguous" else None
        for (ent, other_pos), o in zip(((e1[0], e2[1]), (e2[0], e1[1])), ops):
            kw = {"force_row": (tv.key, ent.row.index)} if axis == "col" else {"force_col": (tv.key, ent.col.index)}
            close = [c for c in lookup_candidates(qt, [tv], scope.doc_pos, mask=other_pos, **kw)
                     if c.key != o.key and c.explained == o.explained and c.score >= o.score - 0.5 and c.number != o.number]
            if close:
                return Plan("ambiguous", "values", "refused", [o] + close[:3], reason=_ambiguous_text([o] + close[:3]))
        if len({o.key for o in ops}) < 2 or any(o.number is None for o in ops):
            return None
        return Plan("answered", "values", "sql", ops, [o.number for o in ops], ops[0].unit,
                    links={"operands": [_op_links(o) for o in ops]})
    return None


_QUANTITY = re.compile(r"\b(?:how (?:many|much)|number of|amount of|total number)\b")


def _asks_for_kind(qt: QuestionTerms, tv: TableView) -> bool:
    """"What employee group ... ?" over a table whose label column is headed "Employee Group": the
    question asks which row (a name), so no value of a row is its answer."""
    toks = qt.a.toks
    for i, t in enumerate(toks):
        if t in ("what", "which"):
            nxt = [j for j in range(i + 1, min(i + 3, len(toks))) if toks[j] not in ("the", "a", "an")]
            return bool(nxt) and bool(qt.a.terms_at(nxt[0]) & tv.row_kind)
    return False


def _total_of_lines(qt: QuestionTerms, tied: list[Operand]) -> Plan | None:
    """"The total X" where no line is X's total and several lines of one column name X equally,
    each with a qualifier of its own ("Monetary assets, current", "Monetary assets, non-current"):
    their sum. Only lines of one group of one table's column, none a total, none printing the
    total word, with a value each; else None (the tie stays ambiguous).

        "the total USD denominated monetary assets as at 31 December 2018" -> 18,041 + 2,642
    """
    said = {i for i, t in enumerate(qt.a.toks) if t in lexicon.words("total_words")}
    if not said or not 2 <= len(tied) <= 4:
        return None
    first = tied[0]
    if any(o.tv is not first.tv or o.col.col.index != first.col.col.index or o.number is None
           or o.row.row.is_total or o.row.row.is_subtotal or o.row.path[:-1] != first.row.path[:-1]
           or o.explained != first.explained for o in tied):
        return None
    if len({o.row.row.index for o in tied}) != len(tied) or any(o.number < 0 for o in tied):
        return None  # lines printed as deductions ("(14,732)"): whether their size or their sign is asked is unclear
    if any(set(tokens(o.row.text)) & {qt.a.toks[i] for i in said} for o in tied):
        return None  # a line that prints "total" is named by it, not summed
    if any(r.row.is_total and r.path[:-1] == first.row.path[:-1] for r in first.tv.rows):
        return None  # the group prints its total: that line is the one asked (or a rival)
    for o in tied:
        o.label = o.row.text
    return Plan("answered", "sum", "sql", tied, sum(o.number for o in tied), first.unit,
                links={"operands": [_op_links(o) for o in tied]})


def _lookup(qt: QuestionTerms, scope: Scope) -> Plan:
    op, reason, tied = best_lookup(qt, scope)
    if op is None:
        if reason == "ambiguous" and (total := _total_of_lines(qt, tied)) is not None:
            return total
        if reason == "ambiguous":
            return Plan("ambiguous", operands=tied, reason=_ambiguous_text(tied), route="refused")
        return Plan("not_found", reason=reason, route="refused")
    if op.number is None and op.value is not None and _QUANTITY.search(qt.a.folded):
        return Plan("not_found", operands=[op], route="refused",
                    reason=f"the question asks for a number and the cell for {op.row.text} / {op.col.text} holds text")
    if op.number is None and op.value is not None and op.col.numeric and not _own_label(op):
        return Plan("not_found", operands=[op], route="refused",  # a stray line of text, no name asked for
                    reason=f"the cell for {op.row.text} / {op.col.text} holds text in a column of numbers "
                           "on a line with no label of its own")
    if op.number is not None and _asks_for_kind(qt, op.tv):
        return Plan("not_found", operands=[op], route="refused",
                    reason="the question asks which row (a name), not a value of one")
    if op.value is None:
        return Plan("not_found", operands=[op], reason=f"the cell for {op.row.text} / {op.col.text} is empty", route="refused")
    return Plan("answered", "lookup", "lookup", [op], op.value, op.unit, links=_op_links(op))


def _own_label(op: Operand) -> bool:
    """Whether the operand's line prints a label of its own (not only the heading it sits under)."""
    t = op.tv.nt.table
    return any((c := op.tv.grid.get((op.row.row.index, k))) is not None and c.text.strip()
               for k in range(max(1, t.label_cols)))


def _per_year(qt: QuestionTerms, scope: Scope) -> Plan:
    """"X in 2019 and 2018 (respectively)": one lookup per year; a total or an average of them when
    the question asks for one, else the values in the order asked."""
    a = qt.a
    years = list(dict.fromkeys(a.years))
    if a.year_range:
        lo, hi = sorted(a.year_range)  # "within the period of 2016-2015": a range said backwards
        if not years or hi - lo <= 10:
            years = list(range(lo, hi + 1))  # "between 2017 and 2019": 2018 too
    if not years:
        return Plan("not_found", a.op, "refused", reason="the question names no year to look up")
    ops: list[Operand] = []
    for y in years:
        op, reason, tied = best_lookup(qt, scope, years={y})
        if op is None:
            status = "ambiguous" if reason == "ambiguous" else "not_found"
            return Plan(status, a.op, "refused", tied, reason=f"{y}: {_ambiguous_text(tied) if tied else reason}")
        if op.number is None:
            return Plan("not_found", a.op, "refused", [op], reason=f"{y}: the cell is empty")
        op.label = str(y)
        ops.append(op)
    if len({o.key for o in ops}) < len(ops):
        return Plan("not_found", a.op, "refused", ops, reason="several years point at the same cell")
    if not _same_line(ops):
        return Plan("not_found", a.op, "refused", ops, reason="the years come from different rows or documents")
    unit = ops[0].unit
    summed = re.search(r"\btotal\b|\bsum\b|\bcombined\b|\binsgesamt\b", a.folded)
    if summed and (re.search(r"\bboth\b|\bcombined\b|\btogether\b", a.folded) or not any(
            "total" in o.row.text.lower() or "total" in o.col.text.lower() for o in ops)):
        return Plan("answered", "sum", "sql", ops, sum(o.number for o in ops), unit)
    return Plan("answered", "values", "sql", ops, [o.number for o in ops], unit)


def _same_line(ops: list[Operand]) -> bool:
    """Values of one item over years: the same issuer and the same row (label or concept)."""
    if not ops:
        return False
    first = ops[0]
    for o in ops[1:]:
        same_doc = o.tv.doc is first.tv.doc or (first.tv.doc.meta.issuer and o.tv.doc.meta.issuer == first.tv.doc.meta.issuer)
        same_row = (o.row.row.concept and o.row.row.concept == first.row.row.concept) or \
            _leaf(o.row.path).lower() == _leaf(first.row.path).lower() or o.row.row.index == first.row.row.index and o.tv is first.tv
        if not same_doc or not same_row:
            return False
    return True


def _spans_of_years(members: list[Operand]) -> list[str]:
    """Members that are periods of several years each, apart from one another ("2020", "2021-2022",
    "2023-2024"): the labels that span years. Changes between years ("2019 and 2018", "2018 and
    2017") share their years and are no spans."""
    years = [set(YEAR.findall(m.label or "")) for m in members]
    if not any(len(y) > 1 for y in years) or any(x & y for i, x in enumerate(years) for y in years[i + 1:]):
        return []
    return [m.label for m, y in zip(members, years) if len(y) > 1]


def _counts_a_measure(p: Plan) -> bool:
    """A count with no threshold over the period columns of one measure ("how many seat miles in
    2018", "how many employees at the end of 2017"): the measure is itself the count asked for, so
    the question asks its value, not how many cells hold one."""
    if not (p.op == "count" and p.status == "answered" and p.threshold is None and p.operands):
        return False
    if all(YEAR.search(m.label or "") for m in p.operands):
        return True
    # the year heads the columns a level up ("2018 > Dollars | Cost/Gal"): the cells of one line
    # under the year's columns are that measure's values, not things to count
    return len({(m.tv.key, m.row.row.index) for m in p.operands}) == 1 and all(m.col.years for m in p.operands)


def _prints_no_quarters(dv, members: list[Operand]) -> bool:
    """The members are quarters and the year's own report prints no quarter at all: the later
    report that prints the year's quarters is their only source, not a restatement of them."""
    return bool(members) and all(m.col.quarter or m.row.quarter for m in members) and not any(
        c.quarter for tv in dv.tables for c in tv.cols) and not any(r.quarter for tv in dv.tables for r in tv.rows)


def _ambiguous_text(tied: list[Operand]) -> str:
    names = [f"{o.tv.doc.name} {o.tv.nt.table.id} '{o.row.text}' / '{o.col.text}' = {o.cell.text if o.cell else 'empty'}"
             for o in tied[:4]]
    return "several cells fit equally well: " + "; ".join(names)


def _op_links(op: Operand) -> dict:
    return {"table": op.tv.key, "row": op.row.text, "column": op.col.text}


def _aggregate(qt: QuestionTerms, scope: Scope) -> Plan:
    a = qt.a
    line = best_line(qt, scope, text_ok=a.op == "count")
    if line is None:
        return Plan("not_found", a.op, "refused", reason="no measure and members match the question")
    unexpl = _unexplained(qt, line.explained)
    if unexpl:
        return Plan("not_found", a.op, "refused", reason=f"the documents name nothing matching {', '.join(repr(t) for t in unexpl[:3])}")
    members = line.members
    if re.search(r"\bboth\b", a.folded) and a.op in ("sum", "average") and len(members) != 2:
        return Plan("not_found", a.op, "refused", members, reason=f"the question names two values ('both') and "
                    f"{len(members)} match")
    qys = set(a.years)
    if qys and line.tv.doc_years and not line.tv.doc_years & qys:
        own = [dv.doc.name for dv in scope.docs if dv.doc.meta.issuer == line.tv.doc.meta.issuer
               and dv.years & qys and dv.doc is not line.tv.doc and not _prints_no_quarters(dv, members)]
        if own:  # figures of a year are the report of that year's; a later one may restate them
            return Plan("not_found", a.op, "refused", members,
                        reason=f"the matching table of {own[0]} could not be read; {line.tv.doc.name} may restate it")
    if line.tv.lost_rows and not line.filtered:
        return Plan("not_found", a.op, "refused", members,
                    reason=f"rows of {line.tv.nt.table.id} in {line.tv.doc.name} were not read cleanly")
    spread = _spread(line)
    if spread:
        return Plan("ambiguous", a.op, "refused", members,
                    reason=f"the members fall into several groups ({', '.join(spread[:4])}); name one")
    th = a.thresholds[0] if a.thresholds else None
    if th and a.op in ("count", "filter") and (close := _rounds_to(th, members)) is not None:
        return Plan("ambiguous", a.op, "refused", [close],
                    reason=f"{close.label} ({close.cell.text if close.cell else close.number}) rounds to the threshold "
                           f"{th.printed:g} as the question states it, so whether it passes depends on the rounding")
    p = Plan("answered", a.op, "sql", members, links={"table": line.tv.key, "measure": (line.axis, line.measure.text),
                                                        "members": [m.label for m in members],
                                                        "explained": sorted(line.explained)})
    p.threshold = (th.cmp, th.value) if th else None
    nums = [m for m in members if m.number is not None]
    if a.op == "count":
        if th:
            p.value = float(sum(1 for m in nums if _cmp(m.number, th.cmp, th.value)))
        else:
            p.value = float(sum(1 for m in members if m.value is not None))
            if not p.value:  # members none of which holds a value were not what the question counts
                return Plan("not_found", a.op, "refused", reason="none of the matching cells holds a value")
        return p
    if not nums:
        return Plan("not_found", a.op, "refused", reason="the matching cells hold no numbers")
    if len({m.unit == "%" for m in nums}) > 1:  # "2019 | % | 2018 | %": an amount and its share are no one series
        return Plan("not_found", a.op, "refused", nums, reason="the matching cells mix percents with amounts")
    unit = nums[0].unit
    if a.op == "sum":
        if len(nums) < 2:
            return Plan("not_found", a.op, "refused", reason="fewer than two values to add")
        p.value, p.unit = sum(m.number for m in nums), unit
    elif a.op == "average":
        if len(nums) < 2:
            return Plan("not_found", a.op, "refused", reason="fewer than two values to average")
        if spans := _spans_of_years(nums):
            return Plan("not_found", a.op, "refused", nums, reason=f"'{spans[0]}' holds several years: the "
                        "mean of the cells is no mean per year")
        p.value, p.unit = sum(m.number for m in nums) / len(nums), unit
    elif a.op == "filter":
        if th is None:
            return Plan("not_found", a.op, "refused", reason="no threshold to filter by")
        p.value = [_member_label(m, line.axis) if line.axis == "row" else m.label
                   for m in nums if _cmp(m.number, th.cmp, th.value)]
    else:
        if len(nums) < 2:
            return Plan("not_found", a.op, "refused", reason="fewer than two values to compare")
        best = (min if a.op == "argmin" else max)(m.number for m in nums)
        winners = [m for m in nums if m.number == best]
        if len({m.label for m in winners}) > 1:
            return Plan("ambiguous", a.op, "refused", winners, reason="a tie between " + ", ".join(m.label for m in winners))
        p.value = _member_label(winners[0], line.axis)
        if _RESIDUAL.match(p.value):
            return Plan("not_found", a.op, "refused", members,
                        reason=f"the {'smallest' if a.op == 'argmin' else 'largest'} is a residual group ({p.value!r})")
    p.operands = members
    return p


_RESIDUAL = re.compile(r"\s*(?:all\s+)?others?\b|\s*rest of\b|\s*sonstige", re.I)  # "Other countries": no one entity


def _rounds_to(th, members: list[Operand]) -> Operand | None:
    """A member that differs from a threshold stated as a rounded figure ("EUR 115.8 million")
    but rounds to it (115,848 thousand), when read exactly and read as rounded it passes one way
    and not the other: it is more or less than the threshold only by digits the question left out."""
    if not th.printed or abs(th.value / th.printed) <= 1.0:
        return None  # a threshold printed in full ("EUR 21") is exact
    digits = str(th.printed).split(".")[1] if "." in str(th.printed) else ""
    half = 0.5 * 10 ** -len(digits.rstrip("0")) * abs(th.value / th.printed)
    return next((m for m in members if m.number is not None and 0 < abs(m.number - th.value) < half
                 and _cmp(m.number, th.cmp, th.value) != _cmp(th.value, th.cmp, th.value)), None)


def _spread(line: Line) -> list[str]:
    """Groups or categories the members span when the question names none (then "which plan is
    cheapest" may mean within one tier): empty when the members are one group or were named."""
    if line.axis != "col" or line.filtered:
        return []
    groups = {" > ".join(m.row.path[:-1]) for m in line.members if len(m.row.path) > 1}
    if len(groups) > 1:
        return sorted(groups)
    cat_cols = [c for c in line.tv.nt.columns if c.concept == "category"]
    for col in cat_cols:
        values = {line.tv.grid[(m.row.row.index, col.index)].text for m in line.members
                  if (m.row.row.index, col.index) in line.tv.grid}
        if len(values) > 1:
            return sorted(values)
    return []


def _member_label(op: Operand, axis: str) -> str:
    """The member's name as printed; a dated header ("Years Ended December 31, 2018") names its year."""
    path = op.row.path if axis == "col" else op.col.path
    leaf = _leaf(path)
    years = re.findall(r"(?<!\d)(?:19|20)\d\d(?!\d)", leaf)
    return years[0] if len(years) == 1 and leaf.strip() != years[0] else leaf


def _cmp(x: float, cmp: str, v: float) -> bool:
    return {">": x > v, ">=": x >= v, "<": x < v, "<=": x <= v}[cmp]


def _by_issuer(qt: QuestionTerms, scope: Scope) -> Plan:
    """One operand per issuer (each supplier's list for the year), then the best of them."""
    a = qt.a
    by_issuer: dict[str, list[DocView]] = {}
    for dv in scope.docs:
        if a.years and dv.years and not dv.years & set(a.years):
            continue  # another year's list
        by_issuer.setdefault(dv.name, []).append(dv)
    ops: list[Operand] = []
    explained: set[int] = set()
    missing: list[tuple[str, list[DocView]]] = []
    for name, dvs in by_issuer.items():
        sub = Scope(dvs, scope.doc_pos, scope.named)
        cands = lookup_candidates(qt, sub.tables, sub.doc_pos, need_col_words=True)
        if a.quoted:  # a named product: its printed numbers (sizes, counts) must all be on the row
            want = set(re.findall(r"\d+(?:[.,]\d+)?", a.quoted[0]))
            cands = [c for c in cands
                     if want <= set(re.findall(r"\d+(?:[.,]\d+)?", " ".join(c.row.texts + c.row.path)))]
        if not cands and a.quoted:  # the product in another language: by its numbers, codes, stems
            cands, why, same_language = product_operands(qt, sub.tables, lookup_candidates)
            if not cands and not why and same_language and _near_miss(qt, sub.tables):
                why = "a row half-matches it"
            if why:
                return Plan("not_found", a.op, "refused", reason=f"cannot tell whether {name} lists {a.quoted[0]!r}: {why}")
        if not cands:
            missing.append((name, dvs))
            continue
        top = cands[0]
        tied = [c for c in cands if c.score >= top.score - 1e-6 and c.key != top.key]
        if tied and _precise_pick([top] + tied) is None:
            return Plan("ambiguous", a.op, "refused", [top] + tied, reason=f"{name}: " + _ambiguous_text([top] + tied))
        if top.number is None:
            if top.cell is not None and top.cell.value.kind != "null":  # printed, but not read as a number
                return Plan("not_found", a.op, "refused", [top],
                            reason=f"no value could be read for {name} ({top.cell.text!r}), so the comparison is incomplete")
            continue  # "n/a": the list says it does not carry the product
        if not top.tv.doc.meta.issuer:
            return Plan("not_found", a.op, "refused", reason=f"{top.tv.doc.name} holds a value but names no issuer")
        top.label = name
        ops.append(top)
        explained |= top.explained
    if len(ops) < 2:
        return Plan("not_found", a.op, "refused", reason="fewer than two issuers hold a matching value")
    answered = {o.label for o in ops}
    for dv in scope.all_docs:  # look-alike tables in documents outside the pool (misread type)
        if dv.name in answered or dv.name in by_issuer or (a.years and dv.years and not dv.years & set(a.years)):
            continue
        if any(_alike(tv, o.tv) for tv in dv.tables for o in ops):
            missing.append((dv.name, [dv]))
    if (skipped := _unlinked_peers(qt, scope, ops, by_issuer)):
        return Plan("not_found", a.op, "refused", reason=f"no value could be read for {skipped}, so the comparison is incomplete")
    if (gap := _unread_peer(qt, ops, missing)) is not None:
        return Plan("not_found", a.op, "refused", reason=f"no value could be read for {gap}, so the comparison is incomplete")
    unexpl = _unexplained(qt, frozenset(explained))
    if unexpl:
        return Plan("not_found", a.op, "refused", reason=f"the documents name nothing matching {', '.join(repr(t) for t in unexpl[:3])}")
    best = (min if a.op == "argmin" else max)(o.number for o in ops)
    winners = [o for o in ops if o.number == best]
    if len(winners) > 1:
        return Plan("ambiguous", a.op, "refused", winners, reason="a tie between " + ", ".join(o.label for o in winners))
    return Plan("answered", a.op, "sql", ops, winners[0].label, None,
                links={"issuers": {o.label: o.tv.key for o in ops}})


def _unlinked_peers(qt: QuestionTerms, scope: Scope, ops: list[Operand], by_issuer: dict) -> str | None:
    """An issuer with a document of the kind and year that answered which the question's words did
    not bring into scope (a German "Preisliste" meets no "price"), when the question names no issuer
    of its own: a best-of over every supplier that never read it could name the wrong winner."""
    if any(qt.a.terms_at(i) & dv.name_terms for dv in scope.docs
           for i in scope.doc_pos.get(dv.doc.id or dv.doc.name, ())):
        return None  # the question names the issuers it compares
    kinds = {o.tv.doc.meta.doc_type for o in ops} - {None}
    years = set(qt.a.years)
    for dv in scope.all_docs:
        if dv.name in by_issuer or dv in scope.docs or dv.doc.meta.doc_type not in kinds:
            continue
        if years and not dv.years & years:
            continue
        return dv.name
    return None


def _unread_peer(qt: QuestionTerms, ops: list[Operand], missing: list[tuple[str, list[DocView]]]) -> str | None:
    """An issuer whose documents are of the kind that answered but gave no value: a best-of that
    leaves it out could be wrong. Excused when a stated constraint (currency) rules it out, or, for
    a named product, when its list was read and simply does not carry it."""
    kinds = {o.tv.doc.meta.doc_type for o in ops}
    concepts = {o.col.col.concept or o.col.text for o in ops}
    for name, dvs in missing:
        if qt.a.quoted:  # a list that was read but lacks the product is fine; an unread list is not
            same_kind = [dv for dv in dvs if dv.doc.meta.doc_type in kinds]
            if same_kind and not any((c.col.concept or c.text) in concepts
                                     for dv in same_kind for tv in dv.tables for c in tv.cols):
                return name
            continue
        peers = [dv for dv in dvs if any(_alike(tv, o.tv) for tv in dv.tables for o in ops)
                 or (dv.doc.meta.doc_type in kinds or dv.doc.meta.doc_type is None)
                 and any((c.col.concept or c.text) in concepts for tv in dv.tables for c in tv.cols)]
        if not peers:
            continue
        tables = [tv for dv in peers for tv in dv.tables]
        if _beyond_tiers(qt.a, tables, concepts):
            continue  # its tiers were read and stop short of the quantity: it quotes no fee for it
        if qt.a.currencies:
            saved = qt.a.currencies
            qt.a.currencies = set()
            try:
                relaxed = lookup_candidates(qt, tables, {}, need_col_words=True)
            finally:
                qt.a.currencies = saved
            units = set()
            for c in relaxed:
                path_cur = {p.upper() for p in c.col.path + c.row.path if p.upper() in CURRENCY_CODES}
                units |= path_cur or ({c.unit} if c.unit in CURRENCY_CODES else {None})
            if relaxed and None not in units and not units & qt.a.currencies:
                continue  # it reports in another currency only
        return name
    return None


def _beyond_tiers(a: Analysis, tables: list[TableView], concepts: set) -> bool:
    """The quantity asked lies outside every tier of the peer's tier table for the asked column
    ("3,500 units" where the tiers read end at "1.000-2.999"): the list was read, and prices no
    such order. Only a table read cleanly whose tiers are all bounded and follow on one another."""
    if a.quantity is None or a.range_literal:
        return False
    q = a.quantity
    for tv in tables:
        if not tv.has_ranges or tv.lost_rows or not any((c.col.concept or c.text) in concepts for c in tv.cols):
            continue
        tiers = sorted((r.rng.low, r.rng.high) for r in tv.rows if r.rng is not None)
        if len(tiers) < 2 or any(lo is None or hi is None for lo, hi in tiers):
            return False
        if any(nxt_lo - hi > 1 for (_, hi), (nxt_lo, _) in zip(tiers, tiers[1:])):
            return False  # a gap between tiers: a tier may not have been read
        if q > tiers[-1][1] or q < tiers[0][0]:
            return True
    return False


def _alike(x: TableView, y: TableView) -> bool:
    """Two tables with nearly the same caption words (the same kind of table in two documents)."""
    a = {t for t in x.caption_terms if not t.isdigit()}
    b = {t for t in y.caption_terms if not t.isdigit()}
    a -= _identity_words(y)
    b -= _identity_words(y)
    a -= _identity_words(x)
    return bool(a and b) and len(a & b) / len(a | b) >= 0.6


def _identity_words(tv: TableView) -> set[str]:
    from tabsql.query_router.index import term_set

    meta = tv.doc.meta
    return term_set(" ".join(filter(None, [meta.issuer, meta.title])))


def _near_miss(qt: QuestionTerms, tables: list[TableView]) -> bool:
    """A row that half-matches the named product: it may be the same product in another language."""
    for tv in tables:
        for r in tv.rows:
            for text in r.texts + r.path[-1:]:
                m = qt.match_text(text)
                if m.cov >= 0.25:
                    return True
    return False


_CHANGE_WORDS = r"chang|grow|increas|decreas|rise|fall|declin|veränder|verander"


_PCT_HEADER = re.compile(r"\bpercent|%|\bper\s*cent|\bchange\b", re.I)


def _printed_change(ops: list[Operand], computed: float) -> Operand | None:
    """The table's own percent-change cell on the operands' row ("Percent Increase (Decrease)":
    1.4 beside 10.90 and 11.06), when it agrees with the change computed from them to the
    precision it is printed in: the figure the document reports, cited, is the answer."""
    first = ops[0]
    if any(o.tv is not first.tv or o.row.row.index != first.row.row.index for o in ops):
        return None
    for c in first.tv.cols:
        if c.years or not c.numeric or not _PCT_HEADER.search(c.text):
            continue
        cand = Operand(first.tv, first.row, c, first.tv.cell(first.row, c), first.score, first.explained)
        n = cand.number
        if n is None:
            continue
        raw = cand.cell.value.raw or cand.cell.text
        decimals = len(m.group(1)) if (m := re.search(r"[.,](\d+)\D*$", raw)) else 0
        if abs(n - computed) <= 10 ** -decimals:
            return cand
    return None


def _two(qt: QuestionTerms, scope: Scope) -> Plan:
    """difference / percent change / ratio / compare of two operands that differ by year or by entity."""
    a = qt.a
    years = list(dict.fromkeys(a.years))
    if a.year_range and len(years) < 2:
        years = [a.year_range[0], a.year_range[1]]
    elif len(years) == 1 and a.op == "pct_change" and not _entities(qt, scope):
        years = [years[0] - 1, years[0]]  # "the percentage change in 2019": over the year before
    ops: list[Operand] = []
    a_change = a.op == "pct_change" or bool(re.search(_CHANGE_WORDS, a.folded))  # a change runs forward in time
    if len(a.period_ranks) >= 2 and len(years) < 2:  # "between the first and the second month"
        r1, r2 = a.period_ranks[0], a.period_ranks[1]
        for r in (r1, r2):
            op, reason, tied = best_lookup(qt, scope, ranks={r})
            if op is None:
                return Plan("not_found" if reason != "ambiguous" else "ambiguous", a.op, "refused", tied,
                            reason=f"period {r}: {reason if reason != 'ambiguous' else _ambiguous_text(tied)}")
            op.label = op.row.text
            ops.append(op)
        if ops[0].tv is not ops[1].tv or ops[0].col.col.index != ops[1].col.col.index:
            return Plan("not_found", a.op, "refused", ops, reason="the two periods come from different columns or tables")
        forward = (ops[0].row.period_rank or 0) < (ops[1].row.period_rank or 0)
        base_first = forward if a_change else forward and a.span_from
        order = [1, 0] if base_first else [0, 1]
    elif len(years) >= 2 and a.op != "compare" or (a.op == "compare" and len(years) == 2 and not _entities(qt, scope)):
        y1, y2 = years[0], years[1]
        for y in (y1, y2):
            op, reason, tied = best_lookup(qt, scope, years={y})
            if op is None:
                return Plan("not_found" if reason != "ambiguous" else "ambiguous", a.op, "refused", tied,
                            reason=f"{y}: {reason if reason != 'ambiguous' else _ambiguous_text(tied)}")
            op.label = str(y)
            ops.append(op)
        if not _same_line(ops):
            return Plan("not_found", a.op, "refused", ops, reason="the two years come from different rows or documents")
        if _is_percent(ops[0]) != _is_percent(ops[1]):  # an amount of one year is no match for a share of the other
            return Plan("not_found", a.op, "refused", ops, reason="the two years come from columns of different units")
        if a_change:
            base_first = y1 < y2  # a change runs forward in time: later minus earlier, over the earlier
        else:  # "difference between A and B": A - B; "the difference in X from 2018 to 2019": a change
            base_first = y1 < y2 and a.span_from
        order = [1, 0] if base_first else [0, 1]
    else:
        options = _entities(qt, scope)
        if not options:
            return Plan("not_found", a.op, "refused", reason="could not find the two things to compare")
        first_failure = None
        for tv, axis, (e1, p1), (e2, p2) in options:
            ops, failure = _entity_operands(qt, scope, tv, axis, (e1, p1), (e2, p2))
            if failure is None or failure.status == "ambiguous":
                break
            first_failure = first_failure or failure  # the best pair's reason, not the last one tried
        if failure is not None:
            return failure if failure.status == "ambiguous" else first_failure
        order = [0, 1]
    if len({o.key for o in ops}) < len(ops):
        return Plan("not_found", a.op, "refused", ops, reason="both readings point at the same cell")
    if any(o.number is None for o in ops):
        empty = next(o for o in ops if o.number is None)
        return Plan("not_found", a.op, "refused", ops, reason=f"the cell for {empty.row.text} / {empty.col.text} is empty")
    if not years and _both_named(qt, ops):
        return Plan("answered", "values", "sql", ops, [o.number for o in ops], ops[0].unit,
                    links={"operands": [_op_links(o) for o in ops]})
    if _BASIS_POINTS.search(a.folded):
        return Plan("not_found", a.op, "refused", ops, reason="a change in basis points is not computed")
    op = "difference" if a.op == "pct_change" and _point_change(a, ops) else a.op
    if op == "difference" and unsigned_difference(a) and ops[order[0]].number < ops[order[1]].number:
        order = order[::-1]  # "the difference between A and B": the larger less the smaller
    elif op == "difference" and years and decrease_by(a.folded):
        order = order[::-1]  # "how much did X decrease by from 2017 to 2018": the amount it went down
    x, y = ops[order[0]].number, ops[order[1]].number
    p = Plan("answered", op, "sql", ops, order=order, links={"operands": [_op_links(o) for o in ops]})
    if op == "difference":
        p.value, p.unit = x - y, ops[0].unit
    elif a.op == "pct_change":
        if y == 0:
            return Plan("not_found", a.op, "refused", ops, reason="the base value is zero")
        if y < 0 < x:
            return Plan("ambiguous", a.op, "refused", ops,
                        reason="from a negative base to a positive value, no percent change tells the turn")
        p.value, p.unit = pct_change(x, y), "%"
        if (printed := _printed_change(ops, p.value)) is not None:
            return Plan("answered", "lookup", "lookup", [printed, *ops], printed.value, printed.unit or "%",
                        links={**_op_links(printed), "printed_change": [_op_links(o) for o in ops]})
    elif a.op == "ratio":
        if y == 0:
            return Plan("not_found", a.op, "refused", ops, reason="division by zero")
        p.value = x / y
        if a.in_percent and not any(_is_percent(o) for o in ops):
            p.as_percent()  # "X as a percentage of Y": in percent, whichever reader reads it
    else:
        if x == y:
            return Plan("ambiguous", a.op, "refused", ops, reason="both are equal")
        want_max = a.direction != "min"
        p.value = ops[0].label if (ops[0].number > ops[1].number) == want_max else ops[1].label
    return p


_UNSIGNED_DIFF = re.compile(r"\bdifference\b|\bdiffer\b")


def unsigned_difference(a: Analysis) -> bool:
    """"The (nominal) difference between A and B", of two items or two years: annual-report readers
    state it as a size, the larger less the smaller (TAT-QA dev golds: 12 of 13 between items, 8 of
    9 between years). A "net" difference, a change ("from 2018 to 2019", "increase") and "how much
    more A than B" keep their order."""
    f = a.folded
    return bool(_UNSIGNED_DIFF.search(f)) and not re.search(r"\bnet difference\b|\bfrom\b.*\bto\b|" + _CHANGE_WORDS, f)


_DECREASE_BY = re.compile(lexicon.cue("decrease_by"))


def decrease_by(folded: str) -> bool:
    """"How much did X decrease by": the amount it went down (earlier less later), a positive size;
    not where the question also says "increase" ("increase or decrease by")."""
    return bool(_DECREASE_BY.search(folded)) and "increase" not in folded


_RELATIVE = re.compile(r"\b(?:percent(?:age)?|%) (?:change|increase|decrease|growth|rise|decline|drop)\b|\bgrowth rate\b")
_POINTS = re.compile(r"\babsolute\b|\bpercentage points?\b")
_BASIS_POINTS = re.compile(r"\bbasis points?\b|\bbps\b")


def _is_percent(op: Operand) -> bool:
    """A cell that is itself a percentage (a rate, a margin, a share)."""
    return (op.cell is not None and op.cell.value.kind == "percent") or op.unit == "%"


def _point_change(a: Analysis, ops: list[Operand]) -> bool:
    """A change of two percentages that the question asks for in points: "the absolute percentage
    change in the risk-free rate" (2.0% - 1.2% = 0.8), "how many percent did the rate change by",
    "the change in percentage of sales". Only "percentage change" / "% increase" (and the like)
    of a rate asks for the relative change (TAT-QA dev golds: 5 of 5 and 2 of 2)."""
    if not all(_is_percent(o) for o in ops):
        return False
    return bool(_POINTS.search(a.folded)) or not _RELATIVE.search(a.folded)


def _both_named(qt: QuestionTerms, ops: list[Operand]) -> bool:
    """"the actual and constant percentage change": two columns named side by side ("A and B")
    whose headers already print the operation the question names; it asks for both values."""
    a = qt.a
    if a.op not in ("pct_change", "difference") or _UNSIGNED_DIFF.search(a.folded) or len(ops) != 2:
        return False
    if ops[0].row.row.index != ops[1].row.row.index or ops[0].tv is not ops[1].tv:
        return False
    heads = " ".join(ops[0].col.path + ops[1].col.path).lower()
    if not re.search(r"chang|growth|increase|decrease|%", heads):
        return False
    return bool(re.search(r"\b(\w+) and (\w+) (?:percent(?:age)? |%)?(?:change|growth|increase|decrease)\b", a.folded))


def _entity_operands(qt, scope, tv, axis, ent1, ent2) -> tuple[list[Operand], Plan | None]:
    a = qt.a
    (e1, p1), (e2, p2) = ent1, ent2
    ops: list[Operand] = []
    for ent, other_pos in ((e1, p2), (e2, p1)):
        kw = {"force_row": (tv.key, ent.row.index)} if axis == "col" else {"force_col": (tv.key, ent.col.index)}
        cands = lookup_candidates(qt, [tv], scope.doc_pos, mask=other_pos, **kw)
        if not cands:
            return [], Plan("not_found", a.op, "refused", reason=f"no value for {ent.text}")
        top = cands[0]
        unexpl = _unexplained(qt, top.explained | p1 | p2)
        if unexpl:
            return [], Plan("not_found", a.op, "refused",
                            reason=f"the documents name nothing matching {', '.join(repr(t) for t in unexpl[:3])}")
        tied = [c for c in cands if c.score >= top.score - 1e-6 and c.key != top.key]
        if tied and _precise_pick([top] + tied) is None:
            return [], Plan("ambiguous", a.op, "refused", [top] + tied, reason=_ambiguous_text([top] + tied))
        top.label = _leaf(ent.path)
        ops.append(top)
    return ops, None


def _entities(qt: QuestionTerms, scope: Scope) -> list:
    """Pairs of labels on one axis of one table that the question names apart ("express ...
    standard"), best first."""
    found = []
    for tv in scope.tables:
        for axis, items, texts, concepts in (
            ("col", tv.rows, [_leaf(r.path) for r in tv.rows], [r.row.concept for r in tv.rows]),
            ("row", tv.cols, _col_names(tv.cols), [c.col.concept for c in tv.cols]),
        ):
            listed = _phrase_members(qt, items, texts, concepts)
            if len(listed) == 2:
                (k1, p1), (k2, p2) = sorted(listed, key=lambda x: min(x[1]))
                found.append((len(p1) + len(p2), (tv, axis, (items[k1], p1), (items[k2], p2))))
    found.sort(key=lambda f: -f[0])
    return [f[1] for f in found]
