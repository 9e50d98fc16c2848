"""Document metadata (issuer, type, year or validity, language) from the first page and captions.

Questions filter by these ("the 2025 price list", "Supplier B", "Solvane's annual report"), so
they are read once, at ingest, from the title block the way a reader would.

    >>> m = read_meta(["Alder Packaging Ltd — Price List 2025\\nPrices valid from 1 January 2025"], [])
    >>> (m.issuer, m.doc_type, m.year, m.language)
    ('Alder Packaging Ltd', 'price_list', 2025, 'en')
"""
from __future__ import annotations

import re
from collections import Counter

from tabsql.models import DocumentMeta
from tabsql.schema_normalize.numbers import clean

DOC_TYPES: list[tuple[str, str]] = [
    ("support_plans", r"support\s*(?:&|and)\s*maintenance|support[- ]?pl[aä]n|wartungspreise|supportpl[aä]n|destek plan|support- und wartung|service level"),
    ("price_list", r"price\s*list|pricelist|preisliste|fiyat listesi|tarif|rate card|price sheet|preisblatt"),
    ("catalogue", r"catalogu?e|katalog"),
    ("factsheet", r"fact\s*sheet|factsheet|quartalsübersicht|quarterly fact|kurzprofil|key figures at a glance"),
    ("annual_report", r"annual report|geschäftsbericht|jahresbericht|faaliyet raporu|yıllık rapor|integrated report|10-k"),
    ("interim_report", r"interim report|quarterly report|half-year report|zwischenbericht|quartalsbericht|halbjahresbericht"),
    ("financial_statement", r"income statement|balance sheet|statement of financial position|gewinn- und verlustrechnung|konzernbilanz|bilanço|gelir tablosu|cash flow statement"),
    ("spec_sheet", r"technical data|data\s*sheet|datasheet|specifications?|technische daten|datenblatt|teknik (?:veri|özellik)|model comparison|reference data|characteristics"),
    ("offer", r"\bquotation\b|\bquote\b|\boffer\b|angebot|teklif"),
    ("invoice", r"\binvoice\b|rechnung|fatura"),
]
# a kind that is a narrower form of another: the title block naming both is the narrower kind
SPECIALIZES = {"support_plans": "price_list"}
FINANCIAL_TYPES = {"annual_report", "factsheet", "interim_report", "financial_statement"}

_STOP = {
    "en": {"the", "and", "of", "for", "in", "to", "is", "are", "with", "prices", "table", "per", "by", "all", "from"},
    "de": {"der", "die", "das", "und", "für", "mit", "ist", "sind", "preise", "tabelle", "je", "alle", "zum", "des", "ein", "eine", "nach"},
    "tr": {"ve", "için", "bir", "bu", "ile", "tablo", "fiyat", "tüm", "olarak", "göre", "başına", "değildir", "geçerlidir"},
}
_COMPANY = re.compile(
    r"\b(plc|inc\.?|ltd\.?|limited|gmbh|ag|se|kg|a\.ş\.|a\.s\.|bv|b\.v\.|nv|n\.v\.|co\.|corp\.?|"
    r"corporation|llc|llp|s\.a\.|sa|s\.p\.a\.|holdings?|group|ab|oy|as)(?!\w)",  # "Co." ends in a period
    re.I,
)
# "Table 1: ...", "Tabelle 2 – ...", "Figure 3." name a table or figure, never the document or its issuer
_CAPTION = re.compile(
    r"^(?:table|tabelle|tablo|tab\.|figure|fig\.|abbildung|abb\.|chart|exhibit|grafik|şekil)\s*"
    r"(?:\d+|[IVX]+)[a-z]?(?:\s*[:.–—-]|\s*$)",
    re.I,
)
_TITLE_SEP = re.compile(r"\s+[—–-]\s+|:\s+")


def language_of(text: str) -> str | None:
    """en / de / tr by stop words and letters, or None for too little text."""
    words = re.findall(r"[a-zäöüßçğışéı]+", text.lower())
    if len(words) < 3:
        return None
    score = {lang: sum(1 for w in words if w in stops) for lang, stops in _STOP.items()}
    score["tr"] += 2 * len(re.findall(r"[ğış]", text.lower()))
    score["de"] += len(re.findall(r"[äöüß]", text.lower()))
    best = max(score, key=lambda k: score[k])
    return best if score[best] > 0 else None


def doc_type_of(text: str) -> str | None:
    low = text.lower()
    for name, pat in DOC_TYPES:
        if re.search(pat, low):
            return name
    return None


def _lines(text: str) -> list[str]:
    """The page's lines, table captions left out (a caption is never a title or an issuer)."""
    return [clean(x) for x in (text or "").splitlines() if clean(x) and not _CAPTION.match(clean(x))]


def _title_line(lines: list[str]) -> str | None:
    """The first line that reads like a title ("X — Annual Report 2025"), else the first line."""
    for line in lines[:8]:
        if _TITLE_SEP.search(line) and doc_type_of(line):
            return line
    for line in lines[:8]:
        if doc_type_of(line):
            return line
    for line in lines[:8]:
        if _TITLE_SEP.search(line) and re.search(r"(19|20)\d{2}", line):
            return line
    return lines[0] if lines else None


_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?|januar|februar|märz|mai|juni|juli|oktober|dezember|ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık"
_NOT_A_NAME = re.compile(
    rf"^(?:as\s+(?:of|at)|at|for\s+the|in|per|stand|zum|years?\s+end(?:ed|ing)|(?:three|six|nine|twelve)\s+months)\b|"
    rf"[,;:]$|^\W|[$€£%]|\d,\d{{3}}|\b(?:as|of|to|for|and|the|by|in|from)$|\bas\s+\w|^(?:note|page)\s+\d|"
    rf"^\d+\s+(?:weeks|months|days|years)$|\b(?:is|are|was|were|follows|below|attributable)\b|\b(?:{_MONTH})\s+\d{{1,2}}\b|\b\d{{1,2}}\.?\s+(?:{_MONTH})\b",
    re.I,
)


def _name_like(text: str | None) -> bool:
    """Whether a line reads as a name: no date phrase, no "As of ...", no fragment, no generic heading."""
    if not text or not re.search(r"[^\W\d_]{2}", text) or _NOT_A_NAME.search(text.strip()) \
            or text.count("(") != text.count(")") or len(text.split()) > 8:
        return False
    return not (doc_type_of(text) and not _COMPANY.search(text))


def _issuer(lines: list[str], title: str | None) -> str | None:
    """The issuer read from the title block, or None when the candidate is no name."""
    found = _issuer_candidate(lines, title)
    return found if _name_like(found) else None


def _issuer_candidate(lines: list[str], title: str | None) -> str | None:
    parts = _TITLE_SEP.split(title, maxsplit=1) if title else []
    left = parts[0].strip() if len(parts) == 2 and not doc_type_of(parts[0]) else None
    if left and _COMPANY.search(left):
        return left
    head = lines[:10]
    # the running header starts with the issuer, which also stands alone under the title
    for line in head[1:]:
        if head[0].startswith(line + " ") and 1 <= len(line.split()) <= 6:
            return line
    if left and doc_type_of(parts[1]):
        return left
    for line in head:
        if _COMPANY.search(line) and len(line.split()) <= 10 and not doc_type_of(line):
            return _COMPANY_TAIL.sub(r"\1", line).strip()
    counts = Counter(head)
    for line in head:
        if counts[line] > 1 and len(line.split()) <= 6:
            return line
    return left


_COMPANY_TAIL = re.compile(r"^(.*?\b(?:plc|inc\.?|ltd\.?|gmbh|ag|se|a\.ş\.|bv|co\.|corp\.?|llc|holdings))(?!\w).*$", re.I)


def _years(text: str) -> list[int]:
    return [int(y) for y in re.findall(r"(?<![\d.,])((?:19|20)\d{2})(?![\d.,])", text)]


def read_meta(page_texts: list[str], captions: list[str], name: str = "") -> DocumentMeta:
    """DocumentMeta from the first page's text, the table captions and the file name."""
    first = page_texts[0] if page_texts else ""
    lines = _lines(first)
    title = _title_line(lines)
    head = " ".join(lines[:6])
    all_text = "\n".join(page_texts[:3]) + "\n" + "\n".join(captions)
    meta = DocumentMeta(title=title)
    meta.language = language_of(all_text)
    meta.doc_type = doc_type_of(title or "") or doc_type_of(head) or doc_type_of(" ".join(captions)) or doc_type_of(name.replace("_", " "))
    if SPECIALIZES.get(doc_type_of(head) or "") == meta.doc_type:  # "Price sheet" over "Support & Maintenance Price Sheet"
        meta.doc_type = doc_type_of(head)
    meta.issuer = _issuer(lines, title)
    # validity: "valid from 1 January 2025", "gültig ab 1. März 2025", "2025/2026", "2024–2025"
    span = re.search(r"((?:19|20)\d{2})\s*[/–-]\s*((?:19|20)\d{2})", head)
    valid = re.search(
        r"(?:valid\s+from|effective\s+from|gültig\s+ab|geçerlilik\s+tarihi|itibaren)\s+([^.;\n]*?(?:19|20)\d{2})",
        all_text, re.I,
    )
    if valid:
        meta.valid_from = valid.group(1).strip()
    to = re.search(r"(?:valid\s+(?:until|to|through)|gültig\s+bis)\s+([^.;\n]*?(?:19|20)\d{2})", all_text, re.I)
    if to:
        meta.valid_to = to.group(1).strip()
    years = _years(title or "") or _years(head) or _years(name)
    if span:
        meta.year = int(span.group(2))
        meta.valid_from = meta.valid_from or span.group(1)
        meta.valid_to = meta.valid_to or span.group(2)
    elif years:
        meta.year = max(years)
    return meta
