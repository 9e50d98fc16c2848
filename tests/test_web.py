"""The web page in a real browser: Debian's chromium driven by playwright, against a real server on
127.0.0.1. Upload, ask, the cited cell highlighted on the page image, a table with CSV and XLSX,
SQL, /docs and /redoc, all with every request outside 127.0.0.1 refused."""
from __future__ import annotations

import csv
import io
import os
import shutil
from pathlib import Path
from urllib.parse import urlparse

import httpx
import pdfplumber
import pytest
from openpyxl import load_workbook
from reportlab.lib.pagesizes import A4

from conftest import supplier_price_list
from test_api import make_keys, start_server

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
QUESTION = "What is the standard delivery fee for 100-499 units from Supplier B?"
PAGE_W, PAGE_H = A4  # the test PDFs' page size in points


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """A served empty catalog, a key for group 'buyers', and the two PDFs the page will upload."""
    root = tmp_path_factory.mktemp("web")
    db = root / "catalog.duckdb"
    (key, _), = make_keys(db, ["buyers"])
    pdfs = root / "pdfs"
    pdfs.mkdir()
    a = supplier_price_list(pdfs / "supplier-a-2025.pdf", "Supplier A", 2025, ["EUR 45.00", "EUR 95.00", "EUR 20.00"])
    b = supplier_price_list(pdfs / "supplier-b-2025.pdf", "Supplier B", 2025, ["EUR 50.00", "EUR 120.00", "EUR 30.00"])
    api = start_server(db)
    yield {"api": api, "key": key, "pdfs": [a, b], "db": db, "downloads": root / "downloads"}
    api.stop()


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    if CHROMIUM is None:  # `make system-deps` installs it as root; CI must not pass without it
        message = "Debian's chromium is not installed (make system-deps installs it)"
        pytest.fail(message) if os.environ.get("CI") else pytest.skip(message)

    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield chromium
        chromium.close()


@pytest.fixture(scope="module")
def outside():
    """Every request the browser tried to send anywhere but 127.0.0.1 (each one is refused)."""
    return []


def new_page(browser, site, outside, **kwargs):
    context = browser.new_context(accept_downloads=True, **kwargs)

    def guard(route):
        url = urlparse(route.request.url)
        if url.scheme in ("blob", "data") or url.hostname == "127.0.0.1":
            route.continue_()
        else:
            outside.append(route.request.url)
            route.abort()

    context.route("**/*", guard)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.errors = errors
    return page


def sign_in(page, site):
    page.goto(site["api"].base + "/")
    page.get_by_test_id("key-input").fill(site["key"])
    page.get_by_test_id("key-submit").click()
    page.locator("#app").wait_for()


def ask(page, question: str):
    page.get_by_test_id("question-input").fill(question)
    page.get_by_test_id("ask-button").click()
    page.locator("#answer-status.status-answered, #answer-status.status-ambiguous, "
                 "#answer-status.status-not_found, #answer-status.status-error").wait_for()


def rect(locator) -> dict:
    return locator.evaluate("e => { const r = e.getBoundingClientRect(); "
                            "return {x: r.x, y: r.y, width: r.width, height: r.height}; }")


def assert_on_cell(highlight, image, bbox):
    """The box drawn over the image is the cell's bbox scaled from points to the image's pixels."""
    img, box = rect(image), rect(highlight)
    sx, sy = img["width"] / PAGE_W, img["height"] / PAGE_H
    x0, top, x1, bottom = bbox
    assert box["x"] == pytest.approx(img["x"] + x0 * sx, abs=1.5)
    assert box["y"] == pytest.approx(img["y"] + top * sy, abs=1.5)
    assert box["width"] == pytest.approx((x1 - x0) * sx, abs=1.5)
    assert box["height"] == pytest.approx((bottom - top) * sy, abs=1.5)


def printed_word_box(pdf: Path, text: str) -> tuple[float, float, float, float]:
    with pdfplumber.open(pdf) as doc:
        word = next(w for w in doc.pages[0].extract_words() if w["text"] == text)
    return word["x0"], word["top"], word["x1"], word["bottom"]


def test_upload_ask_and_see_the_cited_cell(browser, site, outside):
    page = new_page(browser, site, outside, viewport={"width": 1280, "height": 900})
    sign_in(page, site)
    assert page.locator("#who").inner_text() == "Groups: buyers"

    page.get_by_role("button", name="Documents", exact=True).click()
    page.locator("#upload-files").set_input_files([str(p) for p in site["pdfs"]])
    page.get_by_label("Group").select_option("buyers")
    page.locator("#upload-button").click()
    page.locator("#upload-result li.ok").nth(1).wait_for(timeout=120_000)
    rows = page.locator("#documents tbody tr")
    assert rows.count() == 2
    assert rows.nth(1).locator("td").all_inner_texts()[:4] == ["supplier-b-2025.pdf", "1", "1", "buyers"]

    page.get_by_role("button", name="Ask", exact=True).click()
    ask(page, QUESTION)
    assert page.get_by_test_id("answer-status").inner_text().lower() == "answered"
    assert "120" in page.get_by_test_id("answer").inner_text()
    assert "verified" in page.locator("#verified").inner_text()
    assert page.locator("#conditions").inner_text() == "Prices exclude VAT"
    citations = page.get_by_test_id("citation")
    assert citations.count() == 1
    assert "supplier-b-2025.pdf" in citations.first.inner_text()
    assert "EUR 120.00" in citations.first.inner_text()

    image = page.get_by_test_id("source-page")
    page.wait_for_function("() => document.querySelector('[data-testid=source-page]').naturalWidth > 0")
    natural = image.evaluate("i => [i.naturalWidth, i.naturalHeight]")
    assert natural == [pytest.approx(PAGE_W * 2, abs=2), pytest.approx(PAGE_H * 2, abs=2)]
    answer = httpx.post(site["api"].base + "/v1/ask", json={"question": QUESTION},
                        headers={"Authorization": f"Bearer {site['key']}"}, timeout=60).json()
    bbox = answer["citations"][0]["bbox"]
    # The cited box holds the printed "120.00" of the PDF (found independently by pdfplumber) ...
    wx0, wtop, wx1, wbottom = printed_word_box(site["pdfs"][1], "120.00")
    assert bbox[0] - 1 <= wx0 and wx1 <= bbox[2] + 1 and bbox[1] - 1 <= wtop and wbottom <= bbox[3] + 1
    # ... and the highlight is drawn exactly over it; the table's other cells are faintly outlined.
    highlights = page.get_by_test_id("highlight")
    assert highlights.count() == 1
    assert_on_cell(highlights.first, image, bbox)
    assert page.locator("#overlay .cell").count() >= 9

    # On a phone the page fits the screen and the box stays on the cell.
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert_on_cell(highlights.first, image, bbox)
    page.set_viewport_size({"width": 1280, "height": 900})

    # The key is kept for the browser session: a reload stays signed in.
    page.reload()
    page.locator("#app").wait_for()
    assert page.locator("#key-view").is_hidden()

    # Several readings: one box each, click to focus, and a choice per document that asks again.
    ask(page, "What is the standard delivery fee for 100-499 units?")
    assert page.get_by_test_id("answer-status").inner_text().lower() == "ambiguous"
    assert page.get_by_test_id("citation").count() == 2
    page.get_by_test_id("citation").nth(1).click()
    page.wait_for_function("() => document.querySelector('#source-caption').textContent.startsWith('supplier-b')")
    page.locator("#overlay .highlight.focused").wait_for()
    page.get_by_role("button", name="Ask of supplier-a-2025.pdf").click()
    page.locator("#ask-scope").wait_for()
    page.locator("#answer-status.status-answered").wait_for()
    assert "95" in page.get_by_test_id("answer").inner_text()
    assert page.errors == []


def ensure_uploaded(site) -> None:
    """The later tests need the PDFs that the first test uploads through the page (re-uploading
    unchanged files is a no-op), so each test also runs alone."""
    files = [("files", (p.name, p.read_bytes(), "application/pdf")) for p in site["pdfs"]]
    r = httpx.post(site["api"].base + "/v1/documents", files=files, data={"groups": "buyers"},
                   headers={"Authorization": f"Bearer {site['key']}"}, timeout=120)
    assert r.status_code == 200, r.text


def download(page, button: str, folder: Path) -> Path:
    with page.expect_download() as info:
        page.get_by_role("button", name=button).click()
    target = folder / info.value.suggested_filename
    info.value.save_as(target)
    return target


def test_browse_a_table_and_download_it(browser, site, outside):
    ensure_uploaded(site)
    page = new_page(browser, site, outside)
    sign_in(page, site)
    page.get_by_role("button", name="Tables", exact=True).click()
    page.get_by_label("Show tables whose name").fill("supplier-b")
    page.locator("#tables tbody tr").filter(has_text="Delivery fees").get_by_role("button").click()
    grid = page.locator("#table-grid")
    grid.wait_for()
    assert grid.locator("thead th").all_inner_texts() == ["Order quantity (units)", "Standard (EUR)", "Express (EUR)"]
    row = grid.locator("tbody tr").filter(has_text="100-499")
    assert row.locator("td").all_inner_texts() == ["120 EUR", "240 EUR"]
    assert "Prices exclude VAT" in page.locator("#table-conditions").inner_text()

    folder = site["downloads"]
    lines = list(csv.reader(io.StringIO(download(page, "Download CSV", folder).read_text())))
    assert lines[0] == ["row", "Order quantity (units)", "Standard", "Express"]
    assert ["100-499", "100-499", "120.0", "240.0"] in lines
    sheet = load_workbook(download(page, "Download XLSX", folder)).active
    values = list(sheet.iter_rows(values_only=True))
    assert values[0] == ("row", "Order quantity (units)", "Standard", "Express")
    assert values[1] == ("unit", "units", "EUR", "EUR")
    assert ("100-499", "100-499", 120, 240) in values
    assert ("condition", "Prices exclude VAT", None, None) in values
    assert page.errors == []


def test_sql_box_shows_results_and_csv(browser, site, outside):
    ensure_uploaded(site)
    page = new_page(browser, site, outside)
    sign_in(page, site)
    tables = httpx.get(site["api"].base + "/v1/tables", headers={"Authorization": f"Bearer {site['key']}"}).json()
    fees = next(t for t in tables["tables"] if t["document"] == "supplier-b-2025.pdf" and "Delivery" in t["caption"])
    page.get_by_role("button", name="SQL", exact=True).click()
    page.get_by_label("A read-only SELECT").fill(f'SELECT _label, standard FROM "{fees["name"]}" ORDER BY standard')
    page.get_by_role("button", name="Run").click()
    page.locator("#sql-result tbody tr").first.wait_for()
    assert page.locator("#sql-result thead th").all_inner_texts() == ["_label", "standard"]
    assert page.locator("#sql-result tbody tr").nth(2).locator("td").all_inner_texts() == ["100-499", "120"]
    lines = download(page, "Download CSV", site["downloads"]).read_text().splitlines()
    assert lines == ["_label,standard", "500+,30.0", "1-99,50.0", "100-499,120.0"]

    page.get_by_label("A read-only SELECT").fill("DROP TABLE documents")
    page.get_by_role("button", name="Run").click()
    page.locator("#sql-error").wait_for()
    assert page.locator("#sql-error").inner_text().startswith("Refused: ")
    assert page.errors == []


def test_docs_and_redoc_render_offline(browser, site, outside):
    page = new_page(browser, site, outside)
    page.goto(site["api"].base + "/docs")
    page.locator(".swagger-ui .info .title").filter(has_text="tabsql").wait_for()
    page.locator(".opblock-summary-path", has_text="/v1/ask").first.wait_for()
    page.goto(site["api"].base + "/redoc")
    page.get_by_role("heading", name="tabsql").first.wait_for()
    assert page.errors == []


def test_a_wrong_key_is_refused_and_a_document_deleted(browser, site, outside):
    ensure_uploaded(site)
    page = new_page(browser, site, outside)
    page.goto(site["api"].base + "/")
    page.get_by_test_id("key-input").fill("tsq_0123456789abcdef_" + "x" * 43)
    page.get_by_test_id("key-submit").click()
    page.get_by_role("alert").filter(has_text="not accepted").wait_for()
    sign_in(page, site)
    page.get_by_role("button", name="Documents", exact=True).click()
    page.on("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Delete supplier-a-2025.pdf").click()
    page.locator("#documents tbody tr").filter(has_text="supplier-a-2025.pdf").wait_for(state="detached")
    names = httpx.get(site["api"].base + "/v1/documents", headers={"Authorization": f"Bearer {site['key']}"}).json()
    assert [d["name"] for d in names["documents"]] == ["supplier-b-2025.pdf"]
    assert page.errors == []


def test_no_request_left_127_0_0_1(outside):
    """Runs last in this module: the requests of every test above stayed on 127.0.0.1."""
    assert outside == []
