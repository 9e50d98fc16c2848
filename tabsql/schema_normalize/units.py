"""Unit and scale statements: "in EUR thousands", "USD millions", "Tsd. EUR", "Mio. €", "Bin TL".

A table's numbers are meaningless without the scale printed near it, and some rows or columns are
exempt from it ("except per share data", "außer Mitarbeiter", employee counts, percentages).

    >>> read_unit_note("(in thousands, except per share data)")
    UnitNote(scale=1000.0, currency=None, unit=None, exceptions=['per share data'], rescaled={})
    >>> read_unit_note("in Mio. EUR").scale, read_unit_note("Bin TL").currency
    (1000000.0, 'TRY')
    >>> header_unit("Lead time (days)")
    UnitNote(scale=None, currency=None, unit='days', exceptions=[], rescaled={})
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from tabsql.schema_normalize.numbers import CURRENCIES, clean, normalize_text

_CUR = r"(?:€|\$|£|₺|¥|₹|EUR|USD|GBP|CHF|TRY|TL|JPY|SEK|NOK|DKK|PLN|CAD|AUD|CNY|RMB|HKD|SGD|INR|ZAR|BRL|US\$|HK\$|A\$|C\$|S\$|euros?|dollars?)"
_SCALE_WORDS: list[tuple[str, float]] = [
    (r"thousands?|tausend|tsd\.?|'000|’000|000s|thousand", 1e3),
    (r"millions?|millionen|mio\.?|mill\.|mn|milyon", 1e6),
    (r"billions?|milliarden|mrd\.?|mia\.?|bn|milyar", 1e9),
]
# compact forms: TEUR, T€, kEUR, k€, MEUR, EUR m, €m, $bn, Bin TL
_COMPACT: list[tuple[re.Pattern, float]] = [
    (re.compile(rf"(?<![A-Za-z])(?:T|k|K)\s?(?=(?:€|EUR|USD|\$|CHF|GBP|£)(?![A-Za-z]))"), 1e3),
    (re.compile(rf"(?<![A-Za-z])M(?=(?:€|EUR|USD|CHF)(?![A-Za-z]))"), 1e6),
    (re.compile(rf"(?<=€|\$|£)\s?(?:m|mn|M)(?![A-Za-z])|(?<=EUR|USD|GBP|CHF)\s(?:m|mn)(?![A-Za-z])"), 1e6),
    (re.compile(rf"(?<=€|\$|£)\s?(?:bn|b|B)(?![A-Za-z])|(?<=EUR|USD|GBP|CHF)\s(?:bn|b)(?![A-Za-z])"), 1e9),
    (re.compile(r"(?<![A-Za-z])bin\s+(?:TL|TRY|₺|EUR|USD|avro|dolar)(?![A-Za-z])", re.I), 1e3),
    (re.compile(r"(?<![A-Za-z])(?:k|K)(?=€)"), 1e3),
    (re.compile(r"(?<=EUR|USD|GBP|CHF)['’]000(?![\d'’])"), 1e3),  # "EUR'000" (a sign's "€'000" is a scale word's)
    (re.compile(r"(?<=€|\$|£)000(?![\d.,'’])"), 1e3),  # "£000", "$000": a heading's thousands of the currency
    # a currency beside a thousand or a million in figures, said alone or in brackets as a unit line is:
    # "NOK 1 000", "(in EUR 1,000)", "x € 1.000", "1 000 000 SEK"; never a sum in a sentence ("orders over EUR 1,000")
    (re.compile(rf"(?:^|\(|\bin\s+|\bx\s+){_CUR}\s*1[ ,.\u00a0\u202f]?000[ ,.\u00a0\u202f]?000\s*(?:\)|$)"
                rf"|(?:^|\(|\bin\s+|\bx\s+)1[ ,.\u00a0\u202f]?000[ ,.\u00a0\u202f]?000\s*{_CUR}\s*(?:\)|$)", re.I), 1e6),
    (re.compile(rf"(?:^|\(|\bin\s+|\bx\s+){_CUR}\s*1[ ,.\u00a0\u202f]?000\s*(?:\)|$)"
                rf"|(?:^|\(|\bin\s+|\bx\s+)1[ ,.\u00a0\u202f]?000\s*{_CUR}\s*(?:\)|$)", re.I), 1e3),
]
_EXCEPT = re.compile(
    r"(?:except(?:\s+for)?|other\s+than|außer|ausgenommen|mit\s+ausnahme\s+(?:der|von)|hariç)\s+([^,;)]+)",
    re.I,
)
_TR_EXCEPT = re.compile(r"([^,;(]+?)\s+hariç", re.I)

UNIT_ALIASES: dict[str, str] = {
    "day": "days", "days": "days", "tage": "days", "tagen": "days", "tag": "days", "arbeitstage": "days",
    "working days": "days", "werktage": "days", "gün": "days", "iş günü": "days",
    "unit": "units", "units": "units", "stück": "units", "stk": "units", "stk.": "units",
    "pcs": "units", "pcs.": "units", "pieces": "units", "piece": "units", "adet": "units",
    "hours": "h", "hour": "h", "hrs": "h", "std": "h", "std.": "h", "stunden": "h", "saat": "h",
    "percent": "%", "prozent": "%", "yüzde": "%", "in %": "%", "%": "%",
    "months": "months", "monate": "months", "ay": "months", "years": "years", "jahre": "years",
    "minutes": "min", "minuten": "min", "dakika": "min", "employees": "employees",
    "mitarbeiter": "employees", "fte": "FTE",
    # a hundredth of the currency, kept as printed: "Yield (cents) 14.52" is 14.52 cents, not USD 14.52
    "cents": "cents", "cent": "cents", "in cents": "cents", "¢": "cents",
}
# labels a table's "in thousands" never scales: per-share amounts (still money), ratios and
# percentages (no currency), and counts such as employees (no currency either)
# (an option's exercise or strike price and its grant-date fair value are amounts per share too)
_PER_SHARE = re.compile(r"\b(per\s+(?:(?:ordinary|common|basic|diluted|preferred|class\s+[a-z])\s+)?share|je\s+aktie|pro\s+aktie|"
                        r"hisse\s+başına|pay\s+başına|eps|dps|(?:exercise|strike)\s+prices?|grant[\s-]+date\s+fair\s+values?)\b", re.I)
# counts of shares, even where the label goes on to name the per-share figure they are used for
_PER_WHAT = re.compile(r"\bper[\s-]+(?:(?:ordinary|common|basic|diluted|preferred|limited\s+partnership)\s+)?(?:share|unit)s?\b", re.I)
_SHARE_COUNT = re.compile(
    r"^(?:(?:weighted[- ]average|average)\s+)?(?:number\s+of\s+)?(?:(?:common|ordinary|basic|diluted)\s+)?shares\b"
    r"(?!\s+(?:of|in)\s+(?:net\s+)?(?:income|earnings|profit|loss))|\bshares\s+(?:outstanding|used|issued)\b", re.I)
# a figure per some base ("Average monthly revenue per user", "Sales per average gross square foot", "Per
# Block Hour"): an amount's scale ("in thousands", "in millions") never scales it
_RATE_LINE = re.compile(r"\bper\s+(?!(?:cent|centage|the|books?)\b)[a-z]", re.I)
_RATIO = re.compile(r"\b(ratio|quote|in\s+%|percent(?:age)?|prozent|oran[ıi])\b|%", re.I)
# a length of time stated as the column's unit ("Weighted average remaining lease term > (years)"): no
# table scale applies ("(in thousands)" over the table's amounts)
_DURATION = re.compile(r"^\(\s*(?:in\s+)?(?:years?|months?|weeks?|days?|jahre|monate|yıl|ay)\s*\)$", re.I)
_COUNT = re.compile(
    r"\b(number\s+of|anzahl|headcount|ftes?)\b|^(?:number|no\.|count|anzahl|adet|sayı)$|"  # a column headed "Number"
    r"^(?:total\s+|average\s+|avg\.?\s+)?(employees?|staff|workforce|mitarbeiter(?:innen)?|mitarbeitende|"
    r"beschäftigte|personal|çalışanlar|çalışan\s+sayısı|personel(?:\s+sayısı)?)(?:\s*\(.*\))?$",
    re.I,
)


# headers of columns or rows that hold calendar years ("Last Fiscal Year of Expiration", "Maturity
# date"); a 4-digit year under them is a year, never an amount ("Year ended" heads amounts)
_YEAR_LABEL = re.compile(
    r"\b(?:years?\s+of|year\s+(?:acquired|built|founded|opened|issued|placed))\b|"
    r"\b(?:dates?|expir\w*|maturity|vintage|fälligkeit|vade)$|^(?:fiscal\s+)?years?$",
    re.I,
)


def year_label(text: str) -> bool:
    """Whether a header or label names years or dates rather than amounts."""
    s = clean(text)
    return bool(_YEAR_LABEL.search(s)) and not re.search(r"\b(?:ended|ending)\b", s, re.I)


@dataclass
class UnitNote:
    scale: float | None = None
    currency: str | None = None
    unit: str | None = None
    exceptions: list[str] = field(default_factory=list)
    rescaled: dict[str, float] = field(default_factory=dict)  # exception -> the scale it states itself
    said: str = field(default="", repr=False)  # the text that stated the scale (a table note's measures: ``note_measures``)

    def empty(self) -> bool:
        return self.scale is None and self.currency is None and self.unit is None


# dollars named by their country ("in thousands of Canadian dollars"): not US dollars
_NAMED_DOLLARS = {"canadian": "CAD", "australian": "AUD", "new zealand": "NZD", "hong kong": "HKD",
                  "singapore": "SGD", "u.s.": "USD", "us": "USD", "american": "USD"}
LOCAL_DOLLARS = frozenset(_NAMED_DOLLARS.values()) - {"USD"}
_NAMED_DOLLAR = re.compile(r"\b(" + "|".join(re.escape(k) for k in _NAMED_DOLLARS) + r")\s+dollars?\b", re.I)


def named_dollars(text: str) -> str | None:
    """The dollars a text names by their country ("thousands of Canadian dollars" -> CAD), or None."""
    named = _NAMED_DOLLAR.search(text)
    return _NAMED_DOLLARS[named.group(1).lower()] if named else None


def currency_in(text: str) -> str | None:
    """The currency a text names ("in EUR thousands" -> EUR, "Mio. €" -> EUR, "thousands of Canadian
    dollars" -> CAD)."""
    if named := named_dollars(text):
        return named
    m = re.search(r"US\$|[€$£₺¥₹]", text) or re.search(rf"(?<![A-Za-z]){_CUR}(?![A-Za-z])", text, re.I)
    if not m:
        m = re.search(r"(?<=[Tk])(EUR|USD|CHF|GBP)(?![A-Za-z])|(?<=M)(EUR|USD)(?![A-Za-z])", text)
        if not m:
            return None
    tok = m.group(0).lower()
    if tok in {"tl"} and not re.search(r"(?<![A-Za-z])TL(?![A-Za-z])", text):
        return None  # "tl" must be printed in capitals to be Turkish lira
    return CURRENCIES.get(tok.rstrip("s") if tok.startswith(("euro", "dollar")) else tok, CURRENCIES.get(tok))


def scale_in(text: str) -> float | None:
    """The multiplier a text states ("in EUR thousands" -> 1000), or None. A scale word after a
    number states an amount, not the text's scale ("includes $10.31 billion related to VIEs")."""
    for pat, mult in _COMPACT:
        if (m := pat.search(text)) and not _AFTER_NUMBER.search(text[:m.start()]):
            return mult
    for words, mult in _SCALE_WORDS:
        for m in re.finditer(rf"(?<![A-Za-z])(?:{words})(?![A-Za-z])", text, re.I):
            if not _AFTER_NUMBER.search(text[:m.start()]) and not _PER.search(text[:m.start()]) \
                    and not _DEFINES.search(text[:m.start()]):
                return mult
    return None


# "MMcf: million cubic feet", "Mcf = thousand cubic feet": a unit's definition, not a scale of the figures
_DEFINES = re.compile(r"\b(?:[A-Za-z]*[A-Z][a-z]*[A-Z][A-Za-z]*|[A-Z]?[a-z]{1,3})\s*[:=]\s*$")  # "MMcf:", "Mcf:", "bbl ="


# "(€ per thousand)", "parts per million": a rate's base, not a scale of the figures
_PER = re.compile(r"\bper\s+(?:one\s+|a\s+)?$", re.I)


# an amount before a scale word ("10.31 billion", "$ 5 Mio."), not a year ("2019 £m" heads a year's column)
_AFTER_NUMBER = re.compile(r"(?<![\d.,])(?!(?:19|20)\d\d(?![\d.,]))\d[\d.,]*\s*(?:[€$£₺¥]\s*)?$")


def read_unit_note(text: str | None) -> UnitNote:
    """Scale, currency and exceptions of a caption, unit line or note."""
    if not text:
        return UnitNote()
    s = _NOT_SCALED.sub(" ", clean(text))  # "Key figures (not in thousands)": a scale declined is none stated
    head = _EXCEPT_LIST.split(s, maxsplit=1)[0]  # "in millions, except shares (in thousands)": millions
    note = UnitNote(scale=scale_in(head) or scale_in(s), currency=currency_in(s))
    if note.scale is not None or note.currency is not None:
        note.exceptions = [m.group(1).strip().rstrip(".") for m in _EXCEPT.finditer(s) if "hariç" not in m.group(0).lower()]
        _listed_exceptions(s, note)
        note.exceptions += [m.group(1).strip() for m in _TR_EXCEPT.finditer(s) if scale_in(m.group(1)) is None]
    if re.search(r"\bin\s+%|\(%\)|in\s+percent|in\s+prozent", s, re.I):
        note.unit = "%"
    return note


_EXCEPT_LIST = re.compile(r"\bexcept(?:\s+for)?\s+(.+)$", re.I)
# a scale the note declines: "(not in thousands)", "in thousands, not millions", "nicht in Tausend"
_NOT_SCALED = re.compile(r"\b(?:not|nicht)\s+(?:in\s+)?(?:thousands?|millions?|billions?|tausend|tsd|mio|mrd)\b", re.I)
_OWN_CLAUSE = re.compile(r"\s+(?:which|that)\s+(?:are|is)\s+\w+\s+in\s+\w+$", re.I)
_OWN_SCALE = re.compile(r"^(?:which|that)\s+(?:are|is)\s+(?:reflected|stated|presented|shown|expressed)\s+", re.I)


def _listed_exceptions(text: str, note: UnitNote) -> None:
    """Every item of an English exception list, and the scale an item states for itself:
    "in millions, except number of shares, which are reflected in thousands, and per-share amounts"
    -> exceptions "number of shares" (scaled 1,000) and "per-share amounts"."""
    m = _EXCEPT_LIST.search(text)
    if not m:
        return
    note.exceptions = [e for e in note.exceptions if not m.group(1).startswith(e)]
    last: str | None = None
    for part in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group(1).strip(" .)")):
        part = part.strip(" .()")
        if not part:
            continue
        if _OWN_SCALE.match(part) and last is not None and (own := scale_in(part)):
            note.rescaled[last] = own
            continue
        clause = _OWN_CLAUSE.search(part)  # "number of shares which are reflected in thousands"
        item = part[: clause.start()].strip() if clause else part
        if item not in note.exceptions:
            note.exceptions.append(item)
        if clause and (own := scale_in(clause.group(0))):
            note.rescaled[item] = own
        last = item


_SHARE_EXCEPTION = re.compile(r"^(?:the\s+)?(?:number\s+of\s+)?shares?(?:\s+(?:data|amounts|counts?|numbers))?$", re.I)


def share_scale(note: UnitNote) -> float | None:
    """The scale of share counts under a note: the one an exception states ("number of shares, which
    are reflected in thousands"), 1 when an exception names shares ("except share data"), else None
    (they are scaled as the amounts: "in millions, except per share amounts" counts shares in millions)."""
    for exc in note.exceptions:
        if label_class(exc) == "shares" or _SHARE_EXCEPTION.match(exc.strip()):
            return note.rescaled.get(exc, 1.0)
    return None


def unit_word(text: str) -> str | None:
    """A unit ("days", "Tage", "kg", "m³/h", "l/100 km") normalised, or None.

    Only units from a vocabulary count: a parenthesis in a label also holds acronyms and
    qualifiers ("Operating profit (EBIT)", "Other income (expense), net") that are no unit.
    """
    t = clean(text)
    if re.fullmatch(r"\(.*\)|\[.*\]", t):
        t = t[1:-1].strip()
    t = re.sub(r"^(?:in|en)\s+(?=\S)", "", t)  # "(in days)"
    key = normalize_text(t)
    for k, v in UNIT_ALIASES.items():
        if normalize_text(k) == key:
            return v
    return t if is_unit(t) else None


# symbols and words a printed unit is made of; compounds join them with "/", "·", "per" ("m³/h")
_SI = r"(?:[kMGTmµμnc]?(?:m|g|s|W|Wh|V|A|Hz|Pa|N|J|l|L|Ω|VA|bit|t|cal)|[kMGT]B)"  # a bare "(B)" is a class
_SYMBOL = (
    rf"(?:{_SI}|h|min|d|K|°C|°F|°|bar|mbar|psi|rpm|U/min|1/min|1/s|dB|dB\(A\)|AU|ly|pc|eV|keV|MeV|mol|cd|lm|lx|ppm|"
    r"ppb|hp|PS|ft|in|lb|lbs|oz|mi|mph|gal|yd|kn|Nm|ha|ct|px|dpi|kbps|Mbps|Gbps|M⊕|M☉|R⊕|pp|bp|bps|%|‰)"
)
_UNIT_WORDS = (
    r"(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|nights?|kilograms?|grams?|tonnes?|tons?|"
    r"metres?|meters?|kilomet(?:re|er)s?|litres?|liters?|pieces?|units?|pcs\.?|items?|seats?|users?|"
    r"licen[cs]es?|persons?|people|pallets?|boxes|cartons?|rolls?|packs?|sheets?|employees|count|"
    r"share|tage?n?|wochen?|monate?|jahre?|stunden?|minuten?|stück|stk\.?|gün|hafta|ay|yıl|saat|adet)"
)
_ATOM = rf"(?:(?:\d+\s?)?(?:{_SYMBOL}|{_UNIT_WORDS})(?:[²³]|\^-?\d)?|{_CUR})"
_UNIT_RE = re.compile(rf"{_ATOM}(?:\s*(?:/|·|\*|\s|\bper\b|\bje\b|\bpro\b)\s*{_ATOM})*")


def is_unit(text: str) -> bool:
    """Whether a text is a unit from the vocabulary (symbols are case-sensitive: "MW" is not "mW")."""
    t = clean(text).strip()
    if not t or len(t) > 24:
        return False
    if _UNIT_RE.fullmatch(t):
        return True
    # words may be capitalised ("Days", "Units"); symbols keep their case
    return bool(re.fullmatch(rf"{_UNIT_WORDS}(?:\s*(?:/|\bper\b)\s*{_UNIT_WORDS})*", t, re.I))


def unit_symbol(word: str) -> bool:
    """Whether one printed word is a unit symbol of two characters or more ("kg", "mm", "dB(A)", "(rpm)"),
    bracketed or not: a unit row's cell set beside a heading. One letter ("A" of "Class A") is a name."""
    w = clean(word)
    if w[:1] + w[-1:] in ("()", "[]"):
        w = w[1:-1]
    return len(w) >= 2 and bool(re.fullmatch(rf"{_SYMBOL}(?:[²³]|\^-?\d)?(?:\s*/\s*{_SYMBOL}(?:[²³])?)*", w))


def bracketed_currency(label: str) -> str | None:
    """The currency a label closes with in brackets and nothing else ("Average ticket price (£)" -> GBP), or None
    ("Euro", a line of a currency; "Long-term debt (includes $10.31 billion ...)", an amount in the label).

        >>> bracketed_currency("Average ticket price (£)"), bracketed_currency("Euro")
        ('GBP', None)
    """
    m = re.search(rf"\(\s*({_CUR})\s*\)\s*$", clean(label), re.I)
    return currency_in(m.group(1)) if m else None


def header_unit(text: str) -> UnitNote:
    """Unit and scale named by one header cell: "Price (EUR)", "Revenue (EUR m)", "EUR", "in %", "EUR per reel"."""
    s = clean(text)
    whole = read_unit_note(s)
    if re.fullmatch(rf"{_CUR}", s, re.I):
        return UnitNote(currency=currency_in(s))
    if s in {"%", "in %", "(%)"}:
        return UnitNote(unit="%")
    glued = re.search(r"(?:^|\s)(\S+\([^()\s]+\))\s*$", s)  # "Noise dB(A)": the bracket is the unit's own
    if glued and is_unit(glued.group(1)):
        return UnitNote(unit=glued.group(1))
    paren = re.findall(r"\(((?:[^()]|\([^()]*\))*)\)|\[([^\[\]]*)\]", s)  # "(dB(A))" is one unit
    for a, b in paren:
        inner = a or b
        note = read_unit_note(inner)
        if re.fullmatch(r"\s*%\s*", inner):
            return UnitNote(unit="%")
        if not note.empty():
            return note
        u = unit_word(inner)
        if u and not re.search(r"\d", inner):
            return UnitNote(unit=u)
    if (per := re.match(rf"({_CUR})\s+(?:per|pro|je|par|por)\s+\w", s, re.I)) is not None:
        return UnitNote(currency=currency_in(per.group(1)))  # "EUR per reel", "USD per unit": prices in it
    m = re.search(r"\b(?:in|en)\s+([A-Za-zÄÖÜäöü€$%/²³]+)\s*$", s)
    if m:
        note = read_unit_note(m.group(0))
        if not note.empty():
            return note
    if whole.scale is not None and (whole.currency is not None or len(s.split()) <= 4):
        return whole
    if re.search(r"(?:in|in\s+Tsd\.|in\s+Mio\.)\s", s, re.I) and not whole.empty():
        return whole
    return UnitNote()


@lru_cache(maxsize=4096)
def label_class(text: str) -> str | None:
    """"per_share", "ratio", "rate", "count" or "duration" for labels a table scale does not apply to, "shares" for
    share counts (scaled as the amounts unless a note exempts them), else None.

        >>> label_class("Average monthly revenue per user (ARPU)"), label_class("Per Block Hour")
        ('rate', 'rate')
        >>> label_class("Net income as per the income statement") is None
        True
    """
    s = clean(text)
    if _SHARE_COUNT.search(s):
        return "shares"
    if _PER_SHARE.search(s):
        return "per_share"
    if _RATIO.search(s):
        return "ratio"
    if _RATE_LINE.search(s):
        return "rate"
    if _COUNT.search(s):
        return "count"
    if _DURATION.search(s):
        return "duration"
    return None


def exempt_by(label: str, exceptions: list[str]) -> bool:
    """Whether a label falls under one of a note's exceptions ("except per share data")."""
    return bool(exceptions) and _exempt(label, tuple(exceptions))


def _singular(word: str) -> str:
    """A plural's singular for matching a note's exception to a label ("terms" of a "lease term" line)."""
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


@lru_cache(maxsize=4096)
def _exempt(label: str, exceptions: tuple[str, ...]) -> bool:
    lab = normalize_text(label)
    for exc in exceptions:
        e = normalize_text(exc)
        rest = _PER_WHAT.sub(" ", e)
        if rest != e and not re.search(r"\b(?:shares?|stock|aktien?)\b", rest):
            # "except per share amounts": the per-share lines only, never a count of shares or the
            # income attributable to shareholders (those are in the table's millions)
            if _PER_SHARE.search(lab) or _PER_WHAT.search(lab):
                return True
            if re.search(r"\bper[\s-]+unit\b", e) and re.search(r"\bper\s+\w|\bcents?\b", lab):
                return True  # "except per-unit data": every "per X" line ("Cost per ASM (cents)", "Average fare per passenger")
            rest_words = [w for w in re.findall(r"\w+", rest) if w not in {"data", "amounts", "figures", "the", "and"}]
            if not rest_words:
                continue
            exc = rest
        words = [w for w in re.findall(r"\w+", normalize_text(exc)) if w not in {"data", "amounts", "figures", "angaben", "the", "and", "und"}]
        stems = [_singular(w)[:5] for w in words if len(w) >= 3]  # "except lease terms": a "lease term" line
        if stems and all(st in lab for st in stems):
            return True
        if any(st in lab for st in stems if st in {"emplo", "mitar", "share", "aktie", "calis", "perso"}):
            return True
    return False


_PERIOD_WORDS = re.compile(
    r"\b(?:for|the|fiscal|years?|quarters?|months|weeks|three|six|nine|twelve|ended|ending|as|of|at|and|in|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|\d{1,4})\b|[,.:]", re.I)


def measure_note(text: str, beside: list[str]) -> bool:
    """A scale in one measure's own heading ("Freight Revenues (in millions)" beside "Carloads" and
    "Average Revenue per Car", ``beside`` the other headings of its header line): it states that
    measure's columns' scale (read from their header path), not the whole table's. A scale in a heading
    that dates the columns ("Year Ended December 31, (in millions)"), or with no other measure named
    beside it, is the table's.

        >>> measure_note("Freight Revenues (in millions)", ["Carloads", "Average Revenue per Car"])
        True
        >>> measure_note("Year Ended December 31, (in millions)", ["Increase (Decrease)"])
        False
        >>> measure_note("Revenues (in millions)", ["2019", "2018"])
        False
        >>> measure_note("Amount (in millions)", ["Per Block Hour", "Amount (in millions)"])
        True
    """
    own = _measure_words(text)
    if header_unit(text).scale is None:
        return False
    if not own:  # "Amount (in millions)" beside "Per Block Hour": an amount's scale, which no rate takes
        return any(label_class(o) in ("rate", "per_share") and header_unit(o).scale is None for o in beside if o and o != text)
    return any((other := _measure_words(o)) and not other <= own and not own <= other and header_unit(o).scale is None
               for o in beside if o and o != text)  # another measure, not the same one's other year ("Amount")


def _measure_words(text: str) -> set[str]:
    """The words a heading names a measure by: neither a period, nor what it states in brackets, nor a
    word any measure's heading may print ("Amount", "% of total")."""
    bare = _PERIOD_WORDS.sub(" ", re.sub(r"\([^()]*\)|\[[^\[\]]*\]", " ", clean(text)))
    return {w.lower() for w in re.findall(r"[A-Za-z]{3,}", bare)} - _ANY_MEASURE


def note_measures(text: str) -> set[str]:
    """The measures a scale note names, as singular words: "(Revenue in thousands)" states revenue's
    scale, which a column of display counts beside it does not take; "(In thousands of dollars, except
    per share data)" names none.

        >>> sorted(note_measures("(Revenue in thousands)"))
        ['revenue']
        >>> sorted(note_measures("(In thousands of dollars, except per share data)"))
        []
        >>> sorted(note_measures("Angaben in Tsd. EUR, außer Mitarbeiter"))
        ['angaben']
    """
    head = clean(text)
    if m := _EXCEPT.search(head):  # "in Tsd. EUR, außer Mitarbeiter": the exception is no measure scaled
        head = head[:m.start()]
    head = _EXCEPT_LIST.split(head, maxsplit=1)[0].strip(" ()[],;")
    return {_singular(w) for w in _measure_words(head) if scale_in(w) is None and currency_in(w) is None}


def heading_measures(text: str) -> set[str]:
    """A column heading's measure words as singulars ("Revenues" -> {"revenue"}), as ``note_measures``."""
    return {_singular(w) for w in _measure_words(text)}


_ANY_MEASURE = frozenset({"amount", "amounts", "total", "percent", "percentage", "change", "value", "values"})
