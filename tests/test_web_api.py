"""Page images and kept PDFs, keys over HTTP with an admin key, and the command line on a database a
running `tabsql serve` holds: a real server on 127.0.0.1, httpx, the CLI by subprocess."""
from __future__ import annotations

import io
import json
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from PIL import Image
from reportlab.lib.pagesizes import A4

from pdf_api import price_list
from test_api import free_port, make_keys, start_server, upload


def tabsql(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tabsql.cli", *args], capture_output=True, text=True, timeout=300)


def admin_key(db: Path) -> str:
    out = tabsql("keys", "create", "--admin", "--groups", "ops", "--db", str(db), "--json")
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)["key"]


@pytest.fixture
def served(tmp_path):
    db = tmp_path / "catalog.duckdb"
    (a, _), (b, _) = make_keys(db, ["a"], ["b"])
    admin = admin_key(db)
    api = start_server(db)
    yield api, db, a, b, admin
    api.stop()


def test_pages_render_from_the_kept_pdf_and_go_with_the_document(served, tmp_path):
    api, db, a, b, _ = served
    body = price_list(tmp_path / "list.pdf", "Supplier A", [("Widget", "12.50"), ("Gadget", "40.00")])
    with api.client(a) as ca, api.client(b) as cb:
        assert upload(ca, {"list.pdf": body}, "a").status_code == 200
        doc = ca.get("/v1/documents").json()["documents"][0]
        png = ca.get(f"/v1/documents/{doc['id']}/pages/1.png")
        assert png.status_code == 200 and png.headers["content-type"] == "image/png"
        image = Image.open(io.BytesIO(png.content))
        assert image.size == (round(A4[0] * 2), round(A4[1] * 2))
        assert ca.get(f"/v1/documents/{doc['id']}/pages/1.png").content == png.content  # from the cache
        layout = ca.get(f"/v1/documents/{doc['id']}/pages/1.json").json()
        assert (layout["width"], layout["height"]) == (pytest.approx(A4[0]), pytest.approx(A4[1]))
        texts = {c["bbox"][0] for t in layout["tables"] for c in t["cells"]}
        assert len(texts) >= 2 and all(0 <= x <= A4[0] for x in texts)
        assert ca.get(f"/v1/documents/{doc['id']}/pdf").content == body
        assert ca.get(f"/v1/documents/{doc['id']}/pages/2.png").json() == {"error": "list.pdf has no page 2 (it has 1)"}
        # Another group's key: the document does not exist for it.
        for path in ("pages/1.png", "pages/1.json", "pdf"):
            assert cb.get(f"/v1/documents/{doc['id']}/{path}").status_code == 404

        # The same bytes uploaded by group b: one file, kept until neither group has the document.
        assert upload(cb, {"copy.pdf": body}, "b").status_code == 200
        stored = list((tmp_path / "catalog.duckdb.files").glob("*.pdf"))
        assert len(stored) == 1
        b_id = cb.get("/v1/documents").json()["documents"][0]["id"]
        assert ca.delete(f"/v1/documents/{doc['id']}").status_code == 204
        assert cb.get(f"/v1/documents/{b_id}/pages/1.png").status_code == 200
        assert cb.delete(f"/v1/documents/{b_id}").status_code == 204
        assert not stored[0].exists()
        assert not (tmp_path / "catalog.duckdb.files" / "pages" / stored[0].stem).exists()


def test_keys_over_http_are_admin_only_and_revocation_is_immediate(served):
    api, db, a, _, admin = served
    with api.client(a) as user, api.client(admin) as boss:
        for call in (lambda c: c.get("/v1/keys"), lambda c: c.post("/v1/keys", json={"groups": ["a"]}),
                     lambda c: c.delete("/v1/keys/0123456789abcdef")):
            r = call(user)
            assert r.status_code == 403 and "admin key" in r.json()["error"]
        assert user.get("/v1/me").json()["admin"] is False

        made = boss.post("/v1/keys", json={"groups": ["a", "b"]})
        assert made.status_code == 200
        new = made.json()
        assert set(new) >= {"id", "key", "groups"} and new["groups"] == ["a", "b"]
        listed = {k["id"]: k for k in boss.get("/v1/keys").json()["keys"]}
        assert listed[new["id"]]["groups"] == ["a", "b"] and "key" not in listed[new["id"]]
        with api.client(new["key"]) as fresh:
            assert fresh.get("/v1/documents").status_code == 200
            assert boss.delete(f"/v1/keys/{new['id']}").status_code == 204
            r = fresh.get("/v1/documents")
            assert r.status_code == 401 and r.json() == {"error": "invalid or revoked API key"}
        assert boss.delete(f"/v1/keys/{new['id']}").status_code == 404
        assert boss.post("/v1/keys", json={"groups": ["bad,name"]}).status_code == 400
        assert boss.post("/v1/keys", json={"groups": []}).status_code == 400


def test_cli_on_a_served_database_says_so_in_one_line(tmp_path):
    db = tmp_path / "catalog.duckdb"
    pdf = tmp_path / "list.pdf"
    price_list(pdf, "Supplier A", [("Widget", "12.50")])
    out = tabsql("ingest", str(pdf), "--db", str(db))
    assert out.returncode == 0
    assert out.stderr.strip() == "note: no --groups given; the documents go in group 'default'"
    key = tabsql("keys", "create", "--db", str(db), "--json")
    assert json.loads(key.stdout)["groups"] == ["default"]

    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "tabsql.cli", "serve", "--db", str(db), "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 60
        while True:
            try:
                if httpx.get(base + "/v1/health").status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert server.poll() is None and time.time() < deadline, "server did not start"
            time.sleep(0.2)
        # A key created without --groups sees what ingest put in 'default'.
        docs = httpx.get(base + "/v1/documents", headers={"Authorization": f"Bearer {json.loads(key.stdout)['key']}"})
        assert [d["groups"] for d in docs.json()["documents"]] == [["default"]]
        for args, way in [(("ask", "What is the unit price of Widget?"), f"POST {base}/v1/ask"),
                          (("ingest", str(pdf)), f"POST {base}/v1/documents"),
                          (("keys", "create", "--groups", "x"), f"POST {base}/v1/keys with an admin key"),
                          (("keys", "list"), f"GET {base}/v1/keys"),
                          (("serve", "--port", str(free_port())), "is already served by")]:
            out = tabsql(*args, "--db", str(db))
            assert out.returncode == 2, (args, out.stderr)
            lines = out.stderr.strip().splitlines()
            assert len(lines) == 1 and lines[0].startswith("error: ") and way in lines[0], (args, out.stderr)
            assert f"pid {server.pid}" in lines[0] and "Traceback" not in out.stderr
    finally:
        server.terminate()
        server.wait(timeout=60)
    assert not (tmp_path / "catalog.duckdb.files" / "server.json").exists()
    assert tabsql("keys", "list", "--db", str(db)).returncode == 0
