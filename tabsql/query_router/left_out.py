"""What a label says its line leaves out: "Long-term debt, net of current portion" is long-term debt,
and its words "current portion" name the part it is not (lexicon ``label_exclusions``). Both question
matchers (``link`` and ``readers.open_domain``) read a label without that part, unless the question
says the lead itself ("long-term debt, net of current portion" asked as printed).

    >>> left_out(["what", "was", "the", "current", "portion", "of", "debt"], "Long-term debt, net of current portion")
    'Long-term debt'
    >>> left_out(["long-term", "debt", "net", "of", "current", "portion"], "Long-term debt, net of current portion")
    'Long-term debt, net of current portion'
"""
from __future__ import annotations

from tabsql.query_router.lexicon import phrases
from tabsql.query_router.text import fold


def left_out(toks: list[str], label: str) -> str:
    """The label without the part it says its line leaves out, unless ``toks`` (the question) says
    the lead; a label that starts with the lead ("Less: current portion") names that part itself."""
    words = label.split()
    for k in range(1, len(words)):
        for lead in phrases("label_exclusions"):
            said = lead.split()
            if fold(" ".join(words[k:k + len(said)])).strip(",:;(") == lead and not any(
                    toks[i:i + len(said)] == said for i in range(len(toks))):
                return " ".join(words[:k]).rstrip(",;:( ") or label
    return label
