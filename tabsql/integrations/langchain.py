"""A LangChain document loader over tabsql's row records (``pip install tabsql[langchain]``).

    from tabsql.integrations.langchain import TabsqlLoader
    docs = TabsqlLoader("tabsql.duckdb").load()   # one Document per table value, cited by metadata
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from langchain_core.document_loaders import BaseLoader
from langchain_core.documents import Document

from tabsql.integrations import row_records


class TabsqlLoader(BaseLoader):
    """One ``Document`` per row record: text "<issuer> <document> | <caption> | <row path> |
    <column path>: <value> <unit> (<conditions>)", metadata document, page, table, row, column,
    bbox, value, unit, conditions."""

    def __init__(self, db: str | Path | Any, documents: list[str] | None = None) -> None:
        self.db = db
        self.documents = documents

    def lazy_load(self) -> Iterator[Document]:
        for rec in row_records(self.db, self.documents):
            yield Document(page_content=rec.text, metadata=rec.metadata())
