"""schema_normalize: typed values, units, scale, totals, concepts and document metadata.

Entry point: ``normalize_document(doc, synonyms=None) -> NormalizedDocument``.
"""
from tabsql.schema_normalize.normalize import normalize_document, sql_name_for
from tabsql.schema_normalize.numbers import infer_locale, parse_number, parse_value
from tabsql.schema_normalize.ranges import contains, parse_range
from tabsql.schema_normalize.synonyms import SynonymSet

__all__ = [
    "SynonymSet", "contains", "infer_locale", "normalize_document", "parse_number", "parse_range",
    "parse_value", "sql_name_for",
]
