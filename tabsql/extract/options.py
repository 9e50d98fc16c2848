"""How to read one PDF: its password and which pages (camelot's ``-pw`` and ``-p 1,3-end``).

    ReadOptions(pages="1,3-end").page_numbers(5)  ->  [1, 3, 4, 5]
"""
from __future__ import annotations

import re

from pydantic import BaseModel, field_validator

from tabsql.errors import TabsqlError

_PART = re.compile(r"^(\d+)(?:-(\d+|end))?$")


class ReadOptions(BaseModel):
    """``password`` opens an encrypted PDF; ``pages`` ("1,3-end", 1-based) limits what is read."""

    password: str | None = None
    pages: str | None = None

    @field_validator("pages")
    @classmethod
    def _valid(cls, spec: str | None) -> str | None:
        if spec is not None:
            _parts(spec)
        return spec

    def page_numbers(self, n: int) -> list[int]:
        """The selected pages of an ``n``-page document, in order; all of them without ``pages``."""
        if self.pages is None:
            return list(range(1, n + 1))
        chosen: set[int] = set()
        for start, end in _parts(self.pages):
            chosen.update(range(start, min(n if end is None else end, n) + 1))
        if not chosen:
            raise TabsqlError(f"--pages {self.pages}: the document has {n} pages")
        return sorted(chosen)


def _parts(spec: str) -> list[tuple[int, int | None]]:
    """"1,3-end" -> [(1, 1), (3, None)]; raises TabsqlError naming the part it cannot read."""
    out: list[tuple[int, int | None]] = []
    for part in spec.replace(" ", "").split(","):
        m = _PART.match(part)
        if not m or int(m.group(1)) < 1:
            raise TabsqlError(f"page selection {spec!r}: cannot read {part!r} (use e.g. 1,3-5,7-end)")
        start = int(m.group(1))
        end = None if m.group(2) == "end" else int(m.group(2) or start)
        if end is not None and end < start:
            raise TabsqlError(f"page selection {spec!r}: {part!r} runs backwards")
        out.append((start, end))
    return out
