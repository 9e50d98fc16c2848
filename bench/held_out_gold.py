"""The answer objects the held-out business sets' question writers build (bench/business-other,
bench/business-other2), in the form ../shared/tools/score.py grades: a number with its unit and
printed form, a percentage computed from printed figures, a text with its aliases, a list, and none.

    num(8.95, "USD", "8.95")    pct(pct_change(1618.9, 1552.7), 2)    none("no 2026 prices are listed")
    q = asker(QUESTIONS, "bo2", "other2", "business-other2"); q(text, category, num(...), [ev(doc, "t1", row, col)])
"""
from __future__ import annotations

import json
from pathlib import Path


def num(value: float, unit: str | None, raw: str | None = None, conditions: list[str] | None = None, **extra) -> dict:
    return {"kind": "number", "value": value, "raw": raw if raw is not None else str(value), "unit": unit,
            "scale_note": None, "conditions": conditions or [], **extra}


def pct(x: float, decimals: int | None = None, **extra) -> dict:
    """A percentage computed from printed figures: accepted within 0.05 points unless the question
    asks for a rounding (then equal once rounded to ``decimals``)."""
    if decimals is not None:
        return num(round(x, decimals), "%", f"{x:.{decimals}f}", decimals=decimals, **extra)
    return num(round(x, 2), "%", f"{x:.2f}", tolerance=0.05, **extra)


def text(value: str, *aliases: str) -> dict:
    return {"kind": "text", "value": value, "raw": value, "unit": None, "scale_note": None, "conditions": [],
            "aliases": list(aliases)}


def lst(values: list, unit: str | None = None) -> dict:
    return {"kind": "list", "value": values, "raw": [str(v) for v in values], "unit": unit, "scale_note": None,
            "conditions": []}


def none(reason: str) -> dict:
    return {"kind": "none", "value": None, "raw": None, "unit": None, "scale_note": None, "conditions": [],
            "reason": reason}


def pct_change(new: float, old: float) -> float:
    return (new / old - 1) * 100


def ev(doc: str, table: str, row: str, column: str = "", page: int = 1) -> dict:
    """One evidence cell: the document, page, table id (t1, t2, ... in document order), row label and
    column header path ("A > B")."""
    return {"doc": doc, "page": page, "table": table, "row": row, "column": column}


def money(x: float) -> str:
    return f"{x:,.2f}"


def band(x: float, bands: list[tuple[float, float | None]]) -> int:
    """Index of the band (low, high inclusive; high None = open) that holds x."""
    for i, (lo, hi) in enumerate(bands):
        if x >= lo and (hi is None or x <= hi):
            return i
    raise ValueError(x)


def asker(questions: list[dict], prefix: str, key: str, source: str):
    """The ``q(question, category, answer, evidence)`` a set's writer appends its questions with, each
    numbered ``<prefix>-001`` on."""
    def q(question: str, category: str, answer: dict, evidence: list[dict]) -> None:
        questions.append({"id": f"{prefix}-{len(questions) + 1:03d}", "question": question, "category": category,
                          "answer": answer, "evidence": evidence, "hard_cases": [], "family": "",
                          "template_key": key, "source": source})
    return q


def write(questions: list[dict], out: Path) -> int:
    """A set's ``make_questions.py``: the questions as JSON lines at ``out``."""
    out.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in questions), encoding="utf-8")
    print(f"{len(questions)} questions -> {out}")
    return 0
