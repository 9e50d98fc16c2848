"""open_pdf: every kind of unreadable file becomes a one-line DocumentError; good files open."""
from __future__ import annotations

import hashlib
import io
import zipfile
from pathlib import Path

import pytest
from pypdf import PdfWriter
from reportlab.pdfgen import canvas

from tabsql.errors import DocumentError
from tabsql.extract.pdf_open import DEFAULT_MAX_PAGES, open_pdf, sha256_of


def text_pdf(pages: int = 3) -> bytes:
    buf = io.BytesIO()
    c = canvas.Canvas(buf)
    for i in range(pages):
        c.drawString(72, 720, f"Page {i + 1} total 12,400.50")
        c.showPage()
    c.save()
    return buf.getvalue()


def raw_pdf(objects: list[bytes]) -> bytes:
    """A PDF assembled by hand (object i+1 = objects[i], object 1 the catalog), with a valid xref."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for i, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def flat_pages_pdf(n: int) -> bytes:
    kids = b" ".join(b"%d 0 R" % (i + 3) for i in range(n))
    pages = [b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>"] * n
    return raw_pdf([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, n), *pages])


def encrypted(data: bytes, user: str, owner: str, algorithm: str) -> bytes:
    writer = PdfWriter(clone_from=io.BytesIO(data))
    writer.encrypt(user_password=user, owner_password=owner, algorithm=algorithm)
    buf = io.BytesIO()
    writer.write(buf)
    return buf.getvalue()


def write(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


def reason(path: Path, **kwargs) -> str:
    with pytest.raises(DocumentError) as info:
        open_pdf(path, **kwargs)
    message = str(info.value)
    assert message and "\n" not in message
    return message


def test_good_pdf_opens_as_context_manager(tmp_path):
    path = write(tmp_path, "ok.pdf", text_pdf(3))
    with open_pdf(path) as pdf:
        assert len(pdf.pages) == 3
        assert "12,400.50" in pdf.pages[1].extract_text()


def test_sha256_of_matches_hashlib(tmp_path):
    data = text_pdf(1)
    path = write(tmp_path, "ok.pdf", data)
    assert sha256_of(path) == hashlib.sha256(data).hexdigest()
    assert sha256_of(str(path)) != sha256_of(write(tmp_path, "two.pdf", text_pdf(2)))


def test_missing_file_and_folder(tmp_path):
    assert "not found" in reason(tmp_path / "nope.pdf")
    assert "folder" in reason(tmp_path)


def test_empty_file(tmp_path):
    assert "empty" in reason(write(tmp_path, "empty.pdf", b""))


def test_text_renamed_pdf(tmp_path):
    assert "not a PDF" in reason(write(tmp_path, "notes.pdf", b"Quarterly figures: 12,400\n"))


def test_html_download_renamed_pdf(tmp_path):
    assert "HTML" in reason(write(tmp_path, "page.pdf", b"<!DOCTYPE html><html><body>404</body></html>"))


def test_zip_renamed_pdf(tmp_path):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("word/document.xml", "<w:document/>")
    message = reason(write(tmp_path, "report.pdf", buf.getvalue()))
    assert "not a PDF" in message and "ZIP" in message


@pytest.mark.parametrize("keep", [0.5, 0.9, 0.99])
def test_truncated_pdf(tmp_path, keep):
    data = text_pdf(3)
    assert "truncated" in reason(write(tmp_path, "cut.pdf", data[: int(len(data) * keep)]))


def test_corrupt_body(tmp_path):
    data = b"%PDF-1.4\n" + bytes(range(256)) * 20 + b"\n%%EOF\n"
    assert "corrupt" in reason(write(tmp_path, "garbage.pdf", data))


@pytest.mark.parametrize("algorithm", ["AES-256", "RC4-128"])
def test_password_protected_pdf(tmp_path, algorithm):
    data = encrypted(text_pdf(1), user="secret", owner="owner", algorithm=algorithm)
    assert "password" in reason(write(tmp_path, "locked.pdf", data))


def test_owner_password_only_pdf_is_read(tmp_path):
    data = encrypted(text_pdf(2), user="", owner="owner", algorithm="AES-256")
    with open_pdf(write(tmp_path, "restricted.pdf", data)) as pdf:
        assert len(pdf.pages) == 2
        assert "Page 2" in pdf.pages[1].extract_text()


def test_pdf_without_pages(tmp_path):
    data = raw_pdf([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [] /Count 0 >>"])
    assert "no pages" in reason(write(tmp_path, "blank.pdf", data))


def test_page_tree_that_loops_has_no_pages(tmp_path):
    data = raw_pdf([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [2 0 R] /Count 1 >>"])
    assert "no pages" in reason(write(tmp_path, "loop.pdf", data))


def test_deeply_nested_page_tree(tmp_path):
    depth = 3000
    nodes = [b"<< /Type /Pages /Kids [%d 0 R] /Count 1 >>" % (i + 3) for i in range(depth)]
    data = raw_pdf([b"<< /Type /Catalog /Pages 2 0 R >>", *nodes, b"<< /Type /Page /MediaBox [0 0 200 200] >>"])
    assert "nested too deeply" in reason(write(tmp_path, "deep.pdf", data))


def test_max_pages_argument(tmp_path):
    path = write(tmp_path, "three.pdf", text_pdf(3))
    assert "limit of 2 pages" in reason(path, max_pages=2)
    with open_pdf(path, max_pages=3) as pdf:
        assert len(pdf.pages) == 3


def test_default_page_limit(tmp_path):
    assert DEFAULT_MAX_PAGES == 2000
    assert "limit of 2000 pages" in reason(write(tmp_path, "huge.pdf", flat_pages_pdf(2001)))
    with open_pdf(write(tmp_path, "big.pdf", flat_pages_pdf(2000))) as pdf:
        assert len(pdf.pages) == 2000
