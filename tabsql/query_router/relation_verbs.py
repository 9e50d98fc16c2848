"""A passive verb that says how its agent relates to the measure, where the documents name the
measure with that verb.

"How many gallons of fuel were consumed by Alaska in 2018?" asked of a table whose line is "Fuel
gallons": "consumed" is printed nowhere in scope, yet it names nothing the table lacks; it says
what Alaska did with the fuel gallons, which another report prints as "Fuel gallons consumed". A
verb is not set aside on its grammar alone: "How many aircraft were retired by Delta?" asked of a
fleet count names a figure the table lacks. So two things must hold:

- grammar: the word stands between an auxiliary and the agent's marker ("were consumed by",
  lexicon ``passive_auxiliaries``, ``passive_agents``), with the measure named before it (the
  subject: words a label in scope prints);
- evidence: a line of some table the asker may read prints exactly the subject's words and the
  verb ("Fuel gallons consumed (in millions)": scale and function words aside), and no other line
  of that table prints the subject's words with one other word instead ("Aircraft owned" beside
  "Aircraft leased": there the verb tells lines apart).

    >>> from tabsql.query_router.analyze import analyze
    >>> a = analyze("how many gallons of fuel were consumed by alaska in 2018")
    >>> [(a.toks[i], sorted(s)) for i, s in passive_verbs(a, {"gallons", "fuel", "alaska"})]
    [('consumed', ['fuel', 'gallons'])]
    >>> line_names(["fuel", "gallons", "consumed", "in", "millions"], {"fuel", "gallons"}, "consumed")
    True
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from tabsql.query_router import lexicon
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.informative import in_catalog
from tabsql.query_router.text import STOPWORDS, stem, tokens

# (verb, subject words) -> whether the documents name that subject with that verb
Evidence = Callable[[str, frozenset[str]], bool]


def passive_verbs(a: Analysis, vocab: set[str] | frozenset[str]) -> Iterator[tuple[int, set[str]]]:
    """The positions of passive verbs no label in scope prints, each with its subject: the words
    before its auxiliary that a label prints (not a period, operation or scale word; may be none)."""
    aux, agents, scales = lexicon.words("passive_auxiliaries"), lexicon.words("passive_agents"), lexicon.mapping("scales")
    toks = a.toks
    for i in range(1, len(toks) - 1):
        t = toks[i]
        if toks[i - 1] not in aux or toks[i + 1] not in agents or not t.isalpha() or i in a.consumed \
                or in_catalog(t, vocab):
            continue
        subject = {w for k, w in enumerate(toks[:i - 1]) if k not in a.consumed and k not in a.op_words
                   and w.isalpha() and w not in STOPWORDS and w not in scales and in_catalog(w, vocab)}
        yield i, subject


def _content(words: Iterable[str]) -> set[str]:
    """A line's words that say what it holds: function and scale words aside, stems taken."""
    scales = lexicon.mapping("scales")
    return {stem(w) for w in words if w.isalpha() and w not in STOPWORDS and w not in scales}


def line_names(line: Iterable[str], subject: set[str], verb: str) -> bool:
    """Whether a line's words are the subject's and the verb's, and nothing else."""
    return _content(line) == _content(subject) | {stem(verb)}


def _contrasted(lines: list[set[str]], subject: set[str], verb: str) -> bool:
    """Whether another line of the table prints the subject's words with one other word instead of
    the verb ("Aircraft owned" beside "Aircraft leased")."""
    want = _content(subject)
    return any(want <= c and len(c - want) == 1 and stem(verb) not in c for c in lines)


def named_with(tables, verb: str, subject: set[str]) -> bool:
    """Whether one of the tables (index.TableView) prints a line that names the subject with the
    verb, the verb telling none of its lines apart."""
    for tv in tables:
        lines = [list(tokens(r.text)) for r in tv.rows] + [list(tokens(c.text)) for c in tv.cols]
        if any(line_names(line, subject, verb) for line in lines) \
                and not _contrasted([_content(line) for line in lines], subject, verb):
            return True
    return False
