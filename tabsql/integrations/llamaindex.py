"""A LlamaIndex reader over tabsql's row records (``pip install tabsql[llamaindex]``).

    from tabsql.integrations.llamaindex import TabsqlReader
    docs = TabsqlReader().load_data("tabsql.duckdb")   # one Document per table value
"""
from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from llama_index.core import Document
from llama_index.core.readers.base import BaseReader

from tabsql.integrations import row_records

# Metadata that locates a value but says nothing a retriever or an LLM should read.
_HIDDEN = ["bbox", "page", "table"]


class TabsqlReader(BaseReader):
    """One ``Document`` per row record (the same text and metadata as ``TabsqlLoader``)."""

    def lazy_load_data(self, db: str | Path | Any, documents: list[str] | None = None) -> Iterable[Document]:
        for rec in row_records(db, documents):
            yield Document(text=rec.text, metadata=rec.metadata(), excluded_embed_metadata_keys=_HIDDEN,
                           excluded_llm_metadata_keys=_HIDDEN)

    def load_data(self, db: str | Path | Any, documents: list[str] | None = None) -> list[Document]:
        return list(self.lazy_load_data(db, documents))
