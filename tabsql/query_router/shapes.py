"""The arithmetic shapes a question states in so many words, read once with the question
(``analyze`` fills ``Analysis.shapes``): a share's part and whole ("what percentage of total revenue
is generated from services"), two averages set against each other, a year's average ("the 2019
average X"), a sum or average over the years asked, the change of a total of items. Each side is
the question positions it spans, so readers.arithmetic reads cells for them and never the question's
text. The patterns are lexicon data (``shapes``, ``shape_parts``).

    >>> q = "What percentage of total revenue is generated from services?"
    >>> s = read(q, list(tokens(q)))
    >>> [(sorted(c.part), sorted(c.whole)) for c in s.shares]
    [([8], [3, 4])]
    >>> read("What is the 2019 average net debt?", list(tokens("What is the 2019 average net debt?"))).year_mean
    YearMean(side=frozenset({5, 6}), year=2019)
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from tabsql.query_router import lexicon
from tabsql.query_router.text import _TOKEN, fold, tokens


@dataclass(frozen=True)
class ShareCut:
    """One cut of a share into its part and its whole."""

    part: frozenset[int]
    whole: frozenset[int]
    multi_step: bool = False  # the part says a change or an average: a computation, not a cell


@dataclass(frozen=True)
class YearMean:
    """"The 2019 average X": X over ``year`` and the year before."""

    side: frozenset[int]
    year: int


@dataclass(frozen=True)
class Aggregate:
    """A sum or an average said of the question ("total", "average"), over its every word but years."""

    mean: bool
    word: str  # the operation word as said ("total", "average")
    side: frozenset[int]


@dataclass(frozen=True)
class SumChange:
    """"The (percentage) change in total X of A and B from 2018 to 2019": the items (each with the
    measure's words), the measure's words, and the two years (later first)."""

    pct: bool
    years: tuple[int, int]
    measure: frozenset[int]
    sides: list[frozenset[int]]


@dataclass
class Shapes:
    """The shapes a question states; a shape it does not state is empty or None. ``means`` holds
    the two averages of a difference of averages, each side with its years (empty when the question
    states one but its years cannot be read)."""

    shares: list[ShareCut] = field(default_factory=list)
    means: list[tuple[frozenset[int], list[int]]] | None = None
    year_mean: YearMean | None = None
    aggregate: Aggregate | None = None
    sum_change: SumChange | None = None


def read(question: str, toks: list[str]) -> Shapes:
    """The shapes of a question whose words (``text.tokens``) are ``toks``; none when its words
    cannot be placed in its text."""
    offsets = _token_offsets(question)
    if len(offsets) != len(toks):
        return Shapes()
    f = fold(question).replace("\u2019", "'")
    whole = f.rstrip(" ?.")
    return Shapes(_shares(f, offsets), _means(whole, offsets), _year_mean(whole, offsets),
                  _aggregate(fold(question), toks), _sum_change(whole, offsets))


def _token_offsets(question: str) -> list[tuple[int, int]]:
    """The (start, end) of each question token in the folded question (as text.tokens reads it),
    so that a span a pattern finds there maps to token positions."""
    text = fold(question).replace("’", "'")
    out = []
    for m in _TOKEN.finditer(text):
        tok = re.sub(r"'s$", "", m.group(0)).strip(".,'")
        if tok:
            out.append((m.start(), m.end()))
    return out


def _positions(offsets: list[tuple[int, int]], start: int, end: int) -> frozenset[int]:
    return frozenset(i for i, (s, e) in enumerate(offsets) if s >= start and e <= end)


def _shares(f: str, offsets) -> list[ShareCut]:
    """The cuts of a share: "what percentage of WHOLE is generated from PART", "PART as a
    percentage of WHOLE", "the percentage of PART in WHOLE" (one cut per connecting word)."""
    f = f.rstrip(" ?.")
    if m := lexicon.shape("share_whole_first").match(f):
        k = next(k for k in ("", "2", "3", "4") if m.group("whole" + k))
        spans = [(m.start("part" + k), m.end("part" + k), m.start("whole" + k), m.end("whole" + k))]
    elif m := lexicon.shape("share_as_share").match(f):
        spans = [(m.start("part"), m.end("part"), m.start("whole"), m.end("whole"))]
    elif m := lexicon.shape("share_of").match(f):
        body, off = m.group("body"), m.start("body")
        spans = [(off, off + c.start(), off + c.end(), off + len(body)) for c in lexicon.shape("share_cut").finditer(body)]
    else:
        return []
    return [ShareCut(_positions(offsets, ps, pe), _positions(offsets, ws, we),
                     bool(lexicon.shape("multi_step").search(f[ps:pe]))) for ps, pe, ws, we in spans]


def _means(f: str, offsets) -> list[tuple[frozenset[int], list[int]]] | None:
    """"The difference between 2019 average A and 2019 average B" (each over the year and the one
    before, or over the span named), "the change between 2018 and 2019 average X" (the 2019
    average minus the 2018 one), "the change in the average X between 2017-2018, and 2018-2019"."""
    if m := lexicon.shape("two_means").match(f):
        own = m.group("y1") and m.group("y1").strip() or m.group("y2") and m.group("y2").strip()
        years = _mean_years(own, m.group("lo"), m.group("hi"))
        if years is None:
            return []
        return [(_positions(offsets, m.start("a"), m.end("a")), years), (_positions(offsets, m.start("b"), m.end("b")), years)]
    m = lexicon.shape("mean_change").match(f)
    if m is None:
        return None
    item = "a" if m.group("a") else "a2"
    side = _positions(offsets, m.start(item), m.end(item))
    if m.group("a"):
        late, early = sorted((int(m.group("e")), int(m.group("l"))), reverse=True)
        spans = [[late, late - 1], [early, early - 1]]
    else:
        spans = sorted((sorted(map(int, m.group(g).split("-")), reverse=True) for g in ("p1", "p2")), reverse=True)
    if any(s[0] - s[1] != 1 for s in spans):
        return []
    return [(side, ys) for ys in spans]


def _mean_years(own: str | None, lo: str | None, hi: str | None) -> list[int] | None:
    """The years one average runs over: "the 2019 average X" is 2019 and the year before (an
    average balance, as annual reports compute it); "from 2018 to 2019" every year of the span."""
    if own:
        y = int(own)
        return [y, y - 1]
    if lo and hi:
        lo_y, hi_y = sorted((int(lo), int(hi)))
        return list(range(hi_y, lo_y - 1, -1))
    return None


def _year_mean(f: str, offsets) -> YearMean | None:
    m = lexicon.shape("year_mean").match(f)
    return YearMean(_positions(offsets, m.start("a"), m.end("a")), int(m.group("y"))) if m else None


def _aggregate(folded: str, toks: list[str]) -> Aggregate | None:
    m = lexicon.shape("aggregate").search(folded)
    if m is None:
        return None
    return Aggregate(bool(m.group("mean")), m.group(0), frozenset(i for i, t in enumerate(toks) if not _is_year(t)))


def _is_year(t: str) -> bool:
    return len(t) == 4 and t.isdecimal() and t[:2] in ("19", "20")


def _sum_change(f: str, offsets) -> SumChange | None:
    m = lexicon.shape("sum_change").match(f)
    if m is None:
        return None
    late, early = sorted((int(m.group("y1")), int(m.group("y2"))), reverse=True)
    measure = _positions(offsets, m.start("measure"), m.end("measure")) if m.group("measure") else frozenset()
    base, text = m.start("items"), m.group("items")
    bounds = [0, *(x for sep in lexicon.shape("item_separator").finditer(text) for x in sep.span()), len(text)]
    sides = [measure | _positions(offsets, base + bounds[k], base + bounds[k + 1]) for k in range(0, len(bounds), 2)]
    return SumChange(bool(m.group("pct")), (late, early), measure, sides)
