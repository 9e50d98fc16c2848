"""ask(): a question in, a cited and verified Answer out (or a reasoned refusal).

analyze -> route (link to documents, rows, columns; plan the operation) -> SQL (planner AST, run in
the sandbox) -> verify (recompute from the cited cells) -> Answer. Offline: no network is used.
"""
from __future__ import annotations

import re
import threading
from collections import OrderedDict
from typing import Any

from tabsql import answer_text
from tabsql.models import Answer, Citation
from tabsql.query_router.analyze import analyze
from tabsql.query_router.index import CatalogIndex
from tabsql.query_router import arithmetic, open_domain, spans
from tabsql.query_router.route import Operand, Plan, plan as make_plan
from tabsql.verify import check

_CACHE: OrderedDict[tuple, CatalogIndex] = OrderedDict()
_LOCK = threading.Lock()
MAX_CITATIONS = 50


def _synonyms():
    try:
        from tabsql.schema_normalize.synonyms import default_synonyms

        return default_synonyms()
    except ImportError:  # the synonym layer is optional for answering
        return None


def scoped_documents(catalog, groups: list[str] | None, documents: list[str] | None = None):
    """The documents ``groups`` may see, narrowed to ``documents`` (names or ids) when given."""
    docs = catalog.documents(groups)
    if documents is None:
        return docs
    wanted = {d.strip() for d in documents if d and d.strip()}
    return [d for d in docs if d.name in wanted or d.id in wanted or (d.name.rsplit(".", 1)[0] in wanted)]


def index_for(catalog, groups: list[str] | None, documents: list[str] | None = None) -> CatalogIndex:
    """The linking index over the documents ``groups`` may see (narrowed to ``documents`` when the
    caller names them), built once per set of documents."""
    docs = scoped_documents(catalog, groups, documents)
    key = (id(catalog), tuple(sorted(d.id or d.name for d in docs)), tuple(d.sha256 for d in docs))
    with _LOCK:
        if key in _CACHE:
            _CACHE.move_to_end(key)
            return _CACHE[key]
    index = CatalogIndex(docs, _synonyms())
    index.records  # build the BM25 records now, not on the first question
    with _LOCK:
        _CACHE[key] = index
        while len(_CACHE) > 8:
            _CACHE.popitem(last=False)
    return index


def _citation(op: Operand) -> Citation:
    cell = op.cell
    return Citation(document=op.tv.doc.name, page=cell.page if cell else op.tv.nt.table.page,
                    table=op.tv.nt.table.id, row=" > ".join(op.row.row.label_path),
                    column=" > ".join(op.col.col.path), text=cell.text if cell else "",
                    bbox=cell.bbox if cell else None)


def _run_sql(catalog, p: Plan) -> tuple[str | None, Any, bool, str | None]:
    """The planner's query, run in the sandbox: (sql, result, ran, error)."""
    try:
        from tabsql.sql_agent import planner
        from tabsql.sql_agent.sandbox import run
        from tabsql.sql_agent.safety import sql_text
    except ImportError as exc:  # pragma: no cover - the sandbox ships with the package
        return None, None, False, str(exc)
    tree = planner.build(p)
    if tree is None or catalog is None:
        return None, None, False, None
    sql = sql_text(tree)
    try:
        res = run(catalog, sql, planner.tables_of(p))
    except Exception as exc:  # noqa: BLE001 - an unrunnable query means unverified, never a crash
        return sql, None, False, str(exc)
    rows = res.rows
    if p.op == "filter":
        result: Any = [r[0] for r in rows]
    elif p.op == "values":
        result = [float(r[0]) if isinstance(r[0], int | float) else r[0] for r in rows]
    elif p.op in ("argmin", "argmax", "compare"):
        result = rows[0][0] if rows else None
    else:
        result = rows[0][0] if rows else None
        if isinstance(result, int | float) and not isinstance(result, bool):
            result = float(result)
    return res.sql or sql, result, True, None


def _llm_answer(catalog, question: str, groups: list[str] | None, explain: bool) -> Answer | None:
    """The optional LLM backend for questions the planner cannot parse. Its SQL passes the same
    validation and sandbox; its numbers cannot be traced to cells, so it is only ever shown
    marked verified: false (under allow_unverified). With nothing configured, nothing is called."""
    from tabsql.sql_agent import llm

    if not llm.llm_configured():
        return None
    try:
        res = llm.query_with_llm(catalog, question, llm.table_schemas(catalog.documents(groups)))
    except Exception:  # noqa: BLE001 - an unusable reply leaves the refusal standing
        return None
    if not res.rows or len(res.rows[0]) != 1:
        return None
    value = res.rows[0][0]
    value = float(value) if isinstance(value, int | float) and not isinstance(value, bool) else value
    ans = Answer(question=question, status="answered", answer=f"{value} (from SQL written by the LLM; not verified).",
                 value=value if isinstance(value, float | str) else str(value), route="sql", sql=res.sql, verified=False)
    if explain:
        ans.explain = {"route": "llm", "sql": res.sql, "verification": {"verified": False,
                                                                       "reason": "LLM SQL: no cited cells"}}
    return ans


def _negative_best_of(p: Plan) -> Plan:
    """Which of several negative values is "higher" (or "more", "larger") has two readings: the
    number (-56,619 > -232,354) or the size a reader means by a larger expense or loss. Neither is
    answered as fact."""
    if p.status != "answered" or p.op not in ("argmax", "argmin", "compare"):
        return p
    nums = [o.number for o in p.operands]
    if nums and all(x is not None and x < 0 for x in nums):
        return Plan("ambiguous", p.op, "refused", p.operands,
                    reason="every compared value is negative, so which is higher depends on whether size "
                           "or sign is meant")
    return p


LABEL_OPS = {"average", "sum", "count"}
_OP_LABEL_WORDS = re.compile(r"\b(?:mean|average|total|sum|number|count)\s+(\w+)", re.I)


def _op_word_is_label(question: str, idx: CatalogIndex) -> bool:
    """True when an operation word of the question starts a row or column label ("Mean radius",
    "Total assets", "Number of employees"): then the question may be a plain lookup of that label."""
    pairs = {(m.group(0).split()[0].lower(), m.group(1).lower()) for m in _OP_LABEL_WORDS.finditer(question)}
    if not pairs:
        return False
    for tv in idx.tables:
        for text in [r.text for r in tv.rows] + [c.text for c in tv.cols]:
            words = re.findall(r"\w+", text.lower())
            if any(words[i:i + 2] == [op, nxt] for op, nxt in pairs for i in range(len(words) - 1)):
                return True
    return False


def ask(catalog, question: str, *, groups: list[str] | None = None, documents: list[str] | None = None,
        allow_unverified: bool = False, explain: bool = False, index: CatalogIndex | None = None) -> Answer:
    """Answer one question over the documents ``groups`` may see (None: all); ``documents`` (names or
    ids) narrows that to the documents the question is about, as a reader holding one report asks."""
    if index is None and documents is not None and not scoped_documents(catalog, groups, documents):
        return Answer(question=question, status="not_found", route="refused",
                      answer=f"Not found: no document named {', '.join(documents)}.")
    idx = index or index_for(catalog, groups, documents)
    a = analyze(question)
    p = make_plan(a, idx, _synonyms())
    if p.status != "answered" and a.op in LABEL_OPS and _op_word_is_label(question, idx):
        as_lookup = analyze(question)
        as_lookup.op = "lookup"
        retry = make_plan(as_lookup, idx, _synonyms())
        if retry.status == "answered":
            a, p = as_lookup, retry
    # -- planners for question shapes route.plan does not read; each returns None when it cannot
    p = arithmetic.review(a, idx, p)  # shares of a total, named ratios, averages and sums over years
    p = spans.review(a, idx, p, _synonyms())  # names, years, lists and counts read off a table's structure
    p = open_domain.review(a, idx, p)  # questions naming no document: fill a refusal, veto a guess
    p = _negative_best_of(p)
    info: dict[str, Any] = {"operation": a.op, "links": p.links}
    if explain:
        info["retrieval"] = [{"bm25": s, "record": r} for s, r in idx.records.top(question, 5)]
    if p.status == "not_found" and allow_unverified:
        llm = _llm_answer(catalog, question, groups, explain)
        if llm is not None:
            return llm
    if p.status != "answered":
        ans = Answer(question=question, status=p.status, route="refused",
                     answer=p.reason if p.status == "ambiguous" else f"Not found: {p.reason}.",
                     citations=[_citation(o) for o in p.operands[:MAX_CITATIONS] if o.cell is not None])
        if explain:
            info.update(route="refused", reason=p.reason)
            ans.explain = info
        return ans
    if p.op == "compare":
        p.links["direction"] = a.direction or "max"
    conditions = answer_text.conditions(answer_text.qualified(p))
    text = answer_text.answer_text(p, conditions, a, idx)
    sql, sql_result, ran, sql_error = (None, None, False, None) if p.op == "lookup" else _run_sql(catalog, p)
    ver = check(p, text, sql_result, ran)
    route = "lookup" if p.op == "lookup" else "sql"
    ans = Answer(question=question, status="answered", answer=text, value=p.value, unit=p.unit,
                 conditions=conditions, citations=[_citation(o) for o in p.operands[:MAX_CITATIONS]],
                 route=route, sql=sql, verified=ver.ok)
    if not ver.ok and not allow_unverified:
        ans = Answer(question=question, status="not_found", route="refused", sql=sql,
                     answer=f"Not found: the answer could not be verified ({ver.reason}).",
                     citations=ans.citations)
    if explain:
        info.update(route=route, sql=sql, sql_result=sql_result, sql_error=sql_error,
                    cells=[{**_citation(o).model_dump(), "value": o.value, "label": o.label} for o in p.operands[:MAX_CITATIONS]],
                    verification=ver.as_dict())
        ans.explain = info
    return ans
