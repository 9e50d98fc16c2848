"""Initialisms a label prints that a question spells out word by word ("fuel per available seat
mile" for "Fuel per ASM:", "American Airlines Group" for "AAG"): the reverse of ``text.initials_span``,
which reads a question's initialism against a label's words. Used by the linker (`link`), the
excused subject words (`intent`), the question's terms (`answer.question_terms`) and the proof.
Kept out of ``text`` so the stored index's fingerprint (`term_index.VERSION`) does not change."""
from __future__ import annotations

import re
from functools import lru_cache

from tabsql.query_router.informative import zipf
from tabsql.query_router.lexicon import words as lexicon_words
from tabsql.query_router.text import STOPWORDS

ACRONYM_ZIPF = 4.0  # a word more frequent than this is a word of the language, not initials
INITIALISM_LETTERS = (3, 6)  # how long an initialism is that a question may spell out word by word


@lru_cache(maxsize=65536)
def printed_initialisms(label: str) -> tuple[str, ...]:
    """The words a label prints in capitals (a plural "s" aside) that are initialisms: 3 to 6
    letters and no word of the language ("AAG", "ASMs" -> "asm"; not "TOTAL" of a label printed in
    capitals), lowercased.

        >>> printed_initialisms("Fuel per ASMs:"), printed_initialisms("TOTAL OPERATING COSTS")
        (('asm',), ())
    """
    lo, hi = INITIALISM_LETTERS
    found = (m.group(1) for m in re.finditer(r"\b([A-Z]+)s?\b", label))
    return tuple(dict.fromkeys(w.lower() for w in found if lo <= len(w) <= hi and zipf(w.lower()) < ACRONYM_ZIPF))


@lru_cache(maxsize=4096)
def initial_runs(toks: tuple[str, ...]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Every run of the question's words whose initials make 3 to 6 letters, with the positions of
    its words: how a question spells out an initialism a label prints ("available seat mile" for
    "ASM"). A function word inside a run (lexicon ``initialism_gaps``) may give its initial or not,
    as ``initials_span`` reads a label; a run starts and ends at a word of letters that is no
    function word, and another function word ("and", "what") ends it.

        >>> [r for r in initial_runs(("fuel", "per", "available", "seat", "mile")) if r[0] == "asm"]
        [('asm', (2, 3, 4))]
    """
    gaps = lexicon_words("initialism_gaps")
    lo, hi = INITIALISM_LETTERS
    out: list[tuple[str, tuple[int, ...]]] = []
    for i, first in enumerate(toks):
        if not first.isalpha() or first in STOPWORDS:
            continue
        runs = {first[0]}
        for j in range(i + 1, len(toks)):
            t = toks[j]
            if not t.isalpha() or t in STOPWORDS and t not in gaps:
                break
            if t in gaps:
                runs |= {r + t[0] for r in runs}
                continue
            runs = {r + t[0] for r in runs if len(r) < hi}
            if not runs:
                break
            out += [(r, tuple(range(i, j + 1))) for r in sorted(runs) if len(r) >= lo]
    return tuple(out)
