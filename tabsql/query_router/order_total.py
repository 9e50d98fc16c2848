"""The total an order of a stated quantity costs ("what would 120 tubs cost in total", "how much do
250 boxes cost"): the unit price of the tier the quantity falls in, times the quantity. A tier's
price is per unit; read alone it would answer the total asked with a unit price, a wrong figure."""
from __future__ import annotations

from tabsql.plan import Operand, Plan
from tabsql.query_router import lexicon
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.tier_columns import column_tier


def order_total(a: Analysis, op: Operand, links: dict) -> Plan | None:
    """The plan quantity x tier price, when the question states a quantity, says a total
    (lexicon ``total_words``) or asks what the quantity costs (``_quantity_costs``), and the cited
    cell is an amount of money whose row or column tier holds that quantity; else None (the lookup
    stands)."""
    tier = op.row.rng or column_tier(op.col, op.tv.cols)
    if a.quantity is None or tier is None or op.number is None or not (_says_total(a) or _quantity_costs(a)):
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


def _quantity_costs(a: Analysis) -> bool:
    """Whether the quantity is what the question says costs: an auxiliary right before it ("would
    120 tubs", "do 250 boxes"; lexicon ``order_auxiliaries``) and a cost verb after it (``cost_verbs``)
    with no new clause between (``clause_words``, an auxiliary), and no word asking the price of one
    unit (``per_unit_words``). "If we order 11 units, what does express delivery cost?" asks the
    delivery's cost, not the units'.

        >>> from tabsql.query_router.analyze import analyze
        >>> _quantity_costs(analyze("How much would 120 tubs of disinfectant wipes cost?"))
        True
        >>> _quantity_costs(analyze("If we order 120 tubs, what does express delivery cost?"))
        False
    """
    toks = a.toks
    if a.quantity is None or lexicon.words("per_unit_words") & set(toks):
        return False
    auxes, verbs, clauses = (lexicon.words(s) for s in ("order_auxiliaries", "cost_verbs", "clause_words"))
    start = min((i for i in a.sale_units if toks[i][:1].isdigit()), default=None)
    if not start or toks[start - 1] not in auxes:
        return False
    for t in toks[start + 1:]:
        if t in verbs:
            return True
        if t in auxes or t in clauses:
            return False
    return False
