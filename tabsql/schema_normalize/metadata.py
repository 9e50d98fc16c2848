"""Document identity (issuer, type, year or validity, form, currency, language) read from the document.

Questions filter by these ("the 2025 price list", "Supplier B", "Solvane's annual report"), so
they are read once, at ingest, the way a reader finds them: the filer named on a 10-K cover, the
title block and the heading above it, running headers, the text's own spelling of the name, and the
file name as a last hint. The fiscal year is the one the report covers ("For the fiscal year ended
May 31, 2023"), never a year of a law named on the cover ("Securities Exchange Act of 1934").

    >>> m = read_meta(["Alder Packaging Ltd — Price List 2025\\nPrices valid from 1 January 2025"], [])
    >>> (m.issuer, m.doc_type, m.year, m.language)
    ('Alder Packaging Ltd', 'price_list', 2025, 'en')
    >>> m = read_meta(["FORM 10-K\\nANNUAL REPORT PURSUANT TO SECTION 13 OF THE SECURITIES EXCHANGE ACT OF 1934\\n"
    ...                "For the fiscal year ended September 24, 2022\\nApple Inc.\\n"
    ...                "(Exact name of Registrant as specified in its charter)"], [])
    >>> (m.issuer, m.form, m.year, m.period_end)
    ('Apple Inc.', '10-K', 2022, '2022-09-24')
"""
from __future__ import annotations

import re
from collections import Counter

from tabsql.models import DocumentMeta
from tabsql.schema_normalize.numbers import clean
from tabsql.schema_normalize.units import LOCAL_DOLLARS, named_dollars

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
_COMPANY = re.compile(  # "Co." ends in a period; the two-letter forms in capitals ("KG", not a weight's "kg")
    r"\b(plc|inc\.?|ltd\.?|limited|gmbh|a\.ş\.|a\.s\.|b\.v\.|n\.v\.|co\.|corp\.?|"
    r"corporation|llc|llp|l\.p\.|a/s|s\.a\.|s\.p\.a\.|holdings?|group|(?-i:AG|SE|KG|BV|NV|SA|AB|Oy|OY|AS)"
    r"|(?-i:(?<![Tt]he )(?:Company|Trust|REIT|Incorporated))(?=\s*$))(?!\w)",  # ("Company", "Trust", "REIT": a
    # name's last word, not "the Company")
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
    rf"[,;:]$|^\W|[$€£%]|\d,\d{{3}}|(?-i:\b(?:as|of|to|for|and|the|by|in|from)$)|\bas\s+\w|^(?:note|page)\s+\d|"
    rf"^\d+\s+(?:weeks|months|days|years)$|\b(?:is|are|was|were|follows|below|attributable)\b|\b(?:{_MONTH})\s+\d{{1,2}}\b|\b\d{{1,2}}\.?\s+(?:{_MONTH})\b",
    re.I,
)


def _name_like(text: str | None) -> bool:
    """Whether a line reads as a name: no date phrase, no "As of ...", no fragment, no generic heading."""
    if not text or not re.search(r"[^\W\d_]{2}", text) or _NOT_A_NAME.search(text.strip()) or _LEGAL_FORM.fullmatch(text.strip()) \
            or len(re.findall(r"(?<![\w.])\d+(?:[.,]\d+)?(?![\w.])", text)) >= 2 \
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
    for line in lines[-5:]:  # a running footer that starts with a name and its legal form ("Kelderwick Solar GmbH  Page 1")
        name = _COMPANY_TAIL.sub(r"\1", line).strip()
        if name != line.strip() and _LEGAL_FORM.search(name) and _name_like(name) and name[:1].isupper() and "," not in name:
            return name
    counts = Counter(head)
    for line in head[:3]:  # a running header, printed again below (not a table's header line printed twice)
        if counts[line] > 1 and len(line.split()) <= 6:
            return line
    return left


_LEGAL_FORM = re.compile(  # a legal form proper (not "Group" or "Holdings", which prose says too), ending a name
    r"\b(?:plc|inc\.?|ltd\.?|limited|gmbh|llc|llp|corp\.?|corporation|a\.ş\.|s\.a\.|s\.p\.a\.|b\.v\.|n\.v\.|"
    r"(?-i:AG|SE|KG|BV|NV|SA|AB|Oy|AS))\.?$", re.I)
_COMPANY_TAIL = re.compile(r"^(.*?\b(?:plc|inc\.?|ltd\.?|gmbh|ag|se|a\.ş\.|bv|co\.|corp\.?|llc|holdings))(?!\w).*$", re.I)


def _years(text: str) -> list[int]:
    return [int(y) for y in re.findall(r"(?<![\d.,])((?:19|20)\d{2})(?![\d.,])", text)]


# ---------------------------------------------------------------------------- filings
_FORM = re.compile(r"\bform\s*(10-K|10-Q|20-F|40-F|8-K|S-1|10-KT)\b", re.I)
_REGISTRANT = re.compile(r"exact\s+name\s+of\s+(?:the\s+)?registrants?\b", re.I)
_MONTHS = {m: i for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1)}
_PERIOD_END = re.compile(
    r"for\s+the\s+(?:fiscal\s+)?(?:year|period)\s+ended\s*:?\s*([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s*((?:19|20)\d{2})", re.I)
_FISCAL_NAMED = re.compile(r"\bfiscal\s+(?:year\s+)?((?:19|20)\d{2})\b", re.I)
# an unmapped ligature glyph (pdfplumber gives "\x00" for "ti" in "Corpora\x00on"): the common ones
_LIGATURES = ("ti", "fi", "fl", "ff", "ffi", "ffl", "tt", "ft")
_CURRENCY_SIGNS = {"$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₺": "TRY", "CHF": "CHF"}


def form_of(text: str) -> str | None:
    """The filing form a cover names ("FORM 10-K"), upper-cased."""
    m = _FORM.search(text[:3000])
    return m.group(1).upper() if m else None


def _repair_glyphs(name: str) -> str:
    """A word with an unmapped ligature glyph made whole when one ligature makes it a legal-form word
    ("Corpora\\x00on" -> "Corporation"); else the glyph is dropped."""
    def fix(m: re.Match) -> str:
        word = m.group(0)
        for lig in _LIGATURES:
            cand = word.replace("\x00", lig)
            if _COMPANY.fullmatch(cand):
                return cand
        return word.replace("\x00", "")
    return re.sub(r"\w*\x00[\w\x00]*", fix, name)


def _filer_lines(raw_lines: list[str]) -> str | None:
    """The registrant a filing cover names: the line(s) above "(Exact name of registrant as specified
    in its charter)", the first of several registrants; or, where the cover prints the names in a
    table under that heading, the upper-case name ending in a legal form on the row below."""
    for i, line in enumerate(raw_lines[:80]):
        if not _REGISTRANT.search(line):
            continue
        if re.fullmatch(r"\W*exact\s+name\s+of.*", line.strip(), re.I):  # the name stands above the note
            names: list[str] = []
            for up in reversed(raw_lines[max(0, i - 4):i]):
                text = clean(up)
                if not text or re.search(r"\d", text) or doc_type_of(text) or len(text.split()) > 8:
                    break
                names.insert(0, text)
            if names:
                return names[0]
            continue
        for below in raw_lines[i + 1:i + 6]:  # a cover table: "1-12609 PG&E CORPORATION California 94-3234914"
            toks = clean(below).split()
            for j, tok in enumerate(toks):
                if _COMPANY.fullmatch(tok) and tok.isupper():
                    k = j
                    while k > 0 and toks[k - 1].isupper() and not toks[k - 1][0].isdigit():
                        k -= 1
                    if k < j:
                        return " ".join(toks[k:j + 1])
    return None


def _as_written(name: str, texts: list[str]) -> str:
    """An upper-case name ("McDONALD'S CORPORATION") as the document's prose spells it, when it does."""
    letters = [c for c in name if c.isalpha()]
    if not letters or sum(c.isupper() for c in letters) < 0.8 * len(letters):
        return name
    pat = re.compile(r"(?<!\w)" + r"\s+".join(re.escape(w) for w in name.split()) + r"(?!\w)", re.I)
    seen: Counter[str] = Counter()
    for t in texts:
        for m in pat.finditer(t):
            found = " ".join(m.group(0).split())
            if found != name and not found.isupper():
                seen[found] += 1
    return seen.most_common(1)[0][0] if seen else name


def _named_in_text(texts: list[str], file_name: str) -> str | None:
    """The company the document names most (a legal-form name: "Foot Locker, Inc."), when the file
    name spells the same letters: the cover's name may be a logo, the prose still names the filer."""
    stem = re.sub(r"[^a-z]", "", re.sub(r"\.pdf$", "", file_name, flags=re.I).lower())
    if len(stem) < 3:
        return None
    pat = re.compile(r"((?:[A-Z][\w&'’.-]*,?\s+){1,4}(?:Inc\.|Corporation|Company|plc|Ltd\.?|N\.V\.|S\.A\.|AG|SE|Co\.|Corp\.))")
    seen: Counter[str] = Counter()
    for t in texts:
        for m in pat.finditer(t):
            name = " ".join(m.group(1).split())
            key = re.sub(r"[^a-z]", "", name.lower())
            core = re.sub(r"[^a-z]", "", _COMPANY.sub("", name).lower())
            if len(core) >= 3 and core in stem:
                seen[name] += 1
    return seen.most_common(1)[0][0] if seen else None


def _fiscal_year(texts: list[str]) -> tuple[int | None, str | None]:
    """(fiscal year, ISO end date) from "For the fiscal year ended January 28, 2023". A year that ends
    in the first quarter is named either after that year or after the year most of it fell in; the
    document says which by the year it calls "fiscal YYYY" (else the year its text names more)."""
    head = "\n".join(texts[:2])
    m = _PERIOD_END.search(head)
    if not m or m.group(1).lower()[:3] not in _MONTHS:
        return None, None
    month, day, year = _MONTHS[m.group(1).lower()[:3]], int(m.group(2)), int(m.group(3))
    end = f"{year:04d}-{month:02d}-{day:02d}"
    if month > 3:
        return year, end
    labelled = _statement_year(texts, {year - 1, year})
    if labelled:
        return labelled, end
    body = "\n".join(texts)
    named = Counter(int(y) for y in _FISCAL_NAMED.findall(body))
    if named[year] or named[year - 1]:
        return (year - 1 if named[year - 1] > named[year] else year), end
    bare = Counter(_years(body))
    return (year - 1 if bare[year - 1] > bare[year] else year), end


_STATEMENT = re.compile(r"^\s*(?:consolidated\s+)?(?:statements?\s+of\s+(?:operations|income|earnings|"
                        r"comprehensive\s+income|cash\s+flows)|balance\s+sheets?)\b", re.I)


def _statement_year(texts: list[str], allowed: set[int]) -> int | None:
    """The latest year the primary statements head their columns with (Foot Locker's year ended
    January 28, 2023 is "2022" over its statements), when the statements agree on one."""
    votes: Counter[int] = Counter()
    for text in texts:
        lines = text.splitlines()
        for i, line in enumerate(lines[:6]):
            if _STATEMENT.match(line):
                ys = [y for ln in lines[i + 1:i + 5] for y in _years(ln) if y in allowed]
                if ys:
                    votes[max(ys)] += 1
                break
    if not votes:
        return None
    (best, n), *rest = votes.most_common(2) + [(None, 0)]
    return best if n > rest[0][1] else None


_AMOUNTS_IN = re.compile(r"\b(?i:amounts?|figures|expressed|stated|presented|reported)\b[^.\n]{0,30}?\bin\s+"
                         r"(?:(?:thousands|millions|billions)\s+of\s+)?((?:[A-Z][a-z]+\s+){1,2}dollars)\b")


def _amounts_in_local_dollars(body: str) -> str | None:
    """The dollars other than US dollars a document says its amounts are in ("Amounts are in thousands
    of Canadian dollars" -> CAD); None where it says none (a mention of other dollars is no statement)."""
    m = _AMOUNTS_IN.search(body)
    code = named_dollars(m.group(1)) if m else None
    return code if code in LOCAL_DOLLARS else None


def currency_of(texts: list[str]) -> str | None:
    """The currency most amounts are printed in, by the signs and codes the text uses."""
    body = "\n".join(texts)
    counts: Counter[str] = Counter()
    named = _amounts_in_local_dollars(body)  # "Amounts are in thousands of Canadian dollars": its "$" are those
    if named:
        counts[named] += 3  # the amounts' currency said in so many words
    for sign, code in _CURRENCY_SIGNS.items():
        code = named if sign == "$" and named else code
        counts[code] += body.count(sign) if len(sign) == 1 else len(re.findall(rf"\b{sign}\b", body))
    for code in ("USD", "EUR", "GBP", "JPY", "TRY", "CHF"):
        counts[code] += len(re.findall(rf"\b{code}\b", body))
    counts["EUR"] += len(re.findall(r"\bTEUR\b|\bMio\.?\s*€|\bTsd\.?\s*EUR\b", body))
    code, n = counts.most_common(1)[0] if counts else (None, 0)
    return code if n >= 3 else None


def _heading_issuer(lines: list[str], title: str | None) -> str | None:
    """A short heading above the title line ("United Airlines" over "Table from a Form 10-K annual
    report ..."): who issued the document, as a page heading or running header prints it."""
    if not title or title not in lines:
        return None
    i = lines.index(title)
    if i == 0:
        return None
    line = lines[i - 1]
    words = line.split()
    if 1 <= len(words) <= 6 and not re.search(r"\d", line) and _name_like(line) \
            and all(w[0].isupper() or w.lower() in {"&", "and", "of", "de", "the"} for w in words):
        return _COMPANY_TAIL.sub(r"\1", line).strip()  # "Solvane Werke AG Finanzbericht": the name ends at its legal form
    return None


def _title_issuer(title: str | None, file_name: str) -> str | None:
    """The name a title prints before its kind ("Acme Corp quarterly report", "Northwind Traders
    Annual Report 2023"), when nothing else names the issuer: a name with its legal form, or
    capitalised words the file name repeats ("northwind-2023.pdf"); a heading word ("Consolidated
    income statement") is neither.

        >>> _title_issuer("Acme Corp quarterly report", "q1.pdf"), _title_issuer("Northwind Annual Report 2023", "northwind.pdf")
        ('Acme Corp', 'Northwind')
        >>> _title_issuer("Consolidated income statement", "report.pdf") is None
        True
    """
    if not title:
        return None
    low = title.lower()
    starts = [m.start() for _, pat in DOC_TYPES if (m := re.search(pat, low))]
    if not starts:
        return None
    prefix = re.sub(r"(?:[\s,:;|–—-]+|\b(?:19|20)\d{2}\b|\bthe\b)+$", "", title[:min(starts)], flags=re.I).strip()
    if not prefix or not _name_like(prefix):
        return None
    if _COMPANY.search(prefix):
        return _COMPANY_TAIL.sub(r"\1", prefix).strip()
    words = prefix.split()
    named = set(re.findall(r"[^\W\d_]+", file_name.lower()))
    if len(words) <= 4 and all(w[0].isupper() or w.lower() in {"&", "and", "of"} for w in words) \
            and any(w.lower() in named for w in words):
        return prefix
    return None


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
    raw = (first or "").splitlines()
    filer = _filer_lines(raw)
    meta.form = form_of(first)
    if meta.form in ("10-K", "20-F", "40-F", "10-KT"):
        meta.doc_type = "annual_report"
    elif meta.form == "10-Q":
        meta.doc_type = "interim_report"
    meta.issuer = filer or _heading_issuer(lines, title) or _issuer(lines, title) or _title_issuer(title, name)
    if meta.issuer is None and meta.form:
        meta.issuer = _named_in_text(page_texts[:5], name)
    if meta.issuer:
        meta.issuer = _as_written(_repair_glyphs(meta.issuer), page_texts[:10])
    meta.currency = currency_of(page_texts[:50] + captions)
    fiscal, meta.period_end = _fiscal_year(page_texts)
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
    if fiscal:
        meta.year = fiscal
    elif span:
        meta.year = int(span.group(2))
        meta.valid_from = meta.valid_from or span.group(1)
        meta.valid_to = meta.valid_to or span.group(2)
    elif years:
        meta.year = max(years)
    return meta
