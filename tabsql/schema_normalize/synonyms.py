"""The concept layer: "Turnover", "Net sales" and "Umsatzerlöse" are one concept, ``revenue``.

Labels are matched exactly first (after folding case, accents and punctuation), then with the part
in brackets dropped or alone ("Betriebsergebnis (EBIT)"), then with rapidfuzz above a threshold.
Each link records its rule: "exact", "exact:bracket", "fuzzy:94" or "user" (the user's own file).

    >>> syn = SynonymSet.load()
    >>> syn.concept_of("Umsatzerlöse")
    ('revenue', 'exact')
    >>> syn.concept_of("Betriebsergebnis (EBIT)")[0]
    'operating_income'
    >>> [c for c, _ in syn.concepts_in("What was the net sales in 2024?")]
    ['revenue']
"""
from __future__ import annotations

import os
import re
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Callable

import yaml
from rapidfuzz import fuzz, process

from tabsql.schema_normalize.numbers import normalize_text, split_markers

DEFAULT_THRESHOLD = 92


def norm_label(text: str) -> str:
    """The matching key of a label: folded, markers dropped, punctuation as spaces."""
    s, _ = split_markers(text or "")
    s = normalize_text(s).replace("&", " and ")
    s = re.sub(r"[^\w%]+", " ", s)
    return re.sub(r"\s+", " ", s).strip()


MEASURED = frozenset({"miles", "days"})  # concept units a differently measured label cannot be

class SynonymSet:
    """Phrases -> canonical concepts, with per-concept attributes (unit, unscaled)."""

    def __init__(self, threshold: int = DEFAULT_THRESHOLD) -> None:
        self.threshold = threshold
        self._phrase: dict[str, str] = {}  # norm phrase -> concept
        self._user: set[str] = set()
        self._attrs: dict[str, dict[str, Any]] = {}
        self._phrases_by_concept: dict[str, list[str]] = {}
        self._swaps: list[frozenset[str]] = []  # groups of words a statement line uses interchangeably
        self._postposed: set[str] = set()  # words that may follow the noun they qualify ("order minimum")
        self._variant: dict[str, str | None] = {}  # a phrase said with another word of its group -> concept
        self._spans: dict[str, list[tuple[tuple[str, ...], str]]] | None = None  # first stem -> phrases

    # ------------------------------------------------------------------ loading
    @classmethod
    def load(cls, extra_yaml: Path | str | None = None, threshold: int = DEFAULT_THRESHOLD) -> "SynonymSet":
        """The shipped vocabulary plus, when given, the user's file (its entries win)."""
        syn = cls(threshold)
        syn._add(_shipped(), user=False)
        if extra_yaml:
            data = yaml.safe_load(Path(extra_yaml).read_text(encoding="utf-8")) or {}
            syn._add(data, user=True)
        return syn

    def _add(self, data: dict[str, Any], *, user: bool) -> None:
        for groups in (data.get("interchangeable") or {}).values():
            self._swaps += [frozenset(norm_label(w) for w in g) for g in groups]
        for words in (data.get("postposed") or {}).values():
            self._postposed |= {norm_label(w) for w in words}
        concepts = data.get("concepts", data)
        for concept, spec in (concepts or {}).items():
            phrases: list[str] = [concept.replace("_", " ")] if user else []
            attrs: dict[str, Any] = {}
            if isinstance(spec, list):
                phrases += [str(p) for p in spec]
            elif isinstance(spec, dict):
                for key, val in spec.items():
                    if key in {"unit", "unscaled", "member", "part_of"}:
                        attrs[key] = val
                    elif isinstance(val, list):
                        phrases += [str(p) for p in val]
            self._attrs.setdefault(concept, {}).update(attrs)
            for p in phrases:
                key = norm_label(p)
                if not key:
                    continue
                if user or key not in self._phrase:
                    self._phrase[key] = concept
                    self._phrases_by_concept.setdefault(concept, []).append(key)
                if user:
                    self._user.add(key)
        self._variants()

    def _variants(self) -> None:
        """Each phrase said with another word of an interchangeable group ("profit after tax" ->
        "earnings after tax") or with its leading "X and Y" as initials ("S&D expenses"); a variant
        two concepts would share names neither."""
        self._variant, self._spans = {}, None
        for key, concept in self._phrase.items():
            words = key.split()
            if len(words) == 2 and words[0] in self._postposed:  # "minimum order" -> "order minimum"
                v = f"{words[1]} {words[0]}"
                if v not in self._phrase:
                    self._variant[v] = concept if self._variant.get(v, concept) == concept else None
            if len(words) >= 3 and words[1] == "and" and words[0].isalpha() and words[2].isalpha():
                short = " ".join([words[0][0], "and", words[2][0], *words[3:]])  # "selling and distribution expenses" -> "S&D expenses"
                if short not in self._phrase:
                    self._variant[short] = concept if self._variant.get(short, concept) == concept else None
            for k, w in enumerate(words):
                for group in self._swaps:
                    if w not in group:
                        continue
                    for other in group - {w}:
                        v = " ".join(words[:k] + [other] + words[k + 1:])
                        if v not in self._phrase:
                            self._variant[v] = concept if self._variant.get(v, concept) == concept else None

    # ------------------------------------------------------------------ queries
    def interchangeable(self, word: str) -> frozenset[str]:
        """The other words of the interchangeable groups ``word`` belongs to ("expenses" -> costs, expenditure)."""
        return frozenset(w for group in self._swaps if word in group for w in group - {word})

    def attrs(self, concept: str | None) -> dict[str, Any]:
        """Attributes of a concept: ``unit`` (default unit) and ``unscaled`` (no table scale)."""
        return self._attrs.get(concept or "", {})

    def phrases(self, concept: str) -> list[str]:
        return list(self._phrases_by_concept.get(concept, []))

    @property
    def concepts(self) -> list[str]:
        return sorted(self._attrs)

    def _exact(self, key: str) -> tuple[str, str] | None:
        if key in self._phrase:
            return self._phrase[key], "user" if key in self._user else "exact"
        if self._variant.get(key):
            return self._variant[key], "variant"
        return None

    def concept_of(self, text: str) -> tuple[str, str] | None:
        """(concept, rule) for a label or header, or None when nothing matches well enough."""
        key = norm_label(text)
        if not key or not re.search(r"[a-z]", key):
            return None
        hit = self._exact(key)
        if hit:
            return hit
        if key.startswith("total ") and (hit := self._exact(key[len("total "):])):
            return hit[0], hit[1] + ":total"  # "Total capital expenditures": the whole of what its phrase names
        outside = norm_label(re.sub(r"\([^()]*\)|\[[^\[\]]*\]", " ", text))
        printed = re.findall(r"\(([^()]*)\)", text)
        inside = [norm_label(x) for x in printed]
        for k in [outside, *inside]:
            hit = self._exact(k) if k else None
            if hit and k == outside and self._other_unit(hit[0], printed):
                continue  # "Capacity (TEU)" is no "capacity" in available seat miles
            if hit:
                return hit[0], hit[1] + ":bracket"
        if len(key) < 5 or re.search(r"\d", key):
            return None  # codes, years and short words only match exactly
        best = process.extractOne(key, self._phrase.keys(), scorer=fuzz.ratio, score_cutoff=self.threshold)
        if best:
            return self._phrase[best[0]], f"fuzzy:{int(best[1])}"
        return None

    def _other_unit(self, concept: str, brackets: list[str]) -> bool:
        """Whether a label's brackets print a unit (a short code: "TEU", "MW") that no phrase of the
        concept names and that is not the concept's own unit of measure (``MEASURED``): the label
        measures something else."""
        unit = str(self.attrs(concept).get("unit") or "").lower()
        if unit not in MEASURED:
            return False  # a head count or a share qualified in brackets ("Employees (FTE)") stays one
        for x in brackets:
            x = x.strip()
            if re.fullmatch(r"[A-Z][A-Za-z]{1,4}", x) and x.lower() != unit and not self._exact(norm_label(x)) \
                    and x.upper() not in {"USD", "EUR", "GBP", "CHF", "JPY", "TRY", "CAD", "AUD", "SEK", "DKK", "NOK"}:
                return True
        return False

    def says(self, text: str, concept: str | None) -> bool:
        """Whether a label is, as printed, one of the concept's phrases ("Total revenue" for revenue)."""
        hit = self._exact(norm_label(text)) if concept else None
        return bool(hit) and hit[0] == concept

    def concepts_in(self, text: str) -> list[tuple[str, str]]:
        """Concepts named anywhere in free text (a question), longest phrase first, no overlaps."""
        from tabsql.query_router.text import tokens

        found: list[tuple[str, str]] = []
        toks = tokens(text)
        for concept, i, j in self.spans_in(toks):
            if all(c != concept for c, _ in found):
                found.append((concept, " ".join(toks[i:j])))
        return found

    def spans_in(self, toks: tuple[str, ...] | list[str],
                 known: Callable[[str], bool] | None = None) -> list[tuple[str, int, int]]:
        """(concept, first token, end token) of each concept a tokenised text names: the words of a
        phrase compared by their stems ("R&D expenditures" ~ "r&d expenditure"; a one-word phrase
        only as printed, "items" is no "item" column), interchangeable words read as one another,
        the longest phrase first, no overlaps. With ``known`` (a question, and the words the catalog
        prints), a phrase that names part of a compound token needs the token's other words known:
        "Standard-Versandkosten" is the shipping cost of the "Standard" column, while the "price"
        of "renewal-price" is no price concept where no table prints "renewal"."""
        from tabsql.query_router.text import stem

        said_words = [(w, i) for i, t in enumerate(toks) for w in norm_label(t).split() if w != "and"]
        flat = [(stem(w), i) for w, i in said_words]  # "and" left out: "research & development"
        words = [w for w, _ in flat]
        exact = [w for w, _ in said_words]
        hits = []
        for s, w in enumerate(words):
            for key, by_words in self._span_index().get(w, []):
                said = tuple(exact[s:s + len(key)])
                if tuple(words[s:s + len(key)]) == key and (len(key) > 1 or said in by_words) and \
                        (known is None or _cut_known(said_words, s, s + len(key), known)):
                    concept = by_words.get(said) or (next(iter(set(by_words.values()))) if len(set(by_words.values())) == 1 else None)
                    if concept:  # stems two concepts share ("service", "services") must be said exactly
                        hits.append((len(key), s, concept))
        taken = [False] * len(words)
        out = []
        for n, s, concept in sorted(hits, key=lambda h: (-h[0], h[1])):
            if not any(taken[s:s + n]):
                taken[s:s + n] = [True] * n
                out.append((concept, flat[s][1], flat[s + n - 1][1] + 1))
        return out

    def _span_index(self) -> dict[str, list[tuple[tuple[str, ...], dict[tuple[str, ...], str]]]]:
        """Phrases by their first stem, each stem sequence with the concept of every wording that
        has it; a printed phrase wins over a variant with the same stems."""
        from tabsql.query_router.text import stem

        if self._spans is None:
            seen: dict[tuple[str, ...], dict[tuple[str, ...], str]] = {}
            for table in (self._phrase, self._variant):
                printed = set(seen)
                for key, concept in table.items():
                    said = tuple(w for w in key.split() if w != "and")
                    stems = tuple(stem(w) for w in said)
                    if stems and concept and stems not in printed:
                        seen.setdefault(stems, {})[said] = concept
            self._spans = {}
            for stems, by_words in seen.items():
                self._spans.setdefault(stems[0], []).append((stems, by_words))
        return self._spans


@lru_cache(maxsize=1)
def _shipped() -> dict[str, Any]:
    text = resources.files("tabsql").joinpath("data/synonyms.yaml").read_text(encoding="utf-8")
    return yaml.safe_load(text) or {}


@lru_cache(maxsize=1)
def default_synonyms() -> SynonymSet:
    """The shipped vocabulary plus the user's file named by TABSQL_SYNONYMS (`--synonyms`), loaded once."""
    return SynonymSet.load(os.environ.get("TABSQL_SYNONYMS") or None)



def _cut_known(said_words: list[tuple[str, int]], start: int, end: int, known: Callable[[str], bool]) -> bool:
    """Whether the words of the tokens a phrase (words ``start``..``end`` of ``said_words``: word,
    token index) cuts, outside the phrase, are all ``known``: no compound is named by half."""
    first, last = said_words[start][1], said_words[end - 1][1]
    k = start - 1
    while k >= 0 and said_words[k][1] == first:  # a token's words stand together
        if not known(said_words[k][0]):
            return False
        k -= 1
    k = end
    while k < len(said_words) and said_words[k][1] == last:
        if not known(said_words[k][0]):
            return False
        k += 1
    return True
