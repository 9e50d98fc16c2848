"""The question lexicon: per language (en, de, tr), what words and clauses do in a question
(filler, instructions, the presentation asked for, operation synonyms, words that name nothing,
the grammar cues of comparisons and superlatives, scale and currency words), as data files beside
this module, loaded once.

    >>> mapping("scales")["millionen"], mapping("currencies")["euros"]
    (1000000.0, 'EUR')
    >>> cue("at_most").split("|")[:2]
    ['at most', 'no more than']
"""
from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import yaml

from tabsql.query_router.text import parts

LANGUAGES = ("en", "de", "tr")
_DIR = Path(__file__).parent


@lru_cache(maxsize=None)
def lexicon(lang: str) -> dict:
    """The raw lexicon of one language."""
    return yaml.safe_load((_DIR / f"{lang}.yaml").read_text(encoding="utf-8")) or {}


@lru_cache(maxsize=None)
def patterns(section: str) -> tuple[re.Pattern, ...]:
    """The compiled patterns of one list section, every language."""
    return tuple(re.compile(p) for lang in LANGUAGES for p in lexicon(lang).get(section) or [])


@lru_cache(maxsize=None)
def rewrites(section: str) -> tuple[tuple[re.Pattern, str], ...]:
    """A mapping section (spellings, operation_synonyms): each pattern with the wording it is read as.
    A pattern that starts at a word's edge never starts inside a hyphenated compound: "walk-behind"
    is a kind of scrubber, not "behind" read as "lower"."""
    return tuple((re.compile("(?<!-)" + p if p.startswith(r"\b") else p), r)
                 for lang in LANGUAGES for p, r in (lexicon(lang).get(section) or {}).items())


def matches_any(text: str, *sections: str) -> bool:
    """Whether a pattern of ``sections`` (lists, or rewrites' patterns) finds a match in ``text``:
    one search of their alternation, not one per pattern (every question asks this of its text)."""
    alternation = _alternation(sections)
    if alternation is None:
        return any(pat.search(text) for section in sections for pat in patterns(section))
    return alternation.search(text) is not None


@lru_cache(maxsize=None)
def _alternation(sections: tuple[str, ...]) -> re.Pattern | None:
    """The patterns of ``sections`` as one alternation; None when they cannot be joined (two that
    name the same group) or there are none."""
    found = [pat.pattern for section in sections for pat in patterns(section)]
    try:
        return re.compile("|".join(f"(?:{p})" for p in found)) if found else None
    except re.error:
        return None


@lru_cache(maxsize=None)
def presentation(kind: str) -> tuple[re.Pattern, ...]:
    """The patterns that read the asked presentation (rounding, scale, currency)."""
    return tuple(re.compile(p) for lang in LANGUAGES for p in (lexicon(lang).get("presentation") or {}).get(kind) or [])


@lru_cache(maxsize=None)
def cue(name: str) -> str:
    """One grammar cue (section ``cues``) as a regex alternation of every language's wordings, in
    file order (en, de, tr)."""
    return "|".join(w for lang in LANGUAGES for w in (lexicon(lang).get("cues") or {}).get(name) or [])


@lru_cache(maxsize=None)
def cue_pattern(name: str) -> re.Pattern:
    """``cue(name)`` compiled, once."""
    return re.compile(cue(name))


@lru_cache(maxsize=None)
def question_cues() -> dict[str, re.Pattern]:
    """The cues readers ask of a whole question (section ``question_cues``), by name, each compiled
    once from every language's wordings; analyze.py searches each once per question."""
    names = dict.fromkeys(n for lang in LANGUAGES for n in lexicon(lang).get("question_cues") or {})
    return {n: re.compile("|".join(w for lang in LANGUAGES for w in (lexicon(lang).get("question_cues") or {}).get(n) or []))
            for n in names}


@lru_cache(maxsize=None)
def shape(name: str) -> re.Pattern:
    """One arithmetic shape (section ``shapes``, every language's alternatives joined), its
    ``{part}`` holes filled from ``shape_parts``, compiled once.

        >>> shape("year_mean").match("what is the 2019 average net debt").group("y", "a")
        ('2019', 'net debt')
    """
    parts = mapping("shape_parts")
    text = "|".join(w for lang in LANGUAGES for w in (lexicon(lang).get("shapes") or {}).get(name) or [])
    for part, pattern in parts.items():
        text = text.replace("{" + part + "}", pattern)
    return re.compile(text)


@lru_cache(maxsize=None)
def words(section: str) -> frozenset[str]:
    """A section of space-separated words (``operation_words``), every language, as one set."""
    return frozenset(w for lang in LANGUAGES for line in lexicon(lang).get(section) or [] for w in str(line).split())


@lru_cache(maxsize=None)
def phrases(section: str) -> tuple[str, ...]:
    """A section of phrases (``count_phrases``: "how many", "number of"), every language, each kept whole."""
    return tuple(str(p) for lang in LANGUAGES for p in lexicon(lang).get(section) or [])


@lru_cache(maxsize=None)
def mapping(section: str) -> dict:
    """A word mapping section (``scales``: word -> factor, ``currencies``: word -> code), every
    language merged."""
    out: dict = {}
    for lang in LANGUAGES:
        out.update(lexicon(lang).get(section) or {})
    return out


@lru_cache(maxsize=None)
def operation_label_words(op: str) -> frozenset[str]:
    """The words a label may print for an operation (``label_operations``: "mean", "average" for
    "average"; "total", "sum" for "sum")."""
    return frozenset(w for w, o in mapping("label_operations").items() if o == op)


@lru_cache(maxsize=None)
def numbers() -> dict[str, int]:
    """Number words the rounding instructions use ("two decimals")."""
    out: dict[str, int] = {}
    for lang in LANGUAGES:
        out.update({str(k): int(v) for k, v in (lexicon(lang).get("numbers") or {}).items()})
    return out


@lru_cache(maxsize=None)
def equivalents() -> dict[str, frozenset[str]]:
    """Each word of an ``equivalents`` group with the others ("before" -> excluding, excl), every language."""
    out: dict[str, set[str]] = {}
    for lang in LANGUAGES:
        for group in lexicon(lang).get("equivalents") or []:
            for w in group:
                out.setdefault(w, set()).update(x for x in group if x != w)
    return {w: frozenset(o) for w, o in out.items()}


@lru_cache(maxsize=None)
def antonyms() -> dict[str, frozenset[str]]:
    """Each word of an antonym pair with its opposites, every language."""
    out: dict[str, set[str]] = {}
    for lang in LANGUAGES:
        for pair in lexicon(lang).get("antonyms") or []:
            for w in pair:
                out.setdefault(w, set()).update(x for x in pair if x != w)
    return {w: frozenset(o) for w, o in out.items()}


@lru_cache(maxsize=None)
def extreme_headings() -> tuple[tuple[str, frozenset[str], str], ...]:
    """(heading word, the question words naming it, the opposite heading word) for each side of
    each ``extreme_headings`` pair, every language."""
    out = []
    for lang in LANGUAGES:
        for low, high in lexicon(lang).get("extreme_headings") or []:
            out += [(low[0], frozenset(low[1:]), high[0]), (high[0], frozenset(high[1:]), low[0])]
    return tuple(out)


def contradicts(label_terms, question_terms) -> bool:
    """Whether a label says the opposite of a question word and not the word itself. A compound
    label word says each of its parts: "Earnings per share—basic" (folded "share-basic") says
    "basic", so it is no answer to "diluted"."""
    opp = antonyms()
    if not any(q in opp for q in question_terms):
        return False  # no question word has an opposite (most questions): no label can say one
    said = set(label_terms) | {p for t in label_terms if not t.isalnum() for p in parts(t)}
    return any(t in opp and t not in question_terms and opp[t] & question_terms and not opp[t] & said
               for t in said)
