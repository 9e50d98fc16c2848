"""Hostile input over real HTTP: each is refused with a 4xx and a reason, nothing is left behind,
and the server goes on answering."""
from __future__ import annotations

from pathlib import Path

import httpx
import pytest

import pdf_api
from test_api import make_keys, start_server, upload


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
