"""The change of an amount a statement prints as a deduction: which way it went is not said.

Statements print a cost, an expense, a loss or an allowance in parentheses ("Voyage expenses
(21,387) (28,237)") to say the line is subtracted. Asked "the change in voyage expenses from 2018 to
2019", a reader may mean the change of the expense itself (21,387 - 28,237 = -6,850: the expense fell)
or of the signed figures (-21,387 - -28,237 = 6,850), and the two differ in sign: the signed reading
says a falling cost rose. A difference between cells of one line that all print parentheses, on a
line whose label names such a deduction (tabsql/data/proof_cues.yaml ``deduction_label_words``), is
refused with both figures named. A percent change is the same either way; a lookup answers the
printed figure, which shows its parentheses; other lines in parentheses ("Net cash used in investing
activities", "Disposals") keep the printed sign, as does a signed result whose bracket names the loss
side ("Net income (loss)", "Profit/(loss) after tax"): its figures are signed, not deducted.

    unsaid_direction(plan, number_text) -> the refusal's reason, or None
"""
from __future__ import annotations

from typing import Callable

from tabsql.plan import Plan
from tabsql.query_router.text import tokens, unbracketed
from tabsql.verify.proof import cues


def unsaid_direction(plan: Plan, number_text: Callable[[float, str | None], str]) -> str | None:
    """Why ``plan``'s difference has no sign the question says, or None; ``number_text`` renders a figure."""
    ops = plan.operands
    if plan.op != "difference" or len(ops) != 2 or not isinstance(plan.value, float) or plan.value == 0 \
            or len({id(o.row) for o in ops}) != 1:
        return None
    if not all(o.cell is not None and _bracketed(o.cell.value.raw or o.cell.text) for o in ops):
        return None
    label = ops[0].row.path[-1] if ops[0].row.path else ""
    if not set(tokens(unbracketed(label))) & set(cues()["deduction_label_words"]):
        return None
    return (f"'{label}' prints its amounts in parentheses, as a deduction: the question does not say whether "
            f"it asks the change of the amount ({number_text(-plan.value, plan.unit)}) or of the signed "
            f"figure ({number_text(plan.value, plan.unit)})")


def _bracketed(text: str) -> bool:
    """A figure printed in parentheses ("(5,860)", "$(17,334)")."""
    t = text.strip()
    return "(" in t and t.endswith(")") and any(ch.isdigit() for ch in t)
