"""How much a question word says, when no catalog label links it.

A word the catalog does not hold is either one the asker uses to talk (a greeting, a request verb,
"goes", "out") or one that names something the documents lack ("battery capacity"). Instead of a
list per reader, one judgment: the word is excused when the lexicon says it names nothing (as a
stem, so "billed", "bills" and "bill" are one word) or when it is among the most frequent words of
general language (wordfreq, en/de/tr) while no label prints it; any other word names something
and a reading that leaves it unexplained is refused, naming it. A question asked of one table alone
also excuses a common word (``names_the_subject``): there it names the table's subject.

    >>> says_little("goes", set()), says_little("battery", set())
    (True, False)
    >>> names_the_subject("aircraft", set()), names_the_subject("mezzanine", set())
    (True, False)
    >>> correct("delievery", {"delivery", "express"})
    'delivery'
    >>> correct("meny", set())
    'many'
    >>> correct("renevue", set())
    'revenue'
"""
from __future__ import annotations

from functools import lru_cache

import snowballstemmer
from rapidfuzz import process
from rapidfuzz.distance import OSA, Indel
from wordfreq import top_n_list, zipf_frequency

from tabsql.query_router.lexicon import LANGUAGES, lexicon, words as lexicon_words

SUBJECT = 4.5  # zipf: a common word of the language (about the 8,000 most frequent), not a rare term
COMMON = 5.6  # zipf: about the 400 most frequent words of the language (function words, generic verbs)
KNOWN = 3.1  # zipf below which a word no label prints may be a misspelling
GAP = 2.0  # ... of a word that much more frequent ("teh" 3.0 -> "the" 7.7; "reagents" is no "regents")
FOREIGN = 4.0  # zipf from which a word of another language read is that word ("hallo" de 5.1; "wich" de 3.4 is a typo)
RARE = 2.0  # ... or of a catalog word, when it is hardly a word at all ("delievery" -> "delivery")
BASE_LENGTH = 4  # letters a derived word's base keeps ("rent" of "rental"; "fin" of "final" is no word)
DERIVED_GAP = 0.1  # zipf by which a derived word is rarer than its base ("additional" 4.98, "addition" 5.01: alike)
GENERAL_WORDS = 25000  # how many of a language's most frequent words a misspelling may stand for
SWAP_LENGTH = 6  # a word this long may have two of its letters swapped ("renevue" -> "revenue")
VOWELS = frozenset("aeiouyäöüı")  # the languages read (en, de, tr)
_STEMMERS = {"en": "english", "de": "german", "tr": "turkish"}


@lru_cache(maxsize=None)
def _stemmer(lang: str):
    return snowballstemmer.stemmer(_STEMMERS[lang])


@lru_cache(maxsize=131072)
def lemma(word: str, lang: str = "en") -> str:
    """The word's Snowball stem: "billed", "bills", "bill" -> "bill"."""
    return _stemmer(lang).stemWord(word)


FAMILY_LETTERS = 5  # a word this long, whose family stem keeps 4 letters, may meet its family
VERB_ZIPF = 3.0  # how common the root left by a patient noun's suffix must be to be the verb it names


@lru_cache(maxsize=131072)
def family(tok: str) -> str | None:
    """The word family a plain word belongs to, its Snowball stem ("operations", "operating",
    "operational" -> "oper"); None for a short word, a code or a compound. The stem starts with the
    word's first three letters (true of the 200,000 commonest English words), which callers use to
    skip stemming a word that cannot share a family.

    A patient noun ("employees", "attendees"; lexicon ``patient_suffixes``) belongs to the family
    of the verb its root is ("employed"), where that root is a common word of a family's length:
    Snowball keeps the suffix's "e" ("employe"), so the noun and its verb would part. Not
    "committee" or "guarantee", whose root is no word, nor "lessee" ("less").

        >>> family("operations") == family("operating"), family("age"), family("employees") == family("employed")
        (True, None, True)
    """
    if len(tok) < FAMILY_LETTERS or not tok.isalpha():
        return None
    for suf in sorted(lexicon_words("patient_suffixes"), key=len, reverse=True):
        root = tok[:-len(suf)]
        if tok.endswith(suf) and len(root) >= FAMILY_LETTERS and zipf(root, "en") >= VERB_ZIPF:
            tok = root
            break
    root = lemma(tok)
    return root if len(root) >= 4 else None


@lru_cache(maxsize=131072)
def zipf(word: str, lang: str | None = None) -> float:
    """The word's general-language frequency (zipf scale) in ``lang``, or the highest of the
    languages read."""
    return zipf_frequency(word, lang) if lang else max(zipf_frequency(word, x) for x in LANGUAGES)


def language(words: list[str]) -> str:
    """The language a question is written in: the one whose general frequencies its words fit best."""
    score = {lang: sum(zipf_frequency(w, lang) for w in words if w.isalpha()) for lang in LANGUAGES}
    return max(LANGUAGES, key=lambda lang: (score[lang], lang == "en"))


@lru_cache(maxsize=None)
def _quiet() -> dict[str, frozenset[str]]:
    """Per language, the words (and their stems) the lexicon says name nothing."""
    out = {}
    for lang in LANGUAGES:
        words = {w for line in lexicon(lang).get("says_nothing", []) for w in line.split()}
        out[lang] = frozenset(words | {lemma(w, lang) for w in words})
    return out


def in_catalog(word: str, vocab: set[str]) -> bool:
    """A label prints the word, its stem or its past participle ("own" / "Number Owned")."""
    from tabsql.query_router.text import participle, stem

    return word in vocab or stem(word) in vocab or participle(word) in vocab


def derived_base(word: str, vocab: set[str] | frozenset[str], lang: str = "en") -> str | None:
    """The printed word a question word is derived from by a suffix ("rental" from a label's
    "rent"; lexicon ``derivational_suffixes``), when no label prints the word itself. Only where the
    derived word is the rarer of the two in general language: a derived word more frequent than its
    base has a sense of its own ("additional" is no "addition", "national" no "nation").

        >>> derived_base("rental", {"rent"}), derived_base("national", {"nation"}), derived_base("rental", set())
        ('rent', None, None)
    """
    if not word.isalpha() or in_catalog(word, vocab):
        return None
    for suf in lexicon(lang).get("derivational_suffixes") or []:
        root = word[:-len(suf)]
        if not word.endswith(suf) or len(root) < BASE_LENGTH:
            continue
        for base in (root, root + "e"):  # "arrival" from "arrive"
            if base in vocab and zipf(word, lang) < zipf(base, lang) - DERIVED_GAP:
                return base
    return None


def names_nothing(word: str) -> bool:
    """Whether the lexicon says the word names nothing (``says_nothing``, as a stem: "record",
    "recorded"), whether or not a label prints it."""
    quiet = _quiet()
    return word.replace("'", "").isalpha() and any(word in quiet[lang] or lemma(word, lang) in quiet[lang] for lang in LANGUAGES)


def says_little(word: str, vocab: set[str]) -> bool:
    """Whether a question word no label prints may go unexplained: one the lexicon says names
    nothing (``says_nothing`` by lemma, ``running_verbs`` as said: "operate" but not "operations"), or a
    very common word."""
    if not word.replace("'", "").isalpha() or in_catalog(word, vocab):
        return False  # a word some label prints may name that label (but see intent's ``selects``); "we'd" is a word
    return names_nothing(word) or word in _running_verbs() or zipf(word) >= COMMON


AFFIX_ZIPF = 2.5  # both words this common: one with letters added before or after the other is another word


def affixed_word(word: str, other: str, lang: str = "en") -> bool:
    """Whether one word is the other with letters added at its start ("esports" / "sports", "subcontract" /
    "contract"), both words of the language: another word, no typo of it. Not letters added at its end
    ("european" / "europe"), a word of the same family.

        >>> affixed_word("esports", "sports"), affixed_word("sprots", "sports")
        (True, False)
    """
    short, long = sorted((word, other), key=len)
    if short == long or not long.endswith(short) or lemma(long, lang) == lemma(short, lang):
        return False  # (letters added at the end make a word of the same family: "european", "germany")
    return zipf(short, lang) >= AFFIX_ZIPF and zipf(long, lang) >= AFFIX_ZIPF


def negated_pair(word: str, other: str, lang: str = "en") -> bool:
    """Whether one word is the other with a prefix that turns it around (lexicon ``negating_prefixes``):
    "unallocated" and "allocated" are near in letters and opposite in sense.

        >>> negated_pair("unallocated", "allocated"), negated_pair("allocation", "allocated")
        (True, False)
    """
    return any(word == p + other or other == p + word for p in _negating_prefixes(lang))


@lru_cache(maxsize=None)
def _negating_prefixes(lang: str) -> frozenset[str]:
    return frozenset(str(p) for p in lexicon(lang).get("negating_prefixes") or [])


@lru_cache(maxsize=None)
def _running_verbs() -> frozenset[str]:
    return frozenset(w for lang in LANGUAGES for line in lexicon(lang).get("running_verbs", []) for w in str(line).split())


def names_the_subject(word: str, vocab: set[str]) -> bool:
    """Whether a word no label of a one-table scope prints may be that table's subject: a common
    word of general language ("aircraft" asked of a fleet table whose rows are "Boeing 737-800",
    "employees" of a line "Salaries and related costs"). A question asked of one table is about
    what the table holds, so such a word says what it is about rather than which cell; a rare word
    ("battery", "mezzanine") still names something the table lacks, and so does a word of the
    family of a word a label prints ("operations" beside "Operating income": it tells that line
    from "Net income"). Proper names are the caller's to keep (a place or a company always tells
    cells apart)."""
    if not word.isalpha() or in_catalog(word, vocab) or zipf(word) < SUBJECT:
        return False
    f = family(word)
    return f is None or not any(v[:3] == f[:3] and family(v) == f for v in vocab)  # a stem keeps its word's first letters


@lru_cache(maxsize=None)
def _general_vocab(lang: str) -> tuple[str, ...]:
    """The language's common words (top_n_list is ordered by frequency, so this is zipf >= ~3.3)."""
    return tuple(w for w in top_n_list(lang, GENERAL_WORDS) if w.isalpha() and len(w) >= 2)



def _letters_apart(word: str, cand: str) -> int:
    """Letters added or dropped between the two; one vowel put for another counts as one change,
    not two, since spelling a word as it sounds swaps vowels far more often than consonants, and so
    do two letters side by side typed in the wrong order ("pirce" is "price" more than "pierce")."""
    at = [k for k, (x, y) in enumerate(zip(word, cand)) if x != y] if len(word) == len(cand) else []
    if len(at) == 1 and word[at[0]] in VOWELS and cand[at[0]] in VOWELS:
        return 1
    if len(at) == 2 and at[1] == at[0] + 1 and word[at[0]] == cand[at[1]] and word[at[1]] == cand[at[0]]:
        return 1
    return int(Indel.distance(word, cand))


def _one_swap(word: str, cand: str) -> bool:
    """Whether ``cand`` is ``word`` with two of its letters (not side by side) exchanged."""
    apart = [k for k, (x, y) in enumerate(zip(word, cand)) if x != y]
    return len(word) == len(cand) and len(apart) == 2 and word[apart[0]] == cand[apart[1]] and word[apart[1]] == cand[apart[0]]


def correct(word: str, vocab: set[str], lang: str = "en") -> str | None:
    """The word a misspelt question word stands for ("delievery" -> "delivery", "teh" -> "the"):
    one edit away (a letter added, dropped, changed or two swapped) from a common word of the
    question's language or a catalog word (two edits for a long catalog word). Among several, the
    closest by added/dropped letters (a vowel written for another, as the word sounds, counts as
    one: "meny" is "many", not "men") weighed against general frequency, catalog words first on a
    tie. None when the word is known as it is (or common in another language read) or nothing is that close."""
    if len(word) < 3 or not word.isalpha() or in_catalog(word, vocab) or zipf(word, lang) >= KNOWN:
        return None
    if zipf(word) >= FOREIGN:
        return None  # a common word of another language read ("hallo", "frage"), not a misspelling
    if any(word.startswith(p) and in_catalog(word[len(p):], vocab) for p in _negating_prefixes(lang)):
        return None  # "unlit" beside a label "Lit": the label's word turned around, no misspelt "unit"
    found: dict[str, int] = {}
    own = zipf(word, lang)
    catalog = sorted(w for w in vocab if w.isalpha() and len(w) >= 3) if own < RARE else []
    for pool, limit in ((catalog, 2 if len(word) >= 8 else 1), (_general_vocab(lang), 1)):
        wide = max(limit, 2 if len(word) >= SWAP_LENGTH else limit)  # two letters swapped apart: "renevue"
        for cand, dist, _ in process.extract(word, pool, scorer=OSA.distance, score_cutoff=wide, limit=20):
            if cand == word or (len(word) <= 3 and sorted(cand) != sorted(word)):  # "teh": short words only swap
                continue
            if negated_pair(word, cand, lang):
                continue  # "unallocated" is no misspelt "allocated": its prefix says the opposite
            swapped = sorted(cand) == sorted(word)
            if dist > limit and not (swapped and dist == 2 and _one_swap(word, cand)):
                continue
            if Indel.distance(word, cand) == 2 and not swapped and own >= RARE:
                continue  # one letter changed in a real word ("sundry") makes another word ("sunday"), no typo
            if pool is catalog or zipf(cand, lang) >= own + GAP:  # a real rare word is no misspelling of a common one
                found.setdefault(cand, int(dist))
    if not found:
        return None
    return min(found, key=lambda c: (found[c], _letters_apart(word, c) - zipf(c, lang) / 2, not in_catalog(c, vocab)))
