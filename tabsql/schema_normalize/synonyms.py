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
from typing import Any

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


class SynonymSet:
    """Phrases -> canonical concepts, with per-concept attributes (unit, unscaled)."""

    def __init__(self, threshold: int = DEFAULT_THRESHOLD) -> None:
        self.threshold = threshold
        self._phrase: dict[str, str] = {}  # norm phrase -> concept
        self._user: set[str] = set()
        self._attrs: dict[str, dict[str, Any]] = {}
        self._phrases_by_concept: dict[str, list[str]] = {}

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

    # ------------------------------------------------------------------ queries
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
        return None

    def concept_of(self, text: str) -> tuple[str, str] | None:
        """(concept, rule) for a label or header, or None when nothing matches well enough."""
        key = norm_label(text)
        if not key or not re.search(r"[a-z]", key):
            return None
        hit = self._exact(key)
        if hit:
            return hit
        outside = norm_label(re.sub(r"\([^()]*\)|\[[^\[\]]*\]", " ", text))
        inside = [norm_label(x) for x in re.findall(r"\(([^()]*)\)", text)]
        for k in [outside, *inside]:
            hit = self._exact(k) if k else None
            if hit:
                return hit[0], hit[1] + ":bracket"
        if len(key) < 5 or re.search(r"\d", key):
            return None  # codes, years and short words only match exactly
        best = process.extractOne(key, self._phrase.keys(), scorer=fuzz.ratio, score_cutoff=self.threshold)
        if best:
            return self._phrase[best[0]], f"fuzzy:{int(best[1])}"
        return None

    def concepts_in(self, text: str) -> list[tuple[str, str]]:
        """Concepts named anywhere in free text (a question), longest phrase first, no overlaps."""
        padded = f" {norm_label(text)} "
        taken = [False] * len(padded)
        found: list[tuple[str, str]] = []
        for key in sorted(self._phrase, key=len, reverse=True):
            start = padded.find(f" {key} ")
            while start >= 0:
                span = range(start + 1, start + 1 + len(key))
                if not any(taken[i] for i in span):
                    for i in span:
                        taken[i] = True
                    if all(c != self._phrase[key] for c, _ in found):
                        found.append((self._phrase[key], key))
                start = padded.find(f" {key} ", start + 1)
        return found


@lru_cache(maxsize=1)
def _shipped() -> dict[str, Any]:
    text = resources.files("tabsql").joinpath("data/synonyms.yaml").read_text(encoding="utf-8")
    return yaml.safe_load(text) or {}


@lru_cache(maxsize=1)
def default_synonyms() -> SynonymSet:
    """The shipped vocabulary plus the user's file named by TABSQL_SYNONYMS (`--synonyms`), loaded once."""
    return SynonymSet.load(os.environ.get("TABSQL_SYNONYMS") or None)
