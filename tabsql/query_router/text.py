"""Text folding and tokens shared by question analysis, linking and retrieval.

Questions and tables meet on folded tokens: lower case, accents removed (so "Größe" meets
"groesse"/"grosse" and "Ş" meets "s"), every dash one "-", footnote stars dropped.
"""
from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_DASHES = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2212"), "-")
_TOKEN = re.compile(r"[a-z0-9µ³²]+(?:[-/.,'&][a-z0-9µ³²]+)*")
_SPACED_RANGE = re.compile(r"(?<=\d)\s*-\s*(?=\d)")


# letters no decomposition strips to a Latin one ("Sjømat", "Łódź"), spelled as a reader without them types them
_LETTERS = str.maketrans({"ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ł": "l", "Ł": "L",
                          "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th"})


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Lower-cased, accent-free text with uniform dashes and spaces."""
    if text.isascii():  # the same as below: ASCII has no compatibility forms, accents or other dashes
        text = text.replace("$", " usd ")
    else:
        text = unicodedata.normalize("NFKC", text).translate(_DASHES)
        text = text.replace("ß", "ss").replace("ı", "i").replace("€", " eur ").replace("$", " usd ").translate(_LETTERS)
        text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    text = _SPACED_RANGE.sub("-", text.lower())  # "1 - 99" -> "1-99"
    return " ".join(text.split())


@lru_cache(maxsize=65536)
def tokens(text: str) -> tuple[str, ...]:
    """Folded word tokens; codes ("bk-4006"), ranges ("1-99") and "24/7" stay whole; a single footnote
    digit stuck to a word of four letters or more is dropped."""
    out = []
    for tok in _TOKEN.findall(fold(text).replace("’", "'")):
        tok = (tok[:-2] if tok.endswith("'s") else tok).strip(".,'")  # a possessive "'s" dropped
        if len(tok) >= 5 and tok[-1] in "123456789" and tok[:-1].isalpha():
            tok = tok[:-1]  # a footnote mark set close to its word ("Incentive schemes1")
        if tok:
            out.append(tok)
    return tuple(out)


@lru_cache(maxsize=131072)
def stem(tok: str) -> str:
    """A light plural/inflection strip so "prices" meets "price" and "plans" meets "plan"."""
    if len(tok) == 4 and tok.endswith("s") and not tok.endswith("ss"):
        return tok[:-1]
    if len(tok) > 4 and not tok[-1].isdigit():
        for suf in ("ies", "es", "s", "en", "e", "n"):
            if tok.endswith(suf) and len(tok) - len(suf) >= 4:
                return tok[: -len(suf)] + ("y" if suf == "ies" else "")
    return tok


DOUBLED_FINALS = frozenset("aeioulsfz")  # letters a root itself ends doubled in ("billed", "passed", "staffed")


def verb_root(tok: str) -> str:
    """A question's verb form cut to the stem its base word has, so "ending" meets a label's "end",
    "expiring" its "expire" and "closing" its "close". Question side only: a label's vocabulary
    (which words a question may leave unexplained) stays its own words and their plurals."""
    for suf, root in (("ing", 3), ("ed", 5)):  # a longer root for -ed: "united" is no "unit"
        if tok.isalpha() and tok.endswith(suf) and len(tok) - len(suf) >= root:
            cut = tok[: -len(suf)]
            if suf == "ed" and cut[-1] == cut[-2] and cut[-1] not in DOUBLED_FINALS:
                return cut[:-1]  # a consonant doubled before -ed: "planned" -> "plan", "shipped" -> "ship"
            return cut
    return tok


_WORD = re.compile(r"\w+")


def words(text: str) -> list[str]:
    """Lower-cased runs of word characters, punctuation and hyphens splitting them.

        >>> words("Non-current assets (USD)")
        ['non', 'current', 'assets', 'usd']
    """
    return _WORD.findall(text.lower())


def participle(tok: str) -> str | None:
    """A question's base verb as a label prints its past participle, so "lease" meets a label's
    "Leased" and "own" its "Owned" ("Number Leased"). Question side only, like ``verb_root``."""
    if not tok.isalpha() or len(tok) < 3 or tok.endswith(("ed", "ing", "s")):
        return None
    return tok + ("d" if tok.endswith("e") else "ed")


def parts(tok: str) -> list[str]:
    """A compound token's pieces: "powder-free" -> ["powder", "free"]; codes keep theirs too."""
    return [p for p in re.split(r"[-/&]", tok) if p] if re.search(r"[-/&]", tok) else []


# Function words and question boilerplate (English, German) that name nothing in a table.
STOPWORDS = frozenset(
    """a an the of in on at for to from by with and or as is are was were be been being it its this that
    these those there here what which who whom whose where when how much many does do did can could would
    should will shall may might must please me my we our us you your they their them i he she his her
    any all each every some than then per via into over under about across among between within up down
    look show shown given stated list listed report reported reports post posted
    according tell give name find get see provide provided display displayed indicate indicated quote
    quoted say says said value figure figures number numbers amount amounts
    der die das den dem des ein eine einer eines einem einen und oder im in am an auf fur von zu zum zur
    mit bei aus ist sind war waren wird werden wie viel viele hoch hohe hoher welche welcher welches
    was wer wo wann gibt es laut nach gemass betragt betrug lag liegt ausgewiesen angegeben genannt
    bitte zeige nenne big large high has have had having generate generated whole reporting
    information info balance
    um sich haben hat hatte hatten kostet kosteten betragt betragen betrug betrugen verandert veranderte
    gestiegen gesunken gibt gab welchem welchen jahr jahres jahre stuck stueck fur
    specify specifies specified mention mentions mentioned include includes included comparing compare compared""".split()
)


def fiscal_year(digits: str) -> int:
    """The calendar year of a fiscal-year tag's digits: "19" and "2019" are 2019, "98" is 1998."""
    y = int(digits)
    return y if y >= 100 else (2000 + y if y < 70 else 1900 + y)


def content_tokens(text: str) -> list[str]:
    return [t for t in tokens(text) if t not in STOPWORDS]


def said_run(said: tuple[str, ...], label: str) -> int:
    """The longest run of the question's tokens (``said``, function words included) that the label
    prints in the same order: "amounts owed to members" runs 4 words in "Amounts owed to members of
    Peel" and 2 in "Amounts owed by members of Peel", whose content words are the same."""
    lab, best = tokens(label), 0
    for i in range(len(said)):
        for j in range(len(lab)):
            k = 0
            while i + k < len(said) and j + k < len(lab) and said[i + k] == lab[j + k]:
                k += 1
            best = max(best, k)
    return best


WHOLE_LABEL_WORDS = 2  # a label of this many words or more, said whole in order ("under 30"), is quoted


def phrase_pick(said: tuple[str, ...], labels: list[str], least: int = 3) -> int | None:
    """Which of several equally fitting lines the question quotes: the index of the one whose label
    prints a run of at least ``least`` of the question's words in order, longer than every other's,
    and no more words the question does not say than any other; None when no line does. The
    question "the amounts owed to members of Peel" tells "Amounts owed to members of Peel" from
    "Amounts owed by members of Peel", and "member aged 65" tells "Member aged 65 (current life
    expectancy)" from "Member aged 45 (life expectancy at age 65)", where the words alone, in any
    order, do not; "license and subscription revenue" does not pick "Cost of license and
    subscription revenue" over "License and subscription" (it adds "cost", which is not said). A
    shorter run counts where it is a whole label of two words or more: "employees under 30" quotes
    "Under 30", not "30 to 50".

        >>> phrase_pick(tuple("the turnover rate for employees under 30 in 2020".split()), ["Under 30", "30 to 50"])
        0
    """
    runs = [said_run(said, label) for label in labels]
    asked = {stem(t) for t in said}
    unsaid = [len({stem(t) for t in content_tokens(label)} - asked) for label in labels]
    best = max(runs, default=0)
    if not runs or runs.count(best) != 1 or unsaid[runs.index(best)] > min(unsaid):
        return None
    whole = best >= WHOLE_LABEL_WORDS and best == len(tokens(labels[runs.index(best)]))
    return runs.index(best) if best >= least or whole else None


FOOTNOTE_MARK = re.compile(r"(?<=\S)[*†‡§¹⁴⁵⁶⁷⁸⁹]+$")


def clean_label(text: str) -> str:
    """A header or row label without trailing footnote markers ("2026*" -> "2026")."""
    return FOOTNOTE_MARK.sub("", text.strip()).strip()


_PARENS = re.compile(r"\((?:[^()]|\([^()]*\))*\)")


def bracketed(label: str) -> tuple[str, ...]:
    """The label's bracketed parts ("CF34-8C1 (Bombardier CRJ700)" -> ("Bombardier CRJ700",))."""
    return tuple(inner for m in _PARENS.finditer(label) if (inner := m.group(0)[1:-1].strip()))


@lru_cache(maxsize=65536)
def unbracketed(label: str) -> str:
    """The label without its bracketed qualifiers ("Carrying amount (non-current)" -> "Carrying amount")."""
    return _PARENS.sub(" ", label).strip()


@lru_cache(maxsize=65536)
def initials_span(word: str, label: str) -> tuple[int, int] | None:
    """Where in ``label`` the run of words lies whose initials spell ``word`` (a plural "s"
    aside): "asm" in "Total revenue per available seat mile" -> the span of "available seat
    mile". A function word inside the run (lexicon ``initialism_gaps``: "per", "of") may go
    unspelled, as "CASM" spells "cost per available seat mile" and "COGS" "cost of goods sold";
    a word the label prints in capitals ("ASM") spells its letters, and a word of an
    interchangeable group (synonyms.yaml: "expenses", "costs") the initial of another, so "CASM"
    also spells "expenses per ASM". Only for words of 3 to 6 letters; None when no run spells it.

        >>> initials_span("rpms", "Revenue passenger miles (millions)")
        (0, 23)
        >>> initials_span("casm", "Operating cost per available seat mile")
        (10, 38)
        >>> initials_span("casm", "Operating expenses per ASM, excluding fuel")
        (10, 26)
    """
    from tabsql.query_router.lexicon import words as lexicon_words

    core = word[:-1] if word.endswith("s") and len(word) > 3 else word
    if not core.isalpha() or not 3 <= len(core) <= 6:
        return None
    words = list(re.finditer(r"[A-Za-z]+", label))
    gaps = lexicon_words("initialism_gaps")
    spellings = [_spellings(w.group(0)) for w in words]

    def spells(k: int, p: int) -> int | None:
        """The index of the word that spells the last letter, the run starting at word k spelling core[p:]."""
        if p == len(core):
            return k - 1
        if k == len(words):
            return None
        for letters in spellings[k]:
            if core.startswith(letters, p) and (end := spells(k + 1, p + len(letters))) is not None:
                return end
        return spells(k + 1, p) if p and words[k].group(0).lower() in gaps else None

    for k in range(len(words)):
        if (end := spells(k, 0)) is not None:
            return words[k].start(), words[end].end()
    return None


ACRONYM_LETTERS = (2, 5)  # how long a capitalised label word is that a longer initialism may contain ("ASM")


def initial_letters(label: str) -> frozenset[str]:
    """Every letter a run of the label's words may give an initialism (``initials_span``): a word
    that spells none of them can spell no run, so a question word that is not made of these letters
    is no initialism of the label (``link._may_name`` skips the row unread).

        >>> sorted(initial_letters("Operating cost per available seat mile"))
        ['a', 'c', 'm', 'o', 'p', 's']
    """
    return frozenset(ch for w in re.findall(r"[A-Za-z]+", label) for sp in _spellings(w) for ch in sp)


@lru_cache(maxsize=65536)
def _spellings(word: str) -> tuple[str, ...]:
    """The letters a label word gives an initialism: its initial, an interchangeable word's initial,
    and all its letters when it is itself an initialism in capitals ("ASMs" -> "asm")."""
    from tabsql.schema_normalize.synonyms import default_synonyms

    low = word.lower()
    out = [low[0], *sorted({w[0] for w in default_synonyms().interchangeable(low)} - {low[0]})]
    short = word[:-1] if word.endswith("s") and word[:-1].isupper() else word
    if short.isupper() and ACRONYM_LETTERS[0] <= len(short) <= ACRONYM_LETTERS[1]:
        out.append(short.lower())
    return tuple(out)


RATE_RUN = 4  # words after a rate word that may say its base ("per available seat mile")


def rate_runs(label: str) -> list[list[str]]:
    """The words after each rate word of a label (lexicon ``rate_words``), ``RATE_RUN`` at most, or
    the word after a slash between two words: the bases of the rates it names, as printed.

        >>> rate_runs("Cost per available seat mile (cents)"), rate_runs("Cost/Gal"), rate_runs("Gallons consumed")
        ([['available', 'seat', 'mile', 'cents']], [['gal']], [])
    """
    from tabsql.query_router.lexicon import words as lexicon_words

    toks = [w.strip(".,;:()[]") for w in label.lower().split()]
    per = lexicon_words("rate_words")
    runs = [[w for w in toks[i + 1:i + 1 + RATE_RUN] if w] for i, w in enumerate(toks[:-1]) if w in per]
    for w in toks:
        num, slash, base = w.partition("/")
        if slash and num.isalpha() and base.isalpha():
            runs.append([base])
    return [run for run in runs if run]


def rate_bases(label: str) -> list[str]:
    """The bases of the rates a label names (``rate_runs``' first words, three letters or more).

        >>> rate_bases("Cost/Gal"), rate_bases("Average price per gallon"), rate_bases("Gallons consumed")
        (['gal'], ['gallon'], [])
    """
    return [run[0] for run in rate_runs(label) if len(run[0]) >= 3]


def unasked_rate(label: str, said) -> bool:
    """The heading names a rate ("Cost/Gal", "Cost per gallon"; lexicon ``rate_words``) whose base
    none of the words ``said`` (the question's) says: a question that names no gallon asks the
    amount beside it, not the amount a gallon. A base is said by a word it begins or that begins it.

        >>> unasked_rate("Cost/Gal", {"fuel", "expense", "2018"}), unasked_rate("Cost/Gal", {"gallon"})
        (True, False)
    """
    bases = rate_bases(label)
    words = [t for t in said if len(t) >= 3]
    return bool(bases) and not any(t.startswith(b) or b.startswith(t) for b in bases for t in words)


def month_index(year: int, month: int) -> int:
    """A month as one number, so spans of months compare and join: January 2019 follows December 2018."""
    return year * 12 + month - 1


def month_name(index: int) -> str:
    """``month_index`` said back ("2018-10"), and read back by ``month_of``."""
    return f"{index // 12}-{index % 12 + 1:02d}"


def month_of(name: str) -> int:
    """The ``month_index`` of a ``month_name``."""
    year, month = name.split("-")
    return month_index(int(year), int(month))


def quarter_months(year: int, quarter: int, fiscal_end: int = 12) -> tuple[int, int]:
    """The first and last ``month_index`` of quarter ``quarter`` of fiscal year ``year`` whose last
    month is ``fiscal_end`` (December unless the report says otherwise: Q4 of fiscal 2018 ending
    June is April to June 2018).

        >>> [month_name(m) for m in quarter_months(2018, 4)], [month_name(m) for m in quarter_months(2018, 1, 6)]
        (['2018-10', '2018-12'], ['2017-07', '2017-09'])
    """
    last = month_index(year, fiscal_end) - 3 * (4 - quarter)
    return last - 2, last


def fiscal_end(period_end: str | None) -> int:
    """The month a report closes its fiscal year in, from its ``period_end`` ("2018-06-30" -> 6;
    December unless the report says otherwise)."""
    return int(period_end[5:7]) if period_end else 12
