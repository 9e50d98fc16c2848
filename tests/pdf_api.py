"""PDFs for the HTTP API tests: small price lists, and hostile files an upload must refuse."""
from __future__ import annotations

import io
import zipfile
import zlib
from pathlib import Path

from reportlab.lib.pagesizes import A4
from reportlab.lib.pdfencrypt import StandardEncryption
from reportlab.pdfgen import canvas

from pdfs import Grid, Heading, Note, build_pdf


def price_list(path: Path, supplier: str, item_fees: list[tuple[str, str]]) -> bytes:
    """A one-table price list: item -> unit price in EUR, with a VAT note."""
    build_pdf(path, [
        Heading(f"{supplier} - Price list 2025"),
        Heading("Table 1: Unit prices", level=2),
        Grid([["Item", "Unit price (EUR)"], *[[item, fee] for item, fee in item_fees]]),
        Note("Prices exclude VAT."),
    ])
    return path.read_bytes()


def raw_pdf(objects: list[bytes], root: int = 1) -> bytes:
    """A PDF written byte by byte with a correct xref table, for structures reportlab won't make."""
    out = io.BytesIO()
    out.write(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    for off in offsets:
        out.write(b"%010d 00000 n \n" % off)
    out.write(b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, root, xref))
    return out.getvalue()


def _page_objects(page_extra: bytes = b"", count: int = 1) -> list[bytes]:
    content = b"BT /F1 12 Tf 72 720 Td (Hello) Tj ET"
    return [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count %d >>" % count,
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> " + page_extra + b">>",
        b"<< /Length %d >>\nstream\n" % len(content) + content + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]


def deeply_nested(depth: int = 50_000) -> bytes:
    """A page dictionary holding an array nested ``depth`` levels deep."""
    return raw_pdf(_page_objects(b"/Nested " + b"[" * depth + b"]" * depth + b" "))


def decompression_bomb(inflated: int = 70_000_000) -> bytes:
    """A page whose content stream is a few KB compressed and ``inflated`` bytes decompressed."""
    data = zlib.compress(b"BT /F1 12 Tf 72 720 Td (Hello) Tj ET\n" + b" " * inflated, 9)
    objects = _page_objects()
    objects[3] = b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(data) + data + b"\nendstream"
    return raw_pdf(objects)


def huge_page_count(count: int = 1_000_000_000) -> bytes:
    """A page tree that claims ``count`` pages."""
    return raw_pdf(_page_objects(count=count))


def many_pages(pages: int) -> bytes:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4, invariant=1)
    for i in range(pages):
        c.drawString(72, 720, f"Page {i + 1}")
        c.showPage()
    c.save()
    return buf.getvalue()


def encrypted(password: str = "s3cret") -> bytes:
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4, encrypt=StandardEncryption(password, ownerPassword="owner"))
    c.drawString(72, 720, "Confidential price list")
    c.showPage()
    c.save()
    return buf.getvalue()


def zip_renamed() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        zf.writestr("prices.csv", "item,price\nA,1\n")
    return buf.getvalue()


def truncated(pdf: bytes) -> bytes:
    return pdf[: len(pdf) // 2]


# --------------------------------------------------------------------------- PDFs that hang or blow up
def _one_page(content: bytes, resources: bytes = b"/Font << /F1 5 0 R >>", extra: list[bytes] = (),
              contents_ref: bytes = b"4 0 R", compress: bool = True) -> bytes:
    """A one-page PDF with this content stream (object 4) and extra objects from number 6 on."""
    data = zlib.compress(content, 9) if compress else content
    filt = b" /Filter /FlateDecode" if compress else b""
    return raw_pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents " + contents_ref
        + b" /Resources << " + resources + b" >> >>",
        b"<< /Length %d%s >>\nstream\n" % (len(data), filt) + data + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        *extra,
    ])


def form_drawn_often(uses: int = 2000, form_bytes: int = 2_000_000) -> bytes:
    """One form XObject of ``form_bytes`` of drawing, drawn ``uses`` times on one page (~22 KB)."""
    form = b"0 0 m 1 1 l S\n" * (form_bytes // 14)
    packed = zlib.compress(form, 9)
    page = b"q /Fm1 Do Q\n" * uses
    return _one_page(page, b"/Font << /F1 5 0 R >> /XObject << /Fm1 6 0 R >>", [
        b"<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Length %d /Filter /FlateDecode >>\nstream\n"
        % len(packed) + packed + b"\nendstream"])


def self_referencing_contents() -> bytes:
    """A page whose /Contents array holds itself."""
    return raw_pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>",
        b"[4 0 R 4 0 R]",
    ])


def long_content_line(length: int = 10_000_000) -> bytes:
    """A page whose content is one line of ``length`` bytes: a single huge string shown (~11 KB)."""
    return _one_page(b"BT /F1 1 Tf 72 720 Td (" + b"8" * length + b") Tj ET\n")


def content_bomb(inflated: int = 1 << 30) -> bytes:
    """A page whose content stream inflates to ``inflated`` bytes (about 1 MB compressed)."""
    packer = zlib.compressobj(9)
    chunk = b" " * (1 << 20)
    parts = [packer.compress(b"BT /F1 12 Tf 72 720 Td (Hello) Tj ET\n")]
    parts += [packer.compress(chunk) for _ in range(inflated // len(chunk))]
    data = b"".join(parts) + packer.flush()
    objects = _page_objects()
    objects[3] = b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(data) + data + b"\nendstream"
    return raw_pdf(objects)


def zip_wrapping(pdf: bytes) -> bytes:
    """A ZIP archive (stored, not compressed) holding a PDF, named like a PDF."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression=zipfile.ZIP_STORED) as zf:
        zf.writestr("report.pdf", pdf)
    return buf.getvalue()
