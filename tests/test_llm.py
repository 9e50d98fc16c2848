"""The optional LLM backend against a real chat-completions server on 127.0.0.1 with scripted
replies, and proof that with nothing configured no network connection is ever opened.
"""
from __future__ import annotations

import json
import socket
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from sql_catalog import build_catalog
from tabsql.errors import UnsafeSQL
from tabsql.sql_agent.llm import (
    LLMUnavailable,
    generate_sql,
    llm_configured,
    query_with_llm,
    table_schemas,
)

LLM_ENV = ("TABSQL_LLM_BASE_URL", "TABSQL_LLM_MODEL", "OPENAI_API_KEY", "OPENAI_BASE_URL")


class ChatServer:
    """A minimal OpenAI chat-completions endpoint: records each request, answers from a script."""

    def __init__(self) -> None:
        self.replies: list[tuple[int, str]] = []
        self.requests: list[dict] = []
        self.headers: list[dict] = []
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's naming
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                server.requests.append({"path": self.path, **body})
                server.headers.append({k.lower(): v for k, v in self.headers.items()})
                status, content = server.replies.pop(0) if server.replies else (500, "no reply scripted")
                payload = {"id": "chatcmpl-1", "object": "chat.completion", "created": 0,
                           "model": body.get("model"),
                           "choices": [{"index": 0, "finish_reason": "stop",
                                        "message": {"role": "assistant", "content": content}}],
                           "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}}
                if status != 200:
                    payload = {"error": {"message": content, "type": "server_error"}}
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


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
def finance(tmp_path_factory: pytest.TempPathFactory):
    catalog, names = build_catalog(tmp_path_factory.mktemp("llm") / "catalog.duckdb")
    yield catalog, names, table_schemas(catalog.documents(["finance"]))
    catalog.close()


def sql_reply(sql: str) -> tuple[int, str]:
    return 200, f"Here is the query:\n```sql\n{sql}\n```\nIt selects the rows you need."


def test_good_sql_from_the_model_runs(server: ChatServer, finance) -> None:
    catalog, names, schema = finance
    k = names["kestrel-annual-2025.pdf"]
    server.replies = [sql_reply(f'SELECT _label, "2025" - "2024" AS change FROM {k} '
                                "WHERE lower(_label) = 'operating income'")]
    result = query_with_llm(catalog, "How did operating income change from 2024 to 2025?", schema)
    assert result.columns == ["_label", "change"]
    assert result.rows == [["Operating income", 650000.0]]
    assert result.sql.endswith("LIMIT 1000")
    assert len(server.requests) == 1
    assert server.requests[0]["path"] == "/v1/chat/completions"
    assert server.requests[0]["model"] == "scripted-model"
    assert server.headers[0]["authorization"] == "Bearer sk-test-key"


def test_request_carries_the_schema(server: ChatServer, finance) -> None:
    catalog, names, schema = finance
    k = names["kestrel-annual-2025.pdf"]
    server.replies = [sql_reply(f"SELECT 1 FROM {k}")]
    generate_sql("What was revenue in 2025?", schema)
    text = "\n".join(m["content"] for m in server.requests[0]["messages"])
    assert server.requests[0]["messages"][0]["role"] == "system"
    for expected in (k, "Income statement (EUR thousands)", "kestrel-annual-2025.pdf", "Kestrel Dynamics",
                     "_label VARCHAR", "2025 DOUBLE", "unit EUR", "'Revenue'", "13900000 (printed '13,900')",
                     "What was revenue in 2025?"):
        assert expected in text, expected
    assert names["supplier-a-2025.pdf"] not in text  # only the tables it was given


@pytest.mark.parametrize("hostile", [
    "COPY (SELECT * FROM {k}) TO '{out}'",
    "SELECT * FROM read_csv('{secret}')",
    "SELECT * FROM api_keys",
    "SELECT * FROM {other}",
    "SELECT 1; DROP TABLE {k}",
    "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r",
])
def test_hostile_sql_from_the_model_is_refused(hostile: str, server: ChatServer, finance, tmp_path: Path) -> None:
    catalog, names, schema = finance
    secret = tmp_path / "secret.csv"
    secret.write_text("password\nhunter2\n")
    out = tmp_path / "out.csv"
    sql = hostile.format(k=names["kestrel-annual-2025.pdf"], other=names["supplier-a-2025.pdf"],
                         out=out, secret=secret)
    server.replies = [sql_reply(sql), sql_reply(sql)]
    with pytest.raises(UnsafeSQL):
        query_with_llm(catalog, "Show me everything", schema)
    assert len(server.requests) == 2  # one correction round, then the refusal stands
    retry = server.requests[1]["messages"]
    assert retry[-1]["role"] == "user" and "refused or failed" in retry[-1]["content"]
    assert not out.exists()
    assert catalog.con.execute(f"SELECT count(*) FROM {names['kestrel-annual-2025.pdf']}").fetchone() == (3,)


def test_refused_sql_is_corrected_in_a_second_round(server: ChatServer, finance) -> None:
    catalog, names, schema = finance
    k = names["kestrel-annual-2025.pdf"]
    server.replies = [sql_reply(f"SELECT getenv('HOME') FROM {k}"),
                      sql_reply(f'SELECT sum("2025") FROM {k} WHERE NOT _is_total')]
    result = query_with_llm(catalog, "Sum of 2025", schema)
    assert result.rows == [[24500000.0]]
    assert "getenv" in server.requests[1]["messages"][-1]["content"]


def test_endpoint_errors_become_llm_unavailable(server: ChatServer, finance) -> None:
    _, _, schema = finance
    server.replies = [(500, "model crashed")]
    with pytest.raises(LLMUnavailable, match="LLM request failed"):
        generate_sql("What was revenue?", schema)
    server.replies = [(200, "   ")]
    with pytest.raises(LLMUnavailable, match="no SQL"):
        generate_sql("What was revenue?", schema)


def test_missing_openai_package_is_a_clear_error(server: ChatServer, finance, monkeypatch: pytest.MonkeyPatch) -> None:
    _, _, schema = finance
    monkeypatch.setitem(sys.modules, "openai", None)  # makes `import openai` raise ImportError
    with pytest.raises(LLMUnavailable, match=r"pip install 'tabsql\[llm\]'"):
        generate_sql("What was revenue?", schema)
    assert server.requests == []


def test_configuration_needs_a_model(clean_env: pytest.MonkeyPatch) -> None:
    assert not llm_configured()
    clean_env.setenv("OPENAI_API_KEY", "sk-x")
    assert not llm_configured()  # a key alone (set for other tools) does not turn the LLM on
    clean_env.setenv("TABSQL_LLM_MODEL", "m")
    assert llm_configured()
    clean_env.delenv("OPENAI_API_KEY")
    assert not llm_configured()
    clean_env.setenv("TABSQL_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    assert llm_configured()


def test_nothing_configured_opens_no_connection(clean_env: pytest.MonkeyPatch, finance) -> None:
    catalog, names, schema = finance
    attempts: list[object] = []

    def deny(sock: socket.socket, address: object) -> None:
        attempts.append(address)
        raise OSError("network access attempted")

    clean_env.setattr(socket.socket, "connect", deny)
    clean_env.setattr(socket.socket, "connect_ex", deny)
    clean_env.setattr(socket, "create_connection", lambda address, *a, **kw: deny(None, address))
    assert not llm_configured()
    with pytest.raises(LLMUnavailable, match="no LLM configured"):
        generate_sql("What was revenue in 2025?", schema)
    with pytest.raises(LLMUnavailable):
        query_with_llm(catalog, "What was revenue in 2025?", schema)
    # the sandbox itself never touches the network either
    k = names["kestrel-annual-2025.pdf"]
    from tabsql.sql_agent.sandbox import run
    assert run(catalog, f'SELECT "2025" FROM {k} WHERE _label = \'Revenue\'', {k}).rows == [[13900000.0]]
    assert attempts == []


def test_ask_without_llm_opens_no_connection(clean_env: pytest.MonkeyPatch, finance) -> None:
    """The whole answering path, parsable question or not, stays offline when no LLM is set."""
    answer = pytest.importorskip("tabsql.answer")
    catalog, _, _ = finance
    attempts: list[object] = []

    def deny(sock: socket.socket, address: object) -> None:
        attempts.append(address)
        raise OSError("network access attempted")

    clean_env.setattr(socket.socket, "connect", deny)
    clean_env.setattr(socket.socket, "connect_ex", deny)
    clean_env.setattr(socket, "create_connection", lambda address, *a, **kw: deny(None, address))
    statuses = [answer.ask(catalog, q).status for q in (
        "How did operating income change from 2024 to 2025?",
        "Write a haiku that joins every table with every other one",
        "Wie hoch war der Umsatz 2025?")]
    assert statuses[0] == "answered"
    assert attempts == []
