"""The optional language model fills the question model, never a number: against a real
chat-completions server on 127.0.0.1 with scripted replies, questions the deterministic reader
refuses are answered through the model's reading, verified by the same proof; a reading that names
other cells, an invalid reply, or a number the question does not print is refused with its reason;
and with nothing configured no network connection is ever opened.

Real PDFs (reportlab) -> real extraction -> real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

import json
import socket
import sys
from collections.abc import Iterator

import pytest

from tabsql.answer import ask
from tabsql.query_router.model_reading import configured
from tests.catalogs import ingested
from tests.chat_server import ChatServer
from tests.pdfs import Grid, Heading, Note, build_pdf

LLM_ENV = ("TABSQL_LLM_BASE_URL", "TABSQL_LLM_MODEL", "OPENAI_API_KEY", "OPENAI_BASE_URL")


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in (*LLM_ENV, "HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "all_proxy"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    return monkeypatch


@pytest.fixture(scope="module")
def chat_server() -> Iterator[ChatServer]:
    chat = ChatServer()
    yield chat
    chat.close()


@pytest.fixture
def server(chat_server: ChatServer, clean_env: pytest.MonkeyPatch) -> ChatServer:
    """The module's chat server, emptied, with the environment pointing at it."""
    chat_server.replies, chat_server.requests, chat_server.headers = [], [], []
    clean_env.setenv("TABSQL_LLM_BASE_URL", chat_server.url)
    clean_env.setenv("TABSQL_LLM_MODEL", "scripted-model")
    clean_env.setenv("OPENAI_API_KEY", "sk-test-key")
    return chat_server


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("llm")
    build_pdf(d / "halden-2025.pdf", [
        Heading("Halden Supplies Ltd - Price List 2025"),
        Note("This price list of Halden Supplies Ltd is valid from 1 January to 31 December 2025."),
        Heading("Table 1: Unit prices by product", level=2),
        Grid([["SKU", "Description", "Unit price"], ["HS-1001", "Cable ties 300 x 5 mm", "EUR 5.50"],
              ["HS-1002", "Packing tape 50 mm", "EUR 9.00"], ["HS-1003", "Bubble wrap roll", "EUR 14.20"]],
             style="grid"),
        Heading("Table 2: Delivery fees per order by quantity", level=2),
        Grid([["Order quantity (units)", "Standard", "Express"], ["1-99", "EUR 45.00", "EUR 95.00"],
              ["100-499", "EUR 65.00", "EUR 120.00"], ["500+", "EUR 85.00", "EUR 175.00"]],
             style="grid", col_widths=[165, 165, 165]),
    ])
    build_pdf(d / "pumps.pdf", [
        Heading("Corvin Pumps GmbH - Data sheet"),
        Grid([["Model", "Flow rate (m3/h)", "Noise level (dB)", "Weight (kg)"],
              ["CP-100", "12.5", "61", "18.4"], ["CP-200", "20.0", "64", "24.9"], ["CP-300", "31.5", "70", "33.0"]],
             style="grid"),
    ])
    with ingested(d, "llm.duckdb") as cat:
        yield cat


def reading(**fields) -> tuple[int, str]:
    return 200, json.dumps(fields)


# questions the deterministic reader refuses, the reading a model gives, and the right answer
VIA_MODEL = [
    ("Of the models, whose weight takes the crown?",
     reading(operation="argmax", names=["models", "weight"], phrasing=["takes the crown"]), "CP-300"),
    ("Halden: what would 250 units cost to ship express, pal?",
     reading(operation="lookup", names=["Halden", "express"], quantity=250, phrasing=["cost to ship", "pal"]), 120.0),
    ("Tot up the weights of the models, mate.",
     reading(operation="sum", names=["weights", "models"], phrasing=["tot up", "mate"]), 76.3),
    ("Pull up the dough Halden wants for HS-1002, cheers.",
     reading(operation="lookup", names=["Halden", "HS-1002"], phrasing=["pull up", "dough", "wants", "cheers"]), 9.0),
]


@pytest.mark.parametrize("question,reply,expected", VIA_MODEL)
def test_refused_questions_are_answered_through_the_models_reading(question, reply, expected, catalog, server,
                                                                   clean_env) -> None:
    clean_env.delenv("TABSQL_LLM_MODEL")
    before = ask(catalog, question)
    assert before.status == "not_found" and server.requests == []  # the deterministic reading refuses
    clean_env.setenv("TABSQL_LLM_MODEL", "scripted-model")
    server.replies = [reply]
    ans = ask(catalog, question, explain=True)
    assert ans.status == "answered" and ans.verified is True, ans.answer
    assert ans.value == pytest.approx(expected) if isinstance(expected, float) else ans.value == expected
    assert ans.citations and ans.explain["reader"] == "language model"
    assert len(server.requests) == 1


def test_the_request_asks_for_the_reading_schema_with_the_labels_in_scope(catalog, server) -> None:
    server.replies = [VIA_MODEL[0][1]]
    ask(catalog, VIA_MODEL[0][0])
    request = server.requests[0]
    assert request["path"] == "/v1/chat/completions" and request["model"] == "scripted-model"
    assert server.headers[0]["authorization"] == "Bearer sk-test-key"
    assert request["response_format"]["type"] == "json_schema"
    schema = request["response_format"]["json_schema"]["schema"]
    assert {"operation", "names", "phrasing", "years", "quantity", "thresholds"} <= set(schema["properties"])
    prompt = "\n".join(m["content"] for m in request["messages"])
    for label in ("Noise level (dB)", "Weight (kg)", "CP-200", "Express", "100-499", "Halden Supplies Ltd",
                  VIA_MODEL[0][0]):
        assert label in prompt, label
    assert "33.0" not in prompt and "120.00" not in prompt  # labels, never the values


def test_a_reading_that_names_other_cells_is_refused_by_the_proof(catalog, server) -> None:
    """The model names the noise level for a question about weight: the readers find the loudest
    pump, and the proof, which holds the answer to the question's own words, refuses it."""
    server.replies = [reading(operation="argmax", names=["noise level"], phrasing=["takes the crown"])]
    ans = ask(catalog, "Of the models, whose weight takes the crown?")
    assert ans.status == "not_found" and ans.value is None
    assert "names 'weight' and the cited cells do not" in ans.answer
    server.replies = [reading(operation="lookup", names=["Halden", "standard"], quantity=250,
                              phrasing=["cost to ship", "express", "pal"])]
    ans = ask(catalog, "Halden: what would 250 units cost to ship express, pal?")  # 'express' is a label word
    assert ans.status == "not_found" and ans.value is None and "'express'" in ans.answer


def test_a_reading_against_the_questions_superlative_is_refused(catalog, server, clean_env) -> None:
    question = "Which model has the highest weight, pal?"
    clean_env.delenv("TABSQL_LLM_MODEL")
    assert ask(catalog, question).status == "not_found"
    clean_env.setenv("TABSQL_LLM_MODEL", "scripted-model")
    server.replies = [reading(operation="argmin", names=["model", "weight"], phrasing=["pal"])]
    ans = ask(catalog, question)
    assert ans.status == "not_found" and ans.value is None and "asks for the highest" in ans.answer
    server.replies = [reading(operation="argmax", names=["model", "weight"], phrasing=["pal"])]
    assert ask(catalog, question).value == "CP-300"


def test_a_word_no_label_explains_is_never_proven_by_the_models_reading(catalog, server) -> None:
    """"quietest" names a measure no label prints: the model's reading (the noise level) may be
    right, but nothing in the cells proves it, so it is refused."""
    server.replies = [reading(operation="argmin", names=["noise level"])]
    ans = ask(catalog, "Which pump is the quietest?")
    assert ans.status == "not_found" and "'quietest'" in ans.answer


@pytest.mark.parametrize("reply,reason", [
    ((200, "The heaviest one is CP-300."), "no valid reading"),
    (reading(operation="divide", names=["weight"]), "no valid reading (operation"),
    (reading(operation="argmax"), "no valid reading (names"),
    (reading(operation="lookup", names=["weight"], answer=33.0), "no valid reading (answer"),
    (reading(operation="lookup", names=["weight", "models"], years=[2031]), "2031, which the question does not print"),
    (reading(operation="filter", names=["weight"], thresholds=[{"cmp": ">", "number": 20}]), "20, which the question"),
    (reading(operation="lookup", names=["weight of 5 models"]), "5, which the question does not print"),
    ((500, "model crashed"), "the language model failed"),
])
def test_an_unusable_reply_is_a_refusal_with_its_reason(reply, reason, catalog, server) -> None:
    server.replies = [reply]
    ans = ask(catalog, "Of the models, whose weight takes the crown?")
    assert ans.status == "not_found" and ans.value is None
    assert reason in ans.answer and "language model" in ans.answer


def test_a_fenced_json_reply_is_read(catalog, server) -> None:
    server.replies = [(200, "Here it is:\n```json\n" + VIA_MODEL[0][1][1] + "\n```")]
    assert ask(catalog, VIA_MODEL[0][0]).value == "CP-300"


def test_an_endpoint_without_structured_output_is_asked_again_without_it(catalog, server) -> None:
    server.replies = [(400, "response_format json_schema is not supported"), VIA_MODEL[0][1]]
    assert ask(catalog, VIA_MODEL[0][0]).value == "CP-300"
    assert "response_format" in server.requests[0] and "response_format" not in server.requests[1]
    assert "JSON schema" in server.requests[1]["messages"][0]["content"]


def test_an_answered_question_never_calls_the_model(catalog, server) -> None:
    ans = ask(catalog, "What is the weight of CP-200 in the Corvin Pumps data sheet?")
    assert ans.status == "answered" and ans.value == 24.9 and server.requests == []


def test_missing_openai_package_is_a_refusal_with_its_reason(catalog, server, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "openai", None)  # makes `import openai` raise ImportError
    ans = ask(catalog, VIA_MODEL[0][0])
    assert ans.status == "not_found" and "pip install 'tabsql[llm]'" in ans.answer
    assert server.requests == []


def test_configuration_needs_a_model(clean_env: pytest.MonkeyPatch) -> None:
    assert not configured()
    clean_env.setenv("OPENAI_API_KEY", "sk-x")
    assert not configured()  # a key alone (set for other tools) does not turn the model on
    clean_env.setenv("TABSQL_LLM_MODEL", "m")
    assert configured()
    clean_env.delenv("OPENAI_API_KEY")
    assert not configured()
    clean_env.setenv("TABSQL_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    assert configured()


def test_nothing_configured_opens_no_connection(clean_env: pytest.MonkeyPatch, catalog) -> None:
    """The whole answering path, answered or refused, stays offline when no model is set."""
    attempts: list[object] = []

    def deny(sock: socket.socket, address: object) -> None:
        attempts.append(address)
        raise OSError("network access attempted")

    clean_env.setattr(socket.socket, "connect", deny)
    clean_env.setattr(socket.socket, "connect_ex", deny)
    clean_env.setattr(socket, "create_connection", lambda address, *a, **kw: deny(None, address))
    statuses = [ask(catalog, q).status for q in (
        "What is the weight of CP-200 in the Corvin Pumps data sheet?", *(q for q, _, _ in VIA_MODEL),
        "Wie schwer ist das Modell CP-300?")]
    assert statuses[0] == "answered" and statuses[1:-1] == ["not_found"] * len(VIA_MODEL)
    assert attempts == []
