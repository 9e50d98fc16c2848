"""`tabsql eval`: grade tabsql on a user's own gold questions (the corpus questions.jsonl format) and
name, for each miss, its cause in practitioners' terms:

header loss, wrong row, digit mismatch, unit or scale error, continuation loss, not linked,
wrong operation, refused (and "wrong answer" when nothing more specific applies).
"""
from __future__ import annotations

import json
import math
import re
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

from tabsql.answer import ask, index_for
from tabsql.query_router.analyze import analyze

CATEGORY_OPS = {"lookup": "lookup", "lookup_header_path": "lookup", "range_lookup": "lookup",
                "transposed_lookup": "lookup", "multi_page_lookup": "lookup", "argmin": "argmin",
                "argmax": "argmax", "compare_two": "compare", "difference": "difference",
                "percent_change": "pct_change", "sum": "sum", "average": "average", "count": "count",
                "filter_list": "filter", "ratio": "ratio", "list": "filter"}


def _norm(s: Any) -> str:
    s = unicodedata.normalize("NFKC", str(s)).lower()
    return " ".join(re.sub(r"[\W_]+", " ", s).split())


def _num(v: Any) -> float | None:
    if isinstance(v, bool) or v is None:
        return None
    if isinstance(v, int | float):
        return float(v)
    try:
        return float(str(v).replace(",", ""))
    except ValueError:
        return None


def _decimals(gold: dict) -> int:
    if gold.get("decimals") is not None:
        return int(gold["decimals"])
    raw = str(gold.get("raw") or "")
    m = re.search(r"[.,](\d+)\D*$", raw)
    return len(m.group(1)) if m else 0


def _number_ok(value: Any, gold: dict) -> bool:
    x, g = _num(value), _num(gold.get("value"))
    if x is None or g is None:
        return False
    scale = gold.get("scale") or 1
    tol = max(1e-6 * abs(g), 0.5 * 10 ** -_decimals(gold) + 1e-9, gold.get("tolerance") or 0,
              (gold.get("tolerance_rel") or 0) * abs(g))
    for cand in (x / scale, x, *(x / m for m in gold.get("alt_scales") or [])):
        if abs(cand - g) <= tol or (gold.get("accept_abs") and abs(abs(cand) - abs(g)) <= tol):
            return True
        if gold.get("unit") == "%" and abs(cand * 100 - g) <= tol:
            return True
    return False


def grade(q: dict, a: dict) -> str:
    gold = q["answer"]
    if gold["kind"] == "none":
        return "correct" if a.get("status") == "not_found" else ("refused" if a.get("status") == "ambiguous" else "wrong")
    if a.get("status") != "answered":
        return "refused"
    v = a.get("value")
    if gold["kind"] == "number":
        return "correct" if _number_ok(v[0] if isinstance(v, list) and len(v) == 1 else v, gold) else "wrong"
    if gold["kind"] == "text":
        v = v[0] if isinstance(v, list) and len(v) == 1 else v
        names = [gold["value"], *(gold.get("aliases") or [])]
        return "correct" if any(_norm(v) == _norm(n) for n in names) else "wrong"
    got = {_norm(x) for x in (v if isinstance(v, list) else [v])}
    return "correct" if got == {_norm(x) for x in gold["value"]} else "wrong"


def _digits(x: float) -> str:
    return re.sub(r"\D", "", f"{abs(x):.6g}").strip("0")


def cause(q: dict, a: dict) -> str:
    """Why a miss happened, from the answer, its citations and the gold evidence."""
    gold, status = q["answer"], a.get("status")
    if status != "answered":
        explain = (a.get("explain") or {})
        reason = str(explain.get("reason") or a.get("answer") or "")
        if gold["kind"] == "none":
            return "refused"
        if "name nothing matching" in reason or "names anything matching" in reason or "no table row and column" in reason or "no measure" in reason:
            return "not linked"
        return "refused"
    if gold["kind"] == "none":
        return "not linked" if a.get("citations") else "wrong answer"
    want_op = CATEGORY_OPS.get(q.get("category", ""), None)
    got_op = ((a.get("explain") or {}).get("operation")) or analyze(q["question"]).op
    if want_op and got_op and want_op != got_op and not (want_op == "lookup" and got_op == "lookup"):
        return "wrong operation"
    x, g = _num(a.get("value")), _num(gold.get("value"))
    if x is not None and g is not None and g != 0 and x != 0:
        scale = gold.get("scale") or 1
        ratio = abs(x / scale / g)
        if any(math.isclose(ratio, 10.0 ** k, rel_tol=1e-3) for k in (-9, -6, -3, -2, 2, 3, 6, 9)):
            return "unit or scale error"
        if _digits(x / scale) != _digits(g) and len(_digits(g)) == len(_digits(x / scale)) and \
                sum(c1 != c2 for c1, c2 in zip(_digits(g), _digits(x / scale))) <= 2:
            return "digit mismatch"
    evidence = q.get("evidence") or []
    cites = a.get("citations") or []
    if evidence and cites:
        ev_rows = {_norm(e.get("row", "")) for e in evidence}
        ev_cols = {_norm(e.get("column", "")) for e in evidence}
        ev_pages = {e.get("page") for e in evidence}
        c_rows = {_norm(c.get("row", "")) for c in cites}
        c_cols = {_norm(c.get("column", "")) for c in cites}
        if not any(r.endswith(x) or x.endswith(r) for r in c_rows for x in ev_rows if x):
            if ev_pages and max(p or 0 for p in ev_pages) > 1 and not {c.get("page") for c in cites} & ev_pages:
                return "continuation loss"
            return "wrong row"
        if not any(c.endswith(x.split(" ")[-1]) for c in c_cols for x in ev_cols if x):
            return "header loss"
    return "wrong answer"


def run_eval(catalog, questions_path: str | Path, *, groups: list[str] | None = None) -> dict[str, Any]:
    """Ask every question of a gold file; return totals, causes of misses and per-question rows."""
    lines = Path(questions_path).read_text(encoding="utf-8").splitlines()
    questions = [json.loads(line) for line in lines if line.strip()]
    index = index_for(catalog, groups)
    rows, causes = [], Counter()
    for q in questions:
        a = ask(catalog, q["question"], groups=groups, explain=True, index=index).contract_dict()
        g = grade(q, a)
        row = {"id": q.get("id"), "question": q["question"], "grade": g, "status": a["status"],
               "value": a.get("value"), "gold": q["answer"].get("value")}
        if g != "correct":
            row["cause"] = cause(q, a)
            causes[row["cause"]] += 1
        rows.append(row)
    n = len(rows)
    tally = Counter(r["grade"] for r in rows)
    return {"total": n, "correct": tally["correct"], "wrong": tally["wrong"], "refused": tally["refused"],
            "accuracy": tally["correct"] / n if n else 0.0, "wrong_rate": tally["wrong"] / n if n else 0.0,
            "causes": dict(causes.most_common()), "questions": rows}
