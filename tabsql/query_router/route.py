"""Routing: from an analysed question to a plan of cited operands, or to a reasoned refusal.

- lookup: the single best cell (row retrieval over the linked tables).
- aggregate / comparison: a measure line (a column, or a row in a transposed table) and its members,
  filtered by what the question names (listed entities, a group, a category, years, quarters);
  across documents when the question asks which issuer (one operand per issuer).
- nothing links with confidence -> not_found; equally good readings with different values -> ambiguous.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from tabsql.models import NormCell
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.index import NUMERIC, CatalogIndex, ColView, DocView, RowView, TableView
from tabsql.query_router.link import GENERIC, NO_MATCH, Match, QuestionTerms, caption_positions, col_match, doc_links, row_match

CURRENCY_CODES = {"EUR", "USD", "GBP", "CHF", "TRY", "JPY", "SEK", "NOK", "DKK", "PLN", "CAD", "AUD", "CNY", "INR"}
NON_MEMBER = ("corporate", "consolidation", "elimination", "reconciliation", "unallocated", "konzernfunktion",
              "konsolidierung", "uberleitung", "uberleitungs")


@dataclass
class Operand:
    tv: TableView
    row: RowView
    col: ColView
    cell: NormCell | None
    score: float = 0.0
    explained: frozenset[int] = frozenset()
    label: str = ""  # the member's name in an answer (row leaf, column leaf, year, issuer)

    @property
    def value(self) -> float | str | None:
        if self.cell is None or self.cell.value.kind == "null":
            return None
        v = self.cell.value
        if v.kind in NUMERIC and v.number is not None:
            return v.number
        return v.raw or self.cell.text

    @property
    def number(self) -> float | None:
        v = self.value
        return v if isinstance(v, float | int) and not isinstance(v, bool) else None

    @property
    def unit(self) -> str | None:
        if self.cell is not None and self.cell.value.unit:
            return self.cell.value.unit
        return self.col.col.unit or self.row.row.unit or self.tv.nt.unit

    @property
    def key(self) -> tuple:
        return (self.tv.key, self.row.row.index, self.col.col.index)


@dataclass
class Plan:
    status: str  # answered / not_found / ambiguous
    op: str = "lookup"
    route: str = "lookup"
    operands: list[Operand] = field(default_factory=list)
    value: float | str | list[str] | None = None
    unit: str | None = None
    reason: str | None = None
    order: list[int] = field(default_factory=list)  # for difference / pct_change: (minuend, subtrahend) indices
    threshold: tuple[str, float] | None = None
    links: dict = field(default_factory=dict)


# --------------------------------------------------------------------------- constraints
def _cell_ok(a: Analysis, tv: TableView, row: RowView, col: ColView, years: set[int] | None,
             quarters: set[int] | None, allow_quarterly: bool) -> bool:
    ys = set(a.years) if years is None else years
    cell_years = row.years | col.years
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


def _weight(qt: QuestionTerms, i: int) -> float:
    return qt.index.weight(qt.a.toks[i])


def _unexplained(qt: QuestionTerms, explained: frozenset[int] | set[int], mask: frozenset[int] = frozenset()) -> list[str]:
    a = qt.a
    return [a.toks[i] for i in qt.content
            if i not in explained and i not in a.consumed and i not in mask and a.toks[i] not in GENERIC
            and not a.toks[i].isdigit()]


def _leaf(path: list[str]) -> str:
    return path[-1] if path else ""


# --------------------------------------------------------------------------- lookup
@dataclass
class Scope:
    """What one question links to: documents, their identity words, tables."""

    docs: list[DocView]
    doc_pos: dict[str, frozenset[int]]
    named: bool  # the question names a document

    @property
    def tables(self) -> list[TableView]:
        return [tv for dv in self.docs for tv in dv.tables]


def lookup_candidates(qt: QuestionTerms, tables: list[TableView], doc_pos: dict[str, frozenset[int]], *,
                      years: set[int] | None = None, mask: frozenset[int] = frozenset(),
                      force_row: tuple[str, int] | None = None, force_col: tuple[str, int] | None = None,
                      need_col_words: bool = False) -> list[Operand]:
    a = qt.a
    ys = set(a.years) if years is None else years
    out: list[Operand] = []
    for tv in tables:
        cap = caption_positions(qt, tv)
        dpos = doc_pos.get(tv.doc.id or tv.doc.name, frozenset())
        value_cols = [c for c in tv.cols if c.numeric or c.col.type in ("text", "date")]
        numeric_cols = [c for c in tv.cols if c.numeric]
        rms = {r.row.index: row_match(qt, r) for r in tv.rows}
        cms = {c.col.index: col_match(qt, tv, c) for c in value_cols}
        for r in tv.rows:
            if force_row and (tv.key, r.row.index) != force_row:
                continue
            rm = rms[r.row.index]
            r_range = tv.has_ranges and r.rng is not None and (a.quantity is not None or a.range_literal) and _in_range(a, r)
            r_time = bool((r.years and r.years & ys) or (r.quarter and r.quarter in a.quarters))
            row_id = rm.ok or r_range or r_time or len(tv.rows) == 1 or bool(force_row)
            if not row_id:
                continue
            for c in value_cols:
                if force_col and (tv.key, c.col.index) != force_col:
                    continue
                cm = cms[c.col.index]
                c_time = bool((c.years and c.years & ys) or (c.quarter and c.quarter in a.quarters))
                col_id = cm.ok or bool(force_col) or (c_time and (rm.ok or r_range)) or \
                    (len(numeric_cols) == 1 and c.numeric and not need_col_words)
                if need_col_words and not (cm.ok or force_col):
                    continue
                if not col_id or not (c.numeric or cm.ok):
                    continue
                if not (rm.ok or cm.ok or r_range):
                    continue  # a cell named by time alone is no answer
                if not _cell_ok(a, tv, r, c, ys, None, False):
                    continue
                if tv.has_ranges and (a.quantity is not None or a.range_literal) and r.rng is None and not rm.ok:
                    continue
                explained = rm.pos | cm.pos | cap | dpos
                unexpl = _unexplained(qt, explained, mask)
                score = sum(_weight(qt, i) for i in explained if i in qt.content and i not in mask)
                score -= sum(qt.index.weight(t) for t in unexpl)
                score += 0.5 * (rm.cov + cm.cov) + (2.0 if r_range else 0.0) + (0.5 if c_time or r_time else 0.0)
                score += 0.3 * (rm.via == "concept") + 0.3 * (cm.via == "concept")
                op = Operand(tv, r, c, tv.cell(r, c), score, frozenset(explained))
                out.append(op)
    out.sort(key=lambda o: -o.score)
    return out


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
        pick = _precise_pick([top] + tied)
        if pick is None:
            return None, "ambiguous", [top] + tied
        top = pick
    return top, None, []


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


def _phrase_members(qt: QuestionTerms, items: list, texts: list[str], concepts: list[str | None]) -> list[tuple[int, frozenset[int]]]:
    """Items whose whole label occurs in the question, longest first, without overlaps."""
    hits = []
    for k, (text, concept) in enumerate(zip(texts, concepts)):
        if not text:
            continue
        m = qt.match_text(text, concept)
        if m.cov >= 0.8 and (m.exact_phrase or m.via == "concept" or len(m.pos) == 1):
            hits.append((len(m.pos), m.strength, k, m.pos))
    hits.sort(key=lambda h: (-h[0], -h[1]))
    taken: set[int] = set()
    out = []
    for _, _, k, pos in hits:
        if pos & taken:
            continue
        taken |= pos
        out.append((k, pos))
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
        leaves = [_leaf(r.path) if axis == "col" else _leaf([p for p in r.path if not p.isdigit()]) for r in items]
        concepts = [r.row.concept if axis == "col" else r.col.concept for r in items]
        listed = _phrase_members(qt, items, leaves, concepts)
        if len(listed) >= 2:
            keep = {k for k, _ in listed}
            pairs = [p for k, p in enumerate(pairs) if k in keep]
            for _, p in listed:
                pos |= p
            all_items = [r for r in tv.rows] if axis == "col" else []
            return _operands(qt, tv, pairs, ys, allow_q, axis), frozenset(pos)
    if axis == "col":
        # a group ("the Education plans") or a category ("Belts items")
        groups = {}
        for k, r in enumerate(items):
            for g in r.path[:-1]:
                groups.setdefault(g, []).append(k)
        best_g = None
        for g, ks in groups.items():
            m = qt.match_text(g)
            if m.cov >= 0.999 and m.exact_phrase and (best_g is None or m.strength > best_g[1].strength):
                best_g = (ks, m)
        if best_g:
            pairs = [pairs[k] for k in best_g[0]]
            pos |= best_g[1].pos
        else:
            values: dict[str, list[int]] = {}
            for k, r in enumerate(items):
                for t in r.texts:
                    values.setdefault(t, []).append(k)
            best_v = None
            for v, ks in values.items():
                if len(ks) < 2:
                    continue
                m = qt.match_text(v)
                if m.cov >= 0.999 and m.exact_phrase and (best_v is None or m.strength > best_v[1].strength):
                    best_v = (ks, m)
            if best_v:
                pairs = [pairs[k] for k in best_v[0]]
                pos |= best_v[1].pos
        pairs = [(r, c) for r, c in pairs if not any(w in " ".join(r.path).lower() for w in NON_MEMBER)]
    return _operands(qt, tv, pairs, ys, allow_q, axis), frozenset(pos)


def _operands(qt, tv, pairs, ys, allow_q, axis) -> list[Operand]:
    a = qt.a
    out = []
    for r, c in pairs:
        if not _cell_ok(a, tv, r, c, ys, None, allow_q):
            continue
        if axis == "col":
            label = _leaf(r.path)
        else:
            label = _leaf(c.path)
        out.append(Operand(tv, r, c, tv.cell(r, c), label=label))
    return out


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
            if not cm.ok:
                continue
            if c.years and ys and not c.years & ys:
                continue
            members, mpos = _members_of(qt, tv, "col", c, explicit_ok)
            lines.append(_line(qt, tv, "col", c, cm, members, mpos, cap, scope.doc_pos))
        for r in tv.rows:
            rm = row_match(qt, r)
            if not rm.ok or r.row.is_subtotal and False:
                continue
            if r.years and ys and not r.years & ys:
                continue
            members, mpos = _members_of(qt, tv, "row", r, explicit_ok)
            lines.append(_line(qt, tv, "row", r, rm, members, mpos, cap, scope.doc_pos))
    lines = [ln for ln in lines if ln.members]
    if not lines:
        return None
    lines.sort(key=lambda ln: -ln.score)
    return lines[0] if len(lines) == 1 or lines[0].score > lines[1].score + 1e-6 or \
        _same_values(lines[0], lines[1]) else _tie(lines)


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


def _line(qt, tv, axis, measure, m: Match, members, mpos, cap, doc_pos) -> Line:
    explained = m.pos | mpos | cap | doc_pos.get(tv.doc.id or tv.doc.name, frozenset())
    unexpl = _unexplained(qt, explained)
    score = sum(_weight(qt, i) for i in explained if i in qt.content) - sum(qt.index.weight(t) for t in unexpl)
    score += 0.5 * m.cov + 0.3 * (m.via == "concept")
    return Line(tv, axis, measure, m, members, frozenset(explained), score)


# --------------------------------------------------------------------------- top level
def plan(a: Analysis, index: CatalogIndex, synonyms=None) -> Plan:
    qt = QuestionTerms.build(a, index, synonyms)
    docs, doc_pos, _ = doc_links(qt, index.docs)
    scope = Scope(docs, doc_pos, bool(doc_pos))
    links = {"documents": [dv.doc.name for dv in docs] if scope.named else "all",
             "years": a.years, "quarters": sorted(a.quarters), "quantity": a.quantity,
             "range": a.range_literal, "thresholds": [(t.cmp, t.value) for t in a.thresholds],
             "currencies": sorted(a.currencies), "operation": a.op}
    if a.op in ("argmin", "argmax") and a.wants_issuer:
        p = _by_issuer(qt, scope)
    elif a.op in ("difference", "pct_change", "compare", "ratio"):
        p = _two(qt, scope)
    elif a.op in ("sum", "average", "count", "argmin", "argmax", "filter"):
        p = _aggregate(qt, scope)
    else:
        p = _lookup(qt, scope)
    p.links = {**links, **p.links}
    return p


def _lookup(qt: QuestionTerms, scope: Scope) -> Plan:
    op, reason, tied = best_lookup(qt, scope)
    if op is None:
        if reason == "ambiguous":
            return Plan("ambiguous", operands=tied, reason=_ambiguous_text(tied), route="refused")
        return Plan("not_found", reason=reason, route="refused")
    if op.value is None:
        return Plan("not_found", operands=[op], reason=f"the cell for {op.row.text} / {op.col.text} is empty", route="refused")
    return Plan("answered", "lookup", "lookup", [op], op.value, op.unit, links=_op_links(op))


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
    th = a.thresholds[0] if a.thresholds else None
    p = Plan("answered", a.op, "sql", members, links={"table": line.tv.key, "measure": (line.axis, line.measure.text),
                                                        "members": [m.label for m in members]})
    p.threshold = (th.cmp, th.value) if th else None
    nums = [m for m in members if m.number is not None]
    if a.op == "count":
        if th:
            p.value = float(sum(1 for m in nums if _cmp(m.number, th.cmp, th.value)))
        else:
            p.value = float(sum(1 for m in members if m.value is not None))
        return p
    if not nums:
        return Plan("not_found", a.op, "refused", reason="the matching cells hold no numbers")
    unit = nums[0].unit
    if a.op == "sum":
        if len(nums) < 2:
            return Plan("not_found", a.op, "refused", reason="fewer than two values to add")
        p.value, p.unit = sum(m.number for m in nums), unit
    elif a.op == "average":
        p.value, p.unit = sum(m.number for m in nums) / len(nums), unit
    elif a.op == "filter":
        if th is None:
            return Plan("not_found", a.op, "refused", reason="no threshold to filter by")
        p.value = [m.label for m in nums if _cmp(m.number, th.cmp, th.value)]
    else:
        if len(nums) < 2:
            return Plan("not_found", a.op, "refused", reason="fewer than two values to compare")
        best = (min if a.op == "argmin" else max)(m.number for m in nums)
        winners = [m for m in nums if m.number == best]
        if len({m.label for m in winners}) > 1:
            return Plan("ambiguous", a.op, "refused", winners, reason="a tie between " + ", ".join(m.label for m in winners))
        p.value = _member_label(winners[0], line.axis)
    p.operands = members
    return p


def _member_label(op: Operand, axis: str) -> str:
    path = op.row.path if axis == "col" else op.col.path
    return _leaf(path)


def _cmp(x: float, cmp: str, v: float) -> bool:
    return {">": x > v, ">=": x >= v, "<": x < v, "<=": x <= v}[cmp]


def _by_issuer(qt: QuestionTerms, scope: Scope) -> Plan:
    """One operand per issuer (each supplier's list for the year), then the best of them."""
    a = qt.a
    by_issuer: dict[str, list[DocView]] = {}
    for dv in scope.docs:
        by_issuer.setdefault(dv.name, []).append(dv)
    ops: list[Operand] = []
    explained: set[int] = set()
    for name, dvs in by_issuer.items():
        sub = Scope(dvs, scope.doc_pos, scope.named)
        cands = lookup_candidates(qt, sub.tables, sub.doc_pos, need_col_words=True)
        if not cands:
            continue
        top = cands[0]
        tied = [c for c in cands if c.score >= top.score - 1e-6 and c.key != top.key]
        if tied and _precise_pick([top] + tied) is None:
            return Plan("ambiguous", a.op, "refused", [top] + tied, reason=f"{name}: " + _ambiguous_text([top] + tied))
        if top.number is None:
            continue
        top.label = name
        ops.append(top)
        explained |= top.explained
    if len(ops) < 2:
        return Plan("not_found", a.op, "refused", reason="fewer than two issuers hold a matching value")
    unexpl = _unexplained(qt, frozenset(explained))
    if unexpl:
        return Plan("not_found", a.op, "refused", reason=f"the documents name nothing matching {', '.join(repr(t) for t in unexpl[:3])}")
    best = (min if a.op == "argmin" else max)(o.number for o in ops)
    winners = [o for o in ops if o.number == best]
    if len(winners) > 1:
        return Plan("ambiguous", a.op, "refused", winners, reason="a tie between " + ", ".join(o.label for o in winners))
    return Plan("answered", a.op, "sql", ops, winners[0].label, None,
                links={"issuers": {o.label: o.tv.key for o in ops}})


def _two(qt: QuestionTerms, scope: Scope) -> Plan:
    """difference / percent change / ratio / compare of two operands that differ by year or by entity."""
    a = qt.a
    years = list(dict.fromkeys(a.years))
    if a.year_range and len(years) < 2:
        years = [a.year_range[0], a.year_range[1]]
    ops: list[Operand] = []
    if len(years) >= 2 and a.op != "compare" or (a.op == "compare" and len(years) == 2 and not _entities(qt, scope)):
        y1, y2 = years[0], years[1]
        for y in (y1, y2):
            op, reason, tied = best_lookup(qt, scope, years={y})
            if op is None:
                return Plan("not_found" if reason != "ambiguous" else "ambiguous", a.op, "refused", tied,
                            reason=f"{y}: {reason if reason != 'ambiguous' else _ambiguous_text(tied)}")
            op.label = str(y)
            ops.append(op)
        base_first = True
        import re as _re
        m = _re.search(r"\bfrom\s+((?:19|20)\d\d)\b", a.folded)
        if m:
            base_first = int(m.group(1)) == y1
        elif a.op in ("pct_change",) or _re.search(r"chang|grow|increas|decreas|rise|fall|declin", a.folded):
            base_first = y1 < y2
        else:
            base_first = False  # "difference between A and B": A - B
        order = [1, 0] if base_first else [0, 1]
    else:
        ents = _entities(qt, scope)
        if not ents:
            return Plan("not_found", a.op, "refused", reason="could not find the two things to compare")
        tv, axis, (e1, p1), (e2, p2) = ents
        for ent, other_pos in ((e1, p2), (e2, p1)):
            kw = {"force_row": (tv.key, ent.row.index)} if axis == "col" else {"force_col": (tv.key, ent.col.index)}
            sub = Scope([dv for dv in scope.docs if dv.doc is tv.doc], scope.doc_pos, scope.named)
            cands = [c for c in lookup_candidates(qt, [tv], sub.doc_pos, mask=other_pos, **kw)]
            if not cands:
                return Plan("not_found", a.op, "refused", reason=f"no value for {ent.text}")
            top = cands[0]
            unexpl = _unexplained(qt, top.explained | p1 | p2)
            if unexpl:
                return Plan("not_found", a.op, "refused", reason=f"the documents name nothing matching {', '.join(repr(t) for t in unexpl[:3])}")
            tied = [c for c in cands if c.score >= top.score - 1e-6 and c.key != top.key]
            if tied and _precise_pick([top] + tied) is None:
                return Plan("ambiguous", a.op, "refused", [top] + tied, reason=_ambiguous_text([top] + tied))
            top.label = _leaf(ent.path)
            ops.append(top)
        order = [0, 1]
    if any(o.number is None for o in ops):
        empty = next(o for o in ops if o.number is None)
        return Plan("not_found", a.op, "refused", ops, reason=f"the cell for {empty.row.text} / {empty.col.text} is empty")
    x, y = ops[order[0]].number, ops[order[1]].number
    p = Plan("answered", a.op, "sql", ops, order=order, links={"operands": [_op_links(o) for o in ops]})
    if a.op == "difference":
        p.value, p.unit = x - y, ops[0].unit
    elif a.op == "pct_change":
        if y == 0:
            return Plan("not_found", a.op, "refused", ops, reason="the base value is zero")
        p.value, p.unit = (x - y) / abs(y) * 100.0, "%"
    elif a.op == "ratio":
        if y == 0:
            return Plan("not_found", a.op, "refused", ops, reason="division by zero")
        p.value = x / y
    else:
        if x == y:
            return Plan("ambiguous", a.op, "refused", ops, reason="both are equal")
        want_max = a.direction != "min"
        p.value = ops[0].label if (ops[0].number > ops[1].number) == want_max else ops[1].label
    return p


def _entities(qt: QuestionTerms, scope: Scope):
    """Two labels on one axis of one table that the question names apart ("express ... standard")."""
    best = None
    for tv in scope.tables:
        for axis, items, texts, concepts in (
            ("col", tv.rows, [_leaf(r.path) for r in tv.rows], [r.row.concept for r in tv.rows]),
            ("row", tv.cols, [_leaf([p for p in c.path if not p.isdigit()]) for c in tv.cols], [c.col.concept for c in tv.cols]),
        ):
            listed = _phrase_members(qt, items, texts, concepts)
            if len(listed) == 2:
                (k1, p1), (k2, p2) = sorted(listed, key=lambda x: min(x[1]))
                strength = len(p1) + len(p2)
                if best is None or strength > best[0]:
                    best = (strength, (tv, axis, (items[k1], p1), (items[k2], p2)))
    return best[1] if best else None
