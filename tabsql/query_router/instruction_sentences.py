"""Instructions told by their words, not by their wording: a sentence, or a clause closing one,
that opens with a verb of answering (lexicon ``instruction_verbs``: "answer", "reply", "applying")
and says nothing but how the answer is to look (``answer_words``, currency and scale words,
numbers) only presents the answer. Pasted preambles vary without end ("Answer with one number in
pounds sterling, applying whatever scale the document states. Question: ..."); a pattern per
wording refuses the next one, while these words do not name a line, a column or a document.

A sentence that says anything else ("Give Pellowe's revenue in US dollars") is the question and
stays whole; so does a question that is nothing but such words.

    >>> split("answer with one number in pounds, applying any scale the document states. question: what was revenue in 2024?")
    ('question: what was revenue in 2024?', ['answer with one number in pounds, applying any scale the document states.'])
    >>> split("please give q3 2024 revenue in us dollars, applying the table's scale.")
    ('please give q3 2024 revenue in us dollars.', ["applying the table's scale"])
    >>> split("by how much did volumes in spain change in 2023 (million m3)?")
    ('by how much did volumes in spain change in 2023?', ['million m3'])
    >>> split("luxury depletions on average across fy23 and fy24, in thousands of cases?")[1]
    ['in thousands of cases']
    >>> split("reply with a single figure in us dollars (not in millions) and no commentary. revenue for h1 2025?")[1]
    ['reply with a single figure in us dollars (not in millions) and no commentary.']
    >>> asked_scale_words("reply with a single figure in us dollars (not in millions) and no commentary.")
    'reply with a single figure in us dollars () and no commentary.'
"""
from __future__ import annotations

from functools import lru_cache

from tabsql.query_router import lexicon
from tabsql.query_router.text import STOPWORDS, tokens

_STOPS = ".!?;"  # a sentence ends at a run of these, then a space or the end
# where a clause opens inside a sentence
_CLAUSE_MARKS = (", ", "; ", " - ", " — ", " (")


def split(text: str) -> tuple[str, list[str]]:
    """The text without its instruction sentences and closing instruction clauses, and those."""
    sentences = _sentences(text)
    kept: list[str] = []
    gone: list[str] = []
    for k, s in enumerate(sentences):
        (gone if _presents_only(s) or k and _terse(s) else kept).append(s)
    if not any(_names_something(s) for s in kept):
        return text, []  # nothing but such words: the question is all there is
    out = []
    for s in kept:
        body, clause = _closing_clause(s)
        if clause:
            gone.append(clause)
        out.append(body)
    return " ".join(o.strip() for o in out if o.strip()), gone


def asked_scale_words(instruction: str) -> str:
    """The instruction without a scale it declines ("(not in millions)"), which asks for none."""
    toks = instruction.split()
    out: list[str] = []
    k = 0
    while k < len(toks):
        word = toks[k].strip("(),.;").lower()
        if word in lexicon.words("negations"):
            ahead = [t.strip("(),.;").lower() for t in toks[k + 1:k + 5]]
            end = next((j for j, t in enumerate(ahead) if t in lexicon.mapping("scales")), None)
            if end is not None and all(t in _answer_vocabulary() for t in ahead[:end]):
                closing = toks[k + end + 1][-1] if toks[k + end + 1][-1] in ").,;" else ""
                opening = "(" if toks[k].startswith("(") else ""
                out.append(opening + closing)
                k += end + 2
                continue
        out.append(toks[k])
        k += 1
    return " ".join(out)


def _sentences(text: str) -> list[str]:
    """The text's sentences, each with its stop; an abbreviation's stop ("e.g. thousands", a one-letter
    word) ends none.

        >>> _sentences("answer in pounds (e.g. thousands). question: what was revenue?")
        ['answer in pounds (e.g. thousands).', 'question: what was revenue?']
    """
    out, start, i = [], 0, 0
    while i < len(text):
        if text[i] not in _STOPS:
            i += 1
            continue
        end = i
        while end < len(text) and text[end] in _STOPS:
            end += 1
        before = text[start:i].split()
        word = before[-1].lstrip("(") if before else ""
        abbreviated = "." in word or len(word) == 1 and word.isalpha()
        if (end == len(text) or text[end].isspace()) and not abbreviated:
            out.append(text[start:end].strip())
            start = end
        i = end
    if text[start:].strip():
        out.append(text[start:].strip())
    return out


@lru_cache(maxsize=None)
def _answer_vocabulary() -> frozenset[str]:
    return (lexicon.words("answer_words") | lexicon.words("instruction_verbs") | lexicon.words("negations")
            | frozenset(lexicon.mapping("currencies")) | frozenset(lexicon.mapping("scales"))
            | frozenset(lexicon.mapping("numbers")) | lexicon.words("percent_words") | lexicon.words("measure_units")
            | STOPWORDS)  # "Answer in GWh."


def _presents_only(words: str) -> bool:
    """An imperative of answering whose every word is answer vocabulary."""
    toks = [t for t in tokens(words) if t not in lexicon.words("request_softeners")]
    return (bool(toks) and toks[0] in lexicon.words("instruction_verbs")
            and all(t in _answer_vocabulary() or t.isdigit() for t in toks[1:]))


def _terse(sentence: str) -> bool:
    """A sentence after the question that only says how to present the answer, with no verb ("Percent,
    one decimal.", "USD, whole millions.", "In millions of shares."): answer vocabulary, a word of
    presentation among it, no year."""
    toks = [t for t in tokens(sentence) if t not in lexicon.words("request_softeners")]
    scales = frozenset(lexicon.mapping("scales"))
    if len(toks) >= 3 and toks[-2] == "of" and toks[-3] in scales:
        toks = toks[:-2]  # "In millions of shares.": the scale of the things counted
    presenting = lexicon.words("answer_words") | lexicon.words("percent_words") | scales \
        | frozenset(lexicon.mapping("currencies"))
    return (bool(toks) and all(t in _answer_vocabulary() or t.isdigit() and len(t) < 4 for t in toks)
            and any(t in presenting for t in toks))


def _names_something(sentence: str) -> bool:
    return any(t not in _answer_vocabulary() and not t.isdigit() for t in tokens(sentence))


def _closing_clause(sentence: str) -> tuple[str, str | None]:
    """A sentence's last clause when it only presents the answer: the sentence without it, and it."""
    stop = len(sentence) - len(sentence.rstrip(".!?; "))
    body, end = sentence[:len(sentence) - stop], sentence[len(sentence) - stop:]
    at = max(body.rfind(mark) for mark in _CLAUSE_MARKS)
    if at <= 0:
        return sentence, None
    clause = body[at:].lstrip(",;-—( ").rstrip(")")
    # "(million m³)", ", in thousands of cases": the answer's scale and unit (a currency said so may tell
    # columns apart, "(EUR)" beside a USD column: it stays the question's)
    said = tokens(clause)  # (a number said names something: ", 23 µm" of an item's name; a percent asked is the
    # question's reading, "how much of the total ... , in percent": a share)
    scaled = _terse(clause) and not set(said) & set(lexicon.mapping("currencies")) and not any(t[:1].isdigit() for t in said) \
        and bool(set(said) & (set(lexicon.mapping("scales")) | lexicon.words("measure_units")))
    if not (_presents_only(clause) or scaled) or not _names_something(body[:at]):
        return sentence, None
    return body[:at] + end, clause
