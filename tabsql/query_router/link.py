"""Linking question words to catalog labels: documents, row labels, column headers, text cells.

A label links to the question when most of its own words (weighted by rarity) occur in the
question: as ``terms.Terms`` matches them (exactly, as a stem, a compound by all its parts), as a
close spelling ("Ekspres" ~ "express"), or through a shared concept of the synonym layer ("net
sales" ~ "Umsatzerlöse"). Each link records
which question words it accounts for; an answer is only trusted when every content word of the
question is accounted for by something.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from rapidfuzz import fuzz, process

from tabsql.query_router.analyze import DIMENSIONS, ITEM_CODE, Analysis
from tabsql.query_router.dimension_initials import names_initial
from tabsql.query_router.extreme_columns import extreme_positions
from tabsql.query_router import concept_phrases, lexicon, statements
from tabsql.query_router.lexicon import antonyms, contradicts, extreme_headings
from tabsql.query_router.lexicon import patterns as lexicon_patterns
from tabsql.query_router.lexicon import words as lexicon_words
from tabsql.query_router.left_out import left_out
from tabsql.query_router.index import CatalogIndex, ColView, DocView, RowView, TableView, half_year_words, term_set
from tabsql.query_router.terms import Terms, after_do, of_family, says_whole
from tabsql.query_router.spelled_initialisms import ACRONYM_ZIPF, initial_runs, printed_initialisms
from tabsql.query_router.informative import affixed_word, negated_pair
from tabsql.query_router.company_names import said_names
from tabsql.query_router.text import STOPWORDS, _spellings, fold, parts, initial_letters, initials_span, stem, tokens, bracketed, unbracketed
from tabsql.query_router.verbs import agent_root, question_roots, said_verb
from tabsql.schema_normalize.units import header_unit, unit_symbol

# Words that name the kind of thing asked about, or the reporting entity ("the Group"), rather than a
# particular row or column; a question may use them without any label printing them (lexicon ``generic_words``).
GENERIC = frozenset(tokens(" ".join(sorted(lexicon_words("generic_words")))))
# The scale and currency a heading prints beside its name ("Revenue £m", "Sales (USD thousands)"): the
# column's unit and scale, read into it by normalisation; a question need not say them to name it
UNIT_WORDS = frozenset(lexicon.mapping("scales")) | frozenset(lexicon.mapping("currencies"))
FUNCTION_NAME_LETTERS = 4  # a function word written as a name is one ("the Value tier"), not "US" or "May"


def generic_at(a, i: int) -> bool:
    """Whether the question's word at ``i`` names only the kind of thing asked (``GENERIC``), which no label
    need print; not a state said after a preposition ("on order": ``Analysis.states``)."""
    return a.toks[i] in GENERIC and i not in a.states


# Words a question uses to talk about the table or the arithmetic rather than to name a row or a
# column ("the respective values", "the components of", "expressed as a percentage", "in thousands").
# They may still meet a label; they are only required to when some label prints them.
TABLE_TALK = frozenset(tokens(
    "respective respectively both either values component components constituent constituents consist "
    "consists comprise comprises comprised category categories type types kind kinds major main "
    "express expressed absolute chronological highlighted calculated calculating computed considered making made "
    "terms only presented periods individual breakdown thousand thousands million millions billion "
    "billions bn mn fys"))
# the first word of a phrase naming a kind of document ("support price sheet", "data sheet")
DOC_KIND_WORDS = frozenset(tokens("support price sheet list pricelist catalogue catalog data datasheet fact factsheet "
                                  "annual report reference preisliste preisblatt katalog datenblatt geschaftsbericht"))
MONEY_WORDS = frozenset(tokens("price prices cost costs fee fees charge charges rate rates amount pay "
                               "preis preise kosten gebuhr gebuhren betrag fiyat ucret"))


@dataclass
class Match:
    cov: float = 0.0  # share of the label's words found in the question (weighted)
    strength: float = 0.0  # summed weight of the label words found
    pos: frozenset[int] = frozenset()  # question positions it accounts for
    exact_phrase: bool = False  # the whole label occurs as a phrase
    via: str = ""
    span: frozenset[int] = frozenset()  # for a phrase: the positions of its one occurrence (pos may hold more)

    @property
    def ok(self) -> bool:
        return self.cov >= 0.5 and self.strength > 0


NO_MATCH = Match()


@dataclass(kw_only=True)
class QuestionTerms(Terms):
    """The question's words as the linker scores labels by them: the one term matcher (``Terms``;
    operation words name no label), close spellings, concepts, and the content words a link must
    account for."""

    index: CatalogIndex
    fuzzy: dict[str, set[int]] = field(default_factory=dict)
    concept_pos: dict[str, set[int]] = field(default_factory=dict)
    content: list[int] = field(default_factory=list)  # positions of content words
    bm25: dict = field(default_factory=dict)  # (table key, row, column) -> BM25 score 0..1
    spelled: dict[str, set[int]] = field(default_factory=dict)  # "1" -> positions of "one" before a period word
    _memo: dict = field(default_factory=dict)  # label matches already computed for this question
    _cores: tuple[tuple[str, frozenset[str]], ...] | None = None  # each one's letters to spell, and as a set (`_may_name`)
    _unsaid: set[str] = field(default_factory=set)  # label words the question names in no way (`_may_name`)
    _named: set[str] = field(default_factory=set)  # label words it names in some way (`_may_name`)
    _variants: set[str] | None = None  # stems of the question's words telling a concept's variants apart (`_variant_said`)

    @cached_property
    def named_function_words(self) -> frozenset[int]:
        """Positions of function words the question writes as a name ("the Value tier") that a label
        prints alone: they name that label (``_function_phrase``)."""
        said = {i: t for i, t in enumerate(self.a.toks) if t in STOPWORDS and t in self.a.proper_names
                and len(t) >= FUNCTION_NAME_LETTERS and t.isalpha() and t in self.index.vocab}
        if not said:
            return frozenset()
        alone: set[str] = set()  # the words labels print alone ("Value")
        for tv in self.index.tables:
            for line in [*tv.rows, *tv.cols]:
                words = tokens(line.path[-1]) if line.path else ()
                if len(words) == 1:
                    alone.add(words[0])
        return frozenset(i for i, t in said.items() if t in alone)

    @classmethod
    def build(cls, a: Analysis, index: CatalogIndex, synonyms=None) -> "QuestionTerms":
        qt = cls(a, index=index)
        qt.index_words(index.vocab, a.op_words)
        for i, t in enumerate(a.toks):
            if i in a.op_words:
                continue
            if spelled := _spelled_count(a.toks, i):
                qt.spelled.setdefault(spelled, set()).add(i)
            if t not in STOPWORDS and i not in a.excused and not (t in TABLE_TALK and not a.terms_at(i) & index.vocab):
                qt.content.append(i)  # table talk is excused only where no label prints it ("Rail Components")
        qt.bm25 = index.records.rank(a.question)
        vocab = index.fuzzy_vocab()
        for i in qt.content:  # also words the labels print: "EBITDA" still meets a label's "EBITA"
            t = a.toks[i]
            if len(t) >= 5 and not any(c.isdigit() for c in t):
                for hit, score, _ in process.extract(t, vocab, scorer=fuzz.ratio, score_cutoff=84, limit=8):
                    if not negated_pair(t, hit) and not affixed_word(t, hit):  # ("unallocated" is no "allocated",
                        # "esports" no "sports")
                        qt.fuzzy.setdefault(hit, set()).add(i)
        if synonyms is not None:
            qt.concept_pos = concept_phrases.named(a.toks, synonyms, index.vocab.__contains__)
        return qt

    def match_text(self, text: str, concept: str | None = None) -> Match:
        """How well a label is named by the question (memoised per question)."""
        key = (text, concept)
        hit = self._memo.get(key)
        if hit is None and self.a.keyed and (said := self.a.keyed.get(fold(text))):
            # a key row's label, which the words a key table lists under it stand for (readers/key_tables)
            hit = self._memo[key] = Match(1.0, sum(self.index.weight(t) for t in _content(text)) or 1.0, said, True, "key")
        if hit is None:
            hit = self._memo[key] = self._match_text(text, concept, spelled=self._spelled_out(text))
            core = unbracketed(text)
            if core != text and core and not hit.ok:
                # "Carrying amount (non-current (liabilities)/assets)": the qualifier in brackets may go
                # unsaid; such a reading stays a little weaker than a label that says no more
                m = self._match_text(core)
                if m.ok:
                    hit = self._memo[key] = Match(0.9 * m.cov, m.strength, m.pos, False, m.via)
            if not hit.ok and (m := self._unqualified(core or text)).ok:
                hit = self._memo[key] = m
            if not hit.ok and (m := self._head_alone(core or text)).ok:
                hit = self._memo[key] = m
            if not hit.ok and (m := self._unidentified(core or text)).ok:
                hit = self._memo[key] = m
            if not hit.ok:
                for inner in bracketed(text):  # "CF34-8C1 (Bombardier CRJ700)": a model code in brackets names its line
                    m = self._match_text(inner)
                    if m.ok and any(_a_code(self.a.toks[i]) for i in m.pos):
                        hit = self._memo[key] = Match(0.5 + 0.4 * m.cov, m.strength, m.pos, False, m.via)
                        break  # (weaker than the whole label said, as named by a code it is enough)
            if not hit.ok:
                for alias in acronyms(text):  # "Revenue passenger miles (RPMs)": "RPMs" names the label
                    m = self._match_text(alias)
                    if m.ok:
                        hit = self._memo[key] = m
                        break
            if not hit.ok:
                # "revenue per ASM": "per available seat mile"; "EPS": "Earnings (loss) per share" without its bracket
                for label in dict.fromkeys(filter(None, (text, core))):
                    for short, run in initialisms(label, self.a.toks):
                        m = self._match_text(label, spelled=self._spelled_by(short, run))
                        if m.ok:
                            hit = self._memo[key] = m
                            break
                    if hit.ok:
                        break
        return hit

    def match_cell_text(self, text: str) -> Match:
        """How well a line's text cell is named (a position, a description): as a label, or with the
        company names it prints said by their first word ("the Chief Operating Officer of Alaska"
        of "President and Chief Operating Officer of Alaska Airlines, Inc."; company_names). Only
        a text cell: a label or a document's name that prints a company is read as printed."""
        hit = self.match_text(text)
        if hit.ok or not (names := said_names(self.a.toks, text)):
            return hit
        key = ("cell text", text)
        if (m := self._memo.get(key)) is None:
            m = self._memo[key] = self._match_text(text, spelled=names)
        return m if m.ok else hit

    def _spelled_out(self, label: str) -> dict[str, set[int]] | None:
        """The initialisms a label prints ("Fuel per ASM", "AAG") that the question spells out word
        by word ("fuel per available seat mile", "American Airlines Group"), each with the positions
        of the words that spell it (``spelled_initialisms.initial_runs``), and a half year's ("H1": "first
        half"; ``index.half_year_words``). Not one the question says itself."""
        out: dict[str, set[int]] = {}
        toks = tuple(self.a.toks)
        for short in tokens(label):  # a half year ("H1 2025") said in words: "the first half of 2025"
            words = half_year_words(short)
            if words and short not in toks:
                out.update({short: set(range(i, i + len(words))) for i in range(len(toks) - len(words) + 1)
                            if toks[i:i + len(words)] == words})
        for short in printed_initialisms(label):
            if short in self.a.toks or short + "s" in self.a.toks:
                continue
            for initials, at in initial_runs(tuple(self.a.toks)):
                if initials == short:
                    out[short] = set(at)
                    break
        return out or None

    def _spelled_by(self, short: str, run: str) -> dict[str, set[int]]:
        """The words of ``run`` that the initialism ``short`` says, each with the question positions
        that say it: the initialism's, and a word of the run said again beside it ("available ASM",
        "RPM miles"), which the initialism already says."""
        toks = self.a.toks
        at = {i for i, t in enumerate(toks) if t == short}
        near = {j for i in at for j in (i - 1, i + 1) if 0 <= j < len(toks)}
        return {w: at | {j for j in near if stem(toks[j]) == stem(w)} for w in _content(run)}

    def _unqualified(self, text: str) -> Match:
        """A label whose clause after a comma says how the item is presented ("Long-term debt, net
        of current portion", "Aircraft fuel, including hedging gains and losses"; lexicon
        ``label_qualifiers``), or whose conjunct after "and" adds the item's accessories ("Salaries
        and related costs"; ``label_accessories``): that clause may go unsaid, as the item is the same. The reading stays
        a little weaker than a label that says no more. Never where the label contradicts the
        question ("net" against "gross")."""
        head = _qualified_head(text) or period_end_head(text)
        if head is None or contradicts(tokens(text), self.said()):
            return NO_MATCH
        m = self._match_text(_with_dash_clause(text, head))
        if not m.ok and not _content(head) and head == period_end_head(text):
            closing = set(tokens(text[len(head):])) - STOPWORDS - lexicon_words("period_nouns") \
                - lexicon_words("duration_nouns")  # "at end of year": "end" (the year is the column's)
            m = self._said_apart(tokens(head), closing)  # "balance at the end of fiscal 2016"
        return Match(0.9 * m.cov, m.strength, m.pos, False, m.via) if m.ok else NO_MATCH

    def _said_apart(self, head: tuple[str, ...], closing: set[str]) -> Match:
        """A head of function words only ("Balance") said word for word with a word of the label's
        ``closing`` phrase a few words after it ("balance at the end of fiscal 2016"): the question
        names the line whose closing phrase dates it to the period's end."""
        toks = self.a.toks
        for i in range(len(toks) - len(head) + 1):
            if tuple(toks[i:i + len(head)]) == head and closing & set(toks[i + len(head):i + len(head) + 4]):
                return Match(1.0, sum(self.index.weight(t) for t in head), frozenset(range(i, i + len(head))), False, "phrase")
        return NO_MATCH

    def _head_alone(self, text: str) -> Match:
        """A label whose words before its head noun only say how much of the item is counted
        ("Total available liquidity"; lexicon ``label_amount_modifiers``), or that ends in a dimension
        ("Dry weight (kg)": ``dimension_head``): the head said alone ("the liquidity", "heavier": weight)
        names it, a little weaker than a label that says no more, and read
        ``via="head"``: a table with another line of that head does not tell them apart
        (``head_rivals``)."""
        head = head_noun(text) or dimension_head(text)
        if head is None:
            return NO_MATCH
        m = self._match_text(head)
        return Match(0.9 * m.cov, m.strength, m.pos, False, "head") if m.ok else NO_MATCH

    def _unidentified(self, text: str) -> Match:
        """A product's name printed with its item code and size ("FH-C43 Shipping carton, single wall,
        400 × 300 × 250 mm"): a question that says no code names it by its description and, unless
        it says a size too, without the size ("single wall cartons"); a little weaker than a label
        that says no more. A question that says a size or code is read against the label's: "500 x
        400 mm cartons" is not this one."""
        folded = fold(text)
        codes = {t for i, t in enumerate(self.a.toks) if i not in self.a.consumed and ITEM_CODE.fullmatch(t)}
        if codes and not codes <= set(tokens(folded)):
            return NO_MATCH  # a code said ("QP-1020") that the label does not print: another item
        unsized = folded if self.a.says_size else DIMENSIONS.sub(" ", folded)
        rest = " ".join(w for w in unsized.split() if not ITEM_CODE.fullmatch(w.strip(",;:")) or w.strip(",;:") in codes)
        rest = self._unspecified(rest)
        if rest.split() == folded.split() or len(_content(rest)) < 2:
            return NO_MATCH
        m = self._match_text(rest)
        return Match(0.9 * m.cov, m.strength, m.pos, False, m.via) if m.ok else NO_MATCH

    def _unspecified(self, text: str) -> str:
        """A product's name without the figures of its specification the question does not say, and
        the unit each is in ("A4 copy paper 80 g/m², ream of 500" -> "A4 copy paper, ream of"; "Lever
        arch file A4, 75 mm spine" -> "Lever arch file A4, spine"): "300 reams of A4 copy paper" names
        it, a question saying "80 g" keeps those words."""
        said = set(self.a.toks)
        out: list[str] = []
        skip_unit = False
        for w in text.split():
            bare = w.strip(",;:()")
            if bare[:1].isdigit() and bare not in said:
                skip_unit = True
                continue
            if skip_unit and len(bare) <= 4 and bare not in said and not bare.isdigit():
                skip_unit = False
                continue  # the figure's unit ("mm", "g/m²", "kg")
            skip_unit = False
            out.append(w)
        return " ".join(out)

    def _match_text(self, text: str, concept: str | None = None, spelled: dict[str, set[int]] | None = None) -> Match:
        """``spelled``: label words the question says by an initialism, with its positions (each
        such word counts as said, with its own weight: "CASM" says all of "cost per available
        seat mile")."""
        toks = _content(text)
        spelled = spelled or {}
        if toks and not (concept and concept in self.concept_pos) and not any(
                self.positions(t) or t in self.fuzzy or t in self.spelled or t in spelled for t in toks):
            return NO_MATCH  # no word of the label is said in any way: most labels of a statement
        if contradicts(tokens(text), self.said()):
            return NO_MATCH  # "after-tax profit" is no "Profit before tax"
        best = NO_MATCH
        if concept and concept in self.concept_pos:
            best = Match(1.0, 3.0, frozenset(self.concept_pos[concept]), True, "concept")
        if not toks:
            return self._function_phrase(text) if not best.strength else best
        total = matched = 0.0
        specific = False
        pos: set[int] = set()
        hits: list[set[int]] = []
        have = set(toks) | {stem(t) for t in toks}
        shorts = printed_initialisms(text)
        for k, t in enumerate(toks):
            w = self.index.weight(t)
            total += w
            hit = self.naming(t, have) or spelled.get(t)
            if hit and (t in shorts or t.endswith("s") and t[:-1] in shorts):
                hit = hit | self._initial_beside(t if t in shorts else t[:-1], hit, have)
            if not hit and t in self.spelled and (k + 1 < len(toks) and toks[k + 1] in _SPAN_UNITS
                                                  or k + 1 == len(toks) and k and toks[k - 1] in _SPAN_BOUNDS):
                hit = self.spelled[t]  # "1 year" said "one year"; "Less than 1" over a "Year" header
            if hit:
                matched += w
                pos |= hit
                hits.append(hit)
                specific = specific or t not in GENERIC or bool(hit & self.a.states)  # "on order": a state said
            elif t in self.fuzzy:
                matched += 0.8 * w
                pos |= self.fuzzy[t]
                hits.append(self.fuzzy[t])
                specific = True
        if best.strength:
            best = self._variant_said(best, toks)
        if not matched or not specific:
            # a label of function and generic words only ("Balance at end of year") is named word for word,
            # where it is a phrase of its own (three words or more: not a heading's "Fiscal Year", "On Order")
            return best if best.strength or not matched or len(tokens(text)) < 3 else self._function_phrase(text)
        cov = matched / total
        span = _phrase_span(hits, len(toks), len(tokens(text))) if cov >= 0.999 else frozenset()
        m = Match(cov, matched, frozenset(pos), bool(span), "words", span)
        if best.strength and (best.cov > m.cov or (best.cov == m.cov and best.strength >= m.strength)):
            # the concept names the row; its printed words the question also uses are accounted for too
            return Match(best.cov, best.strength, best.pos | m.pos, best.exact_phrase, best.via) if m.ok else best
        return m

    def _variant_said(self, concept: Match, toks: tuple[str, ...]) -> Match:
        """A row its concept names ("eps" for "Diluted earnings per share", "Earnings per
        share—diluted"): a word of the label that tells the concept's variants apart (lexicon
        ``antonyms``: "diluted" against "basic"), printed alone or in a compound, is accounted for
        where the question says it, however few of the label's other words it says."""
        opposed = antonyms()
        if self._variants is None:  # read once: most questions say no such word, and no label is searched
            self._variants = {stem(p) for t in self.a.toks for p in (t, *parts(t))} & {stem(w) for w in opposed}
        if not self._variants:
            return concept
        said = {i for t in toks for p in (t, *parts(t)) if p in opposed and stem(p) in self._variants for i in self.whole(p)}
        return Match(concept.cov, concept.strength, concept.pos | said, concept.exact_phrase, concept.via) if said else concept

    def _initial_beside(self, short: str, at: set[int], have: set[str]) -> set[int]:
        """The question words beside a printed initialism the question says that repeat a word it
        abbreviates ("per available ASM", "RPM miles"): a word just before it that its first letter
        begins, or just after it that its last letter begins. Never a function word or a word the
        label prints apart."""
        toks, out = self.a.toks, set()
        for i in at:
            for j, letter in ((i - 1, short[0]), (i + 1, short[-1])):
                if 0 <= j < len(toks) and j not in at and toks[j].isalpha() and toks[j].startswith(letter) \
                        and toks[j] not in STOPWORDS and toks[j] not in have and stem(toks[j]) not in have:
                    out.add(j)
        return out

    def _function_phrase(self, text: str) -> Match:
        """A label made of function words only ("As reported", "As of"): named only when the
        question says it word for word. One such word names a label only where it heads one side of
        a pair (lexicon ``extreme_headings``): the "High" beside "Low" of "the low and high price"."""
        want = list(tokens(text))
        toks = self.a.toks
        if len(want) == 1 and (at := [i for i in self.named_function_words if toks[i] == want[0]]):
            return Match(1.0, self.index.weight(want[0]), frozenset(at), True, "phrase")  # "the Value tier"
        if len(want) < 2 and not (want and want[0] in _pair_headings()):
            return NO_MATCH
        for i in range(len(toks) - len(want) + 1):
            if toks[i:i + len(want)] == want:
                strength = sum(self.index.weight(t) for t in want)
                return Match(1.0, strength, frozenset(range(i, i + len(want))), True, "phrase")
        return NO_MATCH


@lru_cache(maxsize=1)
def _pair_headings() -> frozenset[str]:
    return frozenset(heading for heading, _, _ in extreme_headings())


_NUMBER_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
                 "eight": "8", "nine": "9", "ten": "10", "twelve": "12"}
_DIGIT_WORDS = {v: k for k, v in _NUMBER_WORDS.items()}
_SPAN_UNITS = frozenset(tokens("year years month months week weeks day days quarter quarters"))
_SPAN_BOUNDS = frozenset(tokens("less more within after over under"))  # "Less than 1", its unit a header below


def _spelled_count(toks: list[str], i: int) -> str | None:
    """A count of periods said in words or digits ("less than one year" ~ "Less than 1 year"): the
    other spelling, when a period word follows (a label must say the period too)."""
    if i + 1 >= len(toks) or toks[i + 1] not in _SPAN_UNITS:
        return None
    return _NUMBER_WORDS.get(toks[i]) or _DIGIT_WORDS.get(toks[i])


@lru_cache(maxsize=65536)
def period_end_head(label: str) -> str | None:
    """The item of a label whose closing phrase dates its figure to the end of the column's period
    ("Aircraft at end of period", "Full-time equivalent employees, end of period"; lexicon
    ``label_period_ends``): the column says which period, so the phrase may go unsaid ("how many
    aircraft in 2019"). Its words are the label's own, so a row's naming words hold them already."""
    for pat in lexicon_patterns("label_period_ends"):
        if (m := pat.search(label.lower())) is not None and label[:m.start()].strip():
            return label[:m.start()].strip()
    return None


@lru_cache(maxsize=65536)
def _qualified_head(label: str) -> str | None:
    """The item of a label whose clause after a comma says how it is presented, or whose conjunct
    after "and" adds its accessories (lexicon ``label_qualifiers``, ``label_accessories``; see
    `QuestionTerms._unqualified`); None for another label."""
    for sep, section in ((",", "label_qualifiers"), (" and ", "label_accessories")):
        head, found, rest = label.partition(sep)
        if found and head.strip() and any(pat.match(rest.strip().lower()) for pat in lexicon_patterns(section)):
            return head.strip()
    return None


_AMOUNT_MODIFIERS = lexicon_words("label_amount_modifiers")


@lru_cache(maxsize=65536)
def head_noun(label: str) -> str | None:
    """The last word of a label whose other words are all amount modifiers ("Total available
    liquidity" -> "liquidity", "Full-time equivalent employees at end of period" -> "employees",
    its closing period-end phrase set aside: ``period_end_head``); None for any other label (a function word between them, as in
    "Available for sale", or a word that names the item, as in "Available seat miles")."""
    toks = tokens(period_end_head(label) or label)
    if len(toks) < 2 or toks[-1] in _AMOUNT_MODIFIERS or not all(t in _AMOUNT_MODIFIERS for t in toks[:-1]):
        return None
    return toks[-1] if toks[-1].isalpha() and toks[-1] not in STOPWORDS else None


@lru_cache(maxsize=65536)
def dimension_head(label: str) -> str | None:
    """The dimension a label ends in ("Dry weight (kg)" -> "weight", "Overall length" -> "length"; lexicon
    ``unit_dimensions``): said alone it names the line, unless another line of its table ends in it too
    (``head_rivals``). None for any other label."""
    toks = tokens(unbracketed(label) or label)
    return toks[-1] if len(toks) >= 2 and toks[-1] in lexicon.mapping("unit_dimensions") else None


def head_rivals(tv: TableView, row: RowView) -> list[RowView]:
    """The other lines of a table (lines of values, not headings such as "Liquidity:") whose label
    says the head noun of ``row``'s ("Liquidity from undrawn facilities" beside "Total available
    liquidity"): where a question names ``row`` by its head alone, they are named as well."""
    label = (unbracketed(row.path[-1]) or row.path[-1]) if row.path else ""
    head = (head_noun(label) or dimension_head(label)) if label else None
    if head is None:
        return []
    root = stem(head)
    return [r for r in tv.rows if r is not row and r.path and root in {stem(t) for t in _content(r.path[-1])}
            and any((r.row.index, c.col.index) in tv.grid for c in tv.cols)]


def _with_dash_clause(label: str, head: str) -> str:
    """The item of a qualified label with the clause its dash adds after the qualifier, which names
    another line, not the item's presentation: "Aircraft fuel and related taxes - mainline" is the
    item "Aircraft fuel - mainline" (its "- regional" twin is another line)."""
    _, dash, clause = label[len(head):].partition(" - ")
    return f"{head} - {clause.strip()}" if dash and clause.strip() else head


def _a_code(tok: str) -> bool:
    """A model or item code: one word of letters and digits ("crj700", "a320neo", "bk-4006")."""
    return any(ch.isdigit() for ch in tok) and any(ch.isalpha() for ch in tok)


@lru_cache(maxsize=65536)
def acronyms(label: str) -> tuple[str, ...]:
    """Short forms a label defines in brackets: the initials of the words before them
    ("Available seat miles (ASMs)" -> ("ASMs",), 'account registry service ("CDARS")' -> ("CDARS",))."""
    out = []
    for m in re.finditer(r"\(\W*([A-Z][A-Za-z]{1,7}?)s?\W*\)", label):
        short = m.group(1).upper()
        initials = "".join(w[0].upper() for w in re.findall(r"[A-Za-z]+", label[:m.start()]))
        it = iter(initials)
        if len(short) >= 2 and initials.endswith(short[-1]) and all(ch in it for ch in short):
            out.append(m.group(0).strip("()\"' "))  # its letters are initials, in order, up to the last word
    return tuple(out)


def initialisms(label: str, toks: list[str]) -> list[tuple[str, str]]:
    """The question words that are initials of a run of the label's words, each with that run
    ("Total revenue per available seat mile" with "asm" -> ("asm", "available seat mile")): how
    people shorten a measure the label spells out. Only for a question word that is no common
    word and no word the label prints.

        >>> initialisms("Total revenue per available seat mile (cents)", ["revenue", "per", "asm"])
        [('asm', 'available seat mile')]
    """
    rare = _rare_words(tuple(toks))
    if not rare:
        return []
    printed = tokens(label)
    out = []
    for t in rare:
        if _in_order(_initial_core(t), label) and t not in printed and (span := initials_span(t, label)) is not None:
            out.append((t, label[span[0]:span[1]]))
    return out


@lru_cache(maxsize=4096)
def _rare_words(toks: tuple[str, ...]) -> tuple[str, ...]:
    """The question's words, once each, that may be initials: no function word, no common word
    (read once a question, not once a label)."""
    from tabsql.query_router.informative import zipf

    return tuple(t for t in dict.fromkeys(toks) if t not in STOPWORDS and zipf(t) < ACRONYM_ZIPF)


def _initial_core(word: str) -> str:
    """The letters a question word spells as initials: a plural "s" aside (as `initials_span` reads it)."""
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def _in_order(core: str, label: str) -> bool:
    """Whether ``core`` may spell a run of the label's words: `initials_span` spells it with one of each
    word's spellings (``text._spellings``) in the words' order, so its letters must occur in that
    order in the spellings joined. False only where `initials_span` finds no run; read before it."""
    rest = iter(_initials_string(label))
    return all(ch in rest for ch in core)


@lru_cache(maxsize=65536)
def _initials_string(label: str) -> str:
    """Every spelling of every label word (``text._spellings``), in the words' order, joined. Here,
    not in text.py, whose every byte is in the stored views' fingerprint."""
    return "".join(map(_word_initials, label.encode("ascii", "replace").translate(_ASCII_LETTERS).split()))


@lru_cache(maxsize=65536)
def _word_initials(word: bytes) -> str:
    return "".join(_spellings(word.decode()))


# A label's words as `initials_span` reads them (runs of ASCII letters): every other byte, and the
# "?" an encoding puts for a non-ASCII character, becomes a space to split at.
_ASCII_LETTERS = bytes(c if chr(c).isascii() and chr(c).isalpha() else 0x20 for c in range(256))


def _phrase_span(hits: list[set[int]], n: int, printed: int) -> frozenset[int]:
    """The question positions of the label said as a phrase: its words' positions within a window
    the label's length (one word of slack), so "less than one year and ... years" still says "Less
    than 1 year" (its "year" is the first one; the later "years" is another label's). A window as
    long as the label prints (``printed`` words, function words too) is taken first: "between
    Transportation Solutions and Industrial Solutions" says "Industrial Solutions" at its own two
    words, not at "Solutions and Industrial". Empty when the words lie apart."""
    starts = sorted(set().union(*hits) if hits else set())
    for width in dict.fromkeys((min(printed - 1, n), n)):
        for s in starts:
            window = [{i for i in h if s <= i <= s + width} for h in hits]
            if all(window):
                return frozenset().union(*window)
    return frozenset()


@lru_cache(maxsize=65536)
def _content(text: str) -> tuple[str, ...]:
    return tuple(t for t in tokens(text) if t not in STOPWORDS)


def doc_links(qt: QuestionTerms, docs: list[DocView], alternatives: bool = False
              ) -> tuple[list[DocView], dict[str, frozenset[int]], float]:
    """The documents the question names (issuer, title, file name), or all when it names none,
    with the question words each one's identity accounts for. ``alternatives``: the question sets
    things side by side ("Harlow Paper or Denby"), so a document named by a word of its own is
    kept, however much more another one's words name it."""
    n = max(1, len(docs))
    scores = []
    words = [(i, qt.a.terms_at(i) | _file_name_parts(qt.a.toks[i])) for i in qt.content if i not in qt.a.consumed]  # the same for every document
    said = set(qt.a.toks)
    memo: dict[tuple[int, str], set[str]] = {}

    def name_word(i: int, dv: DocView) -> set[str]:  # it depends on the issuer's name alone
        key = (i, dv.doc.meta.issuer or "")
        if key not in memo:
            memo[key] = _name_word(qt, i, dv)
        return memo[key]

    touched = _touched(qt, docs, words, name_word, said)
    scores: list[tuple[float, set[int]]] = [(0.0, set())] * len(docs) if touched is not None else []
    for k in (touched if touched is not None else range(len(docs))):
        dv = docs[k]
        s, pos = 0.0, set()
        for i, terms in words:
            whole = says_whole(qt.a.toks[i].removesuffix(".pdf"), terms, dv.identity)  # a file name: its words
            hit = (terms & dv.identity if whole else set()) or name_word(i, dv)
            if hit:
                df = max(1, min(qt.index.identity_df.get(t, 1) for t in hit))
                s += 1.0 if df < n else 0.0
                pos.add(i)
        name = list(_tokens_of(dv.name or ""))
        if name and name[0] in said and any(qt.a.toks[i:i + len(name)] == name for i in range(len(qt.a.toks) - len(name) + 1)):
            start = next(i for i in range(len(qt.a.toks)) if qt.a.toks[i:i + len(name)] == name)
            s += 1.0  # the issuer's whole name, short words included ("Supplier A")
            pos |= set(range(start, start + len(name)))
        if s > 0:
            pos |= _designation(qt, pos)
        if touched is None:
            scores.append((s, pos))
        else:
            scores[k] = (s, pos)
    best = max((s for s, _ in scores), default=0.0)
    if best <= 0:
        # the issuer's name that every document in scope carries (the caller gave the document) tells
        # no document apart, yet it is accounted for: the question says whose report it is. Title and
        # file-name words are not where a table prints them: "margin.pdf" does not explain the "margin"
        # a row must print; a title word no table of the document prints ("fans" of "HVLS ceiling fans
        # – technical data", asked "the noise of the BA-2400 fan") says what the whole document is about.
        shared = {}
        for dv, (_, p) in zip(docs, scores):
            if not p:
                continue
            own = {i for i in p if qt.a.terms_at(i) & dv.name_terms or name_word(i, dv)
                   or _title_subject(qt.a.terms_at(i) & dv.identity, dv)}
            if own:
                shared[dv.doc.id or dv.doc.name] = frozenset(own)
        return docs, (shared if len(shared) == len(docs) else {}), 0.0
    keep = [(dv, frozenset(p)) for dv, (s, p) in zip(docs, scores) if s >= 0.5 * best]
    if alternatives:
        kept = frozenset().union(*(p for _, p in keep))
        keep += [(dv, frozenset(p)) for dv, (s, p) in zip(docs, scores) if 1.0 <= s < 0.5 * best and not set(p) & kept]
    return [dv for dv, _ in keep], {dv.doc.id or dv.doc.name: p for dv, p in keep}, best


def _title_subject(terms: set[str], dv: DocView) -> bool:
    """Whether the document's title or file name prints these terms of one question word and no
    table of the document does: the word names what the document is about, no line or column."""
    return bool(terms) and not any(terms & CatalogIndex.table_terms(tv) for tv in dv.tables)


def _file_name_parts(tok: str) -> set[str]:
    """The words of a file name the question says ("alpha-filed.pdf"), as a document's identity
    holds them ("alpha", "filed"); empty for any other word."""
    name = tok.removesuffix(".pdf")
    return set(parts(name)) | {name} if name != tok else set()


def _touched(qt: QuestionTerms, docs: list[DocView], words, name_word, said: set[str]) -> list[int] | None:
    """The positions in ``docs`` of the documents a question word can name (the only ones
    `doc_links` need visit; every other one scores nothing): those whose identity holds one of its
    terms (the scope's identity postings), whose issuer's name it misspells or writes out (once per
    issuer), or whose short name it says (once per name). None when the scope keeps no postings."""
    groups = _doc_groups(qt.index)
    if groups is None:
        return None
    postings, by_issuer, by_name = groups
    every = qt.index.docs
    if docs is every or (len(docs) == len(every) and all(a is b for a, b in zip(docs, every))):
        where = None  # positions in the scope are positions in docs
    else:
        at = {id(dv): j for j, dv in enumerate(docs)}
        where = [at.get(id(dv)) for dv in every]
    hit: set[int] = set()
    for i, terms in words:
        for t in terms:
            hit.update(postings.get(t, ()))
    for issuer, ks in by_issuer.items():
        probe = every[ks[0]]
        if any(name_word(i, probe) for i, _ in words):
            hit.update(ks)
    for name, ks in by_name.items():
        if name and name[0] in said:
            hit.update(ks)
    if where is not None:
        hit = {where[k] for k in hit if where[k] is not None}
    return sorted(hit)


def _doc_groups(index) -> tuple[dict[str, list[int]], dict[str, list[int]], dict[tuple, list[int]]] | None:
    """The scope's identity postings, and its documents' positions by issuer and by the tokens of
    their short name: computed once per scope (kept with its statistics)."""
    stats = getattr(index, "_stats", None)
    postings = getattr(stats, "identity_postings", None)
    cache = getattr(stats, "doc_groups", None)
    if postings is None or cache is None:
        return None
    docs = index.docs
    key = len(docs)
    if cache.get("n") != key:
        by_issuer: dict[str, list[int]] = {}
        by_name: dict[tuple, list[int]] = {}
        for k, dv in enumerate(docs):
            by_issuer.setdefault(dv.doc.meta.issuer or "", []).append(k)
            by_name.setdefault(_tokens_of(dv.name or ""), []).append(k)
        cache.update(n=key, groups=(postings, by_issuer, by_name))
    return cache["groups"]


def _name_word(qt: QuestionTerms, i: int, dv: DocView) -> set[str]:
    """The issuer's name word question word ``i`` stands for: misspelt, written out, or its ticker."""
    return _misspelt_name(qt, i, dv) or _written_out(qt, i, dv) or _ticker(qt, i, dv)


TICKER_LETTERS = (3, 5)  # how long a stock symbol is


def _ticker(qt: QuestionTerms, i: int, dv: DocView) -> set[str]:
    """The issuer's name a question writes as its stock symbol ("AAL" for "American Airlines",
    "DAL" for "Delta Air Lines", "ALK" for "Alaska Air Group"): a question word of three to five
    letters that is no word of a language read (as ``initialisms`` judges initials) and no word a
    label prints, which begins with the name's first letter and whose letters all occur in the
    name in that order. The name's first word is the one it stands for."""
    from tabsql.query_router.informative import zipf

    t = qt.a.toks[i]
    name = _tokens_of(dv.doc.meta.issuer or "")
    low, high = TICKER_LETTERS
    if not name or not (low <= len(t) <= high and t.isalpha()) or t in qt.index.vocab or t in name:
        return set()
    letters = "".join(name)
    if t[0] != letters[0] or zipf(t) >= ACRONYM_ZIPF:
        return set()
    rest = iter(letters[1:])
    return {name[0]} if all(ch in rest for ch in t[1:]) else set()


def _written_out(qt: QuestionTerms, i: int, dv: DocView) -> set[str]:
    """The issuer's name word the question writes out after the name word before it ("Alaska
    Airlines" for "Alaska Air Group", "Delta Airline" for "Delta Air Lines"): the question word
    begins with the name's next word."""
    name = list(_tokens_of(dv.doc.meta.issuer or ""))
    toks = qt.a.toks
    if i == 0 or toks[i] in name:
        return set()
    for k in range(len(name) - 1):
        nxt = name[k + 1]
        if name[k] == toks[i - 1] and len(nxt) >= 3 and toks[i].startswith(nxt) and toks[i].isalpha():
            return {nxt}
    return set()


def _misspelt_name(qt: QuestionTerms, i: int, dv: DocView) -> set[str]:
    """The issuer's name word a mild typo in the question means ("Southewest" ~ "Southwest"), for a
    word no label prints."""
    t = qt.a.toks[i]
    if len(t) < 5 or t in qt.index.vocab or t in GENERIC or t in DOC_KIND_WORDS or any(c.isdigit() for c in t):
        return set()  # "supplier" is the kind of thing asked about, never a typo of "Supplies"
    return set(_fuzzy_name(t, dv.doc.meta.issuer or ""))


@lru_cache(maxsize=65536)
def _tokens_of(text: str) -> tuple[str, ...]:
    return tuple(tokens(text))


@lru_cache(maxsize=65536)
def _fuzzy_name(t: str, issuer: str) -> tuple[str, ...]:
    """The word of ``issuer``'s name that ``t`` misspells, if one (the same for every document of it)."""
    names = [w for w in _tokens_of(issuer) if len(w) >= 5]
    hit = process.extractOne(t, names, scorer=fuzz.ratio, score_cutoff=85) if names else None
    return (hit[0],) if hit else ()


def _designation(qt: QuestionTerms, pos: set[int], limit: int = 2) -> set[int]:
    """Words between a named issuer and the document kind ("the Orbitline SD-WAN support price
    sheet") name the product the document covers: they belong to the document reference, even
    when its printed title omits them, so they are not terms the tables must account for."""
    a = qt.a
    out: set[int] = set()
    for start in pos:
        if a.toks[start] in GENERIC:
            continue  # "Supplier Z's price list": a generic word is no issuer's name
        run: list[int] = []
        j = start + 1
        while j < len(a.toks) and len(run) <= limit:
            if a.toks[j] in DOC_KIND_WORDS and j in a.consumed | pos:
                out.update(run)
                break
            if j in a.consumed:
                break  # "Supplier Z for 10 units": a name, then the rest of the question
            if j not in pos and a.toks[j] not in ("s", "'s") and not a.toks[j].isdigit():
                run.append(j)
            j += 1
    return out


def naming_words(row: RowView) -> tuple[frozenset[str], bool, tuple[str, ...]]:
    """What a question must say for `row_match` to name the row, read from its labels alone: the
    content words of its leaf label and text cells as `QuestionTerms.match_text` reads them
    (whole, without the bracketed qualifier, without the qualifying clause, as the short forms it
    defines in brackets); whether one of those readings has no content word (a function phrase,
    named word for word); and the labels' initials (`initialisms`). Kept with the row (stored with
    its view: `term_index` fingerprints these functions), so a question skips the rows of a filing
    it says nothing of without reading their labels."""
    labels = ([row.path[-1]] if row.path else ["Total"] if row.row.is_total else []) + list(row.texts)
    words: set[str] = set()
    bare = False
    for text in labels:
        core = unbracketed(text)
        head = _qualified_head(core or text)
        for reading in (text, core if core != text and core else None, head, *acronyms(text)):
            if reading is not None:
                toks = _content(reading)
                words.update(toks)
                bare = bare or not toks
    return frozenset(words), bare, tuple(initial_letters(text) for text in labels)


def _may_name(qt: QuestionTerms, row: RowView) -> bool:
    """False only where `_row_match` gives NO_MATCH: no reading of the leaf or a text cell has a word
    the question says, misspells or spells as a count, the leaf's concept is not named, no reading
    is a function phrase, and no rare question word may be the initials of a run of its words."""
    naming = row.naming
    if naming is None:  # a view made in memory: read once
        naming = row.naming = naming_words(row)
    words, bare, initials = naming
    if bare or (row.row.concept and row.row.concept in qt.concept_pos):
        return True
    if not words.isdisjoint(qt._named):
        return True
    unknown = words - qt._unsaid  # a filing's labels repeat a few hundred words: each is looked up once
    if unknown:
        said = {t for t in unknown if qt.positions(t) or t in qt.fuzzy or t in qt.spelled}
        qt._unsaid |= unknown - said
        if said:
            qt._named |= said
            return True
    if qt._cores is None:
        qt._cores = tuple((core, frozenset(core)) for core in map(_initial_core, _rare_words(tuple(qt.a.toks))))
    if not any(need <= letters for _, need in qt._cores for letters in initials):
        return False
    # a label has its letters: do they come in its words' order (`initialisms` reads each label whole,
    # where only a label with the letters may have them in order, and without its bracket)?
    labels = ([row.path[-1]] if row.path else ["Total"] if row.row.is_total else []) + list(row.texts)
    for text, letters in zip(labels, initials):
        core_reading = unbracketed(text)
        for core, need in qt._cores:
            if need <= letters and _in_order(core, text) or core_reading and core_reading != text and _in_order(core, core_reading):
                return True
    return False


def row_match(qt: QuestionTerms, row: RowView) -> Match:
    """The row's leaf label, its group labels as a bonus, and its text cells (description ...);
    once per question for rows that print the same (tables repeated across documents, a line
    every report of an issuer prints)."""
    if not _may_name(qt, row):
        return NO_MATCH
    key = ("row", tuple(row.path), row.row.concept, row.row.is_total, tuple(row.context), tuple(row.part_of),
           tuple(row.texts), tuple((h, tuple(a)) for h, a in row.group_aliases.items()))
    hit = qt._memo.get(key)
    if hit is None:
        hit = qt._memo[key] = _row_match(qt, row)
    return hit


def _kept_match(qt: QuestionTerms, label: str, concept: str | None) -> Match:
    """The label's match with the part its line leaves out unsaid (``left_out``): those words never
    name it, and still weigh in its coverage, so "X, net of tax" stays a label saying more than "X";
    never more than the whole label's match."""
    kept = left_out(qt.a.toks, label)
    whole = qt.match_text(label, concept)
    if kept == label:
        return whole
    m = qt.match_text(kept, concept)
    if not m.strength:
        return m
    # only ever less than the whole label's match: the part left out takes words away, never adds any
    return Match(min(m.cov, whole.cov), min(m.strength, whole.strength), m.pos & whole.pos, False, m.via, m.span & whole.pos)


def _row_match(qt: QuestionTerms, row: RowView) -> Match:
    if not row.path:  # a line with no label that adds up the lines above it is their total
        leaf = qt.match_text("Total") if row.row.is_total else NO_MATCH
    else:
        leaf = _kept_match(qt, _bracketed_unit_free(qt, row.path[-1]), row.row.concept)
        for k, group in enumerate(row.path[:-1] + row.context + row.part_of):
            g = qt.match_text(group)
            for alias in row.group_aliases.get(group, []) if not g.ok and g.pos else ():
                if (g := qt.match_text(alias)).ok:  # "same-community" of "Same-community portfolio (c):"
                    break
            if k >= len(row.path) - 1 + len(row.context) and g.pos > leaf.pos:
                continue  # the question names the total itself, which says every word the line says and more
            if g.ok and leaf.ok:
                leaf = Match(leaf.cov, leaf.strength + 0.5 * g.strength, leaf.pos | g.pos, leaf.exact_phrase, leaf.via)
            elif leaf.ok and g.pos and {qt.a.toks[i] for i in g.pos} <= qt.a.proper_names:
                # a group named by its proper name alone ("the Tidewater contract" of "Tidewater Commuter Rail
                # District" over "Contract total"): the name says which group, as the whole heading would
                leaf = Match(leaf.cov, leaf.strength + 0.25 * g.strength, leaf.pos | g.pos, leaf.exact_phrase, leaf.via)
    best_text = part = NO_MATCH
    for text in row.texts:
        m = qt.match_cell_text(text)
        if m.ok and (m.cov, m.strength) > (best_text.cov, best_text.strength):
            best_text = m
        if not m.ok and m.strength > part.strength:
            part = m
    if leaf.ok and not best_text.ok and len(part.pos) >= CONFIRMING_WORDS:
        # the line named by its label: a few words of its text cell confirm it ("the President and
        # Chief Operating Officer" of a longer position); one word alone may be what a column of such
        # cells says ("amendable" of "Amendable November 2018") and tells no line apart
        best_text = part
    if leaf.ok and best_text.strength and not best_text.pos & leaf.pos:
        # "remote consulting (per hour)": the label names the row, a text cell ("per hour") confirms it;
        # "Benito Minicucci" and his position "President and Chief Operating Officer": the stronger leads
        if leaf.strength >= best_text.strength or not best_text.ok:
            return Match(leaf.cov, leaf.strength + 0.5 * best_text.strength, leaf.pos | best_text.pos, leaf.exact_phrase, leaf.via)
        return Match(best_text.cov, best_text.strength + 0.5 * leaf.strength, leaf.pos | best_text.pos,
                     best_text.exact_phrase, "text")
    if best_text.ok and (not leaf.ok or best_text.strength > leaf.strength):
        return Match(best_text.cov, best_text.strength, best_text.pos, best_text.exact_phrase, "text")
    return leaf


def col_match(qt: QuestionTerms, tv: TableView, col: ColView) -> Match:
    """The column's header path; a money column also answers to price/cost/fee words (once per
    question for columns that print the same)."""
    key = ("col", tuple(col.path), col.col.concept, col.col.type)
    m = qt._memo.get(key)
    if m is None:
        m = qt._memo[key] = _header_match(qt, col)
    if not m.ok and (pos := extreme_positions(qt.a, tv, col)):
        return Match(1.0, 1.0, pos, False, "extreme")  # "the lowest price in Q3" beside "High" / "Low"
    if col.col.type == "money":
        # also a word that says nothing by itself ("what was the amount of X"): it may still meet the
        # column that holds amounts of money, unless another column's header prints it
        # ("price" names "Average Repurchase Price", not the "Share Repurchase Authorization" beside it)
        said = set(range(len(qt.a.toks))) - qt.a.op_words
        pos = {i for i in said if (qt.a.toks[i] in MONEY_WORDS or stem(qt.a.toks[i]) in MONEY_WORDS)
               and not headed(qt, tv, qt.a.toks[i], col)}
        if pos and not m.ok:
            m = Match(0.5, 0.5, frozenset(pos), False, "money")
        elif pos:  # "USD price": the currency names the column, "price" is what a money column holds
            m = Match(m.cov, m.strength, m.pos | pos, m.exact_phrase, m.via)
    return m


def headed(qt: QuestionTerms, tv: TableView, word: str, col: ColView) -> bool:
    """Whether another column's own heading (its last level) prints the word and ``col``'s header
    does not: then the word names that column, and ``col`` does not answer it by holding money
    (once a question and column). A group heading above several columns ("Common Stock Price
    Range" over "Low" and "High") names them all, even where extraction kept it over one only."""
    key = ("headed", tv.key, word, col.col.index)
    hit = qt._memo.get(key)
    if hit is None:
        hit = qt._memo[key] = word not in col.terms and any(
            c.path and word in term_set(c.path[-1]) for c in tv.cols if c is not col)
    return hit


CONFIRMING_WORDS = 2  # question words a line's text cell must print to confirm the line its label names
RECURRING_CELLS = 3  # a column's word recurs when half its cells print it, three at least


def recurring_match(qt: QuestionTerms, tv: TableView, col: ColView) -> Match:
    """A column of text whose cells repeat a word ("Amendable November 2018", "Amendable June
    2019", ... under "Status of Agreement"): the word says what the column holds, as its heading
    would ("when does the contract become amendable"). NO_MATCH when the question says no such
    word, or the column is not text (read by the lookup, ``cells.lookup_candidates``)."""
    if col.col.type != "text":
        return NO_MATCH
    key = ("cells", tv.key, col.col.index)
    if key not in qt._memo:
        qt._memo[key] = _recurring_match(qt, tv, col)
    return qt._memo[key]


def _recurring_match(qt: QuestionTerms, tv: TableView, col: ColView) -> Match:
    texts = tuple(c.text for r in tv.rows if (c := tv.cell(r, col)) is not None and c.text.strip())
    pos = frozenset(i for w in recurring_words(texts) for i in qt.positions(w) if i in qt.content)
    if not pos:
        return NO_MATCH
    return Match(1.0, sum(qt.index.weight(qt.a.toks[i]) for i in pos), pos, False, "cells")


@lru_cache(maxsize=8192)
def recurring_words(texts: tuple[str, ...]) -> frozenset[str]:
    """The words half a column's cells print, three cells at least (no unit: "mm", "kg"): read once
    a column, not once a question.

        >>> sorted(recurring_words(("Amendable November 2018", "Amendable June 2019", "Amendable 2020", "In negotiation")))
        ['amendable']
    """
    if len(texts) < RECURRING_CELLS:
        return frozenset()
    counts: dict[str, int] = {}
    for text in texts:
        for w in set(tokens(text)):
            if w.isalpha() and len(w) >= 4 and w not in STOPWORDS:
                counts[w] = counts.get(w, 0) + 1
    return frozenset(w for w, n in counts.items() if n >= max(RECURRING_CELLS, len(texts) / 2))


def _header_match(qt: QuestionTerms, col: ColView) -> Match:
    m = NO_MATCH
    named = [p for p in col.path if not (p.isdigit() and len(p) == 4)]  # years are constraints, checked apart
    for i, part in enumerate(named):
        pm = qt.match_text(_unit_free(qt, part), col.col.concept if i == len(named) - 1 else None)
        if pm.ok:
            m = Match(max(m.cov, pm.cov), m.strength + pm.strength, m.pos | pm.pos, pm.exact_phrase or m.exact_phrase,
                      pm.via)
    if not m.ok and col.col.type == "text":
        m = _agent_match(qt, named) or m
    if not m.ok and named:
        m = _dimension_initial(qt, col, named) or m
    return m


def _dimension_initial(qt: QuestionTerms, col: ColView, named: list[str]) -> Match | None:
    """A column headed by one letter under a unit of length ("Size (mm) > H") where the question says the
    dimension it stands for ("height"; ``dimension_initials``). None otherwise."""
    for i in qt.content:
        if names_initial(qt.a.toks[i], named, col.col.unit):
            return Match(1.0, qt.index.weight(qt.a.toks[i]), frozenset({i}), False, "initial")
    return None


def _unit_free(qt: QuestionTerms, heading: str) -> str:
    """The heading without the scale, currency or unit symbol it prints beside its name ("Revenue £m" ->
    "Revenue", "Sales (USD thousands)" -> "Sales", "Weight kg" -> "Weight"): the column's unit and scale, which normalisation reads into it,
    so a question need not say them. Kept where the question says them, or where nothing but a year
    would be left ("2026 EUR" is a currency's column)."""
    words = heading.split()
    kept = [w for w in words if not (ts := tokens(w)) or any(t not in UNIT_WORDS or qt.positions(t) for t in ts)]
    kept = [w for w in kept if not unit_symbol(w) or any(qt.positions(t) for t in tokens(w))] or kept  # "Weight kg"
    return " ".join(kept) if any(not t.isdigit() for w in kept for t in tokens(w)) else heading


def _bracketed_unit_free(qt: QuestionTerms, label: str) -> str:
    """A line's label without the bracket stating its unit, currency or scale ("Dry weight (kg)" ->
    "Dry weight", "Price, ex VAT (£)" -> "Price, ex VAT") or the closing basis its figures are quoted on
    ("Ferrous, per long ton" -> "Ferrous"): the line's unit, which a question need not say. Kept where the
    question says a word of it ("per"), or nothing else is left."""
    kept = label
    for inner in bracketed(label) if "(" in label else ():
        if not header_unit(f"({inner})").empty() and not any(qt.positions(t) for t in tokens(inner)):
            kept = kept.replace(f"({inner})", " ")
    head, comma, basis = kept.rpartition(", per ")  # "Ferrous, per long ton": the basis its prices are quoted on
    if comma and tokens(head) and not qt.positions("per"):
        kept = head
    return " ".join(kept.split()) if tokens(kept) else label


def _agent_match(qt: QuestionTerms, path: list[str]) -> Match | None:
    """A column of names headed by the noun for the one who does what the question's verb says
    ("Representatives" for "which union represents the dispatchers"; ``verbs``): the heading read
    with the question's verb in the noun's place. None when no word of it is so said."""
    toks = qt.a.toks
    for part in path:
        for w in tokens(part):
            if (root := agent_root(w)) is None:
                continue
            for i in qt.content:
                if root in question_roots(toks[i]):
                    m = qt.match_text(" ".join(toks[i] if x == w else x for x in tokens(part)))
                    if m.ok:
                        return Match(m.cov, m.strength, m.pos, False, "verb")
    return None


def relation_positions(qt: QuestionTerms, tv: TableView) -> frozenset[int]:
    """The question words that say a verb the table's headings state ("represents" over a heading
    "... Employees Represented" or "Representatives"; ``verbs``): they say what the table records,
    which a text cell of it answers, and name none of its cells."""
    key = ("relations", tv.key)
    hit = qt._memo.get(key)
    if hit is None:
        headers = [" ".join(c.path) for c in tv.nt.columns if c.path]
        hit = qt._memo[key] = frozenset(i for i in qt.content if said_verb(qt.a.toks[i], headers) is not None)
    return hit


def _statement_named(qt: QuestionTerms, kind: str) -> set[int]:
    """The question words naming a primary statement by its kind ("Per Verizon's consolidated
    statement of cash flows": lexicon cues ``names_<statement>``): the statement, whatever title
    extraction kept for it (the company line under "Consolidated Statements of Cash Flows"), names
    them as a caption would (once a question and kind)."""
    key = ("statement", kind)
    hit = qt._memo.get(key)
    if hit is None:
        toks = qt.a.toks
        starts, text = [], ""
        for t in toks:
            starts.append(len(text))
            text += t + " "
        spans = [m.span() for m in lexicon.cue_pattern("names_" + kind).finditer(text)]
        hit = qt._memo[key] = {i for i in qt.content for a, b in spans if a <= starts[i] < b}
    return hit


@lru_cache(maxsize=4096)
def _caption_numbers(caption: str) -> frozenset[str]:
    """The numbers a caption prints only as its table's own number ("Table 2: ..." -> {"2"}, lexicon
    ``caption_numbering``), unless it prints them elsewhere too."""
    toks = tokens(caption)
    words = lexicon_words("caption_numbering")
    own = {t for k, t in enumerate(toks) if k and toks[k - 1] in words and any(ch.isdigit() for ch in t)}
    return frozenset(t for t in own if sum(x == t for x in toks) == 1)


def _names_issuer(qt: QuestionTerms, tv: TableView) -> bool:
    """Whether the question says the name of the issuer of the table's document ("According to the
    maturity schedule of long-term debt ..., how much of Verizon's ..."): where it also points to a
    table of the report (lexicon ``table_references``: "schedule", "table", "note"), the prose
    announcing the report's tables speaks for them as a lone report's does. Its name's words that
    are no legal form (lexicon ``company_forms``) and no common word (``GENERIC``) must be said, one
    at least."""
    key = ("names_issuer", tv.doc.id or tv.doc.name)
    if key not in qt._memo:
        forms = lexicon_words("company_forms")
        name = {t for t in tokens(tv.doc.meta.issuer or "") if t not in STOPWORDS and t not in forms and t not in GENERIC}
        qt._memo[key] = bool(name & set(qt.a.toks))
    return qt._memo[key]


def caption_positions(qt: QuestionTerms, tv: TableView) -> frozenset[int]:
    """Question words the table's caption, section heading or label-column header ("Number of
    shares (1,000)") accounts for (words or concepts). A word the table prints in no form of its
    own may be said by a word of its family the caption prints ("matures": "Future principal
    maturities"), as a label's words may (``terms.names_whole``)."""
    printed = tv.caption_terms | tv.kind_only
    numbering = _caption_numbers(tv.nt.table.caption or "")
    pos = {i for i in qt.content if says_whole(qt.a.toks[i], qt.a.terms_at(i), printed) and qt.a.toks[i] not in numbering}
    pos |= {i for t in printed & qt.term_pos.keys() for i in qt.term_pos[t]
            if i in qt.content and after_do(qt.a.toks, i)}  # the main verb of "did Cardhollow sell": a caption's "Unit Sales"
    pos |= _family_said(qt, tv, pos, printed)  # "matures": a caption's "maturities"
    for concept in tv.caption_concepts:
        pos |= qt.concept_pos.get(concept, set())
    if (kind := statements.kind_of(tv)) is not None:
        pos |= _statement_named(qt, kind)
    if tv.lead_in_new and (len(qt.index.docs) == 1 or _names_issuer(qt, tv)
                           and lexicon_words("table_references") & set(qt.a.toks)):  # asked of this report's table
        lead = {i for i in qt.content if qt.a.terms_at(i) & tv.lead_in_new}
        words = [i for i in range(len(qt.a.toks)) if qt.a.toks[i] not in STOPWORDS]
        for i, j in zip(words, words[1:]):  # "personnel expenses" said as the lead-in says it
            if (i in lead or j in lead) and (stem(qt.a.toks[i]), stem(qt.a.toks[j])) in tv.lead_in_pairs:
                lead |= {k for k in (i, j) if k in qt.content}
        pos |= lead | _family_said(qt, tv, pos | lead, tv.lead_in_new)
    return frozenset(pos)


def _family_said(qt: QuestionTerms, tv: TableView, said: set[int], printed: set[str]) -> set[int]:
    """The question's words, not yet accounted for, that the table prints in no form of its own and
    ``printed`` (its caption, its lead-in) prints a word of the family of ("matures": "maturities")."""
    return {i for i in qt.content if i not in said and not qt.a.terms_at(i) & tv.printed
            and of_family(qt.a.toks[i], printed)}
