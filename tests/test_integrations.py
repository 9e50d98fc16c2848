"""The RAG loaders over a real catalog: LangChain's and LlamaIndex's document types, one document per
row record, and a tiny BM25 retriever that finds the right row in them where fixed-size chunks of
the same PDF's text have lost the column header."""
from __future__ import annotations

import math
import re
from collections import Counter
from pathlib import Path

import pdfplumber
import pytest

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

langchain_core = pytest.importorskip("langchain_core", reason="the LangChain loader needs langchain-core (dev extra)")

from tabsql.integrations.langchain import TabsqlLoader  # noqa: E402

ITEMS = ["Hex bolt M8", "Washer 10 mm", "Cable tie 200 mm", "Wall plug 6 mm", "Hinge 80 mm"]
QUESTIONS = [  # (question, row, column, value)
    ("What is the express price of SKU KX-0320?", "KX-0320", "Express", 22.8),
    ("What is the standard price for SKU KX-0326?", "KX-0326", "Standard", 10.6),
    ("What does a pallet of KX-0331 cost?", "KX-0331", "Pallet", 242.76),
]


def _price(n: int) -> float:
    return 10 + (n % 13) * 0.6


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("rag")
    rows = [["SKU", "Description", "Standard", "Express", "Pallet"]]
    for n in range(300, 334):
        p = _price(n)
        rows.append([f"KX-0{n}", ITEMS[n % 5], f"EUR {p:.2f}", f"EUR {p + 8:.2f}", f"EUR {p * 17.85:.2f}"])
    build_pdf(d / "kx-pricelist-2025.pdf", [Heading("Korvex Supply - Price list 2025"),
                                            Heading("Table 1: Prices per unit*", level=2), Grid(rows),
                                            Note("* Prices exclude VAT.")])
    with ingested(d, "rag.duckdb") as cat:
        yield cat


def _tokens(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def bm25_top(query: str, texts: list[str], k1: float = 1.5, b: float = 0.75) -> int:
    """The index of the best text for ``query`` (Okapi BM25)."""
    docs = [_tokens(t) for t in texts]
    avg = sum(map(len, docs)) / len(docs)
    df = Counter(w for d in docs for w in set(d))
    scores = []
    for d in docs:
        tf, s = Counter(d), 0.0
        for w in _tokens(query):
            if w in tf:
                idf = math.log(1 + (len(docs) - df[w] + 0.5) / (df[w] + 0.5))
                s += idf * tf[w] * (k1 + 1) / (tf[w] + k1 * (1 - b + b * len(d) / avg))
        scores.append(s)
    return max(range(len(texts)), key=scores.__getitem__)


def _fixed_size_chunks(pdf: Path, size: int = 400) -> list[str]:
    with pdfplumber.open(pdf) as doc:
        text = "\n".join(page.extract_text() or "" for page in doc.pages)
    return [text[i:i + size] for i in range(0, len(text), size)]


def test_langchain_documents_are_row_records(catalog) -> None:
    docs = TabsqlLoader(catalog).load()
    assert all(isinstance(d, langchain_core.documents.Document) for d in docs)
    assert len(docs) == 34 * 4  # description, standard, express, pallet of every row
    doc = next(d for d in docs if d.metadata["row"] == "KX-0320" and d.metadata["column"] == "Express")
    assert doc.page_content == ("Korvex Supply kx-pricelist-2025.pdf | Table 1: Prices per unit* | KX-0320 | "
                                "Express: EUR 22.80 (Prices exclude VAT)")
    meta = doc.metadata
    assert (meta["document"], meta["page"], meta["table"], meta["value"], meta["unit"]) == \
        ("kx-pricelist-2025.pdf", 1, "t1", 22.8, "EUR")
    assert len(meta["bbox"]) == 4 and meta["conditions"] == ["Prices exclude VAT"]
    only = TabsqlLoader(catalog.path, documents=["kx-pricelist-2025.pdf"]).load()
    assert [d.page_content for d in only] == [d.page_content for d in docs]


def test_bm25_over_row_records_finds_rows_that_fixed_chunks_lose(catalog) -> None:
    docs = TabsqlLoader(catalog).load()
    chunks = _fixed_size_chunks(catalog.path.parent / "kx-pricelist-2025.pdf")
    for question, row, column, value in QUESTIONS:
        best = docs[bm25_top(question, [d.page_content for d in docs])].metadata
        assert (best["row"], best["column"], best["value"]) == (row, column, value), question
        chunk = chunks[bm25_top(question, chunks)]
        # the chunk that wins holds the row without its header, or the header without the row
        assert not (row in chunk and column in chunk), (question, chunk)


def test_llamaindex_reader_yields_the_same_records(catalog) -> None:
    core = pytest.importorskip("llama_index.core", reason="the LlamaIndex reader needs llama-index-core")
    from tabsql.integrations.llamaindex import TabsqlReader

    docs = TabsqlReader().load_data(catalog.path)
    assert all(isinstance(d, core.Document) for d in docs)
    assert [d.text for d in docs] == [d.page_content for d in TabsqlLoader(catalog).load()]
    doc = next(d for d in docs if d.metadata["row"] == "KX-0331" and d.metadata["column"] == "Pallet")
    assert doc.metadata["value"] == 242.76 and doc.metadata["unit"] == "EUR"
    assert "bbox" not in doc.get_content(metadata_mode="llm")
