"""Optional LLM backend for questions the deterministic planner cannot parse.

Off unless configured: ``TABSQL_LLM_MODEL`` names the model and ``TABSQL_LLM_BASE_URL`` any
OpenAI-compatible chat-completions endpoint (``OPENAI_API_KEY`` when the endpoint needs a key; with
only the key set, OpenAI's own endpoint is used). Without that configuration nothing here opens a
connection, and the ``openai`` package (extra ``tabsql[llm]``) is imported only when a call is made.
The model only proposes SQL: it goes through ``validate`` and the sandbox like any other query, and
its numbers through the verifier.
"""
from __future__ import annotations

import functools
import os
import re
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel, Field

from tabsql.errors import TabsqlError, UnsafeSQL
from tabsql.models import NormalizedDocument
from tabsql.sql_agent.sandbox import QueryResult, run

NUMERIC_KINDS = {"number", "money", "percent"}
FIXED_COLUMNS = [("_row", "INTEGER", "row number in the printed table"),
                 ("_label", "VARCHAR", "row label path, levels joined with ' > '"),
                 ("_is_total", "BOOLEAN", "row is a total"),
                 ("_is_subtotal", "BOOLEAN", "row is a subtotal")]

SYSTEM_PROMPT = """You translate a question about tables extracted from PDF documents into one \
DuckDB SQL query.
Rules:
- Write exactly one SELECT statement (WITH ... SELECT is fine). Nothing else: no DDL, DML, PRAGMA, \
SET, COPY, ATTACH or file access.
- Use only the tables and columns listed; double-quote column names that start with a digit or \
hold other characters than a-z, 0-9 and _.
- Numeric columns hold values in base units (the table's stated scale already applied).
- Pick rows by _label (case-insensitive, e.g. lower(_label) LIKE '%revenue%') and skip total \
rows unless the question asks for a total.
- Select the label column and the value columns the answer rests on.
Reply with the SQL only, in a ```sql code block."""


class LLMUnavailable(TabsqlError):
    """No LLM is configured, the openai package is missing, or the endpoint failed."""


class ColumnSchema(BaseModel):
    name: str  # column name in the typed table
    sql_type: str  # DOUBLE, VARCHAR, INTEGER, BOOLEAN
    header: str = ""  # the printed header path, " > " joined
    description: str = ""  # what a column the catalog adds (_label, _is_total ...) holds
    concept: str | None = None
    unit: str | None = None
    samples: list[str] = Field(default_factory=list)  # a few values: as stored, and as printed


class TableSchema(BaseModel):
    """What the model is told about one typed table."""

    name: str  # NormalizedTable.sql_name
    document: str = ""
    issuer: str | None = None
    year: int | None = None
    page: int | None = None
    caption: str | None = None
    unit: str | None = None
    conditions: list[str] = Field(default_factory=list)
    columns: list[ColumnSchema] = Field(default_factory=list)


def llm_configured() -> bool:
    """Whether an LLM endpoint is configured; nothing is contacted to find out."""
    return bool(os.environ.get("TABSQL_LLM_MODEL", "").strip()) and bool(
        os.environ.get("TABSQL_LLM_BASE_URL", "").strip() or os.environ.get("OPENAI_API_KEY", "").strip())


def table_schemas(documents: list[NormalizedDocument], samples: int = 3) -> list[TableSchema]:
    """The schema of every typed table of ``documents`` (as Catalog.documents returns them)."""
    schemas = []
    for doc in documents:
        for nt in doc.tables:
            if not nt.sql_name:
                continue
            columns = [ColumnSchema(name=n, sql_type=t, description=d) for n, t, d in FIXED_COLUMNS]
            columns[1].samples = [repr(" > ".join(r.label_path)) for r in nt.rows[:samples]]
            for col in nt.columns:
                numeric = col.type in NUMERIC_KINDS
                cells = [c for c in nt.cells if c.col == col.index and c.text.strip()][:samples]
                values = [f"{c.value.number:.15g} (printed {c.text!r})"
                          if numeric and c.value.number is not None else repr(c.text) for c in cells]
                columns.append(ColumnSchema(
                    name=col.sql_name, sql_type="DOUBLE" if numeric else "VARCHAR",
                    header=" > ".join(col.path), concept=col.concept,
                    unit=(col.unit or nt.unit) if numeric else col.unit, samples=values))
                if col.type == "range":
                    columns += [ColumnSchema(name=f"{col.sql_name}_{end}", sql_type="DOUBLE",
                                             header=f"{' > '.join(col.path)} ({end} end of range)")
                                for end in ("low", "high")]
            schemas.append(TableSchema(
                name=nt.sql_name, document=doc.name, issuer=doc.meta.issuer, year=doc.meta.year,
                page=nt.table.page, caption=nt.table.caption, unit=nt.unit,
                conditions=nt.conditions, columns=columns))
    return schemas


def describe_schema(schema: list[TableSchema]) -> str:
    """The schema as the prompt shows it: one block per table, one line per column."""
    blocks = []
    for t in schema:
        where = ", ".join(str(x) for x in (t.document, t.issuer, t.year,
                                            f"page {t.page}" if t.page else None) if x)
        head = f"TABLE {t.name}" + (f" -- {t.caption}" if t.caption else "") + (f" ({where})" if where else "")
        lines = [head]
        if t.unit:
            lines.append(f"  values in {t.unit}")
        lines += [f"  note: {c}" for c in t.conditions]
        for c in t.columns:
            facts = [c.description, f"header {c.header!r}" if c.header else "",
                     f"concept {c.concept}" if c.concept else "", f"unit {c.unit}" if c.unit else "",
                     "e.g. " + ", ".join(c.samples) if c.samples else ""]
            lines.append(f"  {c.name} {c.sql_type}: " + "; ".join(f for f in facts if f))
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def generate_sql(question: str, schema: list[TableSchema], *, feedback: Sequence[tuple[str, str]] = (),
                 timeout_s: float = 30.0) -> str:
    """SQL the configured model proposes for ``question`` (unchecked: validate/run it).

    ``feedback`` holds earlier (sql, error) attempts, shown to the model so it can correct itself.
    """
    if not llm_configured():
        raise LLMUnavailable("no LLM configured (set TABSQL_LLM_MODEL and TABSQL_LLM_BASE_URL)")
    try:
        from openai import OpenAIError
    except ImportError:
        raise LLMUnavailable("the LLM backend needs the openai package: pip install 'tabsql[llm]'") from None
    messages: list[dict[str, Any]] = [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": f"Tables:\n\n{describe_schema(schema)}\n\nQuestion: {question}"},
    ]
    for sql, error in feedback:
        messages += [{"role": "assistant", "content": f"```sql\n{sql}\n```"},
                     {"role": "user", "content": f"That query was refused or failed: {error}\n"
                                                 "Reply with a corrected query."}]
    client = _client(os.environ.get("TABSQL_LLM_BASE_URL", "").strip() or None,
                     os.environ.get("OPENAI_API_KEY", "").strip() or "unused", timeout_s)
    try:
        reply = client.chat.completions.create(
            model=os.environ["TABSQL_LLM_MODEL"].strip(), messages=messages, temperature=0)
        content = reply.choices[0].message.content if reply.choices else None
    except OpenAIError as err:
        raise LLMUnavailable(f"LLM request failed: {type(err).__name__}: {str(err)[:200]}") from None
    sql = extract_sql(content or "")
    if not sql:
        raise LLMUnavailable("the LLM reply held no SQL")
    return sql


@functools.lru_cache(maxsize=4)
def _client(base_url: str | None, api_key: str, timeout_s: float) -> Any:
    """One client per endpoint (making one loads the TLS trust store, ~0.2 s); thread-safe."""
    from openai import OpenAI

    return OpenAI(base_url=base_url, api_key=api_key, timeout=timeout_s, max_retries=0)


def extract_sql(reply: str) -> str:
    """The SQL in a model reply: the first fenced block if there is one, else the whole text."""
    fenced = re.search(r"```(?:[a-zA-Z]*)[ \t]*\n(.*?)```", reply, re.S)
    return (fenced.group(1) if fenced else reply).strip()


def query_with_llm(catalog_or_path: Any, question: str, schema: list[TableSchema], *,
                   attempts: int = 2, limit: int = 1000, timeout_s: float = 5.0) -> QueryResult:
    """Ask the model for SQL and run it in the sandbox over the schema's tables only.

    A refused or failing query is shown back to the model (``attempts`` tries in all); the last
    refusal is raised as ``UnsafeSQL`` (or its subclass ``QueryFailed``).
    """
    tables = {t.name for t in schema}
    columns = {t.name: {c.name for c in t.columns} for t in schema}
    feedback: list[tuple[str, str]] = []
    for _ in range(max(1, attempts)):
        sql = generate_sql(question, schema, feedback=feedback)
        try:
            return run(catalog_or_path, sql, tables, allowed_columns=columns, limit=limit,
                       timeout_s=timeout_s)
        except UnsafeSQL as err:
            feedback.append((sql, str(err)))
            last = err
    raise last
