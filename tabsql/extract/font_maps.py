"""Fonts whose own text map (ToUnicode) contradicts their encoding, where pdfium's text may differ.

A simple font (Type1, TrueType) names its glyphs by an encoding (WinAnsi plus /Differences) and
may carry a ToUnicode map as well. pdfminer takes a char's text from the map; pdfium's text page
does not always: for a small-caps subset whose map says "h" for the code WinAnsi names "H",
pdfium reads "Hungary" where pdfminer (and the ICDAR 2013 ground truth) read "hungary". Pages
using such a font are read with pdfminer, so both readings give the same text.

``contradicting(page)`` lists the font names (without the subset prefix, as pdfium gives them)
of the fonts a pdfplumber page (and the forms it draws) uses whose map and encoding disagree on
some code; each font is checked once per document.

Example: eu-016's "UXACBI+MyriadPro-Regular" maps code 0x48 ("H" in WinAnsi) to "h":
``contradicting(page)`` -> ``{"MyriadPro-Regular", "MyriadPro-Bold"}``.
"""
from __future__ import annotations

import re
import weakref
from io import BytesIO
from typing import Any

from pdfminer.cmapdb import CMapParser, FileUnicodeMap
from pdfminer.encodingdb import EncodingDB
from pdfminer.pdftypes import PDFObjRef, resolve1
from pdfminer.psparser import PSLiteral, literal_name

_SUBSET = re.compile(r"^[A-Z]{6}\+")
_SIMPLE = {"Type1", "MMType1", "TrueType"}
# per pdfplumber PDF: object id -> the contradicting font names it holds (a font, or a form's resources)
_CACHE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def base_name(name: str) -> str:
    """A font name without its subset prefix ("UXACBI+MyriadPro-Bold" -> "MyriadPro-Bold")."""
    return _SUBSET.sub("", name)


def _name(value: Any) -> str:
    value = resolve1(value)
    if isinstance(value, PSLiteral):
        return literal_name(value)
    if isinstance(value, bytes):
        return value.decode("latin-1")
    return str(value) if value is not None else ""


def _font_contradicts(spec: Any) -> bool:
    """A simple font with an explicit encoding and a ToUnicode map that gives some code another text."""
    if not isinstance(spec, dict) or _name(spec.get("Subtype")) not in _SIMPLE:
        return False
    if "ToUnicode" not in spec or "Encoding" not in spec:
        return False
    encoding = resolve1(spec["Encoding"])
    default = "WinAnsiEncoding" if _name(spec.get("Subtype")) == "TrueType" else "StandardEncoding"
    try:
        if isinstance(encoding, dict):
            diff = resolve1(encoding.get("Differences", [])) or []
            enc = EncodingDB.get_encoding(_name(encoding.get("BaseEncoding")) or default, list(diff))
        else:
            enc = EncodingDB.get_encoding(_name(encoding) or default)
        stream = resolve1(spec["ToUnicode"])
        umap = FileUnicodeMap()
        CMapParser(umap, BytesIO(stream.get_data())).run()
    except Exception:  # a broken map or encoding: pdfminer copes its own way; let it read the page
        return True
    for cid, text in umap.cid2unichr.items():
        printed = enc.get(cid)
        if printed and text and text != printed and text.strip() and printed.strip():
            return True
    return False


def _walk(resources: Any, cache: dict[int, frozenset[str]], out: set[str], depth: int = 0) -> None:
    resources = resolve1(resources)
    if not isinstance(resources, dict) or depth > 8:
        return
    fonts = resolve1(resources.get("Font"))
    if isinstance(fonts, dict):
        for ref in fonts.values():
            key = ref.objid if isinstance(ref, PDFObjRef) else None
            if key is not None and key in cache:
                out.update(cache[key])
                continue
            spec = resolve1(ref)
            found = frozenset()
            if _font_contradicts(spec):
                found = frozenset({base_name(_name(spec.get("BaseFont")))})
            if key is not None:
                cache[key] = found
            out.update(found)
    xobjects = resolve1(resources.get("XObject"))
    if isinstance(xobjects, dict):
        for ref in xobjects.values():
            key = ("x", ref.objid) if isinstance(ref, PDFObjRef) else None
            if key is not None and key in cache:
                out.update(cache[key])
                continue
            found_here: set[str] = set()
            xobj = resolve1(ref)
            attrs = getattr(xobj, "attrs", None)
            if isinstance(attrs, dict) and _name(attrs.get("Subtype")) == "Form" and "Resources" in attrs:
                _walk(attrs["Resources"], cache, found_here, depth + 1)
            if key is not None:
                cache[key] = frozenset(found_here)
            out.update(found_here)


def contradicting(page: Any) -> set[str]:
    """The names of the fonts the pdfplumber ``page`` uses whose ToUnicode map contradicts their encoding."""
    try:
        cache = _CACHE.setdefault(page.pdf, {})
    except TypeError:
        cache = {}
    out: set[str] = set()
    try:
        _walk(page.page_obj.resources, cache, out)
    except Exception:
        return out
    return out
