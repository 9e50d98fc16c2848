"""Makes the README's screenshots of the web page (docs/web-*.png) from the sample PDFs.

    .venv/bin/python docs/screenshots.py

Ingests examples/pdfs into a temporary catalog, serves it on 127.0.0.1 and drives Debian's
chromium with playwright through the main views; the PNGs are reduced to 256 colours to stay small.
"""
from __future__ import annotations

import shutil
import socket
import tempfile
import threading
import time
from pathlib import Path

import uvicorn
from PIL import Image
from playwright.sync_api import sync_playwright

from tabsql.api import keys
from tabsql.api.server import config
from tabsql.catalog import Catalog

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs"
QUESTION = "What is the standard delivery fee for 250 units from Supplier B?"


def serve(db: Path) -> tuple[str, uvicorn.Server]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(config(db, port=port, log_level="warning"))
    threading.Thread(target=server.run, daemon=True).start()
    while not server.started:
        time.sleep(0.05)
    return f"http://127.0.0.1:{port}", server


def shot(page, name: str) -> None:
    path = OUT / f"web-{name}.png"
    page.wait_for_timeout(300)
    page.screenshot(path=path)
    Image.open(path).convert("RGB").quantize(256).save(path, optimize=True)
    print(f"{path.relative_to(ROOT)}: {path.stat().st_size // 1024} KB")


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "demo.duckdb"
        with Catalog(db) as cat:
            cat.ingest([ROOT / "examples" / "pdfs"], groups=["procurement"])
            key, _ = keys.create_key(cat, ["procurement"])
        base, server = serve(db)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=shutil.which("chromium"))
                page = browser.new_page(viewport={"width": 1280, "height": 760})
                page.goto(base + "/")
                page.get_by_test_id("key-input").fill(key)
                page.get_by_test_id("key-submit").click()
                page.get_by_test_id("question-input").fill(QUESTION)
                page.get_by_test_id("ask-button").click()
                page.get_by_test_id("highlight").first.wait_for()
                shot(page, "ask")
                page.get_by_role("button", name="Documents", exact=True).click()
                page.locator("#documents tbody tr").first.wait_for()
                shot(page, "documents")
                page.get_by_role("button", name="Tables", exact=True).click()
                page.locator("#tables tbody tr").filter(has_text="Delivery").first.get_by_role("button").click()
                page.locator("#table-grid tbody tr").first.wait_for()
                shot(page, "table")
                page.get_by_role("button", name="SQL", exact=True).click()
                name = page.locator("#table-title").inner_text().rsplit("(", 1)[1].rstrip(")")
                page.get_by_label("A read-only SELECT").fill(f"SELECT _label AS tier, standard, express\nFROM {name}\nORDER BY standard")
                page.get_by_role("button", name="Run").click()
                page.locator("#sql-result tbody tr").first.wait_for()
                shot(page, "sql")
                phone = browser.new_page(viewport={"width": 390, "height": 844}, device_scale_factor=1)
                phone.goto(base + "/")
                phone.get_by_test_id("key-input").fill(key)
                phone.get_by_test_id("key-submit").click()
                phone.get_by_test_id("question-input").fill(QUESTION)
                phone.get_by_test_id("ask-button").click()
                phone.get_by_test_id("highlight").first.wait_for()
                phone.get_by_test_id("source-page").scroll_into_view_if_needed()
                shot(phone, "phone")
                browser.close()
        finally:
            server.should_exit = True


if __name__ == "__main__":
    main()
