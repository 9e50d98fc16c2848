"""Numbers as a question writes them, read one way by the router (analyze.py) and the proof
(verify/proof.py): "1.500 Stück" asked of the router is the 1,500 the proof must find in a tier row.

    >>> question_number("1.500"), question_number("1,500"), question_number("38,8")
    (1500.0, 1500.0, 38.8)
"""
from __future__ import annotations

import re


def question_number(s: str) -> float:
    """A question number: "1,000" and "1.000" are a thousand, "38.8" and "38,8" are decimals."""
    s = s.replace("\u202f", "").replace(" ", "")
    if re.fullmatch(r"\d{1,3}([,.])\d{3}(\1\d{3})*", s):
        return float(re.sub(r"[,.]", "", s))
    if re.fullmatch(r"\d{1,3}(,\d{3})+(\.\d+)?", s):
        return float(s.replace(",", ""))
    if re.fullmatch(r"\d{1,3}(\.\d{3})+(,\d+)?", s):
        return float(s.replace(".", "").replace(",", "."))
    return float(s.replace(",", "."))
