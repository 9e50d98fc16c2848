"""Number, range and unit reading: round-trip properties per locale, plus the hard printed forms."""
from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabsql.schema_normalize import contains, infer_locale, parse_number, parse_range, parse_value
from tabsql.schema_normalize.units import header_unit, read_unit_note

# locale -> (thousands separator, decimal separator), as printed
FORMATS = {"en": (",", "."), "de": (".", ","), "ch": ("'", "."), "fr": ("\u202f", ","), "si": (" ", ".")}


def fmt(value: Decimal, locale: str, decimals: int) -> str:
    group, dec = FORMATS[locale]
    sign = "-" if value < 0 else ""
    q = abs(value).quantize(Decimal(1).scaleb(-decimals))
    int_part, _, frac = f"{q:f}".partition(".")
    groups = []
    while len(int_part) > 3:
        groups.insert(0, int_part[-3:])
        int_part = int_part[:-3]
    groups.insert(0, int_part)
    return sign + group.join(groups) + (dec + frac if decimals else "")


amounts = st.builds(
    lambda i, f, d: (Decimal(i) + Decimal(f) / 1000, d),
    st.integers(min_value=-10**12, max_value=10**12),
    st.integers(min_value=0, max_value=999),
    st.integers(min_value=0, max_value=3),
)


@settings(max_examples=300, deadline=None)
@given(amounts, st.sampled_from(sorted(FORMATS)))
def test_format_then_parse_gives_the_number(amount, locale):
    value, decimals = amount
    text = fmt(value, locale, decimals)
    expected = float(value.quantize(Decimal(1).scaleb(-decimals)))
    assert parse_number(text, locale=locale) == pytest.approx(expected, rel=1e-12, abs=1e-9)


@settings(max_examples=150, deadline=None)
@given(amounts, st.sampled_from(sorted(FORMATS)), st.sampled_from(["paren", "unicode", "currency_before", "currency_after", "percent"]))
def test_printed_variants_round_trip(amount, locale, variant):
    value, decimals = amount
    expected = float(value.quantize(Decimal(1).scaleb(-decimals)))
    body = fmt(abs(value), locale, decimals)
    if variant == "paren":
        text, expected = (f"({body})", -abs(expected)) if expected else (body, 0.0)
    elif variant == "unicode":
        text, expected = (f"\u2212{body}", -abs(expected)) if expected else (body, 0.0)
    elif variant == "currency_before":
        text, expected = f"EUR {fmt(value, locale, decimals)}", expected
    elif variant == "currency_after":
        text, expected = f"{fmt(value, locale, decimals)} \u20ac", expected
    else:
        text = f"{fmt(value, locale, decimals)} %"
    tv = parse_value(text, locale=locale)
    assert tv.number == pytest.approx(expected, rel=1e-12, abs=1e-9)
    assert tv.raw == text
    if variant.startswith("currency"):
        assert (tv.kind, tv.unit) == ("money", "EUR")
    if variant == "percent":
        assert (tv.kind, tv.unit) == ("percent", "%")


@settings(max_examples=100, deadline=None)
@given(st.lists(amounts, min_size=3, max_size=12), st.sampled_from(["en", "de"]))
def test_column_locale_is_inferred_from_its_unambiguous_numbers(column, locale):
    texts = [fmt(v, locale, d) for v, d in column] + [fmt(Decimal("1234.5"), locale, 2)]
    inferred = infer_locale(texts, fallback=None)
    for (v, d), text in zip(column, texts):
        assert parse_number(text, locale=inferred) == pytest.approx(float(v.quantize(Decimal(1).scaleb(-d))), abs=1e-9)


@pytest.mark.parametrize("text, number, unit, kind", [
    ("12,400.50", 12400.5, None, "number"),
    ("12.400,50", 12400.5, None, "number"),
    ("12'400.50", 12400.5, None, "number"),
    ("12 400,50", 12400.5, None, "number"),
    ("(1,234)", -1234, None, "number"),
    ("\u22121,234", -1234, None, "number"),
    ("EUR 45.00", 45.0, "EUR", "money"),
    ("45,00 \u20ac", 45.0, "EUR", "money"),
    ("$1.2M", 1.2e6, "USD", "money"),
    ("USD 3bn", 3e9, "USD", "money"),
    ("\u20ac412.3M", 412.3e6, "EUR", "money"),
    ("12 %", 12.0, "%", "percent"),
    ("%12", 12.0, "%", "percent"),
    ("%2,5", 2.5, "%", "percent"),
    ("1.9855\u00d710\u00b3\u2070", 1.9855e30, None, "number"),
    ("1.9855\u00d710^30", 1.9855e30, None, "number"),
    ("1.9855\u00d71030", 1.9855e30, None, "number"),  # the superscript lost its raising
    ("5,8314\u00d710^5", 583140.0, None, "number"),
    ("4 h", 4.0, "h", "number"),
    ("EUR 120.00 per order", 120.0, "EUR", "money"),
    ("45,00 \u20ac/St\u00fcck", 45.0, "EUR", "money"),
    ("3 % p.a.", 3.0, "%", "percent"),
    ("(0.9) pp", -0.9, "pp", "number"),
])
def test_hard_printed_forms(text, number, unit, kind):
    tv = parse_value(text)
    assert tv.number == pytest.approx(number, rel=1e-12)
    assert (tv.unit, tv.kind, tv.raw) == (unit, kind, text)


def test_locale_decides_ambiguous_grouping():
    assert parse_number("-1.234", locale="de") == -1234
    assert parse_number("-1.234", locale="en") == -1.234
    assert parse_number("0.232", locale="de") == 0.232  # a leading zero never groups thousands


@pytest.mark.parametrize("text", ["n/a", "k. A.", "\u2014", "", "  ", "\u2013", "N/A"])
def test_missing_values_are_null_not_zero(text):
    tv = parse_value(text)
    assert tv.kind == "null" and tv.number is None


def test_dash_is_zero_only_when_told():
    assert parse_value("\u2013", dash_zero=True).number == 0.0
    assert parse_value("\u2013").number is None
    assert parse_value("n/a", dash_zero=True).number is None


def test_text_and_dimensions_are_not_numbers():
    for text in ["Included", "500 x 100 mm", "Stretch film 500 mm x 300 m", "ALD-1366", "100'l\u00fc paket"]:
        assert parse_value(text).kind == "text", text
    assert parse_value("31.12.2025").kind == "date"


@pytest.mark.parametrize("text, locale, low, high, inside, outside", [
    ("100-499", None, 100, 499, 250, 500),
    ("2.000\u20139.999", "de", 2000, 9999, 5000, 10000),
    ("10000+", None, 10000, None, 10**6, 9999),
    ("10,000+", "en", 10000, None, 10000, 9999),
    ("under 500", None, None, 500, 499, 500),
    ("bis 499", "de", None, 499, 499, 500),
    ("ab 10.000", "de", 10000, None, 10000, 9999),
    ("500 and above", None, 500, None, 500, 499),
    ("1 \u2013 99", None, 1, 99, 1, 100),
    ("1.000-4.999", "de", 1000, 4999, 1000, 5000),
    ("EUR 0\u2013499", None, 0, 499, 0, 500),
    ("from 1 to 99 units", None, 1, 99, 99, 100),
])
def test_ranges(text, locale, low, high, inside, outside):
    rng = parse_range(text, locale=locale)
    assert rng is not None
    assert rng.low == (pytest.approx(low) if low is not None else None)
    assert rng.high == (pytest.approx(high) if high is not None else None)
    assert contains(rng, inside) and not contains(rng, outside)
    assert parse_value(text, locale=locale).kind == "range"


@pytest.mark.parametrize("text, scale, currency, exceptions", [
    ("in EUR thousands", 1e3, "EUR", []),
    ("USD millions", 1e6, "USD", []),
    ("(in thousands, except per share data)", 1e3, None, ["per share data"]),
    ("Tsd. EUR", 1e3, "EUR", []),
    ("Mio. \u20ac", 1e6, "EUR", []),
    ("in Mio. EUR", 1e6, "EUR", []),
    ("Bin TL", 1e3, "TRY", []),
    ("Tabelle 3: Segmentinformationen (in Tsd. EUR, au\u00dfer Mitarbeiter)", 1e3, "EUR", ["Mitarbeiter"]),
    ("Fees per delivery to a single address in EUR, excluding VAT.", None, "EUR", []),
    ("Prices exclude VAT.", None, None, []),
])
def test_unit_notes(text, scale, currency, exceptions):
    note = read_unit_note(text)
    assert (note.scale, note.currency, note.exceptions) == (scale, currency, exceptions)


def test_header_units():
    assert header_unit("Price (EUR)").currency == "EUR"
    assert header_unit("Lead time (days)").unit == "days"
    assert header_unit("Lieferzeit (Tage)").unit == "days"
    assert header_unit("Revenue (EUR m)").scale == 1e6
    assert header_unit("Operating margin (%)").unit == "%"
    assert header_unit("Year ended 31 December").empty()
