"""Reading conventions shared by the planners and by verification, so both compute one definition."""
from __future__ import annotations


def pct_change(new: float, base: float) -> float | None:
    """(new - base) / base in percent, as annual-report readers compute it: from a negative base to
    a more negative value is a positive change (a loss of 18.7 after 9.2 grew 104%). Undefined over
    a zero base, and from a negative base to a positive value (no percent tells a loss turned profit)."""
    if base == 0 or base < 0 < new:
        return None
    return (new - base) / base * 100.0
