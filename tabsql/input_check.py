"""Text from outside (a JSON body, a question file, the command line) must be valid Unicode.

JSON may spell a lone UTF-16 surrogate (``"\\ud800"``) and Python decodes a command-line argument
that is not UTF-8 into lone surrogates; such a string cannot be written out again (UTF-8 has no
form for it), so it is refused where it comes in, naming the field, instead of failing later.

    >>> invalid_unicode({"question": "ok", "documents": ["a\\ud800"]})
    'documents[0]: not valid Unicode (a lone surrogate U+D800 at character 2)'
    >>> printable("a\\ud800")
    'a\\\\ud800'
"""
from __future__ import annotations

from typing import Any


def invalid_unicode(value: Any, where: str = "") -> str | None:
    """A one-line reason naming the first string in ``value`` (nested lists and dicts included)
    that holds a lone surrogate; None when every string is valid Unicode."""
    if isinstance(value, str):
        for i, ch in enumerate(value):
            if "\ud800" <= ch <= "\udfff":
                label = f"{where}: " if where else ""
                return f"{label}not valid Unicode (a lone surrogate U+{ord(ch):04X} at character {i + 1})"
        return None
    if isinstance(value, dict):
        items = [(str(k), k) for k in value] + [(str(k), v) for k, v in value.items()]
    elif isinstance(value, (list, tuple)):
        items = [(f"[{i}]", v) for i, v in enumerate(value)]
    else:
        return None
    for key, item in items:
        path = f"{where}{key}" if key.startswith("[") else (f"{where}.{key}" if where else key)
        if (reason := invalid_unicode(item, path)) is not None:
            return reason
    return None


def printable(text: str) -> str:
    """``text`` with any lone surrogate spelled as an escape, so it can be shown in a reason."""
    return text.encode("utf-8", "backslashreplace").decode("utf-8")
