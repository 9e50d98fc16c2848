"""The answer objects the held-out business sets' question writers build (bench/business-other,
bench/business-other2), in the form ../shared/tools/score.py grades: a number with its unit and
printed form, a percentage computed from printed figures, a text with its aliases, a list, and none.

    num(8.95, "USD", "8.95")    pct(pct_change(1618.9, 1552.7), 2)    none("no 2026 prices are listed")
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


def write(questions: list[dict], out: Path) -> int:
    """A set's ``make_questions.py``: the questions as JSON lines at ``out``."""
    out.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in questions), encoding="utf-8")
    print(f"{len(questions)} questions -> {out}")
    return 0
