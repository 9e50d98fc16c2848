"""ask(): a question in, a cited and verified Answer out (or a reasoned refusal).

scope (term_index: the tables the question may read) -> read (query_router.intent: the Intent) ->
arbiter (query_router.arbiter: route.plan and the readers, its rules in order, pick one plan) -> SQL
(planner AST, run in the sandbox) -> verify (recompute from the cited cells, prove them against the
question's terms, weigh another report's line that fits as well: rival_lines) -> Answer. Offline: no network is used, unless a language model is configured
(model_reading): then a question the deterministic reading leaves unverified is read by the model
into the same analysis and answered by the same path (``arbiter.plan``).
"""
from __future__ import annotations

import re
from collections import Counter
from typing import Any

from tabsql import answer_text, term_index
from tabsql.models import Answer, Citation
from tabsql.plan import Operand, Plan, Term
from tabsql.query_router import arbiter, issuer_compounds, lexicon, model_reading, quiet_words, relation_verbs
from tabsql.query_router.index import CatalogIndex
from tabsql.query_router.intent import read
from tabsql.query_router.cells import printed_spans
from tabsql.query_router.link import TABLE_TALK, generic_at
from tabsql.query_router.spelled_initialisms import initial_runs
from tabsql.query_router.said_numbers import question_number
from tabsql.query_router.terms import after_do
from tabsql.query_router.text import STOPWORDS, fiscal_year, month_name, participle, stem, tokens
from tabsql.schema_normalize.synonyms import default_synonyms
from tabsql.verify import check, deduction_sign, rival_lines
from tabsql.verify.proof import cues, prove, variants

MAX_CITATIONS = 50


def index_for(catalog, groups: list[str] | None, documents: list[str] | None = None) -> CatalogIndex:
    """The linking index over every table the documents ``groups`` may see (narrowed to
    ``documents`` when the caller names them), built once per set of documents."""
    return term_index.scope(catalog, groups, documents).full(catalog)


# Asked over an empty index by prepare(): between them they reach every reader's data (a lookup, an
# aggregate with a year, a superlative, a misspelt word); none names anything a catalog holds.
_PREPARING = ("What was the total revenue in 2023?", "Which product has the highest price?",
              "What is the renevue per employee?")


def prepare() -> None:
    """Load now what the first question of a process would load on its way: each language's word
    frequencies, the lexicons and data files, the compiled patterns, the SQL planner and checker. A
    server calls it before it listens; without it each of its first clients waited for those loads
    (~3 s, longer with twenty of them competing for them)."""
    from tabsql.sql_agent import planner  # noqa: F401 - imported for its load time
    from tabsql.sql_agent.safety import check

    check("SELECT 1", set())  # sqlglot's DuckDB parser and generator are built on their first use
    empty = CatalogIndex([], term_index.Stats(n_tables=0, idf={}, default_idf=1.0, identity_df=Counter(), vocab=set()))
    for question in _PREPARING:
        ask(None, question, index=empty)


def _said_by_concepts(idx: CatalogIndex) -> set[str]:
    """The index's vocabulary with the one-word phrases of every concept a label in scope carries: a
    label "Male" prints "men" too, as the synonyms say it, so "how many men" names that column and is
    never excused as a word no label prints (built once per index)."""
    cached = idx.__dict__.get("_concept_vocab")
    if cached is None:
        syn = default_synonyms()
        concepts = {v for tv in idx.tables for v in [*(c.col.concept for c in tv.cols), *(r.row.concept for r in tv.rows)] if v}
        extra = {w for c in concepts for phrase in syn.phrases(c) if " " not in phrase.strip() for w in [phrase.strip().lower()]}
        cached = idx.__dict__["_concept_vocab"] = idx.vocab | extra if extra - idx.vocab else idx.vocab
    return cached


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
    try:  # the AST itself is checked and generated once (``run`` consumes it)
        res = run(catalog, tree, planner.tables_of(p), sources=planner.sources_of(p))
    except Exception as exc:  # noqa: BLE001 - an unrunnable query means unverified, never a crash
        return sql_text(planner.build(p)), None, False, str(exc)
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
    return res.sql, result, True, None


def question_terms(a, synonyms=None) -> list[Term]:
    """The words of the question its answer must account for: names (with the synonym concepts they
    say), years, quarters, the quantity (or an order's value), and superlatives (operation words and filler are the
    analysis's ``consumed`` and the stop lists)."""
    sup = {w: d for d, ws in cues()["superlative"].items() for w in ws}
    months = set(cues()["months"])
    durations = lexicon.words("duration_nouns")
    years = {str(y) for y in a.all_years}
    qty = a.quantity if a.quantity is not None else a.order_value  # an order's value reads bands of money alike
    concepts: dict[int, list[str]] = {}
    if synonyms is not None:
        for concept, i, j in synonyms.spans_in(a.toks):
            for k in range(i, j):
                concepts.setdefault(k, []).append(concept)
    spelled: dict[int, list[str]] = {}  # the initialisms runs of words spell, by word ("available seat mile": "asm")
    for initials, at in initial_runs(tuple(a.toks)):
        for k in at:
            spelled.setdefault(k, []).append(initials)
    out: list[Term] = []
    for i, t in enumerate(a.toks):
        if t in sup:
            out.append(Term(text=t, pos=i, role="operation", direction=sup[t]))
        elif i in a.span_years:  # "the last 3 months of 2018": the cells must cover those months, not any of 2018
            out.append(Term(text="..".join(month_name(m) for m in a.span_years[i]), pos=i, role="span"))
        elif t in years:
            out.append(Term(text=t, pos=i, role="year", names_document=int(t) in a.doc_year_mentions))
        elif (fy := re.fullmatch(r"(?:fy|f)'?(\d{2}|\d{4})", t)) and str(fiscal_year(fy.group(1))) in years:
            out.append(Term(text=str(fiscal_year(fy.group(1))), pos=i, role="year"))  # "FY24"
        elif qty is not None and (m := re.match(r"\d[\d,.]*", t)) and question_number(m.group(0).rstrip(",.")) == qty:
            out.append(Term(text=t, pos=i, role="number"))  # "150", "23-unit", "1.500 Stück" (the router's reading)
        elif a.range_literal and re.fullmatch(r"\d[\d,.]*-\d[\d,.]*", t):
            out.append(Term(text=t, pos=i, role="number"))  # a tier asked by its bounds ("100-499")
        elif t.upper() in a.currencies:
            out.append(Term(text=t, pos=i))  # the currency asked: a column or unit must say it
        elif t.isdigit() and i not in a.consumed and i not in a.op_words and (
                len(t) >= 3 or i + 1 < len(a.toks) and a.toks[i + 1] in durations):
            # "in 218", "within 3 years": a number (a duration) no reading took must be printed
            out.append(Term(text=t, pos=i, role="number"))
        elif t in months:  # "December 31, 2019" is not "August 1, 2019"; a caption may say it
            out.append(Term(text=t, pos=i, required=False))
        elif t.isdigit() and i not in a.consumed and i not in a.op_words:
            out.append(Term(text=t, pos=i, required=False))  # "DN 37": a number a label prints tells it apart
        elif i in a.consumed or i in a.op_words or t in STOPWORDS or re.fullmatch(r"[\d,.\-/%]+|(?:fy|q|h)\d{1,4}", t):
            continue
        elif generic_at(a, i) or t in TABLE_TALK and i not in a.states:  # "on order" names a state a label must print
            out.append(Term(text=t, pos=i, required=False, concepts=concepts.get(i, [])))
        else:
            out.append(Term(text=t, pos=i, role="name", concepts=concepts.get(i, []), initials=spelled.get(i, [])))
    for k, q in enumerate(sorted(a.quarters)):
        out.append(Term(text=f"q{q}", pos=len(a.toks) + k, role="quarter"))
    for k, n in enumerate(a.period_ranks):  # "the second month": the second of the lines labelled by periods
        out.append(Term(text=f"period {n}", pos=len(a.toks) + len(a.quarters) + k, role="period"))
    return out


def question_words(a) -> set[str]:
    """The question's words as labels may print them; a verb a do-auxiliary supports also as its participle
    ("does Tobbering own" is what an "Owned Fleet" column prints; a noun, "contract", is no "Contracted")."""
    irregular = lexicon.mapping("irregular_participles")  # "did X fly" is what "Flight Hours Flown" prints
    verbs = {pp for i, t in enumerate(a.toks) if after_do(a.toks, i) and (pp := irregular.get(t) or participle(t))}
    verbs |= {n for i, t in enumerate(a.toks) if after_do(a.toks, i) for n in lexicon.mapping("action_nouns").get(t, ())}
    return {v for t in a.toks for v in variants(t)} | verbs | ({"%"} if "%" in a.question else set())


def _table_context(idx: CatalogIndex, documents: list[str] | None) -> frozenset[str] | None:
    """When the question is asked of one table alone (the caller named its document, which holds
    one) and no caption or lead-in says what the table holds, the terms of its heading: a word the
    heading prints is no subject word to excuse but one it names. None otherwise."""
    if documents is None or len(idx.docs) != 1 or len(idx.tables) != 1:
        return None
    tv = idx.tables[0]
    if tv.nt.table.caption or tv.nt.table.lead_in:
        return None  # the table says what it holds ("Revenue by segment"): a word it lacks is not its subject
    return frozenset(tv.caption_terms)


def _named_with(catalog, groups: list[str] | None, question: str):
    """Whether a table of any document the asker may read (not only those asked of) names a
    measure with a verb: the evidence relation_verbs asks before a passive verb says nothing."""
    def named(verb: str, subject: frozenset[str]) -> bool:
        tables = term_index.scope(catalog, groups, None).for_question(catalog, question).tables
        return relation_verbs.named_with(tables, verb, set(subject))
    return named


def _side_by_side(idx: CatalogIndex):
    """Whether a row or column label in scope prints two words side by side."""
    return lambda first, second: (first, second) in arbiter.index_pairs(idx)[1]


def _printed_before(idx: CatalogIndex):
    """The words the row and column labels in scope print right before a word."""
    return lambda word: arbiter.words_before(idx).get(word, frozenset())


def _label_ends(idx: CatalogIndex):
    """Whether a row or column label in scope, or a heading over lines, ends in a word (or its stem)."""
    ends = idx.__dict__.get("_label_ends")
    if ends is None:
        parts = {p for tv in idx.tables for r in tv.rows for p in [*r.path, *r.context]}
        parts |= {p for tv in idx.tables for c in tv.cols for p in c.path}
        ends = idx.__dict__["_label_ends"] = frozenset(w for p in parts if (ws := tokens(p))
                                                       for w in (ws[-1], stem(ws[-1])))
    return ends.__contains__


def ask(catalog, question: str, *, groups: list[str] | None = None, documents: list[str] | None = None,
        allow_unverified: bool = False, explain: bool = False, index: CatalogIndex | None = None) -> Answer:
    """Answer one question over the documents ``groups`` may see (None: all); ``documents`` (names or
    ids) narrows that to the documents the question is about, as a reader holding one report asks."""
    if index is None:
        scope = term_index.scope(catalog, groups, documents)
        if documents is not None and scope.empty:
            return Answer(question=question, status="not_found", route="refused",
                          answer=f"Not found: no document named {', '.join(documents)}.")
        index = scope.for_question(catalog, question)
    idx = index
    context = _table_context(idx, documents)
    said = issuer_compounds.split(question, issuer_compounds.first_name_words([dv.name for dv in idx.docs]), idx.vocab)
    intent = read(said, _said_by_concepts(idx), context, _named_with(catalog, groups, question), _side_by_side(idx),
                  lambda word, others: quiet_words.tells_apart(idx, word, others), _printed_before(idx),
                  holds_money=context is None or any(c.col.type == "money" for c in idx.tables[0].cols),
                  ends_label=_label_ends(idx))
    a, p = arbiter.choose(intent, printed_spans(intent.analysis, idx), idx)
    info: dict[str, Any] = {"operation": a.op, "links": p.links, "intent": intent.model_dump(exclude={"words"})}
    if explain:
        info["retrieval"] = [{"bm25": s, "record": r} for s, r in idx.records.top(question, 5)]
    if p.status == "not_found":
        p.reason = intent.refusal(p.reason or "", idx.vocab)
    terms = question_terms(a, default_synonyms())
    ans = _answer(catalog, question, intent, a, p, terms, question_words(a), documents, idx,
                  allow_unverified=allow_unverified, explain=explain, info=info)
    if (ans.status == "not_found" or ans.status == "answered" and not ans.verified) and model_reading.configured():
        ans = _model_answer(catalog, question, intent, terms, question_words(a), documents, idx, ans, explain)
    return ans


def _answer(catalog, question: str, intent, a, p: Plan, terms: list[Term], words: set[str],
            documents: list[str] | None, idx: CatalogIndex, *, allow_unverified: bool, explain: bool,
            info: dict[str, Any], strict: bool = False) -> Answer:
    """The plan's answer: its text, its SQL run, its numbers checked and its cells proven against
    ``terms``, the question's words; refused unless verified (or ``allow_unverified``)."""
    if documents is not None and p.links.get("documents", "all") == "all":
        p.links["documents"] = [dv.doc.name for dv in idx.docs]  # the scope the caller gave
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
    proof = prove(p, terms, words, strict=strict, one_report=documents is not None and len(idx.docs) == 1,
                  toks=tuple(a.toks), tables=idx.tables)
    ok = ver.ok and proof.ok
    if ok and (other := rival_lines.rival(p, terms, words, idx, proof.links, question)) is not None:
        return _two_readings(question, p, other, explain, info)
    if ok and (why := deduction_sign.unsaid_direction(p, answer_text.number_text)) is not None:
        ans = Answer(question=question, status="ambiguous", route="refused", answer=why,
                     citations=[_citation(o) for o in p.operands[:MAX_CITATIONS] if o.cell is not None])
        if explain:
            info.update(route="refused", reason=why)
            ans.explain = info
        return ans
    route = "lookup" if p.op == "lookup" else "sql"
    ans = Answer(question=question, status="answered", answer=text, value=p.value, unit=p.unit,
                 conditions=conditions, citations=[_citation(o) for o in (p.operands + p.keys)[:MAX_CITATIONS]],
                 route=route, sql=sql, verified=ok, links=proof.links)
    if ok and (asked := intent.presentation.render(p.value, p.unit)):
        ans.answer = f"{ans.answer} {asked}"
    if not ok and not allow_unverified:
        ans = Answer(question=question, status="not_found", route="refused", sql=sql,
                     answer=f"Not found: the answer could not be verified ({ver.reason or proof.reason}).",
                     citations=ans.citations, links=proof.links)
    if explain:
        info.update(route=route, sql=sql, sql_result=sql_result, sql_error=sql_error,
                    cells=[{**_citation(o).model_dump(), "value": o.value, "label": o.label} for o in p.operands[:MAX_CITATIONS]],
                    verification={**ver.as_dict(), "proof": proof.reason})
        ans.explain = info
    return ans


def _two_readings(question: str, p: Plan, other: Plan, explain: bool, info: dict[str, Any]) -> Answer:
    """The refusal of an answer that another table's line gives otherwise (``rival_lines``), naming both."""
    where = [", ".join(sorted({f"{o.tv.doc.name} {o.tv.nt.table.id} '{o.row.text}'" for o in q.operands}))
             for q in (p, other)]
    ans = Answer(question=question, status="ambiguous", route="refused",
                 answer=f"two lines fit the question as well: {where[0]} gives {answer_text.number_text(p.value, p.unit)}; "
                        f"{where[1]} gives {answer_text.number_text(other.value, other.unit)}",
                 citations=[_citation(o) for o in (p.operands + other.operands)[:MAX_CITATIONS] if o.cell is not None])
    if explain:
        info.update(route="refused", reason=ans.answer)
        ans.explain = info
    return ans


def _model_answer(catalog, question: str, intent, terms: list[Term], words: set[str],
                  documents: list[str] | None, idx: CatalogIndex, refused: Answer, explain: bool) -> Answer:
    """The question as the configured language model reads it (model_reading), answered by the same
    readers, SQL, check and proof; the proof's terms are the question's own words, less only the
    phrasing the model set aside that no label prints. Kept only when verified; else ``refused``
    stands, saying why the model's reading was not used."""
    try:
        reading = model_reading.ask_model(question, idx)
        ma = model_reading.analysis_of(reading, question)
    except model_reading.ModelRefused as err:
        return _note(refused, str(err), explain, None)
    aside = model_reading.set_aside(reading, idx.vocab)
    kept = [t for t in terms if t.text not in aside]
    if not any(t.role == "name" and t.required for t in kept):
        return _note(refused, "the question names nothing the documents print", explain, reading)
    p = arbiter.plan(ma, idx)
    info: dict[str, Any] = {"operation": ma.op, "links": p.links, "intent": intent.model_dump(exclude={"words"}),
                            "reader": "language model", "model_reading": reading.model_dump(),
                            "set_aside": sorted(aside)}
    ans = _answer(catalog, question, intent, ma, p, kept, words, documents, idx,
                  allow_unverified=False, explain=explain, info=info, strict=True)
    if ans.status == "answered" and ans.verified:
        return ans
    why = ans.answer.removeprefix("Not found: ").rstrip(".") if ans.status == "not_found" else f"{ans.status}: {ans.answer}"
    return _note(refused, why, explain, reading)


def _note(refused: Answer, reason: str, explain: bool, reading) -> Answer:
    """``refused`` with the reason the language model's reading was not used."""
    out = refused.model_copy(deep=True)
    if out.status != "answered":  # an unverified answer shown as asked keeps its text
        out.answer = f"{out.answer} A language model's reading was refused too: {reason}."
    if explain:
        out.explain = {**(out.explain or {}), "model_reading": reading.model_dump() if reading else None,
                       "model_refused": reason}
    return out
