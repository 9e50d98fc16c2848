"""The HTTP API on a real uvicorn server on 127.0.0.1, called with httpx: keys, group isolation on
every endpoint, uploads, CSV, limits and restarts. Hostile input is in test_api_hostile.py."""
from __future__ import annotations

import csv
import io
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path

import httpx
import pytest
import uvicorn

from pdf_api import price_list
from tabsql.api import keys
from tabsql.api.limits import Limits
from tabsql.api.server import config
from tabsql.catalog import Catalog

LIMITS = Limits(max_upload_bytes=3_000_000, max_pages=20, max_question_chars=2000, max_sql_rows=50,
                request_seconds=120)
A_ITEMS = [("Widget", "12.50"), ("Gadget", "40.00"), ("Bracket", "7.25")]
B_ITEMS = [("Sprocket", "77.00"), ("Flange", "13.25"), ("Gasket", "3.10")]


@dataclass
class Api:
    base: str
    server: uvicorn.Server
    thread: threading.Thread

    @property
    def service(self):
        """The running app's Service (to revoke keys while it serves)."""
        return self.server.config.app.state.service

    def client(self, key: str | None = None) -> httpx.Client:
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        return httpx.Client(base_url=self.base, headers=headers, timeout=120)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=60)
        assert not self.thread.is_alive()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(db: Path, limits: Limits = LIMITS) -> Api:
    port = free_port()
    server = uvicorn.Server(config(db, port=port, limits=limits, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.time() + 30
    while not server.started:
        assert thread.is_alive() and time.time() < deadline, "server did not start"
        time.sleep(0.02)
    return Api(f"http://127.0.0.1:{port}", server, thread)


def make_keys(db: Path, *group_sets: list[str]) -> list[tuple[str, str]]:
    with Catalog(db) as cat:
        return [(key, rec.id) for key, rec in (keys.create_key(cat, g) for g in group_sets)]


def upload(client: httpx.Client, files: dict[str, bytes], groups: str | None = None) -> httpx.Response:
    data = {"groups": groups} if groups is not None else {}
    return client.post("/v1/documents", data=data,
                       files=[("files", (name, body, "application/pdf")) for name, body in files.items()])


@dataclass
class World:
    api: Api
    key_a: str
    key_b: str
    key_ab: str
    doc_a: dict
    doc_b: dict
    table_a: str
    table_b: str
    pdf_a: bytes
    pdf_b: bytes


@pytest.fixture(scope="module")
def world(tmp_path_factory) -> World:
    folder = tmp_path_factory.mktemp("api")
    db = folder / "api.duckdb"
    (key_a, _), (key_b, _), (key_ab, _) = make_keys(db, ["A"], ["B"], ["A", "B"])
    pdf_a = price_list(folder / "a.pdf", "Supplier A", [(i, f"EUR {p}") for i, p in A_ITEMS])
    pdf_b = price_list(folder / "b.pdf", "Supplier B", [(i, f"EUR {p}") for i, p in B_ITEMS])
    api = start_server(db)
    with api.client(key_a) as ca, api.client(key_b) as cb:
        ra = upload(ca, {"supplier-a.pdf": pdf_a}, "A")
        rb = upload(cb, {"supplier-b.pdf": pdf_b})
        assert ra.status_code == 200, ra.text
        assert rb.status_code == 200, rb.text
        doc_a = ca.get("/v1/documents").json()["documents"][0]
        doc_b = cb.get("/v1/documents").json()["documents"][0]
        table_a = ca.get("/v1/tables").json()["tables"][0]["name"]
        table_b = cb.get("/v1/tables").json()["tables"][0]["name"]
    yield World(api, key_a, key_b, key_ab, doc_a, doc_b, table_a, table_b, pdf_a, pdf_b)
    api.stop()


B_DATA = ["supplier-b", "Supplier B", "Sprocket", "Flange", "Gasket", "77", "13.25"]


def no_b_data(text: str, asked: str = "") -> bool:
    """Nothing of document B (name, items, prices) in a response A got, beyond what A asked
    (document ids are hex digests, so a digit run inside one is not a price)."""
    text = re.sub(r"\b[0-9a-f]{16}\b", "", text)
    return not any(s in text for s in B_DATA if s not in asked)


# --------------------------------------------------------------------------- contract basics
def test_health_needs_no_key_and_openapi_is_served(world: World) -> None:
    with world.api.client() as c:
        assert c.get("/v1/health").json() == {"status": "ok"}
        spec = c.get("/openapi.json").json()
    for path in ["/v1/health", "/v1/documents", "/v1/documents/{doc_id}", "/v1/ask", "/v1/sql",
                 "/v1/tables", "/v1/tables/{name}"]:
        assert path in spec["paths"], path
    assert "multipart/form-data" in spec["paths"]["/v1/documents"]["post"]["requestBody"]["content"]


def test_upload_summary_and_listing_shape(world: World) -> None:
    assert world.doc_a["name"] == "supplier-a.pdf" and world.doc_a["pages"] == 1
    assert world.doc_a["tables"] >= 1 and world.doc_a["groups"] == ["A"]
    assert set(world.doc_a) >= {"id", "name", "pages", "tables", "groups"}
    with world.api.client(world.key_a) as c:  # the same file again is skipped, not duplicated
        again = upload(c, {"supplier-a.pdf": world.pdf_a}, "A")
        assert again.status_code == 200
        assert again.json()["skipped"][0]["document"] == "supplier-a.pdf" and not again.json()["ingested"]
        assert len(c.get("/v1/documents").json()["documents"]) == 1


# --------------------------------------------------------------------------- authentication
ENDPOINTS = [("GET", "/v1/documents"), ("GET", "/v1/documents/x"), ("DELETE", "/v1/documents/x"),
             ("POST", "/v1/documents"), ("POST", "/v1/ask"), ("POST", "/v1/sql"), ("GET", "/v1/tables"),
             ("GET", "/v1/tables/x")]


@pytest.mark.parametrize("auth", [None, "Bearer tsq_0000000000000000_notarealkeynotarealkey", "Bearer",
                                  "Basic dXNlcjpwYXNz", "Bearer garbage"])
def test_every_v1_endpoint_needs_a_valid_key(world: World, auth: str | None) -> None:
    headers = {"Authorization": auth} if auth else {}
    with world.api.client() as c:
        for method, path in ENDPOINTS:
            r = c.request(method, path, headers=headers, json={"question": "x", "sql": "SELECT 1"})
            assert r.status_code == 401, (method, path, r.text)
            assert r.json()["error"] and r.headers["www-authenticate"] == "Bearer"


def test_revoked_key_is_refused_at_once(world: World) -> None:
    svc = world.api.service
    cur = svc.cursor()
    try:
        key, record = keys.create_key(cur, ["A"])
    finally:
        cur.close()
    with world.api.client(key) as c:
        assert c.get("/v1/documents").status_code == 200
        assert svc.revoke_key(record.id)  # as DELETE /v1/keys/{id} does (the server holds the file)
        r = c.get("/v1/documents")
        assert r.status_code == 401 and "revoked" in r.json()["error"]


def test_keys_are_stored_hashed(world: World) -> None:
    cur = world.api.service.cursor()
    try:
        stored = cur.execute("SELECT * FROM api_keys").fetchall()
    finally:
        cur.close()
    flat = repr(stored)
    for key in (world.key_a, world.key_b, world.key_ab):
        secret = key.split("_", 2)[2]  # tsq_<id>_<secret>; the secret itself may contain "_"
        assert key not in flat and secret not in flat


# --------------------------------------------------------------------------- group isolation, endpoint by endpoint
def test_isolation_list_documents(world: World) -> None:
    with world.api.client(world.key_a) as ca, world.api.client(world.key_ab) as cab:
        docs = ca.get("/v1/documents").json()["documents"]
        assert [d["id"] for d in docs] == [world.doc_a["id"]]
        both = {d["id"] for d in cab.get("/v1/documents").json()["documents"]}
        assert both == {world.doc_a["id"], world.doc_b["id"]}


def test_isolation_get_document(world: World) -> None:
    with world.api.client(world.key_a) as ca:
        own = ca.get(f"/v1/documents/{world.doc_a['id']}")
        assert own.status_code == 200 and own.json()["tables"][0]["name"] == world.table_a
        other = ca.get(f"/v1/documents/{world.doc_b['id']}")
        assert other.status_code == 404 and no_b_data(other.text)
        missing = ca.get("/v1/documents/0123456789abcdef")  # looks exactly like a document that is not there
        assert other.json()["error"].replace(world.doc_b["id"], "?") == missing.json()["error"].replace(
            "0123456789abcdef", "?")


def test_isolation_delete_document(world: World) -> None:
    with world.api.client(world.key_a) as ca, world.api.client(world.key_b) as cb:
        r = ca.delete(f"/v1/documents/{world.doc_b['id']}")
        assert r.status_code == 404 and no_b_data(r.text)
        assert [d["id"] for d in cb.get("/v1/documents").json()["documents"]] == [world.doc_b["id"]]


def test_isolation_upload_to_a_foreign_group(world: World, tmp_path: Path) -> None:
    pdf = price_list(tmp_path / "c.pdf", "Supplier C", [("Bolt", "EUR 1.00")])
    with world.api.client(world.key_a) as ca, world.api.client(world.key_b) as cb:
        r = upload(ca, {"supplier-c.pdf": pdf}, "A,B")
        assert r.status_code == 403 and "B" in r.json()["error"]
        assert upload(ca, {"supplier-c.pdf": pdf}, "Z").status_code == 403
        names = {d["name"] for c in (ca, cb) for d in c.get("/v1/documents").json()["documents"]}
        assert "supplier-c.pdf" not in names


def test_isolation_list_tables(world: World) -> None:
    with world.api.client(world.key_a) as ca:
        r = ca.get("/v1/tables")
        tables = r.json()["tables"]
        assert {t["name"] for t in tables} == {world.table_a} and no_b_data(r.text)
        assert tables[0]["document"] == "supplier-a.pdf" and tables[0]["page"] == 1
        names = [c["name"] for c in tables[0]["columns"]]
        assert names[:2] == ["_row", "_label"] and len(names) > 4


def test_isolation_get_table_json_and_csv(world: World) -> None:
    with world.api.client(world.key_a) as ca:
        for accept in ("application/json", "text/csv"):
            r = ca.get(f"/v1/tables/{world.table_b}", headers={"Accept": accept})
            assert r.status_code == 404 and no_b_data(r.text, asked=world.table_b), accept
        own = ca.get(f"/v1/tables/{world.table_a}").json()
        assert own["document"] == "supplier-a.pdf"
        values = {c["value"]["number"] for c in own["cells"] if c["value"]["kind"] in ("number", "money")}
        assert {12.5, 40.0, 7.25} <= values
        assert any("Unit price" in " ".join(p) for p in own["column_paths"])
        text = ca.get(f"/v1/tables/{world.table_a}", headers={"Accept": "text/csv"})
        assert text.headers["content-type"].startswith("text/csv")
        rows = list(csv.reader(io.StringIO(text.text)))
        widget = next(r for r in rows[1:] if r[0] == "Widget")
        assert rows[0][0] == "row" and "12.5" in widget and "EUR 12.50" not in widget


def test_isolation_sql(world: World) -> None:
    with world.api.client(world.key_a) as ca:
        own = ca.post("/v1/sql", json={"sql": f'SELECT _label FROM "{world.table_a}" ORDER BY _row'})
        assert own.status_code == 200, own.text
        assert own.json()["columns"] == ["_label"] and ["Widget"] in own.json()["rows"]
        for sql in [f'SELECT * FROM "{world.table_b}"',
                    f'SELECT _label FROM "{world.table_a}" UNION ALL SELECT _label FROM "{world.table_b}"',
                    f'WITH x AS (SELECT * FROM "{world.table_b}") SELECT * FROM x',
                    "SELECT name FROM documents", "SELECT * FROM facts", "SELECT text FROM cells",
                    "SELECT * FROM api_keys", "SELECT * FROM information_schema.tables",
                    "SELECT * FROM duckdb_tables()"]:
            r = ca.post("/v1/sql", json={"sql": sql})
            assert r.status_code == 400 and r.json()["error"], sql
            assert no_b_data(r.text, asked=sql), sql


def test_isolation_ask(world: World) -> None:
    pytest.importorskip("tabsql.answer")
    question = "What is the unit price of the Sprocket from Supplier B?"
    with world.api.client(world.key_a) as ca, world.api.client(world.key_b) as cb:
        theirs = cb.post("/v1/ask", json={"question": question, "id": "q1"})
        assert theirs.status_code == 200 and theirs.json()["id"] == "q1"
        mine = ca.post("/v1/ask", json={"question": question})
        assert mine.status_code == 200
        ans = mine.json()
        assert ans["status"] != "answered" and ans["value"] is None and ans["citations"] == []
        assert no_b_data(mine.text, asked=question)


def test_ask_scoped_to_documents_stays_inside_the_callers_groups(world: World) -> None:
    pytest.importorskip("tabsql.answer")
    question = "What is the unit price of the Sprocket?"
    with world.api.client(world.key_ab) as cab, world.api.client(world.key_a) as ca:
        mine = cab.post("/v1/ask", json={"question": question, "documents": ["supplier-b.pdf"]}).json()
        assert mine["status"] == "answered"
        assert {c["document"] for c in mine["citations"]} == {"supplier-b.pdf"}
        foreign = ca.post("/v1/ask", json={"question": question, "documents": ["supplier-b.pdf"]})
        assert foreign.status_code == 200 and foreign.json()["status"] == "not_found"
        assert no_b_data(foreign.text.replace("supplier-b.pdf", ""), asked=question)


def test_shared_document_delete_only_removes_the_callers_groups(world: World, tmp_path: Path) -> None:
    pdf = price_list(tmp_path / "s.pdf", "Supplier S", [("Rivet", "EUR 0.40")])
    with world.api.client(world.key_a) as ca, world.api.client(world.key_b) as cb:
        assert upload(ca, {"shared.pdf": pdf}, "A").status_code == 200
        again = upload(cb, {"shared.pdf": pdf}, "B").json()  # B is not told that A has it already
        assert again["ingested"][0]["document"] == "shared.pdf" and not again["skipped"]
        shared = next(d for d in cb.get("/v1/documents").json()["documents"] if d["name"] == "shared.pdf")
        assert shared["groups"] == ["B"]  # B is not told who else shares it
        assert cb.delete(f"/v1/documents/{shared['id']}").status_code == 204
        assert "shared.pdf" not in {d["name"] for d in cb.get("/v1/documents").json()["documents"]}
        mine = next(d for d in ca.get("/v1/documents").json()["documents"] if d["name"] == "shared.pdf")
        assert mine["id"] != shared["id"]  # each group has its own copy
        assert ca.delete(f"/v1/documents/{mine['id']}").status_code == 204
        assert ca.get(f"/v1/documents/{mine['id']}").status_code == 404


# --------------------------------------------------------------------------- limits and result formats
def test_sql_csv_and_row_limit(world: World) -> None:
    t = world.table_a
    with world.api.client(world.key_a) as ca:
        r = ca.post("/v1/sql", json={"sql": f'SELECT _label, count(*) AS n FROM "{t}" GROUP BY 1 ORDER BY 1'},
                    headers={"Accept": "text/csv"})
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/csv")
        assert r.text.splitlines()[0] == "_label,n" and "Widget,1" in r.text.splitlines()
        big = ca.post("/v1/sql", json={"sql": f'SELECT 1 FROM "{t}" a, "{t}" b, "{t}" c, "{t}" d'})
        assert big.status_code == 400 and "50 rows" in big.json()["error"]


def test_question_and_body_limits(world: World) -> None:
    with world.api.client(world.key_a) as ca:
        r = ca.post("/v1/ask", json={"question": "x" * 100_000})
        assert r.status_code in (400, 413) and "limit" in r.json()["error"]
        assert ca.post("/v1/ask", json={"question": "   "}).status_code == 400
        big = ca.post("/v1/documents", files={"files": ("big.pdf", b"%PDF-1.4\n" + b"0" * 3_100_000)})
        assert big.status_code == 413 and "limit" in big.json()["error"]
        assert ca.get("/v1/health").status_code == 200


def start_process(db: Path) -> tuple[subprocess.Popen, str]:
    """The API in its own process, so the test can kill it the hard way."""
    port = free_port()
    code = "import sys; from tabsql.api.server import serve; serve(sys.argv[1], '127.0.0.1', int(sys.argv[2]))"
    proc = subprocess.Popen([sys.executable, "-c", code, str(db), str(port)], cwd=Path(__file__).parents[1],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 60
    while True:
        try:
            if httpx.get(f"{base}/v1/health", timeout=1).status_code == 200:
                return proc, base
        except httpx.TransportError:
            pass
        assert proc.poll() is None and time.time() < deadline, "server process did not start"
        time.sleep(0.1)


def test_restart_after_a_hard_kill_loses_nothing_acknowledged(tmp_path: Path) -> None:
    db = tmp_path / "restart.duckdb"
    [(key, _)] = make_keys(db, ["G"])
    pdf = price_list(tmp_path / "r.pdf", "Supplier R", [("Nut", "EUR 0.10")])
    proc, base = start_process(db)
    try:
        with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {key}"}, timeout=120) as c:
            assert upload(c, {"r.pdf": pdf}, "G").status_code == 200
            before = c.get("/v1/documents").json()
            tables = c.get("/v1/tables").json()
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    api = start_server(db)
    try:
        with api.client(key) as c:
            assert c.get("/v1/documents").json() == before and before["documents"]
            assert c.get("/v1/tables").json() == tables
            name = tables["tables"][0]["name"]
            assert c.post("/v1/sql", json={"sql": f'SELECT count(*) FROM "{name}"'}).json()["rows"] == [[1]]
    finally:
        api.stop()


def test_request_time_limit_is_a_408(tmp_path: Path) -> None:
    db = tmp_path / "slow.duckdb"
    [(key, _)] = make_keys(db, ["G"])
    api = start_server(db, replace(LIMITS, request_seconds=1e-6))
    try:
        with api.client(key) as c:
            r = c.get("/v1/tables")
            assert r.status_code == 408 and "limit" in r.json()["error"]
            assert c.get("/v1/health").json() == {"status": "ok"}
    finally:
        api.stop()


def test_keys_create_list_revoke(tmp_path: Path) -> None:
    with Catalog(tmp_path / "keys.duckdb") as cat:
        assert keys.lookup(cat, "tsq_0123456789abcdef_" + "x" * 43) is None  # no key table yet
        key, record = keys.create_key(cat, "X, Y,X")
        assert record.groups == ["X", "Y"] and key.startswith(f"tsq_{record.id}_")
        assert keys.lookup(cat, key) == ["X", "Y"]
        assert keys.lookup(cat, key[:-1] + ("a" if key[-1] != "a" else "b")) is None
        assert [r.id for r in keys.list_keys(cat)] == [record.id]
        assert keys.revoke_key(cat, record.id) and not keys.revoke_key(cat, record.id)
        assert keys.lookup(cat, key) is None and keys.list_keys(cat)[0].revoked_at is not None
        for bad in ([], "  ,", ["a,b"], ["tab\tname"]):
            with pytest.raises(ValueError):
                keys.create_key(cat, bad)
