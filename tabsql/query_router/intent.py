"""The question, read once into a typed Intent that every reader works from.

``read`` takes the asker's words apart by what they do: clauses of politeness and situation
("Hi, could you quickly check ...", "I'm preparing a summary;") and instructions ("Assume you are
an analyst. Round to two decimals. Answer in USD millions.") are set aside, the presentation an
instruction asks for is kept, misspellings are read as the word they stand for, operation cues said
another way ("heftier", "at its peak", "undercuts the rest") as their canonical wording, all from
the lexicon data files (tabsql/query_router/lexicon/*.yaml). What is left, the *reading*, is parsed
once (analyze.py: operation, years, quantities, thresholds, currencies), and each remaining word
gets a role: it names something, states the operation, a period or a quantity, or says nothing
(informative.says_little). Only words that name something must be explained by a label.

    >>> i = read("Hi, could you quickly check the express fee for 250 units? Round to two decimals.")
    >>> i.reading, i.presentation.decimals
    ('show the express fee for 250 units?', 2)
"""
from __future__ import annotations

import math

import re
from collections.abc import Callable
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from tabsql.query_router import instruction_sentences, lexicon
from tabsql.query_router.analyze import ITEM_CODE, Analysis, analyze
from tabsql.query_router.counted import counted_units
from tabsql.query_router.informative import (COMMON, correct, derived_base, in_catalog, language, names_nothing,
                                             names_the_subject, says_little, zipf)
from tabsql.query_router.link import GENERIC, MONEY_WORDS, TABLE_TALK
from tabsql.query_router.readers.open_domain import OPTIONAL
from tabsql.query_router.relation_verbs import Evidence, passive_verbs
from tabsql.query_router.spelled_initialisms import ACRONYM_ZIPF, initial_runs
from tabsql.query_router.terms import after_do
from tabsql.query_router.text import STOPWORDS, fold, participle, parts, stem, tokens

Role = Literal["names", "operation", "period", "quantity", "filler", "instruction"]
_SCALE_NAMES = {1e3: "thousand", 1e6: "million", 1e9: "billion"}


class Word(BaseModel):
    """One word of the question and what it does there."""

    text: str
    role: Role
    reads_as: str | None = None  # a misspelling's correction


_UNSCALED_UNITS = frozenset({"%", "cents", "years", "months", "days", "h", "min"})


class Presentation(BaseModel):
    """How the asker wants the number shown ("in USD millions, two decimals")."""

    decimals: int | None = None
    scale: float | None = None  # 1e3, 1e6, 1e9
    currency: str | None = None
    percent: bool = False  # "Express it as a percentage"
    sign: Literal["negative", "positive"] | None = None  # "use a negative number for a deficit"
    sign_for: str | None = None  # the word the sign is asked for ("deficit"), when said

    @property
    def asked(self) -> bool:
        return self.decimals is not None or self.scale is not None or self.currency is not None

    def render(self, value: float, unit: str | None) -> str | None:
        """The number as asked, said as such ("As asked: 1.85 million EUR (2 decimals)."); a
        currency the documents do not report it in is named, never converted. None when nothing
        was asked or the value is no number."""
        if not self.asked or not isinstance(value, float):
            return None
        if self.scale and unit and (unit in _UNSCALED_UNITS or "/" in unit):
            # "(in millions)" said of an amount or a count of miles does not scale a rate in cents,
            # a percent or a duration
            return self.model_copy(update={"scale": None}).render(value, unit) if self.decimals is not None else None
        shown = value / (self.scale or 1.0)
        digits = self.decimals if self.decimals is not None else (2 if self.scale else None)
        if digits is not None and shown and round(shown, digits) == 0:
            digits = 1 - math.floor(math.log10(abs(shown)))  # "0.0019 million", never "0.0 million" of a figure
        text = f"{shown:,.{digits}f}" if digits is not None else f"{shown:,}"
        words = [text]
        if self.scale:
            words.append(_SCALE_NAMES[self.scale])
        if unit:
            words.append(unit)
        how = [f"in {_SCALE_NAMES[self.scale]}s" if self.scale else "", f"{digits} decimal{'s' if digits != 1 else ''}" if self.decimals is not None else ""]
        said = ", ".join(h for h in how if h)
        note = f"As asked ({said}): {' '.join(words)}." if said else f"As asked: {' '.join(words)}."
        if self.currency and unit and self.currency != unit and len(unit) == 3 and unit.isalpha():
            note += f" The documents report {unit}, not {self.currency}; no conversion was made."
        return note


class Threshold(BaseModel):
    cmp: Literal[">", ">=", "<", "<="]
    value: float


class Intent(BaseModel):
    """What the question asks, read once."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    question: str
    reading: str  # the question without filler and instructions, misspellings and cue synonyms read
    language: str = "en"
    operation: str = "lookup"
    direction: str | None = None
    years: list[int] = Field(default_factory=list)
    document_years: list[int] = Field(default_factory=list)  # years that name a report ("the 2025 segment information"); the rest name periods
    year_range: tuple[int, int] | None = None
    quarters: list[int] = Field(default_factory=list)
    periods: list[tuple[int, int]] = Field(default_factory=list)  # spans of months (analyze.month_index): "the last 3 months of 2018"
    quantity: float | None = None
    order_value: float | None = None  # an order's amount of money ("a $320 order"): what order-value bands read
    quantity_range: tuple[float, float | None] | None = None
    thresholds: list[Threshold] = Field(default_factory=list)
    member_count: int | None = None  # how many things an aggregate is over, said in words ("the three seasons")
    currencies: list[str] = Field(default_factory=list)
    cues: list[str] = Field(default_factory=list)  # the lexicon's question_cues the reading says (readers test them)
    presentation: Presentation = Field(default_factory=Presentation)
    words: list[Word] = Field(default_factory=list)  # the reading's words, then the clauses set aside
    definitions: list[str] = Field(default_factory=list)  # a measure's definition the question states
    excused: list[int] = Field(default_factory=list)  # positions of the reading's words no label must explain
    _analysis: Analysis | None = PrivateAttr(default=None)

    @property
    def analysis(self) -> Analysis:
        """The parse of the reading the readers consume (positions are the reading's words)."""
        assert self._analysis is not None
        return self._analysis

    def naming(self) -> list[str]:
        """The words that name something (a reading must explain them)."""
        return [w.text for w in self.words if w.role == "names"]

    def refusal(self, reason: str, vocab: set[str]) -> str:
        """The reason a question is refused, said truthfully: the naming words no document holds
        are named; a word the documents do hold is never called missing."""
        unknown = [w.text for w in self.words if w.role == "names" and not _held(w.reads_as or w.text, vocab)
                   and (w.reads_as or w.text) not in _KNOWN]
        unknown = list(dict.fromkeys(self._whole_name(w) for w in unknown))
        head, sep, _ = reason.partition(_NOTHING)
        if unknown and (sep or reason.startswith("no ")):  # a generic "no row and column match" says more so
            return f"{head if sep else ''}{_NOTHING_SAID}{', '.join(repr(w) for w in unknown[:3])}"
        if sep:
            return f"{head}no cells fit all the words of the question together"
        return reason


    def _whole_name(self, word: str) -> str:
        """A one-letter naming word is said with the capitalised words it ends in the question as
        written ("Supplier Z", not 'z'); any other word as it is."""
        if len(word) != 1:
            return word
        said = self.question.split()
        for i, tok in enumerate(said):
            if tok.strip(".,;:!?'\"()").lower() != word.lower() or i == 0:
                continue
            start = i
            while start > 0 and said[start - 1][:1].isupper() and said[start - 1].strip(".,;:!?'\"()").isalpha() \
                    and not said[start - 1].endswith((".", ",", ";", ":", "?", "!")) and i - start < 3 \
                    and said[start - 1].lower() not in STOPWORDS:
                start -= 1
            if start < i:
                return " ".join([*said[start:i], tok.strip(".,;:!?'\"()")])
        return word


_NOTHING = "the documents name nothing matching "  # as the readers say it
# as the asker is told: the vocabulary is the tables' (labels, headings, captions, text cells) and the
# documents' identity, so a word printed only in a document's prose ("an introductory price of EUR
# 2,246") is not called absent from the document
_NOTHING_SAID = "no table of the documents names anything matching "


def _held(word: str, vocab: set[str]) -> bool:
    return any(p in vocab or stem(p) in vocab or participle(p) in vocab for p in [word, *parts(word)]) \
        or not re.search(r"[a-z]", word)


def _item_kind_nouns(a: Analysis, vocab: set[str]) -> list[int]:
    """Positions of the nouns that close a phrase naming an item by a code the labels print, after
    the measure asked ("the average seating capacity of a Boeing 787-9 airplane": "airplane"): the
    phrase's head says what kind of thing the item is, the label names which, and the measure is
    said before "of". Only a word no label prints, after words all printed, one of them a code (a
    word with a digit, "787-9"). Not for a count: what is counted ("how many of the 787-9 engines")
    is the question."""
    of, articles = lexicon.words("item_of"), lexicon.words("item_articles")
    toks, out = a.toks, []
    for i, t in enumerate(toks):
        if i in a.consumed or not t.isalpha() or t in STOPWORDS or in_catalog(t, vocab):
            continue
        j = i - 1
        while j >= 0 and toks[j] in vocab and toks[j] not in STOPWORDS:
            j -= 1
        printed = toks[j + 1:i]
        if printed and any(ch.isdigit() for w in printed for ch in w) and j >= 1 \
                and toks[j] in articles and toks[j - 1] in of:
            out.append(i)
    return out


def _reworded(text: str, word: str, to: str) -> str:
    """``text`` with the whole word ``word`` (not inside a code or a compound) said as ``to``."""
    return re.sub(rf"(?<![\w-]){re.escape(word)}(?![\w-])", to, text)


def _contracted(word: str, contractions: list[str]) -> str | None:
    """The one contraction a label prints for a word no label prints in full ("Int'l" for "international",
    "Gov't" for "government"): its letters before the apostrophe open the word and those after close it.

        >>> _contracted("international", ["int'l"])
        "int'l"
        >>> _contracted("interest", ["int'l"]) is None
        True
    """
    if not word.isalpha() or len(word) < 6:
        return None
    found = [v for v in contractions if (parts := v.split("'"))[0].isalpha() and parts[1].isalpha()
             and len(parts[0]) >= 2 and word.startswith(parts[0]) and word.endswith(parts[1])
             and len(word) >= len(v) + 2]
    return found[0] if len(found) == 1 else None


def _code_spelled(word: str, codes: dict[str, list[str]]) -> str | None:
    """The one item code a label prints that a code said without its separators spells ("wp150" for a
    label's "WP-150", "wph180d" for "WPH-180D"). ``codes``: the catalog's codes by their letters and
    digits alone. Only a word of letters and digits both, so no plain word or number meets a code.

        >>> _code_spelled("wp150", {"wp150": ["wp-150"]}), _code_spelled("wp15", {"wp150": ["wp-150"]})
        ('wp-150', None)
    """
    if not word.isalnum() or word.isalpha() or word.isdigit():
        return None
    found = codes.get(word, [])
    return found[0] if len(found) == 1 else None


def _codes(vocab: set[str] | frozenset[str]) -> dict[str, list[str]]:
    """The catalog's codes (terms of letters and digits joined by a separator) by their letters and digits."""
    out: dict[str, list[str]] = {}
    for v in vocab:
        bare = "".join(parts(v)) or v
        if bare != v and bare.isalnum() and not bare.isalpha() and not bare.isdigit():
            out.setdefault(bare, []).append(v)
    return out


def _kind_nouns(a: Analysis, vocab: set[str], ends_label: Callable[[str], bool]) -> list[int]:
    """Positions of the nouns saying what kind of group a named line is ("the West region" over the
    line "West", "Harlingdale's trailer fleet" over "Trailers"; lexicon ``kind_nouns``): said right
    after a word that ends a label in scope, and printed by no label (one that prints it names it).

        >>> _kind_nouns(analyze("Total hospitals in the West region?"), {"west"}, {"west"}.__contains__)
        [5]
        >>> _kind_nouns(analyze("Total hospitals by region?"), {"hospitals"}, {"hospitals"}.__contains__)
        []
    """
    kinds = lexicon.words("kind_nouns")
    toks = a.toks
    return [i for i, t in enumerate(toks) if i and i not in a.consumed and t in kinds and not _held(t, vocab)
            and toks[i - 1] not in STOPWORDS and (ends_label(toks[i - 1]) or ends_label(stem(toks[i - 1])))]


def _measure_of_item(a: Analysis, vocab: set[str]) -> set[int]:
    """Positions of the words that say the measure asked of an item named by a code the labels print
    ("the battery life of the BA-2400"): a column must print them, so they never name the table's
    subject, however common (a table printing no such column has no answer).

        >>> sorted(_measure_of_item(analyze("What is the battery life of the BA-2400?"), {"ba-2400"}))
        [3, 4]
    """
    of, articles = lexicon.words("item_of"), lexicon.words("item_articles")
    toks, out = a.toks, set()
    for i, t in enumerate(toks):
        if t not in of or i + 1 >= len(toks):
            continue
        k = i + 1 + (toks[i + 1] in articles)
        if k < len(toks) and toks[k] in vocab and ITEM_CODE.fullmatch(toks[k]):
            j = i - 1
            while j >= 0 and toks[j] not in STOPWORDS and j not in a.consumed:
                out.add(j)
                j -= 1
    return out


def _sale_units(a: Analysis) -> list[int]:
    """Positions of a unit of sale said once and its lead ("per box", "one pair of goggles", "je VE"; "per
    head" only beside a quantity of people, "for 120 guests", or a word asking a price): the price asked is quoted for it, as a price list's pack-size cell prints ("box of 100"); it names
    no line of the table. (A number of them, "250 boxes", is the quantity analyze reads.)"""
    leads = lexicon.words("sale_unit_leads")
    # "per head" beside "for 120 guests" or "what does X charge"; "revenue per head" names a measure
    counted = a.quantity is not None or bool(set(a.toks) & lexicon.words("price_words"))
    at = [i for i, t in enumerate(a.toks) if i > 0 and i not in a.consumed and a.toks[i - 1] in leads
          and (lexicon.cue_pattern("units").fullmatch(t) or counted and lexicon.cue_pattern("counted_units").fullmatch(t))]
    return sorted({k for i in at for k in (i - 1, i)})  # the lead too: "je", "pro" name no line either


def _number(text: str) -> int | None:
    text = text.strip()
    if text.isdigit():
        return int(text)
    return lexicon.numbers().get(text)


def _heads_phrase(toks: list[str], i: int) -> bool:
    """Whether the word ends its noun phrase: "revenue" of "revenue per flight hour", not "sales" of "sales price"."""
    return i + 1 >= len(toks) or toks[i + 1] in STOPWORDS or not toks[i + 1].isalpha()


def _other_kind(toks: list[str], vocab: set[str], before: Callable[[str], frozenset[str]] | None) -> set[int]:
    """The positions of words said right before a word the labels print only after other modifiers
    ("corporate members" where a label prints "Annual members", never "corporate members"): the word
    names another kind of the thing, which no label holds.

        >>> sorted(_other_kind(["rides", "of", "corporate", "members"], {"members"}, lambda w: frozenset({"annual"})))
        [2]
    """
    if before is None:
        return set()
    out = set()
    for i, (t, n) in enumerate(zip(toks, toks[1:])):
        if t in STOPWORDS or t in GENERIC or not t.isalpha() or n in STOPWORDS or n not in vocab:
            continue
        printed = before(n)
        if printed and t not in printed and any(x not in STOPWORDS and x.isalpha() for x in printed):
            out.add(i)
    return out


def _presentation(clauses: list[str]) -> Presentation:
    p = Presentation()
    text = " ".join(instruction_sentences.asked_scale_words(c) for c in clauses)
    for pat in lexicon.presentation("rounding"):
        if m := pat.search(text):
            p.decimals = _number(m.group("digits"))
            break
    for pat in lexicon.presentation("scale"):
        if m := pat.search(text):
            p.scale = lexicon.mapping("scales").get(m.group("scale"))
            cur = m.groupdict().get("currency") or ""
            p.currency = lexicon.mapping("currencies").get(cur) or lexicon.mapping("currency_signs").get(cur) or p.currency
            break
    for pat in lexicon.presentation("currency"):
        if m := pat.search(text):
            p.currency = lexicon.mapping("currencies").get(m.group("currency"), p.currency)
            break
    p.percent = any(pat.search(text) for pat in lexicon.presentation("percent"))
    for pat in lexicon.presentation("sign"):
        if m := pat.search(text):
            p.sign = "positive" if m.group("sign") == "positive" else "negative"
            said = (m.group("word") or "").split()
            p.sign_for = said[-1] if said else None
            break
    return p


def _set_aside(text: str, section: str, instead: str = "") -> tuple[str, list[str]]:
    """The text with the clauses one lexicon section matches replaced by ``instead``, and those clauses."""
    flat = " ".join(text.split())
    if not lexicon.matches_any(text, section) and (flat == text or not lexicon.matches_any(flat, section)):
        return flat if lexicon.patterns(section) else text, []  # what each pattern's sub would leave
    gone: list[str] = []

    def drop(m: re.Match) -> str:
        gone.append(m.group(0))
        return f" {instead} "
    spaced = False
    for pat in lexicon.patterns(section):
        text, n = pat.subn(drop, text)
        if n or not spaced:  # one space between words, as the next pattern expects
            text, spaced = " ".join(text.split()), True
    return text, gone


def _plus(question: str) -> str:
    """ "SG&A plus R&D", "Q1 + Q2 + Q3": a sum of the parts named. Only a lower-case "plus" is
    one ("Business Plus" is a name)."""
    if not re.search(r"(?<=\w)\s+(?:plus|\+)\s+(?=\w)", question):
        return question
    return "sum of " + re.sub(r"\s+(?:plus|\+)\s+", " and ", question)


def _ascending(text: str) -> str:
    """A ranking read from low to high puts the lowest first: its "highest" (first place, the top)
    is the lowest, and its "lowest" (the very end) the highest."""
    if not re.search(r"\bascending\b", text):
        return text
    swap = {"highest": "lowest", "lowest": "highest"}
    return re.sub(r"\b(highest|lowest)\b", lambda m: swap[m.group(1)], re.sub(r"\s*\bascending\b", "", text))


def _printed_quiet_words(a: Analysis, vocab: set[str], excused: set[int],
                         selects: Callable[[str, frozenset[str]], bool]) -> list[int]:
    """The positions of words the lexicon says name nothing that a label prints, where they name
    no line among the tables the question's other naming words select (``read``'s ``selects``).
    Not a word among the language's commonest few hundred ("out", "used", "one"): printed, it is
    as often a particle of a label's phrase ("out of", "Net cash used in") as the asker's verb, unless
    it stands after a do-auxiliary ("did Acme use"): there it is the asker's verb, excused even where
    the selected tables print it ("did PG&E record" beside a note's "... recorded in ...")."""
    left = [i for i, t in enumerate(a.toks) if i not in a.consumed and i not in excused and t not in STOPWORDS
            and t not in _KNOWN and t.isalpha()]
    quiet = [i for i in left if names_nothing(a.toks[i]) and (zipf(a.toks[i]) < COMMON or after_do(a.toks, i)) and in_catalog(a.toks[i], vocab)]
    others = frozenset(a.toks[i] for i in left if i not in quiet)
    return [i for i in quiet if others and (after_do(a.toks, i) or not selects(a.toks[i], others))]


def _own_wording(canonical: str, vocab: set[str]) -> Callable[[re.Match], str]:
    """A lexicon ``words`` rewrite, but for wording the documents print and its rewrite they do not:
    "trade and other debtors" stays as said where a balance sheet prints "Trade and other debtors"
    and no label prints "receivables"; the documents' own word is the one to read.

        >>> pat = next(p for p, to in lexicon.rewrites("words") if to == "receivables")
        >>> pat.sub(_own_wording("receivables", {"debtors"}), "trade and other debtors")
        'trade and other debtors'
    """
    def printed(text: str) -> bool:
        words = [t for t in tokens(text) if t not in STOPWORDS]
        return bool(words) and all(in_catalog(t, vocab) for t in words)

    def sub(m: re.Match) -> str:
        said, meant = m.group(0), m.expand(canonical)
        return said if printed(said) and not printed(meant) else meant
    return sub


def _proper_names(question: str) -> set[str]:
    """Words written with a capital inside a sentence ("Brenner & Kast"): names, never misspellings.
    A function word so written names too ("the Value tier"), unless the question capitalises most of
    its words (a headline: "What Is The Value Of ...")."""
    out = set()
    for m in re.finditer(r"(?<![.?!:;\"(]\s)(?<!^)\b([A-Z][\w-]*)", question.strip()):
        out.update(tokens(m.group(1)))
    said = [w for w in question.split() if w[:1].isalpha()]
    if 2 * sum(w[0].isupper() for w in said) > len(said):
        out -= STOPWORDS
    return out


def _corrected(tok: str, vocab: set[str], lang: str) -> str | None:
    """The word a misspelt token stands for; a token of words joined by a hyphen or an apostrophe
    ("loewst-priced", "waht'll") is corrected word by word, as the words are read alone."""
    if not _rewritten(tok) and (to := correct(tok, vocab, lang)) is not None:
        return to
    joins = [ch for ch in tok if ch in "-'"]
    parts = tok.replace("'", "-").split("-")
    if not joins or not all(p.isalpha() for p in parts) or in_catalog(tok, vocab):
        return None  # a code ("bk-4006", "1-99") or a compound a label prints is no misspelling
    read = [p if _rewritten(p) else correct(p, vocab, lang) or p for p in parts]
    return read[0] + "".join(j + p for j, p in zip(joins, read[1:])) if read != parts else None


def _rewritten(word: str) -> bool:
    """Whether a lexicon rewrite reads the word as another ("repricing", "sundry"): no misspelling."""
    return lexicon.matches_any(word, "words", "operation_synonyms")


def _tidy(text: str) -> str:
    text = re.sub(r"\s+([,.;:?!])", r"\1", text)
    text = re.sub(r"([,;:—-])(?:\s*[,;:—-])+", r"\1", text)
    text = re.sub(r"^[\s,;:.!—-]+", "", " ".join(text.split()))
    return text


# words the linking layer already knows how to treat: never misspellings, never new information
_KNOWN = frozenset(STOPWORDS | GENERIC | TABLE_TALK | OPTIONAL | MONEY_WORDS)


def read(question: str, vocab: set[str] | frozenset[str] = frozenset(),
         one_table: frozenset[str] | None = None, evidence: Evidence | None = None,
         pairs: Callable[[str, str], bool] | None = None,
         selects: Callable[[str, frozenset[str]], bool] | None = None,
         before: Callable[[str], frozenset[str]] | None = None, holds_money: bool = True,
         ends_label: Callable[[str], bool] | None = None) -> Intent:
    """Read a question once. ``vocab`` holds the catalog's terms: a word a label prints is never
    corrected or excused as common. ``one_table``: the question is asked of one table alone, and
    these are the terms of its heading; a common word neither they nor a label print (not a
    proper name) names the table's subject and is excused (not in a question with a threshold).
    ``evidence``: whether the documents name a measure with a verb (relation_verbs): a passive
    verb no label prints ("were consumed by") says nothing where they do. ``pairs``: whether a label
    in scope prints two words side by side: a derived word no label prints is read as its printed
    base where a label prints that base after the word said before it ("aircraft rental" ->
    "Aircraft rent"). ``selects``: whether a word the lexicon says names nothing, which some label
    prints, may name a line of the tables the question's other naming words select (quiet_words):
    where it may not, it is excused like a word no label prints ("did Verizon record"). ``before``: the
    words labels in scope print right before a word; a common word said before a word that labels print
    only after other modifiers ("corporate members" beside "Annual members") names another kind of it
    and is never excused. ``holds_money``: whether the one table holds amounts of money; where it holds
    none, a measure noun (lexicon ``measure_nouns``: "revenue" of a table of flight hours) names a measure
    it lacks, no subject. ``ends_label``: whether a row or column label in scope (or a heading) ends
    in a word (or its stem): a kind noun said after it ("the West region") names that label's group."""
    vocab = set(vocab) | _KNOWN
    folded = fold(question).replace("\u2019", "'")
    if not any(" plus " in d for d in _set_aside(folded, "definitions")[1]):  # a definition's "plus" asks no sum
        folded = fold(_plus(question)).replace("\u2019", "'")
    folded, told = instruction_sentences.split(folded)  # before spelling: an instruction's words stay as said
    lang = language(list(tokens(folded)))
    fixed: dict[str, str] = {}  # misspellings first, so "can you chek?" is a request like any other
    names = _proper_names(question)
    for tok in dict.fromkeys(tokens(folded)):
        if tok not in names and (to := _corrected(tok, vocab, lang)) is not None:
            fixed[tok] = to
            folded = _reworded(folded, tok, to)
    missing = [tok for tok in dict.fromkeys(tokens(folded)) if tok not in names and tok not in fixed and tok not in vocab]
    contractions = [v for v in vocab if v.count("'") == 1] if any(len(t) >= 6 and t.isalpha() for t in missing) else []
    for tok in missing:
        if (short := _contracted(tok, contractions)):
            fixed[tok] = short  # "international" as a label prints it, "Int'l"
            folded = _reworded(folded, tok, short)
    if any(not t.isalpha() and not t.isdigit() and t.isalnum() for t in missing):
        codes = _codes(vocab)
        for tok in missing:
            if tok not in fixed and (code := _code_spelled(tok, codes)):
                fixed[tok] = code  # "wp150" as a label prints it, "WP-150"
                folded = _reworded(folded, tok, code)
    if pairs is not None:
        toks = tokens(folded)
        for said, tok in zip(toks, toks[1:]):
            if tok not in names and tok not in fixed and (base := derived_base(tok, vocab, lang)) and pairs(said, base):
                fixed[tok] = base
                folded = _reworded(folded, tok, base)
    text, instructions = _set_aside(folded, "instructions")
    instructions = told + instructions
    text, definitions = _set_aside(text, "definitions")  # a measure's stated definition: readers/measures checks it
    text, filler = _set_aside(text, "filler")
    text, requests = _set_aside(text, "requests", "show")
    text, frames = _set_aside(text, "frames")  # "show: what is X?" asks "what is X?"
    filler += requests + frames
    text = _tidy(text)
    if not tokens(text):  # nothing but filler: read the question as it was
        text, filler, instructions, definitions = folded, [], [], []
    compared = [m for t in tokens(text) if (m := lexicon.mapping("measure_comparatives").get(t))]  # before
    # "heavier" is read "higher"
    for section in ("fronted", "words", "spellings", "operation_synonyms"):
        if lexicon.matches_any(text, section):  # else every sub would leave the text as it is
            for pat, canonical in lexicon.rewrites(section):
                text = pat.sub(_own_wording(canonical, vocab) if section == "words" else canonical, text)
    reading = _ascending(" ".join(text.split()))
    presentation = _presentation(instructions)
    a = analyze(reading, percent_asked=presentation.percent, names=frozenset(names))
    a.compared_measures = compared
    # a threshold's measure is the question ("operating income above 1,000"): it is never a subject word
    around = None if one_table is None or a.thresholds else vocab | one_table
    # a passive verb ("were saved by") says what was done, not the table's subject: it is excused as
    # a word that says little, or where the documents name the measure with it, never as a subject noun
    verbs = dict(passive_verbs(a, vocab))
    # words that spell out an initialism a label prints ("available seat mile": "ASM") are printed, as it
    spelling = {i for initials, at in initial_runs(tuple(a.toks)) if initials in vocab and zipf(initials) < ACRONYM_ZIPF
                for i in at}
    apart = lexicon.words("exclusion_words")  # "outside the U.S.": never a word that says little
    parts = lexicon.words("part_words")  # nor "current" of "the current portion of X": the part a label must print
    # (nor a word of a part the figure is to include, "Including homes held for sale": a line must print it;
    # a part it leaves out, "before tax", may run on into words that say little)
    qualifiers = {i for i, t in enumerate(a.toks[:-1]) if a.toks[i + 1] in parts}
    qualifiers |= counted_units(a.toks)  # nor "days" of "how many working days": the unit a cell must be in
    kinds = _other_kind(a.toks, vocab, before) | _measure_of_item(a, vocab) if around is not None else set()
    # "revenue" of a table of flight hours names a measure it lacks ("what share of revenue" of a table of
    # shares, "operating revenue from cargo" of one of amounts, is its subject); "length" a quantity a unit answers
    shares = a.in_percent or bool(set(a.toks) & set(lexicon.cue("share_words").split("|")))
    measure_nouns = (set() if shares or holds_money else lexicon.words("measure_nouns")) | set(lexicon.mapping("unit_dimensions"))
    excused = [i for i, t in enumerate(a.toks) if i not in a.consumed and t not in apart and i not in a.states
               and i not in qualifiers and i not in a.included - a.left_out and (
        says_little(t, vocab) or around is not None and t not in names and i not in verbs and i not in spelling
        and i not in kinds and not (t in measure_nouns and _heads_phrase(a.toks, i)) and names_the_subject(t, around))]
    if one_table is not None and a.op != "count":
        excused += [i for i in _item_kind_nouns(a, vocab | one_table) if i not in excused]
    if ends_label is not None:
        excused += [i for i in _kind_nouns(a, vocab, ends_label) if i not in excused]
    a.sale_units |= set(_sale_units(a))
    excused += [i for i in a.sale_units if i not in excused and i not in a.consumed]
    if selects is not None:
        excused += _printed_quiet_words(a, vocab, set(excused), selects)
    if evidence is not None:
        excused += [i for i, subject in verbs.items()
                    if i not in excused and subject and evidence(a.toks[i], frozenset(subject))]
    a.consumed.update(excused)
    a.excused = set(excused)
    a.definitions = definitions
    a.instructions = instructions
    a.proper_names = names
    words = []
    corrected_back = {v: k for k, v in fixed.items()}
    for i, t in enumerate(a.toks):
        if i in a.excused or t in STOPWORDS:
            role: Role = "filler"
        elif i in a.op_words:
            role = "operation"
        elif i in a.period_words:
            role = "period"  # "the last 3 months of 2018"
        elif i in a.consumed:
            role = "period" if re.search(r"\d{4}|^q[1-4]$|^fy", t) else "quantity" if re.search(r"\d", t) else "operation"
        else:
            role = "names"
        words.append(Word(text=corrected_back.get(t, t), role=role, reads_as=t if t in corrected_back else None))
    words += [Word(text=t, role="filler") for c in filler for t in tokens(c)]
    words += [Word(text=t, role="instruction") for c in instructions + definitions for t in tokens(c)]
    intent = Intent(
        question=question, reading=reading, language=lang, operation=a.op, direction=a.direction,
        years=a.years, document_years=sorted(a.doc_year_mentions), year_range=a.year_range, quarters=sorted(a.quarters), periods=a.periods, quantity=a.quantity,
        order_value=a.order_value, quantity_range=a.range_literal, thresholds=[Threshold(cmp=t.cmp, value=t.value) for t in a.thresholds],
        member_count=a.member_count, currencies=sorted(a.currencies), cues=sorted(a.cues), presentation=presentation, words=words, excused=excused,
        definitions=definitions)
    intent._analysis = a
    a.decimals_asked = intent.presentation.decimals
    a.sign_asked = (intent.presentation.sign, intent.presentation.sign_for) if intent.presentation.sign else None
    if intent.presentation.percent:
        a.cues = a.cues | {"per_cent"}  # a share asked in percent by an instruction, as by the question's own words
    return intent
