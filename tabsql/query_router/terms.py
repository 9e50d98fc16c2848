"""The one term matcher: which words of the question name a word of a label.

The question's words are indexed once by every term they carry: the word, its stem, a compound's
parts and theirs, and a verb form no label prints by its root ("ending" -> "end"); never the part
a negating prefix turns around ("non-usd" says nothing for "usd"). Every reader matches labels
through ``positions``, so a label word is named the same way wherever it is read:

- where the question carries the word or its stem;
- a negated compound ("Non-USD") only where the question says its parts in order;
- another compound ("Full-time", "Audit-related") only where the question says each of its parts
  as a word of its own ("full time"; never the "time" of "part-time");
- a code ("bk-4006", "1-99") only whole;
- and a compound of the question ("non-audit", "part-time") only by a label that prints all its
  parts ("Audit fees" names "audit", not "non-audit"): ``naming``.

    >>> from tabsql.query_router.analyze import analyze
    >>> t = Terms.build(analyze("full time staff and part-time contractors"))
    >>> sorted(t.positions("full-time")), sorted(t.positions("staffs")), t.positions("time-based")
    ([0, 1], [2], set())
    >>> sorted(t.naming("time", {"time", "deposits"}))  # "Time deposits" names no "part-time"
    [1]
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from tabsql.query_router import lexicon
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.informative import family
from tabsql.query_router.text import STOPWORDS, participle, parts, stem, verb_root

_NEGATORS = frozenset({"non", "un"})


@lru_cache(maxsize=131072)
def _parts(tok: str) -> tuple[str, ...]:
    """``text.parts`` once a word: every label word is split again for every question."""
    return tuple(parts(tok))


def negated_parts(tok: str) -> set[str]:
    """The parts a negating prefix turns around ("non-usd" -> {"usd"}), stems included; empty for
    other tokens."""
    ps = _parts(tok)
    if len(ps) < 2 or ps[0] not in _NEGATORS:
        return set()
    return {x for p in ps[1:] for x in (p, stem(p))}


DO_REACH = 4  # words a do-auxiliary stands before its verb at most ("did American Express use")
FAMILY = "~"  # the key prefix a question word is indexed by under its word family (``informative.family``)


def names_whole(tok: str, label_terms: set[str]) -> bool:
    """Whether a label names a question word whole: a plain word, or a compound all of whose parts
    it prints ("Audit fees" names "audit" but not "non-audit"), or a word of the same family as a
    word it prints (``family``; the question indexes a word by its family only where no label in
    scope prints the word: "income from operations" ~ "Operating income")."""
    if tok in label_terms or stem(tok) in label_terms or of_family(tok, label_terms):
        return True
    return all(x in label_terms or stem(x) in label_terms for x in _parts(tok) if x not in STOPWORDS)


def of_family(tok: str, printed: set[str] | frozenset[str]) -> bool:
    """Whether text printing ``printed`` prints a word of the family of ``tok`` (``family``:
    "matures" of "maturities"; a word's family stem keeps its first three letters)."""
    return (f := family(tok)) is not None and any(x[:3] == f[:3] and family(x) == f for x in printed)


def says_whole(tok: str, terms: set[str], printed: set[str]) -> bool:
    """Whether text printing ``printed`` (a caption, a document's title and issuer) names the question
    word ``tok``, whose terms are ``terms``: by any of them for a plain word, by every part for a
    compound (``names_whole``): the "Price List" of a title says nothing of "renewal-price".

        >>> says_whole("renewal-price", {"renewal-price", "renewal", "price"}, {"support", "price", "list"})
        False
    """
    return bool(terms & printed) and (len(_parts(tok)) < 2 or names_whole(tok, printed))


def after_do(toks: list[str], i: int) -> bool:
    """Whether ``toks[i]`` stands a few words after a do-auxiliary ("did Apple use", lexicon
    ``do_auxiliaries``): the question's main verb, not a noun or a particle of a label's phrase."""
    return bool(lexicon.words("do_auxiliaries") & set(toks[max(0, i - DO_REACH):i]))


@dataclass
class Terms:
    """The question's words indexed by term (``term_pos``: term -> positions in ``a.toks``)."""

    a: Analysis
    term_pos: dict[str, set[int]] = field(default_factory=dict)
    _positions: dict[str, set[int]] = field(default_factory=dict, repr=False)  # positions() per label word, once a question
    _said: set[str] | None = field(default=None, repr=False)
    # the first letters of the word families the question is indexed by: a Snowball stem keeps its
    # word's first three letters, so a label word that starts otherwise needs no stemming
    _family_heads: frozenset[str] = field(default=frozenset(), repr=False)

    @classmethod
    def build(cls, a: Analysis, vocab: frozenset[str] | set[str] = frozenset(),
              skip: frozenset[int] | set[int] = frozenset()) -> "Terms":
        """``vocab``: the terms the catalog prints (a verb form none prints is also indexed by its
        root); ``skip``: positions the reader lets name no label (the linker's operation words)."""
        t = cls(a)
        t.index_words(vocab, skip)
        return t

    def index_words(self, vocab, skip) -> None:
        self._positions.clear()
        self._said = None
        for i, tok in enumerate(self.a.toks):
            if i in skip:
                continue
            terms = self.a.terms_at(i)
            if not terms & vocab:  # "ending" where no label prints it may meet a label's "end",
                terms = terms | {verb_root(tok)}
                if (f := family(tok)) is not None:  # "operations" a label's "Operating"
                    terms = terms | {FAMILY + f}
            if (pp := participle(tok)) in vocab and (not terms & vocab or self._after_do(i)):
                terms = terms | {pp}  # "own" a label's "Owned"; "did Apple use" its "used" ("Right-of-use" aside)
            if tok.isalpha() and self._after_do(i):  # "did eBay pay" a label's "Payments", "Dividends paid"
                terms = terms | {n for suf in lexicon.words("action_noun_suffixes") if (n := tok + suf) in vocab}
                if (irregular := lexicon.mapping("irregular_participles").get(tok)) in vocab:
                    terms = terms | {irregular}
                terms = terms | {n for n in lexicon.mapping("action_nouns").get(tok, ()) if n in vocab}
            if (figure := lexicon.mapping("part_lead_figures").get(tok)) and any(
                    j in self.a.left_out for j in range(i + 1, i + 3)):
                terms = terms | {figure}  # "revenue before excise duties" is the gross revenue, "after" them the net
            for term in terms - negated_parts(tok):
                self.term_pos.setdefault(term, set()).add(i)
        self._family_heads = frozenset(k[1:4] for k in self.term_pos if k.startswith(FAMILY))

    def _after_do(self, i: int) -> bool:
        """Whether the word stands a few words after a do-auxiliary ("did Apple use", lexicon
        ``do_auxiliaries``): the question's main verb, not a noun."""
        return after_do(self.a.toks, i)

    def said(self) -> set[str]:
        """The terms said outside the name of a kind of document ("income" of "the income
        statement"): what a label's antonym is judged against."""
        if self._said is None:
            self._said = {t for t, ps in self.term_pos.items() if ps - self.a.document_words}
        return self._said

    def positions(self, term: str) -> set[int]:
        """The question positions that name a label's word ``term`` (the rules above); read once a
        question per word, as every label of a statement repeats its few words (callers never change it)."""
        hit = self._positions.get(term)
        if hit is None:
            hit = self._positions[term] = self._positions_of(term)
        return hit

    def _positions_of(self, term: str) -> set[int]:
        hit = self.term_pos.get(term) or self.term_pos.get(stem(term))
        if hit:
            return hit
        if term[:3] in self._family_heads and (f := family(term)) is not None and (hit := self.term_pos.get(FAMILY + f)):
            return hit
        ps = list(_parts(term))
        if negated_parts(term):  # "Non-USD denominated" answers "non-USD" or "non USD", never "USD"
            toks = self.a.toks
            return {i for i in range(len(toks) - len(ps) + 1) if toks[i:i + len(ps)] == ps}
        ps = [p for p in ps if p not in STOPWORDS]
        if ps and not any(ch.isdigit() for ch in term):
            hits = [self.whole(p) for p in ps]
            if all(hits):
                return set().union(*hits)
        return set()

    def naming(self, term: str, label_terms: set[str]) -> set[int]:
        """``positions(term)`` for a label printing ``label_terms``, where that label names the
        question's word whole."""
        return {i for i in self.positions(term) if names_whole(self.a.toks[i], label_terms)}

    def whole(self, word: str) -> set[int]:
        """The positions where the question says ``word`` as a word of its own, not as part of a compound."""
        hit = self.term_pos.get(word) or self.term_pos.get(stem(word)) or set()
        return {i for i in hit if stem(self.a.toks[i]) == stem(word)}
