"""The answer sentence: one formatter for every route, so answers read alike and stay verifiable.

    EUR 120.00 (Prices exclude VAT).                       a lookup, in the source's decimals
    Supplier A: EUR 92.30 (lowest of 2 cited cells).       a best-of names the winner and its value
    EUR 62.7 billion.                                      large amounts in scale words
    EUR 45.00 (from supplier-a-2025.pdf, one of 2 documents of Supplier A; the question names no year).

Every number before the first " (" is one ``tabsql.verify.check`` reads back (scale words included)
and compares with the recomputed value, so the formatter never prints a number it cannot stand by.
The parenthesised tail holds the operation, the conditions and the choice of document or year.
"""
from __future__ import annotations

import math
import re

from tabsql.query_router.analyze import Analysis
from tabsql.query_router.index import CatalogIndex, cell_conditions
from tabsql.plan import is_currency, member_values
from tabsql.schema_normalize import numbers
from tabsql.schema_normalize.normalize import terse_note
from tabsql.query_router.route import Operand, Plan
from tabsql.query_router.text import STOPWORDS, stem, tokens

SCALES = ((1e12, "trillion"), (1e9, "billion"), (1e6, "million"))
MAX_SCALED_DECIMALS = 4  # 1,234,567 stays as printed: "1.234567 million" reads worse
_OP_WORDS = {"sum": "sum of", "average": "average of", "count": "count over", "difference": "difference of",
             "pct_change": "change between", "ratio": "ratio of", "argmin": "lowest of", "argmax": "highest of",
             "compare": "compared", "filter": "matching among", "values": "values of"}


# --------------------------------------------------------------------------- numbers
def printed_decimals(op: Operand) -> int | None:
    """How many decimals the cited cell printed ("EUR 120.00" -> 2, "54,80 €" -> 2, "1,250" -> 0);
    None if unknown or the table's scale changed the number."""
    v = op.cell.value if op.cell is not None else None
    if v is None or v.printed is None or v.scale != 1:
        return None
    return numbers.printed_decimals(v.raw or op.cell.text, v.printed)


def _year_as_printed(op: Operand, x: float) -> str | None:
    """A cell that prints four digits with no grouping and no unit ("Since" 2004) is said as printed,
    not "2,004"; None for any other."""
    text = op.cell.text.strip() if op.cell is not None else ""
    return text if not op.unit and re.fullmatch(r"\d{4}", text) and float(text) == x else None


def _plain_number(x: float, decimals: int | None) -> str:
    if x != 0 and (abs(x) >= 1e15 or abs(x) < 1e-4):
        return f"{x:.6g}"
    if decimals is not None:
        return f"{x:,.{decimals}f}"
    if float(x).is_integer():
        return f"{x:,.0f}"
    return f"{x:,.2f}" if abs(x) >= 1 else f"{x:.4g}"


def _scaled(x: float) -> str | None:
    """62,700,000,000 -> "62.7 billion"; None when the scale word would need many decimals."""
    for size, word in SCALES:
        if abs(x) >= size and abs(x) < 1e15:
            q = x / size
            for d in range(MAX_SCALED_DECIMALS + 1):
                if math.isclose(round(q, d), q, rel_tol=0, abs_tol=1e-9 * max(1.0, abs(q))):
                    return f"{q:,.{d}f} {word}"
            return None
    return None


def number_text(x: float, unit: str | None, decimals: int | None = None, scale_words: bool = True) -> str:
    """A number with its unit as a reader writes it: "EUR 120.00", "12.5%", "7.52 g/cm³", "EUR 62.7 billion"."""
    body = (_scaled(x) if scale_words else None) or _plain_number(x, decimals)
    if not unit:
        return body
    if unit == "%":
        return f"{body}%"
    if is_currency(unit):
        return f"{unit} {body}"
    return f"{body} {unit}"


def _decimals(x: float, ops: list[Operand]) -> int | None:
    """Decimals for a value computed from cells: those the cells printed ("EUR 45.00"), or 2 when
    the result has a fraction; at most 2 (None: unknown)."""
    ds = [d for o in ops if (d := printed_decimals(o)) is not None]
    if not float(x).is_integer():
        return 2 if abs(x) >= 1 else None
    return min(max(ds), 2) if ds else None


# --------------------------------------------------------------------------- conditions
def _words(text: str) -> set[str]:
    return {stem(t) for t in tokens(text) if t not in STOPWORDS and len(t) > 2 and not t[0].isdigit()}


_LEGEND = re.compile(r"^\s*(\S{1,12}(?:\s\S{1,4})?)\s*=\s*\S")


def _qualifies(note: str, ops: list[Operand]) -> bool:
    """Does a table-wide note qualify the cited cells? A legend ("k. A. = not available") only when
    a cited cell prints its symbol; a note naming years of the table only when a cited cell is of one;
    a note naming other rows or columns of the table ("Eccentricity is dimensionless") only when it
    names a cited one too."""
    m = _LEGEND.match(note)
    if m:
        symbol = m.group(1).strip().lower()
        return any(o.cell is not None and symbol in o.cell.text.lower() for o in ops)
    note_years = {int(y) for y in re.findall(r"\b(?:19|20)\d\d\b", note)}
    table_years = {y for o in ops for y in o.tv.doc_years | {y for c in o.tv.cols for y in c.years}}
    if note_years & table_years:  # "2026 prices are provisional" qualifies the 2026 cells only
        return bool(note_years & {y for o in ops for y in o.col.years | o.row.years | o.tv.doc_years})
    words = _words(note)
    cited = {(o.tv.key, "r", o.row.row.index) for o in ops} | {(o.tv.key, "c", o.col.col.index) for o in ops}
    names_cited = names_other = False
    for tv in {o.tv.key: o.tv for o in ops}.values():
        labels = [((tv.key, "r", r.row.index), r.path[-1] if r.path else "") for r in tv.rows] + \
                 [((tv.key, "c", c.col.index), c.path[-1] if c.path else "") for c in tv.cols]
        for key, label in labels:
            lw = _words(label)
            if lw and lw <= words:
                if key in cited:
                    names_cited = True
                else:
                    names_other = True
    return names_cited or not names_other


# a clause ends at ";" or at ". " before a capital or digit, unless the period ends a short
# lower-case abbreviation ("zzgl. MwSt" stays whole); a legend ("n/a = ...") starts one too
_CLAUSE = re.compile(r";\s*|(?<![\s.][a-zäöü]{2}\.)(?<![\s.][a-zäöü]{3}\.)(?<![\s.][a-zäöü]{4}\.)"
                     r"(?<=[.])\s+(?=[A-ZÄÖÜÇĞİŞ0-9]|\S{1,12}\s?=)")


def _clauses(note: str) -> list[str]:
    return [c.strip().rstrip(".").strip() for c in _CLAUSE.split(note) if c.strip(" .;")]


def conditions(ops: list[Operand]) -> list[str]:
    """Footnotes the cited cells point to, and the clauses of the table's notes that qualify them."""
    out: list[str] = []
    seen: set[str] = set()
    for op in ops:
        table_wide = set(op.tv.conditions)
        for note in cell_conditions(op.tv, op.row, op.col, op.cell):
            if note in table_wide and not terse_note(note):
                continue  # page text set under the table, which the view keeps with the notes
            for c in _clauses(note) if note in table_wide else [note.strip().rstrip(".")]:
                key = " ".join(tokens(c))
                if c and key not in seen and (note not in table_wide or _qualifies(c, ops)):
                    seen.add(key)
                    out.append(c)
    return out


# --------------------------------------------------------------------------- choices
def _choice(p: Plan, a: Analysis | None, idx: CatalogIndex | None) -> str | None:
    """Say which document or year was taken when the question named none and others would fit."""
    if a is None or idx is None or a.years or a.year_range or a.doc_year_mentions or not p.operands:
        return None
    cited_docs = {o.tv.doc.name for o in p.operands}
    views = {dv.doc.name: dv for dv in idx.docs}
    if len(cited_docs) == 1:
        dv = views.get(next(iter(cited_docs)))
        if dv is not None and dv.name:
            siblings = [d for d in idx.docs if d.name == dv.name and d.doc.name != dv.doc.name and d.years != dv.years]
            if siblings:
                year = f" ({', '.join(map(str, sorted(dv.years)))})" if dv.years else ""
                return (f"from {dv.doc.name}{year}, one of {len(siblings) + 1} documents of {dv.name}; "
                        "the question names no year")
    years = {y for o in p.operands for y in o.col.years | o.row.years}
    if len(years) == 1:
        tv = p.operands[0].tv
        others = {y for c in tv.cols for y in c.years} | {y for r in tv.rows for y in r.years}
        if others - years:
            return f"{next(iter(years))} figures; the question names no year"
    return None


# --------------------------------------------------------------------------- the sentence
def winner(p: Plan) -> Operand | None:
    """The cited cell a best-of answer names (argmin, argmax, compare)."""
    named = [o for o in p.operands if o.label == p.value and o.number is not None]
    if not named:
        return None
    return (min if p.op == "argmin" else max)(named, key=lambda o: o.number)


def qualified(p: Plan) -> list[Operand]:
    """The cells whose conditions the answer carries: a best-of's winner, else every cited cell."""
    w = winner(p) if p.op in ("argmin", "argmax", "compare") else None
    return [w] if w is not None else p.operands


def answer_text(p: Plan, conds: list[str], a: Analysis | None = None, idx: CatalogIndex | None = None) -> str:
    """The answer sentence for an answered plan."""
    v = p.value
    unit = p.unit
    if isinstance(v, list) and v and all(isinstance(x, float) for x in v):
        body = "; ".join(number_text(x, unit, _decimals(x, p.operands)) for x in v)
    elif isinstance(v, list):
        body = ", ".join(v) if v else "none"
    elif isinstance(v, float):
        if p.op == "count":
            body = _plain_number(v, 0)
        elif p.op == "lookup":
            body = _year_as_printed(p.operands[0], v) or number_text(v, unit, printed_decimals(p.operands[0]))
        elif unit == "%" or p.op in ("ratio", "pct_change"):
            body = number_text(v, unit, None, scale_words=False)
        else:
            body = number_text(v, unit, _decimals(v, p.operands))
    elif p.op in ("argmin", "argmax") and p.links.get("per_member") is not None:  # a measure computed per member
        best = [x for name, x in member_values(p.links["per_member"], p.operands, [o.number for o in p.operands])
                if name == v and x is not None]
        body = f"{v}: {number_text(best[0], p.unit, None, scale_words=False)}" if best else str(v)
    elif p.op in ("argmin", "argmax", "compare") and (w := winner(p)) is not None:
        body = f"{v}: {number_text(w.number, p.unit or w.unit, printed_decimals(w))}"
    else:
        body = str(v)
    what = _OP_WORDS.get(p.op)
    if p.links.get("per_member") is not None:
        what = f"{p.links.get('derived_measure')} of each member computed from"
    if p.op == "measure":  # a derived measure (tabsql/data/measures.yaml) names its formula
        what = f"{p.links.get('derived_measure')} computed from"
    notes = [f"{what} {len(p.operands)} cited cells"] if what else []
    if notes and p.links.get("by_size"):
        notes[0] += ", costs by their size"
    if (choice := _choice(p, a, idx)) is not None:
        notes.append(choice)
    tail = "".join(f" ({n})" for n in notes)
    if conds:
        tail += f" ({'; '.join(conds)})"
    return f"{body}{tail}."
