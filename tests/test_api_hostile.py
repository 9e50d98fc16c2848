"""Hostile input over real HTTP: each is refused with a 4xx and a reason, nothing is left behind,
and the server goes on answering."""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

import pdf_api
from tabsql.api.service import upload_dir
from test_api import free_port, make_keys, start_server, upload
from chat_server import ChatServer


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):
    folder = tmp_path_factory.mktemp("hostile")
    db = folder / "hostile.duckdb"
    [(key, _)] = make_keys(db, ["H"])
    good = pdf_api.price_list(folder / "good.pdf", "Supplier H", [("Widget", "EUR 12.50"), ("Gadget", "EUR 40.00")])
    api = start_server(db)
    with api.client(key) as c:
        assert upload(c, {"good.pdf": good}).status_code == 200
        table = c.get("/v1/tables").json()["tables"][0]["name"]
    yield api, key, good, table
    api.stop()


def still_serving(c: httpx.Client, table: str) -> None:
    """The server answers, and only the one good document (with its rows) is there."""
    assert c.get("/v1/health").json() == {"status": "ok"}
    docs = c.get("/v1/documents").json()["documents"]
    assert [d["name"] for d in docs] == ["good.pdf"]
    rows = c.post("/v1/sql", json={"sql": f'SELECT count(*) FROM "{table}"'}).json()["rows"]
    assert rows == [[2]]


def _bad_files(good: bytes) -> dict[str, tuple[bytes, str]]:
    """name -> (file, a word the refusal must contain)."""
    return {
        "truncated": (pdf_api.truncated(good), "truncated"),
        "nested": (pdf_api.deeply_nested(), "unreadable"),
        "huge-page-count": (pdf_api.huge_page_count(), "pages"),
        "decompression-bomb": (pdf_api.decompression_bomb(), "inflates"),
        "too-many-pages": (pdf_api.many_pages(25), "pages"),
        "zip": (pdf_api.zip_renamed(), "ZIP"),
        "encrypted": (pdf_api.encrypted(), "encrypted"),
        "empty": (b"", "empty"),
        "text": (b"hello, this is not a PDF\n", "not a PDF"),
    }


@pytest.mark.parametrize("case", list(_bad_files(b"%PDF-1.4\n")))
def test_malformed_upload_is_refused_with_a_reason(hostile, case: str) -> None:
    api, key, good, table = hostile
    body, word = _bad_files(good)[case]
    with api.client(key) as c:
        r = upload(c, {f"{case}.pdf": body})
        assert 400 <= r.status_code < 500, r.text
        err = r.json()
        assert word.lower() in err["error"].lower(), err
        assert [f["document"] for f in err["failed"]] == [f"{case}.pdf"] and not err["ingested"]
        still_serving(c, table)


def test_good_and_bad_files_in_one_upload(hostile, tmp_path: Path) -> None:
    api, key, good, table = hostile
    other = pdf_api.price_list(tmp_path / "o.pdf", "Supplier O", [("Bolt", "EUR 1.00")])
    with api.client(key) as c:
        r = upload(c, {"other.pdf": other, "zip.pdf": pdf_api.zip_renamed()})
        assert r.status_code == 400
        assert [i["document"] for i in r.json()["ingested"]] == ["other.pdf"]
        assert [f["document"] for f in r.json()["failed"]] == ["zip.pdf"]
        doc = next(d for d in c.get("/v1/documents").json()["documents"] if d["name"] == "other.pdf")
        assert c.delete(f"/v1/documents/{doc['id']}").status_code == 204
        still_serving(c, table)


def test_non_utf8_form_fields_and_file_names(hostile) -> None:
    api, key, good, table = hostile
    boundary = b"b0undary"
    body = (b"--" + boundary + b"\r\nContent-Disposition: form-data; name=\"groups\"\r\n\r\n\xff\xfe\xc3\x28\r\n"
            b"--" + boundary + b"\r\nContent-Disposition: form-data; name=\"files\"; filename=\"\xff\xfe.pdf\"\r\n"
            b"Content-Type: application/pdf\r\n\r\n" + good + b"\r\n--" + boundary + b"--\r\n")
    with api.client(key) as c:
        r = c.post("/v1/documents", content=body,
                   headers={"Content-Type": "multipart/form-data; boundary=b0undary"})
        assert 400 <= r.status_code < 500 and r.json()["error"]
        broken = c.post("/v1/documents", content=b"--b0undary\r\n\xff\xff",
                        headers={"Content-Type": "multipart/form-data; boundary=b0undary"})
        assert 400 <= broken.status_code < 500 and broken.json()["error"]
        nofiles = c.post("/v1/documents", data={"groups": "H"})
        assert nofiles.status_code == 400 and "files" in nofiles.json()["error"]
        still_serving(c, table)


@pytest.mark.parametrize("body", [
    b'{"question": ' + b"[" * 100_000 + b"]" * 100_000 + b"}",
    b'{"question": "unterminated',
    b'{"question": 12}',
    b"[]",
    b'{"question": "\xff\xfe"}',
    b"",
])
def test_malformed_json_bodies(hostile, body: bytes) -> None:
    api, key, good, table = hostile
    with api.client(key) as c:
        for path in ("/v1/ask", "/v1/sql"):
            r = c.post(path, content=body, headers={"Content-Type": "application/json"})
            assert 400 <= r.status_code < 500 and r.json()["error"], (path, r.text[:200])
        still_serving(c, table)


def test_100kb_question(hostile) -> None:
    api, key, good, table = hostile
    with api.client(key) as c:
        r = c.post("/v1/ask", json={"question": "What is the price? " * 5500})
        assert 400 <= r.status_code < 500 and "limit" in r.json()["error"]
        still_serving(c, table)


HOSTILE_SQL = [
    'DROP TABLE "{t}"', 'DELETE FROM "{t}"', 'INSERT INTO "{t}" (_row) VALUES (99)',
    "UPDATE \"{t}\" SET _label = 'x'", "CREATE TABLE pwned AS SELECT 1", "ATTACH '{tmp}/x.db' AS x",
    "COPY \"{t}\" TO '{tmp}/out.csv'", "SELECT * FROM read_csv('/etc/passwd')", "SELECT * FROM '/etc/passwd'",
    "SELECT getenv('HOME')", "INSTALL httpfs", "LOAD httpfs", "PRAGMA database_list",
    "SET memory_limit = '1TB'", "CALL pragma_version()", 'SELECT 1; DROP TABLE "{t}"',
    "EXPORT DATABASE '{tmp}/dump'", "SELECT * FROM duckdb_settings()", "SELECT * FROM api_keys",
    "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT * FROM r",
    "SELECT repeat('x', 1000000000)", "SELECT * FROM range(100000000000)", "SELECT current_setting('threads')",
    "SELECT * FROM glob('/*')", "SELECT read_text('/etc/passwd')", "' OR 1=1 --", "SELECT", "\x00",
    'SELECT 1 FROM "{t}" a, "{t}" b, "{t}" c, "{t}" d, "{t}" e, "{t}" f, "{t}" g, "{t}" h',
    "SELECT * FROM documents", "SELECT * FROM facts", "VACUUM", "CHECKPOINT", "DETACH main",
    "SELECT 'x' || (" * 200 + "'y'" + ")" * 200,
]


def test_hostile_sql_suite(hostile, tmp_path: Path) -> None:
    api, key, good, table = hostile
    with api.client(key) as c:
        for template in HOSTILE_SQL:
            sql = template.replace("{t}", table).replace("{tmp}", str(tmp_path))
            r = c.post("/v1/sql", json={"sql": sql})
            assert 400 <= r.status_code < 500 and r.json()["error"], (sql[:80], r.status_code, r.text[:200])
        assert list(tmp_path.iterdir()) == []
        still_serving(c, table)
        assert [r[0] for r in c.post("/v1/sql", json={"sql": f'SELECT _label FROM "{table}" ORDER BY _row'})
                .json()["rows"]] == ["Widget", "Gadget"]


# --------------------------------------------------------------------------- a served process
class Served:
    """``tabsql serve`` in a process of its own, so its memory can be read from /proc."""

    def __init__(self, db: Path, env: dict[str, str]) -> None:
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.proc = subprocess.Popen([sys.executable, "-m", "tabsql.cli", "serve", "--db", str(db),
                                      "--port", str(self.port)], env={**os.environ, **env},
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 60
        while True:
            assert self.proc.poll() is None and time.time() < deadline, "server did not start"
            try:
                if httpx.get(f"{self.base}/v1/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.1)

    def rss_mb(self) -> float:
        status = Path(f"/proc/{self.proc.pid}/status").read_text()
        return int(status.split("VmRSS:")[1].split()[0]) / 1024

    def client(self, key: str | None = None) -> httpx.Client:
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        return httpx.Client(base_url=self.base, headers=headers, timeout=60)

    def stop(self) -> None:
        self.proc.send_signal(signal.SIGINT)
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


SERVED_ENV = {"TABSQL_HEADER_SECONDS": "1.5", "TABSQL_BODY_IDLE_SECONDS": "1", "TABSQL_BODY_SECONDS": "3",
              "TABSQL_IDLE_SECONDS": "2", "TABSQL_SQL_SECONDS": "6"}


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """A served catalog: keys of groups A, B and A+B, an LLM endpoint scripted on 127.0.0.1, and a
    leftover upload folder from a server that was killed mid-upload."""
    folder = tmp_path_factory.mktemp("served")
    db = folder / "served.duckdb"
    (key_a, _), (key_b, _), (key_ab, _) = make_keys(db, ["A"], ["B"], ["A", "B"])
    leftover = upload_dir(db) / "tabsql-upload-killed" / "0"  # as a killed server leaves it
    leftover.mkdir(parents=True, exist_ok=True)
    (leftover / "half.pdf").write_bytes(b"%PDF-1.4 half an upload")
    chat = ChatServer()
    env = {**SERVED_ENV, "TABSQL_LLM_BASE_URL": chat.url, "TABSQL_LLM_MODEL": "scripted-model",
           "OPENAI_API_KEY": "sk-test", "NO_PROXY": "127.0.0.1"}
    server = Served(db, env)
    yield {"server": server, "db": db, "a": key_a, "b": key_b, "ab": key_ab, "chat": chat,
           "leftover": leftover, "folder": folder}
    server.stop()
    chat.close()


def test_upload_leftovers_are_removed_at_start_up(served) -> None:
    assert not served["leftover"].exists()
    assert served["leftover"].parent.parent.is_dir()  # the folder itself is there, empty
    assert list(served["leftover"].parent.parent.iterdir()) == []


def own_table(served, key: str, name: str, items: list[tuple[str, str]]) -> str:
    pdf = pdf_api.price_list(served["folder"] / name, f"Supplier {name[0].upper()}", items)
    with served["server"].client(key) as c:
        r = upload(c, {name: pdf})
        assert r.status_code == 200, r.text
        return next(t["name"] for t in c.get("/v1/tables").json()["tables"] if t["document"] == name)


def doubled(n: int, what: str) -> str:
    return ("WITH s0 AS (SELECT 'xx' AS s), " + ", ".join(f"s{i + 1} AS (SELECT s || s AS s FROM s{i})"
                                                         for i in range(n)) + f" SELECT {what} FROM s{n}")


HOSTILE_GROWTH = {  # name -> (query over table {t}, a word the 400 must say)
    "format_width": ("SELECT length(format('{:>1500000000}', 1))", "width"),
    "printf_width_per_row": ("SELECT max(length(printf('%200000000d', _row))) FROM \"{t}\"", "width"),
    "split_printf": ("SELECT len(split(printf('%30000000d', 1), ''))", "width"),
    "list_sort_string_to_array": (doubled(30, "len(list_sort(string_to_array(s, '')))"), "limit"),
    "damerau_15k": (doubled(13, "damerau_levenshtein(s, s || 'x')"), "damerau_levenshtein"),
    "doubling_2gb": (doubled(30, "length(s)"), "limit"),
    "string_agg_cross_join": ("SELECT length(string_agg(a._label || b._label || c._label || d._label, ',')) FROM "
                              + ", ".join(f'"{{t}}" {x}' for x in "abcdefghijklmn"), "limit"),
}


@pytest.mark.parametrize("case", list(HOSTILE_GROWTH))
def test_hostile_sql_never_grows_the_server(served, case: str) -> None:
    """Measured on the server process: a 400 naming the limit, and under 100 MB of growth."""
    table = own_table(served, served["a"], "grow.pdf", [("Widget", "EUR 1.00"), ("Gadget", "EUR 2.00"),
                                                        ("Bolt", "EUR 3.00")])
    sql, word = HOSTILE_GROWTH[case]
    server = served["server"]
    with server.client(served["a"]) as c:
        before = server.rss_mb()
        start = time.perf_counter()
        r = c.post("/v1/sql", json={"sql": sql.replace("{t}", table)})
        took = time.perf_counter() - start
        grown = server.rss_mb() - before
        print(f"\nRSS {case}: {r.status_code} in {took:.2f} s, server {before:.0f} -> {before + grown:.0f} MB "
              f"({grown:+.1f} MB): {r.json().get('error', '')[:90]}")
        assert r.status_code == 400 and word in r.json()["error"], r.text
        assert grown < 100
        assert c.post("/v1/sql", json={"sql": f'SELECT count(*) FROM "{table}"'}).json()["rows"] == [[3]]


def test_three_hostile_queries_at_once(served) -> None:
    table = own_table(served, served["a"], "grow.pdf", [("Widget", "EUR 1.00"), ("Gadget", "EUR 2.00"),
                                                        ("Bolt", "EUR 3.00")])
    server = served["server"]
    queries = [HOSTILE_GROWTH[c][0].replace("{t}", table)
               for c in ("list_sort_string_to_array", "doubling_2gb", "string_agg_cross_join")]
    results: list[httpx.Response] = []
    before = server.rss_mb()

    def one(sql: str) -> None:
        with server.client(served["a"]) as c:
            results.append(c.post("/v1/sql", json={"sql": sql}))

    threads = [threading.Thread(target=one, args=(q,)) for q in queries]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    grown = server.rss_mb() - before
    print(f"\nRSS three at once: server {before:.0f} -> {before + grown:.0f} MB ({grown:+.1f} MB)")
    assert [r.status_code for r in results] == [400] * 3 and all("limit" in r.json()["error"] for r in results)
    assert grown < 100


# --------------------------------------------------------------------------- identity per group
def _everything(c: httpx.Client, question: str) -> str:
    """Every listing a key can read, as one text: documents, each document, tables, an answer."""
    docs = c.get("/v1/documents").json()["documents"]
    parts = [str(docs), str(c.get("/v1/tables").json())]
    parts += [c.get(f"/v1/documents/{d['id']}").text for d in docs]
    parts.append(c.post("/v1/ask", json={"question": question}).text)
    return "\n".join(parts)


@pytest.mark.parametrize("first,second", [("a", "b"), ("b", "a")])
def test_identical_bytes_in_two_groups_reveal_nothing(served, first: str, second: str) -> None:
    """The same bytes, uploaded by keys of two groups under two names: each group has its own
    document (id, name, tables), answers of its own, a delete of its own; nothing shows the other."""
    pdf = pdf_api.price_list(served["folder"] / f"twin-{first}.pdf", "Supplier T",
                             [("Rotor", "EUR 61.00"), ("Stator", "EUR 82.00")])
    names = {first: f"{first}-private-name.pdf", second: f"{second}-other-name.pdf"}
    server = served["server"]
    question = "What is the unit price of the Rotor?"
    with server.client(served[first]) as c1, server.client(served[second]) as c2:
        r1, r2 = upload(c1, {names[first]: pdf}), upload(c2, {names[second]: pdf})
        assert r1.status_code == r2.status_code == 200
        # the second upload is told exactly what the first was: ingested, same shape, its own name
        assert r2.json() == {**r1.json(), "ingested": [{**r1.json()["ingested"][0], "document": names[second]}]}
        own = {k: next(d for d in c.get("/v1/documents").json()["documents"] if d["name"] == names[k])
               for k, c in ((first, c1), (second, c2))}
        assert own[first]["id"] != own[second]["id"]
        assert own[first]["groups"] == [first.upper()] and own[second]["groups"] == [second.upper()]
        for k, c, other in ((first, c1, second), (second, c2, first)):
            seen = _everything(c, question)
            assert names[other] not in seen and own[other]["id"] not in seen
            other_tables = [t["name"] for t in c.get("/v1/documents/" + own[k]["id"]).json()["tables"]]
            assert all(own[other]["id"][:6] not in t for t in other_tables)
            missing = c.get(f"/v1/documents/{own[other]['id']}")
            never = c.get("/v1/documents/0123456789abcdef")
            assert missing.status_code == never.status_code == 404
            assert missing.json()["error"].replace(own[other]["id"], "?") == \
                never.json()["error"].replace("0123456789abcdef", "?")
            assert c.delete(f"/v1/documents/{own[other]['id']}").status_code == 404
            ans = c.post("/v1/ask", json={"question": question}).json()
            assert ans["status"] == "answered" and ans["value"] == 61.0
            assert {x["document"] for x in ans["citations"]} == {names[k]}
        # the same bytes again in one's own group: skipped, as it was there for this group
        again = upload(c1, {names[first]: pdf}).json()
        assert again["skipped"] and not again["ingested"]
        # a delete removes the deleter's copy only
        assert c1.delete(f"/v1/documents/{own[first]['id']}").status_code == 204
        assert names[first] not in str(c1.get("/v1/documents").json())
        theirs = next(t for t in c2.get("/v1/tables").json()["tables"] if t["document"] == names[second])
        assert c2.post("/v1/sql", json={"sql": f'SELECT count(*) FROM "{theirs["name"]}"'}).json()["rows"] == [[2]]
        assert c2.delete(f"/v1/documents/{own[second]['id']}").status_code == 204


def test_a_key_of_both_groups_sees_both_copies(served) -> None:
    pdf = pdf_api.price_list(served["folder"] / "both.pdf", "Supplier W", [("Washer", "EUR 0.10")])
    with served["server"].client(served["a"]) as ca, served["server"].client(served["b"]) as cb, \
            served["server"].client(served["ab"]) as cab:
        assert upload(ca, {"w-a.pdf": pdf}).status_code == 200
        assert upload(cb, {"w-b.pdf": pdf}).status_code == 200
        listed = {d["name"]: d["groups"] for d in cab.get("/v1/documents").json()["documents"]}
        assert listed["w-a.pdf"] == ["A"] and listed["w-b.pdf"] == ["B"]
        # uploading to A what A already holds is a skip, and B's copy is not touched by it
        assert upload(cab, {"w-a.pdf": pdf}, "A").json()["skipped"]
        for c, name in ((ca, "w-a.pdf"), (cb, "w-b.pdf")):
            doc = next(d for d in c.get("/v1/documents").json()["documents"] if d["name"] == name)
            assert c.delete(f"/v1/documents/{doc['id']}").status_code == 204


# --------------------------------------------------------------------------- input
SURROGATE = "\ud800"


@pytest.mark.parametrize("body", [
    {"question": f"What is the price{SURROGATE}?"},
    {"question": "What is the price?", "id": f"q{SURROGATE}"},
    {"question": "What is the price?", "documents": [f"x{SURROGATE}.pdf"]},
])
def test_lone_surrogate_in_ask_is_a_400(served, body: dict) -> None:
    raw = json.dumps(body).encode()  # json writes the lone surrogate as the escape \ud800
    assert b"\\ud800" in raw
    with served["server"].client(served["a"]) as c:
        r = c.post("/v1/ask", content=raw, headers={"Content-Type": "application/json"})
        assert r.status_code == 400 and "not valid Unicode" in r.json()["error"], r.text
        assert c.get("/v1/health").status_code == 200


def test_lone_surrogate_in_sql_and_upload_fields(served) -> None:
    with served["server"].client(served["a"]) as c:
        r = c.post("/v1/sql", content=json.dumps({"sql": f"SELECT '{SURROGATE}'"}).encode(),
                   headers={"Content-Type": "application/json"})
        assert r.status_code == 400 and "not valid Unicode" in r.json()["error"]
        r = c.post("/v1/documents", data={"groups": b"A\xed\xa0\x80"},  # a surrogate, as UTF-8 cannot
                   files=[("files", ("x\xed\xa0\x80.pdf".encode("latin-1").decode("latin-1"), b"%PDF-1.4",
                                     "application/pdf"))])
        assert r.status_code in (400, 403) and r.json()["error"]
        assert c.get("/v1/health").status_code == 200


@pytest.mark.parametrize("body", [b'{"question": ', b"\xff\xfe", b'{"question": 12}', b"[]"])
@pytest.mark.parametrize("path", ["/v1/ask", "/v1/sql"])
def test_no_key_is_401_before_the_body_is_judged(served, body: bytes, path: str) -> None:
    for auth in ({}, {"Authorization": "Bearer tsq_0000000000000000_notakeynotakeynotakey"}):
        r = httpx.post(served["server"].base + path, content=body,
                       headers={"Content-Type": "application/json", **auth})
        assert r.status_code == 401, (auth, r.text)


def test_a_trickled_body_is_cut_off(served) -> None:
    """The body of a request that keeps coming a byte at a time gets 408 within the limits."""
    start = time.perf_counter()
    with socket.create_connection(("127.0.0.1", served["server"].port)) as s:
        s.sendall(b"POST /v1/sql HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer " + served["a"].encode()
                  + b"\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n")
        s.settimeout(0.2)
        reply = b""
        while time.perf_counter() - start < 10 and not reply:
            try:
                s.sendall(b" ")
                reply = s.recv(4096)
            except socket.timeout:
                continue
            except OSError:
                break
    assert reply.startswith(b"HTTP/1.1 408"), reply[:100]
    assert time.perf_counter() - start < 6  # 3 s for a whole JSON body in this server


def test_slow_headers_and_idle_connections_are_closed(served) -> None:
    port = served["server"].port
    socks = [socket.create_connection(("127.0.0.1", port)) for _ in range(50)]
    try:
        for s in socks[:25]:
            s.sendall(b"GET /v1/health HTTP/1.1\r\nHost: x\r\n")  # a head that never ends
        start = time.perf_counter()
        for s in socks:
            s.settimeout(8)
            assert s.recv(100) == b""  # closed by the server
        assert time.perf_counter() - start < 6
    finally:
        for s in socks:
            s.close()
    assert httpx.get(served["server"].base + "/v1/health").status_code == 200


# --------------------------------------------------------------------------- the server's LLM
def test_ask_uses_the_servers_model_over_the_callers_labels_only(served) -> None:
    """A question the deterministic reader refuses is read by the language model configured on the
    server, shown the caller's labels only; what it reads is answered over the caller's tables and
    proven like any answer, so another group's cell stays out of reach."""
    own_table(served, served["a"], "llm-a.pdf", [("Anchor", "EUR 5.00"), ("Chain", "EUR 9.00")])
    own_table(served, served["b"], "llm-b.pdf", [("Secret", "EUR 777.00")])
    chat = served["chat"]
    chat.replies = [(200, json.dumps({"operation": "lookup", "names": ["Anchor"], "phrasing": ["set me back", "pal"]})),
                    (200, json.dumps({"operation": "lookup", "names": ["Secret"], "phrasing": ["set me back", "pal"]}))]
    chat.requests = []
    with served["server"].client(served["a"]) as c:
        ans = c.post("/v1/ask", json={"question": "What does the Anchor set me back, pal?"}).json()
        assert ans["status"] == "answered" and ans["value"] == 5.0 and ans["verified"] is True, (ans, chat.requests)
        assert len(chat.requests) == 1
        prompt = json.dumps(chat.requests[0]["messages"])
        assert "Anchor" in prompt and "Secret" not in prompt and "llm-b.pdf" not in prompt
        refused = c.post("/v1/ask", json={"question": "What does the Secret set me back, pal?"}).json()
        assert refused["status"] != "answered" and "777" not in json.dumps(refused)
        assert len(chat.requests) == 2 and "Secret" not in json.dumps(chat.requests[1]["messages"][1]["content"]
                                                                      .split("Question:")[0])


def test_cli_question_file_with_a_bad_line_answers_the_others(tmp_path: Path) -> None:
    """A lone surrogate in one line of `tabsql ask --questions` is an `error` answer for that line;
    the lines around it are answered, in order, and the command does not crash."""
    pdf = tmp_path / "cli.pdf"
    pdf_api.price_list(pdf, "Supplier C", [("Rotor", "EUR 61.00"), ("Stator", "EUR 82.00")])
    db = tmp_path / "cli.duckdb"
    cli = [sys.executable, "-m", "tabsql.cli"]
    subprocess.run([*cli, "ingest", str(pdf), "--db", str(db)], check=True, capture_output=True)
    lines = [{"id": "q1", "question": "What is the unit price of the Rotor?"},
             {"id": "q2", "question": f"What is the unit price of the Stator{SURROGATE}?"},
             {"id": f"q3{SURROGATE}", "question": "What is the unit price of the Stator?"},
             {"id": "q4", "question": "What is the unit price of the Stator?", "documents": [f"c{SURROGATE}"]},
             {"id": "q5", "question": "What is the unit price of the Stator?"}]
    questions = tmp_path / "q.jsonl"
    questions.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    run = subprocess.run([*cli, "ask", "--questions", str(questions), "--db", str(db), "--json"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "Traceback" not in run.stderr, run.stderr
    answers = [json.loads(line) for line in run.stdout.splitlines()]
    assert [a["id"] for a in answers] == ["q1", "q2", "q3\\ud800", "q4", "q5"]
    assert [a["status"] for a in answers] == ["answered", "error", "error", "error", "answered"]
    assert answers[0]["value"] == 61.0 and answers[4]["value"] == 82.0
    assert all("not valid Unicode" in a["answer"] for a in answers[1:4])
    bad_arg = subprocess.run([*cli, "ask", "What is \udcff?", "--db", str(db)], capture_output=True,
                             text=True, errors="surrogateescape", timeout=60)
    assert bad_arg.returncode == 2 and "not valid Unicode" in bad_arg.stderr
    assert len(bad_arg.stderr.strip().splitlines()) == 1
