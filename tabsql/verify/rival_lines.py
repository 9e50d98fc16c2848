"""Another report's line that the question names as fully as the cited one, with another answer.

``proof.prove`` weighs the cells of the cited table (a rival cell of the cited row or column); the
router weighs the tables of the scope by score and takes the best. Neither says when another report
prints a line the question names just as well, when the question names no report ("Voyage expenses"
in one report, "Less Voyage expenses" in another). When that line gives another answer, the question
does not say which one it asks about: the answer is ambiguous, not the router's pick.

Only other documents' tables are weighed, and not the reports of the cited report's own issuer (its
years' reports, restated figures: the router chooses among them by the years asked); within one
report a caption or section tells tables apart where a line's label does not ("Total revenues" of a
segment). A line fits as well when its label prints every question word the cited line's label
links, with no more label words the question does not say (in its own label, in its whole path);
when its table holds each cited period (the same years and quarter, and the non-year words the cited
column links: "International"), one column (or row) each, in percent where the cited cells are; and
when the same operation over those cells is proven by ``prove`` with at least the same question
words linked. A line whose whole label the question spells out word for word is not rivalled by one
whose label it spells out shorter or not at all ("Buildings and Building Improvements" asked,
"Buildings and improvements" elsewhere). Conversely, a cited label whose words the question says in
another order ("Amortization and depreciation expense" for "depreciation and amortization expense")
is rivalled by a line whose label (two words or more) the question quotes as one run ("Depreciation
and amortization"), though it prints fewer of the question's words; with no year asked, an average
or sum over that line reads it over its own years. The answers must differ by more than a sign or a scale (the
same figure printed as a deduction, or in thousands beside millions).

    rival(plan, terms, words, index, links) -> the other plan, or None
"""
from __future__ import annotations

import math
from typing import Any

from tabsql.models import Link
from tabsql.plan import Operand, Plan, Term
from tabsql.query_router.index import CatalogIndex, ColView, RowView, TableView
from tabsql.query_router.text import STOPWORDS, stem, tokens, unbracketed
from tabsql.verify import recompute
from tabsql.verify.proof import SCALE_WORDS, label_says, terms_of, cues, prove

LINE_OPS = {"lookup", "difference", "pct_change", "ratio", "sum", "average", "count"}  # a number over one line's periods


def rival(plan: Plan, terms: list[Term], words: set[str], index: CatalogIndex, links: list[Link],
          question: str = "") -> Plan | None:
    """A plan over another table's line that answers the question as well as ``plan`` with another value
    (``question``: its text, whose words in their order may quote a line's label)."""
    ops = plan.operands
    if plan.op not in LINE_OPS or not ops or not isinstance(plan.value, float) or plan.links.get("formula") is not None \
            or any(o.tv is not ops[0].tv or o.number is None for o in ops):
        return None
    axis = "row" if len({id(o.row) for o in ops}) == 1 else "column" if len({id(o.col) for o in ops}) == 1 else None
    if axis is None:
        return None
    periods = [_period(o.col if axis == "row" else o.row) for o in ops]
    line = ops[0].row if axis == "row" else ops[0].col
    printed = terms_of(line.path)
    said = {k.term for k in links if k.matched == axis and not k.term.isdigit() and label_says(k.term, printed)}
    if not said or any(p is None for p in periods) or len(set(periods)) < len(periods):
        return None  # undated, or two cells of one period told apart by other words ("Domestic", "International")
    across = "column" if axis == "row" else "row"
    dated = {k.term for k in links if k.matched == across and not k.term.isdigit()}  # "international" 2019
    unasked = (_unasked(line.path[-1:], words), _unasked(line.path, words))
    spelled = [stem(t.text) for t in sorted(terms, key=lambda t: t.pos) if t.role == "name"]
    verbatim = _spelled(line.path, spelled)
    named = plan.links.get("documents")
    linked = {k.term for k in links}
    doc = ops[0].tv.doc
    asked = [stem(t) for t in tokens(question) if t not in STOPWORDS]
    # the question says the cited label's words, not in its order ("depreciation and amortization expense" of
    # "Amortization and depreciation expense"): another report's line whose label it quotes may be the one meant
    quoted = asked if asked and not verbatim and not _quotes(line.path, asked) else None
    # no year asked ("the average depreciation and amortization expense"): such a line is read over its own years
    own_years = quoted is not None and plan.op in ("average", "sum") and not any(k.term.isdigit() for k in links)
    for tv in index.tables:
        if tv.doc is doc or isinstance(named, list) and tv.doc.name not in named \
                or doc.meta.issuer is not None and tv.doc.meta.issuer == doc.meta.issuer:
            continue  # another report's line: one report's tables, and one issuer's reports, the router weighs by more
        for other in _lines(tv, said, dated, words, unasked, periods, quoted, own_years):
            if any(_percent(o) != _percent(x) for o, x in zip(ops, other)):
                continue  # a line in percent beside one in money is another measure of the same name
            own = (other[0].row if axis == "row" else other[0].col).path
            if _spelled(own, spelled) < verbatim:
                continue  # the question spells out the cited label, and this one's not or a shorter one: the cited line
            p = Plan(plan.status, plan.op, plan.route, other, unit=plan.unit, order=list(plan.order),
                     threshold=plan.threshold, links=dict(plan.links))
            p.value = recompute(p)
            if not isinstance(p.value, float) or same_value(plan.value, p.value):
                continue
            proof = prove(p, terms, words)
            unprinted = {t for t in said if not label_says(t, terms_of(own))}  # said by the cited label only
            if proof.ok and linked - unprinted <= {k.term for k in proof.links}:
                return p
    return None


def same_value(x: Any, y: Any) -> bool:
    """Whether two answers say the same figure: equal, or equal up to a sign or a power of 1,000."""
    if isinstance(x, float) and isinstance(y, float):
        if x == 0 or y == 0:
            return x == y
        return any(math.isclose(abs(x / y), 10.0 ** k, rel_tol=1e-6) for k in (-9, -6, -3, 0, 3, 6, 9))
    return str(x) == str(y)


def _spelled(path: list[str], spelled: list[str]) -> int:
    """How many words of the line's own label the question's naming words spell out, word for word
    in its order ("Buildings and Building Improvements"; an operator word such as "Less" aside): all
    of them, else 0."""
    skip = set(cues()["operator_label_words"]) | set(cues()["neutral_label_words"])
    label = [stem(t) for t in tokens(path[-1] if path else "") if t not in STOPWORDS and t not in skip]
    n = len(label)
    return n if n and any(spelled[i:i + n] == label for i in range(len(spelled) - n + 1)) else 0


def _quotes(path: list[str], asked: list[str], least: int = 1) -> bool:
    """Whether the question's words (``asked``, stems in order) hold the line's own label, its bracketed
    notes and operator words aside, as one run of at least ``least`` words."""
    skip = set(cues()["operator_label_words"]) | set(cues()["neutral_label_words"])
    label = [stem(t) for t in tokens(unbracketed(path[-1]) if path else "") if t not in STOPWORDS and t not in skip]
    n = len(label)
    return n >= least and any(asked[i:i + n] == label for i in range(len(asked) - n + 1))


def _own_periods(views: list) -> list:
    """Each period the dated columns (or rows) print, in their order (a period printed twice stops the line)."""
    out = [_period(v) for v in views]
    return out if len(out) >= 2 and len(set(out)) == len(out) else [None]


def _percent(op: Operand) -> bool:
    return op.cell is not None and op.cell.value.kind == "percent"


def _period(view: RowView | ColView) -> tuple[frozenset[int], int | None] | None:
    """A cell's period as its column (or row) prints it: its years and quarter; None when undated."""
    return (frozenset(view.years), view.quarter) if view.years else None


def _unasked(path: list[str], words: set[str]) -> int:
    """Words of a line's label path the question does not say (as ``proof`` counts them)."""
    neutral = set(cues()["neutral_label_words"]) | set(cues()["operator_label_words"])
    return sum(1 for t in tokens(" ".join(path)) if t not in STOPWORDS and t not in SCALE_WORDS
               and t not in neutral and not t.isdigit() and not label_says(t, words))


def _lines(tv: TableView, said: set[str], dated: set[str], words: set[str], unasked: tuple[int, int],
           periods: list, quoted: list[str] | None = None, own_years: bool = False) -> list[list[Operand]]:
    """The operands of each line of ``tv`` (a row across dated columns, or a column across dated
    rows) whose label prints every word of ``said`` (or, given ``quoted``, is quoted by the question)
    with no more unasked words (in its own label, in its whole path), one cell a period whose label
    prints every word of ``dated`` (a quoted line's own periods with ``own_years``)."""
    out = []
    for lines, across, as_row in ((tv.rows, tv.cols, True), (tv.cols, tv.rows, False)):
        periodic = [v for v in across if v.years and (not as_row or v.numeric)
                    and all(label_says(t, terms_of(v.path)) for t in dated)]
        for line in lines:
            says_all = all(label_says(t, terms_of(line.path)) for t in said)
            if not line.path or line.years or not (says_all or quoted is not None and _quotes(line.path, quoted, 2)) \
                    or _unasked(line.path[-1:], words) > unasked[0] or _unasked(line.path, words) > unasked[1]:
                continue
            ops = []
            for period in (periods if says_all or not own_years else _own_periods(periodic)):
                fits = [v for v in periodic if _period(v) == period]
                if len(fits) != 1:
                    break
                row, col = (line, fits[0]) if as_row else (fits[0], line)
                cell = tv.cell(row, col)
                op = Operand(tv, row, col, cell, label=fits[0].text)
                if op.number is None:
                    break
                ops.append(op)
            else:
                out.append(ops)
    return out
