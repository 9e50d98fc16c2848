"""Lines: a measure (a column, or a row of a transposed table) and its members, the values an
aggregate, a best-of, a count or a filter runs over.

``best_line(qt, scope)`` picks the line whose label and members the question names best (members
filtered by the entities, group, category, years and quarters it names), or None.
"""
from __future__ import annotations

from dataclasses import dataclass

from tabsql.plan import Operand
from tabsql.query_router import lexicon
from tabsql.query_router.cells import (Scope, cell_ok, dated_words, in_range, is_change_column, label_leaf,
                                      unexplained_words, word_weight)
from tabsql.query_router.index import ColView, RowView, TableView, years_in
from tabsql.query_router.link import NO_MATCH, Match, QuestionTerms, caption_positions, col_match, head_rivals, row_match
from tabsql.query_router.readers.enumeration import concept_members
from tabsql.query_router.readers.subtotal import says_total
from tabsql.query_router.readers.subtotal import subtotal_block
from tabsql.query_router.listed_values import listed, value_words
from tabsql.query_router.text import STOPWORDS, tokens
from tabsql.query_router.tier_columns import column_tier

NON_MEMBER = ("consolidation", "elimination", "reconciliation", "unallocated", "konzernfunktion",
              "konsolidierung", "uberleitung", "uberleitungs")
def non_member(path: list[str], first: bool = False) -> bool:
    """Whether a line is the company's own or a reconciling line beside the members, not one of them.
    ``first``: the line opens the members; the company's own line follows its segments, so a "Corporate"
    line set first is a member ("Corporate" moves above "Military" and "Consumer").

        >>> non_member(["Corporate and other"]), non_member(["Corporate debt securities"]), non_member(["Corporate"], first=True)
        (True, False, False)
    """
    text = " ".join(path).lower()
    return any(w in text for w in NON_MEMBER) or not first and any(_corporate(p) for p in path)


def _corporate(label: str) -> bool:
    """"Corporate", "Corporate and other", "Corporate expenses": the company's own line beside its
    segments (lexicon ``corporate_line_words`` after "corporate"); not "Corporate debt securities", a
    member named by what it holds."""
    words = [t for t in tokens(label.replace("/", " ").replace("&", " and ")) if t.isalpha()]
    return bool(words) and words[0] == "corporate" and set(words[1:]) <= lexicon.words("corporate_line_words")


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


def phrase_members(qt: QuestionTerms, items: list, texts: list[str | tuple[str, ...]],
                    concepts: list[str | None]) -> list[tuple[int, frozenset[int]]]:
    """Items whose whole label occurs in the question, longest first, without overlaps. An item may
    offer several names (a column's leaf, then its own upper header: "F19" over "53 weeks")."""
    hits = []
    printed = {w for names in texts for text in ((names,) if isinstance(names, str) else names) if text
               for w in tokens(text)}
    for k, (names, concept) in enumerate(zip(texts, concepts)):
        for j, text in enumerate((names,) if isinstance(names, str) else names):
            if not text:
                continue
            m = qt.match_text(text, concept if j == 0 else None)
            if m.cov >= 0.8 and not m.exact_phrase and m.via != "concept" and (
                    own := _coordinated(qt.a.toks, m.pos, printed)):
                hits.append((len(own), m.strength, k, own, frozenset(), False))
                break  # "wholesale and retail colocation": the modifier names "Wholesale colocation"
            if m.cov >= 0.8 and (m.exact_phrase or m.via == "concept" or len(m.pos) == 1):
                pos = m.span or m.pos  # a phrase's own occurrence: a word it shares with a neighbour stays theirs
                core = frozenset(qt.concept_pos.get(concept, ())) if m.via == "concept" and j == 0 else frozenset()
                said_whole = bool(m.span) and max(m.span) - min(m.span) + 1 == len(tokens(text))
                hits.append((len(pos), m.strength, k, pos, core, said_whole))
                break
    # a word inside the phrase that names another item's concept ("S&D expenses") is that item's,
    # not one more word of a label that merely prints it too ("General and administrative expenses");
    # a label said word for word keeps its words ("cloud services and license support": no "Services")
    cores = [h[4] for h in hits]
    others = [frozenset().union(*(c for i, c in enumerate(cores) if i != x and c)) for x in range(len(hits))]
    hits = [(n, st, k, pos if whole else frozenset(pos - others[x] | core) or pos, core)
            for x, (n, st, k, pos, core, whole) in enumerate(hits)]
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


def _coordinated(toks: list[str], pos: frozenset[int], printed: set[str]) -> frozenset[int]:
    """The positions of a label's modifiers said in a list of modifiers sharing its last words
    ("wholesale and retail colocation" for "Wholesale colocation"; lexicon ``coordinators``): between
    the label's first words and its shared ones stand only the coordinators and words other labels of
    the line print. Empty where the label's words are not so said.

        >>> sorted(_coordinated("add wholesale and retail colocation revenue".split(), frozenset({1, 4}), {"retail"}))
        [1]
    """
    ps = sorted(pos)
    if len(ps) < 2:
        return frozenset()
    gaps = [(a, b) for a, b in zip(ps, ps[1:]) if b > a + 1]
    if len(gaps) != 1:
        return frozenset()
    a, b = gaps[0]
    between = toks[a + 1:b]
    joins = lexicon.words("coordinators")
    others = [w for w in between if w not in joins]
    if not between or between[0] not in joins or not others or not all(w in printed for w in others):
        return frozenset()  # ("selling, general and administrative expense" names one line, not "Selling expenses")
    return frozenset(p for p in ps if p <= a)


def _pair_operands(qt: QuestionTerms, tv: TableView, pairs: list, axis: str) -> list[Operand]:
    """A line's members: the cells of its pairs the question's years, quarters and filters keep."""
    a = qt.a
    return _operands(qt, tv, pairs, set(a.all_years), a.quarterly or bool(a.quarters), axis)


def _member_pairs(qt: QuestionTerms, tv: TableView, axis: str, measure, explicit_ok: bool) -> tuple[list, frozenset[int]]:
    """The (row, column) pairs a line's members may come from, and the question positions naming
    them (a list, a group, a category): what the line's score reads. Its cells (`_pair_operands`)
    are read only for a line that may be chosen (`best_line`)."""
    a = qt.a
    ys = set(a.all_years)
    if axis == "col":
        items = [r for r in tv.rows if not r.row.is_total and not r.row.is_subtotal]
        pairs = [(r, measure) for r in items]
    else:
        items = [c for c in tv.cols if c.numeric]
        if a.op in ("argmin", "argmax", "filter", "sum") and len(parts := [c for c in items if not says_total(c.path)]) >= 2:
            # "which segment had the largest ...": a "Total" column is none of the things compared, and
            # no part of the sum of them it prints beside them
            items = parts
        pairs = [(measure, c) for c in items]
    pos: set[int] = set()
    # listed members ("SKUs A, B and C", "the Campus Plus and Business plans")
    if explicit_ok:
        leaves = [label_leaf(r.path) for r in items] if axis == "col" else col_names(items)
        concepts = [r.row.concept if axis == "col" else r.col.concept for r in items]
        if ys:  # "Q1 + Q2 + Q3" of 2025: the quarters of another year are not the ones listed
            leaves = [x if not (it.years and not it.years & ys) else "" for x, it in zip(leaves, items)]
        listed = phrase_members(qt, items, leaves, concepts)
        if axis == "col" and len(by_concept := concept_members(qt, items, concepts)) > len(listed):
            listed = by_concept  # "selling, G&A and R&D expenses": each item of the list, its head shared
        if len(listed) >= 2 and (a.op not in ("sum", "average") or _said_as_a_list(a, listed)):
            keep = {k for k, _ in listed}
            pairs = [p for k, p in enumerate(pairs) if k in keep]
            for _, p in listed:
                pos |= p
            return pairs, frozenset(pos)
    if axis == "col" and (block := subtotal_block(qt, tv, measure)):  # "the individual current asset items"
        return [(r, measure) for r in block[0]], block[1]
    if axis == "row":
        # a group of columns ("the OPS Compact models" under a header "OPS Compact" over some of them)
        heads: dict[str, list[int]] = {}
        for k, c in enumerate(items):
            for part in c.path[:-1]:
                if not any(ch.isdigit() for ch in part):  # (periods over their columns are the year filter's)
                    heads.setdefault(part, []).append(k)
        heads = {h: ks for h, ks in heads.items() if len(ks) < len(items)}
        if best := _named_set(qt, heads, min_members=2):
            return [pairs[k] for k in best[0]], frozenset(best[1].pos)
    if axis == "col":
        # a group ("the Education plans") or a category ("Belts items")
        groups = {}
        picks = a.op in ("argmin", "argmax", "filter", "count")  # which or how many of the group's lines
        heads = _open_headings(tv) if picks else {}
        # a total said ("the average total amount falling due within one year") names the group's total line,
        # no member: the lines the normalizer named alone join their group only where none is said
        said_total = a.op in ("sum", "average") and any(lexicon.mapping("label_operations").get(t) == "sum"
                                                         for t in a.toks)
        grouping = set() if said_total else {g for r in items for g in r.path[:-1]}
        for k, r in enumerate(items):
            # (a heading printed on a line of its own names the lines under it, up to its total, to pick
            # among; its total line, not its items, is what a sum or a mean of "the total X" reads; a line
            # the heading is context of, where it is the group of others, is its member: "Unit 3" under
            # "Carrow Point Station", named alone as no other station has a unit 3)
            for g in dict.fromkeys([*r.path[:-1], *heads.get(r.row.index, []),
                                    *(h for h in r.context[:1] if h in grouping and len(r.path) == 1)]):
                groups.setdefault(g, []).append(k)
        values: dict[str, list[int]] = {}
        for k, r in enumerate(items):
            for t in r.texts:
                values.setdefault(t, []).append(k)
        best = _named_set(qt, groups) or _named_set(qt, values, min_members=2) or _counted_kind(qt, items)
        if best:
            picked = set(best[0]) | _listing(values, best[0])
            picked = _before_next_heading(tv, items, picked)
            if not _named_set(qt, groups) and _holders(values, best[0]) - picked:
                return [], frozenset()  # another line prints the value among other words ("Single, emergency
                # 3 h" beside "Emergency, 3 h"): which lines hold it is not told by their texts alone
            pairs = [pairs[k] for k in sorted(picked)]
            pos |= best[1].pos
        pairs = [(r, c) for k, (r, c) in enumerate(pairs) if not non_member(r.path, first=k == 0)]
    return pairs, frozenset(pos)


def _said_as_a_list(a, listed: list[tuple[int, frozenset[int]]]) -> bool:
    """Whether the members a sum or mean runs over are said as a list ("Spain and Portugal", "A, B and
    C", "Q1 + Q2"): a coordinator (lexicon ``coordinators``) between two of them, and none of the words
    between any two naming something else ("the average selling price per unit of cement in the U.S.
    Central market" names a heading, a line and "All markets" apart, no list of them)."""
    if len({pos for _, pos in listed}) == 1:
        return True  # twins named by the same words ("held one year or more, both segments"): no list to say
    spans = sorted(_first_run(pos) for _, pos in listed if pos)  # ("Sales" said as "sales ... revenues")
    joiners = lexicon.words("coordinators") | lexicon.words("list_joiners")
    if set(a.toks) & lexicon.words("adding_verbs"):
        joiners |= {"to"}  # "adding the loans balance to the receivables balance"
    gaps = [a.toks[hi + 1:lo] for (_, hi), (lo, _) in zip(spans, spans[1:])]
    if any(gap and not set(gap) & joiners for gap in gaps):
        return False
    return any(set(gap) & joiners for gap in gaps) or any(j in a.folded for j in (",", "+", "&"))


def _first_run(pos: frozenset[int]) -> tuple[int, int]:
    """The first run of adjacent positions a member is named by: its head shared with the next member
    ("Sales and Service ... revenues") stands apart from it."""
    start = end = min(pos)
    while end + 1 in pos:
        end += 1
    return start, end


def _counted_kind(qt: QuestionTerms, items: list[RowView]) -> tuple[list[int], Match] | None:
    """The lines the words between a member count and its noun pick out, where exactly that many
    labels print every one of those words: "the two digital formats" over "Digital billboards",
    "Classic bulletins", "Digital transit screens" -> the two "Digital" lines. A count that as many
    labels do not meet picks none (the route then refuses the count it was told)."""
    a = qt.a
    if a.member_count is None or a.member_periods or not a.member_words:
        return None
    said = {a.toks[k] for k in a.member_words}
    ks = [k for k, r in enumerate(items) if r.path and said <= set(tokens(r.path[-1]))]
    if len(ks) != a.member_count:
        return None
    return ks, Match(1.0, 1.0, frozenset(a.member_words), True, "kind")


def _open_headings(tv: TableView) -> dict[int, list[str]]:
    """Each line's headings printed on lines of their own (``RowView.context``) that still head it: a
    heading's group ends at its total line ("International:" heads "Atlantic" .. "Latin America", not
    "Regional" after "Total international")."""
    cached = tv.__dict__.get("_open_headings")  # read once a table, not once a column of it
    if cached is not None:
        return cached
    closed: set[str] = set()
    last: list[str] = []
    out: dict[int, list[str]] = tv.__dict__.setdefault("_open_headings", {})
    for r in tv.rows:
        if r.row.is_total or r.row.is_subtotal:
            closed |= _closed_by(r, list(r.context) or last)  # a total closes the group it ends
            continue
        if not r.context and r.path:
            closed.discard(r.path[-1])  # (a heading printed again opens its group anew)
        out[r.row.index] = last = [h for h in r.context if h not in closed]
    return out


def _closed_by(total: RowView, headings: list[str]) -> set[str]:
    """The headings (innermost first, as ``RowView.context`` holds them) a total line ends: the innermost up to the
    one its label names ("Total owned plants" ends "Nebraska:" and "Owned plants:"), else the innermost alone:
    "Total Nebraska" under "Owned plants: > Nebraska:" leaves the plants of the states after it owned plants."""
    if not headings:
        return set()
    said = set(tokens(total.path[-1] if total.path else "")) - set(lexicon.words("total_words"))
    named = [k for k, h in enumerate(headings) if said & set(tokens(h))]
    return set(headings[:named[-1] + 1] if named else headings[:1])


def col_names(cols: list[ColView]) -> list[tuple[str, ...]]:
    """Each column's names, leaf first, then the upper header parts it alone carries (a group
    header over several columns names none of them apart); bare years are left to the year filter."""
    paths = [[p for p in c.path if not p.isdigit()] for c in cols]
    shared: dict[str, int] = {}
    for path in paths:
        for p in set(path[:-1]):
            shared[p] = shared.get(p, 0) + 1
    return [tuple([path[-1]] if path else []) + tuple(p for p in reversed(path[:-1]) if shared[p] == 1) or ("",)
            for path in paths]


def _listing(values: dict[str, list[int]], named: list[int]) -> set[int]:
    """The rows whose text lists the named value among others ("Cool white, DALI dimmable" beside
    "DALI dimmable"; ``listed_values``): they hold the value too."""
    said = {value_words(v) for v, ks in values.items() if ks == named}
    return {k for v, ks in values.items() if ks != named and said & set(listed(v)) for k in ks}


def _holders(values: dict[str, list[int]], named: list[int]) -> set[int]:
    """The rows whose text prints every word of the named value, with other words or not."""
    want = {w for v, ks in values.items() if ks == named for w in value_words(v).split()}
    return {k for v, ks in values.items() if want <= set(tokens(v)) for k in ks}


def _before_next_heading(tv: TableView, items: list, picked: set[int]) -> set[int]:
    """The group's lines up to the next heading line among them (a label with no value in any column):
    a heading the extractor set under the group ("Meters and testing > Pots and propagation") opens a
    group of its own, whose lines are not the first group's."""
    order = sorted(picked)
    for n, k in enumerate(order):
        if n and all(tv.cell(items[k], c) is None or not (tv.cell(items[k], c).text or "").strip()
                     for c in tv.cols if c.numeric):
            return set(order[:n])
    return picked


def _named_set(qt: QuestionTerms, named: dict[str, list[int]], min_members: int = 1):
    """(member indexes, match) of the group or category the question names exactly, the strongest
    link first, else the one group its proper name alone names; None when it names none."""
    best = None
    for name, ks in named.items():
        if len(ks) < min_members:
            continue
        m = qt.match_text(name)
        if m.cov >= 0.999 and m.exact_phrase and (best is None or m.strength > best[1].strength):
            best = (ks, m)
    if best is None:  # a group named by its proper name alone ("Which Northbourne line" of "Northbourne Regional
        # Transit Authority"), where that name names no other group
        proper = [(ks, m) for name, ks in named.items() if len(ks) >= min_members
                  and (m := qt.match_text(name)).pos and {qt.a.toks[i] for i in m.pos} <= qt.a.proper_names]
        best = proper[0] if len(proper) == 1 else None
    return best


def _operands(qt, tv, pairs, ys, allow_q, axis) -> list[Operand]:
    a = qt.a
    out = []
    for r, c in pairs:
        if not cell_ok(a, tv, r, c, ys, None, allow_q):
            continue
        if axis == "row" and ys and not (r.years | c.years):
            continue  # an undated column ("Change (%)") is no member of a run of years
        if (a.quarterly or a.quarters) and (r.quarter or c.quarter) is None:
            continue
        if axis == "col":
            label = label_leaf(r.path)
        else:
            label = label_leaf(c.path)
        out.append(Operand(tv, r, c, tv.cell(r, c), label=label))
    return _run_of_years(qt, _named_apart(out)) if axis == "row" else out


def _named_apart(ops: list[Operand]) -> list[Operand]:
    """Columns whose leaf headings are one text ("Package price by wedding day (£)" under "Elopement", "Half day"
    and "Full day") named by the heading of each path that no other of them prints: a member is named by what
    tells it apart, never by the heading they share."""
    if len({o.label for o in ops}) == len(ops):
        return ops
    for o in ops:
        own = next((p for p in reversed(o.col.path) if not p.isdigit() and sum(p in x.col.path for x in ops) == 1), None)
        if own is not None:
            o.label = own
    return ops


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


RIVAL_MARGIN = 2.0  # a line of another document this close to the best one is a rival (no document named)
TIE = 1e-6  # lines whose scores are this close tie


def best_line(qt: QuestionTerms, scope: Scope, *, explicit_ok: bool = True, text_ok: bool = False) -> Line | None:
    """The line whose label and members the question names best. A line's members (its cells) are
    read only when it may decide: best first, down to the last tie of the best line that has
    members, and, no document named, to the rival margin for another document's lines (no line
    further down can change the choice)."""
    a = qt.a
    ys = set(a.all_years)
    lines: list[Line] = []
    unread: dict[int, list] = {}  # id(line) -> the pairs whose cells are its members, read on demand
    for tv in scope.tables:
        cap = caption_positions(qt, tv)
        for c in tv.cols:
            if not (c.numeric or text_ok):
                continue
            cm = col_match(qt, tv, c)
            if not cm.ok and a.op == "count" and c.col.concept == "category":
                cm = Match(0.5, 0.5, frozenset(), False, "category")  # "Dichtungen items": rows of a named category
            if not cm.ok and c.numeric and c.years and c.years & ys and explicit_ok and not is_change_column(c):
                # a year column of a statement is the measure when the question lists its rows (not a column
                # of the change since another year, "2019 vs. 2018 > $ Change", which no year alone names)
                listed = phrase_members(qt, tv.rows, [label_leaf(r.path) for r in tv.rows], [r.row.concept for r in tv.rows])
                if len(listed) < 2:
                    listed = concept_members(qt, tv.rows, [r.row.concept for r in tv.rows])
                if len(listed) >= 2 or subtotal_block(qt, tv, c):
                    cm = Match(0.5, 0.5, frozenset(), False, "year")
            if cm.ok and is_change_column(c) and not cm.pos - dated_words(a) and not a.says("change_or_difference"):
                cm = NO_MATCH  # "2019 vs. 2018" named by the year alone holds 2019's change, not its values
            if not cm.ok:
                continue
            if c.years and ys and not c.years & ys:
                continue
            if a.quantity is not None and (tiers := [t for k in tv.cols if (t := column_tier(k, tv.cols)) is not None]):
                tier = column_tier(c, tv.cols)
                if tier is None and cm.via == "money" and any(in_range(a, t) for t in tiers) or \
                        tier is not None and not in_range(a, tier):
                    continue  # the tier column the quantity asked lies in is the measure ("14 days": "Daily rate >
                    # 14–27 days"), not another tier, nor another money column ("Deposit") the price word meets
                if tier is not None:  # which accounts for the quantity and its unit
                    cm = Match(cm.cov, cm.strength + 1.0, cm.pos | frozenset(a.sale_units), cm.exact_phrase, cm.via)
            pairs, mpos = _member_pairs(qt, tv, "col", c, explicit_ok)
            if cm.via == "category" and not mpos:
                continue  # no category value named: not a count of one
            line = _line(qt, tv, "col", c, cm, [], mpos, cap, scope.doc_pos)
            unread[id(line)] = pairs
            lines.append(line)
        for r in tv.rows:
            rm = row_match(qt, r)
            if not rm.ok or rm.via == "text" and _shared_text(qt, tv, r) or rm.via == "head" and head_rivals(tv, r):
                continue  # (a line named by its head noun alone beside another line of that head: untold)
            if r.years and ys and not r.years & ys:
                continue
            pairs, mpos = _member_pairs(qt, tv, "row", r, explicit_ok)
            line = _line(qt, tv, "row", r, rm, [], mpos, cap, scope.doc_pos)
            unread[id(line)] = pairs
            lines.append(line)

    def read(ln: Line) -> bool:  # its members read; whether it is a line of values to run over
        if (pairs := unread.pop(id(ln), None)) is not None:
            ln.members = _pair_operands(qt, ln.tv, pairs, ln.axis)
        return bool(ln.members) and (len(ln.members) > 1 or a.op in ("count", "filter")) \
            and any(m.cell is not None for m in ln.members)  # (a heading over its lines holds no value)

    if a.year_range:  # "from 2023 to 2025": every year asked for must be among the members
        want = set(range(a.year_range[0], a.year_range[1] + 1))
        lines = [ln for ln in lines if read(ln) and (want <= {y for m in ln.members for y in (m.row.years | m.col.years)}
                                                     or not any(m.row.years | m.col.years for m in ln.members))]
        lines.sort(key=lambda ln: -ln.score)
    else:
        lines.sort(key=lambda ln: -ln.score)  # stable: the lines kept stay in the order read, as filtered first
        kept: list[Line] = []
        for ln in lines:
            if kept:
                top = kept[0]
                if ln.score < top.score - TIE and top.score > ln.score + TIE:  # no tie of the best (nor any below)
                    if scope.named or ln.score < top.score - RIVAL_MARGIN:
                        break  # no rival either: nothing further down is read
                    if ln.tv.doc is top.tv.doc:
                        continue  # a rival only from another document
            if read(ln):
                kept.append(ln)
        lines = kept
    if not lines:
        return None
    if not scope.named:  # no document named: a close reading in another document is a rival
        top = lines[0]
        for other in lines[1:]:
            if other.tv.doc is not top.tv.doc and other.score >= top.score - RIVAL_MARGIN and not _same_values(top, other):
                return None
    return lines[0] if len(lines) == 1 or lines[0].score > lines[1].score + TIE or \
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
        if other.score < top.score - TIE:
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
    unexpl = unexplained_words(qt, explained)
    score = sum(word_weight(qt, i) for i in explained if i in qt.content) - sum(qt.index.weight(t) for t in unexpl)
    score += 0.5 * m.cov + 0.3 * (m.via == "concept")
    if measure.years and measure.years & set(qt.a.all_years):
        score += 1.0
    qys = set(qt.a.years)
    if qys:  # the document's own year counts too ("the 2024 segment information")
        score += 0.5 * len(qys & (measure.years | tv.doc_years)) + 1.0 * bool(tv.doc_years and tv.doc_years <= qys)
    if axis == "col" and any(qt.a.terms_at(i) & tv.row_kind for i in range(len(qt.a.toks))):
        score += 1.5  # "which of the plans": the members are what the label column holds
    return Line(tv, axis, measure, m, members, frozenset(explained), score, bool(mpos))

