"""The optional language model reads a question the deterministic reader could not: it fills the
same question model (a ``ModelReading``, mapped to the ``Analysis`` every reader consumes), never a
number of its own. Linking, the plan, SQL, the check of the numbers and the proof of the cells are
then those of any question, so what the model read is verified like anything else.

Off unless configured: ``TABSQL_LLM_MODEL`` names the model and ``TABSQL_LLM_BASE_URL`` any
OpenAI-compatible chat-completions endpoint (``OPENAI_API_KEY`` when it needs a key; with only the
key set, OpenAI's own endpoint). Unconfigured, nothing here opens a connection, and the ``openai``
package (extra ``tabsql[llm]``) is imported only when a call is made.

What the model may change, and what it may not:

- the operation, its direction, the words that name what is asked (which steer linking), the years,
  quarters, quantity and thresholds; every number it gives must be printed in the question;
- it may set aside words of the question as phrasing ("takes the crown"), but only words no label of
  the catalog prints: the proof still holds the answer to every other naming word of the question,
  so a reading that names cells the question does not name is refused by the proof.

    >>> ModelReading.model_validate({"operation": "argmax", "names": ["weight", "model"]}).direction
    'max'
"""
from __future__ import annotations

import functools
import json
import os
import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from tabsql.query_router import lexicon
from tabsql.query_router.analyze import Analysis, Threshold, analyze
from tabsql.query_router.index import CatalogIndex
from tabsql.query_router.text import parts, stem, tokens

MAX_PROMPT_LABELS = 6000  # characters of labels shown; the tables nearest the question first


class ModelRefused(Exception):
    """The model could not be asked, or its reply is no usable reading; the message says why."""


class ModelThreshold(BaseModel):
    model_config = ConfigDict(extra="forbid")

    cmp: Literal[">", ">=", "<", "<="]
    number: float = Field(description="the number as the question prints it")
    scale: Literal["thousand", "million", "billion"] | None = Field(
        None, description="a scale word the question puts after the number")


class ModelReading(BaseModel):
    """What the model is asked to fill: the reading of one question (JSON schema in the prompt)."""

    model_config = ConfigDict(extra="forbid")

    operation: Literal["lookup", "sum", "average", "count", "argmin", "argmax", "filter", "compare",
                       "difference", "pct_change", "ratio"] = Field(
        description="lookup: one value; sum/average/count over the values named; argmin/argmax: which item "
                    "has the lowest/highest value; filter: the items passing the thresholds; compare: which "
                    "of the items named is lower/higher; difference / pct_change: between two values "
                    "(two years or two items); ratio: one value divided by another")
    direction: Literal["min", "max"] | None = Field(
        None, description="for argmin/argmax/compare: min or max (argmin is min, argmax is max)")
    names: list[str] = Field(
        description="the words of the question that name what is asked: the measure, the item or row, "
                    "the column, the company or document, each as the question writes it")
    phrasing: list[str] = Field(
        default_factory=list,
        description="words of the question that name nothing in the tables: politeness, the verb of the "
                    "request, an idiom that says the operation ('takes the crown', 'bill')")
    years: list[int] = Field(default_factory=list, description="the years the question states, in its order")
    quarters: list[int] = Field(default_factory=list, description="quarters 1-4 the question states")
    quantity: float | None = Field(None, description="an order quantity the question states (250 units)")
    thresholds: list[ModelThreshold] = Field(default_factory=list)
    asks_for_company: bool = Field(False, description="the question asks which company or supplier")

    @model_validator(mode="after")
    def _direction(self) -> ModelReading:
        if self.operation in ("argmin", "argmax"):
            self.direction = "min" if self.operation == "argmin" else "max"
        elif self.operation == "compare" and self.direction is None:
            raise ValueError("a compare needs a direction (min or max)")
        return self


def configured() -> bool:
    """Whether a model endpoint is configured; nothing is contacted to find out."""
    return bool(os.environ.get("TABSQL_LLM_MODEL", "").strip()) and bool(
        os.environ.get("TABSQL_LLM_BASE_URL", "").strip() or os.environ.get("OPENAI_API_KEY", "").strip())


SYSTEM_PROMPT = """You read a question about tables extracted from PDF documents into a JSON object \
that follows the JSON schema given. You never answer the question and never give a number the \
question does not print. Copy the words of the question that name what is asked into "names"; use \
the labels listed only to know which words the documents print. Put words that name nothing in the \
tables (politeness, the verb of the request, an idiom for the operation) into "phrasing". Reply with \
the JSON object only."""


def labels_in_scope(idx: CatalogIndex, question: str, budget: int = MAX_PROMPT_LABELS) -> str:
    """The catalog's documents, captions, column headers and row labels as the prompt shows them:
    one block a table, the tables whose cells rank nearest the question (BM25) first, cut at
    ``budget`` characters."""
    rank = idx.records.rank(question)
    near: dict[str, float] = {}
    for (key, _, _), score in rank.items():
        near[key] = max(near.get(key, 0.0), score)
    blocks, used = [], 0
    for tv in sorted(idx.tables, key=lambda tv: -near.get(tv.key, 0.0)):
        meta = tv.doc.meta
        head = " | ".join(filter(None, [tv.doc.name, meta.issuer, meta.title, tv.nt.table.caption]))
        cols = "; ".join(dict.fromkeys(c.text for c in tv.cols if c.text))
        rows = "; ".join(dict.fromkeys(r.text for r in tv.rows if r.text))
        block = f"TABLE {head}\n  columns: {cols}\n  rows: {rows}"
        if used + len(block) > budget:
            if not blocks:
                blocks.append(block[:budget])
            break
        blocks.append(block)
        used += len(block)
    return "\n".join(blocks)


def messages(question: str, idx: CatalogIndex) -> list[dict[str, str]]:
    schema = json.dumps(ModelReading.model_json_schema(), separators=(",", ":"))
    return [{"role": "system", "content": f"{SYSTEM_PROMPT}\n\nJSON schema:\n{schema}"},
            {"role": "user", "content": f"Labels the documents print:\n{labels_in_scope(idx, question)}\n\n"
                                        f"Question: {question}"}]


def ask_model(question: str, idx: CatalogIndex, timeout_s: float = 30.0) -> ModelReading:
    """The configured model's reading of ``question``, validated; ``ModelRefused`` says why not."""
    if not configured():
        raise ModelRefused("no language model is configured")
    try:
        from openai import OpenAIError
    except ImportError:
        raise ModelRefused("the language model needs the openai package: pip install 'tabsql[llm]'") from None
    client = _client(os.environ.get("TABSQL_LLM_BASE_URL", "").strip() or None,
                     os.environ.get("OPENAI_API_KEY", "").strip() or "unused", timeout_s)
    from openai import BadRequestError

    request = {"model": os.environ["TABSQL_LLM_MODEL"].strip(), "messages": messages(question, idx), "temperature": 0}
    schema = {"type": "json_schema", "json_schema": {"name": "question_reading", "schema": ModelReading.model_json_schema()}}
    try:
        try:
            reply = client.chat.completions.create(**request, response_format=schema)
        except BadRequestError:  # an endpoint without structured output: the schema is in the prompt too
            reply = client.chat.completions.create(**request)
        content = (reply.choices[0].message.content if reply.choices else None) or ""
    except OpenAIError as err:
        raise ModelRefused(f"the language model failed: {type(err).__name__}: {str(err)[:200]}") from None
    return parse_reply(content)


def parse_reply(content: str) -> ModelReading:
    """The reading in a reply (a fenced ```json block is accepted); an invalid one is refused."""
    fenced = re.search(r"```(?:json)?\s*\n(.*?)```", content, re.S)
    text = (fenced.group(1) if fenced else content).strip()
    try:
        return ModelReading.model_validate_json(text)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(x) for x in first.get("loc", ())) or "reply"
        raise ModelRefused(f"the language model's reply is no valid reading ({where}: {first['msg']})") from None


@functools.lru_cache(maxsize=4)
def _client(base_url: str | None, api_key: str, timeout_s: float) -> Any:
    """One client per endpoint (making one loads the TLS trust store, ~0.2 s); thread-safe."""
    from openai import OpenAI

    return OpenAI(base_url=base_url, api_key=api_key, timeout=timeout_s, max_retries=0)


def _printed_numbers(question: str) -> set[float]:
    out: set[float] = set()
    for m in re.finditer(r"\d[\d,.]*", question):
        digits = m.group(0).rstrip(".,")
        for candidate in (digits.replace(",", ""), digits.replace(".", "").replace(",", ".")):
            try:
                out.add(float(candidate))
            except ValueError:
                pass
    return out


def analysis_of(reading: ModelReading, question: str) -> Analysis:
    """The model's reading as the ``Analysis`` the readers consume: the words it names are the text
    parsed and linked (so the reading's words and positions agree, as the deterministic reading's
    do), its operation and numbers override the parse. A number the question does not print, in
    the fields or in the names, is refused (``ModelRefused``)."""
    names = [n for n in reading.names if tokens(n)]
    if not names:
        raise ModelRefused("the language model's reading names nothing")
    printed = _printed_numbers(question)
    given = [*map(float, reading.years), *map(float, reading.quarters),
             *([reading.quantity] if reading.quantity is not None else []),
             *(t.number for t in reading.thresholds), *_printed_numbers(" ".join(names))]
    if stray := [n for n in given if n not in printed]:
        raise ModelRefused(f"the language model's reading holds {stray[0]:g}, which the question does not print")
    if not all(1900 <= y <= 2100 for y in reading.years) or not all(1 <= q <= 4 for q in reading.quarters):
        raise ModelRefused("the language model's reading holds no valid year or quarter")
    a = analyze(" ".join([*names, *(str(y) for y in reading.years if str(y) not in " ".join(names))]))
    a.op, a.direction = reading.operation, reading.direction
    if reading.years:
        a.years, a.year_range = list(reading.years), None
    a.quarters |= set(reading.quarters)
    if reading.quantity is not None:
        a.quantity = reading.quantity
    if reading.thresholds:
        a.thresholds = [Threshold(t.cmp, t.number * lexicon.mapping("scales").get(t.scale or "", 1.0), t.number)
                        for t in reading.thresholds]
    a.wants_issuer = a.wants_issuer or reading.asks_for_company
    return a


def set_aside(reading: ModelReading, vocab: set[str]) -> set[str]:
    """The question's words the model calls phrasing that no label prints: only these leave the
    proof's terms; a word the catalog holds is always proven."""
    out = set()
    for phrase in reading.phrasing:
        for t in tokens(phrase):
            if not re.search(r"\d", t) and not any(w in vocab or stem(w) in vocab for w in [t, *parts(t)]):
                out.add(t)
    return out
