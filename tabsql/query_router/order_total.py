"""The total an order of a stated quantity costs ("what would 120 tubs cost in total"): the unit
price of the tier the quantity falls in, times the quantity. A tier's price is per unit; read alone
it would answer the total asked with a unit price, a wrong figure."""
from __future__ import annotations

from tabsql.plan import Operand, Plan
from tabsql.query_router import lexicon
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.tier_columns import column_tier


def order_total(a: Analysis, op: Operand, links: dict) -> Plan | None:
    """The plan quantity x tier price, when the question states a quantity, says a total
    (lexicon ``total_words``) and the cited cell is an amount of money whose row or column tier
    holds that quantity; else None (the lookup stands)."""
    tier = op.row.rng or column_tier(op.col)
    if a.quantity is None or tier is None or op.number is None or not _says_total(a):
        return None
    if (tier.low is not None and a.quantity < tier.low) or (tier.high is not None and a.quantity > tier.high):
        return None
    kind = op.cell.value.kind if op.cell is not None else op.col.col.type
    if kind != "money" and op.col.col.type != "money":
        return None
    formula = ("*", 0, ("const", a.quantity))
    return Plan("answered", "lookup", "lookup", [op], op.number * a.quantity, op.unit,
                links={**links, "formula": formula})


def _says_total(a: Analysis) -> bool:
    words = lexicon.words("total_words")
    return any(t in words for t in a.toks)
