"""Questions whose answer is a name, a year, a list or a count read off a table's structure:

- "In which year was Sensors the largest?" / "... less than 170 million?": the year columns of one
  named row, as argmax / argmin / filter over them (the label of each member is its year);
- "Which years does the table show?" / "In which years was X recorded?": the years of the columns;
- "What are the components of X?" / "How many items are there under X?": the member rows of a
  group (a heading row, a total that adds them up, or a label path prefix);
- "What financial items are listed in the table?": the item rows of the only table;
- "X in 2019 and 2018 respectively": the row's value per year, in the order asked;
- "How many segments had revenue above 1,000 in 2019?": the item rows of one table (each label
  printing the kind counted, or the items of its total) whose value in the named column passes.

Each shape names its row or group with every label word found in the question and leaves no other
content word unexplained; anything less is not read (the caller keeps its refusal). ``review`` also
relabels an answered "which year" filter or best-of whose members carry their column's full header
("April 28, 2018") with the year alone.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from tabsql.query_router import lexicon
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.index import NUMERIC, CatalogIndex, ColView, RowView, TableView, years_in
from tabsql.query_router.link import Match, QuestionTerms, generic_at, caption_positions, col_match, row_match
from tabsql.plan import Operand, Plan
from tabsql.query_router.text import stem, tokens

# The cues of these shapes ("which year", "which years", "the components of", "respectively" ...)
# are the lexicon's question_cues, searched once with the question (Analysis.says).
_SIGN = re.compile(r"\b(negative|positive)\b")
_MAGNITUDE = re.compile(r"\d\s*(thousands?|millions?|billions?)\b")
# Words that state the shape of these questions rather than name a row, column or group.
SHAPE_WORDS = frozenset(tokens(
    "which what year years fy fys period periods financial fiscal amount amounts value values largest smallest "
    "highest lowest greatest least most biggest higher lower larger smaller greater bigger more less fewer "
    "minimum maximum negative positive respective respectively company component components item items "
    "category categories type types kind kinds element elements constituent constituents part parts consist "
    "consists consisting made making make makes up comprise comprises considered calculating calculated calculation "
    "recorded shown included presented provided listed displayed highlighted provide table tables major "
    "under there how many count number information data reported contained contain"))
_TOTAL = re.compile(r"^\s*(?:total|totals|subtotal)\b[\s:,-]*", re.I)
_MARKER = re.compile(r"(?<=[a-z)])\d{1,2}$|(?<=[A-Z]{3})\d{1,2}$")


@dataclass
class Named:
    """A row or group the question names, with the question words that name it."""

    tv: TableView
    rows: list[RowView]  # the named row, or the group's member rows
    pos: frozenset[int]


def review(a: Analysis, idx: CatalogIndex, p: Plan, synonyms=None) -> Plan:
    """The plan for a shape this module reads, else ``p`` (relabelled when it answers "which year")."""
    if p.status == "answered" and p.op != "count" and not a.says("which_years"):
        return p
    if not idx.tables or not _may_apply(a):
        return p
    qt = QuestionTerms.build(a, idx, synonyms)
    if p.status == "answered":
        # "how many categories under X": X's member rows; "in which year ... less than 3,000
        # thousands": the threshold in the table's scale. Else the route's answer, named by years.
        if p.op == "count":
            return _members(qt, idx) or p
        return _years_listed(qt, idx) or _year_extreme(qt, idx) or _year_labels(a, p)
    for shape in (_years_listed, _year_extreme, _members, _all_items, _respective, _rows_over):
        new = shape(qt, idx)
        if new is not None:
            return new
    return p


def _may_apply(a: Analysis) -> bool:
    """Whether any shape can read the question: each needs one of these words, so the linking is
    built only for questions that have one."""
    return bool(a.says("which_years") or a.says("years_listed") or a.says("members") or a.says("all_items")
                or _HOW_MANY.search(a.folded) or (a.says("respective_or_and") and (len(set(a.years)) >= 2 or a.year_range)))


# --------------------------------------------------------------------------- helpers
def label_of(row: RowView) -> str:
    """A row's leaf label as printed, without a footnote number glued to its last word."""
    leaf = row.path[-1] if row.path else ""
    return _MARKER.sub("", leaf).strip()


def _has_values(tv: TableView, row: RowView) -> bool:
    """Whether the row prints a number (a heading row prints none)."""
    return any(c.numeric and (cell := tv.cell(row, c)) is not None and cell.value.kind in NUMERIC for c in tv.cols)


def _year_of(col: ColView) -> int | None:
    """The year a column is headed by, when exactly one."""
    return next(iter(col.years)) if len(col.years) == 1 else None


def _unexplained(qt: QuestionTerms, explained: set[int]) -> list[str]:
    """Content words nothing accounts for: not the row, group, column, caption, shape or a year. Asked
    of one report, a word none of its tables prints names the table's subject (said in the prose
    around it: "gross profit from cloud" of a gross-profit table), not another row."""
    toks = qt.a.toks
    one_report = len(qt.index.docs) == 1
    noted = _noted_with_figures(qt.index) if one_report else set()
    return [toks[i] for i in qt.content if i not in explained and i not in qt.a.consumed
            and not generic_at(qt.a, i) and toks[i] not in SHAPE_WORDS and not toks[i].isdigit()
            and not (one_report and not re.search(r"\d", toks[i]) and not qt.a.terms_at(i) & qt.index.vocab
                     and stem(toks[i]) not in noted)]


def _noted_with_figures(idx: CatalogIndex) -> set[str]:
    """The stems of the words the tables' notes say beside a figure of their own ("Backlog for mill
    products was $1.12 billion at December 31, 2024"): such a word names that figure, never the subject
    of a table that does not print it."""
    out: set[str] = set()
    for tv in idx.tables:
        for note in [*tv.conditions, *tv.footnotes.values()]:
            if any(ch.isdigit() for t in tokens(note) if not years_in([t]) for ch in t):
                out |= {stem(t) for t in tokens(note)}
    return out


def _full(m: Match) -> bool:
    """Every word of the label is in the question."""
    return m.cov >= 0.999 and m.strength > 0


def _best(cands: list[tuple[float, Named]], by_label: bool = False) -> Named | None:
    """The single strongest candidate; a tie between different rows is not read, nor are names
    that several tables print (over many documents "revenue" is every issuer's row). With
    ``by_label`` a tie between groups of the same member labels is one group printed once a date
    ("June 30, 2019" and "June 30, 2018" blocks of one table): its members are read once."""
    if not cands or len({n.tv.key for _, n in cands}) > 1:
        return None
    cands.sort(key=lambda c: -c[0])
    top = cands[0]
    ties = [n for s, n in cands if s >= top[0] - 1e-9]
    keys = {(n.tv.key, tuple(label_of(r) if by_label else r.row.index for r in n.rows)) for n in ties}
    return top[1] if len(keys) == 1 else None


def _named_row(qt: QuestionTerms, idx: CatalogIndex) -> Named | None:
    """The one row with values whose whole label (group words count too) the question says."""
    cands = []
    for tv in idx.tables:
        for r in tv.rows:
            if not r.path or not _has_values(tv, r):
                continue
            m = qt.match_text(r.path[-1])  # its own words: a concept alone may be another row's
            if not _full(m):
                continue
            pos = set(m.pos)
            if r.row.concept and _full(cm := qt.match_text(r.path[-1], r.row.concept)):
                pos |= cm.pos  # "research and development expenses": the concept's words
            for g in r.path[:-1] + [h.path[-1] for h in _heading_above(tv, r)]:
                gm = qt.match_text(g)
                if _full(gm):
                    pos |= gm.pos
            cands.append((_weight(qt, pos), Named(tv, [r], frozenset(pos))))
    return _best(cands)


def _weight(qt: QuestionTerms, pos: set[int] | frozenset[int]) -> float:
    """How much of the question a reading accounts for: the rarity-weighted words it explains."""
    return sum(qt.index.weight(qt.a.toks[i]) for i in pos)


def _heading_above(tv: TableView, row: RowView) -> list[RowView]:
    """The heading row (a label without values) the row is printed under, if any."""
    k = tv.rows.index(row)
    for prev in reversed(tv.rows[:k]):
        if prev.row.is_total or prev.row.is_subtotal:
            return []
        if prev.path and not _has_values(tv, prev):
            return [prev]
    return []


def _explained(qt: QuestionTerms, named: Named, cols) -> set[int]:
    """Question words the reading accounts for: its row or group, the table's caption, its columns."""
    pos = set(named.pos) | set(caption_positions(qt, named.tv))
    for c in cols:
        m = col_match(qt, named.tv, c)
        if m.ok and m.via != "money":
            pos |= m.pos
    return pos


def _year_columns(qt: QuestionTerms, tv: TableView, row: RowView, years: list[int]) -> dict[int, ColView] | None:
    """The numeric column of each year (restricted to ``years`` when given) with ``row``'s number in
    it; None when a year has several columns the question does not tell apart, or when the row has
    no number under one of them (a best-of or a threshold over the other years would be wrong)."""
    by_year: dict[int, list] = {}
    for c in tv.cols:
        y = _year_of(c)
        if y is not None and c.numeric and (not years or y in years):
            by_year.setdefault(y, []).append(c)
    line = row_match(qt, row).pos
    grouped = [c for cols in by_year.values() for c in cols if _names_group(qt, tv, c, line)]
    if grouped and len(grouped) < sum(map(len, by_year.values())):  # "only actual results": the years
        by_year = {y: kept for y, cols in by_year.items() if (kept := [c for c in cols if c in grouped])}
        # under "Actual", not the "Planned" year beside them
    out = {}
    for y, cols in by_year.items():
        if len(cols) > 1:
            named = [c for c in cols if (m := col_match(qt, tv, c)).ok and m.via != "money"]
            amounts = [c for c in cols if c.col.type != "percent"]
            cols = named if named or qt.a.says("percent_or_share") else amounts  # "2019 $ | %": the amount
        cell = tv.cell(row, cols[0]) if len(cols) == 1 else None
        if cell is None or cell.value.kind not in NUMERIC or cell.value.number is None:
            return None
        out[y] = cols[0]
    return out


def _names_group(qt: QuestionTerms, tv: TableView, col: ColView, line: frozenset[int]) -> bool:
    """Whether the question names the column by a word of its header other than a date or a word
    naming the line (``line``): "actual" of "Actual > 2018"; a year column the question names no
    word of is outside the group asked."""
    m = col_match(qt, tv, col)
    return m.ok and m.via != "money" and any(not any(ch.isdigit() for ch in qt.a.toks[i]) for i in m.pos - line)


def _year_operands(named: Named, cols: dict[int, ColView]) -> list[Operand]:
    """The named row's cell per year, labelled by the year (the answer's name for it), in the
    table's column order: a list answered from them is in the order the table prints, whichever
    reader reads it."""
    tv, row = named.tv, named.rows[0]
    return [Operand(tv, row, c, tv.cell(row, c), label=str(y)) for y, c in cols.items()]


# --------------------------------------------------------------------------- shapes
def _year_extreme(qt: QuestionTerms, idx: CatalogIndex) -> Plan | None:
    """"In which year was X the largest / higher / less than N / negative?" over one row's years."""
    a = qt.a
    f = a.folded
    if not a.says("which_years") or a.op in ("difference", "pct_change", "ratio", "average", "sum", "count"):
        return None
    direction = None
    if not a.thresholds and a.says("than_word"):
        return None  # "less than -3,000": a comparison with a figure the analysis could not read
    if not a.thresholds and not _SIGN.search(f):
        lo, hi = a.says("least_words"), a.says("most_words")
        if bool(lo) == bool(hi):
            return None
        direction = "min" if lo else "max"
    named = _named_row(qt, idx)
    if named is None:
        return None
    cols = _year_columns(qt, named.tv, named.rows[0], list(dict.fromkeys(a.all_years)))
    if not cols or len(cols) < 2 or _unexplained(qt, _explained(qt, named, cols.values())):
        return None
    ops = _year_operands(named, cols)
    if direction is None:
        threshold = _threshold(a, f, ops)
        if threshold is None:
            return None
        hits = [o.label for o in ops if _cmp(o.number, *threshold)]
        if not hits:
            return None
        return Plan("answered", "filter", "sql", ops, hits, None, threshold=threshold, links=_links(named))
    nums = [o.number for o in ops]
    best = min(nums) if direction == "min" else max(nums)
    if nums.count(best) != 1:
        return None
    op = "argmin" if direction == "min" else "argmax"
    return Plan("answered", op, "sql", ops, ops[nums.index(best)].label, None, links=_links(named))


def _threshold(a: Analysis, f: str, ops: list[Operand]) -> tuple[str, float] | None:
    """The comparison in base units. A question states its figure as the table prints it: in the
    magnitude it names ("less than 170 million", "600,000 thousands"), which must be the table's
    scale, or, naming none, in the table's scale."""
    if not a.thresholds and (m := _SIGN.search(f)):
        return ("<", 0.0) if m.group(1) == "negative" else (">", 0.0)
    if len(a.thresholds) != 1:
        return None
    th = a.thresholds[0]
    scales = {o.col.col.scale if o.col.col.scale != 1 else o.tv.nt.scale for o in ops}
    if len(scales) != 1:
        return None
    scale = scales.pop()
    stated = th.value / th.printed if th.printed else 1.0
    if stated == 1.0 and (m := _MAGNITUDE.search(f)):
        stated = lexicon.mapping("scales")[m.group(1)]
    elif stated == 1.0:
        stated = scale
    return (th.cmp, th.printed * stated) if abs(stated - scale) < 1e-9 else None


def _cmp(x: float | None, cmp: str, v: float) -> bool:
    return x is not None and {">": x > v, ">=": x >= v, "<": x < v, "<=": x <= v}[cmp]


def _links(named: Named) -> dict:
    return {"table": named.tv.key, "rows": [r.text for r in named.rows]}


def _years_listed(qt: QuestionTerms, idx: CatalogIndex) -> Plan | None:
    """"Which years does the table show?" (the only table) or "In which years was X recorded?"."""
    a = qt.a
    f = a.folded
    if not a.says("years_listed") or a.thresholds or a.says("least_words") or a.says("most_words") or _SIGN.search(f) \
            or a.years:
        return None
    named = _named_row(qt, idx)
    if named is None:
        if len(idx.tables) != 1:
            return None
        tv = idx.tables[0]
        rows = [r for r in tv.rows if _has_values(tv, r)]
        if not rows:
            return None
        cols = {}
        for c in tv.cols:
            y = _year_of(c)
            if y is not None and c.numeric and y not in cols:
                cols[y] = c
        named = Named(tv, [rows[0]], frozenset())
        if _unexplained(qt, _explained(qt, named, cols.values())):
            return None
        ops = []
        for y, c in cols.items():  # each year cited by the first cell printed under it
            r = next((r for r in rows if tv.cell(r, c) is not None), rows[0])
            ops.append(Operand(tv, r, c, tv.cell(r, c), label=str(y)))
    else:
        cols = _year_columns(qt, named.tv, named.rows[0], [])
        if not cols or _unexplained(qt, _explained(qt, named, cols.values())):
            return None
        # the years X was recorded in: a dash or a zero records none ("— " in 2019)
        ops = [o for o in _year_operands(named, cols) if o.number]
    if len(ops) < 2:
        return None
    return Plan("answered", "names", "lookup", ops, [o.label for o in ops], None, links=_links(named))


def _respective(qt: QuestionTerms, idx: CatalogIndex) -> Plan | None:
    """"X in 2019 and 2018 (respectively)": the named row's value in each year, in the order asked."""
    a = qt.a
    years = list(dict.fromkeys(a.years))
    if a.year_range and len(years) <= 2:
        lo, hi = a.year_range
        years = list(range(lo, hi + 1))[::-1 if a.order_reversed else 1]
    if len(years) < 2 or not a.says("respective_or_and") or a.op not in ("lookup", "values"):
        return None
    named = _named_row(qt, idx)
    if named is None:
        return None
    cols = _year_columns(qt, named.tv, named.rows[0], years)
    if not cols or set(cols) != set(years) or _unexplained(qt, _explained(qt, named, cols.values())):
        return None
    tv, row = named.tv, named.rows[0]
    ops = [Operand(tv, row, cols[y], tv.cell(row, cols[y]), label=str(y)) for y in years]
    return Plan("answered", "values", "sql", ops, [o.number for o in ops], ops[0].unit, links=_links(named))


def _members(qt: QuestionTerms, idx: CatalogIndex) -> Plan | None:
    """"What are the components of X?" (the member labels) / "How many ... under X?" (their count)."""
    a = qt.a
    if not a.says("members") or a.thresholds or a.years or a.op not in ("lookup", "count", "sum"):
        return None
    counting = a.op == "count"
    if not counting and not a.says("asks_what"):
        return None
    named = _named_group(qt, idx)
    if named is None or len(named.rows) < 2 or _unexplained(qt, _explained(qt, named, [])):
        return None
    col = next((c for c in named.tv.cols if c.numeric and all(
        (cell := named.tv.cell(r, c)) is not None and cell.value.kind in NUMERIC for r in named.rows)), None)
    if col is None:
        return None
    ops = [Operand(named.tv, r, col, named.tv.cell(r, col), label=label_of(r)) for r in named.rows]
    if len({o.number < 0 for o in ops if o.number}) > 1:  # (a dash, zero, is neither)
        return None  # additions and deductions ("Billed", "Allowance for ..."): which are its parts is unclear
    if counting:
        return Plan("answered", "count", "sql", ops, float(len(ops)), None, links=_links(named))
    return Plan("answered", "names", "lookup", ops, [o.label for o in ops], None, links=_links(named))


_HOW_MANY = re.compile(r"\bhow many (?P<kind>[a-z][a-z-]+)\b")


def _rows_over(qt: QuestionTerms, idx: CatalogIndex) -> Plan | None:
    """"How many segments had revenue above 1,000 in 2019?", "How many quarters had a low price
    under $2.00?": the item rows of one table whose value in the one column the question names (by
    its year or its header) passes the threshold. The rows counted must be the kind asked: each
    label prints the word ("First Quarter"), or they are the items that add up to the table's total."""
    a = qt.a
    m = _HOW_MANY.search(a.folded)
    if m is None or a.op != "count" or len(a.thresholds) != 1 or len(set(a.years)) > 1 or \
            m.group("kind") in ("year", "years", "times"):
        return None
    kind = stem(m.group("kind"))
    kind_pos = {i for i, t in enumerate(a.toks) if t == m.group("kind")}
    found = [r for tv in idx.tables if (r := _rows_over_table(qt, tv, kind, kind_pos)) is not None]
    return found[0] if len(found) == 1 else None


def _rows_over_table(qt: QuestionTerms, tv: TableView, kind: str, kind_pos: set[int]) -> Plan | None:
    """The count of ``_rows_over`` in one table, None when its column or rows are not clear."""
    a = qt.a
    years = set(a.years)
    cols = [c for c in tv.cols if c.numeric and (_year_of(c) in years if years else _year_of(c) is None)]
    named = [c for c in cols if (cm := col_match(qt, tv, c)).ok and cm.via != "money"]
    cols = named if len(cols) > 1 or not years else cols
    if len(cols) != 1:
        return None
    col = cols[0]
    rows = [r for r in tv.rows if r.path and not (r.row.is_total or r.row.is_subtotal)
            and (cell := tv.cell(r, col)) is not None and cell.value.kind in NUMERIC and cell.value.number is not None]
    if len(rows) < 2 or not _kind_rows(tv, rows, col, kind):
        return None
    named_rows = Named(tv, rows, frozenset(kind_pos))
    explained = _explained(qt, named_rows, [col])
    if [i for i in qt.content if i not in explained and i not in a.consumed and not generic_at(a, i)
            and a.toks[i] not in SHAPE_WORDS and not a.toks[i].isdigit()]:
        return None  # every word must be the table's: "operating income above 1,000" is no count of revenue
    ops = [Operand(tv, r, col, tv.cell(r, col), label=label_of(r)) for r in rows]
    threshold = _threshold(a, a.folded, ops)
    if threshold is None:
        return None
    hits = sum(1 for o in ops if _cmp(o.number, *threshold))
    return Plan("answered", "count", "sql", ops, float(hits), None, threshold=threshold,
                links={**_links(named_rows), "column": col.text})


def _kind_rows(tv: TableView, rows: list[RowView], col: ColView, kind: str) -> bool:
    """The rows are all of the kind the question counts: each label prints its word, or they are
    exactly the items printed above the table's one total, adding up to it in the column."""
    if all(kind in {stem(t) for t in tokens(label_of(r))} for r in rows):
        return True
    totals = [r for r in tv.rows if r.row.is_total]
    if len(totals) != 1:
        return False
    block = _rows_above_total(tv, tv.rows.index(totals[0]))
    return [r.row.index for r in block] == [r.row.index for r in rows] and _sums_to(tv, rows, totals[0], col)


def _sums_to(tv: TableView, rows: list[RowView], total: RowView, col: ColView) -> bool:
    """The rows add up to the total in ``col`` itself (not merely in some other column)."""
    t = tv.cell(total, col)
    nums = [tv.cell(r, col).value.number for r in rows]
    return t is not None and t.value.number is not None and \
        abs(sum(nums) - t.value.number) <= 0.002 * max(abs(t.value.number), 1e-9)


def _named_group(qt: QuestionTerms, idx: CatalogIndex) -> Named | None:
    """The group whose name the question says in full: a heading row, a total row or a path prefix."""
    cands = []
    for tv in idx.tables:
        for k, r in enumerate(tv.rows):
            if not r.path:
                continue
            names = {r.path[-1]}
            if r.row.is_total or r.row.is_subtotal:
                names.add(_TOTAL.sub("", r.path[-1]))
            m = max((qt.match_text(n) for n in names if n), key=lambda x: (x.cov, x.strength))
            if not _full(m):
                continue
            members = _group_rows(tv, k)
            if members:
                cands.append((_weight(qt, m.pos), Named(tv, members, m.pos)))
    return _best(cands, by_label=True)


def _group_rows(tv: TableView, k: int) -> list[RowView]:
    """The member rows of row ``k`` as a group: above a total that they add up to, or under a
    heading until the next break (adding up to the total that closes them, if one does)."""
    r = tv.rows[k]
    if r.row.is_total or r.row.is_subtotal:
        return _rows_above_total(tv, k)
    if _has_values(tv, r):
        return []
    out = []
    for nxt in tv.rows[k + 1:]:
        if nxt.row.is_total or nxt.row.is_subtotal:
            return out if _adds_up(tv, out, nxt) or _grand_total(tv, nxt) else []
        if not nxt.path or not _has_values(tv, nxt) or (len(nxt.path) > 1 and nxt.path[-2] != r.path[-1]):
            break
        out.append(nxt)
    return out


def _rows_above_total(tv: TableView, k: int) -> list[RowView]:
    """The item rows printed above a total, kept only when they add up to it in some column."""
    total = tv.rows[k]
    block = []
    for prev in reversed(tv.rows[:k]):
        if prev.row.is_total or prev.row.is_subtotal or not prev.path or not _has_values(tv, prev):
            break
        block.append(prev)
    block.reverse()
    return block if _adds_up(tv, block, total) else []


def _grand_total(tv: TableView, total: RowView) -> bool:
    """A total of every item row above it, not of the group just before it: that group ends there."""
    above = tv.rows[:next(k for k, r in enumerate(tv.rows) if r is total)]
    items = [r for r in above if r.path and _has_values(tv, r)]
    return not any(r.row.is_total or r.row.is_subtotal for r in items) and _adds_up(tv, items, total)


def _adds_up(tv: TableView, block: list[RowView], total: RowView) -> bool:
    """Whether the rows add up to the total in some column: a misread block is never a group."""
    if len(block) < 2:
        return False
    for c in tv.cols:
        t = tv.cell(total, c)
        cells = [tv.cell(b, c) for b in block]
        if not c.numeric or t is None or t.value.number is None or any(x is None or x.value.number is None for x in cells):
            continue
        if abs(sum(x.value.number for x in cells) - t.value.number) <= 0.002 * max(abs(t.value.number), 1e-9):
            return True
    return False


def _all_items(qt: QuestionTerms, idx: CatalogIndex) -> Plan | None:
    """"What financial items are listed in the table?": the item rows of the only table in scope."""
    if len(idx.tables) != 1 or not qt.a.says("all_items") or qt.a.years or qt.a.thresholds:
        return None
    tv = idx.tables[0]
    rows = [r for r in tv.rows if r.path and _has_values(tv, r) and not (r.row.is_total or r.row.is_subtotal)]
    if len(rows) < 2 or len({label_of(r) for r in rows}) != len(rows):
        return None
    named = Named(tv, rows, frozenset())
    if _unexplained(qt, _explained(qt, named, [])):
        return None
    col = next((c for c in tv.cols if c.numeric and all(tv.cell(r, c) is not None for r in rows)), None)
    if col is None:
        return None
    ops = [Operand(tv, r, col, tv.cell(r, col), label=label_of(r)) for r in rows]
    return Plan("answered", "names", "lookup", ops, [o.label for o in ops], None, links=_links(named))


# --------------------------------------------------------------------------- review of answered plans
def _year_labels(a: Analysis, p: Plan) -> Plan:
    """"In which year ...": members labelled by their whole column header ("April 28, 2018") are
    named by their year alone, when each header holds exactly one year and no two share it."""
    if p.op not in ("filter", "argmin", "argmax") or not a.says("which_years") or not p.operands:
        return p
    years = [years_in([o.label]) for o in p.operands]
    if any(len(y) != 1 for y in years) or len({next(iter(y)) for y in years}) != len(years):
        return p
    new = {o.label: str(next(iter(y))) for o, y in zip(p.operands, years)}
    if all(k == v for k, v in new.items()):
        return p
    for o in p.operands:
        o.label = new[o.label]
    p.value = [new.get(v, v) for v in p.value] if isinstance(p.value, list) else new.get(p.value, p.value)
    return p
