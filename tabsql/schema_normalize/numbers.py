"""Locale-aware reading of printed numbers, money and percentages.

"12.400" is 12400 in a German table and 12.4 in an English one, so the decimal separator is chosen
per column (then per document, then by language) from the cells that are unambiguous, and each
cell is read under that choice. The printed text is never lost: the result keeps ``raw``.

    >>> parse_number("(1,234.5)")
    -1234.5
    >>> parse_number("12.400,50 €")
    12400.5
    >>> parse_value("1.9855×10³⁰").number
    1.9855e+30
    >>> infer_locale(["1.234", "5,47"])
    'de'
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field

from tabsql.models import TypedValue

# locale -> (group separator, decimal separator); spaces group digits in every locale
LOCALES: dict[str, tuple[str, str]] = {
    "en": (",", "."),
    "de": (".", ","),  # also Turkish, Italian, Spanish ...
    "ch": ("'", "."),
    "fr": (" ", ","),
    "si": (" ", "."),  # SI style: thin-space groups, decimal point
}
_LANG_LOCALE = {"de": "de", "tr": "de", "fr": "fr", "it": "de", "es": "de", "nl": "de", "en": "en"}

NULL_TOKENS = {
    "n/a", "na", "n.a.", "n.a", "n/m", "nm", "n.m.", "k. a.", "k.a.", "k. a", "ka", "keine angabe",
    "n.v.", "nv", "-/-", "none", "null", "tbd", "tba", "yok", "mevcut değil", "not available",
    "nicht verfügbar", "—", "–", "-", "‐", "‒", "―", "−", "--", "---", "…", "...",
}
DASHES = {"—", "–", "-", "‐", "‒", "―", "−", "--", "---"}

CURRENCIES: dict[str, str] = {
    "€": "EUR", "eur": "EUR", "euro": "EUR", "euros": "EUR",
    "$": "USD", "us$": "USD", "usd": "USD", "dollars": "USD",
    "£": "GBP", "gbp": "GBP", "chf": "CHF", "sfr.": "CHF", "fr.": "CHF",
    "₺": "TRY", "tl": "TRY", "try": "TRY", "¥": "JPY", "jpy": "JPY", "yen": "JPY",
    "sek": "SEK", "nok": "NOK", "dkk": "DKK", "pln": "PLN", "cad": "CAD", "aud": "AUD",
    "c$": "CAD", "a$": "AUD", "cny": "CNY", "rmb": "CNY", "inr": "INR", "₹": "INR",
    "hkd": "HKD", "hk$": "HKD", "sgd": "SGD", "s$": "SGD", "zar": "ZAR", "brl": "BRL",
}
_CUR_ALT = "|".join(sorted((re.escape(k) for k in CURRENCIES), key=len, reverse=True))

# magnitude words printed with a value ("$1.2M", "USD 3bn", "12 Mio. €"); the lower-case
# and one-letter forms only count next to a currency ("15 m" is fifteen metres).
MAGNITUDES: dict[str, float] = {
    "k": 1e3, "thousand": 1e3, "thousands": 1e3, "tsd": 1e3, "tsd.": 1e3, "tausend": 1e3, "bin": 1e3,
    "m": 1e6, "mn": 1e6, "mm": 1e6, "mio": 1e6, "mio.": 1e6, "million": 1e6, "millions": 1e6,
    "millionen": 1e6, "milyon": 1e6,
    "b": 1e9, "bn": 1e9, "bln": 1e9, "billion": 1e9, "billions": 1e9, "mrd": 1e9, "mrd.": 1e9,
    "milliarden": 1e9, "mia": 1e9, "mia.": 1e9, "milyar": 1e9,
}
_NEEDS_CURRENCY = {"k", "m", "b", "mm", "bin"}
_MAG_ALT = "|".join(sorted((re.escape(k) for k in MAGNITUDES), key=len, reverse=True))

_SUPERSCRIPT = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")
_SUP_CHARS = "⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺"
_SPACES = "\u00a0\u202f\u2009\u2007\u2008\u200a "
_MINUS = "-−–‒﹣－"

NUM_CORE = r"\d+(?:[.,'’\u00a0\u202f\u2009\u2007 ]\d+)*"
_MARKER_RE = re.compile(r"^(?P<body>.*?)(?P<mk>[*†‡§#]+|[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\s\([a-z]\))$")
_SCI_RE = re.compile(
    rf"^(?P<m>{NUM_CORE})\s*(?P<op>[×xX·⋅*]|\\times)\s*10\s*"
    rf"(?:(?:\^|\*\*)\s*(?P<e1>[+\-−]?\d+)|(?P<e2>[{_SUP_CHARS}]+)|(?P<e3>[+\-−]?\d{{1,3}}))"
    rf"(?P<rest>.*)$"
)
_E_RE = re.compile(rf"^(?P<m>\d+(?:[.,]\d+)?)[eE](?P<e>[+\-]?\d+)(?P<rest>.*)$")
_CORE_RE = re.compile(rf"^(?P<core>{NUM_CORE})(?P<rest>.*)$")
_UNIT_RE = re.compile(r"^[A-Za-zµμ°Ω‰£€$][\w°²³µ/().·\-]{0,11}$")
_PER = re.compile(r"^(?:/\s*\w|per\s|je\s|pro\s|p\.\s?a\.?$|p\.\s?m\.?$|monthly$|yearly$|annually$|[\wçğışöü]+\s+başına$)", re.I)
_DATE_RES = [
    re.compile(r"^\d{4}-\d{2}-\d{2}$"),
    re.compile(r"^\d{1,2}[./]\d{1,2}[./]\d{4}$"),
    re.compile(
        r"^(\d{1,2}\.?\s+)?(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|märz|mai|juni|"
        r"juli|okt|dez|ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık)"
        r"[a-zäöüı]*\.?(?:\s+|-|/)(\d{1,2},?\s+)?(?:\d{4}|\d{2})$",
        re.I,
    ),
]


_CLEAN_MAP = str.maketrans({**{ch: " " for ch in _SPACES + "\n\t\r"}, "’": "'", "＇": "'", "‘": "'"})
_WS = re.compile(r"\s+")


@dataclass
class Reading:
    """What one cell says, before the table's scale is applied."""

    kind: str = "text"
    value: float | None = None  # as printed, sign applied (magnitude word not applied)
    magnitude: float = 1.0  # "M" in "$1.2M"
    unit: str | None = None  # EUR, %, kg ...
    markers: list[str] = field(default_factory=list)
    low: float | None = None
    high: float | None = None


def clean(text: str) -> str:
    """Collapse whitespace and unify look-alike characters, keeping superscripts."""
    if not text:
        return ""
    return _WS.sub(" ", text.translate(_CLEAN_MAP)).strip()


def split_markers(text: str) -> tuple[str, list[str]]:
    """Trailing footnote markers ("*", "†", "¹", " (a)") split off a cell or header text."""
    s, markers = text.strip(), []
    while True:
        m = _MARKER_RE.match(s)
        if not m or not m.group("body").strip():
            break
        if m.group("mk")[0] in _SUP_CHARS and re.search(r"10\s*$", m.group("body")):
            break  # ×10³ is an exponent, not a footnote
        if m.group("mk")[0] in "¹²³" and re.search(r"(?<![A-Za-z])(?:[mM]|[cdkm]m|ft|in|yd|mi)$", m.group("body")):
            break  # m², cm³ are units ("Summer BBQ¹" is a marked label)
        markers.insert(0, m.group("mk").strip().strip("()").translate(_SUPERSCRIPT))
        s = m.group("body").rstrip()
    return s, markers


def _valid_in(core: str, loc: str) -> float | None:
    """The value of a numeric core under one locale, or None when its grouping is wrong there."""
    s = core.replace("’", "'")
    # spaces group digits everywhere ("12 400,50", "12 400.50")
    if re.search(r"\d \d", s):
        parts = re.split(r"(?<=\d) (?=\d)", s)
        if not (re.fullmatch(r"\d{1,3}", parts[0]) and all(re.match(r"\d{3}(?!\d)", p) for p in parts[1:])):
            return None
        s = "".join(parts)
    group, dec = LOCALES[loc]
    group = group.strip()  # space groups were removed above
    other_group = "'" if loc != "ch" else ""
    if other_group and other_group in s:
        return None
    if s.count(dec) > 1:
        return None
    int_part, _, frac = s.partition(dec)
    for bad in {".", ",", "'"} - {dec, group}:
        if bad in int_part or bad in frac:
            return None
    if group and group in frac:
        return None
    if group and group in int_part:
        if not re.fullmatch(rf"[1-9]\d{{0,2}}(?:{re.escape(group)}\d{{3}})+", int_part):
            return None
        int_part = int_part.replace(group, "")
    if not int_part.isdigit() or (frac and not frac.isdigit()):
        return None
    return float(f"{int_part}.{frac}" if frac else int_part)


def _read_core(core: str, locale: str | None) -> float | None:
    order = [locale] if locale in LOCALES else []
    order += [loc for loc in ("en", "de", "ch", "fr", "si") if loc not in order]
    for loc in order:
        v = _valid_in(core, loc)
        if v is not None:
            return v
    return None


def _strip_currency(s: str) -> tuple[str, str | None]:
    m = re.match(rf"^({_CUR_ALT})\s*(?=[\d(+\-−–.])", s, re.I)
    if m:
        return s[m.end():].strip(), CURRENCIES[m.group(1).lower()]
    m = re.search(rf"(?<![A-Za-z])({_CUR_ALT})\.?$", s, re.I)
    if m and re.search(r"[\d)]\s*(?:[A-Za-z.]+\s*)?$", s[: m.start()]):
        return s[: m.start()].strip(), CURRENCIES[m.group(1).lower()]
    return s, None


def _strip_magnitude(s: str, has_currency: bool) -> tuple[str, float]:
    m = re.search(rf"(?<=[\d\s)])({_MAG_ALT})$", s, re.I)
    if not m:
        return s, 1.0
    word = m.group(1)
    key = word.lower()
    if key in _NEEDS_CURRENCY and not (has_currency or word in {"M", "B"}):
        return s, 1.0
    return s[: m.start()].strip(), MAGNITUDES[key]


def read(text: str, *, locale: str | None = None, dash_zero: bool = False) -> Reading:
    """Read one printed value: number, money, percent, range, date, text or null."""
    from tabsql.schema_normalize.ranges import parse_range  # ranges read numbers with this module

    s = clean(text)
    s, markers = split_markers(s)
    r = Reading(markers=markers)
    low = s.lower()
    if not s:
        r.kind = "null"
        return r
    if s in DASHES:
        if dash_zero:
            r.kind, r.value = "number", 0.0
        else:
            r.kind = "null"
        return r
    if low in NULL_TOKENS:
        r.kind = "null"
        return r
    if any(p.match(s) for p in _DATE_RES):
        r.kind = "date"
        return r
    num = _read_number(s, locale)
    if num is not None:
        r.value, r.magnitude, r.unit, kind = num
        r.kind = kind
        return r
    rng = parse_range(s, locale=locale)
    if rng is not None:
        r.kind, r.low, r.high, r.unit = "range", rng.low, rng.high, rng.unit
        return r
    return r


def _read_number(s: str, locale: str | None) -> tuple[float, float, str | None, str] | None:
    """(value as printed, magnitude, unit, kind) for a single number, else None."""
    sign = 1.0
    t = s
    percent = False
    # a leading/trailing percent sign ("%12" Turkish, "12 %")
    if t.startswith("%"):
        percent, t = True, t[1:].strip()
    if t.startswith("(") and t.endswith(")") or re.match(r"^\(([^()]*)\)\s*(%|[A-Za-z][\w./]{0,7})$", t):
        inner = re.match(r"^\((.*)\)\s*(.*)$", t)
        assert inner
        sign, t = -1.0, (inner.group(1) + " " + inner.group(2)).strip()
    if t and t[0] in "+" and len(t) > 1:
        t = t[1:].strip()
    elif t and t[0] in _MINUS and len(t) > 1 and (t[1].isdigit() or t[1] in "€$£(" or t[1].isalpha()):
        sign, t = -sign, t[1:].strip()
    t, currency = _strip_currency(t)
    if t.startswith("(") and t.endswith(")"):
        sign, t = -sign, t[1:-1].strip()
    if t and t[0] in _MINUS and len(t) > 1 and t[1].isdigit():
        sign, t = -sign, t[1:]
    if t.endswith("%"):
        percent, t = True, t[:-1].strip()
    t, magnitude = _strip_magnitude(t, currency is not None)
    if currency is None:
        t2, currency = _strip_currency(t)
        if currency:
            t = t2
            if magnitude == 1.0:
                t, magnitude = _strip_magnitude(t, True)
    m = _SCI_RE.match(t)
    if m and m.group("e3") and m.group("op") in "xX*":
        m = None  # "200 x 100 mm" is a dimension; only × or · may lose the raised exponent
    if m:
        mant = _read_core(m.group("m"), locale)
        exp_txt = m.group("e1") or m.group("e3") or (m.group("e2") or "").translate(_SUPERSCRIPT)
        if mant is None:
            return None
        value = mant * 10 ** int(exp_txt.replace("−", "-"))
        rest = m.group("rest").strip()
    else:
        m = _E_RE.match(t)
        if m and m.group("rest").strip() == "" or (m and _UNIT_RE.match(m.group("rest").strip())):
            value = float(m.group("m").replace(",", ".")) * 10 ** int(m.group("e"))
            rest = m.group("rest").strip()
        else:
            m = _CORE_RE.match(t)
            if not m:
                return None
            value = _read_core(m.group("core").strip(), locale)
            if value is None:
                return None
            rest = m.group("rest").strip()
    unit: str | None = currency
    kind = "money" if currency else "number"
    if rest and currency is None:
        m2 = re.match(rf"^({_CUR_ALT})\.?(?=[\s/]|$)\s*(.*)$", rest, re.I)
        if m2 and (not m2.group(2) or _PER.match(m2.group(2))):
            currency = CURRENCIES[m2.group(1).lower()]
            unit, kind, rest = currency, "money", ""
    if rest == "¢" and currency is None:  # "8.50¢": US cents, a hundredth of a dollar
        currency, unit, kind, magnitude, rest = "USD", "USD", "money", magnitude * 0.01, ""
    if rest.startswith("%") and (rest == "%" or _PER.match(rest[1:].strip())):
        percent, rest = True, ""
    if rest and (currency or percent) and _PER.match(rest):
        rest = ""  # "EUR 120.00 per order", "45,00 €/Stück", "3 % p.a." keep their currency or percent
    if rest:
        if rest == "%":
            percent = True
        elif rest.lower() in {"pp", "p.p.", "ppt", "%-punkte", "prozentpunkte", "puan"}:
            unit = "pp"
        elif rest.lower() in {"bps", "bp", "basis points", "bpts"}:
            unit = "bps"
        elif currency is None and _UNIT_RE.match(rest) and not re.search(r"\d", rest):
            if rest.lower() in MAGNITUDES and magnitude == 1.0 and rest.lower() not in _NEEDS_CURRENCY:
                magnitude = MAGNITUDES[rest.lower()]
            else:
                unit = rest
        else:
            return None
    if percent:
        kind, unit = "percent", "%"
    return sign * value, magnitude, unit, kind


def parse_value(text: str, *, locale: str | None = None, dash_zero: bool = False) -> TypedValue:
    """A cell's typed value with no table context: scale is only what the cell itself prints."""
    r = read(text, locale=locale, dash_zero=dash_zero)
    number = None if r.value is None else r.value * r.magnitude
    return TypedValue(
        kind=r.kind, raw=text, number=number, printed=r.value, low=r.low, high=r.high,
        unit=r.unit, scale=r.magnitude, markers=r.markers,
    )


def parse_number(text: str, locale: str | None = None) -> float | None:
    """The number a cell prints (sign and "M"/"bn" applied), or None when it is not one number."""
    r = read(text, locale=locale)
    if r.kind in {"number", "money", "percent"} and r.value is not None:
        return r.value * r.magnitude
    return None


_LAST_FRACTION = re.compile(r"\d([.,])(\d+)(?!.*\d)")  # the last separator with digits after it


def printed_decimals(raw: str, printed: float) -> int:
    """The decimals a number shows as printed in ``raw``, read as ``printed`` (the number as
    printed, before scale) was read: "EUR 120.00" -> 2, "54,80 €" -> 2, "(0.2)%" -> 1, "0.125" -> 3;
    "1,250" and "1.220" read as thousands -> 0.

        >>> printed_decimals("1.220", 1220.0), printed_decimals("136,75 EUR", 136.75)
        (0, 2)
    """
    m = _LAST_FRACTION.search(raw)
    if m is None:
        return 0
    if not float(printed).is_integer() or len(m.group(2)) != 3:  # three digits after a separator group thousands
        return len(m.group(2))
    return 0


def numeric_cores(texts: Iterable[str]) -> list[str]:
    """The digit groups of each text that looks like a number or range, for locale voting."""
    out = []
    for t in texts:
        s = clean(t)
        if not s or len(s) > 40 or re.search(r"[A-Za-z]{4,}", s):
            continue
        for core in re.findall(NUM_CORE, s):
            if re.search(r"\d\s*[×xX]\s*$", s[: s.find(core)]):
                continue
            out.append(core.strip())
    return out


def infer_locale(texts: Iterable[str], fallback: str | None = None) -> str | None:
    """The locale under which the most numbers among ``texts`` read validly.

    Numbers that read validly under every locale carry no vote; returns ``fallback`` when no
    number votes, and prefers ``fallback`` (then en, de) among tied locales.
    """
    scores = {loc: 0 for loc in LOCALES}
    informative = False
    for core in numeric_cores(texts):
        valid = [loc for loc in LOCALES if _valid_in(core, loc) is not None]
        if not valid or len(valid) == len(LOCALES):
            continue
        informative = True
        for loc in valid:
            scores[loc] += 1
    if not informative:
        return fallback
    best = max(scores.values())
    tied = [loc for loc, sc in scores.items() if sc == best]
    for pref in (fallback, "en", "de", "ch", "fr", "si"):
        if pref in tied:
            return pref
    return tied[0]


def locale_for_language(language: str | None) -> str | None:
    """The usual number format of a document language ("de" -> "de", "tr" -> "de")."""
    return _LANG_LOCALE.get(language or "")


def normalize_text(text: str) -> str:
    """Lower-case, accent-folded text for matching labels ("Umsatzerlöse" -> "umsatzerlose")."""
    s = unicodedata.normalize("NFKD", clean(text).lower().replace("ı", "i"))
    return "".join(ch for ch in s if not unicodedata.combining(ch))
