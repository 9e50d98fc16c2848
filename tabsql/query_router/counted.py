"""What "how many X" counts: the words after a count phrase (lexicon ``count_questions``, or
``count_nouns``: "the number of"), and whether the question asked the count as such.

    >>> count_asked("how many domestic passengers did bellmora carry in 2018".split())
    (True, ['domestic', 'passengers', 'did'])
    >>> count_asked("what was the number of employees".split())
    (False, ['employees'])
    >>> count_asked("what diluted share count did ebay report".split())
    (False, ['share'])
    >>> count_asked("how many of its centers does it own".split())
    (True, ['centers', 'does', 'it'])
"""
from __future__ import annotations

from tabsql.query_router import lexicon
from tabsql.query_router.text import STOPWORDS, initials_span, stem, tokens, unbracketed
from tabsql.query_router.text import words as _words

COUNTED_WORDS = 3  # words after "how many" that may name what is counted ("how many fuel gallons")


def count_asked(toks: list[str]) -> tuple[bool, list[str]]:
    """Whether the question asks a count as such ("how many": lexicon ``count_questions``) rather
    than by its noun ("the number of": ``count_nouns``), and the words after the phrase,
    ``COUNTED_WORDS`` at most: the first is what a label must name, any may be the counted noun's
    head. The one reading of "how many X" (the arbiter's rules 3-6 and 20, route's measure counted)."""
    words = [w for t in toks for w in _words(t)]
    found = next(((section == "count_questions", _partitive_dropped(words[i + len(phrase.split()):])[:COUNTED_WORDS])
                  for section in ("count_questions", "count_nouns") for phrase in lexicon.phrases(section)
                  for i in said_at(words, phrase.split())), None)
    if found is not None:
        return found
    # a noun's count said after it ("the diluted share count", "product count"): that noun is counted
    at = next((i for i in range(1, len(words)) if words[i] in lexicon.words("count_suffixes")
               and words[i - 1] not in STOPWORDS), None)
    return (False, [words[at - 1]]) if at is not None else (False, [])


def _partitive_dropped(words: list[str]) -> list[str]:
    """The words after "how many" without a partitive lead ("of its U.S. centers" -> "U.S. centers"; lexicon
    ``partitive_leads``): what is counted follows it."""
    if words[:1] == ["of"] and words[1:2] and words[1] in lexicon.words("partitive_leads"):
        return words[2:]
    return words


def said_at(words: list[str], phrase: list[str]) -> list[int]:
    """Where the words of ``phrase`` stand one after the other in ``words``."""
    return [i for i in range(len(words) - len(phrase) + 1) if words[i:i + len(phrase)] == phrase]


def counted_phrase(toks: list[str]) -> list[str]:
    """The words "how many" says it counts, up to the first function word ("domestic passengers")."""
    phrase = []
    for w in count_asked(toks)[1]:
        if w in STOPWORDS:
            break
        phrase.append(w)
    return phrase


def counted_units(toks: list[str]) -> set[int]:
    """Positions of the units of measure among the words "how many" counts ("how many working days",
    "how many gallons"; lexicon ``duration_nouns``, ``measure_units``): the question asks an amount
    in that unit, which a cell must be in, never a count of other things the table holds.

        >>> sorted(counted_units("how many working days were lost to injuries".split()))
        [3]
    """
    units = lexicon.words("duration_nouns") | lexicon.words("measure_units")
    out: set[int] = set()
    for phrase in lexicon.phrases("count_questions"):
        for i in said_at(toks, phrase.split()):
            for k in range(i + len(phrase.split()), min(len(toks), i + len(phrase.split()) + COUNTED_WORDS)):
                if toks[k] in STOPWORDS:
                    break
                if toks[k] in units:
                    out.add(k)
    return out


def counting_label(tv, toks: list[str]) -> str | None:
    """A line or column of numbers of the table (index.TableView) whose label's head is the head of
    what "how many" counts ("Passengers (millions)" for "how many domestic passengers", "Seeds" for
    "how many seeds", not "... Number of Employees" for "how many employee groups"): its values are
    the count asked, so no number of lines or cells is. None when there is none."""
    phrase = counted_phrase(toks)
    if not phrase:
        return None
    counted = {stem(phrase[-1])}  # the phrase's head: "employee groups" counts groups, not employees
    counted |= {stem("-".join(phrase[i:])) for i in range(len(phrase) - 1)}  # ... or a hyphened one, "e-books"
    numeric = [c for c in tv.cols if c.numeric]
    holding = [[*r.context, *r.path] for r in tv.rows if any(tv.cell(r, c) is not None for c in numeric)]  # (under
    # its heading: "Broadband subscribers (in thousands):" over "End of year")
    leads = tuple(tuple(tokens(n)) for n in lexicon.phrases("count_nouns"))  # "Number of stores" over the labels:
    stubs = [c.path for c in tv.nt.columns if any(tuple(tokens(" ".join(c.path))[:len(n)]) == n for n in leads)
             and not any(v.col is c and v.numeric for v in numeric)]
    for path in [*holding, *(c.path for c in numeric), *stubs]:  # lines and columns of numbers, not of names ("Product")
        for level in path:  # "Berths > On Order": the berths, on order
            head = [w for w in tokens(unbracketed(level)) if w not in STOPWORDS]
            if head and (stem(head[-1]) in counted or stem(head[0]) in counted and len(head) <= 2) \
                    or initials_span(phrase[-1], unbracketed(level)) is not None:
                return " > ".join(path)  # ("Slots Leased > Out": the slots; "how many PSUs": "Performance Share Units")
    return None
