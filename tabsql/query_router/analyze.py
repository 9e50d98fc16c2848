"""Question analysis: the operation, the years, quarters, quantities, thresholds and currencies a
question states, in English or German. Linking to catalog values happens in link.py, which uses this.
"""
from __future__ import annotations

import copy
import re
from functools import lru_cache
from dataclasses import dataclass, field

from tabsql.query_router import lexicon
from tabsql.query_router.shapes import Shapes, read as read_shapes
from tabsql.query_router.said_numbers import question_number
from tabsql.query_router.text import STOPWORDS, fiscal_year, fold, month_index, month_name, parts, stem, tokens

Op = str  # lookup sum average count argmin argmax filter compare difference pct_change ratio

_CURRENCY = lexicon.mapping("currencies")
_CURRENCY_SIGNS = lexicon.mapping("currency_signs")  # "£15": fold() spells only "€" and "$" as words
_CUR = "eur|usd|gbp|chf|" + "|".join(re.escape(s) for s in _CURRENCY_SIGNS)
_MAG = lexicon.mapping("scales")
_NUM = r"\d{1,3}(?:[,.\u202f ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?"
_CMP = [(lexicon.cue("more_than"), ">"), (lexicon.cue("at_least"), ">="), (lexicon.cue("less_than"), "<"),
        (lexicon.cue("at_most"), "<=")]
_CMP_RE = re.compile(  # "less than15,000 thousands", "below -3,000", "over EUR 5 million"
    r"\b(?P<cmp>" + "|".join(p for p, _ in _CMP) + r")\s*(?:(?P<cur1>" + _CUR + r")\s*)?(?P<sign>-\s?)?(?P<num>" + _NUM +
    r")\s*(?P<mag>thousands|millions|billions|thousand|million|billion|mio|mrd|tsd|bn|mn|m|k)?\b\.?\s*"
    r"(?P<cur2>" + _CUR + r")?")
_BOUND_AFTER = [(lexicon.cue("at_least_after"), ">="), (lexicon.cue("at_most_after"), "<=")]
_BOUND_AFTER_RE = re.compile(  # "20 or more wholly owned stores", "$5 million or less"
    r"(?<![\w.,])(?:(?P<cur1>" + _CUR + r")\s*)?(?P<num>" + _NUM + r")\s*(?P<mag>thousands|millions|billions|thousand|million|"
    r"billion|mio|mrd|tsd|bn|mn|m|k)?\b\.?\s*(?P<cur2>" + _CUR + r")?\s*(?P<cmp>" + "|".join(p for p, _ in _BOUND_AFTER) + r")\b")
_CMP_WORD_RE = re.compile(r"\b(?P<cmp>" + "|".join(p for p, _ in _CMP) + r")\s+(?P<word>[a-z]+)\b")
# Fiscal years as reports print them: "FY19", "F19", "FY2019", "FY'19" (one token), or "FY 2019" (two).
_FISCAL_YEAR = re.compile(r"fy?'?(\d\d|(?:19|20)\d\d)")
_UNITS = lexicon.cue("units") + "|" + lexicon.cue("counted_units")
_QTY_RE = re.compile(r"(?P<num>" + _NUM + r")\s*(?:-\s*)?(?:" + _UNITS + r")\b")
_TIMES_RE = re.compile(r"(?P<num>" + _NUM + r")\s*[×x]\s*$")  # "60 × " before a size: how many of that size
_RANGE_RE = re.compile(r"(?P<a>" + _NUM + r")\s*-\s*(?P<b>" + _NUM + r")(?!\d)|(?P<c>" + _NUM + r")\s*\+")
_RANGE_YEAR = rf"(?:(?:{lexicon.cue('range_year_words')})\s+)?"  # "from fiscal 2023 to fiscal 2025"
_FY = r"(?:fy'?)?"  # "from FY2017 to FY2019": a fiscal year printed as one token
_YEAR_RANGE = re.compile(rf"\b(?:(?P<start>{lexicon.cue('range_from')})|{lexicon.cue('range_between')})\s+{_RANGE_YEAR}{_FY}((?:19|20)\d\d)\s+"
                         rf"(?:{lexicon.cue('range_to')})\s+{_RANGE_YEAR}{_FY}((?:19|20)\d\d)\b"
                         rf"|\b{_RANGE_YEAR}{_FY}((?:19|20)\d\d)\s*(?:-|{lexicon.cue('range_dash')})\s*{_RANGE_YEAR}{_FY}((?:19|20)\d\d)\b")


@dataclass
class Threshold:
    cmp: str  # > >= < <=
    value: float  # base units (magnitude applied)
    printed: float
    currency: str | None = None
    percent: bool = False  # said with "%" or "percent" ("by more than 20%"): a bound on percents only


@dataclass
class Analysis:
    question: str
    folded: str
    toks: list[str]
    op: Op = "lookup"
    direction: str | None = None  # min / max for argmin, argmax, compare
    years: list[int] = field(default_factory=list)  # in order of mention
    year_range: tuple[int, int] | None = None
    quarters: set[int] = field(default_factory=set)
    quarterly: bool = False
    period_ranks: list[int] = field(default_factory=list)  # "the second month": 2 (the n-th period line; -1 the last)
    periods: list[tuple[int, int]] = field(default_factory=list)  # spans of months said of a year ("the last 3 months of 2018"), as month_index
    span_years: dict[int, tuple[int, int]] = field(default_factory=dict)  # position of a span's year word -> the span
    period_words: set[int] = field(default_factory=set)  # positions of the words that say a span of months
    quantity: float | None = None
    growth_asked: bool = False  # "the growth in X" read as its rate (arbiter rule 35): open_domain reads it so too
    quantity_is_age: bool = False  # the quantity is a person's age ("a 67-year-old member"): age bands read it
    order_value: float | None = None  # an order's amount of money ("a $320 order"): what order-value bands read
    range_literal: tuple[float, float | None] | None = None
    thresholds: list[Threshold] = field(default_factory=list)
    currencies: set[str] = field(default_factory=set)
    quoted: list[str] = field(default_factory=list)
    consumed: set[int] = field(default_factory=set)  # token positions the parse accounts for
    document_words: set[int] = field(default_factory=set)  # positions of a document kind said ("the income statement")
    op_words: set[int] = field(default_factory=set)  # positions of operation words (never labels)
    wants_issuer: bool = False  # "which supplier / vendor / company ..."
    doc_types: set[str] = field(default_factory=set)  # document kinds the question names
    doc_year_mentions: set[int] = field(default_factory=set)  # "the 2025 segment information": a document's year
    said_months: set[int] = field(default_factory=set)  # the month of each date said ("as of June 30, 2025": 6)
    dated_years: set[int] = field(default_factory=set)  # the year of each date said with its month ("as of June 30, 2025")
    fiscal_years: set[int] = field(default_factory=set)  # the years said as fiscal ones ("fiscal 2021", "FY21")
    included: set[int] = field(default_factory=set)  # positions of a part the figure includes ("including noncontrolling interests")
    left_out: set[int] = field(default_factory=set)  # ... of those, a part it leaves out ("before hedges"; lexicon exclusion_leads)
    lacking: bool = False  # the members asked are those lacking the measure ("how many markets have no transit displays")
    set_apart: set[int] = field(default_factory=set)  # ... of those, a part said not to be asked ("(not the Utility)"; negations)
    decimals_asked: int | None = None  # the rounding an instruction asks ("Round to one decimal place": 1)
    sign_asked: tuple[str, str | None] | None = None  # ("negative", "deficit"): "use a negative number for a deficit"
    order_reversed: bool = False  # "from A to B" -> B - A
    in_percent: bool = False  # the question says "percent" ("as a percentage of"): a ratio is answered in percent
    percent_instructed: bool = False  # an instruction asks the answer in percent ("Give a percentage")
    compared_measures: list[str] = field(default_factory=list)  # "heavier": weight (lexicon measure_comparatives)
    span_from: bool = False  # the years said "from A to B" (a course over time), not "between A and B"
    signed_threshold: bool = False  # "less than -3,000": a threshold below zero, which reads two ways
    states: set[int] = field(default_factory=set)  # "on order", "in use": a verb of asking after a preposition names a state
    excused: set[int] = field(default_factory=set)  # words that say nothing (intent.read): no label must explain them
    # a quantity ordered and the unit of sale ("250 boxes", "per box", "je VE"): they say how much is
    # bought, so a column they alone name ("Pack size", "VE") is not the price asked
    sale_units: set[int] = field(default_factory=set)
    keyed: dict[str, frozenset[int]] = field(default_factory=dict)  # a key row's label -> the words it stands for (readers/key_tables)
    says_size: bool = False  # the question says a size ("400 x 300 mm"): a label's must agree
    says_code: bool = False  # the question says an item code ("QP-1020"): a label's must agree
    definitions: list[str] = field(default_factory=list)  # a measure's definition the question states (intent.read)
    instructions: list[str] = field(default_factory=list)  # the instructions set aside ("From the balance sheet, ...")
    proper_names: set[str] = field(default_factory=set)  # words written with a capital inside a sentence (intent.read)
    named_ratio: NamedRatio | None = None  # "the current ratio": the ratio it names, spelled out
    cues: frozenset[str] = frozenset()  # the names of the lexicon's question_cues the question says
    shapes: Shapes = field(default_factory=Shapes)  # the arithmetic it states in so many words
    member_count: int | None = None  # "the three seasons": how many members an aggregate's line must hold
    member_periods: bool = False  # ... and they are periods ("the two dates", "the five year-ends")
    member_words: tuple[int, ...] = ()  # ... and the words said between the count and its noun ("the two digital formats")

    @property
    def all_years(self) -> list[int]:
        if self.year_range:
            lo, hi = self.year_range
            return list(range(lo, hi + 1))
        return self.years

    def names_only_included(self, pos: frozenset[int] | set[int]) -> bool:
        """Whether the question positions naming a label (dates and parsed words aside) are all words
        of a part the figure asked includes ("including noncontrolling interests"): that part's line,
        not the figure (``included``)."""
        named = set(pos) - (self.consumed - self.excused)  # (a word excused as saying little still names:
        return bool(self.included) and bool(named) and named <= self.included  # "earnings after tax")

    def says(self, cue: str) -> bool:
        """Whether the question says a cue of the lexicon's ``question_cues``, searched once by
        ``analyze``:

            >>> analyze("In which year was revenue the highest?").says("which_year")
            True
        """
        assert cue in lexicon.question_cues(), cue
        return cue in self.cues

    def terms_at(self, i: int) -> set[str]:
        return set(_word_terms(self.toks[i]))


@dataclass
class NamedRatio:
    """A ratio the question names rather than spells out ("the current ratio in 2019"), read as
    the share of the two totals it divides (lexicon ``named_ratios``): ``readings`` is the question
    with the ratio spelled out in its place, or, for its change between two ``years`` ("the change
    in the current ratio from 2018 to 2019", later year first), the ratio asked in each year (none
    when the two years are one).

        >>> r = analyze("What is the current ratio in 2019?").named_ratio
        >>> r.name, r.years, r.readings[0].question
        ('current ratio', None, 'what is the ratio of total current assets to total current liabilities in 2019')
    """

    name: str  # as said, "current ratio": a table that prints it answers it as a line
    readings: list[Analysis]
    years: tuple[int, int] | None = None


@lru_cache(maxsize=65536)
def _word_terms(t: str) -> frozenset[str]:
    """A question word, its stem, the words a label may print for it (lexicon ``equivalents``), and its
    compound parts with theirs (asked per document linked)."""
    out = {t, stem(t), *lexicon.equivalents().get(t, ())}
    for p in parts(t):
        out |= {p, stem(p)}
    return frozenset(out)


# "the nominal difference", "the absolute change": the plain difference, said explicitly
_PLAIN_DIFF = re.compile(r"\b(?:nominal|absolute)(?= (?:percentage )?(?:difference|change|increase|decrease)\b)")
_MIN = lexicon.cue("lowest")
_MAX = lexicon.cue("highest")
# "the component that contributed the most to X", "accounted for the largest share": a best-of
# asked without "which"
_SHARE_VERB = r"\b(?:" + lexicon.cue("share_verbs") + ")"
_BEST_SHARE = re.compile(_SHARE_VERB + r" (?:the )?(?P<dir>" + _MIN + "|" + _MAX + r")\b(?: (?:share|portion|part|proportion|amount))?")
_CMPWORD_MIN = lexicon.cue("lower")
_CMPWORD_MAX = lexicon.cue("higher")
_ISSUER_WORDS = r"\b(?:" + lexicon.cue("issuer") + r")\b"


def _included(toks: list[str], leads: frozenset[str] | None = None) -> set[int]:
    """Positions of the words naming what a figure includes or leaves out (lexicon
    ``inclusion_words``, or only ``leads`` of them): "total stockholders' equity, including
    noncontrolling interests, as of May 31" -> the positions of "noncontrolling interests".

    >>> sorted(_included("total equity including the noncontrolling interests as of 2022".split()))
    [4, 5]
    >>> sorted(_included("fuel expense before hedges in 2019".split(), lexicon.words("exclusion_leads")))
    [3]
    >>> sorted(_included("revenues that did not impact earnings".split()))
    []
    >>> sorted(_included("revenue net of excise duties in 2021".split(), lexicon.words("exclusion_leads")))
    [3, 4]
    """
    starts, ends = lexicon.words("inclusion_words"), lexicon.words("inclusion_ends")
    out: set[int] = set()
    for i, t in enumerate(toks):
        if " ".join(toks[i:i + 2]) in lexicon.phrases("exclusion_phrases") and (
                leads is None or leads == lexicon.words("exclusion_leads")):
            pass  # "net of excise duties": a two-word lead of a part left out
        elif t not in starts or leads is not None and t not in leads:
            continue
        if t in lexicon.words("negations") and i and toks[i - 1] in ends:
            continue  # a verb's negation ("did not impact earnings"), not a part set apart
        j = i + 1
        while j < len(toks) and toks[j] in ("of", "the", "its", "their"):
            j += 1
        while j < len(toks) and toks[j] not in ends and not any(ch.isdigit() for ch in toks[j]) and toks[j] not in starts \
                and toks[j] not in _CURRENCY:  # (an amount's currency, "net of tax of $1", ends it as its number does)
            out.add(j)
            j += 1
    return out


def analyze(question: str, percent_asked: bool = False, names: frozenset[str] = frozenset()) -> Analysis:
    """The question read once into an Analysis; ``percent_asked``: an instruction set aside before
    (intent.read) asks the answer in percent ("Give a percentage rounded to one decimal place"), as
    the question's own "percent" would; ``names``: the words the question writes as names ("Harrowby
    Falls"), which say no operation."""
    f = fold(question)
    toks = list(tokens(question))
    a = Analysis(question=question, folded=f, toks=toks)
    a.cues = frozenset(name for name, pattern in lexicon.question_cues().items() if pattern.search(f))
    a.quoted = re.findall(r"[\"“”„«»]([^\"“”„«»]{2,})[\"“”„«»]", question)
    a.percent_instructed = percent_asked
    _numbers(a)
    _operation(a, percent_asked, names=names)
    _schedule_date(a)
    _fiscal_year_end(a)
    _member_count(a)
    _time_prepositions(a)
    _lacking(a)
    a.included = _included(toks)
    a.left_out = _included(toks, lexicon.words("exclusion_leads"))
    a.set_apart = _included(toks, lexicon.words("negations"))
    a.consumed |= {i for i, t in enumerate(toks) if t in lexicon.words("negations")
                   and any(j in a.set_apart for j in range(i + 1, min(i + 3, len(toks))))}  # "not" of "(not the Utility)"
    a.consumed |= {i for i, t in enumerate(toks) if t in lexicon.words("percent_words")}  # the answer's unit (a
    # column's "%"), which the proof's unit check holds the cells to: "the leakage percentages of the North region"
    a.named_ratio = _named_ratio(question)
    a.shapes = read_shapes(question, toks)
    try:
        from tabsql.schema_normalize.metadata import FINANCIAL_TYPES, doc_type_of
    except ImportError:  # pragma: no cover
        return a
    kind = doc_type_of(question)
    if kind:
        from tabsql.schema_normalize.metadata import DOC_TYPES

        pattern = dict(DOC_TYPES).get(kind)
        m = re.search(pattern, fold(question)) if pattern else None
        if m:  # "target reference data", "support price sheet": words that name the kind of document
            _consume(a, m.group(0))
        a.doc_types = {"price_list": {"price_list", "support_plans"}, "financial_statement": set(FINANCIAL_TYPES)}.get(
            kind, set(FINANCIAL_TYPES) if kind in FINANCIAL_TYPES else {kind})
    return a


MEMBER_NOUN_REACH = 4  # words after the number within which the plural noun it counts stands


def _comparator(said: str, signs: list[tuple[str, str]] = _CMP) -> str:
    """The sign of a comparison as said ("at least" -> ">="; lexicon cues more_than, at_least, less_than, at_most;
    or, ``signs=_BOUND_AFTER``, at_least_after and at_most_after: "or more" -> ">=")."""
    return next(sym for pat, sym in signs if re.fullmatch(pat, said))


def _split_year(tok: str) -> int | None:
    """The first year of a split year ("2022/23", "2022/2023" -> 2022), as index.years_in reads a label's; None
    for any other word.

        >>> _split_year("2022/23"), _split_year("2022/24"), _split_year("1/2")
        (2022, None, None)
    """
    first, slash, second = tok.partition("/")
    if not slash or not (first.isdigit() and second.isdigit()) or len(first) != 4 or len(second) not in (2, 4) \
            or first[:2] not in ("19", "20"):
        return None
    return int(first) if int(second[-2:]) == (int(first) + 1) % 100 else None


def _member_count(a: Analysis) -> None:
    """How many things an aggregate is over, said in words with a determiner ("the average of the
    three seasons", "all four asset classes", "the two noise and environmental projects"): a count
    the members read must agree with (route), not a word a label must print. Only a number word
    after a determiner (or a possessive: "across Lanivet's five channels") before a plural noun ("the three months ended June 30" is one period).

        >>> a = analyze("What was the average ethanol production over the three seasons?")
        >>> a.member_count, a.member_periods, a.toks.index("three") in a.consumed
        (3, True, True)
        >>> analyze("What's the three-year average of U.S. dialysis patients?").member_count
        3
    """
    if a.op not in ("sum", "average", "count", "argmin", "argmax", "filter", "lookup"):
        return  # (a lookup's "the two mines" asks a value of each: one cell read is no answer, arbiter rule 42)
    leads, numbers = lexicon.words("member_count_leads"), lexicon.numbers()
    for i, t in enumerate(a.toks):
        count, _, noun = t.partition("-")
        if numbers.get(count, 0) >= 2 and noun + "s" in lexicon.words("member_period_nouns") and i not in a.consumed \
                and a.op in ("sum", "average") and a.toks[i + 1:i + 2] and a.toks[i + 1] in lexicon.operation_label_words(a.op):
            a.member_count, a.member_periods = numbers[count], True  # "the three-year average": over three years
            a.consumed.add(i)
            return
        n = numbers.get(t)
        if i in a.consumed or n is None or n < 2 or not i or not (
                a.toks[i - 1] in leads or f"{a.toks[i - 1]}'s {t}" in a.folded):  # "Lanivet's five channels"
            continue
        after = a.toks[i + 1:i + 1 + MEMBER_NOUN_REACH]
        noun = next((i + 1 + k for k, w in enumerate(after) if w.endswith("s") and not w.endswith("ss") and len(w) > 3), None)
        if noun is None or a.toks[noun + 1:noun + 2] and a.toks[noun + 1] in lexicon.words("span_ends"):
            continue  # "the three months ended June 30": one period's span, not three things
        if a.op == "lookup" and a.toks[noun] in lexicon.words("member_period_nouns"):
            continue  # "paid over the five years": a lookup may read the line's total of them
        a.member_count = n
        a.member_words = tuple(k for k in range(i + 1, noun) if a.toks[k] not in STOPWORDS)
        a.consumed.add(i)
        if a.toks[noun] in lexicon.words("member_period_nouns") and noun not in a.consumed:
            a.member_periods = True  # "the two dates": the periods the table's columns are
            a.consumed.add(noun)
        return


def _lacking(a: Analysis) -> None:
    """A count or a "which" of the members that hold none of a measure ("In how many Texas markets does
    it have no transit displays?", "Which campuses had no capacity under construction?"; lexicon
    ``lacking_leads`` after ``having_words``, or ``lacking_words``): the members whose cell is nil.

        >>> a = analyze("in how many markets does it have no transit displays"); a.lacking, a.op
        (True, 'count')
        >>> a = analyze("which campuses had no capacity under construction"); a.lacking, a.op
        (True, 'filter')
    """
    if a.op not in ("count", "lookup", "unsupported") or a.thresholds:
        return
    having, leads, words = lexicon.words("having_words"), lexicon.words("lacking_leads"), lexicon.words("lacking_words")
    at = next((i for i, t in enumerate(a.toks) if t in words or t in leads and i and a.toks[i - 1] in having), None)
    if at is None or at + 1 >= len(a.toks):
        return
    if a.op != "count" and not lexicon.cue_pattern("which").search(a.folded):
        return
    a.lacking = True
    a.consumed.add(at)
    if a.op != "count":
        a.op = "filter"


def _time_prepositions(a: Analysis) -> None:
    """A preposition of time before a period the question dates says when, not what (lexicon
    ``time_prepositions``): "during" of "during the quarter ended June 30, 2015" is accounted for, as
    the date after it is; one before a period noun ("during the year") too.

        >>> a = analyze("high price during the quarter ended June 30, 2015"); a.toks.index("during") in a.consumed
        True
        >>> a = analyze("shares bought during buybacks"); a.toks.index("during") in a.consumed
        False
    """
    preps, skip = lexicon.words("time_prepositions"), lexicon.words("period_determiners")
    periods = lexicon.words("duration_nouns")
    for i, t in enumerate(a.toks):
        if t not in preps or i in a.consumed:
            continue
        j = i + 1
        while j < len(a.toks) and a.toks[j] in skip:
            j += 1
        if j < len(a.toks) and (j in a.consumed and (a.years or a.said_months or a.quarters or a.quarterly)
                                or a.toks[j] in periods):
            a.consumed.add(i)


def _schedule_date(a: Analysis) -> None:
    """The date of a schedule of future years, said with one of them ("the lease payments, as of
    December 31, 2022, due in 2025"): the balance date the schedule is drawn up at, as a document's
    year is said, not a second figure asked. Only in a lookup that says one later year bare ("in
    2025", "fiscal 2026") beside one dated year; "at December 31, 2022 and 2021" asks two balances.

        >>> a = analyze("what operating lease payments are due in 2025 as of december 31, 2022?")
        >>> sorted(a.doc_year_mentions), a.years
        ([2022], [2025, 2022])
    """
    years = set(a.years)
    if a.op != "lookup" or len(years) != 2 or len(a.dated_years) != 1 or a.year_range:
        return
    dated = next(iter(a.dated_years))
    later = next(iter(years - a.dated_years), None)
    if later is None or later <= dated or _joined(a.toks, str(dated), str(later)):
        return
    a.doc_year_mentions.add(dated)


def _fiscal_year_end(a: Analysis) -> None:
    """The day a fiscal year said ends, said beside it ("fiscal 2021, the year that ended January 29,
    2022"): the same period named twice, not a second year asked. The fiscal year stays; a column
    dated to that day is read as of it (``ColView.fiscal``). Only a day in the year after the fiscal
    year, not joined to it as a list ("fiscal 2021 and January 29, 2022").

        >>> a = analyze("adjusted EBIT for fiscal 2021, the year that ended January 29, 2022")
        >>> a.years, sorted(a.dated_years)
        ([2021], [])
    """
    for end in sorted(a.dated_years):
        if end - 1 in a.fiscal_years and end not in a.fiscal_years and a.years.count(end) == 1 \
                and not _joined(a.toks, str(end - 1), str(end)):
            a.years.remove(end)
            a.dated_years.discard(end)


JOIN_REACH = 4  # words between two years joined as one list ("December 31, 2022 and 2021")


def _joined(toks: list[str], y1: str, y2: str) -> bool:
    """Whether two years are said as one list, joined by a word of lexicon ``year_joiners`` a few
    words apart ("at December 31, 2022 and 2021", "2022 vs. 2021"): two balances asked, not a date."""
    joiners = lexicon.words("year_joiners")
    at = sorted(i for i, t in enumerate(toks) if t in (y1, y2))
    return any(0 < j - i <= JOIN_REACH + 1 and set(toks[i + 1:j]) & joiners for i, j in zip(at, at[1:]))


def _named_ratio(question: str) -> NamedRatio | None:
    """The ratio a question names, read once with its readings (each an analysis of its own)."""
    f = fold(question).replace("\u2019", "'").rstrip(" ?.")
    found = _ratio_named(f)
    if found is None:
        return None
    m, spelled = found
    name = m.group(0).removeprefix("the ")
    change = lexicon.cue_pattern("ratio_change").match(f)
    if change is None or _ratio_named(change.group("ratio")) is None:
        return NamedRatio(name, [analyze(f[:m.start()] + spelled + f[m.end():])])
    late, early = sorted((int(change.group("y1")), int(change.group("y2"))), reverse=True)
    readings = [] if late == early else [analyze(f"what is {spelled} in {y}") for y in (late, early)]
    return NamedRatio(name, readings, (late, early))


def _ratio_named(f: str) -> tuple[re.Match, str] | None:
    """The first named ratio of folded text, with its spelled-out wording."""
    for pattern, spelled in lexicon.rewrites("named_ratios"):
        if m := pattern.search(f):
            return m, spelled
    return None


def _consume(a: Analysis, text: str, into: set[int] | None = None) -> None:
    """Mark the tokens of a parsed phrase as accounted for (and in ``into`` too)."""
    want = list(tokens(text))
    for i in range(len(a.toks) - len(want) + 1):
        if a.toks[i:i + len(want)] == want:
            a.consumed.update(range(i, i + len(want)))
            if into is not None:
                into.update(range(i, i + len(want)))


_ORDINALS = lexicon.mapping("ordinals")
_PERIOD_NOUNS = lexicon.words("period_nouns")
_RANK_JOINS = frozenset(lexicon.cue("range_to").split("|")) | {"or", "through", "oder", "bis", "ile", "ve"}


def _period_ranks(a: Analysis) -> None:
    """"the second month", "the first to second month period", "the first and last periods": the
    ordinals that count period lines, in the order said (``lexicon: ordinals, period_nouns``).

    >>> a = Analysis("q", "", "change between the first to second month period".split())
    >>> _period_ranks(a); a.period_ranks
    [1, 2]
    """
    toks = a.toks
    for i, t in enumerate(toks):
        if t not in _ORDINALS or i in a.consumed:
            continue
        j = i + 1
        chain = [i]
        while j + 1 < len(toks) and toks[j] in _RANK_JOINS and toks[j + 1] in _ORDINALS:
            chain.append(j + 1)
            j += 2
        if j < len(toks) and toks[j] in _PERIOD_NOUNS:
            for k in chain:
                if _ORDINALS[toks[k]] not in a.period_ranks:
                    a.period_ranks.append(_ORDINALS[toks[k]])
            a.consumed.update(range(i, j + 1))
            if j + 1 < len(toks) and toks[j + 1] in _PERIOD_NOUNS:
                a.consumed.add(j + 1)  # "month period"


def _month_spans(a: Analysis) -> None:
    """Spans of months said of a year ("the last 3 months of 2018": October to December 2018;
    lexicon ``month_spans``, the count a digit or a number word): their words are read, the year
    stays a year asked.

    >>> a = analyze("the average price in the last 3 months of 2018"); [month_name(m) for m in a.periods[0]]
    ['2018-10', '2018-12']
    """
    for pat, edge in lexicon.rewrites("month_spans"):
        for m in pat.finditer(a.folded):
            said = m.group("n")
            n = int(said) if said.isdigit() else lexicon.numbers().get(said)
            if not n or not 1 <= n <= 12:
                continue
            year = int(m.group("year"))
            first, last = (1, n) if edge == "first" else (13 - n, 12)
            span = (month_index(year, first), month_index(year, last))
            a.periods.append(span)
            _consume(a, m.group(0))
            said_toks = list(tokens(m.group(0)))
            for i in range(len(a.toks) - len(said_toks) + 1):
                if a.toks[i:i + len(said_toks)] == said_toks:
                    a.span_years[i + len(said_toks) - 1] = span  # the year is said as this span's
                    a.period_words.update(range(i, i + len(said_toks)))


def _names_band(after: str) -> bool:
    """The words after a bound name a band of the table ("up to 499' tier", "over 1,000 band"; lexicon
    ``band_nouns``): the bound is the band's printed name."""
    said = after.lstrip(" '\"’”").split()[:1]
    return bool(said) and said[0].strip(".,;:?!'\"’”") in lexicon.words("band_nouns")


def _is_year(text: str) -> bool:
    return len(text) == 4 and text.isdigit() and text[:2] in ("19", "20")


def _sign_threshold(a: Analysis) -> None:
    """A sign said as the condition of a count ("for how many of the car types was the change
    negative": below nil; lexicon ``sign_conditions``), where no number is compared: a threshold at nil.

        >>> [(t.cmp, t.value) for t in analyze("For how many car types was the 2019 change negative?").thresholds]
        [('<', 0.0)]
    """
    if a.thresholds or not any(" ".join(a.toks[i:i + 2]) in lexicon.phrases("count_questions") for i in range(len(a.toks))):
        return
    signs = lexicon.mapping("sign_conditions")
    said = [i for i, t in enumerate(a.toks) if t in signs and i not in a.consumed]
    if len(said) == 1:
        a.thresholds.append(Threshold(signs[a.toks[said[0]]], 0.0, 0.0))
        a.consumed.add(said[0])


def _bound_after(a: Analysis) -> None:
    """A bound said after its number in a count or a "which" ("How many states have 20 or more wholly
    owned stores?"; lexicon cues ``at_least_after``, ``at_most_after``): a threshold on the values, as
    "at least 20" is. Not a quantity ordered ("50 or more units" names a tier), nor a year or a span
    ("one year or more").

        >>> [(t.cmp, t.value) for t in analyze("How many states have 20 or more wholly owned stores?").thresholds]
        [('>=', 20.0)]
        >>> analyze("Which supplier is cheapest for 50 or more units?").thresholds
        []
    """
    f = a.folded
    for m in _BOUND_AFTER_RE.finditer(f):
        after = f[m.end():].lstrip()
        periods = lexicon.words("member_period_nouns")
        nxt = after.split(" ", 1)[0].strip(",.?;")
        if _is_year(m.group("num")) or re.match(r"(?:" + _UNITS + r")\b", after) or nxt in periods or nxt + "s" in periods:
            continue  # (nor "a tenure of 5 years or more": the bound of a span, read elsewhere)
        cmp = _comparator(m.group("cmp"), _BOUND_AFTER)
        cur = m.group("cur1") or m.group("cur2")
        printed = question_number(m.group("num"))
        mag = _MAG.get(m.group("mag") or "", 1.0) if (cur or (m.group("mag") or "") not in ("m", "k")) else 1.0
        code = _CURRENCY.get(cur or "") or _CURRENCY_SIGNS.get(cur or "")
        said_percent = _percent_after(after)
        a.thresholds.append(Threshold(cmp, printed * mag, printed, code, said_percent))
        _consume(a, m.group(0))
        return


def _numbers(a: Analysis) -> None:
    f = a.folded
    for m in re.finditer(r"\b(?:" + lexicon.cue("document_kinds") + r")\b", f):
        _consume(a, m.group(0), a.document_words)
    months = lexicon.mapping("month_numbers")
    for m in re.finditer(r"\b(?:(?:as )?(?:at|on|zum|per) )?(?:\d{1,2}\.? )?(" + lexicon.cue("months") + ")"
                         r"(?: \d{1,2},?)?(?= ((?:19|20)\d\d))", f):
        _consume(a, m.group(0))
        if m.group(1) in months:
            a.said_months.add(months[m.group(1)])
            a.dated_years.add(int(m.group(2)))
    for m in re.finditer(r"\b((?:19|20)\d\d) (?:[a-z]+ )?(?:" + lexicon.cue("document_nouns") + r")\b", f):
        a.doc_year_mentions.add(int(m.group(1)))
    for m in _CMP_RE.finditer(f):
        cmp = _comparator(m.group("cmp"))
        if m.group("sign"):
            # "less than -3,000": more negative, or a smaller amount? Readers of reports differ (some
            # compare the amounts), so no threshold is read and the comparison is refused
            a.signed_threshold = True
            _consume(a, m.group(0))
            continue
        cur = m.group("cur1") or m.group("cur2")
        after = f[m.end("num"):].lstrip()
        if not cur and _is_year(m.group("num")) and after[:1] == "-" and _is_year(after[1:5]):
            continue  # "over 2023-2025" is a period, no threshold
        if not cur and not m.group("mag") and _is_year(m.group("num")) and lexicon.cue_pattern("change").search(f):
            continue  # "did the pilot count grow over 2018": the year the change runs over, no threshold
        if not cur and not m.group("mag") and _is_year(m.group("num")) and any(
                _joined(a.toks, m.group("num"), t) for t in a.toks if _is_year(t) and t != m.group("num")):
            continue  # "averaged over 2020 and 2021": the years an operation runs over, no threshold
        if _names_band(f[m.end():]):
            continue  # "in the 'up to 499' tier": the name of a tier the table prints, no condition on values
        printed = question_number(m.group("num"))
        mag = _MAG.get(m.group("mag") or "", 1.0) if (cur or (m.group("mag") or "") not in ("m", "k")) else 1.0
        code = _CURRENCY.get(cur or "") or _CURRENCY_SIGNS.get(cur or "")
        said_percent = _percent_after(after)
        a.thresholds.append(Threshold(cmp, printed * mag, printed, code, said_percent))
        if cur in _CURRENCY_SIGNS:
            a.currencies.add(code)  # as a currency word said beside the number would be
        _consume(a, m.group(0))
    if not a.thresholds and (lexicon.cue_pattern("count").search(f) or lexicon.cue_pattern("which").search(f)):
        _bound_after(a)
    if not a.thresholds:  # a bound said in words ("at least five centers"): as its digits would be
        numbers = lexicon.numbers()
        for m in _CMP_WORD_RE.finditer(f):
            if (n := numbers.get(m.group("word"), 0)) >= 2:
                cmp = _comparator(m.group("cmp"))
                a.thresholds.append(Threshold(cmp, float(n), float(n)))
                _consume(a, m.group(0))
                break
    _sign_threshold(a)
    for m in _YEAR_RANGE.finditer(f):
        lo, hi = int(m.group(2) or m.group(4)), int(m.group(3) or m.group(5))
        a.year_range = (min(lo, hi), max(lo, hi))
        a.order_reversed = lo > hi
        a.span_from = bool(m.group("start"))
    for i, t in enumerate(a.toks):
        if re.fullmatch(r"(?:19|20)\d\d", t) and i not in a.consumed:
            a.years.append(int(t))
            a.consumed.add(i)
            if i and a.toks[i - 1] in ("fy", "fiscal"):  # "FY 2019"
                a.consumed.add(i - 1)
                a.fiscal_years.add(int(t))
        elif (m := _FISCAL_YEAR.fullmatch(t)) and i not in a.consumed:
            a.years.append(fiscal_year(m.group(1)))
            a.fiscal_years.add(fiscal_year(m.group(1)))
            a.consumed.add(i)
        elif (first := _split_year(t)) is not None and i not in a.consumed:
            a.years.append(first)  # "2022/23": a split year, read by its first year as labels are
            a.consumed.add(i)
        elif re.fullmatch(r"((?:19|20)\d\d)-((?:19|20)\d\d)", t):
            lo, hi = map(int, t.split("-"))
            a.year_range = (min(lo, hi), max(lo, hi))
            a.years += [lo, hi]
            a.consumed.add(i)
        elif re.fullmatch(r"q[1-4]", t):
            a.quarters.add(int(t[1]))
            a.consumed.add(i)
        elif t in _CURRENCY or (re.fullmatch(r"[a-z]+-[a-z]+", t) and t.split("-")[0] in _CURRENCY and len(t.split("-")[0]) == 3):
            a.currencies.add(_CURRENCY[t.split("-")[0]])
            a.consumed.add(i)
        elif m := re.fullmatch(r"((?:19|20)\d\d)-to-((?:19|20)\d\d)", t):
            lo, hi = int(m.group(1)), int(m.group(2))
            a.year_range = (min(lo, hi), max(lo, hi))
            a.years += [lo, hi]
            a.consumed.add(i)
    _month_spans(a)
    for th in a.thresholds:
        if th.currency:
            a.currencies.add(th.currency)
    ordinals = {"first": 1, "second": 2, "third": 3, "fourth": 4, "erste": 1, "zweite": 2, "dritte": 3, "vierte": 4,
                "ersten": 1, "zweiten": 2, "dritten": 3, "vierten": 4}
    if m := re.search(r"\bfirst (two|three|2|3) quarters\b|\bfirst (six|nine) months\b|\bersten (zwei|drei) quartal", f):
        n = {"two": 2, "2": 2, "three": 3, "3": 3, "six": 2, "nine": 3, "zwei": 2, "drei": 3}[m.group(1) or m.group(2) or m.group(3)]
        a.quarters |= set(range(1, n + 1))
        _consume(a, m.group(0))
    elif m := re.search(r"\b(first|second|third|fourth|erste[n]?|zweite[n]?|dritte[n]?|vierte[n]?) (quarter|quartal)\b", f):
        a.quarters.add(ordinals[m.group(1)])
        _consume(a, m.group(0))
    _period_ranks(a)
    if re.search(r"\bquarter(?:s|ly)?\b|\bquartal\w*", f):
        a.quarterly = True
        for i, t in enumerate(a.toks):
            if re.fullmatch(r"quarter(?:s|ly)?|quartal\w*|four|vier", t):
                a.consumed.add(i)
    packs = None  # "60 × 25 kg bags": 60 bags, each of 25 kg
    for m in _QTY_RE.finditer(f):
        word = f[m.end("num"):m.end()].strip()
        if _is_year(m.group("num")) and not word.startswith("-") and not word.endswith("s"):
            continue  # "the 2024 unit price": a year before a singular unit word is no quantity
        head = f[: m.start("num")]
        if (times := _TIMES_RE.search(head)) is not None:
            packs = packs or times  # the size of each of a number of things, no quantity of its own
            continue
        rng = _RANGE_RE.search(f, max(0, m.start() - 30), m.end())
        if rng and rng.end() >= m.end("num") - 1 and rng.start() <= m.start("num") and (rng.group("a") or rng.group("c")):
            if rng.group("c"):
                a.range_literal = (question_number(rng.group("c")), None)
            else:
                a.range_literal = (question_number(rng.group("a")), question_number(rng.group("b")))
            _consume(a, rng.group(0))
        else:
            if not re.search(r"(?:" + lexicon.cue("bounds") + r")\s*$", head):
                a.quantity = question_number(m.group("num"))
                a.quantity_is_age = bool(lexicon.cue_pattern("age_units").fullmatch(word.lstrip("- ")))
        _consume(a, m.group(0), a.sale_units)
    if packs is not None and a.quantity is None and a.range_literal is None:
        a.quantity = question_number(packs.group("num"))  # "60 × 25 kg bags": the things counted, each of a size
    plain = _identifiers(a, f)
    _described_quantity(a, plain)
    _ordered_quantity(a, f)
    _order_value(a, f)
    _unit_in_words(a)
    if a.range_literal is None:
        for m in re.finditer(r"(?<![\w.,-])(" + _NUM + r")\s*-\s*(" + _NUM + r")(?![\w.,-])|(?<![\w.,-])(" + _NUM + r")\+", f):
            if m.group(3):
                a.range_literal = (question_number(m.group(3)), None)
            elif not re.fullmatch(r"(?:19|20)\d\d", m.group(1)):
                a.range_literal = (question_number(m.group(1)), question_number(m.group(2)))
            else:
                continue
            _consume(a, m.group(0))
            break


DIMENSIONS = re.compile(lexicon.cue("dimensions"))  # a size ("400 x 300 mm"; link reads labels by it too)
ITEM_CODE = re.compile(r"(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]+")  # a word of letters and digits ("fh-c43"; labels too)


def _percent_after(after: str) -> bool:
    """Whether the text right after a bound's number says percent ("20%", "20 per cent", "20 pct"; not
    "£35 per 1 kg bag", whose "per" says what the price is for)."""
    return after[:1] == "%" or any(after.startswith(p) and not after[len(p):len(p) + 1].isalpha()
                                   for p in lexicon.phrases("percent_words"))


def _unit_in_words(a: Analysis) -> None:
    """One unit of sale said in words ("one case", "a single spool"): the quantity it says, as "1
    case" is read (lexicon ``unit_number_words``); only where the question states no quantity in
    figures ("one carton ... if we order 40 cartons" orders 40).

    >>> a = Analysis("q", "", []); a.toks = "price for one case".split(); _unit_in_words(a); a.quantity
    1.0
    """
    if a.quantity is not None or a.range_literal is not None:
        return
    numbers, units = lexicon.mapping("unit_number_words"), lexicon.cue_pattern("units")
    for i in range(len(a.toks)):
        for n in (1, 2):  # "one case", "a single spool"
            said, k = " ".join(a.toks[i:i + n]), i + n
            if said in numbers and k < len(a.toks) and (units.fullmatch(a.toks[k])
                                                        or lexicon.cue_pattern("counted_units").fullmatch(a.toks[k])):
                a.quantity = float(numbers[said])
                a.consumed.update(range(i, k + 1))
                a.sale_units.update(range(i, k + 1))
                return


_DESCRIBED_QTY = re.compile(r"(?<![\w.,-])(?P<num>" + _NUM + r")\s+(?P<words>(?:[a-z][a-z-]*\s+){1,4})(?P<unit>"
                            + _UNITS + r")\b")
_NOT_DESCRIBING = frozenset().union(*(lexicon.cue(c).split("|") for c in ("lowest", "highest", "lower", "higher", "bounds")),
                                    lexicon.words("sale_unit_leads"), _CURRENCY)  # "20 € je VE" is no quantity


def _identifiers(a: Analysis, f: str) -> str:
    """Whether the question identifies an item by its size ("400 x 300 mm", lexicon ``dimensions``) or
    by an item code (a word of letters and digits the parse left, ``ITEM_CODE``: "QP-1020", "FH-C43"):
    a label's size or code must then agree (``link.QuestionTerms._unidentified``). The "x" between a
    size's measures names nothing (a label prints "×"). Returns the text with each size as one word.

    >>> a = Analysis("q", "", "price of fh-c43 in q3".split()); a.consumed = {4}; _identifiers(a, "x"); a.says_code
    'x'
    True
    """
    plain = DIMENSIONS.sub(" size ", f)
    a.says_size = plain != f
    a.says_code = any(ITEM_CODE.fullmatch(t) for i, t in enumerate(a.toks) if i not in a.consumed)
    if a.says_size:
        a.consumed.update(i for i, t in enumerate(a.toks) if t in ("x", "×") and 0 < i < len(a.toks) - 1
                          and a.toks[i + 1][:1].isdigit())
    return plain


def _described_quantity(a: Analysis, plain: str) -> None:
    """A number of things ordered said with the words that describe them between it and the unit it
    counts ("250 single-wall 400 x 300 x 250 mm cartons"; ``plain``: the question with each size one
    word, ``_identifiers``), when no quantity is read yet. Not through a function word ("250 of the
    cartons"), a superlative ("the 3 cheapest items" asks three items, no order), a currency or a
    unit's lead ("mehr als 20 € je VE" is a threshold), nor beside a threshold.

    >>> a = Analysis("q", "", []); _described_quantity(a, "price for 250 single-wall size cartons"); a.quantity
    250.0
    """
    if a.quantity is not None or a.range_literal is not None or a.thresholds:
        return
    for m in _DESCRIBED_QTY.finditer(plain):
        words = m.group("words").split()
        if _is_year(m.group("num")) or any(w in STOPWORDS or w in _NOT_DESCRIBING for w in words):
            continue
        a.quantity = question_number(m.group("num"))
        _consume(a, m.group("num"))
        _consume(a, m.group("unit"), a.sale_units)
        return


def _ordered_quantity(a: Analysis, f: str) -> None:
    """A number said as what is bought ("if we buy 150 black toners", "we need 300 reams", "we'll
    take exactly 25 cases"; lexicon ``ordered_quantity``, group ``num``), whatever noun it counts:
    a quantity ordered, when no quantity is read yet. Not a year, an amount of money or a percentage
    ("buy 20% more", "order EUR 500 worth": the patterns leave them out).

    >>> a = Analysis("q", "", "if we buy 150 black toners".split()); _ordered_quantity(a, "if we buy 150 black toners"); a.quantity
    150.0
    """
    if a.quantity is not None or a.range_literal is not None or a.thresholds:
        return
    m = next((m for p in lexicon.patterns("ordered_quantity") if (m := p.search(f))), None)
    if m is None or _is_year(m.group("num")):
        return
    a.quantity = question_number(m.group("num"))
    _consume(a, m.group("num"))


def _order_value(a: Analysis, f: str) -> None:
    """The amount of money an order is said to be worth ("a $320 order", "an order of EUR 1,250"; lexicon
    ``order_value``), its currency said beside it: what a price list's order-value bands are read by,
    never a number of units."""
    if a.quantity is not None or a.thresholds:
        return
    if m := next((m for p in lexicon.patterns("order_value") if (m := p.search(f))), None):
        a.order_value = question_number(m.group("num"))
        _consume(a, m.group(0))


def op_said_twice(toks: list[str], op: str) -> bool:
    """The operation's word said twice ("the average of the average daily rate in 2018 and 2019"),
    once as the operation and once in the label it runs over (lexicon ``label_operations``).

        >>> op_said_twice("the average of the average daily rate".split(), "average")
        True
        >>> op_said_twice("the average rate per contract, averaged over 2018 and 2019".split(), "average")
        True
    """
    words = lexicon.operation_label_words(op)  # (its verb said "averaged over 2018 and 2019" too)
    return sum(1 for t in toks if t in words or t.endswith("ed") and (t[:-1] in words or t[:-2] in words)) >= 2


def without_label_operation(a: Analysis, label: str) -> Analysis:
    """The analysis with its operation read again as though the words of ``label`` ("combined ratio",
    "fleet average", a line's printed label the question says) named no operation: "the book-to-bill
    ratio of Industrial Automation in 2019" over a line "Book-to-bill ratio" asks that line's figure,
    "in which year was the combined ratio the highest" its best year (no ratio, no sum "combined"),
    "how much did the fleet average stage length increase in 2019" that line's change, as of any
    line. The copy shares nothing with ``a``.

        >>> without_label_operation(analyze("in which year was the combined ratio the highest?"), "combined ratio").op
        'argmax'
    """
    b = copy.deepcopy(a)
    b.op, b.direction = "lookup", None
    b.folded = a.folded.replace(label, "line")
    _operation(b, b.percent_instructed, ratio=False)
    b.folded = a.folded
    _schedule_date(b)
    return b


def _operation(a: Analysis, percent_asked: bool = False, ratio: bool = True, names: frozenset[str] = frozenset()) -> None:
    f = a.folded
    pct = lexicon.cue_pattern("percent").search(f) or percent_asked
    a.in_percent = bool(pct)
    change = lexicon.cue_pattern("change").search(f)
    a.wants_issuer = bool(re.search(_ISSUER_WORDS, f)) and not (
        re.search(r"\b(?:" + lexicon.cue("item_nouns") + r")s? (?:[^,;:?]* )?whose\b", f)
        and not re.search(r"\b(?:" + lexicon.cue("issuer_nouns") + r")s?\b", f))  # "the segment whose X": no issuer
    if pct and (change or lexicon.cue_pattern("how_much").search(f)) and not a.thresholds:
        a.op = "pct_change"
    elif ratio and lexicon.cue_pattern("ratio").search(f):
        a.op = "ratio"
    elif change and len(a.period_ranks) >= 2:  # "the change in average price between the first and second month"
        a.op = "difference"
    elif lexicon.cue_pattern("average").search(f) and not (lexicon.cue_pattern("difference").search(f)
                                                           and {"than", "compared", "versus", "vs"} & set(a.toks)):
        a.op = "average"  # (not "how much higher was the average price than the cost", "how many more employees on
        # average in 2023 compared to 2022": a difference of averages)
    elif lexicon.cue_pattern("count").search(f):
        a.op = "count"
    elif a.thresholds and (lexicon.cue_pattern("filter").search(f)
                           or re.search(_ITEMS, f)):  # "Reagents items with a lead time > 48 days?": the items that pass
        a.op = "filter"
    elif lexicon.cue_pattern("difference").search(f) or \
            (change and lexicon.cue_pattern("change_verb").search(f)
             and (len(a.all_years) >= 2 or len(a.all_years) == 1 and lexicon.cue_pattern("how_much").search(f)
                  and any(m.group(0) not in names for m in lexicon.cue_pattern("change_verb").finditer(f)))):
        # ("how much did UK patient visits increase in 2023": over the year before, differences.two_operands)
        a.op = "difference"
    elif lexicon.cue_pattern("sum").search(f) and not (
            a.says("respectively") and not a.says("together")):
        a.op = "sum"  # "the sum X in 2020 and 2018 respectively" asks each year's value: no sum
    elif re.search(r"\b(?:" + _CMPWORD_MIN + "|" + _CMPWORD_MAX + r")\b", unbounded := lexicon.cue_pattern(
            "open_bounds").sub(" ", f)) and lexicon.cue_pattern("alternatives").search(unbounded) and not a.thresholds:
        a.op = "compare"  # (not "held one year or more": a bound, no comparison)
        a.direction = "min" if re.search(r"\b(?:" + _CMPWORD_MIN + r")\b", unbounded) else "max"
    elif re.search(r"\b(?:" + _MIN + r")\b", f) and (lexicon.cue_pattern("which").search(f) or a.wants_issuer):
        a.op, a.direction = "argmin", "min"  # "the cheapest supplier?": a best-of across issuers needs no "which"
    elif re.search(r"\b(?:" + _MAX + r")\b", f) and (lexicon.cue_pattern("which").search(f) or a.wants_issuer):
        a.op, a.direction = "argmax", "max"
    elif m := _BEST_SHARE.search(f):
        least = re.fullmatch(_MIN, m.group("dir"))
        a.op, a.direction = ("argmin", "min") if least else ("argmax", "max")
        _consume(a, m.group(0))
    for m in _PLAIN_DIFF.finditer(f):
        _consume(a, m.group(0))
    if a.signed_threshold:
        a.op = "unsupported"
    if a.op == "lookup" and re.search(r"\b(?:" + lexicon.cue("which_word") + r")\b", f) and \
            re.search(r"\b(?:" + _CMPWORD_MIN + "|" + _CMPWORD_MAX + "|" + _MIN + "|" + _MAX + "|"
                      + lexicon.cue("judged_superlatives") + r")\b", f):
        a.op = "unsupported"  # a comparison the parser could not read: never answer it as a lookup
    if a.op == "lookup" and len({t for t in a.toks if _CODE.fullmatch(t)}) >= 2:
        a.op = "unsupported"  # "SKUs A, B and C": several items named, one looked-up cell answers none of them
    if a.op == "lookup" and a.wants_issuer and re.search(r"\b(?:" + lexicon.cue("asks_name") + r")\b", f):
        a.op = "unsupported"  # "which supplier ...?" asks for a name: one looked-up number is no answer
    status = lexicon.words("status_prepositions")
    a.states = {i for i, t in enumerate(a.toks) if i and a.toks[i - 1] in status and t in _STATE_NOUNS}
    for i, t in enumerate(a.toks):
        if t in _OP_TOKENS and i not in a.states:
            a.consumed.add(i)
            if re.fullmatch(_CHANGE_TOKENS, t):
                a.op_words.add(i)
    for m in lexicon.cue_pattern("point_change").finditer(f):  # "by how many percentage points": the unit of a
        _consume(a, m.group(0), a.op_words)  # change of two percents (differences.point_change), no name
    if re.match(r"(?:" + lexicon.cue("imperatives") + r") (?:the|this|that|it|each|all)\b", f):
        a.consumed.add(0)  # an imperative ("Express the change as a percentage"), not "Express delivery"


_ITEMS = r"\b(?:" + lexicon.cue("items") + r")\b"
_CODE = re.compile(r"[a-z]{1,5}-\d{3,}[a-z]?")  # an item code ("bk-4803", "cls-16983")
_CHANGE_TOKENS = lexicon.cue("change_words")
_OP_TOKENS = set(tokens(" ".join([*sorted(lexicon.words("operation_words")),  # and every superlative and comparative
                                   *(w for c in ("lowest", "highest", "lower", "higher") for w in lexicon.cue(c).split("|"))])))
_STATE_NOUNS = lexicon.words("says_nothing")  # a verb of asking that, after "on", "in", "under", names a state
